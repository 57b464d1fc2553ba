/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-arrivals-editor.c: the owner of the larger of two flank marches that met off table
 * picks which of its brigades arrive (RULES.md R7B(5a), (5b)), in his private view, on the
 * demo's Pea Ridge: Curtis's corps (40 stands) round the Union right meets McCulloch's march
 * (60: his own division of five brigades of 8 and Little's of 7, 7 and 6) round the
 * Confederate left on BOTH_SWIFT_SEED; both swift, they meet for certain (R7B(6)); told to both
 * players on turn 3, the Confederate march enters on turn 4 with 20 stands. The pick shows
 * only from the notice to the march's entry, the engine refuses a pick that breaks the rule in
 * the place it is made, keeping it is one undoable edit, and the Union view shows nothing of
 * it. */
#include <string.h>
#include "ffb-error.h"
#include "ffb-arrivals-editor.h"
#include "ffb-night-test.h"

/* A seed on which both marches roll swift (under the dice's derivation 2, "Fair dice"). */
#define BOTH_SWIFT_SEED "000102030405060708090a0b0c0d0e0f101112131415161718191a1b00000035"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-side-panel.h"
#include "ffb-side-view.h"
#include "ffb-ui-test.h"

#define OWNER_PASSPHRASE "richmond"
#define OTHER_PASSPHRASE "vicksburg"

typedef struct
{
  FfbDocument *document;
  GtkWindow *window;
  FfbSideView *view;
} Fixture;

static gboolean
advance_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  FfbNeutral *neutral = ffb_night_neutral (battle);

  return neutral->clock.night ? ffb_neutral_next_day (neutral, campaign, battle, error)
                              : ffb_neutral_advance (neutral, campaign, battle, error);
}

/* Runs the clock to battle turn `turn`, a turn an edit, as the battle-night page does. */
static void
play_to (Fixture *f, int turn)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);
  FfbCampaign *campaign = ffb_document_get_campaign (f->document);

  while (ffb_neutral_now (ffb_night_neutral (battle), campaign, battle) < turn)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ffb_night_run (f->document, NULL, advance_step, NULL, &error));
      g_assert_no_error (error);
      battle = ffb_document_get_battle (f->document);
      campaign = ffb_document_get_campaign (f->document);
    }
  ffb_ui_test_flush ();
}

static void
set_passphrase (Fixture *f, FfbReader reader, const char *passphrase)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_passphrase_job_set (f->document, reader, passphrase, &error));
  g_assert_no_error (error);
}

