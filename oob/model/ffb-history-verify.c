/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-verify.c: checking the dice of the campaign's changes ("Fair dice"): each
 * change's rolls against its revealed seed, and that seed against the campaign seed it says
 * it came from (ffb-campaign-dice.h); and a table roll's record against its table (T). */
#include "ffb-history.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ffb-campaign-dice.h"
#include "ffb-history-purposes.h"

static char *
describe_change (const FfbChange *change, guint index)
{
  /* Translators: the first %s is the kind of change (aftermath,
   * promotion-phase, promotion-draw), the second a battle's id. */
  if (change->battle_id != NULL)
    return g_strdup_printf (_("change %u (%s of %s, turn %d)"), index + 1,
                            ffb_change_kind_sentence_word (change->kind), change->battle_id,
                            change->turn);
  /* Translators: %s is the kind of change (aftermath, promotion-phase,
   * promotion-draw). */
  return g_strdup_printf (_("change %u (%s, turn %d)"), index + 1,
                          ffb_change_kind_sentence_word (change->kind), change->turn);
}

static void
add (GPtrArray *problems, const char *what, const char *sentence)
{
  /* Translators: a problem with one change of the history: "The change 2 (aftermath of b1,
   * turn 5): its dice name ...". */
  g_ptr_array_add (problems, g_strdup_printf (_("The %s: %s"), what, sentence));
}

/* The change's seed is the key the campaign seed gives for its stream, when this file holds
 * the campaign seed (the referee's does; a copy without it cannot tell). */
static void
check_source (FfbCampaign *campaign, const FfbChange *change, const char *what,
              FfbHistoryCheck *check, GPtrArray *problems)
{
  const char *committed = ffb_campaign_dice_commitment (campaign);

  if (change->campaign_commitment == NULL)
    return;
  if (committed != NULL && g_ascii_strcasecmp (committed, change->campaign_commitment) != 0)
    {
      g_autofree char *sentence = g_strdup_printf (_("its dice name the campaign commitment "
                                                     "%.16s..., but the campaign's is %.16s...."),
                                                   change->campaign_commitment, committed);
      add (problems, what, sentence);
    }
  else if (campaign->dice_seed == NULL)
    check->unchecked_keys++;
  else if (!ffb_campaign_dice_check_key (campaign, change->stream, change->seed))
    add (problems, what, _("the seed of its dice is not the one the committed campaign seed "
                           "gives for its stream: they were not rolled with the campaign's dice."));
  else
    check->derived_keys++;
}

static void
check_rolls (const FfbChange *change, const char *what, FfbHistoryCheck *check,
             GPtrArray *problems)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_change_restore_dice (change, &error);
  g_autoptr(GPtrArray) found = NULL;

  if (dice == NULL)
    {
      add (problems, what, error->message);
      return;
    }
  found = ffb_dice_verify (dice, &error);
  if (found == NULL)
    {
      add (problems, what, error->message);
      return;
    }
  check->rolls += ffb_dice_n_rolls (dice);
  for (guint i = 0; i < found->len; i++)
    add (problems, what, g_ptr_array_index (found, i));
}

/* Table rolls (T): the record worked out again from its table. Each check gives its problem
 * in one sentence, or NULL. */

/* Its dice's stream is one of the table's ("tables.turn-T.ID-N"). */
static char *
check_table_stream (const FfbChange *change, const FfbTable *table)
{
  g_autofree char *first = ffb_tables_campaign_stream (table->id, 1, change->turn);
  gsize prefix = strlen (first) - 1;

  if (change->stream == NULL || strncmp (change->stream, first, prefix) != 0
      || change->stream[prefix] == '\0'
      || strspn (change->stream + prefix, "0123456789") != strlen (change->stream + prefix))
    return g_strdup_printf (_("its dice's stream \"%s\" is not one of the table %s's in "
                              "turn %d."), change->stream != NULL ? change->stream : "",
                            table->id, change->turn);
  return NULL;
}

