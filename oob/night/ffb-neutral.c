/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral.c: the neutral party's order of business: dice, orders, the pre-battle rolls
 * and the turns. Its words are in ffb-neutral-secrets.c, its checks in ffb-neutral-verify.c. */
#include "ffb-neutral.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-setup-digest.h"

FfbNeutral *
ffb_battle_get_neutral (FfbBattle *battle)
{
  g_return_val_if_fail (battle != NULL, NULL);

  if (battle->neutral == NULL)
    battle->neutral = ffb_neutral_new ();
  return battle->neutral;
}

gboolean
ffb_neutral_start (FfbNeutral *neutral, const FfbBattle *battle, const char *seed_hex,
                   GError **error)
{
  g_return_val_if_fail (neutral != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ffb_neutral_check_not_view (neutral, battle, error))
    return FALSE;
  if (neutral->dice != NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle “%s” already has its dice "
                     "(commitment %.16s...); a battle is rolled with one seed only."), battle->name,
                   ffb_dice_commitment (neutral->dice));
      return FALSE;
    }
  neutral->dice = seed_hex != NULL ? ffb_dice_new_from_hex (battle->id, seed_hex, error)
                                   : ffb_dice_new (battle->id, error);
  return neutral->dice != NULL;
}

gboolean
ffb_neutral_oobs (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oobs[FFB_N_SIDES],
                  GError **error)
{
  g_return_val_if_fail (campaign != NULL && battle != NULL && oobs != NULL, FALSE);

  for (int side = 0; side < FFB_N_SIDES; side++)
    if ((oobs[side] = ffb_battle_ensure_oob (campaign, battle, side, error)) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
ffb_neutral_marches (const FfbNeutral *neutral, FfbSide side, const FfbUnit *unit)
{
  g_return_val_if_fail (neutral != NULL && unit != NULL, FALSE);

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (order->side != side)
        continue;
      /* A march's leader goes with it, wherever his command stands. */
      if (ffb_flank_order_takes (order, unit)
          || g_strcmp0 (unit->leader_id, order->leader_id) == 0)
        return TRUE;
    }
  return FALSE;
}

void
ffb_neutral_refuse_late_order (GPtrArray *findings)
{
  FfbFinding *finding = g_new0 (FfbFinding, 1);

  g_return_if_fail (findings != NULL);

  finding->rule = g_strdup ("R5");
  finding->message = g_strdup (_("Flank marches are decided before the battle; the dice have "
                                 "already rolled for them."));
  g_ptr_array_add (findings, finding);
}

gboolean
ffb_neutral_give_order (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                        const FfbFlankOrder *order, GPtrArray *findings)
{
  g_autoptr(GError) error = NULL;
  FfbOob *oobs[FFB_N_SIDES];

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (order != NULL && findings != NULL, FALSE);

  if (neutral->rolled)
    {
      ffb_neutral_refuse_late_order (findings);
      return FALSE;
    }
  if (!ffb_neutral_check_not_view (neutral, battle, &error)
      || !ffb_neutral_oobs (campaign, battle, oobs, &error))
    {
      FfbFinding *finding = g_new0 (FfbFinding, 1);

      finding->rule = g_strdup ("R5B");
      finding->message = g_strdup_printf (_("The march cannot be checked against the OOB: %s"),
                                          error->message);
      g_ptr_array_add (findings, finding);
      return FALSE;
    }
  if (ffb_flank_check (order, neutral->orders, campaign, battle, oobs[order->side],
                       findings) > 0)
    return FALSE;
  g_ptr_array_add (neutral->orders, ffb_flank_order_copy (order, FALSE));
  return TRUE;
}

gboolean
ffb_neutral_cancel_order (FfbNeutral *neutral, FfbSide side, FfbFlank flank)
{
  FfbFlankOrder *order;

  g_return_val_if_fail (neutral != NULL, FALSE);

  order = ffb_neutral_find_order (neutral, side, flank);
  if (order == NULL || neutral->rolled || neutral->view >= 0)
    return FALSE;
  return g_ptr_array_remove (neutral->orders, order);
}

static int
turns_in_day (FfbCampaign *campaign, const FfbBattle *battle)
{
  return ffb_clock_turns_in_day (campaign->rules, battle->months);
}

int
ffb_neutral_now (const FfbNeutral *neutral, FfbCampaign *campaign, const FfbBattle *battle)
{
  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, 0);
  return ffb_battle_clock_now (&neutral->clock, turns_in_day (campaign, battle));
}

