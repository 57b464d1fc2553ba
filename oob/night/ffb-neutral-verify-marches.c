/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-verify-marches.c: flank marches and their encounters worked out again from their
 * rolls (R7B(1)-(6), R7C, R8A), then compared with what the battle records of them. The order
 * matters: a march's arrival turn depends on its encounter, and the encounter on both
 * marches' kinds, so each is derived from the rolls before any recorded field is trusted. */
#include "ffb-neutral-verify-private.h"

#include <glib/gi18n-lib.h>

static char *
march_name (const FfbFlankOrder *order)
{
  return g_strdup_printf (_("The %s %s flank march"), ffb_side_display_name (order->side),
                          ffb_flank_sentence_word (order->flank));
}

static int
initiative_of (FfbVerifier *verifier, const FfbFlankOrder *order)
{
  const FfbLeader *leader = ffb_campaign_find_leader (verifier->campaign, order->leader_id);

  /* As ffb_neutral_roll_pre_battle rolls it. */
  return leader != NULL ? leader->initiative : 1;
}

/* R7B(1)-(4), R7C, R8A: the kind of march its roll makes and when it would enter, before any
 * encounter. Without a usable roll, the recorded kind stands (the roll's problem is told). */
static FfbMarchFacts
derive_march (FfbVerifier *verifier, const FfbFlankOrder *order)
{
  const FfbRules *rules = verifier->campaign->rules;
  int modifier = ffb_flank_modifier (rules, verifier->battle, order->side);
  g_autofree char *purpose = ffb_flank_arrival_purpose (order);
  g_autofree char *what = march_name (order);
  FfbExpectedRoll expected = { what, order->roll, purpose, rules->arrival_die, modifier,
                               _("the ground (R7C)"), FFB_AUDIENCE_REFEREE, -1 };
  FfbMarchFacts facts = { order, NULL, order->march, 0, 0, FALSE, FALSE, 0, 0, FALSE };

  facts.roll = ffb_verifier_expect_roll (verifier, &expected);
  if (facts.roll != NULL)
    facts.march = ffb_flank_classify (facts.roll->raw + modifier,
                                      initiative_of (verifier, order));
  facts.arrival_turn = ffb_flank_arrival_turn (rules, facts.march, verifier->turns);
  facts.notice_turn = ffb_flank_notice_turn (rules, facts.arrival_turn);
  return facts;
}

const FfbMarchFacts *
ffb_verifier_march (const FfbVerifier *verifier, const FfbFlankOrder *order)
{
  for (guint i = 0; i < verifier->marches->len; i++)
    {
      const FfbMarchFacts *facts = &g_array_index (verifier->marches, FfbMarchFacts, i);

      if (facts->order == order)
        return facts;
    }
  return NULL;
}

static FfbMarchFacts *
march_on (FfbVerifier *verifier, FfbSide side, FfbFlank flank)
{
  FfbFlankOrder *order = ffb_neutral_find_order (verifier->neutral, side, flank);

  return order != NULL ? (FfbMarchFacts *) ffb_verifier_march (verifier, order) : NULL;
}

