/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-undo-choices.h: where the referee's undo stops (RULES.md "Fair dice": a player's choice
 * stands once made; the referee's undo never takes back a player's order, pick or card play,
 * and stops before it and says so).
 *
 * An undo puts back a campaign kept from before (an undo snapshot of the app's document, or
 * the "before" of the history's last change). What the players chose is compared between the
 * campaign now and the one put back: each battle's flank-march orders as their owners gave
 * them (R5) and an owner's pick of what arrives of a march that met the enemy's (R7B(5a)), the
 * cards each player picked, passed, played or was done with (C1E, C1F, C2C), and the block
 * battles fought with their owners' decisions (retreat orders and the blocks preferred among
 * equals, C2F). What the referee rolled, dealt, revealed or recorded is his to take back. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-history.h"

G_BEGIN_DECLS

/* Whether going from `now` back to `before` keeps every choice a player made: TRUE, or FALSE
 * with FFB_ERROR_IN_USE and one sentence that names the choice (whose, and in which battle):
 * "Undo stops here: the Union player's flank march on the left at “Pea Ridge” stands.". A battle `before` does not have yet takes back every choice made in it. */
gboolean ffb_undo_check_choices (FfbCampaign *now, FfbCampaign *before, GError **error);

/* ffb_xml_undo_last_change held to the same rule: the history's last change is undone only
 * when neither it (a block battle with its owners' decisions) nor anything since takes back a
 * player's choice; otherwise the campaign is left as it is and `error` says why. */
gboolean ffb_undo_last_change (FfbCampaign *campaign, FfbChange **undone, GError **error);
/* Whether ffb_undo_last_change would undo it, changing nothing: FALSE with its refusal. */
gboolean ffb_undo_check_last_change (FfbCampaign *campaign, GError **error);

G_END_DECLS
