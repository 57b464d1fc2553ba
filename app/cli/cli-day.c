/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-day.c: `day MONTHS`: the FF day of a CW turn (R8). */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-clock.h"
#include "ffb-xml-rules.h"

int
ffb_cli_day (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(FfbRules) rules = NULL;
  FfbMonths months;
  int turns;

  if (!ffb_cli_parse_options ("day", "MONTHS", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 2)
    return ffb_cli_fail (_("day: give the months of a CW turn, e.g. “ffbridge-cli day Jul-Aug”."));
  if (!ffb_months_from_string (argv[1], &months))
    return ffb_cli_fail (_("day: “%s” is not a CW turn; use Mar-Apr, May-Jun, Jul-Aug, Sep-Oct or "
                   "Nov-Feb."), argv[1]);
  rules = ffb_rules_new_default ();
  turns = ffb_clock_turns_in_day (rules, months);
  {
    g_autofree char *dawn = ffb_clock_format_time (rules->day[months].dawn);
    g_autofree char *dusk = ffb_clock_format_time (rules->day[months].dusk);
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s: dawn %s, dusk %s, %d turn of %d minutes (R8).\n",
                          "%s: dawn %s, dusk %s, %d turns of %d minutes (R8).\n", turns),
             ffb_months_to_string (months), dawn, dusk, turns, rules->turn_minutes);
  }
  for (int turn = 1; turn <= turns; turn++)
    {
      g_autofree char *start = ffb_clock_format_time (ffb_clock_turn_start (rules, months, turn));
      if (turn == turns)
        g_print (_("  turn %2d  %s  (dusk: the last turn)\n"), turn, start);
      else
        g_print (_("  turn %2d  %s\n"), turn, start);
    }
  return FFB_EXIT_OK;
}

