/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-controls.c: controls that carry their accessible name from the start (see
 * ffb-controls.h). */
#include "ffb-controls.h"

#include "ffb-keynav.h"
#include "ffb-narrow.h"

GtkWidget *
ffb_ui_spin_new (int lower, int upper, int value, const char *accessible_name)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (spin, accessible_name);
  return spin;
}

GtkWidget *
ffb_ui_drop_down_new (const char *const *items, guint selected, const char *accessible_name)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
  gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
  ffb_keynav_name_drop_down (drop_down, accessible_name);
  /* Its factories, which name each choice too, take the place of the names' own. */
  ffb_narrow_drop_down (GTK_DROP_DOWN (drop_down));
  return drop_down;
}

GtkWidget *
ffb_ui_row_new (const char *title, const char *subtitle, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  ffb_ui_row_fill (row, title, subtitle, suffix);
  return row;
}

void
ffb_ui_row_fill (GtkWidget *row, const char *title, const char *subtitle, GtkWidget *suffix)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));

  /* Names hold apostrophes and ampersands: never read them as markup (set first: the title
   * and subtitle are parsed as they are set). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL && *subtitle != '\0')
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (suffix != NULL)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
      if (gtk_widget_get_focusable (suffix) || GTK_IS_SPIN_BUTTON (suffix)
          || GTK_IS_DROP_DOWN (suffix))
        ffb_keynav_row_one_tab_stop (row);
    }
}
