/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-words.c: the display words of the engine's vocabularies (see ffb-words.h). */
#include "ffb-words.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"
#include "ffb-narrow.h"

char *
ffb_ui_turn_text (int year, FfbMonths months)
{
  /* Translators: a CW turn: its months (as "Mar-Apr"), then its year. */
  return g_strdup_printf (_("%s %d"), ffb_months_display_name (months), year);
}

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
  g_autoptr(GtkStringList) month_list = gtk_string_list_new (ffb_months_display_names ());

  gtk_drop_down_set_model (months, G_LIST_MODEL (month_list));
  ffb_keynav_name_drop_down (GTK_WIDGET (months), _("Months of the battle's CW turn"));
  ffb_narrow_drop_down (months);
  set_strings (terrain, ffb_terrain_display_names ());
  set_strings (river, ffb_river_display_names ());
  set_strings (attacker, ffb_side_display_names ());
}
