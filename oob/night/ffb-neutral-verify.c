/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-verify.c: after the reveal, every sealed result worked out again from its roll.
 *
 * ffb_dice_verify proves each logged roll came from the committed seed. That alone would let
 * a referee drop a roll, change a modifier together with its result, or record a result the
 * roll does not give; so every result is derived again here from its roll's face and the
 * battle's own record (the ground, the leaders, the OOBs, the rule set, the clock): each
 * field of the roll it rests on (purpose, die, audience, modifier, reveal turn), the rating
 * or kind of march it gives, encounters met or not, arrival and notice turns, the turn each
 * rating was rolled. Every roll belongs to exactly one result, and every unit that must have
 * been rolled by now has its result. The marches are in ffb-neutral-verify-marches.c, the pieces both
 * share in ffb-neutral-verifier.c. */
#include "ffb-neutral-verify-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-cards.h"
#include "ffb-clock.h"
#include "ffb-error.h"

/* When this unit was due its R7A roll: 0 before the battle, its march's arrival turn
 * (R7B(7)), or -1 never (its march did not arrive, or not this brigade of it). */
static int
due_turn (const FfbVerifier *verifier, FfbSide side, const FfbUnit *unit)
{
  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      const FfbFlankOrder *order = ffb_neutral_find_order (verifier->neutral, side, flank);
      const FfbMarchFacts *facts;

      if (order == NULL || (!ffb_flank_order_takes (order, unit)
                            && g_strcmp0 (unit->leader_id, order->leader_id) != 0))
        continue;
      facts = ffb_verifier_march (verifier, order);
      if (facts == NULL || facts->off_table
          || (unit->kind == FFB_UNIT_BRIGADE
              && !ffb_flank_order_brigade_arrives (order, unit->id)))
        return -1;
      return facts->arrival_turn;
    }
  return 0;
}

/* R7A, R7B(7): the turn a rating was rolled follows from where its unit was. */
static void
check_rating_turn (FfbVerifier *verifier, const FfbRatingResult *result, const FfbUnit *unit,
                   const char *what)
{
  int due = due_turn (verifier, result->side, unit);

  if (due < 0)
    ffb_verifier_problem (verifier, _("%s was rolled on turn %d (roll %d), but its unit's march "
                            "never brought it to the table: no roll was due (R7B(5a), R7B(7))."),
                          what, result->turn, result->roll);
  else if (result->turn != due && due == 0)
    ffb_verifier_problem (verifier, _("%s was rolled on turn %d (roll %d), but its unit stood on "
                            "the table: its roll was due before the battle, turn 0 (R7A)."), what,
                          result->turn, result->roll);
  else if (result->turn != due)
    ffb_verifier_problem (verifier, _("%s was rolled on turn %d (roll %d), but its unit's march "
                            "entered on turn %d, when it is rolled (R7B(7))."), what,
                          result->turn, result->roll, due);
  else if (result->turn > verifier->now)
    ffb_verifier_problem (verifier, _("%s was rolled on turn %d (roll %d), which the battle has "
                            "not reached (it is at turn %d)."), what, result->turn, result->roll,
                          verifier->now);
}

