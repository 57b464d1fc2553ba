/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-hand.h: C1, the activation deck: a player's hand of cards in his private view
 * (RULES.md C1, issue 15): his cards with what each allows (C1B, C1C), one picked with the
 * arrow keys and Enter (or a click) in secret, or Pass (C1F); after the reveal, when his plays
 * are due, a further card played the same way, refused with the engine's sentence when it
 * does not outrank (C1E), and Done ends his plays.
 *
 * The card game's one hand (ffb-card-game-hand.h) on C1's engine: made from what his side may
 * see (ffb_cards_view), his own hand and pick and none of the other side's cards; every move
 * is an undoable edit through the engine (night/ffb-cards.h). */
#pragma once

#include "ffb-card-game-hand.h"

G_BEGIN_DECLS

#define FFB_TYPE_CARD_HAND (ffb_card_hand_get_type ())
G_DECLARE_FINAL_TYPE (FfbCardHand, ffb_card_hand, FFB, CARD_HAND, FfbCardGameHand)

/* `side`'s hand in the document's battle, whose cards are on; built once (the view makes a
 * new one after every change). */
GtkWidget  *ffb_card_hand_new (FfbDocument *document, FfbSide side);

/* The card game hand's moves, named for C1. What Enter on a card's row does: picks it while
 * the round's picks are open, plays it as a further card when his plays are due; his Pass
 * (C1F) and Done (C1E). FALSE with the engine's sentence when refused, which the group shows
 * too (ffb_card_hand_get_refusal (), or NULL). */
#define ffb_card_hand_choose(self, card, error) \
  ffb_card_game_hand_choose (FFB_CARD_GAME_HAND (self), (card), (error))
#define ffb_card_hand_pass(self, error) \
  ffb_card_game_hand_move (FFB_CARD_GAME_HAND (self), FFB_HAND_PASS, NULL, (error))
#define ffb_card_hand_done(self, error) \
  ffb_card_game_hand_move (FFB_CARD_GAME_HAND (self), FFB_HAND_DONE, NULL, (error))
#define ffb_card_hand_get_refusal(self) ffb_card_game_hand_get_refusal (FFB_CARD_GAME_HAND (self))

G_END_DECLS
