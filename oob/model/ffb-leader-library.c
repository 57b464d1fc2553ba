/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-library.c: the leader library as data (RULES.md L2, L3): its parts, equality,
 * the meaning checks, lookup by name and the rating mapping. See ffb-leader-library.h. */
#include "ffb-leader-library.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

/* ---- Parts ------------------------------------------------------------------------- */

FfbLeaderLibrary *
ffb_leader_library_new (const char *name)
{
  FfbLeaderLibrary *library = g_new0 (FfbLeaderLibrary, 1);

  library->name = g_strdup (name);
  library->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_library_leader_free);
  return library;
}

void
ffb_leader_library_free (FfbLeaderLibrary *library)
{
  if (library == NULL)
    return;
  g_free (library->name);
  g_ptr_array_unref (library->leaders);
  g_free (library);
}

FfbLibraryLeader *
ffb_library_leader_new (const char *name, FfbSide side)
{
  FfbLibraryLeader *leader = g_new0 (FfbLibraryLeader, 1);

  leader->name = g_strdup (name);
  leader->side = side;
  leader->start_rank = 1;
  leader->start_rank_read = TRUE;
  return leader;
}

void
ffb_library_leader_free (FfbLibraryLeader *leader)
{
  if (leader == NULL)
    return;
  g_free (leader->name);
  g_free (leader);
}

FfbLibraryLeader *
ffb_leader_library_add (FfbLeaderLibrary *library, FfbLibraryLeader *leader)
{
  g_return_val_if_fail (library != NULL && leader != NULL, NULL);
  g_ptr_array_add (library->leaders, leader);
  return leader;
}

static gboolean
counters_equal (const FfbLibraryCounter *a, const FfbLibraryCounter *b)
{
  return a->command == b->command && a->has_administrative == b->has_administrative
         && (!a->has_administrative || a->administrative == b->administrative);
}

static gboolean
leaders_equal (const FfbLibraryLeader *a, const FfbLibraryLeader *b)
{
  if (g_strcmp0 (a->name, b->name) != 0 || a->side != b->side || !a->cavalry != !b->cavalry
      || a->start_rank != b->start_rank || !a->start_rank_read != !b->start_rank_read
      || a->n_counters != b->n_counters)
    return FALSE;
  for (int i = 0; i < a->n_counters; i++)
    if (!counters_equal (&a->counters[i], &b->counters[i]))
      return FALSE;
  return TRUE;
}

gboolean
ffb_leader_library_equal (const FfbLeaderLibrary *a, const FfbLeaderLibrary *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (g_strcmp0 (a->name, b->name) != 0 || a->leaders->len != b->leaders->len)
    return FALSE;
  if (!ffb_rating_maps_equal (a->maps, b->maps))
    return FALSE;
  for (guint i = 0; i < a->leaders->len; i++)
    if (!leaders_equal (g_ptr_array_index (a->leaders, i), g_ptr_array_index (b->leaders, i)))
      return FALSE;
  return TRUE;
}

/* ---- Meaning checks ---------------------------------------------------------------- */

static gboolean
check_counter (const FfbLeaderLibrary *library, const FfbLibraryLeader *leader, int i,
               int *line, GError **error)
{
  const FfbLibraryCounter *counter = &leader->counters[i];
  int stars = leader->start_rank + i;

  if (!ffb_library_value_in_range (counter->command)
      || (counter->has_administrative && !ffb_library_value_in_range (counter->administrative)))
    return ffb_fail_at (error, line, leader->line,
                        _("%s's %d-star counter has a value out of range (Command and "
                          "Administrative values are from %d to %d)."), leader->name, stars,
                        FFB_LIBRARY_VALUE_MIN, FFB_LIBRARY_VALUE_MAX);
  for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
    if (library->maps[r].source == FFB_LIBRARY_VALUE_ADMINISTRATIVE
        && !counter->has_administrative && !library->maps[r].has_if_missing)
      return ffb_fail_at (error, line, leader->line, _("%s's %d-star counter has no Administrative "
                            "value, and the %s rating, read from it, says nothing for a counter "
                            "without one."), leader->name, stars,
                          ffb_library_rating_to_string (r));
  return TRUE;
}

static gboolean
check_leader (const FfbLeaderLibrary *library, const FfbLibraryLeader *leader, int *line,
              GError **error)
{
  if (leader->name == NULL || leader->name[0] == '\0')
    return ffb_fail_at (error, line, leader->line, _("a leader has no name."));
  if (leader->start_rank < 1 || leader->start_rank > FFB_LIBRARY_MAX_RANKS)
    return ffb_fail_at (error, line, leader->line,
                        _("%s starts at %d stars, a rank CW does not have (its ranks are 1 to 4 "
                          "stars)."), leader->name, leader->start_rank);
  if (leader->n_counters < 1 || leader->n_counters > FFB_LIBRARY_MAX_RANKS)
    return ffb_fail_at (error, line, leader->line,
                        _("%s has %d counters; a leader has 1 to 4, one a rank."), leader->name,
                        leader->n_counters);
  if (leader->start_rank + leader->n_counters - 1 > FFB_LIBRARY_MAX_RANKS)
    return ffb_fail_at (error, line, leader->line,
                        _("%s's %d counters from %d stars reach %d stars, a rank CW does not have "
                          "(its ranks are 1 to 4 stars)."), leader->name, leader->n_counters,
                        leader->start_rank, leader->start_rank + leader->n_counters - 1);
  for (int i = 0; i < leader->n_counters; i++)
    if (!check_counter (library, leader, i, line, error))
      return FALSE;
  return TRUE;
}

