/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-deck.c: a deck's quick reference (issue 15, RULES.md C1, C2): what each card or
 * group of cards allows, then the precedence and the sequence of play
 * (ffb-sheet-deck-rules.c); the names of cards and classes on it are ffb-sheet-deck-labels.c's.
 * Every number on it is read from the deck or worked out by the engine
 * (ffb_card_type_allowance), so that a table's own deck file gets its own reference. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

/* ---- Cards in groups ---------------------------------------------------------------- */

/* Card types of one kind and suit, next to each other in precedence, that allow the same:
 * "King, Queen, Jack of Hearts". */
typedef struct
{
  GPtrArray *types; /* const FfbCardType*, borrowed */
  FfbCardAllowance allowance;
} Group;

static void
group_free (gpointer data)
{
  Group *group = data;

  g_ptr_array_unref (group->types);
  g_free (group);
}

static gboolean
same_allowance (const FfbCardAllowance *a, const FfbCardAllowance *b)
{
  return a->actions == b->actions && a->allows == b->allows
         && a->steps_per_block == b->steps_per_block && a->build_short == b->build_short;
}

static gboolean
joins (const Group *group, const FfbCardType *card, const FfbCardAllowance *allowance)
{
  const FfbCardType *first = g_ptr_array_index (group->types, 0);

  /* Only playing cards group: an action card is named by itself. */
  return first->rank >= 0 && card->rank >= 0 && first->kind == card->kind
         && first->suit == card->suit && same_allowance (&group->allowance, allowance);
}

static int
by_precedence (gconstpointer pa, gconstpointer pb, gpointer deck)
{
  g_autofree char *a = ffb_sheet_deck_first_copy (*(const FfbCardType *const *) pa);
  g_autofree char *b = ffb_sheet_deck_first_copy (*(const FfbCardType *const *) pb);

  return -ffb_deck_compare (deck, a, b);
}

/* The deck's card types, highest first; for a playing-card deck by suit first, so that
 * each suit's ranks come together. */
static GPtrArray *
types_in_order (const FfbDeck *deck)
{
  g_autoptr(GPtrArray) types = g_ptr_array_new ();

  for (guint i = 0; i < deck->cards->len; i++)
    g_ptr_array_add (types, g_ptr_array_index (deck->cards, i));
  g_ptr_array_sort_with_data (types, by_precedence, (gpointer) deck);
  return g_steal_pointer (&types);
}

static int
by_suit (gconstpointer pa, gconstpointer pb)
{
  const FfbCardType *a = *(const FfbCardType *const *) pa;
  const FfbCardType *b = *(const FfbCardType *const *) pb;
  int sa = a->suit < 0 ? -1 : a->suit, sb = b->suit < 0 ? -1 : b->suit;

  return (sa > sb) - (sa < sb);
}

static GPtrArray *
card_groups (const FfbDeck *deck)
{
  g_autoptr(GPtrArray) types = types_in_order (deck);
  GPtrArray *groups = g_ptr_array_new_with_free_func (group_free);

  /* Stable (a merge sort): within a suit the ranks keep their precedence order. */
  g_ptr_array_sort (types, by_suit);
  for (guint i = 0; i < types->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (types, i);
      FfbCardAllowance allowance = ffb_card_type_allowance (deck, card, FFB_SIDE_UNION, FALSE);
      Group *last = groups->len > 0 ? g_ptr_array_index (groups, groups->len - 1) : NULL;

      if (last == NULL || !joins (last, card, &allowance))
        {
          last = g_new0 (Group, 1);
          last->types = g_ptr_array_new ();
          last->allowance = allowance;
          g_ptr_array_add (groups, last);
        }
      g_ptr_array_add (last->types, (gpointer) card);
    }
  return groups;
}

