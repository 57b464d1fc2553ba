/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-gtk-bare: the floor for any GTK 4 app: an empty window that quits once its first
 * frame is painted. run-bench-startup compares ffbridge's start to first frame and peak
 * memory with this. */
#include <gtk/gtk.h>

static void
after_paint_cb (GdkFrameClock *clock, GMainLoop *loop)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, loop);
  g_main_loop_quit (loop);
}

static void
map_cb (GtkWidget *window, GMainLoop *loop)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), loop);
}

int
main (void)
{
  GMainLoop *loop;
  GtkWidget *window;

  gtk_init ();
  loop = g_main_loop_new (NULL, FALSE);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1120, 780);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), loop);
  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (loop);
  gtk_window_destroy (GTK_WINDOW (window));
  g_main_loop_unref (loop);
  return 0;
}
