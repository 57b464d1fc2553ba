/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-words.c: the display words of the engine's vocabularies (see ffb-words.h). */
#include "ffb-words.h"

#include "ffb-keynav.h"
#include "ffb-narrow.h"

static const char *const months_names[] = { "Mar–Apr", "May–Jun", "Jul–Aug", "Sep–Oct",
                                            "Nov–Feb", NULL };
static const char *const terrain_names[] = { "Clear", "Forest", "Swamp", "Road or gap", NULL };
static const char *const river_names[] = { "No river", "Unnavigable river",
                                           "Navigable river", NULL };
static const char *const side_names[] = { "Union", "Confederate", NULL };
static const char *const experience_names[] = { "Green", "Veteran", "Crack", NULL };
static const char *const status_names[] = { "Active", "Wounded", "Killed", "Captured", NULL };
static const char *const role_names[] = { "Automatic", "Corps leader", "Army leader", NULL };
static const char *const rating_names[] = { "sealed", "Average", "Excellent", "Poltroon", NULL };

char *
ffb_ui_turn_text (int year, FfbMonths months)
{
  return g_strdup_printf ("%s %d", months_names[months], year);
}

const char *
ffb_ui_terrain_name (FfbTerrain terrain)
{
  return terrain_names[terrain];
}

const char *
ffb_ui_river_name (FfbRiver river)
{
  return river_names[river];
}

const char *
ffb_ui_experience_name (FfbExperience experience)
{
  return experience_names[experience];
}

const char *
ffb_ui_status_name (FfbLeaderStatus status)
{
  return status_names[status];
}

const char *
ffb_ui_role_name (FfbRole role)
{
  return role_names[role];
}

const char *
ffb_ui_rating_name (FfbRating rating)
{
  return rating_names[rating];
}

const char *const *ffb_ui_months_names (void) { return months_names; }
const char *const *ffb_ui_terrain_names (void) { return terrain_names; }
const char *const *ffb_ui_river_names (void) { return river_names; }
const char *const *ffb_ui_side_names (void) { return side_names; }
const char *const *ffb_ui_experience_names (void) { return experience_names; }
const char *const *ffb_ui_status_names (void) { return status_names; }
const char *const *ffb_ui_role_names (void) { return role_names; }

static void
set_strings (AdwComboRow *row, const char *const *strings)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (strings);

  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  ffb_keynav_name_choices (GTK_WIDGET (row));
}

void
ffb_ui_set_battle_choices (GtkDropDown *months, AdwComboRow *terrain, AdwComboRow *river,
                           AdwComboRow *attacker)
{
  g_autoptr(GtkStringList) month_list = gtk_string_list_new (ffb_ui_months_names ());

  gtk_drop_down_set_model (months, G_LIST_MODEL (month_list));
  ffb_keynav_name_drop_down (GTK_WIDGET (months), "Months of the battle's CW turn");
  ffb_narrow_drop_down (months);
  set_strings (terrain, ffb_ui_terrain_names ());
  set_strings (river, ffb_ui_river_names ());
  set_strings (attacker, ffb_ui_side_names ());
}
