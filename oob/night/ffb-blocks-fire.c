/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-fire.c: the rounds of a block battle (C2F; ffb-blocks.h): the order of fire, the
 * dice, where each hit goes, the Fortress, reserves, retreats and the end of the battle. */
#include "ffb-blocks.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

char *
ffb_blocks_die_purpose (guint round, const char *block, int die)
{
  return g_strdup_printf ("C2F round %u block %s die %d", round, block, die);
}

static FfbBlocksEvent *
log_event (FfbBlockBattle *battle, FfbBlocksEventKind kind, const FfbBlock *block,
           const FfbBlock *target)
{
  FfbBlocksEvent *event = g_new0 (FfbBlocksEvent, 1);

  event->kind = kind;
  event->round = battle->round;
  event->block = block != NULL ? g_strdup (block->id) : NULL;
  event->target = target != NULL ? g_strdup (target->id) : NULL;
  g_ptr_array_add (battle->log, event);
  return event;
}

/* C2F: battle reserves "neither fire nor take hits in round 1". */
static gboolean
in_action (const FfbBlockBattle *battle, const FfbBlock *block)
{
  return block->state == FFB_BLOCK_PRESENT && !(block->reserve && battle->round == 1);
}

static gboolean
side_present (const FfbBlockBattle *battle, FfbBlockSide side)
{
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->side == side && block->state == FFB_BLOCK_PRESENT)
        return TRUE;
    }
  return FALSE;
}

/* The battle is over the moment a side has no block left in the hex, reserves counted. */
static gboolean
is_over (const FfbBlockBattle *battle)
{
  return !side_present (battle, FFB_BLOCK_ATTACKER) || !side_present (battle, FFB_BLOCK_DEFENDER);
}

/* C2F: "A units fire first, then B, then C; within a letter the defender fires before the
 * attacker." Decision: blocks of one letter and side fire in the battle's order (the file's),
 * which the seed leaves open. */
static GPtrArray *
fire_order (const FfbBlockBattle *battle)
{
  static const FfbBlockSide sides[] = { FFB_BLOCK_DEFENDER, FFB_BLOCK_ATTACKER };
  GPtrArray *order = g_ptr_array_new ();

  for (char letter = 'A'; letter <= 'C'; letter++)
    for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
      for (guint i = 0; i < battle->blocks->len; i++)
        {
          FfbBlock *block = g_ptr_array_index (battle->blocks, i);

          if (block->rating.letter == letter && block->side == sides[s])
            g_ptr_array_add (order, block);
        }
  return order;
}

/* C2F: "Each hit takes one step at once from the strongest enemy unit (owner's choice among
 * equals)." Decision: the strongest is the block with the most steps now (seed 000, 7.3: a hit
 * "reduces a unit's strength by 1 step", strength being its steps; its rating plays no part),
 * and blocks of equal steps are equals, among which the owner chooses. Only blocks that may
 * take hits count (not a reserve in round 1). */
static GPtrArray *
strongest (const FfbBlockBattle *battle, FfbBlockSide side)
{
  GPtrArray *tied = g_ptr_array_new ();
  int most = 0;

  for (guint i = 0; i < battle->blocks->len; i++)
    {
      FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->side != side || !in_action (battle, block) || block->steps < most)
        continue;
      if (block->steps > most)
        g_ptr_array_set_size (tied, 0);
      most = block->steps;
      g_ptr_array_add (tied, block);
    }
  return tied;
}

typedef struct
{
  FfbBlockBattle *battle;
  FfbDice *dice;
  FfbBlocksChooseFunc choose;
  gpointer user_data;
  gboolean waiting;   /* C2G: stopped at a tie, for its owner's choice */
} Fight;

/* C2G: the round stops here, the dice so far logged, and names the blocks its owner chooses
 * among. */
