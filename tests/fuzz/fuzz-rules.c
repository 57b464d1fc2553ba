/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-rules.c: a rule set (data/rules/default.xml, or a house-ruled variant). A set that loads
 * must write and load again to an equal set. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-rules.h"
#include "ffb-xml-rules.h"

static void
check_writes_again (FfbRules *rules)
{
  g_autofree char *xml = ffb_rules_to_xml (rules);
  g_autoptr(GError) error = NULL;
  FfbRules *again = ffb_rules_load_xml (xml, strlen (xml), "written", &error);

  if (again == NULL || !ffb_rules_equal (rules, again))
    {
      fprintf (stderr, "a rule set that loaded does not load once written to an equal set: "
               "%s\n", error != NULL ? error->message : "it differs");
      abort ();
    }
  ffb_rules_unref (again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  FfbRules *rules = ffb_rules_load_xml ((const char *) data, size, FUZZ_SOURCE, &error);

  if (rules == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    {
      check_writes_again (rules);
      ffb_rules_unref (rules);
    }
  return 0;
}
