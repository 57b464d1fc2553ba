/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-clock.c: the FF day of RULES.md R8, from the default rule set. */
#include <glib.h>
#include "ffb-clock.h"
#include "ffb-xml-rules.h"

typedef struct
{
  FfbMonths months;
  const char *dawn;
  const char *dusk;
  int turns;
} DayCase;

/* The table of R8, as the article prints it. */
static const DayCase day_cases[] = {
  { FFB_MONTHS_MAR_APR, "0600", "1800", 25 },
  { FFB_MONTHS_MAY_JUN, "0500", "1930", 30 },
  { FFB_MONTHS_JUL_AUG, "0500", "1930", 30 },
  { FFB_MONTHS_SEP_OCT, "0600", "1800", 25 },
  { FFB_MONTHS_NOV_FEB, "0700", "1700", 21 },
};

static char *
turn_time (const FfbRules *rules, FfbMonths months, int turn)
{
  int start = ffb_clock_turn_start (rules, months, turn);

  g_assert_cmpint (start, >=, 0);
  return ffb_clock_format_time (start);
}

/* Dawn, dusk and turns of one row; the first turn starts at dawn and the last at dusk. */
static void
test_r8_day (gconstpointer data)
{
  const DayCase *expected = data;
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autofree char *first = turn_time (rules, expected->months, 1);
  g_autofree char *last = turn_time (rules, expected->months, expected->turns);
  g_autofree char *dawn = ffb_clock_format_time (rules->day[expected->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[expected->months].dusk);

  g_assert_cmpstr (dawn, ==, expected->dawn);
  g_assert_cmpstr (dusk, ==, expected->dusk);
  g_assert_cmpint (ffb_clock_turns_in_day (rules, expected->months), ==, expected->turns);
  g_assert_cmpstr (first, ==, expected->dawn);
  g_assert_cmpstr (last, ==, expected->dusk);
  /* No turn before the first or after the last. */
  g_assert_cmpint (ffb_clock_turn_start (rules, expected->months, 0), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, expected->months, expected->turns + 1), ==, -1);
}

static void
test_r8_thirty_minute_turns (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->turn_minutes, ==, 30);
  /* May-Jun: turn 2 at 0530, turn 4 (a swift flank march, R7B) at 0630, turn 14 at 1130. */
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, 2), ==, 5 * 60 + 30);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, 4), ==, 6 * 60 + 30);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, 14), ==, 11 * 60 + 30);
  for (int turn = 1; turn < 21; turn++)
    g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_NOV_FEB, turn + 1)
                     - ffb_clock_turn_start (rules, FFB_MONTHS_NOV_FEB, turn), ==, 30);
}

static void
test_r8_out_of_range (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, -1), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, 0), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, 26), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_NOV_FEB, 22), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, 30), ==, 19 * 60 + 30);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, 31), ==, -1);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAY_JUN, G_MAXINT), ==, -1);
}

/* The clock follows the rule set, not fixed numbers: hour-long turns in a house rule. */
static void
test_r8_house_rule_hour_turns (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) rules = ffb_rules_copy (defaults);

  rules->turn_minutes = 60;
  rules->day[FFB_MONTHS_MAR_APR].turns = 13;
  g_assert_cmpint (ffb_clock_turns_in_day (rules, FFB_MONTHS_MAR_APR), ==, 13);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, 2), ==, 7 * 60);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, 13), ==, 18 * 60);
  g_assert_cmpint (ffb_clock_turn_start (rules, FFB_MONTHS_MAR_APR, 14), ==, -1);
}

static void
test_format_time (void)
{
  const struct { int minutes; const char *text; } cases[] = {
    { 0, "0000" }, { 5, "0005" }, { 330, "0530" }, { 600, "1000" }, { 1170, "1930" },
    { 1439, "2359" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ffb_clock_format_time (cases[i].minutes);
      int minutes = -1;

      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_true (ffb_clock_parse_time (cases[i].text, &minutes));
      g_assert_cmpint (minutes, ==, cases[i].minutes);
    }
}

static void
test_parse_time_refuses (void)
{
  const char *bad[] = { "", "530", "05300", "05:30", "2400", "0560", "-530", "o530", " 530" };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      int minutes = 42;

      g_assert_false (ffb_clock_parse_time (bad[i], &minutes));
      g_assert_cmpint (minutes, ==, 42);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (day_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/clock/R8/day/%s",
                                               ffb_months_to_string (day_cases[i].months));

      g_test_add_data_func (path, &day_cases[i], test_r8_day);
    }
  g_test_add_func ("/clock/R8/thirty-minute-turns", test_r8_thirty_minute_turns);
  g_test_add_func ("/clock/R8/out-of-range-turns", test_r8_out_of_range);
  g_test_add_func ("/clock/R8/house-rule-hour-turns", test_r8_house_rule_hour_turns);
  g_test_add_func ("/clock/format-time", test_format_time);
  g_test_add_func ("/clock/parse-time-refuses", test_parse_time_refuses);

  return g_test_run ();
}
