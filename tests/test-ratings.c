/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ratings.c: R7A ratings, rolled in secret: leaders from their tactical rating, brigades
 * 30% E, each result sealed to its own side; rolled before the battle for units on the
 * table, on arrival for flank marchers (R7B(7)); and R7A(2b)'s +1/-1. The chances are
 * checked over 100,000 rolls each. */
#include <string.h>
#include <glib.h>
#include "ffb-error.h"
#include "ffb-test-neutral.h"

static void
test_r7a_fixed (void)
{
  FfbLeader leader = { .tactical = 2 };

  g_assert_cmpint (ffb_ratings_fixed (&leader), ==, FFB_RATING_EXCELLENT);
  leader.tactical = -2;
  g_assert_cmpint (ffb_ratings_fixed (&leader), ==, FFB_RATING_POLTROON);
  leader.tactical = 0;
  g_assert_cmpint (ffb_ratings_fixed (&leader), ==, FFB_RATING_AVERAGE);
  leader.tactical = 1;
  g_assert_cmpint (ffb_ratings_fixed (&leader), ==, FFB_RATING_SEALED);
  leader.tactical = -1;
  g_assert_cmpint (ffb_ratings_fixed (&leader), ==, FFB_RATING_SEALED);
  /* R4D: a generated leader is always Average. */
  g_assert_cmpint (ffb_ratings_fixed (NULL), ==, FFB_RATING_AVERAGE);
}

/* Rolls `n` times for `unit` and returns how often it came out `wanted`. */
static int
count_rolls (FfbCampaign *campaign, const FfbUnit *unit, int n, FfbRating wanted)
{
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", FFB_TEST_SEED, NULL);
  g_autoptr(GArray) results = ffb_ratings_new_results ();
  int hits = 0;

  for (int i = 0; i < n; i++)
    {
      const FfbRatingResult *result;

      g_assert_true (ffb_ratings_roll_unit (results, dice, campaign, FFB_SIDE_UNION, unit, 0));
      result = &g_array_index (results, FfbRatingResult, results->len - 1);
      g_assert_true (result->rating == wanted || result->rating == FFB_RATING_AVERAGE);
      hits += result->rating == wanted;
    }
  return hits;
}

static void
test_r7a3_brigade_thirty_percent (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbUnit *division = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div3");
  int hits = count_rolls (campaign, g_ptr_array_index (division->children, 0), 100000,
                          FFB_RATING_EXCELLENT);

  g_test_message ("brigade E: %d in 100000", hits);
  g_assert_cmpint (campaign->rules->brigade_excellent_percent, ==, 30);
  g_assert_cmpfloat (ABS (hits / 1000.0 - 30), <=, 1.0);
}

static void
test_r7a1_plus_one_half (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  int hits = count_rolls (campaign, ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div2"),
                          100000, FFB_RATING_EXCELLENT);

  g_test_message ("tactical +1 leader E: %d in 100000", hits);
  g_assert_cmpfloat (ABS (hits / 1000.0 - 50), <=, 1.0);
}

static void
test_r7a2_minus_one_half (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  int hits = count_rolls (campaign, ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1"),
                          100000, FFB_RATING_POLTROON);

  g_test_message ("tactical -1 leader P: %d in 100000", hits);
  g_assert_cmpfloat (ABS (hits / 1000.0 - 50), <=, 1.0);
}

/* A leader whose rating the rule fixes is never rolled. */
static void
test_r7a_no_roll_when_fixed (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", FFB_TEST_SEED, NULL);
  g_autoptr(GArray) results = ffb_ratings_new_results ();

  g_assert_false (ffb_ratings_roll_unit (results, dice, campaign, FFB_SIDE_UNION,
                                         ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                               "u-div3"), 0));
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 0);
}

static int
count_rated (const FfbNeutral *neutral, FfbSide side, int turn)
{
  int n = 0;

  for (guint i = 0; i < neutral->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (neutral->ratings, FfbRatingResult, i);

      n += result->side == side && result->turn == turn;
    }
  return n;
}

/* Before the battle: every on-table brigade and every leader left to chance, each sealed to
 * its own side (its roll's audience). */
static void
test_r7a_before_the_battle (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbNeutral *neutral = ffb_test_roll (campaign, FFB_TEST_SEED);

  /* 15 brigades, the corps leader (+1) and two division leaders (+1, -1). */
  g_assert_cmpint (count_rated (neutral, FFB_SIDE_UNION, 0), ==, 15 + 3);
  g_assert_cmpint (count_rated (neutral, FFB_SIDE_CONFEDERATE, 0), ==, 15 + 3);
  for (guint i = 0; i < neutral->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (neutral->ratings, FfbRatingResult, i);
      const FfbRoll *roll = ffb_dice_find_roll (neutral->dice, (guint) result->roll);

      g_assert_cmpint (roll->audience, ==, ffb_audience_for_side (result->side));
      g_assert_cmpint (roll->reveal_turn, ==, 0);
    }
}

/* R7B(7): a flank march's units are rolled on the turn it arrives, not before. */
static void
test_r7b7_on_arrival (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbNeutral *neutral;
  const FfbFlankOrder *order;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  /* 10 brigades, the corps leader and u-div2 on the table; u-div1 (-1) marches. */
  g_assert_cmpint (count_rated (neutral, FFB_SIDE_UNION, 0), ==, 10 + 2);
  ffb_test_play_to (campaign, order->arrival_turn - 1);
  g_assert_cmpint (count_rated (neutral, FFB_SIDE_UNION, order->arrival_turn), ==, 0);
  ffb_test_play_to (campaign, order->arrival_turn);
  g_assert_cmpint (count_rated (neutral, FFB_SIDE_UNION, order->arrival_turn), ==, 5 + 1);
  g_assert_nonnull (ffb_ratings_find (neutral->ratings, FFB_SIDE_UNION,
                                      ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                            "u-div1")->id));
}

