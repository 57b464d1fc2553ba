/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-side-view.c: the hand-over on the demo's Pea Ridge (RULES.md R5-R7): the lock screen
 * replaces the referee's content, opens a side's view only with his passphrase (set at the
 * first hand-over, an undoable edit), the view plans and sends a flank march with its odds and
 * rule checks, shows nothing of the other side (nor of his hands of cards, C1 and C2), and is
 * destroyed on Hide, Escape or idleness. */
#include <string.h>

#include "ffb-action-play.h"
#include "ffb-cards.h"
#include "ffb-night-test.h"
#include "ffb-xml-deck.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-order-editor.h"
#include "ffb-keyring.h"
#include "ffb-side-panel.h"
#include "ffb-side-view.h"
#include "ffb-ui-test.h"
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-xml-tactics.h"

typedef struct
{
  FfbDocument *document;
  GtkWindow *window;
  GtkWidget *referee; /* stands for the referee's pages */
  FfbSideView *view;
} Fixture;

static FfbCampaign *
campaign (Fixture *f)
{
  return ffb_document_get_campaign (f->document);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->document = ffb_ui_test_demo_document ();
  f->referee = gtk_label_new ("Referee's pages: Earl Van Dorn, Samuel R. Curtis");
  f->window = ffb_ui_test_window (f->referee);
  /* The referee has his passphrase already (test-ui-hand-over sets it at the hand-over). */
  g_assert_true (ffb_keyring_set_passphrase (campaign (f)->keyring, FFB_READER_REFEREE,
                                             "umpire of Pea Ridge", NULL));
  /* The test window's content is a toast overlay holding the referee's label. */
  f->view = ffb_side_view_hand_over (f->window, f->document, FFB_SIDE_UNION);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
}

static void
set_passphrase (Fixture *f, FfbSide side, const char *passphrase)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_passphrase_job_set (f->document, ffb_reader_for_side (side), passphrase,
                                            &error));
  g_assert_no_error (error);
}

static gboolean
is_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static GtkWidget *
find_type (Fixture *f, GType type)
{
  return ffb_ui_test_find (GTK_WIDGET (f->window), is_type, GSIZE_TO_POINTER (type));
}

/* The whole content goes: no referee page is in the tree, and the lock screen names nobody. */
static void
test_lock_screen (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) union_secrets = ffb_night_test_secrets_of (f->document, FFB_SIDE_UNION);
  g_autoptr(GPtrArray) confederate_secrets = ffb_night_test_secrets_of (f->document,
                                                                        FFB_SIDE_CONFEDERATE);

  g_assert_true (ffb_side_view_get_shown (f->window) == f->view);
  g_assert_null (gtk_widget_get_root (f->referee));
  g_assert_false (ffb_side_view_get_open (f->view));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), union_secrets);
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), confederate_secrets);

  ffb_side_view_restore (f->window);
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (f->window));
  g_assert_true (gtk_widget_get_root (f->referee) == GTK_ROOT (f->window));
}

/* A side without a passphrase sets it at his first hand-over, typed twice: an undoable edit. */
static void
test_first_passphrase (Fixture *f, gconstpointer data)
{
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_UNION));
  g_assert_false (ffb_ui_test_unlock (f->view, "shiloh church", "shilo church"));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window),
                                            "The two passphrases differ…"));
  g_assert_false (ffb_ui_test_unlock (f->view, "abc", "abc")); /* too short */
  g_assert_false (ffb_side_view_get_open (f->view));
  g_assert_true (ffb_ui_test_unlock (f->view, "shiloh church", "shiloh church"));
  g_assert_true (ffb_side_view_get_open (f->view));
  g_assert_true (ffb_passphrase_job_check (f->document, FFB_READER_UNION, "shiloh church", NULL));
  g_assert_true (ffb_document_get_modified (f->document));
  g_assert_true (ffb_document_get_can_undo (f->document));
}

/* What a widget shows in words: a label's text, a button's label, an entry's placeholder. */
static gboolean
shows_words (GtkWidget *widget, gconstpointer data)
{
  g_autofree char *placeholder = NULL;
  const char *text = NULL;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_PASSWORD_ENTRY (widget))
    g_object_get (widget, "placeholder-text", &placeholder, NULL);
  if (placeholder != NULL)
    text = placeholder;
  return text != NULL && strstr (text, data) != NULL;
}

