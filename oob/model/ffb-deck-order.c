/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck-order.c: which of two cards is higher (C1A, C2C) and what a card allows (C1B, C1C,
 * C2D, C2E), both read from the deck's data (ffb-deck.h says the order). */
#include "ffb-deck.h"

#include <glib/gi18n-lib.h>

static const FfbDeckClass *
class_at (const GPtrArray *classes, int index)
{
  return index >= 0 && (guint) index < classes->len ? g_ptr_array_index (classes, index) : NULL;
}

/* Lower places in a list are higher cards; a card with no rank or suit ranks below one that
 * has it only where both are of one kind, which the deck's check makes alike. */
static int
by_place (int a, int b)
{
  return (a < b) - (a > b);
}

int
ffb_deck_compare (const FfbDeck *deck, const char *a, const char *b)
{
  const FfbCardType *ca, *cb;
  int order;

  g_return_val_if_fail (deck != NULL, 0);
  ca = ffb_deck_lookup (deck, a);
  cb = ffb_deck_lookup (deck, b);
  g_return_val_if_fail (ca != NULL && cb != NULL, 0);

  if ((order = by_place (ca->kind, cb->kind)) != 0)
    return order;
  if (ca->rank >= 0 && cb->rank >= 0 && (order = by_place (ca->rank, cb->rank)) != 0)
    return order;
  if ((order = (ca->number > cb->number) - (ca->number < cb->number)) != 0)
    return order;
  if (ca->suit >= 0 && cb->suit >= 0)
    return by_place (ca->suit, cb->suit);
  return 0;
}

/* A card's own number first (a table's own deck writes it on each card); C1B: the kind's
 * number of actions (a joker's three) before the rank's (a face card's one);
 * C2D: an action or supply card's own number. */
static int
count_actions (const FfbDeckClass *kind, const FfbDeckClass *rank, const FfbCardType *card)
{
  if (card->actions > 0)
    return card->actions;
  if (kind->actions > 0)
    return kind->actions;
  if (kind->actions_by_number)
    return card->number;
  return rank != NULL ? rank->actions : 0;
}

FfbCardAllowance
ffb_card_type_allowance (const FfbDeck *deck, const FfbCardType *card, FfbSide side,
                         gboolean mississippi)
{
  FfbCardAllowance allowance = { 0, 0, 0, 0 };
  const FfbDeckClass *kind, *rank, *suit;

  g_return_val_if_fail (deck != NULL && card != NULL, allowance);
  kind = class_at (deck->kinds, card->kind);
  rank = class_at (deck->ranks, card->rank);
  suit = class_at (deck->suits, card->suit);
  if (kind == NULL)
    return allowance;
  allowance.actions = count_actions (kind, rank, card);
  /* C1C: the suit says what a card's actions may be; a joker's kind says it for itself. */
  allowance.allows = card->allows | kind->allows | (rank != NULL ? rank->allows : 0)
                     | (suit != NULL ? suit->allows : 0);
  allowance.steps_per_block = kind->steps_per_block;
  /* C2E: while the USA holds the river, a Confederate supply card gives less and a
   * Confederate Build comes in short (east of the river: the table says where it builds). */
  if (mississippi && side == FFB_SIDE_CONFEDERATE)
    {
      allowance.actions = MAX (0, allowance.actions - kind->mississippi_less);
      if (allowance.allows & FFB_CARD_ALLOWS_BUILD)
        allowance.build_short = deck->mississippi_build_short;
    }
  return allowance;
}

FfbCardAllowance
ffb_deck_allowance (const FfbDeck *deck, const char *card_id, FfbSide side,
                    gboolean mississippi)
{
  FfbCardAllowance none = { 0, 0, 0, 0 };
  const FfbCardType *card;

  g_return_val_if_fail (deck != NULL, none);
  card = ffb_deck_lookup (deck, card_id);
  g_return_val_if_fail (card != NULL, none);
  return ffb_card_type_allowance (deck, card, side, mississippi);
}

/* "Move, Charge or Fire": any one of them, for each of a card's actions. */
static char *
allowed_words (guint allows)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (int bit = 0; bit < FFB_N_CARD_ALLOWS; bit++)
    if (allows & (1u << bit))
      g_ptr_array_add (words, (gpointer) ffb_card_allow_display_name (bit));
  for (guint i = 0; i < words->len; i++)
    {
      if (i > 0)
        /* Translators: between the sorts of action a card allows, "Move, Charge or Fire":
         * the first between all but the last two, the second before the last. */
        g_string_append (out, i + 1 < words->len ? _(", ") : _(" or "));
      g_string_append (out, g_ptr_array_index (words, i));
    }
  return g_string_free (out, FALSE);
}

char *
ffb_deck_allowance_text (const FfbCardAllowance *allowance)
{
  g_autofree char *words = NULL;
  g_autofree char *text = NULL;
  g_autofree char *short_text = NULL;

  g_return_val_if_fail (allowance != NULL, NULL);
  if (allowance->allows == FFB_CARD_ALLOWS_SUPPLY && allowance->steps_per_block > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d supply step, at most %d to one "
                                         "block.", "%d supply steps, at most %d to one block.",
                                         allowance->actions),
                            allowance->actions, allowance->steps_per_block);
  if (allowance->allows == FFB_CARD_ALLOWS_SUPPLY)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d supply step.",
                                         "%d supply steps.", allowance->actions),
                            allowance->actions);
  words = allowed_words (allowance->allows);
  /* Translators: "2 actions (Fire or Rally)": how many actions, and what each may be. */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d action (%s).", "%d actions (%s).",
                                       allowance->actions),
                          allowance->actions, words);
  if (allowance->build_short <= 0)
    return g_steal_pointer (&text);
  short_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A Build east of the Mississippi "
                                             "comes in %d step short of full strength; west of "
                                             "it or in Georgia at full strength (C2E).",
                                             "A Build east of the Mississippi comes in %d steps "
                                             "short of full strength; west of it or in Georgia "
                                             "at full strength (C2E).", allowance->build_short),
                                allowance->build_short);
  return g_strconcat (text, " ", short_text, NULL);
}
