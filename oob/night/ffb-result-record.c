/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result-record.c: which units never arrived, by the battle's own record (R9D, R9E): its
 * flank-march orders as rolled, the encounters that kept a march or part of it off the table
 * (R7B(5a)) and the clock, which says how far the battle went. What the referee types is
 * checked against it, never taken instead of it. */
#include "ffb-result-check.h"

#include <glib/gi18n-lib.h>

#include "ffb-neutral.h"

/* The battle turn the battle reached: where the clock stopped, or where it ended. */
static int
last_turn (FfbCampaign *campaign, const FfbBattle *battle)
{
  const FfbNeutral *neutral = battle->neutral;

  if (neutral->clock.ended)
    return neutral->clock.end_turn;
  return ffb_neutral_now (neutral, campaign, battle);
}

static gboolean
order_came (const FfbFlankOrder *order, int reached)
{
  return order->arrival_turn > 0 && order->arrival_turn <= reached;
}

/* The rolled order of `side` that takes `unit`, or NULL. */
static const FfbFlankOrder *
order_taking (const FfbBattle *battle, FfbSide side, const FfbUnit *unit)
{
  GPtrArray *orders;

  if (battle->neutral == NULL || !battle->neutral->rolled)
    return NULL;
  orders = battle->neutral->orders;
  for (guint i = 0; i < orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (orders, i);

      if (order->side == side && order->rolled && ffb_flank_order_takes (order, unit))
        return order;
    }
  return NULL;
}

/* Of a march let through in part (R7B(5a)): a brigade comes when picked; a command when one
 * of its brigades does (its leader always comes with the march he leads); a battery with the
 * command it stands in. */
static gboolean
came_in_part (const FfbFlankOrder *order, const FfbUnit *unit, GHashTable *away)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    return ffb_flank_order_brigade_arrives (order, unit->id);
  if (unit->kind == FFB_UNIT_BATTERY)
    return unit->parent == NULL || !g_hash_table_contains (away, unit->parent->id);
  if (g_strcmp0 (unit->leader_id, order->leader_id) == 0)
    return TRUE;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      const FfbUnit *child = g_ptr_array_index (unit->children, i);

      if (child->kind != FFB_UNIT_BATTERY && came_in_part (order, child, away))
        return TRUE;
    }
  return FALSE;
}

static void
sort_unit (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side, const FfbUnit *unit,
           int reached, GHashTable *away)
{
  const FfbFlankOrder *order = order_taking (battle, side, unit);

  if (order != NULL
      && (!order_came (order, reached)
          || (order->arriving != NULL && !came_in_part (order, unit, away))))
    g_hash_table_add (away, g_strdup (unit->id));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    sort_unit (campaign, battle, side, g_ptr_array_index (unit->children, i), reached, away);
}

GHashTable *
ffb_result_record_never_arrived (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *oob)
{
  GHashTable *away = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (campaign != NULL && battle != NULL && oob != NULL, away);

  if (battle->neutral != NULL && battle->neutral->rolled)
    sort_unit (campaign, battle, oob->side, oob->army, last_turn (campaign, battle), away);
  return away;
}

char *
ffb_result_record_why_on_table (FfbCampaign *campaign, const FfbBattle *battle,
                                const FfbUnit *unit, FfbSide side)
{
  const FfbFlankOrder *order = order_taking (battle, side, unit);
  g_autofree char *when = NULL;
  const char *army = ffb_side_display_name (side);

  if (battle->neutral == NULL || !battle->neutral->rolled)
    return g_strdup_printf (_("the battle has no flank march of the %s army rolled, so all its "
                              "units started on the table"), army);
  if (order == NULL)
    return g_strdup_printf (_("no flank march of the %s army took it: it started on the table"),
                            army);
  when = ffb_battle_turn_describe (campaign->rules, battle->months, order->arrival_turn);
  return g_strdup_printf (_("it marched with the %s %s flank march, which %s on %s"), army,
                          ffb_flank_sentence_word (order->flank),
                          order->arriving != NULL ? _("came in part (R7B(5a))") : _("entered"),
                          when);
}
