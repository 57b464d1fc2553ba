/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-cards.c: card play on Battle Night on the demo's Pea Ridge (RULES.md C1, issue 15):
 * the table's group turns cards on (a built-in deck, or a deck file whose errors name file
 * and line), deals a turn and shows only what both players may know, reveals once both are
 * in, with the First Player's sentence; each player's hand, in his private view after his
 * passphrase, picks with the arrow keys and Enter, shows the engine's C1E refusal, and holds
 * nothing of the other side's hand; a side's Charges counted with the table's button, undone,
 * and the sentence on who chooses the order of the melees (C1E). */
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-card-hand.h"
#include "ffb-card-table.h"
#include "ffb-cards.h"
#include "ffb-keyring.h"
#include "ffb-night-page.h"
#include "ffb-night-test.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-side-view.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_night_page_new ();

  ffb_night_page_set_document (FFB_NIGHT_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
  ffb_night_test_roll (document);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

/* The page's group of the moment: each change builds a new one. */
static FfbCardTable *
table (GtkWidget *root)
{
  return FFB_CARD_TABLE (ffb_night_test_find_type (root, FFB_TYPE_CARD_TABLE));
}

static FfbCardHand *
hand (GtkWidget *root)
{
  return FFB_CARD_HAND (ffb_night_test_find_type (root, FFB_TYPE_CARD_HAND));
}

static FfbActivation *
state (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  FfbActivation *state = ffb_cards_state (ffb_document_get_battle (f->document), &error);

  g_assert_no_error (error);
  return state;
}

/* A player's choice made as the engine's edit, outside the widgets under test. */
typedef struct
{
  FfbCardStepKind kind;
  FfbSide side;
  const char *card;
} Choice;

static gboolean
choice_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Choice *choice = data;

  switch (choice->kind)
    {
    case FFB_CARD_STEP_PICK:
      return ffb_cards_choose (battle, FFB_CARD_STEP_PICK, choice->side, choice->card, error);
    case FFB_CARD_STEP_PASS:
      return ffb_cards_choose (battle, FFB_CARD_STEP_PASS, choice->side, NULL, error);
    case FFB_CARD_STEP_REVEAL:
      return ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, error);
    case FFB_CARD_STEP_DONE:
      return ffb_cards_choose (battle, FFB_CARD_STEP_DONE, choice->side, NULL, error);
    default:
      g_assert_not_reached ();
    }
}

static void
choose (Fixture *f, FfbCardStepKind kind, FfbSide side, const char *card)
{
  Choice choice = { kind, side, card };
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_night_run (f->document, NULL, choice_step, &choice, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

static void
turn_on_and_deal (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (table (f->page)),
                                              "haggerty", &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (ffb_card_game_table_deal (table (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

/* C1D: cards on, a turn dealt: the counts and who has picked, nothing of a hand; Undo takes
 * the deal back. */
static void
test_table_deal_c1d (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GPtrArray) union_cards = NULL, confederate_cards = NULL;

  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Turn cards on"));
  turn_on_and_deal (f);
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, "Turn 1 · Round 1"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Union: 6 cards in hand"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Confederate: 6 cards in hand"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Has not picked yet"));
  g_assert_false (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Reveal")));
  union_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_UNION);
  confederate_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_CONFEDERATE);
  ffb_night_test_assert_none_shown (f->page, union_cards);
  ffb_night_test_assert_none_shown (f->page, confederate_cards);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "No turn is dealt yet"));
}

/* A deck file of the table's own: its error names the file and the line. */
static void
test_deck_file_error (Fixture *f, gconstpointer data)
{
  g_autofree char *path = ffb_night_test_bad_deck ("ffb-test-bad-deck.xml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_card_game_table_turn_on_file (FFB_CARD_GAME_TABLE (table (f->page)),
                                                    file, &error));
  ffb_night_test_assert_at_bad_tag (error, path);
  g_assert_null (ffb_document_get_battle (f->document)->neutral->cards);
  g_unlink (path);
}

/* C1E, C1F: the Confederate passes, the Union picks; the reveal shows his card in large type
 * and the engine's sentence why he is First Player. */
static gboolean
large_label_matches (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0
         && gtk_widget_has_css_class (widget, "title-1");
}

static void
test_table_reveal_c1e (Fixture *f, gconstpointer data)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);
  g_autoptr(FfbActivation) dealt = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  const char *card;

  turn_on_and_deal (f);
  dealt = state (f);
  card = g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], 0);
  choose (f, FFB_CARD_STEP_PASS, FFB_SIDE_CONFEDERATE, NULL);
  choose (f, FFB_CARD_STEP_PICK, FFB_SIDE_UNION, card);
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, "Has picked: his card stays sealed"));
  g_assert_null (ffb_night_test_find_text (texts, ffb_deck_card_name (battle->neutral->cards->deck,
                                                                      card)));
  g_assert_true (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Reveal")));
  g_assert_true (ffb_card_game_table_reveal (table (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "First Player: Union"));
  /* In large type on the reveal (the action row's card list names it too, in its own). */
  g_assert_nonnull (ffb_ui_test_find (f->page, large_label_matches,
                                      ffb_deck_card_name (battle->neutral->cards->deck, card)));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "C1F: the Confederate player passed, so "
                                                     "the Union player is First Player…"));
}

