/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-application.h: the GtkApplication: app actions, accelerators, opening files. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FFB_TYPE_APPLICATION (ffb_application_get_type ())
G_DECLARE_FINAL_TYPE (FfbApplication, ffb_application, FFB, APPLICATION, AdwApplication)

FfbApplication *ffb_application_new (void);

/* The running app's `--seed` (64 hex digits) when it was given, else NULL: the app hands it
 * to its windows' documents, and the neutral party and the aftermath then roll from it
 * instead of the system's random source. */
const char     *ffb_application_get_seed (void);
/* Sets it (NULL: none); FFB_ERROR_INVALID when it is not 64 hex digits. */
gboolean        ffb_application_set_seed (FfbApplication *self, const char *seed_hex,
                                          GError **error);

/* Opens the campaign of `file` as the referee asked it in `from` (File > Open, a recent
 * file; NULL: from the desktop or the command line). One window a campaign: the window that
 * shows it already comes forward; else it opens in `from` (or the active window) if that one
 * shows nothing of its own yet, else in a new window. Refused, with a toast, while a player
 * has a window. */
void            ffb_application_open_campaign (FfbApplication *self, GFile *file,
                                               GtkWindow *from);
/* Keeps every other window out of sight while a player has one (a side view or the lock),
 * and brings them back after; the windows call it when that changes. */
void            ffb_application_sync_player_hold (FfbApplication *self);

G_END_DECLS
