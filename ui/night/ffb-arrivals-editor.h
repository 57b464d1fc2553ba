/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-arrivals-editor.h: picking what arrives of a flank march that met the enemy's off table
 * and is the larger (RULES.md R7B(5a), (5b)). Only its stands in excess of the enemy's march
 * arrive, in whole brigades; the app proposes the largest first, and the owner ticks the
 * brigades he wants instead, from the encounter's notice until his march enters. The stands
 * ticked against those allowed, and the engine's refusal naming its rule, follow each tick at
 * once; "Keep" hands the pick to the neutral party as an undoable edit.
 *
 * It is made from the owner's copy (ffb-reader-view.h): his own march, its brigades in his own OOB
 * and the stands allowed; nothing of the enemy's march. */
#pragma once

#include <adwaita.h>
#include "ffb-reader-view.h"
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_ARRIVALS_EDITOR (ffb_arrivals_editor_get_type ())
G_DECLARE_FINAL_TYPE (FfbArrivalsEditor, ffb_arrivals_editor, FFB, ARRIVALS_EDITOR,
                      AdwPreferencesGroup)

/* The editor for `kept`, a march of the copy's reader that may pick (kept->may_pick). */
GtkWidget *ffb_arrivals_editor_new (FfbDocument *document, const FfbReaderView *view,
                                    const FfbReaderViewOrder *kept);

/* Ticks (or unticks) the brigade `brigade_id`, as a click would; FALSE when it is not listed. */
gboolean   ffb_arrivals_editor_set_brigade (FfbArrivalsEditor *self, const char *brigade_id,
                                            gboolean arrives);
/* Ticks the app's proposal again (as "Proposal" does). */
void       ffb_arrivals_editor_propose (FfbArrivalsEditor *self);
/* Whether the pick as ticked differs from the one kept and the rule allows it; and keeps it
 * (as "Keep" does). */
gboolean   ffb_arrivals_editor_get_can_keep (FfbArrivalsEditor *self);
gboolean   ffb_arrivals_editor_keep (FfbArrivalsEditor *self, GError **error);

/* "1st Brigade (1st Division, I Corps), 2nd Brigade (...): 16 of the 16 stands allowed":
 * what arrives of `kept` (a larger march of the copy), for showing once it is fixed. */
char      *ffb_arrivals_editor_describe (const FfbReaderView *view, const FfbReaderViewOrder *kept,
                                         const FfbRules *rules);

G_END_DECLS
