/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-clock.c: turns, nights and the end of a battle (R8, R8A-R8C), and the army
 * leaders' re-rolls (R11D). */
#include "ffb-battle-clock.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-error.h"

void
ffb_battle_clock_init (FfbBattleClock *clock)
{
  g_return_if_fail (clock != NULL);

  *clock = (FfbBattleClock) { .day = 1, .left_side = -1 };
}

int
ffb_battle_turn (int day, int turn, int turns_in_day)
{
  return (day - 1) * turns_in_day + turn;
}

void
ffb_battle_turn_split (int battle_turn, int turns_in_day, int *day, int *turn)
{
  g_return_if_fail (turns_in_day > 0 && day != NULL && turn != NULL);

  if (battle_turn <= 0)
    {
      *day = 1;
      *turn = 0;
      return;
    }
  *day = (battle_turn - 1) / turns_in_day + 1;
  *turn = (battle_turn - 1) % turns_in_day + 1;
}

char *
ffb_battle_turn_describe (const FfbRules *rules, FfbMonths months, int battle_turn)
{
  int turns = ffb_clock_turns_in_day (rules, months);
  g_autofree char *time = NULL;
  int day, turn;

  if (battle_turn <= 0 || turns <= 0)
    return g_strdup (_("before the battle"));
  ffb_battle_turn_split (battle_turn, turns, &day, &turn);
  time = ffb_clock_format_time (ffb_clock_turn_start (rules, months, turn));
  return g_strdup_printf (_("day %d, turn %d (%s)"), day, turn, time);
}

int
ffb_battle_clock_now (const FfbBattleClock *clock, int turns_in_day)
{
  g_return_val_if_fail (clock != NULL, 0);
  return ffb_battle_turn (clock->day, clock->turn, turns_in_day);
}

static gboolean
refuse_when_over (const FfbBattleClock *clock, GError **error)
{
  if (!clock->ended)
    return TRUE;
  if (clock->driven_off)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle is over: the %s army was driven off the table."),
                 ffb_side_display_name (clock->left_side));
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle is over: the %s army withdrew."),
                 ffb_side_display_name (clock->left_side));
  return FALSE;
}

gboolean
ffb_battle_clock_advance (FfbBattleClock *clock, int turns_in_day, GError **error)
{
  g_return_val_if_fail (clock != NULL && turns_in_day > 0, FALSE);

  if (!refuse_when_over (clock, error))
    return FALSE;
  if (clock->night)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("It is night after day %d: the battle "
                   "goes on at the next dawn (R8A), or an army withdraws (R8B)."), clock->day);
      return FALSE;
    }
  clock->rerolls_used[0] = clock->rerolls_used[1] = 0;
  if (clock->turn >= turns_in_day)
    clock->night = TRUE;
  else
    clock->turn++;
  return TRUE;
}

gboolean
ffb_battle_clock_back (FfbBattleClock *clock, int turns_in_day, GError **error)
{
  g_return_val_if_fail (clock != NULL && turns_in_day > 0, FALSE);

  if (!refuse_when_over (clock, error))
    return FALSE;
  if (clock->day == 1 && clock->turn == 0)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle has not reached "
                           "its first turn: there is no turn before it."));
      return FALSE;
    }
  /* Only the present turn's re-rolls are kept (R11D): the turn gone back to counts afresh. */
  clock->rerolls_used[0] = clock->rerolls_used[1] = 0;
  if (clock->night)
    clock->night = FALSE; /* back to the day's last turn */
  else if (clock->turn > 1 || clock->day == 1)
    clock->turn--;
  else
    {
      /* From a day's first turn to the night before it (R8A). */
      clock->day--;
      clock->turn = turns_in_day;
      clock->night = TRUE;
    }
  return TRUE;
}

gboolean
ffb_battle_clock_next_day (FfbBattleClock *clock, GError **error)
{
  g_return_val_if_fail (clock != NULL, FALSE);

  if (!refuse_when_over (clock, error))
    return FALSE;
  if (!clock->night)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("Day %d is not over: the next day "
                   "starts after nightfall (R8A)."), clock->day);
      return FALSE;
    }
  clock->day++;
  clock->turn = 1;
  clock->night = FALSE;
  clock->rerolls_used[0] = clock->rerolls_used[1] = 0;
  return TRUE;
}

static gboolean
leave_field (FfbBattleClock *clock, FfbSide side, gboolean driven_off, int turns_in_day,
             GError **error)
{
  if (!refuse_when_over (clock, error))
    return FALSE;
  clock->ended = TRUE;
  clock->left_side = side;
  clock->driven_off = driven_off;
  clock->overnight = !driven_off && clock->night;
  /* Overnight counts from the day's last turn: what was told by then was told. */
  clock->end_turn = MAX (1, ffb_battle_clock_now (clock, turns_in_day));
  return TRUE;
}

gboolean
ffb_battle_clock_withdraw (FfbBattleClock *clock, FfbSide side, int turns_in_day,
                           GError **error)
{
  g_return_val_if_fail (clock != NULL && turns_in_day > 0, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);

  return leave_field (clock, side, FALSE, turns_in_day, error);
}

gboolean
ffb_battle_clock_driven_off (FfbBattleClock *clock, FfbSide side, int turns_in_day,
                             GError **error)
{
  g_return_val_if_fail (clock != NULL && turns_in_day > 0, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);

  if (clock->night)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("Nobody is driven off at night; an "
                   "army may withdraw overnight instead (R8B)."));
      return FALSE;
    }
  return leave_field (clock, side, TRUE, turns_in_day, error);
}

gboolean
ffb_battle_clock_demoralized (const FfbBattleClock *clock, FfbSide side)
{
  g_return_val_if_fail (clock != NULL, FALSE);
  return clock->ended && clock->left_side == (int) side;
}

FfbRerolls
ffb_rerolls_for (int army_command)
{
  return (FfbRerolls) { MAX (army_command, 0), MAX (-army_command, 0) };
}

int
ffb_battle_clock_rerolls_left (const FfbBattleClock *clock, FfbSide side, int army_command)
{
  FfbRerolls rerolls = ffb_rerolls_for (army_command);

  g_return_val_if_fail (clock != NULL, 0);
  return MAX (0, rerolls.own + rerolls.forced - clock->rerolls_used[side]);
}

gboolean
ffb_battle_clock_use_reroll (FfbBattleClock *clock, FfbSide side, int army_command,
                             GError **error)
{
  FfbRerolls rerolls = ffb_rerolls_for (army_command);

  g_return_val_if_fail (clock != NULL, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);

  if (ffb_battle_clock_rerolls_left (clock, side, army_command) > 0 && clock->turn > 0
      && !clock->night && !clock->ended)
    {
      clock->rerolls_used[side]++;
      return TRUE;
    }
  /* Translators: R11D is a rule id, keep it; the number is the re-rolls the army has a turn. */
  if (rerolls.forced > 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("R11D: no re-roll of the %s army's maneuver rolls is left this turn (%d "
                   "forced by the opponent a turn)."),
                 ffb_side_display_name (side), rerolls.own + rerolls.forced);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("R11D: no re-roll of the %s army's maneuver rolls is left this turn (%d "
                   "taken by its leader a turn)."),
                 ffb_side_display_name (side), rerolls.own + rerolls.forced);
  return FALSE;
}
