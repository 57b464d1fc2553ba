/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank.c: what a flank-march order (ffb-flank-order.h) takes from the OOB and how large
 * it is. The checks, the arrival roll and encounters are in ffb-flank-check.c,
 * ffb-flank-arrival.c and ffb-flank-encounter.c. */
#include "ffb-flank.h"

#include <string.h>

static gboolean
holds_id (GPtrArray *ids, const char *id)
{
  for (guint i = 0; ids != NULL && i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

gboolean
ffb_flank_order_takes (const FfbFlankOrder *order, const FfbUnit *unit)
{
  g_return_val_if_fail (order != NULL, FALSE);

  for (; unit != NULL; unit = unit->parent)
    if (holds_id (order->unit_ids, unit->id))
      return TRUE;
  return FALSE;
}

gboolean
ffb_flank_order_brigade_arrives (const FfbFlankOrder *order, const char *id)
{
  g_return_val_if_fail (order != NULL && id != NULL, FALSE);

  if (order->rolled && order->arrival_turn == 0)
    return FALSE;
  return order->arriving == NULL || holds_id (order->arriving, id);
}

/* The march's own leader goes with it wherever his command stands; so do the leaders of the
 * corps and divisions it takes. */
static gboolean
leader_marches (const FfbFlankOrder *order, const FfbUnit *unit)
{
  if (g_strcmp0 (unit->leader_id, order->leader_id) == 0)
    return TRUE;
  return (unit->kind == FFB_UNIT_CORPS || unit->kind == FFB_UNIT_DIVISION)
         && ffb_flank_order_takes (order, unit);
}

FfbUnit *
ffb_flank_order_left_command (const FfbFlankOrder *order, FfbOob *oob)
{
  FfbUnit *unit;

  g_return_val_if_fail (order != NULL && oob != NULL, NULL);
  if (order->leader_id == NULL || oob->side != order->side)
    return NULL;
  unit = ffb_unit_find_led (oob->army, order->leader_id);
  return unit != NULL && !ffb_flank_order_takes (order, unit) ? unit : NULL;
}

static void
collect (const FfbFlankOrder *order, FfbUnit *unit, gboolean leaders, GPtrArray *out)
{
  gboolean wanted = leaders ? leader_marches (order, unit)
                            : unit->kind == FFB_UNIT_BRIGADE
                              && ffb_flank_order_takes (order, unit);

  if (wanted)
    g_ptr_array_add (out, unit);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect (order, g_ptr_array_index (unit->children, i), leaders, out);
}

GPtrArray *
ffb_flank_order_brigades (const FfbFlankOrder *order, FfbOob *oob)
{
  GPtrArray *brigades = g_ptr_array_new ();

  g_return_val_if_fail (order != NULL && oob != NULL, brigades);
  collect (order, oob->army, FALSE, brigades);
  return brigades;
}

GPtrArray *
ffb_flank_order_leader_units (const FfbFlankOrder *order, FfbOob *oob)
{
  GPtrArray *units = g_ptr_array_new ();

  g_return_val_if_fail (order != NULL && oob != NULL, units);
  collect (order, oob->army, TRUE, units);
  return units;
}

static void
add_size (FfbFlankSize *size, const FfbUnit *unit, const FfbRules *rules)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      size->stands += unit->stands;
      if (unit->cavalry)
        size->cavalry_stands += unit->stands;
      size->weighted += unit->stands * (unit->cavalry ? rules->cavalry_stand_weight : 1);
    }
  else if (unit->kind == FFB_UNIT_BATTERY)
    size->batteries++;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_size (size, g_ptr_array_index (unit->children, i), rules);
}

FfbFlankSize
ffb_flank_order_size (const FfbFlankOrder *order, FfbOob *oob, const FfbRules *rules)
{
  FfbFlankSize size = { 0, 0, 0, 0 };

  g_return_val_if_fail (order != NULL && oob != NULL && rules != NULL, size);

  /* Each unit counted once, even when the order also names a unit above it. */
  for (guint i = 0; i < order->unit_ids->len; i++)
    {
      FfbUnit *unit = ffb_oob_find_unit (oob, g_ptr_array_index (order->unit_ids, i));

      if (unit != NULL && (unit->parent == NULL || !ffb_flank_order_takes (order, unit->parent)))
        add_size (&size, unit, rules);
    }
  return size;
}

int
ffb_flank_on_table_stands (GPtrArray *orders, FfbOob *oob)
{
  int stands;

  g_return_val_if_fail (orders != NULL && oob != NULL, 0);

  stands = ffb_unit_count_stands (oob->army);
  for (guint i = 0; i < orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (orders, i);
      g_autoptr(GPtrArray) brigades = NULL;

      if (order->side != oob->side)
        continue;
      brigades = ffb_flank_order_brigades (order, oob);
      for (guint b = 0; b < brigades->len; b++)
        stands -= ((FfbUnit *) g_ptr_array_index (brigades, b))->stands;
    }
  return stands;
}
