/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-built-in.c: new campaigns on the built-in rule set, and the built-in demo. */
#include "ffb-xml-built-in.h"

#include <glib/gi18n-lib.h>

#include "ffb-xml.h"
#include "ffb-xml-rules.h"

/* With no rule set the campaign uses the built-in one and says so in its file. */
FfbCampaign *
ffb_xml_new_campaign (FfbRules *rules)
{
  g_autoptr(FfbRules) built_in = NULL;

  if (rules != NULL)
    return ffb_campaign_new_with_rules (rules, NULL);
  built_in = ffb_rules_new_default ();
  return ffb_campaign_new_with_rules (built_in, "default");
}

FfbCampaign *
ffb_xml_new_empty_campaign (void)
{
  FfbCampaign *campaign = ffb_xml_new_campaign (NULL);

  g_free (campaign->name);
  campaign->name = g_strdup (_("New campaign"));
  /* ffb_xml_new_campaign starts at the war's first turn; said again, as it is this promise. */
  campaign->year = FFB_FIRST_YEAR;
  campaign->months = FFB_MONTHS_MAR_APR;
  return campaign;
}

FfbCampaign *
ffb_xml_new_demo_campaign (GError **error)
{
  return ffb_xml_load_built_in_demo (error);
}
