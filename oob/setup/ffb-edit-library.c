/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-library.c: a leader of the library joins a campaign (RULES.md L2, L3; see
 * ffb-edit.h). */
#include "ffb-edit.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"

/* A library leader added twice is a slip of the keyboard, not a second general: his side's
 * leaders are looked at by name, ignoring case. */
static gboolean
side_has_name (FfbCampaign *campaign, FfbSide side, const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);

  for (guint i = 0; i < campaign->leaders->len; i++)
    {
      const FfbLeader *leader = g_ptr_array_index (campaign->leaders, i);
      g_autofree char *other = g_utf8_casefold (leader->name, -1);

      if (leader->side == side && g_str_equal (folded, other))
        return TRUE;
    }
  return FALSE;
}

const FfbLeaderLibrary *
ffb_edit_mapping_library (const FfbCampaign *campaign, const FfbLeaderLibrary *library,
                          FfbLeaderLibrary *mapped_by)
{
  g_return_val_if_fail (campaign != NULL && library != NULL && mapped_by != NULL, NULL);
  if (campaign->leader_ratings == NULL)
    return library;
  /* A view of the library, its leaders shared, the campaign's mapping in place of its own:
   * nothing in it is owned, and nothing frees it. */
  *mapped_by = *library;
  memcpy (mapped_by->maps, campaign->leader_ratings, sizeof mapped_by->maps);
  return mapped_by;
}

gboolean
ffb_edit_set_leader_ratings (FfbCampaign *campaign, const FfbRatingMap *maps, GError **error)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  if (maps != NULL && !ffb_rating_maps_check (maps, NULL, error))
    return FALSE;
  g_clear_pointer (&campaign->leader_ratings, g_free);
  if (maps != NULL)
    campaign->leader_ratings = g_memdup2 (maps, FFB_N_LIBRARY_RATINGS * sizeof (FfbRatingMap));
  return TRUE;
}

FfbLeader *
ffb_edit_new_library_leader (FfbCampaign *campaign, const FfbLeaderLibrary *library,
                             const FfbLibraryLeader *leader, int start_rank, GError **error)
{
  FfbLeaderLibrary mapped_by;
  FfbLeader *typed;
  FfbLeader *added;

  g_return_val_if_fail (campaign != NULL && library != NULL && leader != NULL, NULL);
  if (side_has_name (campaign, leader->side, leader->name))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("The %s side already has a leader "
                     "named %s."), ffb_side_display_name (leader->side), leader->name);
      return NULL;
    }
  if ((typed = ffb_leader_library_to_leader (ffb_edit_mapping_library (campaign, library,
                                                                        &mapped_by),
                                              leader, start_rank, error)) == NULL)
    return NULL;
  added = ffb_edit_new_leader (campaign, leader->side, typed, error);
  ffb_leader_free (typed);
  return added;
}
