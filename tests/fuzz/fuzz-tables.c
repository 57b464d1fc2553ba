/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-tables.c: a file of referee's tables (data/tables, or a referee's own file). Tables
 * that load must write and load again to equal tables, every table must be found again by
 * its id, every total must fall in exactly one band, and a roll with each modifier ticked
 * alone must read a band and tell itself in one line; a table rolled for both sides at once
 * (T, <compare>) must name an outcome that its sums give, in one line. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-tables.h"
#include "ffb-xml-tables.h"

#define SEED_HEX "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

static void
check_writes_again (const FfbTables *tables)
{
  g_autofree char *xml = ffb_tables_to_xml (tables);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) again = ffb_tables_load_xml (xml, strlen (xml), "written", &error);

  if (again == NULL || !ffb_tables_equal (tables, again))
    {
      fprintf (stderr, "tables that loaded do not load once written to equal ones: %s\n",
               error != NULL ? error->message : "they differ");
      abort ();
    }
}

/* Every total around the bands' ends falls in exactly one band. */
static void
check_bands_cover (const FfbTable *table)
{
  for (guint i = 0; i < table->bands->len; i++)
    {
      const FfbTableBand *band = g_ptr_array_index (table->bands, i);
      int ends[] = { band->from - 1, band->from, band->to, band->to + 1 };

      for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
        {
          guint holding = 0;

          for (guint j = 0; j < table->bands->len; j++)
            {
              const FfbTableBand *other = g_ptr_array_index (table->bands, j);

              holding += (other->open_below || ends[e] >= other->from)
                         && (other->open_above || ends[e] <= other->to);
            }
          if (holding != 1)
            {
              fprintf (stderr, "the table %s's total %d falls in %u bands\n", table->id,
                       ends[e], holding);
              abort ();
            }
        }
    }
}

/* T: one unit a side, the first with `applied` (taken). */
static void
check_compared (const FfbTable *table, GArray *applied, FfbDice *dice)
{
  int sides[] = { 0, 1 }, loser;
  GArray *units[] = { applied, g_array_new (FALSE, FALSE, sizeof (FfbTableApplied)) };
  g_autoptr(FfbTableCompared) roll = ffb_table_roll_compared (table, sides, units, 2, dice,
                                                              "fuzz");
  g_autofree char *sentence = ffb_table_compared_sentence (roll);
  FfbTableOutcome outcome = ffb_table_compare_sums (table, roll->totals, &loser);

  if (outcome != roll->outcome || loser != roll->loser || roll->result == NULL
      || strchr (sentence, '\n') != NULL
      || (roll->stragglers >= 0) != (outcome == FFB_TABLE_ROUT && table->compare->rout_stragglers))
    {
      fprintf (stderr, "the table %s compared badly: %s\n", table->id, sentence);
      abort ();
    }
}

static void
check_rolls (const FfbTable *table, const FfbTableModifier *ticked)
{
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("fuzz", SEED_HEX, NULL);
  gboolean has_typed = ticked != NULL && ticked->typed;
  int typed = ticked != NULL ? ticked->least : 0;
  g_autoptr(GError) error = NULL;
  GArray *applied = ffb_table_apply (table, &ticked, &typed, &has_typed, ticked != NULL,
                                     &error);
  g_autoptr(FfbTableRoll) roll = NULL;
  g_autofree char *sentence = NULL;

  if (applied == NULL)
    {
      fprintf (stderr, "the table %s refuses one modifier alone: %s\n", table->id,
               error->message);
      abort ();
    }
  if (table->compare != NULL)
    {
      check_compared (table, applied, dice);
      return;
    }
  roll = ffb_table_roll (table, applied, dice, "fuzz");
  sentence = ffb_table_roll_sentence (roll);
  if (roll->band == NULL || roll->raw < table->n_dice || roll->raw > table->n_dice * table->sides
      || strchr (sentence, '\n') != NULL)
    {
      fprintf (stderr, "the table %s rolled badly: %s\n", table->id, sentence);
      abort ();
    }
}

static void
check_tables (const FfbTables *tables)
{
  for (guint i = 0; i < tables->tables->len; i++)
    {
      const FfbTable *table = g_ptr_array_index (tables->tables, i);

      if (ffb_tables_find (tables, table->id) != table)
        {
          fprintf (stderr, "the table \"%s\" is not found by its id\n", table->id);
          abort ();
        }
      check_bands_cover (table);
      check_rolls (table, NULL);
      for (guint m = 0; m < table->modifiers->len; m++)
        check_rolls (table, g_ptr_array_index (table->modifiers, m));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) tables = ffb_tables_load_xml ((const char *) data, size, FUZZ_SOURCE,
                                                     &error);

  if (tables == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    {
      check_writes_again (tables);
      check_tables (tables);
    }
  return 0;
}
