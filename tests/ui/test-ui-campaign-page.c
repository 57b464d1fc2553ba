/* test-ui-campaign-page.c: the Campaign page on the demo: each change made in the view reaches
 * the campaign, the totals shown agree with the engine's, and undo brings both back. */
#include "ffb-campaign-page.h"
#include "ffb-edit.h"
#include "ffb-leader-dialog.h"
#include "ffb-ui-test.h"

typedef struct
{
  FfbDocument *document;
  GtkWidget *page;
  GtkWindow *window;
} Fixture;

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
  f->document = ffb_ui_test_demo_document ();
  f->page = ffb_campaign_page_new ();
  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (f->page), f->document);
  f->window = ffb_ui_test_window (f->page);
  g_assert_null (ffb_ui_test_find_tooltip (f->page, "Remove Franz Sigel"));
  expand_all (f->page);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
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

static gboolean
is_group_spin (GtkWidget *widget, gconstpointer id)
{
  return GTK_IS_SPIN_BUTTON (widget)
         && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "group-id"), id) == 0;
}

/* R4F: the side's totals by experience follow a change of one group's count. */
static void
test_sp_count_totals (Fixture *f, gconstpointer data)
{
  GtkWidget *spin = ffb_ui_test_find (f->page, is_group_spin, "us-sw-1");
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (f), "us-sw-1");
  int veteran = ffb_campaign_sp_total (campaign (f), FFB_SIDE_UNION, FFB_EXPERIENCE_VETERAN);
  g_autofree char *expected = NULL;

  g_assert_nonnull (spin);
  g_assert_cmpint (group->experience, ==, FFB_EXPERIENCE_VETERAN);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), group->count + 2);
  g_assert_cmpint (ffb_campaign_sp_total (campaign (f), FFB_SIDE_UNION, FFB_EXPERIENCE_VETERAN),
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

static FfbLeaderDialog *
find_leader_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (FFB_IS_LEADER_DIALOG (window))
        return FFB_LEADER_DIALOG (window);
    }
  return NULL;
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

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/campaign-page/turn", test_turn);
  ADD ("/ui/campaign-page/sp-count-totals-R4F", test_sp_count_totals);
  ADD ("/ui/campaign-page/remove-leader", test_remove_leader);
  ADD ("/ui/campaign-page/add-leader", test_add_leader);
  ADD ("/ui/campaign-page/battle-list", test_battle_list);
  return g_test_run ();
}
