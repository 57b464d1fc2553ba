/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-windows.c: one window a campaign (issue 18): a file opens in the window that shows
 * nothing yet, else in a window of its own, and a file open already brings its window forward;
 * each window keeps its own autosave; while a player has one window, the others are out of
 * sight; a process killed with two windows open brings both back. */
#include <glib/gstdio.h>
#include "ffb-application.h"
#include "ffb-passphrase-job.h"
#include "ffb-side-view.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"
#include "ffb-window-slot.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

typedef struct
{
  FfbApplication *app;
  char *folder;
  GFile *first;  /* the demo saved as first.ffbridge */
  GFile *second; /* the demo of 1863 saved as second.ffbridge */
} Fixture;

static GFile *
save_demo (const char *folder, const char *name, int year)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  campaign->year = year;
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* What an earlier test's windows may have left in the (shared) state folder and settings: the
 * app starts on the demo, with nothing to recover. */
static void
forget_earlier_tests (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL
                                        ? g_settings_schema_source_lookup (source, APP_ID, TRUE)
                                        : NULL;

  if (schema != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new_full (schema, NULL, NULL);
      g_settings_reset (settings, "last-file");
    }
  for (guint slot = 1; slot <= 4; slot++)
    {
      g_autofree char *autosave = ffb_window_slot_autosave_path (slot);
      g_autofree char *origin = g_strconcat (autosave, ".origin", NULL);
      g_autofree char *mark = ffb_window_slot_hand_over_path (slot);

      g_unlink (autosave);
      g_unlink (origin);
      g_unlink (mark);
    }
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  forget_earlier_tests ();
  f->folder = g_dir_make_tmp ("ffb-windows-XXXXXX", NULL);
  f->first = save_demo (f->folder, "first.ffbridge", 1862);
  f->second = save_demo (f->folder, "second.ffbridge", 1863);
  f->app = ffb_application_new ();
  g_application_set_flags (G_APPLICATION (f->app),
                           g_application_get_flags (G_APPLICATION (f->app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (f->app), NULL, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (f->app))) != NULL)
    gtk_window_destroy (windows->data);
  ffb_ui_test_flush ();
  g_clear_object (&f->app);
  g_clear_object (&f->first);
  g_clear_object (&f->second);
  ffb_ui_test_flush ();
  g_free (f->folder);
}

static guint
n_windows (Fixture *f)
{
  return g_list_length (gtk_application_get_windows (GTK_APPLICATION (f->app)));
}

static const char *
window_state (FfbWindow *window)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                              "state_stack"));

  return gtk_stack_get_visible_child_name (stack);
}

/* Until no window is opening a file any more. */
static void
wait_until_opened (Fixture *f)
{
  gboolean opening = TRUE;

  while (opening)
    {
      opening = FALSE;
      for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l; l = l->next)
        opening |= g_strcmp0 (window_state (l->data), "opening") == 0;
      if (opening)
        g_main_context_iteration (NULL, TRUE);
    }
  ffb_ui_test_flush ();
}

/* The window of the app that shows `file`, or NULL. */
static FfbWindow *
window_of (Fixture *f, GFile *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l; l = l->next)
    if (ffb_window_shows_file (l->data, file))
      return l->data;
  return NULL;
}

static FfbWindow *
start (Fixture *f)
{
  g_application_activate (G_APPLICATION (f->app));
  wait_until_opened (f);
  g_assert_cmpuint (n_windows (f), ==, 1);
  return gtk_application_get_windows (GTK_APPLICATION (f->app))->data;
}

static void
open_and_wait (Fixture *f, GFile *file, FfbWindow *from)
{
  ffb_application_open_campaign (f->app, file, from != NULL ? GTK_WINDOW (from) : NULL);
  wait_until_opened (f);
}

/* The demo at start-up shows no file of its own: the first file takes its window; the second
 * gets a window of its own, with an autosave of its own; the first again adds none. */
static void
test_one_window_per_file (Fixture *f, gconstpointer data)
{
  FfbWindow *window = start (f);
  FfbWindow *other;
  g_autofree char *first_autosave = NULL;
  g_autofree char *second_autosave = NULL;

  g_assert_true (ffb_window_is_replaceable (window));
  open_and_wait (f, f->first, window);
  g_assert_cmpuint (n_windows (f), ==, 1);
  g_assert_true (window_of (f, f->first) == window);
  g_assert_false (ffb_window_is_replaceable (window));

  open_and_wait (f, f->second, window);
  g_assert_cmpuint (n_windows (f), ==, 2);
  other = window_of (f, f->second);
  g_assert_nonnull (other);
  g_assert_true (other != window);
  g_assert_true (window_of (f, f->first) == window);
  g_assert_cmpint (ffb_document_get_campaign (ffb_window_get_document (other))->year, ==, 1863);
  g_assert_cmpuint (ffb_window_get_slot (window), ==, 1);
  g_assert_cmpuint (ffb_window_get_slot (other), ==, 2);
  first_autosave = ffb_window_slot_autosave_path (ffb_window_get_slot (window));
  second_autosave = ffb_window_slot_autosave_path (ffb_window_get_slot (other));
  g_assert_cmpstr (first_autosave, !=, second_autosave);

  /* Again, from the desktop and from the other window: its window, no third one. */
  open_and_wait (f, f->first, NULL);
  open_and_wait (f, f->first, other);
  g_assert_cmpuint (n_windows (f), ==, 2);
  g_assert_true (window_of (f, f->first) == window);
  g_assert_true (window_of (f, f->second) == other);
}

