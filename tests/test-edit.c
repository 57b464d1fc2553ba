/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-edit.c: the referee's edits the app makes through the engine (ffb-edit.h): leaders
 * added and removed with every reference, a force's SPs and leaders, the live setup figures
 * (R7C, R7D, R8) and moves in a stored OOB that bring up the finding of the rule they break. */
#include <string.h>

#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-organize-names.h"
#include "ffb-test-builder.h"
#include "ffb-test-neutral.h"
#include "ffb-xml.h"
#include "ffb-test-checks.h"

static void
test_leader_id_unique (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autofree char *first = ffb_edit_new_leader_id (campaign, "J. E. B. Stuart");
  g_autofree char *second = NULL, *empty = NULL;

  g_assert_cmpstr (first, ==, "j-e-b-stuart");
  ffb_campaign_add_leader (campaign, ffb_leader_new (first, "Stuart", FFB_SIDE_CONFEDERATE, 2));
  second = ffb_edit_new_leader_id (campaign, "J. E. B. Stuart");
  g_assert_cmpstr (second, ==, "j-e-b-stuart-2");
  empty = ffb_edit_new_leader_id (campaign, "  ");
  g_assert_cmpstr (empty, ==, "leader");
}

static void
test_remove_leader_clears_references (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbPromotion promotion = { g_strdup ("a"), 3, FALSE };

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 2, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 2, "a");
  g_array_append_val (campaign->promotions, promotion);

  g_assert_true (ffb_edit_remove_leader (campaign, "a", &error));
  g_assert_no_error (error);
  g_assert_null (ffb_campaign_find_leader (campaign, "a"));
  g_assert_null (ffb_campaign_find_sp_group (campaign, "g")->commander);
  g_assert_null (ffb_battle_find_leader (battle, FFB_SIDE_UNION, "a"));
  g_assert_nonnull (ffb_battle_find_leader (battle, FFB_SIDE_UNION, "b"));
  g_assert_cmpuint (campaign->promotions->len, ==, 0);
  g_assert_true (ffb_campaign_check (campaign, &error));

  g_assert_false (ffb_edit_remove_leader (campaign, "a", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
}

static void
test_sp_totals (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 2, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g2", FFB_EXPERIENCE_GREEN, 3, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "v", FFB_EXPERIENCE_VETERAN, 4, NULL);
  g_assert_cmpint (ffb_edit_sp_total (campaign, FFB_SIDE_UNION, FFB_EXPERIENCE_GREEN), ==, 5);
  g_assert_cmpint (ffb_edit_sp_total (campaign, FFB_SIDE_UNION, FFB_EXPERIENCE_VETERAN), ==, 0);
  g_assert_cmpint (ffb_edit_sp_total (campaign, FFB_SIDE_CONFEDERATE,
                                      FFB_EXPERIENCE_VETERAN), ==, 4);
}

static void
test_force_sps_and_leaders (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  GArray *leaders = battle->sides[FFB_SIDE_UNION].leaders;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 3, NULL);
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "g", 1, NULL);
  g_assert_cmpint (ffb_battle_sp_count (battle, FFB_SIDE_UNION, "g"), ==, 1);
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "g", 0, NULL);
  g_assert_cmpuint (battle->sides[FFB_SIDE_UNION].sps->len, ==, 0);

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "senior", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "junior", 1, 0, 0, FALSE);
  ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_UNION, "senior", FALSE, NULL);
  g_assert_cmpuint (leaders->len, ==, 1);
  /* R4B: back in, he goes before the junior: the force keeps seniority order. */
  ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_UNION, "senior", TRUE, NULL);
  ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_UNION, "senior", TRUE, NULL);
  g_assert_cmpuint (leaders->len, ==, 2);
  g_assert_cmpstr (g_array_index (leaders, FfbPresentLeader, 0).leader_id, ==, "senior");
}

/* The setup page's edits of turn, ground, attacker and ratio go through the engine, held to
 * the same limits as a new battle's (R1, R4A). */
