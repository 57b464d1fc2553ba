/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-sp-group-dialog.c: the SP group dialog: Save waits for valid values, each value the
 * engine refuses is flagged at its own field in words (and put back when mended), the
 * commander's cavalry shows as the group's arm (R4A), the weapons note row sets the note the
 * OOB sheet prints, and ::save hands over what was typed. */
#include <string.h>
#include "ffb-edit.h"
#include "ffb-sp-group-dialog.h"
#include "ffb-ui-test.h"
#include "ffb-xml-built-in.h"

static GtkWidget *
child (FfbSpGroupDialog *dialog, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                    FFB_TYPE_SP_GROUP_DIALOG, name));
}

static gboolean
is_action_button (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The button in the header bar, as the referee sees it. */
static gboolean
can_save (FfbSpGroupDialog *dialog)
{
  GtkWidget *button = ffb_ui_test_find (GTK_WIDGET (dialog), is_action_button, "group.save");

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static gboolean
flagged (GtkWidget *row)
{
  return gtk_widget_has_css_class (row, "error");
}

static const char *
entry_title (FfbSpGroupDialog *dialog)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child (dialog, "name_row")));
}

static void
count_cb (gpointer dialog, int *count)
{
  (*count)++;
}

static void
test_new_needs_a_name (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbSpGroupDialog *dialog = ffb_sp_group_dialog_new (NULL, campaign, NULL,
                                                      FFB_SIDE_CONFEDERATE);
  GtkWidget *name = child (dialog, "name_row");
  FfbSpGroupValues values;
  int saved = 0;

  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "New Confederate SP Group");
  /* Nothing typed yet: nothing flagged, but nothing to save either. */
  g_assert_false (can_save (dialog));
  g_assert_false (flagged (name));
  /* No leader on the side: the commander row says where to add one. */
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (dialog),
                                            "The Confederate side has no leader yet…"));

  gtk_editable_set_text (GTK_EDITABLE (name), "Army of Tennessee");
  g_assert_true (can_save (dialog));
  gtk_editable_set_text (GTK_EDITABLE (name), "  ");
  g_assert_false (can_save (dialog));
  g_assert_true (flagged (name));
  g_assert_cmpstr (entry_title (dialog), ==, "An SP group needs a name.");

  gtk_editable_set_text (GTK_EDITABLE (name), " Army of Tennessee ");
  g_assert_false (flagged (name));
  g_assert_cmpstr (entry_title (dialog), ==, "Name");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "count_spin")), 7);
  ffb_sp_group_dialog_get_values (dialog, &values);
  g_assert_cmpint (values.count, ==, 7);
  g_assert_null (values.commander);
  g_assert_null (ffb_sp_group_dialog_get_group_id (dialog));
  g_assert_cmpint (ffb_sp_group_dialog_get_side (dialog), ==, FFB_SIDE_CONFEDERATE);
  g_signal_connect (dialog, "save", G_CALLBACK (count_cb), &saved);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  g_assert_cmpint (saved, ==, 1);
  ffb_ui_test_flush ();
}

