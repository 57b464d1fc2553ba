/* test-ui-hand-over.c: the hand-over in the main window (R7: "no result is shown to a player
 * who may not see it"): win.hand-over replaces the whole content, header bar included, by the
 * lock screen; while it shows, the referee's actions (undo, print, pages) are out of reach of
 * the keyboard too; Back to the Referee brings them back. */
#include "ffb-night.h"
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

  /* Back to the referee: his content and actions return. */
  gtk_widget_activate_action (GTK_WIDGET (view), "side.referee", NULL);
  ffb_ui_test_flush ();
  g_assert_null (ffb_side_view_get_shown (GTK_WINDOW (window)));
  g_assert_true (gtk_widget_get_root (stack) == GTK_ROOT (window));
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

  g_assert_true (ffb_night_set_passphrase (document, FFB_SIDE_CONFEDERATE, "richmond", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hand-over", "s", "confederate");
  view = ffb_side_view_get_shown (GTK_WINDOW (window));
  g_assert_true (ffb_side_view_unlock (view, "richmond", NULL));
  ffb_ui_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/hand-over/window-R7", test_hand_over);
  g_test_add_func ("/ui/hand-over/close-while-private", test_close_while_private);
  return g_test_run ();
}
