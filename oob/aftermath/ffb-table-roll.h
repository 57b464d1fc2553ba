/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-roll.h: a roll on a referee's table kept in the campaign's history (RULES.md T,
 * "Fair dice"): rolled with the campaign's own dice for "table ID roll N of turn T"
 * (ffb_tables_open_campaign_dice), N counting this turn's earlier rolls on that table in the
 * history, so that undoing the roll and making it again gives the same dice: a re-roll by
 * undo is impossible. The change keeps the roll's sentence (the table, its dice, every
 * modifier named with its value, the total and the result), each modifier's note, the dice
 * with their key revealed, and the campaign as it stood before, for undo. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-history.h"
#include "ffb-tables.h"

G_BEGIN_DECLS

/* Rolls `table` with `applied` (from ffb_table_apply, taken) in the campaign's current CW
 * turn and pushes the change; `dice` (may be NULL: the campaign's own) fixes the dice for
 * tests and demos. Returns the change (the history's), and in `roll` (may be NULL) the roll,
 * which refers to `table`. NULL with an error when the campaign's dice cannot be opened. */
const FfbChange *ffb_table_roll_in_campaign (FfbCampaign *campaign, const FfbTable *table,
                                             GArray *applied, FfbDice *dice,
                                             FfbTableRoll **roll, GError **error);
/* T: a compared table (the charge resolution) rolled for both sides at once, as
 * ffb_table_roll_compared, in the campaign and kept in its history (`applied` taken). */
const FfbChange *ffb_table_roll_compared_in_campaign (FfbCampaign *campaign,
                                                      const FfbTable *table, const int *sides,
                                                      GArray **applied, guint n, FfbDice *dice,
                                                      FfbTableCompared **roll, GError **error);
/* The N the next roll on `table_id` in CW turn `turn` takes: 1 + the earlier ones. */
int              ffb_table_roll_next_number (FfbCampaign *campaign, const char *table_id,
                                             int turn);

G_END_DECLS
