/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-battle-page.c: the Battle setup page on the demo's Pea Ridge: each control edits the
 * battle, and the live figures shown are the engine's for the new setup (R7C, R7D, R8). */
#include "ffb-battle-page.h"

#include <string.h>
#include "ffb-clock.h"
#include "ffb-edit.h"
#include "ffb-record-row.h"
#include "ffb-ui-test.h"
#include "ffb-xml.h"
#include "ffb-night.h"
#include "ffb-night-test.h"
#include "ffb-xml-tactics.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_battle_page_new ();

  ffb_battle_page_set_document (FFB_BATTLE_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static GtkWidget *
child (Fixture *f, const char *name)
{
  return (GtkWidget *) gtk_widget_get_template_child (f->page, FFB_TYPE_BATTLE_PAGE, name);
}

static const char *
label_text (Fixture *f, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (child (f, name)));
}

static FfbBattle *
battle (Fixture *f)
{
  return ffb_document_get_battle (f->document);
}

static void
summarize (Fixture *f, FfbSetupSummary *summary)
{
  ffb_battle_summarize (ffb_document_get_campaign (f->document)->rules, battle (f), summary);
}

/* R8: the day follows the battle's months. */
static void
test_day_r8 (Fixture *f, gconstpointer data)
{
  FfbSetupSummary summary;
  g_autofree char *dawn = NULL, *turns = NULL;

  g_assert_cmpstr (battle (f)->id, ==, "pea-ridge");
  g_assert_cmpstr (label_text (f, "dawn_label"), ==, "0600");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (f, "months_drop")), FFB_MONTHS_JUL_AUG);
  g_assert_cmpint (battle (f)->months, ==, FFB_MONTHS_JUL_AUG);
  summarize (f, &summary);
  dawn = ffb_clock_format_time (summary.dawn);
  turns = g_strdup_printf ("%d", summary.turns);
  g_assert_cmpstr (label_text (f, "dawn_label"), ==, dawn);
  g_assert_cmpstr (label_text (f, "dawn_label"), ==, "0500");
  g_assert_cmpstr (label_text (f, "turns_label"), ==, turns);
}

/* R7C: a swamp hex forbids flank marches for both sides. */
static void
test_swamp_r7c (Fixture *f, gconstpointer data)
{
  FfbSetupSummary summary;
  g_autofree char *inches = NULL;

  g_assert_cmpstr (label_text (f, "union_flank_label"), ==, "Allowed");
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "terrain_row")), FFB_TERRAIN_SWAMP);
  g_assert_cmpint (battle (f)->terrain, ==, FFB_TERRAIN_SWAMP);
  g_assert_cmpstr (label_text (f, "union_flank_label"), ==, "Not allowed");
  g_assert_cmpstr (label_text (f, "confederate_flank_label"), ==, "Not allowed");
  summarize (f, &summary);
  inches = g_strdup_printf ("%d inches", summary.breastworks_inches);
  g_assert_cmpstr (label_text (f, "breastworks_label"), ==, inches);
}

/* R7C: Pea Ridge is forest and the Confederates attack: their die is modified. */
static void
test_forest_modifier_r7c (Fixture *f, gconstpointer data)
{
  FfbSetupSummary summary;
  g_autofree char *expected = NULL;

  summarize (f, &summary);
  g_assert_cmpint (summary.flank_modifier[FFB_SIDE_CONFEDERATE], !=, 0);
  expected = g_strdup_printf ("Allowed, arrival die %+d",
                              summary.flank_modifier[FFB_SIDE_CONFEDERATE]);
  g_assert_cmpstr (label_text (f, "confederate_flank_label"), ==, expected);
}

/* kv: the control's type name, what its row stands for ("group-id", "leader-id"), its id. */
static gboolean
has_data (GtkWidget *widget, gconstpointer data)
{
  const char *const *kv = data;
  FfbRecordRow *row;

  if (!g_type_check_instance_is_a ((GTypeInstance *) widget, g_type_from_name (kv[0])))
    return FALSE;
  row = ffb_record_row_of (widget);
  return row != NULL && g_strcmp0 (ffb_record_row_get_record_id (row), kv[2]) == 0;
}

