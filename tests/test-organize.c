/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-organize.c: the organizer, rule by rule (R4A-R4G, R7D, R11). */
#include <string.h>

#include "ffb-error.h"
#include "ffb-edit.h"
#include "ffb-organize.h"
#include "ffb-xml.h"
#include "ffb-test-builder.h"
#include "ffb-xml-built-in.h"

static FfbOob *
organize (FfbCampaign *campaign, FfbSide side)
{
  g_autoptr(GError) error = NULL;
  FfbOob *oob = ffb_organize (campaign, ffb_test_battle (campaign), side, &error);

  g_assert_no_error (error);
  g_assert_nonnull (oob);
  return oob;
}

static void
collect_kind (FfbUnit *unit, FfbUnitKind kind, GPtrArray *out)
{
  if (unit->kind == kind)
    g_ptr_array_add (out, unit);
  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      collect_kind (g_ptr_array_index (unit->children, i), kind, out);
}

static GPtrArray *
units_of_kind (FfbOob *oob, FfbUnitKind kind)
{
  GPtrArray *out = g_ptr_array_new ();
  collect_kind (oob->army, kind, out);
  return out;
}

static gboolean
has_finding (FfbOob *oob, const char *rule)
{
  for (guint i = 0; i < oob->findings->len; i++)
    if (g_str_equal (((FfbFinding *) g_ptr_array_index (oob->findings, i))->rule, rule))
      return TRUE;
  return FALSE;
}

static void
test_one_sp (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 1, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 20);
  g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, 2);
  /* RULES.md: 1 SP = 3 brigades of 7/7/6. */
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  g_assert_cmpuint (brigades->len, ==, 3);
  g_assert_cmpint (((FfbUnit *) brigades->pdata[0])->stands, ==, 7);
  g_assert_cmpint (((FfbUnit *) brigades->pdata[1])->stands, ==, 7);
  g_assert_cmpint (((FfbUnit *) brigades->pdata[2])->stands, ==, 6);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_two_sp_five_brigades (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 2, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  /* RULES.md: 2 SP = 5 brigades of 8. */
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  g_assert_cmpuint (brigades->len, ==, 5);
  for (guint i = 0; i < brigades->len; i++)
    g_assert_cmpint (((FfbUnit *) brigades->pdata[i])->stands, ==, 8);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_ratio_per_battle (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_battle (campaign)->stands_per_sp = 16;
  ffb_test_battle (campaign)->batteries_per_sp = 1;
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 3, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 48);
  g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, 3);
}

static void
test_cavalry_leader (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;
  g_autoptr(GPtrArray) batteries = NULL;
  int cavalry_stands = 0, horse = 0;

  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "stuart", 1, 1, 0, TRUE);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "cav", FFB_EXPERIENCE_VETERAN, 1, "stuart");
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "inf", FFB_EXPERIENCE_VETERAN, 2, NULL);
  oob = organize (campaign, FFB_SIDE_CONFEDERATE);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      if (brigade->cavalry)
        {
          cavalry_stands += brigade->stands;
          /* R4A: his SPs are his own division's, under him. */
          g_assert_cmpstr (brigade->parent->leader_id, ==, "stuart");
        }
    }
  batteries = units_of_kind (oob, FFB_UNIT_BATTERY);
  for (guint i = 0; i < batteries->len; i++)
    horse += ((FfbUnit *) batteries->pdata[i])->horse;
  g_assert_cmpint (cavalry_stands, ==, 20);
  g_assert_cmpint (horse, ==, 2);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* Within a corps, cavalry gets divisions of its own, led by the cavalry leader whose SPs
 * they are, even when a more senior leader could have taken that division first. */
