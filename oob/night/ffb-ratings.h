/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ratings.h: Excellent and Poltroon ratings, rolled in secret (RULES.md R7A, R7B(7)).
 *
 * A leader's CW tactical rating fixes his FF rating at +2 (E), 0 (A) and -2 (P); at +1 and
 * -1 the neutral party rolls the rule set's chance of E or P. Generated leaders are always A
 * (R4D). Each brigade has the rule set's chance of E, rolled before each battle. On-table
 * units are rolled before the battle, flank marchers on the turn they arrive (R7B(7)). Each
 * result is sealed to its own side: the other player never learns it.
 *
 * R7A(2b): a brigade with an attached P leader rolls +1 or -1 (even chances: a two-sided die)
 * on every maneuver and close-combat roll; the app rolls it on demand.
 *
 * Results are kept apart from the OOB (the referee may print an OOB at any time), and applied
 * to a reader's copy of it with ffb_ratings_apply. The results themselves are the model's data
 * (ffb-rating-results.h); this header holds the rolls. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-oob.h"
#include "ffb-rating-results.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

/* R7A(1)-(2), R4D: the rating the leader's counter fixes; SEALED when it must be rolled.
 * NULL is a generated leader: Average. */
FfbRating ffb_ratings_fixed (const FfbLeader *leader);
/* The purpose logged with the R7A roll of `unit` (also the HMAC input). */
char     *ffb_ratings_purpose (const FfbUnit *unit);
/* The leader counter a command unit stands for, or NULL (generated, or not a command). */
const FfbLeader *ffb_ratings_leader_of (FfbCampaign *campaign, const FfbUnit *unit);

/* R7A: rolls the rating of `unit` (a brigade, or a command whose leader's rating is left to
 * chance) at battle turn `turn`, sealed to `side`, and appends the result. Returns FALSE, with
 * nothing rolled, when the rule fixes the rating. */
gboolean  ffb_ratings_roll_unit (GArray *results, FfbDice *dice, FfbCampaign *campaign,
                                 FfbSide side, const FfbUnit *unit, int turn);
/* The rating a d100 `result` gives `unit`, or SEALED when the rule fixes its rating (no roll
 * is made for it). */
FfbRating ffb_ratings_for_result (FfbCampaign *campaign, const FfbUnit *unit, int result);
/* The result for this unit, or NULL. */
const FfbRatingResult *ffb_ratings_find (GArray *results, FfbSide side, const char *unit_id);

/* What `reader` knows at `turn` of the rating of `unit` (of `side`): the fixed one, the rolled
 * one once rolled, else SEALED. The other side's player knows nothing. */
FfbRating ffb_ratings_known (GArray *results, FfbCampaign *campaign, FfbSide side,
                             const FfbUnit *unit, FfbReader reader, int turn);
/* Sets every leader's and brigade's rating in `oob` (a reader's copy) to what `reader`
 * knows at `turn`. */
void      ffb_ratings_apply (GArray *results, FfbCampaign *campaign, FfbOob *oob,
                             FfbReader reader, int turn);

/* R7A(2b): rolls +1 or -1 for `brigade_id`, to which the P leader of `leader_unit_id` is
 * attached, at battle turn `turn`; sealed to the brigade's side. FFB_ERROR_INVALID, naming
 * the rule, when the leader is not known to be P or the brigade is not in his command. */
gboolean  ffb_ratings_roll_attached_p (GArray *p_rolls, GArray *results, FfbDice *dice,
                                       FfbCampaign *campaign, FfbOob *oob,
                                       const char *leader_unit_id, const char *brigade_id,
                                       int turn, int *value, GError **error);
/* The purpose logged with an R7A(2b) roll (also the HMAC input). */
char     *ffb_ratings_p_purpose (const char *leader_unit_id, const char *brigade_id, int turn);

G_END_DECLS