static gboolean
is_switch (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_SWITCH (widget);
}

/* R7D: the Union defends Pea Ridge; demoralized, it may not flank march. */
static void
test_demoralized_defender_r7d (Fixture *f, gconstpointer data)
{
  GtkWidget *toggle = ffb_ui_test_find_row (f->page, "Demoralized at the start");

  g_assert_nonnull (toggle);
  toggle = ffb_ui_test_find (toggle, is_switch, NULL);
  g_assert_nonnull (toggle);
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  g_assert_true (battle (f)->sides[FFB_SIDE_UNION].demoralized);
  g_assert_cmpstr (label_text (f, "union_flank_label"), ==, "Not allowed");
  g_assert_cmpstr (label_text (f, "confederate_flank_label"), !=, "Not allowed");
}

/* R4A, R7C: fewer defenders present, fewer inches of breastworks. */
static void
test_sps_present (Fixture *f, gconstpointer data)
{
  const char *spin_key[] = { "GtkSpinButton", "group-id", "us-sw-4" };
  const char *switch_key[] = { "GtkSwitch", "leader-id", "sigel" };
  GtkWidget *spin = ffb_ui_test_find (f->page, has_data, spin_key);
  GtkWidget *toggle = ffb_ui_test_find (f->page, has_data, switch_key);
  FfbSetupSummary summary;
  g_autofree char *inches = NULL;

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
  g_assert_cmpint (ffb_battle_sp_count (battle (f), FFB_SIDE_UNION, "us-sw-4"), ==, 0);
  summarize (f, &summary);
  g_assert_cmpint (summary.defender_stands, ==, 3 * battle (f)->stands_per_sp);
  inches = g_strdup_printf ("%d inches", summary.breastworks_inches);
  g_assert_cmpstr (label_text (f, "breastworks_label"), ==, inches);

  g_assert_nonnull (toggle);
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  g_assert_null (ffb_battle_find_leader (battle (f), FFB_SIDE_UNION, "sigel"));
}

static void
test_choose_battle (Fixture *f, gconstpointer data)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "battle_row")), 2);
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_document_get_battle_id (f->document), ==, "fredericksburg");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (f, "name_row"))), ==,
                   "Fredericksburg");
  /* R7C: a navigable river crossed by the attacker. */
  g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (f, "river_row"))), ==,
                   FFB_RIVER_NAVIGABLE);
}

/* A name left empty or another battle's, or a hex too long, is flagged at its row and not
 * kept; a good one is. */
static void
test_name_and_hex (Fixture *f, gconstpointer data)
{
  GtkWidget *name = child (f, "name_row"), *hex = child (f, "hex_row");
  int at = 4;

  gtk_editable_set_text (GTK_EDITABLE (name), "  ");
  g_assert_cmpstr (battle (f)->name, ==, "Pea Ridge");
  g_assert_true (gtk_widget_has_css_class (name, "error"));
  gtk_editable_set_text (GTK_EDITABLE (name), "fredericksburg");
  g_assert_cmpstr (battle (f)->name, ==, "Pea Ridge");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (name), ==,
                   "Another battle has this name already.");
  gtk_editable_set_text (GTK_EDITABLE (name), "Elkhorn Tavern");
  g_assert_cmpstr (battle (f)->name, ==, "Elkhorn Tavern");
  g_assert_false (gtk_widget_has_css_class (name, "error"));

  /* Typed on at the end (setting the whole text would first clear it, an empty hex being
   * fine). */
  gtk_editable_insert_text (GTK_EDITABLE (hex), " and a long way round", -1, &at);
  g_assert_cmpstr (battle (f)->hex, ==, "2114");
  g_assert_true (gtk_widget_has_css_class (hex, "error"));
  gtk_editable_set_text (GTK_EDITABLE (hex), "2115");
  g_assert_cmpstr (battle (f)->hex, ==, "2115");
  g_assert_false (gtk_widget_has_css_class (hex, "error"));
}

