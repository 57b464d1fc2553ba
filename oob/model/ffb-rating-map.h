/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rating-map.h: how a historical leader's two values become the bridge's ratings (RULES.md
 * L3): seed 002 gives each counter a Command and an Administrative value; a mapping reads one of
 * them for each of tactical (R7A), initiative (R7B(1)) and army command (R11D) through bands of
 * values. A leader library carries one (its defaults: ffb-leader-library.h), and a campaign may
 * carry its own, which then maps every leader added to it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The source's Command and Administrative values: seed 002's run from -3 to 4. */
#define FFB_LIBRARY_VALUE_MIN (-5)
#define FFB_LIBRARY_VALUE_MAX 5
/* Bands of one rating's mapping: one a value at most. */
#define FFB_LIBRARY_MAX_BANDS (FFB_LIBRARY_VALUE_MAX - FFB_LIBRARY_VALUE_MIN + 1)

/* One counter: the source's two values for one rank. */
typedef struct
{
  int command;
  int administrative;
  gboolean has_administrative; /* FALSE where the source does not give it */
} FfbLibraryCounter;

/* The bridge's ratings a library value maps to. */
typedef enum
{
  FFB_LIBRARY_RATING_TACTICAL,     /* R7A */
  FFB_LIBRARY_RATING_INITIATIVE,   /* R7B(1) */
  FFB_LIBRARY_RATING_ARMY_COMMAND, /* R11D */
} FfbLibraryRating;
#define FFB_N_LIBRARY_RATINGS 3

const char *ffb_library_rating_to_string (FfbLibraryRating rating);
gboolean    ffb_library_rating_from_string (const char *word, FfbLibraryRating *out);
const char *ffb_library_rating_display_name (FfbLibraryRating rating);
const char *const *ffb_library_rating_display_names (void);
/* The rating's range on a CW counter (ffb_edit_check_leader's). */
void        ffb_library_rating_range (FfbLibraryRating rating, int *least, int *most);

/* Which of a counter's two values a rating is read from. */
typedef enum
{
  FFB_LIBRARY_VALUE_COMMAND,
  FFB_LIBRARY_VALUE_ADMINISTRATIVE,
} FfbLibraryValue;

/* Whether a Command or Administrative value lies within FFB_LIBRARY_VALUE_MIN..MAX. */
gboolean    ffb_library_value_in_range (int value);
const char *ffb_library_value_to_string (FfbLibraryValue value);
gboolean    ffb_library_value_from_string (const char *word, FfbLibraryValue *out);
const char *ffb_library_value_display_name (FfbLibraryValue value);
const char *const *ffb_library_value_display_names (void);

/* The values from..to (inclusive) give `rating`. */
typedef struct
{
  int from, to;
  int rating;
} FfbRatingBand;

/* One rating's mapping: its source value, bands that cover every value from
 * FFB_LIBRARY_VALUE_MIN to FFB_LIBRARY_VALUE_MAX once, and the rating of a counter without
 * that value (has_if_missing FALSE: such a counter cannot be mapped, and the library is
 * refused when it holds one). */
typedef struct
{
  FfbLibraryValue source;
  int n_bands;
  FfbRatingBand bands[FFB_LIBRARY_MAX_BANDS];
  gboolean has_if_missing;
  int if_missing;
  int line;                     /* where a file gave it, for the loader's errors; 0 unknown */
} FfbRatingMap;

/* A mapping has one FfbRatingMap a rating, indexed by FfbLibraryRating. */

/* Whether two mappings map alike (the lines they came from aside). */
gboolean ffb_rating_maps_equal (const FfbRatingMap *a, const FfbRatingMap *b);
/* The checks a file's schema cannot make: every rating's bands cover every value from
 * FFB_LIBRARY_VALUE_MIN to FFB_LIBRARY_VALUE_MAX once and give ratings a CW counter prints.
 * FFB_ERROR_MEANING with one sentence naming the rating, and in `line` (may be NULL) the line
 * its map came from (0 unknown). */
gboolean ffb_rating_maps_check (const FfbRatingMap *maps, int *line, GError **error);
/* The bridge's `rating` for one counter by `maps`. */
int      ffb_rating_maps_apply (const FfbRatingMap *maps, const FfbLibraryCounter *counter,
                                FfbLibraryRating rating);

G_END_DECLS
