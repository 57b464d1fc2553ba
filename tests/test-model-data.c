/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-model-data.c: game night's kept data is the model's own (issue 32 item 2). This test is
 * built with the include path of the base and model layers only (tests/meson.build), so that
 * it does not build while a datum it copies (flank orders and encounters, ratings and P-rolls,
 * notices, block battles, the neutral party's record, a battle, a campaign) is declared above
 * the model. Each copy is equal to its original and shares no part with it, and each equality
 * sees a change in a field of its kind (R5, R7A, R7B, R7B(2), C2F). */
#include "ffb-action-state.h"
#include "ffb-activation-state.h"
#include "ffb-block-battle.h"
#include "ffb-campaign.h"
#include "ffb-card-play.h"
#include "ffb-flank-order.h"
#include "ffb-neutral-record.h"
#include "ffb-notice.h"
#include "ffb-rating-results.h"
#include "ffb-rules-fields.h"

static FfbFlankOrder *
rolled_order (void)
{
  FfbFlankOrder *order = ffb_flank_order_new (FFB_SIDE_UNION, FFB_FLANK_LEFT, "u-div2");

  ffb_flank_order_add_unit (order, "union.c1.d2");
  order->rolled = TRUE;
  order->roll = 3;
  order->march = FFB_MARCH_DELIBERATE;
  order->arrival_turn = 9;
  order->notice_turn = 7;
  order->arriving = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (order->arriving, g_strdup ("union.c1.d2.b1"));
  return order;
}

static void
test_flank_order (void)
{
  g_autoptr(FfbFlankOrder) order = rolled_order ();
  g_autoptr(FfbFlankOrder) copy = ffb_flank_order_copy (order, TRUE);
  g_autoptr(FfbFlankOrder) given = ffb_flank_order_copy (order, FALSE);

  g_assert_true (ffb_flank_order_equal (copy, order));
  g_assert_true (copy->unit_ids != order->unit_ids && copy->arriving != order->arriving);
  /* R5: without its results the copy is the order as given, not the order rolled. */
  g_assert_false (ffb_flank_order_equal (given, order));
  g_assert_false (given->rolled);
  copy->arrival_turn = 14;
  g_assert_false (ffb_flank_order_equal (copy, order));
  copy->arrival_turn = order->arrival_turn;
  g_ptr_array_set_size (copy->arriving, 0);
  g_assert_false (ffb_flank_order_equal (copy, order));
  g_clear_pointer (&copy->arriving, g_ptr_array_unref);
  g_assert_false (ffb_flank_order_equal (copy, order));
  g_assert_cmpint (ffb_flank_facing (FFB_FLANK_LEFT), ==, FFB_FLANK_RIGHT);
}

static void
test_encounter (void)
{
  const FfbEncounter encounter = { FFB_FLANK_LEFT, TRUE, 5, 7, FFB_SIDE_UNION, 4 };
  FfbEncounter other = encounter;

  g_assert_true (ffb_encounter_equal (&other, &encounter));
  other.surplus = 3;
  g_assert_false (ffb_encounter_equal (&other, &encounter));
  other = encounter;
  other.told_turn = 6;
  g_assert_false (ffb_encounter_equal (&other, &encounter));
}

static void
test_notice (void)
{
  g_autoptr(FfbNotice) notice = ffb_notice_new (7, "R7B(3)", "A %s march is coming.", "Union");
  g_autoptr(FfbNotice) copy = ffb_notice_copy (notice);
  g_autoptr(FfbNotice) later = ffb_notice_new (8, "R7B(3)", "%s", notice->text);

  g_assert_true (ffb_notice_equal (copy, notice));
  g_assert_true (copy->text != notice->text);
  g_assert_false (ffb_notice_equal (later, notice));
}

static void
add_rating (GArray *results, const char *unit_id, FfbRating rating)
{
  FfbRatingResult result = { FFB_SIDE_CONFEDERATE, g_strdup (unit_id), rating, 2, 0 };

  g_array_append_val (results, result);
}

static void
test_ratings (void)
{
  g_autoptr(GArray) results = ffb_ratings_new_results ();
  g_autoptr(GArray) p_rolls = ffb_ratings_new_p_rolls ();
  g_autoptr(GArray) copy = NULL;
  g_autoptr(GArray) p_copy = NULL;
  FfbPRoll p_roll = { FFB_SIDE_CONFEDERATE, g_strdup ("conf.c1.d1.b1"), g_strdup ("conf.c1.d1"),
                      -1, 4, 2 };

  add_rating (results, "conf.c1.d1", FFB_RATING_POLTROON);
  add_rating (results, "conf.c1.d1.b1", FFB_RATING_EXCELLENT);
  g_array_append_val (p_rolls, p_roll);
  copy = ffb_ratings_copy_results (results);
  p_copy = ffb_ratings_copy_p_rolls (p_rolls);
  g_assert_true (ffb_ratings_results_equal (copy, results));
  g_assert_true (ffb_ratings_p_rolls_equal (p_copy, p_rolls));
  g_assert_true (g_array_index (copy, FfbRatingResult, 0).unit_id
                 != g_array_index (results, FfbRatingResult, 0).unit_id);
  /* R7A: the same units with another rating are another record. */
  g_array_index (copy, FfbRatingResult, 1).rating = FFB_RATING_AVERAGE;
  g_assert_false (ffb_ratings_results_equal (copy, results));
  /* R7A(2b): the other face of the P-roll. */
  g_array_index (p_copy, FfbPRoll, 0).value = 1;
  g_assert_false (ffb_ratings_p_rolls_equal (p_copy, p_rolls));
  g_array_set_size (p_copy, 0);
  g_assert_false (ffb_ratings_p_rolls_equal (p_copy, p_rolls));
}

static void
test_block_battle (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("hex-12", "Crossing at hex 12");
  g_autoptr(FfbBlockBattle) copy = NULL;

  ffb_blocks_add (battle, "a1", "1st Infantry", FFB_BLOCK_INFANTRY, FFB_BLOCK_ATTACKER, 4);
  ffb_blocks_add (battle, "d1", "Fort garrison", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 2);
  g_assert_true (ffb_blocks_check (battle, NULL));
  copy = ffb_blocks_copy (battle);
  g_assert_true (ffb_blocks_equal (copy, battle));
  /* C2F: a step lost is another battle. */
  ffb_blocks_find (copy, "a1")->steps = 3;
  g_assert_false (ffb_blocks_equal (copy, battle));
  g_assert_cmpint (ffb_blocks_find (battle, "a1")->steps, ==, 4);
}

static FfbNeutral *
kept_neutral (void)
{
  FfbNeutral *neutral = ffb_neutral_new ();
  const FfbEncounter encounter = { FFB_FLANK_LEFT, FALSE, 6, 7, -1, 0 };

  g_ptr_array_add (neutral->orders, rolled_order ());
  g_array_append_val (neutral->encounters, encounter);
  add_rating (neutral->ratings, "conf.c1.d1", FFB_RATING_EXCELLENT);
  neutral->rolled = TRUE;
  neutral->clock.turn = 5;
  neutral->setup_digest = g_strdup ("0123abcd");
  neutral->told = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);
  g_ptr_array_add (neutral->told, ffb_notice_new (7, "R7B(3)", "A Union march is coming."));
  return neutral;
}

