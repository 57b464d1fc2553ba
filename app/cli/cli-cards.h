/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards.h: the one `cards` command (cli-cards.c) and the two card systems it runs, each a
 * table of its steps: a battle's activation deck (C1, cli-cards-battle.c) and, with --years,
 * the campaign's action deck (C2, cli-cards-years.c). The steps both tables run alike (an
 * engine call and its sentence, on DECK) are cli-card-steps.c; the words both print a card, a
 * hand or a phase with are cli-card-words.c. */
#pragma once

#include "cli-common.h"

G_BEGIN_DECLS

/* What a step takes after the file and its name. */
typedef enum
{
  FFB_CLI_CARD_NO_ARG,
  FFB_CLI_CARD_WORD_ARG,      /* a deck, or a flag */
  FFB_CLI_CARD_SIDE_ARG,
  FFB_CLI_CARD_SIDE_WORD_ARGS, /* a side and a card, or a place */
  FFB_CLI_CARD_CHARGE_ARGS,   /* C1G: a side, a card and the unit that charges */
  FFB_CLI_CARD_ACT_ARGS,      /* C1G: a side, a card, the unit and its action */
} FfbCliCardArgs;

/* What a step that calls the engine says once the engine has taken it. */
typedef enum
{
  FFB_CLI_CARD_SAYS_STATE,    /* the state, as the system's `state` step prints it */
  FFB_CLI_CARD_SAYS_SIDE,     /* its sentence, the side's name its one %s */
  FFB_CLI_CARD_SAYS_CARD,     /* the same, then the line of the card it played */
} FfbCliCardSays;

typedef struct _FfbCliCardGame FfbCliCardGame;

/* One run of the command, as its words were read. */
typedef struct
{
  const FfbCliCardGame *game; /* the system it runs */
  const char *path;
  const char *battle_id; /* --battle, or NULL */
  FfbCampaign *campaign; /* owned, once opened */
  FfbBattle *battle;     /* C1: the battle's, once picked */
  FfbSide side;
  const char *word;      /* the deck, the card, the flag or the place, as typed */
  const char *unit;      /* C1G: the unit, as typed */
  const char *action;    /* C1G: its action, as typed */
} FfbCliCards;

/* A step: the engine's `call` and what it then `says` (cli-card-steps.c), or a step of its
 * own shape, `run`. */
typedef struct
{
  const char *name;
  FfbCliCardArgs args;
  gboolean writes;
  gboolean (*call) (FfbCliCards *cards, GError **error); /* FALSE with the engine's refusal */
  FfbCliCardSays says;
  const char *sentence; /* marked for translation: what `says` says, when not the state */
  int (*run) (FfbCliCards *cards);
  const char *takes; /* marked for translation: what it takes, when not what its args say */
} FfbCliCardStep;

struct _FfbCliCardGame
{
  const char *command;   /* "cards", "cards --years": how its messages begin */
  const FfbCliCardStep *steps;
  guint n_steps;
  const char *usage;     /* marked for translation: when no step is given */
  const char *game;      /* marked for translation: what its steps are of, "card play" */
  const char *step_list; /* marked for translation: its steps, "on, deal, ... or state" */
  gboolean names_file;   /* its refusals begin with the file's name */
  /* The campaign opened for `step`, by the readers the step is for; NULL with an error. */
  FfbCampaign *(*open) (const FfbCliCards *cards, const FfbCliCardStep *step, GError **error);
  /* Checks that `step` may run on the opened campaign; FALSE with the exit status in `status`
   * when it may not (or when the system has answered the step itself). */
  gboolean (*ready) (FfbCliCards *cards, const FfbCliCardStep *step, int *status);
  const FfbDeck *(*deck) (const FfbCliCards *cards); /* the deck that is on */
  int (*print_state) (FfbCliCards *cards);
  /* on DECK: the engine's call, and its sentence once the deck is on; FALSE with the
   * engine's refusal. */
  gboolean (*turn_on) (FfbCliCards *cards, const FfbDeck *deck, GError **error);
};

extern const FfbCliCardGame ffb_cli_battle_cards; /* C1 */
extern const FfbCliCardGame ffb_cli_year_cards;   /* C2 */

/* Runs `step`'s engine call and says what it `says`; the exit status. */
int ffb_cli_card_call (const FfbCliCardStep *step, FfbCliCards *cards);
/* on DECK: the deck the word names, turned on by the system. */
int ffb_cli_card_turn_on (FfbCliCards *cards);

/* "  KH       King of Hearts: 1 action: Move, Charge." */
void ffb_cli_print_card (const FfbDeck *deck, const char *card, FfbSide side,
                         gboolean mississippi);
/* The same line with what the card gives as given (C2D, C2E: where it is used). */
void ffb_cli_print_card_giving (const FfbDeck *deck, const char *card,
                                const FfbCardAllowance *gives);
/* A line for each card of `cards` (a hand, the cards played). */
void ffb_cli_print_cards (const FfbDeck *deck, const GPtrArray *cards, FfbSide side,
                          gboolean mississippi);
/* A side's pick for his eyes, under `heading`; nothing when `card` is NULL. */
void ffb_cli_print_pick (const FfbDeck *deck, const char *heading, const char *card,
                         FfbSide side, gboolean mississippi);
/* `phases`' text for `phase`, translated; the first (between deals) when it is none of them. */
const char *ffb_cli_card_phase_text (const char *const *phases, guint n_phases, guint phase);
/* A card as typed, made the deck's id when it names one in another case; else as typed. */
const char *ffb_cli_card_id (const FfbDeck *deck, const char *word);
/* The card the step's word names, in the deck that is on. */
const char *ffb_cli_card (const FfbCliCards *cards);
/* The deck `on DECK` names, a built-in deck's id or a file; NULL once it has said why not. */
FfbDeck *ffb_cli_card_deck_open (const char *word);
/* The failure a refusal of the engine is, after the file's name when `path` is given. */
int      ffb_cli_card_refused (const char *path, const GError *error);

G_END_DECLS