static void
test_edit_setup (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  FfbBattleValues values, other;
  FfbField field;

  ffb_battle_values_init (campaign, &other);
  other.name = "Antietam";
  g_assert_nonnull (ffb_edit_new_battle (campaign, &other, NULL));
  ffb_battle_values_of (battle, &values);
  values.name = "  Gettysburg ";
  values.terrain = FFB_TERRAIN_FOREST;
  values.attacker = FFB_SIDE_CONFEDERATE;
  values.stands_per_sp = 10;
  g_assert_true (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (battle->name, ==, "Gettysburg");
  g_assert_cmpint (battle->terrain, ==, FFB_TERRAIN_FOREST);
  g_assert_cmpint (battle->attacker, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (battle->stands_per_sp, ==, 10);

  ffb_battle_values_of (battle, &values);
  values.name = "antietam";
  values.months = FFB_MONTHS_NOV_FEB;
  g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (field, ==, FFB_FIELD_NAME);
  g_assert_cmpstr (battle->name, ==, "Gettysburg");
  g_assert_cmpint (battle->months, !=, FFB_MONTHS_NOV_FEB);
  g_clear_error (&error);
  ffb_battle_values_of (battle, &values);
  values.stands_per_sp = 0;
  g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_cmpint (field, ==, FFB_FIELD_RATIO);
  g_assert_cmpint (battle->stands_per_sp, ==, 10);
}

/* A refusal for a fought battle: FFB_ERROR_IN_USE, naming the battle and the way out. */
static void
assert_refused_as_record (GError **error)
{
  g_assert_error (*error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr ((*error)->message, "“test” was fought and carried back to the "
                                               "campaign"));
  g_assert_nonnull (strstr ((*error)->message, "Undo its aftermath first"));
  g_clear_error (error);
}

/* R9 (issue 13, point 6): a battle carried back is the record of what fought: every edit of
 * its setup (forces present, demoralized at the start, turn, ground, attacker, ratio, name)
 * is refused with a sentence that says so and how to change it, and the campaign is
 * unchanged. */
static void
test_fought_setup_refused_r9 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  FfbBattleValues values;
  FfbField field;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 3, NULL);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "senior", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "reb", 2, 0, 0, FALSE);
  ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_CONFEDERATE, "reb", FALSE, NULL);
  battle->fought = TRUE;
  before = ffb_xml_write_campaign (campaign);

  g_assert_false (ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "g", 1, &error));
  assert_refused_as_record (&error);
  g_assert_false (ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "g", 0, &error));
  assert_refused_as_record (&error);
  g_assert_false (ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_UNION, "senior",
                                                 FALSE, &error));
  assert_refused_as_record (&error);
  g_assert_false (ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_CONFEDERATE, "reb",
                                                 TRUE, &error));
  assert_refused_as_record (&error);
  g_assert_false (ffb_battle_set_demoralized (battle, FFB_SIDE_CONFEDERATE, TRUE, &error));
  assert_refused_as_record (&error);
  ffb_battle_values_of (battle, &values);
  values.terrain = FFB_TERRAIN_SWAMP;
  values.months = FFB_MONTHS_NOV_FEB;
  values.name = "Renamed";
  g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_cmpint (field, ==, FFB_FIELD_NONE);
  assert_refused_as_record (&error);

  after = ffb_xml_write_campaign (campaign);
  g_assert_cmpstr (after, ==, before);
}

/* Issue 30 item 3: a refusal once the dice are drawn: FFB_ERROR_IN_USE, one sentence naming
 * the battle, its commitment and what stays. */
