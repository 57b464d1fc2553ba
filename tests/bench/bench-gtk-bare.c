/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-gtk-bare: the floor for any GTK 4 app: an empty window that quits once its first
 * frame is painted. run-bench-startup compares ffbridge's start to first frame and peak
 * memory with this. */
#include <gtk/gtk.h>

#include "bench-first-frame.h"

int
main (void)
{
  GMainLoop *loop;
  GtkWidget *window;

  gtk_init ();
  loop = g_main_loop_new (NULL, FALSE);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 780);
  bench_quit_after_first_frame (window, (BenchQuitFunc) g_main_loop_quit, loop);
  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (loop);
  gtk_window_destroy (GTK_WINDOW (window));
  g_main_loop_unref (loop);
  return 0;
}