static void
test_cavalry_division_in_corps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "couch", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "getty", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "pleasonton", 1, 0, 0, TRUE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "inf", FFB_EXPERIENCE_VETERAN, 3, "getty");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "cav", FFB_EXPERIENCE_VETERAN, 1, "pleasonton");
  oob = organize (campaign, FFB_SIDE_UNION);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  for (guint d = 0; d < divisions->len; d++)
    {
      FfbUnit *division = divisions->pdata[d];
      int cavalry = 0, infantry = 0;

      for (guint i = 0; i < division->children->len; i++)
        {
          FfbUnit *unit = division->children->pdata[i];
          if (unit->kind == FFB_UNIT_BRIGADE)
            *(unit->cavalry ? &cavalry : &infantry) += 1;
        }
      g_assert_true (cavalry == 0 || infantry == 0);
      if (cavalry > 0)
        g_assert_cmpstr (division->leader_id, ==, "pleasonton");
      if (g_strcmp0 (division->leader_id, "getty") == 0)
        g_assert_cmpint (infantry, >, 0);
    }
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_four_star_is_army (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "corps", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 4, 1, 2, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_cmpstr (oob->army->leader_id, ==, "grant");
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 1);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_three_star_senior_is_army (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "price", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "vandorn", 3, 0, 1, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = organize (campaign, FFB_SIDE_CONFEDERATE);
  g_assert_cmpstr (oob->army->leader_id, ==, "vandorn");
  g_assert_cmpint (oob->army_radius, ==, 36);
  g_assert_cmpint (oob->rerolls, ==, 1);
}

static void
test_three_star_under_four_star_is_corps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) corps = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "three", 3, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "four", 4, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  corps = units_of_kind (oob, FFB_UNIT_CORPS);
  g_assert_cmpstr (oob->army->leader_id, ==, "four");
  g_assert_cmpuint (corps->len, ==, 1);
  g_assert_cmpstr (((FfbUnit *) corps->pdata[0])->leader_id, ==, "three");
}

static void
test_three_star_referee_picks_corps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "three", 3, 0, 0, FALSE);
  g_array_index (battle->sides[FFB_SIDE_UNION].leaders, FfbPresentLeader, 0).role = FFB_ROLE_CORPS;
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_null (oob->army->leader_id);
  g_assert_cmpint (oob->army_radius, ==, 0);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 1);
}

static void
test_two_four_stars (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 4, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 4, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_cmpstr (oob->army->leader_id, ==, "a");
  g_assert_true (has_finding (oob, "R4B"));
}

static gboolean
has_r4b_pick (FfbOob *oob)
{
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      if (g_str_equal (finding->rule, "R4B") && strstr (finding->message, "was picked to lead"))
        return TRUE;
    }
  return FALSE;
}

/* The referee picks a 3-star for the army while a 4-star is present: the 4-star leads, and the
 * finding saying so stays through every re-check and a save and load. */
static void
test_army_pick_not_granted_stays_listed (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oob;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "three", 3, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "four", 4, 0, 0, FALSE);
  g_array_index (battle->sides[FFB_SIDE_UNION].leaders, FfbPresentLeader, 0).role = FFB_ROLE_ARMY;
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  oob = ffb_battle_ensure_oob (campaign, battle, FFB_SIDE_UNION, NULL);
  g_assert_cmpstr (oob->army->leader_id, ==, "four");
  g_assert_true (has_r4b_pick (oob));
  ffb_battle_check_oob (campaign, battle, FFB_SIDE_UNION);
  g_assert_true (has_r4b_pick (oob));
  xml = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (xml, strlen (xml), "again.ffbridge", NULL);
  g_assert_nonnull (again);
  g_assert_true (has_r4b_pick (ffb_test_battle (again)->oob[FFB_SIDE_UNION]));
}

static void
test_two_star_with_one_sp (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "sigel", 2, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 1, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  /* Built as close as possible: a corps of one division, both breaches listed. */
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 1);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 20);
  g_assert_true (has_finding (oob, "R4C"));
  g_assert_true (has_finding (oob, "R4E"));
}

static void
test_one_star_without_sp (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;
  gboolean listed = FALSE;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 1, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  /* Nobody is dropped: "b" heads an empty division and the finding names him. */
  g_assert_cmpuint (divisions->len, ==, 2);
  g_assert_cmpstr (((FfbUnit *) divisions->pdata[1])->leader_id, ==, "b");
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      listed |= g_str_equal (finding->rule, "R4C") && strstr (finding->message, "General b");
    }
  g_assert_true (listed);
}

