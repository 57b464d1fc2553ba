/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tables.c: the referee's tables (RULES.md T): every band and every modifier of the
 * built-in tables of seeds 002 and 003, each checked against the seed's own words
 * (../shared/seeds/00N_*.txt, when it sits beside the source tree) and against the loaded
 * table; rolling with the fair dice (the dice, each modifier named with its value, the total,
 * the band, the sentence), refusals of ticked modifiers, the campaign's dice for a table
 * roll, the file's round trip, and a clear refusal naming what and where for every bad file
 * in tests/files/tables/bad. */
#include <string.h>
#include <glib.h>
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-table-roll.h"
#include "ffb-tables.h"
#include "ffb-test-files.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-tables.h"

#define SEED_HEX "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

static FfbTables *all_tables;

/* ---- The seed's own text ----------------------------------------------------------- */

/* Where each table starts in its seed: its words are looked for after this title only. */
typedef struct
{
  const char *table;
  const char *seed;   /* "002" */
  const char *title;
} SeedTitle;

static const SeedTitle titles[] = {
  { "militia", "002", "Militia Table" },
  { "attrition", "002", "ATTRITION TABLE" },
  { "siege", "002", "SIEGE TABLE" },
  { "cavalry-retreat", "002", "CAVALRY RETREAT TABLE" },
  { "crt-strength", "002", "CRT DRM Strength Comparison" },
  { "activation", "003", "Activation." },
  { "charge", "003", "Charge Resolution" },
};

static char *
seed_text (const char *seed)
{
  g_autofree char *dir_path = ffb_test_source_path ("../shared/seeds");
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autofree char *prefix = g_strconcat (seed, "_", NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".txt"))
      {
        g_autofree char *path = g_build_filename (dir_path, name, NULL);
        char *text = NULL;

        g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
        return text;
      }
  return NULL;
}

/* The seed says `words` within its table `table` (the 700 characters after its title). */
static void
assert_seed_says (const char *table, const char *words)
{
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (titles[i].table, table))
      {
        g_autofree char *text = seed_text (titles[i].seed);
        const char *at;
        g_autofree char *window = NULL;

        if (text == NULL)
          {
            g_test_message ("seed %s is not beside the source tree: its words unchecked",
                            titles[i].seed);
            return;
          }
        at = strstr (text, titles[i].title);
        g_assert_nonnull (at);
        window = g_strndup (at, 700);
        if (strstr (window, words) == NULL)
          g_error ("seed %s's %s does not say \"%s\"", titles[i].seed, table, words);
        return;
      }
  g_assert_not_reached ();
}

/* ---- Bands ------------------------------------------------------------------------- */

#define OPEN G_MININT

/* One band as transcribed: from and to (OPEN: an open end), its result, and the seed's
 * words for it (NULL: not the seed's, a reading stated in the data file). */
typedef struct
{
  const char *table;
  const char *test;
  int from, to;
  const char *result;
  const char *seed_says;
} Band;

static const Band bands[] = {
  { "militia", "band-3-or-less", OPEN, 3, "0", "from -2 to 3: 0" },
  { "militia", "band-4-5", 4, 5, "-10%", "4-5: -10%" },
  { "militia", "band-6", 6, 6, "-20%", "6 : -20%" },
  { "militia", "band-7", 7, 7, "-30%", "7 : -30%" },
  { "militia", "band-8", 8, 8, "-40%", "8 : -40%" },
  { "militia", "band-9", 9, 9, "-50%", "9 : -50%" },
  { "militia", "band-10", 10, 10, "-60%", "10 : -60%" },
  { "militia", "band-11", 11, 11, "-70%", "11 : -70%" },
  { "militia", "band-12-or-more", 12, OPEN, "-80%", "12+: -80%" },
  { "attrition", "band-3-or-less", OPEN, 3, "No loss", "0-3: no loss" },
  { "attrition", "band-4-5", 4, 5, "-10%", "4-5: -10%" },
  { "attrition", "band-6", 6, 6, "-20%", "6 : -20%" },
  { "attrition", "band-7", 7, 7, "-30%", "7 : -30%" },
  { "attrition", "band-8", 8, 8, "-40%", "8 : -40%" },
  { "attrition", "band-9", 9, 9, "-50%", "9 : -50%" },
  { "attrition", "band-10", 10, 10, "-60%", "10 : -60%" },
  { "attrition", "band-11", 11, 11, "-70%", "11 : -70%" },
  { "attrition", "band-12-or-more", 12, OPEN, "-80%", "12+: -80%" },
  { "siege", "band-4-or-less", OPEN, 4, "-35% A / no loss D", "from -3 to 4: - 35% A / no loss D" },
  { "siege", "band-5-8", 5, 8, "-20% A / -50% D", "5-8: -20% A / -50% D" },
  { "siege", "band-9-or-more", 9, OPEN, "Surrender", "9+: Surrender" },
  { "cavalry-retreat", "band-5-or-less", OPEN, 5, "No loss", "1-5: no loss" },
  { "cavalry-retreat", "band-6-7", 6, 7, "-10%", "6-7: -10%" },
  { "cavalry-retreat", "band-8", 8, 8, "-25%", "8 : -25%" },
  { "cavalry-retreat", "band-9", 9, 9, "-30%", "9 : -30%" },
  { "cavalry-retreat", "band-10", 10, 10, "-40%", "10 : -40 " },
  { "cavalry-retreat", "band-11", 11, 11, "-50%", "11 : -50%" },
  { "cavalry-retreat", "band-12-or-more", 12, OPEN, "-75%", "12+: -75%" },
  /* The CW CRT's row of six results by one die (R9C): the seed gives its modifiers only. */
  { "crt-strength", "band-1-or-less", OPEN, 1, "The CRT row's 1st result", NULL },
  { "crt-strength", "band-2", 2, 2, "The CRT row's 2nd result", NULL },
  { "crt-strength", "band-3", 3, 3, "The CRT row's 3rd result", NULL },
  { "crt-strength", "band-4", 4, 4, "The CRT row's 4th result", NULL },
  { "crt-strength", "band-5", 5, 5, "The CRT row's 5th result", NULL },
  { "crt-strength", "band-6-or-more", 6, OPEN, "The CRT row's 6th result", NULL },
  { "activation", "band-0-or-less", OPEN, 0, "Broken: retreat a full move in disorder, take "
    "1/2 d6 hits from straggling.", "0 or less = Broken. Retreat a full move in disorder, "
    "take 1/2 d6 hits from straggling." },
  { "activation", "band-1-2", 1, 2, "Hesitant: no advance, no rally.",
    "1,2= Hesitant: No advance, No rally" },
  { "activation", "band-3-4", 3, 4, "Cautious: 1/2 move. No charge. Rally from disorder.",
    "3,4= Cautious: 1/2 move. No charge. Rally from disorder." },
  { "activation", "band-5-or-more", 5, OPEN, "Steady: full move. Rally from disorder.",
    "5,6+=Steady: Full move. Rally from disorder." },
  /* The charge resolution has no band: both sides are rolled and compared (T, decision). */
};

