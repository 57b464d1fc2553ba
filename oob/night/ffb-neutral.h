/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral.h: the neutral party of a battle (RULES.md R5-R8, R11D, "Fair dice").
 *
 * The app stands in for the article's "wife, mailman, unsuspecting passerby": it keeps each
 * side's flank-march orders, rolls every secret die, shows each result only to whom it
 * belongs and announces arrivals at the right turn. One FfbNeutral belongs to one battle
 * (FfbBattle.neutral) and is saved with it in the campaign file.
 *
 * The order of business:
 *  1. ffb_neutral_start: the dice get their seed; show ffb_dice_commitment to both players,
 *     who may then add phrases (ffb_dice_add_phrase).
 *  2. ffb_neutral_give_order for each flank march (R5); each refusal names its rule.
 *  3. ffb_neutral_roll_pre_battle: R7A for the units on the table, R7B(1) for each march and
 *     R7B(5)-(6) for marches on the same end of the field. Each roll is keyed by its purpose
 *     (the rule and the unit, leader or march it is for), not by its place in the log
 *     (ffb-dice.h), so that nothing one side decides moves the other side's dice.
 *  4. ffb_neutral_advance / ffb_neutral_next_day turn by turn: marches arriving get their
 *     R7A rolls (R7B(7)). ffb_neutral_roll_attached_p on demand (R7A(2b)).
 *  5. After the battle ffb_neutral_reveal, and anyone may ffb_neutral_verify.
 *
 * What each reader may see is worked out by ffb-reader-view.h. The record itself, with its copy,
 * equality and lookups, is the model's (ffb-neutral-record.h). */
#pragma once

#include <glib.h>
#include "ffb-battle-clock.h"
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-flank.h"
#include "ffb-neutral-record.h"
#include "ffb-notices.h"
#include "ffb-ratings.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

/* The battle's neutral party, made (empty, no dice) on first use. */
FfbNeutral *ffb_battle_get_neutral (FfbBattle *battle);

/* FALSE, with FFB_ERROR_INVALID, for a player's view: only the referee's session rolls,
 * takes orders and moves the clock. */
gboolean    ffb_neutral_check_not_view (const FfbNeutral *neutral, const FfbBattle *battle,
                                        GError **error);

/* Gives the dice their seed: `seed_hex` (64 hex digits: tests, demos, `--seed`), or NULL for
 * one from the OS's secure random source. Refused when the battle already has dice. */
gboolean    ffb_neutral_start (FfbNeutral *neutral, const FfbBattle *battle,
                               const char *seed_hex, GError **error);

/* Checks `order` (R5, R5A, R5B, R7C, R7D) against the orders already given and keeps a copy
 * when it passes. Appends each refusal to `findings` (FfbFinding*) and returns FALSE. */
gboolean    ffb_neutral_give_order (FfbNeutral *neutral, FfbCampaign *campaign,
                                    FfbBattle *battle, const FfbFlankOrder *order,
                                    GPtrArray *findings);
/* R5: appends the finding that refuses an order given once the dice have rolled for the
 * marches; the preview (ffb-order-preview.h) says it as the neutral party does. */
void        ffb_neutral_refuse_late_order (GPtrArray *findings);
/* Takes back the order of `side` on `flank` before the dice roll; FALSE when there is none. */
gboolean    ffb_neutral_cancel_order (FfbNeutral *neutral, FfbSide side, FfbFlank flank);

/* Step 3 above. Needs the dice; refused when already done. */
gboolean    ffb_neutral_roll_pre_battle (FfbNeutral *neutral, FfbCampaign *campaign,
                                         FfbBattle *battle, GError **error);
/* The battle turn now (0 before the first). */
int         ffb_neutral_now (const FfbNeutral *neutral, FfbCampaign *campaign,
                             const FfbBattle *battle);
/* The next turn (or nightfall), making the R7B(7) rolls of marches that arrive on it. */
gboolean    ffb_neutral_advance (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                                 GError **error);
/* The turn before (ffb_battle_clock_back). Nothing rolled is taken back, and nothing is rolled
 * again when the clock runs on: what was told stays told. */
