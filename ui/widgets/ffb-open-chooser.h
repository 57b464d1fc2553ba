/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-open-chooser.h: "Open a data file of your own" (a table's tables, a leader library): a
 * modal file chooser of XML files; the file chosen goes to the window's own opener, and its
 * refusal (file, line, one sentence) is shown under a heading, nothing lost. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens `file` for `window`; FALSE with the refusal in `error`. */
typedef gboolean (*FfbOpenFileFunc) (GtkWindow *window, GFile *file, GError **error);

/* Shows the chooser for `window`, titled `title`, its filter named `filter_name` (*.xml);
 * `open` gets the file chosen, and a refusal is shown under `refused`. The window keeps the
 * chooser returned (a native dialog is not kept alive by showing it) until it is done; once
 * answered, the chooser is destroyed (gtk_native_dialog_destroy), the window's reference aside. */
GtkFileChooserNative *ffb_ui_choose_file_to_open (GtkWindow *window, const char *title,
                                                  const char *filter_name,
                                                  FfbOpenFileFunc open, const char *refused);

/* Drops the window's chooser (its dispose): an answer that comes later goes nowhere. */
void                  ffb_ui_forget_open_chooser (GtkFileChooserNative **chooser);

G_END_DECLS
