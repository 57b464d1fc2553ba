/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-groups.c: each side's SP groups on the Campaign page (see
 * ffb-campaign-page-private.h). A row keeps the two values that change most between game
 * nights, experience and count, at hand; its buttons open the group's dialog or remove it.
 * The engine decides what a battle allows: a count no lower than a battle still to fight
 * takes, and which battles refuse to lose the group. */
#include "ffb-campaign-page-private.h"

#include <glib/gi18n.h>
#include "ffb-edit.h"
#include "ffb-sp-group-dialog.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-record-row.h"
#include "ffb-field-flag.h"
#include "ffb-confirm.h"
#include "ffb-keynav.h"

static FfbCampaign *
campaign (FfbCampaignPage *self)
{
  return ffb_campaign_page_campaign (self);
}

static void
values_of (const FfbSpGroup *group, FfbSpGroupValues *values)
{
  values->name = group->name;
  values->experience = group->experience;
  values->count = group->count;
  values->commander = group->commander;
  values->weapons = group->weapons;
}

/* An edit of one value in the row, through the engine; a refusal puts the row back. */
static void
edit_in_row (FfbCampaignPage *self, FfbSpGroup *group, const FfbSpGroupValues *values,
             const char *merge_key, GtkWidget *row)
{
  g_autoptr(GError) error = NULL;

  ffb_campaign_page_edit_begin (self, merge_key);
  if (!ffb_edit_sp_group (campaign (self), group->id, values, &error))
    {
      ffb_campaign_page_edit_cancel (self);
      ffb_ui_flag_field (row, error->message);
      return;
    }
  ffb_campaign_page_edit_end (self);
  ffb_ui_flag_field (row, NULL);
}

static void
count_changed_cb (GtkSpinButton *spin, FfbCampaignPage *self)
{
  const char *id = ffb_record_row_get_record_id (ffb_record_row_of (GTK_WIDGET (spin)));
  g_autofree char *key = g_strconcat ("group-count:", id, NULL);
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (self), id);
  FfbSpGroupValues values;

  if (group == NULL)
    return;
  values_of (group, &values);
  values.count = gtk_spin_button_get_value_as_int (spin);
  edit_in_row (self, group, &values, key,
               gtk_widget_get_ancestor (GTK_WIDGET (spin), ADW_TYPE_ACTION_ROW));
}

static void
experience_changed_cb (GtkDropDown *drop, GParamSpec *pspec, FfbCampaignPage *self)
{
  const char *id = ffb_record_row_get_record_id (ffb_record_row_of (GTK_WIDGET (drop)));
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (self), id);
  FfbSpGroupValues values;

  if (group == NULL)
    return;
  values_of (group, &values);
  values.experience = gtk_drop_down_get_selected (drop);
  edit_in_row (self, group, &values, NULL,
               gtk_widget_get_ancestor (GTK_WIDGET (drop), ADW_TYPE_ACTION_ROW));
}

/* The dialog */

static void
group_saved_cb (FfbSpGroupDialog *dialog, FfbCampaignPage *self)
{
  const char *id = ffb_sp_group_dialog_get_group_id (dialog);
  FfbSpGroupValues values;
  g_autoptr(GError) error = NULL;
  gboolean done;

  ffb_sp_group_dialog_get_values (dialog, &values);
  ffb_document_begin_edit (self->document, NULL);
  if (id != NULL)
    done = ffb_edit_sp_group (campaign (self), id, &values, &error);
  else
    done = ffb_edit_new_sp_group (campaign (self), ffb_sp_group_dialog_get_side (dialog),
                                  &values, &error) != NULL;
  if (!done)
    {
      /* The campaign changed under the dialog (it is modal: only by undo or a reload). */
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not save the SP group"), error);
      return;
    }
  ffb_document_end_edit (self->document);
}

static void
open_dialog (FfbCampaignPage *self, const FfbSpGroup *group, FfbSide side)
{
  FfbSpGroupDialog *dialog = ffb_sp_group_dialog_new (ffb_campaign_page_window (self),
                                                      campaign (self), group, side);

  g_signal_connect_object (dialog, "save", G_CALLBACK (group_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ffb_campaign_groups_add (FfbCampaignPage *self, FfbSide side)
{
  open_dialog (self, NULL, side);
}

static void
edit_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  FfbSpGroup *group = self != NULL ? ffb_campaign_find_sp_group (campaign (self), target->id)
                                   : NULL;

  if (group != NULL)
    open_dialog (self, group, group->side);
}

/* Removing */

static void
remove_now (FfbCampaignPage *self, const char *id)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (self), id);

  if (group != NULL)
    ffb_campaign_page_remove (self, ffb_edit_remove_sp_group, id, group->name,
                              _("Could not remove the SP group"));
}

static void
confirm_answer (gpointer self, const char *response, gpointer group_id)
{
  if (g_str_equal (response, "remove"))
    remove_now (self, group_id);
}

static char *
battle_names (GPtrArray *battles)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < battles->len; i++)
    {
      /* Translators: put between the last two names of a list of battles. */
      if (i > 0 && i + 1 == battles->len)
        g_string_append (names, C_("list", " and "));
      /* Translators: put between the other names of a list of battles. */
      else if (i > 0)
        g_string_append (names, C_("list", ", "));
      /* Translators: a battle's name, quoted, in a list of battles. */
      g_string_append_printf (names, _("“%s”"),
                              ((FfbBattle *) g_ptr_array_index (battles, i))->name);
    }
  return g_string_free (names, FALSE);
}

