/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-roll.c: a roll on a referee's table kept in the campaign's history (T). */
#include "ffb-table-roll.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-history-purposes.h"
#include "ffb-xml-snapshot.h"

int
ffb_table_roll_next_number (FfbCampaign *campaign, const char *table_id, int turn)
{
  GPtrArray *history = ffb_history_get (campaign);
  g_autofree char *first = ffb_tables_campaign_stream (table_id, 1, turn);
  /* Every roll N of this table in this turn has the stream "tables.turn-T.ID-N". */
  g_autofree char *prefix = g_strndup (first, strlen (first) - 1);
  int earlier = 0;

  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_TABLE_ROLL && change->turn == turn
          && change->stream != NULL && g_str_has_prefix (change->stream, prefix)
          && strspn (change->stream + strlen (prefix), "0123456789")
             == strlen (change->stream + strlen (prefix)))
        earlier++;
    }
  return earlier + 1;
}

/* The roll in the table's own terms, for `verify --history` (ffb-history.h). */
static FfbTableRollRecord *
record_roll (const FfbTableRoll *roll)
{
  FfbTableRollRecord *record = ffb_table_roll_record_new (roll->table->id, roll->total,
                                                          roll->band->result);

  for (guint i = 0; i < roll->applied->len; i++)
    {
      const FfbTableApplied *a = &g_array_index (roll->applied, FfbTableApplied, i);

      ffb_table_roll_record_add (record, a->modifier->id, a->modifier->typed, a->typed,
                                 a->value);
    }
  record->stragglers = roll->stragglers;
  return record;
}

/* A compared roll in the table's own terms: each unit's side, modifiers and total, the
 * outcome, the stragglers. */
static FfbTableRollRecord *
record_compared (const FfbTableCompared *roll)
{
  FfbTableRollRecord *record = ffb_table_roll_record_new (roll->table->id,
                                                          roll->totals[0] - roll->totals[1],
                                                          roll->result);

  for (guint i = 0; i < roll->units->len; i++)
    {
      const FfbTableUnitRoll *unit = g_ptr_array_index (roll->units, i);
      FfbTableRollUnit *kept = ffb_table_roll_record_add_unit (record, unit->side, unit->total);

      for (guint k = 0; k < unit->applied->len; k++)
        {
          const FfbTableApplied *a = &g_array_index (unit->applied, FfbTableApplied, k);

          ffb_table_roll_unit_add (kept, a->modifier->id, a->modifier->typed, a->typed,
                                   a->value);
        }
    }
  record->stragglers = roll->stragglers;
  return record;
}

static void
add_notes (FfbChange *change, const FfbTableRoll *roll)
{
  g_autofree char *sentence = ffb_table_roll_sentence (roll);

  g_ptr_array_add (change->notes, ffb_note_new ("T", "%s", sentence));
  for (guint i = 0; i < roll->applied->len; i++)
    {
      const FfbTableModifier *m = g_array_index (roll->applied, FfbTableApplied, i).modifier;

      if (m->note != NULL)
        /* TRANSLATORS: a modifier of a table roll that brings more than its value: its name,
         * then what ("x3 losses"). */
        g_ptr_array_add (change->notes, ffb_note_new ("T", _("%s: %s."), m->name, m->note));
    }
}

/* The dice of the next roll on `table`, the campaign's own unless `dice` is given; NULL with
 * an error. */
static FfbDice *
dice_for (FfbCampaign *campaign, const FfbTable *table, int turn, FfbDice **own,
          FfbDice *dice, GError **error)
{
  if (dice != NULL)
    return dice;
  *own = ffb_tables_open_campaign_dice (campaign, table->id,
                                        ffb_table_roll_next_number (campaign, table->id, turn),
                                        turn, error);
  return *own;
}

const FfbChange *
ffb_table_roll_compared_in_campaign (FfbCampaign *campaign, const FfbTable *table,
                                     const int *sides, GArray **applied, guint n,
                                     FfbDice *dice, FfbTableCompared **roll, GError **error)
{
  int turn;
  g_autoptr(FfbDice) own = NULL;
  g_autofree char *purpose = NULL, *sentence = NULL;
  g_autoptr(FfbTableCompared) made = NULL;
  FfbChange *change;

  g_return_val_if_fail (campaign != NULL && table != NULL && table->compare != NULL, NULL);
  turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  if ((dice = dice_for (campaign, table, turn, &own, dice, error)) == NULL)
    {
      for (guint i = 0; i < n; i++)
        g_array_unref (applied[i]);
      return NULL;
    }
  change = ffb_change_new (FFB_CHANGE_TABLE_ROLL, turn);
  change->before = ffb_xml_snapshot_campaign (campaign);
  /* The canonical purpose of the table's rolls, as for a banded one. */
  purpose = g_strdup_printf ("T %s", table->id);
  made = ffb_table_roll_compared (table, sides, applied, n, dice, purpose);
  sentence = ffb_table_compared_sentence (made);
  g_ptr_array_add (change->notes, ffb_note_new ("T", "%s", sentence));
  change->table_roll = record_compared (made);
  ffb_change_take_dice (change, dice);
  if (own != NULL)
    change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  ffb_history_push (campaign, change);
  if (roll != NULL)
    *roll = g_steal_pointer (&made);
  return change;
}

const FfbChange *
ffb_table_roll_in_campaign (FfbCampaign *campaign, const FfbTable *table, GArray *applied,
                            FfbDice *dice, FfbTableRoll **roll, GError **error)
{
  int turn, number;
  g_autoptr(FfbDice) own = NULL;
  g_autofree char *purpose = NULL;
  g_autoptr(FfbTableRoll) made = NULL;
  FfbChange *change;

  g_return_val_if_fail (campaign != NULL && table != NULL && applied != NULL, NULL);
  turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  number = ffb_table_roll_next_number (campaign, table->id, turn);
  if (dice == NULL
      && (dice = own = ffb_tables_open_campaign_dice (campaign, table->id, number, turn,
                                                     error)) == NULL)
    {
      g_array_unref (applied);
      return NULL;
    }
  change = ffb_change_new (FFB_CHANGE_TABLE_ROLL, turn);
  change->before = ffb_xml_snapshot_campaign (campaign);
  purpose = ffb_history_table_purpose (table->id);
  made = ffb_table_roll (table, applied, dice, purpose);
  add_notes (change, made);
  change->table_roll = record_roll (made);
  ffb_change_take_dice (change, dice);
  if (own != NULL)
    change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  ffb_history_push (campaign, change);
  if (roll != NULL)
    *roll = g_steal_pointer (&made);
  return change;
}
