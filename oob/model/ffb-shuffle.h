/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-shuffle.h: a fair shuffle of cards with the neutral party's dice (RULES.md "Fair dice",
 * C1D, C2B), so that every deal is logged and re-derived after the reveal.
 *
 * Fisher-Yates, from the bottom of the pile up: for each place i from the last (n - 1) down
 * to 1, one roll of a die with i + 1 sides (the cards left to place; the dice's rejection
 * sampling makes each face equally likely), and the card at place i swaps with the card at
 * place face - 1. n - 1 rolls for n cards, each logged with `purpose` ("C1D shuffle 3") and
 * the referee as its audience: no player sees the order of a pile. Place 0 is the top of the
 * pile, the card drawn first. */
#pragma once

#include <glib.h>
#include "ffb-dice.h"

G_BEGIN_DECLS

/* Shuffles `cards` (an array of strings) in place. */
void      ffb_shuffle_cards (GPtrArray *cards, FfbDice *dice, const char *purpose);
/* Re-derives a shuffle of `cards` (in the order they were in before it) from the rolls the
 * dice logged with `purpose`, in place: after the reveal, anyone can check that a deal
 * follows from the committed seed. FALSE, with FFB_ERROR_INVALID naming the purpose, when the
 * log does not hold exactly the rolls such a shuffle makes. */
gboolean  ffb_shuffle_replay (GPtrArray *cards, const FfbDice *dice, const char *purpose,
                              GError **error);

G_END_DECLS
