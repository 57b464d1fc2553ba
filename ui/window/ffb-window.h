/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window.h: the main window: one campaign (an FfbDocument), its pages (each but the first
 * made when first shown), the header bar and its menu, files (open, save, recent, autosave
 * recovery), undo, print and export. */
#pragma once

#include <adwaita.h>
#include "ffb-application.h"
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_WINDOW (ffb_window_get_type ())
G_DECLARE_FINAL_TYPE (FfbWindow, ffb_window, FFB, WINDOW, AdwApplicationWindow)

/* A window in the lowest slot that no other window of `application` holds (ffb-window-slot.h);
 * with NULL, slot 1. */
FfbWindow   *ffb_window_new (FfbApplication *application);
/* The same in slot `slot` (the app's start-up gives back a killed process's windows so). */
FfbWindow   *ffb_window_new_in_slot (FfbApplication *application, guint slot);
guint        ffb_window_get_slot (FfbWindow *self);
FfbDocument *ffb_window_get_document (FfbWindow *self);
/* The one address the players' phones are served on (NULL: every address of the machine). */
void         ffb_window_set_phones_address (FfbWindow *self, const char *address);

/* The first campaign: a crashed session's autosave (after asking), else `file`, else (unless
 * `demo`) the last file used, else the built-in demo. */
void         ffb_window_open_initial (FfbWindow *self, GFile *file, gboolean demo);
/* Opens `file`, asking first about unsaved changes. */
void         ffb_window_open_file (FfbWindow *self, GFile *file);
/* Whether the window shows the campaign of `file`. */
gboolean     ffb_window_shows_file (FfbWindow *self, GFile *file);
/* Whether a file may open in this window rather than in a new one: it shows no file of its
 * own and nothing unsaved (the demo at start-up, a new campaign untouched), and the referee
 * has it. */
gboolean     ffb_window_is_replaceable (FfbWindow *self);
/* Whether a player may have this window (a side view or the lock shows, see "The player lock"
 * in ffb-window.c): the app then keeps every other window out of sight. */
gboolean     ffb_window_is_held_by_player (FfbWindow *self);
/* Hides the window while another is in a player's hands, and shows it again after. */
void         ffb_window_set_hidden_for_player (FfbWindow *self, gboolean hidden);
gboolean     ffb_window_get_hidden_for_player (FfbWindow *self);

G_END_DECLS
