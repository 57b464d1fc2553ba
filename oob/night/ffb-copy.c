/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-copy.c: a reader's copy of a battle at one turn. Everything goes through one question,
 * "may this reader see it?", asked before it enters the copy, so that nothing a reader may
 * not see is ever there to be printed. The text form is in ffb-copy-text.c. */
#include "ffb-copy.h"

#include "ffb-keyring.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-neutral.h"

/* The OOB as the model copies it, with its findings: a reader's copy prints them. */
static FfbOob *
copy_oob (const FfbOob *oob)
{
  FfbOob *copy = ffb_oob_copy (oob);

  for (guint i = 0; i < oob->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      FfbFinding *kept = g_new0 (FfbFinding, 1);

      kept->rule = g_strdup (finding->rule);
      kept->unit_id = g_strdup (finding->unit_id);
      kept->message = g_strdup (finding->message);
      g_ptr_array_add (copy->findings, kept);
    }
  return copy;
}

static void
copy_order_free (FfbCopyOrder *copy_order)
{
  ffb_flank_order_free (copy_order->order);
  g_free (copy_order->leader_name);
  g_clear_pointer (&copy_order->proposed, g_ptr_array_unref);
  g_clear_pointer (&copy_order->arriving, g_ptr_array_unref);
  g_clear_pointer (&copy_order->findings, g_ptr_array_unref);
  g_free (copy_order->left_command);
  g_free (copy_order);
}

void
ffb_copy_free (FfbCopy *copy)
{
  if (copy == NULL)
    return;
  g_free (copy->when);
  g_free (copy->battle_id);
  g_free (copy->battle_name);
  g_free (copy->hex);
  g_free (copy->commitment);
  g_free (copy->signing_key);
  g_free (copy->seed);
  g_clear_pointer (&copy->tactics, ffb_tactics_unref);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      g_free (copy->phrases[s]);
      g_clear_pointer (&copy->oobs[s], ffb_oob_unref);
    }
  g_ptr_array_unref (copy->orders);
  g_ptr_array_unref (copy->secrets);
  g_ptr_array_unref (copy->notices);
  g_ptr_array_unref (copy->rolls);
  g_free (copy);
}

const char *
ffb_copy_title (const FfbCopy *copy)
{
  g_return_val_if_fail (copy != NULL, NULL);

  switch (copy->reader)
    {
    case FFB_READER_UNION: return _("Union player's copy");
    case FFB_READER_CONFEDERATE: return _("Confederate player's copy");
    default: return _("Referee's copy");
    }
}

static void
copy_setup (FfbCopy *copy, FfbCampaign *campaign, const FfbBattle *battle)
{
  copy->battle_id = g_strdup (battle->id);
  copy->battle_name = g_strdup (battle->name);
  copy->hex = g_strdup (battle->hex);
  copy->year = battle->year;
  copy->months = battle->months;
  copy->terrain = battle->terrain;
  copy->river = battle->river;
  copy->attacker = battle->attacker;
  copy->stands_per_sp = battle->stands_per_sp;
  copy->batteries_per_sp = battle->batteries_per_sp;
  copy->turns_in_day = ffb_clock_turns_in_day (campaign->rules, battle->months);
  copy->ground = ffb_rules_ground_effect (campaign->rules, battle->terrain, battle->river);
  copy->tactics = battle->tactics != NULL ? ffb_tactics_ref (battle->tactics) : NULL;
  for (int s = 0; s < FFB_N_SIDES; s++)
    copy->demoralized[s] = battle->sides[s].demoralized;
  copy->when = ffb_battle_turn_describe (campaign->rules, battle->months, copy->turn);
}

static void
copy_dice (FfbCopy *copy, const FfbNeutral *neutral)
{
  const FfbDice *dice = neutral != NULL ? neutral->dice : NULL;

  for (int s = 0; s < FFB_N_SIDES; s++)
    copy->phrases[s] = g_strdup (dice != NULL ? ffb_dice_phrase (dice, s) : "");
  if (dice == NULL)
    return;
  copy->commitment = g_strdup (ffb_dice_commitment (dice));
  copy->seed = g_strdup (ffb_dice_revealed_seed (dice));
  if (copy->reader != FFB_READER_REFEREE)
    return;
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, i);
      FfbRoll *kept = g_memdup2 (roll, sizeof *roll);

      kept->purpose = g_strdup (roll->purpose);
      g_ptr_array_add (copy->rolls, kept);
    }
}

/* R7C: the defender builds breastworks from the stands he has on the table. */
static void
copy_breastworks (FfbCopy *copy, FfbCampaign *campaign, const FfbBattle *battle,
                  FfbNeutral *neutral, FfbOob *const oobs[FFB_N_SIDES])
{
  FfbSide defender = ffb_battle_defender (battle);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  int stands;

  copy->breastworks_inches = -1;
  if (!ffb_reader_owns (copy->reader, defender))
    return;
  stands = ffb_flank_on_table_stands (neutral != NULL ? neutral->orders : none,
                                      oobs[defender]);
  copy->breastworks_inches = ffb_rules_breastworks_inches (campaign->rules, battle->terrain,
                                                           battle->river, stands);
}

/* R11D: a player learns his own allowances, and what he may force on the other army. */
static void
copy_rerolls (FfbCopy *copy, FfbOob *const oobs[FFB_N_SIDES])
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      copy->rerolls[s] = ffb_rerolls_for (oobs[s]->rerolls);
      if (!ffb_reader_owns (copy->reader, s))
        copy->rerolls[s].own = 0;
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
copy_oobs (FfbCopy *copy, FfbCampaign *campaign, FfbNeutral *neutral,
           FfbOob *const oobs[FFB_N_SIDES])
{
  g_autoptr(GArray) no_results = ffb_ratings_new_results ();

  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      if (!ffb_reader_owns (copy->reader, s))
        continue;
      copy->oobs[s] = copy_oob (oobs[s]);
      ffb_ratings_apply (neutral != NULL ? neutral->ratings : no_results, campaign,
                         copy->oobs[s], copy->reader, copy->turn);
      replace_marching_leaders (copy->oobs[s], neutral);
    }
}

