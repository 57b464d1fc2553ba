/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-words.h: the display words of the engine's vocabularies ("Mar–Apr 1862", "Road or gap",
 * "Navigable river"...), one place for each, and the drop-downs of a battle form that offer
 * them. */
#pragma once

#include <adwaita.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

char       *ffb_ui_turn_text (int year, FfbMonths months);
const char *ffb_ui_terrain_name (FfbTerrain terrain);
const char *ffb_ui_river_name (FfbRiver river);
const char *ffb_ui_experience_name (FfbExperience experience);
const char *ffb_ui_status_name (FfbLeaderStatus status);
const char *ffb_ui_role_name (FfbRole role);
const char *ffb_ui_rating_name (FfbRating rating);
/* NULL-terminated lists of the above, in enum order, for drop-downs. */
const char *const *ffb_ui_months_names (void);
const char *const *ffb_ui_terrain_names (void);
const char *const *ffb_ui_river_names (void);
const char *const *ffb_ui_side_names (void);
const char *const *ffb_ui_experience_names (void);
const char *const *ffb_ui_status_names (void);
const char *const *ffb_ui_role_names (void);
/* Fills a battle form's choices (months, terrain, river, attacker) in enum order. */
void        ffb_ui_set_battle_choices (GtkDropDown *months, AdwComboRow *terrain,
                                       AdwComboRow *river, AdwComboRow *attacker);

G_END_DECLS
