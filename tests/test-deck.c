/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-deck.c: decks are data (RULES.md C1A-C1C, C2A, C2C-C2E): the two built-in decks, the
 * precedence and allowances read from them, a table's own deck, the file's round trip, and a
 * clear refusal naming what and where for every bad deck file in tests/files/decks/bad. */
#include <string.h>
#include <glib.h>
#include "ffb-deck.h"
#include "ffb-error.h"
#include "ffb-test-files.h"
#include "ffb-xml-deck.h"

static FfbDeck *
built_in (const char *id)
{
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_new_built_in (id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

static FfbDeck *
load_test_deck (const char *relative)
{
  g_autofree char *name = g_build_filename ("tests", "files", "decks", relative, NULL);
  g_autofree char *path = ffb_test_source_path (name);
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_load_file (path, &error);

  g_assert_no_error (error);
  return deck;
}

static guint
count_of_type (const FfbDeck *deck, const char *type_id)
{
  g_autoptr(GPtrArray) ids = ffb_deck_card_ids (deck);
  guint n = 0;

  for (guint i = 0; i < ids->len; i++)
    n += g_str_equal (ffb_deck_lookup (deck, g_ptr_array_index (ids, i))->id, type_id);
  return n;
}

/* C1A: 52 cards and 2 jokers, each physical card its own id. */
static void
test_c1a_haggerty_cards (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(GPtrArray) ids = ffb_deck_card_ids (deck);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpint (deck->system, ==, FFB_DECK_ACTIVATION);
  g_assert_cmpint (deck->tie, ==, FFB_DECK_TIE_DRAWN_FIRST);
  g_assert_cmpint (deck->hand_size, ==, 6);
  g_assert_cmpuint (ffb_deck_n_cards (deck), ==, 54);
  g_assert_cmpuint (ids->len, ==, 54);
  for (guint i = 0; i < ids->len; i++)
    g_assert_true (g_hash_table_add (seen, g_ptr_array_index (ids, i)));
  g_assert_cmpuint (count_of_type (deck, "joker"), ==, 2);
  g_assert_nonnull (ffb_deck_lookup (deck, "joker.1"));
  g_assert_nonnull (ffb_deck_lookup (deck, "joker.2"));
  g_assert_null (ffb_deck_lookup (deck, "joker.3"));
  g_assert_null (ffb_deck_lookup (deck, "joker.0"));
  g_assert_null (ffb_deck_lookup (deck, "joker"));
  g_assert_null (ffb_deck_lookup (deck, "KH.1"));
  g_assert_cmpstr (ffb_deck_card_name (deck, "JS"), ==, "Jack of Spades");
  g_assert_cmpstr (ffb_deck_card_name (deck, "nothing"), ==, "?");
}

/* C1A: King high to Ace low; a tie of rank broken by suit, Hearts > Clubs > Diamonds >
 * Spades; the seed's own examples. */
static void
test_c1a_rank_then_suit (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");

  g_assert_cmpint (ffb_deck_compare (deck, "7S", "6H"), >, 0);   /* a 7 outranks any 6 */
  g_assert_cmpint (ffb_deck_compare (deck, "7C", "7D"), >, 0);   /* Clubs over Diamonds */
  g_assert_cmpint (ffb_deck_compare (deck, "7D", "7S"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "7H", "7C"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "KS", "QH"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "2S", "AH"), >, 0);   /* Ace is low */
  g_assert_cmpint (ffb_deck_compare (deck, "JS", "10H"), >, 0);  /* the seed: Jack over 10 */
  g_assert_cmpint (ffb_deck_compare (deck, "JH", "JS"), >, 0);   /* Hearts outrank Spades */
  g_assert_cmpint (ffb_deck_compare (deck, "10H", "5C"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "5C", "10H"), <, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "5C", "5C"), ==, 0);
}

/* C1A: a joker outranks every suit card; the two jokers tie by precedence alone, and the
 * deck's rule says the game decides (drawn first). */
static void
test_c1a_jokers (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");

  g_assert_cmpint (ffb_deck_compare (deck, "joker.1", "KH"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "KH", "joker.2"), <, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "joker.2", "AS"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "joker.1", "joker.2"), ==, 0);
}