/* A card of `side`'s hand that allows a Charge (a Heart or a joker), or NULL. */
static const char *
charge_card (const FfbActivation *dealt, const FfbDeck *deck, FfbSide side)
{
  for (guint i = 0; i < dealt->hand[side]->len; i++)
    {
      const char *card = g_ptr_array_index (dealt->hand[side], i);

      if (ffb_deck_allowance (deck, card, side, FALSE).allows & FFB_CARD_ALLOWS_CHARGE)
        return card;
    }
  return NULL;
}

/* The drop-down at the end of the table's row titled `title`. */
static GtkDropDown *
row_drop (Fixture *f, const char *title)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, title);

  g_assert_nonnull (row);
  return GTK_DROP_DOWN (ffb_night_test_find_type (row, GTK_TYPE_DROP_DOWN));
}

/* Picks the unit at `unit` of the sheet and the action `action` (0 Move, 1 Charge) in the
 * table's action row, and presses Act. */
static void
act_in_row (Fixture *f, guint unit, guint action)
{
  GtkWidget *button = ffb_night_test_button (f->page, "Act");

  gtk_drop_down_set_selected (row_drop (f, "Unit"), unit);
  gtk_drop_down_set_selected (row_drop (f, "Action"), action);
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
}

/* C1G, C1E: a side holding a Heart or a joker (the test's seed deals one) reveals it; in his
 * plays the table's action row names a unit of his sheet and its action: each of his card's
 * actions for one unit (undoable), then the next refused with the engine's C1G sentence; a
 * second unit charges too, and the two count once each for the melee order. */
static void
test_table_acts_c1g (Fixture *f, gconstpointer data)
{
  FfbDeck *deck;
  FfbBattle *b;
  g_autoptr(FfbActivation) dealt = NULL, revealed = NULL, ended = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *title = NULL, *one = NULL, *melees = NULL, *first = NULL;
  FfbSide side = FFB_SIDE_UNION;
  const char *card;
  int actions;

  turn_on_and_deal (f);
  b = ffb_document_get_battle (f->document);
  deck = b->neutral->cards->deck;
  dealt = state (f);
  if ((card = charge_card (dealt, deck, side)) == NULL)
    card = charge_card (dealt, deck, side = FFB_SIDE_CONFEDERATE);
  g_assert_nonnull (card);
  actions = ffb_deck_allowance (deck, card, side, FALSE).actions;
  choose (f, FFB_CARD_STEP_PICK, side, card);
  choose (f, FFB_CARD_STEP_PASS, ffb_side_other (side), NULL);
  choose (f, FFB_CARD_STEP_REVEAL, -1, NULL);
  g_assert_null (ffb_ui_test_find_row (f->page, "Melees"));
  title = g_strdup_printf ("%s units act (C1G)", ffb_side_display_name (side));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, title));
  /* The sheet's army (0), then its first corps (1): both are units of the sheet. */
  act_in_row (f, 1, 1);
  first = ffb_cards_unit_shown (b, side, ((FfbUnit *) g_ptr_array_index (
                                  b->oob[side]->army->children, 0))->id);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, first));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_find_row (f->page, first));
  for (int i = 0; i < actions; i++)
    act_in_row (f, 1, 1);
  revealed = state (f);
  g_assert_cmpuint (revealed->acts[side]->len, ==, (guint) actions);
  g_assert_cmpuint (revealed->charges[side], ==, 1);
  /* One action more for the same unit: the engine's sentence, nothing counted. */
  act_in_row (f, 1, 0);
  g_clear_pointer (&revealed, ffb_activation_free);
  revealed = state (f);
  g_assert_cmpuint (revealed->acts[side]->len, ==, (guint) actions);
  act_in_row (f, 2, 1);
  g_clear_pointer (&revealed, ffb_activation_free);
  revealed = state (f);
  g_assert_cmpuint (revealed->charges[side], ==, 2);
  /* The other side passed: the charger's plays end the round. */
  choose (f, FFB_CARD_STEP_DONE, side, NULL);
  ended = state (f);
  g_assert_cmpuint (ended->melee.charges[side], ==, 2);
  melees = ffb_activation_melee_text (ended);
  one = g_strdup_printf ("the %s player chooses their order", ffb_side_display_name (side));
  g_assert_nonnull (strstr (melees, one));
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, melees));
  g_assert_null (ffb_ui_test_find_row (f->page, title));
}