static void
test_neutral (void)
{
  FfbNeutral *neutral = kept_neutral ();
  FfbNeutral *copy = ffb_neutral_copy (neutral);

  g_assert_true (ffb_neutral_equal (copy, neutral));
  g_assert_true (g_ptr_array_index (copy->orders, 0) != g_ptr_array_index (neutral->orders, 0));
  g_assert_true (ffb_neutral_find_order (copy, FFB_SIDE_UNION, FFB_FLANK_LEFT) != NULL);
  /* R7B: the march's sealed result seen in the copy's order. */
  ffb_neutral_find_order (copy, FFB_SIDE_UNION, FFB_FLANK_LEFT)->march = FFB_MARCH_SWIFT;
  g_assert_false (ffb_neutral_equal (copy, neutral));
  ffb_neutral_free (copy);
  copy = ffb_neutral_copy (neutral);
  g_array_index (copy->encounters, FfbEncounter, 0).met = TRUE;
  g_assert_false (ffb_neutral_equal (copy, neutral));
  ffb_neutral_free (copy);
  copy = ffb_neutral_copy (neutral);
  g_ptr_array_set_size (copy->told, 0);
  g_assert_false (ffb_neutral_equal (copy, neutral));
  ffb_neutral_free (copy);
  ffb_neutral_free (neutral);
}

