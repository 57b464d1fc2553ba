/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-leader-library.c: "Add a leader" offers the leader library (issue 16, L2 and L3) on
 * the Campaign page of the demo. The referee types the start of a name in the leader dialog
 * and the library's leaders of that side whose name starts with it are offered under it; Down
 * moves into the offers, Enter takes one and fills every row with his counters, and Save adds
 * him with the library's counters by rank. A name the library does not know offers nothing and
 * is saved as typed, as before. Keys reach the widgets as the window passes them on: through
 * the key controllers of the widget with the focus and its ancestors; Enter on an offer is its
 * row's activation, which is what GtkListBoxRow binds Enter to. */
#include "ffb-campaign-page.h"
#include "ffb-edit.h"
#include "ffb-leader-dialog.h"
#include "ffb-ui-test.h"
#include "ffb-error.h"
#include "ffb-xml-leaders.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
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

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* The dialog of "Add a <side> leader", as its button opens it. */
static FfbLeaderDialog *
open_dialog (Fixture *f, const char *tooltip)
{
  GtkWidget *add = ffb_ui_test_find_tooltip (f->page, tooltip);
  GtkWindow *dialog;

  g_assert_nonnull (add);
  g_signal_emit_by_name (add, "clicked");
  ffb_ui_test_flush ();
  dialog = find_toplevel (FFB_TYPE_LEADER_DIALOG);
  g_assert_nonnull (dialog);
  return FFB_LEADER_DIALOG (dialog);
}

static GtkWidget *
child (FfbLeaderDialog *dialog, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), FFB_TYPE_LEADER_DIALOG,
                                                    name));
}

static GtkWidget *
focus (FfbLeaderDialog *dialog)
{
  return gtk_root_get_focus (GTK_ROOT (dialog));
}

static gboolean
focus_is_in (FfbLeaderDialog *dialog, GtkWidget *widget)
{
  GtkWidget *now = focus (dialog);

  return now != NULL && (now == widget || gtk_widget_is_ancestor (now, widget));
}

/* Types `text` at the end of the name, a character at a time. */
static void
type (FfbLeaderDialog *dialog, const char *text)
{
  GtkEditable *name = GTK_EDITABLE (child (dialog, "name_row"));

  g_assert_true (focus_is_in (dialog, GTK_WIDGET (name)));
  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    {
      int position = -1;

      position = g_utf8_strlen (gtk_editable_get_text (name), -1);
      gtk_editable_insert_text (name, c, g_utf8_next_char (c) - c, &position);
      ffb_ui_test_flush ();
    }
}

/* `keyval` pressed with the focus where it is: each widget from the window down to the focus
 * sees it in the capture phase, then back up in the bubble phase, until one takes it. */
static gboolean
emit_key (GtkWidget *widget, guint keyval, GtkPropagationPhase phase)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == phase)
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

static gboolean
press (FfbLeaderDialog *dialog, guint keyval)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  gboolean handled = FALSE;

  for (GtkWidget *w = focus (dialog); w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_insert (path, 0, w);
  for (guint i = 0; i < path->len && !handled; i++)
    handled = emit_key (path->pdata[i], keyval, GTK_PHASE_CAPTURE);
  for (guint i = path->len; i > 0 && !handled; i--)
    handled = emit_key (path->pdata[i - 1], keyval, GTK_PHASE_BUBBLE);
  ffb_ui_test_flush ();
  return handled;
}

/* Enter on the focus: the name's is its entry-activated, an offer's its row's activation. */
static void
enter (FfbLeaderDialog *dialog)
{
  GtkWidget *name = child (dialog, "name_row");

  if (focus_is_in (dialog, name) && !GTK_IS_LIST_BOX_ROW (focus (dialog)))
    g_signal_emit_by_name (name, "entry-activated");
  else
    {
      GtkWidget *row = gtk_widget_get_ancestor (focus (dialog), GTK_TYPE_LIST_BOX_ROW);

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_activate (row));
    }
  ffb_ui_test_flush ();
}

static int
spin (FfbLeaderDialog *dialog, const char *name)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (dialog, name)));
}

/* The offer with the focus says whose it is, to a screen reader as on screen. */
static const char *
focused_offer_name (FfbLeaderDialog *dialog)
{
  GtkWidget *row = gtk_widget_get_ancestor (focus (dialog), GTK_TYPE_LIST_BOX_ROW);
  GtkWidget *box = row != NULL ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)) : NULL;

  g_assert_nonnull (box);
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box)));
}

