/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-table.c: `table [--tables FILE] [NAME] [--mod NAME[=VALUE]]... [--seed HEX]`: the
 * referee's tables (RULES.md T). Without NAME it lists the tables, built-in or of FILE, each
 * with its modifiers and bands; with NAME it rolls that table with the fair dice and prints
 * the dice, each modifier ticked with its value, the total and the result (and the ½d6
 * stragglers its result loses, rolled). A table rolled for both sides at once (the charge
 * resolution, T) takes --unit first|second[:MODS] for each unit that fought and names the
 * outcome: retreat, rout with its stragglers rolled, or both stand. It prints the
 * dice's commitment before the roll and reveals the seed after it, as `blocks` does, so that
 * anyone may roll it again with --seed and the same --mod to check the dice. With --to
 * CAMPAIGN the roll is the campaign's (ffb-table-roll.h): rolled with the campaign's own dice
 * for "table ID roll N of turn T" and kept in its history, the same dice after an undo. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-table-roll.h"
#include "ffb-tables.h"
#include "ffb-xml-tables.h"

typedef struct
{
  char *tables;
  char *seed;
  char **mods;
  char **units;
  char *to;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->tables);
  g_free (options->seed);
  g_strfreev (options->mods);
  g_strfreev (options->units);
  g_free (options->to);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  GOptionEntry entries[] = {
    { "tables", 0, 0, G_OPTION_ARG_FILENAME, &options->tables, N_("A file of the referee's own tables instead of the built-in ones"), "FILE" },
    { "mod", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->mods, N_("A modifier that applies, by its id or name; VALUE for one the referee types (a leader's value, a count); repeat it for each"), "NAME[=VALUE]" },
    { "unit", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->units, N_("A table rolled for both sides at once (the charge resolution): a unit that fought, of the first or second side, with its modifiers; repeat it for each unit"), "first|second[:NAME[=VALUE],...]" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the dice, 64 hex digits (to roll again, tests, demos)"), "HEX" },
    { "to", 't', 0, G_OPTION_ARG_FILENAME, &options->to, N_("Roll with the campaign's own dice and keep the roll in its history"), "CAMPAIGN" },
    ffb_cli_output_option (&options->output, N_("Write the campaign to OUT (default: CAMPAIGN itself)")),
    { NULL }
  };

  return ffb_cli_parse_options ("table", "[NAME]", entries, argc, argv);
}

/* ---- Listing ----------------------------------------------------------------------- */

static void
print_modifier (const FfbTableModifier *m)
{
  g_autofree char *note = m->note != NULL ? g_strdup_printf (" (%s)", m->note) : g_strdup ("");

  if (m->typed)
    /* TRANSLATORS: a typed modifier in the list: its id, its name, what it adds per the value
     * typed, the range of that value, and its note. */
    g_print (_("  --mod %s=N: %s, %+d x N, N from %d to %d%s\n"), m->id, m->name, m->per,
             m->least, m->most, note);
  else
    g_print ("  --mod %s: %s %+d%s\n", m->id, m->name, m->value, note);
}

/* T: how a table rolled for both sides at once reads its two sums. */
static void
print_compare (const FfbTableCompare *compare)
{
  g_print (_("  Rolled for both sides at once, one roll a unit that fought: --unit first (%s) "
             "and --unit second (%s), each with its modifiers.\n"), compare->sides[0],
           compare->sides[1]);
  g_print (_("  The lower side: %s\n"), compare->lower);
  g_print (_("  A side less than %d/%d of the other's: %s%s\n"), compare->rout_num,
           compare->rout_den, compare->rout,
           compare->rout_stragglers ? _(" (½d6 stragglers rolled)") : "");
  g_print (_("  Equal: %s\n"), compare->equal);
}

static void
print_table (const FfbTable *table)
{
  g_autofree char *dice = ffb_table_dice_to_string (table->n_dice, table->sides);

  if (table->source != NULL)
    g_print ("%s: %s, %s (%s)\n", table->id, table->name, dice, table->source);
  else
    g_print ("%s: %s, %s\n", table->id, table->name, dice);
  for (guint i = 0; i < table->modifiers->len; i++)
    print_modifier (g_ptr_array_index (table->modifiers, i));
  for (guint i = 0; i < table->bands->len; i++)
    {
      const FfbTableBand *band = g_ptr_array_index (table->bands, i);
      g_autofree char *range = ffb_table_band_range (band);

      g_print ("  %s: %s%s\n", range, band->result,
               band->stragglers ? _(" (½d6 stragglers rolled)") : "");
    }
  if (table->compare != NULL)
    print_compare (table->compare);
}