static FfbTable *
table_of (const char *id)
{
  FfbTable *table = ffb_tables_find (all_tables, id);

  g_assert_nonnull (table);
  return table;
}

static void
test_band (gconstpointer data)
{
  const Band *expected = data;
  FfbTable *table = table_of (expected->table);
  gboolean open_below = expected->from == OPEN, open_above = expected->to == OPEN;
  int inside = open_below ? expected->to : expected->from;
  const FfbTableBand *band = ffb_table_band_for (table, inside);

  if (expected->seed_says != NULL)
    assert_seed_says (expected->table, expected->seed_says);
  g_assert_nonnull (band);
  g_assert_cmpstr (band->result, ==, expected->result);
  g_assert_cmpint (band->open_below, ==, open_below);
  g_assert_cmpint (band->open_above, ==, open_above);
  if (!open_below)
    {
      g_assert_cmpint (band->from, ==, expected->from);
      g_assert_true (ffb_table_band_for (table, expected->from - 1) != band);
    }
  else
    g_assert_true (ffb_table_band_for (table, expected->to - 1000) == band);
  if (!open_above)
    {
      g_assert_cmpint (band->to, ==, expected->to);
      g_assert_true (ffb_table_band_for (table, expected->to + 1) != band);
    }
  else
    g_assert_true (ffb_table_band_for (table, expected->from + 1000) == band);
}

/* Every band of every built-in table is one of the list above: none untested. */
static void
test_every_band_listed (void)
{
  for (guint t = 0; t < all_tables->tables->len; t++)
    {
      const FfbTable *table = g_ptr_array_index (all_tables->tables, t);
      guint listed = 0;

      for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
        listed += g_str_equal (bands[i].table, table->id);
      g_test_message ("%s: %u bands", table->id, table->bands->len);
      g_assert_cmpuint (listed, ==, table->bands->len);
    }
  g_assert_cmpuint (all_tables->tables->len, ==, G_N_ELEMENTS (titles));
}

/* ---- Modifiers --------------------------------------------------------------------- */

#define FIXED 0

/* One modifier as transcribed: a fixed value (per FIXED), or per x a typed value from least
 * to most; its group and note; the seed's words for it. */
typedef struct
{
  const char *table;
  const char *id;
  int value, per, least, most;
  const char *group, *note;
  const char *seed_says;
} Modifier;

static const Modifier modifiers[] = {
  { "militia", "leader-administrative", 0, -1, -5, 5, NULL, NULL, "- leader amministrative value" },
  { "militia", "confederate-1863", -3, FIXED, 0, 0, "army-year", NULL, "-3 for the Confederate army in 1863" },
  { "militia", "confederate-1862", -2, FIXED, 0, 0, "army-year", NULL, "-2 \" \" \" \" in 1862 and 1864" },
  { "militia", "confederate-1864", -2, FIXED, 0, 0, "army-year", NULL, "-2 \" \" \" \" in 1862 and 1864" },
  { "militia", "confederate-1861", -1, FIXED, 0, 0, "army-year", NULL, "-1 \" \" \" \" in 1861 -2 for the Union" },
  { "militia", "union-1863", -2, FIXED, 0, 0, "army-year", NULL, "-2 for the Union army in 1863 and 1864" },
  { "militia", "union-1864", -2, FIXED, 0, 0, "army-year", NULL, "-2 for the Union army in 1863 and 1864" },
  { "militia", "union-1862", -1, FIXED, 0, 0, "army-year", NULL, "1864 -1 \" \" \" \" in 1862" },
  { "militia", "union-1861", 1, FIXED, 0, 0, "army-year", NULL, "+1 \" \" \" \" in 1861" },
  { "militia", "out-of-supply", 5, FIXED, 0, 0, NULL, NULL, "+5 for unit(s) out of supply" },
  { "militia", "union-in-enemy-territory", 2, FIXED, 0, 0, "enemy-territory", NULL, "+2 for Union unit(s) in enemy territory" },
  { "militia", "confederate-in-enemy-territory", 1, FIXED, 0, 0, "enemy-territory", NULL, "+1 for Confederate unit(s) in enemy territory" },
  { "attrition", "leader-administrative", 0, -1, -5, 5, NULL, NULL, "- commanding leader administrative value" },
  { "attrition", "forced-march", 1, FIXED, 0, 0, NULL, NULL, "+1 forced march" },
  { "attrition", "out-of-supply-turns", 0, 1, 0, 50, NULL, NULL, "+1 every out of supply turn" },
  { "attrition", "battles", 0, 1, 0, 10, NULL, NULL, "+1 every battle fought in that turn" },
  { "attrition", "siege-turns", 0, 1, 0, 50, NULL, NULL, "+1 every turn spent under siege" },
  { "siege", "besieging-administrative", 0, 1, -5, 5, NULL, NULL, "-/+ besieging and besieged leader(s) administrative value" },
  { "siege", "besieged-administrative", 0, -1, -5, 5, NULL, NULL, "-/+ besieging and besieged leader(s) administrative value" },
  { "siege", "fort-level", 0, -1, 0, 10, NULL, NULL, "- Fort level" },
  { "siege", "siege-turns", 0, 1, 0, 50, NULL, NULL, "+1 for every siege turn" },
  { "siege", "winter-siege-turns", 0, 2, 0, 50, NULL, NULL, "(+2 for every winter siege turn)" },
  { "cavalry-retreat", "leader-command", 0, -1, -5, 5, NULL, NULL, "- leader command value" },
  { "cavalry-retreat", "enemy-cavalry-1-2", 1, FIXED, 0, 0, "enemy-cavalry", NULL, "+1 if enemy cavalry = 1/2 of your cavalry" },
  { "cavalry-retreat", "enemy-cavalry-1-1", 2, FIXED, 0, 0, "enemy-cavalry", NULL, "+2 \" \" \" = 1/1" },
  { "cavalry-retreat", "enemy-cavalry-2-1", 3, FIXED, 0, 0, "enemy-cavalry", NULL, "+3 \" \" \" = 2/1" },
  { "cavalry-retreat", "enemy-cavalry-3-1", 4, FIXED, 0, 0, "enemy-cavalry", NULL, "+4 \" \" \" = 3/1 +" },
  { "crt-strength", "odds-1-5", 5, FIXED, 0, 0, "odds", "x3 losses", "1-5 or less +5 x3 losses" },
  { "crt-strength", "odds-1-4", 4, FIXED, 0, 0, "odds", "x3 losses", "1-4 +4 x3 losses" },
  { "crt-strength", "odds-1-3", 3, FIXED, 0, 0, "odds", "x2 losses", "1-3 +3 x2 losses" },
  { "crt-strength", "odds-1-2", 2, FIXED, 0, 0, "odds", NULL, "1-2 +2 1-1" },
  { "crt-strength", "odds-1-1", 1, FIXED, 0, 0, "odds", NULL, "1-1 +1 3/2-1" },
  { "crt-strength", "odds-3-2", 0, FIXED, 0, 0, "odds", NULL, "3/2-1 0 2-1" },
  { "crt-strength", "odds-2-1", -1, FIXED, 0, 0, "odds", NULL, "2-1 -1 3-1" },
  { "crt-strength", "odds-3-1", -2, FIXED, 0, 0, "odds", NULL, "3-1 -2 4-1" },
  { "crt-strength", "odds-4-1", -3, FIXED, 0, 0, "odds", "x2 losses", "4-1 -3 x2 losses" },
  { "crt-strength", "odds-5-1", -4, FIXED, 0, 0, "odds", "x2 losses", "5-1 -4 x2 losses" },
  { "crt-strength", "odds-6-1", -5, FIXED, 0, 0, "odds", "x3 losses", "6-1 -5 x3 losses" },
  { "crt-strength", "odds-7-1", -6, FIXED, 0, 0, "odds", "x3 losses", "7-1 -6 x3 losses" },
  { "activation", "general-within-6", 1, FIXED, 0, 0, NULL, NULL, "+1 Gen within 6\"" },
  { "activation", "fresh-or-veteran", 1, FIXED, 0, 0, NULL, NULL, "+1 Fresh or Vet/Elite unit" },
  { "activation", "shaken", -1, FIXED, 0, 0, NULL, NULL, "-1 Shaken" },
  { "activation", "disordered", -1, FIXED, 0, 0, NULL, NULL, "-1 Disordered" },
  { "charge", "hits-inflicted", 0, 1, 0, 20, NULL, NULL, "+1 for each hit inflicted on enemy" },
  { "charge", "elite-veteran", 1, FIXED, 0, 0, NULL, NULL, "+1 if Elite/Veteran" },
  { "charge", "shaken-or-poor", -1, FIXED, 0, 0, NULL, NULL, "-1 if Shaken or Poor" },
};

