/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui.h: what every widget of the app shares: setting the library up, the display words
 * of the engine's vocabularies, small labelled controls and how errors reach the referee. */
#pragma once

#include <adwaita.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

/* Registers the UI resources and types once; the app and every UI test call it after
 * adw_init (). */
void        ffb_ui_init (void);

/* "Mar–Apr 1862". The display words of the engine's vocabularies are the engine's
 * (ffb_terrain_display_name ()...). */
char       *ffb_ui_turn_text (int year, FfbMonths months);
/* Fills a battle form's choices (months, terrain, river, attacker) in enum order. */
void        ffb_ui_set_battle_choices (GtkDropDown *months, AdwComboRow *terrain,
                                       AdwComboRow *river, AdwComboRow *attacker);

/* Controls that carry their accessible name from the start. */
GtkWidget  *ffb_ui_spin_new (int lower, int upper, int value, const char *accessible_name);
GtkWidget  *ffb_ui_drop_down_new (const char *const *items, guint selected,
                                  const char *accessible_name);
void        ffb_ui_set_accessible_name (GtkWidget *widget, const char *name);
/* An AdwActionRow titled `title` with `suffix` at its end (activating the row focuses it). */
GtkWidget  *ffb_ui_row_new (const char *title, const char *subtitle, GtkWidget *suffix);

/* Shows a refusal at its field: an AdwEntryRow's title, or an AdwActionRow's (or combo or
 * expander row's) subtitle, becomes `message` in the error style, and screen readers hear it as the
 * row's description. NULL puts the row's own text back. */
void        ffb_ui_flag_field (GtkWidget *row, const char *message);
/* Flags `row` with `message` (NULL row: none) and unflags `*flagged`, the row that showed the
 * form's last refusal; `*flagged` becomes `row`. A form shows one refusal at a time. */
void        ffb_ui_move_flag (GtkWidget **flagged, GtkWidget *row, const char *message);

/* A toast in the window's overlay (a g_message when the widget is in none). */
void        ffb_ui_toast (GtkWidget *widget, const char *message);
/* The same with an Undo button (win.undo), for edits a referee may regret at once. */
void        ffb_ui_toast_undo (GtkWidget *widget, const char *message);
/* The toast the widget's window shows last, or NULL (ffb-toast.c): a new toast replaces it, at
 * once or, when it has only just appeared, as soon as its animation has settled. */
AdwToast   *ffb_ui_current_toast (GtkWidget *widget);
/* Adds `toast` (taken) to `overlay`, replacing the toast it shows. */
void        ffb_toast_show (GtkWidget *overlay, AdwToast *toast);
/* An AdwMessageDialog over the widget's window with `heading` and the error's sentence. */
void        ffb_ui_show_error (GtkWidget *widget, const char *heading, const GError *error);

G_END_DECLS
