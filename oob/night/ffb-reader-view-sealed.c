/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-view-sealed.c: a player's view of a sealed battle at the clock's present, as a
 * night record, worked out in the referee's session for that player's sealed part of the file
 * ("Secrets at rest") by the rules of ffb-reader-knows.h. The player's passphrase then opens his
 * ratings, orders and results without the battle's seed, which stays the referee's until
 * revealed. */
#include "ffb-reader-view.h"

#include "ffb-cards.h"
#include "ffb-neutral.h"
#include "ffb-reader-knows.h"

static void
view_orders (FfbNeutral *view, const FfbNeutral *neutral, FfbSide side, int now)
{
  FfbReader reader = ffb_reader_for_side (side);

  for (guint i = 0; i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      const FfbEncounter *encounter;
      FfbFlankOrder *kept;

      if (order->side != side)
        continue;
      kept = ffb_reader_knows_march (reader, order, now);
      encounter = ffb_neutral_find_encounter (neutral, order);
      if (encounter != NULL && ffb_reader_knows_encounter (reader, encounter, now))
        {
          FfbEncounter told = ffb_reader_knows_encounter_as (encounter, side);

          g_array_append_val (view->encounters, told);
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
  FfbReader reader = ffb_reader_for_side (side);

  for (guint i = 0; i < neutral->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (neutral->ratings, FfbRatingResult, i);
      FfbRatingResult kept;

      if (result->side != side || !ffb_reader_knows_roll_of (reader, side, result->turn, now))
        continue;
      kept = ffb_reader_knows_rating (reader, result);
      g_array_append_val (view->ratings, kept);
    }
  for (guint i = 0; i < neutral->p_rolls->len; i++)
    {
      const FfbPRoll *p_roll = &g_array_index (neutral->p_rolls, FfbPRoll, i);
      FfbPRoll kept;

      if (p_roll->side != side || !ffb_reader_knows_roll_of (reader, side, p_roll->turn, now))
        continue;
      kept = ffb_reader_knows_p_roll (reader, p_roll);
      g_array_append_val (view->p_rolls, kept);
    }
}

/* The sealed results in words that he may read by now: a copy at any turn up to now filters
 * them again (what is visible only grows with the turn). */
static GPtrArray *
view_secrets (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
              int now)
{
  g_autoptr(GPtrArray) all = ffb_neutral_secrets (neutral, campaign, battle);

  return ffb_reader_knows_secrets (all, ffb_reader_for_side (side), now);
}

FfbNeutral *
ffb_reader_view_sealed (FfbNeutral *neutral, FfbCampaign *campaign, FfbBattle *battle,
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