static void
print_tables (const FfbTables *tables)
{
  for (guint i = 0; i < tables->tables->len; i++)
    {
      if (i > 0)
        g_print ("\n");
      print_table (g_ptr_array_index (tables->tables, i));
    }
}

/* ---- Rolling ----------------------------------------------------------------------- */

static char *
ids_of_modifiers (const FfbTable *table)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < table->modifiers->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                            ((const FfbTableModifier *) g_ptr_array_index (table->modifiers,
                                                                           i))->id);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* One --mod NAME[=VALUE] read against the table. */
static gboolean
read_mod (const FfbTable *table, const char *text, const FfbTableModifier **modifier,
          int *typed, gboolean *has_typed, char **refusal)
{
  g_auto(GStrv) parts = g_strsplit (text, "=", 2);
  gint64 value = 0;

  *modifier = ffb_table_find_modifier (table, parts[0]);
  if (*modifier == NULL)
    {
      g_autofree char *ids = ids_of_modifiers (table);

      *refusal = table->modifiers->len > 0
                 ? g_strdup_printf (_("table: the table %s has no modifier \"%s\" (it has: "
                                      "%s)."), table->id, parts[0], ids)
                 : g_strdup_printf (_("table: the table %s has no modifiers."), table->id);
      return FALSE;
    }
  *has_typed = parts[1] != NULL;
  if (*has_typed && !g_ascii_string_to_signed (parts[1], 10, G_MININT, G_MAXINT, &value, NULL))
    {
      *refusal = g_strdup_printf (_("table: --mod %s: \"%s\" is not a whole number."),
                                  parts[0], parts[1]);
      return FALSE;
    }
  *typed = (int) value;
  return TRUE;
}

static GArray *
read_mods (const FfbTable *table, char **mods, char **refusal)
{
  guint n = mods != NULL ? g_strv_length (mods) : 0;
  g_autofree const FfbTableModifier **ticked = g_new0 (const FfbTableModifier *, n + 1);
  g_autofree int *typed = g_new0 (int, n + 1);
  g_autofree gboolean *has_typed = g_new0 (gboolean, n + 1);
  g_autoptr(GError) error = NULL;
  GArray *applied;

  for (guint i = 0; i < n; i++)
    if (!read_mod (table, mods[i], &ticked[i], &typed[i], &has_typed[i], refusal))
      return NULL;
  applied = ffb_table_apply (table, ticked, typed, has_typed, n, &error);
  if (applied == NULL)
    *refusal = g_strdup_printf ("table: %s", error->message);
  return applied;
}

static void
print_roll (const FfbTableRoll *roll)
{
  g_autofree char *dice = ffb_table_dice_to_string (roll->table->n_dice, roll->table->sides);
  g_autoptr(GString) faces = g_string_new (NULL);
  g_autofree char *sentence = ffb_table_roll_sentence (roll);
  g_autofree char *range = ffb_table_band_range (roll->band);

  for (int k = 0; k < roll->table->n_dice; k++)
    g_string_append_printf (faces, k == 0 ? "%d" : " + %d", roll->faces[k]);
  g_print (_("Dice (%s): %s\n"), dice, faces->str);
  for (guint i = 0; i < roll->applied->len; i++)
    {
      const FfbTableApplied *a = &g_array_index (roll->applied, FfbTableApplied, i);

      if (a->modifier->typed)
        g_print ("%s (%d): %+d\n", a->modifier->name, a->typed, a->value);
      else
        g_print ("%s: %+d\n", a->modifier->name, a->value);
      if (a->modifier->note != NULL)
        g_print ("  %s\n", a->modifier->note);
    }
  g_print (_("Total: %d\n"), roll->total);
  g_print (_("Result (%s): %s\n"), range, roll->band->result);
  if (roll->stragglers >= 0)
    g_print (_("Stragglers (½d6, rolled): %d\n"), roll->stragglers);
  g_print ("%s\n", sentence);
}

/* ---- Both sides at once (T: the charge resolution) --------------------------------- */

typedef struct
{
  int sides[FFB_TABLE_MAX_UNITS];
  GArray *applied[FFB_TABLE_MAX_UNITS];
  guint n;
} Units;

static void
units_clear (Units *units)
{
  for (guint i = 0; i < units->n; i++)
    g_clear_pointer (&units->applied[i], g_array_unref);
  units->n = 0;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Units, units_clear)

