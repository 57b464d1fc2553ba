/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-actions.h: what a paired device may do (issue 33, item 3): a sealed request
 * {"what": "act", "with": {"action": NAME, ...}} becomes one engine edit for the device's own
 * side, the same checked function the app's private view calls, run through the server's host
 * (ffb-serve-host.h). The server adds no rule: an action for the other side's cards, out of
 * turn or after the roll is refused by the engine, with its sentence.
 *
 * The actions and what they take (ids as the offers give them, ffb-serve-offers.h):
 *   "order"      flank ("left", "right"), leader (a leader's id), units (unit ids): R5
 *                (ffb_neutral_give_order; a refusal is its first finding, "R5: ...")
 *   "call-off"   flank: R5 (ffb_neutral_step_call_off)
 *   "phrase"     phrase: Fair dice (ffb_neutral_step_phrase)
 *   "arrivals"   flank, brigades (brigade ids): R7B(5a) (ffb_neutral_step_pick)
 *   "c1-pick", "c1-play"  card: C1E (ffb_cards_choose, a pick or a play)
 *   "c1-pass", "c1-done"  C1F, C1E (ffb_cards_choose, a pass or plays complete)
 *   "c1-charge"  card, unit: C1G, a Charge made with a card played (ffb_cards_act)
 *   "c2-pick", "c2-pass"  card: C2C (ffb_action_play_pick, to play or to pass with)
 *   "blocks-orders"  retreat (ids of his blocks that retreat, the rest fire): C2G, the next
 *                round's orders of the block battle under way (ffb_blocks_campaign_give_orders)
 *   "blocks-choice"  block: C2G, his choice among equals (ffb_blocks_campaign_choose) */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ffb-serve-host.h"

G_BEGIN_DECLS

/* Runs the action `with` asks for `side` through `host` on its battle `battle_id`. FALSE with
 * the sentence to send back in `error`: the engine's refusal, or, for a request that names no
 * action this server knows or lacks what it takes, one sentence saying so. */
gboolean ffb_serve_actions_run (const FfbServeHost *host, gpointer host_data,
                                const char *battle_id, FfbSide side, JsonObject *with,
                                GError **error);

G_END_DECLS
