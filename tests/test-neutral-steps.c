/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-neutral-steps.c: the game night's steps as the app and ffbridge-cli take them
 * (ffb-neutral-steps.h): each refuses a step out of order in one sentence and, refused,
 * leaves the battle as it was (R5, R7B(5a), R8, R8A-R8C, "Fair dice"). */
#include <string.h>

#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-neutral-steps.h"
#include "ffb-test-neutral.h"

/* R8: no clock before the pre-battle rolls, and no neutral party made by asking. */
static void
test_clock_before_rolls_r8 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_neutral_step_clock (campaign, battle, FFB_CLOCK_NEXT_TURN, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The battle has not begun: the pre-battle rolls come "
                   "first.");
  g_assert_null (battle->neutral);
}

/* R8, R8A: next turn up to nightfall, then only the next dawn; back through the night. */
static void
test_clock_through_nightfall_r8a (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  int turns = ffb_clock_turns_in_day (campaign->rules, battle->months);
  g_autoptr(GError) error = NULL;

  ffb_test_play_to (campaign, turns);
  g_assert_true (ffb_neutral_step_clock (campaign, battle, FFB_CLOCK_NEXT_TURN, NULL));
  g_assert_true (neutral->clock.night);
  g_assert_false (ffb_neutral_step_clock (campaign, battle, FFB_CLOCK_NEXT_TURN, &error));
  g_assert_nonnull (strstr (error->message, "It is night after day 1"));
  g_assert_true (neutral->clock.night);
  g_assert_true (ffb_neutral_step_clock (campaign, battle, FFB_CLOCK_NEXT_DAY, NULL));
  g_assert_cmpint (ffb_neutral_now (neutral, campaign, battle), ==, turns + 1);
  g_assert_true (ffb_neutral_step_clock (campaign, battle, FFB_CLOCK_BACK, NULL));
  g_assert_true (neutral->clock.night);
  g_assert_cmpint (neutral->clock.day, ==, 1);
}

/* "Fair dice": a phrase is mixed into a seed already committed, never before. */
static void
test_phrase_before_seed (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_neutral_step_phrase (battle, FFB_SIDE_UNION, "blue", &error));
  g_assert_nonnull (strstr (error->message, "Draw the seed first"));
  g_assert_null (battle->neutral);
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  g_assert_true (ffb_neutral_step_phrase (battle, FFB_SIDE_UNION, "blue", NULL));
  g_assert_cmpstr (ffb_dice_phrase (battle->neutral->dice, FFB_SIDE_UNION), ==, "blue");
}

/* R5: a march is called off before the dice roll for it, not after; none to call off says
 * so. */
static void
test_call_off_r5 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_neutral_step_call_off (battle, FFB_SIDE_UNION, FFB_FLANK_LEFT, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "R5: the Union army has no left flank march to call "
                   "off.");
  g_clear_error (&error);
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  g_assert_true (ffb_neutral_step_call_off (battle, FFB_SIDE_UNION, FFB_FLANK_LEFT, NULL));
  g_assert_null (ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_false (ffb_neutral_step_call_off (battle, FFB_SIDE_UNION, FFB_FLANK_LEFT, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "the dice have rolled for it"));
  g_assert_nonnull (ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT));
}

/* R7B(5a): no pick before the neutral party has rolled; after, the engine's own refusal. */
static void
test_pick_before_rolls_r7b5a (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  const char *const ids[] = { "union.c1.d2.b1", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_neutral_step_pick (campaign, battle, FFB_SIDE_UNION, FFB_FLANK_LEFT, ids,
                                         &error));
  g_assert_nonnull (strstr (error->message, "R7B(5a): the neutral party has not rolled"));
  g_assert_null (battle->neutral);
  g_clear_error (&error);
  ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_false (ffb_neutral_step_pick (campaign, battle, FFB_SIDE_UNION, FFB_FLANK_LEFT, ids,
                                         &error));
  g_assert_nonnull (strstr (error->message, "there is nothing to pick for the Union left "
                            "flank march now"));
}

/* R8B, R8C: an army leaves the field only while the battle is under way, from its first turn;
 * then the battle is over. */
static void
test_leave_r8c (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  FfbNeutral *neutral;

  g_assert_false (ffb_neutral_step_leave (campaign, battle, FFB_SIDE_UNION, FALSE, &error));
  g_assert_cmpstr (error->message, ==, "The battle has not begun: the pre-battle rolls come "
                   "first.");
  g_assert_null (battle->neutral);
  g_clear_error (&error);
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_false (ffb_neutral_step_leave (campaign, battle, FFB_SIDE_UNION, FALSE, &error));
  g_assert_nonnull (strstr (error->message, "has not reached its first turn"));
  g_assert_false (neutral->clock.ended);
  g_clear_error (&error);
  ffb_test_play_to (campaign, 1);
  g_assert_true (ffb_neutral_step_leave (campaign, battle, FFB_SIDE_CONFEDERATE, TRUE, NULL));
  g_assert_true (ffb_battle_clock_demoralized (&neutral->clock, FFB_SIDE_CONFEDERATE));
  g_assert_true (neutral->clock.driven_off);
  g_assert_false (ffb_neutral_step_leave (campaign, battle, FFB_SIDE_UNION, FALSE, &error));
  g_assert_nonnull (strstr (error->message, "The battle is over"));
  g_assert_false (ffb_battle_clock_demoralized (&neutral->clock, FFB_SIDE_UNION));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/neutral/steps/clock-before-rolls-R8", test_clock_before_rolls_r8);
  g_test_add_func ("/neutral/steps/clock-through-nightfall-R8A",
                   test_clock_through_nightfall_r8a);
  g_test_add_func ("/neutral/steps/phrase-before-seed-fair-dice", test_phrase_before_seed);
  g_test_add_func ("/neutral/steps/call-off-R5", test_call_off_r5);
  g_test_add_func ("/neutral/steps/pick-before-rolls-R7B(5a)", test_pick_before_rolls_r7b5a);
  g_test_add_func ("/neutral/steps/leave-R8C", test_leave_r8c);
  return g_test_run ();
}