/* C1A: each suit carries its sign beside its name, so that a printed sheet never tells a
 * suit by colour alone; the sign is part of the deck (copied, compared, written back). */
static void
test_c1a_suit_symbols (void)
{
  static const char *const symbols[] = { "\u2665", "\u2663", "\u2666", "\u2660" };
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  g_autoptr(FfbDeck) copy = NULL;
  g_autofree char *xml = NULL;

  g_assert_cmpuint (deck->suits->len, ==, G_N_ELEMENTS (symbols));
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    g_assert_cmpstr (((FfbDeckClass *) g_ptr_array_index (deck->suits, i))->symbol, ==,
                     symbols[i]);
  xml = ffb_deck_to_xml (deck);
  g_assert_nonnull (strstr (xml, "symbol=\"\u2660\""));
  copy = ffb_deck_copy (deck);
  g_free (((FfbDeckClass *) g_ptr_array_index (copy->suits, 0))->symbol);
  ((FfbDeckClass *) g_ptr_array_index (copy->suits, 0))->symbol = NULL;
  g_assert_false (ffb_deck_equal (deck, copy));
}

/* C1B: 4-10 two actions; Ace, 2, 3 three; Jack, Queen, King one; a joker three. */
static void
test_c1b_actions (void)
{
  static const struct { const char *card; int actions; } cases[] = {
    { "4H", 2 }, { "7C", 2 }, { "10S", 2 }, { "AD", 3 }, { "2H", 3 }, { "3S", 3 },
    { "JS", 1 }, { "QD", 1 }, { "KC", 1 }, { "joker.1", 3 }, { "joker.2", 3 },
  };
  g_autoptr(FfbDeck) deck = built_in ("haggerty");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (ffb_deck_allowance (deck, cases[i].card, FFB_SIDE_UNION, FALSE).actions,
                     ==, cases[i].actions);
}

/* C1C: black suits FIRE; only Spades RALLY; only Hearts a Charge; red suits MOVE (decision);
 * a joker any type. */
static void
test_c1c_kinds (void)
{
  g_autoptr(FfbDeck) deck = built_in ("haggerty");
  const guint all = FFB_CARD_ALLOWS_MOVE | FFB_CARD_ALLOWS_CHARGE | FFB_CARD_ALLOWS_FIRE
                    | FFB_CARD_ALLOWS_RALLY;
  g_autofree char *text = NULL;
  FfbCardAllowance allowance;

  g_assert_cmpuint (ffb_deck_allowance (deck, "10H", 0, FALSE).allows, ==,
                    FFB_CARD_ALLOWS_MOVE | FFB_CARD_ALLOWS_CHARGE);
  g_assert_cmpuint (ffb_deck_allowance (deck, "5C", 0, FALSE).allows, ==, FFB_CARD_ALLOWS_FIRE);
  g_assert_cmpuint (ffb_deck_allowance (deck, "9D", 0, FALSE).allows, ==, FFB_CARD_ALLOWS_MOVE);
  g_assert_cmpuint (ffb_deck_allowance (deck, "JS", 0, FALSE).allows, ==,
                    FFB_CARD_ALLOWS_FIRE | FFB_CARD_ALLOWS_RALLY);
  g_assert_cmpuint (ffb_deck_allowance (deck, "joker.2", 0, FALSE).allows, ==, all);
  allowance = ffb_deck_allowance (deck, "10H", FFB_SIDE_UNION, FALSE);
  text = ffb_deck_allowance_text (&allowance);
  g_assert_cmpstr (text, ==, "2 actions (Move or Charge).");
  g_clear_pointer (&text, g_free);
  allowance = ffb_deck_allowance (deck, "KS", FFB_SIDE_UNION, FALSE);
  text = ffb_deck_allowance_text (&allowance);
  g_assert_cmpstr (text, ==, "1 action (Fire or Rally).");
}