static void
assert_refused_as_frozen (GError **error)
{
  g_assert_error (*error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_true (g_str_has_prefix ((*error)->message, "The dice of “test” are drawn (commitment "));
  g_assert_nonnull (strstr ((*error)->message, "what its rolls depend on is frozen"));
  g_assert_null (strchr ((*error)->message, '\n'));
  g_clear_error (error);
}

/* Issue 30 item 3 (RULES.md "Fair dice", second decision): once the seed is drawn, the ground,
 * the turn, the attacker, the forces present and their roles, the demoralized flags and the
 * ratio are refused as edits (the tactical rules are, from the seed or the first order on:
 * test-tactics.c); the name and hex still change. Once
 * the pre-battle rolls are made, the OOBs are not organized again. Nothing else changes. */
static void
test_rolled_setup_frozen (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "test");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  FfbBattleValues values;
  const FfbPresentSp *sp;
  FfbField field;

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    &error));
  sp = &g_array_index (battle->sides[FFB_SIDE_UNION].sps, FfbPresentSp, 0);
  before = ffb_xml_write_campaign (campaign);
  g_assert_false (ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, sp->group_id, sp->count + 1,
                                           &error));
  assert_refused_as_frozen (&error);
  g_assert_false (ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, sp->group_id, 0, &error));
  assert_refused_as_frozen (&error);
  g_assert_false (ffb_battle_set_leader_present (campaign, battle, FFB_SIDE_UNION, "u-div1",
                                                 FALSE, &error));
  assert_refused_as_frozen (&error);
  g_assert_false (ffb_battle_set_demoralized (battle, FFB_SIDE_CONFEDERATE, TRUE, &error));
  assert_refused_as_frozen (&error);
  g_assert_false (ffb_battle_set_leader_role (campaign, battle, FFB_SIDE_UNION, "u-army",
                                              FFB_ROLE_CORPS, &error));
  assert_refused_as_frozen (&error);
  for (int f = 0; f < 5; f++)
    {
      ffb_battle_values_of (battle, &values);
      if (f == 0)
        values.terrain = FFB_TERRAIN_FOREST;
      else if (f == 1)
        values.river = FFB_RIVER_NAVIGABLE;
      else if (f == 2)
        values.attacker = FFB_SIDE_CONFEDERATE;
      else if (f == 3)
        values.stands_per_sp = battle->stands_per_sp + 1;
      else
        values.months = FFB_MONTHS_NOV_FEB;
      g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
      assert_refused_as_frozen (&error);
    }
  after = ffb_xml_write_campaign (campaign);
  g_assert_cmpstr (after, ==, before);

  ffb_battle_values_of (battle, &values);
  values.name = "Renamed";
  values.hex = "0101";
  g_assert_true (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (battle->name, ==, "Renamed");
  g_free (battle->name);
  battle->name = g_strdup ("test");

  /* Before the pre-battle rolls the OOBs may still be organized; after them, not. */
  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  g_assert_no_error (error);
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, &error));
  g_assert_no_error (error);
  g_assert_false (ffb_battle_organize_side (campaign, battle, FFB_SIDE_UNION, &error));
  assert_refused_as_frozen (&error);
  g_assert_false (ffb_battle_organize_both (campaign, battle, &error));
  assert_refused_as_frozen (&error);
}

/* R7C, R8: a forest hex in Jul-Aug with the Union attacking 4 SPs of defenders. */
static void
test_summary_r7c_forest (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSetupSummary summary;

  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 4, NULL);
  battle->terrain = FFB_TERRAIN_FOREST;
  ffb_battle_summarize (campaign->rules, battle, &summary);
  g_assert_cmpint (summary.turns, ==, 30);
  g_assert_cmpint (summary.dawn, ==, 5 * 60);
  g_assert_cmpint (summary.dusk, ==, 19 * 60 + 30);
  g_assert_cmpint (summary.defender, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (summary.defender_stands, ==, 80);
  g_assert_cmpint (summary.breastworks_inches, ==, 20);
  g_assert_true (summary.flank_allowed[FFB_SIDE_UNION]);
  g_assert_cmpint (summary.flank_modifier[FFB_SIDE_UNION], ==, -1);
  g_assert_cmpint (summary.flank_modifier[FFB_SIDE_CONFEDERATE], ==, 0);
}

/* R7C: swamp forbids flank marches; R7D: so does a Demoralized defender. */
static void
test_summary_r7c_swamp_r7d (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSetupSummary summary;

  battle->terrain = FFB_TERRAIN_SWAMP;
  ffb_battle_summarize (campaign->rules, battle, &summary);
  g_assert_false (summary.flank_allowed[FFB_SIDE_UNION]);
  g_assert_false (summary.flank_allowed[FFB_SIDE_CONFEDERATE]);

  battle->terrain = FFB_TERRAIN_CLEAR;
  battle->sides[FFB_SIDE_CONFEDERATE].demoralized = TRUE;
  ffb_battle_summarize (campaign->rules, battle, &summary);
  g_assert_true (summary.flank_allowed[FFB_SIDE_UNION]);
  g_assert_false (summary.flank_allowed[FFB_SIDE_CONFEDERATE]);
}

static FfbOob *
two_divisions (FfbCampaign **campaign_out)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "c", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 2, NULL);
  *campaign_out = campaign;
  return ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
}

