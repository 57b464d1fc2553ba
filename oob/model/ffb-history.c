/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history.c: the campaign's record of changes, and undo. */
#include "ffb-history.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-campaign-dice.h"
#include "ffb-error.h"

/* Translators: a kind of change to the campaign inside a sentence, as in "change 2
 * (promotion-draw, turn 3)"; files keep the English. */
static const char *const kind_words[] = { NC_("change_kind", "aftermath"),
                                          NC_("change_kind", "promotion-phase"),
                                          NC_("change_kind", "promotion-draw"),
                                          NC_("change_kind", "table-roll"),
                                          NC_("change_kind", "block-battle") };

const char *
ffb_change_kind_to_string (FfbChangeKind kind)
{
  g_return_val_if_fail (kind >= 0 && kind < FFB_N_CHANGE_KINDS, "invalid");
  return kind_words[kind];
}

const char *
ffb_change_kind_sentence_word (FfbChangeKind kind)
{
  return ffb_words_in_sentence ("change_kind", kind_words, FFB_N_CHANGE_KINDS, (int) kind);
}

gboolean
ffb_change_kind_from_string (const char *word, FfbChangeKind *out)
{
  for (int i = 0; word != NULL && i < FFB_N_CHANGE_KINDS; i++)
    if (g_str_equal (word, kind_words[i]))
      {
        *out = (FfbChangeKind) i;
        return TRUE;
      }
  return FALSE;
}

FfbNote *
ffb_note_new (const char *rule, const char *format, ...)
{
  FfbNote *note = g_new0 (FfbNote, 1);
  va_list args;

  va_start (args, format);
  note->rule = g_strdup (rule);
  note->text = g_strdup_vprintf (format, args);
  va_end (args);
  return note;
}

void
ffb_note_free (FfbNote *note)
{
  if (note == NULL)
    return;
  g_free (note->rule);
  g_free (note->text);
  g_free (note);
}

char *
ffb_note_to_string (const FfbNote *note)
{
  g_return_val_if_fail (note != NULL, NULL);
  return g_strdup_printf ("%s: %s", note->rule, note->text);
}

static void
clear_roll (gpointer data)
{
  ffb_roll_clear (data);
}

static void
table_roll_modifier_free (FfbTableRollModifier *modifier)
{
  g_free (modifier->id);
  g_free (modifier);
}

static void
table_roll_unit_free (FfbTableRollUnit *unit)
{
  g_ptr_array_unref (unit->modifiers);
  g_free (unit);
}

FfbTableRollRecord *
ffb_table_roll_record_new (const char *table_id, int total, const char *result)
{
  FfbTableRollRecord *record = g_new0 (FfbTableRollRecord, 1);

  g_return_val_if_fail (table_id != NULL && result != NULL, NULL);
  record->table_id = g_strdup (table_id);
  record->total = total;
  record->result = g_strdup (result);
  record->modifiers = g_ptr_array_new_with_free_func ((GDestroyNotify) table_roll_modifier_free);
  record->units = g_ptr_array_new_with_free_func ((GDestroyNotify) table_roll_unit_free);
  record->stragglers = -1;
  return record;
}

static void
add_modifier (GPtrArray *modifiers, const char *id, gboolean typed, int typed_value, int value)
{
  FfbTableRollModifier *modifier = g_new0 (FfbTableRollModifier, 1);

  modifier->id = g_strdup (id);
  modifier->typed = typed;
  modifier->typed_value = typed_value;
  modifier->value = value;
  g_ptr_array_add (modifiers, modifier);
}

void
ffb_table_roll_record_add (FfbTableRollRecord *record, const char *id, gboolean typed,
                           int typed_value, int value)
{
  g_return_if_fail (record != NULL && id != NULL);
  add_modifier (record->modifiers, id, typed, typed_value, value);
}

FfbTableRollUnit *
ffb_table_roll_record_add_unit (FfbTableRollRecord *record, int side, int total)
{
  FfbTableRollUnit *unit = g_new0 (FfbTableRollUnit, 1);

  g_return_val_if_fail (record != NULL, NULL);
  unit->side = side;
  unit->total = total;
  unit->modifiers = g_ptr_array_new_with_free_func ((GDestroyNotify) table_roll_modifier_free);
  g_ptr_array_add (record->units, unit);
  return unit;
}

