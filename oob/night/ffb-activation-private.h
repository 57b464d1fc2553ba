/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-private.h: what the turn on the card machine (ffb-activation-turn.c) takes
 * from the round's plays (ffb-activation-round.c) and the melees (ffb-activation-melee.c). */
#pragma once

#include "ffb-activation.h"

/* C1E: TRUE when these are `side`'s plays, else refuses with whose they are. */
gboolean ffb_activation_check_players_turn (const FfbActivation *activation, FfbSide side,
                                            GError **error);
/* C1E: at the end of the round, before its cards are discarded: the round's Charges and who
 * chooses the order of its melees, kept until the next reveal. */
void     ffb_activation_end_melees (FfbActivation *activation);
/* The side whose plays these are, or -1 outside the plays. */
int      ffb_activation_acting_side (const FfbActivation *activation);