/* One roll with a fixed seed, with or without `ticked` (typed: `typed`). */
static FfbTableRoll *
roll_with (const FfbTable *table, const FfbTableModifier *ticked, int typed)
{
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  gboolean has_typed = ticked != NULL && ticked->typed;
  g_autoptr(GError) error = NULL;
  GArray *applied = ffb_table_apply (table, &ticked, &typed, &has_typed, ticked != NULL,
                                     &error);

  g_assert_no_error (error);
  return ffb_table_roll (table, applied, dice, "T test");
}

/* A compared table's modifier moves its unit's total by exactly its value, on the same dice,
 * and is named in the sentence. */
static void
test_compared_modifier (const FfbTable *table, const FfbTableModifier *m, int typed)
{
  g_autoptr(FfbTableCompared) bare = NULL, with = NULL;
  g_autoptr(FfbDice) a = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  g_autoptr(FfbDice) b = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  gboolean has_typed = m->typed;
  int sides[] = { 0, 1 };
  GArray *none[] = { ffb_table_apply (table, NULL, NULL, NULL, 0, NULL),
                     ffb_table_apply (table, NULL, NULL, NULL, 0, NULL) };
  GArray *one[] = { ffb_table_apply (table, &m, &typed, &has_typed, 1, NULL),
                    ffb_table_apply (table, NULL, NULL, NULL, 0, NULL) };
  g_autofree char *sentence = NULL;

  bare = ffb_table_roll_compared (table, sides, none, 2, a, "T test");
  with = ffb_table_roll_compared (table, sides, one, 2, b, "T test");
  g_assert_cmpint (with->totals[0] - bare->totals[0], ==, m->typed ? m->per * typed : m->value);
  g_assert_cmpint (with->totals[1], ==, bare->totals[1]);
  sentence = ffb_table_compared_sentence (with);
  g_assert_nonnull (strstr (sentence, m->name));
}

static void
test_modifier (gconstpointer data)
{
  const Modifier *expected = data;
  FfbTable *table = table_of (expected->table);
  FfbTableModifier *m = ffb_table_find_modifier (table, expected->id);
  g_autoptr(FfbTableRoll) bare = NULL;
  g_autoptr(FfbTableRoll) with = NULL;
  g_autofree char *sentence = NULL;
  int typed = expected->most;

  assert_seed_says (expected->table, expected->seed_says);
  g_assert_nonnull (m);
  g_assert_cmpint (m->typed, ==, expected->per != FIXED);
  g_assert_cmpstr (m->group, ==, expected->group);
  g_assert_cmpstr (m->note, ==, expected->note);
  if (m->typed)
    {
      g_assert_cmpint (m->per, ==, expected->per);
      g_assert_cmpint (m->least, ==, expected->least);
      g_assert_cmpint (m->most, ==, expected->most);
    }
  else
    g_assert_cmpint (m->value, ==, expected->value);
  if (table->compare != NULL)
    {
      test_compared_modifier (table, m, typed);
      return;
    }
  /* Rolled: the same dice, the total moved by exactly the modifier, named in the sentence. */
  bare = roll_with (table, NULL, 0);
  with = roll_with (table, m, typed);
  g_assert_cmpint (with->raw, ==, bare->raw);
  g_assert_cmpint (with->total - bare->total, ==,
                   m->typed ? expected->per * typed : expected->value);
  g_assert_true (with->band == ffb_table_band_for (table, with->total));
  sentence = ffb_table_roll_sentence (with);
  g_test_message ("%s", sentence);
  g_assert_nonnull (strstr (sentence, m->name));
  g_assert_nonnull (strstr (sentence, with->band->result));
}

static void
test_every_modifier_listed (void)
{
  for (guint t = 0; t < all_tables->tables->len; t++)
    {
      const FfbTable *table = g_ptr_array_index (all_tables->tables, t);
      guint listed = 0;

      for (guint i = 0; i < G_N_ELEMENTS (modifiers); i++)
        listed += g_str_equal (modifiers[i].table, table->id);
      g_assert_cmpuint (listed, ==, table->modifiers->len);
    }
}

/* ---- Rolling ----------------------------------------------------------------------- */

