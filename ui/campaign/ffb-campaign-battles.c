/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-battles.c: the battle list of the Campaign page (see
 * ffb-campaign-page-private.h): open a battle to set it up, add one through the New Battle
 * dialog (it then opens on Battle Setup, where the referee picks the forces), or remove one,
 * which takes its orders of battle, secrets and draft result with it. */
#include "ffb-campaign-page-private.h"

#include <glib/gi18n.h>
#include "ffb-battle-dialog.h"
#include "ffb-edit.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"
#include "ffb-keynav.h"

static FfbCampaign *
campaign (FfbCampaignPage *self)
{
  return ffb_campaign_page_campaign (self);
}

static void
open_battle (FfbCampaignPage *self, const char *battle_id)
{
  ffb_document_set_battle_id (self->document, battle_id);
  ffb_campaign_page_emit_battle_activated (self);
}

static void
row_activated_cb (AdwActionRow *row, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);

  if (self != NULL)
    open_battle (self, target->id);
}

/* New Battle */

/* RULES.md Q: a new battle is Fire & Fury's; other tactical rules are the engine's switch
 * (which sets that set's ratio), then the ratio the referee typed is set over it. */
static gboolean
fight_with (FfbCampaign *c, FfbBattle *battle, FfbTactics *tactics,
            const FfbBattleValues *typed, GError **error)
{
  FfbBattleValues values;

  if (tactics == NULL)
    return TRUE;
  if (!ffb_battle_set_tactical_rules (c, battle, tactics, error))
    return FALSE;
  ffb_battle_values_of (battle, &values);
  values.stands_per_sp = typed->stands_per_sp;
  values.batteries_per_sp = typed->batteries_per_sp;
  return ffb_battle_edit_setup (c, battle, &values, NULL, error);
}

static void
battle_saved_cb (FfbBattleDialog *dialog, FfbCampaignPage *self)
{
  FfbBattleValues values;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL, *message = NULL;
  FfbBattle *battle;

  ffb_battle_dialog_get_values (dialog, &values);
  ffb_document_begin_edit (self->document, NULL);
  battle = ffb_edit_new_battle (campaign (self), &values, &error);
  /* One edit: undo takes back the battle, its tactical rules and the campaign's move to its
   * turn together. The engine took the battle's turn, so the campaign takes it too; should
   * it not, the battle goes again and nothing has changed. */
  if (battle != NULL
      && (!fight_with (campaign (self), battle, ffb_battle_dialog_get_tactics (dialog), &values,
                       &error)
          || (ffb_battle_dialog_get_advance_campaign (dialog)
              && !ffb_edit_set_turn (campaign (self), values.year, values.months, &error))))
    {
      ffb_edit_remove_battle (campaign (self), battle->id, NULL);
      battle = NULL;
    }
  if (battle == NULL)
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not add the battle"), error);
      return;
    }
  id = g_strdup (battle->id);
  /* Translators: %s is a battle. */
  message = g_strdup_printf (_("Added %s: pick the SPs and leaders each side brings"),
                             battle->name);
  ffb_document_end_edit (self->document);
  open_battle (self, id);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