/* Issue 30 item 1 ("Secrets at rest"): a hand-over names one side. The lock screen of a
 * hand-over to the Union player is his alone: no switcher, nothing in it names or opens the
 * Confederate's view, and the way it sets a passphrase sets no Confederate one, while his own
 * first one is set there. */
static void
test_names_one_side (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (find_type (f, GTK_TYPE_TOGGLE_BUTTON));
  g_assert_null (ffb_ui_test_find (GTK_WIDGET (f->window), shows_words, "onfederate"));
  g_assert_nonnull (ffb_ui_test_find (GTK_WIDGET (f->window), shows_words, "Union"));
  g_assert_false (ffb_passphrase_job_set_from (f->document,
                                               ffb_passphrase_setter_for_hand_over (FFB_SIDE_UNION),
                                               FFB_READER_CONFEDERATE, "richmond", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_CONFEDERATE));
  g_assert_true (ffb_ui_test_unlock (f->view, "shiloh church", "shiloh church"));
  g_assert_true (ffb_side_view_get_open (f->view));
  g_assert_cmpint (ffb_side_view_get_side (f->view), ==, FFB_SIDE_UNION);
  g_assert_true (ffb_campaign_has_passphrase (campaign (f), FFB_READER_UNION));
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_CONFEDERATE));
}

/* A wrong passphrase says so and opens nothing; the right one opens his view. */
static void
test_wrong_passphrase (Fixture *f, gconstpointer data)
{
  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  set_passphrase (f, FFB_SIDE_CONFEDERATE, "richmond");
  ffb_side_view_lock (f->view); /* the lock screen reads the new state */
  g_assert_false (ffb_ui_test_unlock (f->view, "richmond", ""));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->window),
                                            "That is not the Union passphrase."));
  g_assert_null (find_type (f, FFB_TYPE_SIDE_PANEL));
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  g_assert_nonnull (find_type (f, FFB_TYPE_SIDE_PANEL));
}

/* R5, R5B, R7B(1): the Union player plans a march, sees its odds and rule checks, sends it. */
static void
test_send_march (Fixture *f, gconstpointer data)
{
  FfbOrderEditor *editor;
  FfbBattle *battle;
  FfbFlankOrder *order;
  g_autoptr(GPtrArray) texts = NULL;

  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  editor = FFB_ORDER_EDITOR (find_type (f, FFB_TYPE_ORDER_EDITOR));
  g_assert_nonnull (editor);
  g_assert_false (ffb_order_editor_get_can_send (editor));

  /* A single brigade is too small a march (R5B): refused, with its rule. */
  g_assert_true (ffb_order_editor_set_unit (editor, "union.c2.d1.b1", TRUE));
  g_assert_false (ffb_order_editor_get_can_send (editor));
  texts = ffb_night_test_texts (GTK_WIDGET (editor));
  g_assert_nonnull (ffb_night_test_find_text (texts, "at least 1 SP's worth"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "R5B"));
  g_clear_pointer (&texts, g_ptr_array_unref);

  /* Davis's whole division, under Davis: the odds of initiative 2 on a d4. */
  ffb_order_editor_set_unit (editor, "union.c2.d1.b1", FALSE);
  ffb_order_editor_set_unit (editor, "union.c2.d1", TRUE);
  g_assert_true (ffb_order_editor_get_can_send (editor));
  texts = ffb_night_test_texts (GTK_WIDGET (editor));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Jefferson C. Davis, initiative 2"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Swift 2 in 4 · deliberate 1 in 4 · "
                                                     "plodding 1 in 4"));
  g_assert_true (ffb_order_editor_send (editor, NULL));
  ffb_ui_test_flush ();

  battle = ffb_document_get_battle (f->document);
  order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  g_assert_nonnull (order);
  g_assert_cmpstr (order->leader_id, ==, "davis");
  /* The view now shows the march given, and a new editor for the right flank only. */
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->window), "Led by Jefferson C. Davis"));
  g_assert_true (ffb_document_get_can_undo (f->document));
}

/* C1: cards on with the Haggerty deck and a turn dealt; C2: the campaign's action deck on
 * and a year dealt, from a fixed campaign seed; as one edit. */
static gboolean
deal_step (FfbCampaign *c, FfbBattle *battle, gpointer data, GError **error)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", error);
  g_autoptr(FfbDeck) action = ffb_deck_new_built_in ("marian", error);

  return deck != NULL && ffb_cards_turn_on (battle, deck, error) && ffb_cards_choose (battle,
                                                                                      FFB_CARD_STEP_DEAL,
                                                                                      -1, NULL,
                                                                                      error)
         && action != NULL && ffb_campaign_dice_set_seed (c, FFB_NIGHT_TEST_SEED, error)
         && ffb_action_play_turn_on (c, action, error) && ffb_action_play_deal_year (c, error);
}

