/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-offers.h: what a paired device's player may do now (issue 33, item 3), so that
 * his page shows a form for each open action (ffb-serve-actions.h) with its choices, and
 * nothing else. Worked out by the engine: each C1 move is tried on a copy of the battle with
 * the engine's own edit (kept when it is accepted, the copy thrown away); the flank marches,
 * the phrase and the arrivals from the neutral party's record and the player's reader's view
 * (what his private view offers); C2 from his side's view of the year. Nothing of the other side: the
 * choices are his own units and cards. The server still runs every action through the
 * engine's checks: an offer only says what the page shows. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ffb-campaign.h"
#include "ffb-reader-view.h"

G_BEGIN_DECLS

/* Adds to `builder`, as a value, {"order", "phrase", "arrivals", "c1", "c2", "blocks"} for `side`'s
 * player of `battle`, from his `reader_view` (the one his page's view is made of), each null
 * when closed:
 *   order    {"flanks": [{"flank", "given"}], "leaders": [{"id", "name", "commands"}],
 *             "units": [{"id", "name", "code", "depth"}]}
 *   phrase   {"given": bool}
 *   arrivals [{"flank", "allowed", "brigades": [{"id", "name", "arriving"}]}]
 *   c1       {"pick": [CARD], "play": [CARD], "pass": bool, "done": bool,
 *             "charge": {"cards": [CARD], "units": [{"id", "name"}]} or null}
 *   c2       {"pick": [CARD], "pass": [CARD]}
 *   blocks   {"name", "side" ("attacker", "defender"), "round", "orders" (he may give them),
 *             "given", "other_given", "units": [{"id", "name", "rating", "steps", "full",
 *             "may_retreat", "retreat"}], "tie": [{"id", "name"}] or null}: C2G, his blocks
 *             of the block battle under way, when it says which player attacks
 * CARD being {"id", "name"}. */
void ffb_serve_offers_add (JsonBuilder *builder, FfbCampaign *campaign, FfbBattle *battle,
                           const FfbReaderView *reader_view, FfbSide side);

G_END_DECLS
