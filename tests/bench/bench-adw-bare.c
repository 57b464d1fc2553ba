/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-adw-bare: the floor for a libadwaita app: an AdwApplication whose window holds only a
 * header bar, quitting once its first frame is painted. Beside bench-gtk-bare it shows how much
 * of ffbridge's start-up is libadwaita's own (its style sheet, its settings) and how much is
 * ffbridge's. */
#include <adwaita.h>

#include "bench-first-frame.h"

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 780);
  bench_quit_after_first_frame (window, (BenchQuitFunc) g_application_quit, app);
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
