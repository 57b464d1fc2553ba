/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result-copy.c: a battle result copied and compared field by field, as a campaign copy
 * needs it for a battle's draft (ffb_campaign_copy). */
#include "ffb-result.h"

static void
copy_brigades (GArray *to, const GArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      FfbResultBrigade item = g_array_index (from, FfbResultBrigade, i);

      item.unit_id = g_strdup (item.unit_id);
      g_array_append_val (to, item);
    }
}

static void
copy_units (GArray *to, const GArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      FfbResultUnit item = g_array_index (from, FfbResultUnit, i);

      item.unit_id = g_strdup (item.unit_id);
      g_array_append_val (to, item);
    }
}

static void
copy_leaders (GArray *to, const GArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      FfbResultLeader item = g_array_index (from, FfbResultLeader, i);

      item.leader_id = g_strdup (item.leader_id);
      g_array_append_val (to, item);
    }
}

static void
copy_side (FfbResultSide *to, const FfbResultSide *from)
{
  to->line = from->line;
  to->victory_points = from->victory_points;
  to->field = from->field;
  copy_brigades (to->brigades, from->brigades);
  copy_units (to->batteries, from->batteries);
  copy_leaders (to->leaders, from->leaders);
  copy_units (to->never_arrived, from->never_arrived);
  to->has_crt_row = from->has_crt_row;
  to->crt_line = from->crt_line;
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    to->crt[i] = from->crt[i];
}

FfbResult *
ffb_result_copy (const FfbResult *result)
{
  FfbResult *copy;

  g_return_val_if_fail (result != NULL, NULL);

  copy = ffb_result_new (result->battle_id);
  g_free (copy->source);
  copy->source = g_strdup (result->source);
  for (int s = 0; s < FFB_N_SIDES; s++)
    copy_side (&copy->sides[s], &result->sides[s]);
  return copy;
}

static gboolean
brigades_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbResultBrigade *x = &g_array_index (a, FfbResultBrigade, i);
      const FfbResultBrigade *y = &g_array_index (b, FfbResultBrigade, i);

      if (g_strcmp0 (x->unit_id, y->unit_id) != 0 || x->stands_lost != y->stands_lost)
        return FALSE;
    }
  return TRUE;
}

static gboolean
units_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbResultUnit *x = &g_array_index (a, FfbResultUnit, i);
      const FfbResultUnit *y = &g_array_index (b, FfbResultUnit, i);

      if (g_strcmp0 (x->unit_id, y->unit_id) != 0 || x->right_flank != y->right_flank)
        return FALSE;
    }
  return TRUE;
}

static gboolean
leaders_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbResultLeader *x = &g_array_index (a, FfbResultLeader, i);
      const FfbResultLeader *y = &g_array_index (b, FfbResultLeader, i);

      if (g_strcmp0 (x->leader_id, y->leader_id) != 0 || x->fate != y->fate
          || x->appeared_given != y->appeared_given || x->appeared != y->appeared)
        return FALSE;
    }
  return TRUE;
}

static gboolean
crt_equal (const FfbResultSide *a, const FfbResultSide *b)
{
  if (a->has_crt_row != b->has_crt_row)
    return FALSE;
  for (int i = 0; a->has_crt_row && i < FFB_CRT_ROW_RESULTS; i++)
    if (a->crt[i].roll != b->crt[i].roll || a->crt[i].sp_loss != b->crt[i].sp_loss
        || a->crt[i].demoralizes != b->crt[i].demoralizes)
      return FALSE;
  return TRUE;
}

static gboolean
sides_equal (const FfbResultSide *a, const FfbResultSide *b)
{
  return a->victory_points == b->victory_points && a->field == b->field
         && brigades_equal (a->brigades, b->brigades)
         && units_equal (a->batteries, b->batteries) && leaders_equal (a->leaders, b->leaders)
         && units_equal (a->never_arrived, b->never_arrived) && crt_equal (a, b);
}

/* Where each part was read (source, lines) tells nothing of the result itself. */
gboolean
ffb_result_equal (const FfbResult *a, const FfbResult *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (g_strcmp0 (a->battle_id, b->battle_id) != 0)
    return FALSE;
  for (int s = 0; s < FFB_N_SIDES; s++)
    if (!sides_equal (&a->sides[s], &b->sides[s]))
      return FALSE;
  return TRUE;
}
