/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-table-band-roll.c: a roll on one of the referee's tables, read from its bands (RULES.md
 * T; ffb-tables.h): the modifiers ticked, checked against the table, the dice, the band the
 * total falls in, and the ½d6 stragglers a band or a compared roll (ffb-table-compared.c) may
 * lose. */
#include "ffb-tables.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

int
ffb_table_half_die (int face)
{
  return (face + 1) / 2;
}

/* One ticked modifier against the table and those ticked before it. */
static gboolean
apply_one (const FfbTable *table, GArray *applied, const FfbTableModifier *m, int typed,
           gboolean has_typed, GError **error)
{
  FfbTableApplied one = { m, 0, m->value };

  for (guint i = 0; i < applied->len; i++)
    {
      const FfbTableModifier *other = g_array_index (applied, FfbTableApplied, i).modifier;

      if (other == m)
        return ffb_refuse (error, _("the modifier \"%s\" of the table %s is ticked twice."), m->id,
                           table->id);
      if (m->group != NULL && g_strcmp0 (other->group, m->group) == 0)
        return ffb_refuse (error, _("the modifiers \"%s\" and \"%s\" of the table %s exclude each "
                                    "other (both are %s)."), other->id, m->id, table->id, m->group);
    }
  if (!m->typed && has_typed)
    return ffb_refuse (error, _("the modifier \"%s\" of the table %s is worth %+d and takes no "
                                "typed value."), m->id, table->id, m->value);
  if (m->typed && !has_typed)
    return ffb_refuse (error, _("the modifier \"%s\" of the table %s needs a value from %d to %d."),
                       m->id, table->id, m->least, m->most);
  if (m->typed && (typed < m->least || typed > m->most))
    return ffb_refuse (error, _("the modifier \"%s\" of the table %s takes a value from %d to %d, "
                                "not %d."), m->id, table->id, m->least, m->most, typed);
  if (m->typed)
    {
      one.typed = typed;
      one.value = m->per * typed;
    }
  g_array_append_val (applied, one);
  return TRUE;
}

GArray *
ffb_table_apply (const FfbTable *table, const FfbTableModifier *const *ticked,
                 const int *typed, const gboolean *has_typed, guint n, GError **error)
{
  g_autoptr(GArray) applied = g_array_new (FALSE, FALSE, sizeof (FfbTableApplied));

  g_return_val_if_fail (table != NULL && (n == 0 || ticked != NULL), NULL);
  for (guint i = 0; i < n; i++)
    {
      if (ticked[i] == NULL)
        {
          ffb_refuse (error, _("a modifier ticked is not one of the table %s's."), table->id);
          return NULL;
        }
      if (!apply_one (table, applied, ticked[i], typed != NULL ? typed[i] : 0,
                      has_typed != NULL && has_typed[i], error))
        return NULL;
    }
  return g_steal_pointer (&applied);
}

FfbTableRoll *
ffb_table_roll (const FfbTable *table, GArray *applied, FfbDice *dice, const char *purpose)
{
  FfbTableRoll *roll = g_new0 (FfbTableRoll, 1);

  g_return_val_if_fail (table != NULL && applied != NULL && dice != NULL && purpose != NULL,
                        NULL);
  g_return_val_if_fail (table->compare == NULL, NULL);
  roll->table = table;
  roll->applied = applied;
  for (int k = 0; k < table->n_dice; k++)
    {
      g_autofree char *die = g_strdup_printf ("%s die %d", purpose, k + 1);

      roll->faces[k] = ffb_dice_roll (dice, die, table->sides, 0, FFB_AUDIENCE_REFEREE, 0)->raw;
      roll->raw += roll->faces[k];
    }
  roll->total = roll->raw;
  for (guint i = 0; i < applied->len; i++)
    roll->total += g_array_index (applied, FfbTableApplied, i).value;
  roll->band = ffb_table_band_for (table, roll->total);
  roll->stragglers = -1;
  if (roll->band->stragglers)
    {
      g_autofree char *die = g_strdup_printf ("%s stragglers", purpose);

      roll->stragglers = ffb_table_half_die (ffb_dice_roll (dice, die, 6, 0,
                                                            FFB_AUDIENCE_REFEREE, 0)->raw);
    }
  return roll;
}

void
ffb_table_roll_free (FfbTableRoll *roll)
{
  if (roll == NULL)
    return;
  if (roll->applied != NULL)
    g_array_unref (roll->applied);
  g_free (roll);
}

char *
ffb_table_roll_sentence (const FfbTableRoll *roll)
{
  g_autoptr(GString) faces = g_string_new (NULL);
  g_autoptr(GString) modifiers = g_string_new (NULL);
  g_autofree char *dice = ffb_table_dice_to_string (roll->table->n_dice, roll->table->sides);
  g_autofree char *sentence = NULL;

  for (int k = 0; k < roll->table->n_dice; k++)
    g_string_append_printf (faces, k == 0 ? "%d" : " + %d", roll->faces[k]);
  for (guint i = 0; i < roll->applied->len; i++)
    {
      const FfbTableApplied *a = &g_array_index (roll->applied, FfbTableApplied, i);

      /* TRANSLATORS: one modifier of a table roll: its name and what it adds, "+5". */
      g_string_append_printf (modifiers, _(", %s %+d"), a->modifier->name, a->value);
    }
  /* TRANSLATORS: a roll on a referee's table: the table's name, its dice ("1d6") and their
   * faces, the modifiers (", out of supply +5", each), the total and the result. */
  /* A band's result that is a sentence of its own ("Hesitant: no advance, no rally.") keeps
   * its stop: the roll's sentence ends there, not with a second one. */
  sentence = g_strdup_printf (g_str_has_suffix (roll->band->result, ".")
                              ? _("%s: %s rolled %s%s, total %d: %s")
                              : _("%s: %s rolled %s%s, total %d: %s."),
                              roll->table->name, dice, faces->str, modifiers->str, roll->total,
                              roll->band->result);
  if (roll->stragglers < 0)
    return g_steal_pointer (&sentence);
  /* TRANSLATORS: after a table roll whose result loses ½d6 stragglers: how many, rolled. */
  return g_strdup_printf (_("%s Stragglers (½d6, rolled): %d."), sentence, roll->stragglers);
}
