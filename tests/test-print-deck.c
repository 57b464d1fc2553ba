/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print-deck.c: a deck's printed quick reference and a player's hand sheet (issue 15,
 * point 5; RULES.md C1, C2), read back from the PDF with pdftotext and from the HTML. */
#include <string.h>
#include <pango/pangocairo.h>

#include "ffb-deal.h"
#include "ffb-error.h"
#include "ffb-html.h"
#include "ffb-pdf.h"
#include "ffb-pile.h"
#include "ffb-test-files.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-deck.h"
#include "test-print-common.h"

static FfbDeck *
built_in (const char *id)
{
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_new_built_in (id, &error);

  g_assert_no_error (error);
  return deck;
}

static FfbDeck *
own_deck (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/decks/good/simon-20.xml");
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_load_file (path, &error);

  g_assert_no_error (error);
  return deck;
}

static FfbSheet *
reference (const FfbDeck *deck)
{
  g_autoptr(GError) error = NULL;
  FfbSheet *sheet = ffb_sheet_new_deck_reference (deck, &error);

  g_assert_no_error (error);
  return sheet;
}

/* The sheet's PDF on `paper`, as a person reads it, its white space collapsed (pdftotext
 * reads the no-break space between a suit's sign and its name as a space). */
static char *
pdf_text (FfbSheet *sheet, FfbPaper paper)
{
  g_autofree char *pdf = print_pdf_file (sheet, paper);
  g_autofree char *text = print_pdftotext (pdf, 0, TRUE);

  return print_collapse (text);
}

static void
assert_has (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("the sheet does not say \"%s\":\n%s", part, text);
}

static void
assert_lacks (const char *text, const char *part)
{
  if (strstr (text, part) != NULL)
    g_error ("the sheet says \"%s\", which it must not:\n%s", part, text);
}

/* Each deck's reference fits one page of A4 and one of Letter. */
static void
test_one_page (void)
{
  g_autoptr(FfbDeck) haggerty = built_in ("haggerty");
  g_autoptr(FfbDeck) marian = built_in ("marian");
  g_autoptr(FfbDeck) own = own_deck ();
  const FfbDeck *decks[] = { haggerty, marian, own };

  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    for (FfbPaper paper = FFB_PAPER_A4; paper <= FFB_PAPER_LETTER; paper++)
      {
        g_autoptr(FfbSheet) sheet = reference (decks[i]);
        g_autofree char *pdf = print_pdf_file (sheet, paper);

        g_assert_nonnull (pdf);
        if (ffb_sheet_get_n_pages (sheet) != 1)
          g_error ("the reference of %s takes %u pages of %s", decks[i]->id,
                   ffb_sheet_get_n_pages (sheet), ffb_paper_to_string (paper));
        g_assert_cmpint (ffb_sheet_get_kind (sheet), ==, FFB_SHEET_DECK_REFERENCE);
      }
}

/* What every card type allows, as the engine works it out, is on the reference. */
static void
assert_allowances (const char *text, const FfbDeck *deck)
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);
      FfbCardAllowance allowance = ffb_card_type_allowance (deck, card, FFB_SIDE_UNION, FALSE);
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);

      assert_has (text, allows);
    }
}

/* C1A-C1F on the Haggerty deck's reference, each line with its rule id; suits by name and
 * sign. */
static void
test_c1_reference (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(FfbSheet) sheet = reference (deck);
  g_autofree char *text = pdf_text (sheet, FFB_PAPER_A4);

  assert_has (text, "The Haggerty deck \u2013 Quick reference");
  assert_has (text, "54 cards");
  assert_allowances (text, deck);
  assert_has (text, "C1B C1C King, Queen, Jack of \u2665 Hearts: 1 action (Move or Charge).");
  assert_has (text, "C1B C1C 10, 9, 8, 7, 6, 5, 4 of \u2660 Spades: 2 actions (Fire "
                    "or Rally).");
  assert_has (text, "C1B C1C 3, 2, Ace of \u2663 Clubs: 3 actions (Fire).");
  assert_has (text, "C1B C1C 3, 2, Ace of \u2666 Diamonds: 3 actions (Move).");
  assert_has (text, "C1B C1C Joker (2 cards): 3 actions (Move, Charge, Fire or Rally).");
  assert_has (text, "C1A By kind, highest first: Joker, then Suit card.");
  assert_has (text, "C1A Then by rank, highest first: King, Queen, Jack, 10, 9, 8, 7, 6, 5, 4, "
                    "3, 2, Ace.");
  assert_has (text, "C1A Then, between cards of one rank, by suit: \u2665 Hearts > "
                    "\u2663 Clubs > \u2666 Diamonds > \u2660 Spades.");
  assert_has (text, "C1A Two cards still equal (Joker): the one drawn first");
  assert_has (text, "C1D A turn: each player fills his hand to 6 cards");
  assert_has (text, "C1E A round: each player picks a card in secret");
  assert_has (text, "C1E The First Player acts, and may play further cards, each outranking "
                    "his previous one.");
  assert_has (text, "each outranking both his previous card and the First Player's last card");
  assert_has (text, "C1F At the start of a round a player may pass");
  /* Nothing of the other system. */
  assert_lacks (text, "C2");
}

