/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-enums.c: the spellings used in files and on the command line, and the words people
 * read, one table for each vocabulary. */
#include "ffb-enum-types.h"
#include "ffb-enums.h"
#include "ffb-flank.h"
#include "ffb-result.h"

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

/* A drop-down's list is the display words in the enum's order, one for each value, ended by
 * NULL: the chosen row is the value. */
#define ASSERT_DISPLAY_LIST(prefix, n_values)                                  \
  G_STMT_START                                                                 \
  {                                                                            \
    const char *const *names = ffb_##prefix##_display_names ();                \
    for (int i = 0; i < (n_values); i++)                                       \
      g_assert_cmpstr (names[i], ==, ffb_##prefix##_display_name (i));         \
    g_assert_null (names[(n_values)]);                                         \
  }                                                                            \
  G_STMT_END

/* R2, R5, R8C, R9D: the words the app and the sheets show for the file words. */
static void
test_display_words (void)
{
  ASSERT_DISPLAY_LIST (side, FFB_N_SIDES);
  ASSERT_DISPLAY_LIST (experience, FFB_N_EXPERIENCES);
  ASSERT_DISPLAY_LIST (months, FFB_N_MONTHS);
  ASSERT_DISPLAY_LIST (terrain, FFB_N_TERRAINS);
  ASSERT_DISPLAY_LIST (river, FFB_N_RIVERS);
  ASSERT_DISPLAY_LIST (role, 3);
  ASSERT_DISPLAY_LIST (leader_status, 4);
  ASSERT_DISPLAY_LIST (rating, 4);
  ASSERT_DISPLAY_LIST (flank, FFB_N_FLANKS);
  ASSERT_DISPLAY_LIST (result_field, FFB_N_RESULT_FIELDS);
  ASSERT_DISPLAY_LIST (fate, FFB_N_FATES);
  g_assert_cmpstr (ffb_months_display_name (FFB_MONTHS_MAR_APR), ==, "Mar–Apr");
  g_assert_cmpstr (ffb_terrain_display_name (FFB_TERRAIN_ROAD_GAP), ==, "Road or gap");
  g_assert_cmpstr (ffb_river_display_name (FFB_RIVER_NONE), ==, "No river");
  g_assert_cmpstr (ffb_role_display_name (FFB_ROLE_AUTO), ==, "Automatic");
  g_assert_cmpstr (ffb_flank_display_name (FFB_FLANK_RIGHT), ==, "Right");
  g_assert_cmpstr (ffb_result_field_display_name (FFB_RESULT_FIELD_HELD), ==, "Held the field");
  g_assert_cmpstr (ffb_fate_display_name (FFB_FATE_DISABLED), ==, "Disabled");
}

/* R5, R7B(1), R8C, R9D: the flank march's and the result's words read back in any case. */
static void
test_march_and_result_words (void)
{
  FfbFlank flank;
  FfbMarch march;
  FfbResultField field;
  FfbFate fate;

  g_assert_true (ffb_flank_from_string ("Right", &flank));
  g_assert_cmpint (flank, ==, FFB_FLANK_RIGHT);
  g_assert_true (ffb_march_from_string ("plodding", &march));
  g_assert_cmpint (march, ==, FFB_MARCH_PLODDING);
  g_assert_true (ffb_result_field_from_string ("DRIVEN-OFF", &field));
  g_assert_cmpint (field, ==, FFB_RESULT_FIELD_DRIVEN_OFF);
  g_assert_true (ffb_fate_from_string ("killed", &fate));
  g_assert_cmpint (fate, ==, FFB_FATE_KILLED);
  g_assert_cmpstr (ffb_result_field_to_string (FFB_RESULT_FIELD_WITHDREW), ==, "withdrew");
  g_assert_false (ffb_flank_from_string ("centre", &flank));
  g_assert_false (ffb_fate_from_string (NULL, &fate));
}

/* The GTypes generated from ffb-enums.h (the app's GObject properties hold them): every value
 * of a vocabulary is registered, and a side's nick is its word in files. */
static void
test_enum_types (void)
{
  g_autoptr(GEnumClass) sides = g_type_class_ref (FFB_TYPE_SIDE);
  g_autoptr(GEnumClass) months = g_type_class_ref (FFB_TYPE_MONTHS);

  g_assert_cmpuint (sides->n_values, ==, FFB_N_SIDES);
  g_assert_cmpuint (months->n_values, ==, FFB_N_MONTHS);
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_cmpstr (g_enum_get_value (sides, side)->value_nick, ==, ffb_side_to_string (side));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/enums/R8/months", test_months);
  g_test_add_func ("/enums/R2/round-trips", test_round_trips);
  g_test_add_func ("/enums/R2/display-words", test_display_words);
  g_test_add_func ("/enums/R8C/march-and-result-words", test_march_and_result_words);
  g_test_add_func ("/enums/types", test_enum_types);
  return g_test_run ();
}
