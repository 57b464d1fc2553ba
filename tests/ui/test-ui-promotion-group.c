/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-promotion-group.c: the Campaign page's game-night groups on the demo: the players'
 * passphrases (set and changed as undoable edits, checked by the keys they wrap), the
 * Reinforcement Phase promotion rolls (R10B-C, once a turn, the next turn's moving the
 * campaign on), a draw from the Promotion Pool (R10D-E: odd
 * initiative rolls only) and undo of the campaign's last change. */
#include <string.h>
#include "ffb-aftermath.h"
#include "ffb-campaign-dice.h"
#include "ffb-campaign-page.h"
#include "ffb-history.h"
#include "ffb-xml.h"
#include "ffb-passphrase-group.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-promotion-group.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

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

static gboolean
is_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static FfbPromotionGroup *
promotions (Fixture *f)
{
  return FFB_PROMOTION_GROUP (ffb_ui_test_find (f->page, is_type,
                                                GSIZE_TO_POINTER (FFB_TYPE_PROMOTION_GROUP)));
}

static FfbPassphraseGroup *
passphrases (Fixture *f)
{
  return FFB_PASSPHRASE_GROUP (ffb_ui_test_find (f->page, is_type,
                                                 GSIZE_TO_POINTER (FFB_TYPE_PASSPHRASE_GROUP)));
}

/* Applies what `row` holds; its key is derived on a worker (issue 11: Argon2id never on the
 * main loop), the group busy and taking no other row meanwhile; waits for the end. */
static void
apply_and_wait (Fixture *f, GtkWidget *row)
{
  FfbPassphraseGroup *group = passphrases (f);

  g_signal_emit_by_name (row, "apply");
  g_assert_true (ffb_passphrase_group_get_busy (group));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_false (adw_entry_row_get_show_apply_button (ADW_ENTRY_ROW (row)));
  while (ffb_passphrase_group_get_busy (group))
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_true (adw_entry_row_get_show_apply_button (ADW_ENTRY_ROW (row)));
}

/* A passphrase typed in its row and applied: it wraps its side's key, an undoable edit. */
static void
test_passphrase (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "Union passphrase (not set yet)");

  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), "vicksburg");
  apply_and_wait (f, row);
  g_assert_true (ffb_campaign_has_passphrase (campaign (f), FFB_READER_UNION));
  g_assert_true (ffb_passphrase_job_check (f->document, FFB_READER_UNION, "vicksburg", NULL));
  g_assert_false (ffb_passphrase_job_check (f->document, FFB_READER_UNION, "vicksburgs", NULL));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Union passphrase (set: type a new one to "
                                                   "change it)"));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_UNION));
}

/* Issue 13: the group says whose passphrase does what in whole sentences, each naming the
 * passphrase it speaks of ("A player's opens..." named none). */
static void
test_passphrase_description (Fixture *f, gconstpointer data)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (passphrases (f));
  const char *text = adw_preferences_group_get_description (group);
  g_auto(GStrv) sentences = g_strsplit (text, ". ", -1);

  g_assert_true (g_str_has_prefix (text, "The referee's passphrase seals every secret"));
  g_assert_nonnull (strstr (text, "Each player's passphrase opens his side's private view"));
  for (guint i = 0; sentences[i] != NULL; i++)
    g_assert_nonnull (strstr (sentences[i], "passphrase"));
}

/* The referee's passphrase has its row too; a too-short one is refused and sets nothing. */
static void
test_referee_passphrase (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "Referee's passphrase (not set yet)");

  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), "ump");
  apply_and_wait (f, row);
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_REFEREE));
  gtk_editable_set_text (GTK_EDITABLE (row), "umpire of Pea Ridge");
  apply_and_wait (f, row);
  g_assert_true (ffb_passphrase_job_check (f->document, FFB_READER_REFEREE,
                                           "umpire of Pea Ridge", NULL));
  g_assert_false (ffb_campaign_has_passphrase (campaign (f), FFB_READER_UNION));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Referee's passphrase (set: type a new one "
                                                   "to change it)"));
}

static int
campaign_turn (Fixture *f)
{
  return ffb_campaign_turn_number (campaign (f)->year, campaign (f)->months);
}

static const char *
phase_button_label (Fixture *f)
{
  return gtk_button_get_label (GTK_BUTTON (gtk_widget_get_template_child (
    GTK_WIDGET (promotions (f)), FFB_TYPE_PROMOTION_GROUP, "phase_button")));
}

/* Issue 35 item 8: the campaign's own turn rolls at once; then the button says it rolls the
 * next turn, and a click asks before it moves the campaign on: Cancel leaves the turn, the
 * answer "Roll and Move On" rolls it. */
