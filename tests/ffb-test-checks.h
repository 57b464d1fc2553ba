/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-checks.h: what the tests look up in a campaign, an OOB or a change and assert
 * alike. A lookup that must succeed fails the test with the id it did not find. */
#pragma once

#include "ffb-campaign.h"
#include "ffb-history.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* The campaign's leader `id`. */
FfbLeader          *ffb_test_leader (FfbCampaign *campaign, const char *id);
/* The campaign's SP group `id`. */
FfbSpGroup         *ffb_test_sp_group (FfbCampaign *campaign, const char *id);
/* The campaign's battle `id`. */
FfbBattle          *ffb_test_battle_by_id (FfbCampaign *campaign, const char *id);
/* The promotion counter of `leader_id` (R10A), or NULL when he has none. */
const FfbPromotion *ffb_test_find_counter (FfbCampaign *campaign, const char *leader_id);
/* The same, which must be there. */
const FfbPromotion *ffb_test_counter_of (FfbCampaign *campaign, const char *leader_id);
/* Whether the OOB has a finding of `rule` on the unit `unit_id` (NULL: on no unit). */
gboolean            ffb_test_has_finding_on (FfbOob *oob, const char *rule,
                                             const char *unit_id);
/* Both changes rolled the same dice: stream, seed, and each roll's purpose and values. */
void                ffb_test_assert_same_rolls (const FfbChange *first, const FfbChange *again);

G_END_DECLS
