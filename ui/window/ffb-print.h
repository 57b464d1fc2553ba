/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-print.h: printing and exporting a battle's sheets (the print issue's FfbSheet): the
 * referee's copy, each player's copy and each side's deployment sheet. A copy is named by a
 * word: "referee", "union", "confederate", "union-deployment", "confederate-deployment". */
#pragma once

#include <gtk/gtk.h>
#include "ffb-document.h"
#include "ffb-sheet.h"

G_BEGIN_DECLS

/* The sheet of `copy` for the document's battle. Sides not yet organized are organized and
 * stored first, as one undoable edit. */
FfbSheet *ffb_print_build_sheet (FfbDocument *document, const char *copy, GError **error);
/* A print operation that lays out and draws `sheet` (begin-print paginates it with the print
 * context's fonts, draw-page renders each page). */
GtkPrintOperation *ffb_print_operation_new (FfbSheet *sheet);
/* The print dialog for `copy`; errors reach the referee in a dialog. */
void      ffb_print_run (GtkWindow *parent, FfbDocument *document, const char *copy);
/* The chooser of that file, not shown: in the campaign file's folder, the name the battle's
 * and the copy's; NULL when the document shows no battle. */
GtkFileChooserNative *ffb_print_export_chooser_new (GtkWindow *parent, FfbDocument *document,
                                                    const char *copy);
/* Asks for a file (PDF or HTML, by its extension) and exports `copy` to it. */
void      ffb_print_choose_export (GtkWindow *parent, FfbDocument *document, const char *copy);
/* Writes `copy` to `file`: HTML when its name ends in .html or .htm, else PDF. */
gboolean  ffb_print_export (FfbDocument *document, const char *copy, GFile *file,
                            GError **error);

G_END_DECLS