/* A group a battle still to fight uses leaves that battle: the referee hears it first. */
static void
confirm_remove (FfbCampaignPage *self, FfbSpGroup *group, GPtrArray *battles)
{
  /* Translators: %s is an SP group. */
  g_autofree char *heading = g_strdup_printf (_("Remove %s?"), group->name);
  g_autofree char *names = battle_names (battles);
  AdwMessageDialog *dialog = ffb_confirm_new (GTK_WIDGET (self), heading, NULL, "remove",
                                              _("_Remove"));

  /* Translators: %s is a list of battle names. */
  adw_message_dialog_format_body (dialog,
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "It fights at %s: it leaves that battle's force, "
                                               "and orders of battle already built are dropped, "
                                               "to be organized again.",
                                               "It fights at %s: it leaves those battles' force, "
                                               "and orders of battle already built are dropped, "
                                               "to be organized again.", battles->len),
                                  names);
  ffb_confirm_ask (dialog, self, confirm_answer, g_strdup (group->id), g_free);
}

static void
remove_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  const char *id = target->id;
  FfbSpGroup *group = self != NULL ? ffb_campaign_find_sp_group (campaign (self), id) : NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GError) error = NULL;

  if (group == NULL)
    return;
  if (!ffb_edit_can_remove_sp_group (campaign (self), id, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("The SP group stays"), error);
      return;
    }
  battles = ffb_edit_sp_group_battles (campaign (self), id);
  if (battles->len > 0)
    confirm_remove (self, group, battles);
  else
    remove_now (self, id);
}

/* Rows */

static char *
row_subtitle (FfbCampaignPage *self, FfbSpGroup *group)
{
  FfbLeader *commander = ffb_campaign_find_leader (campaign (self), group->commander);
  FfbBattle *holding = NULL;
  int least = ffb_edit_sp_group_least_count (campaign (self), group->id, &holding);
  GString *text = g_string_new (NULL);

  /* Translators: %s is the SP group's commander. */
  if (commander != NULL)
    g_string_append_printf (text, _("Under %s"), commander->name);
  else
    g_string_append (text, _("No commander"));
  if (commander != NULL && commander->cavalry)
    g_string_append_printf (text, " · %s", _("cavalry"));
  /* What the sheets will print, without opening the group. */
  if (group->weapons != NULL)
    g_string_append_printf (text, " · %s", group->weapons);
  if (holding == NULL)
    return g_string_free (text, FALSE);
  g_string_append (text, " · ");
  /* Translators: %s is a battle, %d the SPs of the group it takes. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s takes %d SP", "%s takes %d SP",
                                             least),
                          holding->name, least);
  return g_string_free (text, FALSE);
}

/* `remove`: set to the row's Remove button. */
static GtkWidget *
group_row (FfbCampaignPage *self, FfbSpGroup *group, GtkWidget **remove)
{
  g_autofree char *subtitle = row_subtitle (self, group);
  /* Translators: accessible names of an SP group's controls; %s is the group. */
  g_autofree char *count_name = g_strdup_printf (_("SPs of %s"), group->name);
  g_autofree char *experience_name = g_strdup_printf (_("Experience of %s"), group->name);
  g_autofree char *edit_name = g_strdup_printf (_("Edit %s"), group->name);
  g_autofree char *remove_name = g_strdup_printf (_("Remove %s"), group->name);
  GtkWidget *experience = ffb_ui_drop_down_new (ffb_experience_display_names (), group->experience,
                                                experience_name);
  /* Never below what a battle still to fight takes: the engine would refuse it. */
  GtkWidget *count = ffb_ui_spin_new (ffb_edit_sp_group_least_count (campaign (self),
                                                                     group->id, NULL),
                                      FFB_MAX_SP, group->count, count_name);
  /* The experience first, then the count: the order the totals above read in. */
  GtkWidget *row = ffb_record_row_new (group->name, subtitle, experience, group->id,
                                       group->side);
  GtkWidget *buttons[] = {
    count,
    ffb_campaign_page_icon_button ("document-edit-symbolic", edit_name),
    ffb_campaign_page_icon_button ("user-trash-symbolic", remove_name),
  };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), buttons[i]);
  /* Enter on the row (one Tab stop, see fill) edits the group; the experience is a Right away. */
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), buttons[1]);
  *remove = buttons[2];
  g_signal_connect (count, "value-changed", G_CALLBACK (count_changed_cb), self);
  g_signal_connect (experience, "notify::selected", G_CALLBACK (experience_changed_cb), self);
  ffb_campaign_page_connect (buttons[1], "clicked", G_CALLBACK (edit_clicked_cb), self,
                             group->id, group->side, 0);
  ffb_campaign_page_connect (buttons[2], "clicked", G_CALLBACK (remove_clicked_cb), self,
                             group->id, group->side, 0);
  return row;
}

void
ffb_campaign_groups_fill (FfbCampaignPage *self, GtkWidget *expander, FfbSide side)
{
  for (guint i = 0; i < campaign (self)->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign (self)->sp_groups, i);

      GtkWidget *row, *remove;

      if (group->side != side)
        continue;
      row = group_row (self, group, &remove);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      /* The list is one Tab stop, not four a group (issue 13). */
      ffb_keynav_record_row (row, remove, _(ffb_campaign_page_record_keys));
    }
}
