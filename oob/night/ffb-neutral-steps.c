/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-steps.c: the game night's steps on a battle (see ffb-neutral-steps.h). */
#include "ffb-neutral-steps.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-error.h"

#define NOT_BEGUN "The battle has not begun: the pre-battle rolls come first."

/* The battle's neutral party once the referee has drawn the seed, else NULL with `refusal`:
 * never made here, so that a refused step leaves the battle as it was. */
static FfbNeutral *
drawn (FfbBattle *battle, const char *refusal, GError **error)
{
  if (battle->neutral != NULL && battle->neutral->dice != NULL)
    return battle->neutral;
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, refusal);
  return NULL;
}

gboolean
ffb_neutral_step_clock (FfbCampaign *campaign, FfbBattle *battle, FfbClockStep step,
                        GError **error)
{
  FfbNeutral *neutral;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ffb_battle_check_not_fought (battle, _("its clock does not move"), error))
    return FALSE;
  neutral = drawn (battle, NOT_BEGUN, error);
  if (neutral == NULL)
    return FALSE;
  switch (step)
    {
    case FFB_CLOCK_NEXT_DAY:
      return ffb_neutral_next_day (neutral, campaign, battle, error);
    case FFB_CLOCK_BACK:
      return ffb_neutral_back (neutral, campaign, battle, error);
    case FFB_CLOCK_NEXT_TURN:
    default:
      return ffb_neutral_advance (neutral, campaign, battle, error);
    }
}

/* Battle Night offers an army the field to leave from the first turn until the battle ends or
 * the seed is revealed; the clock itself refuses a battle already over. */
static gboolean
may_leave (const FfbNeutral *neutral, const FfbBattle *battle, GError **error)
{
  if (!neutral->rolled)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, NOT_BEGUN);
  else if (ffb_dice_is_revealed (neutral->dice))
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle “%s” is over: its seed is "
                   "revealed."), battle->name);
  else if (neutral->clock.day == 1 && neutral->clock.turn == 0 && !neutral->clock.ended)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle has not reached its "
                           "first turn: no army has a field to leave yet (R8C)."));
  else
    return TRUE;
  return FALSE;
}

gboolean
ffb_neutral_step_leave (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                        gboolean driven_off, GError **error)
{
  FfbNeutral *neutral;
  int turns;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);

  if (!ffb_battle_check_not_fought (battle, _("no army leaves its field"), error))
    return FALSE;
  neutral = drawn (battle, NOT_BEGUN, error);
  if (neutral == NULL || !may_leave (neutral, battle, error))
    return FALSE;
  turns = ffb_clock_turns_in_day (campaign->rules, battle->months);
  return driven_off ? ffb_battle_clock_driven_off (&neutral->clock, side, turns, error)
                    : ffb_battle_clock_withdraw (&neutral->clock, side, turns, error);
}

gboolean
ffb_neutral_step_phrase (FfbBattle *battle, FfbSide side, const char *phrase, GError **error)
{
  FfbNeutral *neutral;

  g_return_val_if_fail (battle != NULL && phrase != NULL, FALSE);

  neutral = drawn (battle, _("Draw the seed first: a phrase is mixed into the seed the players "
                     "have seen committed."), error);
  return neutral != NULL && ffb_dice_add_phrase (neutral->dice, side, phrase, error);
}

gboolean
ffb_neutral_step_call_off (FfbBattle *battle, FfbSide side, FfbFlank flank, GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);

  if (battle->neutral == NULL || ffb_neutral_find_order (battle->neutral, side, flank) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("R5: the %s army has no %s flank "
                     "march to call off."), ffb_side_display_name (side),
                   ffb_flank_sentence_word (flank));
      return FALSE;
    }
  if (ffb_neutral_cancel_order (battle->neutral, side, flank))
    return TRUE;
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("R5: the march can no longer be "
                         "called off: the dice have rolled for it."));
  return FALSE;
}

gboolean
ffb_neutral_step_pick (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, FfbFlank flank,
                       const char *const *brigade_ids, GError **error)
{
  FfbNeutral *neutral;

  g_return_val_if_fail (campaign != NULL && battle != NULL && brigade_ids != NULL, FALSE);

  neutral = drawn (battle, _("R7B(5a): the neutral party has not rolled for this battle."), error);
  return neutral != NULL
         && ffb_neutral_choose_arrivals (neutral, campaign, battle, side, flank, brigade_ids,
                                         error);
}