static void
test_next_turn_asks (Fixture *f, gconstpointer data)
{
  int turn = campaign_turn (f);
  AdwMessageDialog *dialog;

  g_assert_cmpstr (phase_button_label (f), ==, "_Roll");
  gtk_widget_activate_action (GTK_WIDGET (promotions (f)), "promotion.roll", NULL);
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_shown_message_dialog ());
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 1);
  g_assert_cmpstr (phase_button_label (f), ==, "Roll _Next Turn…");
  gtk_widget_activate_action (GTK_WIDGET (promotions (f)), "promotion.roll", NULL);
  ffb_ui_test_flush ();
  dialog = ffb_ui_test_shown_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 1);
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpint (campaign_turn (f), ==, turn);
  gtk_widget_activate_action (GTK_WIDGET (promotions (f)), "promotion.roll", NULL);
  ffb_ui_test_flush ();
  dialog = ffb_ui_test_shown_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "roll");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpint (campaign_turn (f), ==, turn + 1);
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 2);
}

/* R10B, R10C: the phase of the campaign's turn is rolled once; then the next turn's is
 * offered, and rolling it moves the campaign on to that turn. Both can be undone. */
static void
test_phase_r10b (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *history;
  int turn = campaign_turn (f);

  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_no_error (error);
  history = ffb_history_get (campaign (f));
  g_assert_cmpuint (history->len, ==, 1);
  g_assert_cmpint (((FfbChange *) g_ptr_array_index (history, 0))->kind, ==,
                   FFB_CHANGE_PROMOTION_PHASE);
  g_assert_cmpint (((FfbChange *) g_ptr_array_index (history, 0))->turn, ==, turn);
  g_assert_cmpint (campaign_turn (f), ==, turn);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Campaign history"));
  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_no_error (error);
  g_assert_cmpint (((FfbChange *) g_ptr_array_index (history, 1))->turn, ==, turn + 1);
  g_assert_cmpint (campaign_turn (f), ==, turn + 1);
  g_assert_true (ffb_promotion_group_undo_last (promotions (f), &error));
  g_assert_no_error (error);
  g_assert_cmpint (campaign_turn (f), ==, turn);
  g_assert_true (ffb_promotion_group_undo_last (promotions (f), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 0);
}

/* A list's rows are made when it is opened, and made again after an edit while open. */
static void
test_lists_made_when_opened (Fixture *f, gconstpointer data)
{
  const char *stuart = ffb_campaign_find_leader (campaign (f), "stuart")->name;
  GtkWidget *pool = ffb_ui_test_find_row (f->page, "In the Promotion Pool (R10D, R10E)");

  g_assert_true (ADW_IS_EXPANDER_ROW (pool));
  g_assert_null (ffb_ui_test_find_row (f->page, stuart));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (pool), TRUE);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (pool, stuart));
  ffb_document_begin_edit (f->document, NULL);
  campaign (f)->year = 1863;
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (pool, stuart));
}

/* R10D, R10E: an even initiative roll draws nothing; an odd one promotes Stuart. */
static void
test_draw_r10d (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), "stuart")->stars, ==, 2);
  g_assert_false (ffb_promotion_group_draw (promotions (f), FFB_SIDE_CONFEDERATE, 4, &error));
  g_assert_nonnull (strstr (error->message, "R10D"));
  g_clear_error (&error);
  g_assert_true (ffb_promotion_group_draw (promotions (f), FFB_SIDE_CONFEDERATE, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), "stuart")->stars, ==, 3);
}

static const FfbChange *
last_change (Fixture *f)
{
  GPtrArray *history = ffb_history_get (campaign (f));

  g_assert_cmpuint (history->len, >, 0);
  return g_ptr_array_index (history, history->len - 1);
}

/* "Fair dice" (R10B-C): the Campaign dice row shows the commitment once the seed is drawn;
 * the phase rolled, taken back by the window's Undo (Ctrl+Z) or by the history's, and rolled
 * again gives the same dice. */
static void
test_phase_same_dice_after_undo (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "Campaign dice");
  g_autoptr(GError) error = NULL;
  g_autofree char *seed = NULL, *commitment = NULL;

  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "No seed yet"));
  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  seed = g_strdup (last_change (f)->seed);
  g_assert_nonnull (seed);
  commitment = g_strdup (ffb_campaign_dice_commitment (campaign (f)));
  g_assert_cmpstr (last_change (f)->campaign_commitment, ==, commitment);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), commitment));

  g_assert_true (ffb_document_undo (f->document, &error));
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 0);
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign (f)), ==, commitment);
  g_assert_true (ffb_document_get_modified (f->document));
  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_cmpstr (last_change (f)->seed, ==, seed);

  g_assert_true (ffb_promotion_group_undo_last (promotions (f), &error));
  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
}

/* "Fair dice": the referee may draw the campaign seed before any roll, so that both players
 * see its commitment first; the next roll comes from it, and it is drawn once only. */
static void
test_draw_seed_first (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "Campaign dice");
  g_autoptr(GError) error = NULL;
  g_autofree char *commitment = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (promotions (f)), "promotion.draw-seed",
                                             NULL));
  ffb_ui_test_flush ();
  commitment = g_strdup (ffb_campaign_dice_commitment (campaign (f)));
  g_assert_nonnull (commitment);
  g_assert_cmpuint (ffb_history_get (campaign (f))->len, ==, 0);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), commitment));
  g_assert_true (ffb_promotion_group_draw_seed (promotions (f), &error));
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign (f)), ==, commitment);
  g_assert_true (ffb_promotion_group_roll_phase (promotions (f), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_change (f)->campaign_commitment, ==, commitment);
}