static void
test_roll_sentence (void)
{
  FfbTable *table = table_of ("militia");
  const FfbTableModifier *ticked[] = { ffb_table_find_modifier (table, "out-of-supply"),
                                       ffb_table_find_modifier (table, "leader-administrative"),
                                       ffb_table_find_modifier (table, "union-1863") };
  int typed[] = { 0, 2, 0 };
  gboolean has_typed[] = { FALSE, TRUE, FALSE };
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  GArray *applied = ffb_table_apply (table, ticked, typed, has_typed, 3, NULL);
  g_autoptr(FfbTableRoll) roll = ffb_table_roll (table, applied, dice, "T militia");
  g_autofree char *sentence = ffb_table_roll_sentence (roll);
  g_autofree char *expected = NULL;

  g_assert_cmpint (roll->faces[0], >=, 1);
  g_assert_cmpint (roll->faces[0], <=, 6);
  g_assert_cmpint (roll->raw, ==, roll->faces[0]);
  g_assert_cmpint (roll->total, ==, roll->faces[0] + 5 - 2 - 2);
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 1);
  g_assert_cmpstr (ffb_dice_get_roll (dice, 0)->purpose, ==, "T militia die 1");
  g_assert_cmpint (ffb_dice_get_roll (dice, 0)->raw, ==, roll->faces[0]);
  expected = g_strdup_printf ("Militia: 1d6 rolled %d, Unit(s) out of supply +5, Leader's "
                              "administrative value -2, Union army in 1863 -2, total %d: %s.",
                              roll->faces[0], roll->total, roll->band->result);
  g_assert_cmpstr (sentence, ==, expected);
}

/* A band's result that ends with its own stop ends the roll's sentence once, not twice. */
static void
test_roll_sentence_one_stop (void)
{
  FfbTable *table = table_of ("activation");
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  GArray *applied = ffb_table_apply (table, NULL, NULL, NULL, 0, NULL);
  g_autoptr(FfbTableRoll) roll = ffb_table_roll (table, applied, dice, "T activation");
  g_autofree char *sentence = ffb_table_roll_sentence (roll);

  g_assert_true (g_str_has_suffix (roll->band->result, "."));
  g_assert_true (g_str_has_suffix (sentence, roll->band->result));
  g_assert_false (g_str_has_suffix (sentence, ".."));
}

/* A table of two dice rolls both, on their own purposes, and adds them. */
static void
test_roll_two_dice (void)
{
  g_autoptr(FfbTables) tables = ffb_tables_new ("two");
  FfbTable *table = ffb_table_new ("two", "Two dice", 2, 6);
  FfbTableBand *band = ffb_table_band_new ("any");
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", SEED_HEX, NULL);
  g_autoptr(FfbTableRoll) roll = NULL;

  band->open_below = band->open_above = TRUE;
  g_ptr_array_add (table->bands, band);
  g_ptr_array_add (tables->tables, table);
  g_assert_true (ffb_tables_check (tables, NULL, NULL));
  roll = ffb_table_roll (table, ffb_table_apply (table, NULL, NULL, NULL, 0, NULL), dice, "T two");
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 2);
  g_assert_cmpstr (ffb_dice_get_roll (dice, 1)->purpose, ==, "T two die 2");
  g_assert_cmpint (roll->raw, ==, ffb_dice_get_roll (dice, 0)->raw + ffb_dice_get_roll (dice, 1)->raw);
  g_assert_cmpint (roll->total, ==, roll->raw);
}

static void
assert_refused (const FfbTable *table, const char *a, int typed_a, gboolean has_a,
                const char *b, const char *says)
{
  const FfbTableModifier *ticked[] = { ffb_table_find_modifier (table, a),
                                       b != NULL ? ffb_table_find_modifier (table, b) : NULL };
  int typed[] = { typed_a, 0 };
  gboolean has_typed[] = { has_a, FALSE };
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_table_apply (table, ticked, typed, has_typed, b != NULL ? 2 : 1, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, says));
}

static void
test_roll_refusals (void)
{
  FfbTable *militia = table_of ("militia");

  assert_refused (militia, "out-of-supply", 0, FALSE, "out-of-supply", "ticked twice");
  assert_refused (militia, "union-1861", 0, FALSE, "union-1862", "exclude each other");
  assert_refused (militia, "leader-administrative", 6, TRUE, NULL, "from -5 to 5, not 6");
  assert_refused (militia, "leader-administrative", 0, FALSE, NULL, "needs a value");
  assert_refused (militia, "out-of-supply", 3, TRUE, NULL, "takes no typed value");
}

/* The same seed and purpose give the same dice; another purpose its own. */
static void
test_roll_fair_dice (void)
{
  FfbTable *table = table_of ("activation");
  g_autoptr(FfbDice) a = ffb_dice_new_from_hex ("s", SEED_HEX, NULL);
  g_autoptr(FfbDice) b = ffb_dice_new_from_hex ("s", SEED_HEX, NULL);
  gboolean differs = FALSE;

  for (int i = 0; i < 20; i++)
    {
      g_autofree char *purpose = g_strdup_printf ("T activation brigade %d", i);
      g_autoptr(FfbTableRoll) one = ffb_table_roll (table, ffb_table_apply (table, NULL, NULL,
                                                    NULL, 0, NULL), a, purpose);
      g_autoptr(FfbTableRoll) two = ffb_table_roll (table, ffb_table_apply (table, NULL, NULL,
                                                    NULL, 0, NULL), b, purpose);

      g_assert_cmpint (one->faces[0], ==, two->faces[0]);
      differs |= i > 0 && one->faces[0] != ffb_dice_get_roll (a, 0)->raw;
    }
  g_assert_true (differs);
}

/* The campaign's dice for "table ID roll N of turn T": the same stream each time (undo and
 * redo give the same dice), another roll or turn another. */
