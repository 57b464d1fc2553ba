/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-field-flag.h: a refusal shown at the field it concerns, one at a time in a form. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows a refusal at its field: an AdwEntryRow's title, or an AdwActionRow's (or combo or
 * expander row's) subtitle, becomes `message` in the error style, and screen readers hear it as the
 * row's description. NULL puts the row's own text back. */
void        ffb_ui_flag_field (GtkWidget *row, const char *message);
/* Flags `row` with `message` (NULL row: none) and unflags `*flagged`, the row that showed the
 * form's last refusal; `*flagged` becomes `row`. A form shows one refusal at a time. */
void        ffb_ui_move_flag (GtkWidget **flagged, GtkWidget *row, const char *message);

G_END_DECLS