static void
test_generated_leaders_average (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;
  g_autoptr(GPtrArray) corps = NULL;
  int generated = 0;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "corps", 2, 1, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 9, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  /* 9 SP > 6: a second, generated corps (R4D); every division leader generated. */
  corps = units_of_kind (oob, FFB_UNIT_CORPS);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  g_assert_cmpuint (corps->len, ==, 2);
  for (guint i = 0; i < corps->len; i++)
    generated += ((FfbUnit *) corps->pdata[i])->leader_id == NULL;
  g_assert_cmpint (generated, ==, 1);
  for (guint i = 0; i < divisions->len; i++)
    {
      FfbUnit *division = divisions->pdata[i];
      g_assert_null (division->leader_id);
      g_assert_cmpint (division->rating, ==, FFB_RATING_AVERAGE);
    }
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_mixed_division_within_limits (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 1, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g2", FFB_EXPERIENCE_CRACK, 1, "div");
  oob = organize (campaign, FFB_SIDE_UNION);
  /* One division of 2 SP of two experiences: 5 brigades at most (R4E), none mixed (R4F). */
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_DIVISION), ==, 1);
  g_assert_cmpuint (brigades->len, ==, 5);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

static void
test_commander_keeps_his_sps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "for-a", FFB_EXPERIENCE_GREEN, 1, "a");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "for-b", FFB_EXPERIENCE_VETERAN, 1, "b");
  oob = organize (campaign, FFB_SIDE_UNION);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      const char *expected = g_str_equal (brigade->sp_group_id, "for-a") ? "a" : "b";
      g_assert_cmpstr (brigade->parent->leader_id, ==, expected);
    }
}

/* R4F, R9A: a brigade made of stands of two like SP groups is labelled with the group most of
 * its stands came from, so that its losses go back there: each group labels some brigades. */
static void
test_brigade_labelled_by_its_own_sps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;
  int labelled[2] = { 0, 0 };
  int stands_per_sp = ffb_test_battle (campaign)->stands_per_sp;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "small", FFB_EXPERIENCE_VETERAN, 1, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "large", FFB_EXPERIENCE_VETERAN, 3, "div");
  oob = organize (campaign, FFB_SIDE_UNION);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  g_assert_cmpuint (brigades->len, >=, 2);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];

      g_assert_true (g_str_equal (brigade->sp_group_id, "small")
                     || g_str_equal (brigade->sp_group_id, "large"));
      labelled[g_str_equal (brigade->sp_group_id, "large")] += brigade->stands;
    }
  /* Each group labels about its own stands: off by less than one brigade's worth. */
  g_assert_cmpint (labelled[0], >, 0);
  g_assert_cmpint (ABS (labelled[0] - stands_per_sp), <, stands_per_sp);
  g_assert_cmpint (labelled[1], >, 2 * stands_per_sp);
}

/* R4F: each brigade carries the weapons note of the SP group its stands came from (the one
 * that gave most of them), for the OOB sheet; a group without a note gives none. */
static void
test_brigade_weapons_from_its_group (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;
  FfbSpGroup *rifles, *plain;
  int seen[2] = { 0, 0 };

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  rifles = ffb_test_add_sps (campaign, FFB_SIDE_UNION, "rifles", FFB_EXPERIENCE_VETERAN, 1,
                             "div");
  plain = ffb_test_add_sps (campaign, FFB_SIDE_UNION, "plain", FFB_EXPERIENCE_GREEN, 1, "div");
  rifles->weapons = g_strdup ("Rifled muskets");
  g_assert_null (plain->weapons);
  oob = organize (campaign, FFB_SIDE_UNION);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      gboolean from_rifles = g_str_equal (brigade->sp_group_id, "rifles");

      g_assert_cmpstr (brigade->weapons, ==, from_rifles ? "Rifled muskets" : NULL);
      /* A copy: the group's note may change without touching the OOB's. */
      g_assert_true (brigade->weapons == NULL || brigade->weapons != rifles->weapons);
      seen[from_rifles]++;
    }
  g_assert_cmpint (seen[0], >, 0);
  g_assert_cmpint (seen[1], >, 0);
}

