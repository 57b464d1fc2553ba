/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-action-cards.c: the campaign's action deck on the demo campaign (RULES.md C2, issue
 * 15): the Campaign page's group turns it on (a built-in deck, or a deck file whose errors
 * name file and line), deals a year and shows only what both players may know, reveals once
 * both are in with Player 1's sentence, ends the turn, and undoes; each player's action hand,
 * in his private view after his passphrase, picks with the arrow keys and Enter or passes
 * with a card, shows C2E's step less, and holds nothing of the other side's hand. */
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-action-hand.h"
#include "ffb-action-play.h"
#include "ffb-action-table.h"
#include "ffb-campaign-page.h"
#include "ffb-keyring.h"
#include "ffb-night-test.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-side-view.h"
#include "ffb-xml.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

  /* As the app's --seed does: the year is dealt from it, the same on every run. */
  ffb_document_set_dice_seed (document, FFB_NIGHT_TEST_SEED);
  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static FfbCampaign *
campaign (Fixture *f)
{
  return ffb_document_get_campaign (f->document);
}

/* The page's group of the moment: each change builds a new one. */
static FfbActionTable *
table (GtkWidget *root)
{
  return FFB_ACTION_TABLE (ffb_night_test_find_type (root, FFB_TYPE_ACTION_TABLE));
}

static FfbActionHand *
hand (Fixture *f)
{
  return FFB_ACTION_HAND (ffb_night_test_find_type (GTK_WIDGET (f->window), FFB_TYPE_ACTION_HAND));
}

static FfbActionCards *
state (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  FfbActionCards *state = ffb_action_play_state (campaign (f), &error);

  g_assert_no_error (error);
  return state;
}

static const FfbDeck *
deck (Fixture *f)
{
  return campaign (f)->action_cards->deck;
}

static const char *
name_of (Fixture *f, const char *card)
{
  return ffb_deck_card_name (deck (f), card);
}

