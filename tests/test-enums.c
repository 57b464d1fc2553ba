/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-enums.c: the spellings used in files and on the command line. */
#include "ffb-enums.h"

static void
test_months (void)
{
  FfbMonths months;

  g_assert_true (ffb_months_from_string ("Jul-Aug", &months));
  g_assert_cmpint (months, ==, FFB_MONTHS_JUL_AUG);
  g_assert_true (ffb_months_from_string ("nov-feb", &months));
  g_assert_cmpint (months, ==, FFB_MONTHS_NOV_FEB);
  g_assert_false (ffb_months_from_string ("Dec-Jan", &months));
  g_assert_false (ffb_months_from_string (NULL, &months));
  for (int m = 0; m < FFB_N_MONTHS; m++)
    {
      FfbMonths back;
      g_assert_true (ffb_months_from_string (ffb_months_to_string (m), &back));
      g_assert_cmpint (back, ==, m);
    }
}

static void
test_round_trips (void)
{
  FfbTerrain terrain;
  FfbRiver river;
  FfbExperience experience;
  FfbSide side;

  g_assert_true (ffb_terrain_from_string ("road-gap", &terrain));
  g_assert_cmpint (terrain, ==, FFB_TERRAIN_ROAD_GAP);
  g_assert_true (ffb_river_from_string ("navigable", &river));
  g_assert_cmpint (river, ==, FFB_RIVER_NAVIGABLE);
  g_assert_true (ffb_experience_from_string ("crack", &experience));
  g_assert_cmpint (experience, ==, FFB_EXPERIENCE_CRACK);
  g_assert_true (ffb_side_from_string ("confederate", &side));
  g_assert_cmpint (ffb_side_other (side), ==, FFB_SIDE_UNION);
  g_assert_cmpstr (ffb_side_display_name (FFB_SIDE_UNION), ==, "Union");
  g_assert_false (ffb_terrain_from_string ("mountain", &terrain));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/enums/R8/months", test_months);
  g_test_add_func ("/enums/R2/round-trips", test_round_trips);
  return g_test_run ();
}
