/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck.c: a deck as data: its parts, copies and equality, and its physical cards. The
 * meaning checks are in ffb-deck-check.c, precedence and allowances in ffb-deck-order.c. */
#include "ffb-deck.h"

#include <string.h>
#include <glib/gi18n-lib.h>

FFB_DEFINE_WORDS (deck_system, FfbDeckSystem, ("activation", "action"))
FFB_DEFINE_WORDS (deck_tie, FfbDeckTie, ("drawn-first", "union"))
FFB_DEFINE_SHOWN_WORDS (card_allow, int,
                        ("move", "charge", "fire", "rally", "group-move", "strategic-move",
                         "build", "supply"),
                        /* Translators: what a card lets a player do (RULES.md C1C, C2D). */
                        (N_("Move"), N_("Charge"), N_("Fire"), N_("Rally"), N_("Group Move"),
                         N_("Strategic Move"), N_("Build"), N_("Supply")))

FFB_DEFINE_SHOWN_WORDS (card_place, FfbCardPlace, ("east", "west", "georgia"),
                        /* Translators: where a Confederate card is used (RULES.md C2E). */
                        (N_("East of the Mississippi"), N_("West of the Mississippi"),
                         N_("In Georgia")))

G_STATIC_ASSERT (FFB_CARD_ALLOWS_SUPPLY == 1 << (FFB_N_CARD_ALLOWS - 1));

/* ---- Parts ------------------------------------------------------------------------- */

FfbDeckClass *
ffb_deck_class_new (const char *id, const char *name)
{
  FfbDeckClass *class = g_new0 (FfbDeckClass, 1);

  class->id = g_strdup (id);
  class->name = g_strdup (name);
  return class;
}

static void
class_free (gpointer data)
{
  FfbDeckClass *class = data;

  g_free (class->id);
  g_free (class->name);
  g_free (class->symbol);
  g_free (class);
}

static gpointer
class_copy (gconstpointer source, gpointer unused)
{
  const FfbDeckClass *from = source;
  FfbDeckClass *class = g_memdup2 (from, sizeof *from);

  class->id = g_strdup (from->id);
  class->name = g_strdup (from->name);
  class->symbol = g_strdup (from->symbol);
  return class;
}

static gboolean
class_equal (gconstpointer pa, gconstpointer pb)
{
  const FfbDeckClass *a = pa, *b = pb;

  return g_str_equal (a->id, b->id) && g_str_equal (a->name, b->name)
         && g_strcmp0 (a->symbol, b->symbol) == 0
         && a->actions == b->actions && a->actions_by_number == b->actions_by_number
         && a->allows == b->allows && a->steps_per_block == b->steps_per_block
         && a->mississippi_less == b->mississippi_less;
}

FfbCardType *
ffb_card_type_new (const char *id, const char *name)
{
  FfbCardType *card = g_new0 (FfbCardType, 1);

  card->id = g_strdup (id);
  card->name = g_strdup (name);
  card->rank = -1;
  card->suit = -1;
  card->count = 1;
  return card;
}

static void
card_free (gpointer data)
{
  FfbCardType *card = data;

  g_free (card->id);
  g_free (card->name);
  g_free (card);
}

static gpointer
card_copy (gconstpointer source, gpointer unused)
{
  const FfbCardType *from = source;
  FfbCardType *card = g_memdup2 (from, sizeof *from);

  card->id = g_strdup (from->id);
  card->name = g_strdup (from->name);
  return card;
}

static gboolean
card_equal (gconstpointer pa, gconstpointer pb)
{
  const FfbCardType *a = pa, *b = pb;

  return g_str_equal (a->id, b->id) && g_str_equal (a->name, b->name) && a->kind == b->kind
         && a->rank == b->rank && a->suit == b->suit && a->number == b->number
         && a->count == b->count && a->actions == b->actions && a->allows == b->allows;
}

/* ---- The deck ---------------------------------------------------------------------- */

FfbDeck *
ffb_deck_new (void)
{
  FfbDeck *deck = g_new0 (FfbDeck, 1);

  deck->id = g_strdup ("");
  deck->name = g_strdup ("");
  deck->kinds = g_ptr_array_new_with_free_func (class_free);
  deck->ranks = g_ptr_array_new_with_free_func (class_free);
  deck->suits = g_ptr_array_new_with_free_func (class_free);
  deck->cards = g_ptr_array_new_with_free_func (card_free);
  return deck;
}