static void
turn_on_and_deal (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (table (f->page)),
                                              "marian", &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (ffb_card_game_table_deal (table (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

/* A player's pick made as the engine's edit, outside the widgets under test. */
typedef struct
{
  FfbSide side;
  const char *card;
} Pick;

static gboolean
pick_step (FfbCampaign *c, FfbBattle *battle, gpointer data, GError **error)
{
  const Pick *pick = data;

  return ffb_action_play_pick (c, pick->side, pick->card, FALSE, error);
}

static void
pick (Fixture *f, FfbSide side, const char *card)
{
  Pick data = { side, card };
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_night_run_campaign (f->document, pick_step, &data, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

static void
reveal (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_card_game_table_reveal (table (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

/* C2B: the deck on, a year dealt: the year and turn, the counts and who has picked, nothing of
 * a hand; Undo takes the deal back. */
static void
test_table_deal_c2b (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GPtrArray) union_cards = NULL, confederate_cards = NULL;

  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Turn the action deck on"));
  turn_on_and_deal (f);
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign (f)), !=, NULL);
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, "Year 1 · Turn 1"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Union: 6 cards in hand"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Confederate: 6 cards in hand"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Has not picked yet"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Not dealt 13 · discards 0"));
  g_assert_null (ffb_night_test_find_text (texts, "Winter"));
  g_assert_false (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Reveal")));
  union_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_UNION);
  confederate_cards = ffb_night_test_secrets_of (f->document, FFB_SIDE_CONFEDERATE);
  ffb_night_test_assert_none_shown (f->page, union_cards);
  ffb_night_test_assert_none_shown (f->page, confederate_cards);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "No year is dealt yet"));
}

/* A deck file of the table's own: its error names the file and the line; a battle's
 * activation deck is refused with the engine's sentence. */
static void
test_deck_refused (Fixture *f, gconstpointer data)
{
  g_autofree char *path = ffb_night_test_bad_deck ("ffb-test-bad-action-deck.xml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL, activation = NULL;

  g_assert_false (ffb_card_game_table_turn_on_file (FFB_CARD_GAME_TABLE (table (f->page)),
                                                    file, &error));
  ffb_night_test_assert_at_bad_tag (error, path);
  g_assert_null (campaign (f)->action_cards);
  g_unlink (path);
  g_assert_false (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (table (f->page)),
                                               "haggerty", &activation));
  g_assert_nonnull (activation);
  g_assert_true (g_str_has_prefix (activation->message, "C2"));
  g_assert_null (campaign (f)->action_cards);
  g_assert_false (ffb_document_get_can_undo (f->document));
}

/* A deck file of the table's own (the Marian deck under another id and name): turned on and
 * dealt from as a built-in one, each step undoable. */
static void
test_deck_file_own (Fixture *f, gconstpointer data)
{
  g_autofree char *source = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "data", "decks",
                                              "marian.xml", NULL);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "ffb-test-own-action-deck.xml",
                                            NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *own = NULL;

  g_assert_true (g_file_get_contents (source, &xml, NULL, &error));
  parts = g_strsplit (xml, "id=\"marian\" name=\"The Marian action deck\"", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  own = g_strjoinv ("id=\"our-table\" name=\"Our table's action deck\"", parts);
  g_assert_true (g_file_set_contents (path, own, -1, NULL));
  g_assert_true (ffb_card_game_table_turn_on_file (FFB_CARD_GAME_TABLE (table (f->page)),
                                                   file, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_unlink (path);
  g_assert_cmpstr (campaign (f)->action_cards->deck->id, ==, "our-table");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (table (f->page))),
                   ==, "Our table's action deck: 25 cards, 6 dealt to each a year");
  g_assert_true (ffb_card_game_table_deal (table (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Union: 6 cards in hand"));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "No year is dealt yet"));
  g_assert_cmpstr (campaign (f)->action_cards->deck->id, ==, "our-table");
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (campaign (f)->action_cards);
}

/* Secrets at rest: the action deck's record is dealt from the campaign seed, the referee's:
 * a campaign opened without his passphrase shows it sealed, and offers no step. */
static void
test_sealed_for_referee (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  FfbCampaign *opened;

  turn_on_and_deal (f);
  g_assert_true (ffb_keyring_set_passphrase (campaign (f)->keyring, FFB_READER_REFEREE,
                                             "umpire of the west", NULL));
  xml = ffb_xml_write_sealed_campaign (campaign (f), &error);
  g_assert_no_error (error);
  opened = ffb_xml_load_campaign_unlocked (xml, strlen (xml), "sealed.ffbridge",
                                           FFB_READER_UNION, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (opened->action_cards);
  ffb_document_take_campaign (f->document, opened, NULL, FALSE);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Sealed for the referee"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Turn the action deck on"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Union: 6 cards in hand"));
}

/* The hand-over: the referee's passphrase is set, each side's too; the window's content
 * becomes the lock screen, then the side's view. */
static FfbSideView *
hand_over (Fixture *f, FfbSide side, const char *passphrase)
{
  return ffb_night_test_hand_over (f, side, "umpire of the west", passphrase);
}

static void
back_to_referee (Fixture *f, FfbSideView *view)
{
  ffb_side_view_lock (view);
  ffb_side_view_restore (f->window);
  ffb_ui_test_flush ();
}

static GtkWidget *
card_row (Fixture *f, const char *card)
{
  GtkWidget *row = ffb_ui_test_find_row (GTK_WIDGET (hand (f)), name_of (f, card));

  g_assert_nonnull (row);
  return row;
}

/* In his view the player sees his cards with what each gives; the focus is on his first; the
 * arrow keys move it `down` cards and Enter picks that one. Nothing of the other hand shows. */
static void
keyboard_pick (Fixture *f, FfbSide side, const char *passphrase, guint down)
{
  g_autoptr(FfbActionCards) dealt = state (f), picked = NULL;
  g_autoptr(GPtrArray) others = ffb_night_test_secrets_of (f->document, ffb_side_other (side));
  const GPtrArray *cards = dealt->hand[side];
  FfbSideView *view = hand_over (f, side, passphrase);
  GtkWidget *list = gtk_widget_get_parent (card_row (f, g_ptr_array_index (cards, 0)));

  for (guint i = 0; i < cards->len; i++)
    {
      const char *card = g_ptr_array_index (cards, i);
      FfbCardAllowance gives = ffb_deck_allowance (deck (f), card, side, FALSE);
      g_autofree char *text = ffb_deck_allowance_text (&gives);

      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (card_row (f, card))), ==,
                       text);
    }
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), others);
  g_assert_true (gtk_widget_is_focus (card_row (f, g_ptr_array_index (cards, 0))));
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, (int) down, FALSE,
                         FALSE);
  ffb_ui_test_flush ();
  g_signal_emit_by_name (list, "activate-cursor-row");
  ffb_ui_test_flush ();
  picked = state (f);
  g_assert_cmpstr (name_of (f, picked->pick[side]), ==,
                   name_of (f, g_ptr_array_index (cards, down)));
  g_assert_false (picked->passing[side]);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window),
                                            "Your pick, sealed until the reveal"));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), others);
  back_to_referee (f, view);
}