/* The hand-over: the referee's passphrase is set, each side's too; the window's content
 * becomes the lock screen. */
static FfbSideView *
hand_over (Fixture *f, FfbSide side, const char *passphrase)
{
  return ffb_night_test_hand_over (f, side, "umpire of Pea Ridge", passphrase);
}

/* The hand's card rows, in their order. */
static GtkWidget *
card_row (FfbCardHand *hand, const char *name)
{
  GtkWidget *row = ffb_ui_test_find_row (GTK_WIDGET (hand), name);

  g_assert_nonnull (row);
  return row;
}

/* C1E: in his view after his passphrase, the Union player sees his six cards with what each
 * allows, the focus on the first; he moves down a card with the arrow key and picks it with Enter; the pick is sealed. No
 * card of the Confederate hand is anywhere in the window. */
static void
test_hand_keyboard_pick_c1e (Fixture *f, gconstpointer data)
{
  const FfbDeck *deck;
  g_autoptr(FfbActivation) dealt = NULL, picked = NULL;
  g_autoptr(GPtrArray) confederate_cards = NULL, texts = NULL;
  GtkWidget *first, *list;
  const char *second;

  turn_on_and_deal (f);
  deck = ffb_document_get_battle (f->document)->neutral->cards->deck;
  dealt = state (f);
  hand_over (f, FFB_SIDE_UNION, "vicksburg");
  texts = ffb_night_test_texts (GTK_WIDGET (f->window));
  for (guint i = 0; i < 6; i++)
    {
      const char *card = g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], i);
      FfbCardAllowance allowance = ffb_deck_allowance (deck, card, FFB_SIDE_UNION, FALSE);
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);
      GtkWidget *row = card_row (hand (GTK_WIDGET (f->window)), ffb_deck_card_name (deck, card));

      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, allows);
    }
  confederate_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_CONFEDERATE);
  g_assert_cmpuint (confederate_cards->len, >, 0);
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), confederate_cards);

  first = card_row (hand (GTK_WIDGET (f->window)),
                    ffb_deck_card_name (deck, g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], 0)));
  second = g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], 1);
  list = gtk_widget_get_parent (first);
  g_assert_true (gtk_widget_is_focus (first)); /* his pick is awaited: the keys work at once */
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_is_focus (card_row (hand (GTK_WIDGET (f->window)),
                                                ffb_deck_card_name (deck, second))));
  g_signal_emit_by_name (list, "activate-cursor-row");
  ffb_ui_test_flush ();
  picked = state (f);
  g_assert_cmpstr (picked->pick[FFB_SIDE_UNION], ==, second);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window),
                                            "Your pick, sealed until the reveal"));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), confederate_cards);
  g_assert_true (ffb_document_get_can_undo (f->document));
}

/* The lowest and the highest of `side`'s hand. */
static void
extremes (const FfbActivation *state, const FfbDeck *deck, FfbSide side, const char **low,
          const char **high)
{
  const GPtrArray *cards = state->hand[side];

  *low = *high = g_ptr_array_index (cards, 0);
  for (guint i = 1; i < cards->len; i++)
    {
      const char *card = g_ptr_array_index (cards, i);

      if (ffb_activation_compare (state, deck, card, *high) > 0)
        *high = card;
      if (ffb_activation_compare (state, deck, card, *low) < 0)
        *low = card;
    }
}

