/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-private.h: what the files of the aftermath share (not installed, not for the
 * app). */
#pragma once

#include "ffb-aftermath.h"

G_BEGIN_DECLS

/* ffb-aftermath-losses.c: R9A for one side (and the R9E "which SPs fought" it rests on):
 * fills the side's groups, stands, carried stands and SPs removed. */
gboolean ffb_aftermath_work_out_losses (FfbAftermath *aftermath, FfbCampaign *campaign,
                                        const FfbBattle *battle, FfbSide side, GError **error);

/* ffb-aftermath-apply.c: makes the changes of the plan in `campaign` (a working copy), adding
 * a note for each change to a battle not yet fought when `notes` is not NULL. */
void     ffb_aftermath_change_campaign (const FfbAftermath *aftermath, FfbCampaign *campaign,
                                        GPtrArray *notes);

/* ffb-aftermath-notes.c: the preview of the plan's numbers. */
void     ffb_aftermath_add_notes (FfbAftermath *aftermath, FfbCampaign *campaign,
                                  const FfbBattle *battle);

/* ffb-aftermath.c: what the campaign is, to tell whether it changed since the preview. */
char    *ffb_aftermath_fingerprint (FfbCampaign *campaign);

/* A copy of the campaign made through its file format, without its history and its dice seed
 * (the caller carries them over: ffb_campaign_dice_carry). */
FfbCampaign *ffb_aftermath_copy_campaign (FfbCampaign *campaign, char **xml, GError **error);

G_END_DECLS
