/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-seniority.c: the referee's order of a side's leaders (see ffb-edit.h). The campaign
 * lists its leaders in seniority order, and the organizer reads R4B's "his side's senior
 * leader present" from it; a leader added later (a promotion, a counter forgotten) must be
 * able to take his place above the ones added before him. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

static int
leader_position (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->leaders->len; i++)
    if (g_str_equal (((FfbLeader *) g_ptr_array_index (campaign->leaders, i))->id, leader_id))
      return (int) i;
  return -1;
}

/* The next leader of `side` from `from` in the direction `step` (-1 up, +1 down), or -1. */
static int
next_of_side (FfbCampaign *campaign, int from, int step, FfbSide side)
{
  for (int i = from + step; i >= 0 && i < (int) campaign->leaders->len; i += step)
    if (((FfbLeader *) g_ptr_array_index (campaign->leaders, i))->side == side)
      return i;
  return -1;
}

static int
compare_present (gconstpointer a, gconstpointer b, gpointer campaign)
{
  int x = leader_position (campaign, ((const FfbPresentLeader *) a)->leader_id);
  int y = leader_position (campaign, ((const FfbPresentLeader *) b)->leader_id);

  return (x > y) - (x < y);
}

/* A battle still to set up lists its leaders in the new seniority order; one fought or under
 * way keeps its record as it was. */
static void
resort_battles (FfbCampaign *campaign, FfbSide side)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);

      if (!battle->fought && !ffb_battle_has_begun (battle))
        g_array_sort_with_data (battle->sides[side].leaders, compare_present, campaign);
    }
}

gboolean
ffb_edit_move_leader (FfbCampaign *campaign, const char *leader_id, int step,
                      GError **error)
{
  FfbLeader *leader;
  int from, to;

  g_return_val_if_fail (campaign != NULL && leader_id != NULL, FALSE);
  g_return_val_if_fail (step == -1 || step == 1, FALSE);

  leader = ffb_campaign_find_leader (campaign, leader_id);
  from = leader_position (campaign, leader_id);
  if (leader == NULL || from < 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no leader “%s”."),
                   leader_id);
      return FALSE;
    }
  to = next_of_side (campaign, from, step, leader->side);
  if (to < 0)
    {
      if (step < 0)
        g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                     _("%s is already the most senior %s leader."), leader->name,
                     ffb_side_display_name (leader->side));
      else
        g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                     _("%s is already the most junior %s leader."), leader->name,
                     ffb_side_display_name (leader->side));
      return FALSE;
    }
  /* Leaders of the other side between the two keep their places. */
  campaign->leaders->pdata[from] = campaign->leaders->pdata[to];
  campaign->leaders->pdata[to] = leader;
  resort_battles (campaign, leader->side);
  return TRUE;
}