static void
test_campaign_dice (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autofree char *stream = ffb_tables_campaign_stream ("militia", 2, 5);
  g_autoptr(GError) error = NULL;
  int first[8], again[8], other[8];
  gboolean differs = FALSE;

  g_assert_cmpstr (stream, ==, "tables.turn-5.militia-2");
  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  for (int pass = 0; pass < 3; pass++)
    {
      g_autoptr(FfbDice) dice = ffb_tables_open_campaign_dice (campaign, "militia",
                                                               pass == 2 ? 3 : 2, 5, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (ffb_dice_stream (dice), ==, pass == 2 ? "tables.turn-5.militia-3"
                                                             : "tables.turn-5.militia-2");
      for (int i = 0; i < 8; i++)
        (pass == 0 ? first : pass == 1 ? again : other)[i] =
          ffb_dice_roll (dice, "T militia die 1", 6, 0, FFB_AUDIENCE_REFEREE, 0)->raw;
    }
  for (int i = 0; i < 8; i++)
    {
      g_assert_cmpint (first[i], ==, again[i]);
      differs |= first[i] != other[i];
    }
  g_assert_true (differs);
}

/* ---- T: the charge resolution, both sides at once --------------------------------- */

/* T (decision): the sums compared. 1 against 6 routs and 4 against 6 retreats, where one band
 * gave both the same words; 3 against 6 (exactly half) retreats; equal sums both stand; the
 * second side can lose as well. */
static void
test_t_charge_compare_sums (void)
{
  FfbTable *table = table_of ("charge");
  const struct { int first, second, loser; FfbTableOutcome outcome; } cases[] = {
    { 1, 6, 0, FFB_TABLE_ROUT },
    { 4, 6, 0, FFB_TABLE_RETREAT },
    { 3, 6, 0, FFB_TABLE_RETREAT },
    { 2, 5, 0, FFB_TABLE_ROUT },
    { 5, 5, -1, FFB_TABLE_BOTH_STAND },
    { 7, 3, 1, FFB_TABLE_ROUT },
    { 7, 4, 1, FFB_TABLE_RETREAT },
    { 0, 1, 0, FFB_TABLE_ROUT },
  };

  g_assert_nonnull (table->compare);
  g_assert_cmpuint (table->bands->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int totals[2] = { cases[i].first, cases[i].second }, loser = 7;

      g_assert_cmpint (ffb_table_compare_sums (table, totals, &loser), ==, cases[i].outcome);
      g_assert_cmpint (loser, ==, cases[i].loser);
    }
  for (int face = 1; face <= 6; face++)
    g_assert_cmpint (ffb_table_half_die (face), ==, (face + 1) / 2);
}

/* Rolls the charge resolution on a seed with one unit a side, the first Elite/Veteran. */
static FfbTableCompared *
roll_charge (const char *seed)
{
  FfbTable *table = table_of ("charge");
  const FfbTableModifier *elite[] = { ffb_table_find_modifier (table, "elite-veteran") };
  int sides[] = { 0, 1 };
  GArray *applied[] = { ffb_table_apply (table, elite, NULL, NULL, 1, NULL),
                        ffb_table_apply (table, NULL, NULL, NULL, 0, NULL) };
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", seed, NULL);

  return ffb_table_roll_compared (table, sides, applied, 2, dice, "T charge");
}

/* T: one die a unit ("T charge unit K die 1"), its modifiers, each side's sum, the outcome
 * named with the side that loses; a rout's ½d6 stragglers rolled ("T charge stragglers").
 * Across seeds, every outcome comes up, each as the sums say. */
static void
test_t_charge_rolled_both_sides (void)
{
  gboolean seen[3] = { FALSE, FALSE, FALSE };

  for (int i = 0; i < 40; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%064x", i + 1);
      g_autoptr(FfbTableCompared) roll = roll_charge (seed);
      g_autofree char *sentence = ffb_table_compared_sentence (roll);
      const FfbTableUnitRoll *first = g_ptr_array_index (roll->units, 0);
      const FfbTableUnitRoll *second = g_ptr_array_index (roll->units, 1);
      int loser;

      g_assert_cmpint (first->total, ==, first->faces[0] + 1);
      g_assert_cmpint (second->total, ==, second->faces[0]);
      g_assert_cmpint (roll->totals[0], ==, first->total);
      g_assert_cmpint (roll->totals[1], ==, second->total);
      g_assert_cmpint (roll->outcome, ==, ffb_table_compare_sums (roll->table, roll->totals,
                                                                  &loser));
      g_assert_cmpint (roll->loser, ==, loser);
      g_assert_cmpint (roll->stragglers >= 0, ==, roll->outcome == FFB_TABLE_ROUT);
      g_assert_cmpint (roll->stragglers, <=, 3);
      g_assert_nonnull (strstr (sentence, roll->result));
      g_assert_nonnull (strstr (sentence, "Elite/Veteran +1"));
      if (roll->loser >= 0)
        g_assert_nonnull (strstr (sentence, roll->table->compare->sides[roll->loser]));
      if (roll->outcome == FFB_TABLE_ROUT)
        g_assert_nonnull (strstr (sentence, "Stragglers (½d6, rolled): "));
      seen[roll->outcome] = TRUE;
    }
  g_assert_true (seen[FFB_TABLE_BOTH_STAND] && seen[FFB_TABLE_RETREAT] && seen[FFB_TABLE_ROUT]);
}

/* T: a Broken activation's ½d6 straggler hits are rolled ("T activation stragglers"); the
 * other results roll none. */
static void
test_t_broken_activation_stragglers (void)
{
  FfbTable *table = table_of ("activation");
  const FfbTableModifier *worst[] = { ffb_table_find_modifier (table, "shaken"),
                                      ffb_table_find_modifier (table, "disordered") };
  gboolean broken = FALSE;

  for (int i = 0; i < 40; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%064x", i + 1);
      g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test", seed, NULL);
      g_autoptr(FfbTableRoll) roll = ffb_table_roll (table, ffb_table_apply (table, worst, NULL,
                                                                             NULL, 2, NULL),
                                                     dice, "T activation");
      g_autofree char *sentence = ffb_table_roll_sentence (roll);

      g_assert_cmpint (roll->stragglers >= 0, ==, roll->total <= 0);
      if (roll->total > 0)
        continue;
      broken = TRUE;
      g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 2);
      g_assert_cmpstr (ffb_dice_get_roll (dice, 1)->purpose, ==, "T activation stragglers");
      g_assert_cmpint (roll->stragglers, ==, ffb_table_half_die (ffb_dice_get_roll (dice, 1)->raw));
      g_assert_nonnull (strstr (sentence, "Stragglers (½d6, rolled): "));
    }
  g_assert_true (broken);
}

/* ---- The campaign's history ------------------------------------------------------- */

static const FfbChange *
roll_in (FfbCampaign *campaign, const char *table_id, FfbTableRoll **roll)
{
  FfbTable *table = table_of (table_id);
  const FfbTableModifier *ticked[] = { ffb_table_find_modifier (table, "leader-administrative"),
                                       ffb_table_find_modifier (table, "out-of-supply") };
  int typed[] = { -1, 0 };
  gboolean has_typed[] = { TRUE, FALSE };
  guint n = g_str_equal (table_id, "militia") ? 2 : 0;
  g_autoptr(GError) error = NULL;
  const FfbChange *change = ffb_table_roll_in_campaign (campaign, table,
                                                        ffb_table_apply (table, ticked, typed,
                                                                         has_typed, n, NULL),
                                                        NULL, roll, &error);

  g_assert_no_error (error);
  g_assert_nonnull (change);
  return change;
}

/* A roll kept: its kind and turn, the sentence naming every modifier, the die, the stream
 * "table ID roll N of turn T" from the committed campaign seed, verified from the history. */
