/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-frame-log.h: for the benchmark of frames after input (tests/bench/run-bench-frames,
 * issue 34): FFB_BENCH_FRAMES=PATH has the window write to PATH, one line each, when it is
 * given a key press ("key T"), a pointer motion ("motion T"), a button ("button T") or a
 * drag's motion over it ("drag T"), and when a frame is painted ("paint T"), T in
 * microseconds of the monotonic clock, the one the benchmark's driver times its input by. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* On the window's map: starts the log when FFB_BENCH_FRAMES names a file, else nothing. */
void ffb_ui_frame_log_start (GtkWidget *window);

G_END_DECLS
