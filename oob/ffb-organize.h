/* ffb-organize.h: builds a side's FF order of battle from a campaign battle by R4A-R4G, R7D
 * and R11. The same input always gives the same OOB. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* Returns the OOB with its findings (breaches of R4C-R4E the leaders present could not avoid);
 * NULL with an FFB_ERROR when the battle names something the campaign does not hold. */
FfbOob *ffb_organize (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side,
                      GError **error);

G_END_DECLS
