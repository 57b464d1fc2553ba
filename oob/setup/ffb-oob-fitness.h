/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-fitness.h: whether the CW leaders of a battle are fit to command in it (R9D). */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* R9D: adds a finding for each leader present at a battle not yet fought who was wounded in an
 * earlier one and whom the referee has not marked fit again (his status back to active).
 * Returns TRUE when there is none. */
gboolean ffb_oob_check_fitness (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

G_END_DECLS