/* R4F over many random battles, whose groups have long, short and no notes: a brigade drawn
 * from several groups is labelled with one, and carries that group's note. */
static void
test_brigade_weapons_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (41);

  for (int n = 0; n < 100; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 30, 10);

      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          g_autoptr(FfbOob) oob = organize (campaign, side);
          g_autoptr(GPtrArray) brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);

          for (guint i = 0; i < brigades->len; i++)
            {
              FfbUnit *brigade = brigades->pdata[i];
              FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, brigade->sp_group_id);

              g_assert_nonnull (group);
              g_assert_cmpstr (brigade->weapons, ==, group->weapons);
            }
        }
    }
}

static void
test_demoralized_defender_starts_worn (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) defender = NULL;
  g_autoptr(FfbOob) attacker = NULL;
  g_autoptr(GPtrArray) worn = NULL;
  g_autoptr(GPtrArray) fresh = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_GREEN, 2, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 2, NULL);
  battle->sides[FFB_SIDE_CONFEDERATE].demoralized = TRUE;
  battle->sides[FFB_SIDE_UNION].demoralized = TRUE; /* the attacker: R7D does not apply */
  defender = organize (campaign, FFB_SIDE_CONFEDERATE);
  attacker = organize (campaign, FFB_SIDE_UNION);
  worn = units_of_kind (defender, FFB_UNIT_BRIGADE);
  fresh = units_of_kind (attacker, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < worn->len; i++)
    g_assert_true (((FfbUnit *) worn->pdata[i])->starts_worn);
  for (guint i = 0; i < fresh->len; i++)
    g_assert_false (((FfbUnit *) fresh->pdata[i])->starts_worn);
}

static void
test_army_radius (void)
{
  const struct { int rating; int radius; } cases[] = { { 3, 48 }, { 2, 42 }, { -1, 24 }, { -3, 12 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
      g_autoptr(FfbOob) oob = NULL;

      ffb_test_add_leader (campaign, FFB_SIDE_UNION, "army", 4, 0, cases[i].rating, FALSE);
      ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 2, NULL);
      oob = organize (campaign, FFB_SIDE_UNION);
      g_assert_cmpint (oob->army_radius, ==, cases[i].radius);
      g_assert_cmpint (oob->rerolls, ==, cases[i].rating);
    }
}

static void
test_fixed_ratings (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;
  const FfbRating expected[] = { FFB_RATING_EXCELLENT, FFB_RATING_SEALED, FFB_RATING_AVERAGE,
                                 FFB_RATING_SEALED, FFB_RATING_POLTROON };

  for (int tactical = 2; tactical >= -2; tactical--)
    {
      g_autofree char *id = g_strdup_printf ("t%d", tactical + 2);
      ffb_test_add_leader (campaign, FFB_SIDE_UNION, id, 1, tactical, 0, FALSE);
    }
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_GREEN, 5, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  g_assert_cmpuint (divisions->len, ==, 5);
  /* R7A: +2 is E, -2 is P, 0 is Average; +1 and -1 wait for the neutral party's roll. */
  for (guint i = 0; i < divisions->len; i++)
    g_assert_cmpint (((FfbUnit *) divisions->pdata[i])->rating, ==, expected[i]);
}

static void
test_unknown_leader_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(GError) error = NULL;
  FfbOob *oob;

  ffb_battle_add_leader (ffb_test_battle (campaign), FFB_SIDE_UNION, "nobody", FFB_ROLE_AUTO);
  oob = ffb_organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, &error);
  g_assert_null (oob);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "nobody"));
}

/* R4E (issue 12, point 3): a lone army leader with 13 SP commands corps, not 7 divisions:
 * generated corps leaders (R4D, Average) make up corps of 2-6 SP, and no division stands
 * straight under the army. */