static void
roll_on_table (FfbNeutral *neutral, FfbCampaign *campaign, FfbSide side, const FfbUnit *unit)
{
  if (!ffb_neutral_marches (neutral, side, unit))
    ffb_ratings_roll_unit (neutral->ratings, neutral->dice, campaign, side, unit, 0);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    roll_on_table (neutral, campaign, side, g_ptr_array_index (unit->children, i));
}

static void
roll_marches (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle, FfbSide side)
{
  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      FfbFlankOrder *order = ffb_neutral_find_order (neutral, side, flank);
      const FfbLeader *leader;

      if (order == NULL)
        continue;
      leader = ffb_campaign_find_leader (campaign, order->leader_id);
      ffb_flank_roll_arrival (order, neutral->dice, campaign->rules, battle,
                              leader != NULL ? leader->initiative : 1,
                              turns_in_day (campaign, battle));
    }
}

static void
roll_encounters (FfbNeutral *neutral, FfbCampaign *campaign, FfbOob *oobs[FFB_N_SIDES])
{
  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      FfbFlankOrder *pair[FFB_N_SIDES] = {
        ffb_neutral_find_order (neutral, FFB_SIDE_UNION, flank),
        ffb_neutral_find_order (neutral, FFB_SIDE_CONFEDERATE, ffb_flank_facing (flank)),
      };
      FfbEncounter encounter;

      if (pair[0] == NULL || pair[1] == NULL)
        continue;
      encounter = ffb_flank_resolve_encounter (pair, oobs, neutral->dice, campaign->rules);
      g_array_append_val (neutral->encounters, encounter);
    }
}

/* Orders may have been read from a file: they are checked again before anything rolls. */
static gboolean
recheck_orders (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                FfbOob *oobs[FFB_N_SIDES], GError **error)
{
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (ffb_flank_check (order, neutral->orders, campaign, battle, oobs[order->side],
                           findings) > 0)
        {
          const FfbFinding *first = g_ptr_array_index (findings, 0);

          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The %s %s flank march may not "
                         "go: %s: %s"), ffb_side_display_name (order->side),
                       ffb_flank_sentence_word (order->flank), first->rule, first->message);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ffb_neutral_check_not_view (const FfbNeutral *neutral, const FfbBattle *battle, GError **error)
{
  g_return_val_if_fail (neutral != NULL && battle != NULL, FALSE);

  if (neutral->view < 0)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The battle “%s” is open with the %s "
                 "player's passphrase, which shows his own part only: the referee's passphrase "
                 "rolls, takes orders and moves the clock."), battle->id,
               ffb_side_display_name (neutral->view));
  return FALSE;
}

static gboolean
ready_to_roll (FfbNeutral *neutral, const FfbBattle *battle, GError **error)
{
  if (!ffb_neutral_check_not_view (neutral, battle, error))
    return FALSE;
  if (neutral->dice == NULL)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle “%s” has no dice yet (show the commitment first): the neutral "
                   "party cannot roll."), battle->name);
  else if (ffb_dice_is_revealed (neutral->dice))
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle “%s” has its seed revealed: the neutral party cannot roll."),
                 battle->name);
  else if (neutral->rolled)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The pre-battle rolls of “%s” are "
                   "already made."), battle->name);
  else
    return TRUE;
  return FALSE;
}

