/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tables.c: the referee's tables as data, their checks, and the campaign's dice for them
 * (RULES.md T). A roll on one is in ffb-table-band-roll.c, on one for both sides in
 * ffb-table-compared.c. */
#include "ffb-tables.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include "ffb-error.h"

FfbTables *
ffb_tables_new (const char *name)
{
  FfbTables *tables = g_new0 (FfbTables, 1);

  tables->name = g_strdup (name);
  tables->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_table_free);
  return tables;
}

void
ffb_tables_free (FfbTables *tables)
{
  if (tables == NULL)
    return;
  g_free (tables->name);
  g_ptr_array_unref (tables->tables);
  g_free (tables);
}

FfbTable *
ffb_table_new (const char *id, const char *name, int n_dice, int sides)
{
  FfbTable *table = g_new0 (FfbTable, 1);

  table->id = g_strdup (id);
  table->name = g_strdup (name);
  table->n_dice = n_dice;
  table->sides = sides;
  table->modifiers = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_table_modifier_free);
  table->bands = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_table_band_free);
  return table;
}

void
ffb_table_free (FfbTable *table)
{
  if (table == NULL)
    return;
  g_free (table->id);
  g_free (table->name);
  g_free (table->source);
  g_ptr_array_unref (table->modifiers);
  g_ptr_array_unref (table->bands);
  if (table->compare != NULL)
    {
      g_free (table->compare->sides[0]);
      g_free (table->compare->sides[1]);
      g_free (table->compare->lower);
      g_free (table->compare->rout);
      g_free (table->compare->equal);
      g_free (table->compare);
    }
  g_free (table);
}

FfbTableModifier *
ffb_table_modifier_new (const char *id, const char *name)
{
  FfbTableModifier *modifier = g_new0 (FfbTableModifier, 1);

  modifier->id = g_strdup (id);
  modifier->name = g_strdup (name);
  return modifier;
}

void
ffb_table_modifier_free (FfbTableModifier *modifier)
{
  if (modifier == NULL)
    return;
  g_free (modifier->id);
  g_free (modifier->name);
  g_free (modifier->group);
  g_free (modifier->note);
  g_free (modifier);
}

FfbTableBand *
ffb_table_band_new (const char *result)
{
  FfbTableBand *band = g_new0 (FfbTableBand, 1);

  band->result = g_strdup (result);
  return band;
}

void
ffb_table_band_free (FfbTableBand *band)
{
  if (band == NULL)
    return;
  g_free (band->result);
  g_free (band);
}

/* ---- Equality (lines are where a file put things, not what they are) ---------------- */

static gboolean
modifiers_equal (const FfbTableModifier *a, const FfbTableModifier *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || g_strcmp0 (a->name, b->name) != 0
      || a->typed != b->typed || g_strcmp0 (a->group, b->group) != 0
      || g_strcmp0 (a->note, b->note) != 0)
    return FALSE;
  if (a->typed)
    return a->per == b->per && a->least == b->least && a->most == b->most;
  return a->value == b->value;
}

static gboolean
bands_equal (const FfbTableBand *a, const FfbTableBand *b)
{
  return a->open_below == b->open_below && a->open_above == b->open_above
         && (a->open_below || a->from == b->from) && (a->open_above || a->to == b->to)
         && g_strcmp0 (a->result, b->result) == 0 && a->stragglers == b->stragglers;
}

static gboolean
compares_equal (const FfbTableCompare *a, const FfbTableCompare *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->sides[0], b->sides[0]) == 0 && g_strcmp0 (a->sides[1], b->sides[1]) == 0
         && g_strcmp0 (a->lower, b->lower) == 0 && g_strcmp0 (a->rout, b->rout) == 0
         && g_strcmp0 (a->equal, b->equal) == 0 && a->rout_num == b->rout_num
         && a->rout_den == b->rout_den && a->rout_stragglers == b->rout_stragglers;
}

static gboolean
tables_one_equal (const FfbTable *a, const FfbTable *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || g_strcmp0 (a->name, b->name) != 0
      || a->n_dice != b->n_dice || a->sides != b->sides
      || g_strcmp0 (a->source, b->source) != 0 || a->modifiers->len != b->modifiers->len
      || a->bands->len != b->bands->len || !compares_equal (a->compare, b->compare))
    return FALSE;
  for (guint i = 0; i < a->modifiers->len; i++)
    if (!modifiers_equal (g_ptr_array_index (a->modifiers, i),
                          g_ptr_array_index (b->modifiers, i)))
      return FALSE;
  for (guint i = 0; i < a->bands->len; i++)
    if (!bands_equal (g_ptr_array_index (a->bands, i), g_ptr_array_index (b->bands, i)))
      return FALSE;
  return TRUE;
}

