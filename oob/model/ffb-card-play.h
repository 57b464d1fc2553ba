/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-play.h: card play as the campaign keeps it (RULES.md C1, C2, issue 15): the deck
 * the referee turned on (for a battle, C1; for the campaign's years, C2) and the record of
 * what the players chose, in order. The deal is not kept: it follows from the battle's
 * committed seed, so game night's one card game (night/ffb-card-game.h) rebuilds every hand,
 * pile, round and First Player by replaying the choices with dice derived from that seed, and
 * anyone does the same after the reveal.
 *
 * A player's view of a sealed battle has no seed to replay with: it holds, instead of the
 * choices, the state that player may see (an FfbActivation, ffb-activation-state.h; of the
 * action deck, an FfbActionCards, ffb-action-state.h), which the referee's session works out
 * and seals into his part (ffb-xml-seal.h). */
#pragma once

#include <glib.h>
#include "ffb-deck.h"

G_BEGIN_DECLS

/* One choice of the record, by the step of C1D-C1F or C2B-C2E it is. */
typedef enum
{
  FFB_CARD_STEP_DEAL,       /* C1D: a new turn, hands filled; C2B: a new year dealt */
  FFB_CARD_STEP_PICK,       /* C1E, C2C: a side picks a card in secret */
  FFB_CARD_STEP_PASS,       /* C1F: a side passes */
  FFB_CARD_STEP_REVEAL,     /* C1E, C2C: both picks face up */
  FFB_CARD_STEP_PLAY,       /* C1E: a further card that must outrank */
  FFB_CARD_STEP_DONE,       /* C1E: a side's plays of the round are complete */
  FFB_CARD_STEP_PASS_WITH,  /* C2C: a side picks a card to pass with */
  FFB_CARD_STEP_END_TURN,   /* C2C: the revealed cards discarded, the next turn */
  FFB_CARD_STEP_RIVER_HELD, /* C2E: the referee sets the Mississippi flag */
  FFB_CARD_STEP_RIVER_OPEN, /* C2E: and clears it */
  FFB_CARD_STEP_CHARGE,     /* C1C, C1E: a Charge by no unit named (files before C1G) */
  FFB_CARD_STEP_ACT,        /* C1G: a unit named makes one action with a card played */
  FFB_CARD_STEP_WHERE,      /* C2E: the Confederate player says where his card is used */
} FfbCardStepKind;
#define FFB_N_CARD_STEPS 13

/* The element's name in the file: "deal", "pick"... */
const char *ffb_card_step_to_string (FfbCardStepKind kind);
gboolean    ffb_card_step_from_string (const char *word, FfbCardStepKind *out);
/* Whether a step of this kind names a side, and a card. */
gboolean    ffb_card_step_has_side (FfbCardStepKind kind);
gboolean    ffb_card_step_has_card (FfbCardStepKind kind);
/* Whether a step of this kind names a unit and its action (C1G); a place (C2E). */
gboolean    ffb_card_step_has_unit (FfbCardStepKind kind);
gboolean    ffb_card_step_has_place (FfbCardStepKind kind);
/* Whether a choice of this kind belongs to a deck of `system` (C1's or C2's procedure). */
gboolean    ffb_card_step_fits (FfbCardStepKind kind, FfbDeckSystem system);

typedef struct
{
  FfbCardStepKind kind;
  int side;   /* FfbSide, or -1 for a deal or a reveal */
  char *card; /* a physical card id ("KH", "joker.1"), or NULL */
  char *unit; /* C1G: the id of the unit of the side's order of battle that acts, or NULL */
  int action; /* C1G: the action's FfbCardAllows bit (FFB_CARD_ALLOW_*), or -1 */
  int place;  /* C2E: the FfbCardPlace said, or -1 */
} FfbCardStep;

FfbCardStep *ffb_card_step_new (FfbCardStepKind kind, int side, const char *card);
/* C1G: `unit` of `side` makes the action `action` (an FfbCardAllows bit) with `card`. */
FfbCardStep *ffb_card_step_new_act (int side, const char *card, const char *unit, int action);
/* C2E: `side` says his revealed card is used at `place` (an FfbCardPlace). */
FfbCardStep *ffb_card_step_new_where (int side, int place);
FfbCardStep *ffb_card_step_copy (const FfbCardStep *step);
void         ffb_card_step_free (FfbCardStep *step);
gboolean     ffb_card_step_equal (const FfbCardStep *a, const FfbCardStep *b);

typedef struct
{
  FfbDeck *deck;      /* owned */
  GPtrArray *steps;   /* FfbCardStep*, in the order chosen; empty in a player's view */
  /* In a player's view: his side, and the state he may see (game night's), freed with
   * view_free; otherwise -1 and NULL. */
  int view;
  gpointer view_state;
  GDestroyNotify view_free;
} FfbCardPlay;

/* Cards on with `deck` (taken), no choice yet. */
FfbCardPlay *ffb_card_play_new (FfbDeck *deck);
void         ffb_card_play_free (FfbCardPlay *play);
/* Sets a player's view (taking `state`, freed with `state_free`). */
void         ffb_card_play_set_view (FfbCardPlay *play, int side, gpointer state,
                                     GDestroyNotify state_free);

/* A record of its own: deck, choices, and a player's view with its state, of C1's or C2's
 * kind as the deck's system says (ffb-card-play-copy.c). */
FfbCardPlay *ffb_card_play_copy (const FfbCardPlay *play);
/* Deck, choices, view and its state the same; two NULLs are equal. */
gboolean     ffb_card_play_equal (const FfbCardPlay *a, const FfbCardPlay *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbCardPlay, ffb_card_play_free)

G_END_DECLS
