/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-tactics.c: a tactical rule-set file (data/tactics, RULES.md Q). A set that loads must
 * pass its own check, say for every brigade size a Shaken count it can reach (fewer stands
 * than it started with, never fewer as it grows), and give the organizer limits that pass the
 * rule set's check at every ratio. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include "ffb-tactics.h"
#include "ffb-xml-rules.h"
#include "ffb-xml-tactics.h"

static void
check_shaken (const FfbTactics *tactics)
{
  int before = 0;

  for (int stands = 1; stands <= tactics->brigade_max_stands; stands++)
    {
      int shaken = ffb_tactics_shaken_at (tactics, stands);

      if (shaken < 0 || shaken >= stands || shaken < before)
        {
          fprintf (stderr, "a brigade of %d stands is Shaken at %d (at %d one stand fewer)\n",
                   stands, shaken, before);
          abort ();
        }
      before = shaken;
    }
}

static void
check_organizing_rules (const FfbTactics *tactics, const FfbRules *base)
{
  const int ratios[] = { 1, tactics->stands_per_sp, tactics->brigade_max_stands, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (ratios); i++)
    {
      g_autoptr(FfbRules) rules = ffb_tactics_organizing_rules (tactics, base, ratios[i]);
      g_autoptr(GError) error = NULL;

      if (!ffb_rules_check (rules, &error))
        {
          fprintf (stderr, "the organizer's limits at %d stands an SP fail: %s\n", ratios[i],
                   error->message);
          abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FfbRules *base;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTactics) tactics = NULL;

  if (base == NULL)
    base = ffb_rules_new_default ();
  tactics = ffb_tactics_load_xml ((const char *) data, size, FUZZ_SOURCE, &error);
  if (tactics == NULL)
    {
      fuzz_check_refusal (error, FUZZ_SOURCE);
      return 0;
    }
  if (!ffb_tactics_check (tactics, &error))
    {
      fprintf (stderr, "a set that loaded fails its check: %s\n", error->message);
      abort ();
    }
  check_shaken (tactics);
  check_organizing_rules (tactics, base);
  return 0;
}
