/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deal.h: one player's hand from a deck's first deal (issue 15: a hand printed on paper):
 * the hand the neutral party deals him at the first turn of the activation deck (C1D) or the
 * first year of the action deck (C2B), with the same shuffles and fair dice as the game, so
 * that the deal is re-derived from the revealed seed. The hand is taken from the player's own
 * view of the game (ffb_activation_view, ffb_action_cards_view), which holds no card of the
 * other side. */
#pragma once

#include <glib.h>
#include "ffb-deck.h"
#include "ffb-dice.h"
#include "ffb-enums.h"

G_BEGIN_DECLS

/* A new array of new card ids, in the order dealt; NULL with the engine's refusal. */
GPtrArray *ffb_deal_first_hand (const FfbDeck *deck, FfbDice *dice, FfbSide side,
                                GError **error);

G_END_DECLS