/* --unit first|second[:NAME[=VALUE],...] read against the table. */
static gboolean
read_unit (const FfbTable *table, const char *text, Units *units, char **refusal)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", 2);
  g_auto(GStrv) mods = parts[1] != NULL && parts[1][0] != '\0' ? g_strsplit (parts[1], ",", -1)
                                                               : NULL;
  int side = g_strcmp0 (parts[0], "first") == 0 ? 0 : g_strcmp0 (parts[0], "second") == 0 ? 1 : -1;
  GArray *applied;

  if (side < 0)
    {
      *refusal = g_strdup_printf (_("table: --unit %s: a unit is of the first side (%s) or the "
                                    "second (%s): first or second, then its modifiers after a "
                                    "colon."), text, table->compare->sides[0],
                                  table->compare->sides[1]);
      return FALSE;
    }
  if (units->n == FFB_TABLE_MAX_UNITS)
    {
      *refusal = g_strdup_printf (_("table: a roll has %d units at most."), FFB_TABLE_MAX_UNITS);
      return FALSE;
    }
  if ((applied = read_mods (table, mods, refusal)) == NULL)
    return FALSE;
  units->sides[units->n] = side;
  units->applied[units->n++] = applied;
  return TRUE;
}

static gboolean
read_units (const FfbTable *table, char **texts, Units *units, char **refusal)
{
  gboolean has[2] = { FALSE, FALSE };

  for (guint i = 0; texts != NULL && texts[i] != NULL; i++)
    {
      if (!read_unit (table, texts[i], units, refusal))
        return FALSE;
      has[units->sides[units->n - 1]] = TRUE;
    }
  if (has[0] && has[1])
    return TRUE;
  /* TRANSLATORS: T: the charge resolution needs both sides; %s the side without a unit. */
  *refusal = g_strdup_printf (_("table: the %s is rolled for both sides at once (T): give "
                                "--unit first and --unit second, one for each unit that fought "
                                "(%s has none)."), table->name,
                              table->compare->sides[has[0] ? 1 : 0]);
  return FALSE;
}

static void
print_compared (const FfbTableCompared *roll)
{
  g_autofree char *sentence = ffb_table_compared_sentence (roll);

  for (guint i = 0; i < roll->units->len; i++)
    {
      const FfbTableUnitRoll *unit = g_ptr_array_index (roll->units, i);
      g_autoptr(GString) faces = g_string_new (NULL);

      for (int k = 0; k < roll->table->n_dice; k++)
        g_string_append_printf (faces, k == 0 ? "%d" : " + %d", unit->faces[k]);
      /* TRANSLATORS: a unit of a compared roll: its number, its side, its dice, its total. */
      g_print (_("Unit %u (%s): dice %s, total %d\n"), i + 1,
               roll->table->compare->sides[unit->side], faces->str, unit->total);
      for (guint k = 0; k < unit->applied->len; k++)
        {
          const FfbTableApplied *a = &g_array_index (unit->applied, FfbTableApplied, k);

          g_print ("  %s: %+d\n", a->modifier->name, a->value);
        }
    }
  g_print (_("%s: %d; %s: %d\n"), roll->table->compare->sides[0], roll->totals[0],
           roll->table->compare->sides[1], roll->totals[1]);
  g_print ("%s\n", sentence);
}

/* --to CAMPAIGN: the campaign's dice (or --seed's, on the same stream), the roll kept. */
static int
roll_in_campaign (const FfbTable *table, GArray *applied, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->to, &error);
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(FfbTableRoll) roll = NULL;
  const FfbChange *change;

  if (campaign != NULL && options->seed != NULL)
    {
      int turn = ffb_campaign_turn_number (campaign->year, campaign->months);
      int number = ffb_table_roll_next_number (campaign, table->id, turn);
      g_autofree char *stream = ffb_tables_campaign_stream (table->id, number, turn);

      dice = ffb_dice_new_from_hex (stream, options->seed, &error);
    }
  if (campaign == NULL || (options->seed != NULL && dice == NULL))
    {
      g_array_unref (applied);
      return ffb_cli_fail ("%s", error->message);
    }
  if (dice == NULL)
    ffb_cli_print_campaign_dice (campaign);
  change = ffb_table_roll_in_campaign (campaign, table, applied, dice, &roll, &error);
  if (change == NULL)
    return ffb_cli_fail ("%s: %s", options->to, error->message);
  print_roll (roll);
  ffb_cli_print_change_dice (change);
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->to);
}