static void
assert_counter (const FfbLeader *leader, int stars, int initiative, int tactical,
                int army_command)
{
  FfbLeaderCounter counter;

  if (leader->stars == stars)
    counter = (FfbLeaderCounter) { stars, leader->initiative, leader->tactical,
                                   leader->army_command };
  else
    g_assert_true (ffb_leader_get_counter (leader, stars, &counter));
  g_test_message ("%s, %d stars", leader->name, stars);
  g_assert_cmpint (counter.initiative, ==, initiative);
  g_assert_cmpint (counter.tactical, ==, tactical);
  g_assert_cmpint (counter.army_command, ==, army_command);
}

/* Seed 002's Sherman: Command 0 1 2 2 and Administrative 1 1 1 2 from 1 star, mapped by the
 * library's defaults (tactical and army command = Command, initiative = 3 - Administrative). */
static void
assert_sherman (const FfbLeader *sherman)
{
  g_assert_nonnull (sherman);
  g_assert_cmpstr (sherman->name, ==, "Sherman");
  g_assert_cmpint (sherman->side, ==, FFB_SIDE_UNION);
  g_assert_false (sherman->cavalry);
  g_assert_cmpint (sherman->stars, ==, 1);
  assert_counter (sherman, 1, 2, 0, 0);
  assert_counter (sherman, 2, 2, 1, 1);
  assert_counter (sherman, 3, 2, 2, 2);
  assert_counter (sherman, 4, 1, 2, 2);
}

/* And as the library itself maps him, counter for counter. */
static void
assert_as_library (const FfbLeader *leader)
{
  g_autoptr(FfbLeaderLibrary) library = ffb_leader_library_new_built_in ("seed-002", NULL);
  const FfbLibraryLeader *in_library = ffb_leader_library_lookup (library, leader->name,
                                                                  leader->side, NULL);
  FfbLeader *mapped = ffb_leader_library_to_leader (library, in_library, 0, NULL);

  g_assert_nonnull (mapped);
  g_assert_cmpint (leader->cavalry, ==, mapped->cavalry);
  g_assert_cmpint (leader->stars, ==, mapped->stars);
  for (int r = 1; r <= 4; r++)
    {
      FfbLeaderCounter want;

      if (r == mapped->stars)
        assert_counter (leader, r, mapped->initiative, mapped->tactical, mapped->army_command);
      else if (ffb_leader_get_counter (mapped, r, &want))
        assert_counter (leader, r, want.initiative, want.tactical, want.army_command);
      else
        g_assert_false (ffb_leader_get_counter (leader, r, &want));
    }
  ffb_leader_free (mapped);
}

static guint
union_leaders_named (Fixture *f, const char *name)
{
  guint n = 0;

  for (guint i = 0; i < campaign (f)->leaders->len; i++)
    {
      const FfbLeader *leader = g_ptr_array_index (campaign (f)->leaders, i);

      n += leader->side == FFB_SIDE_UNION && g_str_equal (leader->name, name);
    }
  return n;
}

/* "Sher" offers Sheridan and Sherman, "Sherm" Sherman alone; Down, Enter takes him and fills
 * the rows; Enter again saves, and the campaign has him with the library's counters. */
/* The spin button of the "First counter's rank" row. */
static gboolean
is_start_spin (GtkWidget *widget, gconstpointer data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SPIN_BUTTON (widget) && row != NULL
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                       "First counter's rank") == 0;
}

static void
test_sherman_from_the_library (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");

  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  type (dialog, "Sher");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 2);
  type (dialog, "m");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 1);
  g_assert_true (press (dialog, GDK_KEY_Down));
  g_assert_cmpstr (focused_offer_name (dialog), ==, "Sherman");
  enter (dialog);

  /* Taken: the offers close, the focus is back on the name, every row shows him. */
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  g_assert_true (focus_is_in (dialog, child (dialog, "name_row")));
  g_assert_cmpstr (ffb_leader_dialog_get_name (dialog), ==, "Sherman");
  g_assert_cmpint (spin (dialog, "stars_spin"), ==, 1);
  g_assert_cmpint (spin (dialog, "initiative_spin"), ==, 2);
  g_assert_cmpint (spin (dialog, "tactical_spin"), ==, 0);
  g_assert_cmpint (spin (dialog, "army_spin"), ==, 0);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (child (dialog, "cavalry_switch"))));

  enter (dialog);
  g_assert_null (find_toplevel (FFB_TYPE_LEADER_DIALOG));
  assert_sherman (ffb_campaign_find_leader (campaign (f), "sherman"));
  assert_as_library (ffb_campaign_find_leader (campaign (f), "sherman"));
  g_assert_true (ffb_campaign_check (campaign (f), NULL));
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Sherman"));

  /* Undo takes him away as one edit. */
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_campaign_find_leader (campaign (f), "sherman"));
}

