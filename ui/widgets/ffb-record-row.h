/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-record-row.h: a row that stands for one record of the campaign (an SP group, a leader, a
 * side's own setting) and holds its id and side, so that the controls inside it know what they
 * change: a control's handler asks ffb_record_row_of () for its row. */
#pragma once

#include <adwaita.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

#define FFB_TYPE_RECORD_ROW (ffb_record_row_get_type ())
G_DECLARE_FINAL_TYPE (FfbRecordRow, ffb_record_row, FFB, RECORD_ROW, AdwActionRow)

/* A row as ffb_ui_row_new () makes it, for the record `record_id` (NULL for a setting of the
 * side itself) of `side`. */
GtkWidget    *ffb_record_row_new (const char *title, const char *subtitle, GtkWidget *suffix,
                                  const char *record_id, FfbSide side);

/* The record row `widget` sits in, or NULL. */
FfbRecordRow *ffb_record_row_of (GtkWidget *widget);
const char   *ffb_record_row_get_record_id (FfbRecordRow *self);
FfbSide       ffb_record_row_get_side (FfbRecordRow *self);

G_END_DECLS
