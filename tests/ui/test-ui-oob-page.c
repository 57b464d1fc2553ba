/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-oob-page.c: the Order of Battle page on the demo's Pea Ridge: organizing fills both
 * trees with the engine's OOB; moving brigades by keyboard (cut, paste) until a division is
 * left with one brigade brings up the R4E finding on it; clicking the finding selects that
 * division; undo clears it; renaming goes through the dialog. */
#include <string.h>

#include "ffb-edit.h"
#include "ffb-oob-page.h"
#include "ffb-toast.h"
#include "ffb-ui-test.h"
#include "ffb-unit-item.h"
#include "ffb-xml-tactics.h"

typedef struct
{
  FfbDocument *document;
  GtkWidget *page;
  GtkWindow *window;
  FfbOobView *view;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->document = ffb_ui_test_demo_document ();
  f->page = ffb_oob_page_new ();
  ffb_oob_page_set_document (FFB_OOB_PAGE (f->page), f->document);
  f->window = ffb_ui_test_window (f->page);
  f->view = ffb_oob_page_get_view (FFB_OOB_PAGE (f->page), FFB_SIDE_UNION);
  ffb_oob_page_organize (FFB_OOB_PAGE (f->page));
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (f->window);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
}

static FfbOob *
union_oob (Fixture *f)
{
  return ffb_document_get_battle (f->document)->oob[FFB_SIDE_UNION];
}

static int
count_units (const FfbUnit *unit)
{
  int n = 1;

  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    n += count_units (g_ptr_array_index (unit->children, i));
  return n;
}

static void
test_organize_fills_trees (Fixture *f, gconstpointer data)
{
  FfbOob *oob = union_oob (f);

  g_assert_nonnull (oob);
  g_assert_cmpuint (g_list_model_get_n_items (ffb_oob_view_get_rows (f->view)), ==,
                    count_units (oob->army));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, oob->army->name));
  g_assert_true (ffb_document_get_can_undo (f->document));
}

/* A brigade's line in the tree shows its weapons note after its S.W.X label. */
static void
test_weapons_in_tree (Fixture *f, gconstpointer data)
{
  GListModel *rows = ffb_oob_view_get_rows (f->view);
  guint shown = 0;

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(FfbUnitItem) item = gtk_tree_list_row_get_item (row);
      const FfbUnit *unit = ffb_oob_find_unit (union_oob (f), ffb_unit_item_get_id (item));

      if (unit == NULL || unit->kind != FFB_UNIT_BRIGADE)
        continue;
      if (unit->weapons != NULL)
        shown++;
      g_assert_true (unit->weapons == NULL
                     || g_str_has_suffix (ffb_unit_item_get_detail (item), unit->weapons));
    }
  g_assert_cmpuint (shown, >, 0);
}

static FfbUnit *
division_with_brigades (FfbUnit *unit, guint min)
{
  if (unit->kind == FFB_UNIT_DIVISION && unit->children->len >= min)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = division_with_brigades (g_ptr_array_index (unit->children, i), min);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static FfbUnit *
other_division (FfbUnit *unit, const FfbUnit *not_this)
{
  if (unit->kind == FFB_UNIT_DIVISION && unit != not_this)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = other_division (g_ptr_array_index (unit->children, i), not_this);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
finding_row (Fixture *f, const char *rule)
{
  GtkWidget *list = ffb_oob_view_get_findings_list (f->view);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row)
        && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), rule) == 0)
      return row;
  return NULL;
}

static guint
count_findings (Fixture *f, const char *rule)
{
  GtkWidget *list = ffb_oob_view_get_findings_list (f->view);
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row)
        && g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), rule) == 0)
      n++;
  return n;
}

/* Cut and paste as the keys do; the toast that says to paste goes with the paste (issue 35,
 * item 8). */
static void
cut_and_paste (Fixture *f, const char *unit_id, const char *target_id)
{
  g_autoptr(AdwToast) cut = NULL;

  g_assert_true (ffb_oob_view_select_unit (f->view, unit_id));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "oob.cut", NULL);
  cut = g_object_ref (ffb_ui_current_toast (GTK_WIDGET (f->view)));
  g_assert_true (g_str_has_prefix (adw_toast_get_title (cut), "Cut "));
  g_assert_true (ffb_oob_view_select_unit (f->view, target_id));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "oob.paste", NULL);
  ffb_ui_test_flush ();
  g_assert_true (ffb_ui_current_toast (GTK_WIDGET (f->view)) != cut);
}

