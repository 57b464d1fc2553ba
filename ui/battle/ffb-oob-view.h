/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-view.h: one side's stored order of battle as a tree (army > corps > division >
 * brigade and battery), its 3-star leaders' roles and its findings by rule id. Units move by
 * drag and drop or by keyboard (Ctrl+X on a unit, Ctrl+V on where it goes; Ctrl+Shift+X
 * takes a command's leader, whom Ctrl+V exchanges with another command's). F2 renames.
 * Each edit goes through the engine and is one undo step of the document. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_OOB_VIEW (ffb_oob_view_get_type ())
G_DECLARE_FINAL_TYPE (FfbOobView, ffb_oob_view, FFB, OOB_VIEW, GtkWidget)

GtkWidget  *ffb_oob_view_new (void);
void        ffb_oob_view_set_document (FfbOobView *self, FfbDocument *document, FfbSide side);
FfbSide     ffb_oob_view_get_side (FfbOobView *self);

/* The selected unit's id, or NULL. */
const char *ffb_oob_view_get_selected_id (FfbOobView *self);
/* Selects (and scrolls to) a unit; FALSE when the tree has no such unit. */
gboolean    ffb_oob_view_select_unit (FfbOobView *self, const char *unit_id);
/* Moves a unit as a drop of it on `target_id` would. Errors reach the referee as a toast. */
gboolean    ffb_oob_view_move (FfbOobView *self, const char *unit_id, const char *target_id);
/* The tree's rows as shown (expanded), for tests. */
GListModel *ffb_oob_view_get_rows (FfbOobView *self);
/* The findings list (a GtkListBox), for tests. */
GtkWidget  *ffb_oob_view_get_findings_list (FfbOobView *self);
/* Whether the view names its side above the tree (not when the page's side switcher does). */
void        ffb_oob_view_set_show_title (FfbOobView *self, gboolean show);

G_END_DECLS
