/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-battle-clock.c: the battle's clock (RULES.md R8, R8A-R8C), the army leaders'
 * re-rolls (R11D) and the public notices told turn by turn (R7B(2)-(5)). */
#include <string.h>
#include <glib.h>
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-rules.h"

static void
test_r8_turns_and_time (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autofree char *first = ffb_battle_turn_describe (rules, FFB_MONTHS_NOV_FEB, 1);
  g_autofree char *last = ffb_battle_turn_describe (rules, FFB_MONTHS_NOV_FEB, 21);
  g_autofree char *next = ffb_battle_turn_describe (rules, FFB_MONTHS_NOV_FEB, 22);
  g_autofree char *before = ffb_battle_turn_describe (rules, FFB_MONTHS_NOV_FEB, 0);
  int day, turn;

  g_assert_cmpstr (first, ==, "day 1, turn 1 (0700)");
  g_assert_cmpstr (last, ==, "day 1, turn 21 (1700)");
  g_assert_cmpstr (next, ==, "day 2, turn 1 (0700)");
  g_assert_cmpstr (before, ==, "before the battle");
  ffb_battle_turn_split (55, 25, &day, &turn);
  g_assert_cmpint (day, ==, 3);
  g_assert_cmpint (turn, ==, 5);
  g_assert_cmpint (ffb_battle_turn (3, 5, 25), ==, 55);
}

/* The day's turns, then night; R8A: the next day from its dawn. */
static void
test_r8a_night_and_next_day (void)
{
  FfbBattleClock clock;
  g_autoptr(GError) error = NULL;

  ffb_battle_clock_init (&clock);
  g_assert_cmpint (ffb_battle_clock_now (&clock, 21), ==, 0);
  g_assert_false (ffb_battle_clock_next_day (&clock, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  for (int i = 0; i < 21; i++)
    g_assert_true (ffb_battle_clock_advance (&clock, 21, NULL));
  g_assert_cmpint (clock.turn, ==, 21);
  g_assert_false (clock.night);
  g_assert_true (ffb_battle_clock_advance (&clock, 21, NULL));
  g_assert_true (clock.night);
  g_assert_false (ffb_battle_clock_advance (&clock, 21, &error));
  g_assert_nonnull (strstr (error->message, "(R8A)"));
  g_assert_true (ffb_battle_clock_next_day (&clock, NULL));
  g_assert_cmpint (clock.day, ==, 2);
  g_assert_cmpint (clock.turn, ==, 1);
  g_assert_cmpint (ffb_battle_clock_now (&clock, 21), ==, 22);
}

/* R8B, R8C: withdrawn overnight, unmolested, yet Demoralized; the battle is over. */
static void
test_r8b_withdraw_overnight (void)
{
  FfbBattleClock clock;
  g_autoptr(GError) error = NULL;

  ffb_battle_clock_init (&clock);
  for (int i = 0; i < 22; i++)
    ffb_battle_clock_advance (&clock, 21, NULL);
  g_assert_true (ffb_battle_clock_withdraw (&clock, FFB_SIDE_CONFEDERATE, 21, NULL));
  g_assert_true (clock.overnight);
  g_assert_true (ffb_battle_clock_demoralized (&clock, FFB_SIDE_CONFEDERATE));
  g_assert_false (ffb_battle_clock_demoralized (&clock, FFB_SIDE_UNION));
  g_assert_false (ffb_battle_clock_next_day (&clock, &error));
  g_assert_nonnull (strstr (error->message, "The battle is over"));
}

static void
test_r8c_driven_off (void)
{
  FfbBattleClock clock;
  g_autoptr(GError) error = NULL;

  ffb_battle_clock_init (&clock);
  for (int i = 0; i < 7; i++)
    ffb_battle_clock_advance (&clock, 21, NULL);
  g_assert_true (ffb_battle_clock_driven_off (&clock, FFB_SIDE_UNION, 21, NULL));
  g_assert_true (clock.driven_off);
  g_assert_false (clock.overnight);
  g_assert_cmpint (clock.end_turn, ==, 7);
  g_assert_true (ffb_battle_clock_demoralized (&clock, FFB_SIDE_UNION));
  g_assert_false (ffb_battle_clock_advance (&clock, 21, &error));
}

/* R11D: +2 gives two own re-rolls a turn; -1 lets the opponent force one. */
static void
test_r11d_rerolls (void)
{
  FfbBattleClock clock;
  g_autoptr(GError) error = NULL;
  FfbRerolls lee = ffb_rerolls_for (3), fremont = ffb_rerolls_for (-3), none = ffb_rerolls_for (0);

  g_assert_cmpint (lee.own, ==, 3);
  g_assert_cmpint (lee.forced, ==, 0);
  g_assert_cmpint (fremont.own, ==, 0);
  g_assert_cmpint (fremont.forced, ==, 3);
  g_assert_cmpint (none.own + none.forced, ==, 0);
  ffb_battle_clock_init (&clock);
  ffb_battle_clock_advance (&clock, 30, NULL);
  g_assert_true (ffb_battle_clock_use_reroll (&clock, FFB_SIDE_UNION, 2, NULL));
  g_assert_true (ffb_battle_clock_use_reroll (&clock, FFB_SIDE_UNION, 2, NULL));
  g_assert_false (ffb_battle_clock_use_reroll (&clock, FFB_SIDE_UNION, 2, &error));
  g_assert_true (g_str_has_prefix (error->message, "R11D:"));
  g_clear_error (&error);
  g_assert_true (ffb_battle_clock_use_reroll (&clock, FFB_SIDE_CONFEDERATE, -1, NULL));
  g_assert_false (ffb_battle_clock_use_reroll (&clock, FFB_SIDE_CONFEDERATE, -1, &error));
  g_assert_nonnull (strstr (error->message, "forced by the opponent"));
  /* A new turn, new allowances. */
  ffb_battle_clock_advance (&clock, 30, NULL);
  g_assert_cmpint (ffb_battle_clock_rerolls_left (&clock, FFB_SIDE_UNION, 2), ==, 2);
  g_assert_cmpint (ffb_battle_clock_rerolls_left (&clock, FFB_SIDE_CONFEDERATE, -1), ==, 1);
}

static char *
join_notices (GPtrArray *notices)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (notices, i);

      g_string_append_printf (text, "%d %s %s\n", notice->turn, notice->rule, notice->text);
    }
  return g_string_free (text, FALSE);
}

