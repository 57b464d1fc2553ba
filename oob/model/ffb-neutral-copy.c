/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-copy.c: a battle's neutral party copied and compared field by field, as a
 * campaign copy needs it (ffb_campaign_copy). */
#include "ffb-neutral-record.h"

#include <string.h>

typedef gpointer (*ItemCopyFunc) (gconstpointer item);
typedef gboolean (*ItemEqualFunc) (gconstpointer a, gconstpointer b);

/* A list of owned items, each copied, freed by `item_free`; NULL stays NULL. */
static GPtrArray *
items_copy (const GPtrArray *items, ItemCopyFunc copy, GDestroyNotify item_free)
{
  GPtrArray *out;

  if (items == NULL)
    return NULL;
  out = g_ptr_array_new_full (items->len, item_free);
  for (guint i = 0; i < items->len; i++)
    g_ptr_array_add (out, copy (g_ptr_array_index (items, i)));
  return out;
}

static gboolean
items_equal (const GPtrArray *a, const GPtrArray *b, ItemEqualFunc equal)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gpointer
order_copy (gconstpointer order)
{
  return ffb_flank_order_copy (order, TRUE);
}

FfbNeutral *
ffb_neutral_copy (const FfbNeutral *neutral)
{
  FfbNeutral *copy;

  g_return_val_if_fail (neutral != NULL, NULL);

  copy = ffb_neutral_new ();
  copy->dice = neutral->dice != NULL ? ffb_dice_copy (neutral->dice) : NULL;
  g_ptr_array_unref (copy->orders);
  copy->orders = items_copy (neutral->orders, order_copy,
                             (GDestroyNotify) ffb_flank_order_free);
  g_array_append_vals (copy->encounters, neutral->encounters->data, neutral->encounters->len);
  g_array_unref (copy->ratings);
  copy->ratings = ffb_ratings_copy_results (neutral->ratings);
  g_array_unref (copy->p_rolls);
  copy->p_rolls = ffb_ratings_copy_p_rolls (neutral->p_rolls);
  copy->clock = neutral->clock;
  copy->rolled = neutral->rolled;
  copy->setup_digest = g_strdup (neutral->setup_digest);
  copy->view = neutral->view;
  copy->told = items_copy (neutral->told, (ItemCopyFunc) ffb_notice_copy,
                           (GDestroyNotify) ffb_notice_free);
  copy->shown = items_copy (neutral->shown, (ItemCopyFunc) ffb_secret_copy,
                            (GDestroyNotify) ffb_secret_free);
  copy->cards = neutral->cards != NULL ? ffb_card_play_copy (neutral->cards) : NULL;
  return copy;
}

static gboolean
encounters_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!ffb_encounter_equal (&g_array_index (a, FfbEncounter, i),
                              &g_array_index (b, FfbEncounter, i)))
      return FALSE;
  return TRUE;
}

static gboolean
clocks_equal (const FfbBattleClock *a, const FfbBattleClock *b)
{
  return a->day == b->day && a->turn == b->turn && a->night == b->night
         && a->ended == b->ended && a->left_side == b->left_side
         && a->driven_off == b->driven_off && a->overnight == b->overnight
         && a->end_turn == b->end_turn
         && memcmp (a->rerolls_used, b->rerolls_used, sizeof a->rerolls_used) == 0;
}

static gboolean
secret_equal (const FfbSecret *a, const FfbSecret *b)
{
  return g_strcmp0 (a->rule, b->rule) == 0 && g_strcmp0 (a->subject, b->subject) == 0
         && a->audience == b->audience && a->reveal_turn == b->reveal_turn
         && a->made_turn == b->made_turn && a->audience_turn == b->audience_turn
         && a->roll == b->roll && g_strcmp0 (a->text, b->text) == 0;
}

static gboolean
dice_equal (const FfbDice *a, const FfbDice *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return ffb_dice_equal (a, b);
}

gboolean
ffb_neutral_equal (const FfbNeutral *a, const FfbNeutral *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return dice_equal (a->dice, b->dice)
         && items_equal (a->orders, b->orders, (ItemEqualFunc) ffb_flank_order_equal)
         && encounters_equal (a->encounters, b->encounters)
         && ffb_ratings_results_equal (a->ratings, b->ratings)
         && ffb_ratings_p_rolls_equal (a->p_rolls, b->p_rolls)
         && clocks_equal (&a->clock, &b->clock) && a->rolled == b->rolled
         && g_strcmp0 (a->setup_digest, b->setup_digest) == 0
         && a->view == b->view
         && items_equal (a->told, b->told, (ItemEqualFunc) ffb_notice_equal)
         && items_equal (a->shown, b->shown, (ItemEqualFunc) secret_equal)
         && ffb_card_play_equal (a->cards, b->cards);
}