/* C2C: both pick by keyboard in their views; the table shows who has picked, never what; the
 * reveal shows both cards in large type, Player 1 and the engine's sentence; End Turn starts
 * the next turn, and Undo brings the reveal back. */
static void
test_pick_reveal_end_c2c (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActionCards) revealed = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *reason = NULL, *first = NULL, *on_table = NULL;
  FfbSideView *view;

  turn_on_and_deal (f);
  keyboard_pick (f, FFB_SIDE_UNION, "vicksburg", 1);
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, "Has picked: his card stays sealed"));
  g_assert_false (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Reveal")));
  keyboard_pick (f, FFB_SIDE_CONFEDERATE, "richmond", 0);
  g_assert_true (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Reveal")));
  reveal (f);
  revealed = state (f);
  reason = ffb_action_cards_player1_reason (revealed, deck (f));
  first = g_strdup_printf ("Player 1: %s", ffb_side_display_name (revealed->player1));
  g_assert_true (g_str_has_prefix (reason, "C2C: "));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, reason));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, first));
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_true (gtk_widget_has_css_class (ffb_ui_test_find_label (
                     f->page, name_of (f, revealed->pick[side])), "title-1"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Union: 5 cards in hand"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Confederate: 5 cards in hand"));
  /* In his view, his card face up first, and whether he is Player 1. */
  view = hand_over (f, FFB_SIDE_UNION, "vicksburg");
  on_table = g_strdup_printf ("On the table: %s", name_of (f, revealed->pick[FFB_SIDE_UNION]));
  g_assert_true (ffb_ui_test_find_row (GTK_WIDGET (hand (f)), on_table)
                 == gtk_widget_get_first_child (gtk_widget_get_parent (
                      ffb_ui_test_find_row (GTK_WIDGET (hand (f)), on_table))));
  g_assert_true (g_str_has_suffix (adw_preferences_group_get_description (
                                     ADW_PREFERENCES_GROUP (hand (f))),
                                   revealed->player1 == FFB_SIDE_UNION ? "you are Player 1"
                                                                       : "you are Player 2"));
  back_to_referee (f, view);

  g_assert_true (ffb_card_game_table_end_turn (table (f->page), NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Year 1 · Turn 2"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Not dealt 13 · discards 2"));
  g_assert_null (ffb_ui_test_find_label (f->page, reason));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_label (f->page, reason));
}

/* The first name both hands hold, and a card of it in each. */
static gboolean
common_name (Fixture *f, const FfbActionCards *dealt, const char **union_card,
             const char **confederate_card)
{
  const GPtrArray *ours = dealt->hand[FFB_SIDE_UNION], *theirs = dealt->hand[FFB_SIDE_CONFEDERATE];

  for (guint i = 0; i < ours->len; i++)
    for (guint j = 0; j < theirs->len; j++)
      if (g_str_equal (name_of (f, g_ptr_array_index (ours, i)),
                       name_of (f, g_ptr_array_index (theirs, j))))
        {
          *union_card = g_ptr_array_index (ours, i);
          *confederate_card = g_ptr_array_index (theirs, j);
          return TRUE;
        }
  return FALSE;
}

/* C2C: two cards of one name tie, and a tie makes the USA Player 1: the table says so. */
static void
test_tie_to_usa_c2c (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActionCards) dealt = NULL;
  g_autofree char *sentence = NULL;
  const char *ours = NULL, *theirs = NULL;

  turn_on_and_deal (f);
  dealt = state (f);
  g_assert_true (common_name (f, dealt, &ours, &theirs)); /* so the fixed seed deals */
  pick (f, FFB_SIDE_CONFEDERATE, theirs);
  pick (f, FFB_SIDE_UNION, ours);
  reveal (f);
  sentence = g_strdup_printf ("C2C: the %s and the %s tie, and a tie makes the USA Player 1.",
                              name_of (f, ours), name_of (f, theirs));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, sentence));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "Player 1: Union"));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "Union · Player 1"));
}

/* C2E: with the referee's switch on, every Confederate card gives what the rule leaves it
 * (a Supply card a step less, an Action card's Build a step short), in his own view; he
 * passes with a card by its row's Pass button, and a second pick is refused with the
 * engine's sentence, shown in the view. */