/* R7B(2)-(4): told the turn before it enters, and not a turn earlier; the notice names the
 * side and the end of the field only. */
static void
test_r7b_notices (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral;
  const FfbFlankOrder *order;
  g_autoptr(GPtrArray) before = NULL, told = NULL;
  g_autofree char *before_text = NULL, *told_text = NULL;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  before = ffb_neutral_notices (neutral, campaign, battle, order->notice_turn - 1);
  told = ffb_neutral_notices (neutral, campaign, battle, order->arrival_turn);
  before_text = join_notices (before);
  told_text = join_notices (told);
  g_test_message ("%s", told_text);
  g_assert_null (strstr (before_text, "flank march"));
  g_assert_nonnull (strstr (told_text, "A Union flank march will enter on the Union left (the "
                                       "Confederate right) on day 1, turn"));
  g_assert_nonnull (strstr (told_text, "The Union flank march enters on the Union left"));
  g_assert_null (strstr (told_text, "u-div1"));
  g_assert_null (strstr (told_text, "40"));
}

/* R7B(5a): both players learn of an encounter at the earlier of the two notices. */
static void
test_r7b5a_encounter_notice (void)
{
  for (guint n = 0; n < 64; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
      g_autofree char *seed = ffb_test_seed_from (n);
      FfbBattle *battle = ffb_test_battle (campaign);
      FfbNeutral *neutral;
      const FfbEncounter *encounter;
      g_autoptr(GPtrArray) early = NULL, told = NULL;
      g_autofree char *early_text = NULL, *told_text = NULL;

      ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                        FFB_FLANK_LEFT, "u-div1"));
      ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                        FFB_FLANK_RIGHT, "c-div1", 4));
      neutral = ffb_test_roll (campaign, seed);
      encounter = &g_array_index (neutral->encounters, FfbEncounter, 0);
      if (!encounter->met)
        continue;
      early = ffb_neutral_notices (neutral, campaign, battle, encounter->told_turn - 1);
      told = ffb_neutral_notices (neutral, campaign, battle, encounter->told_turn);
      early_text = join_notices (early);
      told_text = join_notices (told);
      g_assert_null (strstr (early_text, "met off table"));
      g_assert_nonnull (strstr (told_text, "The two armies' flank marches met off table on the "
                                           "Union left (the Confederate right): the Confederate "
                                           "march will not arrive"));
      return;
    }
  g_assert_not_reached ();
}

/* R8A: dusk and the next dawn are told; after an army withdraws, nothing more. */
static void
test_r8a_notices (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  g_autoptr(GPtrArray) two_days = ffb_neutral_notices (neutral, campaign, battle, 31);
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *text = join_notices (two_days), *after_text = NULL;

  g_assert_nonnull (strstr (text, "30 R8A Turn 30 is the last of day 1"));
  g_assert_nonnull (strstr (text, "31 R8A Day 2 begins at dawn (0500)"));
  ffb_test_play_to (campaign, 30);
  g_assert_true (ffb_neutral_advance (neutral, campaign, battle, NULL));
  g_assert_true (ffb_battle_clock_withdraw (&neutral->clock, FFB_SIDE_UNION, 30, NULL));
  after = ffb_neutral_notices (neutral, campaign, battle, 60);
  after_text = join_notices (after);
  g_assert_nonnull (strstr (after_text, "30 R8B The Union army withdraws unmolested overnight "
                                        "and is Demoralized in CW terms (R8C)."));
  g_assert_null (strstr (after_text, "Day 2"));
}