gboolean
ffb_neutral_roll_pre_battle (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                             GError **error)
{
  FfbOob *oobs[FFB_N_SIDES];

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ready_to_roll (neutral, battle, error) || !ffb_neutral_oobs (campaign, battle, oobs, error)
      || !recheck_orders (neutral, campaign, battle, oobs, error))
    return FALSE;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      roll_on_table (neutral, campaign, side, oobs[side]->army);
      roll_marches (neutral, campaign, battle, side);
    }
  roll_encounters (neutral, campaign, oobs);
  neutral->rolled = TRUE;
  /* "Fair dice": what these rolls were made on, for verify to recompute. */
  g_free (neutral->setup_digest);
  neutral->setup_digest = ffb_setup_digest (battle);
  return TRUE;
}

/* R7B(7): with a partial arrival (R7B(5a)) a command comes when one of its brigades does;
 * the march's own leader always comes with it. */
static gboolean
command_arrives (const FfbFlankOrder *order, const FfbUnit *unit)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  if (order->arriving == NULL || g_strcmp0 (unit->leader_id, order->leader_id) == 0)
    return TRUE;
  g_ptr_array_add (stack, (gpointer) unit);
  while (stack->len > 0)
    {
      const FfbUnit *next = g_ptr_array_steal_index (stack, stack->len - 1);

      if (next->kind == FFB_UNIT_BRIGADE && ffb_flank_order_brigade_arrives (order, next->id))
        return TRUE;
      for (guint i = 0; next->children != NULL && i < next->children->len; i++)
        g_ptr_array_add (stack, g_ptr_array_index (next->children, i));
    }
  return FALSE;
}

static void
roll_arrival_ratings (FfbNeutral *neutral, FfbCampaign *campaign, const FfbFlankOrder *order,
                      FfbOob *oob, int now)
{
  g_autoptr(GPtrArray) leaders = ffb_flank_order_leader_units (order, oob);
  g_autoptr(GPtrArray) brigades = ffb_flank_order_brigades (order, oob);

  for (guint i = 0; i < leaders->len; i++)
    {
      const FfbUnit *unit = g_ptr_array_index (leaders, i);

      if (command_arrives (order, unit)
          && ffb_ratings_find (neutral->ratings, order->side, unit->id) == NULL)
        ffb_ratings_roll_unit (neutral->ratings, neutral->dice, campaign, order->side, unit,
                               now);
    }
  for (guint i = 0; i < brigades->len; i++)
    {
      const FfbUnit *unit = g_ptr_array_index (brigades, i);

      /* Once: a clock taken back and run on again rolls nothing twice. */
      if (ffb_flank_order_brigade_arrives (order, unit->id)
          && ffb_ratings_find (neutral->ratings, order->side, unit->id) == NULL)
        ffb_ratings_roll_unit (neutral->ratings, neutral->dice, campaign, order->side, unit,
                               now);
    }
}

/* R7B(7): every march entering now gets its R7A rolls, Union first. */
static gboolean
arrive (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle, GError **error)
{
  int now = ffb_neutral_now (neutral, campaign, battle);
  FfbOob *oobs[FFB_N_SIDES];

  if (neutral->clock.night)
    return TRUE; /* nightfall: nothing enters */
  if (!ffb_neutral_oobs (campaign, battle, oobs, error))
    return FALSE;
  for (int side = 0; side < FFB_N_SIDES; side++)
    for (int flank = 0; flank < FFB_N_FLANKS; flank++)
      {
        const FfbFlankOrder *order = ffb_neutral_find_order (neutral, side, flank);

        if (order != NULL && order->rolled && order->arrival_turn == now)
          roll_arrival_ratings (neutral, campaign, order, oobs[side], now);
      }
  return TRUE;
}

static gboolean
ready_for_turns (FfbNeutral *neutral, const FfbBattle *battle, GError **error)
{
  if (!ffb_neutral_check_not_view (neutral, battle, error))
    return FALSE;
  if (neutral->rolled && !ffb_dice_is_revealed (neutral->dice))
    return TRUE;
  if (neutral->rolled)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle “%s” is over: its seed is revealed."), battle->name);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("The battle “%s” has not begun: the pre-battle rolls come first."),
                 battle->name);
  return FALSE;
}

