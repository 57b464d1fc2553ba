/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck-check.c: a deck's meaning, beyond what a schema can say (ffb_deck_check): ids once
 * each, each card's classes, what it allows (by ffb-deck-order.c), the sizes of deck and hand.
 * Kept apart from the deck's data (ffb-deck.c): it reads the order, which reads the data. */
#include "ffb-deck.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (FFB_ERROR, FFB_ERROR_MEANING, format, args));
  va_end (args);
  return FALSE;
}

static gboolean
check_unique (const GPtrArray *items, gsize id_offset, const char *what, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    {
      const char *id = G_STRUCT_MEMBER (const char *, g_ptr_array_index (items, i), id_offset);

      if (!g_hash_table_add (seen, (gpointer) id))
        return fail (error, _("the deck names the %s \"%s\" twice."), what, id);
    }
  return TRUE;
}

static gboolean
check_card (const FfbDeck *deck, const FfbCardType *card, GError **error)
{
  FfbCardAllowance allowance;

  if (card->kind < 0 || (guint) card->kind >= deck->kinds->len
      || card->rank >= (int) deck->ranks->len || card->suit >= (int) deck->suits->len)
    return fail (error, _("the card \"%s\" names a kind, rank or suit the deck does not "
                          "list."), card->id);
  if ((card->rank < 0) != (card->suit < 0))
    return fail (error, _("the card \"%s\" has a rank without a suit or a suit without a "
                          "rank; a playing card has both, an action card neither."), card->id);
  if (card->number != 0 && card->rank >= 0)
    return fail (error, _("the card \"%s\" has both a rank and a number; it is ranked by one "
                          "of them."), card->id);
  allowance = ffb_card_type_allowance (deck, card, FFB_SIDE_UNION, FALSE);
  if (allowance.actions <= 0 || allowance.allows == 0)
    return fail (error, _("the card \"%s\" allows nothing: its kind, rank or suit must give it "
                          "a number of actions and its kind or suit what they may be."),
                 card->id);
  return TRUE;
}

static gboolean
check_sizes (const FfbDeck *deck, GError **error)
{
  guint n = ffb_deck_n_cards (deck);

  if (n > FFB_DECK_MAX_CARDS)
    return fail (error, _("the deck holds %u cards; a deck may hold at most %d."), n,
                 FFB_DECK_MAX_CARDS);
  if (deck->hand_size < 1 || deck->hand_size > FFB_DECK_MAX_HAND)
    return fail (error, _("the deck's hand of %d cards is not between 1 and %d."),
                 deck->hand_size, FFB_DECK_MAX_HAND);
  /* Both hands must be filled or dealt from the deck at once. */
  if (n < 2 * (guint) deck->hand_size)
    return fail (error, _("the deck holds %u cards, too few to deal two hands of %d."), n,
                 deck->hand_size);
  if (deck->system == FFB_DECK_ACTION && deck->turns_a_year < 1)
    return fail (error, _("an action deck must say how many game turns a year has."));
  /* C2B: a card is played every turn, from the cards dealt at the year's start. */
  if (deck->system == FFB_DECK_ACTION && deck->turns_a_year > deck->hand_size)
    return fail (error, _("the deck deals %d cards a year but the year has %d game turns; each "
                          "turn needs a card."), deck->hand_size, deck->turns_a_year);
  return TRUE;
}

gboolean
ffb_deck_check (const FfbDeck *deck, GError **error)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  if (deck->kinds->len == 0 || deck->cards->len == 0)
    return fail (error, _("the deck lists no kinds or no cards."));
  if (!check_unique (deck->kinds, G_STRUCT_OFFSET (FfbDeckClass, id), _("kind"), error)
      || !check_unique (deck->ranks, G_STRUCT_OFFSET (FfbDeckClass, id), _("rank"), error)
      || !check_unique (deck->suits, G_STRUCT_OFFSET (FfbDeckClass, id), _("suit"), error)
      || !check_unique (deck->cards, G_STRUCT_OFFSET (FfbCardType, id), _("card"), error))
    return FALSE;
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);

      if (card->count < 1 || card->count > FFB_DECK_MAX_CARDS)
        return fail (error, _("the card \"%s\" is held %d times; a card is held 1 to %d "
                              "times."), card->id, card->count, FFB_DECK_MAX_CARDS);
      if (!check_card (deck, card, error))
        return FALSE;
    }
  return check_sizes (deck, error);
}
