/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-new-campaign.c: a campaign from nothing, as a referee makes it in the window. New
 * Campaign (win.new) asks before losing unsaved changes and opens an empty campaign on the
 * built-in rules; every page copes with it and offers New Battle. Then a campaign built
 * through the dialogs and the Battle Setup page (2 leaders and 2 SP groups a side, a battle)
 * is saved, loaded back and organized into both orders of battle (R4A-R4E) without errors. */
#include <glib/gstdio.h>
#include "ffb-battle-dialog.h"
#include "ffb-battle-page.h"
#include "ffb-leader-dialog.h"
#include "ffb-organize.h"
#include "ffb-record-row.h"
#include "ffb-sp-group-dialog.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"
#include "ffb-xml.h"

static const char *const battle_pages[] = { "battle", "oob", "secrets", "night", "aftermath" };

static FfbWindow *
new_window (void)
{
  FfbWindow *window = ffb_window_new (NULL);

  ffb_ui_test_present (GTK_WINDOW (window), "the main window");
  return window;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static void
answer (const char *response)
{
  GtkWindow *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  ffb_ui_test_flush ();
}

static AdwViewStack *
stack (FfbWindow *window)
{
  return ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                        "stack"));
}

static void
show_page (FfbWindow *window, const char *name)
{
  adw_view_stack_set_visible_child_name (stack (window), name);
  /* Its button is looked for among the widgets on screen. */
  ffb_ui_test_wait_for_page (adw_view_stack_get_child_by_name (stack (window), name), name);
}

static void
test_new_asks_first (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  FfbCampaign *campaign;

  g_assert_true (ffb_document_load_demo (document, NULL));
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1863;
  ffb_document_end_edit (document);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  ffb_ui_test_flush ();
  g_assert_nonnull (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  answer ("cancel");
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1863);
  g_assert_true (ffb_document_get_modified (document));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  ffb_ui_test_flush ();
  answer ("discard");
  campaign = ffb_document_get_campaign (document);
  g_assert_cmpstr (campaign->name, ==, "New campaign");
  g_assert_cmpint (campaign->year, ==, FFB_FIRST_YEAR);
  g_assert_cmpint (campaign->months, ==, FFB_MONTHS_MAR_APR);
  g_assert_cmpstr (campaign->rules_ref, ==, "default");
  g_assert_cmpuint (campaign->leaders->len + campaign->sp_groups->len + campaign->battles->len,
                    ==, 0);
  g_assert_false (ffb_document_get_modified (document));
  g_assert_false (ffb_document_get_can_undo (document));
  g_assert_null (ffb_document_get_file (document));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "New campaign");
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack (window)), ==, "campaign");
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

static gboolean
is_menu_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget);
}

static gboolean
menu_has_action (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      if (section != NULL && menu_has_action (section, action))
        return TRUE;
    }
  return FALSE;
}

/* The main menu offers it, and the shortcuts window lists it (Ctrl+N). */
static void
test_menu_and_shortcut (void)
{
  FfbWindow *window = new_window ();
  GtkWidget *menu = ffb_ui_test_find (GTK_WIDGET (window), is_menu_button, NULL);
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/ffbridge/ffbridge/ui/ffb-shortcuts-window.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_nonnull (menu);
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu)),
                                  "win.new"));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (overlay), "New campaign"));
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

static gboolean
is_new_battle_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                       "win.new-battle") == 0;
}

/* Each page about a battle says there is none yet, and its button adds one. */
static void
test_empty_pages (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);

  ffb_document_load_new (document);
  for (guint i = 0; i < G_N_ELEMENTS (battle_pages); i++)
    {
      GtkWidget *page = adw_view_stack_get_child_by_name (stack (window), battle_pages[i]);
      GtkWidget *button;

      show_page (window, battle_pages[i]);
      g_assert_nonnull (ffb_ui_test_find_label (page, "No Battle Yet"));
      button = ffb_ui_test_find (page, is_new_battle_button, NULL);
      g_assert_nonnull (button);
      g_assert_true (gtk_widget_is_sensitive (button));
    }
  g_signal_emit_by_name (ffb_ui_test_find (GTK_WIDGET (window), is_new_battle_button, NULL),
                         "clicked");
  ffb_ui_test_flush ();
  g_assert_nonnull (find_toplevel (FFB_TYPE_BATTLE_DIALOG));
  gtk_window_destroy (find_toplevel (FFB_TYPE_BATTLE_DIALOG));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* Building a campaign through the dialogs, as the referee would. */

static GtkWidget *
dialog_child (GtkWindow *dialog, GType type, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), type, name));
}

static void
click (FfbWindow *window, const char *tooltip)
{
  GtkWidget *button = ffb_ui_test_find_tooltip (GTK_WIDGET (window), tooltip);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
}

static void
add_leader (FfbWindow *window, const char *side, const char *name, int stars)
{
  g_autofree char *add = g_strdup_printf ("Add a %s leader", side);
  GtkWindow *dialog;

  click (window, add);
  dialog = find_toplevel (FFB_TYPE_LEADER_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_LEADER_DIALOG,
                                                     "name_row")), name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, FFB_TYPE_LEADER_DIALOG,
                                                            "stars_spin")), stars);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "leader.save", NULL);
  ffb_ui_test_flush ();
}

