/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-record.c: freeing a battle's neutral party (ffb-neutral-record.h). */
#include "ffb-neutral-record.h"

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
