/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-campaign.c: a block battle (C2F) fought in the campaign and kept in its history
 * (see ffb-blocks-campaign.h). */
#include "ffb-blocks-campaign.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-blocks.h"
#include "ffb-error.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-snapshot.h"

char *
ffb_blocks_campaign_round_stream (int number, int turn, guint round)
{
  return g_strdup_printf ("blocks.turn-%d.battle-%d.round-%u", turn, number, round);
}

int
ffb_blocks_campaign_next_number (FfbCampaign *campaign, int turn)
{
  GPtrArray *history;
  int earlier = 0;

  g_return_val_if_fail (campaign != NULL, 1);
  history = ffb_history_get (campaign);
  /* A battle counts once: a whole one, or its first round. */
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_BLOCK_BATTLE && change->turn == turn
          && change->block_battle != NULL && change->block_battle->round <= 1)
        earlier++;
    }
  if (campaign->blocks_battle != NULL && campaign->blocks_turn == turn)
    earlier = MAX (earlier, campaign->blocks_number);
  return earlier + 1;
}

gboolean
ffb_blocks_campaign_start (FfbCampaign *campaign, const FfbBlockBattle *battle, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  int turn;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  if (!ffb_blocks_check (battle, error))
    return FALSE;
  if (campaign->blocks_battle != NULL)
    return ffb_refuse (error, _("C2G: a block battle is under way in the campaign already: fight "
                                "it to its end first."));
  if (battle->round > 0 || battle->begun || battle->log->len > 0)
    return ffb_refuse (error, _("C2F: the battle \"%s\" has been fought already."), battle->name);
  if (battle->retreats->len > 0 || battle->choices->len > 0)
    return ffb_refuse (error, _("C2G: the battle \"%s\" gives orders before it is fought; in the "
                                "campaign each round's orders are given before that round."),
                       battle->name);
  kept = ffb_blocks_copy (battle);
  turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  campaign->blocks_number = ffb_blocks_campaign_next_number (campaign, turn);
  campaign->blocks_turn = turn;
  campaign->blocks_battle = ffb_blocks_to_xml (kept);
  return TRUE;
}

static FfbBlockBattle *
load_kept (FfbCampaign *campaign, GError **error)
{
  if (campaign->blocks_battle == NULL)
    {
      ffb_refuse (error, _("C2G: no block battle is under way in the campaign: keep one in it "
                           "first."));
      return NULL;
    }
  return ffb_blocks_load_xml (campaign->blocks_battle, strlen (campaign->blocks_battle),
                              _("the block battle under way"), error);
}

static FfbDice *
round_dice (FfbCampaign *campaign, guint round, const char *seed_hex, GError **error)
{
  g_autofree char *stream = ffb_blocks_campaign_round_stream (campaign->blocks_number,
                                                              campaign->blocks_turn, round);

  return seed_hex != NULL ? ffb_dice_new_from_hex (stream, seed_hex, error)
                          : ffb_campaign_dice_open (campaign, stream, error);
}

/* The round begun, fought again so far on a copy: the kept battle never holds a fight. */
static FfbBlockBattle *
fight_copy (const FfbBlockBattle *kept, FfbDice *dice, GError **error)
{
  g_autoptr(FfbBlockBattle) copy = ffb_blocks_copy (kept);

  if (!ffb_blocks_fight_next (copy, dice, error))
    return NULL;
  return g_steal_pointer (&copy);
}

FfbBlockBattle *
ffb_blocks_campaign_under_way (FfbCampaign *campaign, const char *seed_hex, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  g_autoptr(FfbDice) dice = NULL;

  g_return_val_if_fail (campaign != NULL, NULL);
  if (campaign->blocks_battle == NULL)
    return NULL;
  if ((kept = load_kept (campaign, error)) == NULL)
    return NULL;
  if (!kept->begun)
    return g_steal_pointer (&kept);
  if ((dice = round_dice (campaign, kept->round + 1, seed_hex, error)) == NULL)
    return NULL;
  return fight_copy (kept, dice, error);
}

/* "the attacker's owner": who gives a side's orders. */
static const char *
owner_words (FfbBlockSide side)
{
  return side == FFB_BLOCK_ATTACKER ? _("the attacker's owner") : _("the defender's owner");
}

