/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-snapshot.h: the campaign as a change keeps it for undo (FfbChange.before), written
 * and read back by the file layer: a snapshot is the campaign's XML without its history and
 * its seed, the same text the campaign file carries in <before>. The model's history only
 * holds it; making one and putting one back are here. */
#pragma once

#include <glib.h>
#include "ffb-history.h"

G_BEGIN_DECLS

/* The campaign as XML without its history (nor its campaign seed): what a change keeps as
 * "before". */
char     *ffb_xml_snapshot_campaign (FfbCampaign *campaign);

/* The campaign as it was before the history's last change, with its keys (`campaign`'s
 * keyring) but no history nor campaign seed: what undoing it puts back
 * (ffb_history_undo_to). NULL with why when there is nothing to undo or it does not load. */
FfbCampaign *ffb_xml_load_before_last_change (FfbCampaign *campaign, GError **error);

/* Undoes the last change: the campaign becomes what it was before it, with the history
 * before it. FALSE (the campaign unchanged) when there is nothing to undo or the kept
 * campaign does not load. The change undone is returned in `undone` when not NULL. As with
 * ffb_campaign_swap, pointers into the campaign taken before are no longer valid. */
gboolean  ffb_xml_undo_last_change (FfbCampaign *campaign, FfbChange **undone, GError **error);

G_END_DECLS
