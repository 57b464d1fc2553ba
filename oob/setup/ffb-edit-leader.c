/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-leader.c: a leader's loss and removal (see ffb-edit.h), so that the campaign stays
 * one that ffb_campaign_check passes: a battle still to fight never names a leader who is
 * gone, and a battle fought or under way keeps every leader it names. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

static gboolean
oob_names_leader (const FfbBattle *battle, const char *leader_id)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (battle->oob[side] != NULL
        && ffb_unit_find_led (battle->oob[side]->army, leader_id) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
force_names_leader (const FfbBattle *battle, const char *leader_id)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      GArray *leaders = battle->sides[side].leaders;

      for (guint i = 0; i < leaders->len; i++)
        if (g_str_equal (g_array_index (leaders, FfbPresentLeader, i).leader_id, leader_id))
          return TRUE;
    }
  return FALSE;
}

static gboolean
battle_names_leader (const FfbBattle *battle, const char *leader_id)
{
  return force_names_leader (battle, leader_id) || oob_names_leader (battle, leader_id);
}

/* FALSE with the reason when a battle must keep the leader: one under way always, one fought
 * when he is to be removed. */
static gboolean
battles_let_go (FfbCampaign *campaign, const FfbLeader *leader, gboolean removing,
                GError **error)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      const FfbBattle *battle = g_ptr_array_index (campaign->battles, b);

      if (!battle_names_leader (battle, leader->id))
        continue;
      if (battle->fought && removing)
        g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s fought at %s: the battle keeps "
                       "him as its record. Mark him killed or captured instead."), leader->name,
                     battle->name);
      else if (!battle->fought && ffb_battle_has_begun (battle))
        g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s is at %s, whose dice or orders "
                       "are already drawn: its secrets may name him. Carry its result back "
                       "first."), leader->name, battle->name);
      else
        continue;
      return FALSE;
    }
  return TRUE;
}

/* Out of every battle still to fight; the OOBs built with him are organized again. */
static void
take_out_of_battles (FfbCampaign *campaign, const char *leader_id)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);

      if (battle->fought)
        continue;
      for (int side = 0; side < FFB_N_SIDES; side++)
        ffb_battle_set_leader_present (campaign, battle, side, leader_id, FALSE, NULL);
      if (oob_names_leader (battle, leader_id))
        for (int side = 0; side < FFB_N_SIDES; side++)
          ffb_battle_set_oob (battle, side, NULL);
    }
}

static FfbLeader *
find_leader (FfbCampaign *campaign, const char *leader_id, GError **error)
{
  FfbLeader *leader = ffb_campaign_find_leader (campaign, leader_id);

  if (leader == NULL)
    g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no leader “%s”."),
                 leader_id);
  return leader;
}

gboolean
ffb_edit_set_leader_status (FfbCampaign *campaign, const char *leader_id,
                            FfbLeaderStatus status, GError **error)
{
  FfbLeader *leader;
  gboolean lost = status == FFB_LEADER_KILLED || status == FFB_LEADER_CAPTURED;

  g_return_val_if_fail (campaign != NULL && leader_id != NULL, FALSE);

  if ((leader = find_leader (campaign, leader_id, error)) == NULL)
    return FALSE;
  if (lost && leader->status != status)
    {
      if (!battles_let_go (campaign, leader, FALSE, error))
        return FALSE;
      take_out_of_battles (campaign, leader_id);
    }
  leader->status = status;
  return TRUE;
}

static void
drop_references (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (g_strcmp0 (group->commander, leader_id) == 0)
        g_clear_pointer (&group->commander, g_free);
    }
  for (guint i = campaign->promotions->len; i > 0; i--)
    if (g_str_equal (g_array_index (campaign->promotions, FfbPromotion, i - 1).leader_id,
                     leader_id))
      g_array_remove_index (campaign->promotions, i - 1);
  take_out_of_battles (campaign, leader_id);
}

gboolean
ffb_edit_remove_leader (FfbCampaign *campaign, const char *leader_id, GError **error)
{
  FfbLeader *leader;

  g_return_val_if_fail (campaign != NULL && leader_id != NULL, FALSE);

  if ((leader = find_leader (campaign, leader_id, error)) == NULL
      || !battles_let_go (campaign, leader, TRUE, error))
    return FALSE;
  drop_references (campaign, leader_id);
  /* The index points into the array: drop the entry before the array frees the leader. */
  g_hash_table_remove (campaign->leader_index, leader->id);
  g_ptr_array_remove (campaign->leaders, leader);
  return TRUE;
}
