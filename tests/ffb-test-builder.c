/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-builder.c: campaigns and battles made in code. */
#include "ffb-test-builder.h"
#include "ffb-xml-rules.h"
#include "ffb-xml-built-in.h"

FfbCampaign *
ffb_test_campaign_new (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  FfbCampaign *campaign = ffb_xml_new_campaign (rules);
  FfbBattle *battle = ffb_battle_new ("test", rules->stands_per_sp, rules->batteries_per_sp);

  battle->year = 1863;
  battle->months = FFB_MONTHS_JUL_AUG;
  battle->terrain = FFB_TERRAIN_CLEAR;
  battle->attacker = FFB_SIDE_UNION;
  ffb_campaign_add_battle (campaign, battle);
  return campaign;
}

FfbBattle *
ffb_test_battle (FfbCampaign *campaign)
{
  return g_ptr_array_index (campaign->battles, 0);
}

FfbLeader *
ffb_test_add_leader (FfbCampaign *campaign, FfbSide side, const char *id, int stars,
                     int tactical, int army_command, gboolean cavalry)
{
  g_autofree char *name = g_strdup_printf ("General %s", id);
  FfbLeader *leader = ffb_leader_new (id, name, side, stars);

  leader->initiative = 2;
  leader->tactical = tactical;
  leader->army_command = army_command;
  leader->cavalry = cavalry;
  g_assert_true (ffb_campaign_add_leader (campaign, leader));
  ffb_battle_add_leader (ffb_test_battle (campaign), side, id, FFB_ROLE_AUTO);
  return leader;
}

FfbSpGroup *
ffb_test_add_sps (FfbCampaign *campaign, FfbSide side, const char *id,
                  FfbExperience experience, int count, const char *commander)
{
  FfbSpGroup *group = ffb_sp_group_new (id, side, experience, count);

  group->commander = g_strdup (commander);
  g_assert_true (ffb_campaign_add_sp_group (campaign, group));
  ffb_battle_add_sp (ffb_test_battle (campaign), side, id, count);
  return group;
}

static void
add_random_side (FfbCampaign *campaign, GRand *rand, FfbSide side, int max_sp, int max_leaders)
{
  static const char *const weapons[] = { "Rifled muskets",
                                         "Smoothbores, Enfields and some Austrians" };
  const char *prefix = ffb_side_to_string (side);
  int n_leaders = g_rand_int_range (rand, 0, max_leaders + 1);
  int sp_left = g_rand_int_range (rand, 1, max_sp + 1);

  for (int i = 0; i < n_leaders; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s-l%d", prefix, i);
      ffb_test_add_leader (campaign, side, id, g_rand_int_range (rand, 1, 5),
                           g_rand_int_range (rand, -2, 3), g_rand_int_range (rand, -3, 4),
                           g_rand_int_range (rand, 0, 6) == 0);
    }
  for (int g = 0; sp_left > 0; g++)
    {
      g_autofree char *id = g_strdup_printf ("%s-g%d", prefix, g);
      g_autofree char *commander = NULL;
      FfbSpGroup *group;
      int count = MIN (sp_left, g_rand_int_range (rand, 1, 6));

      if (n_leaders > 0 && g_rand_boolean (rand))
        commander = g_strdup_printf ("%s-l%d", prefix, g_rand_int_range (rand, 0, n_leaders));
      group = ffb_test_add_sps (campaign, side, id, g_rand_int_range (rand, 0, FFB_N_EXPERIENCES),
                                count, commander);
      /* Weapons notes, short and as long as allowed, drawn from no die: the battles stay the
       * ones they were, and every sheet of them prints notes beside and under the boxes. */
      group->weapons = g % 3 == 2 ? NULL : g_strdup (weapons[g % 3]);
      sp_left -= count;
    }
}

FfbCampaign *
ffb_test_random_campaign (GRand *rand, int max_sp, int max_leaders)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  add_random_side (campaign, rand, FFB_SIDE_UNION, max_sp, max_leaders);
  add_random_side (campaign, rand, FFB_SIDE_CONFEDERATE, max_sp, max_leaders);
  ffb_test_battle (campaign)->sides[FFB_SIDE_CONFEDERATE].demoralized = g_rand_boolean (rand);
  return campaign;
}
