/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-first-frame: what the start-up bench programs share: each quits once its window's
 * first frame is painted, as ffbridge does when run-bench-startup times it. GTK only, so that
 * bench-gtk-bare links nothing more than GTK. */
#pragma once

#include <gtk/gtk.h>

/* g_main_loop_quit or g_application_quit: each program has one of them. */
typedef void (*BenchQuitFunc) (gpointer data);

void bench_quit_after_first_frame (GtkWidget    *window,
                                   BenchQuitFunc quit,
                                   gpointer      data);
