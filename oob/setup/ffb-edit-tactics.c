/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-tactics.c: switching the tactical rules a battle is fought with (RULES.md Q): Fire
 * & Fury or another set, with the ratio of stands and guns that set starts from, and its
 * stored orders of battle organized again to the new set's limits. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

/* What a switch changes, kept so that a refusal half-way puts it all back. */
typedef struct
{
  FfbTactics *tactics;
  int stands_per_sp;
  int batteries_per_sp;
  FfbOob *oob[FFB_N_SIDES];
} Before;

static void
keep_before (const FfbBattle *battle, Before *before)
{
  before->tactics = battle->tactics != NULL ? ffb_tactics_ref (battle->tactics) : NULL;
  before->stands_per_sp = battle->stands_per_sp;
  before->batteries_per_sp = battle->batteries_per_sp;
  for (int side = 0; side < FFB_N_SIDES; side++)
    before->oob[side] = battle->oob[side] != NULL ? ffb_oob_ref (battle->oob[side]) : NULL;
}

static void
put_back (FfbBattle *battle, const Before *before)
{
  ffb_battle_set_tactics (battle, before->tactics);
  battle->stands_per_sp = before->stands_per_sp;
  battle->batteries_per_sp = before->batteries_per_sp;
  for (int side = 0; side < FFB_N_SIDES; side++)
    ffb_battle_set_oob (battle, side, before->oob[side]);
}

static void
clear_before (Before *before)
{
  g_clear_pointer (&before->tactics, ffb_tactics_unref);
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_clear_pointer (&before->oob[side], ffb_oob_unref);
}

/* R9 and the neutral party: the rules that made its orders of battle stay once they are the
 * record, or once its secrets (rolls, orders) name their units. */
static gboolean
check_may_switch (const FfbBattle *battle, GError **error)
{
  if (!ffb_battle_check_not_fought (battle, _("its tactical rules are not changed"), error))
    return FALSE;
  if (!ffb_battle_has_begun (battle))
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE,
               _("The battle “%s” has begun: its dice and orders name the units of its orders "
                 "of battle, which other tactical rules would organize anew, so its tactical "
                 "rules are not changed."), battle->name);
  return FALSE;
}

static gboolean
organize_stored (FfbCampaign *campaign, FfbBattle *battle, GError **error)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (battle->oob[side] != NULL && !ffb_battle_organize_side (campaign, battle, side, error))
      return FALSE;
  return TRUE;
}

gboolean
ffb_battle_set_tactical_rules (FfbCampaign *campaign, FfbBattle *battle, FfbTactics *tactics,
                               GError **error)
{
  Before before = { 0 };
  gboolean done;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  if (battle->tactics == tactics
      || (battle->tactics != NULL && tactics != NULL
          && g_str_equal (battle->tactics->id, tactics->id)))
    return TRUE;
  if (!check_may_switch (battle, error))
    return FALSE;
  keep_before (battle, &before);
  ffb_battle_set_tactics (battle, tactics);
  /* Q1: the ratio is the new set's (FF's is the campaign's rule set, R4A); a ratio the
   * players agree for this battle is set after, as for any battle. */
  battle->stands_per_sp = tactics != NULL ? tactics->stands_per_sp
                                          : campaign->rules->stands_per_sp;
  battle->batteries_per_sp = tactics != NULL ? tactics->guns_per_sp
                                             : campaign->rules->batteries_per_sp;
  done = organize_stored (campaign, battle, error);
  if (!done)
    put_back (battle, &before);
  clear_before (&before);
  return done;
}