/* R7B(5), (6): whether the two met, from the encounter roll when one was needed. */
static gboolean
derive_met (FfbVerifier *verifier, FfbMarchFacts *const pair[FFB_N_SIDES],
            const FfbEncounter *recorded, const char *what, const char *named, int told_turn)
{
  int percent = ffb_flank_encounter_percent (verifier->campaign->rules, pair[0]->march,
                                             pair[1]->march);
  g_autofree char *purpose = ffb_flank_encounter_purpose (recorded->union_flank);
  FfbExpectedRoll expected = { what, recorded->roll, purpose, 100, 0, "R7B(5)",
                               FFB_AUDIENCE_REFEREE, told_turn };
  const FfbRoll *roll;
  gboolean met;

  if (percent <= 0 || percent >= 100)
    {
      met = percent >= 100;
      const char *a = ffb_march_display_name (pair[0]->march);
      const char *b = ffb_march_display_name (pair[1]->march);

      /* Translators: the third and fourth %s are marches (swift,
       * deliberate, plodding). */
      if (recorded->roll != -1 && met)
        ffb_verifier_problem (verifier, _("%s rests on roll %d, but %s and %s marches always "
                                          "meet: no roll is made for them (R7B(5), (6))."),
                              what, recorded->roll, a, b);
      else if (recorded->roll != -1)
        ffb_verifier_problem (verifier, _("%s rests on roll %d, but %s and %s marches never "
                                          "meet: no roll is made for them (R7B(5), (6))."),
                              what, recorded->roll, a, b);
      /* Translators: the second and third %s are marches. */
      if (recorded->met != met && met)
        ffb_verifier_problem (verifier, _("%s is recorded as not met, but %s and %s marches "
                                          "always meet (R7B(5), (6))."), named, a, b);
      else if (recorded->met != met)
        ffb_verifier_problem (verifier, _("%s is recorded as met, but %s and %s marches never "
                                          "meet (R7B(5), (6))."), named, a, b);
      return met;
    }
  if ((roll = ffb_verifier_expect_roll (verifier, &expected)) == NULL)
    return recorded->met;
  met = roll->raw <= percent;
  if (recorded->met != met && met)
    ffb_verifier_problem (verifier, _("%s is recorded as not met, but roll %d (d100 %d, %d or "
                                      "less meets) says they met (R7B(5))."), what,
                          recorded->roll, roll->raw, percent);
  else if (recorded->met != met)
    ffb_verifier_problem (verifier, _("%s is recorded as met, but roll %d (d100 %d, %d or less "
                                      "meets) says they did not meet (R7B(5))."), what,
                          recorded->roll, roll->raw, percent);
  return met;
}

/* R7B(5a), (5b): which march is the larger, by how many stands, and what it keeps off the
 * table; recorded in the facts of both marches. */
static void
settle (FfbVerifier *verifier, FfbMarchFacts *const pair[FFB_N_SIDES],
        const FfbEncounter *recorded, const char *what, int told_turn)
{
  const FfbRules *rules = verifier->campaign->rules;
  int size[FFB_N_SIDES], larger, surplus;

  for (int s = 0; s < FFB_N_SIDES; s++)
    size[s] = ffb_flank_order_size (pair[s]->order, verifier->oobs[s], rules).weighted;
  larger = size[0] == size[1] ? -1 : size[0] > size[1] ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  surplus = ABS (size[0] - size[1]);
  if (recorded->larger != larger)
    ffb_verifier_problem (verifier, _("%s names %s as the larger march, but it is %s (R7B(5b): "
                            "Union %d stands, Confederate %d, each cavalry stand counting %d)."),
                          what, recorded->larger < 0 ? _("neither")
                                : ffb_side_display_name (recorded->larger),
                          larger < 0 ? _("neither") : ffb_side_display_name (larger), size[0],
                          size[1], rules->cavalry_stand_weight);
  if (recorded->surplus != surplus)
    ffb_verifier_problem (verifier, _("%s lets %d stands of the larger march through as its "
                            "surplus, but the marches differ by %d (R7B(5b))."), what,
                          recorded->surplus, surplus);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_autoptr(GPtrArray) proposal = NULL;

      pair[s]->met = TRUE;
      pair[s]->told_turn = told_turn;
      pair[s]->larger = larger == s;
      pair[s]->surplus = pair[s]->larger ? surplus : 0;
      pair[s]->off_table = !pair[s]->larger;
      if (!pair[s]->larger)
        continue;
      /* No whole brigade fits: the larger stays off the table too. */
      proposal = ffb_flank_propose_arrivals (pair[s]->order, verifier->oobs[s], rules, surplus);
      pair[s]->off_table = proposal->len == 0;
    }
}

/* "The encounter on the Union right (rolls 15, 26 and 28)": the rolls it follows from. */
static char *
encounter_name (FfbMarchFacts *const pair[FFB_N_SIDES], const FfbEncounter *recorded)
{
  /* Translators: %s is a flank (left, right), then the numbers of the
   * rolls the encounter follows from. */
  if (recorded->roll >= 0)
    return g_strdup_printf (_("The encounter on the Union %s (rolls %d, %d and %d)"),
                            ffb_flank_sentence_word (recorded->union_flank), pair[0]->order->roll,
                            pair[1]->order->roll, recorded->roll);
  return g_strdup_printf (_("The encounter on the Union %s (rolls %d and %d)"),
                          ffb_flank_sentence_word (recorded->union_flank), pair[0]->order->roll,
                          pair[1]->order->roll);
}

