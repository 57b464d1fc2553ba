/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-purposes.h: the one stream and purpose each kind of campaign roll has (RULES.md
 * "Fair dice", first decision). A roll's purpose is its key in the dice's derivation
 * (ffb-dice.h): were it read from the file, anyone could try purposes until one gives the face
 * he wants. So the engine builds it here from the rule and what the roll is for, both when it
 * rolls (ffb-aftermath-apply.c, ffb-promotion.c, ffb-table-roll.c) and when `verify --history`
 * checks the roll (ffb_history_check_purposes), and a roll whose purpose is not the one its
 * rule makes is refused.
 *
 *   R9C   stream "BATTLE.aftermath", purposes "R9C union demoralized", "R9C confederate
 *         demoralized" (one roll at most each)
 *   R10B  stream "promotions.turn-N", purposes "R10B turn N LEADER" (one roll a leader)
 *   R10E  stream "promotions.turn-N.SIDE-draw-K" (the side's K-th draw of turn N), purpose
 *         "R10E turn N SIDE draw" (one roll)
 *   T     stream "tables.turn-N.TABLE-K", purposes "T TABLE die 1" ... "T TABLE die D",
 *         checked with its table (ffb_history_verify_tables), which gives its dice
 *   C2F   stream "blocks.turn-N.battle-K"; its dice are checked by fighting it again
 *         (ffb_blocks_campaign_refight), which makes each purpose anew. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-history.h"

G_BEGIN_DECLS

#define FFB_PROMOTION_STREAM "promotions"

char *ffb_history_aftermath_stream (const char *battle_id);
char *ffb_history_morale_purpose (FfbSide side);
char *ffb_history_phase_stream (int turn);
char *ffb_history_promotion_purpose (int turn, const char *leader_id);
/* `number`: the side's draws of that turn before this one, plus one. */
char *ffb_history_draw_stream (int turn, FfbSide side, guint number);
char *ffb_history_draw_purpose (int turn, FfbSide side);
/* A table roll's purpose before its die's number ("T TABLE"); ffb_table_roll adds " die K". */
char *ffb_history_table_purpose (const char *table_id);
char *ffb_history_table_die_purpose (const char *table_id, int die);

/* The number of the draw the change at `index` of the campaign's history is among its side's
 * draws of its turn (1 for the first). */
guint ffb_history_draw_number (FfbCampaign *campaign, guint index);

/* Each roll of the change at `index` has the stream and purpose its rule makes, with the die,
 * audience and modifier the rule gives it where the change alone tells them, and no purpose is
 * rolled more often than its rule allows. One sentence per problem, naming the roll, added to
 * `problems` (each prefixed with `what`, the change). */
void  ffb_history_check_purposes (FfbCampaign *campaign, guint index, const char *what,
                                  GPtrArray *problems);

G_END_DECLS
