/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize-cut.c: cutting the row of SPs into commands (ffb-organize-cut.h).
 *
 * A dynamic programme over the row: the best way to cut its first p SPs into k commands,
 * for every k and p that can still reach the whole row. Costs compare conflicts first (a
 * leader losing SPs of his, arms mixed), then the spread of the sizes. A corps' cost includes
 * the conflicts of the best division cut inside it, so that corps are drawn where their
 * divisions can keep their leaders' SPs too. */
#include "ffb-organize-cut.h"

typedef struct
{
  gint64 conflicts;
  gint64 spread;
} Cost;

typedef struct
{
  const FfbRules *rules;
  const FfbCutToken *tokens;
  guint count;
  guint n_parts;
  guint lo, hi;      /* part sizes, relaxed when the row cannot fill the parts otherwise */
  gboolean corps;    /* cutting corps (else divisions) */
  Cost *part_costs;  /* corps: cache by (start, size - lo); conflicts < 0 until computed */
} Cutter;

static Cost
cost_add (Cost a, Cost b)
{
  return (Cost) { a.conflicts + b.conflicts, a.spread + b.spread };
}

static gboolean
cost_less (Cost a, Cost b)
{
  return a.conflicts != b.conflicts ? a.conflicts < b.conflicts : a.spread < b.spread;
}

/* Commanders of one rank whose SPs share a part, beyond the first: each extra one loses his
 * SPs to another leader. The row keeps a commander's SPs together, so counting changes is
 * counting commanders. */
static int
extra_keepers (const FfbCutToken *tokens, guint size, gboolean corps)
{
  int seen = 0, last = -1;

  for (guint t = 0; t < size; t++)
    {
      int keeper = corps ? tokens[t].corps_keeper : tokens[t].division_keeper;

      if (keeper >= 0 && keeper != last)
        seen++;
      if (keeper >= 0)
        last = keeper;
    }
  return MAX (seen - 1, 0);
}

static gboolean
mixes_arms (const FfbCutToken *tokens, guint size)
{
  for (guint t = 1; t < size; t++)
    if (tokens[t].cavalry != tokens[0].cavalry)
      return TRUE;
  return FALSE;
}

/* A cut between SP `at - 1` and SP `at` that splits one leader's SPs. */
static int
cut_conflicts (const Cutter *cutter, guint at)
{
  const FfbCutToken *before = &cutter->tokens[at - 1], *after = &cutter->tokens[at];

  if (before->division_keeper >= 0 && before->division_keeper == after->division_keeper)
    return 1;
  return cutter->corps && before->corps_keeper >= 0
         && before->corps_keeper == after->corps_keeper;
}

static gint64 best_conflicts (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                              guint n_parts, gboolean corps, guint *sizes);

static Cost
part_cost (Cutter *cutter, guint start, guint size)
{
  const FfbCutToken *tokens = cutter->tokens + start;
  gint64 off = (gint64) size * cutter->n_parts - cutter->count;
  Cost *cached = NULL;
  Cost cost = { 0, off * off };

  if (!cutter->corps)
    {
      cost.conflicts = extra_keepers (tokens, size, FALSE) + mixes_arms (tokens, size);
      return cost;
    }
  cached = &cutter->part_costs[(gsize) start * (cutter->hi - cutter->lo + 1) + size - cutter->lo];
  if (cached->conflicts >= 0)
    return *cached;
  cost.conflicts = extra_keepers (tokens, size, TRUE);
  if (size > 0)
    cost.conflicts += best_conflicts (cutter->rules, tokens, size,
                                      (guint) ffb_cut_division_count (cutter->rules, tokens,
                                                                      size, TRUE),
                                      FALSE, NULL);
  *cached = cost;
  return cost;
}

/* The positions the k-th cut may end at and still leave the rest fillable. */
static void
band (const Cutter *cutter, guint k, guint *low, guint *high)
{
  guint rest = cutter->n_parts - k;

  *low = MAX (k * cutter->lo, cutter->count > rest * cutter->hi
                                ? cutter->count - rest * cutter->hi : 0);
  *high = MIN (k * cutter->hi, cutter->count - MIN (cutter->count, rest * cutter->lo));
}