static void
wait_at_tie (Fight *fight, const GPtrArray *tied)
{
  GStrvBuilder *ids = g_strv_builder_new ();

  for (guint i = 0; i < tied->len; i++)
    g_strv_builder_add (ids, ((const FfbBlock *) g_ptr_array_index (tied, i))->id);
  g_strfreev (fight->battle->tie);
  fight->battle->tie = g_strv_builder_end (ids);
  g_strv_builder_unref (ids);
  fight->waiting = TRUE;
}

static void
take_step (Fight *fight, const FfbBlock *firer, gboolean paired)
{
  g_autoptr(GPtrArray) tied = strongest (fight->battle, ffb_block_side_other (firer->side));
  guint chosen = 0;
  FfbBlock *target;
  FfbBlocksEvent *event;

  if (tied->len > 1 && fight->choose != NULL)
    chosen = fight->choose (fight->battle, tied, fight->user_data);
  if (chosen == FFB_BLOCKS_WAIT)
    {
      wait_at_tie (fight, tied);
      return;
    }
  target = g_ptr_array_index (tied, chosen < tied->len ? chosen : 0);
  target->steps--;
  event = log_event (fight->battle, FFB_BLOCKS_STEP_LOST, firer, target);
  event->steps_left = target->steps;
  event->tied = tied->len;
  event->paired = paired;
  if (target->steps == 0)
    {
      target->state = FFB_BLOCK_ELIMINATED;
      log_event (fight->battle, FFB_BLOCKS_ELIMINATED, NULL, target);
    }
}

/* C2F: "Player 2's units defending a Fortress lose one step per two hits." */
static gboolean
fortress_holds (const FfbBlockBattle *battle, FfbBlockSide hit_side)
{
  return battle->fortress && battle->defender_player == 2 && hit_side == FFB_BLOCK_DEFENDER;
}

static void
apply_hit (Fight *fight, const FfbBlock *firer)
{
  FfbBlockSide enemy = ffb_block_side_other (firer->side);
  g_autoptr(GPtrArray) targets = strongest (fight->battle, enemy);

  if (targets->len == 0)
    {
      log_event (fight->battle, FFB_BLOCKS_HIT_WASTED, firer, NULL);
      return;
    }
  if (!fortress_holds (fight->battle, enemy))
    {
      take_step (fight, firer, FALSE);
      return;
    }
  /* A lone hit "carries over to the next unit's fire in the same round". */
  if (++fight->battle->carried < 2)
    {
      log_event (fight->battle, FFB_BLOCKS_HIT_CARRIED, firer, NULL);
      return;
    }
  fight->battle->carried = 0;
  take_step (fight, firer, TRUE);
}

/* C2F: "A unit rolls one die per step and hits on a roll at or below its rating." Each hit is
 * applied before the next die, and the dice stop once no enemy is left. */
static void
block_fires (Fight *fight, FfbBlock *block)
{
  FfbBlockBattle *battle = fight->battle;
  int dice = block->steps;

  log_event (battle, FFB_BLOCKS_FIRES, block, NULL)->dice = dice;
  for (int die = 1; die <= dice && !is_over (battle) && !fight->waiting; die++)
    {
      g_autofree char *purpose = ffb_blocks_die_purpose (battle->round, block->id, die);
      const FfbRoll *roll = ffb_dice_roll (fight->dice, purpose, battle->die, 0,
                                           FFB_AUDIENCE_EVERYONE, 0);
      FfbBlocksEvent *event = log_event (battle, FFB_BLOCKS_DIE_ROLLED, block, NULL);

      event->die = die;
      event->face = roll->raw;
      event->roll = roll->counter;
      event->hit = roll->raw <= block->rating.number;
      if (event->hit)
        apply_hit (fight, block);
    }
}

static gboolean
ordered_to_retreat (const FfbBlockBattle *battle, const FfbBlock *block)
{
  for (guint i = 0; i < battle->retreats->len; i++)
    {
      const FfbBlockRetreat *retreat = g_ptr_array_index (battle->retreats, i);

      if (retreat->round == battle->round && g_str_equal (retreat->block, block->id))
        return TRUE;
    }
  return FALSE;
}

