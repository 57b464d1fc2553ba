/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-adw-page: a libadwaita window whose first frame shows a page of text, as ffbridge's
 * does: a header bar with a view switcher of six pages, and a preferences page holding one
 * group (a title, a description of three lines) of six rows with a title and a subtitle each,
 * quitting once its first frame is painted. bench-adw-bare draws no text at all; this is the
 * floor for an app that shows a page of text, beside which the rest of ffbridge's start-up is
 * its own (tests/bench/run-bench-startup). */
#include <adwaita.h>

#include "bench-first-frame.h"

/* The switcher's six pages, with the names and icons of ffbridge's. */
static GtkWidget *
switcher_title (void)
{
  static const char *const names[] = { "Campaign", "Battle Setup", "Order of Battle",
                                       "Secrets", "Battle Night", "Aftermath" };
  static const char *const icons[] = { "system-users-symbolic", "mark-location-symbolic",
                                       "view-list-ordered-symbolic", "security-high-symbolic",
                                       "weather-clear-night-symbolic",
                                       "emblem-documents-symbolic" };
  AdwViewStack *stack = ADW_VIEW_STACK (adw_view_stack_new ());
  GtkWidget *title = adw_view_switcher_title_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    adw_view_stack_add_titled_with_icon (stack, adw_bin_new (), names[i], names[i], icons[i]);
  adw_view_switcher_title_set_stack (ADW_VIEW_SWITCHER_TITLE (title), stack);
  return title;
}

static GtkWidget *
page_of_text (void)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), "Campaign");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         "A campaign of a strategic boardgame whose battles are "
                                         "fought on the table with a set of miniatures rules. "
                                         "Its armies count in strength points.");
  for (int i = 0; i < 6; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Strength points");
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "16 groups on the campaign map");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  gtk_widget_set_vexpand (page, TRUE);
  return page;
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), switcher_title ());
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), page_of_text ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 780);
  bench_quit_after_first_frame (window, (BenchQuitFunc) g_application_quit, app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.ffbridge.BenchAdwPage",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