void
ffb_table_roll_unit_add (FfbTableRollUnit *unit, const char *id, gboolean typed,
                         int typed_value, int value)
{
  g_return_if_fail (unit != NULL && id != NULL);
  add_modifier (unit->modifiers, id, typed, typed_value, value);
}

void
ffb_table_roll_record_free (FfbTableRollRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->table_id);
  g_free (record->result);
  g_ptr_array_unref (record->modifiers);
  g_ptr_array_unref (record->units);
  g_free (record);
}

FfbBlockBattleRecord *
ffb_block_battle_record_new (const char *battle, const char *const *preferred,
                             const char *outcome)
{
  FfbBlockBattleRecord *record;

  g_return_val_if_fail (battle != NULL && outcome != NULL, NULL);
  record = g_new0 (FfbBlockBattleRecord, 1);
  record->battle = g_strdup (battle);
  record->outcome = g_strdup (outcome);
  record->preferred = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; preferred != NULL && preferred[i] != NULL; i++)
    g_ptr_array_add (record->preferred, g_strdup (preferred[i]));
  return record;
}

void
ffb_block_battle_record_free (FfbBlockBattleRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->battle);
  g_free (record->outcome);
  g_ptr_array_unref (record->preferred);
  g_free (record);
}

FfbChange *
ffb_change_new (FfbChangeKind kind, int turn)
{
  FfbChange *change = g_new0 (FfbChange, 1);

  change->kind = kind;
  change->turn = turn;
  change->derivation = FFB_DICE_DERIVATION_CURRENT;
  change->notes = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_note_free);
  change->rolls = g_array_new (FALSE, TRUE, sizeof (FfbRoll));
  g_array_set_clear_func (change->rolls, clear_roll);
  return change;
}

void
ffb_change_free (FfbChange *change)
{
  if (change == NULL)
    return;
  g_ptr_array_unref (change->notes);
  g_array_unref (change->rolls);
  g_free (change->battle_id);
  g_free (change->stream);
  g_free (change->seed);
  g_free (change->commitment);
  g_free (change->campaign_commitment);
  g_free (change->before);
  ffb_table_roll_record_free (change->table_roll);
  ffb_block_battle_record_free (change->block_battle);
  g_free (change->written);
  g_free (change->written_from);
  g_free (change);
}

void
ffb_change_take_dice (FfbChange *change, FfbDice *dice)
{
  g_return_if_fail (change != NULL && dice != NULL);

  /* The rolls of a change are public once it is made: the seed goes with them. */
  if (!ffb_dice_is_revealed (dice))
    ffb_dice_reveal (dice);
  g_free (change->stream);
  g_free (change->seed);
  g_free (change->commitment);
  change->stream = g_strdup (ffb_dice_stream (dice));
  change->seed = g_strdup (ffb_dice_revealed_seed (dice));
  change->commitment = g_strdup (ffb_dice_commitment (dice));
  change->derivation = ffb_dice_derivation (dice);
  g_array_set_size (change->rolls, 0);
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      FfbRoll roll = *ffb_dice_get_roll (dice, i);

      roll.purpose = g_strdup (roll.purpose);
      g_array_append_val (change->rolls, roll);
    }
}

FfbDice *
ffb_change_restore_dice (const FfbChange *change, GError **error)
{
  FfbDice *dice;

  g_return_val_if_fail (change != NULL, NULL);

  if (change->seed == NULL)
    return NULL;
  dice = ffb_dice_restore (change->stream, change->seed, change->commitment, "", "", TRUE,
                           error);
  if (dice != NULL && !ffb_dice_set_derivation (dice, change->derivation, error))
    g_clear_pointer (&dice, ffb_dice_free);
  for (guint i = 0; dice != NULL && i < change->rolls->len; i++)
    ffb_dice_restore_roll (dice, &g_array_index (change->rolls, FfbRoll, i));
  return dice;
}