static FfbUnit *
first_of_kind (FfbUnit *unit, FfbUnitKind kind)
{
  if (unit->kind == kind)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = first_of_kind (g_ptr_array_index (unit->children, i), kind);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static FfbUnit *
other_division (FfbOob *oob, FfbUnit *division)
{
  FfbUnit *corps = division->parent;

  for (guint i = 0; i < corps->children->len; i++)
    if (g_ptr_array_index (corps->children, i) != division)
      return g_ptr_array_index (corps->children, i);
  return NULL;
}

/* R4E: a division left with one brigade is a finding on that division; moving back clears it. */
static void
test_move_brigade_r4e (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *from = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  FfbUnit *to = other_division (oob, from);
  g_autofree char *b1 = NULL, *b2 = NULL;

  g_assert_nonnull (to);
  g_assert_cmpuint (oob->findings->len, ==, 0);
  b1 = g_strdup (((FfbUnit *) g_ptr_array_index (from->children, 0))->id);
  b2 = g_strdup (((FfbUnit *) g_ptr_array_index (from->children, 1))->id);
  /* Dropped on the other division's first brigade: it joins that division. */
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, b1,
                                    ((FfbUnit *) g_ptr_array_index (to->children, 0))->id,
                                    &error));
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, b2, to->id, &error));
  g_assert_no_error (error);
  g_assert_true (ffb_oob_find_unit (oob, b1)->parent == to);
  g_assert_true (ffb_test_has_finding_on (oob, "R4E", from->id));

  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, b1, from->id, &error));
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, b2, from->id, &error));
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static gboolean
siblings_named_apart (const FfbUnit *command)
{
  for (guint i = 0; i < command->children->len; i++)
    for (guint j = i + 1; j < command->children->len; j++)
      if (g_str_equal (((FfbUnit *) command->children->pdata[i])->name,
                       ((FfbUnit *) command->children->pdata[j])->name))
        return FALSE;
  return TRUE;
}

/* A brigade cut from one division and pasted into another takes the name of its new place
 * ("4th Brigade" after three, as its code on the sheet says), and the brigades left behind close up ("2nd Brigade"
 * becomes "1st Brigade"): no division holds two "1st Brigade"s, so the sheet, the sealed
 * results and the aftermath's rows, which name a brigade by its path, tell them apart. */
static void
test_move_brigade_name_follows_place (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *from = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  FfbUnit *to = other_division (oob, from);
  FfbUnit *moved = g_ptr_array_index (from->children, 0);
  FfbUnit *stayed = g_ptr_array_index (from->children, 1);
  g_autofree char *moved_path = NULL, *stayed_path = NULL;
  g_autofree char *last_there = NULL, *last_back = NULL;

  g_assert_cmpstr (moved->name, ==, "1st Brigade");
  g_assert_cmpstr (stayed->name, ==, "2nd Brigade");
  /* Its place in the other division: after the brigades there. */
  last_there = ffb_ordinal_name (ffb_unit_count_kind (to, FFB_UNIT_BRIGADE) + 1, "Brigade");
  last_back = ffb_ordinal_name (ffb_unit_count_kind (from, FFB_UNIT_BRIGADE), "Brigade");
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, moved->id, to->id, &error));
  g_assert_no_error (error);
  g_assert_true (moved->parent == to);
  g_assert_cmpstr (moved->name, ==, last_there);
  g_assert_cmpstr (stayed->name, ==, "1st Brigade");
  g_assert_true (siblings_named_apart (to));
  moved_path = ffb_unit_path (moved);
  stayed_path = ffb_unit_path (stayed);
  g_assert_cmpstr (moved_path, !=, stayed_path);

  /* Moved back, it closes the gap it left and the other division is as before. */
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, moved->id, from->id, &error));
  g_assert_cmpstr (moved->name, ==, last_back);
  g_assert_cmpstr (stayed->name, ==, "1st Brigade");
  g_assert_true (siblings_named_apart (from) && siblings_named_apart (to));
}

/* Issue 35 item 9: a brigade put into a division goes with its brigades, before its
 * batteries, as organizing lays a division out. */
