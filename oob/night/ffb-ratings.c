/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ratings.c: R7A ratings rolled in secret, and the R7A(2b) attached-Poltroon roll. */
#include "ffb-ratings.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-reader-knows.h"

/* R7A(2b): +1 or -1, even chances: a two-sided die, not a number of the rule set. */
#define P_DIE 2

FfbRating
ffb_ratings_fixed (const FfbLeader *leader)
{
  if (leader == NULL)
    return FFB_RATING_AVERAGE;
  switch (leader->tactical)
    {
    case 2: return FFB_RATING_EXCELLENT;
    case -2: return FFB_RATING_POLTROON;
    case 1:
    case -1: return FFB_RATING_SEALED;
    default: return FFB_RATING_AVERAGE;
    }
}

const FfbLeader *
ffb_ratings_leader_of (FfbCampaign *campaign, const FfbUnit *unit)
{
  g_return_val_if_fail (campaign != NULL && unit != NULL, NULL);

  if (!ffb_unit_is_command (unit) || unit->leader_id == NULL)
    return NULL;
  return ffb_campaign_find_leader (campaign, unit->leader_id);
}

char *
ffb_ratings_purpose (const FfbUnit *unit)
{
  g_return_val_if_fail (unit != NULL, NULL);

  if (unit->kind == FFB_UNIT_BRIGADE)
    return g_strdup_printf ("R7A(3) brigade %s", unit->id);
  return g_strdup_printf ("R7A(1) leader %s %s", unit->id,
                          unit->leader_id != NULL ? unit->leader_id : "-");
}

/* The chance of the roll and what it gives, or FALSE when the rule fixes the rating. */
static gboolean
chance_for (FfbCampaign *campaign, const FfbUnit *unit, int *percent, FfbRating *hit)
{
  const FfbRules *rules = campaign->rules;
  const FfbLeader *leader;

  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      *percent = rules->brigade_excellent_percent;
      *hit = FFB_RATING_EXCELLENT;
      return TRUE;
    }
  leader = ffb_ratings_leader_of (campaign, unit);
  if (ffb_ratings_fixed (leader) != FFB_RATING_SEALED)
    return FALSE;
  *hit = leader->tactical > 0 ? FFB_RATING_EXCELLENT : FFB_RATING_POLTROON;
  *percent = leader->tactical > 0 ? rules->leader_plus_one_excellent_percent
                                  : rules->leader_minus_one_poltroon_percent;
  return TRUE;
}

FfbRating
ffb_ratings_for_result (FfbCampaign *campaign, const FfbUnit *unit, int result)
{
  FfbRating hit;
  int percent;

  g_return_val_if_fail (campaign != NULL && unit != NULL, FFB_RATING_SEALED);

  if (!chance_for (campaign, unit, &percent, &hit))
    return FFB_RATING_SEALED;
  return result <= percent ? hit : FFB_RATING_AVERAGE;
}

