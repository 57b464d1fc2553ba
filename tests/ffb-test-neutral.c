/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-neutral.c: the neutral party's test battle. */
#include "ffb-test-neutral.h"

#include "ffb-cards.h"
#include "ffb-clock.h"
#include "ffb-xml-deck.h"
#include "ffb-organize.h"

static void
add_side (FfbCampaign *campaign, FfbSide side, const char *prefix, int army_command)
{
  g_autofree char *army = g_strdup_printf ("%s-army", prefix);
  g_autofree char *corps = g_strdup_printf ("%s-corps", prefix);

  ffb_test_add_leader (campaign, side, army, 4, 0, army_command, FALSE);
  ffb_test_add_leader (campaign, side, corps, 2, 1, 0, FALSE);
  for (int d = 1; d <= 3; d++)
    {
      g_autofree char *id = g_strdup_printf ("%s-div%d", prefix, d);
      g_autofree char *group = g_strdup_printf ("%s-g%d", prefix, d);
      gboolean cavalry = side == FFB_SIDE_CONFEDERATE && d == 3;
      FfbLeader *leader = ffb_test_add_leader (campaign, side, id, 1, d == 1 ? -1 : d == 2,
                                               0, cavalry);

      leader->initiative = d;
      ffb_test_add_sps (campaign, side, group, FFB_EXPERIENCE_VETERAN, 2, id);
    }
}

FfbCampaign *
ffb_test_neutral_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  add_side (campaign, FFB_SIDE_UNION, "u", 2);
  add_side (campaign, FFB_SIDE_CONFEDERATE, "c", -1);
  return campaign;
}

FfbUnit *
ffb_test_unit_led_by (FfbCampaign *campaign, FfbSide side, const char *leader_id)
{
  g_autoptr(GError) error = NULL;
  FfbOob *oob = ffb_battle_ensure_oob (campaign, ffb_test_battle (campaign), side, &error);
  FfbUnit *unit;

  g_assert_no_error (error);
  unit = ffb_unit_find_led (oob->army, leader_id);
  g_assert_nonnull (unit);
  return unit;
}

FfbFlankOrder *
ffb_test_division_order (FfbCampaign *campaign, FfbSide side, FfbFlank flank,
                         const char *leader_id)
{
  FfbFlankOrder *order = ffb_flank_order_new (side, flank, leader_id);

  ffb_flank_order_add_unit (order, ffb_test_unit_led_by (campaign, side, leader_id)->id);
  return order;
}

FfbFlankOrder *
ffb_test_brigades_order (FfbCampaign *campaign, FfbSide side, FfbFlank flank,
                         const char *leader_id, guint n_brigades)
{
  FfbUnit *division = ffb_test_unit_led_by (campaign, side, leader_id);
  FfbFlankOrder *order = ffb_flank_order_new (side, flank, leader_id);

  for (guint i = 0, taken = 0; i < division->children->len && taken < n_brigades; i++)
    {
      FfbUnit *unit = g_ptr_array_index (division->children, i);

      if (unit->kind == FFB_UNIT_BRIGADE)
        {
          ffb_flank_order_add_unit (order, unit->id);
          taken++;
        }
    }
  return order;
}

void
ffb_test_give (FfbCampaign *campaign, FfbFlankOrder *order)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  gboolean given = ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle,
                                           order, findings);

  for (guint i = 0; i < findings->len; i++)
    g_test_message ("%s", ((FfbFinding *) g_ptr_array_index (findings, i))->message);
  g_assert_true (given);
  ffb_flank_order_free (order);
}

FfbNeutral *
ffb_test_roll (FfbCampaign *campaign, const char *seed)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = ffb_battle_get_neutral (battle);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_neutral_start (neutral, battle, seed, &error));
  g_assert_true (ffb_neutral_roll_pre_battle (neutral, campaign, battle, &error));
  g_assert_no_error (error);
  return neutral;
}

void
ffb_test_play_to (FfbCampaign *campaign, int turn)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = ffb_battle_get_neutral (battle);

  while (ffb_neutral_now (neutral, campaign, battle) < turn)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = neutral->clock.night
                    ? ffb_neutral_next_day (neutral, campaign, battle, &error)
                    : ffb_neutral_advance (neutral, campaign, battle, &error);

      g_assert_no_error (error);
      g_assert_true (ok);
    }
}

char *
ffb_test_seed_from (guint number)
{
  return g_strdup_printf ("%056x%08x", 0, number);
}

FfbCampaign *
ffb_test_cards_campaign (void)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", NULL);

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div3"));
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  ffb_test_play_to (campaign, 9);
  g_assert_true (ffb_cards_turn_on (battle, deck, NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, NULL));
  return campaign;
}

FfbCampaign *
ffb_test_picking_campaign (void)
{
  FfbCampaign *campaign = ffb_test_cards_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbActivation) state = ffb_cards_state (battle, NULL);

  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, FFB_SIDE_UNION,
                                   g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0), NULL));
  return campaign;
}
