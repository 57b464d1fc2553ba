/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign.c: a campaign file (*.ffbridge), as File > Open, autosave recovery and every
 * ffbridge-cli command read it. A campaign that loads must save and load again. */
#include "fuzz-common.h"

#include "ffb-xml.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign ((const char *) data, size,
                                                           FUZZ_SOURCE, &error);

  if (campaign == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    fuzz_check_saves_again (campaign, "a campaign");
  return 0;
}