static const FfbRoll *
roll_for (const FfbChange *change, const char *purpose)
{
  for (guint i = 0; i < change->rolls->len; i++)
    if (g_strcmp0 (g_array_index (change->rolls, FfbRoll, i).purpose, purpose) == 0)
      return &g_array_index (change->rolls, FfbRoll, i);
  return NULL;
}

/* The sum of the table's dice of purposes "PREFIX die K", or -1 when one is missing. */
static int
dice_sum (const FfbChange *change, const FfbTable *table, const char *prefix)
{
  int raw = 0;

  for (int k = 1; k <= table->n_dice; k++)
    {
      g_autofree char *purpose = g_strdup_printf ("%s die %d", prefix, k);
      const FfbRoll *found = roll_for (change, purpose);

      if (found == NULL || found->sides != table->sides)
        return -1;
      raw += found->raw;
    }
  return raw;
}

/* T: the ½d6 stragglers kept are the half of their die ("T ID stragglers"). */
static char *
check_stragglers (const FfbChange *change, const FfbTable *table, gboolean lost)
{
  int kept = change->table_roll->stragglers;
  g_autofree char *purpose = g_strdup_printf ("T %s stragglers", table->id);
  const FfbRoll *die = roll_for (change, purpose);

  if (lost != (kept >= 0))
    return g_strdup (lost ? _("its result loses ½d6 stragglers, but it keeps none.")
                          : _("it keeps stragglers its result does not lose."));
  if (lost && (die == NULL || die->sides != 6 || ffb_table_half_die (die->raw) != kept))
    return g_strdup_printf (_("its %d stragglers are not the half of its stragglers' die."),
                            kept);
  return NULL;
}

/* Its dice are the table's (purposes "T ID die K", and "T ID stragglers" when its result
 * loses them); their sum. */
static char *
check_table_dice (const FfbChange *change, const FfbTable *table, int *raw)
{
  g_autofree char *dice = ffb_table_dice_to_string (table->n_dice, table->sides);
  g_autofree char *prefix = ffb_history_table_purpose (table->id);
  guint expected = (guint) table->n_dice + (change->table_roll->stragglers >= 0);
  char *problem;

  if ((problem = check_table_stream (change, table)) != NULL)
    return problem;
  *raw = dice_sum (change, table, prefix);
  if (*raw < 0 || change->rolls->len != expected)
    return g_strdup_printf (_("its dice are not the %s of the table %s."), dice, table->id);
  return NULL;
}

static const FfbTableModifier *
modifier_by_id (const FfbTable *table, const char *id)
{
  for (guint i = 0; i < table->modifiers->len; i++)
    {
      const FfbTableModifier *m = g_ptr_array_index (table->modifiers, i);

      if (g_strcmp0 (m->id, id) == 0)
        return m;
    }
  return NULL;
}

/* Its modifiers are the table's, allowed together, each adding what the table gives it. */
static char *
check_table_modifiers (const GPtrArray *modifiers, const FfbTable *table, int *sum)
{
  guint n = modifiers->len;
  g_autofree const FfbTableModifier **ticked = g_new0 (const FfbTableModifier *, n + 1);
  g_autofree int *typed = g_new0 (int, n + 1);
  g_autofree gboolean *has_typed = g_new0 (gboolean, n + 1);
  g_autoptr(GArray) applied = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      const FfbTableRollModifier *m = g_ptr_array_index (modifiers, i);

      ticked[i] = modifier_by_id (table, m->id);
      if (ticked[i] == NULL)
        return g_strdup_printf (_("the table %s has no modifier \"%s\"."), table->id, m->id);
      typed[i] = m->typed_value;
      has_typed[i] = m->typed;
    }
  applied = ffb_table_apply (table, ticked, typed, has_typed, n, &error);
  if (applied == NULL)
    return g_strdup (error->message);
  *sum = 0;
  for (guint i = 0; i < n; i++)
    {
      const FfbTableRollModifier *m = g_ptr_array_index (modifiers, i);
      int value = g_array_index (applied, FfbTableApplied, i).value;

      if (m->value != value)
        return g_strdup_printf (_("its modifier \"%s\" is kept as %+d, but the table %s gives "
                                  "it %+d."), m->id, m->value, table->id, value);
      *sum += value;
    }
  return NULL;
}

