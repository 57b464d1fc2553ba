/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-help.h: the user help (help/C, in Mallard), shown by the desktop's help viewer. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What the app asks the desktop to show: the help installed under share/help/LANG/ffbridge. */
#define FFB_HELP_URI "help:ffbridge"

/* Asks the desktop to show the help above `window` (F1, the main menu's Help). When nothing
 * can show it (no help viewer installed), `window` says so in a toast. */
void ffb_help_show (GtkWindow *window);

G_END_DECLS