gboolean
ffb_tables_equal (const FfbTables *a, const FfbTables *b)
{
  if (g_strcmp0 (a->name, b->name) != 0 || a->tables->len != b->tables->len)
    return FALSE;
  for (guint i = 0; i < a->tables->len; i++)
    if (!tables_one_equal (g_ptr_array_index (a->tables, i), g_ptr_array_index (b->tables, i)))
      return FALSE;
  return TRUE;
}

/* ---- Words ------------------------------------------------------------------------- */

char *
ffb_table_dice_to_string (int n_dice, int sides)
{
  return g_strdup_printf ("%dd%d", n_dice, sides);
}

static gboolean
parse_count (const char *text, gsize length, int least, int most, int *out)
{
  guint64 value;
  g_autofree char *digits = g_strndup (text, length);

  if (length == 0 || length > 4 || !g_ascii_isdigit (digits[0]) || digits[0] == '0'
      || !g_ascii_string_to_unsigned (digits, 10, least, most, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
ffb_table_dice_from_string (const char *text, int *n_dice, int *sides)
{
  const char *d = text != NULL ? strchr (text, 'd') : NULL;

  return d != NULL
         && parse_count (text, d - text, 1, FFB_TABLE_MAX_DICE, n_dice)
         && parse_count (d + 1, strlen (d + 1), 2, FFB_DICE_MAX_SIDES, sides);
}

char *
ffb_table_band_range (const FfbTableBand *band)
{
  if (band->open_below && band->open_above)
    return g_strdup (_("any total"));
  if (band->open_below)
    return g_strdup_printf (_("%d or less"), band->to);
  if (band->open_above)
    return g_strdup_printf ("%d+", band->from);
  if (band->from == band->to)
    return g_strdup_printf ("%d", band->from);
  return g_strdup_printf (_("%d to %d"), band->from, band->to);
}

/* ---- Checks ------------------------------------------------------------------------ */

static gboolean
check_modifier (const FfbTable *table, guint index, int *line, GError **error)
{
  const FfbTableModifier *m = g_ptr_array_index (table->modifiers, index);

  for (guint i = 0; i < index; i++)
    if (g_str_equal (((FfbTableModifier *) g_ptr_array_index (table->modifiers, i))->id, m->id))
      return ffb_fail_at (error, line, m->line, _("the table %s has two modifiers \"%s\"."),
                          table->id, m->id);
  if (!m->typed)
    return TRUE;
  if (m->per == 0)
    return ffb_fail_at (error, line, m->line,
                        _("the modifier \"%s\" of the table %s counts its typed value 0 times."),
                        m->id, table->id);
  if (m->least > m->most)
    return ffb_fail_at (error, line, m->line, _("the modifier \"%s\" of the table %s types a value "
                                                "from %d to %d, an empty range."), m->id, table->id,
                        m->least, m->most);
  return TRUE;
}

static gboolean
check_band (const FfbTable *table, guint index, int *line, GError **error)
{
  const FfbTableBand *band = g_ptr_array_index (table->bands, index);
  gboolean first = index == 0, last = index + 1 == table->bands->len;

  if (band->open_below != first)
    return ffb_fail_at (error, line, band->line, first
                        ? _("the table %s's lowest band has no lower end: it must be open "
                            "(\"or less\") so that every total has a result.")
                        : _("the table %s has a band open below that is not its lowest."),
                        table->id);
  if (band->open_above != last)
    return ffb_fail_at (error, line, band->line, last
                        ? _("the table %s's highest band has an upper end: it must be open "
                            "(\"+\") so that every total has a result.")
                        : _("the table %s has a band open above that is not its highest."),
                        table->id);
  if (!band->open_below && !band->open_above && band->from > band->to)
    return ffb_fail_at (error, line, band->line,
                        _("a band of the table %s runs from %d down to %d."), table->id,
                        band->from, band->to);
  if (!first)
    {
      const FfbTableBand *before = g_ptr_array_index (table->bands, index - 1);

      if (band->from != before->to + 1)
        return ffb_fail_at (error, line, band->line, band->from <= before->to
                            ? _("the table %s's band from %d overlaps the band before it, "
                                "which ends at %d.")
                            : _("the table %s's band from %d leaves a gap after the band "
                                "before it, which ends at %d."), table->id, band->from,
                            before->to);
    }
  return TRUE;
}

static gboolean
check_table (const FfbTables *tables, guint index, int *line, GError **error)
{
  const FfbTable *table = g_ptr_array_index (tables->tables, index);

  for (guint i = 0; i < index; i++)
    if (g_str_equal (((FfbTable *) g_ptr_array_index (tables->tables, i))->id, table->id))
      return ffb_fail_at (error, line, table->line, _("two tables have the id \"%s\"."), table->id);
  if (table->compare != NULL && table->bands->len > 0)
    return ffb_fail_at (error, line, table->line, _("the table %s compares both sides' rolls "
                                                    "and has no result band."), table->id);
  if (table->compare != NULL
      && (table->compare->rout_num < 0 || table->compare->rout_den <= 0
          || table->compare->rout_num > table->compare->rout_den))
    return ffb_fail_at (error, line, table->compare->line,
                        _("the table %s routs below a share of the other side's total from 0 "
                          "to 1, not %d/%d."), table->id, table->compare->rout_num,
                        table->compare->rout_den);
  if (table->compare == NULL && table->bands->len == 0)
    return ffb_fail_at (error, line, table->line, _("the table %s has no result band."), table->id);
  for (guint i = 0; i < table->modifiers->len; i++)
    if (!check_modifier (table, i, line, error))
      return FALSE;
  for (guint i = 0; i < table->bands->len; i++)
    if (!check_band (table, i, line, error))
      return FALSE;
  return TRUE;
}

gboolean
ffb_tables_check (const FfbTables *tables, int *line, GError **error)
{
  g_return_val_if_fail (tables != NULL, FALSE);
  if (line != NULL)
    *line = 0;
  for (guint i = 0; i < tables->tables->len; i++)
    if (!check_table (tables, i, line, error))
      return FALSE;
  return TRUE;
}

/* ---- Lookups ----------------------------------------------------------------------- */

FfbTable *
ffb_tables_find (const FfbTables *tables, const char *name)
{
  for (guint i = 0; i < tables->tables->len; i++)
    {
      FfbTable *table = g_ptr_array_index (tables->tables, i);

      if (g_str_equal (table->id, name))
        return table;
    }
  for (guint i = 0; i < tables->tables->len; i++)
    {
      FfbTable *table = g_ptr_array_index (tables->tables, i);

      if (g_ascii_strcasecmp (table->name, name) == 0)
        return table;
    }
  return NULL;
}

FfbTableModifier *
ffb_table_find_modifier (const FfbTable *table, const char *name)
{
  for (guint i = 0; i < table->modifiers->len; i++)
    {
      FfbTableModifier *m = g_ptr_array_index (table->modifiers, i);

      if (g_str_equal (m->id, name))
        return m;
    }
  for (guint i = 0; i < table->modifiers->len; i++)
    {
      FfbTableModifier *m = g_ptr_array_index (table->modifiers, i);

      if (g_ascii_strcasecmp (m->name, name) == 0)
        return m;
    }
  return NULL;
}

const FfbTableBand *
ffb_table_band_for (const FfbTable *table, int total)
{
  for (guint i = 0; i < table->bands->len; i++)
    {
      const FfbTableBand *band = g_ptr_array_index (table->bands, i);

      if ((band->open_below || total >= band->from) && (band->open_above || total <= band->to))
        return band;
    }
  return NULL;
}

/* ---- The campaign's dice ----------------------------------------------------------- */

char *
ffb_tables_campaign_stream (const char *table_id, int roll, int turn)
{
  return g_strdup_printf ("tables.turn-%d.%s-%d", turn, table_id, roll);
}

FfbDice *
ffb_tables_open_campaign_dice (FfbCampaign *campaign, const char *table_id, int roll, int turn,
                               GError **error)
{
  g_autofree char *stream = NULL;

  g_return_val_if_fail (campaign != NULL && table_id != NULL && roll >= 1, NULL);
  stream = ffb_tables_campaign_stream (table_id, roll, turn);
  return ffb_campaign_dice_open (campaign, stream, error);
}