/* Fills best[k][p] (and the size of its last part) for every reachable k, p. */
static void
solve (Cutter *cutter, Cost *best, guint *last)
{
  guint width = cutter->count + 1;

  best[0] = (Cost) { 0, 0 };
  for (guint k = 1; k <= cutter->n_parts; k++)
    {
      guint low, high, prev_low, prev_high;

      band (cutter, k, &low, &high);
      band (cutter, k - 1, &prev_low, &prev_high);
      for (guint p = low; p <= high; p++)
        {
          gboolean found = FALSE;

          for (guint s = cutter->lo; s <= cutter->hi && s <= p; s++)
            {
              guint from = p - s;
              Cost cost;

              if (from < prev_low || from > prev_high)
                continue;
              cost = cost_add (best[(k - 1) * width + from], part_cost (cutter, from, s));
              if (k > 1 && from > 0 && from < cutter->count)
                cost.conflicts += cut_conflicts (cutter, from);
              if (!found || cost_less (cost, best[k * width + p]))
                {
                  best[k * width + p] = cost;
                  last[k * width + p] = s;
                  found = TRUE;
                }
            }
        }
    }
}

static gint64
best_conflicts (const FfbRules *rules, const FfbCutToken *tokens, guint count, guint n_parts,
                gboolean corps, guint *sizes)
{
  const int low = corps ? rules->corps_min_sp : rules->division_min_sp;
  const int high = corps ? rules->corps_max_sp : rules->division_max_sp;
  Cutter cutter = { rules, tokens, count, n_parts, 0, 0, corps, NULL };
  g_autofree Cost *best = NULL;
  g_autofree guint *last = NULL;
  gsize cells;
  gint64 conflicts;
  guint p;

  if (n_parts == 0)
    return 0;
  /* Too few SPs for every part at the rule's size (or too many): the nearest sizes. */
  cutter.lo = MIN ((guint) low, count / n_parts);
  cutter.hi = MAX ((guint) high, (count + n_parts - 1) / n_parts);
  cells = (gsize) (n_parts + 1) * (count + 1);
  best = g_new (Cost, cells);
  last = g_new (guint, cells);
  if (corps)
    {
      gsize n_cached = (gsize) (count + 1) * (cutter.hi - cutter.lo + 1);

      cutter.part_costs = g_new (Cost, n_cached);
      for (gsize i = 0; i < n_cached; i++)
        cutter.part_costs[i].conflicts = -1;
    }
  solve (&cutter, best, last);
  conflicts = best[(gsize) n_parts * (count + 1) + count].conflicts;
  p = count;
  for (guint k = n_parts; sizes != NULL && k > 0; k--)
    {
      sizes[k - 1] = last[(gsize) k * (count + 1) + p];
      p -= sizes[k - 1];
    }
  g_free (cutter.part_costs);
  return conflicts;
}

/* Divisions the row's commands need on their own: each division leader's SPs, each arm's
 * other SPs, in divisions of the largest size. */
static int
commands_needed (const FfbRules *rules, const FfbCutToken *tokens, guint count)
{
  int needed = 0;
  guint start = 0;

  for (guint t = 1; t <= count; t++)
    if (t == count || tokens[t].division_keeper != tokens[start].division_keeper
        || tokens[t].cavalry != tokens[start].cavalry)
      {
        needed += ((int) (t - start) + rules->division_max_sp - 1) / rules->division_max_sp;
        start = t;
      }
  return needed;
}

int
ffb_cut_division_count (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                        gboolean in_corps)
{
  int sp = (int) count;
  int most = sp / rules->division_min_sp;
  int wanted = (sp + rules->division_max_sp - 1) / rules->division_max_sp;

  g_return_val_if_fail (rules != NULL && (tokens != NULL || count == 0), 0);
  if (in_corps)
    wanted = MAX (wanted, MIN (rules->corps_min_divisions, most));
  wanted = MAX (wanted, MIN (commands_needed (rules, tokens, count), most));
  return MIN (wanted, MAX (most, sp > 0 ? 1 : 0));
}

void
ffb_cut_divisions (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                   guint n_parts, guint *sizes)
{
  g_return_if_fail (rules != NULL && sizes != NULL);
  best_conflicts (rules, tokens, count, n_parts, FALSE, sizes);
}

void
ffb_cut_corps (const FfbRules *rules, const FfbCutToken *tokens, guint count, guint n_parts,
               guint *sizes)
{
  g_return_if_fail (rules != NULL && sizes != NULL);
  best_conflicts (rules, tokens, count, n_parts, TRUE, sizes);
}
