/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-campaign-page.c: the Campaign page on the demo: each change made in the view reaches
 * the campaign, the totals shown agree with the engine's, and undo brings both back. SP groups
 * and battles are added, edited and removed through their dialogs; a removal a battle refuses
 * says so and changes nothing. The campaign stays valid (ffb_campaign_check) throughout. The
 * groups below the fold of its first frame come with the frame after it. */
#include <string.h>
#include "ffb-action-table.h"
#include "ffb-battle-dialog.h"
#include "ffb-campaign-page.h"
#include "ffb-edit.h"
#include "ffb-fraction.h"
#include "ffb-leader-dialog.h"
#include "ffb-record-row.h"
#include "ffb-sp-group-dialog.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

/* The lists make their rows when opened, as a referee opens them. */
static void
expand_all (GtkWidget *widget)
{
  if (ADW_IS_EXPANDER_ROW (widget))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    expand_all (child);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
  g_assert_null (ffb_ui_test_find_tooltip (f->page, "Remove Franz Sigel"));
  expand_all (f->page);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static FfbCampaign *
campaign (Fixture *f)
{
  return ffb_document_get_campaign (f->document);
}

static void
test_turn (Fixture *f, gconstpointer data)
{
  GtkSpinButton *year = GTK_SPIN_BUTTON (gtk_widget_get_template_child (f->page,
                                                                        FFB_TYPE_CAMPAIGN_PAGE,
                                                                        "year_spin"));
  int before = campaign (f)->year;

  gtk_spin_button_set_value (year, before + 1);
  g_assert_cmpint (campaign (f)->year, ==, before + 1);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpint (campaign (f)->year, ==, before);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (year), ==, before);
}

/* Showing the page, and showing it again after an undo, is no edit: no undo step is made,
 * and the redo step stays. */
static void
test_showing_is_no_edit (Fixture *f, gconstpointer data)
{
  GtkEditable *name = GTK_EDITABLE (gtk_widget_get_template_child (f->page,
                                                                   FFB_TYPE_CAMPAIGN_PAGE,
                                                                   "name_row"));

  g_assert_false (ffb_document_get_can_undo (f->document));
  gtk_editable_set_text (name, "Valley Campaign");
  g_assert_cmpstr (campaign (f)->name, ==, "Valley Campaign");
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpstr (gtk_editable_get_text (name), ==, campaign (f)->name);
  g_assert_false (ffb_document_get_can_undo (f->document));
  g_assert_true (ffb_document_get_can_redo (f->document));
}

/* The engine refuses an empty name or a control character: the row says why, the campaign
 * keeps its name and no undo step is made. */
static void
test_name_refused (Fixture *f, gconstpointer data)
{
  GtkWidget *row = GTK_WIDGET (gtk_widget_get_template_child (f->page, FFB_TYPE_CAMPAIGN_PAGE,
                                                              "name_row"));
  g_autofree char *before = g_strdup (campaign (f)->name);

  gtk_editable_set_text (GTK_EDITABLE (row), "   ");
  g_assert_cmpstr (campaign (f)->name, ==, before);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_false (ffb_document_get_can_undo (f->document));
  gtk_editable_set_text (GTK_EDITABLE (row), "Valley\tCampaign");
  g_assert_cmpstr (campaign (f)->name, ==, before);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  gtk_editable_set_text (GTK_EDITABLE (row), "Valley Campaign");
  g_assert_cmpstr (campaign (f)->name, ==, "Valley Campaign");
  g_assert_false (gtk_widget_has_css_class (row, "error"));
}

static gboolean
is_group_spin (GtkWidget *widget, gconstpointer id)
{
  FfbRecordRow *row = GTK_IS_SPIN_BUTTON (widget) ? ffb_record_row_of (widget) : NULL;

  return row != NULL && g_strcmp0 (ffb_record_row_get_record_id (row), id) == 0;
}