static void
test_mississippi_and_pass_c2e (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActionCards) dealt = NULL, passed = NULL;
  g_autoptr(GError) error = NULL;
  const GPtrArray *cards;
  GtkWidget *pass;

  turn_on_and_deal (f);
  g_assert_true (ffb_action_table_set_mississippi (table (f->page), TRUE, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ffb_night_test_find_type (f->page,
                                                                              GTK_TYPE_SWITCH))));
  dealt = state (f);
  g_assert_true (dealt->mississippi);
  cards = dealt->hand[FFB_SIDE_CONFEDERATE];
  hand_over (f, FFB_SIDE_CONFEDERATE, "richmond");
  for (guint i = 0; i < cards->len; i++)
    {
      const char *card = g_ptr_array_index (cards, i);
      FfbCardAllowance full = ffb_deck_allowance (deck (f), card, FFB_SIDE_CONFEDERATE, FALSE);
      FfbCardAllowance held = ffb_deck_allowance (deck (f), card, FFB_SIDE_CONFEDERATE, TRUE);
      g_autofree char *full_text = ffb_deck_allowance_text (&full);
      g_autofree char *held_text = ffb_deck_allowance_text (&held);
      const char *shown = adw_action_row_get_subtitle (ADW_ACTION_ROW (card_row (f, card)));

      g_assert_cmpstr (shown, ==, held_text);
      g_assert_cmpstr (shown, !=, full_text);
    }
  pass = ffb_ui_test_find_tooltip (card_row (f, g_ptr_array_index (cards, 2)),
                                   "Pass this turn: the card is revealed and discarded, and you "
                                   "do nothing (C2C)");
  g_assert_nonnull (pass);
  g_signal_emit_by_name (pass, "clicked");
  ffb_ui_test_flush ();
  passed = state (f);
  g_assert_cmpstr (name_of (f, passed->pick[FFB_SIDE_CONFEDERATE]), ==,
                   name_of (f, g_ptr_array_index (cards, 2)));
  g_assert_true (passed->passing[FFB_SIDE_CONFEDERATE]);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window),
                                            "You pass with it, sealed until the reveal"));
  g_assert_false (ffb_action_hand_pick (hand (f), g_ptr_array_index (cards, 0), FALSE, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==,
                   "C2C: the Confederate player has already picked his card for this turn.");
  g_assert_cmpstr (ffb_action_hand_get_refusal (hand (f)), ==, error->message);
}

/* C2E's exceptions: after the reveal, with the river held, the table shows both values of the
 * Confederate card and asks where it is used; West of the Mississippi, chosen and said with
 * Say Where (undoable), gives its full value, and the row then says where and what it gives. */
static void
test_where_c2e (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActionCards) dealt = NULL, said = NULL;
  g_autoptr(GError) error = NULL;
  const char *ask = "Where is the Confederate card used? (C2E)";
  const char *told = "Where the Confederate card is used (C2E)";
  FfbCardAllowance full;
  GtkWidget *row, *button, *places;

  turn_on_and_deal (f);
  g_assert_true (ffb_action_table_set_mississippi (table (f->page), TRUE, &error));
  ffb_ui_test_flush ();
  dealt = state (f);
  pick (f, FFB_SIDE_UNION, g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], 0));
  pick (f, FFB_SIDE_CONFEDERATE, g_ptr_array_index (dealt->hand[FFB_SIDE_CONFEDERATE], 0));
  reveal (f);
  full = ffb_deck_allowance (deck (f), g_ptr_array_index (dealt->hand[FFB_SIDE_CONFEDERATE], 0),
                             FFB_SIDE_CONFEDERATE, FALSE);
  row = ffb_ui_test_find_row (f->page, ask);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "East of the Mississippi the"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "West of it or in Georgia:"));
  button = ffb_night_test_button (f->page, "Say Where");
  /* The drop-down beside the button, on the same row. */
  places = ffb_night_test_find_type (gtk_widget_get_parent (button), GTK_TYPE_DROP_DOWN);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (places), FFB_CARD_PLACE_WEST);
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
  said = state (f);
  g_assert_cmpint (said->where[FFB_SIDE_CONFEDERATE], ==, FFB_CARD_PLACE_WEST);
  g_assert_cmpint (ffb_action_cards_allowance (said, deck (f), FFB_SIDE_CONFEDERATE).actions, ==,
                   full.actions);
  g_assert_null (ffb_ui_test_find_row (f->page, ask));
  row = ffb_ui_test_find_row (f->page, told);
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   "C2E: used west of the Mississippi"));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, ask));
}

/* Picks each side's first card, reveals and ends the turn. */
static void
play_turn (Fixture *f)
{
  g_autoptr(FfbActionCards) now = state (f);

  pick (f, FFB_SIDE_UNION, g_ptr_array_index (now->hand[FFB_SIDE_UNION], 0));
  pick (f, FFB_SIDE_CONFEDERATE, g_ptr_array_index (now->hand[FFB_SIDE_CONFEDERATE], 0));
  reveal (f);
  g_assert_true (ffb_card_game_table_end_turn (table (f->page), NULL));
  ffb_ui_test_flush ();
}

