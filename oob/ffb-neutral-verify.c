/* ffb-neutral-verify.c: after the reveal, every sealed result against the roll it rests on.
 *
 * ffb_dice_verify proves each logged roll came from the committed seed. That alone would let
 * a referee drop the last roll, or change a result the log does not hold; so each result is
 * also checked against its roll (purpose, die, audience, outcome), and every unit that must
 * have been rolled by now must have its result. */
#include "ffb-neutral.h"

#include "ffb-clock.h"
#include "ffb-error.h"

typedef struct
{
  FfbNeutral *neutral;
  FfbCampaign *campaign;
  FfbBattle *battle;
  FfbOob *oobs[FFB_N_SIDES];
  GPtrArray *problems;
} Verifier;

static void problem (Verifier *verifier, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
problem (Verifier *verifier, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (verifier->problems, g_strdup_vprintf (format, args));
  va_end (args);
}

/* The roll a result names, if it is the roll it should be. */
static const FfbRoll *
expect_roll (Verifier *verifier, int counter, const char *purpose, int sides,
             FfbAudience audience, const char *what)
{
  const FfbRoll *roll = counter >= 0 ? ffb_dice_find_roll (verifier->neutral->dice,
                                                           (guint) counter) : NULL;

  if (roll == NULL)
    problem (verifier, "%s rests on roll %d, which is not in the log.", what, counter);
  else if (!g_str_equal (roll->purpose, purpose))
    problem (verifier, "%s rests on roll %d, but that roll was for “%s”.", what, counter,
             roll->purpose);
  else if (roll->sides != sides)
    problem (verifier, "%s rests on roll %d, a d%d where the rule rolls a d%d.", what, counter,
             roll->sides, sides);
  else if (roll->audience != audience)
    problem (verifier, "%s rests on roll %d, logged for %s where it belongs to %s.", what,
             counter, ffb_audience_to_string (roll->audience),
             ffb_audience_to_string (audience));
  else
    return roll;
  return NULL;
}

static void
verify_rating (Verifier *verifier, const FfbRatingResult *result)
{
  FfbUnit *unit = ffb_oob_find_unit (verifier->oobs[result->side], result->unit_id);
  g_autofree char *what = g_strdup_printf ("The rating of %s", result->unit_id);
  g_autofree char *purpose = NULL;
  const FfbRoll *roll;
  FfbRating expected;

  if (unit == NULL)
    {
      problem (verifier, "%s names a unit the %s OOB does not have.", what,
               ffb_side_display_name (result->side));
      return;
    }
  purpose = ffb_ratings_purpose (unit);
  roll = expect_roll (verifier, result->roll, purpose, 100,
                      ffb_audience_for_side (result->side), what);
  if (roll == NULL)
    return;
  expected = ffb_ratings_for_result (verifier->campaign, unit, roll->result);
  if (expected != result->rating)
    problem (verifier, "%s is %s, but roll %d (d100 %d) makes it %s.", what,
             ffb_rating_to_string (result->rating), result->roll, roll->result,
             ffb_rating_to_string (expected));
}

static void
verify_arrival (Verifier *verifier, const FfbFlankOrder *order, int turns)
{
  const FfbRules *rules = verifier->campaign->rules;
  const FfbLeader *leader = ffb_campaign_find_leader (verifier->campaign, order->leader_id);
  g_autofree char *purpose = ffb_flank_arrival_purpose (order);
  g_autofree char *what = g_strdup_printf ("The %s %s flank march",
                                           ffb_side_display_name (order->side),
                                           ffb_flank_to_string (order->flank));
  const FfbRoll *roll;
  FfbMarch march;

  roll = expect_roll (verifier, order->roll, purpose, rules->arrival_die,
                      FFB_AUDIENCE_REFEREE, what);
  if (roll == NULL)
    return;
  march = ffb_flank_classify (roll->result, leader != NULL ? leader->initiative : 1);
  if (roll->modifier != ffb_flank_modifier (rules, verifier->battle, order->side))
    problem (verifier, "%s: roll %d carries the modifier %+d, but the ground gives %+d.", what,
             order->roll, roll->modifier,
             ffb_flank_modifier (rules, verifier->battle, order->side));
  else if (march != order->march)
    problem (verifier, "%s is recorded as %s, but roll %d makes it %s.", what,
             ffb_march_to_string (order->march), order->roll, ffb_march_to_string (march));
  else if (order->arrival_turn != 0
           && order->arrival_turn != ffb_flank_arrival_turn (rules, march, turns))
    {
      g_autofree char *recorded = ffb_battle_turn_describe (rules, verifier->battle->months,
                                                            order->arrival_turn);
      g_autofree char *due = ffb_battle_turn_describe (rules, verifier->battle->months,
                                                       ffb_flank_arrival_turn (rules, march,
                                                                               turns));

      problem (verifier, "%s enters on %s, but a %s march enters on %s.", what, recorded,
               ffb_march_to_string (march), due);
    }
}

static void
verify_encounter (Verifier *verifier, const FfbEncounter *encounter)
{
  FfbFlankOrder *a = ffb_neutral_find_order (verifier->neutral, FFB_SIDE_UNION,
                                             encounter->union_flank);
  FfbFlankOrder *b = ffb_neutral_find_order (verifier->neutral, FFB_SIDE_CONFEDERATE,
                                             ffb_flank_facing (encounter->union_flank));
  g_autofree char *purpose = ffb_flank_encounter_purpose (encounter->union_flank);
  g_autofree char *what = g_strdup_printf ("The encounter on the Union %s",
                                           ffb_flank_to_string (encounter->union_flank));
  const FfbRoll *roll;
  int percent;

  if (a == NULL || b == NULL)
    {
      problem (verifier, "%s names a flank march that was never ordered.", what);
      return;
    }
  percent = ffb_flank_encounter_percent (verifier->campaign->rules, a->march, b->march);
  if (percent <= 0 || percent >= 100)
    {
      if (encounter->met != (percent >= 100))
        problem (verifier, "%s: %s and %s marches %s meet.", what, ffb_march_to_string (a->march),
                 ffb_march_to_string (b->march), percent >= 100 ? "always" : "never");
      return;
    }
  roll = expect_roll (verifier, encounter->roll, purpose, 100, FFB_AUDIENCE_REFEREE, what);
  if (roll != NULL && encounter->met != (roll->result <= percent))
    problem (verifier, "%s is recorded as %s, but roll %d (d100 %d, %d or less meets) says "
             "otherwise.", what, encounter->met ? "met" : "not met", encounter->roll,
             roll->result, percent);
}

static void
verify_p_roll (Verifier *verifier, const FfbPRoll *p_roll)
{
  g_autofree char *purpose = ffb_ratings_p_purpose (p_roll->leader_unit_id, p_roll->brigade_id,
                                                    p_roll->turn);
  g_autofree char *when = ffb_battle_turn_describe (verifier->campaign->rules,
                                                   verifier->battle->months, p_roll->turn);
  g_autofree char *what = g_strdup_printf ("The attached-Poltroon roll of %s on %s",
                                           p_roll->brigade_id, when);
  const FfbRoll *roll = expect_roll (verifier, p_roll->roll, purpose, 2,
                                     ffb_audience_for_side (p_roll->side), what);

  if (roll != NULL && p_roll->value != (roll->raw == 2 ? +1 : -1))
    problem (verifier, "%s is %+d, but roll %d (d2 %d) gives %+d.", what, p_roll->value,
             p_roll->roll, roll->raw, roll->raw == 2 ? +1 : -1);
}

static void
verify_p_rolls (Verifier *verifier)
{
  GArray *p_rolls = verifier->neutral->p_rolls;

  for (guint i = 0; i < p_rolls->len; i++)
    verify_p_roll (verifier, &g_array_index (p_rolls, FfbPRoll, i));
}

/* When was this unit due its R7A roll: 0 before the battle, its march's arrival turn, or -1
 * never (its march did not arrive). */
static int
due_turn (const Verifier *verifier, FfbSide side, const FfbUnit *unit)
{
  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      const FfbFlankOrder *order = ffb_neutral_find_order (verifier->neutral, side, flank);

      if (order == NULL || (!ffb_flank_order_takes (order, unit)
                            && g_strcmp0 (unit->leader_id, order->leader_id) != 0))
        continue;
      if (order->arrival_turn <= 0
          || (unit->kind == FFB_UNIT_BRIGADE
              && !ffb_flank_order_brigade_arrives (order, unit->id)))
        return -1;
      return order->arrival_turn;
    }
  return 0;
}

