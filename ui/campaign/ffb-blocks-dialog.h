/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-dialog.h: Block Battle (RULES.md C2F, C2G): the referee enters each side's blocks
 * (name, type with its rating, steps and full strength, battle reserve), the Fortress and which
 * player defends; Fight Round has the engine keep the battle in the campaign and fight it one
 * round at a time (ffb_blocks_campaign_fight_round) with the campaign's dice, each step one edit
 * of the document, each round fought kept in the campaign's history. Before each round each
 * block's owner orders it to fire or retreat (its Retreats next round switch); where a hit falls
 * on equally strong blocks the round stops, its dice so far shown, and one button a tied block
 * gives their owner's choice. The dialog shows the round just fought with every die, in the
 * engine's sentences, and the blocks as they stand; the battle's setup is locked once it has
 * begun, and a battle under way in the campaign is shown when the dialog opens. The engine's
 * refusal of a block (ffb_blocks_check_block) or an order shows at the block's row, that of the
 * battle (a side with no block) at the Blocks row, and Fight Round waits until there is none.
 *
 * Why round by round (C2G): the players decide as at the table, knowing the rounds before, and a
 * round once fought is final (undo refuses it), so nobody learns a round's dice and then decides
 * it again; no choice moves another die, each die's purpose naming its round, block and index. */
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
 * block's full strength and reserve switch; the battle's Fortress and defending player. */
guint        ffb_blocks_dialog_add_block (FfbBlocksDialog *self, FfbBlockSide side,
                                          const char *name, FfbBlockType type, int steps);
void         ffb_blocks_dialog_set_block (FfbBlocksDialog *self, guint index, int full_steps,
                                          gboolean reserve);
/* Its owner's order for the next round (C2G): retreat instead of firing. */
void         ffb_blocks_dialog_set_retreat (FfbBlocksDialog *self, guint index,
                                            gboolean retreat);
void         ffb_blocks_dialog_set_fortress (FfbBlocksDialog *self, gboolean fortress,
                                             int defender_player);
/* The row of the block `index` (an AdwExpanderRow). */
GtkWidget   *ffb_blocks_dialog_get_row (FfbBlocksDialog *self, guint index);
/* The engine's refusal of the battle as entered, or NULL: Fight Round waits until there is
 * none. */
const char  *ffb_blocks_dialog_get_refusal (FfbBlocksDialog *self);
/* What the dialog shows ("" before): the outcome's sentence once the battle has ended, and the
 * log of the round just fought (or fought so far), its sentences a paragraph. */
const char  *ffb_blocks_dialog_get_outcome (FfbBlocksDialog *self);
char        *ffb_blocks_dialog_get_log (FfbBlocksDialog *self);
/* C2G: the battle as the dialog shows it (NULL before round 1), the blocks tied at the tie the
 * round waits at (NULL: none), and the owner's choice of one of them, as its button does
 * (FALSE when no button names it). */
const FfbBlockBattle *ffb_blocks_dialog_get_battle (FfbBlocksDialog *self);
const char *const    *ffb_blocks_dialog_get_tie (FfbBlocksDialog *self);
gboolean              ffb_blocks_dialog_choose (FfbBlocksDialog *self, const char *block);

G_END_DECLS
