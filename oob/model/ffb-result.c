/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result.c: the battle result model and the words of its vocabularies. Its check against a
 * battle is in ffb-result-check.c, its file format in ffb-xml-result.c. */
#include "ffb-result.h"

#include <string.h>
#include <glib/gi18n-lib.h>

FFB_DEFINE_SHOWN_WORDS (result_field, FfbResultField,
                        ("held", "withdrew", "driven-off"),
                        (N_("Held the field"), N_("Withdrew"), N_("Was driven off")))
FFB_DEFINE_SHOWN_WORDS (fate, FfbFate,
                        /* Translators: what befell a leader in the battle inside a sentence,
                         * as in "leader Lyon is killed" (R9D); files keep the English. */
                        (NC_("fate", "unhurt"), NC_("fate", "killed"), NC_("fate", "disabled")),
                        (N_("Unhurt"), N_("Killed"), N_("Disabled")))
FFB_DEFINE_SENTENCE_WORDS (fate, FfbFate)

static void
clear_brigade (gpointer data)
{
  g_free (((FfbResultBrigade *) data)->unit_id);
}

static void
clear_unit (gpointer data)
{
  g_free (((FfbResultUnit *) data)->unit_id);
}

static void
clear_leader (gpointer data)
{
  g_free (((FfbResultLeader *) data)->leader_id);
}

static GArray *
new_array (gsize element_size, GDestroyNotify clear)
{
  GArray *array = g_array_new (FALSE, TRUE, element_size);

  g_array_set_clear_func (array, clear);
  return array;
}

FfbResult *
ffb_result_new (const char *battle_id)
{
  FfbResult *result;

  g_return_val_if_fail (battle_id != NULL, NULL);

  result = g_new0 (FfbResult, 1);
  result->ref_count = 1;
  result->battle_id = g_strdup (battle_id);
  result->source = g_strdup (_("the result"));
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      FfbResultSide *side = &result->sides[s];

      side->field = FFB_RESULT_FIELD_HELD;
      side->brigades = new_array (sizeof (FfbResultBrigade), clear_brigade);
      side->batteries = new_array (sizeof (FfbResultUnit), clear_unit);
      side->leaders = new_array (sizeof (FfbResultLeader), clear_leader);
      side->never_arrived = new_array (sizeof (FfbResultUnit), clear_unit);
    }
  return result;
}

FfbResult *
ffb_result_ref (FfbResult *result)
{
  g_return_val_if_fail (result != NULL, NULL);
  g_atomic_int_inc (&result->ref_count);
  return result;
}

void
ffb_result_unref (FfbResult *result)
{
  if (result == NULL || !g_atomic_int_dec_and_test (&result->ref_count))
    return;
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_array_unref (result->sides[s].brigades);
      g_array_unref (result->sides[s].batteries);
      g_array_unref (result->sides[s].leaders);
      g_array_unref (result->sides[s].never_arrived);
    }
  g_free (result->battle_id);
  g_free (result->source);
  g_free (result);
}

void
ffb_result_add_loss (FfbResult *result, FfbSide side, const char *brigade_id, int stands_lost)
{
  FfbResultBrigade item = { g_strdup (brigade_id), stands_lost, 0 };

  g_return_if_fail (result != NULL && brigade_id != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);
  g_array_append_val (result->sides[side].brigades, item);
}

void
ffb_result_add_battery (FfbResult *result, FfbSide side, const char *battery_id)
{
  FfbResultUnit item = { g_strdup (battery_id), FALSE, 0 };

  g_return_if_fail (result != NULL && battery_id != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);
  g_array_append_val (result->sides[side].batteries, item);
}

void
ffb_result_add_leader (FfbResult *result, FfbSide side, const char *leader_id, FfbFate fate,
                       int appeared)
{
  FfbResultLeader item = { g_strdup (leader_id), fate, appeared >= 0, appeared > 0, 0 };

  g_return_if_fail (result != NULL && leader_id != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);
  g_array_append_val (result->sides[side].leaders, item);
}

void
ffb_result_add_never_arrived (FfbResult *result, FfbSide side, const char *unit_id,
                              gboolean right_flank)
{
  FfbResultUnit item = { g_strdup (unit_id), right_flank, 0 };

  g_return_if_fail (result != NULL && unit_id != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);
  g_array_append_val (result->sides[side].never_arrived, item);
}

void
ffb_result_set_crt_row (FfbResult *result, FfbSide side,
                        const FfbCrtResult results[FFB_CRT_ROW_RESULTS])
{
  g_return_if_fail (result != NULL && results != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);

  memcpy (result->sides[side].crt, results, sizeof result->sides[side].crt);
  result->sides[side].has_crt_row = TRUE;
}

int
ffb_result_side_stands_lost (const FfbResultSide *side)
{
  int total = 0;

  g_return_val_if_fail (side != NULL, 0);
  for (guint i = 0; i < side->brigades->len; i++)
    total += g_array_index (side->brigades, FfbResultBrigade, i).stands_lost;
  return total;
}

gboolean
ffb_result_unit_never_arrived (const FfbResultSide *side, const FfbUnit *unit)
{
  g_return_val_if_fail (side != NULL, FALSE);

  for (const FfbUnit *u = unit; u != NULL; u = u->parent)
    for (guint i = 0; i < side->never_arrived->len; i++)
      if (g_strcmp0 (g_array_index (side->never_arrived, FfbResultUnit, i).unit_id, u->id) == 0)
        return TRUE;
  return FALSE;
}