static void
deal_cards (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_night_run (f->document, NULL, deal_step, NULL, &error));
  g_assert_no_error (error);
}

/* C2: the name of a card in `side`'s action hand that the other hand holds none of. */
static const char *
own_action_card (Fixture *f, FfbSide side)
{
  g_autoptr(FfbActionCards) state = ffb_action_play_state (campaign (f), NULL);
  const FfbDeck *deck = campaign (f)->action_cards->deck;

  g_assert_nonnull (state);
  for (guint i = 0; i < state->hand[side]->len; i++)
    {
      const char *name = ffb_deck_card_name (deck, g_ptr_array_index (state->hand[side], i));
      gboolean shared = FALSE;

      for (guint j = 0; j < state->hand[ffb_side_other (side)]->len; j++)
        shared |= g_str_equal (name, ffb_deck_card_name (deck, g_ptr_array_index (
                                 state->hand[ffb_side_other (side)], j)));
      if (!shared)
        return name;
    }
  return NULL;
}

/* The name of the first card in `side`'s hand. */
static const char *
first_card (Fixture *f, FfbSide side)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);
  g_autoptr(FfbActivation) state = ffb_cards_state (battle, NULL);

  g_assert_nonnull (state);
  return ffb_deck_card_name (battle->neutral->cards->deck,
                             g_ptr_array_index (state->hand[side], 0));
}

/* R7, C1, C2: with both sides' marches given and rolled, a turn of cards and a year of action
 * cards dealt, each view holds nothing of the other side: no unit, no sealed result, no card
 * of either of his hands. */
static void
test_nothing_of_the_other_side (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) union_secrets = NULL, confederate_secrets = NULL;
  g_autoptr(GPtrArray) texts = NULL;

  ffb_night_test_give (f->document, FFB_SIDE_UNION, FFB_FLANK_LEFT, "union.c2.d1");
  ffb_night_test_give (f->document, FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT, "confederate.c2.d3");
  ffb_night_test_roll (f->document);
  deal_cards (f); /* C1: each hand is a side's secret too */
  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  set_passphrase (f, FFB_SIDE_CONFEDERATE, "richmond");
  union_secrets = ffb_night_test_secrets_of (f->document, FFB_SIDE_UNION);
  confederate_secrets = ffb_night_test_secrets_of (f->document, FFB_SIDE_CONFEDERATE);
  g_assert_cmpuint (union_secrets->len, >, 10);
  g_assert_true (g_ptr_array_find_with_equal_func (confederate_secrets,
                                                   first_card (f, FFB_SIDE_CONFEDERATE),
                                                   g_str_equal, NULL));
  /* The fixed seed deals each side an action card of a name the other hand has none of. */
  g_assert_nonnull (own_action_card (f, FFB_SIDE_UNION));
  g_assert_nonnull (own_action_card (f, FFB_SIDE_CONFEDERATE));
  g_assert_true (g_ptr_array_find_with_equal_func (confederate_secrets,
                                                   own_action_card (f, FFB_SIDE_CONFEDERATE),
                                                   g_str_equal, NULL));

  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  texts = ffb_night_test_texts (GTK_WIDGET (f->window));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Samuel R. Curtis")); /* his own */
  g_assert_nonnull (ffb_night_test_find_text (texts, "R7A(3)"));
  g_assert_nonnull (ffb_night_test_find_text (texts, first_card (f, FFB_SIDE_UNION)));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->window),
                                          own_action_card (f, FFB_SIDE_UNION)));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), confederate_secrets);

  /* A hand-over names one side: the other player's is a hand-over of its own. */
  ffb_side_view_restore (f->window);
  f->view = ffb_side_view_hand_over (f->window, f->document, FFB_SIDE_CONFEDERATE);
  g_assert_true (ffb_ui_test_unlock (f->view, "richmond", ""));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->window),
                                          own_action_card (f, FFB_SIDE_CONFEDERATE)));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), union_secrets);
}

/* RULES.md Q2: a player's view of a quick battle speaks the set's words: his brigades by
 * their stands and Shaken count, no FF label; his artillery guns, in the army and in the
 * order editor's march. */