/* No name twice on one side: a lookup by his whole name must find one leader. */
static gboolean
check_names (const FfbLeaderLibrary *library, int *line, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < library->leaders->len; i++)
    {
      const FfbLibraryLeader *leader = g_ptr_array_index (library->leaders, i);
      g_autofree char *folded = g_utf8_casefold (leader->name, -1);
      char *key = g_strdup_printf ("%d:%s", (int) leader->side, folded);

      if (!g_hash_table_add (seen, key))
        return ffb_fail_at (error, line, leader->line, _("the library names the %s leader “%s” "
                              "twice."), ffb_side_display_name (leader->side), leader->name);
    }
  return TRUE;
}

gboolean
ffb_leader_library_check (const FfbLeaderLibrary *library, int *line, GError **error)
{
  g_return_val_if_fail (library != NULL, FALSE);

  if (line != NULL)
    *line = 0;
  if (!ffb_rating_maps_check (library->maps, line, error))
    return FALSE;
  if (library->leaders->len > FFB_LIBRARY_MAX_LEADERS)
    return ffb_fail_at (error, line, 0, _("the library holds %u leaders; it may hold at most %d."),
                        library->leaders->len, FFB_LIBRARY_MAX_LEADERS);
  for (guint i = 0; i < library->leaders->len; i++)
    if (!check_leader (library, g_ptr_array_index (library->leaders, i), line, error))
      return FALSE;
  return check_names (library, line, error);
}

/* ---- Lookup ------------------------------------------------------------------------ */

static gboolean
side_matches (const FfbLibraryLeader *leader, int side)
{
  return side == FFB_LIBRARY_ANY_SIDE || (int) leader->side == side;
}

GPtrArray *
ffb_leader_library_find (const FfbLeaderLibrary *library, const char *prefix, int side)
{
  g_autofree char *folded = g_utf8_casefold (prefix != NULL ? prefix : "", -1);
  GPtrArray *found = g_ptr_array_new ();

  g_return_val_if_fail (library != NULL, found);
  for (guint i = 0; i < library->leaders->len; i++)
    {
      FfbLibraryLeader *leader = g_ptr_array_index (library->leaders, i);
      g_autofree char *name = g_utf8_casefold (leader->name, -1);

      if (side_matches (leader, side) && g_str_has_prefix (name, folded))
        g_ptr_array_add (found, leader);
    }
  return found;
}

static FfbLibraryLeader *
find_whole_name (GPtrArray *found, const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  FfbLibraryLeader *whole = NULL;

  for (guint i = 0; i < found->len; i++)
    {
      FfbLibraryLeader *leader = g_ptr_array_index (found, i);
      g_autofree char *other = g_utf8_casefold (leader->name, -1);

      if (g_str_equal (folded, other))
        {
          if (whole != NULL)
            return NULL; /* one name on both sides: the side must say which */
          whole = leader;
        }
    }
  return whole;
}

static char *
names_of (GPtrArray *found)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < found->len; i++)
    {
      const FfbLibraryLeader *leader = g_ptr_array_index (found, i);

      g_string_append_printf (names, "%s%s (%s)", i > 0 ? ", " : "", leader->name,
                              ffb_side_display_name (leader->side));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

FfbLibraryLeader *
ffb_leader_library_lookup (const FfbLeaderLibrary *library, const char *name, int side,
                           GError **error)
{
  g_autoptr(GPtrArray) found = NULL;
  g_autofree char *names = NULL;
  FfbLibraryLeader *whole;

  g_return_val_if_fail (library != NULL && name != NULL, NULL);
  found = ffb_leader_library_find (library, name, side);
  if ((whole = find_whole_name (found, name)) != NULL)
    return whole;
  if (found->len == 1)
    return g_ptr_array_index (found, 0);
  if (found->len == 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The library “%s” has no leader "
                     "whose name starts with “%s”."), library->name, name);
      return NULL;
    }
  names = names_of (found);
  g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("“%s” names %u leaders of the library "
                 "(%s); type more of the name."), name, found->len, names);
  return NULL;
}

/* ---- Mapping ----------------------------------------------------------------------- */

int
ffb_leader_library_map (const FfbLeaderLibrary *library, const FfbLibraryCounter *counter,
                        FfbLibraryRating rating)
{
  g_return_val_if_fail (library != NULL, 0);
  return ffb_rating_maps_apply (library->maps, counter, rating);
}

FfbLeader *
ffb_leader_library_to_leader (const FfbLeaderLibrary *library, const FfbLibraryLeader *leader,
                              int start_rank, GError **error)
{
  FfbLeader *typed;

  g_return_val_if_fail (library != NULL && leader != NULL, NULL);
  if (start_rank == 0)
    start_rank = leader->start_rank;
  if (start_rank < 1 || start_rank + leader->n_counters - 1 > FFB_LIBRARY_MAX_RANKS)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "%s's %d counter cannot start at %d stars: "
                                "CW's ranks are 1 to 4 stars.", "%s's %d counters cannot start "
                                "at %d stars: CW's ranks are 1 to 4 stars.",
                                leader->n_counters), leader->name, leader->n_counters,
                   start_rank);
      return NULL;
    }
  /* The editor gives him his id when he joins a campaign (ffb_edit_new_leader). */
  typed = ffb_leader_new ("library", leader->name, leader->side, start_rank);
  typed->cavalry = leader->cavalry;
  for (int i = 0; i < leader->n_counters; i++)
    {
      const FfbLibraryCounter *counter = &leader->counters[i];
      FfbLeaderCounter mapped = {
        start_rank + i,
        ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_INITIATIVE),
        ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_TACTICAL),
        ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_ARMY_COMMAND),
      };

      ffb_leader_set_counter (typed, &mapped);
    }
  return typed;
}
