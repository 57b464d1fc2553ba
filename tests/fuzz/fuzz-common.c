/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.c: the checks shared by every fuzz target (fuzz-common.h). */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-error.h"
#include "ffb-xml.h"

void
fuzz_init (void)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

void
fuzz_check_refusal (const GError *error, const char *source)
{
  if (error == NULL)
    {
      fprintf (stderr, "refused without a GError\n");
      abort ();
    }
  if (error->domain != FFB_ERROR || !g_str_has_prefix (error->message, source)
      || strpbrk (error->message, "\r\n") != NULL)
    {
      fprintf (stderr, "a refusal that is not one line naming the file: %s\n", error->message);
      abort ();
    }
}

void
fuzz_check_saves_again (FfbCampaign *campaign, const char *what)
{
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = ffb_xml_load_campaign (xml, strlen (xml), "saved", &error);

  if (again == NULL)
    {
      fprintf (stderr, "%s that loaded does not load once saved: %s\n", what, error->message);
      abort ();
    }
}
