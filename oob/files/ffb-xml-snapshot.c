/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-snapshot.c: undo snapshots as campaign XML: made before a change, loaded back when
 * it is undone. */
#include "ffb-xml-snapshot.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml.h"

char *
ffb_xml_snapshot_campaign (FfbCampaign *campaign)
{
  GPtrArray *history;
  FfbCardPlay *action_cards;
  char *xml, *seed, *commitment, *blocks_battle;

  g_return_val_if_fail (campaign != NULL, NULL);

  /* The campaign's seed is its record too: kept once, never in a "before" (undo carries it
   * over: ffb_campaign_dice_carry), so that the secret stays in one place. */
  history = g_steal_pointer (&campaign->history);
  seed = g_steal_pointer (&campaign->dice_seed);
  commitment = g_steal_pointer (&campaign->dice_commitment);
  /* So is the action deck's record (C2): a change does not touch it, undo leaves it be. */
  action_cards = g_steal_pointer (&campaign->action_cards);
  /* And the block battle under way (C2G): a round fought or begun is final. */
  blocks_battle = g_steal_pointer (&campaign->blocks_battle);
  xml = ffb_xml_write_campaign (campaign);
  campaign->action_cards = action_cards;
  campaign->blocks_battle = blocks_battle;
  /* Writing asks for the history, which makes an empty one in its place: that one goes. */
  g_clear_pointer (&campaign->history, g_ptr_array_unref);
  campaign->history = history;
  campaign->dice_seed = seed;
  campaign->dice_commitment = commitment;
  return xml;
}

FfbCampaign *
ffb_xml_load_before_last_change (FfbCampaign *campaign, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  FfbCampaign *restored;
  const FfbChange *last;

  g_return_val_if_fail (campaign != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  last = ffb_history_last_undoable (campaign, error);
  if (last == NULL)
    return NULL;
  restored = ffb_xml_load_campaign_kept (last->before, strlen (last->before),
                                         _("the campaign kept by the history"),
                                         campaign->keyring, &local_error);
  if (restored == NULL)
    g_set_error (error, FFB_ERROR, local_error->code, _("the last change cannot be undone: %s"),
                 local_error->message);
  return restored;
}

gboolean
ffb_xml_undo_last_change (FfbCampaign *campaign, FfbChange **undone, GError **error)
{
  FfbCampaign *restored = ffb_xml_load_before_last_change (campaign, error);

  if (restored == NULL)
    return FALSE;
  ffb_history_undo_to (campaign, restored, undone);
  ffb_campaign_unref (restored);
  return TRUE;
}