static int
roll_compared (const FfbTable *table, const Options *options)
{
  g_auto(Units) units = { { 0 }, { NULL }, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(FfbTableCompared) roll = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *purpose = g_strdup_printf ("T %s", table->id);
  const FfbChange *change;
  guint n;

  if (options->mods != NULL)
    return ffb_cli_fail (_("table: the %s takes each unit's modifiers with its --unit, not "
                           "--mod."), table->name);
  if (!read_units (table, options->units, &units, &refusal))
    return ffb_cli_fail ("%s", refusal);
  n = units.n;
  /* Taken by the roll from here. */
  units.n = 0;
  if (options->to != NULL)
    {
      if ((campaign = ffb_cli_open_campaign (options->to, &error)) == NULL)
        return ffb_cli_fail ("%s", error->message);
      if (options->seed != NULL)
        {
          int turn = ffb_campaign_turn_number (campaign->year, campaign->months);
          g_autofree char *stream = ffb_tables_campaign_stream (
            table->id, ffb_table_roll_next_number (campaign, table->id, turn), turn);

          if ((dice = ffb_dice_new_from_hex (stream, options->seed, &error)) == NULL)
            return ffb_cli_fail ("%s", error->message);
        }
      else
        ffb_cli_print_campaign_dice (campaign);
      change = ffb_table_roll_compared_in_campaign (campaign, table, units.sides, units.applied,
                                                    n, dice, &roll, &error);
      if (change == NULL)
        return ffb_cli_fail ("%s: %s", options->to, error->message);
      print_compared (roll);
      ffb_cli_print_change_dice (change);
      return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                      : options->to);
    }
  dice = options->seed != NULL ? ffb_dice_new_from_hex (table->id, options->seed, &error)
                               : ffb_dice_new (table->id, &error);
  if (dice == NULL)
    {
      for (guint i = 0; i < n; i++)
        g_array_unref (units.applied[i]);
      return ffb_cli_fail ("%s", error->message);
    }
  g_print (_("%s: dice commitment (SHA-256 of the seed): %s\n"), table->name,
           ffb_dice_commitment (dice));
  roll = ffb_table_roll_compared (table, units.sides, units.applied, n, dice, purpose);
  print_compared (roll);
  ffb_dice_reveal (dice);
  g_print (_("\nThe seed, revealed: %s\nAnyone can roll this table again, die for die: "
             "ffbridge-cli table %s --seed SEED, with the same --unit.\n"),
           ffb_dice_revealed_seed (dice), table->id);
  return FFB_EXIT_OK;
}

static int
roll_table (const FfbTable *table, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(FfbTableRoll) roll = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *purpose = g_strdup_printf ("T %s", table->id);
  GArray *applied;

  if (table->compare != NULL)
    return roll_compared (table, options);
  if (options->units != NULL)
    return ffb_cli_fail (_("table: the %s is read from one roll; --unit is for a table rolled "
                           "for both sides at once."), table->name);
  if ((applied = read_mods (table, options->mods, &refusal)) == NULL)
    return ffb_cli_fail ("%s", refusal);
  if (options->to != NULL)
    return roll_in_campaign (table, applied, options);
  dice = options->seed != NULL ? ffb_dice_new_from_hex (table->id, options->seed, &error)
                               : ffb_dice_new (table->id, &error);
  if (dice == NULL)
    {
      g_array_unref (applied);
      return ffb_cli_fail ("%s", error->message);
    }
  g_print (_("%s: dice commitment (SHA-256 of the seed): %s\n"), table->name,
           ffb_dice_commitment (dice));
  roll = ffb_table_roll (table, applied, dice, purpose);
  print_roll (roll);
  ffb_dice_reveal (dice);
  g_print (_("\nThe seed, revealed: %s\nAnyone can roll this table again, die for die: "
             "ffbridge-cli table %s --seed SEED, with the same --mod.\n"),
           ffb_dice_revealed_seed (dice), table->id);
  return FFB_EXIT_OK;
}

static char *
ids_of_tables (const FfbTables *tables)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < tables->tables->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                            ((const FfbTable *) g_ptr_array_index (tables->tables, i))->id);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

int
ffb_cli_table (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) tables = NULL;
  const FfbTable *table;

  if (!parse (&argc, &argv, &options))
    return FFB_EXIT_BAD_INPUT;
  if (argc > 2)
    return ffb_cli_fail (_("table: give one table's name at most."));
  if (options.output != NULL && options.to == NULL)
    return ffb_cli_fail (_("table: -o writes the campaign of --to, and there is none."));
  tables = options.tables != NULL ? ffb_tables_load_file (options.tables, &error)
                                  : ffb_tables_new_all_built_in ();
  if (tables == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (argc < 2)
    {
      if (options.mods != NULL || options.units != NULL || options.seed != NULL
          || options.to != NULL)
        return ffb_cli_fail (_("table: --mod, --unit, --seed and --to need a table's name to "
                               "roll."));
      print_tables (tables);
      return FFB_EXIT_OK;
    }
  table = ffb_tables_find (tables, argv[1]);
  if (table == NULL)
    {
      g_autofree char *ids = ids_of_tables (tables);

      return ffb_cli_fail (_("table: there is no table \"%s\" (there are: %s)."), argv[1], ids);
    }
  return roll_table (table, &options);
}