/* C2A-C2E on the Marian deck's reference: Supply before Action, ties to the USA, the year. */
static void
test_c2_reference (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");
  g_autoptr(FfbSheet) sheet = reference (deck);
  g_autofree char *text = pdf_text (sheet, FFB_PAPER_LETTER);

  assert_has (text, "25 cards");
  assert_allowances (text, deck);
  assert_has (text, "C2D Supply 3 (2 cards): 3 supply steps, at most 2 to one block.");
  assert_has (text, "C2D Action 2 (8 cards): 2 actions (Group Move, Strategic Move or Build).");
  /* Highest first: the supply cards above every action card. */
  g_assert_true (strstr (text, "Supply 2 (3 cards)") < strstr (text, "Action 3 (6 cards)"));
  assert_has (text, "C2E Supply 2: 1 supply step, at most 2 to one block.");
  assert_has (text, "C2E Action 1: 1 action (Group Move, Strategic Move or Build). A Build east "
                    "of the Mississippi comes in 1 step short of full strength; west of it or in Georgia at "
                    "full strength (C2E).");
  assert_has (text, "C2C By kind, highest first: Supply, then Action. A card of a higher kind "
                    "is resolved before any card of a lower kind, and its player is Player 1.");
  assert_has (text, "C2C Then by number: the higher number is higher.");
  assert_has (text, "C2C Two cards still equal (Action 1, Action 2, Action 3, Supply 2, "
                    "Supply 3): the USA's card is higher.");
  assert_has (text, "C2B A year: 6 game turns, the last a Winter turn (land movement -1;");
  assert_has (text, "each player is dealt 6 cards");
  assert_has (text, "C2C A player may pass");
  assert_has (text, "C2D Cards and actions are never saved for later; every Move comes before "
                    "any Build.");
  assert_lacks (text, "C1");
}

/* The numbers come from the deck: changed in the deck, changed on the sheet. */
static void
test_reads_the_deck (void)
{
  g_autoptr(FfbDeck) haggerty = built_in ("haggerty");
  g_autoptr(FfbDeck) marian = built_in ("marian");
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *text = NULL;

  haggerty->hand_size = 5;
  ((FfbDeckClass *) g_ptr_array_index (haggerty->ranks, 0))->actions = 4; /* the King */
  sheet = reference (haggerty);
  text = pdf_text (sheet, FFB_PAPER_A4);
  assert_has (text, "fills his hand to 5 cards");
  assert_has (text, "King of \u2665 Hearts: 4 actions (Move or Charge).");
  assert_has (text, "Queen, Jack of \u2665 Hearts: 1 action (Move or Charge).");
  g_clear_pointer (&sheet, ffb_sheet_unref);
  g_clear_pointer (&text, g_free);

  marian->turns_a_year = 5;
  marian->winter_movement = -2;
  marian->hand_size = 7;
  sheet = reference (marian);
  text = pdf_text (sheet, FFB_PAPER_A4);
  assert_has (text, "A year: 5 game turns, the last a Winter turn (land movement -2;");
  assert_has (text, "each player is dealt 7 cards");
}

/* A table's own deck gets its own reference: its cards, no suits, no jokers. */
static void
test_own_deck_reference (void)
{
  g_autoptr(FfbDeck) deck = own_deck ();
  g_autoptr(FfbSheet) sheet = reference (deck);
  g_autofree char *text = pdf_text (sheet, FFB_PAPER_A4);

  assert_has (text, "Twenty-card activation deck \u2013 Quick reference");
  assert_has (text, "C1B C1C Priority 20: 2 actions (Fire or Rally).");
  assert_has (text, "C1B C1C Priority 3: 1 action (Move or Fire).");
  assert_has (text, "fills his hand to 4 cards");
  assert_has (text, "C1A Then by number: the higher number is higher.");
  assert_lacks (text, "Joker");
  assert_lacks (text, "by suit");
  /* No two of its cards tie. */
  assert_lacks (text, "still equal");
}