/* Taken unchanged, he is added through the library, which refuses him twice on a side: the
 * second Sherman is refused, in a message, and the campaign keeps one. */
static void
test_library_leader_twice_refused (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < 2; i++)
    {
      FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");

      type (dialog, "sherm");
      g_assert_true (press (dialog, GDK_KEY_Down));
      enter (dialog);
      enter (dialog);
    }
  g_assert_cmpuint (union_leaders_named (f, "Sherman"), ==, 1);
  g_assert_nonnull (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  ffb_ui_test_flush ();
}

/* A value changed after taking him is the referee's: it is kept (the typed path). Enter in the
 * name with offers open takes the first; Sheridan is cavalry, with three counters. */
static void
test_changed_after_taking_is_kept (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");
  FfbLeader *sheridan;

  type (dialog, "Sheri");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 1);
  enter (dialog);
  g_assert_cmpstr (ffb_leader_dialog_get_name (dialog), ==, "Sheridan");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (child (dialog, "cavalry_switch"))));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "tactical_spin")), -1);
  enter (dialog);

  sheridan = ffb_campaign_find_leader (campaign (f), "sheridan");
  g_assert_nonnull (sheridan);
  g_assert_true (sheridan->cavalry);
  /* Command 1 2 1, Administrative 0 0 1: the 1-star counter with the referee's tactical. */
  assert_counter (sheridan, 1, 3, -1, 1);
  assert_counter (sheridan, 2, 3, 2, 2);
  assert_counter (sheridan, 3, 2, 1, 1);
  g_assert_true (ffb_campaign_check (campaign (f), NULL));
}

/* L3: the library reads Sheridan's three counters from 1 star; the referee puts them from 2
 * stars instead, and he is added so, through the library, with no 1-star counter. Sherman's
 * four counters have no other place to go. */
static void
test_start_rank_shifted (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");
  GtkSpinButton *start;
  FfbLeader *sheridan;
  FfbLeaderCounter none;

  type (dialog, "Sheri");
  enter (dialog);
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (dialog), "First counter's rank"));
  start = GTK_SPIN_BUTTON (ffb_ui_test_find (GTK_WIDGET (dialog), is_start_spin, NULL));
  g_assert_nonnull (start);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (start), ==, 1);
  gtk_spin_button_set_value (start, 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (start), ==, 2);
  gtk_spin_button_set_value (start, 3); /* three counters from 3 stars would need a 5-star one */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (start), ==, 2);
  g_assert_cmpint (spin (dialog, "stars_spin"), ==, 2);
  g_assert_cmpint (ffb_leader_dialog_get_library_start_rank (dialog), ==, 2);
  enter (dialog);

  sheridan = ffb_campaign_find_leader (campaign (f), "sheridan");
  g_assert_nonnull (sheridan);
  g_assert_cmpint (sheridan->stars, ==, 2);
  assert_counter (sheridan, 2, 3, 1, 1);
  assert_counter (sheridan, 3, 3, 2, 2);
  assert_counter (sheridan, 4, 2, 1, 1);
  g_assert_false (ffb_leader_get_counter (sheridan, 1, &none));
  g_assert_true (ffb_campaign_check (campaign (f), NULL));

  dialog = open_dialog (f, "Add a Union leader");
  type (dialog, "Sherm");
  enter (dialog);
  start = GTK_SPIN_BUTTON (ffb_ui_test_find (GTK_WIDGET (dialog), is_start_spin, NULL));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (start)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
}

/* L3: a campaign with a mapping of its own: the dialog shows Sherman as it maps him (Command 0
 * gives tactical 1 here, not the library's 0), and adds him so. */
static void
test_campaign_mapping (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbLeaderLibrary) library = ffb_leader_library_new_built_in ("seed-002", NULL);
  FfbRatingMap *tactical = &library->maps[FFB_LIBRARY_RATING_TACTICAL];
  FfbLeaderDialog *dialog;

  for (int i = 0; i < tactical->n_bands; i++)
    if (tactical->bands[i].from == 0)
      tactical->bands[i].rating = 1;
  g_assert_true (ffb_edit_set_leader_ratings (campaign (f), library->maps, NULL));
  dialog = open_dialog (f, "Add a Union leader");
  type (dialog, "Sherm");
  enter (dialog);
  g_assert_cmpint (spin (dialog, "tactical_spin"), ==, 1);
  enter (dialog);
  assert_counter (ffb_campaign_find_leader (campaign (f), "sherman"), 1, 2, 1, 0);
}

