/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-view.c: a reader's view of a battle at one turn. Everything goes through one
 * question, "may this reader see it?" (ffb-reader-knows.h), asked before it enters the view,
 * so that nothing a reader may not see is ever there to be printed. The text form is in
 * ffb-reader-view-text.c. */
#include "ffb-reader-view.h"

#include "ffb-keyring.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-neutral.h"
#include "ffb-reader-knows.h"

/* The OOB as the model copies it, with its findings: a reader's copy prints them. */
static FfbOob *
copy_oob (const FfbOob *oob)
{
  FfbOob *clone = ffb_oob_copy (oob);

  for (guint i = 0; i < oob->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      FfbFinding *kept = g_new0 (FfbFinding, 1);

      kept->rule = g_strdup (finding->rule);
      kept->unit_id = g_strdup (finding->unit_id);
      kept->message = g_strdup (finding->message);
      g_ptr_array_add (clone->findings, kept);
    }
  return clone;
}

static void
view_order_free (FfbReaderViewOrder *view_order)
{
  ffb_flank_order_free (view_order->order);
  g_free (view_order->leader_name);
  g_clear_pointer (&view_order->proposed, g_ptr_array_unref);
  g_clear_pointer (&view_order->arriving, g_ptr_array_unref);
  g_clear_pointer (&view_order->findings, g_ptr_array_unref);
  g_free (view_order->left_command);
  g_free (view_order);
}

void
ffb_reader_view_free (FfbReaderView *view)
{
  if (view == NULL)
    return;
  g_free (view->when);
  g_free (view->battle_id);
  g_free (view->battle_name);
  g_free (view->hex);
  g_free (view->commitment);
  g_free (view->signing_key);
  g_free (view->seed);
  g_clear_pointer (&view->tactics, ffb_tactics_unref);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_free (view->phrases[s]);
      g_clear_pointer (&view->oobs[s], ffb_oob_unref);
    }
  g_ptr_array_unref (view->orders);
  g_ptr_array_unref (view->secrets);
  g_ptr_array_unref (view->notices);
  g_ptr_array_unref (view->rolls);
  g_free (view);
}

const char *
ffb_reader_view_title (const FfbReaderView *view)
{
  g_return_val_if_fail (view != NULL, NULL);

  switch (view->reader)
    {
    case FFB_READER_UNION: return _("Union player's copy");
    case FFB_READER_CONFEDERATE: return _("Confederate player's copy");
    default: return _("Referee's copy");
    }
}

static void
view_setup (FfbReaderView *view, FfbCampaign *campaign, const FfbBattle *battle)
{
  view->battle_id = g_strdup (battle->id);
  view->battle_name = g_strdup (battle->name);
  view->hex = g_strdup (battle->hex);
  view->year = battle->year;
  view->months = battle->months;
  view->terrain = battle->terrain;
  view->river = battle->river;
  view->attacker = battle->attacker;
  view->stands_per_sp = battle->stands_per_sp;
  view->batteries_per_sp = battle->batteries_per_sp;
  view->turns_in_day = ffb_clock_turns_in_day (campaign->rules, battle->months);
  view->ground = ffb_rules_ground_effect (campaign->rules, battle->terrain, battle->river);
  view->tactics = battle->tactics != NULL ? ffb_tactics_ref (battle->tactics) : NULL;
  for (int s = 0; s < FFB_N_SIDES; s++)
    view->demoralized[s] = battle->sides[s].demoralized;
  view->when = ffb_battle_turn_describe (campaign->rules, battle->months, view->turn);
}

static void
view_dice (FfbReaderView *view, const FfbNeutral *neutral)
{
  const FfbDice *dice = neutral != NULL ? neutral->dice : NULL;

  for (int s = 0; s < FFB_N_SIDES; s++)
    view->phrases[s] = g_strdup (dice != NULL ? ffb_dice_phrase (dice, s) : "");
  if (dice == NULL)
    return;
  view->commitment = g_strdup (ffb_dice_commitment (dice));
  view->seed = g_strdup (ffb_dice_revealed_seed (dice));
  if (!ffb_reader_knows_counters (view->reader))
    return;
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, i);
      FfbRoll *kept = g_memdup2 (roll, sizeof *roll);

      kept->purpose = g_strdup (roll->purpose);
      g_ptr_array_add (view->rolls, kept);
    }
}

