/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-view.h: what a paired device is shown (issue 33): its side's player's view of the
 * served battle, as JSON. The one adapter between the players' server and the engine's
 * reader's view: the copy for that reader (ffb-reader-view.h, what his private view and his printed
 * copy show) and his own card hand (ffb_cards_view), nothing else. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* {"battle", "battle_name", "side", "title", "when", "turn", "text", "hand", "pick", "offers",
 * "record"} for `side`'s player at the clock's present; "hand" and "pick" null when the battle
 * plays no cards; "record" the signed record's last link (ffb-serve-record.h). NULL with the engine's error when the battle is gone or its copy cannot be made. */
char *ffb_serve_view_json (FfbCampaign *campaign, const char *battle_id, FfbSide side,
                           GError **error);

G_END_DECLS
