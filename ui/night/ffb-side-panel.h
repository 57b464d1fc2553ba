/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-side-panel.h: one side's private view (RULES.md R5-R7, R11D): his flank-march orders
 * (given, or planned with their exact odds and rule checks), his own army with the ratings he
 * knows, the sealed results that are his, the public notices, his re-roll allowances and the
 * on-demand roll for an attached Poltroon leader (R7A(2b)).
 *
 * Everything it shows comes from that side's copy (ffb_reader_view_new for his reader), rebuilt
 * when the campaign changes: nothing of the other side is ever in it, not even how many secrets
 * there are. FfbSideView makes one when the passphrase is given and destroys it on Hide. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_SIDE_PANEL (ffb_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (FfbSidePanel, ffb_side_panel, FFB, SIDE_PANEL, GtkWidget)

GtkWidget *ffb_side_panel_new (FfbDocument *document, FfbSide side);
FfbSide    ffb_side_panel_get_side (FfbSidePanel *self);
/* Adds `group` above the groups built from the copy, kept when they are built again: a part
 * of the view that is not the copy's (his phone's pairing, issue 33). */
void       ffb_side_panel_add_kept_group (FfbSidePanel *self, AdwPreferencesGroup *group);

G_END_DECLS
