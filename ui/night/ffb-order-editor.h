/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-order-editor.h: planning one flank march in a side's private view (RULES.md R5, R5A,
 * R5B, R7B(1), R7C, R7D): the player ticks the units of his own OOB that march and picks their
 * leader; the size, the exact odds of each march and every refusal (each naming its rule)
 * follow at once (ffb-order-preview.h), and "Send" gives the order to the neutral party as an
 * undoable edit.
 *
 * It is made from the side's copy (ffb-reader-view.h): it lists that side's units only. */
#pragma once

#include <adwaita.h>
#include "ffb-reader-view.h"
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_ORDER_EDITOR (ffb_order_editor_get_type ())
G_DECLARE_FINAL_TYPE (FfbOrderEditor, ffb_order_editor, FFB, ORDER_EDITOR, AdwPreferencesGroup)

/* The editor for `flank` of the copy's reader (a side's player). */
GtkWidget *ffb_order_editor_new (FfbDocument *document, const FfbReaderView *view, FfbFlank flank);

/* Ticks (or unticks) the unit `unit_id`, as a click would; FALSE when it is not listed. */
gboolean   ffb_order_editor_set_unit (FfbOrderEditor *self, const char *unit_id,
                                      gboolean marches);
/* Whether the order as planned would be taken; and sends it (as "Send" does). */
gboolean   ffb_order_editor_get_can_send (FfbOrderEditor *self);
gboolean   ffb_order_editor_send (FfbOrderEditor *self, GError **error);

G_END_DECLS