/* C2A: Action 1 x6, Action 2 x8, Action 3 x6, Supply 2 x3, Supply 3 x2. */
static void
test_c2a_marian_cards (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");

  g_assert_cmpint (deck->system, ==, FFB_DECK_ACTION);
  g_assert_cmpint (deck->tie, ==, FFB_DECK_TIE_UNION);
  g_assert_cmpint (deck->turns_a_year, ==, 6);
  g_assert_cmpint (deck->winter_movement, ==, -1);
  g_assert_cmpuint (ffb_deck_n_cards (deck), ==, 25);
  g_assert_cmpuint (count_of_type (deck, "action-1"), ==, 6);
  g_assert_cmpuint (count_of_type (deck, "action-2"), ==, 8);
  g_assert_cmpuint (count_of_type (deck, "action-3"), ==, 6);
  g_assert_cmpuint (count_of_type (deck, "supply-2"), ==, 3);
  g_assert_cmpuint (count_of_type (deck, "supply-3"), ==, 2);
}

/* C2C: a Supply card before any Action, then the higher number; equal cards tie (the deck's
 * rule gives the tie to the USA). */
static void
test_c2c_supply_first (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");

  g_assert_cmpint (ffb_deck_compare (deck, "supply-2.1", "action-3.1"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "supply-3.2", "supply-2.3"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "action-3.6", "action-2.8"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "action-1.1", "action-2.1"), <, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "action-2.1", "action-2.5"), ==, 0);
}

/* C2D: an Action card of N gives N actions, each a Group Move, a Strategic Move or a Build; a
 * Supply card of N gives N steps, at most two to a block. */
static void
test_c2d_allowance (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");
  FfbCardAllowance action = ffb_deck_allowance (deck, "action-3.2", FFB_SIDE_UNION, FALSE);
  FfbCardAllowance supply = ffb_deck_allowance (deck, "supply-3.1", FFB_SIDE_UNION, FALSE);
  g_autofree char *text = ffb_deck_allowance_text (&supply);

  g_assert_cmpint (action.actions, ==, 3);
  g_assert_cmpuint (action.allows, ==, FFB_CARD_ALLOWS_GROUP_MOVE
                    | FFB_CARD_ALLOWS_STRATEGIC_MOVE | FFB_CARD_ALLOWS_BUILD);
  g_assert_cmpint (action.build_short, ==, 0);
  g_assert_cmpint (supply.actions, ==, 3);
  g_assert_cmpuint (supply.allows, ==, FFB_CARD_ALLOWS_SUPPLY);
  g_assert_cmpint (supply.steps_per_block, ==, 2);
  g_assert_cmpstr (text, ==, "3 supply steps, at most 2 to one block.");
  g_assert_cmpint (ffb_deck_allowance (deck, "action-1.6", FFB_SIDE_UNION, FALSE).actions, ==,
                   1);
}

/* C2E: while the USA holds the river, a CSA Supply card gives one step less and a CSA Build
 * comes in one step short; the USA's cards, and the CSA's without the flag, are unchanged. */
static void
test_c2e_mississippi (void)
{
  g_autoptr(FfbDeck) deck = built_in ("marian");
  FfbCardAllowance build;
  g_autofree char *text = NULL;

  g_assert_cmpint (ffb_deck_allowance (deck, "supply-3.1", FFB_SIDE_CONFEDERATE, TRUE).actions,
                   ==, 2);
  g_assert_cmpint (ffb_deck_allowance (deck, "supply-2.1", FFB_SIDE_CONFEDERATE, TRUE).actions,
                   ==, 1);
  g_assert_cmpint (ffb_deck_allowance (deck, "supply-3.1", FFB_SIDE_UNION, TRUE).actions, ==, 3);
  g_assert_cmpint (ffb_deck_allowance (deck, "supply-3.1", FFB_SIDE_CONFEDERATE,
                                       FALSE).actions, ==, 3);
  /* An Action card keeps its actions; its Build comes in short. */
  build = ffb_deck_allowance (deck, "action-2.1", FFB_SIDE_CONFEDERATE, TRUE);
  g_assert_cmpint (build.actions, ==, 2);
  g_assert_cmpint (build.build_short, ==, 1);
  g_assert_cmpint (ffb_deck_allowance (deck, "action-2.1", FFB_SIDE_UNION, TRUE).build_short,
                   ==, 0);
  text = ffb_deck_allowance_text (&build);
  g_assert_cmpstr (text, ==, "2 actions (Group Move, Strategic Move or Build). A Build east of the "
                   "Mississippi comes in 1 step short of full strength; west of it or in Georgia at "
                    "full strength (C2E).");
}

