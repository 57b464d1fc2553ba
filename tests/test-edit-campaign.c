/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-edit-campaign.c: making and unmaking a campaign's parts (ffb-edit.h): a new empty
 * campaign, SP groups and battles with their ids, the refusals at a field, and the rule for a
 * group a battle uses (taken out of a battle still to fight, refused by one fought or under
 * way). After every edit the campaign passes ffb_campaign_check and saves to a file that
 * loads again. */
#include <string.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-fraction.h"
#include "ffb-history.h"
#include "ffb-neutral.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

#define SEED "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* Valid, and its file loads back to the same text. */
static void
assert_valid (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *again = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;

  g_assert_true (ffb_campaign_check (campaign, &error));
  g_assert_no_error (error);
  xml = ffb_xml_write_campaign (campaign);
  loaded = ffb_xml_load_campaign (xml, strlen (xml), "edited", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  again = ffb_xml_write_campaign (loaded);
  g_assert_cmpstr (again, ==, xml);
}

static FfbSpGroup *
new_group (FfbCampaign *campaign, FfbSide side, const char *name, int count,
           const char *commander)
{
  FfbSpGroupValues values = { name, FFB_EXPERIENCE_GREEN, count, commander };
  g_autoptr(GError) error = NULL;
  FfbSpGroup *group = ffb_edit_new_sp_group (campaign, side, &values, &error);

  g_assert_no_error (error);
  g_assert_nonnull (group);
  return group;
}

static FfbBattle *
new_battle (FfbCampaign *campaign, const char *name)
{
  FfbBattleValues values;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle;

  ffb_battle_values_init (campaign, &values);
  values.name = name;
  battle = ffb_edit_new_battle (campaign, &values, &error);
  g_assert_no_error (error);
  g_assert_nonnull (battle);
  return battle;
}

static void
test_new_empty (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();

  g_assert_cmpstr (campaign->name, ==, "New campaign");
  g_assert_cmpint (campaign->year, ==, 1861);
  g_assert_cmpint (campaign->months, ==, FFB_MONTHS_MAR_APR);
  g_assert_cmpstr (campaign->rules_ref, ==, "default");
  g_assert_cmpuint (campaign->leaders->len, ==, 0);
  g_assert_cmpuint (campaign->sp_groups->len, ==, 0);
  g_assert_cmpuint (campaign->battles->len, ==, 0);
  assert_valid (campaign);
}

/* Leaders and groups share one id space; battles have their own. */
static void
test_ids_unique (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autofree char *leader_id = NULL, *long_id = NULL, *empty_id = NULL;
  g_autofree char *long_name = g_strnfill (200, 'x');
  FfbSpGroup *group = new_group (campaign, FFB_SIDE_UNION, "Sigel", 2, NULL);
  FfbSpGroup *second = new_group (campaign, FFB_SIDE_CONFEDERATE, "Sigel", 1, NULL);
  FfbBattle *battle = new_battle (campaign, "Sigel");

  g_assert_cmpstr (group->id, ==, "sigel");
  g_assert_cmpstr (second->id, ==, "sigel-2");
  g_assert_cmpstr (battle->id, ==, "sigel");
  leader_id = ffb_edit_new_leader_id (campaign, "Sigel");
  g_assert_cmpstr (leader_id, ==, "sigel-3");
  g_assert_true (ffb_campaign_add_leader (campaign, ffb_leader_new (leader_id, "Franz Sigel",
                                                                     FFB_SIDE_UNION, 2)));
  long_id = ffb_edit_new_sp_group_id (campaign, long_name);
  g_assert_cmpuint (strlen (long_id), <=, 64);
  empty_id = ffb_edit_new_sp_group_id (campaign, "…");
  g_assert_cmpstr (empty_id, ==, "sp-group");
  new_group (campaign, FFB_SIDE_UNION, long_name + 120, 1, NULL);
  assert_valid (campaign);
}

static void
assert_group_refused (FfbCampaign *campaign, const char *group_id, FfbSide side,
                      const FfbSpGroupValues *values, FfbField field, int code)
{
  g_autoptr(GError) error = NULL;
  FfbField got = FFB_FIELD_NONE;

  g_assert_false (ffb_edit_check_sp_group (campaign, group_id, side, values, &got, &error));
  g_assert_error (error, FFB_ERROR, code);
  g_assert_cmpint (got, ==, field);
  g_assert_nonnull (strchr (error->message, '.'));
}

static void
test_sp_group_fields (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbLeader *lee = ffb_leader_new ("lee", "Robert E. Lee", FFB_SIDE_CONFEDERATE, 4);
  FfbSpGroupValues values = { "  1st Corps ", FFB_EXPERIENCE_VETERAN, 4, NULL };
  g_autoptr(GError) error = NULL;
  FfbSpGroup *group;

  g_assert_true (ffb_campaign_add_leader (campaign, lee));
  group = ffb_edit_new_sp_group (campaign, FFB_SIDE_UNION, &values, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (group->name, ==, "1st Corps");
  g_assert_cmpint (group->count, ==, 4);

  values.name = " ";
  assert_group_refused (campaign, NULL, FFB_SIDE_UNION, &values, FFB_FIELD_NAME,
                        FFB_ERROR_INVALID);
  values.name = "1ST CORPS";
  assert_group_refused (campaign, NULL, FFB_SIDE_UNION, &values, FFB_FIELD_NAME,
                        FFB_ERROR_INVALID);
  /* The other side may use the name; the group itself keeps its own. */
  g_assert_true (ffb_edit_check_sp_group (campaign, NULL, FFB_SIDE_CONFEDERATE, &values,
                                          NULL, NULL));
  g_assert_true (ffb_edit_check_sp_group (campaign, group->id, FFB_SIDE_UNION, &values,
                                          NULL, NULL));
  values.count = FFB_MAX_SP + 1;
  assert_group_refused (campaign, group->id, FFB_SIDE_UNION, &values, FFB_FIELD_COUNT,
                        FFB_ERROR_INVALID);
  /* A new group needs an SP; one worn down to none stays, as the record of what it was. */
  values.count = 0;
  assert_group_refused (campaign, NULL, FFB_SIDE_CONFEDERATE, &values, FFB_FIELD_COUNT,
                        FFB_ERROR_INVALID);
  g_assert_true (ffb_edit_check_sp_group (campaign, group->id, FFB_SIDE_UNION, &values,
                                          NULL, NULL));
  values.count = 3;
  values.commander = "lee";
  assert_group_refused (campaign, group->id, FFB_SIDE_UNION, &values, FFB_FIELD_COMMANDER,
                        FFB_ERROR_INVALID);
  values.commander = NULL;
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_cmpint (group->count, ==, 3);
  g_assert_cmpstr (group->name, ==, "1ST CORPS");
  assert_valid (campaign);
}

/* The weapons note for the OOB sheet: kept on one line and trimmed, empty for none, and
 * refused at its own field past 40 characters (counted as the referee counts them). */
static void
test_sp_group_weapons (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbSpGroupValues values = { "Iron Brigade", FFB_EXPERIENCE_VETERAN, 1, NULL,
                              "  Springfield\n rifled muskets " };
  g_autofree char *too_long = g_strnfill (FFB_MAX_WEAPONS + 1, 'x');
  g_autoptr(GError) error = NULL;
  FfbSpGroup *group = ffb_edit_new_sp_group (campaign, FFB_SIDE_UNION, &values, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (group->weapons, ==, "Springfield rifled muskets");

  values.weapons = too_long;
  assert_group_refused (campaign, group->id, FFB_SIDE_UNION, &values, FFB_FIELD_WEAPONS,
                        FFB_ERROR_INVALID);
  g_assert_false (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "A weapons note has at most 40 characters, not 41.");
  g_assert_cmpstr (group->weapons, ==, "Springfield rifled muskets");
  g_clear_error (&error);
  /* A new group is refused the same way, and white space around a note does not count. */
  assert_group_refused (campaign, NULL, FFB_SIDE_CONFEDERATE, &values, FFB_FIELD_WEAPONS,
                        FFB_ERROR_INVALID);
  values.weapons = "  Fusils ray\xc3\xa9s, Enfields, quelques Lorenz!  ";
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_no_error (error);

  values.weapons = " ";
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_null (group->weapons);
  values.weapons = NULL;
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_null (group->weapons);
  assert_valid (campaign);
}

static const char *
first_brigade_weapons (const FfbBattle *battle)
{
  const FfbUnit *unit = battle->oob[FFB_SIDE_UNION]->army;

  while (unit->kind != FFB_UNIT_BRIGADE)
    unit = unit->children->pdata[0];
  return unit->weapons;
}

/* A note changed on the group reaches its brigades in the OOBs stored for battles still to
 * fight; a fought battle keeps what its brigades carried. */
static void
test_sp_group_weapons_carried (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *ahead = ffb_test_battle (campaign);
  FfbBattle *fought = new_battle (campaign, "Antietam");
  FfbSpGroup *group = ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN,
                                        1, NULL);
  FfbSpGroupValues values = { group->name, group->experience, group->count, NULL,
                              "Spencer carbines" };
  g_autoptr(GError) error = NULL;

  group->weapons = g_strdup ("Rifled muskets");
  ffb_battle_set_sp_count (fought, FFB_SIDE_UNION, group->id, 1, NULL);
  g_assert_nonnull (ffb_battle_ensure_oob (campaign, ahead, FFB_SIDE_UNION, NULL));
  g_assert_nonnull (ffb_battle_ensure_oob (campaign, fought, FFB_SIDE_UNION, NULL));
  fought->fought = TRUE;
  g_assert_cmpstr (first_brigade_weapons (ahead), ==, "Rifled muskets");

  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (first_brigade_weapons (ahead), ==, "Spencer carbines");
  g_assert_cmpstr (first_brigade_weapons (fought), ==, "Rifled muskets");
}

/* R4A: a battle still to fight holds the group to the SPs it takes; a fought one does not. */
static void
test_sp_group_count_in_use (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbSpGroup *group = new_group (campaign, FFB_SIDE_UNION, "Army of the Potomac", 6, NULL);
  FfbBattle *first = new_battle (campaign, "Antietam");
  FfbBattle *second = new_battle (campaign, "Fredericksburg");
  FfbSpGroupValues values = { group->name, group->experience, 3, NULL };
  FfbBattle *holding = NULL;
  g_autoptr(GError) error = NULL;

  ffb_battle_set_sp_count (first, FFB_SIDE_UNION, group->id, 5, NULL);
  ffb_battle_set_sp_count (second, FFB_SIDE_UNION, group->id, 4, NULL);
  g_assert_cmpint (ffb_edit_sp_group_least_count (campaign, group->id, &holding), ==, 5);
  g_assert_true (holding == first);
  assert_group_refused (campaign, group->id, FFB_SIDE_UNION, &values, FFB_FIELD_COUNT,
                        FFB_ERROR_IN_USE);
  g_assert_false (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "Antietam"));
  g_assert_cmpint (group->count, ==, 6);
  g_clear_error (&error);

  first->fought = TRUE;
  values.count = 4;
  g_assert_true (ffb_edit_sp_group (campaign, group->id, &values, &error));
  g_assert_no_error (error);
  g_assert_cmpint (group->count, ==, 4);
  assert_valid (campaign);
}

/* The decision for a group a battle uses: a battle still to fight, whose neutral party has
 * not begun, loses the group, its stored OOBs (organized again) and its R9F pick of it. */
static void
test_remove_sp_group_takes_it_out (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 2, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "gone", FFB_EXPERIENCE_GREEN, 2, "grant");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "kept", FFB_EXPERIENCE_VETERAN, 2, "grant");
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "rebels", FFB_EXPERIENCE_GREEN, 3, NULL);
  ffb_battle_add_sp (battle, FFB_SIDE_UNION, "gone", 0); /* a second entry, for 0 SP */
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_nonnull (ffb_battle_ensure_oob (campaign, battle, side, &error));
  g_assert_no_error (error);
  battle->draft_crack_group = g_strdup ("gone");

  battles = ffb_edit_sp_group_battles (campaign, "gone");
  g_assert_cmpuint (battles->len, ==, 1);
  g_assert_true (ffb_edit_remove_sp_group (campaign, "gone", &error));
  g_assert_no_error (error);
  g_assert_null (ffb_campaign_find_sp_group (campaign, "gone"));
  g_assert_cmpint (ffb_battle_sp_count (battle, FFB_SIDE_UNION, "gone"), ==, 0);
  g_assert_cmpuint (battle->sides[FFB_SIDE_UNION].sps->len, ==, 1);
  g_assert_cmpint (ffb_battle_sp_count (battle, FFB_SIDE_UNION, "kept"), ==, 2);
  g_assert_null (battle->oob[FFB_SIDE_UNION]);
  g_assert_null (battle->oob[FFB_SIDE_CONFEDERATE]);
  g_assert_null (battle->draft_crack_group);
  assert_valid (campaign);
  g_assert_nonnull (ffb_battle_ensure_oob (campaign, battle, FFB_SIDE_UNION, &error));
  g_assert_no_error (error);

  g_assert_false (ffb_edit_remove_sp_group (campaign, "gone", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
}

/* ...while a battle fought (its record) or under way (its secrets) refuses, and keeps all. */
static void
test_remove_sp_group_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  battle->fought = TRUE;
  g_assert_false (ffb_edit_can_remove_sp_group (campaign, "veterans", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "record"));
  g_clear_error (&error);
  g_assert_false (ffb_edit_remove_sp_group (campaign, "veterans", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_nonnull (ffb_campaign_find_sp_group (campaign, "veterans"));
  g_assert_cmpint (ffb_battle_sp_count (battle, FFB_SIDE_UNION, "veterans"), ==, 2);

  battle->fought = FALSE;
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, SEED, &error));
  g_assert_false (ffb_edit_remove_sp_group (campaign, "veterans", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "secrets"));
  g_assert_cmpint (ffb_battle_sp_count (battle, FFB_SIDE_UNION, "veterans"), ==, 2);
  assert_valid (campaign);
}

