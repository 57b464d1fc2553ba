/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window-slot.h: one window a campaign (issue 18), and each window keeps its own autosave
 * and hand-over mark, by the number of its slot: two campaigns open at once never write over
 * each other's unsaved work, and a process killed with three windows open brings back three.
 * Slot 1 keeps the names a single window always had (autosave.ffbridge, hand-over); slot N
 * adds "-N" (autosave-2.ffbridge, hand-over-2). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Beyond this many windows at once, windows share the last slot's files. */
#define FFB_WINDOW_SLOTS_MAX 32

/* $XDG_STATE_HOME/ffbridge/autosave.ffbridge, or autosave-N.ffbridge for slot N > 1. */
char   *ffb_window_slot_autosave_path (guint slot);
/* $XDG_STATE_HOME/ffbridge/hand-over, or hand-over-N for slot N > 1. */
char   *ffb_window_slot_hand_over_path (guint slot);
/* Whether slot `slot` has an autosave or a hand-over mark on disk: a process ended with that
 * window's unsaved work or with a player holding it. */
gboolean ffb_window_slot_left_over (guint slot);

G_END_DECLS
