/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-deck-labels.c: how a deck's sheets (the quick reference, its rules, a hand) name a
 * card, a class and the rules of what a card allows, and which copy of a card type stands for
 * it, so that all of them say it alike. */
#include "ffb-sheet-private.h"

char *
ffb_sheet_deck_class_label (const FfbDeckClass *class)
{
  if (class->symbol == NULL)
    return g_strdup (class->name);
  return g_strdup_printf ("%s\u00a0%s", class->symbol, class->name);
}

char *
ffb_sheet_deck_card_label (const FfbDeck *deck, const FfbCardType *card)
{
  const FfbDeckClass *suit = card->suit >= 0 ? g_ptr_array_index (deck->suits, card->suit)
                                             : NULL;

  if (suit == NULL || suit->symbol == NULL)
    return g_strdup (card->name);
  return g_strdup_printf ("%s\u00a0%s", suit->symbol, card->name);
}

const char *
ffb_sheet_deck_allows_rule (const FfbDeck *deck)
{
  return deck->system == FFB_DECK_ACTIVATION ? "C1B C1C" : "C2D";
}

char *
ffb_sheet_deck_first_copy (const FfbCardType *card)
{
  return card->count == 1 ? g_strdup (card->id) : g_strdup_printf ("%s.1", card->id);
}
