/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank-encounter.c: two flank marches on the same end of the field (R7B(5)-(6)). */
#include "ffb-flank.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

int
ffb_flank_encounter_percent (const FfbRules *rules, FfbMarch a, FfbMarch b)
{
  g_return_val_if_fail (rules != NULL, 0);

  /* R7B(6): marches of one kind arrive on the same turn and always meet. */
  if (a == b)
    return 100;
  /* R7B(5): swift against plodding never meet; the neighbouring kinds may. */
  if (ABS ((int) a - (int) b) == 2)
    return 0;
  return rules->encounter_percent;
}

char *
ffb_flank_encounter_purpose (FfbFlank union_flank)
{
  return g_strdup_printf ("R7B(5) encounter union %s confederate %s",
                          ffb_flank_to_string (union_flank),
                          ffb_flank_to_string (ffb_flank_facing (union_flank)));
}

typedef struct
{
  FfbUnit *brigade;
  int weighted;
  guint order; /* position in the OOB, so that equal brigades keep it */
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->weighted != y->weighted)
    return x->weighted > y->weighted ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

GPtrArray *
ffb_flank_propose_arrivals (const FfbFlankOrder *order, FfbOob *oob, const FfbRules *rules,
                            int surplus)
{
  g_autoptr(GPtrArray) brigades = NULL;
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  GPtrArray *chosen = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (order != NULL && oob != NULL && rules != NULL, chosen);

  brigades = ffb_flank_order_brigades (order, oob);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = g_ptr_array_index (brigades, i);
      Candidate candidate = { brigade, brigade->stands
                              * (brigade->cavalry ? rules->cavalry_stand_weight : 1), i };

      g_array_append_val (candidates, candidate);
    }
  g_array_sort (candidates, compare_candidates);
  for (guint i = 0; i < candidates->len; i++)
    {
      const Candidate *candidate = &g_array_index (candidates, Candidate, i);

      if (candidate->weighted > surplus)
        continue;
      surplus -= candidate->weighted;
      g_ptr_array_add (chosen, g_strdup (candidate->brigade->id));
    }
  return chosen;
}

static gboolean
refuse_choice (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse_choice (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "R7B(5a): %s", message);
  return FALSE;
}

/* The weighted stands of the chosen brigades (`stands`: as counted on the table), or -1 after
 * refusing one. */
static int
weigh_choice (const FfbFlankOrder *order, FfbOob *oob, const FfbRules *rules,
              const char *const *ids, int *stands, GError **error)
{
  int weighted = 0;

  *stands = 0;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      FfbUnit *unit = ffb_oob_find_unit (oob, ids[i]);

      if (unit == NULL || unit->kind != FFB_UNIT_BRIGADE || !ffb_flank_order_takes (order, unit))
        {
          g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : g_strdup (ids[i]);

          refuse_choice (error, _("“%s” is not a brigade of this flank march."), path);
          return -1;
        }
      if (g_strv_contains ((const char *const *) ids + i + 1, ids[i]))
        {
          refuse_choice (error, _("%s is chosen twice."), unit->name);
          return -1;
        }
      weighted += unit->stands * (unit->cavalry ? rules->cavalry_stand_weight : 1);
      *stands += unit->stands;
    }
  return weighted;
}

int
ffb_flank_weigh_arrivals (const FfbFlankOrder *order, FfbOob *oob, const FfbRules *rules,
                          int surplus, const char *const *brigade_ids, GError **error)
{
  int weighted, stands;

  g_return_val_if_fail (order != NULL && oob != NULL && rules != NULL, -1);
  g_return_val_if_fail (brigade_ids != NULL, -1);

  /* The settlement keeps a march off the table only when no whole brigade fits: one that is
   * to arrive brings at least one, so its owner cannot empty it by picking. */
  if (brigade_ids[0] == NULL)
    {
      refuse_choice (error, _("pick at least one brigade: the larger march still arrives, with "
                       "whole brigades up to the %d stands in excess of the enemy's."), surplus);
      return -1;
    }
  if ((weighted = weigh_choice (order, oob, rules, brigade_ids, &stands, error)) < 0)
    return -1;
  if (weighted > surplus)
    {
      /* R7B(5b) is named only when it counted: a pick of infantry is plain stands. */
      if (weighted != stands)
        refuse_choice (error, _("the brigades chosen count %d stands (each cavalry stand "
                                "counting %d), more than the %d in excess of the enemy's "
                                "march."), weighted, rules->cavalry_stand_weight, surplus);
      else
        refuse_choice (error, g_dngettext (GETTEXT_PACKAGE,
                                           "the brigades chosen count %d stand, more than the "
                                           "%d in excess of the enemy's march.",
                                           "the brigades chosen count %d stands, more than the "
                                           "%d in excess of the enemy's march.", weighted),
                       weighted, surplus);
      return -1;
    }
  return weighted;
}

