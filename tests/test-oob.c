/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-oob.c: the OOB tree and its check. Moving units by hand (as the OOB editor will) must
 * bring up the finding of the rule it breaks, and moving them back must clear it. */
#include "ffb-export.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-test-checks.h"

#include <string.h>

static FfbOob *
two_division_oob (FfbCampaign **campaign_out)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 2, NULL);
  *campaign_out = campaign;
  return ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
}

static void
test_move_brigade_breaks_r4e (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *from = ffb_oob_find_unit (oob, "union.d1");
  FfbUnit *to = ffb_oob_find_unit (oob, "union.d2");
  FfbUnit *brigade;

  g_assert_nonnull (from);
  g_assert_nonnull (to);
  g_assert_cmpuint (oob->findings->len, ==, 0);

  /* Each division has 3 brigades (7/7/6); moving two leaves one with a single brigade. */
  for (int i = 0; i < 2; i++)
    {
      brigade = g_ptr_array_index (from->children, 0);
      ffb_unit_detach (brigade);
      ffb_unit_append (to, brigade);
    }
  g_assert_cmpuint (ffb_oob_validate (oob, campaign->rules), >, 0);
  g_assert_true (ffb_test_has_finding_on (oob, "R4E", "union.d1"));
  g_assert_true (ffb_test_has_finding_on (oob, "R4C", "union.d1"));

  brigade = g_ptr_array_index (to->children, to->children->len - 1);
  ffb_unit_detach (brigade);
  ffb_unit_append (from, brigade);
  brigade = g_ptr_array_index (to->children, to->children->len - 1);
  ffb_unit_detach (brigade);
  ffb_unit_append (from, brigade);
  g_assert_cmpuint (ffb_oob_validate (oob, campaign->rules), ==, 0);
}

static void
test_brigade_outside_division (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *division = ffb_oob_find_unit (oob, "union.d1");
  FfbUnit *brigade = g_ptr_array_index (division->children, 0);
  g_autofree char *id = g_strdup (brigade->id);

  ffb_unit_detach (brigade);
  ffb_unit_append (oob->army, brigade);
  ffb_oob_validate (oob, campaign->rules);
  g_assert_true (ffb_test_has_finding_on (oob, "R4E", id));
}

static void
test_division_leader_in_corps_seat (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *corps = ffb_unit_new (FFB_UNIT_CORPS, "union.c9", "IX Corps");
  FfbUnit *d1 = ffb_oob_find_unit (oob, "union.d1");
  FfbUnit *d2 = ffb_oob_find_unit (oob, "union.d2");

  /* A 1-star leader put at the head of a corps breaks R4B. */
  corps->leader_id = g_strdup ("a");
  corps->leader_name = g_strdup ("General a");
  corps->leader_stars = 1;
  ffb_unit_detach (d1);
  ffb_unit_detach (d2);
  ffb_unit_append (corps, d1);
  ffb_unit_append (corps, d2);
  ffb_unit_append (oob->army, corps);
  ffb_oob_validate (oob, campaign->rules);
  g_assert_true (ffb_test_has_finding_on (oob, "R4B", "union.c9"));
  g_assert_false (ffb_test_has_finding_on (oob, "R4C", "union.c9"));
  g_assert_cmpint (ffb_unit_count_stands (corps), ==, 40);
  g_assert_cmpfloat (ffb_unit_sp_worth (oob, corps), ==, 2.0);
}

static void
test_counts (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);

  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_DIVISION), ==, 2);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_BRIGADE), ==, 6);
  g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, 4);
  g_assert_null (ffb_oob_find_unit (oob, "union.d7"));
  g_assert_cmpstr (ffb_unit_kind_to_string (FFB_UNIT_CORPS), ==, "corps");
}

/* R4C: armies, corps and divisions are commands with a leader stand; the unit a leader's
 * stand stands in is found from anywhere above it (flank checks, fitness, editing). */
static void
test_led_unit_and_commands (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *division = ffb_oob_find_unit (oob, "union.d2");
  FfbUnit *brigade = g_ptr_array_index (division->children, 0);

  g_assert_nonnull (division->leader_id);
  g_assert_true (ffb_unit_find_led (oob->army, division->leader_id) == division);
  g_assert_true (ffb_unit_find_led (division, division->leader_id) == division);
  g_assert_null (ffb_unit_find_led (brigade, division->leader_id));
  g_assert_null (ffb_unit_find_led (oob->army, "no-such-leader"));
  g_assert_true (ffb_unit_is_command (oob->army));
  g_assert_true (ffb_unit_is_command (division));
  g_assert_false (ffb_unit_is_command (brigade));
}

/* A unit's path names it and its commands below the army: names repeat, paths do not. */
static void
test_path (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *division = ffb_oob_find_unit (oob, "union.d2");
  g_autofree char *path = ffb_unit_path (g_ptr_array_index (division->children, 0));
  g_autofree char *army = ffb_unit_path (oob->army);
  g_autofree char *expected = g_strdup_printf ("%s, %s",
                                               ((FfbUnit *) division->children->pdata[0])->name,
                                               division->name);

  g_assert_cmpstr (path, ==, expected);
  g_assert_cmpstr (army, ==, oob->army->name);
}