/* R4F: the side's totals by experience follow a change of one group's count. */
static void
test_sp_count_totals (Fixture *f, gconstpointer data)
{
  GtkWidget *spin = ffb_ui_test_find (f->page, is_group_spin, "us-sw-1");
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (f), "us-sw-1");
  int veteran = ffb_edit_sp_total (campaign (f), FFB_SIDE_UNION, FFB_EXPERIENCE_VETERAN);
  g_autofree char *expected = NULL;

  g_assert_nonnull (spin);
  g_assert_cmpint (group->experience, ==, FFB_EXPERIENCE_VETERAN);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), group->count + 2);
  g_assert_cmpint (ffb_edit_sp_total (campaign (f), FFB_SIDE_UNION, FFB_EXPERIENCE_VETERAN),
                   ==, veteran + 2);
  expected = g_strdup_printf ("Veteran %d SP", veteran + 2);
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "Green …"));
  g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (ffb_ui_test_find_label (f->page,
                                                                                 "Green …"))),
                         expected) != NULL);
}

static void
test_remove_leader (Fixture *f, gconstpointer data)
{
  GtkWidget *remove = ffb_ui_test_find_tooltip (f->page, "Remove Franz Sigel");

  g_assert_nonnull (remove);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Franz Sigel"));
  g_signal_emit_by_name (remove, "clicked");
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_leader (campaign (f), "sigel"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Franz Sigel"));

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_campaign_find_leader (campaign (f), "sigel"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Franz Sigel"));
}

static void
collect_row_titles (GtkWidget *widget, GPtrArray *titles)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_row_titles (child, titles);
}

/* Where the row titled `title` comes among the page's rows, top to bottom (-1: nowhere). */
static int
row_place (Fixture *f, const char *title)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  collect_row_titles (f->page, titles);
  for (guint i = 0; i < titles->len; i++)
    if (g_strcmp0 (titles->pdata[i], title) == 0)
      return (int) i;
  return -1;
}

static int
leader_place (Fixture *f, const char *id)
{
  for (guint i = 0; i < campaign (f)->leaders->len; i++)
    if (g_str_equal (((FfbLeader *) campaign (f)->leaders->pdata[i])->id, id))
      return (int) i;
  return -1;
}

/* Issue 13, R4B: the leaders are listed senior first, and a leader's up button makes him more
 * senior (the campaign's order, which the organizer reads), an undoable edit; the most senior
 * cannot go higher, and says so. */
static void
test_leader_seniority_r4b (Fixture *f, gconstpointer data)
{
  GtkWidget *up = ffb_ui_test_find_tooltip (f->page, "Move Franz Sigel up: more senior");

  g_assert_nonnull (up);
  g_assert_cmpint (leader_place (f, "curtis"), <, leader_place (f, "sigel"));
  g_assert_cmpint (row_place (f, "Samuel R. Curtis"), <, row_place (f, "Franz Sigel"));
  g_signal_emit_by_name (up, "clicked");
  ffb_ui_test_flush ();
  g_assert_cmpint (leader_place (f, "sigel"), <, leader_place (f, "curtis"));
  g_assert_cmpint (row_place (f, "Franz Sigel"), <, row_place (f, "Samuel R. Curtis"));

  /* Now the most senior Union leader: his up button is off and says why; pressed anyway, it
   * is refused and nothing changes. */
  up = ffb_ui_test_find_tooltip (f->page, "Franz Sigel is the most senior Union leader");
  g_assert_nonnull (up);
  g_assert_false (gtk_widget_get_sensitive (up));
  g_signal_emit_by_name (up, "clicked");
  ffb_ui_test_flush ();
  g_assert_cmpint (leader_place (f, "sigel"), ==, 0);

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpint (leader_place (f, "curtis"), <, leader_place (f, "sigel"));
  g_assert_cmpint (row_place (f, "Samuel R. Curtis"), <, row_place (f, "Franz Sigel"));
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

static FfbLeaderDialog *
find_leader_dialog (void)
{
  return (FfbLeaderDialog *) find_toplevel (FFB_TYPE_LEADER_DIALOG);
}

/* Answers the message dialog shown, as a click on its button would, and closes it. */
static void
answer (const char *response)
{
  GtkWindow *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (dialog);
  ffb_ui_test_flush ();
}

static void
click (Fixture *f, const char *tooltip)
{
  GtkWidget *button = ffb_ui_test_find_tooltip (f->page, tooltip);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
}

static void
assert_valid (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_campaign_check (campaign (f), &error));
  g_assert_no_error (error);
}