static void
test_insert_by_kind (void)
{
  FfbUnit *division = ffb_unit_new (FFB_UNIT_DIVISION, "d", "1st Division");
  FfbUnit *moved = ffb_unit_new (FFB_UNIT_BRIGADE, "b2", "2nd Brigade");
  FfbUnit *battery = ffb_unit_new (FFB_UNIT_BATTERY, "t", "Battery");

  ffb_unit_append (division, ffb_unit_new (FFB_UNIT_BRIGADE, "b1", "1st Brigade"));
  ffb_unit_append (division, battery);
  ffb_unit_insert_by_kind (division, moved);
  g_assert_cmpuint (division->children->len, ==, 3);
  g_assert_true (g_ptr_array_index (division->children, 1) == moved);
  g_assert_true (g_ptr_array_index (division->children, 2) == battery);
  g_assert_true (moved->parent == division);
  /* A battery goes last, after the batteries there. */
  ffb_unit_insert_by_kind (division, ffb_unit_new (FFB_UNIT_BATTERY, "t2", "Battery 2"));
  g_assert_cmpstr (((FfbUnit *) g_ptr_array_index (division->children, 3))->id, ==, "t2");
  ffb_unit_free (division);
}

/* A name the referee gave stays with the brigade, unless its new division already has one so
 * named: then it says where it came from. */
static void
test_move_brigade_own_name_unique (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *from = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  FfbUnit *to = other_division (oob, from);
  FfbUnit *moved = g_ptr_array_index (from->children, 0);
  FfbUnit *resident;
  g_autofree char *origin = ffb_unit_path (from);
  g_autofree char *expected = g_strdup_printf ("Iron Brigade (from %s)", origin);

  g_assert_nonnull (to);
  resident = g_ptr_array_index (to->children, 0);
  g_assert_true (ffb_oob_rename_unit (oob, moved->id, "Iron Brigade", &error));
  g_assert_true (ffb_oob_rename_unit (oob, resident->id, "Iron Brigade", &error));
  g_assert_no_error (error);
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, moved->id, to->id, &error));
  g_assert_cmpstr (moved->name, ==, expected);
  g_assert_cmpstr (resident->name, ==, "Iron Brigade");
  g_assert_true (siblings_named_apart (to));
}