/* A second group of the side may not take a name the side already uses. */
static void
test_duplicate_name_flagged (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbSpGroupValues first = { "1st Corps", FFB_EXPERIENCE_GREEN, 2, NULL };
  FfbSpGroupDialog *dialog;
  GtkWidget *name;

  g_assert_nonnull (ffb_edit_new_sp_group (campaign, FFB_SIDE_UNION, &first, NULL));
  dialog = ffb_sp_group_dialog_new (NULL, campaign, NULL, FFB_SIDE_UNION);
  name = child (dialog, "name_row");
  gtk_editable_set_text (GTK_EDITABLE (name), "1st corps");
  g_assert_true (flagged (name));
  g_assert_cmpstr (entry_title (dialog), ==, "Another Union group has this name already.");
  g_assert_false (can_save (dialog));
  gtk_editable_set_text (GTK_EDITABLE (name), "2nd Corps");
  g_assert_false (flagged (name));
  g_assert_true (can_save (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
find_group_used (FfbCampaign *campaign, FfbSpGroup **group, FfbBattle **battle)
{
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      *group = g_ptr_array_index (campaign->sp_groups, i);
      if (ffb_edit_sp_group_least_count (campaign, (*group)->id, battle) > 0)
        return TRUE;
    }
  return FALSE;
}

/* R4A: a battle still to fight holds the group to the SPs it takes; the count says so. */
static void
test_count_in_use_flagged (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  FfbSpGroup *group = NULL;
  FfbBattle *battle = NULL;
  FfbSpGroupDialog *dialog;
  GtkWidget *count_row;
  int least, saved = 0;

  g_assert_true (find_group_used (campaign, &group, &battle));
  least = ffb_edit_sp_group_least_count (campaign, group->id, NULL);
  dialog = ffb_sp_group_dialog_new (NULL, campaign, group, group->side);
  count_row = child (dialog, "count_row");
  g_assert_cmpstr (ffb_sp_group_dialog_get_group_id (dialog), ==, group->id);
  g_assert_true (can_save (dialog));
  g_signal_connect (dialog, "save", G_CALLBACK (count_cb), &saved);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "count_spin")), least - 1);
  g_assert_true (flagged (count_row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (count_row)),
                            battle->name));
  g_assert_false (can_save (dialog));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  g_assert_cmpint (saved, ==, 0);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "count_spin")), least);
  g_assert_false (flagged (count_row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (count_row)), ==,
                   "Whole SPs on the campaign map");
  g_assert_true (can_save (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* R4A: the group's arm follows its commander's cavalry. */
static void
test_cavalry_commander (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbLeader *stuart = ffb_leader_new ("stuart", "J. E. B. Stuart", FFB_SIDE_CONFEDERATE, 2);
  FfbLeader *killed = ffb_leader_new ("jackson", "T. J. Jackson", FFB_SIDE_CONFEDERATE, 2);
  FfbSpGroupDialog *dialog;
  AdwComboRow *commander;
  FfbSpGroupValues values;

  stuart->cavalry = TRUE;
  killed->status = FFB_LEADER_KILLED;
  g_assert_true (ffb_campaign_add_leader (campaign, stuart));
  g_assert_true (ffb_campaign_add_leader (campaign, killed));
  g_assert_true (ffb_campaign_add_leader (campaign, ffb_leader_new ("grant", "U. S. Grant",
                                                                     FFB_SIDE_UNION, 4)));
  dialog = ffb_sp_group_dialog_new (NULL, campaign, NULL, FFB_SIDE_CONFEDERATE);
  commander = ADW_COMBO_ROW (child (dialog, "commander_row"));
  /* None, and Stuart: not the Union's Grant, nor Jackson, killed. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (commander)), ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "arm_label"))), ==,
                   "Infantry");
  adw_combo_row_set_selected (commander, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "arm_label"))), ==,
                   "Cavalry");
  ffb_sp_group_dialog_get_values (dialog, &values);
  g_assert_cmpstr (values.commander, ==, "stuart");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The weapons note the OOB sheet prints: shown for the group edited, refused at its own row
 * when too long (and put back when mended), and handed over as typed, which the engine keeps
 * trimmed. */
static void
test_weapons_row (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, "us-p-1");
  FfbSpGroupDialog *dialog;
  GtkWidget *weapons;
  FfbSpGroupValues values;
  g_autofree char *long_note = g_strnfill (FFB_MAX_WEAPONS + 1, 'x');

  g_assert_nonnull (group);
  g_assert_cmpstr (group->weapons, ==, "Rifled muskets");
  dialog = ffb_sp_group_dialog_new (NULL, campaign, group, group->side);
  weapons = child (dialog, "weapons_row");
  g_assert_true (ADW_IS_ENTRY_ROW (weapons));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (weapons)), ==, "Rifled muskets");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (weapons)), ==,
                   "Weapons (for the OOB sheet)");

  gtk_editable_set_text (GTK_EDITABLE (weapons), long_note);
  g_assert_true (flagged (weapons));
  g_assert_false (flagged (child (dialog, "name_row")));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (weapons)), ==,
                   "A weapons note has at most 40 characters, not 41.");
  g_assert_false (can_save (dialog));

  gtk_editable_set_text (GTK_EDITABLE (weapons), "  Enfield rifles ");
  g_assert_false (flagged (weapons));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (weapons)), ==,
                   "Weapons (for the OOB sheet)");
  g_assert_true (can_save (dialog));
  ffb_sp_group_dialog_get_values (dialog, &values);
  g_assert_cmpstr (values.weapons, ==, "  Enfield rifles ");
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, NULL));
  g_assert_cmpstr (group->weapons, ==, "Enfield rifles");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/sp-group-dialog/new-needs-a-name", test_new_needs_a_name);
  g_test_add_func ("/ui/sp-group-dialog/duplicate-name-flagged", test_duplicate_name_flagged);
  g_test_add_func ("/ui/sp-group-dialog/count-in-use-flagged-R4A", test_count_in_use_flagged);
  g_test_add_func ("/ui/sp-group-dialog/cavalry-commander-R4A", test_cavalry_commander);
  g_test_add_func ("/ui/sp-group-dialog/weapons-row", test_weapons_row);
  return g_test_run ();
}