/* A battle of a new campaign with no groups or leaders yet: each list says where to add them
 * and does not open; the live figures still follow the setup (R8). */
static void
test_nothing_to_bring (Fixture *f, gconstpointer data)
{
  FfbBattleValues values;
  FfbBattle *added;
  GtkWidget *row;

  ffb_document_load_new (f->document);
  ffb_document_begin_edit (f->document, NULL);
  ffb_battle_values_init (ffb_document_get_campaign (f->document), &values);
  values.name = "Bull Run";
  added = ffb_edit_new_battle (ffb_document_get_campaign (f->document), &values, NULL);
  g_assert_nonnull (added);
  ffb_document_end_edit (f->document);
  ffb_document_set_battle_id (f->document, added->id);
  ffb_ui_test_flush ();

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (f, "name_row"))), ==,
                   "Bull Run");
  row = ffb_ui_test_find_label (f->page, "The campaign has no Union SP groups yet…");
  g_assert_nonnull (row);
  row = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);
  g_assert_false (adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (row)));
  g_assert_nonnull (ffb_ui_test_find_label (f->page,
                                            "The campaign has no Confederate leaders yet…"));
  g_assert_cmpstr (label_text (f, "turns_label"), ==, "25"); /* Mar-Apr (R8) */
}

#define RECORD_TOOLTIP "A fought battle's setup is its record: undo its aftermath (Alt+6) to " \
                       "change it"

static const char *const setup_editors[] = { "name_row", "hex_row", "months_drop", "year_spin",
                                             "terrain_row", "river_row", "attacker_row",
                                             "tactics_row", "stands_spin", "batteries_spin" };

/* The force controls of Pea Ridge: a Union group's SPs present, Sigel present, the Union
 * demoralized at the start. */
static void
force_controls (Fixture *f, GtkWidget *controls[3])
{
  const char *spin_key[] = { "GtkSpinButton", "group-id", "us-sw-4" };
  const char *switch_key[] = { "GtkSwitch", "leader-id", "sigel" };

  controls[0] = ffb_ui_test_find (f->page, has_data, spin_key);
  controls[1] = ffb_ui_test_find (f->page, has_data, switch_key);
  controls[2] = ffb_ui_test_find (ffb_ui_test_find_row (f->page, "Demoralized at the start"),
                                  is_switch, NULL);
  for (int i = 0; i < 3; i++)
    g_assert_nonnull (controls[i]);
}

/* The notice that the battle is a record, when the page shows it. */
static const char *
record_text (Fixture *f)
{
  GtkWidget *label = ffb_ui_test_find_label (f->page, "Pea Ridge was fought and carried "
                                                      "back to the campaign: this setup is its "
                                                      "record…");

  return label != NULL && gtk_widget_is_visible (label) ? gtk_label_get_text (GTK_LABEL (label))
                                                        : NULL;
}

/* Each editor of the setup and of the forces is off with the reason, or on without it. */
static void
assert_editors_locked (Fixture *f, gboolean locked)
{
  GtkWidget *controls[3];

  force_controls (f, controls);
  for (guint i = 0; i < G_N_ELEMENTS (setup_editors); i++)
    {
      GtkWidget *editor = child (f, setup_editors[i]);

      g_assert_cmpint (gtk_widget_get_sensitive (editor), ==, !locked);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (editor), ==, locked ? RECORD_TOOLTIP : NULL);
    }
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (gtk_widget_get_sensitive (controls[i]), ==, !locked);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (controls[i]), ==,
                       locked ? RECORD_TOOLTIP : NULL);
    }
  /* Another battle may still be chosen. */
  g_assert_true (gtk_widget_get_sensitive (child (f, "battle_row")));
}

