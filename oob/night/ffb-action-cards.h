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
 * Plain data as ffb-activation.h's: copies, equality, a side's view. A refusal is
 * FFB_ERROR_INVALID with one sentence naming the rule. */
#pragma once

#include <glib.h>
#include "ffb-deck.h"
#include "ffb-dice.h"
#include "ffb-enums.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_ACTION_CARDS_BETWEEN_YEARS, /* before the first year's deal, or after its last turn */
  FFB_ACTION_CARDS_PICKING,       /* a turn's start: picks sealed until both are in */
  FFB_ACTION_CARDS_REVEALED,      /* both cards face up, Player 1 known */
} FfbActionCardsPhase;

typedef struct
{
  char *deck_id;
  guint year;             /* 1, 2...; 0 before the first deal */
  guint turn;             /* in the year, 1 to the deck's turns */
  FfbActionCardsPhase phase;
  gboolean mississippi;   /* C2E: the USA holds St. Louis, Memphis and Vicksburg */
  GPtrArray *draw;        /* the cards not dealt this year, hidden from both */
  GPtrArray *discard;     /* this year's revealed cards: public */
  GPtrArray *hand[2];     /* by FfbSide */
  char *pick[2];          /* the sealed pick, then the revealed card; NULL: none */
  gboolean passing[2];    /* C2C: the pick is a pass */
  int where[2];           /* C2E: the FfbCardPlace a side said for his revealed card, or -1 */
  FfbSide player1;        /* once revealed */
} FfbActionCards;

FfbActionCards *ffb_action_cards_new (const FfbDeck *deck, GError **error);
void            ffb_action_cards_free (FfbActionCards *cards);
FfbActionCards *ffb_action_cards_copy (const FfbActionCards *cards);
gboolean        ffb_action_cards_equal (const FfbActionCards *a, const FfbActionCards *b);
/* What `side` may see: his hand and pick; the other's hand as a count and his pick, until the
 * reveal, as FFB_CARD_HIDDEN; the undealt cards as a count. */
FfbActionCards *ffb_action_cards_view (const FfbActionCards *cards, FfbSide side);

/* C2B: the year's shuffle and deal; refused while a year is under way. */
gboolean ffb_action_cards_start_year (FfbActionCards *cards, const FfbDeck *deck, FfbDice *dice,
                                      GError **error);
/* C2C: `side` picks a card of his hand, to play or (`pass`) to pass with. */
gboolean ffb_action_cards_pick (FfbActionCards *cards, FfbSide side, const char *card_id,
                                gboolean pass, GError **error);
/* C2C: both revealed at once, Player 1 decided. Refused until both picks are in. */
gboolean ffb_action_cards_reveal (FfbActionCards *cards, const FfbDeck *deck, GError **error);
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
/* The revealed cards are discarded and the next turn begins, or the year ends. */
gboolean ffb_action_cards_end_turn (FfbActionCards *cards, const FfbDeck *deck, GError **error);
/* C2B: whether the turn under way is the year's Winter turn. */
gboolean ffb_action_cards_is_winter (const FfbActionCards *cards, const FfbDeck *deck);
/* C2E: the referee's flag. */
void     ffb_action_cards_set_mississippi (FfbActionCards *cards, gboolean held);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbActionCards, ffb_action_cards_free)

G_END_DECLS