static void
test_add_leader (Fixture *f, gconstpointer data)
{
  GtkWidget *add = ffb_ui_test_find_tooltip (f->page, "Add a Confederate leader");
  FfbLeaderDialog *dialog;
  GtkWidget *name, *stars;
  FfbLeader *leader;

  g_assert_nonnull (add);
  g_signal_emit_by_name (add, "clicked");
  ffb_ui_test_flush ();
  dialog = find_leader_dialog ();
  g_assert_nonnull (dialog);
  name = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), FFB_TYPE_LEADER_DIALOG, "name_row");
  stars = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog), FFB_TYPE_LEADER_DIALOG,
                                         "stars_spin");
  gtk_editable_set_text (GTK_EDITABLE (name), "Patrick Cleburne");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stars), 2);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "leader.save", NULL);
  ffb_ui_test_flush ();

  leader = ffb_campaign_find_leader (campaign (f), "patrick-cleburne");
  g_assert_nonnull (leader);
  g_assert_cmpint (leader->side, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (leader->stars, ==, 2);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Patrick Cleburne"));
  g_assert_true (ffb_campaign_check (campaign (f), NULL));
}

/* R9D: a leader marked killed in his dialog leaves the battle still to fight; the campaign
 * stays valid (it saves and loads), and undo brings him back into the battle. */
static void
test_leader_killed_r9d (Fixture *f, gconstpointer data)
{
  FfbBattle *pea_ridge = ffb_campaign_find_battle (campaign (f), "pea-ridge");
  FfbLeaderDialog *dialog;
  GtkWidget *status;

  g_assert_nonnull (ffb_battle_find_leader (pea_ridge, FFB_SIDE_UNION, "curtis"));
  click (f, "Edit Samuel R. Curtis");
  dialog = find_leader_dialog ();
  g_assert_nonnull (dialog);
  status = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                        FFB_TYPE_LEADER_DIALOG, "status_drop");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (status), FFB_LEADER_KILLED);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "leader.save", NULL);
  ffb_ui_test_flush ();
  pea_ridge = ffb_campaign_find_battle (campaign (f), "pea-ridge");
  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), "curtis")->status, ==,
                   FFB_LEADER_KILLED);
  g_assert_null (ffb_battle_find_leader (pea_ridge, FFB_SIDE_UNION, "curtis"));
  assert_valid (f);
  g_assert_true (ffb_document_undo (f->document, NULL));
  pea_ridge = ffb_campaign_find_battle (campaign (f), "pea-ridge");
  g_assert_nonnull (ffb_battle_find_leader (pea_ridge, FFB_SIDE_UNION, "curtis"));
}

static void
set_spin (GtkWidget *root, const char *tooltip, int value)
{
  GtkWidget *spin = ffb_ui_test_find_tooltip (root, tooltip);

  g_assert_nonnull (spin);
  g_assert_true (gtk_widget_get_sensitive (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
}

/* L1, R10C: the leader dialog edits his counters one row per rank; the row of his rank is the
 * counter in play, and a counter switched on is kept for a promotion to put in play. */
static void
test_leader_counters_by_rank (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog;
  GtkWidget *keep, *in_play;
  FfbLeaderCounter got;
  FfbLeader *curtis;

  click (f, "Edit Samuel R. Curtis");
  dialog = find_leader_dialog ();
  g_assert_nonnull (dialog);
  /* The demo's Curtis has 2 stars: that row is the counter in play, edited above. */
  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), "curtis")->stars, ==, 2);
  in_play = ffb_ui_test_find_tooltip (GTK_WIDGET (dialog), "Keep his 2-star counter");
  g_assert_nonnull (in_play);
  g_assert_false (gtk_widget_get_sensitive (in_play));
  keep = ffb_ui_test_find_tooltip (GTK_WIDGET (dialog), "Keep his 4-star counter");
  g_assert_nonnull (keep);
  g_assert_false (gtk_widget_get_sensitive (
    ffb_ui_test_find_tooltip (GTK_WIDGET (dialog), "Initiative of his 4-star counter")));
  gtk_switch_set_active (GTK_SWITCH (keep), TRUE);
  set_spin (GTK_WIDGET (dialog), "Initiative of his 4-star counter", 3);
  set_spin (GTK_WIDGET (dialog), "Tactical rating of his 4-star counter", -1);
  set_spin (GTK_WIDGET (dialog), "Army command rating of his 4-star counter", 2);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "leader.save", NULL);
  ffb_ui_test_flush ();
  curtis = ffb_campaign_find_leader (campaign (f), "curtis");
  g_assert_cmpint (curtis->stars, <, 4);
  g_assert_true (ffb_leader_get_counter (curtis, 4, &got));
  g_assert_cmpint (got.initiative, ==, 3);
  g_assert_cmpint (got.tactical, ==, -1);
  g_assert_cmpint (got.army_command, ==, 2);
  assert_valid (f);
  g_assert_true (ffb_document_undo (f->document, NULL));
  g_assert_false (ffb_leader_get_counter (ffb_campaign_find_leader (campaign (f), "curtis"), 4,
                                          &got));
}

