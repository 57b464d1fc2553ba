/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-record.c: making and freeing a battle's neutral party (ffb-neutral-record.h). */
#include "ffb-neutral-record.h"

FfbNeutral *
ffb_neutral_new (void)
{
  FfbNeutral *neutral = g_new0 (FfbNeutral, 1);

  neutral->orders = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_flank_order_free);
  neutral->encounters = g_array_new (FALSE, TRUE, sizeof (FfbEncounter));
  neutral->ratings = ffb_ratings_new_results ();
  neutral->p_rolls = ffb_ratings_new_p_rolls ();
  ffb_battle_clock_init (&neutral->clock);
  neutral->view = -1;
  return neutral;
}

void
ffb_neutral_free (FfbNeutral *neutral)
{
  if (neutral == NULL)
    return;
  g_clear_pointer (&neutral->dice, ffb_dice_free);
  g_free (neutral->setup_digest);
  g_ptr_array_unref (neutral->orders);
  g_array_unref (neutral->encounters);
  g_array_unref (neutral->ratings);
  g_array_unref (neutral->p_rolls);
  g_clear_pointer (&neutral->told, g_ptr_array_unref);
  g_clear_pointer (&neutral->shown, g_ptr_array_unref);
  g_clear_pointer (&neutral->cards, ffb_card_play_free);
  g_free (neutral);
}

FfbFlankOrder *
ffb_neutral_find_order (const FfbNeutral *neutral, FfbSide side, FfbFlank flank)
{
  g_return_val_if_fail (neutral != NULL, NULL);

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (order->side == side && order->flank == flank)
        return order;
    }
  return NULL;
}

const FfbEncounter *
ffb_neutral_find_encounter (const FfbNeutral *neutral, const FfbFlankOrder *order)
{
  FfbFlank union_flank;

  g_return_val_if_fail (neutral != NULL && order != NULL, NULL);

  union_flank = order->side == FFB_SIDE_UNION ? order->flank : ffb_flank_facing (order->flank);
  for (guint i = 0; i < neutral->encounters->len; i++)
    {
      const FfbEncounter *encounter = &g_array_index (neutral->encounters, FfbEncounter, i);

      if (encounter->union_flank == union_flank && encounter->met)
        return encounter;
    }
  return NULL;
}
