/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-builder.h: campaigns and battles made in code for the tests and benchmarks. */
#pragma once

#include "ffb-campaign.h"

G_BEGIN_DECLS

/* A campaign on the default rule set with one battle "test" (Jul-Aug 1863, clear, Union
 * attacking) at the rule set's ratio. */
FfbCampaign *ffb_test_campaign_new (void);
FfbBattle   *ffb_test_battle (FfbCampaign *campaign);

/* Adds a leader to the campaign and to the battle (present). Returns it for further edits. */
FfbLeader   *ffb_test_add_leader (FfbCampaign *campaign, FfbSide side, const char *id,
                                  int stars, int tactical, int army_command,
                                  gboolean cavalry);
/* Adds `count` SPs of one experience under `commander` (may be NULL), all present. */
FfbSpGroup  *ffb_test_add_sps (FfbCampaign *campaign, FfbSide side, const char *id,
                               FfbExperience experience, int count, const char *commander);

/* A random battle: 1..max_sp SPs a side in random groups, 0..max_leaders leaders of random
 * stars, random experience and cavalry commanders; reproducible from `rand`. */
FfbCampaign *ffb_test_random_campaign (GRand *rand, int max_sp, int max_leaders);

G_END_DECLS
