/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unit-row.h: what one row of the OOB tree shows of its unit: the warning of a finding,
 * the unit's name, its leader and its figures. The row holds the item it shows. */
#pragma once

#include <gtk/gtk.h>
#include "ffb-unit-item.h"

G_BEGIN_DECLS

#define FFB_TYPE_UNIT_ROW (ffb_unit_row_get_type ())
G_DECLARE_FINAL_TYPE (FfbUnitRow, ffb_unit_row, FFB, UNIT_ROW, GtkGrid)

GtkWidget   *ffb_unit_row_new (void);

/* The item shown, or NULL before the row is bound. */
FfbUnitItem *ffb_unit_row_get_item (FfbUnitRow *self);
void         ffb_unit_row_set_item (FfbUnitRow *self, FfbUnitItem *item);
/* The line that names the leader: a drag from it exchanges him rather than moving the unit. */
GtkWidget   *ffb_unit_row_get_leader_label (FfbUnitRow *self);

G_END_DECLS
