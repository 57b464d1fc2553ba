/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-campaign.h: a block battle of seed 000 (RULES.md C2F) fought in the campaign and
 * kept in its history ("Fair dice"), as a roll on a referee's table is (ffb-table-roll.h).
 *
 * The battle is fought with the campaign's own dice for "block battle N of turn T"
 * (stream "blocks.turn-T.battle-N"), N counting this turn's earlier block battles in the
 * history, so that undoing the battle and fighting it again gives the same dice: a re-fight by
 * undo is impossible. The owners' choices among equally strong blocks are given before the
 * fight (a list of preferred blocks, ffb_blocks_choose_preferred), so that nobody chooses
 * with a die already seen, and the same choices fight the same battle. The change keeps every
 * sentence of the log (each naming C2F), the battle as it stood before the fight with those
 * choices and its outcome, the dice with their key revealed, and the campaign as it stood
 * before, for undo. */
#pragma once

#include <glib.h>
#include "ffb-blocks.h"
#include "ffb-campaign.h"
#include "ffb-history.h"

G_BEGIN_DECLS

/* "blocks.turn-T.battle-N" */
char            *ffb_blocks_campaign_stream (int number, int turn);
/* The N the next block battle in CW turn `turn` takes: 1 + the earlier ones. */
int              ffb_blocks_campaign_next_number (FfbCampaign *campaign, int turn);

/* Fights `battle` (not changed; it passes ffb_blocks_check and is not fought yet) to its end in
 * the campaign's current CW turn and pushes the change; `preferred` (NULL-terminated, may be
 * NULL) the owners' preferred blocks among equals; `dice` (may be NULL: the campaign's own)
 * fixes the dice for tests and demos. Returns the change (the history's), and in `fought`
 * (may be NULL) the battle as fought, its log and all. NULL with FFB_ERROR_INVALID when the
 * battle is refused (the sentence of ffb_blocks_check) or a preferred block is not in it, or
 * the error of the campaign's dice. */
const FfbChange *ffb_blocks_fight_in_campaign (FfbCampaign *campaign,
                                               const FfbBlockBattle *battle,
                                               const char *const *preferred, FfbDice *dice,
                                               FfbBlockBattle **fought, GError **error);

/* `verify --history`: fights a kept block battle again from its record with its revealed dice
 * and checks that it rolls the dice the change keeps, in order and for the same purposes, and
 * ends as the change says. The battle fought again, or NULL with an FFB_ERROR_INVALID saying
 * in one sentence what differs. */
FfbBlockBattle  *ffb_blocks_campaign_refight (const FfbChange *change, GError **error);

G_END_DECLS