static void
test_army_leader_commands_corps (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) corps = NULL;
  int sp = 0;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 4, 1, 2, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 13, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  corps = units_of_kind (oob, FFB_UNIT_CORPS);
  g_assert_cmpuint (corps->len, ==, 3);
  for (guint i = 0; i < oob->army->children->len; i++)
    g_assert_cmpint (((FfbUnit *) oob->army->children->pdata[i])->kind, !=, FFB_UNIT_DIVISION);
  for (guint i = 0; i < corps->len; i++)
    {
      FfbUnit *unit = corps->pdata[i];
      int stands = ffb_unit_count_stands (unit);

      g_assert_null (unit->leader_id);
      g_assert_cmpint (unit->rating, ==, FFB_RATING_AVERAGE);
      g_assert_cmpint (stands, >=, 2 * 20);
      g_assert_cmpint (stands, <=, 6 * 20);
      sp += stands / 20;
    }
  g_assert_cmpint (sp, ==, 13);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* R4E: an army leader with a single SP has no corps to make; his division is his. */
static void
test_army_leader_with_one_sp (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 4, 1, 2, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 1, NULL);
  oob = organize (campaign, FFB_SIDE_UNION);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 0);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* The command of `kind` that `leader_id` leads in the OOB; NULL when he leads none. */
static const FfbUnit *
command_of (FfbOob *oob, const char *leader_id, FfbUnitKind kind)
{
  g_autoptr(GPtrArray) units = units_of_kind (oob, kind);

  for (guint i = 0; leader_id != NULL && i < units->len; i++)
    if (g_strcmp0 (((FfbUnit *) units->pdata[i])->leader_id, leader_id) == 0)
      return units->pdata[i];
  return NULL;
}

/* R4E: every brigade whose SPs' CW commander leads a division (or corps) sits under him. */
static void
assert_leaders_keep_their_sps (FfbCampaign *campaign, FfbOob *oob)
{
  g_autoptr(GPtrArray) brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);

  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      const FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, brigade->sp_group_id);
      const FfbUnit *division = command_of (oob, group->commander, FFB_UNIT_DIVISION);
      const FfbUnit *corps = command_of (oob, group->commander, FFB_UNIT_CORPS);
      g_autofree char *path = ffb_unit_path (brigade);

      g_test_message ("%s: %s's SPs", path, group->commander);
      if (division != NULL)
        g_assert_true (brigade->parent == division);
      if (corps != NULL)
        g_assert_true (brigade->parent->parent == corps);
    }
}

/* R4E (issue 12, point 4): the demo's Pea Ridge, where Asboth's SP went under Osterhaus while
 * Asboth led half of Carr's, and McCulloch's SPs served under Price: each leader leads his
 * own SPs, on both sides, and the OOBs still meet every rule. */
static void
test_leaders_keep_their_sps_pea_ridge (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  FfbBattle *battle;

  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (demo, "pea-ridge");
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(FfbOob) oob = ffb_organize (demo, battle, side, &error);

      g_assert_no_error (error);
      assert_leaders_keep_their_sps (demo, oob);
      g_assert_cmpuint (oob->findings->len, ==, 0);
      /* Asboth's command is his one green SP: 20 stands. */
      if (side == FFB_SIDE_UNION)
        g_assert_cmpint (ffb_unit_count_stands (command_of (oob, "asboth", FFB_UNIT_DIVISION)),
                         ==, 20);
    }
}

/* R4E in every demo battle: no leader leads another's SPs while his own serve elsewhere. */
static void
test_leaders_keep_their_sps_demo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);

  g_assert_no_error (error);
  for (guint b = 0; b < demo->battles->len; b++)
    for (int side = 0; side < FFB_N_SIDES; side++)
      {
        g_autoptr(FfbOob) oob = ffb_organize (demo, demo->battles->pdata[b], side, &error);

        g_assert_no_error (error);
        assert_leaders_keep_their_sps (demo, oob);
      }
}

/* R4A (issue 12, point 10): SPs whose cavalry leader is not in the battle fight as infantry,
 * with foot batteries, and the OOB says why in a finding that names him. */