gboolean
ffb_flank_choose_arrivals (FfbFlankOrder *order, FfbOob *oob, const FfbRules *rules,
                           int surplus, const char *const *brigade_ids, int now,
                           GError **error)
{
  g_return_val_if_fail (order != NULL && oob != NULL && rules != NULL, FALSE);
  g_return_val_if_fail (brigade_ids != NULL, FALSE);

  if (order->arriving == NULL || order->arrival_turn <= now)
    return refuse_choice (error, _("only the larger march of an encounter picks what arrives, "
                            "and only before it arrives."));
  if (ffb_flank_weigh_arrivals (order, oob, rules, surplus, brigade_ids, error) < 0)
    return FALSE;
  g_ptr_array_set_size (order->arriving, 0);
  for (guint i = 0; brigade_ids[i] != NULL; i++)
    g_ptr_array_add (order->arriving, g_strdup (brigade_ids[i]));
  return TRUE;
}

/* A force that never arrives is never announced; the encounter's notice tells of it, so its
 * own roll opens then too. */
static void
keep_off_table (FfbFlankOrder *order, FfbDice *dice, int told_turn)
{
  order->arrival_turn = 0;
  order->notice_turn = 0;
  if (order->roll >= 0)
    ffb_dice_seal_until (dice, (guint) order->roll, told_turn);
}

/* R7B(5a), (5b): the smaller never arrives; of the larger only its surplus does. */
static void
settle (FfbEncounter *encounter, FfbFlankOrder *const orders[FFB_N_SIDES],
        FfbOob *const oobs[FFB_N_SIDES], FfbDice *dice, const FfbRules *rules)
{
  int size[FFB_N_SIDES];
  FfbFlankOrder *larger;

  for (int s = 0; s < FFB_N_SIDES; s++)
    size[s] = ffb_flank_order_size (orders[s], oobs[s], rules).weighted;
  if (size[FFB_SIDE_UNION] == size[FFB_SIDE_CONFEDERATE])
    {
      for (int s = 0; s < FFB_N_SIDES; s++)
        keep_off_table (orders[s], dice, encounter->told_turn);
      return;
    }
  encounter->larger = size[FFB_SIDE_UNION] > size[FFB_SIDE_CONFEDERATE]
                      ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  encounter->surplus = ABS (size[FFB_SIDE_UNION] - size[FFB_SIDE_CONFEDERATE]);
  keep_off_table (orders[ffb_side_other (encounter->larger)], dice, encounter->told_turn);
  larger = orders[encounter->larger];
  g_clear_pointer (&larger->arriving, g_ptr_array_unref);
  larger->arriving = ffb_flank_propose_arrivals (larger, oobs[encounter->larger], rules,
                                                 encounter->surplus);
  if (larger->arriving->len == 0)
    keep_off_table (larger, dice, encounter->told_turn);
}

FfbEncounter
ffb_flank_resolve_encounter (FfbFlankOrder *const orders[FFB_N_SIDES],
                             FfbOob *const oobs[FFB_N_SIDES], FfbDice *dice,
                             const FfbRules *rules)
{
  FfbEncounter encounter = { FFB_FLANK_LEFT, FALSE, -1, 0, -1, 0 };
  int percent;

  g_return_val_if_fail (orders[0] != NULL && orders[1] != NULL, encounter);
  g_return_val_if_fail (orders[0]->rolled && orders[1]->rolled, encounter);
  g_return_val_if_fail (dice != NULL && rules != NULL, encounter);

  encounter.union_flank = orders[FFB_SIDE_UNION]->flank;
  encounter.told_turn = MIN (orders[0]->notice_turn, orders[1]->notice_turn);
  percent = ffb_flank_encounter_percent (rules, orders[0]->march, orders[1]->march);
  if (percent > 0 && percent < 100)
    {
      g_autofree char *purpose = ffb_flank_encounter_purpose (encounter.union_flank);
      const FfbRoll *roll = ffb_dice_roll (dice, purpose, 100, 0, FFB_AUDIENCE_REFEREE,
                                           encounter.told_turn);

      encounter.roll = (int) roll->counter;
      encounter.met = roll->result <= percent;
    }
  else
    encounter.met = percent >= 100;
  if (encounter.met)
    settle (&encounter, orders, oobs, dice, rules);
  return encounter;
}