static gboolean
has_finding_saying (FfbOob *oob, const char *rule, const char *words)
{
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      if (g_str_equal (finding->rule, rule) && strstr (finding->message, words) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* R4E (issue 12, point 3): an army leader commands corps; a division moved straight under him
 * is a finding, and moving it back into a corps clears it. */
static void
test_division_under_army_leader (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  FfbUnit *division, *corps;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 4, 1, 2, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 6, NULL);
  oob = ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
  g_assert_cmpuint (oob->findings->len, ==, 0);
  corps = g_ptr_array_index (oob->army->children, 0);
  g_assert_cmpint (corps->kind, ==, FFB_UNIT_CORPS);
  division = g_ptr_array_index (corps->children, 0);
  ffb_unit_detach (division);
  ffb_unit_append (oob->army, division);
  ffb_oob_validate (oob, campaign->rules);
  g_assert_true (ffb_test_has_finding_on (oob, "R4E", division->id));
  g_assert_true (has_finding_saying (oob, "R4E", "General grant"));
  ffb_unit_detach (division);
  ffb_unit_append (corps, division);
  g_assert_cmpuint (ffb_oob_validate (oob, campaign->rules), ==, 0);
}

/* Brigade sizes (issue 12, point 9): an agreed ratio of 1000 stands per SP makes brigades of
 * 200 stands, outside the rule set's 4-12: each is a finding that names it. */
static void
test_brigade_sizes (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  FfbUnit *division;

  ffb_test_battle (campaign)->stands_per_sp = 1000;
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 1, NULL);
  oob = ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
  division = g_ptr_array_index (oob->army->children, 0);
  for (guint i = 0; i < division->children->len; i++)
    {
      FfbUnit *brigade = division->children->pdata[i];
      if (brigade->kind == FFB_UNIT_BRIGADE)
        g_assert_true (ffb_test_has_finding_on (oob, "Brigade sizes", brigade->id));
    }
  g_assert_true (has_finding_saying (oob, "Brigade sizes", "allows brigades of 4 to 12"));

  /* At the rule set's ratio the same SP makes 7/7/6: nothing to say. */
  ffb_test_battle (campaign)->stands_per_sp = 20;
  g_clear_pointer (&oob, ffb_oob_unref);
  oob = ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* R4A (issue 12, point 13): a stored OOB whose stands match in number but not in experience
 * is a finding that says what differs, not "60 stands ... but the SPs make 60 stands". */
static void
test_strength_names_difference (void)
{
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbOob) oob = two_division_oob (&campaign);
  FfbUnit *division = ffb_oob_find_unit (oob, "union.d1");
  FfbUnit *brigade = g_ptr_array_index (division->children, 0);

  g_assert_true (ffb_oob_check_strength (oob, campaign, ffb_test_battle (campaign)));
  brigade->experience = FFB_EXPERIENCE_GREEN;
  g_assert_false (ffb_oob_check_strength (oob, campaign, ffb_test_battle (campaign)));
  g_test_message ("%s", ((FfbFinding *) g_ptr_array_index (oob->findings, 0))->message);
  g_assert_true (has_finding_saying (oob, "R4A", "7 stands of green infantry where the SPs "
                                                 "make 0"));
  g_assert_true (has_finding_saying (oob, "R4A", "33 stands of veteran infantry where the SPs "
                                                 "make 40"));
}

/* Issue 12, point 13: one battery is "1 battery" on the text copy, never "1 batteries". */
static void
test_one_battery_text (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oobs[FFB_N_SIDES];
  g_autofree char *text = NULL;

  battle->batteries_per_sp = 1;
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_VETERAN, 1, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    oobs[side] = ffb_organize (campaign, battle, side, NULL);
  text = ffb_export_text (campaign, battle, oobs, FFB_N_SIDES);
  g_assert_null (strstr (text, "1 batteries"));
  g_assert_nonnull (strstr (text, "[20 stands, 1 battery]"));
  g_assert_nonnull (strstr (text, "1 battery per SP"));
  for (int side = 0; side < FFB_N_SIDES; side++)
    ffb_oob_unref (oobs[side]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/oob/R4E/moving-brigades-breaks-and-mends", test_move_brigade_breaks_r4e);
  g_test_add_func ("/oob/R4E/brigade-outside-division", test_brigade_outside_division);
  g_test_add_func ("/oob/R4B/division-leader-heading-corps", test_division_leader_in_corps_seat);
  g_test_add_func ("/oob/tree/counts", test_counts);
  g_test_add_func ("/oob/tree/path", test_path);
  g_test_add_func ("/oob/R4C/led-unit-and-commands", test_led_unit_and_commands);
  g_test_add_func ("/oob/R4E/division-under-army-leader", test_division_under_army_leader);
  g_test_add_func ("/oob/brigade-sizes/outside-the-allowed-range", test_brigade_sizes);
  g_test_add_func ("/oob/R4A/strength-names-what-differs", test_strength_names_difference);
  g_test_add_func ("/oob/R4A/one-battery-not-1-batteries", test_one_battery_text);
  return g_test_run ();
}