static void
test_cavalry_leader_absent (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;
  g_autoptr(GPtrArray) batteries = NULL;
  FfbLeader *stuart = ffb_leader_new ("stuart", "J. E. B. Stuart", FFB_SIDE_CONFEDERATE, 2);
  gboolean said = FALSE;

  stuart->cavalry = TRUE;
  g_assert_true (ffb_campaign_add_leader (campaign, stuart));
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "hill", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "cav", FFB_EXPERIENCE_VETERAN, 1, "stuart");
  oob = organize (campaign, FFB_SIDE_CONFEDERATE);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  batteries = units_of_kind (oob, FFB_UNIT_BATTERY);
  for (guint i = 0; i < brigades->len; i++)
    g_assert_false (((FfbUnit *) brigades->pdata[i])->cavalry);
  for (guint i = 0; i < batteries->len; i++)
    g_assert_false (((FfbUnit *) batteries->pdata[i])->horse);
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = oob->findings->pdata[i];
      said |= g_str_equal (finding->rule, "R4A") && strstr (finding->message, "infantry")
              && strstr (finding->message, "J. E. B. Stuart");
    }
  g_assert_true (said);
}

/* R4A: with their cavalry leader present the same SPs are cavalry, and nothing is said. */
static void
test_cavalry_leader_present (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "stuart", 2, 0, 0, TRUE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "hill", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "cav", FFB_EXPERIENCE_VETERAN, 1, "stuart");
  oob = organize (campaign, FFB_SIDE_CONFEDERATE);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < brigades->len; i++)
    g_assert_true (((FfbUnit *) brigades->pdata[i])->cavalry);
  g_assert_true (ffb_oob_check_cavalry (oob, campaign, ffb_test_battle (campaign)));
}

/* R4B (issue 12, point 13): of two 3-stars, the senior leads the army, and seniority is the
 * campaign's order of its leaders, not the order the battle happens to list them in. */
static void
test_senior_three_star_by_campaign_order (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbOob) oob = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  GArray *present = battle->sides[FFB_SIDE_CONFEDERATE].leaders;
  FfbPresentLeader first;

  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "longstreet", 3, 2, 1, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "jackson", 3, 2, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "g1", FFB_EXPERIENCE_GREEN, 4, NULL);
  /* The battle lists Jackson first (the two entries exchanged in place). */
  first = g_array_index (present, FfbPresentLeader, 0);
  g_array_index (present, FfbPresentLeader, 0) = g_array_index (present, FfbPresentLeader, 1);
  g_array_index (present, FfbPresentLeader, 1) = first;
  g_assert_cmpstr (g_array_index (present, FfbPresentLeader, 0).leader_id, ==, "jackson");
  oob = organize (campaign, FFB_SIDE_CONFEDERATE);
  g_assert_cmpstr (oob->army->leader_id, ==, "longstreet");
}

/* The findings of every stored OOB of the campaign, "rule: message" one a line. */
static char *
all_findings (FfbCampaign *campaign)
{
  GString *out = g_string_new (NULL);

  for (guint b = 0; b < campaign->battles->len; b++)
    for (int side = 0; side < FFB_N_SIDES; side++)
      {
        FfbOob *oob = ((FfbBattle *) campaign->battles->pdata[b])->oob[side];

        for (guint i = 0; oob != NULL && i < oob->findings->len; i++)
          {
            const FfbFinding *finding = g_ptr_array_index (oob->findings, i);
            g_string_append_printf (out, "%s: %s\n", finding->rule, finding->message);
          }
      }
  return g_string_free (out, FALSE);
}

static FfbCampaign *
demo_organized (FfbBattle **pea_ridge)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *demo = ffb_xml_new_demo_campaign (&error);

  g_assert_no_error (error);
  *pea_ridge = ffb_campaign_find_battle (demo, "pea-ridge");
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_assert_nonnull (ffb_battle_ensure_oob (demo, *pea_ridge, side, &error));
      g_assert_no_error (error);
      g_assert_true (ffb_oob_fits_battle ((*pea_ridge)->oob[side], demo, *pea_ridge));
    }
  return demo;
}