GPtrArray *
ffb_history_get (FfbCampaign *campaign)
{
  g_return_val_if_fail (campaign != NULL, NULL);

  if (campaign->history == NULL)
    campaign->history = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_change_free);
  return campaign->history;
}

void
ffb_history_push (FfbCampaign *campaign, FfbChange *change)
{
  GPtrArray *history;

  g_return_if_fail (campaign != NULL && change != NULL);

  history = ffb_history_get (campaign);
  g_ptr_array_add (history, change);
  for (guint i = 0; i + FFB_HISTORY_UNDO_DEPTH < history->len; i++)
    g_clear_pointer (&((FfbChange *) g_ptr_array_index (history, i))->before, g_free);
}

FfbChange *
ffb_history_find_aftermath (FfbCampaign *campaign, const char *battle_id)
{
  GPtrArray *history = ffb_history_get (campaign);

  for (guint i = 0; i < history->len; i++)
    {
      FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_AFTERMATH && g_strcmp0 (change->battle_id, battle_id) == 0)
        return change;
    }
  return NULL;
}

gboolean
ffb_history_can_undo (FfbCampaign *campaign)
{
  GPtrArray *history = ffb_history_get (campaign);

  return history->len > 0
         && ((FfbChange *) g_ptr_array_index (history, history->len - 1))->before != NULL;
}

gboolean
ffb_change_is_final (const FfbChange *change)
{
  g_return_val_if_fail (change != NULL, FALSE);
  return change->kind == FFB_CHANGE_BLOCK_BATTLE && change->block_battle != NULL
         && change->block_battle->round > 0;
}

guint
ffb_history_n_final (FfbCampaign *campaign)
{
  GPtrArray *history = ffb_history_get (campaign);
  guint n = 0;

  for (guint i = 0; i < history->len; i++)
    n += ffb_change_is_final (g_ptr_array_index (history, i));
  return n;
}

static void
set_cannot_undo (FfbCampaign *campaign, GError **error)
{
  GPtrArray *history = ffb_history_get (campaign);

  if (history->len > 0 && ffb_change_is_final (g_ptr_array_index (history, history->len - 1)))
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("C2G: the last change is a round of a "
                   "block battle, and a round once fought is final: undo never takes back its "
                   "dice or its choices."));
  else if (history->len == 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("there is nothing to undo: the campaign "
                   "has no changes in its history."));
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the last change can no longer be "
                   "undone: only the last %d changes keep the campaign as it was before them."),
                 FFB_HISTORY_UNDO_DEPTH);
}

const FfbChange *
ffb_history_last_undoable (FfbCampaign *campaign, GError **error)
{
  GPtrArray *history;

  g_return_val_if_fail (campaign != NULL, NULL);

  if (!ffb_history_can_undo (campaign))
    {
      set_cannot_undo (campaign, error);
      return NULL;
    }
  history = campaign->history;
  return g_ptr_array_index (history, history->len - 1);
}

void
ffb_history_undo_to (FfbCampaign *campaign, FfbCampaign *restored, FfbChange **undone)
{
  FfbChange *last;
  FfbKeyring *keyring;
  GPtrArray *history;

  g_return_if_fail (ffb_history_can_undo (campaign) && restored != NULL);

  history = campaign->history;
  last = g_ptr_array_steal_index (history, history->len - 1);
  g_clear_pointer (&restored->history, g_ptr_array_unref);
  restored->history = g_steal_pointer (&campaign->history);
  ffb_campaign_dice_carry (restored, campaign);
  /* C2: the action deck's record is no part of what a change changes (a snapshot leaves it
   * out, ffb_xml_snapshot_campaign): its choices stay as they are. */
  g_clear_pointer (&restored->action_cards, ffb_card_play_free);
  restored->action_cards = g_steal_pointer (&campaign->action_cards);
  /* C2G: so is the block battle under way: a round fought or begun is final. */
  ffb_campaign_blocks_carry (restored, campaign);
  ffb_campaign_swap (campaign, restored);
  /* The keys unlocked in this session stay with the campaign. */
  keyring = campaign->keyring;
  campaign->keyring = restored->keyring;
  restored->keyring = keyring;
  if (undone != NULL)
    *undone = last;
  else
    ffb_change_free (last);
}