static void
count_cb (gpointer page, int *count)
{
  (*count)++;
}

static void
test_battle_list (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "Fredericksburg");
  int activated = 0;

  g_assert_nonnull (row);
  g_signal_connect (f->page, "battle-activated", G_CALLBACK (count_cb), &activated);
  g_signal_emit_by_name (row, "activated");
  g_assert_cmpint (activated, ==, 1);
  g_assert_cmpstr (ffb_document_get_battle_id (f->document), ==, "fredericksburg");
}

static GtkWidget *
dialog_child (GtkWindow *dialog, GType type, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), type, name));
}

/* R4F: a group added through its dialog gets a new id, shows in the side's list and totals,
 * and Undo takes it back. */
static void
test_add_sp_group (Fixture *f, gconstpointer data)
{
  int green = ffb_edit_sp_total (campaign (f), FFB_SIDE_CONFEDERATE, FFB_EXPERIENCE_GREEN);
  GtkWindow *dialog;
  FfbSpGroup *group;

  click (f, "Add a Confederate SP group");
  dialog = find_toplevel (FFB_TYPE_SP_GROUP_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                     "name_row")), "Reserve Corps");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                            "count_spin")), 3);
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                           "commander_row")), 1);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  ffb_ui_test_flush ();

  group = ffb_campaign_find_sp_group (campaign (f), "reserve-corps");
  g_assert_nonnull (group);
  g_assert_cmpint (group->side, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (group->count, ==, 3);
  g_assert_nonnull (group->commander);
  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), group->commander)->side, ==,
                   FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (ffb_edit_sp_total (campaign (f), FFB_SIDE_CONFEDERATE,
                                      FFB_EXPERIENCE_GREEN), ==, green + 3);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Reserve Corps"));
  assert_valid (f);

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_sp_group (campaign (f), "reserve-corps"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Reserve Corps"));
}

static void
test_edit_sp_group (Fixture *f, gconstpointer data)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (f), "us-sw-1");
  g_autofree char *tooltip = g_strdup_printf ("Edit %s", group->name);
  GtkWindow *dialog;

  click (f, tooltip);
  dialog = find_toplevel (FFB_TYPE_SP_GROUP_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                     "name_row")), "Curtis's Veterans");
  adw_combo_row_set_selected (ADW_COMBO_ROW (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                           "commander_row")), 0);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  ffb_ui_test_flush ();
  group = ffb_campaign_find_sp_group (campaign (f), "us-sw-1");
  g_assert_cmpstr (group->name, ==, "Curtis's Veterans");
  g_assert_null (group->commander);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Curtis's Veterans"));
  assert_valid (f);
}

/* The weapons note typed in a group's dialog reaches the group and shows in its row; an edit
 * of the count in the row, which hands every value over again, keeps it; Undo takes each
 * back. */
