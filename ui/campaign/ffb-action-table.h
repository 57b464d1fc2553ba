/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-table.h: C2, the action deck: the campaign's action deck as the whole table sees
 * it on the Campaign page (RULES.md C2, issue 15): the referee turns it on (a built-in action
 * deck, or a deck file of the table's own) and deals each year (C2B); the group shows what
 * both players may know: the year and its turn (the Winter turn marked), how many cards each
 * hand holds, who has picked (never what), the referee's Mississippi switch (C2E), and after
 * the reveal (the referee's button, once both are in) both cards in large type, Player 1 with
 * the engine's sentence naming the rule, what each card gives (C2D, C2E) and End Turn.
 * Nothing of a hand shows here: each is in its owner's private view
 * (night/ffb-action-hand.h).
 *
 * The card game's one table (document/ffb-card-game-table.h) on C2's engine: every step is an
 * undoable edit through it (night/ffb-action-play.h). */
#pragma once

#include "ffb-card-game-table.h"

G_BEGIN_DECLS

#define FFB_TYPE_ACTION_TABLE (ffb_action_table_get_type ())
G_DECLARE_FINAL_TYPE (FfbActionTable, ffb_action_table, FFB, ACTION_TABLE, FfbCardGameTable)

/* The group for the document's campaign, built from it once (the page makes a new one after
 * every change). */
GtkWidget *ffb_action_table_new (FfbDocument *document);

/* Its steps are the card game table's (ffb_card_game_table_turn_on (), _deal (), _reveal (),
 * _end_turn ()); a year dealt in a run with the app's --seed (the document's dice seed) is
 * dealt from it when the campaign has no seed yet. C2E: the referee's Mississippi switch. */
gboolean   ffb_action_table_set_mississippi (FfbActionTable *self, gboolean held, GError **error);
/* C2E: the Confederate player says where his revealed card is used (an FfbCardPlace). */
gboolean   ffb_action_table_say_where (FfbActionTable *self, int place, GError **error);

G_END_DECLS
