/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-fitness.c: a wounded leader present at a later battle (R9D). The campaign keeps him
 * wounded until the referee says otherwise; the OOB is still built with him, as with any breach
 * (RULES.md R4), and the finding says what to do. */
#include "ffb-oob-fitness.h"

/* The unit he commands, or the army when he commands none. */
static const FfbUnit *
command_of (const FfbUnit *unit, const char *leader_id)
{
  if (g_strcmp0 (unit->leader_id, leader_id) == 0)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      const FfbUnit *found = command_of (g_ptr_array_index (unit->children, i), leader_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ffb_oob_check_fitness (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  GArray *present;
  gboolean fit = TRUE;

  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, FALSE);
  /* A fought battle is the record: he may have been wounded in it. */
  if (battle->fought)
    return TRUE;
  present = battle->sides[oob->side].leaders;
  for (guint i = 0; i < present->len; i++)
    {
      const char *id = g_array_index (present, FfbPresentLeader, i).leader_id;
      const FfbLeader *leader = ffb_campaign_find_leader (campaign, id);
      const FfbUnit *unit;

      if (leader == NULL || leader->status != FFB_LEADER_WOUNDED)
        continue;
      fit = FALSE;
      unit = command_of (oob->army, leader->id);
      ffb_oob_add_finding (oob, "R9D", unit != NULL ? unit : oob->army,
                           "%s was wounded in an earlier battle and is not yet fit to command: "
                           "mark him fit (his status back to active) or take him out of this "
                           "battle.", leader->name);
    }
  return fit;
}
