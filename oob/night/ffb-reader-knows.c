/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-knows.c: what each reader may know of a battle's night record, rule by rule.
 * Every view a reader gets (his copy on screen or paper, his sealed part of the file, his
 * device's view) asks these questions, so that a rule changed here changes them all. */
#include "ffb-reader-knows.h"

gboolean
ffb_reader_knows_counters (FfbReader reader)
{
  return reader == FFB_READER_REFEREE;
}

gboolean
ffb_reader_knows_march_results (FfbReader reader, const FfbFlankOrder *order, int turn)
{
  g_return_val_if_fail (order != NULL, FALSE);

  if (reader == FFB_READER_REFEREE)
    return TRUE;
  return order->rolled && order->arrival_turn > 0 && turn >= order->notice_turn;
}

FfbFlankOrder *
ffb_reader_knows_march (FfbReader reader, const FfbFlankOrder *order, int turn)
{
  FfbFlankOrder *kept;

  g_return_val_if_fail (order != NULL, NULL);

  kept = ffb_flank_order_copy (order, ffb_reader_knows_march_results (reader, order, turn));
  if (!ffb_reader_knows_counters (reader))
    kept->roll = -1;
  return kept;
}

gboolean
ffb_reader_knows_encounter (FfbReader reader, const FfbEncounter *encounter, int turn)
{
  g_return_val_if_fail (encounter != NULL, FALSE);

  return reader == FFB_READER_REFEREE || turn >= encounter->told_turn;
}

FfbEncounter
ffb_reader_knows_encounter_as (const FfbEncounter *encounter, FfbSide side)
{
  FfbEncounter told = { 0 };

  told.union_flank = encounter->union_flank;
  told.met = TRUE;
  told.roll = -1;
  told.told_turn = encounter->told_turn;
  told.larger = encounter->larger == (int) side ? (int) side : -1;
  told.surplus = encounter->larger == (int) side ? encounter->surplus : 0;
  return told;
}

gboolean
ffb_reader_knows_roll_of (FfbReader reader, FfbSide side, int rolled_turn, int turn)
{
  return ffb_reader_owns (reader, side) && rolled_turn <= turn;
}

FfbRatingResult
ffb_reader_knows_rating (FfbReader reader, const FfbRatingResult *result)
{
  FfbRatingResult kept = *result;

  kept.unit_id = g_strdup (result->unit_id);
  if (!ffb_reader_knows_counters (reader))
    kept.roll = -1;
  return kept;
}

FfbPRoll
ffb_reader_knows_p_roll (FfbReader reader, const FfbPRoll *p_roll)
{
  FfbPRoll kept = *p_roll;

  kept.brigade_id = g_strdup (p_roll->brigade_id);
  kept.leader_unit_id = g_strdup (p_roll->leader_unit_id);
  if (!ffb_reader_knows_counters (reader))
    kept.roll = -1;
  return kept;
}

GPtrArray *
ffb_reader_knows_secrets (GPtrArray *all, FfbReader reader, int turn)
{
  GPtrArray *shown = ffb_secrets_visible (all, reader, turn);

  for (guint i = 0; !ffb_reader_knows_counters (reader) && i < shown->len; i++)
    ((FfbSecret *) g_ptr_array_index (shown, i))->roll = -1;
  return shown;
}

gboolean
ffb_reader_knows_own_rerolls (FfbReader reader, FfbSide side)
{
  return ffb_reader_owns (reader, side);
}