/* The seed's reason for a table's own deck: each card says what it allows and carries a
 * priority number; the number decides which card is higher. */
static void
test_own_deck (void)
{
  g_autoptr(FfbDeck) deck = load_test_deck ("good/simon-20.xml");
  FfbCardAllowance p3 = ffb_deck_allowance (deck, "p3", FFB_SIDE_UNION, FALSE);

  g_assert_cmpuint (ffb_deck_n_cards (deck), ==, 20);
  g_assert_cmpint (deck->hand_size, ==, 4);
  g_assert_cmpint (ffb_deck_compare (deck, "p20", "p19"), >, 0);
  g_assert_cmpint (ffb_deck_compare (deck, "p1", "p2"), <, 0);
  g_assert_cmpint (p3.actions, ==, 1);
  g_assert_cmpuint (p3.allows, ==, FFB_CARD_ALLOWS_MOVE | FFB_CARD_ALLOWS_FIRE);
  g_assert_cmpint (ffb_deck_allowance (deck, "p4", FFB_SIDE_UNION, FALSE).actions, ==, 2);
}

/* The built-in decks are the source tree's files (and the schema validates them), and each
 * deck writes and loads back to an equal one; a copy is equal, a changed copy is not. */
static void
test_file_round_trip (void)
{
  for (const char *const *id = ffb_deck_built_in_ids (); *id != NULL; id++)
    {
      g_autoptr(FfbDeck) deck = built_in (*id);
      g_autofree char *name = g_strdup_printf ("data/decks/%s.xml", *id);
      g_autofree char *path = ffb_test_source_path (name);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbDeck) from_file = ffb_deck_load_file (path, &error);
      g_autofree char *xml = ffb_deck_to_xml (deck);
      g_autoptr(FfbDeck) again = ffb_deck_load_xml (xml, strlen (xml), "written", &error);
      g_autoptr(FfbDeck) copy = ffb_deck_copy (deck);

      g_assert_no_error (error);
      g_assert_true (ffb_deck_equal (deck, from_file));
      g_assert_true (ffb_deck_equal (deck, again));
      g_assert_true (ffb_deck_equal (deck, copy));
      ((FfbCardType *) g_ptr_array_index (copy->cards, 0))->count++;
      g_assert_false (ffb_deck_equal (deck, copy));
    }
}

static void
test_file_own_round_trip (void)
{
  g_autoptr(FfbDeck) deck = load_test_deck ("good/simon-20.xml");
  g_autofree char *xml = ffb_deck_to_xml (deck);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) again = ffb_deck_load_xml (xml, strlen (xml), "written", &error);

  g_assert_no_error (error);
  g_assert_true (ffb_deck_equal (deck, again));
}

static void
test_not_built_in (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_deck_new_built_in ("tarot", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "\"tarot\""));
}

/* Each bad file: its error's code, a part of its sentence, and the text of the line it must
 * name (NULL: a whole-file refusal, named by the file alone). */
typedef struct
{
  const char *file;
  FfbError code;
  const char *says;
  const char *line_holds;
} BadDeck;