static void
check_encounter (FfbVerifier *verifier, FfbMarchFacts *const pair[FFB_N_SIDES],
                 const FfbEncounter *recorded)
{
  g_autofree char *what = g_strdup_printf (_("The encounter on the Union %s"),
                                           ffb_flank_sentence_word (recorded->union_flank));
  g_autofree char *named = encounter_name (pair, recorded);
  int told_turn = MIN (pair[0]->notice_turn, pair[1]->notice_turn);

  if (recorded->told_turn != told_turn)
    ffb_verifier_problem (verifier, _("%s is told on turn %d, but the earlier notice of its two "
                            "marches is turn %d (R7B(5a))."), named, recorded->told_turn,
                          told_turn);
  if (derive_met (verifier, pair, recorded, what, named, told_turn))
    settle (verifier, pair, recorded, named, told_turn);
  else if (recorded->larger != -1 || recorded->surplus != 0)
    ffb_verifier_problem (verifier, _("%s names a larger march and a surplus of %d stands, but "
                            "the marches did not meet (R7B(5b))."), named, recorded->surplus);
}

/* Every end of the field where both armies marched has its one encounter; none elsewhere. */
static void
check_encounters (FfbVerifier *verifier)
{
  GArray *encounters = verifier->neutral->encounters;

  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      FfbMarchFacts *pair[FFB_N_SIDES] = {
        march_on (verifier, FFB_SIDE_UNION, flank),
        march_on (verifier, FFB_SIDE_CONFEDERATE, ffb_flank_facing (flank)),
      };
      const FfbEncounter *first = NULL;
      guint count = 0;

      for (guint i = 0; i < encounters->len; i++)
        if (g_array_index (encounters, FfbEncounter, i).union_flank == (FfbFlank) flank
            && count++ == 0)
          first = &g_array_index (encounters, FfbEncounter, i);
      if (pair[0] == NULL || pair[1] == NULL)
        {
          if (count > 0)
            ffb_verifier_problem (verifier, _("The encounter on the Union %s names a flank march "
                                    "that was never ordered or never rolled."),
                                  ffb_flank_sentence_word (flank));
          continue;
        }
      if (count == 0)
        ffb_verifier_problem (verifier, _("The Union %s and the Confederate %s flank marches "
                                "(rolls %d and %d) went round the same end of the field, but no "
                                "encounter is recorded for them (R7B(5), (6))."),
                              ffb_flank_sentence_word (flank),
                              ffb_flank_sentence_word (ffb_flank_facing (flank)),
                              pair[0]->order->roll, pair[1]->order->roll);
      else if (count > 1)
        ffb_verifier_problem (verifier, _("The encounter on the Union %s is recorded %u times."),
                              ffb_flank_sentence_word (flank), count);
      if (first != NULL)
        check_encounter (verifier, pair, first);
    }
}

/* R7B(5a): only the larger march of an encounter arrives in part, with whole brigades within
 * its surplus (the app's proposal or its owner's pick). */
static void
check_arriving (FfbVerifier *verifier, const FfbMarchFacts *facts, const char *named)
{
  const FfbFlankOrder *order = facts->order;
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GError) error = NULL;

  if (!facts->met || !facts->larger)
    {
      if (order->arriving != NULL)
        ffb_verifier_problem (verifier, _("%s is recorded as arriving in part, but only the larger "
                                "march of an encounter does (R7B(5a))."), named);
      return;
    }
  if (order->arriving == NULL)
    {
      ffb_verifier_problem (verifier, _("%s is recorded as arriving whole, but it is the larger "
                              "march of an encounter: only its surplus of %d stands arrives "
                              "(R7B(5a))."), named, facts->surplus);
      return;
    }
  if (facts->off_table)
    {
      if (order->arriving->len > 0)
        ffb_verifier_problem (verifier, _("%s is recorded with brigades that arrive, but no whole "
                                "brigade fits in its surplus of %d stands (R7B(5a))."), named,
                              facts->surplus);
      return;
    }
  ids = g_ptr_array_new ();
  for (guint i = 0; i < order->arriving->len; i++)
    g_ptr_array_add (ids, g_ptr_array_index (order->arriving, i));
  g_ptr_array_add (ids, NULL);
  if (ffb_flank_weigh_arrivals (order, verifier->oobs[order->side], verifier->campaign->rules,
                                facts->surplus, (const char *const *) ids->pdata, &error) < 0)
    ffb_verifier_problem (verifier, _("%s is recorded with brigades that may not arrive: %s"),
                          named,
                          error->message);
}