void
ffb_campaign_battles_new (FfbCampaignPage *self)
{
  FfbBattleDialog *dialog;

  dialog = ffb_battle_dialog_new (ffb_campaign_page_window (self), campaign (self));
  g_signal_connect_object (dialog, "save", G_CALLBACK (battle_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_clicked_cb (FfbCampaignPage *self)
{
  ffb_campaign_battles_new (self);
}

/* Removing */

/* The pages follow the battle shown: when it leaves, they show the first one left. */
static void
show_another_battle (FfbCampaignPage *self)
{
  GPtrArray *battles = campaign (self)->battles;

  if (ffb_document_get_battle (self->document) != NULL)
    return;
  ffb_document_set_battle_id (self->document,
                              battles->len > 0 ? ((FfbBattle *) g_ptr_array_index (battles, 0))->id
                                               : NULL);
}

static void
remove_now (FfbCampaignPage *self, const char *id)
{
  FfbBattle *battle = ffb_campaign_find_battle (campaign (self), id);

  if (battle != NULL
      && ffb_campaign_page_remove (self, ffb_edit_remove_battle, id, battle->name,
                                   _("The battle stays")))
    show_another_battle (self);
}

static void
confirm_answer (gpointer self, const char *response, gpointer battle_id)
{
  if (g_str_equal (response, "remove"))
    remove_now (self, battle_id);
}

static void
remove_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  FfbBattle *battle = self != NULL ? ffb_campaign_find_battle (campaign (self), target->id)
                                   : NULL;
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  if (battle == NULL)
    return;
  /* Translators: %s is a battle. */
  heading = g_strdup_printf (_("Remove %s?"), battle->name);
  dialog = ffb_confirm_new (GTK_WIDGET (self), heading,
                            _("The battle leaves the campaign with its setup, both orders of "
                              "battle, its secrets and dice, its clock and any result typed so "
                              "far. Undo (Ctrl+Z) brings it back."), "remove", _("_Remove"));
  ffb_confirm_ask (dialog, self, confirm_answer, g_strdup (battle->id), g_free);
}

/* The list */

static char *
battle_subtitle (FfbBattle *battle)
{
  g_autofree char *turn = ffb_ui_turn_text (battle->year, battle->months);
  GString *text = g_string_new (turn);

  /* Facts apart, each its own msgid, put one after the other with " · ". */
  if (battle->hex != NULL && *battle->hex != '\0')
    {
      g_string_append (text, " · ");
      /* Translators: where the battle is on the CW map; %s is the hex. */
      g_string_append_printf (text, _("hex %s"), battle->hex);
    }
  g_string_append_printf (text, " · %s · ", ffb_terrain_display_name (battle->terrain));
  /* Translators: %s is a side (Union, Confederate). */
  g_string_append_printf (text, _("%s attacking"), ffb_side_display_name (battle->attacker));
  if (battle->fought)
    g_string_append_printf (text, " · %s", _("fought"));
  return g_string_free (text, FALSE);
}

/* `remove_button`: set to the row's Remove button. */
static GtkWidget *
battle_row (FfbCampaignPage *self, FfbBattle *battle, GtkWidget **remove_button)
{
  g_autofree char *subtitle = battle_subtitle (battle);
  g_autofree char *remove_name = g_strdup_printf (_("Remove %s"), battle->name);
  GtkWidget *row = ffb_ui_row_new (battle->name, subtitle, NULL);
  GtkWidget *remove = ffb_campaign_page_icon_button ("user-trash-symbolic", remove_name);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  ffb_campaign_page_connect (row, "activated", G_CALLBACK (row_activated_cb), self,
                             battle->id, 0, 0);
  ffb_campaign_page_connect (remove, "clicked", G_CALLBACK (remove_clicked_cb), self,
                             battle->id, 0, 0);
  *remove_button = remove;
  return row;
}

static GtkWidget *
new_button (FfbCampaignPage *self)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_New Battle…"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (button, _("New battle"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (new_clicked_cb), self);
  return button;
}

GtkWidget *
ffb_campaign_battles_group (FfbCampaignPage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GPtrArray *battles = campaign (self)->battles;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Battles"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         battles->len > 0
                                           ? _("Open one to set it up and build its orders of "
                                               "battle")
                                           : _("No battle yet: add one with New Battle, then "
                                               "pick the SPs and leaders each side brings"));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), new_button (self));
  for (guint i = 0; i < battles->len; i++)
    {
      GtkWidget *remove;
      GtkWidget *row = battle_row (self, g_ptr_array_index (battles, i), &remove);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      /* The list is one Tab stop, not two a battle (issue 13). */
      ffb_keynav_record_row (row, remove, _("Enter opens it, Delete removes it; Right and Left "
                                            "reach its buttons, Up and Down the other rows"));
    }
  return group;
}