/* The sentence kept (its first note) names the result and every modifier with its value: the
 * words around them are the referee's language, these are the table's. */
static char *
check_table_sentence (const FfbChange *change, const FfbTable *table, const char *result)
{
  const char *sentence = change->notes->len > 0
                         ? ((const FfbNote *) g_ptr_array_index (change->notes, 0))->text : "";
  const FfbTableRollRecord *record = change->table_roll;

  if (strstr (sentence, result) == NULL)
    return g_strdup_printf (_("the sentence it keeps does not give the result \"%s\" of the "
                              "table %s."), result, table->id);
  for (guint i = 0; i < record->modifiers->len; i++)
    {
      const FfbTableRollModifier *m = g_ptr_array_index (record->modifiers, i);
      /* Known: check_table_modifiers found each. */
      const FfbTableModifier *modifier = modifier_by_id (table, m->id);
      g_autofree char *named = NULL;

      g_assert (modifier != NULL);
      named = g_strdup_printf ("%s %+d", modifier->name, m->value);

      if (strstr (sentence, named) == NULL)
        return g_strdup_printf (_("the sentence it keeps does not name the modifier \"%s\" "
                                  "with its value %+d."), modifier->name, m->value);
    }
  return NULL;
}

/* T: one unit of a compared roll: its dice ("T ID unit K die D"), modifiers and total. */
static char *
check_compared_unit (const FfbChange *change, const FfbTable *table, guint number,
                     const FfbTableRollUnit *unit)
{
  g_autofree char *prefix = g_strdup_printf ("T %s unit %u", table->id, number);
  g_autofree char *dice = ffb_table_dice_to_string (table->n_dice, table->sides);
  int raw = dice_sum (change, table, prefix), sum = 0;
  char *problem;

  if (raw < 0)
    return g_strdup_printf (_("its unit %u's dice are not the %s of the table %s."), number,
                            dice, table->id);
  if ((problem = check_table_modifiers (unit->modifiers, table, &sum)) != NULL)
    return problem;
  if (unit->total != raw + sum)
    return g_strdup_printf (_("its unit %u's total is kept as %d, but its dice (%d) and "
                              "modifiers (%+d) make %d."), number, unit->total, raw, sum,
                            raw + sum);
  return NULL;
}

/* T: a compared roll worked out again: every unit, both sums, the outcome and its words, the
 * stragglers. A record of such a table with no units is a roll of one side alone, made when
 * the table was read from one side (before the charge resolution compared both). */
static char *
check_compared_record (const FfbChange *change, const FfbTable *table)
{
  const FfbTableRollRecord *record = change->table_roll;
  const FfbTableCompare *compare = table->compare;
  int totals[2] = { 0, 0 }, loser;
  guint count[2] = { 0, 0 };
  FfbTableOutcome outcome;
  const char *result;
  char *problem;

  if ((problem = check_table_stream (change, table)) != NULL)
    return problem;
  for (guint i = 0; i < record->units->len; i++)
    {
      const FfbTableRollUnit *unit = g_ptr_array_index (record->units, i);

      if ((problem = check_compared_unit (change, table, i + 1, unit)) != NULL)
        return problem;
      totals[unit->side] += unit->total;
      count[unit->side]++;
    }
  if (count[0] == 0 || count[1] == 0)
    return g_strdup_printf (_("the table %s is rolled for both sides at once (T), and this "
                              "roll has no unit of the %s."), table->id,
                            compare->sides[count[0] == 0 ? 0 : 1]);
  if (change->rolls->len != record->units->len * (guint) table->n_dice
                            + (record->stragglers >= 0))
    return g_strdup (_("it keeps dice that are none of its units' or stragglers'."));
  outcome = ffb_table_compare_sums (table, totals, &loser);
  result = outcome == FFB_TABLE_ROUT ? compare->rout
           : outcome == FFB_TABLE_RETREAT ? compare->lower : compare->equal;
  if (record->total != totals[0] - totals[1] || g_strcmp0 (result, record->result) != 0)
    return g_strdup_printf (_("its result is kept as \"%s\", but the table %s gives \"%s\" "
                              "for totals of %d and %d."), record->result, table->id, result,
                            totals[0], totals[1]);
  if ((problem = check_stragglers (change, table, outcome == FFB_TABLE_ROUT
                                                  && compare->rout_stragglers)) != NULL)
    return problem;
  return check_table_sentence (change, table, result);
}

