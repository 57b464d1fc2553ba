/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-knows.h: the rules of what each reader (a side's player, or the referee) may know
 * of a battle's night record at one battle turn. They are the one definition of a reader's
 * view: the reader's view to show and print (ffb-reader-view.h) and a player's sealed part of
 * the campaign file (ffb_reader_view_sealed), from which his device's view comes, are both
 * built from these questions and from nothing else. The referee knows everything. */
#pragma once

#include <glib.h>
#include "ffb-flank-order.h"
#include "ffb-rating-results.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

/* Fair dice: a roll's counter, the referee's alone (a player counting the gaps between his own
 * rolls' counters would count the other side's rolls). */
gboolean ffb_reader_knows_counters (FfbReader reader);

/* R7B: a flank march's results (rolled, march, turns, arriving) once its notice has told
 * them, not before, not even to its owner. */
gboolean ffb_reader_knows_march_results (FfbReader reader, const FfbFlankOrder *order,
                                         int turn);
/* A flank march as `reader` knows it at `turn` (he owns it): its results only once known,
 * its counter only for the referee. */
FfbFlankOrder *ffb_reader_knows_march (FfbReader reader, const FfbFlankOrder *order, int turn);

/* R7B(5a): an encounter of two marches off table, from its notice on. */
gboolean ffb_reader_knows_encounter (FfbReader reader, const FfbEncounter *encounter, int turn);
/* R7B(5a): an encounter as the owner of one of its marches (`side`) is told it: whether his
 * was the larger and, if so, by how much; no roll, and nothing of the enemy's march. */
FfbEncounter ffb_reader_knows_encounter_as (const FfbEncounter *encounter, FfbSide side);

/* R7A, R7A(2b), R7B(7): a rating or P-roll of `side` rolled at `rolled_turn`: its own side's, from
 * then on. */
gboolean ffb_reader_knows_roll_of (FfbReader reader, FfbSide side, int rolled_turn, int turn);
/* The rating result and P-roll as their side knows them (no counter). */
FfbRatingResult ffb_reader_knows_rating (FfbReader reader, const FfbRatingResult *result);
FfbPRoll        ffb_reader_knows_p_roll (FfbReader reader, const FfbPRoll *p_roll);

/* R7, "Fair dice": of `all` the sealed results (FfbSecret*), those `reader` may read at
 * `turn`, in words for him, without their counters unless he is the referee. */
GPtrArray *ffb_reader_knows_secrets (GPtrArray *all, FfbReader reader, int turn);

/* R11D: of a side's re-roll allowance, a player knows his own, and of the other army's only
 * what he may force on it. */
gboolean ffb_reader_knows_own_rerolls (FfbReader reader, FfbSide side);

G_END_DECLS