/* An order for a block in action in `kept`'s next round. */
static gboolean
order_one (FfbBlockBattle *kept, const char *id, GError **error)
{
  const FfbBlock *block = ffb_blocks_find (kept, id);

  if (block != NULL && block->state != FFB_BLOCK_PRESENT)
    return ffb_refuse (error, _("C2G: the block \"%s\" is no longer in the battle, and takes "
                                "no order."), block->name);
  return ffb_blocks_order_retreat (kept, kept->round + 1, id, error);
}

/* Whether `id` is ordered to retreat in the next round: among `ids` (NULL-terminated), or, with
 * `ids` NULL, among `kept`'s orders. */
static gboolean
ordered_to_retreat (const FfbBlockBattle *kept, const char *const *ids, const char *id)
{
  g_auto(GStrv) given = ids == NULL ? ffb_blocks_round_retreats (kept, kept->round + 1) : NULL;

  return g_strv_contains (ids != NULL ? ids : (const char *const *) given, id);
}

/* An owner who gave the next round's orders himself (from his phone) has them stand: the
 * referee's `retreats` must say the same of his blocks. */
static gboolean
check_owners_orders (const FfbBlockBattle *kept, const char *const *retreats, GError **error)
{
  static const char *const none[] = { NULL };
  const char *const *referee = retreats != NULL ? retreats : none;

  for (guint i = 0; i < kept->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (kept->blocks, i);

      if (kept->ordered[block->side]
          && ordered_to_retreat (kept, referee, block->id)
             != ordered_to_retreat (kept, NULL, block->id))
        return ffb_refuse (error, _("C2G: %s gave his orders for round %u himself, and they "
                                    "stand: the block \"%s\" %s."),
                           owner_words (block->side), kept->round + 1,
                           block->name, ordered_to_retreat (kept, NULL, block->id)
                                        ? _("retreats") : _("fires"));
    }
  return TRUE;
}

/* C2G: "before each round each owner says, per block, fire or retreat": an order is for a block
 * in action in that round. */
static gboolean
give_orders (FfbBlockBattle *kept, const char *const *retreats, GError **error)
{
  guint round = kept->round + 1;

  if (kept->begun && retreats != NULL && retreats[0] != NULL)
    return ffb_refuse (error, _("C2G: round %u has begun, and its orders stand as they were given "
                                "before its first die."), round);
  if (!kept->begun && !check_owners_orders (kept, retreats, error))
    return FALSE;
  for (guint i = 0; retreats != NULL && retreats[i] != NULL; i++)
    if (!order_one (kept, retreats[i], error))
      return FALSE;
  kept->begun = TRUE;
  /* Begun, the round's orders are its owners' and the referee's alike. */
  kept->ordered[FFB_BLOCK_ATTACKER] = kept->ordered[FFB_BLOCK_DEFENDER] = FALSE;
  return TRUE;
}

/* The battle under way, for `player` to act on: `side` his blocks' side. */
static FfbBlockBattle *
load_for_player (FfbCampaign *campaign, FfbSide player, FfbBlockSide *side, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = load_kept (campaign, error);

  if (kept == NULL)
    return NULL;
  if (!ffb_blocks_player_side (kept, player, side))
    {
      ffb_refuse (error, _("C2G: the referee has not said which player attacks in the block "
                           "battle \"%s\": he gives its orders."), kept->name);
      return NULL;
    }
  return g_steal_pointer (&kept);
}

gboolean
ffb_blocks_campaign_give_orders (FfbCampaign *campaign, FfbSide player,
                                 const char *const *retreats, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  FfbBlockSide side;

  g_return_val_if_fail (campaign != NULL, FALSE);
  if ((kept = load_for_player (campaign, player, &side, error)) == NULL)
    return FALSE;
  if (kept->begun)
    return ffb_refuse (error, _("C2G: round %u has begun, and its orders stand as they were given "
                                "before its first die."), kept->round + 1);
  if (kept->ordered[side])
    return ffb_refuse (error, _("C2G: %s has given his orders for round %u already, and they "
                                "stand."), owner_words (side), kept->round + 1);
  for (guint i = 0; retreats != NULL && retreats[i] != NULL; i++)
    {
      const FfbBlock *block = ffb_blocks_find (kept, retreats[i]);

      if (block == NULL || block->side != side)
        return ffb_refuse (error, _("C2G: %s orders only his own blocks, and \"%s\" is not one "
                                    "of them."), owner_words (side),
                           block != NULL ? block->name : retreats[i]);
      if (!order_one (kept, retreats[i], error))
        return FALSE;
    }
  kept->ordered[side] = TRUE;
  g_free (campaign->blocks_battle);
  campaign->blocks_battle = ffb_blocks_to_xml (kept);
  return TRUE;
}