/* R8A: a march due after nightfall (a house rule with a short day) arrives next morning,
 * announced the turn before, and gets its R7B(7) rolls then. */
static void
test_r8a_march_next_morning (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbRules *rules = ffb_rules_copy (campaign->rules);
  FfbNeutral *neutral;
  const FfbFlankOrder *order;
  FfbUnit *brigade;

  /* A 12-turn day and every march on turn 14: day 2, turn 12. */
  rules->day[FFB_MONTHS_JUL_AUG].turns = 12;
  for (int m = 0; m < FFB_N_MARCHES; m++)
    rules->arrival_turn[m] = 14;
  ffb_rules_unref (campaign->rules);
  campaign->rules = rules;
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  brigade = g_ptr_array_index (ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                     "u-div1")->children, 0);
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  g_assert_cmpint (order->arrival_turn, ==, 24);
  g_assert_cmpint (order->notice_turn, ==, 23);
  ffb_test_play_to (campaign, 23);
  g_assert_null (ffb_ratings_find (neutral->ratings, FFB_SIDE_UNION, brigade->id));
  ffb_test_play_to (campaign, 24);
  g_assert_cmpint (neutral->clock.day, ==, 2);
  g_assert_nonnull (ffb_ratings_find (neutral->ratings, FFB_SIDE_UNION, brigade->id));
}

/* The turn before: from night to the day's last turn, from a day's first turn to the night
 * before it; nothing before the first turn, nothing after the end. */
static void
test_r8a_back (void)
{
  FfbBattleClock clock;
  g_autoptr(GError) error = NULL;

  ffb_battle_clock_init (&clock);
  g_assert_false (ffb_battle_clock_back (&clock, 21, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  for (int i = 0; i < 22; i++)
    g_assert_true (ffb_battle_clock_advance (&clock, 21, NULL));
  g_assert_true (ffb_battle_clock_next_day (&clock, NULL));
  clock.rerolls_used[FFB_SIDE_UNION] = 1;
  g_assert_true (ffb_battle_clock_back (&clock, 21, NULL)); /* day 2, turn 1: the night */
  g_assert_true (clock.night);
  g_assert_cmpint (clock.day, ==, 1);
  g_assert_cmpint (clock.rerolls_used[FFB_SIDE_UNION], ==, 0);
  g_assert_true (ffb_battle_clock_back (&clock, 21, NULL)); /* the day's last turn */
  g_assert_false (clock.night);
  g_assert_cmpint (ffb_battle_clock_now (&clock, 21), ==, 21);
  g_assert_true (ffb_battle_clock_back (&clock, 21, NULL));
  g_assert_cmpint (ffb_battle_clock_now (&clock, 21), ==, 20);
  g_assert_true (ffb_battle_clock_withdraw (&clock, FFB_SIDE_UNION, 21, NULL));
  g_assert_false (ffb_battle_clock_back (&clock, 21, &error));
  g_assert_nonnull (strstr (error->message, "over"));
}

/* R7B(7): a clock taken back over a march's arrival and run on again rolls nothing twice, and
 * what was rolled stays. */
static void
test_r7b7_back_rolls_nothing_twice (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral;
  const FfbFlankOrder *order;
  guint rolls;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  g_assert_cmpint (order->arrival_turn, >, 0);
  ffb_test_play_to (campaign, order->arrival_turn);
  rolls = ffb_dice_n_rolls (neutral->dice);
  g_assert_true (ffb_neutral_back (neutral, campaign, battle, NULL));
  g_assert_cmpint (ffb_neutral_now (neutral, campaign, battle), ==, order->arrival_turn - 1);
  ffb_test_play_to (campaign, order->arrival_turn);
  g_assert_cmpuint (ffb_dice_n_rolls (neutral->dice), ==, rolls);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-clock/R8/turns-and-time", test_r8_turns_and_time);
  g_test_add_func ("/battle-clock/R8A/night-and-next-day", test_r8a_night_and_next_day);
  g_test_add_func ("/battle-clock/R8A/notices", test_r8a_notices);
  g_test_add_func ("/battle-clock/R8A/march-next-morning", test_r8a_march_next_morning);
  g_test_add_func ("/battle-clock/R8A/back", test_r8a_back);
  g_test_add_func ("/battle-clock/R7B(7)/back-rolls-nothing-twice",
                   test_r7b7_back_rolls_nothing_twice);
  g_test_add_func ("/battle-clock/R8B/withdraw-overnight", test_r8b_withdraw_overnight);
  g_test_add_func ("/battle-clock/R8C/driven-off", test_r8c_driven_off);
  g_test_add_func ("/battle-clock/R11D/rerolls", test_r11d_rerolls);
  g_test_add_func ("/battle-clock/R7B(2)-(4)/notices", test_r7b_notices);
  g_test_add_func ("/battle-clock/R7B(5a)/encounter-notice", test_r7b5a_encounter_notice);
  return g_test_run ();
}