gboolean
ffb_ratings_roll_unit (GArray *results, FfbDice *dice, FfbCampaign *campaign, FfbSide side,
                       const FfbUnit *unit, int turn)
{
  g_autofree char *purpose = NULL;
  FfbRatingResult result = { side, NULL, FFB_RATING_AVERAGE, -1, turn };
  const FfbRoll *roll;
  FfbRating hit;
  int percent;

  g_return_val_if_fail (results != NULL && dice != NULL && campaign != NULL, FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  if (!chance_for (campaign, unit, &percent, &hit))
    return FALSE;
  purpose = ffb_ratings_purpose (unit);
  roll = ffb_dice_roll (dice, purpose, 100, 0, ffb_audience_for_side (side), 0);
  g_return_val_if_fail (roll != NULL, FALSE);
  result.unit_id = g_strdup (unit->id);
  result.rating = ffb_ratings_for_result (campaign, unit, roll->result);
  result.roll = (int) roll->counter;
  g_array_append_val (results, result);
  return TRUE;
}

const FfbRatingResult *
ffb_ratings_find (GArray *results, FfbSide side, const char *unit_id)
{
  g_return_val_if_fail (results != NULL && unit_id != NULL, NULL);

  for (guint i = 0; i < results->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (results, FfbRatingResult, i);

      if (result->side == side && g_str_equal (result->unit_id, unit_id))
        return result;
    }
  return NULL;
}

FfbRating
ffb_ratings_known (GArray *results, FfbCampaign *campaign, FfbSide side, const FfbUnit *unit,
                   FfbReader reader, int turn)
{
  const FfbRatingResult *result;
  FfbRating fixed = FFB_RATING_SEALED;

  g_return_val_if_fail (results != NULL && campaign != NULL && unit != NULL,
                        FFB_RATING_SEALED);

  if (!ffb_reader_owns (reader, side))
    return FFB_RATING_SEALED;
  if (ffb_unit_is_command (unit))
    fixed = ffb_ratings_fixed (ffb_ratings_leader_of (campaign, unit));
  if (fixed != FFB_RATING_SEALED)
    return fixed;
  result = ffb_ratings_find (results, side, unit->id);
  return result != NULL && ffb_reader_knows_roll_of (reader, side, result->turn, turn)
         ? result->rating : FFB_RATING_SEALED;
}

static void
apply_unit (GArray *results, FfbCampaign *campaign, FfbSide side, FfbUnit *unit,
            FfbReader reader, int turn)
{
  if (ffb_unit_is_command (unit) || unit->kind == FFB_UNIT_BRIGADE)
    unit->rating = ffb_ratings_known (results, campaign, side, unit, reader, turn);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    apply_unit (results, campaign, side, g_ptr_array_index (unit->children, i), reader, turn);
}

void
ffb_ratings_apply (GArray *results, FfbCampaign *campaign, FfbOob *oob, FfbReader reader,
                   int turn)
{
  g_return_if_fail (results != NULL && campaign != NULL && oob != NULL);
  apply_unit (results, campaign, oob->side, oob->army, reader, turn);
}

char *
ffb_ratings_p_purpose (const char *leader_unit_id, const char *brigade_id, int turn)
{
  return g_strdup_printf ("R7A(2b) attached P %s %s turn %d", leader_unit_id, brigade_id,
                          turn);
}

static gboolean
check_attached_p (GArray *results, FfbCampaign *campaign, FfbOob *oob, const FfbUnit *leader,
                  const FfbUnit *brigade, int turn, GError **error)
{
  if (leader == NULL || !ffb_unit_is_command (leader) || brigade == NULL
      || brigade->kind != FFB_UNIT_BRIGADE)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("R7A(2b): the %s OOB has no such "
                     "leader or brigade."), ffb_side_display_name (oob->side));
      return FALSE;
    }
  if (ffb_ratings_known (results, campaign, oob->side, leader, FFB_READER_REFEREE, turn)
      != FFB_RATING_POLTROON)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("R7A(2b): the leader of %s is not a "
                     "Poltroon, so %s rolls no +1/-1."), leader->name, brigade->name);
      return FALSE;
    }
  if (!ffb_unit_is_within (brigade, leader))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("R7A(2b): %s is not in the chain of "
                     "command of %s, so its leader cannot attach to it."), brigade->name,
                   leader->name);
      return FALSE;
    }
  return TRUE;
}

gboolean
ffb_ratings_roll_attached_p (GArray *p_rolls, GArray *results, FfbDice *dice,
                             FfbCampaign *campaign, FfbOob *oob, const char *leader_unit_id,
                             const char *brigade_id, int turn, int *value, GError **error)
{
  FfbUnit *leader, *brigade;
  g_autofree char *purpose = NULL;
  FfbPRoll p_roll = { 0 };
  const FfbRoll *roll;

  g_return_val_if_fail (p_rolls != NULL && results != NULL && dice != NULL, FALSE);
  g_return_val_if_fail (campaign != NULL && oob != NULL, FALSE);
  g_return_val_if_fail (leader_unit_id != NULL && brigade_id != NULL, FALSE);

  leader = ffb_oob_find_unit (oob, leader_unit_id);
  brigade = ffb_oob_find_unit (oob, brigade_id);
  if (!check_attached_p (results, campaign, oob, leader, brigade, turn, error))
    return FALSE;
  purpose = ffb_ratings_p_purpose (leader_unit_id, brigade_id, turn);
  roll = ffb_dice_roll (dice, purpose, P_DIE, 0, ffb_audience_for_side (oob->side), 0);
  g_return_val_if_fail (roll != NULL, FALSE);
  p_roll = (FfbPRoll) { oob->side, g_strdup (brigade_id), g_strdup (leader_unit_id),
                        roll->raw == P_DIE ? +1 : -1, (int) roll->counter, turn };
  g_array_append_val (p_rolls, p_roll);
  if (value != NULL)
    *value = p_roll.value;
  return TRUE;
}
