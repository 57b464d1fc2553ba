/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-campaign.h: a block battle of seed 000 (RULES.md C2F) fought in the campaign round
 * by round (C2G) and kept in its history ("Fair dice"), as a roll on a referee's table is
 * (ffb-table-roll.h).
 *
 * The referee keeps the battle in the campaign (ffb_blocks_campaign_start): "block battle N of
 * turn T", N counting this turn's earlier block battles. Before each round its owners order
 * each block to fire or retreat (the retreats given; every other block fires); the round is
 * fought with the dice of its own stream, "blocks.turn-T.battle-N.round-R", each die's purpose
 * naming the round, the firing block and the die, so that no order or choice moves any other
 * die and a round's revealed seed tells nothing of the next. Where a hit falls on equally
 * strong blocks the fight stops, the dice so far shown, and their owner chooses then; the round
 * is then fought again from its start with that choice, the same dice coming out. Once its first
 * die is seen a round's orders stand (the battle under way keeps them, `begun`), and once fought
 * a round is one change of the history that undo never takes back: nobody may learn a round's
 * dice and then decide it again. The change keeps every sentence of the round's log (each
 * naming C2F), the battle as it stood before the round with its orders and choices, the
 * outcome after it, and the round's dice with their key revealed. */
#pragma once

#include <glib.h>
#include "ffb-block-battle.h"
#include "ffb-campaign.h"
#include "ffb-history.h"

G_BEGIN_DECLS

/* "blocks.turn-T.battle-N.round-R" (a whole battle of a file from before C2G kept its dice on
 * "blocks.turn-T.battle-N"). */
char            *ffb_blocks_campaign_round_stream (int number, int turn, guint round);
/* The N the next block battle in CW turn `turn` takes: 1 + the earlier ones. */
int              ffb_blocks_campaign_next_number (FfbCampaign *campaign, int turn);

/* Keeps `battle` (not changed; it passes ffb_blocks_check and is not fought yet, and gives no
 * order in advance: each round's are given before it) in the campaign, under way, as battle N
 * of the current CW turn. Refused (FFB_ERROR_INVALID, one sentence) when a battle is under way
 * already. No die is rolled. */
gboolean         ffb_blocks_campaign_start (FfbCampaign *campaign, const FfbBlockBattle *battle,
                                            GError **error);
/* The battle under way as it stands (a new battle; NULL with no error when there is none), with
 * `number`, `turn` (may be NULL). A round begun and waiting for a choice is fought again so far
 * (its `tie` and its log: the dice seen), on `seed_hex` as ffb_blocks_campaign_fight_round. */
FfbBlockBattle  *ffb_blocks_campaign_under_way (FfbCampaign *campaign, const char *seed_hex,
                                                GError **error);

/* Fights the next round of the battle under way. When it has not begun, `retreats` (a
 * NULL-terminated list of block ids, may be NULL: all fire) are its owners' orders, and begin
 * it; once begun they stand, and orders are refused. `choice` (may be NULL) is the owner's
 * choice at the tie the round waits at. `seed_hex` (may be NULL: the campaign's own dice) fixes
 * the dice for tests and demos. Returns the round as fought (its log the round's, every die),
 * its `tie` set when it waits for an owner's choice (the campaign keeps the round begun, its
 * orders and choices so far), else with the change pushed in `change` (may be NULL); a battle
 * that ends leaves the campaign, kept in its history. NULL with FFB_ERROR_INVALID and one
 * sentence naming C2G when refused (no battle under way, an order for a block not in action, a
 * choice not among the tied blocks or with no tie waiting), or the error of the dice; nothing
 * changes then. */
FfbBlockBattle  *ffb_blocks_campaign_fight_round (FfbCampaign *campaign,
                                                  const char *const *retreats,
                                                  const char *choice, const char *seed_hex,
                                                  const FfbChange **change, GError **error);

/* C2G at a table of phones: `player`, the owner of one side's blocks (the battle says which
 * player attacks), gives the next round's orders himself: `retreats` (NULL-terminated ids of
 * his blocks, may be NULL: all fire). They stand: the referee's Fight Round must give the same
 * for his blocks (refused otherwise), and they are given once a round. Refused
 * (FFB_ERROR_INVALID, one sentence naming C2G) when no battle is under way, it does not say
 * who attacks, the round has begun, his orders are given already, or a block is not his or
 * not in action; nothing changes then. No die is rolled. */
gboolean         ffb_blocks_campaign_give_orders (FfbCampaign *campaign, FfbSide player,
                                                  const char *const *retreats, GError **error);
/* C2G at a table of phones: `player`'s choice `block` at the tie the round waits at, the round
 * then fought on as ffb_blocks_campaign_fight_round does; refused as it is, and when the tied
 * blocks are not his or the battle does not say who attacks. */
FfbBlockBattle  *ffb_blocks_campaign_choose (FfbCampaign *campaign, FfbSide player,
                                             const char *block, const FfbChange **change,
                                             GError **error);

/* C2G: whether the campaign may go back to `earlier` (an undo): refused, with one sentence, when
 * that would take back a round fought, the dice of a round begun, or an owner's choice. */
gboolean         ffb_blocks_campaign_check_undo (FfbCampaign *now, FfbCampaign *earlier,
                                                 GError **error);

/* `verify --history`: fights a kept round (or a whole battle of a file from before C2G) again
 * from its record with its revealed dice and checks that it rolls the dice the change keeps, in
 * order and for the same purposes, and ends as the change says. The battle fought again, or
 * NULL with an FFB_ERROR_INVALID saying in one sentence what differs. */
FfbBlockBattle  *ffb_blocks_campaign_refight (const FfbChange *change, GError **error);

/* `verify --history`, C2G: whether `next`, a kept round, begins where the round before it ended:
 * its battle is `after` (that round fought again, ffb_blocks_campaign_refight) with `next`'s own
 * orders and choices for its round. FALSE with one sentence naming C2G when it differs. */
gboolean         ffb_blocks_campaign_check_next (const FfbBlockBattle *after,
                                                 const FfbChange *next, GError **error);
/* The battle a kept round belongs to, by its stream ("blocks.turn-T.battle-N"), new. */
char            *ffb_blocks_campaign_battle_of (const FfbChange *change);

G_END_DECLS
