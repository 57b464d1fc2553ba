/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards.h: the one `cards` command (cli-cards.c) and the two card systems it runs, each a
 * table of its steps: a battle's activation deck (C1, cli-cards-battle.c) and, with --years,
 * the campaign's action deck (C2, cli-cards-years.c). The words both print a card with are in
 * cli-card-words.c. */
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

/* One run of the command, as its words were read. */
typedef struct
{
  const char *path;
  const char *battle_id; /* --battle, or NULL */
  FfbCampaign *campaign; /* owned, once opened */
  FfbBattle *battle;     /* C1: the battle's, once picked */
  FfbSide side;
  const char *word;      /* the deck, the card, the flag or the place, as typed */
  const char *unit;      /* C1G: the unit, as typed */
  const char *action;    /* C1G: its action, as typed */
} FfbCliCards;

typedef struct
{
  const char *name;
  FfbCliCardArgs args;
  gboolean writes;
  int (*run) (FfbCliCards *cards);
  const char *takes; /* marked for translation: what it takes, when not what its args say */
} FfbCliCardStep;

typedef struct
{
  const char *command;   /* "cards", "cards --years": how its messages begin */
  const FfbCliCardStep *steps;
  guint n_steps;
  const char *usage;     /* marked for translation: when no step is given */
  const char *game;      /* marked for translation: what its steps are of, "card play" */
  const char *step_list; /* marked for translation: its steps, "on, deal, ... or state" */
  /* Opens cards->campaign for `step` and checks that it may run; FALSE with the exit status
   * in `status` when it may not (or when the system has answered the step itself). */
  gboolean (*ready) (FfbCliCards *cards, const FfbCliCardStep *step, int *status);
} FfbCliCardGame;

extern const FfbCliCardGame ffb_cli_battle_cards; /* C1 */
extern const FfbCliCardGame ffb_cli_year_cards;   /* C2 */

/* "  KH       King of Hearts: 1 action: Move, Charge." */
void ffb_cli_print_card (const FfbDeck *deck, const char *card, FfbSide side,
                         gboolean mississippi);
/* A card as typed, made the deck's id when it names one in another case; else as typed. */
const char *ffb_cli_card_id (const FfbDeck *deck, const char *word);
/* The deck `on DECK` names, a built-in deck's id or a file; NULL once it has said why not. */
FfbDeck *ffb_cli_card_deck_open (const char *word);
/* The failure a refusal of the engine is, after the file's name when `path` is given. */
int      ffb_cli_card_refused (const char *path, const GError *error);

G_END_DECLS
