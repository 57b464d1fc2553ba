/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-battle-dialog.c: the New Battle dialog: it starts at the campaign's CW turn and the
 * rule set's ratio (R1, R4A), names the battlefield of the terrain picked (R2), flags a name
 * or hex the engine refuses at its field, and Add waits until every value is good. */
#include "ffb-battle-dialog.h"
#include "ffb-export.h"
#include "ffb-ui-test.h"
#include "ffb-xml-built-in.h"

static GtkWidget *
child (FfbBattleDialog *dialog, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), FFB_TYPE_BATTLE_DIALOG,
                                                    name));
}

static gboolean
is_action_button (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The button in the header bar, as the referee sees it. */
static gboolean
can_add (FfbBattleDialog *dialog)
{
  GtkWidget *button = ffb_ui_test_find (GTK_WIDGET (dialog), is_action_button, "battle.add");

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static gboolean
flagged (FfbBattleDialog *dialog, const char *name)
{
  return gtk_widget_has_css_class (child (dialog, name), "error");
}

static const char *
title (FfbBattleDialog *dialog, const char *name)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child (dialog, name)));
}

static void
count_cb (gpointer dialog, int *count)
{
  (*count)++;
}

/* R1, R4A: the defaults are the campaign's turn and the rule set's ratio. */
static void
test_defaults (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbBattleDialog *dialog;
  FfbBattleValues values;

  campaign->year = 1864;
  campaign->months = FFB_MONTHS_MAY_JUN;
  dialog = ffb_battle_dialog_new (NULL, campaign);
  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  ffb_battle_dialog_get_values (dialog, &values);
  g_assert_cmpint (values.year, ==, 1864);
  g_assert_cmpint (values.months, ==, FFB_MONTHS_MAY_JUN);
  g_assert_cmpint (values.stands_per_sp, ==, campaign->rules->stands_per_sp);
  g_assert_cmpint (values.batteries_per_sp, ==, campaign->rules->batteries_per_sp);
  g_assert_cmpint (values.attacker, ==, FFB_SIDE_UNION);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (dialog,
                                                                              "year_spin"))),
                   ==, 1864);
  /* Nothing typed: nothing flagged, and nothing to add. */
  g_assert_false (can_add (dialog));
  g_assert_false (flagged (dialog, "name_row"));

  /* R2: the terrain's row names the battlefield to lay out. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (dialog, "terrain_row")),
                              FFB_TERRAIN_SWAMP);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (dialog),
                                            ffb_terrain_battlefield (FFB_TERRAIN_SWAMP)));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_fields_flagged (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbBattleValues existing;
  FfbBattleDialog *dialog;
  FfbBattleValues values;
  int added = 0;

  ffb_battle_values_init (campaign, &existing);
  existing.name = "Shiloh";
  g_assert_nonnull (ffb_edit_new_battle (campaign, &existing, NULL));
  dialog = ffb_battle_dialog_new (NULL, campaign);
  g_signal_connect (dialog, "save", G_CALLBACK (count_cb), &added);

  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "name_row")), "SHILOH");
  g_assert_true (flagged (dialog, "name_row"));
  g_assert_cmpstr (title (dialog, "name_row"), ==, "Another battle has this name already.");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  g_assert_cmpint (added, ==, 0);

  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "name_row")), "Perryville");
  g_assert_false (flagged (dialog, "name_row"));
  g_assert_cmpstr (title (dialog, "name_row"), ==, "Name");
  g_assert_true (can_add (dialog));
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "hex_row")), "hex 3312 by the creek bed");
  g_assert_true (flagged (dialog, "hex_row"));
  g_assert_false (can_add (dialog));
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "hex_row")), "3312");
  g_assert_false (flagged (dialog, "hex_row"));
  g_assert_cmpstr (title (dialog, "hex_row"), ==, "CW map hex");

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (dialog, "attacker_row")),
                              FFB_SIDE_CONFEDERATE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (dialog, "river_row")),
                              FFB_RIVER_UNNAVIGABLE);
  ffb_battle_dialog_get_values (dialog, &values);
  g_assert_cmpstr (values.name, ==, "Perryville");
  g_assert_cmpstr (values.hex, ==, "3312");
  g_assert_cmpint (values.attacker, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (values.river, ==, FFB_RIVER_UNNAVIGABLE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  g_assert_cmpint (added, ==, 1);
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/battle-dialog/defaults-R1-R4A", test_defaults);
  g_test_add_func ("/ui/battle-dialog/fields-flagged", test_fields_flagged);
  return g_test_run ();
}
