/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-apply.c: making an aftermath's changes. They are made on a copy of the
 * campaign, which is checked and then swapped in whole, so that a failure leaves the
 * campaign as it was; the campaign before is kept in the history for undo. */
#include "ffb-aftermath-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-history-purposes.h"
#include "ffb-neutral-record.h"
#include "ffb-oob-fitness.h"
#include "ffb-organize.h"
#include "ffb-xml-snapshot.h"

/* R9C: rolled in the open; a chance that is certain either way needs no roll. */
static void
roll_morale (FfbAftermath *aftermath, FfbDice *dice)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      FfbAftermathSide *side = &aftermath->sides[s];
      g_autofree char *purpose = NULL;
      const FfbRoll *roll;

      if (side->morale != FFB_MORALE_CHANCE || side->chance_in == 0
          || side->chance_in == side->chance_of)
        continue;
      purpose = ffb_history_morale_purpose (s);
      roll = ffb_dice_roll (dice, purpose, side->chance_of, 0, FFB_AUDIENCE_EVERYONE, 0);
      side->demoralized = roll->result <= side->chance_in;
      g_ptr_array_add (aftermath->notes,
                       side->demoralized
                       ? ffb_note_new ("R9C", _("the %s army rolled %d on a d%d, needing %d or "
                                                "less: Demoralized."),
                                       ffb_side_display_name (s), roll->result, side->chance_of,
                                       side->chance_in)
                       : ffb_note_new ("R9C", _("the %s army rolled %d on a d%d, needing %d or "
                                                "less: not Demoralized."),
                                       ffb_side_display_name (s), roll->result, side->chance_of,
                                       side->chance_in));
    }
}

static gboolean
needs_roll (const FfbAftermath *aftermath)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      const FfbAftermathSide *side = &aftermath->sides[s];

      if (side->morale == FFB_MORALE_CHANCE && side->chance_in > 0
          && side->chance_in < side->chance_of)
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_unchanged (FfbAftermath *aftermath, FfbCampaign *campaign, GError **error)
{
  if (aftermath->applied)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("this aftermath of “%s” has been applied "
                   "already."), aftermath->battle_id);
  else if (!ffb_aftermath_campaign_unchanged (aftermath, campaign))
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the campaign has changed since the "
                   "aftermath of “%s” was worked out; work it out again."), aftermath->battle_id);
  else
    return TRUE;
  return FALSE;
}

static FfbChange *
record (FfbAftermath *aftermath, FfbDice *dice, const char *campaign_commitment, char *before)
{
  FfbChange *change = ffb_change_new (FFB_CHANGE_AFTERMATH, aftermath->turn);

  change->battle_id = g_strdup (aftermath->battle_id);
  for (guint i = 0; i < aftermath->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (aftermath->notes, i);

      g_ptr_array_add (change->notes, ffb_note_new (note->rule, "%s", note->text));
    }
  if (dice != NULL && ffb_dice_n_rolls (dice) > 0)
    {
      ffb_change_take_dice (change, dice);
      change->campaign_commitment = g_strdup (campaign_commitment);
    }
  change->before = before;
  return change;
}

/* "Fair dice": the battle's seed goes public with its aftermath, so that anyone can verify
 * its rolls without a further step. */
static void
reveal_battle_seed (FfbAftermath *aftermath, FfbCampaign *campaign)
{
  FfbBattle *battle = ffb_campaign_find_battle (campaign, aftermath->battle_id);

  if (battle == NULL || battle->neutral == NULL || battle->neutral->dice == NULL
      || ffb_dice_is_revealed (battle->neutral->dice))
    return;
  ffb_dice_reveal (battle->neutral->dice);
  g_ptr_array_add (aftermath->notes,
                   ffb_note_new ("Fair dice", _("the seed of the battle's dice is revealed: "
                                   "anyone can now re-derive its rolls (ffbridge-cli verify).")));
}

/* The R9C stream: the caller's dice, or the one the campaign seed gives for this battle's
 * aftermath (ffb-campaign-dice.h), the same each time it is applied. NULL with no error when
 * nothing is to be rolled. */
static FfbDice *
open_dice (FfbAftermath *aftermath, FfbCampaign *campaign, FfbDice *dice, FfbDice **own,
           GError **error)
{
  g_autofree char *stream = NULL;

  if (dice != NULL || !needs_roll (aftermath))
    return dice;
  stream = ffb_aftermath_stream (aftermath->battle_id);
  *own = ffb_campaign_dice_open (campaign, stream, error);
  return *own;
}

gboolean
ffb_aftermath_apply (FfbAftermath *aftermath, FfbCampaign *campaign, FfbDice *dice,
                     GError **error)
{
  g_autoptr(FfbCampaign) copy = NULL;
  g_autoptr(FfbDice) own_dice = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *before = NULL;

  g_return_val_if_fail (aftermath != NULL && campaign != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_unchanged (aftermath, campaign, error))
    return FALSE;
  /* The change works on a copy, which becomes the campaign; the history keeps the campaign as
   * it was in a snapshot the file layer writes (ffb-xml-snapshot.h). */
  copy = ffb_campaign_copy (campaign);
  before = ffb_xml_snapshot_campaign (campaign);
  ffb_aftermath_change_campaign (aftermath, copy, NULL);
  if (!ffb_campaign_check (copy, &local_error))
    {
      g_set_error (error, FFB_ERROR, local_error->code, _("the aftermath of “%s” would leave the "
                     "campaign with a problem, so it was not applied: %s"), aftermath->battle_id,
                   local_error->message);
      return FALSE;
    }
  dice = open_dice (aftermath, campaign, dice, &own_dice, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (dice != NULL)
    roll_morale (aftermath, dice);
  reveal_battle_seed (aftermath, copy);
  g_clear_pointer (&copy->history, g_ptr_array_unref);
  copy->history = g_steal_pointer (&campaign->history);
  ffb_campaign_dice_carry (copy, campaign);
  ffb_history_push (copy, record (aftermath, dice,
                                  own_dice != NULL
                                    ? ffb_campaign_dice_commitment (campaign) : NULL,
                                  g_steal_pointer (&before)));
  ffb_campaign_swap (campaign, copy);
  aftermath->applied = TRUE;
  return TRUE;
}