static void
test_history_roll_kept (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(FfbTableRoll) roll = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbHistoryCheck check = { 0 };
  int turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  guint before = ffb_history_get (campaign)->len;
  g_autofree char *stream = ffb_tables_campaign_stream ("militia", 1, turn);
  g_autofree char *sentence = NULL;
  const FfbChange *change;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  change = roll_in (campaign, "militia", &roll);
  sentence = ffb_table_roll_sentence (roll);
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, before + 1);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_TABLE_ROLL);
  g_assert_cmpint (change->turn, ==, turn);
  g_assert_cmpstr (change->stream, ==, stream);
  g_assert_cmpstr (change->campaign_commitment, ==, ffb_campaign_dice_commitment (campaign));
  g_assert_nonnull (change->before);
  g_assert_cmpuint (change->rolls->len, ==, 1);
  g_assert_cmpint (g_array_index (change->rolls, FfbRoll, 0).raw, ==, roll->faces[0]);
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->rule, ==, "T");
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->text, ==, sentence);
  g_assert_nonnull (strstr (sentence, "Leader's administrative value +1"));
  g_assert_nonnull (strstr (sentence, "Unit(s) out of supply +5"));
  problems = ffb_history_verify (campaign, &check);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (check.derived_keys, >=, 1);
}

/* T: the charge resolution kept in the campaign's history, both sides unit by unit, with the
 * dice of the table's stream; verify works the roll out again from the table, before and
 * after the file's round trip, and names a unit's total changed by hand and a record of one
 * side alone. */
static void
test_t_charge_history_verified (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbTableCompared) roll = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL, after = NULL, edited = NULL, alone = NULL;
  g_autofree char *xml = NULL;
  FfbHistoryCheck check = { 0 };
  FfbTable *table = table_of ("charge");
  const FfbTableModifier *hits[] = { ffb_table_find_modifier (table, "hits-inflicted") };
  int typed[] = { 2 };
  gboolean has_typed[] = { TRUE };
  int sides[] = { 0, 1, 1 };
  GArray *applied[] = { ffb_table_apply (table, hits, typed, has_typed, 1, NULL),
                        ffb_table_apply (table, NULL, NULL, NULL, 0, NULL),
                        ffb_table_apply (table, NULL, NULL, NULL, 0, NULL) };
  const FfbChange *change;
  FfbChange *last;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  change = ffb_table_roll_compared_in_campaign (campaign, table, sides, applied, 3, NULL, &roll,
                                                &error);
  g_assert_no_error (error);
  g_assert_nonnull (change);
  g_assert_cmpuint (change->table_roll->units->len, ==, 3);
  g_assert_cmpuint (change->rolls->len, ==, 3 + (roll->stragglers >= 0));
  g_assert_cmpstr (g_array_index (change->rolls, FfbRoll, 0).purpose, ==, "T charge unit 1 die 1");
  g_assert_cmpstr (change->table_roll->result, ==, roll->result);
  problems = ffb_history_verify_tables (campaign, all_tables, &check);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (check.table_rolls, ==, 1);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<unit side=\"second\""));
  again = ffb_xml_load_campaign (xml, strlen (xml), "written", &error);
  g_assert_no_error (error);
  after = ffb_history_verify_tables (again, all_tables, &check);
  g_assert_cmpuint (after->len, ==, 0);
  last = g_ptr_array_index (ffb_history_get (again), ffb_history_get (again)->len - 1);
  ((FfbTableRollUnit *) g_ptr_array_index (last->table_roll->units, 0))->total++;
  edited = ffb_history_verify_tables (again, all_tables, &check);
  g_assert_cmpuint (edited->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (edited, 0), "unit 1's total is kept as"));
  g_ptr_array_set_size (last->table_roll->units, 0);
  alone = ffb_history_verify_tables (again, all_tables, &check);
  g_assert_cmpuint (alone->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (alone, 0), "is rolled for both sides at once (T)"));
}

/* Undo and roll again: the same stream, the same die; a second roll is roll 2, another
 * stream. */
static void
test_history_undo_same_dice (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTableRoll) first = NULL;
  g_autoptr(FfbTableRoll) again = NULL;
  g_autoptr(FfbTableRoll) second = NULL;
  FfbChange *undone = NULL;
  g_autofree char *stream = NULL;
  int face;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  stream = g_strdup (roll_in (campaign, "activation", &first)->stream);
  face = first->faces[0];
  g_assert_true (ffb_xml_undo_last_change (campaign, &undone, &error));
  g_assert_no_error (error);
  ffb_change_free (undone);
  g_assert_cmpstr (roll_in (campaign, "activation", &again)->stream, ==, stream);
  g_assert_cmpint (again->faces[0], ==, face);
  g_assert_true (g_str_has_suffix (roll_in (campaign, "activation", &second)->stream,
                                   "activation-2"));
}

/* The change goes to the campaign file and comes back as it was. */
static void
test_history_file (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  GPtrArray *history;
  const FfbChange *change;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  roll_in (campaign, "siege", NULL);
  xml = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (xml, strlen (xml), "written", &error);
  g_assert_no_error (error);
  history = ffb_history_get (again);
  change = g_ptr_array_index (history, history->len - 1);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_TABLE_ROLL);
  g_assert_true (g_str_has_suffix (change->stream, "siege-1"));
  g_assert_nonnull (strstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->text,
                            "Siege: 1d6 rolled "));
  /* Its record too, for verify --history. */
  g_assert_nonnull (change->table_roll);
  g_assert_cmpstr (change->table_roll->table_id, ==, "siege");
  g_assert_cmpstr (change->table_roll->result, ==,
                   ((FfbChange *) g_ptr_array_index (ffb_history_get (campaign),
                                                     history->len - 1))->table_roll->result);
  g_assert_cmpint (change->table_roll->total, ==,
                   ((FfbChange *) g_ptr_array_index (ffb_history_get (campaign),
                                                     history->len - 1))->table_roll->total);
}

/* A record with a typed modifier goes to the file and comes back as it was. */
static void
test_history_file_record (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  const FfbTableRollRecord *record, *read;
  GPtrArray *history;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  record = roll_in (campaign, "militia", NULL)->table_roll;
  xml = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (xml, strlen (xml), "written", &error);
  g_assert_no_error (error);
  history = ffb_history_get (again);
  read = ((FfbChange *) g_ptr_array_index (history, history->len - 1))->table_roll;
  g_assert_nonnull (read);
  g_assert_cmpstr (read->table_id, ==, record->table_id);
  g_assert_cmpint (read->total, ==, record->total);
  g_assert_cmpstr (read->result, ==, record->result);
  g_assert_cmpuint (read->modifiers->len, ==, record->modifiers->len);
  for (guint i = 0; i < record->modifiers->len; i++)
    {
      const FfbTableRollModifier *a = g_ptr_array_index (record->modifiers, i);
      const FfbTableRollModifier *b = g_ptr_array_index (read->modifiers, i);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpint (a->typed, ==, b->typed);
      g_assert_cmpint (a->typed_value, ==, b->typed_value);
      g_assert_cmpint (a->value, ==, b->value);
    }
  g_assert_true (((const FfbTableRollModifier *) g_ptr_array_index (read->modifiers, 0))->typed);
}

