/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui.c: shared UI helpers (see ffb-ui.h). */
#include "ffb-keynav.h"
#include "ffb-ui.h"

#include "ffb-battle-page.h"
#include "ffb-aftermath-page.h"
#include "ffb-campaign-page.h"
#include "ffb-neutral-page.h"
#include "ffb-night-page.h"
#include "ffb-oob-page.h"
#include "ffb-oob-view.h"
#include "ffb-narrow.h"
#include "ffb-rule-tips.h"
#include "ffb-ui-resources.h"

void
ffb_ui_init (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  /* Registered by hand: a constructor in a static library can be dropped by the linker. */
  ffb_ui_resources_register_resource ();
  g_type_ensure (FFB_TYPE_CAMPAIGN_PAGE);
  g_type_ensure (FFB_TYPE_BATTLE_PAGE);
  g_type_ensure (FFB_TYPE_OOB_PAGE);
  g_type_ensure (FFB_TYPE_OOB_VIEW);
  g_type_ensure (FFB_TYPE_NEUTRAL_PAGE);
  g_type_ensure (FFB_TYPE_NIGHT_PAGE);
  g_type_ensure (FFB_TYPE_AFTERMATH_PAGE);
  ffb_rule_tips_install ();
  g_once_init_leave (&done, 1);
}

char *
ffb_ui_turn_text (int year, FfbMonths months)
{
  return g_strdup_printf ("%s %d", ffb_months_display_name (months), year);
}

void
ffb_ui_set_accessible_name (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

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
  return row;
}

/* The row's own text, kept while a message stands in its place. */
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

static void
show_toast (GtkWidget *widget, const char *message, gboolean undo)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;

  if (overlay == NULL)
    {
      g_message ("%s", message);
      return;
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 4);
  if (undo)
    {
      adw_toast_set_button_label (toast, "_Undo");
      adw_toast_set_action_name (toast, "win.undo");
    }
  /* What is said now replaces what was said (ffb-toast.c). */
  ffb_toast_show (overlay, toast);
}

void
ffb_ui_toast (GtkWidget *widget, const char *message)
{
  show_toast (widget, message, FALSE);
}

void
ffb_ui_toast_undo (GtkWidget *widget, const char *message)
{
  show_toast (widget, message, TRUE);
}

void
ffb_ui_show_error (GtkWidget *widget, const char *heading, const GError *error)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   error != NULL ? error->message : NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", "_Close");
  gtk_window_present (GTK_WINDOW (dialog));
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
  ffb_keynav_name_drop_down (GTK_WIDGET (months), "Months of the battle's CW turn");
  ffb_narrow_drop_down (months);
  set_strings (terrain, ffb_terrain_display_names ());
  set_strings (river, ffb_river_display_names ());
  set_strings (attacker, ffb_side_display_names ());
}
