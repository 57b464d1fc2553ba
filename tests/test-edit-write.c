/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-edit-write.c: the checked edits the app's pages make (ffb-edit.h), one write path: the
 * campaign's name and turn, a leader added or changed, a side organized and a leader's role.
 * Each refusal names what is wrong and changes nothing; each accepted edit leaves a campaign
 * that ffb_campaign_check (and so the file's loader) takes. */
#include <string.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"

static void
assert_loads (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) loaded = ffb_xml_load_campaign (xml, strlen (xml), "edited", &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
}

/* Campaign name */

static void
test_name_kept_trimmed (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_edit_set_name (campaign, "  Valley Campaign ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (campaign->name, ==, "Valley Campaign");
  assert_loads (campaign);
}

static void
assert_name_refused (FfbCampaign *campaign, const char *name, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = g_strdup (campaign->name);

  g_assert_false (ffb_edit_set_name (campaign, name, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, words));
  g_assert_cmpstr (campaign->name, ==, before);
}

static void
test_name_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autofree char *long_name = g_strnfill (81, 'a');

  assert_name_refused (campaign, "", "needs a name");
  assert_name_refused (campaign, "   ", "needs a name");
  assert_name_refused (campaign, NULL, "needs a name");
  assert_name_refused (campaign, long_name, "at most 80");
  assert_name_refused (campaign, "Valley\tCampaign", "control characters");
  assert_name_refused (campaign, "Valley\nCampaign", "control characters");
  /* Issue 30, item 9: what the loader refuses, the editor never keeps. */
  assert_name_refused (campaign, "Valley\xe2\x80\xae" "ngiapmaC", "bidirectional controls");
  assert_name_refused (campaign, "\xe2\x80\x8b\xe2\x80\x8b", "needs a name");
}

/* Battle and SP group names and the hex take one line too: the loader refuses the rest. */
static void
test_battle_name_one_line (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbBattleValues values;
  FfbField field = FFB_FIELD_NONE;
  g_autoptr(GError) error = NULL, hex_error = NULL;

  ffb_battle_values_of (battle, &values);
  values.name = "Cross\nKeys";
  g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (field, ==, FFB_FIELD_NAME);
  g_assert_cmpstr (battle->name, ==, "test");
  ffb_battle_values_of (battle, &values);
  values.hex = "21\t14";
  g_assert_false (ffb_battle_edit_setup (campaign, battle, &values, &field, &hex_error));
  g_assert_error (hex_error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (field, ==, FFB_FIELD_HEX);
}

/* R1: the campaign's CW turn */

static void
test_turn (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_edit_set_turn (campaign, 1862, FFB_MONTHS_MAY_JUN, NULL));
  g_assert_cmpint (campaign->year, ==, 1862);
  g_assert_false (ffb_edit_set_turn (campaign, FFB_LAST_YEAR + 1, FFB_MONTHS_JUL_AUG, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpint (campaign->year, ==, 1862);
  g_assert_cmpint (campaign->months, ==, FFB_MONTHS_MAY_JUN);
}

/* Leaders (R4B, R7A, R7B(1), R11D, L1) */

static FfbLeader *
typed_leader (const char *name, int stars)
{
  FfbLeader *typed = ffb_leader_new ("typed", name, FFB_SIDE_UNION, stars);

  typed->initiative = 3;
  typed->tactical = 1;
  typed->army_command = -1;
  return typed;
}

static void
test_leader_new_and_edit (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbLeader *typed = typed_leader (" T. J. Jackson ", 2);
  FfbLeaderCounter three = { 3, 4, 2, 1 };
  g_autoptr(GError) error = NULL;
  FfbLeader *leader;

  ffb_leader_set_counter (typed, &three);
  leader = ffb_edit_new_leader (campaign, FFB_SIDE_CONFEDERATE, typed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  g_assert_true (ffb_campaign_find_leader (campaign, leader->id) == leader);
  g_assert_cmpstr (leader->id, ==, "t-j-jackson");
  g_assert_cmpstr (leader->name, ==, "T. J. Jackson");
  g_assert_cmpint (leader->side, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (leader->stars, ==, 2);
  g_assert_cmpint (leader->initiative, ==, 3);
  g_assert_cmpint (leader->other_counters->len, ==, 1);
  assert_loads (campaign);

  typed->cavalry = TRUE;
  typed->tactical = -2;
  g_assert_true (ffb_edit_leader (campaign, leader->id, typed, &error));
  g_assert_no_error (error);
  g_assert_true (leader->cavalry);
  g_assert_cmpint (leader->tactical, ==, -2);
  g_assert_cmpint (leader->side, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpstr (leader->id, ==, "t-j-jackson");
  assert_loads (campaign);
  ffb_leader_free (typed);
}

/* Each refusal leaves the leader, and the campaign, as they were. */
static void
assert_leader_refused (FfbCampaign *campaign, FfbLeader *leader, FfbLeader *typed,
                       const char *words)
{
  g_autoptr(GError) error = NULL, new_error = NULL;
  g_autofree char *before = ffb_xml_write_campaign (campaign);
  g_autofree char *after = NULL;

  g_assert_false (ffb_edit_leader (campaign, leader->id, typed, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, words));
  g_assert_null (ffb_edit_new_leader (campaign, FFB_SIDE_UNION, typed, &new_error));
  g_assert_error (new_error, FFB_ERROR, FFB_ERROR_INVALID);
  after = ffb_xml_write_campaign (campaign);
  g_assert_cmpstr (after, ==, before);
}

static void
test_leader_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbLeader *leader = ffb_test_add_leader (campaign, FFB_SIDE_UNION, "banks", 2, 0, 0, FALSE);
  FfbLeaderCounter twice = { 3, 2, 0, 0 };
  g_autoptr(GError) error = NULL;
  FfbLeader *typed;

  typed = typed_leader ("", 2);
  assert_leader_refused (campaign, leader, typed, "needs a name");
  g_free (typed->name);
  typed->name = g_strdup ("N. P.\tBanks");
  assert_leader_refused (campaign, leader, typed, "control characters");
  g_free (typed->name);
  typed->name = g_strdup ("N. P. Banks");
  typed->stars = 5;
  assert_leader_refused (campaign, leader, typed, "stars (R4B)");
  typed->stars = 2;
  typed->initiative = 0;
  assert_leader_refused (campaign, leader, typed, "initiative (R7B(1))");
  typed->initiative = 2;
  typed->tactical = 3;
  assert_leader_refused (campaign, leader, typed, "tactical rating (R7A)");
  typed->tactical = 0;
  typed->army_command = -4;
  assert_leader_refused (campaign, leader, typed, "army command rating (R11D)");
  typed->army_command = 0;
  /* L1: one counter a rank (set_counter would replace it, so they are put in by hand). */
  g_array_append_val (typed->other_counters, twice);
  g_array_append_val (typed->other_counters, twice);
  assert_leader_refused (campaign, leader, typed, "(L1)");
  g_array_set_size (typed->other_counters, 0);

  g_assert_false (ffb_edit_leader (campaign, "nobody", typed, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  ffb_leader_free (typed);
}

/* Forces: organizing a side, and R4B's role of a 3-star leader */

static void
test_organize_side (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "banks", 2, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, "banks");
  g_assert_null (battle->oob[FFB_SIDE_UNION]);
  g_assert_true (ffb_battle_organize_side (campaign, battle, FFB_SIDE_UNION, &error));
  g_assert_no_error (error);
  g_assert_nonnull (battle->oob[FFB_SIDE_UNION]);
  g_assert_null (battle->oob[FFB_SIDE_CONFEDERATE]);
}

static void
test_organize_side_fought_r9 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  battle->fought = TRUE;
  g_assert_false (ffb_battle_organize_side (campaign, battle, FFB_SIDE_UNION, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_null (battle->oob[FFB_SIDE_UNION]);
}

/* The OOB page's Organize: both sides in one undo step, or neither. */
static void
test_organize_both (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "greys", FFB_EXPERIENCE_GREEN, 2, NULL);
  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  g_assert_no_error (error);
  g_assert_nonnull (battle->oob[FFB_SIDE_UNION]);
  g_assert_nonnull (battle->oob[FFB_SIDE_CONFEDERATE]);
}

static void
test_organize_both_or_neither_r9 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "greys", FFB_EXPERIENCE_GREEN, 2, NULL);
  battle->fought = TRUE;
  g_assert_false (ffb_battle_organize_both (campaign, battle, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_null (battle->oob[FFB_SIDE_UNION]);
  g_assert_null (battle->oob[FFB_SIDE_CONFEDERATE]);
}

static void
test_leader_role_r4b (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  FfbOob *stored;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "pope", 3, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 4, "pope");
  g_assert_true (ffb_battle_organize_side (campaign, battle, FFB_SIDE_UNION, NULL));
  stored = battle->oob[FFB_SIDE_UNION];
  g_assert_true (ffb_battle_set_leader_role (campaign, battle, FFB_SIDE_UNION, "pope",
                                             FFB_ROLE_CORPS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ffb_battle_find_leader (battle, FFB_SIDE_UNION, "pope")->role, ==,
                   FFB_ROLE_CORPS);
  /* Organized again for the role. */
  g_assert_true (battle->oob[FFB_SIDE_UNION] != stored);
  assert_loads (campaign);
}

static void
test_leader_role_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) absent = NULL, invalid = NULL, fought = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "pope", 3, 0, 0, FALSE);
  g_assert_false (ffb_battle_set_leader_role (campaign, battle, FFB_SIDE_CONFEDERATE, "pope",
                                              FFB_ROLE_ARMY, &absent));
  g_assert_error (absent, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_false (ffb_battle_set_leader_role (campaign, battle, FFB_SIDE_UNION, "pope",
                                              (FfbRole) 7, &invalid));
  g_assert_error (invalid, FFB_ERROR, FFB_ERROR_INVALID);
  battle->fought = TRUE;
  g_assert_false (ffb_battle_set_leader_role (campaign, battle, FFB_SIDE_UNION, "pope",
                                              FFB_ROLE_ARMY, &fought));
  g_assert_error (fought, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_cmpint (ffb_battle_find_leader (battle, FFB_SIDE_UNION, "pope")->role, ==,
                   FFB_ROLE_AUTO);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit-write/campaign-name/kept-trimmed", test_name_kept_trimmed);
  g_test_add_func ("/edit-write/campaign-name/refused", test_name_refused);
  g_test_add_func ("/edit-write/battle-name/one-line-R2", test_battle_name_one_line);
  g_test_add_func ("/edit-write/campaign-turn-R1", test_turn);
  g_test_add_func ("/edit-write/leader/new-and-edit-L1", test_leader_new_and_edit);
  g_test_add_func ("/edit-write/leader/refused-R4B-R7A-R7B-R11D-L1", test_leader_refused);
  g_test_add_func ("/edit-write/forces/organize-side-R4", test_organize_side);
  g_test_add_func ("/edit-write/forces/organize-fought-R9", test_organize_side_fought_r9);
  g_test_add_func ("/edit-write/forces/organize-both-R4", test_organize_both);
  g_test_add_func ("/edit-write/forces/organize-both-or-neither-R9",
                   test_organize_both_or_neither_r9);
  g_test_add_func ("/edit-write/forces/leader-role-R4B", test_leader_role_r4b);
  g_test_add_func ("/edit-write/forces/leader-role-refused-R4B-R9", test_leader_role_refused);
  return g_test_run ();
}