/* A changed campaign is never replaced by a file opened over it: the file gets its own window,
 * and the change stays where it was, unsaved. */
static void
test_changed_window_kept (Fixture *f, gconstpointer data)
{
  FfbWindow *window = start (f);
  FfbDocument *document = ffb_window_get_document (window);

  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1864;
  ffb_document_end_edit (document);
  g_assert_false (ffb_window_is_replaceable (window));
  open_and_wait (f, f->first, window);
  g_assert_cmpuint (n_windows (f), ==, 2);
  g_assert_true (window_of (f, f->first) != window);
  g_assert_true (ffb_document_get_modified (document));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1864);
}

/* R7 across windows: while a player has one window, the referee's other campaigns are out of
 * his sight, and no file opens; the referee's passphrase brings them back. */
static void
test_hand_over_hides_the_others (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) elsewhere = g_file_new_for_path ("/nonexistent.ffbridge");
  FfbWindow *window = start (f);
  FfbWindow *other;
  FfbSideView *view;

  open_and_wait (f, f->first, window);
  open_and_wait (f, f->second, window);
  other = window_of (f, f->second);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_true (ffb_passphrase_job_set (ffb_window_get_document (window), FFB_READER_REFEREE,
                                         "umpire of Pea Ridge", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s",
                                             "union"));
  ffb_ui_test_flush ();
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_nonnull (view);
  g_assert_true (ffb_window_is_held_by_player (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_true (ffb_window_get_hidden_for_player (other));

  /* A file given meanwhile opens nowhere: no new window, the hidden one stays hidden. */
  ffb_application_open_campaign (f->app, f->second, NULL);
  ffb_application_open_campaign (f->app, elsewhere, NULL);
  ffb_ui_test_flush ();
  g_assert_cmpuint (n_windows (f), ==, 2);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (other)));

  g_assert_true (ffb_ui_test_unlock (view, "potomac army", "potomac army"));
  ffb_side_view_lock (view);
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  g_assert_true (ffb_ui_test_unlock (view, "umpire of Pea Ridge", NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_false (ffb_window_get_hidden_for_player (other));
}

/* Killed with two windows open, the second one's unsaved campaign in its autosave: the next
 * start brings back a second window, in the same slot, which asks about it. */
static void
test_left_over_window_comes_back (Fixture *f, gconstpointer data)
{
  g_autofree char *autosave = ffb_window_slot_autosave_path (2);
  g_autofree char *folder = g_path_get_dirname (autosave);
  g_autoptr(FfbCampaign) crashed = ffb_xml_new_demo_campaign (NULL);
  g_autofree char *xml = NULL;
  FfbWindow *second = NULL;
  AdwMessageDialog *question;

  crashed->year = 1865;
  xml = ffb_xml_write_campaign (crashed);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (autosave, xml, -1, NULL));
  g_assert_false (ffb_window_slot_left_over (3));
  g_assert_true (ffb_window_slot_left_over (2));

  g_application_activate (G_APPLICATION (f->app));
  ffb_ui_test_flush ();
  g_assert_cmpuint (n_windows (f), ==, 2);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l; l = l->next)
    if (ffb_window_get_slot (l->data) == 2)
      second = l->data;
  g_assert_nonnull (second);
  question = ffb_ui_test_find_dialog (GTK_WINDOW (second), "Recover Unsaved Changes?");
  g_assert_nonnull (question);
  adw_message_dialog_response (question, "recover");
  wait_until_opened (f);
  g_assert_cmpint (ffb_document_get_campaign (ffb_window_get_document (second))->year, ==, 1865);
  g_assert_true (ffb_document_get_modified (ffb_window_get_document (second)));
  ffb_document_discard_autosave (ffb_window_get_document (second));
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_add ("/ui/windows/one-window-per-file", Fixture, NULL, fixture_set_up,
              test_one_window_per_file, fixture_tear_down);
  g_test_add ("/ui/windows/changed-window-kept", Fixture, NULL, fixture_set_up,
              test_changed_window_kept, fixture_tear_down);
  g_test_add ("/ui/windows/hand-over-hides-the-others-R7", Fixture, NULL, fixture_set_up,
              test_hand_over_hides_the_others, fixture_tear_down);
  g_test_add ("/ui/windows/left-over-window-comes-back", Fixture, NULL, fixture_set_up,
              test_left_over_window_comes_back, fixture_tear_down);
  return g_test_run ();
}
