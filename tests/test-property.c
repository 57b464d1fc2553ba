/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-property.c: the organizer over thousands of random battles. Whatever the battle:
 * stands and batteries are conserved exactly (R4A), brigades never mix experience (R4F),
 * every division and corps meets R4C/R4E whenever the leaders present allow it, and every
 * breach is listed when they do not. The checks here are written apart from ffb_oob_validate
 * so that a fault in it cannot hide a fault in the organizer. */
#include <string.h>
#include "ffb-organize.h"
#include "ffb-test-builder.h"

#define N_BATTLES 4000

typedef struct
{
  const FfbRules *rules;
  FfbOob *oob;
  int stands[2][FFB_N_EXPERIENCES]; /* [cavalry][experience] */
  int batteries, horse;
  int breaches;                     /* found here, each also required among the findings */
} Walk;

static gboolean
finding_names (FfbOob *oob, const char *rule, const FfbUnit *unit)
{
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      if (g_str_equal (finding->rule, rule) && g_strcmp0 (finding->unit_id, unit->id) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
expect_breach (Walk *walk, const char *rule, const FfbUnit *unit)
{
  walk->breaches++;
  if (!finding_names (walk->oob, rule, unit))
    g_error ("%s breaks %s but no finding lists it", unit->id, rule);
}

static int
direct_children (const FfbUnit *unit, FfbUnitKind kind)
{
  int n = 0;
  for (guint i = 0; i < unit->children->len; i++)
    n += ((FfbUnit *) unit->children->pdata[i])->kind == kind;
  return n;
}

static void
walk_unit (Walk *walk, const FfbUnit *unit)
{
  const FfbRules *rules = walk->rules;
  int ratio = walk->oob->stands_per_sp;

  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      walk->stands[unit->cavalry][unit->experience] += unit->stands;
      g_assert_cmpint (unit->stands, >, 0);
      g_assert_cmpint (unit->parent->kind, ==, FFB_UNIT_DIVISION);
      return;
    }
  if (unit->kind == FFB_UNIT_BATTERY)
    {
      walk->batteries++;
      walk->horse += unit->horse;
      return;
    }
  if (unit->kind == FFB_UNIT_DIVISION)
    {
      int stands = ffb_unit_count_stands (unit), brigades = direct_children (unit, FFB_UNIT_BRIGADE);
      if (stands < rules->division_min_sp * ratio || stands > rules->division_max_sp * ratio)
        expect_breach (walk, "R4C", unit);
      if (brigades < rules->division_min_brigades || brigades > rules->division_max_brigades)
        expect_breach (walk, "R4E", unit);
    }
  if (unit->kind == FFB_UNIT_CORPS)
    {
      int stands = ffb_unit_count_stands (unit);
      if (stands < rules->corps_min_sp * ratio || stands > rules->corps_max_sp * ratio)
        expect_breach (walk, "R4C", unit);
      if (direct_children (unit, FFB_UNIT_DIVISION) < rules->corps_min_divisions)
        expect_breach (walk, "R4E", unit);
    }
  if (unit->leader_stars == 4 && unit->kind != FFB_UNIT_ARMY)
    expect_breach (walk, "R4B", unit);
  for (guint i = 0; i < unit->children->len; i++)
    walk_unit (walk, unit->children->pdata[i]);
}

/* Whether the leaders present let the organizer meet R4B-R4E: enough SPs for every division
 * leader and two for every corps leader, and no more than one army-rank leader. */
static gboolean
leaders_allow_it (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side, int n_sp)
{
  GArray *present = battle->sides[side].leaders;
  int by_stars[5] = { 0 };
  int corps, divisions;

  for (guint i = 0; i < present->len; i++)
    by_stars[ffb_campaign_find_leader (
        campaign, g_array_index (present, FfbPresentLeader, i).leader_id)->stars]++;
  divisions = by_stars[1];
  corps = by_stars[2] + by_stars[3] + by_stars[4] - (by_stars[3] + by_stars[4] > 0 ? 1 : 0);
  return by_stars[4] <= 1 && n_sp >= MAX (divisions, 1) && n_sp >= 2 * corps;
}

static void
expected_stands (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side,
                 int out[2][FFB_N_EXPERIENCES], int *n_sp, int *n_cavalry_sp)
{
  GArray *present = battle->sides[side].sps;

  memset (out, 0, sizeof (int) * 2 * FFB_N_EXPERIENCES);
  *n_sp = *n_cavalry_sp = 0;
  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentSp *entry = &g_array_index (present, FfbPresentSp, i);
      FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, entry->group_id);
      gboolean cavalry = ffb_campaign_sp_group_is_cavalry (campaign, group);

      out[cavalry][group->experience] += entry->count * battle->stands_per_sp;
      *n_sp += entry->count;
      *n_cavalry_sp += cavalry ? entry->count : 0;
    }
}

static void
check_side (FfbCampaign *campaign, FfbSide side)
{
  const FfbBattle *battle = g_ptr_array_index (campaign->battles, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbOob) oob = ffb_organize (campaign, battle, side, &error);
  Walk walk = { campaign->rules, oob, { { 0 } }, 0, 0, 0 };
  int expected[2][FFB_N_EXPERIENCES], n_sp, n_cavalry_sp;

  g_assert_no_error (error);
  expected_stands (campaign, battle, side, expected, &n_sp, &n_cavalry_sp);
  walk_unit (&walk, oob->army);

  /* R4A, R4F: every stand lands in a brigade of its own experience and arm. */
  g_assert_cmpmem (walk.stands, sizeof walk.stands, expected, sizeof expected);
  g_assert_cmpint (walk.batteries, ==, n_sp * battle->batteries_per_sp);
  g_assert_cmpint (walk.horse, ==, n_cavalry_sp * battle->batteries_per_sp);

  if (leaders_allow_it (campaign, battle, side, n_sp))
    g_assert_cmpuint (oob->findings->len, ==, 0);
  else
    g_assert_cmpuint (oob->findings->len, >, 0);
  /* Re-checking the tree finds what the organizer reported, no more and no less. */
  g_assert_cmpuint (ffb_oob_validate (oob, campaign->rules), <=, oob->findings->len);
}

static void
test_random_battles (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (18620307);

  for (int i = 0; i < N_BATTLES; i++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 60, 10);
      check_side (campaign, FFB_SIDE_UNION);
      check_side (campaign, FFB_SIDE_CONFEDERATE);
    }
}

static char *
describe_tree (const FfbUnit *unit)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s|%s|%s|%d|%d|%d;", unit->id, unit->name,
                          unit->leader_id ? unit->leader_id : "-", unit->stands,
                          unit->experience, unit->starts_worn);
  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      {
        g_autofree char *child = describe_tree (unit->children->pdata[i]);
        g_string_append (out, child);
      }
  return g_string_free (out, FALSE);
}

static void
test_deterministic (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1863);

  for (int i = 0; i < 200; i++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 60, 10);
      const FfbBattle *battle = g_ptr_array_index (campaign->battles, 0);
      g_autoptr(FfbOob) first = ffb_organize (campaign, battle, FFB_SIDE_UNION, NULL);
      g_autoptr(FfbOob) second = ffb_organize (campaign, battle, FFB_SIDE_UNION, NULL);
      g_autofree char *a = describe_tree (first->army);
      g_autofree char *b = describe_tree (second->army);

      g_assert_cmpstr (a, ==, b);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/property/R4A-R4F/random-battles-conserve-and-comply", test_random_battles);
  g_test_add_func ("/property/organize/deterministic", test_deterministic);
  return g_test_run ();
}