gboolean    ffb_neutral_back (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                              GError **error);
/* R8A: the next dawn, making the R7B(7) rolls of marches that arrive then. */
gboolean    ffb_neutral_next_day (FfbNeutral *neutral, FfbCampaign *campaign,
                                  FfbBattle *battle, GError **error);
/* R7A(2b) on demand; see ffb_ratings_roll_attached_p. */
gboolean    ffb_neutral_roll_attached_p (FfbNeutral *neutral, FfbCampaign *campaign,
                                         FfbBattle *battle, FfbSide side,
                                         const char *leader_unit_id, const char *brigade_id,
                                         int *value, GError **error);
/* R7B(5a): the owner of the larger march of an encounter picks its brigades that arrive
 * (NULL-terminated ids), instead of the app's proposal; see ffb_flank_choose_arrivals. Only
 * while ffb_neutral_may_pick_arrivals says so; the refusal is then the same sentence whatever
 * the reason, so that it tells nothing of an encounter not yet told. */
gboolean    ffb_neutral_choose_arrivals (FfbNeutral *neutral, FfbCampaign *campaign,
                                         FfbBattle *battle, FfbSide side, FfbFlank flank,
                                         const char *const *brigade_ids, GError **error);
/* After the battle: the seed goes public; no die rolls after it. Refused (FFB_ERROR_INVALID)
 * before the pre-battle rolls, while the battle is not under way. The aftermath reveals it
 * too (ffb_aftermath_apply). */
gboolean    ffb_neutral_reveal (FfbNeutral *neutral, GError **error);

/* Every sealed result in words (FfbSecret*), for every audience; filter with
 * ffb_secrets_visible. */
GPtrArray  *ffb_neutral_secrets (FfbNeutral *neutral, FfbCampaign *campaign,
                                 FfbBattle *battle);
/* The public notices up to battle turn `up_to` (FfbNotice*). */
GPtrArray  *ffb_neutral_notices (const FfbNeutral *neutral, FfbCampaign *campaign,
                                 const FfbBattle *battle, int up_to);

/* ffb_dice_verify, then every sealed result worked out again from the roll it rests on and
 * the battle's record (ffb-neutral-verify-private.h): each field of the roll (purpose, die,
 * audience, modifier, reveal turn), the rating or kind of march, encounters met or not and
 * what they let through, arrival and notice turns, the turn of each rating; no result without
 * its roll, no roll without its result. One sentence per problem naming the roll and the
 * field (empty when sound); NULL with an FFB_ERROR when there is nothing to verify (no dice,
 * seed not revealed, no OOB). */
/* "Fair dice" (issue 30 item 6): the sentence that says the battle's setup is not the one its
 * pre-battle rolls were made on (its digest, ffb-setup-digest.h, recomputed), or NULL when it
 * is or no digest was kept. Needs no seed: `validate` says it of a battle still sealed. */
char       *ffb_neutral_check_setup_digest (const FfbBattle *battle);
GPtrArray  *ffb_neutral_verify (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                                 GError **error);

/* Both OOBs of the battle (stored, or organized and stored now); borrowed. */
gboolean    ffb_neutral_oobs (FfbCampaign *campaign, FfbBattle *battle,
                              FfbOob *oobs[FFB_N_SIDES], GError **error);
/* R7B(5a): whether the owner of `order` may pick which of its brigades arrive at battle turn
 * `turn`: it is the larger march of an encounter, told to both players by then (at the
 * earlier notice), it has not entered, and the battle goes on with its seed sealed. */
gboolean    ffb_neutral_may_pick_arrivals (const FfbNeutral *neutral,
                                           const FfbFlankOrder *order, int turn);
/* Whether `unit` (of `side`) starts the battle off the table, with a flank march. */
gboolean    ffb_neutral_marches (const FfbNeutral *neutral, FfbSide side, const FfbUnit *unit);

G_END_DECLS
