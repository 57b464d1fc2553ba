/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-state.h: the campaign's action deck as data (RULES.md C2, seed 000): the piles
 * (ffb-card-piles.h) with the year and its game turn, the passes, the Mississippi flag, where
 * the Confederate card is used and Player 1. Game night's rules that change it are
 * night/ffb-action-cards.h; this is what the model keeps and copies. */
#pragma once

#include <glib.h>
#include "ffb-card-piles.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_ACTION_CARDS_BETWEEN_YEARS, /* before the first year's deal, or after its last turn */
  FFB_ACTION_CARDS_PICKING,       /* a turn's start: picks sealed until both are in */
  FFB_ACTION_CARDS_REVEALED,      /* both cards face up, Player 1 known */
} FfbActionCardsPhase;

typedef struct
{
  /* deck_id; draw: the cards not dealt this year; discard: this year's revealed cards; hand[2];
   * pick[2]: the sealed pick, then the revealed card. */
  FFB_CARD_PILES_GROUP;
  guint year;             /* 1, 2...; 0 before the first deal */
  guint turn;             /* in the year, 1 to the deck's turns */
  FfbActionCardsPhase phase;
  gboolean mississippi;   /* C2E: the USA holds St. Louis, Memphis and Vicksburg */
  gboolean passing[2];    /* C2C: the pick is a pass */
  int where[2];           /* C2E: the FfbCardPlace a side said for his revealed card, or -1 */
  FfbSide player1;        /* once revealed */
} FfbActionCards;

/* A new game with the deck's cards undealt. FFB_ERROR_INVALID for a deck that is not an action
 * deck. */
FfbActionCards *ffb_action_cards_new (const FfbDeck *deck, GError **error);
void            ffb_action_cards_free (FfbActionCards *cards);
FfbActionCards *ffb_action_cards_copy (const FfbActionCards *cards);
gboolean        ffb_action_cards_equal (const FfbActionCards *a, const FfbActionCards *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbActionCards, ffb_action_cards_free)

G_END_DECLS
