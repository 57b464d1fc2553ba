/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-fraction.h: an exact fraction of a CW strength point (RULES.md R9A).
 *
 * R9A carries the remainder of a battle's losses as a fraction of an SP, not as stands: half
 * an SP lost at 20 stands a SP stays half an SP when the next battle uses 10. Integers, never
 * floats, so that nothing drifts over a long campaign. A fraction is kept reduced, with a
 * denominator from 1 to FFB_FRACTION_MAX_DENOMINATOR (the ratios of a campaign's battles are
 * at most 1,000 stands a SP, so the denominators that occur are their least common multiples). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_FRACTION_MAX_DENOMINATOR 1000000

typedef struct
{
  gint64 num; /* 0 or more */
  gint64 den; /* 1..FFB_FRACTION_MAX_DENOMINATOR */
} FfbFraction;

#define FFB_FRACTION_ZERO ((FfbFraction) { 0, 1 })

/* num / den reduced; den must be 1 or more and num 0 or more. */
FfbFraction ffb_fraction_make (gint64 num, gint64 den);
/* `stands` stands at `ratio` stands a SP. */
FfbFraction ffb_fraction_of_stands (int stands, int ratio);
/* a + b; FALSE (out untouched) when the sum's denominator would pass the limit. */
gboolean    ffb_fraction_add (FfbFraction a, FfbFraction b, FfbFraction *out);
/* a - whole, for 0 <= whole <= a. */
FfbFraction ffb_fraction_minus_whole (FfbFraction a, gint64 whole);
gint64      ffb_fraction_floor (FfbFraction f);
/* Halves up (R9A's "nearest"). */
gint64      ffb_fraction_round (FfbFraction f);
gboolean    ffb_fraction_is_zero (FfbFraction f);
gboolean    ffb_fraction_equal (FfbFraction a, FfbFraction b);
/* Whether the fraction is made of whole stands at `ratio`; *stands gets how many. */
gboolean    ffb_fraction_to_stands (FfbFraction f, int ratio, int *stands);
/* "0", "2", "1/2", "3/2". */
char       *ffb_fraction_to_string (FfbFraction f);
/* The form ffb_fraction_to_string writes ("N" or "N/D", digits only); FALSE for anything else,
 * a zero denominator, or numbers beyond the limits (num at most `max_whole` x den). */
gboolean    ffb_fraction_parse (const char *text, gint64 max_whole, FfbFraction *out);

G_END_DECLS
