/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-campaign.c: a block battle (C2F) fought in the campaign and kept in its history
 * (see ffb-blocks-campaign.h). */
#include "ffb-blocks-campaign.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-snapshot.h"

char *
ffb_blocks_campaign_stream (int number, int turn)
{
  return g_strdup_printf ("blocks.turn-%d.battle-%d", turn, number);
}

int
ffb_blocks_campaign_next_number (FfbCampaign *campaign, int turn)
{
  GPtrArray *history;
  int earlier = 0;

  g_return_val_if_fail (campaign != NULL, 1);
  history = ffb_history_get (campaign);
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_BLOCK_BATTLE && change->turn == turn)
        earlier++;
    }
  return earlier + 1;
}

static gboolean
check_preferred (const FfbBlockBattle *battle, const char *const *preferred, GError **error)
{
  for (guint i = 0; preferred != NULL && preferred[i] != NULL; i++)
    if (ffb_blocks_find (battle, preferred[i]) == NULL)
      {
        g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                     _("C2F: the owners' choice names the block \"%s\", which is not in the "
                       "battle \"%s\"."), preferred[i], battle->id);
        return FALSE;
      }
  return TRUE;
}

/* One note a sentence of the log, in order: the rule is the note's, the sentence's own
 * "C2F: " is not repeated. */
static void
add_notes (FfbChange *change, const FfbBlockBattle *fought)
{
  for (guint i = 0; i < fought->log->len; i++)
    {
      g_autofree char *sentence = ffb_blocks_event_sentence (fought,
                                                             g_ptr_array_index (fought->log, i));
      const char *text = g_str_has_prefix (sentence, "C2F: ") ? sentence + strlen ("C2F: ")
                                                               : sentence;

      g_ptr_array_add (change->notes, ffb_note_new ("C2F", "%s", text));
    }
}

static FfbBlockBattleRecord *
record_battle (const FfbBlockBattle *battle, const char *const *preferred,
               const FfbBlockBattle *fought)
{
  g_autofree char *text = ffb_blocks_to_xml (battle);

  return ffb_block_battle_record_new (text, preferred,
                                      ffb_blocks_outcome_to_string (fought->outcome));
}

static gboolean
fight (const FfbBlockBattle *battle, const char *const *preferred, FfbDice *dice,
       FfbBlockBattle **fought, GError **error)
{
  g_autoptr(FfbBlockBattle) copy = ffb_blocks_copy (battle);

  if (!ffb_blocks_resolve (copy, dice, ffb_blocks_choose_preferred, (gpointer) preferred,
                           error))
    return FALSE;
  *fought = g_steal_pointer (&copy);
  return TRUE;
}

const FfbChange *
ffb_blocks_fight_in_campaign (FfbCampaign *campaign, const FfbBlockBattle *battle,
                              const char *const *preferred, FfbDice *dice,
                              FfbBlockBattle **fought, GError **error)
{
  g_autoptr(FfbDice) own = NULL;
  g_autoptr(FfbBlockBattle) made = NULL;
  g_autofree char *stream = NULL;
  FfbChange *change;
  int turn;

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  if (!ffb_blocks_check (battle, error) || !check_preferred (battle, preferred, error))
    return NULL;
  if (battle->round > 0 || battle->log->len > 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: the battle \"%s\" has been fought already."), battle->id);
      return NULL;
    }
  turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  stream = ffb_blocks_campaign_stream (ffb_blocks_campaign_next_number (campaign, turn), turn);
  if (dice == NULL && (dice = own = ffb_campaign_dice_open (campaign, stream, error)) == NULL)
    return NULL;
  if (!fight (battle, preferred, dice, &made, error))
    return NULL;
  change = ffb_change_new (FFB_CHANGE_BLOCK_BATTLE, turn);
  change->before = ffb_xml_snapshot_campaign (campaign);
  add_notes (change, made);
  change->block_battle = record_battle (battle, preferred, made);
  ffb_change_take_dice (change, dice);
  if (own != NULL)
    change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  ffb_history_push (campaign, change);
  if (fought != NULL)
    *fought = g_steal_pointer (&made);
  return change;
}

/* Refight */

static gboolean
same_rolls (const FfbChange *change, FfbDice *dice, GError **error)
{
  guint n = ffb_dice_n_rolls (dice);

  if (n != change->rolls->len)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: fought again, the block battle rolls %u dice, and the change keeps "
                     "%u."), n, change->rolls->len);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const FfbRoll *again = ffb_dice_get_roll (dice, i);
      const FfbRoll *kept = &g_array_index (change->rolls, FfbRoll, i);

      if (g_strcmp0 (again->purpose, kept->purpose) != 0 || again->raw != kept->raw
          || again->sides != kept->sides)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("C2F: fought again, the block battle's die %u is \"%s\", %d, and the "
                         "change keeps \"%s\", %d."), i + 1, again->purpose, again->raw,
                       kept->purpose != NULL ? kept->purpose : "", kept->raw);
          return FALSE;
        }
    }
  return TRUE;
}

FfbBlockBattle *
ffb_blocks_campaign_refight (const FfbChange *change, GError **error)
{
  const FfbBlockBattleRecord *record;
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(GPtrArray) preferred = g_ptr_array_new ();

  g_return_val_if_fail (change != NULL, NULL);
  record = change->block_battle;
  if (change->kind != FFB_CHANGE_BLOCK_BATTLE || record == NULL || change->seed == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: the change keeps no block battle with its dice."));
      return NULL;
    }
  /* The record's ids, borrowed, as the NULL-terminated list the choice takes. */
  for (guint i = 0; i < record->preferred->len; i++)
    g_ptr_array_add (preferred, g_ptr_array_index (record->preferred, i));
  g_ptr_array_add (preferred, NULL);
  if ((battle = ffb_blocks_load_xml (record->battle, strlen (record->battle),
                                     _("the kept block battle"), error)) == NULL
      || (dice = ffb_dice_new_from_hex (change->stream, change->seed, error)) == NULL
      || !ffb_dice_set_derivation (dice, change->derivation, error)
      || !fight (battle, (const char *const *) preferred->pdata, dice, &fought, error)
      || !same_rolls (change, dice, error))
    return NULL;
  if (g_strcmp0 (ffb_blocks_outcome_to_string (fought->outcome), record->outcome) != 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: fought again, the block battle ends %s, and the change says %s."),
                   ffb_blocks_outcome_to_string (fought->outcome), record->outcome);
      return NULL;
    }
  return g_steal_pointer (&fought);
}
