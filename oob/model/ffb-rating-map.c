/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rating-map.c: a rating mapping's words, equality, checks and use (see the header). */
#include "ffb-rating-map.h"

#include <glib/gi18n-lib.h>
#include "ffb-enums.h"
#include "ffb-error.h"

FFB_DEFINE_SHOWN_WORDS (library_rating, FfbLibraryRating,
                        ("tactical", "initiative", "army-command"),
                        /* Translators: a CW leader counter's ratings (RULES.md R7A, R7B(1),
                         * R11D). */
                        (N_("tactical"), N_("initiative"), N_("army command")))
FFB_DEFINE_SHOWN_WORDS (library_value, FfbLibraryValue, ("command", "administrative"),
                        /* Translators: the two values seed 002 gives a leader for each rank. */
                        (N_("Command"), N_("Administrative")))

void
ffb_library_rating_range (FfbLibraryRating rating, int *least, int *most)
{
  /* As ffb_edit_check_leader holds a counter: R7A, R7B(1), R11D. */
  static const int ranges[FFB_N_LIBRARY_RATINGS][2] = { { -2, 2 }, { 1, 4 }, { -3, 3 } };

  g_return_if_fail ((int) rating >= 0 && rating < FFB_N_LIBRARY_RATINGS);
  *least = ranges[rating][0];
  *most = ranges[rating][1];
}

static gboolean
map_equal (const FfbRatingMap *a, const FfbRatingMap *b)
{
  if (a->source != b->source || a->n_bands != b->n_bands
      || !a->has_if_missing != !b->has_if_missing
      || (a->has_if_missing && a->if_missing != b->if_missing))
    return FALSE;
  for (int i = 0; i < a->n_bands; i++)
    if (a->bands[i].from != b->bands[i].from || a->bands[i].to != b->bands[i].to
        || a->bands[i].rating != b->bands[i].rating)
      return FALSE;
  return TRUE;
}

gboolean
ffb_rating_maps_equal (const FfbRatingMap *a, const FfbRatingMap *b)
{
  for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
    if (!map_equal (&a[r], &b[r]))
      return FALSE;
  return TRUE;
}

/* ---- Meaning checks ---------------------------------------------------------------- */

gboolean
ffb_library_value_in_range (int value)
{
  return value >= FFB_LIBRARY_VALUE_MIN && value <= FFB_LIBRARY_VALUE_MAX;
}

static gboolean
check_map (const FfbRatingMap *map, FfbLibraryRating rating, int *line, GError **error)
{
  const char *name = ffb_library_rating_to_string (rating);
  int least, most, covered[FFB_LIBRARY_MAX_BANDS] = { 0 };

  ffb_library_rating_range (rating, &least, &most);
  for (int i = 0; i < map->n_bands; i++)
    {
      const FfbRatingBand *band = &map->bands[i];

      if (!ffb_library_value_in_range (band->from) || !ffb_library_value_in_range (band->to)
          || band->from > band->to)
        return ffb_fail_at (error, line, map->line, _("the %s rating's band from %d to %d is not a "
                              "run of values from %d to %d."), name, band->from, band->to,
                            FFB_LIBRARY_VALUE_MIN, FFB_LIBRARY_VALUE_MAX);
      if (band->rating < least || band->rating > most)
        return ffb_fail_at (error, line, map->line,
                            _("the %s rating's band from %d to %d gives %d, but a CW counter's %s "
                              "rating is from %d to %d."), name, band->from, band->to,
                            band->rating, name, least, most);
      for (int v = band->from; v <= band->to; v++)
        if (covered[v - FFB_LIBRARY_VALUE_MIN]++ > 0)
          return ffb_fail_at (error, line, map->line, _("the %s rating's bands give the value %d "
                                "twice."), name, v);
    }
  for (int v = FFB_LIBRARY_VALUE_MIN; v <= FFB_LIBRARY_VALUE_MAX; v++)
    if (covered[v - FFB_LIBRARY_VALUE_MIN] == 0)
      return ffb_fail_at (error, line, map->line, _("the %s rating's bands leave out the value %d "
                            "(they must cover every value from %d to %d)."), name, v,
                          FFB_LIBRARY_VALUE_MIN, FFB_LIBRARY_VALUE_MAX);
  if (map->has_if_missing && (map->if_missing < least || map->if_missing > most))
    return ffb_fail_at (error, line, map->line, _("the %s rating of a counter without its value is "
                          "%d, but a CW counter's %s rating is from %d to %d."), name,
                        map->if_missing, name, least, most);
  return TRUE;
}

gboolean
ffb_rating_maps_check (const FfbRatingMap *maps, int *line, GError **error)
{
  g_return_val_if_fail (maps != NULL, FALSE);
  for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
    if (!check_map (&maps[r], r, line, error))
      return FALSE;
  return TRUE;
}

/* ---- Mapping ----------------------------------------------------------------------- */

int
ffb_rating_maps_apply (const FfbRatingMap *maps, const FfbLibraryCounter *counter,
                       FfbLibraryRating rating)
{
  const FfbRatingMap *map;
  int value;

  g_return_val_if_fail (maps != NULL && counter != NULL, 0);
  g_return_val_if_fail ((int) rating >= 0 && rating < FFB_N_LIBRARY_RATINGS, 0);
  map = &maps[rating];
  if (map->source == FFB_LIBRARY_VALUE_ADMINISTRATIVE && !counter->has_administrative)
    return map->if_missing;
  value = map->source == FFB_LIBRARY_VALUE_COMMAND ? counter->command : counter->administrative;
  for (int i = 0; i < map->n_bands; i++)
    if (value >= map->bands[i].from && value <= map->bands[i].to)
      return map->bands[i].rating;
  g_return_val_if_reached (0); /* ffb_rating_maps_check makes the bands cover every value */
}