/* Every unit whose rating is left to chance has its result once it was due. */
static void
verify_complete (Verifier *verifier, FfbSide side, const FfbUnit *unit, int now)
{
  int due = due_turn (verifier, side, unit);

  if (due >= 0 && due <= now
      && ffb_ratings_for_result (verifier->campaign, unit, 1) != FFB_RATING_SEALED
      && ffb_ratings_find (verifier->neutral->ratings, side, unit->id) == NULL
      && (unit->kind == FFB_UNIT_BRIGADE || due == 0))
    problem (verifier, "%s (%s) has no R7A rating, though its roll was due %s.", unit->name,
             unit->id, due == 0 ? "before the battle" : "on its arrival");
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    verify_complete (verifier, side, g_ptr_array_index (unit->children, i), now);
}

static void
verify_orders (Verifier *verifier, int turns)
{
  FfbNeutral *neutral = verifier->neutral;

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (order->rolled)
        verify_arrival (verifier, order, turns);
      else if (neutral->rolled)
        problem (verifier, "The %s %s flank march has no arrival roll.",
                 ffb_side_display_name (order->side), ffb_flank_to_string (order->flank));
    }
  for (guint i = 0; i < neutral->encounters->len; i++)
    verify_encounter (verifier, &g_array_index (neutral->encounters, FfbEncounter, i));
}

static void
verify_results (Verifier *verifier)
{
  FfbNeutral *neutral = verifier->neutral;
  int turns = ffb_clock_turns_in_day (verifier->campaign->rules, verifier->battle->months);
  int now = ffb_battle_clock_now (&neutral->clock, turns);

  for (guint i = 0; i < neutral->ratings->len; i++)
    verify_rating (verifier, &g_array_index (neutral->ratings, FfbRatingResult, i));
  verify_orders (verifier, turns);
  verify_p_rolls (verifier);
  if (!neutral->rolled)
    return;
  for (int side = 0; side < FFB_N_SIDES; side++)
    verify_complete (verifier, side, verifier->oobs[side]->army, now);
}

GPtrArray *
ffb_neutral_verify (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                    GError **error)
{
  Verifier verifier = { neutral, campaign, battle, { NULL, NULL }, NULL };

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (neutral->dice == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "The battle “%s” has no dice: the "
                   "neutral party never rolled for it.", battle->id);
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
  verify_results (&verifier);
  return verifier.problems;
}
