/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-view.c: what one player may know of a sealed battle at the clock's present,
 * worked out in the referee's session for that player's sealed part of the file ("Secrets at
 * rest"). The player's passphrase then opens his ratings, orders and results without the
 * battle's seed, which stays the referee's until revealed. */
#include "ffb-neutral.h"

#include "ffb-cards.h"

/* His march's results once its notice has told them (R7B: not before, not even to him). */
static gboolean
results_known (const FfbFlankOrder *order, int now)
{
  return order->rolled && order->arrival_turn > 0 && now >= order->notice_turn;
}

/* An encounter his march was in, as told to him (R7B(5a)): whether his was the larger and,
 * if so, by how much; no roll, and nothing of the enemy's march. */
static void
view_encounter (FfbNeutral *view, const FfbEncounter *encounter, FfbSide side)
{
  FfbEncounter told = { 0 };

  told.union_flank = encounter->union_flank;
  told.met = TRUE;
  told.roll = -1;
  told.told_turn = encounter->told_turn;
  told.larger = encounter->larger == (int) side ? (int) side : -1;
  told.surplus = encounter->larger == (int) side ? encounter->surplus : 0;
  g_array_append_val (view->encounters, told);
}

static void
view_orders (FfbNeutral *view, const FfbNeutral *neutral, FfbSide side, int now)
{
  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      const FfbEncounter *encounter;
      FfbFlankOrder *kept;

      if (order->side != side)
        continue;
      kept = ffb_flank_order_copy (order, results_known (order, now));
      /* The roll's counter would count the other side's rolls. */
      kept->roll = -1;
      encounter = ffb_neutral_find_encounter (neutral, order);
      if (encounter != NULL && encounter->told_turn <= now)
        {
          view_encounter (view, encounter, side);
          /* From the notice on, the larger march's owner knows what of it arrives. */
          if (encounter->larger == (int) side && order->arriving != NULL
              && kept->arriving == NULL)
            kept->arriving = ffb_flank_order_copy_ids (order->arriving);
        }
      g_ptr_array_add (view->orders, kept);
    }
}

static void
view_ratings (FfbNeutral *view, const FfbNeutral *neutral, FfbSide side, int now)
{
  for (guint i = 0; i < neutral->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (neutral->ratings, FfbRatingResult, i);
      FfbRatingResult kept = *result;

      if (result->side != side || result->turn > now)
        continue;
      kept.unit_id = g_strdup (result->unit_id);
      kept.roll = -1;
      g_array_append_val (view->ratings, kept);
    }
  for (guint i = 0; i < neutral->p_rolls->len; i++)
    {
      const FfbPRoll *p_roll = &g_array_index (neutral->p_rolls, FfbPRoll, i);
      FfbPRoll kept = *p_roll;

      if (p_roll->side != side || p_roll->turn > now)
        continue;
      kept.brigade_id = g_strdup (p_roll->brigade_id);
      kept.leader_unit_id = g_strdup (p_roll->leader_unit_id);
      kept.roll = -1;
      g_array_append_val (view->p_rolls, kept);
    }
}

/* The sealed results in words that he may read by now, without their counters: a copy at
 * any turn up to now filters them again (what is visible only grows with the turn). */
static GPtrArray *
view_secrets (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
              int now)
{
  g_autoptr(GPtrArray) all = ffb_neutral_secrets (neutral, campaign, battle);
  GPtrArray *shown = ffb_secrets_visible (all, ffb_reader_for_side (side), now);

  for (guint i = 0; i < shown->len; i++)
    ((FfbSecret *) g_ptr_array_index (shown, i))->roll = -1;
  return shown;
}

FfbNeutral *
ffb_neutral_player_view (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
                         FfbSide side)
{
  FfbNeutral *view;
  int now;

  g_return_val_if_fail (neutral != NULL && campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail (neutral->view < 0, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);

  now = ffb_neutral_now (neutral, campaign, battle);
  view = ffb_neutral_new ();
  view->view = side;
  view->rolled = neutral->rolled;
  view->setup_digest = g_strdup (neutral->setup_digest);
  view->clock = neutral->clock;
  if (neutral->dice != NULL)
    view->dice = ffb_dice_restore_public (ffb_dice_stream (neutral->dice),
                                          ffb_dice_commitment (neutral->dice),
                                          ffb_dice_phrase (neutral->dice, FFB_SIDE_UNION),
                                          ffb_dice_phrase (neutral->dice,
                                                           FFB_SIDE_CONFEDERATE), NULL);
  if (view->dice != NULL)
    ffb_dice_set_derivation (view->dice, ffb_dice_derivation (neutral->dice), NULL);
  view_orders (view, neutral, side, now);
  view_ratings (view, neutral, side, now);
  view->shown = view_secrets (neutral, campaign, battle, side, now);
  view->told = ffb_neutral_notices (neutral, campaign, battle, now);
  if (neutral->cards != NULL && battle->neutral == neutral)
    view->cards = ffb_cards_player_view (battle, side);
  return view;
}
