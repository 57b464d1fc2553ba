/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank.h: flank marching forces (RULES.md R5, R5A, R5B, R7B, R7C, R7D).
 *
 * Each side may send, unseen by the other, one flank march round its own left and one round
 * its right (R5). An order names its flank, the CW leader who leads it and the OOB units it
 * takes (corps, divisions, brigades or batteries: a unit takes everything under it). Orders
 * are checked as given; each refusal is an FfbFinding naming its rule. Once the battle's dice
 * roll, the neutral party rolls each march's arrival (R7B(1)) and settles encounters between
 * marches on the same end of the field (R7B(5)-(6)). Nobody, the owner included, learns the
 * results before the notice turn (R7B(2)-(4)).
 *
 * The two armies face each other, so the Union left and the Confederate right are the same
 * end of the battlefield: marches sent round those two flanks are the ones that may meet.
 *
 * Every number comes from the rule set (FfbRules). The orders and encounters themselves are the
 * model's data (ffb-flank-order.h); this header holds what game night does with them. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-flank-order.h"
#include "ffb-oob.h"
#include "ffb-rules.h"

G_BEGIN_DECLS

/* Whether `unit` (of the order's side) marches with the order: it, or a unit above it, is
 * one of the order's units. */
gboolean       ffb_flank_order_takes (const FfbFlankOrder *order, const FfbUnit *unit);
/* The brigades the order takes, in OOB order (borrowed from `oob`). */
GPtrArray     *ffb_flank_order_brigades (const FfbFlankOrder *order, FfbOob *oob);
/* The leader units that march with it: the unit its leader commands, and every corps or
 * division it takes (borrowed from `oob`). */
GPtrArray     *ffb_flank_order_leader_units (const FfbFlankOrder *order, FfbOob *oob);
/* R5B: the command its leader holds in `oob` and leaves on the table, since he goes with the
 * march (a command the march takes goes with him); NULL when there is none. A copy of the OOB
 * gives it a generated Average leader (R4D): no leader is ever in two places. */
FfbUnit       *ffb_flank_order_left_command (const FfbFlankOrder *order, FfbOob *oob);
/* Whether the brigade arrives when the force does (all do, unless an encounter let only part
 * of it through, R7B(5a)). */
gboolean       ffb_flank_order_brigade_arrives (const FfbFlankOrder *order, const char *id);

typedef struct
{
  int stands;
  int cavalry_stands;
  int weighted;   /* R7B(5b): stands, each cavalry stand counting cavalry_stand_weight */
  int batteries;
} FfbFlankSize;

FfbFlankSize   ffb_flank_order_size (const FfbFlankOrder *order, FfbOob *oob,
                                     const FfbRules *rules);
/* R7C: stands of `side` that start on the table (its OOB less its flank marches). */
int            ffb_flank_on_table_stands (GPtrArray *orders, FfbOob *oob);

/* Checks `order` against R5, R5A, R5B, R7C and R7D and against `orders`, the orders already
 * accepted (both sides). Appends one FfbFinding per refusal to `findings` (freed with
 * ffb_finding_free) and returns how many. */
guint          ffb_flank_check (const FfbFlankOrder *order, GPtrArray *orders,
                                FfbCampaign *campaign, const FfbBattle *battle, FfbOob *oob,
                                GPtrArray *findings);

/* R7B(1), R7C: the modifier to `side`'s arrival die on this battle's ground. */
int            ffb_flank_modifier (const FfbRules *rules, const FfbBattle *battle, FfbSide side);
/* R7B(1): greater than the initiative is swift, equal deliberate, less plodding. */
FfbMarch       ffb_flank_classify (int result, int initiative);

/* The exact chance of each march: chances[m] in out_of (the faces of the arrival die). */
typedef struct
{
  int chances[FFB_N_MARCHES];
  int out_of;
} FfbMarchOdds;

FfbMarchOdds   ffb_flank_odds (const FfbRules *rules, int initiative, int modifier);
/* One march's chance as people read it, in their language: "never" when it cannot happen,
 * "certain" when it must, else "1 in 3". The CLI and the app both say it so. */
char          *ffb_flank_chance_text (int chances, int out_of);

/* R7B(2)-(4), R8A: the battle turn a march enters. Its R7B turn on the first day; a march
 * still off table at nightfall arrives next morning at its R7B turn counted from the new
 * dawn (the last turn of that day when the day is shorter than that). */
int            ffb_flank_arrival_turn (const FfbRules *rules, FfbMarch march, int turns_in_day);
/* R7B(2)-(4): the battle turn both players are told of a march entering on `arrival_turn`:
 * the rule set's turns before it, never before the first turn. */
int            ffb_flank_notice_turn (const FfbRules *rules, int arrival_turn);

/* The purpose logged with an order's arrival roll (also the HMAC input). */
char          *ffb_flank_arrival_purpose (const FfbFlankOrder *order);
/* R7B(1): rolls the arrival die for `order`, led by a leader of `initiative`, and seals the
 * result from everyone until the notice turn. */
void           ffb_flank_roll_arrival (FfbFlankOrder *order, FfbDice *dice,
                                       const FfbRules *rules, const FfbBattle *battle,
                                       int initiative, int turns_in_day);


/* The chance, in percent, that marches of these kinds meet: always at the same turn
 * (R7B(6)), never swift against plodding, else the rule set's encounter percentage. */
int            ffb_flank_encounter_percent (const FfbRules *rules, FfbMarch a, FfbMarch b);
/* The purpose logged with the encounter roll of the Union's `union_flank`. */
char          *ffb_flank_encounter_purpose (FfbFlank union_flank);
/* Settles the encounter of two rolled orders (`orders` indexed by side) on one end of the
 * field: rolls when a roll is needed, and when they meet keeps the smaller force off the
 * table and lets through only the larger's surplus (R7B(5a), (5b)). */
FfbEncounter   ffb_flank_resolve_encounter (FfbFlankOrder *const orders[FFB_N_SIDES],
                                            FfbOob *const oobs[FFB_N_SIDES], FfbDice *dice,
                                            const FfbRules *rules);
/* R7B(5a): the brigades the app proposes to let through: whole brigades, largest first,
 * that fit within `surplus` weighted stands. New array of new ids. */
GPtrArray     *ffb_flank_propose_arrivals (const FfbFlankOrder *order, FfbOob *oob,
                                           const FfbRules *rules, int surplus);
/* R7B(5a): whether `brigade_ids` (NULL-terminated) is a pick the owner of the larger march may
 * make: at least one brigade, each a brigade of the order and named once, within `surplus`
 * weighted stands. Their weighted stands, or -1 with FFB_ERROR_INVALID naming the rule. */
int            ffb_flank_weigh_arrivals (const FfbFlankOrder *order, FfbOob *oob,
                                         const FfbRules *rules, int surplus,
                                         const char *const *brigade_ids, GError **error);
/* R7B(5a): the owner of the larger march picks which of its brigades arrive instead of the
 * proposal: a pick ffb_flank_weigh_arrivals accepts, before the march has arrived (`now` is
 * the battle turn). FFB_ERROR_INVALID naming the rule otherwise. */
gboolean       ffb_flank_choose_arrivals (FfbFlankOrder *order, FfbOob *oob,
                                          const FfbRules *rules, int surplus,
                                          const char *const *brigade_ids, int now,
                                          GError **error);

G_END_DECLS
