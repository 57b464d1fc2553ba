/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle.c: one battle's setup. */
#include "ffb-battle.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-neutral-record.h"
#include "ffb-result.h"

static void
clear_present_sp (gpointer data)
{
  FfbPresentSp *present = data;
  g_free (present->group_id);
}

static void
clear_present_leader (gpointer data)
{
  FfbPresentLeader *present = data;
  g_free (present->leader_id);
}

FfbBattle *
ffb_battle_new (const char *id, int stands_per_sp, int batteries_per_sp)
{
  FfbBattle *battle = g_new0 (FfbBattle, 1);

  g_return_val_if_fail (id != NULL, NULL);
  battle->id = g_strdup (id);
  battle->name = g_strdup (id);
  battle->hex = g_strdup ("");
  battle->year = 1861;
  battle->stands_per_sp = stands_per_sp;
  battle->batteries_per_sp = batteries_per_sp;
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      battle->sides[s].sps = g_array_new (FALSE, TRUE, sizeof (FfbPresentSp));
      g_array_set_clear_func (battle->sides[s].sps, clear_present_sp);
      battle->sides[s].leaders = g_array_new (FALSE, TRUE, sizeof (FfbPresentLeader));
      g_array_set_clear_func (battle->sides[s].leaders, clear_present_leader);
    }
  return battle;
}

void
ffb_battle_free (FfbBattle *battle)
{
  if (battle == NULL)
    return;
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_array_unref (battle->sides[s].sps);
      g_array_unref (battle->sides[s].leaders);
      g_clear_pointer (&battle->oob[s], ffb_oob_unref);
    }
  g_clear_pointer (&battle->tactics, ffb_tactics_unref);
  g_clear_pointer (&battle->neutral, ffb_neutral_free);
  g_clear_pointer (&battle->draft, ffb_result_unref);
  g_free (battle->draft_crack_group);
  g_free (battle->written);
  g_clear_pointer (&battle->written_from, ffb_battle_free);
  g_free (battle->written_kept);
  g_free (battle->id);
  g_free (battle->name);
  g_free (battle->hex);
  g_free (battle);
}

void
ffb_battle_add_sp (FfbBattle *battle, FfbSide side, const char *group_id, int count)
{
  FfbPresentSp present = { g_strdup (group_id), count };

  g_return_if_fail (battle != NULL && group_id != NULL);
  g_array_append_val (battle->sides[side].sps, present);
}

void
ffb_battle_add_leader (FfbBattle *battle, FfbSide side, const char *leader_id, FfbRole role)
{
  FfbPresentLeader present = { g_strdup (leader_id), role };

  g_return_if_fail (battle != NULL && leader_id != NULL);
  g_array_append_val (battle->sides[side].leaders, present);
}

FfbSide
ffb_battle_defender (const FfbBattle *battle)
{
  return ffb_side_other (battle->attacker);
}

gboolean
ffb_battle_check_not_fought (const FfbBattle *battle, const char *refused, GError **error)
{
  g_return_val_if_fail (battle != NULL && refused != NULL, FALSE);
  if (!battle->fought)
    return TRUE;
  /* Translators: the second %s is a clause the caller gives, already translated, such as
   * "its setup is not changed". */
  g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE,
               _("“%s” was fought and carried back to the campaign: it is kept as the record of "
                 "what fought, so %s. Undo its aftermath first to change it."),
               battle->name != NULL ? battle->name : battle->id, refused);
  return FALSE;
}

gboolean
ffb_battle_setup_frozen (const FfbBattle *battle)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  return battle->neutral != NULL && battle->neutral->dice != NULL;
}

gboolean
ffb_battle_oob_frozen (const FfbBattle *battle)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  return battle->neutral != NULL && battle->neutral->rolled;
}

static gboolean
set_frozen (const FfbBattle *battle, const char *refused, GError **error)
{
  /* Translators: the last %s is a clause the caller gives, already translated, such as "its
   * setup is not changed". */
  g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE,
               _("The dice of “%s” are drawn (commitment %.16s...): what its rolls depend on is "
                 "frozen, so %s (RULES.md “Fair dice”)."),
               battle->name != NULL ? battle->name : battle->id,
               ffb_dice_commitment (battle->neutral->dice), refused);
  return FALSE;
}

gboolean
ffb_battle_check_setup_open (const FfbBattle *battle, const char *refused, GError **error)
{
  g_return_val_if_fail (battle != NULL && refused != NULL, FALSE);
  if (!ffb_battle_check_not_fought (battle, refused, error))
    return FALSE;
  return !ffb_battle_setup_frozen (battle) || set_frozen (battle, refused, error);
}

gboolean
ffb_battle_check_oob_open (const FfbBattle *battle, const char *refused, GError **error)
{
  g_return_val_if_fail (battle != NULL && refused != NULL, FALSE);
  if (!ffb_battle_check_not_fought (battle, refused, error))
    return FALSE;
  return !ffb_battle_oob_frozen (battle) || set_frozen (battle, refused, error);
}

void
ffb_battle_set_oob (FfbBattle *battle, FfbSide side, FfbOob *oob)
{
  g_return_if_fail (battle != NULL);
  g_return_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE);
  g_return_if_fail (oob == NULL || oob->side == side);

  if (oob != NULL)
    ffb_oob_ref (oob);
  g_clear_pointer (&battle->oob[side], ffb_oob_unref);
  battle->oob[side] = oob;
}

void
ffb_battle_set_tactics (FfbBattle *battle, FfbTactics *tactics)
{
  g_return_if_fail (battle != NULL);

  if (tactics != NULL)
    ffb_tactics_ref (tactics);
  g_clear_pointer (&battle->tactics, ffb_tactics_unref);
  battle->tactics = tactics;
}

const char *
ffb_battle_tactics_id (const FfbBattle *battle)
{
  g_return_val_if_fail (battle != NULL, NULL);

  return battle->tactics != NULL ? battle->tactics->id : FFB_TACTICS_FIRE_AND_FURY;
}

FfbRules *
ffb_battle_organizing_rules (const FfbBattle *battle, const FfbRules *campaign_rules)
{
  g_return_val_if_fail (battle != NULL && campaign_rules != NULL, NULL);

  if (battle->tactics == NULL)
    return ffb_rules_ref ((FfbRules *) campaign_rules);
  return ffb_tactics_organizing_rules (battle->tactics, campaign_rules,
                                       MAX (battle->stands_per_sp, 1));
}

void
ffb_battle_set_draft (FfbBattle *battle, FfbResult *draft, const char *crack_group,
                      gboolean no_crack)
{
  g_return_if_fail (battle != NULL);

  if (draft != NULL)
    ffb_result_ref (draft);
  g_clear_pointer (&battle->draft, ffb_result_unref);
  battle->draft = draft;
  g_free (battle->draft_crack_group);
  battle->draft_crack_group = draft != NULL ? g_strdup (crack_group) : NULL;
  battle->draft_no_crack = draft != NULL && no_crack;
}

/* R2: the kind of FF battlefield to lay out for each kind of hex. */
const char *
ffb_terrain_battlefield (FfbTerrain terrain)
{
  switch (terrain)
    {
    case FFB_TERRAIN_CLEAR: return _("open farmland with scattered woods and fences");
    case FFB_TERRAIN_FOREST: return _("heavily wooded ground with few clearings and poor roads");
    case FFB_TERRAIN_SWAMP: return _("swamp and bottomland cut by streams, few dry approaches");
    case FFB_TERRAIN_ROAD_GAP: return _("a road through a gap or defile between steep ridges");
    default: return "";
    }
}
