/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-campaign.c: a campaign file (*.ffbridge), as File > Open, autosave recovery and every
 * ffbridge-cli command read it. A campaign that loads must save and load again. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-xml.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
check_saves_again (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_campaign_to_xml (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = ffb_campaign_load_xml (xml, strlen (xml), "saved", &error);

  if (again == NULL)
    {
      fprintf (stderr, "a campaign that loaded does not load once saved: %s\n",
               error->message);
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_campaign_load_xml ((const char *) data, size,
                                                           FUZZ_SOURCE, &error);

  if (campaign == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    check_saves_again (campaign);
  return 0;
}