static const BadDeck bad_decks[] = {
  { "not-a-deck.xml", FFB_ERROR_SCHEMA, "is not a deck of cards: its root element is <rule-set>",
    "<rule-set" },
  { "version-2.xml", FFB_ERROR_VERSION, "format version \"2\"", "<deck" },
  { "unknown-suit.xml", FFB_ERROR_MEANING, "names the suit \"stars\", which the deck does not "
    "list", "suit=\"stars\"" },
  { "unknown-allow.xml", FFB_ERROR_MEANING, "allows=\"dance\" on <kind>", "dance" },
  { "unknown-system.xml", FFB_ERROR_MEANING, "system=\"poker\" on <deck>", "<deck" },
  { "duplicate-card.xml", FFB_ERROR_MEANING, "names the card \"KH\" twice", NULL },
  { "rank-without-suit.xml", FFB_ERROR_MEANING, "\"KH\" has a rank without a suit", NULL },
  { "allows-nothing.xml", FFB_ERROR_MEANING, "the card \"blank\" allows nothing", NULL },
  { "too-few-cards.xml", FFB_ERROR_MEANING, "holds 3 cards, too few to deal two hands of 2",
    NULL },
  { "hand-too-large.xml", FFB_ERROR_MEANING, "hand=\"30\" on <deck> must be a whole number "
    "from 1 to 20", "<deck" },
  { "count-zero.xml", FFB_ERROR_MEANING, "count=\"0\" on <card> must be a whole number from 1",
    "count=\"0\"" },
  { "dotted-id.xml", FFB_ERROR_SCHEMA, "", "K.H" },
  { "no-cards.xml", FFB_ERROR_SCHEMA, "", NULL },
  { "name-too-long.xml", FFB_ERROR_MEANING, "characters; it may have at most 80",
    "King of Hearts King" },
  { "doctype.xml", FFB_ERROR_PARSE, "declares a DTD", NULL },
  { "not-well-formed.xml", FFB_ERROR_PARSE, "not a well-formed XML file", NULL },
  { "action-deck-without-year.xml", FFB_ERROR_MEANING, "must say how many game turns a year",
    NULL },
};

static void
test_bad_file (gconstpointer data)
{
  const BadDeck *bad = data;
  g_autofree char *path = ffb_test_bad_file_path ("decks", bad->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = ffb_deck_load_file (path, &error);

  g_assert_null (deck);
  ffb_test_assert_refusal (path, error, bad->code, bad->says, bad->line_holds);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cards/C1A/haggerty-deck-has-52-cards-and-2-jokers", test_c1a_haggerty_cards);
  g_test_add_func ("/cards/C1A/rank-then-suit", test_c1a_rank_then_suit);
  g_test_add_func ("/cards/C1A/jokers-above-all", test_c1a_jokers);
  g_test_add_func ("/cards/C1A/suit-symbols", test_c1a_suit_symbols);
  g_test_add_func ("/cards/C1B/actions-by-rank", test_c1b_actions);
  g_test_add_func ("/cards/C1C/kinds-by-suit", test_c1c_kinds);
  g_test_add_func ("/cards/C2A/marian-deck-has-25-cards", test_c2a_marian_cards);
  g_test_add_func ("/cards/C2C/supply-before-action-then-number", test_c2c_supply_first);
  g_test_add_func ("/cards/C2D/actions-and-supply-steps", test_c2d_allowance);
  g_test_add_func ("/cards/C2E/mississippi-supply-and-build", test_c2e_mississippi);
  g_test_add_func ("/cards/deck/own-deck-with-priority-numbers", test_own_deck);
  g_test_add_func ("/cards/deck/file/round-trip", test_file_round_trip);
  g_test_add_func ("/cards/deck/file/own-deck-round-trip", test_file_own_round_trip);
  g_test_add_func ("/cards/deck/file/not-built-in", test_not_built_in);
  for (guint i = 0; i < G_N_ELEMENTS (bad_decks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cards/deck/file/bad/%s", bad_decks[i].file);

      g_test_add_data_func (path, &bad_decks[i], test_bad_file);
    }
  return g_test_run ();
}
