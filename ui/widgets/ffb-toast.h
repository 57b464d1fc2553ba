/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-toast.h: what the window's toast overlay says: a new toast replaces the one showing. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast in the overlay of the widget's window, or of `widget` itself when it is the window
 * (a g_message when there is none). */
void        ffb_ui_toast (GtkWidget *widget, const char *message);
/* The same with an Undo button (win.undo), for edits a referee may regret at once. */
void        ffb_ui_toast_undo (GtkWidget *widget, const char *message);
/* Takes `toast` away when it is the one the widget's window shows last (what it said is done
 * with), as a new toast would replace it; else nothing. */
void        ffb_ui_toast_withdraw (GtkWidget *widget, AdwToast *toast);
/* The toast the widget's window shows last, or NULL: a new toast replaces it, at once or, when
 * it has only just appeared, as soon as its animation has settled. */
AdwToast   *ffb_ui_current_toast (GtkWidget *widget);
/* Adds `toast` (taken) to `overlay`, replacing the toast it shows. */
void        ffb_toast_show (GtkWidget *overlay, AdwToast *toast);

G_END_DECLS