static void
test_quick_words_q2 (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", NULL);
  g_autoptr(GPtrArray) texts = NULL;
  const char *brigade;

  ffb_document_begin_edit (f->document, NULL);
  g_assert_true (ffb_battle_set_tactical_rules (campaign (f), ffb_document_get_battle (f->document),
                                                quick, NULL));
  ffb_document_end_edit (f->document);
  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  texts = ffb_night_test_texts (GTK_WIDGET (f->window));
  brigade = ffb_night_test_find_text (texts, " · Shaken at ");
  g_assert_nonnull (brigade);
  g_test_message ("%s", brigade);
  g_assert_true (g_regex_match_simple ("^\\d+ stands · Shaken at \\d+ · (Elite|Veteran|Green) · ",
                                       brigade, 0, 0));
  g_assert_nonnull (ffb_night_test_find_text (texts, " gun"));
  g_assert_null (ffb_night_test_find_text (texts, "batter"));
  g_assert_null (ffb_night_test_find_text (texts, "Battery"));
  /* Q4: the army's line says each General heads his division, not FF's army leader. */
  g_assert_nonnull (ffb_night_test_find_text (texts, "Each General heads his own division (Q1)"));
  g_assert_null (ffb_night_test_find_text (texts, "Generated leader"));
  g_assert_null (ffb_night_test_find_text (texts, "No army leader"));
}

static void
panel_finalized (gpointer data, GObject *where)
{
  *(gboolean *) data = TRUE;
}

/* Hide destroys the private view: its widgets are gone, not hidden. Escape hides too. */
static void
test_hide_destroys (Fixture *f, gconstpointer data)
{
  gboolean finalized = FALSE;
  GtkWidget *panel;

  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  panel = find_type (f, FFB_TYPE_SIDE_PANEL);
  g_object_weak_ref (G_OBJECT (panel), panel_finalized, &finalized);
  gtk_widget_activate_action (panel, "side.hide", NULL);
  ffb_ui_test_flush ();
  g_assert_true (finalized);
  g_assert_false (ffb_side_view_get_open (f->view));
  g_assert_null (find_type (f, FFB_TYPE_SIDE_PANEL));

  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "side.hide", NULL));
  g_assert_false (ffb_side_view_get_open (f->view));
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Ctrl+W while a player holds the laptop (issue 35, item 9): the lock screen asks for the
 * referee's passphrase to close ffbridge, its title and its button saying so, not that they
 * open his pages. */
static void
test_close_asks_to_close (Fixture *f, gconstpointer data)
{
  AdwStatusPage *status;

  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  g_assert_false (ffb_side_view_allow_close (f->view));
  ffb_ui_test_flush ();
  status = ADW_STATUS_PAGE (find_type (f, ADW_TYPE_STATUS_PAGE));
  g_assert_cmpstr (adw_status_page_get_title (status), ==, "Close ffbridge");
  g_assert_nonnull (ffb_ui_test_find (GTK_WIDGET (f->window), is_button_labelled,
                                      "_Close ffbridge"));
  g_assert_null (ffb_ui_test_find (GTK_WIDGET (f->window), is_button_labelled,
                                   "_Open the Referee's Pages"));
}

/* Without input the view closes by itself. */
static void
test_idle_timeout (Fixture *f, gconstpointer data)
{
  gint64 until;

  set_passphrase (f, FFB_SIDE_UNION, "vicksburg");
  ffb_side_view_set_idle_seconds (f->view, 1);
  g_assert_true (ffb_ui_test_unlock (f->view, "vicksburg", ""));
  until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (ffb_side_view_get_open (f->view) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (ffb_side_view_get_open (f->view));
  g_assert_null (find_type (f, FFB_TYPE_SIDE_PANEL));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/side-view/names-one-side", test_names_one_side);
  ADD ("/ui/side-view/lock-screen-R7", test_lock_screen);
  ADD ("/ui/side-view/first-passphrase", test_first_passphrase);
  ADD ("/ui/side-view/wrong-passphrase", test_wrong_passphrase);
  ADD ("/ui/side-view/send-march-R5B-R7B(1)", test_send_march);
  ADD ("/ui/side-view/nothing-of-the-other-side-R7", test_nothing_of_the_other_side);
  ADD ("/ui/side-view/Q2/quick-battle-words", test_quick_words_q2);
  ADD ("/ui/side-view/hide-destroys", test_hide_destroys);
  ADD ("/ui/side-view/close-asks-to-close", test_close_asks_to_close);
  ADD ("/ui/side-view/idle-timeout", test_idle_timeout);
  return g_test_run ();
}