static void
add_notes (FfbChange *change, const FfbBlockBattle *fought)
{
  g_autofree char *retreats = NULL;
  g_auto(GStrv) ids = ffb_blocks_round_retreats (fought, fought->round);
  guint chosen = ffb_blocks_round_n_choices (fought, fought->round);

  g_ptr_array_add (change->notes,
                   ffb_note_new ("C2G", _("round %u of the block battle \"%s\", fought as its "
                                          "owners ordered (%u retreats) and chose (%u choices "
                                          "among equals); a round once fought is final."),
                                 fought->round, fought->name, g_strv_length (ids), chosen));
  /* One note a sentence of the log, in order: the rule is the note's, the sentence's own
   * "C2F: " is not repeated. */
  for (guint i = 0; i < fought->log->len; i++)
    {
      g_autofree char *sentence = ffb_blocks_event_sentence (fought,
                                                             g_ptr_array_index (fought->log, i));
      const char *text = g_str_has_prefix (sentence, "C2F: ") ? sentence + strlen ("C2F: ")
                                                               : sentence;

      g_ptr_array_add (change->notes, ffb_note_new ("C2F", "%s", text));
    }
}

/* The round fought: one final change, and the battle kept as it stands after it, or gone once
 * over. */
static const FfbChange *
keep_round (FfbCampaign *campaign, const FfbBlockBattle *kept, const FfbBlockBattle *fought,
            FfbDice *dice, gboolean own)
{
  g_autofree char *before = ffb_blocks_to_xml (kept);
  FfbChange *change = ffb_change_new (FFB_CHANGE_BLOCK_BATTLE, campaign->blocks_turn);

  add_notes (change, fought);
  change->block_battle = ffb_block_battle_record_new (before, NULL,
                                                      ffb_blocks_outcome_to_string (fought->outcome));
  change->block_battle->round = fought->round;
  ffb_change_take_dice (change, dice);
  if (own)
    change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  ffb_history_push (campaign, change);
  g_clear_pointer (&campaign->blocks_battle, g_free);
  if (fought->outcome == FFB_BLOCKS_UNDECIDED)
    {
      g_autoptr(FfbBlockBattle) after = ffb_blocks_copy (fought);

      g_ptr_array_set_size (after->log, 0);
      campaign->blocks_battle = ffb_blocks_to_xml (after);
    }
  return change;
}

FfbBlockBattle *
ffb_blocks_campaign_fight_round (FfbCampaign *campaign, const char *const *retreats,
                                 const char *choice, const char *seed_hex,
                                 const FfbChange **change, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbDice) dice = NULL;
  const FfbChange *made;

  g_return_val_if_fail (campaign != NULL, NULL);
  if ((kept = load_kept (campaign, error)) == NULL)
    return NULL;
  if (choice != NULL && !kept->begun)
    {
      ffb_refuse (error, _("C2G: round %u has not begun: a choice among equals comes after its "
                           "dice."), kept->round + 1);
      return NULL;
    }
  if (!give_orders (kept, retreats, error))
    return NULL;
  if (choice != NULL)
    ffb_blocks_add_choice (kept, kept->round + 1, choice);
  if ((dice = round_dice (campaign, kept->round + 1, seed_hex, error)) == NULL
      || (fought = fight_copy (kept, dice, error)) == NULL)
    return NULL;
  if (fought->tie != NULL)
    {
      /* The round begun is kept, its orders and choices so far: they stand. */
      g_free (campaign->blocks_battle);
      campaign->blocks_battle = ffb_blocks_to_xml (kept);
      return g_steal_pointer (&fought);
    }
  made = keep_round (campaign, kept, fought, dice, seed_hex == NULL);
  if (change != NULL)
    *change = made;
  return g_steal_pointer (&fought);
}

