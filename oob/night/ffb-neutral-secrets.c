/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-secrets.c: the neutral party's sealed results in words, each with its audience
 * and reveal time (ffb-secrets.h), and its public notices. */
#include "ffb-neutral.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"

typedef struct
{
  FfbNeutral *neutral;
  FfbCampaign *campaign;
  FfbBattle *battle;
  FfbOob *oobs[FFB_N_SIDES];
  GPtrArray *secrets;
} Sealer;

/* "a Poltroon" reads in a sentence; the other ratings are the display words. */
static const char *
rating_word (FfbRating rating)
{
  return rating == FFB_RATING_POLTROON ? _("a Poltroon") : ffb_rating_display_name (rating);
}

/* The roll's face, or 0 when the log lacks it (a damaged file: verify says so). */
static int
face_of (const Sealer *sealer, int counter)
{
  const FfbRoll *roll = NULL;

  if (sealer->neutral->dice != NULL && counter >= 0)
    roll = ffb_dice_find_roll (sealer->neutral->dice, (guint) counter);
  return roll != NULL ? roll->raw : 0;
}

static void
seal_rating (Sealer *sealer, const FfbRatingResult *result)
{
  const FfbRules *rules = sealer->campaign->rules;
  FfbUnit *unit = ffb_oob_find_unit (sealer->oobs[result->side], result->unit_id);
  const FfbLeader *leader = unit != NULL ? ffb_ratings_leader_of (sealer->campaign, unit) : NULL;
  const char *arrival = result->turn > 0 ? _(", rolled on arrival (R7B(7))") : "";
  FfbAudience audience = ffb_audience_for_side (result->side);
  int face = face_of (sealer, result->roll);
  g_autofree char *path = NULL;

  if (unit == NULL)
    return;
  /* The brigade's path, unique in its army, where its name ("1st Brigade") repeats. */
  path = ffb_unit_path (unit);
  if (unit->kind == FFB_UNIT_BRIGADE)
    g_ptr_array_add (sealer->secrets,
                     ffb_secret_new ("R7A(3)", unit->id, audience, 0, result->turn, result->roll,
                                     _("%s is %s: d100 rolled %d, Excellent on %d or "
                                       "less%s."), path,
                                     rating_word (result->rating), face,
                                     rules->brigade_excellent_percent, arrival));
  else if (leader != NULL)
    g_ptr_array_add (sealer->secrets,
                     ffb_secret_new (leader->tactical > 0 ? "R7A(1)" : "R7A(2)", unit->id,
                                     audience, 0, result->turn, result->roll,
                                     _("%s (%s) is %s: d100 rolled %d, %s on %d or less%s."),
                                     leader->name, path, rating_word (result->rating),
                                     face, leader->tactical > 0 ? _("Excellent") : _("a Poltroon"),
                                     leader->tactical > 0
                                     ? rules->leader_plus_one_excellent_percent
                                     : rules->leader_minus_one_poltroon_percent, arrival));
}

static char *
order_name (const FfbFlankOrder *order)
{
  return g_strdup_printf ("%s-%s", ffb_side_to_string (order->side),
                          ffb_flank_to_string (order->flank));
}

/* R7B(1): how the march went is told to both players by the notice; the roll behind it goes
 * to its owner then, and never to his opponent. A march that never arrives stays with the
 * referee: its owner learns of the encounter instead. */
static void
seal_arrival (Sealer *sealer, const FfbFlankOrder *order)
{
  g_autofree char *subject = order_name (order);
  g_autofree char *when = ffb_battle_turn_describe (sealer->campaign->rules,
                                                    sealer->battle->months,
                                                    order->arrival_turn);
  /* The day and the day's turn, as the notice itself says it. */
  g_autofree char *told = ffb_battle_turn_describe (sealer->campaign->rules,
                                                    sealer->battle->months, order->notice_turn);
  g_autofree char *outcome = order->arrival_turn > 0
                             ? g_strdup_printf (_("it enters on %s, told on %s"), when, told)
                             : g_strdup (_("but it never arrives (R7B(5a))"));
  int face = face_of (sealer, order->roll);
  const FfbLeader *leader = ffb_campaign_find_leader (sealer->campaign, order->leader_id);
  int modifier = ffb_flank_modifier (sealer->campaign->rules, sealer->battle, order->side);
  gboolean arrives = order->arrival_turn > 0;
  FfbSecret *secret;

  if (!order->rolled)
    return;
  secret = ffb_secret_new ("R7B(1)", subject,
                           arrives ? ffb_audience_for_side (order->side) : FFB_AUDIENCE_REFEREE,
                           0, 0, order->roll, _("The %s %s flank march was %s: d%d rolled %d, "
                             "%+d for the ground, %d against initiative %d; %s."),
                           ffb_side_display_name (order->side),
                           ffb_flank_sentence_word (order->flank),
                           ffb_march_display_name (order->march),
                           sealer->campaign->rules->arrival_die, face, modifier,
                           face + modifier, leader != NULL ? leader->initiative : 0,
                           outcome);
  secret->audience_turn = arrives ? order->notice_turn : 0;
  g_ptr_array_add (sealer->secrets, secret);
}

