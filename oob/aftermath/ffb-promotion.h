/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-promotion.h: leader promotions (RULES.md R10B-E). R10A, placing a counter on the turn
 * track when a leader fights, is part of the aftermath (ffb-aftermath.h).
 *
 * - R10B-C: in the Reinforcement Phase of CW turn N, each counter on the track rolls the rule
 *   set's promotion die, minus (N - the turn it was placed at); a result at most the tactical
 *   rating of the leader's counter now in play sends it to the Promotion Pool, otherwise it
 *   stays. Counters placed after turn N wait. A killed or captured leader's counter leaves
 *   the track, and so does one of a leader with no next rank.
 * - R10D: a player draws from the pool only after winning the initiative with an odd roll,
 *   spending his free reinforcement on it: the caller says so by giving the roll.
 * - R10E: the draw is at random among his side's counters in the pool; the rest stay.
 * - What a promotion does: the leader gains a star (his next rank, R4B) and his counter
 *   leaves the pool. The campaign keeps one set of ratings a leader, so his initiative,
 *   tactical and army command ratings stay as they were until the referee types in those of
 *   his new counter.
 *
 * Each call is a change in the campaign's history (ffb-history.h), its rolls made with the
 * fair dice and kept there, and can be undone. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-history.h"
#include "ffb-history-purposes.h"

G_BEGIN_DECLS

/* The dice stream name for promotion rolls; derived from the campaign seed, each call has a
 * stream of its own: "promotions.turn-N" (R10B-C), "promotions.turn-N.union-draw-K" (the
 * K-th R10D-E draw of that side in turn N). */
/* FFB_PROMOTION_STREAM is in ffb-history-purposes.h, with every campaign roll's purpose. */

/* R10B-C for CW turn `turn` (ffb_campaign_turn_number). `dice` NULL: the stream the campaign
 * seed gives for that turn (ffb-campaign-dice.h; the seed is drawn first when there is none),
 * so that undoing the rolls and making them again gives the same dice. Returns the change
 * pushed on the history (owned by the campaign), or NULL with FFB_ERROR_INVALID when the turn
 * is out of range, before the campaign's, or its phase was rolled already. The Reinforcement
 * Phase opens its turn: for a turn after the campaign's, the campaign moves on to it (a note
 * of the change says so; undo takes it back). */
const FfbChange *ffb_promotion_phase (FfbCampaign *campaign, int turn, FfbDice *dice,
                                      GError **error);

/* R10B: FALSE with FFB_ERROR_INVALID when `turn` is no CW turn, or one before the
 * campaign's (a Reinforcement Phase gone by). */
gboolean         ffb_promotion_check_turn (FfbCampaign *campaign, int turn, GError **error);
/* The turn whose Reinforcement Phase comes next: the campaign's, or the one after it when the
 * campaign's has been rolled. */
int              ffb_promotion_next_phase_turn (FfbCampaign *campaign);

/* R10D-E: `side` won the initiative with `initiative_roll` and spends its free
 * reinforcement on a draw, its die from `dice` or, NULL, from the campaign seed. Refused (FFB_ERROR_INVALID, the campaign unchanged) for an even
 * roll or an empty pool. Returns the change pushed on the history; `leader_id`, when not
 * NULL, receives the id of the leader promoted. */
const FfbChange *ffb_promotion_draw (FfbCampaign *campaign, FfbSide side, int initiative_roll,
                                     FfbDice *dice, char **leader_id, GError **error);

/* What ffb_promotion_phase and ffb_promotion_draw would do, in words, without rolling
 * (FfbNote*): each counter's chance, or the side's counters in the pool. */
GPtrArray *ffb_promotion_preview_phase (FfbCampaign *campaign, int turn);
GPtrArray *ffb_promotion_preview_draw (FfbCampaign *campaign, FfbSide side);

/* The most stars a leader can have: the highest rank the rule set knows (R4B). */
int ffb_promotion_max_stars (const FfbRules *rules);

G_END_DECLS
