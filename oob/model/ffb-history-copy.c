/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-copy.c: a campaign copied whole, its history and its own dice with it, for a
 * write that runs on a worker thread while the main loop goes on editing the original (the
 * autosave, ffb-xml-write-job.h): the worker reads nothing the main loop may change or free. */
#include "ffb-history.h"

#include <string.h>

static FfbTableRollModifier *
modifier_copy (const FfbTableRollModifier *modifier)
{
  FfbTableRollModifier *copy = g_memdup2 (modifier, sizeof *modifier);

  copy->id = g_strdup (modifier->id);
  return copy;
}

static void
copy_modifiers (GPtrArray *to, const GPtrArray *from)
{
  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (to, modifier_copy (g_ptr_array_index (from, i)));
}

static FfbTableRollRecord *
table_roll_copy (const FfbTableRollRecord *record)
{
  FfbTableRollRecord *copy;

  if (record == NULL)
    return NULL;
  copy = ffb_table_roll_record_new (record->table_id, record->total, record->result);
  copy->stragglers = record->stragglers;
  copy_modifiers (copy->modifiers, record->modifiers);
  for (guint i = 0; i < record->units->len; i++)
    {
      const FfbTableRollUnit *unit = g_ptr_array_index (record->units, i);

      copy_modifiers (ffb_table_roll_record_add_unit (copy, unit->side, unit->total)->modifiers,
                      unit->modifiers);
    }
  return copy;
}

static FfbBlockBattleRecord *
block_battle_copy (const FfbBlockBattleRecord *record)
{
  FfbBlockBattleRecord *copy;

  if (record == NULL)
    return NULL;
  copy = ffb_block_battle_record_new (record->battle, NULL, record->outcome);
  copy->round = record->round;
  for (guint i = 0; i < record->preferred->len; i++)
    g_ptr_array_add (copy->preferred, g_strdup (g_ptr_array_index (record->preferred, i)));
  return copy;
}

static void
copy_rolls (GArray *to, const GArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      FfbRoll roll = g_array_index (from, FfbRoll, i);

      roll.purpose = g_strdup (roll.purpose);
      g_array_append_val (to, roll);
    }
}

FfbChange *
ffb_change_copy (const FfbChange *change)
{
  FfbChange *copy;

  g_return_val_if_fail (change != NULL, NULL);

  copy = ffb_change_new (change->kind, change->turn);
  copy->battle_id = g_strdup (change->battle_id);
  copy->side = change->side;
  for (guint i = 0; i < change->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);

      g_ptr_array_add (copy->notes, ffb_note_new (note->rule, "%s", note->text));
    }
  copy->stream = g_strdup (change->stream);
  copy->seed = g_strdup (change->seed);
  copy->commitment = g_strdup (change->commitment);
  copy->campaign_commitment = g_strdup (change->campaign_commitment);
  copy->derivation = change->derivation;
  copy_rolls (copy->rolls, change->rolls);
  copy->before = g_strdup (change->before);
  copy->table_roll = table_roll_copy (change->table_roll);
  copy->block_battle = block_battle_copy (change->block_battle);
  /* Not the file layer's text of it (`written`): a cache, made again when next needed. */
  return copy;
}

FfbCampaign *
ffb_history_copy_campaign (FfbCampaign *campaign)
{
  FfbCampaign *copy;
  GPtrArray *history;

  g_return_val_if_fail (campaign != NULL, NULL);

  copy = ffb_campaign_copy (campaign);
  copy->dice_seed = g_strdup (campaign->dice_seed);
  copy->dice_commitment = g_strdup (campaign->dice_commitment);
  if (campaign->history == NULL)
    return copy;
  history = ffb_history_get (copy);
  g_ptr_array_set_size (history, 0);
  for (guint i = 0; i < campaign->history->len; i++)
    g_ptr_array_add (history, ffb_change_copy (g_ptr_array_index (campaign->history, i)));
  return copy;
}