/* "King, Queen, Jack of ♥ Hearts" or "Joker (2 cards)". */
static char *
group_label (const FfbDeck *deck, const Group *group)
{
  const FfbCardType *first = g_ptr_array_index (group->types, 0);
  g_autoptr(GPtrArray) ranks = NULL;
  g_autofree char *suit = NULL;
  g_autofree char *joined = NULL;

  if (first->rank < 0 || first->suit < 0)
    return first->count == 1
           ? g_strdup (first->name)
           : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d card)", "%s (%d cards)",
                                           first->count), first->name, first->count);
  ranks = g_ptr_array_new ();
  for (guint i = 0; i < group->types->len; i++)
    g_ptr_array_add (ranks, ((FfbDeckClass *) g_ptr_array_index (
                       deck->ranks, ((const FfbCardType *) group->types->pdata[i])->rank))->name);
  g_ptr_array_add (ranks, NULL);
  /* Translators: between the ranks of a group of cards: "King, Queen, Jack". */
  joined = g_strjoinv (_(", "), (char **) ranks->pdata);
  suit = ffb_sheet_deck_class_label (g_ptr_array_index (deck->suits, first->suit));
  /* Translators: ranks of a suit: "King, Queen, Jack of ♥ Hearts". */
  return g_strdup_printf (_("%s of %s"), joined, suit);
}

static void
add_allowances (FfbSheet *sheet, const FfbDeck *deck)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "cards");
  g_autoptr(GPtrArray) groups = card_groups (deck);
  FfbSheetRow *heading = ffb_block_add_row (block, FFB_ROW_HEADING);

  heading->text = g_strdup (_("What each card allows"));
  heading->detail = g_strdup (deck->system == FFB_DECK_ACTIVATION
                              ? _("(actions a card gives, and what they may be)")
                              : _("(actions or supply steps a card gives)"));
  for (guint i = 0; i < groups->len; i++)
    {
      const Group *group = g_ptr_array_index (groups, i);
      g_autofree char *label = group_label (deck, group);
      g_autofree char *allows = ffb_deck_allowance_text (&group->allowance);

      /* Translators: a card or group of cards, then what it allows. */
      ffb_block_add_fact (block, ffb_sheet_deck_allows_rule (deck), _("%s: %s"), label,
                          allows);
    }
}

/* C2E: what changes for the Confederate player while the USA holds the river, card by card,
 * as the engine works it out. */
static void
add_mississippi (FfbSheet *sheet, const FfbDeck *deck)
{
  g_autoptr(GPtrArray) types = types_in_order (deck);
  FfbBlock *block = NULL;

  for (guint i = 0; i < types->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (types, i);
      FfbCardAllowance base = ffb_card_type_allowance (deck, card, FFB_SIDE_CONFEDERATE, FALSE);
      FfbCardAllowance held = ffb_card_type_allowance (deck, card, FFB_SIDE_CONFEDERATE, TRUE);
      g_autofree char *allows = NULL;

      if (same_allowance (&base, &held))
        continue;
      if (block == NULL)
        {
          block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "mississippi");
          ffb_block_add_fact (block, "C2E", _("While the USA holds St. Louis, Memphis and "
                                              "Vicksburg, a Confederate card gives:"));
        }
      allows = ffb_deck_allowance_text (&held);
      ffb_block_add_fact (block, "C2E", _("%s: %s"), card->name, allows);
    }
}

static void
add_title (FfbSheet *sheet, const FfbDeck *deck)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "title");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_TITLE);
  guint n = ffb_deck_n_cards (deck);

  row->text = g_strdup_printf ("%s \u2013 %s", sheet->battle_name, sheet->copy_name);
  row->detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card, deck “%s”.",
                                              "%u cards, deck “%s”.", n), n, deck->id);
}

FfbSheet *
ffb_sheet_new_deck_reference (const FfbDeck *deck, GError **error)
{
  FfbSheet *sheet;
  FfbBlock *block;

  g_return_val_if_fail (deck != NULL, NULL);
  if (!ffb_deck_check (deck, error))
    return NULL;
  sheet = ffb_sheet_alloc (FFB_SHEET_DECK_REFERENCE, FFB_READER_REFEREE, deck->name,
                           _("Quick reference"));
  add_title (sheet, deck);
  add_allowances (sheet, deck);
  add_mississippi (sheet, deck);
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "precedence");
  ffb_sheet_deck_add_precedence (block, deck);
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "sequence");
  ffb_sheet_deck_add_sequence (block, deck);
  return sheet;
}