/* R4E: a division has 2-5 brigades. */
static void
test_move_breaks_r4e (Fixture *f, gconstpointer data)
{
  FfbUnit *from = division_with_brigades (union_oob (f)->army, 2);
  g_autofree char *from_id = NULL, *to_id = NULL;

  g_assert_nonnull (from);
  g_assert_null (finding_row (f, "R4E"));
  from_id = g_strdup (from->id);
  to_id = g_strdup (other_division (union_oob (f)->army, from)->id);
  while (ffb_oob_find_unit (union_oob (f), from_id)->children->len > 1)
    {
      FfbUnit *brigade = g_ptr_array_index (ffb_oob_find_unit (union_oob (f), from_id)->children,
                                            0);
      g_autofree char *brigade_id = g_strdup (brigade->id);

      cut_and_paste (f, brigade_id, to_id);
      g_assert_true (ffb_oob_find_unit (union_oob (f), brigade_id)->parent
                     == ffb_oob_find_unit (union_oob (f), to_id));
      /* The moved brigade stays selected, as a person expects after a move. */
      g_assert_cmpstr (ffb_oob_view_get_selected_id (f->view), ==, brigade_id);
    }
  g_assert_nonnull (finding_row (f, "R4E"));

  /* The finding points at the division: activating it selects that division. */
  g_signal_emit_by_name (ffb_oob_view_get_findings_list (f->view), "row-activated",
                         finding_row (f, "R4E"));
  g_assert_cmpstr (ffb_oob_view_get_selected_id (f->view), ==, from_id);

  while (ffb_document_get_can_undo (f->document) && finding_row (f, "R4E") != NULL)
    {
      g_assert_true (ffb_document_undo (f->document, NULL));
      ffb_ui_test_flush ();
    }
  g_assert_null (finding_row (f, "R4E"));
  g_assert_nonnull (union_oob (f));
}

/* Q1: in a battle fought with the quick brigade rules, a division of a General and 2-4
 * brigades: a brigade moved out of a division of two leaves it short, and one more finding
 * names Q1, none FF's R4E (Pea Ridge's Sigel, a General without SPs, is one already). Undo
 * takes the move back. */
static void
test_move_breaks_q1 (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", NULL);
  g_autofree char *from_id = NULL, *to_id = NULL, *brigade_id = NULL;
  FfbUnit *from;
  guint before;

  ffb_document_begin_edit (f->document, NULL);
  g_assert_true (ffb_battle_set_tactical_rules (ffb_document_get_campaign (f->document),
                                                ffb_document_get_battle (f->document), quick,
                                                NULL));
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  from = division_with_brigades (union_oob (f)->army, 2);
  g_assert_nonnull (from);
  before = count_findings (f, "Q1");
  from_id = g_strdup (from->id);
  to_id = g_strdup (other_division (union_oob (f)->army, from)->id);
  brigade_id = g_strdup (((FfbUnit *) g_ptr_array_index (from->children, 0))->id);
  cut_and_paste (f, brigade_id, to_id);
  g_assert_true (ffb_oob_find_unit (union_oob (f), brigade_id)->parent
                 == ffb_oob_find_unit (union_oob (f), to_id));
  g_assert_cmpuint (count_findings (f, "Q1"), ==, before + 1);
  g_assert_null (finding_row (f, "R4E"));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpuint (count_findings (f, "Q1"), ==, before);
}

/* Q4: a command's leader line in the battle's words: under a set's rules a General heads
 * each division and the army line says so, never FF's "No army leader present" or R4D. */
static void
check_leader_speaks (FfbUnitItem *item, const FfbUnit *unit, const FfbTactics *tactics)
{
  const char *leader = ffb_unit_item_get_leader (item);

  g_test_message ("%s", leader);
  if (tactics == NULL)
    {
      g_assert_true (unit->kind != FFB_UNIT_ARMY || unit->leader_id != NULL
                     || g_str_equal (leader, "No army leader present"));
      return;
    }
  g_assert_null (strstr (leader, "No army leader"));
  g_assert_null (strstr (leader, "R4D"));
  if (unit->kind == FFB_UNIT_ARMY)
    g_assert_cmpstr (leader, ==, "Each General heads his own division (Q1)");
  else if (unit->leader_id != NULL)
    g_assert_true (g_str_has_prefix (leader, "General ")
                   && strstr (leader, unit->leader_name) != NULL);
}

/* Each row of the Union tree against what the battle's rules say of its unit: an FF brigade
 * by its R4G label, a quick one by Q2's stands, Shaken count, Fresh and experience in the
 * set's words; artillery as batteries or guns. Returns the brigades seen. */
