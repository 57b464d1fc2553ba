/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-machine.h: the one state machine both card systems' states run through (RULES.md
 * C1D-C1F, C2B-C2C; issue 32): a deal (a turn's hands filled, or a year's dealt), sealed picks
 * or passes until both are in, the reveal with the first player by precedence, the plays and
 * their follow-ups, and the revealed cards discarded before the next picks or the turn's or
 * year's end.
 *
 * What differs between the systems is given as an FfbCardMachine: the choices each phase takes
 * (its moves), where a state keeps its phase, the turn or year structure (what a deal begins
 * with, what an empty draw pile does, when the deals are over), who sits out a round, the
 * precedence of two cards and the refusals in each rule's own words. The follow-up plays are
 * the system's own moves (C1's further cards, done and acts; C2's river and where). The battle's
 * activation deck is ffb_activation_machine (ffb-activation.h), the campaign's action deck
 * ffb_action_cards_machine (ffb-action-cards.h). Both states open with their FfbCardPiles,
 * which the machine reads and changes. */
#pragma once

#include <glib.h>
#include "ffb-card-piles.h"
#include "ffb-card-play.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

/* The phases of both systems, as the machine reads them. */
typedef enum
{
  FFB_CARD_PHASE_BETWEEN, /* C1D between turns, C2B between years: the next deal */
  FFB_CARD_PHASE_PICKING, /* C1E, C2C: picks sealed until both are in */
  FFB_CARD_PHASE_PLAYS,   /* C1E, C2C: both face up; the cards are played and followed up */
} FfbCardPhase;

typedef struct _FfbCardMachine FfbCardMachine;

/* A system's state made for `deck` (ffb_activation_new, ffb_action_cards_new). */
typedef gpointer (*FfbCardStateNew) (const FfbDeck *deck, GError **error);

/* How a choice is taken, by the machine's own move or by one of the system's. */
typedef gboolean (*FfbCardTake) (const FfbCardMachine *machine, gpointer state,
                                 const FfbDeck *deck, FfbDice *dice, const FfbCardStep *step,
                                 GError **error);

/* What a choice is to a system: one of the machine's own moves (a deal, a pick, a pass, a pick
 * to pass with, the reveal, the plays' end), by the system's refusal outside the move's phase
 * (marked N_()); or one of the system's follow-up plays, taken as it comes and checking its
 * phase for itself. Neither: not a choice of this system. */
typedef struct
{
  const char *outside;
  FfbCardTake take;
} FfbCardChoice;

/* A system's refusals of the machine's own moves, marked N_(): each takes the side's name,
 * `not_in_hand` first the card as typed. */
typedef struct
{
  const char *sat_out;        /* a pick or pass by a side who sits out */
  const char *already_picked;
  const char *not_in_hand;
  const char *not_picked;     /* a reveal before the side's pick */
  const char *foreign;        /* a choice of the other system; takes the choice's name */
} FfbCardWords;

struct _FfbCardMachine
{
  /* Each choice by its kind. */
  FfbCardChoice choices[FFB_N_CARD_STEPS];
  FfbCardWords words;
  /* Where the state keeps its phase (G_STRUCT_OFFSET): an enum of the system's own whose
   * first values are the machine's phases in their order; a value past them (C1's Second
   * Player's plays) is one more phase of the plays, which the system's moves set. */
  gsize phase_offset;
  /* The state before any choice, with `deck`'s cards undealt (NULL with an error), and its
   * free: the system's own constructor and destructor, cast. */
  FfbCardStateNew state_new;
  GDestroyNotify state_free;
  /* A deal's start before the hands are filled (C1D: a turn; C2B: a year). */
  void (*begin) (gpointer state, const FfbDeck *deck, FfbDice *dice);
  /* An empty draw pile refilled; FALSE when no card is left. NULL: the deal stops there. */
  gboolean (*refill) (gpointer state, FfbDice *dice);
  /* A card drawn into a hand (C1A keeps the order); may be NULL. */
  void (*drew) (gpointer state, const char *card);
  /* The next round's or game turn's start, its picks cleared. */
  void (*next) (gpointer state);
  /* Whether the turn or the year is over, and the next deal is due. */
  gboolean (*over) (gconstpointer state, const FfbDeck *deck);
  /* Whether `side` sits out the picks (C1F: he passed); NULL: nobody does. */
  gboolean (*sits_out) (gconstpointer state, FfbSide side);
  /* `side` passes for the rest of the turn (C1F); NULL: the system has no such pass. */
  void (*pass) (gpointer state, FfbSide side);
  /* After a pick of `step`'s card (C2C: a pick to pass with); may be NULL. */
  void (*picked) (gpointer state, const FfbCardStep *step);
  /* > 0 when `a` outranks `b` (C1A with its tie rule); NULL: by the deck's own order (C2C:
   * Supply before Action, then the higher number). */
  int (*compare) (gconstpointer state, const FfbDeck *deck, const char *a, const char *b);
  /* The picks are face up and out of the hands, `first` the first player by precedence. */
  void (*revealed) (gpointer state, FfbSide first);
  /* The revealed and played cards go to the discards at the round's or turn's end. */
  void (*discard) (gpointer state);
};

/* Applies `step` to `state` by the machine's moves or the system's, or refuses with the rule's sentence. */
gboolean ffb_card_machine_take (const FfbCardMachine *machine, gpointer state,
                                const FfbDeck *deck, FfbDice *dice, const FfbCardStep *step,
                                GError **error);
/* The same for a choice of `kind` by `side` (-1: none) with `card` (NULL: none). */
gboolean ffb_card_machine_choose (const FfbCardMachine *machine, gpointer state,
                                  const FfbDeck *deck, FfbDice *dice, FfbCardStepKind kind,
                                  int side, const char *card, GError **error);

/* The plays over: the cards discarded, then the next picks or, once over, the next deal. The
 * machine's own move of a plays' end (C2C), and the end of C1E's follow-up plays. */
gboolean ffb_card_machine_end_plays (const FfbCardMachine *machine, gpointer state,
                                     const FfbDeck *deck, FfbDice *dice,
                                     const FfbCardStep *step, GError **error);

G_END_DECLS
