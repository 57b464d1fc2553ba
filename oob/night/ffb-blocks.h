/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks.h: seed 000's quick block combat (RULES.md C2F), resolved by the neutral party
 * with the fair dice: the fight, round by round, and its sentences. The battle itself, its
 * blocks, orders, choices and log, is the model's data (ffb-block-battle.h).
 *
 * C2G, a battle fought round by round: the battle between its rounds is its blocks as they
 * stand (steps, eliminated or retreated), the rounds fought (`round`), the orders and choices
 * of those rounds, and whether the next round has begun (`begun`: its orders are given and its
 * first die seen, so they stand). A round is fought again from that state with its orders and
 * the choices given so far (ffb_blocks_fight_next); every die is derived from the round, the
 * firing block and the die's index, so a choice moves no die, and the fight stops at the first
 * tie whose owner has not chosen yet, the dice up to it in the log, for him to choose with
 * that fire's dice seen. */
#pragma once

#include <glib.h>
#include "ffb-block-battle.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

/* The owner's choice among equally strong blocks (C2F): `tied` holds the blocks (FfbBlock *,
 * in the battle's order, at least two, all of one side); returns the index of the one that takes
 * the step. An index out of range takes the first; FFB_BLOCKS_WAIT stops the round at this tie
 * (C2G: the owner chooses with the dice seen), the battle's `tie` naming the tied blocks. */
#define FFB_BLOCKS_WAIT G_MAXUINT
typedef guint (*FfbBlocksChooseFunc) (const FfbBlockBattle *battle, const GPtrArray *tied,
                                      gpointer user_data);

/* The owners' choices given before the battle (an FfbBlocksChooseFunc): `user_data` is a
 * NULL-terminated list of block ids (const char *const *), each side's preferred blocks to take
 * a step among equals, first listed first. Of the tied blocks, the one listed first takes the
 * step; when none is listed, the first of them in the battle's order. */
guint           ffb_blocks_choose_preferred (const FfbBlockBattle *battle, const GPtrArray *tied,
                                             gpointer user_data);

/* Fights the next round: every die rolled with `dice`, everything logged. `choose` NULL takes
 * the first of equals in the battle's order. Refused (FFB_ERROR_INVALID) when the battle does
 * not pass ffb_blocks_check or is over. */
gboolean        ffb_blocks_fight_round (FfbBlockBattle *battle, FfbDice *dice,
                                        FfbBlocksChooseFunc choose, gpointer user_data,
                                        GError **error);
/* C2G: fights the next round with its orders (the retreats of round + 1) and its owners' choices
 * (the choices of round + 1, one a tie, in order), up to its end or to the first tie with no
 * choice left: the battle's `tie` is then set and its log holds the round so far (to show, never
 * to keep). Refused (FFB_ERROR_INVALID, one sentence naming C2G) as ffb_blocks_fight_round is,
 * and when a choice is not among the blocks tied at its tie, or is left over at the round's
 * end. */
gboolean        ffb_blocks_fight_next (FfbBlockBattle *battle, FfbDice *dice, GError **error);
/* Fights round after round until the battle is over. */
gboolean        ffb_blocks_resolve (FfbBlockBattle *battle, FfbDice *dice,
                                    FfbBlocksChooseFunc choose, gpointer user_data,
                                    GError **error);
/* The roll's purpose (and HMAC input) for a block's die in a round: "C2F round 2 block ID die 3". */
char           *ffb_blocks_die_purpose (guint round, const char *block, int die);

/* One sentence for people, naming the rule (C2F) and the blocks by name. */
char           *ffb_blocks_event_sentence (const FfbBlockBattle *battle,
                                           const FfbBlocksEvent *event);

/* C2G: the tie the fight stopped at (`tie` set), in one sentence naming the firing block and the
 * tied ones. */
char           *ffb_blocks_tie_sentence (const FfbBlockBattle *battle);

G_END_DECLS
