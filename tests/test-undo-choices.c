/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-undo-choices.c: where the referee's undo stops (issue 30 item 2; RULES.md "Fair dice": a
 * player's choice stands once made, and undo stops before it and says so): flank orders given
 * or called off, cards picked (C2), block battles fought with their owners' decisions (C2F);
 * what the referee rolled or dealt stays his to take back. */
#include <string.h>

#include "ffb-action-play.h"
#include "ffb-blocks-campaign.h"
#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-test-files.h"
#include "ffb-test-neutral.h"
#include "ffb-undo-choices.h"
#include "ffb-xml.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-deck.h"

/* The campaign as an undo snapshot keeps it: its XML, read back. */
static FfbCampaign *
snapshot (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  FfbCampaign *copy = ffb_xml_load_campaign (xml, strlen (xml), "the snapshot", &error);

  g_assert_no_error (error);
  return copy;
}

static void
assert_stops (FfbCampaign *now, FfbCampaign *before, const char *what)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_undo_check_choices (now, before, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_true (g_str_has_prefix (error->message, "Undo stops here: "));
  g_assert_nonnull (strstr (error->message, what));
  g_assert_true (g_str_has_suffix (error->message, " stands."));
}

/* R5: an order given, and one called off, stand; the roll made on them is the referee's. */
static void
test_flank_orders (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbCampaign) empty = NULL, given = NULL, rolled = NULL;
  FfbBattle *battle;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  empty = snapshot (campaign);
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div2"));
  assert_stops (campaign, empty, "the Confederate player's flank march on the right at");
  given = snapshot (campaign);
  g_assert_true (ffb_undo_check_choices (campaign, given, NULL));

  /* Called off: undo would give the order back. */
  battle = g_ptr_array_index (campaign->battles, 0);
  g_assert_true (ffb_neutral_cancel_order (battle->neutral, FFB_SIDE_CONFEDERATE,
                                           FFB_FLANK_RIGHT));
  assert_stops (campaign, given, "the Confederate player's flank march on the right at");

  /* The roll is the referee's step: undone, the orders are the same. */
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div2"));
  g_clear_pointer (&given, ffb_campaign_unref);
  given = snapshot (campaign);
  ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_true (ffb_undo_check_choices (campaign, given, NULL));
  /* A battle the campaign put back has not yet takes its orders with it. */
  rolled = snapshot (campaign);
  g_ptr_array_set_size (rolled->battles, 0);
  assert_stops (campaign, rolled, "the Union player's flank march on the left at");
}

/* C2C: the year's deal is the referee's; a card picked stands. */
static void
test_action_card_pick (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(FfbCampaign) off = NULL, dealt = NULL;
  g_autoptr(FfbActionCards) state = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (demo, FFB_TEST_SEED, NULL));
  off = snapshot (demo);
  g_assert_true (ffb_action_play_turn_on (demo, deck, NULL));
  g_assert_true (ffb_action_play_deal_year (demo, NULL));
  g_assert_true (ffb_undo_check_choices (demo, off, NULL));
  dealt = snapshot (demo);
  state = ffb_action_play_state (demo, NULL);
  g_assert_nonnull (state);
  g_assert_true (ffb_action_play_pick (demo, FFB_SIDE_UNION,
                                       g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0), FALSE,
                                       NULL));
  assert_stops (demo, dealt, "the Union player's action cards (C2)");
}

/* C2F, C2G: a round of a block battle fought in the campaign is final, its owners' orders
 * with it: undo stops before it, the campaign as it was. */
static void
test_block_battle (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autofree char *path = ffb_test_source_path ("tests/files/blocks/good/vicksburg-fortress.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_load_file (path, &error);
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autofree char *kept = NULL, *after = NULL;

  g_assert_no_error (error);
  g_assert_true (ffb_campaign_dice_set_seed (demo, FFB_TEST_SEED, &error));
  g_assert_true (ffb_blocks_campaign_start (demo, battle, &error));
  g_assert_no_error (error);
  fought = ffb_blocks_campaign_fight_round (demo, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fought);
  kept = ffb_xml_write_campaign (demo);
  /* A round leaves no step to undo but the battle's end: nothing goes back. */
  g_assert_false (ffb_undo_last_change (demo, NULL, &error));
  g_assert_nonnull (error);
  after = ffb_xml_write_campaign (demo);
  g_assert_cmpstr (after, ==, kept);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/undo-choices/R5/flank-orders", test_flank_orders);
  g_test_add_func ("/undo-choices/C2C/action-card-pick", test_action_card_pick);
  g_test_add_func ("/undo-choices/C2F/block-battle", test_block_battle);
  return g_test_run ();
}