FfbBlockBattle *
ffb_blocks_campaign_choose (FfbCampaign *campaign, FfbSide player, const char *block,
                            const FfbChange **change, GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  g_autoptr(FfbBlockBattle) under_way = NULL;
  const FfbBlock *tied;
  FfbBlockSide side;

  g_return_val_if_fail (campaign != NULL && block != NULL, NULL);
  if ((kept = load_for_player (campaign, player, &side, error)) == NULL
      || (under_way = ffb_blocks_campaign_under_way (campaign, NULL, error)) == NULL)
    return NULL;
  /* The tied blocks are all one owner's (C2F: the strongest enemy units of the fire). */
  tied = under_way->tie != NULL ? ffb_blocks_find (under_way, under_way->tie[0]) : NULL;
  if (tied != NULL && tied->side != side)
    {
      ffb_refuse (error, _("C2G: the choice among equals is for %s, not for you."),
                  owner_words (tied->side));
      return NULL;
    }
  return ffb_blocks_campaign_fight_round (campaign, NULL, block, NULL, change, error);
}

/* How far the block battles have gone: the rounds fought, then the steps of the round begun
 * (begun, each choice). */
static void
progress (FfbCampaign *campaign, guint *rounds, guint *steps)
{
  g_autoptr(FfbBlockBattle) kept = NULL;

  *rounds = ffb_history_n_final (campaign);
  *steps = 0;
  if (campaign->blocks_battle != NULL
      && (kept = ffb_blocks_load_xml (campaign->blocks_battle, strlen (campaign->blocks_battle),
                                      "", NULL)) != NULL
      && kept->begun)
    *steps = 1 + ffb_blocks_round_n_choices (kept, kept->round + 1);
}

gboolean
ffb_blocks_campaign_check_undo (FfbCampaign *now, FfbCampaign *earlier, GError **error)
{
  guint rounds_now, steps_now, rounds_then, steps_then;

  g_return_val_if_fail (now != NULL && earlier != NULL, FALSE);
  progress (now, &rounds_now, &steps_now);
  progress (earlier, &rounds_then, &steps_then);
  if (rounds_then < rounds_now || (rounds_then == rounds_now && steps_then < steps_now))
    return ffb_refuse (error, _("C2G: a round of a block battle once fought or begun is final: "
                                "undo never takes back its orders, its dice or its owners' "
                                "choices."));
  return TRUE;
}

/* Refight */

/* A whole battle of a file from before C2G, fought with the owners' preferred blocks among
 * equals given before it. */
static gboolean
fight (const FfbBlockBattle *battle, const char *const *preferred, FfbDice *dice,
       FfbBlockBattle **fought, GError **error)
{
  g_autoptr(FfbBlockBattle) copy = ffb_blocks_copy (battle);

  if (!ffb_blocks_resolve (copy, dice, ffb_blocks_choose_preferred, (gpointer) preferred,
                           error))
    return FALSE;
  *fought = g_steal_pointer (&copy);
  return TRUE;
}

static gboolean
same_rolls (const FfbChange *change, FfbDice *dice, GError **error)
{
  guint n = ffb_dice_n_rolls (dice);

  if (n != change->rolls->len)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: fought again, the block battle rolls %u dice, and the change keeps "
                     "%u."), n, change->rolls->len);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const FfbRoll *again = ffb_dice_get_roll (dice, i);
      const FfbRoll *kept = &g_array_index (change->rolls, FfbRoll, i);

      if (g_strcmp0 (again->purpose, kept->purpose) != 0 || again->raw != kept->raw
          || again->sides != kept->sides)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("C2F: fought again, the block battle's die %u is \"%s\", %d, and the "
                         "change keeps \"%s\", %d."), i + 1, again->purpose, again->raw,
                       kept->purpose != NULL ? kept->purpose : "", kept->raw);
          return FALSE;
        }
    }
  return TRUE;
}

/* C2G: a kept round, fought again from the battle before it with its orders and choices: the
 * whole round, none of its choices left over. */
