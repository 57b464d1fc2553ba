/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-page.h: the Order of Battle page: both sides' trees side by side (one at a time,
 * picked by a switcher, in a window too narrow for both), organizing both from the battle
 * setup at once. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"
#include "ffb-oob-view.h"

G_BEGIN_DECLS

#define FFB_TYPE_OOB_PAGE (ffb_oob_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbOobPage, ffb_oob_page, FFB, OOB_PAGE, GtkWidget)

GtkWidget  *ffb_oob_page_new (void);
void        ffb_oob_page_set_document (FfbOobPage *self, FfbDocument *document);
/* Organizes both sides from the setup, replacing their stored OOBs: one undo step. */
void        ffb_oob_page_organize (FfbOobPage *self);
FfbOobView *ffb_oob_page_get_view (FfbOobPage *self, FfbSide side);

G_END_DECLS
