/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-private.h: what the turn (ffb-activation-turn.c) takes from the round
 * (ffb-activation-round.c), and the round from the melees (ffb-activation-melee.c). */
#pragma once

#include "ffb-activation.h"

/* The next round: picks cleared, a player with no card passed (C1F); the turn over when both
 * have passed. */
void     ffb_activation_start_round (FfbActivation *activation);
/* C1E: at the end of the round, before its cards are discarded: the round's Charges and who
 * chooses the order of its melees, kept until the next reveal. */
void     ffb_activation_end_melees (FfbActivation *activation);
/* The side whose plays these are, or -1 outside the plays. */
int      ffb_activation_acting_side (const FfbActivation *activation);
