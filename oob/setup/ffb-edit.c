/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit.c: the referee's edits and the live setup figures (see ffb-edit.h). */
#include "ffb-edit.h"
#include "ffb-organize-names.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-oob-fitness.h"
#include "ffb-organize.h"
#include "ffb-edit-text.h"

/* Campaign */

/* Ids are at most 64 characters (ffb_campaign_check): a slug leaves room for "-NNNN". */
#define SLUG_MAX 48

static char *
slug_from_name (const char *name, const char *fallback)
{
  GString *slug = g_string_new (NULL);
  g_autofree char *ascii = g_str_to_ascii (name != NULL ? name : "", "C");
  gboolean dash = FALSE;

  for (const char *p = ascii; *p != '\0' && slug->len < SLUG_MAX - 1; p++)
    {
      if (g_ascii_isalnum (*p))
        {
          if (dash && slug->len > 0)
            g_string_append_c (slug, '-');
          g_string_append_c (slug, g_ascii_tolower (*p));
          dash = FALSE;
        }
      else
        dash = TRUE;
    }
  if (slug->len == 0)
    g_string_append (slug, fallback);
  return g_string_free (slug, FALSE);
}

typedef gboolean (*IdUsedFunc) (FfbCampaign *campaign, const char *id);

static char *
unique_id (FfbCampaign *campaign, const char *name, const char *fallback, IdUsedFunc used)
{
  g_autofree char *slug = slug_from_name (name, fallback);
  char *id = g_strdup (slug);

  for (int n = 2; used (campaign, id); n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%d", slug, n);
    }
  return id;
}

/* Leaders and SP groups share one id space (ffb_campaign_add_leader refuses a group's id). */
static gboolean
leader_or_group_id_used (FfbCampaign *campaign, const char *id)
{
  return ffb_campaign_find_leader (campaign, id) != NULL
         || ffb_campaign_find_sp_group (campaign, id) != NULL;
}

static gboolean
battle_id_used (FfbCampaign *campaign, const char *id)
{
  return ffb_campaign_find_battle (campaign, id) != NULL;
}

char *
ffb_edit_new_leader_id (FfbCampaign *campaign, const char *name)
{
  g_return_val_if_fail (campaign != NULL, NULL);
  return unique_id (campaign, name, "leader", leader_or_group_id_used);
}

char *
ffb_edit_new_sp_group_id (FfbCampaign *campaign, const char *name)
{
  g_return_val_if_fail (campaign != NULL, NULL);
  return unique_id (campaign, name, "sp-group", leader_or_group_id_used);
}

char *
ffb_edit_new_battle_id (FfbCampaign *campaign, const char *name)
{
  g_return_val_if_fail (campaign != NULL, NULL);
  return unique_id (campaign, name, "battle", battle_id_used);
}

int
ffb_edit_sp_total (FfbCampaign *campaign, FfbSide side, FfbExperience experience)
{
  int total = 0;

  g_return_val_if_fail (campaign != NULL, 0);
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      const FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (group->side == side && group->experience == experience)
        total += group->count;
    }
  return total;
}

/* Battle setup */

static int
find_sp_index (const FfbBattle *battle, FfbSide side, const char *group_id)
{
  GArray *sps = battle->sides[side].sps;

  for (guint i = 0; i < sps->len; i++)
    if (g_str_equal (g_array_index (sps, FfbPresentSp, i).group_id, group_id))
      return (int) i;
  return -1;
}

int
ffb_battle_sp_count (const FfbBattle *battle, FfbSide side, const char *group_id)
{
  int index;

  g_return_val_if_fail (battle != NULL && group_id != NULL, 0);
  index = find_sp_index (battle, side, group_id);
  return index < 0 ? 0 : g_array_index (battle->sides[side].sps, FfbPresentSp, index).count;
}

/* R9: the forces of a battle carried back are the record of what fought; "Fair dice": once
 * its seed is drawn, they are what its rolls depend on. */
static gboolean
check_forces_editable (const FfbBattle *battle, GError **error)
{
  return ffb_battle_check_setup_open (battle, _("the forces it brought are not changed"), error);
}

gboolean
ffb_battle_set_sp_count (FfbBattle *battle, FfbSide side, const char *group_id, int count,
                         GError **error)
{
  int index;

  g_return_val_if_fail (battle != NULL && group_id != NULL && count >= 0, FALSE);
  if (!check_forces_editable (battle, error))
    return FALSE;
  index = find_sp_index (battle, side, group_id);
  if (index < 0 && count > 0)
    ffb_battle_add_sp (battle, side, group_id, count);
  else if (index >= 0 && count == 0)
    g_array_remove_index (battle->sides[side].sps, index);
  else if (index >= 0)
    g_array_index (battle->sides[side].sps, FfbPresentSp, index).count = count;
  return TRUE;
}

static int
find_leader_index (const FfbBattle *battle, FfbSide side, const char *leader_id)
{
  GArray *leaders = battle->sides[side].leaders;

  for (guint i = 0; i < leaders->len; i++)
    if (g_str_equal (g_array_index (leaders, FfbPresentLeader, i).leader_id, leader_id))
      return (int) i;
  return -1;
}