/* C2B: the sixth turn is the Winter turn, marked on the table and in each hand; after it the
 * year is over and the next is dealt from the whole deck. */
static void
test_winter_and_year_c2b (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) texts = NULL;
  FfbSideView *view;

  turn_on_and_deal (f);
  for (guint turn = 1; turn < 6; turn++)
    play_turn (f);
  texts = ffb_night_test_texts (f->page);
  g_assert_nonnull (ffb_night_test_find_text (texts, "Year 1 · Turn 6 · the Winter turn"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Land movement -1; combat allowed"));
  view = hand_over (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (hand (f))), ==,
                   "Year 1 · Turn 6, the Winter turn: pick a card with the arrow keys and "
                   "Enter, or pass with one");
  back_to_referee (f, view);

  play_turn (f);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Year 1 is over"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Union: 0 cards in hand"));
  g_assert_null (ffb_ui_test_find_row (f->page, "The Winter turn (C2B)"));
  g_assert_true (gtk_widget_get_sensitive (ffb_night_test_button (f->page, "Deal the Next Year")));
  g_assert_true (ffb_card_game_table_deal (table (f->page), NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Year 2 · Turn 1"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Not dealt 13 · discards 0"));
}

/* The width the metainfo promises (a phone held upright): the group and the hand give way. */
#define NARROW_WIDTH 360

static int
minimum_width (GtkWidget *widget)
{
  int minimum = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

static void
test_narrow (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbActionCards) dealt = NULL;

  g_assert_cmpint (minimum_width (GTK_WIDGET (table (f->page))), <=, NARROW_WIDTH);
  turn_on_and_deal (f);
  dealt = state (f);
  pick (f, FFB_SIDE_UNION, g_ptr_array_index (dealt->hand[FFB_SIDE_UNION], 0));
  pick (f, FFB_SIDE_CONFEDERATE, g_ptr_array_index (dealt->hand[FFB_SIDE_CONFEDERATE], 0));
  reveal (f);
  g_assert_cmpint (minimum_width (GTK_WIDGET (table (f->page))), <=, NARROW_WIDTH);
  g_assert_true (ffb_card_game_table_end_turn (table (f->page), NULL));
  ffb_ui_test_flush ();
  hand_over (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_cmpint (minimum_width (GTK_WIDGET (hand (f))), <=, NARROW_WIDTH);
}

/* A block campaign may have no tabletop battle (seed 000): a new campaign, no battle, the
 * action deck dealt; each player's hand-over opens a view of his action cards alone, and he
 * picks there by keyboard. */
static void
fixture_set_up_no_battle (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_document_new ();
  GtkWidget *page = ffb_campaign_page_new ();

  ffb_document_load_new (document);
  ffb_document_set_dice_seed (document, FFB_NIGHT_TEST_SEED);
  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
}

static void
test_hand_over_without_battle (Fixture *f, gconstpointer data)
{
  g_assert_null (ffb_document_get_battle (f->document));
  turn_on_and_deal (f);
  keyboard_pick (f, FFB_SIDE_UNION, "vicksburg", 1);
  keyboard_pick (f, FFB_SIDE_CONFEDERATE, "chancellorsville", 0);
  g_assert_true (ffb_card_game_table_reveal (table (f->page), NULL));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/action-cards/table-deal-C2B", test_table_deal_c2b);
  ADD ("/ui/action-cards/deck-refused", test_deck_refused);
  ADD ("/ui/action-cards/deck-file-own", test_deck_file_own);
  ADD ("/ui/action-cards/sealed-for-referee", test_sealed_for_referee);
  ADD ("/ui/action-cards/pick-reveal-end-C2C", test_pick_reveal_end_c2c);
  ADD ("/ui/action-cards/tie-to-USA-C2C", test_tie_to_usa_c2c);
  ADD ("/ui/action-cards/mississippi-and-pass-C2E", test_mississippi_and_pass_c2e);
  ADD ("/ui/action-cards/where-west-keeps-full-value-C2E", test_where_c2e);
  ADD ("/ui/action-cards/winter-and-year-C2B", test_winter_and_year_c2b);
  ADD ("/ui/action-cards/narrow", test_narrow);
  g_test_add ("/ui/action-cards/hand-over-without-a-battle-C2", Fixture, NULL,
              fixture_set_up_no_battle, test_hand_over_without_battle, fixture_tear_down);
  return g_test_run ();
}
