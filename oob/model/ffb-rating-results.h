/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rating-results.h: the R7A ratings and R7A(2b) P-rolls the neutral party rolled
 * (RULES.md R7A), as data, kept apart from the OOB: each result with its side, unit, roll and
 * turn, in arrays that copy, compare and free themselves. The rolls are game night's
 * (night/ffb-ratings.h). */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

typedef struct
{
  FfbSide side;
  char *unit_id;    /* a leader's command (army, corps, division) or a brigade */
  FfbRating rating;
  int roll;         /* counter of its roll in the dice log */
  int turn;         /* battle turn it was rolled: 0 before the battle, else on arrival */
} FfbRatingResult;

typedef struct
{
  FfbSide side;
  char *brigade_id;
  char *leader_unit_id; /* the command of the attached P leader */
  int value;            /* +1 or -1 */
  int roll;
  int turn;
} FfbPRoll;

/* Arrays of FfbRatingResult and FfbPRoll that free their strings. */
GArray   *ffb_ratings_new_results (void);
GArray   *ffb_ratings_new_p_rolls (void);
/* Copies of such arrays, each string copied. */
GArray   *ffb_ratings_copy_results (const GArray *results);
GArray   *ffb_ratings_copy_p_rolls (const GArray *p_rolls);
/* Every item the same, in the same order. */
gboolean  ffb_ratings_results_equal (const GArray *a, const GArray *b);
gboolean  ffb_ratings_p_rolls_equal (const GArray *a, const GArray *b);

G_END_DECLS
