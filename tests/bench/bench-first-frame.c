/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "bench-first-frame.h"

typedef struct
{
  BenchQuitFunc quit;
  gpointer data;
} FirstFrame;

static void
after_paint_cb (GdkFrameClock *clock, FirstFrame *first)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, first);
  first->quit (first->data);
}

/* The frame clock exists only once the window is mapped. */
static void
map_cb (GtkWidget *window, FirstFrame *first)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), first);
}

void
bench_quit_after_first_frame (GtkWidget *window, BenchQuitFunc quit, gpointer data)
{
  FirstFrame *first = g_new (FirstFrame, 1);

  first->quit = quit;
  first->data = data;
  g_signal_connect_data (window, "map", G_CALLBACK (map_cb), first,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
}
