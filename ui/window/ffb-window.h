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

FfbWindow   *ffb_window_new (FfbApplication *application);
FfbDocument *ffb_window_get_document (FfbWindow *self);

/* The first campaign: a crashed session's autosave (after asking), else `file`, else (unless
 * `demo`) the last file used, else the built-in demo. */
void         ffb_window_open_initial (FfbWindow *self, GFile *file, gboolean demo);
/* Opens `file`, asking first about unsaved changes. */
void         ffb_window_open_file (FfbWindow *self, GFile *file);
/* Where this user's autosave lives ($XDG_STATE_HOME/ffbridge/autosave.ffbridge). */
char        *ffb_window_autosave_path (void);
/* The mark that a player may have the laptop ($XDG_STATE_HOME/ffbridge/hand-over): while it
 * is there, the app starts locked, and only the referee's passphrase opens the campaign. */
char        *ffb_window_hand_over_path (void);

G_END_DECLS