static guint
check_rows_speak (Fixture *f, const FfbTactics *tactics)
{
  GListModel *rows = ffb_oob_view_get_rows (f->view);
  const FfbRules *rules = ffb_document_get_campaign (f->document)->rules;
  const FfbUnit *army = union_oob (f)->army;
  int n_divisions = ffb_unit_count_kind (army, FFB_UNIT_DIVISION);
  /* The summary counts what the rules have: FF's corps, or a set's divisions under the army. */
  g_autofree char *summary = tactics == NULL
    ? g_strdup_printf ("%d corps · %d divisions…", ffb_unit_count_kind (army, FFB_UNIT_CORPS),
                       n_divisions)
    : g_strdup_printf ("%d divisions…", n_divisions);
  guint brigades = 0;

  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->view), summary));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(FfbUnitItem) item = gtk_tree_list_row_get_item (row);
      const FfbUnit *unit = ffb_oob_find_unit (union_oob (f), ffb_unit_item_get_id (item));
      const char *detail = ffb_unit_item_get_detail (item);
      g_autofree char *label = NULL, *quick = NULL;

      g_assert_nonnull (unit);
      if (unit->kind == FFB_UNIT_BATTERY)
        g_assert_cmpstr (detail, ==, tactics == NULL ? (unit->horse ? "Horse battery" : "Battery")
                                                     : (unit->horse ? "Horse gun" : "Gun"));
      else if (unit->kind != FFB_UNIT_BRIGADE)
        g_assert_nonnull (strstr (detail, tactics == NULL ? "batter" : " gun"));
      if (unit->kind != FFB_UNIT_BRIGADE && unit->kind != FFB_UNIT_BATTERY)
        check_leader_speaks (item, unit, tactics);
      if (unit->kind != FFB_UNIT_BRIGADE)
        continue;
      brigades++;
      label = ffb_rules_brigade_label (rules, unit->experience, unit->stands, unit->starts_worn);
      quick = tactics == NULL ? NULL
                              : g_strdup_printf ("%d stands · Shaken at %d · Fresh · %s",
                                                 unit->stands,
                                                 ffb_tactics_shaken_at (tactics, unit->stands),
                                                 ffb_tactics_experience_word (unit->experience));
      g_test_message ("%s", detail);
      g_assert_true (g_str_has_prefix (detail, tactics == NULL ? label : quick));
      g_assert_true ((strstr (detail, "Shaken") != NULL) == (tactics != NULL));
      g_assert_true (tactics == NULL || !g_str_has_prefix (detail, label));
    }
  return brigades;
}

#define FF_LEGEND "Each brigade shows its Fire & Fury (FF) label S.W.X…"

/* Q2 (issue 17): the tree speaks the battle's rules, not the campaign's. Switched to the quick
 * brigade rules, a brigade's row says its stands, the count it is Shaken at (from the set),
 * Fresh and its experience, with no FF label; artillery is guns; the 3-star role, which the
 * set's Generals do not have, is not offered; the page's legend says what a row shows.
 * Switched back, FF's words come back. */
static void
test_q2_rows_speak_the_set (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", NULL);
  FfbOobView *confederate = ffb_oob_page_get_view (FFB_OOB_PAGE (f->page),
                                                   FFB_SIDE_CONFEDERATE);

  g_assert_cmpuint (check_rows_speak (f, NULL), >, 0);
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (confederate), "Earl Van Dorn commands as"));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, FF_LEGEND));
  ffb_document_begin_edit (f->document, NULL);
  g_assert_true (ffb_battle_set_tactical_rules (ffb_document_get_campaign (f->document),
                                                ffb_document_get_battle (f->document), quick,
                                                NULL));
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  g_assert_cmpuint (check_rows_speak (f, quick), >, 0);
  g_assert_null (ffb_ui_test_find_row (GTK_WIDGET (confederate), "Earl Van Dorn commands as"));
  g_assert_null (ffb_ui_test_find_label (f->page, FF_LEGEND));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "Each brigade shows what the Quick brigade "
                                                     "rules (seed 003) print: its stands, the "
                                                     "stands it is Shaken at…"));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpuint (check_rows_speak (f, NULL), >, 0);
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (confederate), "Earl Van Dorn commands as"));
  g_assert_nonnull (ffb_ui_test_find_label (f->page, FF_LEGEND));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static void
