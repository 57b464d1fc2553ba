/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-page.h: the Battle setup page: the battle's CW turn, hex and ground, who attacks,
 * the SPs and leaders each side brings, demoralized flags and the SP ratio; and, live, what
 * they mean: the FF day (R8), breastworks and flank marches (R7C, R7D). */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_BATTLE_PAGE (ffb_battle_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbBattlePage, ffb_battle_page, FFB, BATTLE_PAGE, GtkWidget)

GtkWidget *ffb_battle_page_new (void);
void       ffb_battle_page_set_document (FfbBattlePage *self, FfbDocument *document);

G_END_DECLS