static void
test_sp_group_weapons (Fixture *f, gconstpointer data)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (f), "us-p-3");
  g_autofree char *tooltip = g_strdup_printf ("Edit %s", group->name);
  GtkWindow *dialog;
  GtkWidget *row;
  int count = group->count;

  g_assert_null (group->weapons);
  click (f, tooltip);
  dialog = find_toplevel (FFB_TYPE_SP_GROUP_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_SP_GROUP_DIALOG,
                                                     "weapons_row")), " Rifled  muskets ");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "group.save", NULL);
  ffb_ui_test_flush ();
  group = ffb_campaign_find_sp_group (campaign (f), "us-p-3");
  g_assert_cmpstr (group->weapons, ==, "Rifled muskets");
  row = ffb_ui_test_find_row (f->page, group->name);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            " · Rifled muskets"));
  assert_valid (f);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ffb_ui_test_find (f->page, is_group_spin,
                                                                "us-p-3")), count + 1);
  ffb_ui_test_flush ();
  group = ffb_campaign_find_sp_group (campaign (f), "us-p-3");
  g_assert_cmpint (group->count, ==, count + 1);
  g_assert_cmpstr (group->weapons, ==, "Rifled muskets");

  g_assert_true (ffb_document_undo (f->document, NULL));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_sp_group (campaign (f), "us-p-3")->weapons);
}

static FfbSpGroup *
group_in_battle (Fixture *f, FfbBattle **battle)
{
  for (guint i = 0; i < campaign (f)->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign (f)->sp_groups, i);
      g_autoptr(GPtrArray) battles = ffb_edit_sp_group_battles (campaign (f), group->id);

      if (battles->len == 1)
        {
          *battle = g_ptr_array_index (battles, 0);
          return group;
        }
    }
  g_assert_not_reached ();
}

/* The decision: a battle still to fight loses the group, once the referee agrees. */
static void
test_remove_sp_group_in_battle (Fixture *f, gconstpointer data)
{
  FfbBattle *battle = NULL;
  FfbSpGroup *group = group_in_battle (f, &battle);
  g_autofree char *id = g_strdup (group->id), *battle_id = g_strdup (battle->id);
  g_autofree char *tooltip = g_strdup_printf ("Remove %s", group->name);
  GtkWindow *dialog;

  click (f, tooltip);
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            battle->name));
  answer ("cancel");
  g_assert_nonnull (ffb_campaign_find_sp_group (campaign (f), id));

  click (f, tooltip);
  answer ("remove");
  g_assert_null (ffb_campaign_find_sp_group (campaign (f), id));
  battle = ffb_campaign_find_battle (campaign (f), battle_id);
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_cmpint (ffb_battle_sp_count (battle, side, id), ==, 0);
  assert_valid (f);

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_campaign_find_sp_group (campaign (f), id));
  g_assert_cmpint (ffb_battle_sp_count (ffb_campaign_find_battle (campaign (f), battle_id),
                                        ffb_campaign_find_sp_group (campaign (f), id)->side, id),
                   >, 0);
}

/* ...and one already fought keeps it: the page says why and changes nothing. */
static void
test_remove_sp_group_refused (Fixture *f, gconstpointer data)
{
  FfbBattle *battle = NULL;
  FfbSpGroup *group = group_in_battle (f, &battle);
  g_autofree char *id = g_strdup (group->id);
  g_autofree char *tooltip = g_strdup_printf ("Remove %s", group->name);
  GtkWindow *dialog;

  ffb_document_begin_edit (f->document, NULL);
  battle->fought = TRUE;
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  expand_all (f->page);
  click (f, tooltip);
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The SP group stays");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "record"));
  answer ("close");
  g_assert_nonnull (ffb_campaign_find_sp_group (campaign (f), id));
  assert_valid (f);
}

/* R1: New Battle adds the battle at the campaign's turn and opens it for its setup. */
static void
test_new_battle (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  FfbBattle *battle;
  int activated = 0;

  g_signal_connect (f->page, "battle-activated", G_CALLBACK (count_cb), &activated);
  ffb_campaign_page_new_battle (FFB_CAMPAIGN_PAGE (f->page));
  ffb_ui_test_flush ();
  dialog = find_toplevel (FFB_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "name_row")), "Wilson's Creek");
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "hex_row")), "2213");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  ffb_ui_test_flush ();

  battle = ffb_campaign_find_battle (campaign (f), "wilson-s-creek");
  g_assert_nonnull (battle);
  g_assert_cmpint (battle->year, ==, campaign (f)->year);
  g_assert_cmpint (battle->months, ==, campaign (f)->months);
  g_assert_cmpstr (ffb_document_get_battle_id (f->document), ==, "wilson-s-creek");
  g_assert_cmpint (activated, ==, 1);
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Wilson's Creek"));
  assert_valid (f);
}

