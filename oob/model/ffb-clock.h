/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-clock.h: the FF day (R8). Turn n starts at dawn + turn_minutes x (n - 1); the last
 * turn starts at dusk. */
#pragma once

#include <glib.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* Number of FF turns in a day of these months. */
int   ffb_clock_turns_in_day (const FfbRules *rules, FfbMonths months);
/* Minutes after midnight at which turn `turn` (1-based) starts, or -1 when the day has
 * no such turn. */
int   ffb_clock_turn_start (const FfbRules *rules, FfbMonths months, int turn);
/* "0530" for 330 minutes: the 24-hour military time the source article uses. */
char *ffb_clock_format_time (int minutes);
/* The reverse: "0530" gives 330. FALSE (and *minutes untouched) unless `text` is exactly
 * four digits making a time from 0000 to 2359. */
gboolean ffb_clock_parse_time (const char *text, int *minutes);

G_END_DECLS
