/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-card-words.c: what both card systems' steps of `cards` read and print alike (cli-cards.h):
 * a card as typed, a card's line, a hand and a pick, a phase, the deck `on` names, a refusal. */
#include "cli-cards.h"

#include <glib/gi18n.h>

#include "ffb-xml-deck.h"

const char *
ffb_cli_card_id (const FfbDeck *deck, const char *word)
{
  g_autoptr(GPtrArray) ids = ffb_deck_card_ids (deck);

  for (guint i = 0; i < ids->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (ids, i), word) == 0)
      return g_intern_string (g_ptr_array_index (ids, i));
  return word;
}

const char *
ffb_cli_card (const FfbCliCards *cards)
{
  return ffb_cli_card_id (cards->game->deck (cards), cards->word);
}

void
ffb_cli_print_card_giving (const FfbDeck *deck, const char *card, const FfbCardAllowance *gives)
{
  g_autofree char *allows = ffb_deck_allowance_text (gives);

  /* Translators: a card's id, its name and what it allows: "KH  King of Hearts: 1 action: Move, Charge." */
  g_print (_("  %-8s %s: %s\n"), card, ffb_deck_card_name (deck, card), allows);
}

void
ffb_cli_print_card (const FfbDeck *deck, const char *card, FfbSide side, gboolean mississippi)
{
  FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, mississippi);

  ffb_cli_print_card_giving (deck, card, &allowance);
}

void
ffb_cli_print_cards (const FfbDeck *deck, const GPtrArray *cards, FfbSide side,
                     gboolean mississippi)
{
  for (guint i = 0; i < cards->len; i++)
    ffb_cli_print_card (deck, g_ptr_array_index (cards, i), side, mississippi);
}

void
ffb_cli_print_pick (const FfbDeck *deck, const char *heading, const char *card, FfbSide side,
                    gboolean mississippi)
{
  if (card == NULL)
    return;
  g_print ("%s", heading);
  ffb_cli_print_card (deck, card, side, mississippi);
}

const char *
ffb_cli_card_phase_text (const char *const *phases, guint n_phases, guint phase)
{
  return _(phases[phase < n_phases ? phase : 0]);
}

FfbDeck *
ffb_cli_card_deck_open (const char *word)
{
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_open (word, &error);
  g_autofree char *known = NULL;

  if (deck != NULL)
    return deck;
  known = g_strjoinv (", ", (char **) ffb_deck_built_in_ids ());
  /* Translators: the first %s is what was typed, the second the built-in decks' ids, the third
   * why the file could not be read. */
  ffb_cli_fail (_("cards: “%s” is neither a built-in deck (%s) nor a deck file: %s"), word,
                known, error->message);
  return NULL;
}

int
ffb_cli_card_refused (const char *path, const GError *error)
{
  if (path == NULL)
    return ffb_cli_fail ("%s", error->message);
  return ffb_cli_fail ("%s: %s", path, error->message);
}