static char *
encounter_outcome (const Sealer *sealer, const FfbEncounter *encounter, const FfbFlankOrder *a,
                   const FfbFlankOrder *b)
{
  int percent = ffb_flank_encounter_percent (sealer->campaign->rules, a->march, b->march);

  if (percent >= 100)
    return g_strdup (_("met off table: marches arriving on the same turn always meet (R7B(6))"));
  if (percent <= 0)
    return g_strdup (_("could not meet: swift against plodding (R7B(5))"));
  if (encounter->met)
    return g_strdup_printf (_("met off table: d100 rolled %d, they meet on %d or less (R7B(5))"),
                            face_of (sealer, encounter->roll), percent);
  return g_strdup_printf (_("did not meet: d100 rolled %d, they meet on %d or less (R7B(5))"),
                          face_of (sealer, encounter->roll), percent);
}

static void
seal_encounter_sizes (Sealer *sealer, const FfbEncounter *encounter,
                      FfbFlankOrder *const pair[FFB_N_SIDES], const char *subject)
{
  FfbFlankSize size[FFB_N_SIDES];

  for (int s = 0; s < FFB_N_SIDES; s++)
    size[s] = ffb_flank_order_size (pair[s], sealer->oobs[s], sealer->campaign->rules);
  /* Two whole sentences, not one with a part put in, so that a translation reads right. */
  g_ptr_array_add (sealer->secrets,
                   ffb_secret_new ("R7B(5b)", subject, FFB_AUDIENCE_REFEREE, 0, 0, -1,
                                   encounter->larger < 0
                                   ? _("Sizes, each cavalry stand counting %d: Union %d stands "
                                       "(%d), Confederate %d stands (%d); equal: neither "
                                       "arrives.")
                                   : _("Sizes, each cavalry stand counting %d: Union %d stands "
                                       "(%d), Confederate %d stands (%d); the smaller never "
                                       "arrives."),
                                   sealer->campaign->rules->cavalry_stand_weight,
                                   size[0].stands, size[0].weighted, size[1].stands,
                                   size[1].weighted));
}

/* Each owner learns at the encounter's notice what became of his own march. The proposal is
 * worked out again rather than read from the order: the owner's later pick changes the order,
 * never what the app proposed. */
static void
seal_encounter_owner (Sealer *sealer, const FfbEncounter *encounter, const FfbFlankOrder *order,
                      const char *subject)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean larger = encounter->larger == (int) order->side;
  g_autoptr(GPtrArray) proposal = NULL;
  FfbSecret *secret;

  g_string_printf (text, _("Your %s flank march met the enemy's off table. "),
                   ffb_flank_sentence_word (order->flank));
  if (!larger || order->arrival_turn == 0)
    g_string_append (text, _("It never arrives and loses nothing (R7B(5a))."));
  else
    {
      g_string_append_printf (text, _("Only what exceeds the enemy's march arrives: up to %d "
                                "stands, each cavalry stand counting %d. You pick the whole "
                                "brigades; the app proposes:"), encounter->surplus,
                              sealer->campaign->rules->cavalry_stand_weight);
      proposal = ffb_flank_propose_arrivals (order, sealer->oobs[order->side],
                                             sealer->campaign->rules, encounter->surplus);
      for (guint i = 0; i < proposal->len; i++)
        {
          FfbUnit *unit = ffb_oob_find_unit (sealer->oobs[order->side],
                                             g_ptr_array_index (proposal, i));

          g_string_append_printf (text, "%s %s", i > 0 ? "," : "",
                                  unit != NULL ? unit->name : "?");
        }
      g_string_append (text, " (R7B(5a)).");
    }
  secret = ffb_secret_new ("R7B(5a)", subject, ffb_audience_for_side (order->side), 0, 0, -1,
                           "%s", text->str);
  secret->audience_turn = encounter->told_turn;
  g_ptr_array_add (sealer->secrets, secret);
}