/* A <table-roll> that is no number, or on a change of another kind, is refused with the
 * file's name and line. */
static void
test_history_file_record_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  const struct { const char *from, *to, *says; } edits[] = {
    { "<table-roll table=\"militia\" total=\"", "<table-roll table=\"militia\" total=\"x",
      "total" },
    { "<change kind=\"table-roll\"", "<change kind=\"promotion-phase\"",
      "belongs to a change of kind table-roll" },
    { "<modifier id=\"out-of-supply\" value=\"5\"",
      "<modifier id=\"out-of-supply\" value=\"5\" typed=\"500\"", "typed" },
  };

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  roll_in (campaign, "militia", NULL);
  xml = ffb_xml_write_campaign (campaign);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_auto(GStrv) parts = g_strsplit (xml, edits[i].from, 2);
      g_autofree char *edited = NULL;
      g_autoptr(FfbCampaign) loaded = NULL;
      g_autoptr(GError) refused = NULL;

      g_assert_nonnull (parts[1]);
      edited = g_strconcat (parts[0], edits[i].to, parts[1], NULL);
      loaded = ffb_xml_load_campaign (edited, strlen (edited), "edited.ffbridge", &refused);
      g_assert_null (loaded);
      g_assert_nonnull (refused);
      g_test_message ("%s", refused->message);
      g_assert_true (g_str_has_prefix (refused->message, "edited.ffbridge:"));
      g_assert_nonnull (strstr (refused->message, edits[i].says));
    }
}

/* verify --history works each table roll out again from its table. */
static void
test_history_verified_against_table (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbHistoryCheck check = { 0 };
  const FfbChange *change;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  change = roll_in (campaign, "militia", NULL);
  g_assert_nonnull (change->table_roll);
  g_assert_cmpstr (change->table_roll->table_id, ==, "militia");
  g_assert_cmpuint (change->table_roll->modifiers->len, ==, 2);
  roll_in (campaign, "siege", NULL);
  problems = ffb_history_verify_tables (campaign, all_tables, &check);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (check.table_rolls, ==, 2);
  g_clear_pointer (&problems, g_ptr_array_unref);
  /* Without tables, their dice alone. */
  problems = ffb_history_verify (campaign, &check);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (check.table_rolls, ==, 0);
}

typedef void (*Edit) (FfbChange *change);

typedef struct
{
  const char *name;
  Edit edit;
  const char *says;  /* what the problem says */
} EditCase;

static void
edit_result (FfbChange *change)
{
  g_free (change->table_roll->result);
  change->table_roll->result = g_strdup ("+30%");
}

static void
edit_modifier_value (FfbChange *change)
{
  ((FfbTableRollModifier *) g_ptr_array_index (change->table_roll->modifiers, 1))->value = 3;
}

static void
edit_typed_value (FfbChange *change)
{
  FfbTableRollModifier *m = g_ptr_array_index (change->table_roll->modifiers, 0);

  m->typed_value = 9;
  m->value = -9;
}

static void
edit_modifier_added (FfbChange *change)
{
  ffb_table_roll_record_add (change->table_roll, "union-1862", FALSE, 0, -1);
  ffb_table_roll_record_add (change->table_roll, "union-1863", FALSE, 0, -2);
}

static void
edit_modifier_unknown (FfbChange *change)
{
  ffb_table_roll_record_add (change->table_roll, "bribed-the-referee", FALSE, 0, 6);
}

static void
edit_total (FfbChange *change)
{
  change->table_roll->total += 1;
}

static void
edit_sentence (FfbChange *change)
{
  FfbNote *note = g_ptr_array_index (change->notes, 0);
  g_autofree char *old = note->text;

  note->text = g_strdup ("Militia: 1d6 rolled 6, total 12: +30%.");
}

static void
edit_record_gone (FfbChange *change)
{
  g_clear_pointer (&change->table_roll, ffb_table_roll_record_free);
}

static void
edit_table (FfbChange *change)
{
  g_free (change->table_roll->table_id);
  change->table_roll->table_id = g_strdup ("own-militia");
}

static void
edit_other_table (FfbChange *change)
{
  g_free (change->table_roll->table_id);
  change->table_roll->table_id = g_strdup ("siege");
}

/* A table roll edited after it was made: verify --history names the change and what. */
static void
test_history_edited_refused (gconstpointer data)
{
  const EditCase *cases = data;
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbHistoryCheck check = { 0 };
  GPtrArray *history;
  g_autofree char *what = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  roll_in (campaign, "militia", NULL);
  history = ffb_history_get (campaign);
  cases->edit (g_ptr_array_index (history, history->len - 1));
  problems = ffb_history_verify_tables (campaign, all_tables, &check);
  g_assert_cmpuint (problems->len, ==, 1);
  what = g_strdup_printf ("The change %u (table-roll, turn %d): ", history->len,
                          ((FfbChange *) g_ptr_array_index (history, history->len - 1))->turn);
  g_test_message ("%s", (const char *) problems->pdata[0]);
  g_assert_true (g_str_has_prefix (problems->pdata[0], what));
  g_assert_nonnull (strstr (problems->pdata[0], cases->says));
  g_assert_cmpuint (check.table_rolls, ==, 0);
}

/* ---- Files ------------------------------------------------------------------------- */

static void
test_file_round_trip (void)
{
  g_autofree char *xml = ffb_tables_to_xml (all_tables);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) again = ffb_tables_load_xml (xml, strlen (xml), "written", &error);

  g_assert_no_error (error);
  g_assert_true (ffb_tables_equal (all_tables, again));
}

static void
test_file_own (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/tables/good/own.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) tables = ffb_tables_load_file (path, &error);
  FfbTable *table;

  g_assert_no_error (error);
  table = ffb_tables_find (tables, "Straggling");
  g_assert_nonnull (table);
  g_assert_cmpint (table->n_dice, ==, 2);
  g_assert_cmpint (table->sides, ==, 6);
  g_assert_cmpstr (ffb_table_band_for (table, 7)->result, ==, "One stand lost");
}

static void
test_file_not_built_in (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_tables_new_built_in ("seed-999", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "\"seed-999\""));
}

/* Each bad file: its error's code, a part of its sentence, and the text of the line it must
 * name (NULL: a whole-file refusal, named by the file alone). */