/* `commander`: the index in the dialog's list of the side's leaders (0 is None). */
static void
add_group (FfbWindow *window, const char *side, const char *name, int count, guint commander)
{
  g_autofree char *add = g_strdup_printf ("Add a %s SP group", side);
  GtkWindow *dialog;

  click (window, add);
  dialog = find_toplevel (FFB_TYPE_SP_GROUP_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                     "name_row")), name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                            "count_spin")), count);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                           "commander_row")), commander);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  ffb_ui_test_flush ();
}

static void
add_battle (FfbWindow *window, const char *name)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-battle", NULL);
  ffb_ui_test_flush ();
  dialog = find_toplevel (FFB_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "name_row")), name);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "hex_row")), "2114");
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                           "terrain_row")), FFB_TERRAIN_FOREST);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  ffb_ui_test_flush ();
}

static gboolean
has_data (GtkWidget *widget, gconstpointer data)
{
  const char *const *key = data; /* type name, what the row stands for, its id */
  FfbRecordRow *row;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), key[0]))
    return FALSE;
  row = ffb_record_row_of (widget);
  return row != NULL && g_strcmp0 (ffb_record_row_get_record_id (row), key[2]) == 0;
}

/* On Battle Setup, as the referee does: every SP of every group, every leader. */
static void
bring_everything (FfbWindow *window, FfbCampaign *campaign)
{
  GtkWidget *page = adw_view_stack_get_visible_child (stack (window));

  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack (window)), ==, "battle");
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);
      const char *key[] = { "GtkSpinButton", "group-id", group->id };
      GtkWidget *spin = ffb_ui_test_find (page, has_data, key);

      g_assert_nonnull (spin);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), group->count);
    }
  for (guint i = 0; i < campaign->leaders->len; i++)
    {
      const char *key[] = { "GtkSwitch", "leader-id",
                            ((FfbLeader *) g_ptr_array_index (campaign->leaders, i))->id };
      GtkWidget *toggle = ffb_ui_test_find (page, has_data, key);

      g_assert_nonnull (toggle);
      gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
    }
  ffb_ui_test_flush ();
}

static void
build_campaign (FfbWindow *window)
{
  FfbCampaign *campaign = ffb_document_get_campaign (ffb_window_get_document (window));

  show_page (window, "campaign");
  add_leader (window, "Union", "Samuel R. Curtis", 2);
  add_leader (window, "Union", "Franz Sigel", 1);
  add_leader (window, "Confederate", "Earl Van Dorn", 2);
  add_leader (window, "Confederate", "Sterling Price", 1);
  add_group (window, "Union", "Army of the Southwest", 2, 1);
  add_group (window, "Union", "Sigel's Division", 2, 2);
  add_group (window, "Confederate", "Army of the West", 3, 1);
  add_group (window, "Confederate", "Missouri State Guard", 1, 2);
  g_assert_cmpuint (campaign->leaders->len, ==, 4);
  g_assert_cmpuint (campaign->sp_groups->len, ==, 4);
  add_battle (window, "Pea Ridge");
  /* The battle added opens on Battle Setup, where its forces are picked. */
  bring_everything (window, ffb_document_get_campaign (ffb_window_get_document (window)));
}

static void
assert_organizes (FfbCampaign *campaign, FfbBattle *battle)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GError) error = NULL;
      FfbOob *oob = ffb_battle_ensure_oob (campaign, battle, side, &error);

      g_assert_no_error (error);
      g_assert_nonnull (oob);
      /* R4A: 4 SP a side at the battle's ratio. */
      g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 4 * battle->stands_per_sp);
      g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_DIVISION), >=, 2);
    }
}

static void
test_round_trip (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("ffb-new-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "new.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  ffb_ui_test_flush ();
  build_campaign (window);
  battle = ffb_document_get_battle (document);
  g_assert_nonnull (battle);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_assert_cmpuint (battle->sides[side].sps->len, ==, 2);
      g_assert_cmpuint (battle->sides[side].leaders->len, ==, 2);
    }
  g_assert_true (ffb_campaign_check (ffb_document_get_campaign (document), &error));
  g_assert_true (ffb_document_save (document, file, &error));
  g_assert_no_error (error);

  loaded = ffb_xml_load_campaign_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->name, ==, "New campaign");
  assert_organizes (loaded, ffb_campaign_find_battle (loaded, "pea-ridge"));

  /* And in the window: the file opens, and the OOB page organizes both sides (Ctrl+R). */
  g_assert_true (ffb_document_load_file (document, file, &error));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.organize", NULL);
  ffb_ui_test_flush ();
  battle = ffb_document_get_battle (document);
  g_assert_nonnull (battle->oob[FFB_SIDE_UNION]);
  g_assert_nonnull (battle->oob[FFB_SIDE_CONFEDERATE]);
  g_assert_true (ffb_campaign_check (ffb_document_get_campaign (document), &error));
  g_assert_no_error (error);

  ffb_document_discard_autosave (document);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/new-campaign/asks-before-losing-changes", test_new_asks_first);
  g_test_add_func ("/ui/new-campaign/empty-pages-offer-new-battle", test_empty_pages);
  g_test_add_func ("/ui/new-campaign/menu-and-shortcut", test_menu_and_shortcut);
  g_test_add_func ("/ui/new-campaign/round-trip-organize-R4A", test_round_trip);
  return g_test_run ();
}