FfbPresentLeader *
ffb_battle_find_leader (const FfbBattle *battle, FfbSide side, const char *leader_id)
{
  int index;

  g_return_val_if_fail (battle != NULL && leader_id != NULL, NULL);
  index = find_leader_index (battle, side, leader_id);
  return index < 0 ? NULL : &g_array_index (battle->sides[side].leaders, FfbPresentLeader, index);
}

static guint
seniority (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->leaders->len; i++)
    if (g_str_equal (((FfbLeader *) g_ptr_array_index (campaign->leaders, i))->id, leader_id))
      return i;
  return G_MAXUINT;
}

/* The force lists its leaders in the campaign's order, which is their seniority (R4B). */
static void
insert_leader (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, const char *leader_id)
{
  GArray *leaders = battle->sides[side].leaders;
  FfbPresentLeader present = { g_strdup (leader_id), FFB_ROLE_AUTO };
  guint rank = seniority (campaign, leader_id), at = 0;

  while (at < leaders->len
         && seniority (campaign, g_array_index (leaders, FfbPresentLeader, at).leader_id) <= rank)
    at++;
  g_array_insert_val (leaders, at, present);
}

gboolean
ffb_battle_set_leader_present (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                               const char *leader_id, gboolean present, GError **error)
{
  int index;

  g_return_val_if_fail (campaign != NULL && battle != NULL && leader_id != NULL, FALSE);
  if (!check_forces_editable (battle, error))
    return FALSE;
  index = find_leader_index (battle, side, leader_id);
  if (present && index < 0)
    insert_leader (campaign, battle, side, leader_id);
  else if (!present && index >= 0)
    g_array_remove_index (battle->sides[side].leaders, index);
  return TRUE;
}

gboolean
ffb_battle_set_demoralized (FfbBattle *battle, FfbSide side, gboolean demoralized,
                            GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);
  if (!check_forces_editable (battle, error))
    return FALSE;
  battle->sides[side].demoralized = demoralized;
  return TRUE;
}

static int
side_stands (const FfbBattle *battle, FfbSide side)
{
  GArray *sps = battle->sides[side].sps;
  int stands = 0;

  for (guint i = 0; i < sps->len; i++)
    stands += g_array_index (sps, FfbPresentSp, i).count * battle->stands_per_sp;
  return stands;
}

void
ffb_battle_summarize (const FfbRules *rules, const FfbBattle *battle, FfbSetupSummary *summary)
{
  FfbSide defender;

  g_return_if_fail (rules != NULL && battle != NULL && summary != NULL);

  memset (summary, 0, sizeof *summary);
  summary->turns = ffb_clock_turns_in_day (rules, battle->months);
  summary->dawn = ffb_clock_turn_start (rules, battle->months, 1);
  summary->dusk = ffb_clock_turn_start (rules, battle->months, summary->turns);
  defender = summary->defender = ffb_battle_defender (battle);
  summary->defender_stands = side_stands (battle, defender);
  summary->ground = ffb_rules_ground_effect (rules, battle->terrain, battle->river);
  summary->breastworks_inches = ffb_rules_breastworks_inches (rules, battle->terrain,
                                                              battle->river,
                                                              summary->defender_stands);
  for (int side = 0; side < FFB_N_SIDES; side++)
    summary->flank_allowed[side] = !summary->ground.no_flank_marches;
  /* R7D: a defender Demoralized at the start may not flank march. */
  if (battle->sides[defender].demoralized)
    summary->flank_allowed[defender] = FALSE;
  summary->flank_modifier[battle->attacker] = summary->ground.attacker_modifier;
}

/* OOB */

/* R4E: brigades sit in divisions, batteries at division or army level, divisions in a corps
 * or directly under the army. */
static gboolean
can_hold (const FfbUnit *parent, const FfbUnit *unit)
{
  switch (unit->kind)
    {
    case FFB_UNIT_BRIGADE:
      return parent->kind == FFB_UNIT_DIVISION;
    case FFB_UNIT_BATTERY:
      return parent->kind == FFB_UNIT_DIVISION || parent->kind == FFB_UNIT_ARMY;
    case FFB_UNIT_DIVISION:
      return parent->kind == FFB_UNIT_CORPS || parent->kind == FFB_UNIT_ARMY;
    case FFB_UNIT_ARMY:
    case FFB_UNIT_CORPS:
    default:
      return FALSE;
    }
}

/* A drop on a unit that cannot hold the mover goes to the nearest command above it that can:
 * a brigade dropped on a brigade joins that brigade's division. */
static FfbUnit *
destination_for (const FfbUnit *unit, FfbUnit *target)
{
  for (; target != NULL; target = target->parent)
    if (can_hold (target, unit))
      return target;
  return NULL;
}

