/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-words.h: a CW turn in words ("Mar–Apr 1862") and the drop-downs of a battle form that
 * offer the engine's display words ("Road or gap", "Navigable river"...). */
#pragma once

#include <adwaita.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

/* "Mar–Apr 1862". The display words of the engine's vocabularies are the engine's
 * (ffb_terrain_display_name ()...). */
char       *ffb_ui_turn_text (int year, FfbMonths months);
/* Fills a battle form's choices (months, terrain, river, attacker) in enum order. */
void        ffb_ui_set_battle_choices (GtkDropDown *months, AdwComboRow *terrain,
                                       AdwComboRow *river, AdwComboRow *attacker);

G_END_DECLS
