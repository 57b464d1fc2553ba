/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rating-results.c: arrays of rating results and P-rolls (ffb-rating-results.h). */
#include "ffb-rating-results.h"

static void
clear_result (gpointer data)
{
  g_free (((FfbRatingResult *) data)->unit_id);
}

static void
clear_p_roll (gpointer data)
{
  FfbPRoll *p_roll = data;

  g_free (p_roll->brigade_id);
  g_free (p_roll->leader_unit_id);
}

GArray *
ffb_ratings_new_results (void)
{
  GArray *results = g_array_new (FALSE, TRUE, sizeof (FfbRatingResult));

  g_array_set_clear_func (results, clear_result);
  return results;
}

GArray *
ffb_ratings_new_p_rolls (void)
{
  GArray *p_rolls = g_array_new (FALSE, TRUE, sizeof (FfbPRoll));

  g_array_set_clear_func (p_rolls, clear_p_roll);
  return p_rolls;
}

GArray *
ffb_ratings_copy_results (const GArray *ratings)
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

GArray *
ffb_ratings_copy_p_rolls (const GArray *p_rolls)
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

gboolean
ffb_ratings_results_equal (const GArray *a, const GArray *b)
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

gboolean
ffb_ratings_p_rolls_equal (const GArray *a, const GArray *b)
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