static gboolean
fight_round_again (const FfbBlockBattle *battle, guint round, FfbDice *dice,
                   FfbBlockBattle **fought, GError **error)
{
  g_autoptr(FfbBlockBattle) copy = NULL;

  if (battle->round + 1 != round || !battle->begun)
    return ffb_refuse (error, _("C2G: the change keeps round %u of a block battle, and the battle "
                                "it keeps is not the one before that round."), round);
  if ((copy = fight_copy (battle, dice, error)) == NULL)
    return FALSE;
  if (copy->tie != NULL)
    return ffb_refuse (error, _("C2G: fought again, round %u of the block battle stops at a tie "
                                "whose owner's choice the change does not keep."), round);
  *fought = g_steal_pointer (&copy);
  return TRUE;
}

FfbBlockBattle *
ffb_blocks_campaign_refight (const FfbChange *change, GError **error)
{
  const FfbBlockBattleRecord *record;
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(GPtrArray) preferred = g_ptr_array_new ();

  g_return_val_if_fail (change != NULL, NULL);
  record = change->block_battle;
  if (change->kind != FFB_CHANGE_BLOCK_BATTLE || record == NULL || change->seed == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: the change keeps no block battle with its dice."));
      return NULL;
    }
  /* The record's ids, borrowed, as the NULL-terminated list the choice takes. */
  for (guint i = 0; i < record->preferred->len; i++)
    g_ptr_array_add (preferred, g_ptr_array_index (record->preferred, i));
  g_ptr_array_add (preferred, NULL);
  if ((battle = ffb_blocks_load_xml (record->battle, strlen (record->battle),
                                     _("the kept block battle"), error)) == NULL
      || (dice = ffb_dice_new_from_hex (change->stream, change->seed, error)) == NULL
      || !ffb_dice_set_derivation (dice, change->derivation, error)
      || !(record->round > 0 ? fight_round_again (battle, record->round, dice, &fought, error)
                             : fight (battle, (const char *const *) preferred->pdata, dice,
                                      &fought, error))
      || !same_rolls (change, dice, error))
    return NULL;
  if (g_strcmp0 (ffb_blocks_outcome_to_string (fought->outcome), record->outcome) != 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: fought again, the block battle ends %s, and the change says %s."),
                   ffb_blocks_outcome_to_string (fought->outcome), record->outcome);
      return NULL;
    }
  return g_steal_pointer (&fought);
}

char *
ffb_blocks_campaign_battle_of (const FfbChange *change)
{
  const char *round;

  g_return_val_if_fail (change != NULL && change->stream != NULL, NULL);
  round = g_strrstr (change->stream, ".round-");
  return round != NULL ? g_strndup (change->stream, round - change->stream)
                       : g_strdup (change->stream);
}

gboolean
ffb_blocks_campaign_check_next (const FfbBlockBattle *after, const FfbChange *next,
                                GError **error)
{
  g_autoptr(FfbBlockBattle) kept = NULL;
  g_autoptr(FfbBlockBattle) expected = NULL;
  guint round;

  g_return_val_if_fail (after != NULL && next != NULL && ffb_change_is_final (next), FALSE);
  round = next->block_battle->round;
  if ((kept = ffb_blocks_load_xml (next->block_battle->battle,
                                   strlen (next->block_battle->battle),
                                   _("the kept block battle"), error)) == NULL)
    return FALSE;
  /* The round before, as it ended, with this round's orders and choices given. */
  expected = ffb_blocks_copy (after);
  g_ptr_array_set_size (expected->log, 0);
  expected->begun = TRUE;
  for (guint i = 0; i < kept->retreats->len; i++)
    {
      const FfbBlockRetreat *order = g_ptr_array_index (kept->retreats, i);

      if (order->round == round && !ffb_blocks_order_retreat (expected, round, order->block, error))
        return FALSE;
    }
  for (guint i = 0; i < kept->choices->len; i++)
    {
      const FfbBlockChoice *choice = g_ptr_array_index (kept->choices, i);

      if (choice->round == round)
        ffb_blocks_add_choice (expected, round, choice->block);
    }
  if (!ffb_blocks_equal (expected, kept))
    return ffb_refuse (error, _("C2G: round %u of the block battle does not begin where round %u "
                                "ended: its blocks, or the orders and choices before it, differ."),
                       round, round - 1);
  return TRUE;
}