/* Issue 13, point 7: the Reinforcement Phase's Roll says what it rolls, and can be used (the
 * referee saw it off with no reason). */
static void
test_roll_says_what (Fixture *f, gconstpointer data)
{
  GtkWidget *roll = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (promotions (f)),
                                                               FFB_TYPE_PROMOTION_GROUP,
                                                               "phase_button"));
  const char *tooltip;

  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_is_sensitive (roll));
  tooltip = gtk_widget_get_tooltip_text (roll);
  g_assert_nonnull (tooltip);
  g_assert_nonnull (strstr (tooltip, "Roll each counter on the turn track for the "
                                     "Reinforcement Phase of"));
}

static GtkWidget *
group_button (Fixture *f, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (promotions (f)),
                                                    FFB_TYPE_PROMOTION_GROUP, name));
}

static gboolean
apply_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_aftermath_apply (data, c, NULL, error);
}

/* The demo's Pea Ridge carried back with data/samples/pea-ridge-result.xml, as the Aftermath
 * page's Apply does: one edit of the document. */
static void
apply_pea_ridge (Fixture *f)
{
  const char *root = g_getenv ("FFB_SOURCE_ROOT");
  g_autofree char *path = g_build_filename (root != NULL ? root : ".", "data", "samples",
                                            "pea-ridge-result.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbAftermath) aftermath = NULL;

  g_assert_no_error (error);
  g_assert_true (ffb_night_ensure_oobs (f->document, &error));
  aftermath = ffb_aftermath_new (campaign (f), "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_night_run_campaign (f->document, apply_step, aftermath, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
}

/* Issue 13, point 7: after the Aftermath is applied (a change to the campaign while the page
 * shows), the Reinforcement Phase's Roll and the pool's Draw can still be pressed, and Roll
 * rolls the counters Pea Ridge placed (R10A, R10B). They were off for good after any change:
 * the page moved this group to the end of the page, and GTK 4.8 then left the buttons of its
 * actions insensitive. */
static void
test_roll_after_apply (Fixture *f, gconstpointer data)
{
  GtkWidget *roll = group_button (f, "phase_button");
  guint placed;

  apply_pea_ridge (f);
  placed = campaign (f)->promotions->len;
  g_assert_cmpuint (placed, >, 0);
  g_assert_true (gtk_widget_is_sensitive (roll));
  g_assert_true (gtk_widget_is_sensitive (group_button (f, "undo_button")));
  g_assert_true (gtk_widget_is_sensitive (gtk_widget_get_next_sibling (
                   GTK_WIDGET (group_button (f, "draw_roll")))));
  g_signal_emit_by_name (roll, "clicked"); /* a click; an insensitive button takes none */
  ffb_ui_test_flush ();
  g_assert_cmpint (last_change (f)->kind, ==, FFB_CHANGE_PROMOTION_PHASE);
}

static gboolean
row_title_starts (GtkWidget *widget, gconstpointer prefix)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), prefix);
}

/* Issue 13, point 4: the history names a change in a sentence and its battle by its name,
 * never by its id ("aftermath of pea-ridge"). */
static void
test_history_names_the_battle (Fixture *f, gconstpointer data)
{
  GtkWidget *history;

  apply_pea_ridge (f);
  ffb_ui_test_flush ();
  history = ffb_ui_test_find_row (f->page, "Campaign history");
  g_assert_true (ADW_IS_EXPANDER_ROW (history));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (history), TRUE);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find (history, row_title_starts, "Aftermath of Pea Ridge, "));
  g_assert_null (ffb_ui_test_find (history, row_title_starts, "aftermath of pea-ridge"));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/campaign-page/passphrase", test_passphrase);
  ADD ("/ui/campaign-page/referee-passphrase", test_referee_passphrase);
  ADD ("/ui/campaign-page/passphrase-description", test_passphrase_description);
  ADD ("/ui/campaign-page/promotion-phase-R10B", test_phase_r10b);
  ADD ("/ui/campaign-page/promotion-draw-R10D", test_draw_r10d);
  ADD ("/ui/campaign-page/Fair-dice/promotion-phase-same-dice-after-undo",
       test_phase_same_dice_after_undo);
  ADD ("/ui/campaign-page/Fair-dice/seed-drawn-before-the-first-roll", test_draw_seed_first);
  ADD ("/ui/campaign-page/promotion-lists-made-when-opened", test_lists_made_when_opened);
  ADD ("/ui/campaign-page/promotion-roll-says-what-R10B", test_roll_says_what);
  ADD ("/ui/campaign-page/promotion-next-turn-asks-R10B", test_next_turn_asks);
  ADD ("/ui/campaign-page/promotion-roll-after-apply-R10B", test_roll_after_apply);
  ADD ("/ui/campaign-page/history-names-the-battle", test_history_names_the_battle);
  return g_test_run ();
}
