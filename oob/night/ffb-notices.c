/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-notices.c: the public notices of a battle, worked out from its sealed results. */
#include "ffb-notices.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"

/* R7B(2)-(4): the rule that sets each march's turn. */
static const char *const march_rules[FFB_N_MARCHES] = { "R7B(2)", "R7B(3)", "R7B(4)" };

typedef struct
{
  const FfbBattleClock *clock;
  const FfbRules *rules;
  FfbMonths months;
  int up_to;
  GPtrArray *notices;
} Teller;

/* Nothing is told after the battle has ended, nor beyond the turn asked for. */
static gboolean
is_due (const Teller *teller, int turn)
{
  if (turn < 1 || turn > teller->up_to)
    return FALSE;
  return !teller->clock->ended || turn <= teller->clock->end_turn;
}

static char *
describe (const Teller *teller, int turn)
{
  return ffb_battle_turn_describe (teller->rules, teller->months, turn);
}

/* "the Union left (the Confederate right)": both armies' names for one end of the field. */
static char *
name_end (FfbSide side, FfbFlank flank)
{
  return g_strdup_printf (_("the %s %s (the %s %s)"), ffb_side_display_name (side),
                          ffb_flank_sentence_word (flank),
                          ffb_side_display_name (ffb_side_other (side)),
                          ffb_flank_sentence_word (ffb_flank_facing (flank)));
}

static void
tell_march (Teller *teller, const FfbFlankOrder *order)
{
  g_autofree char *end = NULL, *when = NULL;
  const char *rule, *side;

  if (!order->rolled || order->arrival_turn <= 0)
    return;
  end = name_end (order->side, order->flank);
  when = describe (teller, order->arrival_turn);
  rule = march_rules[order->march];
  side = ffb_side_display_name (order->side);
  if (is_due (teller, order->notice_turn))
    g_ptr_array_add (teller->notices,
                     order->arriving != NULL
                     ? ffb_notice_new (order->notice_turn, rule,
                                       _("Part of a %s flank march will enter on %s on %s."),
                                       side, end, when)
                     : ffb_notice_new (order->notice_turn, rule,
                                       _("A %s flank march will enter on %s on %s."), side, end,
                                       when));
  if (is_due (teller, order->arrival_turn))
    g_ptr_array_add (teller->notices,
                     ffb_notice_new (order->arrival_turn, rule, _("The %s flank march enters "
                                       "on %s, fully deployed."), side, end));
}

static const FfbFlankOrder *
find_order (GPtrArray *orders, FfbSide side, FfbFlank flank)
{
  for (guint i = 0; orders != NULL && i < orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (orders, i);

      if (order->side == side && order->flank == flank)
        return order;
    }
  return NULL;
}

static void
tell_encounter (Teller *teller, const FfbEncounter *encounter, GPtrArray *orders)
{
  g_autofree char *end = name_end (FFB_SIDE_UNION, encounter->union_flank);
  const FfbFlankOrder *larger = NULL;
  g_autofree char *outcome = NULL;

  if (!encounter->met || !is_due (teller, encounter->told_turn))
    return;
  if (encounter->larger >= 0)
    larger = find_order (orders, encounter->larger,
                         encounter->larger == FFB_SIDE_UNION
                         ? encounter->union_flank : ffb_flank_facing (encounter->union_flank));
  if (larger != NULL && larger->arrival_turn > 0)
    outcome = g_strdup_printf (_("the %s march will not arrive, and only part of the %s march "
                                 "will"), ffb_side_display_name (ffb_side_other (larger->side)),
                               ffb_side_display_name (larger->side));
  else
    outcome = g_strdup (_("neither march will arrive"));
  g_ptr_array_add (teller->notices,
                   ffb_notice_new (encounter->told_turn, "R7B(5a)", _("The two armies' flank "
                                     "marches met off table on %s: %s."), end, outcome));
}

/* R8A: dusk ends each day; the next dawn follows unless the battle ended first. */
static void
tell_days (Teller *teller)
{
  int turns = ffb_clock_turns_in_day (teller->rules, teller->months);
  g_autofree char *dawn = ffb_clock_format_time (teller->rules->day[teller->months].dawn);

  for (int day = 1; turns > 0 && day * turns <= teller->up_to; day++)
    {
      int dusk = day * turns;

      if (is_due (teller, dusk))
        g_ptr_array_add (teller->notices,
                         ffb_notice_new (dusk, "R8A", _("Turn %d is the last of day %d: at "
                                           "nightfall, with neither side conceding, the battle "
                                           "goes on next day."), turns, day));
      if (is_due (teller, dusk + 1))
        g_ptr_array_add (teller->notices,
                         ffb_notice_new (dusk + 1, "R8A", _("Day %d begins at dawn (%s): only "
                                           "units on the table at nightfall take part, "
                                           "skedaddlers rejoin their brigades, and neither army "
                                           "may come nearer the enemy than at nightfall."),
                                         day + 1, dawn));
    }
}

static void
tell_end (Teller *teller)
{
  const FfbBattleClock *clock = teller->clock;
  const char *name;

  if (!clock->ended || clock->end_turn > teller->up_to)
    return;
  name = ffb_side_display_name (clock->left_side);
  if (clock->driven_off)
    g_ptr_array_add (teller->notices,
                     ffb_notice_new (clock->end_turn, "R8C", _("The %s army is driven off the "
                                       "table and is Demoralized in CW terms."), name));
  else
    g_ptr_array_add (teller->notices,
                     clock->overnight
                     ? ffb_notice_new (clock->end_turn, "R8B",
                                       _("The %s army withdraws unmolested overnight and is "
                                         "Demoralized in CW terms (R8C)."), name)
                     : ffb_notice_new (clock->end_turn, "R8C",
                                       _("The %s army withdraws and is Demoralized in CW terms "
                                         "(R8C)."), name));
}

static int
compare_turns (gconstpointer a, gconstpointer b)
{
  const FfbNotice *x = *(FfbNotice *const *) a, *y = *(FfbNotice *const *) b;

  return (x->turn > y->turn) - (x->turn < y->turn);
}

GPtrArray *
ffb_notices_up_to (const FfbBattleClock *clock, const FfbRules *rules, FfbMonths months,
                   GPtrArray *orders, GArray *encounters, int up_to)
{
  Teller teller = { clock, rules, months, up_to,
                    g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free) };

  g_return_val_if_fail (clock != NULL && rules != NULL, teller.notices);

  for (guint i = 0; encounters != NULL && i < encounters->len; i++)
    tell_encounter (&teller, &g_array_index (encounters, FfbEncounter, i), orders);
  for (guint i = 0; orders != NULL && i < orders->len; i++)
    tell_march (&teller, g_ptr_array_index (orders, i));
  tell_days (&teller);
  tell_end (&teller);
  /* A stable sort: notices of one turn keep the order above. */
  g_ptr_array_sort (teller.notices, compare_turns);
  return teller.notices;
}
