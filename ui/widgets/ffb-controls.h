/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-controls.h: controls made in code that carry their accessible name from the start, and
 * the row that holds one. */
#pragma once

#include <adwaita.h>
#include "ffb-keynav.h" /* ffb_ui_set_accessible_name, which every control uses */

G_BEGIN_DECLS

GtkWidget  *ffb_ui_spin_new (int lower, int upper, int value, const char *accessible_name);
GtkWidget  *ffb_ui_drop_down_new (const char *const *items, guint selected,
                                  const char *accessible_name);
/* An AdwActionRow titled `title` with `suffix` at its end (activating the row focuses it). */
GtkWidget  *ffb_ui_row_new (const char *title, const char *subtitle, GtkWidget *suffix);
/* Gives `row`, an AdwActionRow made elsewhere, what ffb_ui_row_new () gives its own. */
void        ffb_ui_row_fill (GtkWidget *row, const char *title, const char *subtitle,
                             GtkWidget *suffix);

G_END_DECLS