static void
test_move_nonsense_refused (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *division = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  FfbUnit *brigade = first_of_kind (oob->army, FFB_UNIT_BRIGADE);

  /* A division cannot go inside itself, nor the army anywhere. */
  g_assert_false (ffb_oob_move_unit (oob, campaign->rules, division->id, brigade->id, &error)
                  && ffb_oob_find_unit (oob, division->id)->parent == brigade);
  g_clear_error (&error);
  g_assert_false (ffb_oob_move_unit (oob, campaign->rules, oob->army->id, division->id, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_null (ffb_oob_move_destination (oob, brigade->id, oob->army->id));
}

/* R4B: a 1-star leader put at the head of a corps is a finding. */
static void
test_swap_leaders_r4b (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *corps = first_of_kind (oob->army, FFB_UNIT_CORPS);
  FfbUnit *division = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  g_autofree char *corps_leader = g_strdup (corps->leader_id);

  g_assert_nonnull (corps);
  g_assert_true (ffb_oob_swap_leaders (oob, campaign->rules, corps->id, division->id, &error));
  g_assert_cmpstr (division->leader_id, ==, corps_leader);
  g_assert_true (ffb_test_has_finding_on (oob, "R4B", corps->id));
  g_assert_false (ffb_oob_swap_leaders (oob, campaign->rules, corps->id,
                                        first_of_kind (oob->army, FFB_UNIT_BRIGADE)->id,
                                        &error));
}

static void
test_rename (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *brigade = first_of_kind (oob->army, FFB_UNIT_BRIGADE);

  g_assert_true (ffb_oob_rename_unit (oob, brigade->id, "  Iron Brigade ", &error));
  g_assert_cmpstr (brigade->name, ==, "Iron Brigade");
  g_assert_false (ffb_oob_rename_unit (oob, brigade->id, " ", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (brigade->name, ==, "Iron Brigade");
}

/* Issue 30, item 9: a unit's name keeps the loader's rule for every name, else the campaign
 * could no longer be saved: at most 80 characters, one line, shown as written. */
static void
test_rename_one_visible_line (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  FfbUnit *brigade = first_of_kind (oob->army, FFB_UNIT_BRIGADE);
  g_autofree char *too_long = g_strnfill (81, 'b');
  struct { const char *name, *says; } cases[] = {
    { too_long, "A unit name has at most 80 characters." },
    { "Iron\tBrigade", "A unit name is one line, without tabs or other control characters." },
    { "Iron\xe2\x80\xae" "edagirB", "A unit name is shown as written, without characters "
                                  "that reorder text (bidirectional controls)." },
    { "\xe2\x80\x8b", "A unit needs a name." },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (ffb_oob_rename_unit (oob, brigade->id, cases[c].name, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, cases[c].says);
      g_assert_cmpstr (brigade->name, !=, cases[c].name);
    }
}

/* A moved brigade's "(from ...)" name stays within 80 characters, numbered apart all the same. */
static void
test_move_brigade_long_name_fits (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *from = first_of_kind (oob->army, FFB_UNIT_DIVISION);
  FfbUnit *to = other_division (oob, from);
  g_autofree char *longest = g_strnfill (80, 'n');
  FfbUnit *first = g_ptr_array_index (from->children, 0);
  FfbUnit *second = g_ptr_array_index (from->children, 1);

  g_assert_true (ffb_oob_rename_unit (oob, first->id, longest, &error));
  g_assert_true (ffb_oob_rename_unit (oob, second->id, "x", &error));
  g_assert_true (ffb_oob_rename_unit (oob, ((FfbUnit *) g_ptr_array_index (to->children, 0))->id,
                                      longest, &error));
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, first->id, to->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_utf8_strlen (first->name, -1), <=, 80);
  g_assert_true (siblings_named_apart (to));
  g_assert_true (ffb_oob_rename_unit (oob, second->id, longest, &error));
  g_assert_true (ffb_oob_move_unit (oob, campaign->rules, second->id, to->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_utf8_strlen (second->name, -1), <=, 80);
  g_assert_cmpstr (second->name, !=, first->name);
  g_assert_true (siblings_named_apart (to));
}

/* R4A: a stored OOB that no longer matches the force is a finding after the check. */
static void
test_check_oob_strength_r4a (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_divisions (&campaign);
  FfbBattle *battle = ffb_test_battle (campaign);

  ffb_battle_set_oob (battle, FFB_SIDE_UNION, oob);
  g_assert_cmpuint (ffb_battle_check_oob (campaign, battle, FFB_SIDE_UNION), ==, 0);
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "g", 1, NULL);
  g_assert_cmpuint (ffb_battle_check_oob (campaign, battle, FFB_SIDE_UNION), >, 0);
  g_assert_true (ffb_test_has_finding_on (oob, "R4A", oob->army->id));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit/campaign/leader-id-unique", test_leader_id_unique);
  g_test_add_func ("/edit/campaign/remove-leader-clears-references",
                   test_remove_leader_clears_references);
  g_test_add_func ("/edit/campaign/sp-totals", test_sp_totals);
  g_test_add_func ("/edit/battle/force-sps-and-leaders-R4B", test_force_sps_and_leaders);
  g_test_add_func ("/edit/battle/edit-setup", test_edit_setup);
  g_test_add_func ("/edit/battle/R9/fought-setup-refused", test_fought_setup_refused_r9);
  g_test_add_func ("/edit/battle/issue-30/rolled-setup-frozen", test_rolled_setup_frozen);
  g_test_add_func ("/edit/battle/summary-R7C-R8-forest", test_summary_r7c_forest);
  g_test_add_func ("/edit/battle/summary-R7C-swamp-R7D", test_summary_r7c_swamp_r7d);
  g_test_add_func ("/edit/oob/move-brigade-R4E", test_move_brigade_r4e);
  g_test_add_func ("/edit/oob/move-nonsense-refused", test_move_nonsense_refused);
  g_test_add_func ("/edit/oob/move-brigade-name-follows-place",
                   test_move_brigade_name_follows_place);
  g_test_add_func ("/edit/oob/move-brigade-own-name-unique", test_move_brigade_own_name_unique);
  g_test_add_func ("/edit/oob/moved-brigade-before-the-batteries", test_insert_by_kind);
  g_test_add_func ("/edit/oob/swap-leaders-R4B", test_swap_leaders_r4b);
  g_test_add_func ("/edit/oob/rename", test_rename);
  g_test_add_func ("/edit/oob/rename-one-visible-line", test_rename_one_visible_line);
  g_test_add_func ("/edit/oob/move-brigade-long-name-fits", test_move_brigade_long_name_fits);
  g_test_add_func ("/edit/oob/check-strength-R4A", test_check_oob_strength_r4a);
  return g_test_run ();
}