test_rename (Fixture *f, gconstpointer data)
{
  FfbUnit *division = division_with_brigades (union_oob (f)->army, 1);
  g_autofree char *id = g_strdup (division->id);
  AdwMessageDialog *dialog;

  g_assert_true (ffb_oob_view_select_unit (f->view, id));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "oob.rename", NULL);
  ffb_ui_test_flush ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)),
                         "Iron Division");
  adw_message_dialog_response (dialog, "rename");
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_oob_find_unit (union_oob (f), id)->name, ==, "Iron Division");
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "Iron Division"));
}

static gboolean
is_row_of (GtkWidget *widget, gconstpointer unit_id)
{
  g_autoptr(FfbUnitItem) item = NULL;

  if (!GTK_IS_TREE_EXPANDER (widget))
    return FALSE;
  item = gtk_tree_expander_get_item (GTK_TREE_EXPANDER (widget));
  return item != NULL && g_str_equal (ffb_unit_item_get_id (item), unit_id);
}

/* What GTK does when something is dropped on a row: emits its drop target's ::drop. */
static gboolean
drop_on_row (Fixture *f, const char *payload, const char *target_id)
{
  GtkWidget *row = ffb_ui_test_find (GTK_WIDGET (f->view), is_row_of, target_id);
  g_autoptr(GListModel) controllers = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (row);
  controllers = gtk_widget_observe_controllers (row);
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, payload);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &accepted);
    }
  ffb_ui_test_flush ();
  return accepted;
}

/* Dragging a brigade onto a division moves it; a leader's line onto another command
 * exchanges the two leaders (R4B then judges the ranks); the other side's units are refused. */
static void
test_drag_and_drop (Fixture *f, gconstpointer data)
{
  FfbUnit *division = division_with_brigades (union_oob (f)->army, 2);
  FfbUnit *other = other_division (union_oob (f)->army, division);
  FfbUnit *brigade = g_ptr_array_index (division->children, 0);
  g_autofree char *brigade_id = g_strdup (brigade->id);
  g_autofree char *division_id = g_strdup (division->id);
  g_autofree char *other_id = g_strdup (other->id);
  g_autofree char *leader = g_strdup (division->leader_id);
  g_autofree char *payload = g_strdup_printf ("unit|union|%s", brigade_id);
  g_autofree char *leader_payload = g_strdup_printf ("leader|union|%s", division_id);
  g_autofree char *wrong_side = g_strdup_printf ("unit|confederate|%s", brigade_id);

  g_assert_false (drop_on_row (f, wrong_side, other_id));
  g_assert_true (drop_on_row (f, payload, other_id));
  g_assert_true (ffb_oob_find_unit (union_oob (f), brigade_id)->parent
                 == ffb_oob_find_unit (union_oob (f), other_id));
  g_assert_true (drop_on_row (f, leader_payload, other_id));
  g_assert_cmpstr (ffb_oob_find_unit (union_oob (f), other_id)->leader_id, ==, leader);
}

/* R4B: a 3-star leader leads the army or a corps, as the referee picks; the tree follows. */
static void
test_three_star_role_r4b (Fixture *f, gconstpointer data)
{
  FfbOobView *view = ffb_oob_page_get_view (FFB_OOB_PAGE (f->page), FFB_SIDE_CONFEDERATE);
  GtkWidget *row = ffb_ui_test_find_row (GTK_WIDGET (view), "Earl Van Dorn commands as");
  FfbBattle *battle = ffb_document_get_battle (f->document);

  g_assert_nonnull (row);
  g_assert_cmpstr (battle->oob[FFB_SIDE_CONFEDERATE]->army->leader_id, ==, "vandorn");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), FFB_ROLE_CORPS);
  ffb_ui_test_flush ();
  battle = ffb_document_get_battle (f->document);
  g_assert_cmpint (ffb_battle_find_leader (battle, FFB_SIDE_CONFEDERATE, "vandorn")->role, ==,
                   FFB_ROLE_CORPS);
  g_assert_cmpstr (battle->oob[FFB_SIDE_CONFEDERATE]->army->leader_id, !=, "vandorn");
  g_assert_true (ffb_document_undo (f->document, NULL));
  battle = ffb_document_get_battle (f->document);
  g_assert_cmpstr (battle->oob[FFB_SIDE_CONFEDERATE]->army->leader_id, ==, "vandorn");
}

/* The page's notice, when it shows one. */
static const char *
notice_text (Fixture *f, const char *start)
{
  GtkWidget *label = ffb_ui_test_find_label (f->page, start);

  return label != NULL && gtk_widget_is_visible (label) ? gtk_label_get_text (GTK_LABEL (label))
                                                        : NULL;
}

