/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-hand.c: one player's hand on paper (issue 15, RULES.md C1, C2), for groups that
 * play with printed hands: his cards highest first, one a row with what it allows and a box to
 * tick when it is played, and the precedence to play them by. The sheet is built from the card
 * ids it is given and nothing else, so a hand taken from the player's view of a deal cannot
 * carry the other side's cards onto it; a hidden card is refused rather than printed. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-pile.h"

static gboolean
check_hand (const FfbDeck *deck, FfbSide side, const GPtrArray *hand, GError **error)
{
  for (guint i = 0; i < hand->len; i++)
    {
      const char *id = g_ptr_array_index (hand, i);

      if (g_str_equal (id, FFB_CARD_HIDDEN))
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("Card %u of the hand is hidden from the %s player: a hand sheet "
                         "prints its owner's own cards only."), i + 1,
                       ffb_side_display_name (side));
          return FALSE;
        }
      if (ffb_deck_lookup (deck, id) == NULL)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("Card %u of the hand, “%s”, is not a card of the deck “%s”."), i + 1,
                       id, deck->id);
          return FALSE;
        }
    }
  return TRUE;
}

static int
higher_first (gconstpointer pa, gconstpointer pb, gpointer deck)
{
  return -ffb_deck_compare (deck, *(const char *const *) pa, *(const char *const *) pb);
}

static const char *
hand_name (FfbSide side)
{
  return side == FFB_SIDE_UNION ? _("Union player's hand") : _("Confederate player's hand");
}

static void
add_title (FfbSheet *sheet, FfbSide side, guint n_cards, const char *occasion)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "title");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_TITLE);
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card.",
                                                         "%u cards.", n_cards), n_cards);
  const char *secret = side == FFB_SIDE_UNION
                       ? _("Private to the Union player: keep it from the Confederate player.")
                       : _("Private to the Confederate player: keep it from the Union player.");

  row->text = g_strdup_printf ("%s \u2013 %s", sheet->battle_name, sheet->copy_name);
  row->detail = occasion != NULL ? g_strdup_printf ("%s. %s %s", occasion, count, secret)
                                 : g_strdup_printf ("%s %s", count, secret);
}

/* C2E: what the player's own cards give while the USA holds the river (the Confederate's
 * alone; the engine says which cards change). */
static void
add_mississippi (FfbBlock *block, const FfbDeck *deck, FfbSide side, const GPtrArray *cards)
{
  const FfbCardType *last = NULL;
  gboolean said = FALSE;

  for (guint i = 0; i < cards->len; i++)
    {
      const FfbCardType *card = ffb_deck_lookup (deck, g_ptr_array_index (cards, i));
      FfbCardAllowance base = ffb_card_type_allowance (deck, card, side, FALSE);
      FfbCardAllowance held = ffb_card_type_allowance (deck, card, side, TRUE);
      g_autofree char *allows = NULL;

      /* Copies of one card sit together, highest first: one line says it for them all. */
      if (card == last || (base.actions == held.actions && base.build_short == held.build_short))
        continue;
      last = card;
      if (!said)
        ffb_block_add_fact (block, "C2E", _("While the USA holds St. Louis, Memphis and "
                                            "Vicksburg, your cards give:"));
      said = TRUE;
      allows = ffb_deck_allowance_text (&held);
      ffb_block_add_fact (block, "C2E", _("%s: %s"), card->name, allows);
    }
}

static void
add_cards (FfbSheet *sheet, const FfbDeck *deck, FfbSide side, const GPtrArray *hand)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "hand");
  FfbSheetRow *heading = ffb_block_add_row (block, FFB_ROW_HEADING);
  /* Borrowed ids: g_ptr_array_copy would take the hand's free function too. */
  g_autoptr(GPtrArray) cards = g_ptr_array_sized_new (hand->len);

  for (guint i = 0; i < hand->len; i++)
    g_ptr_array_add (cards, g_ptr_array_index (hand, i));
  heading->text = g_strdup (_("Cards"));
  heading->detail = g_strdup (_("(tick a card's box when it is played)"));
  g_ptr_array_sort_with_data (cards, higher_first, (gpointer) deck);
  for (guint i = 0; i < cards->len; i++)
    {
      const FfbCardType *card = ffb_deck_lookup (deck, g_ptr_array_index (cards, i));
      FfbCardAllowance allowance = ffb_card_type_allowance (deck, card, side, FALSE);
      g_autofree char *label = ffb_sheet_deck_card_label (deck, card);
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);
      g_autofree char *text = g_strdup_printf (" \u2013 %s", allows);
      FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_ITEMS);

      row->tag = g_strdup (ffb_sheet_deck_allows_rule (deck));
      ffb_row_add_item (row, label, text);
    }
  add_mississippi (block, deck, side, cards);
}

FfbSheet *
ffb_sheet_new_hand (const FfbDeck *deck, FfbSide side, const GPtrArray *hand,
                    const char *occasion, GError **error)
{
  FfbSheet *sheet;
  FfbBlock *block;

  g_return_val_if_fail (deck != NULL && hand != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  if (!ffb_deck_check (deck, error) || !check_hand (deck, side, hand, error))
    return NULL;
  sheet = ffb_sheet_alloc (FFB_SHEET_HAND, side == FFB_SIDE_UNION ? FFB_READER_UNION
                                                                  : FFB_READER_CONFEDERATE,
                           deck->name, hand_name (side));
  add_title (sheet, side, hand->len, occasion);
  add_cards (sheet, deck, side, hand);
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "precedence");
  ffb_sheet_deck_add_precedence (block, deck);
  return sheet;
}