#define NEW_BATTLE_FF "A battle of The Civil War (CW) campaign to fight with Fire & Fury (FF) (R1)…"

/* RULES.md Q: New Battle offers the tactical rules; the quick brigade rules put their own
 * ratio in the form (6 stands and 1 gun an SP), and a ratio the referee types over it is the
 * battle's. The battle, its rules and its ratio are one edit, which undo takes back. */
static void
test_new_battle_quick (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  GtkWidget *stands;
  FfbBattle *battle;
  AdwComboRow *row;
  GListModel *names;
  guint quick = 0;

  ffb_campaign_page_new_battle (FFB_CAMPAIGN_PAGE (f->page));
  ffb_ui_test_flush ();
  dialog = find_toplevel (FFB_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (dialog);
  row = ADW_COMBO_ROW (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG, "tactics_row"));
  stands = GTK_WIDGET (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG, "stands_spin"));
  names = adw_combo_row_get_model (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Fire & Fury");
  for (guint i = 1; i < g_list_model_get_n_items (names); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Quick"))
      quick = i;
  g_assert_cmpuint (quick, >, 0);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (dialog), NEW_BATTLE_FF));
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "name_row")), "Wilson's Creek");
  adw_combo_row_set_selected (row, quick);
  ffb_ui_test_flush ();
  /* The dialog names the rules picked, FF's only for FF. */
  g_assert_null (ffb_ui_test_find_label (GTK_WIDGET (dialog), NEW_BATTLE_FF));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (dialog), "A battle of The Civil War (CW) "
                                                                 "campaign to fight with the "
                                                                 "Quick brigade rules (seed 003) "
                                                                 "(R1)…"));
  g_assert_cmpstr (ffb_battle_dialog_get_tactics (FFB_BATTLE_DIALOG (dialog))->id, ==,
                   "quick-brigade");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (stands)), ==,
                   ffb_battle_dialog_get_tactics (FFB_BATTLE_DIALOG (dialog))->stands_per_sp);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stands), 5);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  ffb_ui_test_flush ();

  battle = ffb_campaign_find_battle (campaign (f), "wilson-s-creek");
  g_assert_nonnull (battle);
  g_assert_cmpstr (ffb_battle_tactics_id (battle), ==, "quick-brigade");
  g_assert_cmpint (battle->stands_per_sp, ==, 5);
  g_assert_cmpint (battle->batteries_per_sp, ==, battle->tactics->guns_per_sp);
  assert_valid (f);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_battle (campaign (f), "wilson-s-creek"));
}

/* A battle leaves after a confirmation; the pages move to another battle; Undo brings it. */
static void
test_remove_battle (Fixture *f, gconstpointer data)
{
  guint before = campaign (f)->battles->len;
  GtkWindow *dialog;

  ffb_document_set_battle_id (f->document, "fredericksburg");
  click (f, "Remove Fredericksburg");
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "secrets"));
  answer ("cancel");
  g_assert_nonnull (ffb_campaign_find_battle (campaign (f), "fredericksburg"));
  click (f, "Remove Fredericksburg");
  answer ("remove");
  g_assert_null (ffb_campaign_find_battle (campaign (f), "fredericksburg"));
  g_assert_cmpuint (campaign (f)->battles->len, ==, before - 1);
  g_assert_null (ffb_ui_test_find_row (f->page, "Fredericksburg"));
  g_assert_nonnull (ffb_document_get_battle (f->document));
  assert_valid (f);

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_campaign_find_battle (campaign (f), "fredericksburg"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Fredericksburg"));
}

