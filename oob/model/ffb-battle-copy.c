/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-copy.c: a battle copied and compared field by field, with its OOBs, neutral
 * party and draft result, as a campaign copy needs it (ffb_campaign_copy). */
#include "ffb-battle.h"

#include "ffb-result.h"

static void
copy_side (FfbBattle *to, FfbSide s, const FfbBattleSide *from)
{
  to->sides[s].demoralized = from->demoralized;
  for (guint i = 0; i < from->sps->len; i++)
    {
      const FfbPresentSp *sp = &g_array_index (from->sps, FfbPresentSp, i);

      ffb_battle_add_sp (to, s, sp->group_id, sp->count);
    }
  for (guint i = 0; i < from->leaders->len; i++)
    {
      const FfbPresentLeader *leader = &g_array_index (from->leaders, FfbPresentLeader, i);

      ffb_battle_add_leader (to, s, leader->leader_id, leader->role);
    }
}

FfbBattle *
ffb_battle_copy (const FfbBattle *battle)
{
  FfbBattle *copy;

  g_return_val_if_fail (battle != NULL, NULL);

  copy = ffb_battle_new (battle->id, battle->stands_per_sp, battle->batteries_per_sp);
  g_free (copy->name);
  copy->name = g_strdup (battle->name);
  g_free (copy->hex);
  copy->hex = g_strdup (battle->hex);
  copy->year = battle->year;
  copy->months = battle->months;
  copy->terrain = battle->terrain;
  copy->river = battle->river;
  copy->attacker = battle->attacker;
  ffb_battle_set_tactics (copy, battle->tactics);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      copy_side (copy, s, &battle->sides[s]);
      copy->oob[s] = battle->oob[s] != NULL ? ffb_oob_copy (battle->oob[s]) : NULL;
    }
  copy->fought = battle->fought;
  copy->neutral = battle->neutral != NULL ? ffb_neutral_copy (battle->neutral) : NULL;
  copy->draft = battle->draft != NULL ? ffb_result_copy (battle->draft) : NULL;
  copy->draft_crack_group = g_strdup (battle->draft_crack_group);
  copy->draft_no_crack = battle->draft_no_crack;
  return copy;
}

static gboolean
sides_equal (const FfbBattleSide *a, const FfbBattleSide *b)
{
  if (a->demoralized != b->demoralized || a->sps->len != b->sps->len
      || a->leaders->len != b->leaders->len)
    return FALSE;
  for (guint i = 0; i < a->sps->len; i++)
    {
      const FfbPresentSp *x = &g_array_index (a->sps, FfbPresentSp, i);
      const FfbPresentSp *y = &g_array_index (b->sps, FfbPresentSp, i);

      if (g_strcmp0 (x->group_id, y->group_id) != 0 || x->count != y->count)
        return FALSE;
    }
  for (guint i = 0; i < a->leaders->len; i++)
    {
      const FfbPresentLeader *x = &g_array_index (a->leaders, FfbPresentLeader, i);
      const FfbPresentLeader *y = &g_array_index (b->leaders, FfbPresentLeader, i);

      if (g_strcmp0 (x->leader_id, y->leader_id) != 0 || x->role != y->role)
        return FALSE;
    }
  return TRUE;
}

static gboolean
setups_equal (const FfbBattle *a, const FfbBattle *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0
         && g_strcmp0 (a->hex, b->hex) == 0 && a->year == b->year && a->months == b->months
         && a->terrain == b->terrain && a->river == b->river && a->attacker == b->attacker
         && a->stands_per_sp == b->stands_per_sp
         && a->batteries_per_sp == b->batteries_per_sp && a->fought == b->fought
         && g_str_equal (ffb_battle_tactics_id (a), ffb_battle_tactics_id (b))
         && sides_equal (&a->sides[FFB_SIDE_UNION], &b->sides[FFB_SIDE_UNION])
         && sides_equal (&a->sides[FFB_SIDE_CONFEDERATE], &b->sides[FFB_SIDE_CONFEDERATE]);
}

gboolean
ffb_battle_equal (const FfbBattle *a, const FfbBattle *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return setups_equal (a, b)
         && ffb_oob_equal (a->oob[FFB_SIDE_UNION], b->oob[FFB_SIDE_UNION])
         && ffb_oob_equal (a->oob[FFB_SIDE_CONFEDERATE], b->oob[FFB_SIDE_CONFEDERATE])
         && ffb_neutral_equal (a->neutral, b->neutral)
         && ffb_result_equal (a->draft, b->draft)
         && g_strcmp0 (a->draft_crack_group, b->draft_crack_group) == 0
         && a->draft_no_crack == b->draft_no_crack;
}
