/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank-arrival.c: how a flank march went (R7B(1)-(4), R7C modifiers, R8A) and the
 * exact odds of it. */
#include "ffb-flank.h"

#include <glib/gi18n-lib.h>

int
ffb_flank_modifier (const FfbRules *rules, const FfbBattle *battle, FfbSide side)
{
  g_return_val_if_fail (rules != NULL && battle != NULL, 0);

  /* R7C: the column shifts of the ground hold back the attacker's marches only. */
  if (side != battle->attacker)
    return 0;
  return ffb_rules_ground_effect (rules, battle->terrain, battle->river).attacker_modifier;
}

FfbMarch
ffb_flank_classify (int result, int initiative)
{
  if (result > initiative)
    return FFB_MARCH_SWIFT;
  return result == initiative ? FFB_MARCH_DELIBERATE : FFB_MARCH_PLODDING;
}

FfbMarchOdds
ffb_flank_odds (const FfbRules *rules, int initiative, int modifier)
{
  FfbMarchOdds odds = { { 0, 0, 0 }, 0 };

  g_return_val_if_fail (rules != NULL, odds);

  odds.out_of = rules->arrival_die;
  for (int face = 1; face <= rules->arrival_die; face++)
    odds.chances[ffb_flank_classify (face + modifier, initiative)]++;
  return odds;
}

char *
ffb_flank_chance_text (int chances, int out_of)
{
  if (out_of <= 0 || chances <= 0)
    /* Translators: a march's chance of arriving. */
    return g_strdup (_("never"));
  if (chances >= out_of)
    /* Translators: a march's chance of arriving. */
    return g_strdup (_("certain"));
  /* Translators: a chance, as "1 in 3". */
  return g_strdup_printf (_("%d in %d"), chances, out_of);
}

int
ffb_flank_arrival_turn (const FfbRules *rules, FfbMarch march, int turns_in_day)
{
  int turn;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail ((int) march >= 0 && march < FFB_N_MARCHES, 0);
  g_return_val_if_fail (turns_in_day > 0, 0);

  turn = rules->arrival_turn[march];
  if (turn <= turns_in_day)
    return turn;
  /* R8A: next morning, counted from the new dawn. */
  return turns_in_day + MIN (turn, turns_in_day);
}

/* Told so many turns before it enters, but never before the battle's first turn. */
int
ffb_flank_notice_turn (const FfbRules *rules, int arrival_turn)
{
  g_return_val_if_fail (rules != NULL, 0);
  return MAX (1, arrival_turn - rules->notice_turns_before);
}

char *
ffb_flank_arrival_purpose (const FfbFlankOrder *order)
{
  g_return_val_if_fail (order != NULL, NULL);

  return g_strdup_printf ("R7B(1) arrival %s %s %s", ffb_side_to_string (order->side),
                          ffb_flank_to_string (order->flank), order->leader_id);
}

void
ffb_flank_roll_arrival (FfbFlankOrder *order, FfbDice *dice, const FfbRules *rules,
                        const FfbBattle *battle, int initiative, int turns_in_day)
{
  g_autofree char *purpose = NULL;
  const FfbRoll *roll;

  g_return_if_fail (order != NULL && dice != NULL && rules != NULL && battle != NULL);
  g_return_if_fail (!order->rolled);

  purpose = ffb_flank_arrival_purpose (order);
  roll = ffb_dice_roll (dice, purpose, rules->arrival_die,
                        ffb_flank_modifier (rules, battle, order->side),
                        FFB_AUDIENCE_REFEREE, 0);
  g_return_if_fail (roll != NULL);
  order->rolled = TRUE;
  order->roll = (int) roll->counter;
  order->march = ffb_flank_classify (roll->result, initiative);
  order->arrival_turn = ffb_flank_arrival_turn (rules, order->march, turns_in_day);
  order->notice_turn = ffb_flank_notice_turn (rules, order->arrival_turn);
  /* R7B: sealed from both players, the owner too, until the notice. */
  ffb_dice_seal_until (dice, roll->counter, order->notice_turn);
}
