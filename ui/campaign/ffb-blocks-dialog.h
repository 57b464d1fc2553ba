/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-dialog.h: Block Battle (RULES.md C2F): the referee enters each side's blocks
 * (name, type with its rating, steps and full strength, battle reserve, the round its player
 * orders it to retreat instead of firing), the Fortress and
 * which player defends, and, for each side, the blocks its owner wants to lose a step first
 * where blocks tie for the strongest; Fight has the engine fight the battle to its end
 * (ffb_blocks_fight_in_campaign) with the campaign's dice, as one undoable edit of the
 * document, kept in the campaign's history. The dialog shows the outcome and the log round
 * by round in the engine's sentences. The engine's refusal of a block (ffb_blocks_check_block)
 * shows at the block's row, that of the battle (a side with no block) at the Blocks row, and
 * Fight waits until there is none.
 *
 * Why the whole battle at once, with the owners' choices and the players' retreat orders given
 * before it: one battle is one change of the history and one undo, and a choice made before any
 * die is cast cannot be swayed by a die already seen; undone and fought again it gives the same
 * dice. The cost: a player cannot wait for round 1's dice before ordering a retreat in round
 * 2. */
#pragma once

#include <adwaita.h>
#include "ffb-blocks.h"
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_BLOCKS_DIALOG (ffb_blocks_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbBlocksDialog, ffb_blocks_dialog, FFB, BLOCKS_DIALOG, AdwWindow)

/* Fights on `document`'s campaign (a reference is kept). */
FfbBlocksDialog *ffb_blocks_dialog_new (GtkWindow *parent, FfbDocument *document);

/* For tests, as the referee would with the keyboard: adds a block (Add Attacking Block or Add
 * Defending Block, then its fields) and returns its row's index among all blocks; sets a
 * block's full strength, reserve switch and "loses a step first among equals" switch; the
 * battle's Fortress and defending player. */
guint        ffb_blocks_dialog_add_block (FfbBlocksDialog *self, FfbBlockSide side,
                                          const char *name, FfbBlockType type, int steps);
void         ffb_blocks_dialog_set_block (FfbBlocksDialog *self, guint index, int full_steps,
                                          gboolean reserve, gboolean first);
/* Its player's order to retreat in `round` instead of firing (0: never). */
void         ffb_blocks_dialog_set_retreat (FfbBlocksDialog *self, guint index, guint round);
void         ffb_blocks_dialog_set_fortress (FfbBlocksDialog *self, gboolean fortress,
                                             int defender_player);
/* The row of the block `index` (an AdwExpanderRow). */
GtkWidget   *ffb_blocks_dialog_get_row (FfbBlocksDialog *self, guint index);
/* The engine's refusal of the battle as entered, or NULL: Fight waits until there is none. */
const char  *ffb_blocks_dialog_get_refusal (FfbBlocksDialog *self);
/* What the dialog shows once fought ("" before): the outcome's sentence, and the log, a
 * round's sentences a paragraph. */
const char  *ffb_blocks_dialog_get_outcome (FfbBlocksDialog *self);
char        *ffb_blocks_dialog_get_log (FfbBlocksDialog *self);

G_END_DECLS
