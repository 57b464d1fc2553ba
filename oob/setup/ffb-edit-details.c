/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-details.c: the campaign's own name (see ffb-edit.h). Its turn is set by
 * ffb_edit_set_turn (ffb-edit-campaign.c), with the battles it concerns. */
#include "ffb-edit.h"

#include "ffb-edit-text.h"
#include "ffb-error.h"

gboolean
ffb_edit_set_name (FfbCampaign *campaign, const char *name, GError **error)
{
  const char *problem;

  g_return_val_if_fail (campaign != NULL, FALSE);
  if ((problem = ffb_edit_name_problem (name, FFB_NAMED_CAMPAIGN)) != NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, problem);
      return FALSE;
    }
  g_free (campaign->name);
  campaign->name = ffb_edit_trimmed (name);
  return TRUE;
}