static void
seal_encounter (Sealer *sealer, const FfbEncounter *encounter)
{
  FfbFlankOrder *pair[FFB_N_SIDES] = {
    ffb_neutral_find_order (sealer->neutral, FFB_SIDE_UNION, encounter->union_flank),
    ffb_neutral_find_order (sealer->neutral, FFB_SIDE_CONFEDERATE,
                            ffb_flank_facing (encounter->union_flank)),
  };
  g_autofree char *subject = NULL, *outcome = NULL;

  if (pair[0] == NULL || pair[1] == NULL)
    return;
  subject = g_strdup_printf ("union-%s", ffb_flank_to_string (encounter->union_flank));
  outcome = encounter_outcome (sealer, encounter, pair[0], pair[1]);
  g_ptr_array_add (sealer->secrets,
                   ffb_secret_new (encounter->roll >= 0 ? "R7B(5)" : "R7B(6)", subject,
                                   FFB_AUDIENCE_REFEREE,
                                   encounter->met ? encounter->told_turn : 0, 0, encounter->roll,
                                   _("The flank marches on the Union %s (the Confederate %s) %s."),
                                   ffb_flank_sentence_word (encounter->union_flank),
                                   ffb_flank_sentence_word (pair[FFB_SIDE_CONFEDERATE]->flank),
                                   outcome));
  if (!encounter->met)
    return;
  seal_encounter_sizes (sealer, encounter, pair, subject);
  for (int s = 0; s < FFB_N_SIDES; s++)
    seal_encounter_owner (sealer, encounter, pair[s], subject);
}

static void
seal_p_roll (Sealer *sealer, const FfbPRoll *p_roll)
{
  FfbUnit *brigade = ffb_oob_find_unit (sealer->oobs[p_roll->side], p_roll->brigade_id);

  g_ptr_array_add (sealer->secrets,
                   ffb_secret_new ("R7A(2b)", p_roll->brigade_id,
                                   ffb_audience_for_side (p_roll->side), 0, p_roll->turn,
                                   p_roll->roll, _("%s, its Poltroon leader attached, takes %+d "
                                     "on this maneuver or close-combat roll (d2 rolled %d)."),
                                   brigade != NULL ? brigade->name : p_roll->brigade_id,
                                   p_roll->value, face_of (sealer, p_roll->roll)));
}

GPtrArray *
ffb_neutral_secrets (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle)
{
  Sealer sealer = { neutral, campaign, battle, { NULL, NULL },
                    g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free) };

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL,
                        sealer.secrets);

  /* A player's view holds the results worked out in the referee's session. */
  for (guint i = 0; neutral->shown != NULL && i < neutral->shown->len; i++)
    g_ptr_array_add (sealer.secrets, ffb_secret_copy (g_ptr_array_index (neutral->shown, i)));
  if (neutral->view >= 0 || !ffb_neutral_oobs (campaign, battle, sealer.oobs, NULL))
    return sealer.secrets;
  for (guint i = 0; i < neutral->ratings->len; i++)
    seal_rating (&sealer, &g_array_index (neutral->ratings, FfbRatingResult, i));
  for (guint i = 0; i < neutral->orders->len; i++)
    seal_arrival (&sealer, g_ptr_array_index (neutral->orders, i));
  for (guint i = 0; i < neutral->encounters->len; i++)
    seal_encounter (&sealer, &g_array_index (neutral->encounters, FfbEncounter, i));
  for (guint i = 0; i < neutral->p_rolls->len; i++)
    seal_p_roll (&sealer, &g_array_index (neutral->p_rolls, FfbPRoll, i));
  return sealer.secrets;
}

GPtrArray *
ffb_neutral_notices (const FfbNeutral *neutral, FfbCampaign *campaign, const FfbBattle *battle,
                     int up_to)
{
  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, NULL);

  if (neutral->told != NULL)
    {
      GPtrArray *told = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);

      for (guint i = 0; i < neutral->told->len; i++)
        {
          const FfbNotice *notice = g_ptr_array_index (neutral->told, i);

          if (notice->turn <= up_to)
            g_ptr_array_add (told, ffb_notice_new (notice->turn, notice->rule, "%s",
                                                   notice->text));
        }
      return told;
    }
  return ffb_notices_up_to (&neutral->clock, campaign->rules, battle->months, neutral->orders,
                            neutral->encounters, up_to);
}