static const FfbFlankOrder *
confederate_order (Fixture *f)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);

  return ffb_neutral_find_order (battle->neutral, FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  const char *const mcculloch[] = { "confederate.c2.d1", "confederate.c2.d2", NULL };
  FfbBattle *battle;
  const FfbEncounter *encounter;

  f->document = ffb_ui_test_demo_document ();
  ffb_night_test_give (f->document, FFB_SIDE_UNION, FFB_FLANK_RIGHT, "union.c1");
  ffb_night_test_give_led (f->document, FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT, "mcculloch",
                           mcculloch);
  ffb_night_test_roll_seed (f->document, BOTH_SWIFT_SEED);
  /* The referee's passphrase comes before any hand-over. */
  set_passphrase (f, FFB_READER_REFEREE, "umpire of Pea Ridge");
  set_passphrase (f, FFB_READER_UNION, OTHER_PASSPHRASE);
  set_passphrase (f, FFB_READER_CONFEDERATE, OWNER_PASSPHRASE);
  /* The setting this test rests on: the engine's encounter, as the header says. */
  battle = ffb_document_get_battle (f->document);
  g_assert_cmpuint (battle->neutral->encounters->len, ==, 1);
  encounter = &g_array_index (battle->neutral->encounters, FfbEncounter, 0);
  g_assert_true (encounter->met);
  g_assert_cmpint (encounter->larger, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (encounter->surplus, ==, 20);
  g_assert_cmpint (encounter->told_turn, ==, 3);
  g_assert_cmpint (confederate_order (f)->arrival_turn, ==, 4);

  f->window = ffb_ui_test_window (gtk_label_new ("Referee's pages"));
  f->view = ffb_side_view_hand_over (f->window, f->document, FFB_SIDE_CONFEDERATE);
  ffb_ui_test_flush ();
  g_assert_true (ffb_ui_test_unlock (f->view, OWNER_PASSPHRASE, ""));
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
}

static gboolean
is_editor (GtkWidget *widget, gconstpointer data)
{
  return FFB_IS_ARRIVALS_EDITOR (widget);
}

static FfbArrivalsEditor *
find_editor (Fixture *f)
{
  return (FfbArrivalsEditor *) ffb_ui_test_find (GTK_WIDGET (f->window), is_editor, NULL);
}

static gboolean
shows (GtkWidget *root, const char *needle)
{
  g_autoptr(GPtrArray) texts = ffb_night_test_texts (root);

  return ffb_night_test_find_text (texts, needle) != NULL;
}

static gboolean
is_shown_refusal (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_ACTION_ROW (widget) && gtk_widget_has_css_class (widget, "error")
         && gtk_widget_get_visible (widget);
}

/* The refusal the editor shows, with its rule: NULL when there is none. */
static const char *
refusal (FfbArrivalsEditor *editor)
{
  GtkWidget *row = ffb_ui_test_find (GTK_WIDGET (editor), is_shown_refusal, NULL);

  if (row == NULL)
    return NULL;
  g_assert_nonnull (ffb_ui_test_find_label (row, "R7B(5a)"));
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

/* The engine's pick, compared with the NULL-terminated `ids` in order. */
static void
assert_arriving (Fixture *f, const char *const *ids)
{
  GPtrArray *arriving = confederate_order (f)->arriving;

  g_assert_cmpuint (arriving->len, ==, g_strv_length ((char **) ids));
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_cmpstr (g_ptr_array_index (arriving, i), ==, ids[i]);
}

static const char *const proposal[] = { "confederate.c2.d1.b1", "confederate.c2.d1.b2", NULL };
static const char *const exact[] = { "confederate.c2.d2.b1", "confederate.c2.d2.b2",
                                     "confederate.c2.d2.b3", NULL };

/* Before the encounter is told (turn 3) the owner learns nothing of it: no pick. */
static void
test_hidden_before_notice (Fixture *f, gconstpointer data)
{
  play_to (f, 2);
  g_assert_null (find_editor (f));
  g_assert_false (shows (GTK_WIDGET (f->window), "What Arrives"));
  g_assert_false (shows (GTK_WIDGET (f->window), "met the enemy's march"));
  play_to (f, 3);
  g_assert_nonnull (find_editor (f));
}

/* The proposal, a pick the rule refuses (said in the editor, naming R7B(5a)), a better pick
 * kept as one edit, which the referee's undo does not take back. */
static void
test_pick_keep_undo (Fixture *f, gconstpointer data)
{
  FfbArrivalsEditor *editor;
  g_autoptr(GError) error = NULL;

  play_to (f, 3);
  editor = find_editor (f);
  g_assert_nonnull (editor);
  /* Whole brigades, largest first: two of 8 stands, 16 of the 20. */
  assert_arriving (f, (const char **) proposal);
  g_assert_true (shows (GTK_WIDGET (editor), "16 of the 20 allowed"));
  g_assert_true (shows (GTK_WIDGET (editor), "the app's proposal, kept"));
  g_assert_null (refusal (editor));
  g_assert_false (ffb_arrivals_editor_get_can_keep (editor));

  /* A third brigade of 8 makes 24: refused, in the editor, by the rule. */
  g_assert_true (ffb_arrivals_editor_set_brigade (editor, "confederate.c2.d1.b3", TRUE));
  g_assert_false (ffb_arrivals_editor_get_can_keep (editor));
  g_assert_true (shows (GTK_WIDGET (editor), "24 of the 20 allowed"));
  g_assert_cmpstr (refusal (editor), ==, "The brigades chosen count 24 stands, more than the "
                   "20 in excess of the enemy's march.");
  g_assert_false (ffb_arrivals_editor_keep (editor, &error));
  g_assert_nonnull (strstr (error->message, "R7B(5a)"));
  g_clear_error (&error);
  assert_arriving (f, (const char **) proposal);

  /* None at all is refused too; then the 2nd Division's 7, 7 and 6 make exactly 20. */
  for (guint i = 0; proposal[i] != NULL; i++)
    ffb_arrivals_editor_set_brigade (editor, proposal[i], FALSE);
  ffb_arrivals_editor_set_brigade (editor, "confederate.c2.d1.b3", FALSE);
  g_assert_true (g_str_has_prefix (refusal (editor), "Pick at least one brigade"));
  for (guint i = 0; exact[i] != NULL; i++)
    g_assert_true (ffb_arrivals_editor_set_brigade (editor, exact[i], TRUE));
  g_assert_true (shows (GTK_WIDGET (editor), "20 of the 20 allowed"));
  g_assert_null (refusal (editor));
  g_assert_false (shows (GTK_WIDGET (editor), "Pick at least one brigade"));
  g_assert_true (ffb_arrivals_editor_get_can_keep (editor));
  g_assert_true (ffb_arrivals_editor_keep (editor, &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  assert_arriving (f, (const char **) exact);
  g_assert_true (shows (GTK_WIDGET (find_editor (f)), "your pick, kept"));

  /* Issue 30 item 2, "Fair dice": the owner's pick stands; the referee's undo stops before it
   * and says so (he changes it only by a new pick of the owner's, in his view). */
  g_assert_false (ffb_document_undo (f->document, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_cmpstr (error->message, ==, "Undo stops here: the Confederate player's pick of "
                   "what arrives of his flank march on the left at “Pea Ridge” stands.");
  ffb_ui_test_flush ();
  assert_arriving (f, (const char **) exact);
  g_assert_true (shows (GTK_WIDGET (find_editor (f)), "your pick, kept"));
}

/* "Use the Proposal" ticks the proposal again. */
static void
test_back_to_proposal (Fixture *f, gconstpointer data)
{
  FfbArrivalsEditor *editor;

  play_to (f, 3);
  editor = find_editor (f);
  ffb_arrivals_editor_set_brigade (editor, "confederate.c2.d1.b1", FALSE);
  g_assert_true (shows (GTK_WIDGET (editor), "8 of the 20 allowed"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "arrivals.propose", NULL));
  g_assert_true (shows (GTK_WIDGET (editor), "16 of the 20 allowed · the app's proposal, kept"));
  g_assert_false (ffb_arrivals_editor_get_can_keep (editor));
}

/* After the march has entered the pick is fixed: no editor, the brigades that came. */
static void
test_fixed_after_arrival (Fixture *f, gconstpointer data)
{
  play_to (f, 3);
  g_assert_nonnull (find_editor (f));
  play_to (f, 4);
  g_assert_null (find_editor (f));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->window), "What arrives (R7B(5a)), "
                                                                  "fixed"));
  g_assert_true (shows (GTK_WIDGET (f->window), "16 of the 20 stands allowed"));
}

/* The Union player, whose march is the smaller, learns that it never arrives, and nothing
 * of the Confederate pick: not its brigades, not the stands allowed. */
static void
test_other_side_sees_nothing (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) confederate_secrets = NULL;

  play_to (f, 3);
  g_assert_true (ffb_arrivals_editor_set_brigade (find_editor (f), "confederate.c2.d1.b1",
                                                  FALSE));
  g_assert_true (ffb_arrivals_editor_keep (find_editor (f), NULL));
  ffb_ui_test_flush ();
  confederate_secrets = ffb_night_test_secrets_of (f->document, FFB_SIDE_CONFEDERATE);

  /* A hand-over names one side: the other player's is a hand-over of its own. */
  ffb_side_view_restore (f->window);
  f->view = ffb_side_view_hand_over (f->window, f->document, FFB_SIDE_UNION);
  g_assert_true (ffb_ui_test_unlock (f->view, OTHER_PASSPHRASE, ""));
  ffb_ui_test_flush ();
  g_assert_null (find_editor (f));
  g_assert_true (shows (GTK_WIDGET (f->window), "met the enemy's march off table and never "
                                                "arrives"));
  g_assert_false (shows (GTK_WIDGET (f->window), "What Arrives"));
  g_assert_false (shows (GTK_WIDGET (f->window), "allowed"));
  g_assert_false (shows (GTK_WIDGET (f->window), "20 stands"));
  ffb_night_test_assert_none_shown (GTK_WIDGET (f->window), confederate_secrets);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/arrivals-editor/R7B(5a)/hidden-before-notice", test_hidden_before_notice);
  ADD ("/ui/arrivals-editor/R7B(5a)/pick-kept-undo-stops", test_pick_keep_undo);
  ADD ("/ui/arrivals-editor/R7B(5a)/back-to-proposal", test_back_to_proposal);
  ADD ("/ui/arrivals-editor/R7B(5a)/fixed-after-arrival", test_fixed_after_arrival);
  ADD ("/ui/arrivals-editor/R7B(5a)/other-side-sees-nothing", test_other_side_sees_nothing);
  return g_test_run ();
}