/* C2F: "In a round each unit fires or retreats", in the order of fire. */
static void
fire_in_order (Fight *fight)
{
  g_autoptr(GPtrArray) order = fire_order (fight->battle);

  for (guint i = 0; i < order->len && !is_over (fight->battle) && !fight->waiting; i++)
    {
      FfbBlock *block = g_ptr_array_index (order, i);

      if (!in_action (fight->battle, block))
        continue;
      if (ordered_to_retreat (fight->battle, block))
        {
          block->state = FFB_BLOCK_RETREATED;
          log_event (fight->battle, FFB_BLOCKS_RETREATS, block, NULL);
        }
      else
        block_fires (fight, block);
    }
}

/* Every block of `side` (both when -1) still present, reserves only when `reserves_only`,
 * retreats, logged as `kind`. */
static void
retreat_all (FfbBlockBattle *battle, int side, gboolean reserves_only, FfbBlocksEventKind kind)
{
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->state != FFB_BLOCK_PRESENT || (side >= 0 && block->side != (FfbBlockSide) side)
          || (reserves_only && !block->reserve))
        continue;
      block->state = FFB_BLOCK_RETREATED;
      log_event (battle, kind, block, NULL);
    }
}

static void
end_battle (FfbBlockBattle *battle, FfbBlocksOutcome outcome)
{
  battle->outcome = outcome;
  log_event (battle, FFB_BLOCKS_BATTLE_ENDS, NULL, NULL)->outcome = outcome;
}

static void
end_round (FfbBlockBattle *battle)
{
  /* A lone Fortress hit "is lost at the round's end". */
  if (battle->carried > 0)
    log_event (battle, FFB_BLOCKS_CARRIED_HIT_LOST, NULL, NULL);
  battle->carried = 0;
  if (is_over (battle))
    {
      FfbBlocksOutcome outcome = side_present (battle, FFB_BLOCK_DEFENDER)
                                   ? FFB_BLOCKS_DEFENDER_WINS : FFB_BLOCKS_ATTACKER_WINS;

      /* C2F: reserves "must retreat if the battle ends in round 1". */
      if (battle->round == 1)
        retreat_all (battle, -1, TRUE, FFB_BLOCKS_RESERVE_RETREATS);
      end_battle (battle, outcome);
    }
  else if (battle->round == (guint) battle->rounds)
    {
      /* C2F: "After three rounds an attacker with defenders still present retreats." */
      retreat_all (battle, FFB_BLOCK_ATTACKER, FALSE, FFB_BLOCKS_ATTACKER_RETREATS);
      end_battle (battle, FFB_BLOCKS_DEFENDER_WINS);
    }
}

gboolean
ffb_blocks_fight_round (FfbBlockBattle *battle, FfbDice *dice, FfbBlocksChooseFunc choose,
                        gpointer user_data, GError **error)
{
  Fight fight = { battle, dice, choose, user_data };

  g_return_val_if_fail (battle != NULL && dice != NULL, FALSE);
  if (!ffb_blocks_check (battle, error))
    return FALSE;
  if (battle->outcome != FFB_BLOCKS_UNDECIDED)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: the battle \"%s\" is over; no round is left to fight."), battle->id);
      return FALSE;
    }
  if (!ffb_dice_holds_seed (dice) || ffb_dice_is_revealed (dice))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("C2F: the dice of the battle \"%s\" cannot roll: their seed is revealed or "
                     "not held here."), battle->id);
      return FALSE;
    }
  battle->round++;
  log_event (battle, FFB_BLOCKS_ROUND_BEGINS, NULL, NULL);
  for (guint i = 0; battle->round == 1 && i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->reserve && block->state == FFB_BLOCK_PRESENT)
        log_event (battle, FFB_BLOCKS_RESERVE_WAITS, block, NULL);
    }
  fire_in_order (&fight);
  /* C2G: a round that waits for an owner's choice is not over: it is fought again with it. */
  if (!fight.waiting)
    end_round (battle);
  return TRUE;
}

