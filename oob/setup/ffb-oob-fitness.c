/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-fitness.c: a wounded leader present at a later battle (R9D). The campaign keeps him
 * wounded until the referee says otherwise; the OOB is still built with him, as with any breach
 * (RULES.md R4), and the finding says what to do. */
#include "ffb-oob-fitness.h"

#include <glib/gi18n-lib.h>

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
      unit = ffb_unit_find_led (oob->army, leader->id);
      ffb_oob_add_finding (oob, "R9D", unit != NULL ? unit : oob->army,
                           _("%s was wounded in an earlier battle and is not yet fit to command: "
                             "mark him fit (his status back to active) or take him out of this "
                             "battle."), leader->name);
    }
  return fit;
}