/* L2: a referee's own library file offers its leaders instead; a bad one is refused with its
 * file and line, and the offers stay as they were. */
static void
test_own_library_file (Fixture *f, gconstpointer data)
{
  g_autofree char *own = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "tests", "files",
                                           "leaders", "good", "own.xml", NULL);
  g_autofree char *bad = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "tests", "files",
                                           "leaders", "bad", "band-gap.xml", NULL);
  g_autoptr(GFile) own_file = g_file_new_for_path (own);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(GError) error = NULL;
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");
  FfbLeader *buford;

  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (dialog), "Leader library"));
  g_assert_true (ffb_leader_dialog_open_library (dialog, own_file, &error));
  g_assert_no_error (error);
  type (dialog, "Sher");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "name_row")), "");
  g_assert_false (ffb_leader_dialog_open_library (dialog, bad_file, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_true (g_str_has_prefix (error->message, bad));
  type (dialog, "Buf");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 1);
  enter (dialog);
  g_assert_cmpint (spin (dialog, "stars_spin"), ==, 2);
  enter (dialog);
  buford = ffb_campaign_find_leader (campaign (f), "buford");
  g_assert_nonnull (buford);
  g_assert_true (buford->cavalry);
  g_assert_cmpint (buford->stars, ==, 2);
}

/* A name the library does not know offers nothing, and Enter saves him as typed. */
static void
test_unknown_name_saves_as_before (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Union leader");
  FfbLeader *leader;

  type (dialog, "Zebulon Pike");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  press (dialog, GDK_KEY_Down);
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  g_assert_true (focus_is_in (dialog, child (dialog, "name_row")));
  enter (dialog);

  g_assert_null (find_toplevel (FFB_TYPE_LEADER_DIALOG));
  leader = ffb_campaign_find_leader (campaign (f), "zebulon-pike");
  g_assert_nonnull (leader);
  g_assert_cmpint (leader->stars, ==, 1);
  g_assert_cmpint (leader->initiative, ==, 1);
  g_assert_cmpint (leader->tactical, ==, 0);
  g_assert_cmpint (leader->army_command, ==, 0);
  g_assert_false (leader->cavalry);
  g_assert_cmpuint (leader->other_counters->len, ==, 0);
}

/* Escape closes the offers, not the dialog; Up from the first offer comes back to the name;
 * Enter then saves the name as typed. The Confederate side offers its own: "Lee" is Lee. */
static void
test_escape_and_up (Fixture *f, gconstpointer data)
{
  FfbLeaderDialog *dialog = open_dialog (f, "Add a Confederate leader");

  type (dialog, "Lee");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 1);
  g_assert_true (press (dialog, GDK_KEY_Down));
  g_assert_cmpstr (focused_offer_name (dialog), ==, "Lee");
  g_assert_true (press (dialog, GDK_KEY_Up));
  g_assert_true (focus_is_in (dialog, child (dialog, "name_row")));
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 1);
  g_assert_true (press (dialog, GDK_KEY_Escape));
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  g_assert_nonnull (find_toplevel (FFB_TYPE_LEADER_DIALOG));
  /* No Union leader is offered on this side. */
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "name_row")), "");
  type (dialog, "Sherm");
  g_assert_cmpuint (ffb_leader_dialog_count_offers (dialog), ==, 0);
  enter (dialog);
  g_assert_nonnull (ffb_campaign_find_leader (campaign (f), "sherm"));
  g_assert_cmpint (ffb_campaign_find_leader (campaign (f), "sherm")->side, ==,
                   FFB_SIDE_CONFEDERATE);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/leader-library/L3/start-rank-shifted", test_start_rank_shifted);
  ADD ("/ui/leader-library/L3/campaign-mapping", test_campaign_mapping);
  ADD ("/ui/leader-library/L2/own-library-file", test_own_library_file);
  ADD ("/ui/leader-library/sherman-from-the-library", test_sherman_from_the_library);
  ADD ("/ui/leader-library/library-leader-twice-refused", test_library_leader_twice_refused);
  ADD ("/ui/leader-library/changed-after-taking-is-kept", test_changed_after_taking_is_kept);
  ADD ("/ui/leader-library/unknown-name-saves-as-before", test_unknown_name_saves_as_before);
  ADD ("/ui/leader-library/escape-and-up", test_escape_and_up);
  return g_test_run ();
}