/* An empty campaign's lists say what to do next, and their + buttons are there to do it. */
static void
test_empty_campaign (Fixture *f, gconstpointer data)
{
  ffb_document_load_new (f->document);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "None yet: add the side's SPs…"));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "None yet: add the side's leader…"));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "No battle yet: add one with New Battle…"));
  g_assert_nonnull (ffb_ui_test_find_tooltip (f->page, "Add a Union SP group"));
  g_assert_nonnull (ffb_ui_test_find_tooltip (f->page, "Add a Confederate leader"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Fredericksburg"));
}

/* R1, R10A (issue 13, point 7): a new battle of a later turn than the campaign's is warned
 * about (not refused), with the offer to move the campaign on; taken, the battle and the
 * campaign's turn are one edit, and undo takes both back. The campaign's own turn shows no
 * warning. */
static void
test_new_battle_turn_r1 (Fixture *f, gconstpointer data)
{
  int year = campaign (f)->year;
  FfbMonths months = campaign (f)->months;
  FfbMonths later = months == FFB_MONTHS_NOV_FEB ? FFB_MONTHS_MAR_APR : months + 1;
  int later_year = months == FFB_MONTHS_NOV_FEB ? year + 1 : year;
  GtkWindow *dialog;
  GtkWidget *warning;
  FfbBattle *battle;

  ffb_campaign_page_new_battle (FFB_CAMPAIGN_PAGE (f->page));
  ffb_ui_test_flush ();
  dialog = find_toplevel (FFB_TYPE_BATTLE_DIALOG);
  g_assert_nonnull (dialog);
  warning = GTK_WIDGET (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG, "turn_warning_row"));
  g_assert_false (gtk_widget_get_visible (warning));
  gtk_editable_set_text (GTK_EDITABLE (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                     "name_row")), "Wilson's Creek");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                           "months_drop")), later);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog_child (dialog, FFB_TYPE_BATTLE_DIALOG,
                                                            "year_spin")), later_year);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_get_visible (warning));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (warning)),
                            "is after the campaign's turn"));
  ffb_battle_dialog_set_advance_campaign (FFB_BATTLE_DIALOG (dialog), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "battle.add", NULL);
  ffb_ui_test_flush ();

  battle = ffb_campaign_find_battle (campaign (f), "wilson-s-creek");
  g_assert_nonnull (battle);
  g_assert_cmpint (battle->months, ==, later);
  g_assert_cmpint (campaign (f)->months, ==, later);
  g_assert_cmpint (campaign (f)->year, ==, later_year);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_battle (campaign (f), "wilson-s-creek"));
  g_assert_cmpint (campaign (f)->months, ==, months);
  g_assert_cmpint (campaign (f)->year, ==, year);
}

/* R9A (issue 13, point 7): the losses a side carries short of a whole SP show with its
 * totals, as a fraction of an SP and in stands (the demo's Union carries 3/10 of a veteran
 * SP), and follow the campaign. */
static const char *
union_totals (Fixture *f)
{
  GtkWidget *label = ffb_ui_test_find_label (f->page, "Green …"); /* the Union's, first */

  return gtk_label_get_text (GTK_LABEL (label));
}

static void
test_carried_stands_r9a (Fixture *f, gconstpointer data)
{
  FfbFraction *carried = campaign (f)->carried[FFB_SIDE_UNION];

  g_assert_nonnull (strstr (union_totals (f), "Losses carried (R9A): 3/10 of a veteran SP "
                                              "(6 stands at 20 a SP)"));
  ffb_document_begin_edit (f->document, NULL);
  carried[FFB_EXPERIENCE_GREEN] = ffb_fraction_make (1, 4);
  carried[FFB_EXPERIENCE_VETERAN] = ffb_fraction_make (1, 2);
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  g_assert_nonnull (strstr (union_totals (f), "Losses carried (R9A): 1/4 of a green SP "
                                              "(5 stands at 20 a SP) · 1/2 of a veteran SP "
                                              "(10 stands)"));
  ffb_document_begin_edit (f->document, NULL);
  carried = campaign (f)->carried[FFB_SIDE_UNION];
  carried[FFB_EXPERIENCE_GREEN] = carried[FFB_EXPERIENCE_VETERAN] = FFB_FRACTION_ZERO;
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  g_assert_nonnull (strstr (union_totals (f), "Losses carried (R9A): none"));
}

static gboolean
is_action_table (GtkWidget *widget, gconstpointer data)
{
  return FFB_IS_ACTION_TABLE (widget);
}