/* What the march records against what its roll and encounter make of it. */
static void
check_order (FfbVerifier *verifier, const FfbMarchFacts *facts)
{
  const FfbFlankOrder *order = facts->order;
  g_autofree char *what = march_name (order);
  g_autofree char *named = g_strdup_printf (_("%s (roll %d)"), what, order->roll);
  int arrival = facts->off_table ? 0 : facts->arrival_turn;
  int notice = facts->off_table ? 0 : facts->notice_turn;
  int reveal = facts->off_table ? facts->told_turn : facts->notice_turn;

  if (facts->roll != NULL && order->march != facts->march)
    ffb_verifier_problem (verifier, _("%s is recorded as %s, but roll %d (d%d %d, %+d for the "
                            "ground, against initiative %d) makes it %s (R7B(1))."), what,
                          ffb_march_display_name (order->march), order->roll, facts->roll->sides,
                          facts->roll->raw,
                          ffb_flank_modifier (verifier->campaign->rules, verifier->battle,
                                              order->side),
                          initiative_of (verifier, order), ffb_march_display_name (facts->march));
  if (order->arrival_turn != arrival && facts->off_table)
    ffb_verifier_problem (verifier, _("%s enters on battle turn %d by the record, but its "
                            "encounter keeps it off the table: it never arrives (R7B(5a))."), named,
                          order->arrival_turn);
  else if (order->arrival_turn != arrival)
    {
      const FfbRules *rules = verifier->campaign->rules;
      g_autofree char *when = ffb_battle_turn_describe (rules, verifier->battle->months,
                                                        order->arrival_turn);
      g_autofree char *recorded = order->arrival_turn > 0
                                  ? g_strdup_printf (_("enters on %s"), when)
                                  : g_strdup (_("never enters"));
      g_autofree char *due = ffb_battle_turn_describe (rules, verifier->battle->months,
                                                       arrival);

      ffb_verifier_problem (verifier, _("%s %s by the record, but a %s march enters on %s "
                              "(R7B(2)-(4), R8A)."), named, recorded,
                            ffb_march_display_name (facts->march), due);
    }
  if (order->notice_turn != notice)
    ffb_verifier_problem (verifier, _("%s is told on turn %d by the record, but its notice turn "
                            "is %d (R7B(2)-(4))."), named, order->notice_turn, notice);
  if (facts->roll != NULL && facts->roll->reveal_turn != reveal)
    ffb_verifier_problem (verifier, _("%s: roll %d is sealed until turn %d, but it opens on turn "
                            "%d, when %s."), what, order->roll, facts->roll->reveal_turn, reveal,
                          facts->off_table ? _("its encounter is told") : _("its march is told"));
  check_arriving (verifier, facts, named);
}

void
ffb_verifier_check_marches (FfbVerifier *verifier)
{
  FfbNeutral *neutral = verifier->neutral;

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      FfbMarchFacts facts;

      if (!order->rolled)
        {
          if (neutral->rolled)
            ffb_verifier_problem (verifier, _("The %s %s flank march has no arrival roll."),
                                  ffb_side_display_name (order->side),
                                  ffb_flank_sentence_word (order->flank));
          continue;
        }
      facts = derive_march (verifier, order);
      g_array_append_val (verifier->marches, facts);
    }
  check_encounters (verifier);
  for (guint i = 0; i < verifier->marches->len; i++)
    check_order (verifier, &g_array_index (verifier->marches, FfbMarchFacts, i));
}