static void
verify_rating (FfbVerifier *verifier, const FfbRatingResult *result)
{
  FfbUnit *unit = ffb_oob_find_unit (verifier->oobs[result->side], result->unit_id);
  /* A unit the OOB lacks can only be named by the file's id. */
  g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : g_strdup (result->unit_id);
  g_autofree char *what = g_strdup_printf (_("The rating of %s"), path);
  g_autofree char *purpose = NULL;
  FfbExpectedRoll expected = { what, result->roll, NULL, 100, 0, "R7A",
                               ffb_audience_for_side (result->side), 0 };
  const FfbRoll *roll;
  FfbRating rating;

  if (unit == NULL)
    {
      ffb_verifier_problem (verifier, _("%s names a unit the %s OOB does not have."), what,
                            ffb_side_display_name (result->side));
      return;
    }
  if (ffb_ratings_find (verifier->neutral->ratings, result->side, result->unit_id) != result)
    ffb_verifier_problem (verifier, _("%s is recorded twice (roll %d is the second)."), what,
                          result->roll);
  if (ffb_ratings_for_result (verifier->campaign, unit, 1) == FFB_RATING_SEALED)
    {
      ffb_verifier_problem (verifier, _("%s is fixed by its leader's counter (R7A(1)-(2), R4D), "
                              "yet it rests on roll %d."), what, result->roll);
      return;
    }
  expected.purpose = purpose = ffb_ratings_purpose (unit);
  if ((roll = ffb_verifier_expect_roll (verifier, &expected)) != NULL
      && (rating = ffb_ratings_for_result (verifier->campaign, unit, roll->raw))
         != result->rating)
    /* Translators: the second and last %s are FF ratings (average, excellent, poltroon). */
    ffb_verifier_problem (verifier, _("%s is %s, but roll %d (d100 %d) makes it %s (R7A)."), what,
                          ffb_rating_sentence_word (result->rating), result->roll, roll->raw,
                          ffb_rating_sentence_word (rating));
  check_rating_turn (verifier, result, unit, what);
}

/* R7A(2b): rolled for a brigade of a leader known to be a Poltroon, in the battle so far. */
static void
check_p_roll_ground (FfbVerifier *verifier, const FfbPRoll *p_roll, const char *what)
{
  FfbOob *oob = verifier->oobs[p_roll->side];
  FfbUnit *leader = ffb_oob_find_unit (oob, p_roll->leader_unit_id);
  FfbUnit *brigade = ffb_oob_find_unit (oob, p_roll->brigade_id);

  if (p_roll->turn > verifier->now)
    ffb_verifier_problem (verifier, _("%s (roll %d) is on a turn the battle has not reached (it "
                            "is at turn %d)."), what, p_roll->roll, verifier->now);
  if (leader == NULL || brigade == NULL || !ffb_unit_is_within (brigade, leader))
    ffb_verifier_problem (verifier, _("%s (roll %d) is for a brigade outside the command of the "
                            "leader it names (R7A(2b))."), what, p_roll->roll);
  else if (ffb_ratings_known (verifier->neutral->ratings, verifier->campaign, p_roll->side,
                              leader, FFB_READER_REFEREE, p_roll->turn)
           != FFB_RATING_POLTROON)
    ffb_verifier_problem (verifier, _("%s (roll %d) is for a brigade whose leader was not known "
                            "to be a Poltroon on that turn (R7A(2))."), what, p_roll->roll);
}

static void
verify_p_roll (FfbVerifier *verifier, const FfbPRoll *p_roll)
{
  g_autofree char *purpose = ffb_ratings_p_purpose (p_roll->leader_unit_id, p_roll->brigade_id,
                                                    p_roll->turn);
  g_autofree char *when = ffb_battle_turn_describe (verifier->campaign->rules,
                                                   verifier->battle->months, p_roll->turn);
  FfbUnit *brigade = ffb_oob_find_unit (verifier->oobs[p_roll->side], p_roll->brigade_id);
  g_autofree char *path = brigade != NULL ? ffb_unit_path (brigade)
                                          : g_strdup (p_roll->brigade_id);
  g_autofree char *what = g_strdup_printf (_("The attached-Poltroon roll of %s on %s"), path, when);
  FfbExpectedRoll expected = { what, p_roll->roll, purpose, 2, 0, "R7A(2b)",
                               ffb_audience_for_side (p_roll->side), 0 };
  const FfbRoll *roll = ffb_verifier_expect_roll (verifier, &expected);

  if (roll != NULL && p_roll->value != (roll->raw == 2 ? +1 : -1))
    ffb_verifier_problem (verifier, _("%s is %+d, but roll %d (d2 %d) gives %+d (R7A(2b))."), what,
                          p_roll->value, p_roll->roll, roll->raw, roll->raw == 2 ? +1 : -1);
  check_p_roll_ground (verifier, p_roll, what);
}

