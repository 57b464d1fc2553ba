/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-forces.c: a battle's orders of battle as the referee has them built (see
 * ffb-edit.h): organized for a side, and organized again for a 3-star leader's new role. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-organize.h"

gboolean
ffb_battle_organize_side (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                          GError **error)
{
  g_autoptr(FfbOob) organized = NULL;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  /* R9: a fought battle's OOBs are the record; "Fair dice": rolled ones, what the rolls were
   * made on. */
  if (!ffb_battle_check_oob_open (battle, _("its orders of battle are not organized again"),
                                  error)
      || (organized = ffb_organize (campaign, battle, side, error)) == NULL)
    return FALSE;
  ffb_battle_set_oob (battle, side, organized);
  return TRUE;
}

gboolean
ffb_battle_organize_both (FfbCampaign *campaign, FfbBattle *battle, GError **error)
{
  FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  if (!ffb_battle_check_oob_open (battle, _("its orders of battle are not organized again"),
                                  error))
    return FALSE;
  /* Both are built before either is stored: nothing changes unless both organize. */
  for (int side = 0; side < FFB_N_SIDES; side++)
    if ((oobs[side] = ffb_organize (campaign, battle, side, error)) == NULL)
      {
        g_clear_pointer (&oobs[FFB_SIDE_UNION], ffb_oob_unref);
        return FALSE;
      }
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      ffb_battle_set_oob (battle, side, oobs[side]);
      ffb_oob_unref (oobs[side]);
    }
  return TRUE;
}

gboolean
ffb_battle_set_leader_role (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                            const char *leader_id, FfbRole role, GError **error)
{
  FfbPresentLeader *present;
  FfbRole before;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  if (!ffb_battle_check_setup_open (battle, _("its leaders' roles are not changed"), error))
    return FALSE;
  if ((present = ffb_battle_find_leader (battle, side, leader_id)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("%s is not in the %s force at “%s”."),
                   ffb_campaign_leader_name (campaign, leader_id),
                   ffb_side_display_name (side), battle->name);
      return FALSE;
    }
  if ((int) role < FFB_ROLE_AUTO || role > FFB_ROLE_ARMY)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A leader's role at a battle is "
                     "automatic, corps or army (R4B); %d is none of them."), (int) role);
      return FALSE;
    }
  before = present->role;
  present->role = role;
  /* The role decides the tree's shape: a stored OOB is organized again, or the role stays. */
  if (battle->oob[side] != NULL && !ffb_battle_organize_side (campaign, battle, side, error))
    {
      present->role = before;
      return FALSE;
    }
  return TRUE;
}