/* C2G: the choices given for the round, one a tie, in order. */
typedef struct
{
  guint next;       /* the index in battle->choices to look from */
  guint used;
  GError *refused;
} KeptChoices;

static guint
choose_kept (const FfbBlockBattle *battle, const GPtrArray *tied, gpointer user_data)
{
  KeptChoices *kept = user_data;

  for (; kept->next < battle->choices->len; kept->next++)
    {
      const FfbBlockChoice *choice = g_ptr_array_index (battle->choices, kept->next);
      g_autoptr(GString) names = NULL;

      if (choice->round != battle->round)
        continue;
      kept->next++;
      kept->used++;
      for (guint i = 0; i < tied->len; i++)
        if (g_str_equal (((const FfbBlock *) g_ptr_array_index (tied, i))->id, choice->block))
          return i;
      names = g_string_new (NULL);
      for (guint i = 0; i < tied->len; i++)
        g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                                ((const FfbBlock *) g_ptr_array_index (tied, i))->name);
      {
        const FfbBlock *block = ffb_blocks_find (battle, choice->block);

        g_set_error (&kept->refused, FFB_ERROR, FFB_ERROR_INVALID,
                     _("C2G: the owner's choice \"%s\" is not among the blocks tied for the "
                       "strongest in round %u (%s)."),
                     block != NULL ? block->name : choice->block, battle->round, names->str);
      }
      return FFB_BLOCKS_WAIT;
    }
  return FFB_BLOCKS_WAIT;
}

gboolean
ffb_blocks_fight_next (FfbBlockBattle *battle, FfbDice *dice, GError **error)
{
  KeptChoices kept = { 0 };
  guint given;

  /* A battle stopped at a tie is the round so far: it is fought again from before it. */
  g_return_val_if_fail (battle != NULL && dice != NULL && battle->tie == NULL, FALSE);
  given = ffb_blocks_round_n_choices (battle, battle->round + 1);
  if (!ffb_blocks_fight_round (battle, dice, choose_kept, &kept, error))
    return FALSE;
  if (kept.refused != NULL)
    {
      g_propagate_error (error, kept.refused);
      return FALSE;
    }
  if (battle->tie == NULL && kept.used < given)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "C2G: round %u had %u tie for the strongest, and %u choices are "
                                "given for it.",
                                "C2G: round %u had %u ties for the strongest, and %u choices are "
                                "given for it.", kept.used),
                   battle->round, kept.used, given);
      return FALSE;
    }
  if (battle->tie == NULL)
    battle->begun = FALSE;
  return TRUE;
}

gboolean
ffb_blocks_resolve (FfbBlockBattle *battle, FfbDice *dice, FfbBlocksChooseFunc choose,
                    gpointer user_data, GError **error)
{
  g_return_val_if_fail (battle != NULL && dice != NULL, FALSE);
  do
    if (!ffb_blocks_fight_round (battle, dice, choose, user_data, error))
      return FALSE;
  while (battle->outcome == FFB_BLOCKS_UNDECIDED);
  return TRUE;
}

guint
ffb_blocks_choose_preferred (const FfbBlockBattle *battle, const GPtrArray *tied,
                             gpointer user_data)
{
  const char *const *preferred = user_data;

  g_return_val_if_fail (battle != NULL && tied != NULL, 0);
  for (guint p = 0; preferred != NULL && preferred[p] != NULL; p++)
    for (guint i = 0; i < tied->len; i++)
      if (g_str_equal (((const FfbBlock *) g_ptr_array_index (tied, i))->id, preferred[p]))
        return i;
  return 0;
}