/* Every unit whose rating is left to chance has its result once it was due. */
static void
verify_complete (FfbVerifier *verifier, FfbSide side, const FfbUnit *unit)
{
  int due = due_turn (verifier, side, unit);

  /* A march's commands come with it only when one of their brigades does: only its
   * brigades are sure to be rolled on arrival. */
  if (due >= 0 && due <= verifier->now
      && ffb_ratings_for_result (verifier->campaign, unit, 1) != FFB_RATING_SEALED
      && ffb_ratings_find (verifier->neutral->ratings, side, unit->id) == NULL
      && (unit->kind == FFB_UNIT_BRIGADE || due == 0))
    {
      g_autofree char *path = ffb_unit_path (unit);

      if (due == 0)
        ffb_verifier_problem (verifier, _("%s has no R7A rating, though its roll was due before "
                                          "the battle."), path);
      else
        ffb_verifier_problem (verifier, _("%s has no R7A rating, though its roll was due on its "
                                          "arrival."), path);
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    verify_complete (verifier, side, g_ptr_array_index (unit->children, i));
}

/* A roll no result rests on was made and then not used: a re-roll kept out of sight. */
static void
verify_all_claimed (FfbVerifier *verifier)
{
  const FfbDice *dice = verifier->neutral->dice;

  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, i);

      if (roll->counter < verifier->n_claims && verifier->claims[roll->counter] == 0)
        /* Translators: %s is the roll's purpose as the file records it ("R7A(3) brigade
         * union.c1.d1.b2"), the text the die was derived from: it is not translated. */
        ffb_verifier_problem (verifier, _("Roll %u (%s) belongs to no result: it was rolled and "
                                "not used."), roll->counter, roll->purpose);
    }
}

static void
verify_results (FfbVerifier *verifier)
{
  FfbNeutral *neutral = verifier->neutral;

  ffb_verifier_check_setup (verifier);
  ffb_verifier_check_marches (verifier);
  for (guint i = 0; i < neutral->ratings->len; i++)
    verify_rating (verifier, &g_array_index (neutral->ratings, FfbRatingResult, i));
  for (guint i = 0; i < neutral->p_rolls->len; i++)
    verify_p_roll (verifier, &g_array_index (neutral->p_rolls, FfbPRoll, i));
  if (neutral->rolled)
    for (int side = 0; side < FFB_N_SIDES; side++)
      verify_complete (verifier, side, verifier->oobs[side]->army);
  verify_all_claimed (verifier);
}

/* C1: the card play is rebuilt from its choices and the seed just checked against the
 * commitment: every deal follows from it, and every choice follows the rules. */
static void
verify_cards (FfbVerifier *verifier)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = NULL;

  if (verifier->neutral->cards == NULL || verifier->neutral != verifier->battle->neutral)
    return;
  state = ffb_cards_state (verifier->battle, &error);
  if (state == NULL)
    ffb_verifier_problem (verifier, "%s", error->message);
}

GPtrArray *
ffb_neutral_verify (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                    GError **error)
{
  FfbVerifier verifier = { neutral, campaign, battle, { NULL, NULL }, 0, 0, NULL, 0, NULL,
                           NULL };

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (neutral->dice == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle “%s” has no dice: the "
                     "neutral party never rolled for it."), battle->name);
      return NULL;
    }
  verifier.problems = ffb_dice_verify (neutral->dice, error);
  if (verifier.problems == NULL)
    return NULL;
  if (!ffb_neutral_oobs (campaign, battle, verifier.oobs, error))
    {
      g_ptr_array_unref (verifier.problems);
      return NULL;
    }
  verifier.turns = ffb_clock_turns_in_day (campaign->rules, battle->months);
  verifier.now = ffb_battle_clock_now (&neutral->clock, verifier.turns);
  verifier.n_claims = ffb_dice_n_rolls (neutral->dice);
  verifier.claims = g_new0 (guint, verifier.n_claims + 1);
  verifier.marches = g_array_new (FALSE, TRUE, sizeof (FfbMarchFacts));
  verify_results (&verifier);
  verify_cards (&verifier);
  g_free (verifier.claims);
  g_array_unref (verifier.marches);
  return verifier.problems;
}
