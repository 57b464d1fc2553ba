/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards.h: the action deck of the block campaign (RULES.md C2, seed 000), kept by
 * the neutral party.
 *
 * A year (C2B) has the deck's game turns (six), the last a Winter turn (land movement one
 * less). At its start the whole deck is shuffled with the fair dice ("C2B shuffle year N") and
 * each player dealt the deck's hand (six), a card at a time, the Union first; each sees his own
 * only. A turn (C2C): both pick a card in secret, or a card to pass with; both are revealed at
 * once. A Supply card is resolved before any Action and its player is Player 1; otherwise the
 * higher number is Player 1; a tie makes the USA (the Union) Player 1. A player who passes
 * reveals and discards his card and does nothing (decision: his card still decides Player 1,
 * for it is revealed). The card gives what the deck says (C2D): N actions or N supply steps;
 * while the referee's Mississippi flag is set, a Confederate Supply card gives one step less and
 * a Confederate Build comes in a step short (C2E), unless the Confederate player says his card
 * is used west of the river or in Georgia (decision: then it keeps its full value; east of it,
 * or until he says, it comes in short; both values are shown before he says). Cards and actions are never saved: each
 * revealed card is discarded at the turn's end.
 *
 * The state is plain data (model/ffb-action-state.h); here its rules and a side's view. A refusal is
 * FFB_ERROR_INVALID with one sentence naming the rule. */
#pragma once

#include <glib.h>
#include "ffb-action-state.h"
#include "ffb-card-machine.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

/* C2's years and game turns on the one card machine (ffb-card-machine.h). The campaign's
 * record (ffb-action-play.h) applies its choices through it (ffb_card_machine_choose): C2B the
 * year's shuffle and deal, refused while a year is under way; C2C a side's pick of a card of
 * his hand, to play or to pass with; the reveal, both at once, Player 1 decided, refused until
 * both picks are in; the turn's end: the revealed cards discarded and the next turn, or the
 * year's end. */
extern const FfbCardMachine ffb_action_cards_machine;

/* What `side` may see: his hand and pick; the other's hand as a count and his pick, until the
 * reveal, as FFB_CARD_HIDDEN; the undealt cards as a count. */
FfbActionCards *ffb_action_cards_view (const FfbActionCards *cards, FfbSide side);

/* C2D, C2E: what the revealed card gives `side` this turn (nothing for a pass). */
FfbCardAllowance ffb_action_cards_allowance (const FfbActionCards *cards, const FfbDeck *deck,
                                             FfbSide side);
/* C2E: what the revealed card gives `side` used at `place` (an FfbCardPlace). */
FfbCardAllowance ffb_action_cards_allowance_at (const FfbActionCards *cards, const FfbDeck *deck,
                                                FfbSide side, int place);
/* C2E: whether the river changes what `side`'s revealed card gives, so that he says where it
 * is used: a Confederate card that gives steps or a Build, while the USA holds the river. */
gboolean ffb_action_cards_river_matters (const FfbActionCards *cards, const FfbDeck *deck,
                                         FfbSide side);
/* C2E: `side` says where his revealed card is used (an FfbCardPlace), once a turn. Refused
 * unless the river matters to his card. */
gboolean ffb_action_cards_say_where (FfbActionCards *cards, const FfbDeck *deck, FfbSide side,
                                     int place, GError **error);
/* C2E: one sentence with both values of `side`'s revealed card, east of the river and west of
 * it or in Georgia, and where he said it goes; NULL when the river does not matter to it. */
char    *ffb_action_cards_river_text (const FfbActionCards *cards, const FfbDeck *deck,
                                      FfbSide side);
/* One sentence for the table: who is Player 1 and by which rule; NULL before a reveal. */
char    *ffb_action_cards_player1_reason (const FfbActionCards *cards, const FfbDeck *deck);
/* C2B: whether the turn under way is the year's Winter turn. */
gboolean ffb_action_cards_is_winter (const FfbActionCards *cards, const FfbDeck *deck);
/* C2E: the referee's flag. */
void     ffb_action_cards_set_mississippi (FfbActionCards *cards, gboolean held);

G_END_DECLS