/* R9 (issue 13, point 6): a battle carried back is the record of what fought: the page says
 * so, with the way out (undo its aftermath), and its editors are off with the reason; a
 * change that reaches them anyway is refused by the engine and put back, the campaign
 * unchanged. Undone, the battle is set up again as before. */
static void
test_fought_is_record_r9 (Fixture *f, gconstpointer data)
{
  g_autofree char *before = NULL, *after = NULL, *again = NULL;
  GtkWidget *controls[3];
  int sps = ffb_battle_sp_count (battle (f), FFB_SIDE_UNION, "us-sw-4");
  FfbTerrain terrain = battle (f)->terrain;

  g_assert_null (record_text (f));
  assert_editors_locked (f, FALSE);
  ffb_document_begin_edit (f->document, NULL);
  battle (f)->fought = TRUE;
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  before = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));

  g_assert_nonnull (record_text (f));
  g_assert_true (g_str_has_suffix (record_text (f), "undo its aftermath on the Aftermath page "
                                                    "to change it."));
  assert_editors_locked (f, TRUE);
  g_assert_nonnull (ffb_ui_test_find_label (f->page, "The leaders it was fought with"));

  force_controls (f, controls);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (controls[0]), 0);
  gtk_switch_set_active (GTK_SWITCH (controls[1]), FALSE);
  gtk_switch_set_active (GTK_SWITCH (controls[2]), TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "terrain_row")), FFB_TERRAIN_SWAMP);
  gtk_editable_set_text (GTK_EDITABLE (child (f, "name_row")), "Elkhorn Tavern");
  ffb_ui_test_flush ();
  after = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (controls[0])), ==, sps);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (controls[1])));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (controls[2])));
  g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (f, "terrain_row"))), ==,
                   terrain);
  g_assert_true (gtk_widget_has_css_class (child (f, "name_row"), "error"));
  /* RULES.md Q: the tactical rules of a record stay, and the engine's reason is at the row. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "tactics_row")), 1);
  ffb_ui_test_flush ();
  again = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_cmpstr (again, ==, before);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (f, "tactics_row"))), ==, 0);
  g_assert_true (gtk_widget_has_css_class (child (f, "tactics_row"), "error"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (child (f, "tactics_row"))),
                            "Pea Ridge"));

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_false (battle (f)->fought);
  g_assert_null (record_text (f));
  assert_editors_locked (f, FALSE);
}

#define FROZEN_TOOLTIP "The dice of this battle are drawn: its ground, turn, attacker, ratio and " \
                       "forces are what its rolls depend on, and are not changed (Fair dice)"

/* Issue 30 item 3 (RULES.md "Fair dice"): once the battle's seed is drawn, every control of
 * what its rolls depend on is off with the reason as its tooltip; the name and hex stay on.
 * A change that reaches a control anyway is refused by the engine, the campaign unchanged. */
static void
test_drawn_dice_freeze_setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  GtkWidget *controls[3];
  FfbBattle *b = battle (f);

  ffb_document_begin_edit (f->document, NULL);
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (b), b, NULL, &error));
  ffb_document_end_edit (f->document);
  ffb_ui_test_flush ();
  before = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  for (guint i = 0; i < G_N_ELEMENTS (setup_editors); i++)
    {
      GtkWidget *editor = child (f, setup_editors[i]);
      gboolean open = i < 2; /* the name and the hex */

      g_assert_cmpint (gtk_widget_get_sensitive (editor), ==, open);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (editor), ==, open ? NULL : FROZEN_TOOLTIP);
    }
  force_controls (f, controls);
  for (int i = 0; i < 3; i++)
    {
      g_assert_false (gtk_widget_get_sensitive (controls[i]));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (controls[i]), ==, FROZEN_TOOLTIP);
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "terrain_row")), FFB_TERRAIN_CLEAR);
  gtk_switch_set_active (GTK_SWITCH (controls[2]), TRUE);
  ffb_ui_test_flush ();
  after = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_cmpstr (after, ==, before);
}

/* Showing a battle, another one, and the one an undo brought back is no edit: no undo step
 * is made, and the redo step stays. */