/* What loading the saved campaign finds, as `validate` does. */
static char *
findings_once_saved (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) loaded = ffb_xml_load_campaign (xml, strlen (xml), "saved", &error);

  g_assert_no_error (error);
  return all_findings (loaded);
}

/* R4A (issue 13, point 1): Osterhaus's division taken out of Pea Ridge after organizing: the
 * stored Union OOB no longer fits, and checking the campaign's OOBs finds what loading the
 * saved file (`validate`) finds. */
static void
test_stale_oob_after_setup_change (void)
{
  FfbBattle *battle;
  g_autoptr(FfbCampaign) demo = demo_organized (&battle);
  g_autofree char *before = all_findings (demo), *now = NULL, *saved = NULL;

  g_assert_cmpstr (before, ==, "");
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "us-sw-1", 0, NULL);
  g_assert_false (ffb_oob_fits_battle (battle->oob[FFB_SIDE_UNION], demo, battle));
  g_assert_true (ffb_oob_fits_battle (battle->oob[FFB_SIDE_CONFEDERATE], demo, battle));
  g_assert_cmpuint (ffb_organize_check_oobs (demo), >, 0);
  now = all_findings (demo);
  g_assert_nonnull (strstr (now, "R4A: The OOB does not hold what the Union SPs present make"));
  g_assert_nonnull (strstr (now, "organize it again"));
  saved = findings_once_saved (demo);
  g_assert_cmpstr (now, ==, saved);
}

/* R4B (issue 13, point 1): a leader taken out of the force after organizing still leads his
 * division in the stored OOB: a finding names him, and the OOB no longer fits. */
static void
test_stale_oob_after_leader_leaves (void)
{
  FfbBattle *battle;
  g_autoptr(FfbCampaign) demo = demo_organized (&battle);
  g_autofree char *now = NULL, *saved = NULL;

  ffb_battle_set_leader_present (demo, battle, FFB_SIDE_UNION, "osterhaus", FALSE, NULL);
  g_assert_false (ffb_oob_fits_battle (battle->oob[FFB_SIDE_UNION], demo, battle));
  ffb_organize_check_oobs (demo);
  now = all_findings (demo);
  g_assert_nonnull (strstr (now, "R4B: Peter J. Osterhaus leads"));
  g_assert_nonnull (strstr (now, "no longer in the Union force of this battle"));
  saved = findings_once_saved (demo);
  g_assert_cmpstr (now, ==, saved);
  /* Taken back, he fits again. */
  ffb_battle_set_leader_present (demo, battle, FFB_SIDE_UNION, "osterhaus", TRUE, NULL);
  g_assert_true (ffb_oob_fits_battle (battle->oob[FFB_SIDE_UNION], demo, battle));
}

/* R9 (issue 13, point 6): a fought battle is a record: it is not organized again, with a
 * sentence that says why and what to do; its OOBs always fit. */
