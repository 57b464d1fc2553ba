/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-shuffle.c: Fisher-Yates with the fair dice (ffb-shuffle.h). */
#include "ffb-shuffle.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

static void
swap (GPtrArray *cards, guint a, guint b)
{
  gpointer card = cards->pdata[a];

  cards->pdata[a] = cards->pdata[b];
  cards->pdata[b] = card;
}

void
ffb_shuffle_cards (GPtrArray *cards, FfbDice *dice, const char *purpose)
{
  g_return_if_fail (cards != NULL && dice != NULL && purpose != NULL);
  g_return_if_fail (cards->len <= FFB_DICE_MAX_SIDES);

  for (guint i = cards->len; i-- > 1;)
    {
      const FfbRoll *roll = ffb_dice_roll (dice, purpose, (int) i + 1, 0,
                                           FFB_AUDIENCE_REFEREE, 0);

      swap (cards, i, (guint) roll->raw - 1);
    }
}

static gboolean
wrong_log (const char *purpose, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
               _("the dice's log does not hold the rolls of the shuffle \"%s\"."), purpose);
  return FALSE;
}

gboolean
ffb_shuffle_replay (GPtrArray *cards, const FfbDice *dice, const char *purpose,
                    GError **error)
{
  guint i;

  g_return_val_if_fail (cards != NULL && dice != NULL && purpose != NULL, FALSE);
  i = cards->len;
  for (guint r = 0; r < ffb_dice_n_rolls (dice); r++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, r);

      if (!g_str_equal (roll->purpose, purpose))
        continue;
      if (i <= 1 || roll->sides != (int) i || roll->raw < 1 || roll->raw > roll->sides)
        return wrong_log (purpose, error);
      i--;
      swap (cards, i, (guint) roll->raw - 1);
    }
  return i <= 1 ? TRUE : wrong_log (purpose, error);
}
