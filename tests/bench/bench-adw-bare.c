/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-adw-bare: the floor for a libadwaita app: an AdwApplication whose window holds only a
 * header bar, quitting once its first frame is painted. Beside bench-gtk-bare it shows how much
 * of ffbridge's start-up is libadwaita's own (its style sheet, its settings) and how much is
 * ffbridge's. */
#include <adwaita.h>

static void
after_paint_cb (GdkFrameClock *clock, GApplication *app)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  g_application_quit (app);
}

static void
map_cb (GtkWidget *window, GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), app);
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 780);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.ffbridge.BenchAdwBare",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