/* R7C: the defender builds breastworks from the stands he has on the table. */
static void
view_breastworks (FfbReaderView *view, FfbCampaign *campaign, const FfbBattle *battle,
                  FfbNeutral *neutral, FfbOob *const oobs[FFB_N_SIDES])
{
  FfbSide defender = ffb_battle_defender (battle);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  int stands;

  view->breastworks_inches = -1;
  if (!ffb_reader_owns (view->reader, defender))
    return;
  stands = ffb_flank_on_table_stands (neutral != NULL ? neutral->orders : none,
                                      oobs[defender]);
  view->breastworks_inches = ffb_rules_breastworks_inches (campaign->rules, battle->terrain,
                                                           battle->river, stands);
}

/* R11D: a player learns his own allowances, and what he may force on the other army. */
static void
view_rerolls (FfbReaderView *view, FfbOob *const oobs[FFB_N_SIDES])
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      view->rerolls[s] = ffb_rerolls_for (oobs[s]->rerolls);
      if (!ffb_reader_knows_own_rerolls (view->reader, s))
        view->rerolls[s].own = 0;
    }
}

/* R5B: a march's leader leaves the table with it; a command of his that stays gets a
 * generated Average leader (R4D), so that no copy shows him in two places. */
static void
replace_marching_leaders (FfbOob *oob, const FfbNeutral *neutral)
{
  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      FfbUnit *left = ffb_flank_order_left_command (g_ptr_array_index (neutral->orders, i), oob);

      if (left == NULL)
        continue;
      g_clear_pointer (&left->leader_id, g_free);
      g_clear_pointer (&left->leader_name, g_free);
      left->leader_stars = 0;
      left->rating = FFB_RATING_AVERAGE;
    }
}

static void
view_oobs (FfbReaderView *view, FfbCampaign *campaign, FfbNeutral *neutral,
           FfbOob *const oobs[FFB_N_SIDES])
{
  g_autoptr(GArray) no_results = ffb_ratings_new_results ();

  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      if (!ffb_reader_owns (view->reader, s))
        continue;
      view->oobs[s] = copy_oob (oobs[s]);
      ffb_ratings_apply (neutral != NULL ? neutral->ratings : no_results, campaign,
                         view->oobs[s], view->reader, view->turn);
      replace_marching_leaders (view->oobs[s], neutral);
    }
}

/* R7B(5a): what the encounter's notice tells the owner of a march it met, from that notice
 * on: before it he knows nothing of the encounter, and his march's own results stay sealed
 * until its own notice, which may come later. */
static void
view_encounter (const FfbReaderView *view, FfbCampaign *campaign, const FfbNeutral *neutral,
                const FfbFlankOrder *order, FfbOob *oob, FfbReaderViewOrder *kept)
{
  const FfbEncounter *encounter = ffb_neutral_find_encounter (neutral, order);

  if (encounter == NULL || !ffb_reader_knows_encounter (view->reader, encounter, view->turn))
    return;
  kept->met = TRUE;
  if (encounter->larger != (int) order->side)
    return;
  kept->larger = TRUE;
  kept->allowed = encounter->surplus;
  kept->proposed = ffb_flank_propose_arrivals (order, oob, campaign->rules, encounter->surplus);
  kept->arriving = order->arriving != NULL ? ffb_flank_order_copy_ids (order->arriving)
                                           : g_ptr_array_new_with_free_func (g_free);
  kept->may_pick = ffb_neutral_may_pick_arrivals (neutral, order, view->turn);
}

static FfbReaderViewOrder *
view_order (const FfbReaderView *view, FfbCampaign *campaign, const FfbBattle *battle,
            GPtrArray *orders, const FfbFlankOrder *order, FfbOob *oob)
{
  FfbReaderViewOrder *kept = g_new0 (FfbReaderViewOrder, 1);
  const FfbLeader *leader = ffb_campaign_find_leader (campaign, order->leader_id);
  const FfbUnit *left;

  kept->order = ffb_reader_knows_march (view->reader, order, view->turn);
  kept->leader_name = g_strdup (leader != NULL ? leader->name : order->leader_id);
  kept->initiative = leader != NULL ? leader->initiative : 0;
  kept->modifier = ffb_flank_modifier (campaign->rules, battle, order->side);
  kept->size = ffb_flank_order_size (order, oob, campaign->rules);
  kept->odds = ffb_flank_odds (campaign->rules, kept->initiative, kept->modifier);
  /* Checked against the other orders of its own side only (ffb_flank_check): a player's copy
   * learns nothing of the enemy's. */
  kept->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_finding_free);
  ffb_flank_check (order, orders, campaign, battle, oob, kept->findings);
  left = ffb_flank_order_left_command (order, oob);
  kept->left_command = left != NULL ? ffb_unit_path (left) : NULL;
  return kept;
}