static void
test_showing_is_no_edit (Fixture *f, gconstpointer data)
{
  GtkSpinButton *year = GTK_SPIN_BUTTON (child (f, "year_spin"));
  GPtrArray *battles = ffb_document_get_campaign (f->document)->battles;
  int before;

  g_assert_cmpuint (battles->len, >, 1);
  g_assert_false (ffb_document_get_can_undo (f->document));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "battle_row")), battles->len - 1);
  ffb_ui_test_flush ();
  g_assert_true (battle (f) == g_ptr_array_index (battles, battles->len - 1));
  g_assert_false (ffb_document_get_can_undo (f->document));
  before = battle (f)->year;
  gtk_spin_button_set_value (year, before == 1861 ? 1862 : 1861);
  g_assert_cmpint (battle (f)->year, !=, before);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpint (battle (f)->year, ==, before);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (year), ==, before);
  g_assert_false (ffb_document_get_can_undo (f->document));
  g_assert_true (ffb_document_get_can_redo (f->document));
}

/* RULES.md Q: the quick brigade rules' position in the tactics row, by the engine's list. */
static guint
quick_index (Fixture *f)
{
  GListModel *names = adw_combo_row_get_model (ADW_COMBO_ROW (child (f, "tactics_row")));
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", NULL);
  g_auto(GStrv) ids = ffb_tactics_built_in_ids ();

  g_assert_nonnull (quick);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, g_strv_length (ids) + 1);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Fire & Fury");
  for (guint i = 1; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), quick->name))
      return i;
  g_assert_not_reached ();
}

/* Q1: every brigade of the side's stored OOB has 2-8 stands (the quick set's limits). */
static void
assert_brigades_within (const FfbUnit *unit, int least, int most, int *brigades)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      g_assert_cmpint (unit->stands, >=, least);
      g_assert_cmpint (unit->stands, <=, most);
      (*brigades)++;
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    assert_brigades_within (g_ptr_array_index (unit->children, i), least, most, brigades);
}

/* The campaign's rule set: an undo loads the campaign anew, so it is read each time. */
static const FfbRules *
rules (Fixture *f)
{
  return ffb_document_get_campaign (f->document)->rules;
}

static void
assert_ratio_shown (Fixture *f, int stands, int guns, const char *title)
{
  g_assert_cmpint (battle (f)->stands_per_sp, ==, stands);
  g_assert_cmpint (battle (f)->batteries_per_sp, ==, guns);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (f, "stands_spin"))),
                   ==, stands);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (f, "batteries_spin"))),
                   ==, guns);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child (f, "ratio_row"))),
                   ==, title);
}

/* RULES.md Q: the page names the battle's rules: FF's words for an FF battle only, the set's
 * name for one fought with it; the day (R8) is the campaign's either way. */
static void
assert_words_shown (Fixture *f, const FfbTactics *tactics)
{
  const char *about = adw_preferences_group_get_description (
    ADW_PREFERENCES_GROUP (child (f, "battle_group")));
  const char *shown[] = {
    about,
    adw_action_row_get_subtitle (ADW_ACTION_ROW (child (f, "turn_row"))),
    adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child (f, "turns_row"))),
    adw_action_row_get_subtitle (ADW_ACTION_ROW (child (f, "ratio_row"))),
  };

  /* The description is markup; the group gives back the text it shows. */
  g_assert_nonnull (strstr (about, tactics != NULL ? tactics->name : "Fire & Fury (FF)"));
  g_assert_true (tactics != NULL || g_str_has_prefix (shown[2], "FF turns"));
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_test_message ("%s", shown[i]);
      g_assert_true ((strstr (shown[i], "FF") != NULL) == (tactics == NULL));
      g_assert_true ((strstr (shown[i], "batter") != NULL) == (tactics == NULL && i == 3));
    }
}

