/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-clock.c: the FF day (R8), read from the rule set's day table. */
#include "ffb-clock.h"

#include <string.h>

#define MINUTES_PER_DAY (24 * 60)

int
ffb_clock_turns_in_day (const FfbRules *rules, FfbMonths months)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail ((int) months >= 0 && months < FFB_N_MONTHS, 0);

  return rules->day[months].turns;
}

int
ffb_clock_turn_start (const FfbRules *rules, FfbMonths months, int turn)
{
  const FfbDayRow *row;

  g_return_val_if_fail (rules != NULL, -1);
  g_return_val_if_fail ((int) months >= 0 && months < FFB_N_MONTHS, -1);

  /* Asking for a turn the day does not have is an ordinary question (is there a turn 31
   * in May?), not a programming error, so it is answered rather than warned about. */
  row = &rules->day[months];
  if (turn < 1 || turn > row->turns)
    return -1;
  return row->dawn + rules->turn_minutes * (turn - 1);
}

char *
ffb_clock_format_time (int minutes)
{
  g_return_val_if_fail (minutes >= 0 && minutes < MINUTES_PER_DAY, NULL);

  return g_strdup_printf ("%02d%02d", minutes / 60, minutes % 60);
}

gboolean
ffb_clock_parse_time (const char *text, int *minutes)
{
  int hours, mins;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (minutes != NULL, FALSE);

  if (strlen (text) != 4)
    return FALSE;
  for (int i = 0; i < 4; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;

  hours = g_ascii_digit_value (text[0]) * 10 + g_ascii_digit_value (text[1]);
  mins = g_ascii_digit_value (text[2]) * 10 + g_ascii_digit_value (text[3]);
  if (hours > 23 || mins > 59)
    return FALSE;
  *minutes = hours * 60 + mins;
  return TRUE;
}
