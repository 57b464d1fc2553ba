/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-draft.c: the result the referee is typing, kept as the battle's draft (see
 * ffb-edit-draft.h) so that nothing typed is lost before it is carried back. */
#include "ffb-edit-draft.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

/* R9F: only an SP group that fought may be promoted to crack. */
static gboolean
fought_in (const FfbBattle *battle, const char *group_id)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    for (guint i = 0; i < battle->sides[side].sps->len; i++)
      if (g_strcmp0 (g_array_index (battle->sides[side].sps, FfbPresentSp, i).group_id,
                     group_id) == 0)
        return TRUE;
  return FALSE;
}

gboolean
ffb_battle_edit_draft (FfbBattle *battle, FfbResult *draft, const char *crack_group,
                       gboolean no_crack, GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  /* R9: the result carried back is the record; a draft of it would be applied again. */
  if (!ffb_battle_check_not_fought (battle, _("no result is typed for it again"), error))
    return FALSE;
  if (draft != NULL && g_strcmp0 (draft->battle_id, battle->id) != 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The result typed is for “%s”, not for "
                     "“%s”."), draft->battle_id != NULL ? draft->battle_id : "", battle->name);
      return FALSE;
    }
  if (crack_group != NULL && !fought_in (battle, crack_group))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("Only an SP group that fought at “%s” "
                     "may be promoted to crack (R9F); “%s” did not."), battle->name, crack_group);
      return FALSE;
    }
  ffb_battle_set_draft (battle, draft, crack_group, no_crack);
  return TRUE;
}
