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

/* The steps (the card game table's, named for C2), as the group's buttons take them; FALSE with the engine's sentence when refused.
 * A deck file's errors name the file and the line. A year dealt in a run with the app's
 * --seed (the document's dice seed) is dealt from it when the campaign has no seed yet. */
#define ffb_action_table_turn_on(self, deck_id, error) \
  ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (self), (deck_id), (error))
#define ffb_action_table_turn_on_file(self, file, error) \
  ffb_card_game_table_turn_on_file (FFB_CARD_GAME_TABLE (self), (file), (error))
#define ffb_action_table_deal(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_DEAL, (error))
#define ffb_action_table_reveal(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_REVEAL, (error))
#define ffb_action_table_end_turn(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_END_TURN, (error))
gboolean   ffb_action_table_set_mississippi (FfbActionTable *self, gboolean held, GError **error);
/* C2E: the Confederate player says where his revealed card is used (an FfbCardPlace). */
gboolean   ffb_action_table_say_where (FfbActionTable *self, int place, GError **error);

G_END_DECLS