/* RULES.md Q, Q1: the row switches Pea Ridge to the quick brigade rules through the engine
 * (the set's ratio, its OOBs organized again to 2-8 stands a brigade) and back to Fire &
 * Fury (the rule set's ratio); each switch is one undo step. */
static void
test_switch_tactics_q1 (Fixture *f, gconstpointer data)
{
  AdwComboRow *row = ADW_COMBO_ROW (child (f, "tactics_row"));
  g_autoptr(GError) error = NULL;
  int brigades = 0;

  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (ffb_night_ensure_oobs (f->document, &error));
  g_assert_no_error (error);
  adw_combo_row_set_selected (row, quick_index (f));
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_battle_tactics_id (battle (f)), ==, "quick-brigade");
  assert_ratio_shown (f, battle (f)->tactics->stands_per_sp, battle (f)->tactics->guns_per_sp,
                      "Ratio per SP (Q1)");
  assert_words_shown (f, battle (f)->tactics);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  for (int side = 0; side < FFB_N_SIDES; side++)
    assert_brigades_within (battle (f)->oob[side]->army, 2, 8, &brigades);
  g_assert_cmpint (brigades, >, 0);

  adw_combo_row_set_selected (row, 0);
  ffb_ui_test_flush ();
  g_assert_null (battle (f)->tactics);
  assert_ratio_shown (f, rules (f)->stands_per_sp, rules (f)->batteries_per_sp,
                      "Ratio per SP (R4A)");
  assert_words_shown (f, NULL);

  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_battle_tactics_id (battle (f)), ==, "quick-brigade");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, quick_index (f));
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (battle (f)->tactics);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  assert_ratio_shown (f, rules (f)->stands_per_sp, rules (f)->batteries_per_sp,
                      "Ratio per SP (R4A)");
}

/* RULES.md Q: once the neutral party has rolled, its secrets name the units: the engine
 * refuses the switch, the row says why and shows the battle's own rules, nothing changes. */
static void
test_switch_refused_when_rolled (Fixture *f, gconstpointer data)
{
  AdwComboRow *row = ADW_COMBO_ROW (child (f, "tactics_row"));
  g_autofree char *before = NULL, *after = NULL;
  const char *subtitle;

  ffb_night_test_roll (f->document);
  ffb_ui_test_flush ();
  before = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  adw_combo_row_set_selected (row, quick_index (f));
  ffb_ui_test_flush ();
  after = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_cmpstr (after, ==, before);
  g_assert_null (battle (f)->tactics);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_true (g_str_has_prefix (subtitle, "The battle “Pea Ridge” has begun"));
  g_assert_true (g_str_has_suffix (subtitle, "its tactical rules are not changed."));
  /* Another battle shown, and this one again: the row is the row's own again. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (f, "battle_row")), 1);
  ffb_ui_test_flush ();
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "error"));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/battle-page/day-R8", test_day_r8);
  ADD ("/ui/battle-page/showing-is-no-edit", test_showing_is_no_edit);
  ADD ("/ui/battle-page/swamp-R7C", test_swamp_r7c);
  ADD ("/ui/battle-page/forest-modifier-R7C", test_forest_modifier_r7c);
  ADD ("/ui/battle-page/demoralized-defender-R7D", test_demoralized_defender_r7d);
  ADD ("/ui/battle-page/sps-present-R4A", test_sps_present);
  ADD ("/ui/battle-page/choose-battle", test_choose_battle);
  ADD ("/ui/battle-page/name-and-hex", test_name_and_hex);
  ADD ("/ui/battle-page/nothing-to-bring-yet", test_nothing_to_bring);
  ADD ("/ui/battle-page/R9/fought-battle-is-a-record", test_fought_is_record_r9);
  ADD ("/ui/battle-page/issue-30/drawn-dice-freeze-the-setup", test_drawn_dice_freeze_setup);
  ADD ("/ui/battle-page/Q1/switch-and-back", test_switch_tactics_q1);
  ADD ("/ui/battle-page/Q/refused-once-rolled", test_switch_refused_when_rolled);
  return g_test_run ();
}
