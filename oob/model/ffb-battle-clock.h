/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-clock.h: where a battle stands in time (RULES.md R8, R8A-R8C, R11D).
 *
 * The FF day comes from the rule set's day table (ffb-clock.h). A battle runs turn by turn
 * from dawn; after the last turn (at dusk) night falls, and with neither side conceding the
 * battle goes on at the next dawn (R8A). An army that holds until nightfall may withdraw
 * unmolested overnight (R8B); one that withdraws, or is driven off the table, is Demoralized
 * in CW terms (R8C). Each army leader's re-rolls (R11D) are counted per turn.
 *
 * Battle turns run on across days: with T turns a day, turn t of day d is battle turn
 * (d - 1) x T + t, and battle turn 0 is before the first turn. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-rules.h"

G_BEGIN_DECLS

typedef struct
{
  int day;            /* 1, 2... */
  int turn;           /* turn of the day: 0 before the battle's first turn */
  gboolean night;     /* after the day's last turn, before the next dawn (R8A) */
  gboolean ended;     /* an army withdrew or was driven off (R8B, R8C) */
  int left_side;      /* the FfbSide that left the field, or -1 */
  gboolean driven_off; /* R8C: driven off the table rather than withdrawn */
  gboolean overnight; /* R8B: withdrew unmolested overnight */
  int end_turn;       /* the battle turn it ended */
  int rerolls_used[FFB_N_SIDES]; /* R11D: re-rolls of each army's maneuver rolls this turn */
} FfbBattleClock;

void     ffb_battle_clock_init (FfbBattleClock *clock);

int      ffb_battle_turn (int day, int turn, int turns_in_day);
/* The day and turn of the day of a battle turn (day 1, turn 0 for battle turn 0). */
void     ffb_battle_turn_split (int battle_turn, int turns_in_day, int *day, int *turn);
/* "day 1, turn 3 (0600)"; "before the battle" for battle turn 0. */
char    *ffb_battle_turn_describe (const FfbRules *rules, FfbMonths months, int battle_turn);

/* The battle turn the clock shows. */
int      ffb_battle_clock_now (const FfbBattleClock *clock, int turns_in_day);
/* The next turn; after the day's last turn, nightfall. FFB_ERROR_INVALID at night or after the
 * end. */
gboolean ffb_battle_clock_advance (FfbBattleClock *clock, int turns_in_day, GError **error);
/* The turn before (the referee took one too many): from night to the day's last turn, from a
 * day's first turn to the night before it. The re-rolls of the turn gone back to count afresh.
 * FFB_ERROR_INVALID before the first turn or after the end. */
gboolean ffb_battle_clock_back (FfbBattleClock *clock, int turns_in_day, GError **error);
/* R8A: from nightfall to the first turn of the next day. */
gboolean ffb_battle_clock_next_day (FfbBattleClock *clock, GError **error);
/* R8B, R8C: `side` withdraws (unmolested when at night) or is driven off; the battle ends. */
gboolean ffb_battle_clock_withdraw (FfbBattleClock *clock, FfbSide side, int turns_in_day,
                                    GError **error);
gboolean ffb_battle_clock_driven_off (FfbBattleClock *clock, FfbSide side, int turns_in_day,
                                      GError **error);
/* R8C: TRUE when `side` withdrew or was driven off. */
gboolean ffb_battle_clock_demoralized (const FfbBattleClock *clock, FfbSide side);

/* R11D, per turn, for an army leader of this CW army command rating: `own` re-rolls of his
 * army's maneuver rolls he may take, `forced` re-rolls of them his opponent may demand. */
typedef struct
{
  int own;
  int forced;
} FfbRerolls;

FfbRerolls ffb_rerolls_for (int army_command);
/* Counts one re-roll of `side`'s maneuver rolls this turn (taken by its leader, or forced by
 * the opponent); FFB_ERROR_INVALID, naming R11D, when none is left. */
gboolean ffb_battle_clock_use_reroll (FfbBattleClock *clock, FfbSide side, int army_command,
                                      GError **error);
int      ffb_battle_clock_rerolls_left (const FfbBattleClock *clock, FfbSide side,
                                        int army_command);

G_END_DECLS
