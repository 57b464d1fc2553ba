/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-dialog.h: Roll on a Table (RULES.md T): the referee picks one of the engine's
 * tables (the built-in ones, grouped by the seed they come from, and those of his own files
 * opened with Open Tables File…), ticks the modifiers that
 * apply (a typed one with its value, in its range) and rolls. The roll is made by the engine
 * (ffb_table_roll_in_campaign, as `ffbridge-cli table --to` makes it) with the campaign's
 * dice, as one undoable edit of the document, and kept in the campaign's history; the dialog
 * shows its dice, every modifier with its value, the total, the band and the engine's
 * sentence. Undone and rolled again, the same roll gives the same dice (the engine's stream
 * for that roll of that table in that turn). */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_TABLE_DIALOG (ffb_table_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbTableDialog, ffb_table_dialog, FFB, TABLE_DIALOG, AdwWindow)

/* Rolls on `document`'s campaign (a reference is kept). */
FfbTableDialog *ffb_table_dialog_new (GtkWindow *parent, FfbDocument *document);

/* Open Tables File…: adds the tables of a referee's own file (read by the engine's reader,
 * ffb-xml-tables.h) in a group of their own. FALSE with the reader's error (the file and the
 * line), or FFB_ERROR_INVALID when a table's id is listed already; nothing is changed then. */
gboolean        ffb_table_dialog_open_file (FfbTableDialog *self, GFile *file, GError **error);

/* Picks the table with this id (FALSE when there is none), as the referee would: the
 * window opens the dialog on one this way (Battle Night's activation roll, RULES.md Q). */
gboolean        ffb_table_dialog_select_table (FfbTableDialog *self, const char *table_id);
/* For tests, as the referee would with the keyboard: ticks or unticks one of the table's
 * modifiers by id with a typed value (ignored for a fixed one; FALSE when the table has no
 * such modifier), and reads what the dialog shows: the roll's sentence ("" before any roll)
 * and its details. */
gboolean        ffb_table_dialog_tick (FfbTableDialog *self, const char *modifier_id,
                                       gboolean ticked, int typed);
/* T: for a table rolled for both sides at once (the charge resolution): a unit more of
 * `side` (0 the first, 1 the second); a modifier of the unit at `unit_index` (both sides'
 * units in the order added, one a side to start). FALSE when there is no such unit. */
gboolean        ffb_table_dialog_add_unit (FfbTableDialog *self, int side);
gboolean        ffb_table_dialog_tick_unit (FfbTableDialog *self, guint unit_index,
                                            const char *modifier_id, gboolean ticked,
                                            int typed);
const char     *ffb_table_dialog_get_sentence (FfbTableDialog *self);
const char     *ffb_table_dialog_get_details (FfbTableDialog *self);
/* The refusal the engine gives for the modifiers ticked (two of one group), or NULL: Roll
 * waits until there is none. */
const char     *ffb_table_dialog_get_refusal (FfbTableDialog *self);

G_END_DECLS
