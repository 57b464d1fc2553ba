/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-hand.h: C2, the action deck: a player's hand of action cards in his private view
 * (RULES.md C2, issue 15): the cards he was dealt this year with what each gives him (C2D, and
 * C2E's step less while the USA holds the Mississippi); one picked with the arrow keys and
 * Enter (or a click), sealed until both are in, or passed with by its row's Pass button (C2C);
 * after the reveal, his card face up, what it gives him this turn and whether he is Player 1.
 *
 * The card game's one hand (ffb-card-game-hand.h) on C2's engine: made from what his side may
 * see (ffb_action_cards_view), his own hand and pick, the other side's only as counts; every
 * move is an undoable edit through the engine (night/ffb-action-play.h). */
#pragma once

#include "ffb-card-game-hand.h"

G_BEGIN_DECLS

#define FFB_TYPE_ACTION_HAND (ffb_action_hand_get_type ())
G_DECLARE_FINAL_TYPE (FfbActionHand, ffb_action_hand, FFB, ACTION_HAND, FfbCardGameHand)

/* `side`'s action hand in the document's campaign, whose action deck is on; built once (the
 * view makes a new one after every change). */
GtkWidget  *ffb_action_hand_new (FfbDocument *document, FfbSide side);

/* The card game hand's moves, named for C2. What Enter on a card's row does (`pass` FALSE),
 * and its Pass button (`pass` TRUE): the card picked to play, or to pass with. FALSE with the
 * engine's sentence when refused, which the group shows too (ffb_action_hand_get_refusal (),
 * or NULL). */
#define ffb_action_hand_pick(self, card, pass, error) \
  ffb_card_game_hand_move (FFB_CARD_GAME_HAND (self), \
                           (pass) ? FFB_HAND_PASS_WITH : FFB_HAND_PICK, (card), (error))
#define ffb_action_hand_get_refusal(self) \
  ffb_card_game_hand_get_refusal (FFB_CARD_GAME_HAND (self))

G_END_DECLS