static void
view_orders (FfbReaderView *view, FfbCampaign *campaign, const FfbBattle *battle,
             FfbNeutral *neutral, FfbOob *const oobs[FFB_N_SIDES])
{
  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      FfbReaderViewOrder *kept;

      if (!ffb_reader_owns (view->reader, order->side))
        continue;
      kept = view_order (view, campaign, battle, neutral->orders, order, oobs[order->side]);
      view_encounter (view, campaign, neutral, order, oobs[order->side], kept);
      g_ptr_array_add (view->orders, kept);
    }
}

static void
view_secrets (FfbReaderView *view, FfbCampaign *campaign, FfbBattle *battle, FfbNeutral *neutral)
{
  g_autoptr(GPtrArray) all = NULL;
  FfbBattleClock unstarted;

  if (neutral == NULL)
    {
      /* No secrets yet; dusk and dawn are told all the same. */
      ffb_battle_clock_init (&unstarted);
      g_ptr_array_unref (view->notices);
      view->notices = ffb_notices_up_to (&unstarted, campaign->rules, battle->months, NULL,
                                         NULL, view->turn);
      return;
    }
  all = ffb_neutral_secrets (neutral, campaign, battle);
  g_ptr_array_unref (view->secrets);
  view->secrets = ffb_reader_knows_secrets (all, view->reader, view->turn);
  g_ptr_array_unref (view->notices);
  view->notices = ffb_neutral_notices (neutral, campaign, battle, view->turn);
}

static FfbReaderView *
view_new_empty (FfbReader reader, int turn)
{
  FfbReaderView *view = g_new0 (FfbReaderView, 1);

  view->reader = reader;
  view->turn = turn;
  view->orders = g_ptr_array_new_with_free_func ((GDestroyNotify) view_order_free);
  view->secrets = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free);
  view->notices = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);
  view->rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_roll_free);
  return view;
}

static gboolean
check_turn (FfbCampaign *campaign, FfbBattle *battle, int *turn, GError **error)
{
  int now = battle->neutral != NULL ? ffb_neutral_now (battle->neutral, campaign, battle) : 0;
  g_autofree char *asked = NULL, *now_words = NULL;

  if (*turn < 0)
    *turn = now;
  if (*turn <= now)
    return TRUE;
  asked = ffb_battle_turn_describe (campaign->rules, battle->months, *turn);
  now_words = ffb_battle_turn_describe (campaign->rules, battle->months, now);
  /* Translators: the second and third %s (the last one) are battle turns, such as "day 1,
   * turn 3 (10:00)". */
  if (now > 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("Battle turn %d of “%s” (%s) has not "
                                                        "been played yet: the battle is at "
                                                        "%s."), *turn, battle->name, asked,
                 now_words);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("Battle turn %d of “%s” (%s) has not "
                                                        "been played yet: the battle has not "
                                                        "begun."), *turn, battle->name, asked);
  return FALSE;
}

FfbReaderView *
ffb_reader_view_new (FfbCampaign *campaign, FfbBattle *battle, FfbReader reader, int turn,
                     GError **error)
{
  FfbOob *oobs[FFB_N_SIDES];
  FfbNeutral *neutral;
  FfbReaderView *view;

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail ((int) reader >= 0 && reader < FFB_N_READERS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_turn (campaign, battle, &turn, error)
      || !ffb_neutral_oobs (campaign, battle, oobs, error))
    return NULL;
  neutral = battle->neutral;
  view = view_new_empty (reader, turn);
  view_setup (view, campaign, battle);
  view_dice (view, neutral);
  view->signing_key = ffb_chain_fingerprint (campaign->keyring->chain);
  view_breastworks (view, campaign, battle, neutral, oobs);
  view_rerolls (view, oobs);
  view_oobs (view, campaign, neutral, oobs);
  view_orders (view, campaign, battle, neutral, oobs);
  view_secrets (view, campaign, battle, neutral);
  return view;
}
