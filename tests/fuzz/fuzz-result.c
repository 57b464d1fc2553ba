/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-result.c: a battle result (ffbridge-cli aftermath --result FILE). A result that loads
 * must write and load again. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-result.h"

static void
check_writes_again (FfbResult *result)
{
  g_autofree char *xml = ffb_result_to_xml (result);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) again = ffb_result_load_xml (xml, strlen (xml), "written", &error);

  if (again == NULL)
    {
      fprintf (stderr, "a result that loaded does not load once written: %s\n",
               error->message);
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) result = ffb_result_load_xml ((const char *) data, size, FUZZ_SOURCE,
                                                     &error);

  if (result == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    check_writes_again (result);
  return 0;
}
