/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-compared.c: a table rolled for both sides at once and compared (RULES.md T, the
 * charge resolution; ffb-tables.h). Decision: one roll of the table's dice a unit that fought,
 * with its own modifiers; each side's totals summed and compared. The lower side retreats; a
 * side whose sum is less than half the other's routs and loses ½d6 stragglers, which are
 * rolled; equal sums, both stand. So 1 against 6 is a rout and 4 against 6 a retreat, where a
 * band read from one side alone gave both the same words. */
#include "ffb-tables.h"

#include <glib/gi18n-lib.h>

FfbTableOutcome
ffb_table_compare_sums (const FfbTable *table, const int totals[2], int *loser)
{
  const FfbTableCompare *compare;
  int low, high;

  g_return_val_if_fail (table != NULL && table->compare != NULL, FFB_TABLE_BOTH_STAND);
  compare = table->compare;
  *loser = -1;
  if (totals[0] == totals[1])
    return FFB_TABLE_BOTH_STAND;
  *loser = totals[0] < totals[1] ? 0 : 1;
  low = totals[*loser];
  high = totals[1 - *loser];
  /* "Less than 1/2" the other's: low < high x num / den, in whole numbers. */
  if ((gint64) low * compare->rout_den < (gint64) high * compare->rout_num)
    return FFB_TABLE_ROUT;
  return FFB_TABLE_RETREAT;
}

static void
unit_roll_free (FfbTableUnitRoll *unit)
{
  if (unit->applied != NULL)
    g_array_unref (unit->applied);
  g_free (unit);
}

void
ffb_table_compared_free (FfbTableCompared *roll)
{
  if (roll == NULL)
    return;
  g_ptr_array_unref (roll->units);
  g_free (roll);
}

static FfbTableUnitRoll *
roll_unit (const FfbTable *table, int side, GArray *applied, guint number, FfbDice *dice,
           const char *purpose)
{
  FfbTableUnitRoll *unit = g_new0 (FfbTableUnitRoll, 1);

  unit->side = side;
  unit->applied = applied;
  for (int k = 0; k < table->n_dice; k++)
    {
      g_autofree char *die = g_strdup_printf ("%s unit %u die %d", purpose, number, k + 1);

      unit->faces[k] = ffb_dice_roll (dice, die, table->sides, 0, FFB_AUDIENCE_REFEREE, 0)->raw;
      unit->raw += unit->faces[k];
    }
  unit->total = unit->raw;
  for (guint i = 0; i < applied->len; i++)
    unit->total += g_array_index (applied, FfbTableApplied, i).value;
  return unit;
}

static const char *
outcome_result (const FfbTableCompare *compare, FfbTableOutcome outcome)
{
  switch (outcome)
    {
    case FFB_TABLE_ROUT:
      return compare->rout;
    case FFB_TABLE_RETREAT:
      return compare->lower;
    case FFB_TABLE_BOTH_STAND:
    default:
      return compare->equal;
    }
}

FfbTableCompared *
ffb_table_roll_compared (const FfbTable *table, const int *sides, GArray **applied, guint n,
                         FfbDice *dice, const char *purpose)
{
  FfbTableCompared *roll;

  g_return_val_if_fail (table != NULL && table->compare != NULL && dice != NULL
                        && purpose != NULL && (n == 0 || (sides != NULL && applied != NULL)),
                        NULL);
  roll = g_new0 (FfbTableCompared, 1);
  roll->table = table;
  roll->units = g_ptr_array_new_with_free_func ((GDestroyNotify) unit_roll_free);
  for (guint i = 0; i < n; i++)
    {
      FfbTableUnitRoll *unit = roll_unit (table, sides[i] != 0, applied[i], i + 1, dice,
                                          purpose);

      roll->totals[unit->side] += unit->total;
      g_ptr_array_add (roll->units, unit);
    }
  roll->outcome = ffb_table_compare_sums (table, roll->totals, &roll->loser);
  roll->result = outcome_result (table->compare, roll->outcome);
  roll->stragglers = -1;
  if (roll->outcome == FFB_TABLE_ROUT && table->compare->rout_stragglers)
    {
      g_autofree char *die = g_strdup_printf ("%s stragglers", purpose);

      roll->stragglers = ffb_table_half_die (ffb_dice_roll (dice, die, 6, 0,
                                                            FFB_AUDIENCE_REFEREE, 0)->raw);
    }
  return roll;
}

/* "4 (Elite/Veteran +1, Hits inflicted on the enemy +2) = 7" for one unit. */
static void
append_unit (GString *text, const FfbTableUnitRoll *unit, int n_dice)
{
  g_autoptr(GString) faces = g_string_new (NULL);

  for (int k = 0; k < n_dice; k++)
    g_string_append_printf (faces, k == 0 ? "%d" : " + %d", unit->faces[k]);
  g_string_append (text, faces->str);
  for (guint i = 0; i < unit->applied->len; i++)
    {
      const FfbTableApplied *a = &g_array_index (unit->applied, FfbTableApplied, i);

      /* TRANSLATORS: one modifier of a unit's roll: its name and what it adds, "+1". */
      g_string_append_printf (text, _(", %s %+d"), a->modifier->name, a->value);
    }
  /* TRANSLATORS: a unit's total in a compared roll, after its dice and modifiers. */
  g_string_append_printf (text, _(" = %d"), unit->total);
}

static char *
side_text (const FfbTableCompared *roll, int side)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint shown = 0;

  for (guint i = 0; i < roll->units->len; i++)
    {
      const FfbTableUnitRoll *unit = g_ptr_array_index (roll->units, i);

      if (unit->side != side)
        continue;
      /* TRANSLATORS: between the units of one side in a compared roll. */
      g_string_append (text, shown++ > 0 ? _("; ") : "");
      append_unit (text, unit, roll->table->n_dice);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
ffb_table_compared_sentence (const FfbTableCompared *roll)
{
  const FfbTableCompare *compare;
  g_autofree char *first = NULL, *second = NULL, *dice = NULL, *outcome = NULL;

  g_return_val_if_fail (roll != NULL, NULL);
  compare = roll->table->compare;
  first = side_text (roll, 0);
  second = side_text (roll, 1);
  dice = ffb_table_dice_to_string (roll->table->n_dice, roll->table->sides);
  if (roll->outcome == FFB_TABLE_BOTH_STAND)
    outcome = g_strdup (roll->result);
  else if (roll->stragglers >= 0)
    /* TRANSLATORS: the side that routs, the table's result, and the ½d6 stragglers rolled. */
    outcome = g_strdup_printf (_("%s: %s Stragglers (½d6, rolled): %d."),
                               compare->sides[roll->loser], roll->result, roll->stragglers);
  else
    /* TRANSLATORS: the side that loses, and the table's result. */
    outcome = g_strdup_printf (_("%s: %s"), compare->sides[roll->loser], roll->result);
  /* TRANSLATORS: a compared roll: the table, its dice a unit, the first side's units and sum,
   * the second's, and the outcome. */
  return g_strdup_printf (_("%s, %s a unit: %s: %s, total %d; %s: %s, total %d. %s"),
                          roll->table->name, dice, compare->sides[0], first, roll->totals[0],
                          compare->sides[1], second, roll->totals[1], outcome);
}