/* Its results once announced (R7B: not before, not even to its owner). */
static gboolean
results_known (const FfbCopy *copy, const FfbFlankOrder *order)
{
  if (copy->reader == FFB_READER_REFEREE)
    return TRUE;
  return order->rolled && order->arrival_turn > 0 && copy->turn >= order->notice_turn;
}

/* R7B(5a): what the encounter's notice tells the owner of a march it met, from that notice
 * on: before it he knows nothing of the encounter, and his march's own results stay sealed
 * until its own notice, which may come later. */
static void
copy_encounter (const FfbCopy *copy, FfbCampaign *campaign, const FfbNeutral *neutral,
                const FfbFlankOrder *order, FfbOob *oob, FfbCopyOrder *kept)
{
  const FfbEncounter *encounter = ffb_neutral_find_encounter (neutral, order);

  if (encounter == NULL
      || (copy->reader != FFB_READER_REFEREE && copy->turn < encounter->told_turn))
    return;
  kept->met = TRUE;
  if (encounter->larger != (int) order->side)
    return;
  kept->larger = TRUE;
  kept->allowed = encounter->surplus;
  kept->proposed = ffb_flank_propose_arrivals (order, oob, campaign->rules, encounter->surplus);
  kept->arriving = order->arriving != NULL ? ffb_flank_order_copy_ids (order->arriving)
                                           : g_ptr_array_new_with_free_func (g_free);
  kept->may_pick = ffb_neutral_may_pick_arrivals (neutral, order, copy->turn);
}

static FfbCopyOrder *
copy_order (const FfbCopy *copy, FfbCampaign *campaign, const FfbBattle *battle,
            GPtrArray *orders, const FfbFlankOrder *order, FfbOob *oob)
{
  FfbCopyOrder *kept = g_new0 (FfbCopyOrder, 1);
  const FfbLeader *leader = ffb_campaign_find_leader (campaign, order->leader_id);
  const FfbUnit *left;

  kept->order = ffb_flank_order_copy (order, results_known (copy, order));
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
copy_orders (FfbCopy *copy, FfbCampaign *campaign, const FfbBattle *battle,
             FfbNeutral *neutral, FfbOob *const oobs[FFB_N_SIDES])
{
  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      FfbCopyOrder *kept;

      if (!ffb_reader_owns (copy->reader, order->side))
        continue;
      kept = copy_order (copy, campaign, battle, neutral->orders, order, oobs[order->side]);
      copy_encounter (copy, campaign, neutral, order, oobs[order->side], kept);
      g_ptr_array_add (copy->orders, kept);
    }
}

static void
copy_secrets (FfbCopy *copy, FfbCampaign *campaign, FfbBattle *battle, FfbNeutral *neutral)
{
  g_autoptr(GPtrArray) all = NULL;
  FfbBattleClock unstarted;

  if (neutral == NULL)
    {
      /* No secrets yet; dusk and dawn are told all the same. */
      ffb_battle_clock_init (&unstarted);
      g_ptr_array_unref (copy->notices);
      copy->notices = ffb_notices_up_to (&unstarted, campaign->rules, battle->months, NULL,
                                         NULL, copy->turn);
      return;
    }
  all = ffb_neutral_secrets (neutral, campaign, battle);
  g_ptr_array_unref (copy->secrets);
  copy->secrets = ffb_secrets_visible (all, copy->reader, copy->turn);
  /* Counters would count the other side's rolls: the referee's alone. */
  for (guint i = 0; copy->reader != FFB_READER_REFEREE && i < copy->secrets->len; i++)
    ((FfbSecret *) g_ptr_array_index (copy->secrets, i))->roll = -1;
  g_ptr_array_unref (copy->notices);
  copy->notices = ffb_neutral_notices (neutral, campaign, battle, copy->turn);
}

static FfbCopy *
copy_new_empty (FfbReader reader, int turn)
{
  FfbCopy *copy = g_new0 (FfbCopy, 1);

  copy->reader = reader;
  copy->turn = turn;
  copy->orders = g_ptr_array_new_with_free_func ((GDestroyNotify) copy_order_free);
  copy->secrets = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free);
  copy->notices = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);
  copy->rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_roll_free);
  return copy;
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

FfbCopy *
ffb_copy_new (FfbCampaign *campaign, FfbBattle *battle, FfbReader reader, int turn,
              GError **error)
{
  FfbOob *oobs[FFB_N_SIDES];
  FfbNeutral *neutral;
  FfbCopy *copy;

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail ((int) reader >= 0 && reader < FFB_N_READERS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_turn (campaign, battle, &turn, error)
      || !ffb_neutral_oobs (campaign, battle, oobs, error))
    return NULL;
  neutral = battle->neutral;
  copy = copy_new_empty (reader, turn);
  copy_setup (copy, campaign, battle);
  copy_dice (copy, neutral);
  copy->signing_key = ffb_chain_fingerprint (campaign->keyring->chain);
  copy_breastworks (copy, campaign, battle, neutral, oobs);
  copy_rerolls (copy, oobs);
  copy_oobs (copy, campaign, neutral, oobs);
  copy_orders (copy, campaign, battle, neutral, oobs);
  copy_secrets (copy, campaign, battle, neutral);
  return copy;
}
