/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-table.h: C1, the activation deck: the battle's card play as the whole table sees
 * it on Battle Night (RULES.md C1, issue 15): the referee turns cards on (a built-in
 * activation deck, or a deck file of the table's own) and deals each turn; the group shows
 * what both players may know: the turn and round, how many cards each hand holds, who has
 * picked or passed, and after the reveal (the referee's button, once both have picked or
 * passed) both cards in large type, the First Player with the engine's sentence naming the
 * rule, and what each card allows (C1B, C1C); during a side's plays his Charges with a button
 * to count one, and after a round with Charges who chooses the order of its melees (C1E).
 * Nothing of a hand shows here: each is in its owner's private view (ffb-card-hand.h).
 *
 * The card game's one table (ffb-card-game-table.h) on C1's engine: every step is an
 * undoable edit through it (night/ffb-cards.h). */
#pragma once

#include "ffb-card-game-table.h"

G_BEGIN_DECLS

#define FFB_TYPE_CARD_TABLE (ffb_card_table_get_type ())
G_DECLARE_FINAL_TYPE (FfbCardTable, ffb_card_table, FFB, CARD_TABLE, FfbCardGameTable)

/* The group for the document's battle, built from it once (the page makes a new one after
 * every change). */
GtkWidget *ffb_card_table_new (FfbDocument *document);

/* Its steps are the card game table's (ffb_card_game_table_turn_on (), _deal (), _reveal ()).
 * C1G: the unit `unit` of `side` (as ffb_cards_act names it) made `action` (an FfbCardAllows
 * bit) on the table with `card`, one of his cards played this round. */
gboolean   ffb_card_table_act (FfbCardTable *self, FfbSide side, const char *card,
                               const char *unit, int action, GError **error);

G_END_DECLS