FfbUnit *
ffb_oob_move_destination (FfbOob *oob, const char *unit_id, const char *target_id)
{
  FfbUnit *unit, *target, *destination;

  g_return_val_if_fail (oob != NULL && unit_id != NULL && target_id != NULL, NULL);
  unit = ffb_oob_find_unit (oob, unit_id);
  target = ffb_oob_find_unit (oob, target_id);
  if (unit == NULL || target == NULL || unit->kind == FFB_UNIT_ARMY
      || unit->kind == FFB_UNIT_CORPS)
    return NULL;
  destination = destination_for (unit, target);
  if (destination == NULL || ffb_unit_is_within (destination, unit))
    return NULL;
  return destination;
}

gboolean
ffb_oob_move_unit (FfbOob *oob, const FfbRules *rules, const char *unit_id,
                   const char *target_id, GError **error)
{
  FfbUnit *unit, *destination;

  g_return_val_if_fail (oob != NULL && rules != NULL, FALSE);
  g_return_val_if_fail (unit_id != NULL && target_id != NULL, FALSE);

  unit = ffb_oob_find_unit (oob, unit_id);
  destination = ffb_oob_move_destination (oob, unit_id, target_id);
  if (unit == NULL || destination == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("%s cannot go there: brigades go into divisions, batteries into a division "
                     "or the army, divisions into a corps or the army."),
                   unit != NULL ? unit->name : unit_id);
      return FALSE;
    }
  if (destination != unit->parent)
    {
      FfbUnit *from = unit->parent;

      ffb_unit_detach (unit);
      /* A brigade moved into a division goes with its brigades, before the batteries (issue
       * 35, item 9). */
      ffb_unit_insert_by_kind (destination, unit);
      /* Names follow places, as the sheet's codes do; the id stays: it is the key that the
       * rolls' purposes and the sealed results name, and no person reads it. */
      ffb_unit_renumber_children (from);
      ffb_unit_renumber_children (destination);
      ffb_unit_make_name_unique (unit, from);
    }
  ffb_oob_validate (oob, rules);
  return TRUE;
}

static void
swap_leader_stand (FfbUnit *a, FfbUnit *b)
{
  char *id = a->leader_id, *name = a->leader_name;
  int stars = a->leader_stars;
  FfbRating rating = a->rating;

  a->leader_id = b->leader_id;
  a->leader_name = b->leader_name;
  a->leader_stars = b->leader_stars;
  a->rating = b->rating;
  b->leader_id = id;
  b->leader_name = name;
  b->leader_stars = stars;
  b->rating = rating;
}

gboolean
ffb_oob_swap_leaders (FfbOob *oob, const FfbRules *rules, const char *unit_a,
                      const char *unit_b, GError **error)
{
  FfbUnit *a, *b;

  g_return_val_if_fail (oob != NULL && rules != NULL, FALSE);
  g_return_val_if_fail (unit_a != NULL && unit_b != NULL, FALSE);

  a = ffb_oob_find_unit (oob, unit_a);
  b = ffb_oob_find_unit (oob, unit_b);
  if (a == NULL || b == NULL || !ffb_unit_is_command (a) || !ffb_unit_is_command (b))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("Leaders command the army, corps and divisions; pick two of those to "
                     "exchange their leaders."));
      return FALSE;
    }
  swap_leader_stand (a, b);
  ffb_oob_validate (oob, rules);
  return TRUE;
}

static gboolean
sibling_named (const FfbUnit *unit, const char *name)
{
  for (guint i = 0; i < unit->parent->children->len; i++)
    {
      const FfbUnit *sibling = g_ptr_array_index (unit->parent->children, i);

      if (sibling != unit && g_str_equal (sibling->name, name))
        return TRUE;
    }
  return FALSE;
}

gboolean
ffb_oob_rename_unit (FfbOob *oob, const char *unit_id, const char *name, GError **error)
{
  FfbUnit *unit;
  g_autofree char *trimmed = NULL;
  const char *problem;

  g_return_val_if_fail (oob != NULL && unit_id != NULL && name != NULL, FALSE);

  unit = ffb_oob_find_unit (oob, unit_id);
  trimmed = g_strstrip (g_strdup (name));
  if (unit == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The OOB has no unit “%s”."), unit_id);
      return FALSE;
    }
  /* The loader's rule for every name (issue 30, item 9): a unit named otherwise would make
   * the campaign unsavable. */
  if ((problem = ffb_edit_name_problem (trimmed, FFB_NAMED_UNIT)) != NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, problem);
      return FALSE;
    }
  if (unit->parent != NULL && sibling_named (unit, trimmed))
    {
      /* Two units of one command under one name: neither the sheet nor a screen reader could
       * tell them apart. */
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("%s already has a unit named “%s”: give this one a name of its own."),
                   unit->parent->name, trimmed);
      return FALSE;
    }
  g_free (unit->name);
  unit->name = g_steal_pointer (&trimmed);
  return TRUE;
}

guint
ffb_battle_check_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side)
{
  FfbOob *oob;

  g_return_val_if_fail (campaign != NULL && battle != NULL, 0);
  oob = battle->oob[side];
  if (oob == NULL)
    return 0;
  return ffb_oob_check_battle (oob, campaign, battle);
}