/* C1E: revealed, the First Player's further card must outrank his previous one: a lower card
 * is refused with the engine's sentence, shown in the view; Done ends his plays. The
 * Confederate's view then shows his own hand and nothing of the Union's. */
static void
test_hand_refusal_c1e (Fixture *f, gconstpointer data)
{
  const FfbDeck *deck;
  g_autoptr(FfbActivation) dealt = NULL, after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) union_cards = NULL;
  g_autofree char *on_table = NULL;
  const char *low, *high;
  FfbSideView *view;

  turn_on_and_deal (f);
  deck = ffb_document_get_battle (f->document)->neutral->cards->deck;
  dealt = state (f);
  extremes (dealt, deck, FFB_SIDE_UNION, &low, &high);
  choose (f, FFB_CARD_STEP_PICK, FFB_SIDE_UNION, high);
  choose (f, FFB_CARD_STEP_PASS, FFB_SIDE_CONFEDERATE, NULL);
  choose (f, FFB_CARD_STEP_REVEAL, -1, NULL);
  view = hand_over (f, FFB_SIDE_UNION, "vicksburg");
  on_table = g_strdup_printf ("On the table: %s", ffb_deck_card_name (deck, high));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->window), on_table));
  g_assert_false (ffb_card_hand_choose (hand (GTK_WIDGET (f->window)), low, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "C1E: the "));
  g_assert_cmpstr (ffb_card_hand_get_refusal (hand (GTK_WIDGET (f->window))), ==,
                   error->message);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window), error->message));
  g_assert_true (ffb_card_hand_done (hand (GTK_WIDGET (f->window)), NULL));
  ffb_ui_test_flush ();
  after = state (f);
  g_assert_cmpint (after->phase, !=, FFB_ACTIVATION_FIRST_PLAYS);

  union_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_UNION);
  ffb_side_view_lock (view);
  ffb_side_view_restore (f->window);
  ffb_ui_test_flush ();
  hand_over (f, FFB_SIDE_CONFEDERATE, "richmond");
  g_assert_cmpuint (union_cards->len, >, 0);
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), union_cards);
}

/* The width the metainfo promises (a phone held upright): the groups give way to it. */
#define NARROW_WIDTH 360

static int
minimum_width (GtkWidget *widget)
{
  int minimum = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* In a narrow window the page and the hand fit, in each state: cards off, dealt, revealed. */
static void
test_narrow (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActivation) dealt = NULL;

  g_assert_cmpint (minimum_width (f->page), <=, NARROW_WIDTH);
  turn_on_and_deal (f);
  g_assert_cmpint (minimum_width (f->page), <=, NARROW_WIDTH);
  dealt = state (f);
  choose (f, FFB_CARD_STEP_PICK, FFB_SIDE_UNION, g_ptr_array_index (dealt->hand[FFB_SIDE_UNION],
                                                                    0));
  choose (f, FFB_CARD_STEP_PICK, FFB_SIDE_CONFEDERATE,
          g_ptr_array_index (dealt->hand[FFB_SIDE_CONFEDERATE], 0));
  choose (f, FFB_CARD_STEP_REVEAL, -1, NULL);
  g_assert_cmpint (minimum_width (f->page), <=, NARROW_WIDTH);
  hand_over (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_cmpint (minimum_width (GTK_WIDGET (hand (GTK_WIDGET (f->window)))), <=,
                   NARROW_WIDTH);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/cards/table-deal-C1D", test_table_deal_c1d);
  ADD ("/ui/cards/deck-file-error", test_deck_file_error);
  ADD ("/ui/cards/table-reveal-C1E-C1F", test_table_reveal_c1e);
  ADD ("/ui/cards/table-units-act-and-melee-order-C1G", test_table_acts_c1g);
  ADD ("/ui/cards/hand-keyboard-pick-C1E", test_hand_keyboard_pick_c1e);
  ADD ("/ui/cards/hand-refusal-C1E", test_hand_refusal_c1e);
  ADD ("/ui/cards/narrow", test_narrow);
  return g_test_run ();
}