static void
test_fought_not_organized_again (void)
{
  FfbBattle *battle;
  g_autoptr(FfbCampaign) demo = demo_organized (&battle);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbOob) oob = NULL;

  /* The force differs from the one it was organized with (a file edited by hand). */
  ffb_battle_set_sp_count (battle, FFB_SIDE_UNION, "us-sw-1", 0, NULL);
  battle->fought = TRUE;
  oob = ffb_organize (demo, battle, FFB_SIDE_UNION, &error);
  g_assert_null (oob);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "“Pea Ridge” was fought and carried back"));
  g_assert_nonnull (strstr (error->message, "not organized again"));
  g_assert_nonnull (strstr (error->message, "Undo its aftermath"));
  g_assert_true (ffb_oob_fits_battle (battle->oob[FFB_SIDE_UNION], demo, battle));
  /* The stored one stays: ensure gives it back rather than organizing. */
  g_assert_true (ffb_battle_ensure_oob (demo, battle, FFB_SIDE_UNION, NULL)
                 == battle->oob[FFB_SIDE_UNION]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/organize/R4A/one-sp-is-20-stands-2-batteries-7-7-6", test_one_sp);
  g_test_add_func ("/organize/R4A/ratio-is-per-battle", test_ratio_per_battle);
  g_test_add_func ("/organize/R4A/cavalry-leader-gives-cavalry-and-horse", test_cavalry_leader);
  g_test_add_func ("/organize/R4A/cavalry-division-in-corps", test_cavalry_division_in_corps);
  g_test_add_func ("/organize/R4B/four-star-is-army-leader", test_four_star_is_army);
  g_test_add_func ("/organize/R4B/senior-three-star-is-army-leader", test_three_star_senior_is_army);
  g_test_add_func ("/organize/R4B/three-star-under-four-star-is-corps",
                   test_three_star_under_four_star_is_corps);
  g_test_add_func ("/organize/R4B/referee-picks-corps-for-three-star",
                   test_three_star_referee_picks_corps);
  g_test_add_func ("/organize/R4B/two-four-stars-listed", test_two_four_stars);
  g_test_add_func ("/organize/R4B/army-pick-not-granted-stays-listed",
                   test_army_pick_not_granted_stays_listed);
  g_test_add_func ("/organize/R4C/two-star-with-one-sp", test_two_star_with_one_sp);
  g_test_add_func ("/organize/R4C/one-star-without-sp-is-listed", test_one_star_without_sp);
  g_test_add_func ("/organize/R4D/generated-leaders-are-average", test_generated_leaders_average);
  g_test_add_func ("/organize/R4E/two-sp-is-5-brigades-of-8", test_two_sp_five_brigades);
  g_test_add_func ("/organize/R4F/mixed-division-never-mixes-brigades",
                   test_mixed_division_within_limits);
  g_test_add_func ("/organize/R4B/commander-keeps-his-sps", test_commander_keeps_his_sps);
  g_test_add_func ("/organize/R4F/brigade-labelled-by-its-own-sps",
                   test_brigade_labelled_by_its_own_sps);
  g_test_add_func ("/organize/R4F/brigade-weapons-from-its-group",
                   test_brigade_weapons_from_its_group);
  g_test_add_func ("/organize/R4F/brigade-weapons-in-100-random-battles",
                   test_brigade_weapons_random);
  g_test_add_func ("/organize/R7D/demoralized-defender-starts-worn",
                   test_demoralized_defender_starts_worn);
  g_test_add_func ("/organize/R7A/fixed-ratings", test_fixed_ratings);
  g_test_add_func ("/organize/R11D/army-radius-and-rerolls", test_army_radius);
  g_test_add_func ("/organize/errors/unknown-leader", test_unknown_leader_refused);
  g_test_add_func ("/organize/R4E/army-leader-commands-corps", test_army_leader_commands_corps);
  g_test_add_func ("/organize/R4E/army-leader-with-one-sp", test_army_leader_with_one_sp);
  g_test_add_func ("/organize/R4E/leaders-keep-their-sps-pea-ridge",
                   test_leaders_keep_their_sps_pea_ridge);
  g_test_add_func ("/organize/R4E/leaders-keep-their-sps-demo", test_leaders_keep_their_sps_demo);
  g_test_add_func ("/organize/R4A/cavalry-leader-absent-fights-as-infantry",
                   test_cavalry_leader_absent);
  g_test_add_func ("/organize/R4A/cavalry-leader-present-gives-cavalry",
                   test_cavalry_leader_present);
  g_test_add_func ("/organize/R4B/senior-three-star-by-campaign-order",
                   test_senior_three_star_by_campaign_order);
  g_test_add_func ("/organize/R4A/stale-oob-after-setup-change",
                   test_stale_oob_after_setup_change);
  g_test_add_func ("/organize/R4B/stale-oob-after-leader-leaves",
                   test_stale_oob_after_leader_leaves);
  g_test_add_func ("/organize/R9/fought-battle-not-organized-again",
                   test_fought_not_organized_again);
  return g_test_run ();
}