gboolean
ffb_neutral_advance (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                     GError **error)
{
  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return ready_for_turns (neutral, battle, error)
         && ffb_battle_clock_advance (&neutral->clock, turns_in_day (campaign, battle), error)
         && arrive (neutral, campaign, battle, error);
}

gboolean
ffb_neutral_back (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                  GError **error)
{
  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return ready_for_turns (neutral, battle, error)
         && ffb_battle_clock_back (&neutral->clock, turns_in_day (campaign, battle), error);
}

gboolean
ffb_neutral_next_day (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                      GError **error)
{
  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return ready_for_turns (neutral, battle, error)
         && ffb_battle_clock_next_day (&neutral->clock, error)
         && arrive (neutral, campaign, battle, error);
}

gboolean
ffb_neutral_roll_attached_p (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                             FfbSide side, const char *leader_unit_id, const char *brigade_id,
                             int *value, GError **error)
{
  FfbOob *oobs[FFB_N_SIDES];

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!ready_for_turns (neutral, battle, error) || !ffb_neutral_oobs (campaign, battle, oobs,
                                                                      error))
    return FALSE;
  return ffb_ratings_roll_attached_p (neutral->p_rolls, neutral->ratings, neutral->dice,
                                      campaign, oobs[side], leader_unit_id, brigade_id,
                                      ffb_neutral_now (neutral, campaign, battle), value,
                                      error);
}

gboolean
ffb_neutral_may_pick_arrivals (const FfbNeutral *neutral, const FfbFlankOrder *order, int turn)
{
  const FfbEncounter *encounter;

  g_return_val_if_fail (neutral != NULL && order != NULL, FALSE);

  encounter = ffb_neutral_find_encounter (neutral, order);
  if (encounter == NULL || encounter->larger != (int) order->side || order->arriving == NULL)
    return FALSE;
  if (neutral->clock.ended || neutral->dice == NULL || ffb_dice_is_revealed (neutral->dice))
    return FALSE;
  /* A player's view holds his march's entry turn from its notice on; before that it has not
   * entered by the view's present, nor by any turn a copy of it shows. */
  if (neutral->view >= 0 && !order->rolled)
    return encounter->told_turn <= turn && order->arriving->len > 0;
  return encounter->told_turn <= turn && turn < order->arrival_turn;
}

gboolean
ffb_neutral_choose_arrivals (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                             FfbSide side, FfbFlank flank, const char *const *brigade_ids,
                             GError **error)
{
  FfbFlankOrder *order;
  FfbOob *oobs[FFB_N_SIDES];
  int now;

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (brigade_ids != NULL, FALSE);

  if (!ffb_neutral_check_not_view (neutral, battle, error))
    return FALSE;
  order = ffb_neutral_find_order (neutral, side, flank);
  now = ffb_neutral_now (neutral, campaign, battle);
  if (order == NULL || !ffb_neutral_may_pick_arrivals (neutral, order, now))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("R7B(5a): there is nothing to pick "
                     "for the %s %s flank march now: only the larger of two marches that met "
                     "off table picks which of its brigades arrive, from the encounter's notice "
                     "until it enters."), ffb_side_display_name (side),
                   ffb_flank_sentence_word (flank));
      return FALSE;
    }
  return ffb_neutral_oobs (campaign, battle, oobs, error)
         && ffb_flank_choose_arrivals (order, oobs[side], campaign->rules,
                                       ffb_neutral_find_encounter (neutral, order)->surplus,
                                       brigade_ids, now, error);
}

gboolean
ffb_neutral_reveal (FfbNeutral *neutral, GError **error)
{
  g_return_val_if_fail (neutral != NULL, FALSE);

  if (neutral->view >= 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The seed is the referee's: a "
                     "player's passphrase does not open it, nor reveal it."));
      return FALSE;
    }
  /* Before the pre-battle rolls the battle is not under way: a seed revealed then would
   * tell every roll to come. */
  if (neutral->dice == NULL || !neutral->rolled)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("There is no seed to reveal: the "
                     "neutral party never rolled."));
      return FALSE;
    }
  return ffb_dice_reveal (neutral->dice);
}