/* A deck that fails its check makes no reference. */
static void
test_bad_deck_refused (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(GError) error = NULL;

  deck->hand_size = 0;
  g_assert_null (ffb_sheet_new_deck_reference (deck, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
}

/* Nothing told by colour alone: every pixel of the drawn page is a grey. */
static void
assert_grey (FfbSheet *sheet)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 612, 842);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  cairo_font_options_t *options = cairo_font_options_create ();
  guint coloured = 0;

  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (context, options);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_cmpuint (ffb_sheet_paginate (sheet, 612, 842, context), ==, 1);
  ffb_sheet_render_page (sheet, cr, 0);
  cairo_surface_flush (surface);
  for (int y = 0; y < 842; y++)
    {
      const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                              + y * cairo_image_surface_get_stride (surface));
      for (int x = 0; x < 612; x++)
        {
          guint r = (row[x] >> 16) & 0xff, g = (row[x] >> 8) & 0xff, b = row[x] & 0xff;
          coloured += r != g || g != b;
        }
    }
  g_assert_cmpuint (coloured, ==, 0);
  cairo_font_options_destroy (options);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_no_colour (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(FfbSheet) sheet = reference (deck);

  assert_grey (sheet);
}

/* HTML: the same lines, for A4 and Letter. */
static void
test_reference_html (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(FfbSheet) sheet = reference (deck);
  g_autofree char *a4 = ffb_html_render (sheet, FFB_PAPER_A4);
  g_autofree char *letter = ffb_html_render (sheet, FFB_PAPER_LETTER);

  assert_has (a4, "size: A4");
  assert_has (letter, "size: letter");
  assert_has (a4, "<th class=\"tag\">C1B C1C</th><td>King, Queen, Jack of \u2665\u00a0Hearts: "
                  "1 action (Move or Charge).</td>");
  assert_has (a4, "<th class=\"tag\">C1F</th>");
}

/* ---- Hand sheets ------------------------------------------------------------------- */

static GPtrArray *
deal (const FfbDeck *deck, FfbSide side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (deck->id, FFB_TEST_SEED, &error);
  GPtrArray *hand;

  g_assert_no_error (error);
  hand = ffb_deal_first_hand (deck, dice, side, &error);
  g_assert_no_error (error);
  return hand;
}

static FfbSheet *
hand_sheet (const FfbDeck *deck, FfbSide side, const GPtrArray *hand)
{
  g_autoptr(GError) error = NULL;
  FfbSheet *sheet = ffb_sheet_new_hand (deck, side, hand, "Turn 1", &error);

  g_assert_no_error (error);
  return sheet;
}

static guint
count_of (const char *text, const char *part)
{
  guint n = 0;

  for (const char *at = strstr (text, part); at != NULL; at = strstr (at + 1, part))
    n++;
  return n;
}

/* Each of the player's cards a row, with what it allows and a box; no card of the other
 * side's hand anywhere on his sheet, PDF or HTML. */
static void
test_hand_own_cards_only (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");

  for (FfbSide side = FFB_SIDE_UNION; side <= FFB_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(GPtrArray) own = deal (deck, side);
      g_autoptr(GPtrArray) other = deal (deck, 1 - side);
      g_autoptr(FfbSheet) sheet = hand_sheet (deck, side, own);
      g_autofree char *text = pdf_text (sheet, side == FFB_SIDE_UNION ? FFB_PAPER_A4
                                                                      : FFB_PAPER_LETTER);
      g_autofree char *html = ffb_html_render (sheet, FFB_PAPER_A4);

      g_assert_cmpuint (own->len, ==, (guint) deck->hand_size);
      g_assert_cmpuint (ffb_sheet_get_n_pages (sheet), ==, 1);
      assert_has (text, side == FFB_SIDE_UNION ? "Union player's hand" : "Confederate player's "
                                                                          "hand");
      for (guint i = 0; i < own->len; i++)
        {
          const FfbCardType *card = ffb_deck_lookup (deck, own->pdata[i]);
          FfbCardAllowance allowance = ffb_deck_allowance (deck, own->pdata[i], side, FALSE);
          g_autofree char *allows = ffb_deck_allowance_text (&allowance);
          g_autofree char *row = g_strdup_printf ("%s \u2013 %s", card->name, allows);

          assert_has (text, row);
        }
      /* One box a card: the HTML's ballot boxes. */
      g_assert_cmpuint (count_of (html, "&#x2610;"), ==, own->len);
      for (guint i = 0; i < other->len; i++)
        {
          const char *name = ffb_deck_card_name (deck, other->pdata[i]);

          /* The jokers are one type: both hands may hold one. */
          if (ffb_pile_contains (own, other->pdata[i]) || g_str_has_prefix (name, "Joker"))
            continue;
          assert_lacks (text, name);
          assert_lacks (html, name);
        }
    }
}