/* What each reader knows: the owner his own, the other player nothing. */
static void
test_r7a_sealed_to_owner (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbNeutral *neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  FfbUnit *leader = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div2");
  FfbUnit *fixed = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div3");
  FfbRating rolled = ffb_ratings_find (neutral->ratings, FFB_SIDE_UNION, leader->id)->rating;

  g_assert_cmpint (ffb_ratings_known (neutral->ratings, campaign, FFB_SIDE_UNION, leader,
                                      FFB_READER_UNION, 0), ==, rolled);
  g_assert_cmpint (ffb_ratings_known (neutral->ratings, campaign, FFB_SIDE_UNION, leader,
                                      FFB_READER_REFEREE, 0), ==, rolled);
  g_assert_cmpint (ffb_ratings_known (neutral->ratings, campaign, FFB_SIDE_UNION, leader,
                                      FFB_READER_CONFEDERATE, 30), ==, FFB_RATING_SEALED);
  g_assert_cmpint (ffb_ratings_known (neutral->ratings, campaign, FFB_SIDE_UNION, fixed,
                                      FFB_READER_CONFEDERATE, 30), ==, FFB_RATING_SEALED);
  g_assert_cmpint (ffb_ratings_known (neutral->ratings, campaign, FFB_SIDE_UNION, fixed,
                                      FFB_READER_UNION, 0), ==, FFB_RATING_AVERAGE);
}

/* A seed under which the Union's tactical -1 division leader comes out a Poltroon. */
static FfbCampaign *
campaign_with_poltroon (void)
{
  for (guint n = 0;; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
      g_autofree char *seed = ffb_test_seed_from (n);
      FfbNeutral *neutral = ffb_test_roll (campaign, seed);
      FfbUnit *leader = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");

      g_assert_cmpuint (n, <, 100);
      if (ffb_ratings_find (neutral->ratings, FFB_SIDE_UNION, leader->id)->rating
          == FFB_RATING_POLTROON)
        return g_steal_pointer (&campaign);
    }
}

static void
test_r7a2b_attached_p (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_poltroon ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbUnit *leader = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");
  FfbUnit *brigade = g_ptr_array_index (leader->children, 0);
  int counts[3] = { 0, 0, 0 }, value = 0;

  ffb_test_play_to (campaign, 2);
  for (int i = 0; i < 100000; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ffb_neutral_roll_attached_p (battle->neutral, campaign, battle,
                                                  FFB_SIDE_UNION, leader->id, brigade->id,
                                                  &value, &error));
      g_assert_true (value == 1 || value == -1);
      counts[value + 1]++;
    }
  g_test_message ("R7A(2b): -1 %d, +1 %d", counts[0], counts[2]);
  g_assert_cmpfloat (ABS (counts[2] / 1000.0 - 50), <=, 1.0);
  g_assert_cmpint (g_array_index (battle->neutral->p_rolls, FfbPRoll, 0).turn, ==, 2);
}

static void
test_r7a2b_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbUnit *average = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div3");
  FfbUnit *other = g_ptr_array_index (ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                            "u-div2")->children, 0);
  g_autoptr(GError) error = NULL;

  ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, 1);
  g_assert_false (ffb_neutral_roll_attached_p (battle->neutral, campaign, battle,
                                               FFB_SIDE_UNION, average->id, other->id, NULL,
                                               &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "R7A(2b): the leader of 3rd Division is "
                                                   "not a Poltroon"));
}

static void
test_r7a2b_chain_of_command (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_poltroon ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbUnit *leader = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");
  FfbUnit *other = g_ptr_array_index (ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                            "u-div2")->children, 0);
  g_autoptr(GError) error = NULL;

  ffb_test_play_to (campaign, 1);
  g_assert_false (ffb_neutral_roll_attached_p (battle->neutral, campaign, battle,
                                               FFB_SIDE_UNION, leader->id, other->id, NULL,
                                               &error));
  g_assert_nonnull (strstr (error->message, "is not in the chain of command"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ratings/R7A(1)-(2)/fixed", test_r7a_fixed);
  g_test_add_func ("/ratings/R7A(1)/plus-one-half", test_r7a1_plus_one_half);
  g_test_add_func ("/ratings/R7A(2)/minus-one-half", test_r7a2_minus_one_half);
  g_test_add_func ("/ratings/R7A(3)/brigade-thirty-percent", test_r7a3_brigade_thirty_percent);
  g_test_add_func ("/ratings/R7A/no-roll-when-fixed", test_r7a_no_roll_when_fixed);
  g_test_add_func ("/ratings/R7A/before-the-battle", test_r7a_before_the_battle);
  g_test_add_func ("/ratings/R7A/sealed-to-owner", test_r7a_sealed_to_owner);
  g_test_add_func ("/ratings/R7B(7)/on-arrival", test_r7b7_on_arrival);
  g_test_add_func ("/ratings/R7A(2b)/attached-p", test_r7a2b_attached_p);
  g_test_add_func ("/ratings/R7A(2b)/refused", test_r7a2b_refused);
  g_test_add_func ("/ratings/R7A(2b)/chain-of-command", test_r7a2b_chain_of_command);
  return g_test_run ();
}