static char *
check_table_record (const FfbChange *change, const FfbTable *table)
{
  const FfbTableRollRecord *record = change->table_roll;
  const FfbTableBand *band;
  char *problem;
  int raw = 0, sum = 0;

  if (table->compare != NULL)
    return check_compared_record (change, table);
  if ((problem = check_table_dice (change, table, &raw)) != NULL
      || (problem = check_table_modifiers (record->modifiers, table, &sum)) != NULL)
    return problem;
  if (record->total != raw + sum)
    return g_strdup_printf (_("its total is kept as %d, but its dice (%d) and modifiers (%+d) "
                              "make %d."), record->total, raw, sum, raw + sum);
  band = ffb_table_band_for (table, record->total);
  if (g_strcmp0 (band->result, record->result) != 0)
    return g_strdup_printf (_("its result is kept as \"%s\", but the table %s gives \"%s\" "
                              "for a total of %d."), record->result, table->id, band->result,
                            record->total);
  if ((problem = check_stragglers (change, table, band->stragglers)) != NULL)
    return problem;
  return check_table_sentence (change, table, band->result);
}

static void
check_table_roll (const FfbChange *change, const char *what, const FfbTables *tables,
                  FfbHistoryCheck *check, GPtrArray *problems)
{
  const FfbTable *table = NULL;
  g_autofree char *problem = NULL;

  if (change->kind != FFB_CHANGE_TABLE_ROLL || tables == NULL)
    return;
  if (change->table_roll == NULL)
    problem = g_strdup (_("it keeps no record of its table, modifiers, total and result to "
                          "check them by."));
  else if ((table = ffb_tables_find (tables, change->table_roll->table_id)) == NULL
           || g_strcmp0 (table->id, change->table_roll->table_id) != 0)
    problem = g_strdup_printf (_("its table \"%s\" is not one of the tables checked against "
                                 "(the built-in ones, and a file given with --tables)."),
                               change->table_roll->table_id);
  else
    problem = check_table_record (change, table);
  if (problem != NULL)
    add (problems, what, problem);
  else
    check->table_rolls++;
}

GPtrArray *
ffb_history_verify (FfbCampaign *campaign, FfbHistoryCheck *check)
{
  return ffb_history_verify_tables (campaign, NULL, check);
}

GPtrArray *
ffb_history_verify_tables (FfbCampaign *campaign, const FfbTables *tables,
                           FfbHistoryCheck *check)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *history;
  FfbHistoryCheck counts = { 0 };

  g_return_val_if_fail (campaign != NULL, problems);

  history = ffb_history_get (campaign);
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);
      g_autofree char *what = describe_change (change, i);

      if (change->seed == NULL)
        continue;
      counts.changes++;
      check_rolls (change, what, &counts, problems);
      ffb_history_check_purposes (campaign, i, what, problems);
      check_source (campaign, change, what, &counts, problems);
      check_table_roll (change, what, tables, &counts, problems);
    }
  if (check != NULL)
    *check = counts;
  return problems;
}