static void
test_remove_unused_sp_group (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbSpGroup *group = new_group (campaign, FFB_SIDE_CONFEDERATE, "Reserves", 1, NULL);
  g_autofree char *id = g_strdup (group->id);
  g_autoptr(GPtrArray) battles = ffb_edit_sp_group_battles (campaign, id);

  new_battle (campaign, "Shiloh");
  g_assert_cmpuint (battles->len, ==, 0);
  g_assert_true (ffb_edit_remove_sp_group (campaign, id, NULL));
  g_assert_cmpuint (campaign->sp_groups->len, ==, 0);
  assert_valid (campaign);
}

/* R1, R4A: a new battle starts at the campaign's turn and the rule set's ratio. */
static void
test_new_battle_defaults (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbBattleValues values;
  FfbBattle *battle;

  campaign->year = 1863;
  campaign->months = FFB_MONTHS_JUL_AUG;
  ffb_battle_values_init (campaign, &values);
  g_assert_cmpint (values.year, ==, 1863);
  g_assert_cmpint (values.months, ==, FFB_MONTHS_JUL_AUG);
  g_assert_cmpint (values.stands_per_sp, ==, campaign->rules->stands_per_sp);
  g_assert_cmpint (values.batteries_per_sp, ==, campaign->rules->batteries_per_sp);
  values.name = " Gettysburg ";
  values.hex = "1805";
  values.terrain = FFB_TERRAIN_FOREST;
  values.attacker = FFB_SIDE_CONFEDERATE;
  battle = ffb_edit_new_battle (campaign, &values, NULL);
  g_assert_nonnull (battle);
  g_assert_cmpstr (battle->id, ==, "gettysburg");
  g_assert_cmpstr (battle->name, ==, "Gettysburg");
  g_assert_cmpstr (battle->hex, ==, "1805");
  g_assert_cmpint (battle->year, ==, 1863);
  g_assert_cmpint (battle->terrain, ==, FFB_TERRAIN_FOREST);
  g_assert_cmpint (battle->attacker, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (battle->stands_per_sp, ==, campaign->rules->stands_per_sp);
  g_assert_cmpuint (battle->sides[FFB_SIDE_UNION].sps->len, ==, 0);
  g_assert_true (ffb_campaign_find_battle (campaign, "gettysburg") == battle);
  assert_valid (campaign);
}

static void
assert_battle_refused (FfbCampaign *campaign, const FfbBattleValues *values, FfbField field)
{
  g_autoptr(GError) error = NULL;
  FfbField got = FFB_FIELD_NONE;
  guint before = campaign->battles->len;

  g_assert_false (ffb_edit_check_battle (campaign, values, &got, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (got, ==, field);
  g_clear_error (&error);
  g_assert_null (ffb_edit_new_battle (campaign, values, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpuint (campaign->battles->len, ==, before);
}

static void
test_new_battle_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbBattleValues values;

  new_battle (campaign, "Shiloh");
  ffb_battle_values_init (campaign, &values);
  assert_battle_refused (campaign, &values, FFB_FIELD_NAME);
  values.name = "shiloh ";
  assert_battle_refused (campaign, &values, FFB_FIELD_NAME);
  values.name = "Perryville";
  values.hex = "a hex much longer than any hex";
  assert_battle_refused (campaign, &values, FFB_FIELD_HEX);
  values.hex = "3312";
  values.stands_per_sp = 0;
  assert_battle_refused (campaign, &values, FFB_FIELD_RATIO);
  values.stands_per_sp = 20;
  g_assert_true (ffb_edit_check_battle (campaign, &values, NULL, NULL));
}

/* A battle leaves with its OOBs, secrets and draft; one carried back to the campaign stays. */
static void
test_remove_battle (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbBattle *fought = new_battle (campaign, "Bull Run");
  FfbChange *change = ffb_change_new (FFB_CHANGE_AFTERMATH, 1);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 2, NULL);
  g_assert_nonnull (ffb_battle_ensure_oob (campaign, battle, FFB_SIDE_UNION, NULL));
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, SEED, NULL));
  change->battle_id = g_strdup (fought->id);
  ffb_history_push (campaign, change);

  g_assert_false (ffb_edit_remove_battle (campaign, fought->id, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_true (ffb_edit_remove_battle (campaign, "test", &error));
  g_assert_no_error (error);
  g_assert_null (ffb_campaign_find_battle (campaign, "test"));
  g_assert_cmpuint (campaign->battles->len, ==, 1);
  g_assert_false (ffb_edit_remove_battle (campaign, "test", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  assert_valid (campaign);
}

static void
add_side (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, const char *prefix)
{
  for (int i = 1; i <= 2; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s leader %d", prefix, i);
      g_autofree char *id = ffb_edit_new_leader_id (campaign, name);
      g_autofree char *group_name = g_strdup_printf ("%s group %d", prefix, i);
      FfbSpGroup *group;

      g_assert_true (ffb_campaign_add_leader (campaign, ffb_leader_new (id, name, side, i)));
      group = new_group (campaign, side, group_name, 2, id);
      ffb_battle_set_sp_count (battle, side, group->id, 2, NULL);
      ffb_battle_set_leader_present (campaign, battle, side, id, TRUE, NULL);
    }
}

/* A campaign made from nothing saves, loads back and organizes (R4A-R4E) without errors. */
static void
test_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  FfbBattle *battle = new_battle (campaign, "Pea Ridge");

  add_side (campaign, battle, FFB_SIDE_UNION, "Union");
  add_side (campaign, battle, FFB_SIDE_CONFEDERATE, "Confederate");
  xml = ffb_xml_write_campaign (campaign);
  loaded = ffb_xml_load_campaign (xml, strlen (xml), "round trip", &error);
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (loaded, "pea-ridge");
  g_assert_nonnull (battle);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      FfbOob *oob = ffb_battle_ensure_oob (loaded, battle, side, &error);

      g_assert_no_error (error);
      g_assert_nonnull (oob);
      g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 4 * battle->stands_per_sp);
    }
  assert_valid (loaded);
}

/* A leader killed or captured leaves the battles still to fight (their stored OOBs are
 * organized again); a battle under way, whose secrets may name him, refuses; a fought one
 * keeps him as its record. The campaign stays valid whatever is refused. */
static void
test_leader_lost (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (&error);
  FfbBattle *pea_ridge = ffb_campaign_find_battle (campaign, "pea-ridge");
  FfbBattle *south_mountain = ffb_campaign_find_battle (campaign, "south-mountain");

  g_assert_true (ffb_battle_ensure_oob (campaign, pea_ridge, FFB_SIDE_UNION, NULL) != NULL);
  g_assert_true (ffb_edit_set_leader_status (campaign, "curtis", FFB_LEADER_KILLED, NULL));
  g_assert_cmpint (ffb_campaign_find_leader (campaign, "curtis")->status, ==,
                   FFB_LEADER_KILLED);
  g_assert_null (pea_ridge->oob[FFB_SIDE_UNION]);
  assert_valid (campaign);
  g_assert_true (ffb_edit_set_leader_status (campaign, "curtis", FFB_LEADER_ACTIVE, NULL));

  /* Under way: refused, nothing changed. */
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (pea_ridge), pea_ridge, SEED, NULL));
  g_assert_false (ffb_edit_set_leader_status (campaign, "sigel", FFB_LEADER_CAPTURED,
                                              &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "Pea Ridge"));
  g_clear_error (&error);
  g_assert_cmpint (ffb_campaign_find_leader (campaign, "sigel")->status, ==, FFB_LEADER_ACTIVE);
  g_assert_false (ffb_edit_remove_leader (campaign, "sigel", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_nonnull (ffb_campaign_find_leader (campaign, "sigel"));

  /* Fought: he stays its record; wounded is no loss for a battle still to fight. */
  pea_ridge->fought = TRUE;
  g_assert_true (ffb_edit_set_leader_status (campaign, "sigel", FFB_LEADER_KILLED, NULL));
  g_assert_false (ffb_edit_remove_leader (campaign, "sigel", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_true (south_mountain != NULL);
  assert_valid (campaign);
}

static const char *
present_leader (FfbBattle *battle, FfbSide side, guint i)
{
  return g_array_index (battle->sides[side].leaders, FfbPresentLeader, i).leader_id;
}

/* R4B: of two 3-stars, the senior leads the army and the other a corps. The one added second
 * is junior; moved up the seniority, he leads the army. Moving him passes over the other
 * side's leaders, and a battle's force follows the new order. */
static void
test_leader_seniority_r4b (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) before = NULL, after = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "older", 3, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "rebel", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "three-star", 3, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 6, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "r", FFB_EXPERIENCE_VETERAN, 2, NULL);
  before = ffb_organize (campaign, battle, FFB_SIDE_UNION, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (before->army->leader_id, ==, "older");

  g_assert_true (ffb_edit_move_leader (campaign, "three-star", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (((FfbLeader *) campaign->leaders->pdata[0])->id, ==, "three-star");
  g_assert_cmpstr (((FfbLeader *) campaign->leaders->pdata[1])->id, ==, "rebel");
  g_assert_cmpstr (((FfbLeader *) campaign->leaders->pdata[2])->id, ==, "older");
  g_assert_cmpstr (present_leader (battle, FFB_SIDE_UNION, 0), ==, "three-star");
  after = ffb_organize (campaign, battle, FFB_SIDE_UNION, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (after->army->leader_id, ==, "three-star");
  assert_valid (campaign);

  /* Already the most senior: refused, nothing moves. */
  g_assert_false (ffb_edit_move_leader (campaign, "three-star", -1, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "most senior Union leader"));
  g_assert_cmpstr (((FfbLeader *) campaign->leaders->pdata[0])->id, ==, "three-star");
  g_clear_error (&error);
  g_assert_true (ffb_edit_move_leader (campaign, "three-star", 1, &error));
  g_assert_cmpstr (((FfbLeader *) campaign->leaders->pdata[2])->id, ==, "three-star");
  g_assert_cmpstr (present_leader (battle, FFB_SIDE_UNION, 0), ==, "older");
}

/* R1, R10A (issue 13, point 7): a battle's turn against the campaign's: none for the
 * campaign's own, a warning for a later one (with the way to move on) and for an earlier
 * one; the campaign's turn moves only to a turn of the war. */
static void
test_battle_turn_warning (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autofree char *later = NULL, *earlier = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_edit_battle_turn_warning (campaign, 1861, FFB_MONTHS_MAR_APR));
  later = ffb_edit_battle_turn_warning (campaign, 1862, FFB_MONTHS_MAY_JUN);
  g_assert_cmpstr (later, ==, "May-Jun 1862 is after the campaign's turn, Mar-Apr 1861: a "
                   "battle is fought in the campaign's turn (R1), and its leaders' promotion "
                   "counters would be placed at turn 7, to wait until that turn's "
                   "Reinforcement Phase (R10A, R10B). Advance the campaign to May-Jun 1862 if "
                   "the war has moved on.");
  g_assert_true (ffb_edit_set_turn (campaign, 1862, FFB_MONTHS_MAY_JUN, &error));
  g_assert_no_error (error);
  g_assert_null (ffb_edit_battle_turn_warning (campaign, 1862, FFB_MONTHS_MAY_JUN));
  earlier = ffb_edit_battle_turn_warning (campaign, 1861, FFB_MONTHS_MAR_APR);
  g_assert_nonnull (strstr (earlier, "Mar-Apr 1861 is before the campaign's turn, May-Jun "
                                     "1862"));
  g_assert_nonnull (strstr (earlier, "placed at turn 1, whose Reinforcement Phase has gone by"));
  g_assert_false (ffb_edit_set_turn (campaign, 1871, FFB_MONTHS_MAR_APR, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (campaign->year, ==, 1862);
}

/* R9A (issue 13, point 7): the losses carried short of a whole SP, in words. */
static void
test_carried_text (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autofree char *text = NULL, *odd = NULL;

  g_assert_null (ffb_edit_carried_text (campaign, FFB_SIDE_UNION));
  campaign->carried[FFB_SIDE_UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_make (3, 10);
  campaign->carried[FFB_SIDE_UNION][FFB_EXPERIENCE_CRACK] = ffb_fraction_make (1, 2);
  text = ffb_edit_carried_text (campaign, FFB_SIDE_UNION);
  g_assert_cmpstr (text, ==, "3/10 of a veteran SP (6 stands at 20 a SP) · 1/2 of a crack SP "
                             "(10 stands)");
  g_assert_null (ffb_edit_carried_text (campaign, FFB_SIDE_CONFEDERATE));
  /* Not whole stands at the rule set's ratio: the fraction alone. */
  campaign->carried[FFB_SIDE_CONFEDERATE][FFB_EXPERIENCE_GREEN] = ffb_fraction_make (1, 3);
  odd = ffb_edit_carried_text (campaign, FFB_SIDE_CONFEDERATE);
  g_assert_cmpstr (odd, ==, "1/3 of a green SP");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit-campaign/new-empty", test_new_empty);
  g_test_add_func ("/edit-campaign/leader-seniority-R4B", test_leader_seniority_r4b);
  g_test_add_func ("/edit-campaign/ids-unique", test_ids_unique);
  g_test_add_func ("/edit-campaign/sp-group/fields", test_sp_group_fields);
  g_test_add_func ("/edit-campaign/sp-group/count-in-use-R4A", test_sp_group_count_in_use);
  g_test_add_func ("/edit-campaign/sp-group/weapons", test_sp_group_weapons);
  g_test_add_func ("/edit-campaign/sp-group/weapons-carried-to-stored-oobs",
                   test_sp_group_weapons_carried);
  g_test_add_func ("/edit-campaign/sp-group/remove-takes-it-out",
                   test_remove_sp_group_takes_it_out);
  g_test_add_func ("/edit-campaign/sp-group/remove-refused", test_remove_sp_group_refused);
  g_test_add_func ("/edit-campaign/sp-group/remove-unused", test_remove_unused_sp_group);
  g_test_add_func ("/edit-campaign/battle/new-defaults-R1-R4A", test_new_battle_defaults);
  g_test_add_func ("/edit-campaign/battle/new-refused", test_new_battle_refused);
  g_test_add_func ("/edit-campaign/battle/remove", test_remove_battle);
  g_test_add_func ("/edit-campaign/round-trip-organize", test_round_trip);
  g_test_add_func ("/edit-campaign/leader/lost-R9D", test_leader_lost);
  g_test_add_func ("/edit-campaign/battle/turn-warning-R1-R10A", test_battle_turn_warning);
  g_test_add_func ("/edit-campaign/carried-losses-R9A", test_carried_text);
  return g_test_run ();
}