static gboolean
below_fold_mapped (gpointer page)
{
  const char *groups[] = { "passphrase_group", "promotion_group" };
  GtkWidget *table = ffb_ui_test_find (page, is_action_table, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    if (!gtk_widget_get_mapped (GTK_WIDGET (gtk_widget_get_template_child (page,
                                                                           FFB_TYPE_CAMPAIGN_PAGE,
                                                                           groups[i]))))
      return FALSE;
  return table != NULL && gtk_widget_get_mapped (table);
}

/* The groups below the fold of the page's first frame (passphrases, promotions, action cards)
 * come with the frame after it, not before the page is on screen; once it was, a rebuild shows
 * them at once. */
static void
test_below_fold_after_first_frame (void)
{
  FfbUiTestPage f;
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();
  GtkWidget *passphrases = GTK_WIDGET (gtk_widget_get_template_child (page,
                                                                      FFB_TYPE_CAMPAIGN_PAGE,
                                                                      "passphrase_group"));
  GtkWidget *promotions = GTK_WIDGET (gtk_widget_get_template_child (page,
                                                                     FFB_TYPE_CAMPAIGN_PAGE,
                                                                     "promotion_group"));
  g_autoptr(GError) error = NULL;

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  g_assert_false (gtk_widget_get_visible (passphrases));
  g_assert_false (gtk_widget_get_visible (promotions));
  g_assert_false (gtk_widget_get_visible (ffb_ui_test_find (page, is_action_table, NULL)));
  ffb_ui_test_page_show (&f, document, page);
  g_assert_true (ffb_ui_test_wait_until (below_fold_mapped, page,
                                         "the groups below the fold on screen"));
  g_assert_true (gtk_widget_get_mapped (passphrases));
  g_assert_true (gtk_widget_get_mapped (promotions));
  g_assert_true (gtk_widget_get_mapped (ffb_ui_test_find (page, is_action_table, NULL)));
  /* An edit made elsewhere rebuilds the page's groups: the new action cards group is there. */
  ffb_document_begin_edit (document, NULL);
  g_assert_true (ffb_edit_set_name (ffb_document_get_campaign (document), "Renamed", &error));
  g_assert_no_error (error);
  ffb_document_end_edit (document);
  g_assert_true (gtk_widget_get_visible (ffb_ui_test_find (page, is_action_table, NULL)));
  ffb_ui_test_page_close (&f);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/campaign-page/turn", test_turn);
  ADD ("/ui/campaign-page/showing-is-no-edit", test_showing_is_no_edit);
  ADD ("/ui/campaign-page/name-refused", test_name_refused);
  ADD ("/ui/campaign-page/sp-count-totals-R4F", test_sp_count_totals);
  ADD ("/ui/campaign-page/remove-leader", test_remove_leader);
  ADD ("/ui/campaign-page/leader-seniority-R4B", test_leader_seniority_r4b);
  ADD ("/ui/campaign-page/add-leader", test_add_leader);
  ADD ("/ui/campaign-page/leader-killed-R9D", test_leader_killed_r9d);
  ADD ("/ui/campaign-page/leader-counters-by-rank-L1-R10C", test_leader_counters_by_rank);
  ADD ("/ui/campaign-page/battle-list", test_battle_list);
  ADD ("/ui/campaign-page/add-sp-group-R4F", test_add_sp_group);
  ADD ("/ui/campaign-page/edit-sp-group", test_edit_sp_group);
  ADD ("/ui/campaign-page/sp-group-weapons", test_sp_group_weapons);
  ADD ("/ui/campaign-page/remove-sp-group-in-battle", test_remove_sp_group_in_battle);
  ADD ("/ui/campaign-page/remove-sp-group-refused", test_remove_sp_group_refused);
  ADD ("/ui/campaign-page/new-battle-R1", test_new_battle);
  ADD ("/ui/campaign-page/new-battle-quick-Q", test_new_battle_quick);
  ADD ("/ui/campaign-page/remove-battle", test_remove_battle);
  ADD ("/ui/campaign-page/empty-campaign", test_empty_campaign);
  ADD ("/ui/campaign-page/new-battle-turn-R1", test_new_battle_turn_r1);
  ADD ("/ui/campaign-page/carried-stands-R9A", test_carried_stands_r9a);
  g_test_add_func ("/ui/campaign-page/below-fold-after-first-frame",
                   test_below_fold_after_first_frame);
  return g_test_run ();
}
