/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-card-steps.c: the steps both card systems' tables run alike (cli-cards.h): an engine
 * call, then the state or the step's sentence, and on DECK. What is each system's own (the
 * engine it calls, the deck that is on, how it prints the state) the system's FfbCliCardGame
 * gives. */
#include "cli-cards.h"

#include <glib/gi18n.h>

static int
refused (const FfbCliCards *cards, const GError *error)
{
  return ffb_cli_card_refused (cards->game->names_file ? cards->path : NULL, error);
}

/* The tables' sentences are not literals here, so the compiler cannot hold them to their
 * arguments: FfbCliCardSays fixes what each takes (the side's name), and msgfmt -c holds each
 * translation to its English. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void
say_side (const char *sentence, FfbSide side)
{
  g_print (_(sentence), ffb_side_display_name (side));
}
#pragma GCC diagnostic pop

int
ffb_cli_card_call (const FfbCliCardStep *step, FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!step->call (cards, &error))
    return refused (cards, error);
  if (step->says == FFB_CLI_CARD_SAYS_STATE)
    return cards->game->print_state (cards);
  say_side (step->sentence, cards->side);
  /* A card played on is C1E's, and the river (C2E) plays no part in what it gives. */
  if (step->says == FFB_CLI_CARD_SAYS_CARD)
    ffb_cli_print_card (cards->game->deck (cards), ffb_cli_card (cards), cards->side, FALSE);
  return FFB_EXIT_OK;
}

int
ffb_cli_card_turn_on (FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = ffb_cli_card_deck_open (cards->word);

  if (deck == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (!cards->game->turn_on (cards, deck, &error))
    return refused (cards, error);
  return FFB_EXIT_OK;
}
