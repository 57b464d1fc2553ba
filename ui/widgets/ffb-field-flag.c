/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-field-flag.c: a refusal shown at its field (see ffb-field-flag.h). */
#include "ffb-field-flag.h"

/* The row's own text, kept while a message stands in its place. Object data is the right
 * tool: the rows are libadwaita's own (entry, action and expander rows, made in templates and
 * in code all over the app), and only this file sets and reads it. */
#define OWN_TEXT "ffb-own-text"

static void
set_row_text (GtkWidget *row, const char *text)
{
  if (ADW_IS_ENTRY_ROW (row))
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  else if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), text);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
}

static const char *
row_text (GtkWidget *row)
{
  if (ADW_IS_ENTRY_ROW (row))
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  if (ADW_IS_EXPANDER_ROW (row))
    return adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row));
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

void
ffb_ui_flag_field (GtkWidget *row, const char *message)
{
  gboolean flagged;

  g_return_if_fail (ADW_IS_ENTRY_ROW (row) || ADW_IS_ACTION_ROW (row)
                    || ADW_IS_EXPANDER_ROW (row));

  flagged = g_object_get_data (G_OBJECT (row), OWN_TEXT) != NULL;
  if (message != NULL && !flagged)
    g_object_set_data_full (G_OBJECT (row), OWN_TEXT, g_strdup (row_text (row) != NULL
                                                                 ? row_text (row) : ""),
                            g_free);
  if (message == NULL && flagged)
    {
      set_row_text (row, g_object_get_data (G_OBJECT (row), OWN_TEXT));
      g_object_set_data (G_OBJECT (row), OWN_TEXT, NULL);
    }
  if (message != NULL)
    set_row_text (row, message);
  if (message != NULL)
    gtk_widget_add_css_class (row, "error");
  else
    gtk_widget_remove_css_class (row, "error");
  /* An entry row's title is one line: a long sentence is read whole in the tooltip. */
  if (ADW_IS_ENTRY_ROW (row))
    gtk_widget_set_tooltip_text (row, message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message != NULL ? message : "", -1);
}

void
ffb_ui_move_flag (GtkWidget **flagged, GtkWidget *row, const char *message)
{
  g_return_if_fail (flagged != NULL);

  if (*flagged != NULL && *flagged != row)
    ffb_ui_flag_field (*flagged, NULL);
  if (row != NULL)
    ffb_ui_flag_field (row, message);
  *flagged = row;
}