/* R4A (issue 13, point 1): the setup changed after organizing (Osterhaus's division taken out
 * of Pea Ridge): the Union tree no longer says "No findings" but what `validate` says, and the
 * page says plainly that the OOB no longer fits, with the way out; undo mends it. */
static void
test_stale_oob_r4a (Fixture *f, gconstpointer data)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);
  GtkWidget *findings = ffb_oob_view_get_findings_list (f->view);

  g_assert_nonnull (ffb_ui_test_find_label (findings, "No findings"));
  g_assert_null (notice_text (f, "The Union order of battle no longer fits…"));
  ffb_document_begin_edit (f->document, NULL);
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "us-sw-1", 0, NULL);
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();

  g_assert_null (ffb_ui_test_find_label (findings, "No findings"));
  g_assert_nonnull (finding_row (f, "R4A"));
  g_assert_nonnull (ffb_ui_test_find_label (findings, "The OOB does not hold what the Union "
                                                      "SPs present make…"));
  g_assert_nonnull (strstr (notice_text (f, "The Union order of battle no longer fits…"),
                            "Organize both sides again (Ctrl+R), or undo the setup change"));

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (notice_text (f, "The Union order of battle no longer fits…"));
  g_assert_nonnull (ffb_ui_test_find_label (ffb_oob_view_get_findings_list (f->view),
                                            "No findings"));
}

/* A side not organized has no findings, and no "Findings" heading over an empty space. */
static void
test_findings_heading_when_organized (Fixture *f, gconstpointer data)
{
  GtkWidget *heading = ffb_ui_test_find_label (GTK_WIDGET (f->view), "Findings");

  g_assert_nonnull (heading);
  g_assert_true (gtk_widget_is_visible (heading));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (union_oob (f));
  g_assert_false (gtk_widget_is_visible (heading));
  g_assert_true (ffb_document_redo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_is_visible (heading));
}

/* R9 (issue 13, point 6): a fought battle's trees are its record: the page says so and what
 * still makes sense, the editing buttons are off with the reason, a drop is refused, and
 * organizing it is refused by the engine. */
static void
test_fought_is_record (Fixture *f, gconstpointer data)
{
  FfbBattle *battle = ffb_document_get_battle (f->document);
  g_autofree char *brigade = NULL, *from = NULL, *to = NULL;
  FfbUnit *division = division_with_brigades (union_oob (f)->army, 2);
  GtkWidget *cut;

  brigade = g_strdup (((FfbUnit *) g_ptr_array_index (division->children, 0))->id);
  from = g_strdup (division->id);
  to = g_strdup (other_division (union_oob (f)->army, division)->id);
  ffb_document_begin_edit (f->document, NULL);
  battle->fought = TRUE;
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();

  g_assert_nonnull (strstr (notice_text (f, "Pea Ridge was fought and carried back…"),
                            "Print them (Ctrl+P), verify its dice"));
  cut = ffb_ui_test_find_tooltip (GTK_WIDGET (f->view), "A fought battle's order of battle is "
                                                        "its record: it is not changed");
  g_assert_nonnull (cut);
  g_assert_false (gtk_widget_is_sensitive (cut));
  g_assert_false (ffb_oob_view_move (f->view, brigade, to));
  g_assert_cmpstr (ffb_oob_find_unit (union_oob (f), brigade)->parent->id, ==, from);
  ffb_oob_page_organize (FFB_OOB_PAGE (f->page));
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_oob_find_unit (union_oob (f), brigade)->parent->id, ==, from);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/oob-page/organize-fills-trees", test_organize_fills_trees);
  ADD ("/ui/oob-page/weapons-in-tree", test_weapons_in_tree);
  ADD ("/ui/oob-page/move-breaks-R4E-and-undo", test_move_breaks_r4e);
  ADD ("/ui/oob-page/Q1/move-breaks-Q1-and-undo", test_move_breaks_q1);
  ADD ("/ui/oob-page/Q2/rows-speak-the-set", test_q2_rows_speak_the_set);
  ADD ("/ui/oob-page/rename", test_rename);
  ADD ("/ui/oob-page/drag-and-drop", test_drag_and_drop);
  ADD ("/ui/oob-page/three-star-role-R4B", test_three_star_role_r4b);
  ADD ("/ui/oob-page/R4A/stale-oob-says-so", test_stale_oob_r4a);
  ADD ("/ui/oob-page/findings-heading-only-when-organized", test_findings_heading_when_organized);
  ADD ("/ui/oob-page/R9/fought-battle-is-a-record", test_fought_is_record);
  return g_test_run ();
}