/* A record of `system` with one choice, seen by the Union player: his view's state is of the
 * deck's own system (C1's FfbActivation, C2's FfbActionCards). */
static FfbCardPlay *
viewed_record (FfbDeckSystem system)
{
  FfbDeck *deck = ffb_deck_new ();
  FfbCardPlay *play;

  deck->system = system;
  play = ffb_card_play_new (deck);
  g_ptr_array_add (play->steps, ffb_card_step_new (FFB_CARD_STEP_DEAL, -1, NULL));
  if (system == FFB_DECK_ACTION)
    {
      FfbActionCards *view = ffb_action_cards_new (deck, NULL);

      view->mississippi = TRUE;
      view->where[FFB_SIDE_UNION] = FFB_CARD_PLACE_WEST;
      ffb_card_play_set_view (play, FFB_SIDE_UNION, view, (GDestroyNotify) ffb_action_cards_free);
    }
  else
    {
      FfbActivation *view = ffb_activation_new (deck, NULL);

      view->turn = 3;
      ffb_card_play_set_view (play, FFB_SIDE_UNION, view, (GDestroyNotify) ffb_activation_free);
    }
  return play;
}

static FfbCampaign *
kept_campaign (void)
{
  FfbRules *rules = ffb_rules_alloc ();
  FfbCampaign *campaign;
  FfbBattle *battle = ffb_battle_new ("b1", 4, 1);

  campaign = ffb_campaign_new_with_rules (rules, NULL);
  ffb_rules_unref (rules);
  battle->neutral = kept_neutral ();
  battle->neutral->cards = viewed_record (FFB_DECK_ACTIVATION);
  ffb_campaign_add_battle (campaign, battle);
  campaign->action_cards = viewed_record (FFB_DECK_ACTION);
  return campaign;
}

/* The card records are the model's: a campaign's copy holds both (C1 of a battle, C2 of the
 * years), each player's view with the state of its own deck's kind, so that C2's view is
 * never copied as C1's; and the equality sees a change in either. */
static void
test_campaign (void)
{
  g_autoptr(FfbCampaign) campaign = kept_campaign ();
  g_autoptr(FfbCampaign) copy = ffb_campaign_copy (campaign);
  FfbBattle *battle = g_ptr_array_index (copy->battles, 0);
  FfbActionCards *years = copy->action_cards->view_state;
  FfbActivation *night = battle->neutral->cards->view_state;

  g_assert_true (ffb_campaign_equal (copy, campaign));
  g_assert_true (years != campaign->action_cards->view_state);
  g_assert_true (years->mississippi);
  g_assert_cmpint (years->where[FFB_SIDE_UNION], ==, FFB_CARD_PLACE_WEST);
  g_assert_cmpint (night->turn, ==, 3);
  years->where[FFB_SIDE_UNION] = FFB_CARD_PLACE_EAST;
  g_assert_false (ffb_campaign_equal (copy, campaign));
  years->where[FFB_SIDE_UNION] = FFB_CARD_PLACE_WEST;
  night->turn = 4;
  g_assert_false (ffb_campaign_equal (copy, campaign));
  night->turn = 3;
  g_ptr_array_add (battle->neutral->cards->steps,
                   ffb_card_step_new (FFB_CARD_STEP_DEAL, -1, NULL));
  g_assert_false (ffb_campaign_equal (copy, campaign));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model-data/flank-order-R5-R7B", test_flank_order);
  g_test_add_func ("/model-data/encounter-R7B5", test_encounter);
  g_test_add_func ("/model-data/notice-R7B2", test_notice);
  g_test_add_func ("/model-data/ratings-R7A", test_ratings);
  g_test_add_func ("/model-data/block-battle-C2F", test_block_battle);
  g_test_add_func ("/model-data/neutral-record", test_neutral);
  g_test_add_func ("/model-data/campaign-card-records", test_campaign);
  return g_test_run ();
}
