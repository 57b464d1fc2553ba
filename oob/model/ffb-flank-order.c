/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank-order.c: a flank-march order and an encounter as data (ffb-flank-order.h). */
#include "ffb-flank-order.h"

#include <glib/gi18n-lib.h>

FFB_DEFINE_SHOWN_WORDS (flank, FfbFlank,
                        /* Translators: a flank inside a sentence, as in "Round the left flank"
                         * (R5); files keep the English. */
                        (NC_("flank", "left"), NC_("flank", "right")),
                        (N_("Left"), N_("Right")))
FFB_DEFINE_SENTENCE_WORDS (flank, FfbFlank)
FFB_DEFINE_SHOWN_WORDS (march, FfbMarch,
                        ("swift", "deliberate", "plodding"),
                        /* Translators: how fast a flank march goes (R7B), as in "It was %s". */
                        (N_("swift"), N_("deliberate"), N_("plodding")))

FfbFlank
ffb_flank_facing (FfbFlank flank)
{
  return flank == FFB_FLANK_LEFT ? FFB_FLANK_RIGHT : FFB_FLANK_LEFT;
}

FfbFlankOrder *
ffb_flank_order_new (FfbSide side, FfbFlank flank, const char *leader_id)
{
  FfbFlankOrder *order;

  g_return_val_if_fail (leader_id != NULL, NULL);

  order = g_new0 (FfbFlankOrder, 1);
  order->side = side;
  order->flank = flank;
  order->leader_id = g_strdup (leader_id);
  order->unit_ids = g_ptr_array_new_with_free_func (g_free);
  order->roll = -1;
  return order;
}

void
ffb_flank_order_add_unit (FfbFlankOrder *order, const char *unit_id)
{
  g_return_if_fail (order != NULL && unit_id != NULL);
  g_ptr_array_add (order->unit_ids, g_strdup (unit_id));
}

GPtrArray *
ffb_flank_order_copy_ids (const GPtrArray *ids)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (ids, i)));
  return copy;
}

FfbFlankOrder *
ffb_flank_order_copy (const FfbFlankOrder *order, gboolean with_results)
{
  FfbFlankOrder *copy;

  g_return_val_if_fail (order != NULL, NULL);

  copy = ffb_flank_order_new (order->side, order->flank, order->leader_id);
  g_ptr_array_unref (copy->unit_ids);
  copy->unit_ids = ffb_flank_order_copy_ids (order->unit_ids);
  if (!with_results)
    return copy;
  copy->rolled = order->rolled;
  copy->roll = order->roll;
  copy->march = order->march;
  copy->arrival_turn = order->arrival_turn;
  copy->notice_turn = order->notice_turn;
  copy->arriving = order->arriving != NULL ? ffb_flank_order_copy_ids (order->arriving) : NULL;
  return copy;
}

void
ffb_flank_order_free (FfbFlankOrder *order)
{
  if (order == NULL)
    return;
  g_free (order->leader_id);
  g_ptr_array_unref (order->unit_ids);
  g_clear_pointer (&order->arriving, g_ptr_array_unref);
  g_free (order);
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

gboolean
ffb_flank_order_equal (const FfbFlankOrder *a, const FfbFlankOrder *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->side == b->side && a->flank == b->flank
         && g_strcmp0 (a->leader_id, b->leader_id) == 0 && ids_equal (a->unit_ids, b->unit_ids)
         && a->rolled == b->rolled && a->roll == b->roll && a->march == b->march
         && a->arrival_turn == b->arrival_turn && a->notice_turn == b->notice_turn
         && ids_equal (a->arriving, b->arriving);
}

gboolean
ffb_encounter_equal (const FfbEncounter *a, const FfbEncounter *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->union_flank == b->union_flank && a->met == b->met && a->roll == b->roll
         && a->told_turn == b->told_turn && a->larger == b->larger && a->surplus == b->surplus;
}
