/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-state.h: a battle's activation deck as data (RULES.md C1, seed 001): the piles
 * (ffb-card-piles.h) with the turn and round, the cards played this round, passes, the First
 * Player, the round's actions and the melees of the round last ended. Game night's rules that
 * change it are night/ffb-activation.h; this is what the model keeps and copies (a player's
 * view of a sealed battle holds one, model/ffb-card-play.h). */
#pragma once

#include <glib.h>
#include "ffb-card-piles.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_ACTIVATION_BETWEEN_TURNS, /* before the first turn, or after a turn has ended */
  FFB_ACTIVATION_PICKING,       /* a round's start: picks sealed until both are in */
  FFB_ACTIVATION_FIRST_PLAYS,   /* revealed: the First Player acts and may play on */
  FFB_ACTIVATION_SECOND_PLAYS,  /* the Second Player acts and may play on */
} FfbActivationPhase;

/* C1E: the melees of the round last ended: each side's Charges, and who chooses the order in
 * which the melees are resolved. Public: Charges are made on the table. */
typedef struct
{
  guint turn, round;  /* the round; 0: no round has ended since the last reveal */
  guint charges[2];   /* by FfbSide */
  int chooser;        /* FfbSide, or -1: no Charge was made, so no melee from one */
} FfbActivationMelee;

/* C1G: one action a unit made with a card played this round, as the table said it: public,
 * made on the table. */
typedef struct
{
  char *card;  /* the card played it was made with */
  char *unit;  /* the unit's id in its side's order of battle ("union.c1.d2.b3") */
  int action;  /* its FfbCardAllows bit: Move, Charge, Fire or Rally */
} FfbActivationAct;

FfbActivationAct *ffb_activation_act_new (const char *card, const char *unit, int action);
void              ffb_activation_act_free (FfbActivationAct *act);
/* C1G: a round's list of FfbActivationAct*, its copy and equality. */
GPtrArray        *ffb_activation_acts_new (void);
GPtrArray        *ffb_activation_acts_copy (const GPtrArray *acts);
gboolean          ffb_activation_acts_equal (const GPtrArray *a, const GPtrArray *b);

typedef struct
{
  /* deck_id, draw, discard, hand[2], and pick[2]: the sealed pick of the round. */
  FFB_CARD_PILES_GROUP;
  guint shuffles;         /* shuffles so far: the next is "C1D shuffle <shuffles + 1>" */
  guint turn;             /* 1, 2...; 0 before the first */
  guint round;            /* in the turn, 1, 2... */
  FfbActivationPhase phase;
  GPtrArray *drawn;       /* C1A: every card in the order it was last drawn */
  gboolean passed[2];     /* C1F: sits out the rest of the turn */
  FfbSide first;          /* the First Player, once revealed */
  GPtrArray *played[2];   /* the round's cards, the revealed one first */
  /* C1E: the round's Charges so far, made on the table: public; since C1G one a unit that
   * charged, and one a Charge of a file from before C1G that named no unit. */
  guint charges[2];
  GPtrArray *acts[2];     /* C1G: FfbActivationAct*, the round's actions in order: public */
  FfbActivationMelee melee;
} FfbActivation;

/* A new game with the deck's cards in the draw pile, not yet shuffled. FFB_ERROR_INVALID for
 * a deck that is not an activation deck. */
FfbActivation *ffb_activation_new (const FfbDeck *deck, GError **error);
void           ffb_activation_free (FfbActivation *activation);
FfbActivation *ffb_activation_copy (const FfbActivation *activation);
gboolean       ffb_activation_equal (const FfbActivation *a, const FfbActivation *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbActivation, ffb_activation_free)

G_END_DECLS