void
ffb_deck_free (FfbDeck *deck)
{
  if (deck == NULL)
    return;
  g_free (deck->id);
  g_free (deck->name);
  g_ptr_array_unref (deck->kinds);
  g_ptr_array_unref (deck->ranks);
  g_ptr_array_unref (deck->suits);
  g_ptr_array_unref (deck->cards);
  g_free (deck);
}

FfbDeck *
ffb_deck_copy (const FfbDeck *deck)
{
  FfbDeck *copy;

  g_return_val_if_fail (deck != NULL, NULL);
  copy = g_memdup2 (deck, sizeof *deck);
  copy->id = g_strdup (deck->id);
  copy->name = g_strdup (deck->name);
  copy->kinds = g_ptr_array_copy (deck->kinds, class_copy, NULL);
  copy->ranks = g_ptr_array_copy (deck->ranks, class_copy, NULL);
  copy->suits = g_ptr_array_copy (deck->suits, class_copy, NULL);
  copy->cards = g_ptr_array_copy (deck->cards, card_copy, NULL);
  g_ptr_array_set_free_func (copy->kinds, class_free);
  g_ptr_array_set_free_func (copy->ranks, class_free);
  g_ptr_array_set_free_func (copy->suits, class_free);
  g_ptr_array_set_free_func (copy->cards, card_free);
  return copy;
}

static gboolean
arrays_equal (const GPtrArray *a, const GPtrArray *b, GEqualFunc equal)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

gboolean
ffb_deck_equal (const FfbDeck *a, const FfbDeck *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return g_str_equal (a->id, b->id) && g_str_equal (a->name, b->name)
         && a->system == b->system && a->tie == b->tie && a->hand_size == b->hand_size
         && a->turns_a_year == b->turns_a_year && a->winter_movement == b->winter_movement
         && a->mississippi_build_short == b->mississippi_build_short
         && arrays_equal (a->kinds, b->kinds, class_equal)
         && arrays_equal (a->ranks, b->ranks, class_equal)
         && arrays_equal (a->suits, b->suits, class_equal)
         && arrays_equal (a->cards, b->cards, card_equal);
}

/* ---- Physical cards ---------------------------------------------------------------- */

guint
ffb_deck_n_cards (const FfbDeck *deck)
{
  guint n = 0;

  g_return_val_if_fail (deck != NULL, 0);
  for (guint i = 0; i < deck->cards->len; i++)
    n += ((const FfbCardType *) g_ptr_array_index (deck->cards, i))->count;
  return n;
}

GPtrArray *
ffb_deck_card_ids (const FfbDeck *deck)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (deck != NULL, ids);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);

      if (card->count == 1)
        g_ptr_array_add (ids, g_strdup (card->id));
      else
        for (int copy = 1; copy <= card->count; copy++)
          g_ptr_array_add (ids, g_strdup_printf ("%s.%d", card->id, copy));
    }
  return ids;
}

static const FfbCardType *
find_type (const FfbDeck *deck, const char *id, gsize length)
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);

      if (strlen (card->id) == length && strncmp (card->id, id, length) == 0)
        return card;
    }
  return NULL;
}

/* A type's id holds no dot (the schema says so), so "id.n" splits at its last one. */
const FfbCardType *
ffb_deck_lookup (const FfbDeck *deck, const char *card_id)
{
  const FfbCardType *card;
  const char *dot;
  guint64 copy = 0;

  g_return_val_if_fail (deck != NULL, NULL);
  if (card_id == NULL)
    return NULL;
  dot = strrchr (card_id, '.');
  if (dot == NULL)
    {
      card = find_type (deck, card_id, strlen (card_id));
      return card != NULL && card->count == 1 ? card : NULL;
    }
  card = find_type (deck, card_id, dot - card_id);
  if (card == NULL || card->count < 2
      || !g_ascii_string_to_unsigned (dot + 1, 10, 1, card->count, &copy, NULL)
      || dot[1] == '0')
    return NULL;
  return card;
}

const char *
ffb_deck_card_name (const FfbDeck *deck, const char *card_id)
{
  const FfbCardType *card = ffb_deck_lookup (deck, card_id);

  return card != NULL ? card->name : "?";
}