/* Highest first, and the precedence to play them by. */
static void
test_hand_sorted (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");
  g_autoptr(GPtrArray) hand = g_ptr_array_new ();
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *text = NULL;

  g_ptr_array_add (hand, "action-1.2");
  g_ptr_array_add (hand, "supply-2.1");
  g_ptr_array_add (hand, "action-3.4");
  sheet = hand_sheet (deck, FFB_SIDE_CONFEDERATE, hand);
  text = pdf_text (sheet, FFB_PAPER_A4);
  assert_has (text, "3 cards");
  assert_has (text, "C2D Supply 2 \u2013 2 supply steps, at most 2 to one block.");
  g_assert_true (strstr (text, "Supply 2 \u2013") < strstr (text, "Action 3 \u2013"));
  g_assert_true (strstr (text, "Action 3 \u2013") < strstr (text, "Action 1 \u2013"));
  assert_has (text, "C2C By kind, highest first: Supply, then Action.");
  assert_grey (sheet);
}

/* C2E on the Confederate's hand only: what his cards give while the USA holds the river. */
static void
test_hand_mississippi (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");
  g_autoptr(GPtrArray) hand = g_ptr_array_new ();

  g_ptr_array_add (hand, "supply-2.3");
  g_ptr_array_add (hand, "action-2.1");
  g_ptr_array_add (hand, "action-2.5");
  for (FfbSide side = FFB_SIDE_UNION; side <= FFB_SIDE_CONFEDERATE; side++)
    {
      g_autoptr(FfbSheet) sheet = hand_sheet (deck, side, hand);
      g_autofree char *text = pdf_text (sheet, FFB_PAPER_A4);

      if (side == FFB_SIDE_UNION)
        {
          assert_lacks (text, "C2E");
          continue;
        }
      assert_has (text, "C2E While the USA holds St. Louis, Memphis and Vicksburg, your cards "
                        "give:");
      assert_has (text, "C2E Supply 2: 1 supply step, at most 2 to one block.");
      assert_has (text, "C2E Action 2: 2 actions (Group Move, Strategic Move or Build). A Build "
                        "east of the Mississippi comes in 1 step short of full strength; west of it or in Georgia at "
                    "full strength (C2E).");
      /* Two copies of Action 2, one line. */
      g_assert_cmpuint (count_of (text, "C2E Action 2:"), ==, 1);
      g_assert_cmpuint (count_of (text, "C2D Action 2 \u2013"), ==, 2);
    }
}

/* The other side's cards as his view holds them (hidden), or a card of no deck: refused. */
static void
test_hand_refusals (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(GPtrArray) hand = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (hand, "KH");
  g_ptr_array_add (hand, FFB_CARD_HIDDEN);
  g_assert_null (ffb_sheet_new_hand (deck, FFB_SIDE_UNION, hand, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  assert_has (error->message, "Card 2 of the hand is hidden from the Union player");
  g_clear_error (&error);
  g_ptr_array_index (hand, 1) = "action-1.1";
  g_assert_null (ffb_sheet_new_hand (deck, FFB_SIDE_UNION, hand, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  assert_has (error->message, "“action-1.1”, is not a card of the deck “haggerty”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/print/deck/reference/one-page-a4-and-letter", test_one_page);
  g_test_add_func ("/print/deck/reference/C1A-C1F", test_c1_reference);
  g_test_add_func ("/print/deck/reference/C2B-C2E", test_c2_reference);
  g_test_add_func ("/print/deck/reference/reads-the-deck", test_reads_the_deck);
  g_test_add_func ("/print/deck/reference/own-deck", test_own_deck_reference);
  g_test_add_func ("/print/deck/reference/bad-deck-refused", test_bad_deck_refused);
  g_test_add_func ("/print/deck/reference/no-colour", test_no_colour);
  g_test_add_func ("/print/deck/reference/html", test_reference_html);
  g_test_add_func ("/print/deck/hand/own-cards-only", test_hand_own_cards_only);
  g_test_add_func ("/print/deck/hand/highest-first", test_hand_sorted);
  g_test_add_func ("/print/deck/hand/C2E-mississippi", test_hand_mississippi);
  g_test_add_func ("/print/deck/hand/refusals", test_hand_refusals);
  return print_run_tests ();
}
