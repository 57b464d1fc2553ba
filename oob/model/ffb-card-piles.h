/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-piles.h: the cards both card systems deal and play (RULES.md C1, C2; issue 32):
 * the deck's id, the draw pile, the discards, each side's hand and his pick, sealed until the
 * reveal. A battle's activation deck (C1, ffb-activation-state.h) and the campaign's action
 * deck (C2, ffb-action-state.h) each keep one, with what their own rules add.
 *
 * Plain data: card ids, never pointers into the deck, so that it copies, compares and can be
 * written to a file. */
#pragma once

#include <glib.h>
#include "ffb-deck.h"
#include "ffb-enums.h"
#include "ffb-pile.h"

G_BEGIN_DECLS

/* The piles' fields, for FFB_CARD_PILES_GROUP and FfbCardPiles alike. */
#define FFB_CARD_PILES_FIELDS                                                                 \
  char *deck_id;                                                                            \
  GPtrArray *draw;      /* the draw pile, top first: hidden from both */                    \
  GPtrArray *discard;   /* face up: public */                                               \
  GPtrArray *hand[2];   /* by FfbSide */                                                    \
  char *pick[2];        /* the side's sealed pick (C2: then his revealed card); NULL: none */

typedef struct
{
  FFB_CARD_PILES_FIELDS
} FfbCardPiles;

/* A system's state opens with its piles: its fields read as the state's own (state->hand)
 * and the whole as `state->piles`, for the functions below. */
#define FFB_CARD_PILES_GROUP                                                                  \
  union                                                                                     \
  {                                                                                         \
    FfbCardPiles piles;                                                                     \
    struct                                                                                  \
    {                                                                                       \
      FFB_CARD_PILES_FIELDS                                                                 \
    };                                                                                      \
  }

/* `deck`'s cards in the draw pile in the deck's order, not yet shuffled; empty hands. */
void     ffb_card_piles_init (FfbCardPiles *piles, const FfbDeck *deck);
void     ffb_card_piles_clear (FfbCardPiles *piles);
/* `copy` gets copies of `piles`. */
void     ffb_card_piles_copy (FfbCardPiles *copy, const FfbCardPiles *piles);
gboolean ffb_card_piles_equal (const FfbCardPiles *a, const FfbCardPiles *b);
/* What `side` may see of it: the draw pile and the other's hand as counts (FFB_CARD_HIDDEN),
 * and, when `pick_sealed`, the other's pick hidden too. */
void     ffb_card_piles_hide (FfbCardPiles *piles, FfbSide side, gboolean pick_sealed);
/* The top card of the draw pile into `side`'s hand (the id, the hand's); NULL when the pile
 * is empty. */
const char *ffb_card_piles_draw (FfbCardPiles *piles, FfbSide side);

G_END_DECLS
