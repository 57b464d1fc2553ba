/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result-check.c: a battle result against its battle. A result names units and leaders
 * that the battle must hold, on the side that lists them, each once; anything else is a typing
 * mistake that would carry wrong losses into the campaign, so it is refused, with the line. */
#include "ffb-result-check.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

typedef struct
{
  const FfbResult *result;
  FfbCampaign *campaign;
  const FfbBattle *battle;
  FfbOob *const *oobs;
  FfbSide side;
  GHashTable *seen; /* unit and leader ids listed so far on this side */
  GHashTable *away; /* R9D, R9E: ids of the side's units that never arrived, by the record */
  GError **error;
} Check;

static gboolean refuse (Check *check, int line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (Check *check, int line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (check->error, FFB_ERROR, FFB_ERROR_MEANING, "%s:%d: %s",
                 check->result->source, line, message);
  else
    g_set_error (check->error, FFB_ERROR, FFB_ERROR_MEANING, "%s: %s", check->result->source,
                 message);
  return FALSE;
}

static const char *
side_name (Check *check)
{
  return ffb_side_display_name (check->side);
}

/* The unit `id` of the side's OOB, a `kind`, or when `kind` is FFB_UNIT_ARMY any unit but the
 * army (one that could flank march); NULL after refusing. */
static FfbUnit *
find_unit (Check *check, const char *id, int line, FfbUnitKind kind)
{
  FfbUnit *unit = ffb_oob_find_unit (check->oobs[check->side], id);
  FfbOob *other = check->oobs[ffb_side_other (check->side)];
  gboolean any_command = kind == FFB_UNIT_ARMY;
  /* Translators: "unit" as in "the Union side lists unit “x”", where the kind is open. */
  const char *what = any_command ? C_("unit_kind", "unit") : ffb_unit_kind_sentence_word (kind);

  if (unit == NULL && ffb_oob_find_unit (other, id) != NULL)
    refuse (check, line, _("the %s side lists %s “%.64s”, which is a unit of the %s army."),
            side_name (check), what, id, ffb_side_display_name (ffb_side_other (check->side)));
  else if (unit == NULL)
    refuse (check, line, _("the %s order of battle of battle “%s” has no %s “%.64s”."),
            side_name (check), check->battle->name, what, id);
  else if (any_command ? unit->kind == FFB_UNIT_ARMY : unit->kind != kind)
    {
      /* Translators: %s are kinds of unit (brigade, battery...). */
      if (any_command)
        refuse (check, line, _("“%.64s” is the army, not a unit that could flank march."), id);
      else if (unit->kind == FFB_UNIT_ARMY)
        refuse (check, line, _("“%.64s” is the army, not a %s."), id, what);
      else
        refuse (check, line, _("“%.64s” is a %s, not a %s."), id,
                ffb_unit_kind_sentence_word (unit->kind), what);
    }
  else if (!g_hash_table_add (check->seen, g_strdup (id)))
    refuse (check, line, _("the %s side lists “%.64s” twice."), side_name (check), id);
  else
    return unit;
  return NULL;
}

static gboolean
check_brigade (Check *check, const FfbResultSide *side, const FfbResultBrigade *item)
{
  FfbUnit *brigade = find_unit (check, item->unit_id, item->line, FFB_UNIT_BRIGADE);
  g_autofree char *path = NULL;

  if (brigade == NULL)
    return FALSE;
  path = ffb_unit_path (brigade);
  if (item->stands_lost < 0 || item->stands_lost > brigade->stands)
    return refuse (check, item->line, _("“%s” lost %d stands, but it fielded %d."),
                   path, item->stands_lost, brigade->stands);
  if (item->stands_lost > 0 && g_hash_table_contains (check->away, brigade->id))
    return refuse (check, item->line, _("“%s” lost %d stands, but its flank march never "
                     "arrived, and such stands suffer no losses (R9E)."), path,
                   item->stands_lost);
  return TRUE;
}

static gboolean
check_battery (Check *check, const FfbResultSide *side, const FfbResultUnit *item)
{
  FfbUnit *battery = find_unit (check, item->unit_id, item->line, FFB_UNIT_BATTERY);

  if (battery == NULL)
    return FALSE;
  if (g_hash_table_contains (check->away, battery->id))
    {
      g_autofree char *path = ffb_unit_path (battery);

      return refuse (check, item->line, _("“%s” is listed as lost, but its flank march never "
                       "arrived, and such units suffer no losses (R9E)."), path);
    }
  return TRUE;
}

static gboolean
is_present (const FfbBattle *battle, FfbSide side, const char *leader_id)
{
  GArray *leaders = battle->sides[side].leaders;

  for (guint i = 0; i < leaders->len; i++)
    if (g_strcmp0 (g_array_index (leaders, FfbPresentLeader, i).leader_id, leader_id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
check_leader (Check *check, const FfbResultLeader *item)
{
  FfbLeader *leader = ffb_campaign_find_leader (check->campaign, item->leader_id);
  g_autofree char *key = NULL;

  if (leader == NULL)
    return refuse (check, item->line, _("the campaign has no leader “%.64s”."), item->leader_id);
  if (leader->side != check->side)
    return refuse (check, item->line, _("the %s side lists leader %s, a %s leader."),
                   side_name (check), leader->name, ffb_side_display_name (leader->side));
  if (!is_present (check->battle, check->side, leader->id))
    return refuse (check, item->line, _("leader %s was not at the battle “%s”."), leader->name,
                   check->battle->name);
  /* Leaders and units share the set: a prefix keeps an id of one from meeting the other. */
  key = g_strconcat ("leader:", leader->id, NULL);
  if (!g_hash_table_add (check->seen, g_steal_pointer (&key)))
    return refuse (check, item->line, _("the %s side lists leader %s twice."), side_name (check),
                   leader->name);
  if (item->fate != FFB_FATE_UNHURT && item->appeared_given && !item->appeared)
    return refuse (check, item->line, _("leader %s is %s, but the result says he never "
                     "appeared on the table."), leader->name, ffb_fate_sentence_word (item->fate));
  return TRUE;
}

/* Units listed as never arrived: whole units, none inside another listed one. They are checked
 * before anything else, so `seen` then holds only them. */
static gboolean
check_never_arrived (Check *check, const FfbResultSide *side)
{
  GArray *items = side->never_arrived;

  for (guint i = 0; i < items->len; i++)
    {
      const FfbResultUnit *item = &g_array_index (items, FfbResultUnit, i);

      FfbUnit *unit = find_unit (check, item->unit_id, item->line, FFB_UNIT_ARMY);
      g_autofree char *why = NULL, *path = NULL;

      if (unit == NULL)
        return FALSE;
      if (g_hash_table_contains (check->away, unit->id))
        continue;
      why = ffb_result_record_why_on_table (check->campaign, check->battle, unit, check->side);
      path = ffb_unit_path (unit);
      return refuse (check, item->line, _("“%s” is listed as never arrived, but by the battle's "
                       "record %s (R9D, R9E)."), path, why);
    }
  for (guint i = 0; i < items->len; i++)
    {
      const FfbResultUnit *item = &g_array_index (items, FfbResultUnit, i);
      FfbUnit *unit = ffb_oob_find_unit (check->oobs[check->side], item->unit_id);

      for (FfbUnit *up = unit->parent; up != NULL; up = up->parent)
        if (g_hash_table_contains (check->seen, up->id))
          {
            g_autofree char *path = ffb_unit_path (unit), *up_path = ffb_unit_path (up);

            return refuse (check, item->line, _("“%s” is listed as never arrived, and so is “%s”, "
                             "which holds it; list the larger unit only."), path, up_path);
          }
    }
  return TRUE;
}

static gboolean
check_crt_row (Check *check, const FfbResultSide *side)
{
  gboolean seen[FFB_CRT_ROW_RESULTS + 1] = { FALSE };

  for (int i = 0; side->has_crt_row && i < FFB_CRT_ROW_RESULTS; i++)
    {
      const FfbCrtResult *crt = &side->crt[i];

      if (crt->roll < 1 || crt->roll > FFB_CRT_ROW_RESULTS || seen[crt->roll])
        return refuse (check, side->crt_line, _("the %s CRT row must have one result for each "
                         "die roll from 1 to %d (R9C)."), side_name (check), FFB_CRT_ROW_RESULTS);
      if (crt->sp_loss < 0)
        return refuse (check, side->crt_line, _("the %s CRT row gives a loss of %d SP; a loss is "
                         "0 or more (R9C)."), side_name (check), crt->sp_loss);
      seen[crt->roll] = TRUE;
    }
  return TRUE;
}

static gboolean
check_side (Check *check)
{
  const FfbResultSide *side = &check->result->sides[check->side];

  if (side->victory_points < 0)
    return refuse (check, side->line, _("the %s side has %d victory points; they are 0 or more."),
                   side_name (check), side->victory_points);
  /* Units that never arrived first: losses are then checked against them. */
  if (!check_never_arrived (check, side))
    return FALSE;
  for (guint i = 0; i < side->brigades->len; i++)
    if (!check_brigade (check, side, &g_array_index (side->brigades, FfbResultBrigade, i)))
      return FALSE;
  for (guint i = 0; i < side->batteries->len; i++)
    if (!check_battery (check, side, &g_array_index (side->batteries, FfbResultUnit, i)))
      return FALSE;
  for (guint i = 0; i < side->leaders->len; i++)
    if (!check_leader (check, &g_array_index (side->leaders, FfbResultLeader, i)))
      return FALSE;
  return check_crt_row (check, side);
}

gboolean
ffb_result_check (const FfbResult *result, FfbCampaign *campaign, const FfbBattle *battle,
                  FfbOob *const oobs[FFB_N_SIDES], GError **error)
{
  Check check = { result, campaign, battle, oobs, FFB_SIDE_UNION, NULL, NULL, error };

  g_return_val_if_fail (result != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (oobs != NULL && oobs[0] != NULL && oobs[1] != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_strcmp0 (result->battle_id, battle->id) != 0)
    return refuse (&check, 0, _("the result is for the battle “%.64s”, not “%s”."),
                   ffb_campaign_battle_name (campaign, result->battle_id), battle->name);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr(GHashTable) away = ffb_result_record_never_arrived (campaign, battle, oobs[s]);

      check.side = s;
      check.seen = seen;
      check.away = away;
      if (!check_side (&check))
        return FALSE;
    }
  return TRUE;
}
