/* test-ui-hand-over.c: the hand-over in the main window (R7: "no result is shown to a player
 * who may not see it"): win.hand-over replaces the whole content, header bar included, by the
 * lock screen; while it shows, the referee's actions (undo, print, pages) are out of reach of
 * the keyboard too; only the referee's passphrase brings them back, and the window does not
 * close without it. A referee without one chooses it before the first hand-over. */
#include <glib/gstdio.h>
#include "ffb-night.h"
#include "ffb-seal.h"
#include "ffb-side-view.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"

static FfbWindow *
new_window (void)
{
  FfbWindow *window = ffb_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  return window;
}

static GtkWidget *
template_child (FfbWindow *window, const char *name)
{
  return (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW, name);
}

static void
set_year (FfbDocument *document, int year)
{
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = year;
  ffb_document_end_edit (document);
}

static void
test_hand_over (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  GtkWidget *stack = template_child (window, "stack");
  FfbSideView *view;

  set_year (document, 1863);
  g_assert_true (ffb_night_set_passphrase (document, FFB_READER_REFEREE, "umpire of Pea Ridge", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s",
                                             "union"));
  ffb_ui_test_flush ();
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_nonnull (view);
  g_assert_cmpint (ffb_side_view_get_side (view), ==, FFB_SIDE_UNION);
  /* The referee's pages and header bar are out of the window. */
  g_assert_null (gtk_widget_get_root (stack));
  g_assert_null (gtk_widget_get_root (template_child (window, "undo_button")));

  /* Undo, the pages and a second hand-over do nothing while it shows. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "oob");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "confederate");
  ffb_ui_test_flush ();
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1863);
  g_assert_true (ffb_side_view_get_shown (GTK_WINDOW (window)) == view);
  g_assert_cmpint (ffb_side_view_get_side (view), ==, FFB_SIDE_UNION);

  /* Back to the referee asks for his passphrase: a player's does not do, nor a wrong one. */
  g_assert_true (ffb_ui_test_unlock (view, "potomac army", "potomac army")); /* the Union's, set */
  ffb_side_view_lock (view);
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  ffb_ui_test_flush ();
  g_assert_true (ffb_side_view_get_shown (GTK_WINDOW (window)) == view);
  g_assert_false (ffb_ui_test_unlock (view, "potomac army", NULL));
  g_assert_false (ffb_ui_test_unlock (view, "Umpire of Pea Ridge", NULL));
  g_assert_true (ffb_side_view_get_shown (GTK_WINDOW (window)) == view);
  g_assert_null (gtk_widget_get_root (stack));
  /* Cancel goes back to the Union's lock screen; asked again, his passphrase does it. */
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  g_assert_false (ffb_ui_test_unlock (view, "umpire of Pea Ridge", NULL)); /* asks for the Union's */
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  g_assert_true (ffb_ui_test_unlock (view, "umpire of Pea Ridge", NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_get_root (stack) == GTK_ROOT (window));
  /* Undo comes back: the Union passphrase, the stored OOBs, the referee's, the year. */
  while (ffb_document_get_can_undo (document))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  ffb_ui_test_flush ();
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1862);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* Closing the window while a player's view is open loses nothing and leaks nothing. */
static void
test_close_while_private (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  FfbSideView *view;

  g_assert_true (ffb_night_set_passphrase (document, FFB_READER_CONFEDERATE, "richmond", NULL));
  g_assert_true (ffb_night_set_passphrase (document, FFB_READER_REFEREE, "umpire of Pea Ridge", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "confederate");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_true (ffb_ui_test_unlock (view, "richmond", NULL));
  ffb_ui_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* Without a referee's passphrase the lock screen asks him for one first, typed twice; until
 * it is set nothing is handed over and he may simply go back. */
static void
test_referee_first (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  FfbSideView *view;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "confederate");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_false (ffb_ui_test_unlock (view, "umpire of Pea Ridge", "umpires of Pea Ridge"));
  g_assert_false (ffb_night_has_passphrase (document, FFB_READER_REFEREE));
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (GTK_WINDOW (window)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "confederate");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_true (ffb_ui_test_unlock (view, "umpire of Pea Ridge", "umpire of Pea Ridge"));
  g_assert_true (ffb_night_check_passphrase (document, FFB_READER_REFEREE, "umpire of Pea Ridge"));
  /* Now the Confederate's screen: his first passphrase, not the referee's, opens his view. */
  g_assert_false (ffb_side_view_get_open (view));
  g_assert_true (ffb_ui_test_unlock (view, "richmond", "richmond"));
  g_assert_true (ffb_side_view_get_open (view));
  g_assert_true (ffb_night_check_passphrase (document, FFB_READER_CONFEDERATE, "richmond"));
  ffb_side_view_restore (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* Closing while a player has the laptop asks for the referee's passphrase, then closes. */
static void
test_close_needs_referee (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("ffb-close-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  FfbSideView *view;

  g_assert_true (ffb_night_set_passphrase (document, FFB_READER_REFEREE, "umpire of Pea Ridge", NULL));
  g_assert_true (ffb_document_save (document, file, NULL)); /* no unsaved-changes question */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "union");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (ffb_side_view_get_shown (GTK_WINDOW (window)) == view);
  g_assert_false (ffb_ui_test_unlock (view, "potomac army", "potomac army"));
  g_assert_true (ffb_ui_test_unlock (view, "umpire of Pea Ridge", NULL));
  ffb_ui_test_flush ();
  g_assert_null (window); /* closed, and destroyed */
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
tick_cb (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Submits `passphrase` on the lock screen and counts the main loop's ticks until the check
 * ends: while it runs nothing else is taken (no second submit) and a spinner shows. */
static guint
unlock_counting_ticks (FfbSideView *view, const char *passphrase, const char *confirmation)
{
  g_autoptr(FfbSideView) held = g_object_ref (view);
  GtkWidget *spinner = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (view),
                                                                    FFB_TYPE_SIDE_VIEW,
                                                                    "spinner");
  guint ticks = 0, tick = g_timeout_add (10, tick_cb, &ticks);

  g_assert_true (ffb_side_view_unlock (held, passphrase, confirmation));
  g_assert_true (ffb_side_view_get_busy (held));
  g_assert_true (gtk_widget_get_visible (spinner));
  g_assert_false (ffb_side_view_unlock (held, passphrase, confirmation));
  while (ffb_side_view_get_busy (held))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  g_assert_null (ffb_side_view_get_message (held));
  return ticks;
}

/* The hand-over never freezes the window (issue 11, point 6): setting and checking a
 * passphrase derives its key by Argon2id at the full (MODERATE) cost, seconds of work, and
 * the main loop keeps running meanwhile. The one UI test at the full cost. */
static void
test_passphrase_off_main_loop (void)
{
  FfbWindow *window = new_window ();
  FfbSideView *view;

  ffb_seal_use_test_cost (FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "union");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_cmpuint (unlock_counting_ticks (view, "umpire of Pea Ridge", "umpire of Pea Ridge"),
                    >, 0);
  /* Back to the referee: his passphrase checked at the same cost. */
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  g_assert_cmpuint (unlock_counting_ticks (view, "umpire of Pea Ridge", NULL), >, 0);
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (GTK_WINDOW (window)));
  ffb_seal_use_test_cost (TRUE);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/hand-over/window-R7", test_hand_over);
  g_test_add_func ("/ui/hand-over/close-while-private", test_close_while_private);
  g_test_add_func ("/ui/hand-over/referee-first", test_referee_first);
  g_test_add_func ("/ui/hand-over/close-needs-referee", test_close_needs_referee);
  g_test_add_func ("/ui/hand-over/passphrase-off-main-loop", test_passphrase_off_main_loop);
  return g_test_run ();
}