typedef struct
{
  const char *file;
  FfbError code;
  const char *says;
  const char *line_holds;
} BadFile;

static const BadFile bad_files[] = {
  { "not-tables.xml", FFB_ERROR_SCHEMA, "is not a file of tables: its root element is <deck>",
    "<deck" },
  { "version-2.xml", FFB_ERROR_VERSION, "format version \"2\"", "<tables" },
  { "bad-dice.xml", FFB_ERROR_MEANING, "dice=\"1d1\" on the table militia is not dice",
    "dice=\"1d1\"" },
  { "dice-word.xml", FFB_ERROR_MEANING, "dice=\"two dice\" on the table", "two dice" },
  { "band-gap.xml", FFB_ERROR_MEANING, "band from 6 leaves a gap after the band before it, "
    "which ends at 4", "from=\"6\"" },
  { "band-overlap.xml", FFB_ERROR_MEANING, "band from 5 overlaps the band before it, which "
    "ends at 5", "from=\"5\"" },
  { "band-reversed.xml", FFB_ERROR_MEANING, "runs from 8 down to 6", "from=\"8\"" },
  { "lowest-closed.xml", FFB_ERROR_MEANING, "lowest band has no lower end", "from=\"1\"" },
  { "highest-closed.xml", FFB_ERROR_MEANING, "highest band has an upper end", "to=\"12\"" },
  { "open-inside.xml", FFB_ERROR_MEANING, "a band open above that is not its highest",
    "result=\"Middle\"" },
  { "duplicate-table.xml", FFB_ERROR_MEANING, "two tables have the id \"militia\"",
    "name=\"Militia again\"" },
  { "duplicate-modifier.xml", FFB_ERROR_MEANING, "has two modifiers \"out-of-supply\"",
    "name=\"Out of supply again\"" },
  { "per-zero.xml", FFB_ERROR_MEANING, "counts its typed value 0 times", "per=\"0\"" },
  { "empty-range.xml", FFB_ERROR_MEANING, "from 5 to -5, an empty range", "least=\"5\"" },
  { "value-out-of-range.xml", FFB_ERROR_MEANING, "value=\"500\" on <modifier> must be a whole "
    "number from -100 to 100", "value=\"500\"" },
  { "value-and-per.xml", FFB_ERROR_SCHEMA, "", "per=\"1\"" },
  { "no-band.xml", FFB_ERROR_SCHEMA, "", NULL },
  { "bad-id.xml", FFB_ERROR_SCHEMA, "", "Out Of Supply" },
  { "name-too-long.xml", FFB_ERROR_MEANING, "characters; it may have at most 80",
    "Militia Militia" },
  { "doctype.xml", FFB_ERROR_PARSE, "declares a DTD", NULL },
  { "not-well-formed.xml", FFB_ERROR_PARSE, "not a well-formed XML file", NULL },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *path = ffb_test_bad_file_path ("tables", bad->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTables) tables = ffb_tables_load_file (path, &error);

  g_assert_null (tables);
  ffb_test_assert_refusal (path, error, bad->code, bad->says, bad->line_holds);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  all_tables = ffb_tables_new_all_built_in ();
  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tables/T/%s/%s", bands[i].table,
                                               bands[i].test);

      g_test_add_data_func (path, &bands[i], test_band);
    }
  for (guint i = 0; i < G_N_ELEMENTS (modifiers); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tables/T/%s/modifier/%s", modifiers[i].table,
                                               modifiers[i].id);

      g_test_add_data_func (path, &modifiers[i], test_modifier);
    }
  g_test_add_func ("/tables/T/every-band-tested", test_every_band_listed);
  g_test_add_func ("/tables/T/every-modifier-tested", test_every_modifier_listed);
  g_test_add_func ("/tables/roll/sentence", test_roll_sentence);
  g_test_add_func ("/tables/T/charge/compare-sums", test_t_charge_compare_sums);
  g_test_add_func ("/tables/T/charge/rolled-both-sides", test_t_charge_rolled_both_sides);
  g_test_add_func ("/tables/T/activation/broken-stragglers-rolled",
                   test_t_broken_activation_stragglers);
  g_test_add_func ("/tables/T/activation/sentence-one-stop", test_roll_sentence_one_stop);
  g_test_add_func ("/tables/roll/two-dice", test_roll_two_dice);
  g_test_add_func ("/tables/roll/refusals", test_roll_refusals);
  g_test_add_func ("/tables/roll/fair-dice", test_roll_fair_dice);
  g_test_add_func ("/tables/roll/campaign-dice", test_campaign_dice);
  g_test_add_func ("/tables/history/roll-kept", test_history_roll_kept);
  g_test_add_func ("/tables/history/undo-gives-the-same-dice", test_history_undo_same_dice);
  g_test_add_func ("/tables/T/charge/history-verified", test_t_charge_history_verified);
  g_test_add_func ("/tables/history/file", test_history_file);
  g_test_add_func ("/tables/history/file-record", test_history_file_record);
  g_test_add_func ("/tables/history/file-record-refused", test_history_file_record_refused);
  g_test_add_func ("/tables/history/verified-against-table",
                   test_history_verified_against_table);
  {
    static const EditCase edits[] = {
      { "result", edit_result, "its result is kept as \"+30%\", but the table militia gives" },
      { "modifier-value", edit_modifier_value,
        "its modifier \"out-of-supply\" is kept as +3, but the table militia gives it +5." },
      { "typed-value", edit_typed_value, "takes a value from -5 to 5, not 9." },
      { "modifiers-of-one-group", edit_modifier_added, "exclude each other" },
      { "modifier-unknown", edit_modifier_unknown,
        "the table militia has no modifier \"bribed-the-referee\"." },
      { "total", edit_total, "its total is kept as " },
      { "sentence", edit_sentence, "the sentence it keeps does not " },
      { "record-gone", edit_record_gone, "it keeps no record of its table" },
      { "table-unknown", edit_table, "its table \"own-militia\" is not one of the tables" },
      { "table-other", edit_other_table, "its dice's stream " },
    };

    for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
      {
        g_autofree char *path = g_strdup_printf ("/tables/history/edited/%s", edits[i].name);

        g_test_add_data_func (path, &edits[i], test_history_edited_refused);
      }
  }
  g_test_add_func ("/tables/file/round-trip", test_file_round_trip);
  g_test_add_func ("/tables/file/own", test_file_own);
  g_test_add_func ("/tables/file/not-built-in", test_file_not_built_in);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tables/file/bad/%s", bad_files[i].file);

      g_test_add_data_func (path, &bad_files[i], test_bad_file);
    }
  status = g_test_run ();
  ffb_tables_free (all_tables);
  return status;
}
