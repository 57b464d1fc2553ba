/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-copy.c: a battle's neutral party copied and compared field by field, as a
 * campaign copy needs it (ffb_night_copy_campaign). */
#include "ffb-neutral.h"

#include "ffb-cards.h"

#include <string.h>

static GArray *
ratings_copy (const GArray *ratings)
{
  GArray *copy = ffb_ratings_new_results ();

  for (guint i = 0; i < ratings->len; i++)
    {
      FfbRatingResult item = g_array_index (ratings, FfbRatingResult, i);

      item.unit_id = g_strdup (item.unit_id);
      g_array_append_val (copy, item);
    }
  return copy;
}

static GArray *
p_rolls_copy (const GArray *p_rolls)
{
  GArray *copy = ffb_ratings_new_p_rolls ();

  for (guint i = 0; i < p_rolls->len; i++)
    {
      FfbPRoll item = g_array_index (p_rolls, FfbPRoll, i);

      item.brigade_id = g_strdup (item.brigade_id);
      item.leader_unit_id = g_strdup (item.leader_unit_id);
      g_array_append_val (copy, item);
    }
  return copy;
}

static GPtrArray *
told_copy (const GPtrArray *told)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);

  for (guint i = 0; i < told->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (told, i);

      g_ptr_array_add (copy, ffb_notice_new (notice->turn, notice->rule, "%s", notice->text));
    }
  return copy;
}

static GPtrArray *
shown_copy (const GPtrArray *shown)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free);

  for (guint i = 0; i < shown->len; i++)
    g_ptr_array_add (copy, ffb_secret_copy (g_ptr_array_index (shown, i)));
  return copy;
}

FfbNeutral *
ffb_neutral_copy (const FfbNeutral *neutral)
{
  FfbNeutral *copy;

  g_return_val_if_fail (neutral != NULL, NULL);

  copy = ffb_neutral_new ();
  copy->dice = neutral->dice != NULL ? ffb_dice_copy (neutral->dice) : NULL;
  for (guint i = 0; i < neutral->orders->len; i++)
    g_ptr_array_add (copy->orders,
                     ffb_flank_order_copy (g_ptr_array_index (neutral->orders, i), TRUE));
  g_array_append_vals (copy->encounters, neutral->encounters->data, neutral->encounters->len);
  g_array_unref (copy->ratings);
  copy->ratings = ratings_copy (neutral->ratings);
  g_array_unref (copy->p_rolls);
  copy->p_rolls = p_rolls_copy (neutral->p_rolls);
  copy->clock = neutral->clock;
  copy->rolled = neutral->rolled;
  copy->setup_digest = g_strdup (neutral->setup_digest);
  copy->view = neutral->view;
  copy->told = neutral->told != NULL ? told_copy (neutral->told) : NULL;
  copy->shown = neutral->shown != NULL ? shown_copy (neutral->shown) : NULL;
  copy->cards = neutral->cards != NULL ? ffb_cards_copy (neutral->cards) : NULL;
  return copy;
}

static gboolean
ids_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
order_equal (const FfbFlankOrder *a, const FfbFlankOrder *b)
{
  return a->side == b->side && a->flank == b->flank
         && g_strcmp0 (a->leader_id, b->leader_id) == 0 && ids_equal (a->unit_ids, b->unit_ids)
         && a->rolled == b->rolled && a->roll == b->roll && a->march == b->march
         && a->arrival_turn == b->arrival_turn && a->notice_turn == b->notice_turn
         && ids_equal (a->arriving, b->arriving);
}

static gboolean
orders_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!order_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gboolean
encounters_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbEncounter *x = &g_array_index (a, FfbEncounter, i);
      const FfbEncounter *y = &g_array_index (b, FfbEncounter, i);

      if (x->union_flank != y->union_flank || x->met != y->met || x->roll != y->roll
          || x->told_turn != y->told_turn || x->larger != y->larger
          || x->surplus != y->surplus)
        return FALSE;
    }
  return TRUE;
}

static gboolean
ratings_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbRatingResult *x = &g_array_index (a, FfbRatingResult, i);
      const FfbRatingResult *y = &g_array_index (b, FfbRatingResult, i);

      if (x->side != y->side || g_strcmp0 (x->unit_id, y->unit_id) != 0
          || x->rating != y->rating || x->roll != y->roll || x->turn != y->turn)
        return FALSE;
    }
  return TRUE;
}

static gboolean
p_rolls_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbPRoll *x = &g_array_index (a, FfbPRoll, i);
      const FfbPRoll *y = &g_array_index (b, FfbPRoll, i);

      if (x->side != y->side || g_strcmp0 (x->brigade_id, y->brigade_id) != 0
          || g_strcmp0 (x->leader_unit_id, y->leader_unit_id) != 0 || x->value != y->value
          || x->roll != y->roll || x->turn != y->turn)
        return FALSE;
    }
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
told_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbNotice *x = g_ptr_array_index (a, i);
      const FfbNotice *y = g_ptr_array_index (b, i);

      if (x->turn != y->turn || g_strcmp0 (x->rule, y->rule) != 0
          || g_strcmp0 (x->text, y->text) != 0)
        return FALSE;
    }
  return TRUE;
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
shown_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!secret_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
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
  return dice_equal (a->dice, b->dice) && orders_equal (a->orders, b->orders)
         && encounters_equal (a->encounters, b->encounters)
         && ratings_equal (a->ratings, b->ratings) && p_rolls_equal (a->p_rolls, b->p_rolls)
         && clocks_equal (&a->clock, &b->clock) && a->rolled == b->rolled
         && g_strcmp0 (a->setup_digest, b->setup_digest) == 0
         && a->view == b->view && told_equal (a->told, b->told)
         && shown_equal (a->shown, b->shown) && ffb_cards_equal (a->cards, b->cards);
}
