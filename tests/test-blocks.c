/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-blocks.c: seed 000's block combat (RULES.md C2F; night/ffb-blocks.h) with the fair
 * dice, and its file (files/ffb-xml-blocks.h): each clause of C2F, every die re-derived after
 * the reveal, the log's sentences, and a clear refusal naming what and where for every bad
 * file in tests/files/blocks/bad.
 *
 * The dice are the product's: a block rated at the die's top number (B6 on a d6) hits with
 * every die, so that a test can know its hits whatever the seed; where a test needs what the
 * dice decide, it reads them from the log, and its seed is fixed (a different one would
 * still be checked against the rule, not against numbers written here). */
#include <string.h>
#include <glib.h>

#include "ffb-blocks.h"
#include "ffb-dice.h"
#include "ffb-error.h"
#include "ffb-test-files.h"
#include "ffb-xml-blocks.h"

static FfbDice *
dice_with_seed (guint n)
{
  g_autofree char *hex = g_strdup_printf ("%064x", n);
  g_autoptr(GError) error = NULL;
  FfbDice *dice = ffb_dice_new_from_hex ("blocks-test", hex, &error);

  g_assert_no_error (error);
  return dice;
}

static FfbBlock *
add (FfbBlockBattle *battle, const char *id, FfbBlockType type, FfbBlockSide side, int steps)
{
  return ffb_blocks_add (battle, id, id, type, side, steps);
}

/* A block that hits with every die: rated at the die's top number. */
static FfbBlock *
add_sure_shot (FfbBlockBattle *battle, const char *id, FfbBlockSide side, int steps)
{
  FfbBlock *block = add (battle, id, FFB_BLOCK_INFANTRY, side, steps);

  block->rating.number = battle->die;
  return block;
}

static void
fight_round (FfbBlockBattle *battle, FfbDice *dice)
{
  g_autoptr(GError) error = NULL;

  gboolean fought = ffb_blocks_fight_round (battle, dice, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (fought);
}

static void
resolve (FfbBlockBattle *battle, FfbDice *dice)
{
  g_autoptr(GError) error = NULL;
  gboolean resolved = ffb_blocks_resolve (battle, dice, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (resolved);
}

static const FfbBlocksEvent *
event_at (const FfbBlockBattle *battle, guint i)
{
  return g_ptr_array_index (battle->log, i);
}

/* How many events of `kind` in `round` (0: any) are by `block` (NULL: any), the block that
 * fires or retreats, or, with `on`, on it, the block that loses a step. */
static guint
count_events (const FfbBlockBattle *battle, FfbBlocksEventKind kind, guint round,
              const char *block, gboolean on)
{
  guint n = 0;

  for (guint i = 0; i < battle->log->len; i++)
    {
      const FfbBlocksEvent *event = event_at (battle, i);

      if (event->kind == kind && (round == 0 || event->round == round)
          && (block == NULL || g_strcmp0 (on ? event->target : event->block, block) == 0))
        n++;
    }
  return n;
}

static guint
count (const FfbBlockBattle *battle, FfbBlocksEventKind kind, guint round, const char *block)
{
  return count_events (battle, kind, round, block, FALSE);
}

static guint
count_on (const FfbBlockBattle *battle, FfbBlocksEventKind kind, guint round, const char *block)
{
  return count_events (battle, kind, round, block, TRUE);
}

/* The blocks that fired in `round`, in order, joined by spaces. */
static char *
fired_in (const FfbBlockBattle *battle, guint round)
{
  GString *fired = g_string_new (NULL);

  for (guint i = 0; i < battle->log->len; i++)
    {
      const FfbBlocksEvent *event = event_at (battle, i);

      if (event->kind == FFB_BLOCKS_FIRES && event->round == round)
        g_string_append_printf (fired, "%s%s", fired->len > 0 ? " " : "", event->block);
    }
  return g_string_free (fired, FALSE);
}

/* Replays the log from the battle as it was before the fight (`before`): every step lost went
 * to a block with the most steps among the enemies that could take it then, and `tied` counts
 * them. */
static void
assert_hits_from_the_strongest (const FfbBlockBattle *before, const FfbBlockBattle *after)
{
  g_autoptr(FfbBlockBattle) replay = ffb_blocks_copy (before);

  for (guint i = 0; i < after->log->len; i++)
    {
      const FfbBlocksEvent *event = event_at (after, i);
      FfbBlock *target;
      int most = 0;
      guint tied = 0;

      if (event->kind == FFB_BLOCKS_RETREATS || event->kind == FFB_BLOCKS_RESERVE_RETREATS
          || event->kind == FFB_BLOCKS_ATTACKER_RETREATS)
        ffb_blocks_find (replay, event->block)->state = FFB_BLOCK_RETREATED;
      if (event->kind != FFB_BLOCKS_STEP_LOST)
        continue;
      target = ffb_blocks_find (replay, event->target);
      for (guint b = 0; b < replay->blocks->len; b++)
        {
          const FfbBlock *block = g_ptr_array_index (replay->blocks, b);

          if (block->side != target->side || block->state != FFB_BLOCK_PRESENT
              || (block->reserve && event->round == 1))
            continue;
          if (block->steps > most)
            most = block->steps, tied = 0;
          tied += block->steps == most;
        }
      g_assert_cmpint (target->steps, ==, most);
      g_assert_cmpuint (event->tied, ==, tied);
      if (--target->steps == 0)
        target->state = FFB_BLOCK_ELIMINATED;
      g_assert_cmpint (target->steps, ==, event->steps_left);
    }
}

/* ---- C2F ------------------------------------------------------------------------------ */

static void
test_fire_order (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("order", "Order of fire");
  g_autoptr(FfbDice) dice = dice_with_seed (15);
  g_autofree char *fired = NULL;

  /* Ten steps each: no block can be eliminated in round 1, so every one fires. */
  add (battle, "att-c", FFB_BLOCK_CAVALRY, FFB_BLOCK_ATTACKER, 10);
  add (battle, "att-b", FFB_BLOCK_INFANTRY, FFB_BLOCK_ATTACKER, 10);
  add (battle, "def-c", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 10);
  add (battle, "att-a", FFB_BLOCK_ARTILLERY, FFB_BLOCK_ATTACKER, 10);
  add (battle, "def-b", FFB_BLOCK_BRIGADE, FFB_BLOCK_DEFENDER, 10);
  add (battle, "def-a", FFB_BLOCK_HEAVY_ARTILLERY, FFB_BLOCK_DEFENDER, 10);
  fight_round (battle, dice);
  fired = fired_in (battle, 1);
  g_assert_cmpstr (fired, ==, "def-a att-a def-b att-b def-c att-c");
}

static void
test_defender_first (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("first", "Defender first");
  g_autoptr(FfbDice) dice = dice_with_seed (1);
  g_autofree char *fired = NULL;

  /* The attacker comes first in the file, but the defender of the same letter fires first,
   * and its sure hit eliminates the attacker before it can fire. */
  add (battle, "att", FFB_BLOCK_ARTILLERY, FFB_BLOCK_ATTACKER, 1);
  add_sure_shot (battle, "def", FFB_BLOCK_DEFENDER, 1)->rating.letter = 'A';
  fight_round (battle, dice);
  fired = fired_in (battle, 1);
  g_assert_cmpstr (fired, ==, "def");
  g_assert_cmpint (ffb_blocks_find (battle, "att")->state, ==, FFB_BLOCK_ELIMINATED);
  g_assert_cmpint (battle->outcome, ==, FFB_BLOCKS_DEFENDER_WINS);
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 1);
  g_assert_cmpstr (ffb_dice_get_roll (dice, 0)->purpose, ==, "C2F round 1 block def die 1");
}

static void
test_hits_from_the_strongest (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("strongest", "Strongest first");
  g_autoptr(FfbBlockBattle) before = NULL;
  g_autoptr(FfbDice) dice = dice_with_seed (2);

  /* Three sure hits: the 4-step block takes all three (4, 3, 2 steps, each still the
   * strongest), never the stronger-rated 1-step artillery. */
  add_sure_shot (battle, "att", FFB_BLOCK_ATTACKER, 3);
  add (battle, "art", FFB_BLOCK_ARTILLERY, FFB_BLOCK_DEFENDER, 1)->rating.letter = 'C';
  add (battle, "inf", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 4);
  before = ffb_blocks_copy (battle);
  fight_round (battle, dice);
  g_assert_cmpuint (count_on (battle, FFB_BLOCKS_STEP_LOST, 1, "inf"), ==, 3);
  g_assert_cmpuint (count_on (battle, FFB_BLOCKS_STEP_LOST, 1, "art"), ==, 0);
  g_assert_cmpint (ffb_blocks_find (battle, "inf")->steps, ==, 1);
  assert_hits_from_the_strongest (before, battle);

  /* And in a whole battle fought with the dice, every hit, seed after seed. */
  for (guint seed = 100; seed < 120; seed++)
    {
      g_autofree char *path = ffb_test_source_path ("tests/files/blocks/good/smithville.xml");
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbBlockBattle) sample = ffb_blocks_load_file (path, &error);
      g_autoptr(FfbBlockBattle) fought = NULL;
      g_autoptr(FfbDice) seeded = dice_with_seed (seed);

      g_assert_no_error (error);
      fought = ffb_blocks_copy (sample);
      resolve (fought, seeded);
      assert_hits_from_the_strongest (sample, fought);
    }
}

typedef struct
{
  guint calls;
  guint tied;
  guint answer;
} Chooser;

static guint
choose (const FfbBlockBattle *battle, const GPtrArray *tied, gpointer user_data)
{
  Chooser *chooser = user_data;

  chooser->calls++;
  chooser->tied = tied->len;
  for (guint i = 0; i < tied->len; i++)
    g_assert_cmpint (((const FfbBlock *) g_ptr_array_index (tied, i))->side, ==,
                     FFB_BLOCK_DEFENDER);
  return chooser->answer;
}

static void
test_owner_chooses (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("equals", "Among equals");
  g_autoptr(FfbBlockBattle) by_default = NULL;
  g_autoptr(FfbDice) dice = dice_with_seed (3);
  g_autoptr(FfbDice) same = dice_with_seed (3);
  g_autoptr(GError) error = NULL;
  Chooser chooser = { 0, 0, 1 };

  add_sure_shot (battle, "att", FFB_BLOCK_ATTACKER, 1);
  add (battle, "first", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 2);
  add (battle, "second", FFB_BLOCK_HQ, FFB_BLOCK_DEFENDER, 2);
  by_default = ffb_blocks_copy (battle);
  g_assert_true (ffb_blocks_fight_round (battle, dice, choose, &chooser, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chooser.calls, ==, 1);
  g_assert_cmpuint (chooser.tied, ==, 2);
  g_assert_cmpint (ffb_blocks_find (battle, "second")->steps, ==, 1);
  g_assert_cmpint (ffb_blocks_find (battle, "first")->steps, ==, 2);
  g_assert_cmpuint (count_on (battle, FFB_BLOCKS_STEP_LOST, 1, "second"), ==, 1);

  /* With no chooser (the command line's default), the first of equals in the battle's order. */
  fight_round (by_default, same);
  g_assert_cmpint (ffb_blocks_find (by_default, "first")->steps, ==, 1);
  g_assert_cmpint (ffb_blocks_find (by_default, "second")->steps, ==, 2);
}

static void
test_reserves_sit_out_round_1 (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("reserves", "Reserves");
  g_autoptr(FfbDice) dice = dice_with_seed (4);
  g_autofree char *fired = NULL;

  /* Four sure hits in round 1: the 1-step block takes the first, and the 3-step reserve,
   * though stronger, none: the other three are lost. It does not fire either. */
  add_sure_shot (battle, "att", FFB_BLOCK_ATTACKER, 4);
  add (battle, "front", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 1);
  add (battle, "reserve", FFB_BLOCK_INFANTRY, FFB_BLOCK_DEFENDER, 3)->reserve = TRUE;
  fight_round (battle, dice);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_RESERVE_WAITS, 1, "reserve"), ==, 1);
  g_assert_cmpint (ffb_blocks_find (battle, "front")->state, ==, FFB_BLOCK_ELIMINATED);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_HIT_WASTED, 1, "att"), ==, 3);
  g_assert_cmpint (ffb_blocks_find (battle, "reserve")->steps, ==, 3);
  fired = fired_in (battle, 1);
  g_assert_cmpstr (fired, ==, "att");
  /* A reserve still present: the battle goes on, and in round 2 it fires and is hit. */
  g_assert_cmpint (battle->outcome, ==, FFB_BLOCKS_UNDECIDED);
  fight_round (battle, dice);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_FIRES, 2, "reserve"), ==, 1);
  g_assert_cmpuint (count_on (battle, FFB_BLOCKS_STEP_LOST, 2, "reserve"), >=, 1);
}

static void
test_reserves_retreat_if_it_ends_in_round_1 (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("round-1", "Over in round 1");
  g_autoptr(FfbBlockBattle) later = NULL;
  g_autoptr(FfbDice) dice = dice_with_seed (5);
  g_autoptr(FfbDice) other = dice_with_seed (5);

  add_sure_shot (battle, "att", FFB_BLOCK_ATTACKER, 2);
  add (battle, "att-reserve", FFB_BLOCK_CAVALRY, FFB_BLOCK_ATTACKER, 2)->reserve = TRUE;
  later = ffb_blocks_copy (battle);
  add (battle, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 1);
  resolve (battle, dice);
  g_assert_cmpuint (battle->round, ==, 1);
  g_assert_cmpint (battle->outcome, ==, FFB_BLOCKS_ATTACKER_WINS);
  g_assert_cmpint (ffb_blocks_find (battle, "att-reserve")->state, ==, FFB_BLOCK_RETREATED);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_RESERVE_RETREATS, 1, "att-reserve"), ==, 1);
  g_assert_cmpint (ffb_blocks_find (battle, "att")->state, ==, FFB_BLOCK_PRESENT);

  /* A battle that lasts into round 2 keeps its reserves. */
  add (later, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 3);
  resolve (later, other);
  g_assert_cmpuint (later->round, ==, 2);
  g_assert_cmpint (later->outcome, ==, FFB_BLOCKS_ATTACKER_WINS);
  g_assert_cmpuint (count (later, FFB_BLOCKS_RESERVE_RETREATS, 0, NULL), ==, 0);
  g_assert_cmpint (ffb_blocks_find (later, "att-reserve")->state, ==, FFB_BLOCK_PRESENT);
}

static void
test_fortress_two_hits_a_step (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("fortress", "Fortress");
  g_autoptr(FfbBlockBattle) player1 = NULL;
  g_autoptr(FfbDice) dice = dice_with_seed (6);
  g_autoptr(FfbDice) same = dice_with_seed (6);

  battle->fortress = TRUE;
  battle->defender_player = 2;
  add_sure_shot (battle, "att", FFB_BLOCK_ATTACKER, 4);
  add (battle, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 4);
  player1 = ffb_blocks_copy (battle);
  fight_round (battle, dice);
  /* Four hits, two steps, each taken by the second hit of a pair. */
  g_assert_cmpint (ffb_blocks_find (battle, "def")->steps, ==, 2);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_HIT_CARRIED, 1, NULL), ==, 2);
  g_assert_cmpuint (count_on (battle, FFB_BLOCKS_STEP_LOST, 1, "def"), ==, 2);
  for (guint i = 0; i < battle->log->len; i++)
    if (event_at (battle, i)->kind == FFB_BLOCKS_STEP_LOST)
      g_assert_true (event_at (battle, i)->paired);

  /* Player 1 defending the same Fortress has no double defence: four hits, four steps. */
  player1->defender_player = 1;
  fight_round (player1, same);
  g_assert_cmpint (ffb_blocks_find (player1, "def")->state, ==, FFB_BLOCK_ELIMINATED);
  g_assert_cmpuint (count (player1, FFB_BLOCKS_HIT_CARRIED, 0, NULL), ==, 0);
}

static void
test_fortress_lone_hit (void)
{
  g_autoptr(FfbBlockBattle) two = ffb_blocks_new ("carried", "Carried");
  g_autoptr(FfbBlockBattle) three = ffb_blocks_new ("lost", "Lost");
  g_autoptr(FfbDice) dice = dice_with_seed (7);
  g_autoptr(FfbDice) more = dice_with_seed (8);
  guint first_hit_of_round_2 = 0;

  /* One sure hit each from two blocks: the first is carried to the second's fire, and the
   * pair takes a step. */
  two->fortress = TRUE;
  add_sure_shot (two, "att-1", FFB_BLOCK_ATTACKER, 1);
  add_sure_shot (two, "att-2", FFB_BLOCK_ATTACKER, 1);
  add (two, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 3);
  fight_round (two, dice);
  g_assert_cmpuint (count (two, FFB_BLOCKS_HIT_CARRIED, 1, "att-1"), ==, 1);
  g_assert_cmpuint (count (two, FFB_BLOCKS_STEP_LOST, 1, "att-1"), ==, 0);
  g_assert_cmpuint (count (two, FFB_BLOCKS_STEP_LOST, 1, "att-2"), ==, 1);
  g_assert_cmpuint (count (two, FFB_BLOCKS_CARRIED_HIT_LOST, 1, NULL), ==, 0);
  g_assert_cmpint (ffb_blocks_find (two, "def")->steps, ==, 2);

  /* Three sure hits: a step and a lone hit, lost at the round's end; round 2 starts afresh. */
  three->fortress = TRUE;
  add_sure_shot (three, "att", FFB_BLOCK_ATTACKER, 3);
  add (three, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 4);
  fight_round (three, more);
  g_assert_cmpint (ffb_blocks_find (three, "def")->steps, ==, 3);
  g_assert_cmpuint (count (three, FFB_BLOCKS_CARRIED_HIT_LOST, 1, NULL), ==, 1);
  g_assert_cmpint (three->carried, ==, 0);
  fight_round (three, more);
  g_assert_cmpint (ffb_blocks_find (three, "att")->state, ==, FFB_BLOCK_PRESENT);
  for (guint i = 0; i < three->log->len && first_hit_of_round_2 == 0; i++)
    if (event_at (three, i)->round == 2 && (event_at (three, i)->kind == FFB_BLOCKS_HIT_CARRIED
                                           || event_at (three, i)->kind == FFB_BLOCKS_STEP_LOST))
      first_hit_of_round_2 = i;
  g_assert_cmpint (event_at (three, first_hit_of_round_2)->kind, ==, FFB_BLOCKS_HIT_CARRIED);
}

static void
test_three_rounds_then_retreat (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("three", "Three rounds");
  g_autoptr(FfbDice) dice = dice_with_seed (9);
  g_autoptr(GError) error = NULL;

  add (battle, "att", FFB_BLOCK_GARRISON, FFB_BLOCK_ATTACKER, 10);
  add (battle, "att-2", FFB_BLOCK_HQ, FFB_BLOCK_ATTACKER, 2)->reserve = TRUE;
  add (battle, "def", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 10);
  resolve (battle, dice);
  g_assert_cmpuint (battle->round, ==, 3);
  g_assert_cmpint (battle->outcome, ==, FFB_BLOCKS_DEFENDER_WINS);
  g_assert_cmpint (ffb_blocks_find (battle, "def")->state, ==, FFB_BLOCK_PRESENT);
  g_assert_cmpint (ffb_blocks_find (battle, "att")->state, ==, FFB_BLOCK_RETREATED);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_ATTACKER_RETREATS, 3, NULL), ==,
                    ffb_blocks_find (battle, "att-2")->state == FFB_BLOCK_RETREATED ? 2 : 1);
  g_assert_cmpint (event_at (battle, battle->log->len - 1)->kind, ==, FFB_BLOCKS_BATTLE_ENDS);
  /* Over: no fourth round. */
  g_assert_false (ffb_blocks_fight_round (battle, dice, NULL, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

static void
test_dice_verify_after_reveal (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/blocks/good/smithville.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) sample = ffb_blocks_load_file (path, &error);
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbBlockBattle) again = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new ("smithville-1862", &error);
  g_autoptr(FfbDice) rederived = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  guint dice_events = 0;

  g_assert_no_error (error);
  fought = ffb_blocks_copy (sample);
  resolve (fought, dice);
  for (guint i = 0; i < fought->log->len; i++)
    {
      const FfbBlocksEvent *event = event_at (fought, i);
      const FfbRoll *roll;
      g_autofree char *purpose = NULL;

      if (event->kind != FFB_BLOCKS_DIE_ROLLED)
        continue;
      dice_events++;
      roll = ffb_dice_find_roll (dice, event->roll);
      purpose = ffb_blocks_die_purpose (event->round, event->block, event->die);
      g_assert_cmpstr (roll->purpose, ==, purpose);
      g_assert_cmpint (roll->raw, ==, event->face);
      g_assert_cmpint (roll->sides, ==, 6);
      g_assert_true (event->hit == (event->face <= ffb_blocks_find (fought,
                                                                    event->block)->rating.number));
    }
  g_assert_cmpuint (dice_events, ==, ffb_dice_n_rolls (dice));
  g_assert_cmpuint (dice_events, >, 0);

  /* After the reveal every die checks against the commitment... */
  g_assert_true (ffb_dice_reveal (dice));
  problems = ffb_dice_verify (dice, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
  /* ...no more can be rolled with it... */
  again = ffb_blocks_copy (sample);
  g_assert_false (ffb_blocks_fight_round (again, dice, NULL, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  /* ...and anyone with the revealed seed fights the same battle again, die for die. */
  rederived = ffb_dice_new_from_hex ("smithville-1862", ffb_dice_revealed_seed (dice), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ffb_dice_commitment (rederived), ==, ffb_dice_commitment (dice));
  resolve (again, rederived);
  g_assert_true (ffb_blocks_equal (again, fought));
}

/* ---- The battle as data ----------------------------------------------------------------- */

static void
test_ratings_table (void)
{
  static const struct { FfbBlockType type; const char *rating; } table[] = {
    { FFB_BLOCK_ARTILLERY, "A2" }, { FFB_BLOCK_HEAVY_ARTILLERY, "A3" },
    { FFB_BLOCK_INFANTRY, "B2" }, { FFB_BLOCK_BRIGADE, "B2" }, { FFB_BLOCK_GARRISON, "C1" },
    { FFB_BLOCK_HQ, "C1" }, { FFB_BLOCK_CAVALRY, "C2" },
  };
  FfbBlockRating rating;

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_autofree char *text = ffb_block_rating_to_string (ffb_block_type_rating (table[i].type));

      g_assert_cmpstr (text, ==, table[i].rating);
    }
  g_assert_true (ffb_block_rating_from_string ("b3", &rating));
  g_assert_cmpint (rating.letter, ==, 'B');
  g_assert_cmpint (rating.number, ==, 3);
  g_assert_false (ffb_block_rating_from_string ("D2", &rating));
  g_assert_false (ffb_block_rating_from_string ("B0", &rating));
  g_assert_false (ffb_block_rating_from_string ("B", &rating));
  g_assert_false (ffb_block_rating_from_string ("B2x", &rating));
}

static void
test_copy_and_equal (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/blocks/good/vicksburg-fortress.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_load_file (path, &error);
  g_autoptr(FfbBlockBattle) copy = NULL;
  g_autoptr(FfbDice) dice = dice_with_seed (11);

  g_assert_no_error (error);
  g_assert_true (battle->fortress);
  g_assert_cmpint (ffb_blocks_find (battle, "usa-heavy")->rating.number, ==, 4);
  g_assert_true (ffb_blocks_find (battle, "csa-hq")->reserve);
  resolve (battle, dice);
  copy = ffb_blocks_copy (battle);
  g_assert_true (ffb_blocks_equal (battle, copy));
  ((FfbBlocksEvent *) g_ptr_array_index (copy->log, 3))->face++;
  g_assert_false (ffb_blocks_equal (battle, copy));
}

static void
test_retreat_orders (void)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("retreat", "Retreat");
  g_autoptr(FfbDice) dice = dice_with_seed (12);
  g_autoptr(GError) error = NULL;

  add (battle, "att", FFB_BLOCK_INFANTRY, FFB_BLOCK_ATTACKER, 4);
  add (battle, "att-2", FFB_BLOCK_CAVALRY, FFB_BLOCK_ATTACKER, 4)->reserve = TRUE;
  add (battle, "def", FFB_BLOCK_INFANTRY, FFB_BLOCK_DEFENDER, 4);
  g_assert_false (ffb_blocks_order_retreat (battle, 1, "att-2", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "C2F"));
  g_clear_error (&error);
  g_assert_false (ffb_blocks_order_retreat (battle, 4, "att", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (ffb_blocks_order_retreat (battle, 1, "def", &error));
  g_assert_no_error (error);
  /* The defender's only block retreats instead of firing: the attacker wins in round 1. */
  resolve (battle, dice);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_RETREATS, 1, "def"), ==, 1);
  g_assert_cmpuint (count (battle, FFB_BLOCKS_FIRES, 1, "def"), ==, 0);
  g_assert_cmpint (battle->outcome, ==, FFB_BLOCKS_ATTACKER_WINS);
}

static void
test_log_sentences (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/blocks/good/vicksburg-fortress.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_load_file (path, &error);
  g_autoptr(FfbDice) dice = dice_with_seed (13);

  g_assert_no_error (error);
  resolve (battle, dice);
  for (guint i = 0; i < battle->log->len; i++)
    {
      const FfbBlocksEvent *event = event_at (battle, i);
      g_autofree char *sentence = ffb_blocks_event_sentence (battle, event);
      const FfbBlock *block = ffb_blocks_find (battle, event->block);
      const FfbBlock *target = ffb_blocks_find (battle, event->target);

      g_assert_true (g_str_has_prefix (sentence, "C2F: "));
      g_assert_null (strchr (sentence, '\n'));
      if (target != NULL)
        g_assert_nonnull (strstr (sentence, target->name));
      else if (block != NULL)
        g_assert_nonnull (strstr (sentence, block->name));
    }
}

/* ---- The file --------------------------------------------------------------------------- */

typedef struct
{
  const char *file;
  FfbError code;
  const char *says;
  gboolean names_line; /* the refusal names line 3, where each bad file's battle is */
} BadFile;

static const BadFile bad_files[] = {
  { "not-blocks.xml", FFB_ERROR_SCHEMA, "is not a block battle: its root element is <deck>",
    TRUE },
  { "version-2.xml", FFB_ERROR_VERSION, "format version \"2\"", TRUE },
  { "not-well-formed.xml", FFB_ERROR_PARSE, "not a well-formed XML file", FALSE },
  { "doctype.xml", FFB_ERROR_PARSE, "declares a DTD", FALSE },
  { "no-blocks.xml", FFB_ERROR_SCHEMA, "", TRUE },
  { "missing-steps.xml", FFB_ERROR_SCHEMA, "", TRUE },
  { "unknown-type.xml", FFB_ERROR_MEANING, "type=\"zouaves\" on <block>", TRUE },
  { "unknown-side.xml", FFB_ERROR_MEANING, "side=\"neutral\" on <block>", TRUE },
  { "bad-rating.xml", FFB_ERROR_MEANING, "rating=\"D2\" on <block> is not a rating", TRUE },
  { "rating-above-die.xml", FFB_ERROR_MEANING, "rating=\"B7\"", TRUE },
  { "steps-above-full.xml", FFB_ERROR_MEANING, "4 steps, more than its full strength, 3", TRUE },
  { "too-many-steps.xml", FFB_ERROR_MEANING, "steps=\"11\" on <block>", TRUE },
  { "duplicate-id.xml", FFB_ERROR_MEANING, "two blocks have the id \"a\"", TRUE },
  /* A refusal names blocks and battles by name, not by the id the app makes up. */
  { "no-defender.xml", FFB_ERROR_INVALID, "the battle \"B\" has no defending block", FALSE },
  { "retreat-unknown-block.xml", FFB_ERROR_MEANING, "names the block \"z\"", TRUE },
  { "retreat-round-4.xml", FFB_ERROR_MEANING, "round=\"4\" on <retreat>", TRUE },
  { "reserve-retreats-in-round-1.xml", FFB_ERROR_MEANING,
    "the block \"Reserve cavalry\" is a battle reserve", TRUE },
  { "fortress-maybe.xml", FFB_ERROR_MEANING, "fortress=\"maybe\"", TRUE },
  { "defender-player-3.xml", FFB_ERROR_MEANING, "defender-player=\"3\"", TRUE },
  { "name-with-newline.xml", FFB_ERROR_MEANING, "holds a control character", TRUE },
  /* C2G at a table of phones. */
  { "attacker-player-prussia.xml", FFB_ERROR_MEANING, "attacker-player=\"prussia\"", TRUE },
  { "ordered-without-attacker-player.xml", FFB_ERROR_MEANING,
    "does not say which player attacks (attacker-player)", TRUE },
  { "ordered-round-begun.xml", FFB_ERROR_MEANING, "but that round has begun", TRUE },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *name = g_build_filename ("tests", "files", "blocks", "bad", bad->file, NULL);
  g_autofree char *path = ffb_test_source_path (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_load_file (path, &error);
  g_autofree char *where = NULL;

  g_assert_null (battle);
  g_assert_nonnull (error);
  if (error->domain != FFB_ERROR || error->code != (int) bad->code)
    g_error ("%s: code %d, not %d: %s", bad->file, error->code, bad->code, error->message);
  if (strstr (error->message, bad->says) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, bad->says);
  g_assert_null (strchr (error->message, '\n'));
  where = bad->names_line ? g_strdup_printf ("%s:3: ", path) : g_strdup_printf ("%s:", path);
  if (!g_str_has_prefix (error->message, where))
    g_error ("\"%s\" does not start with \"%s\"", error->message, where);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/blocks/C2F/fire-order-a-then-b-then-c", test_fire_order);
  g_test_add_func ("/blocks/C2F/defender-first-within-a-letter", test_defender_first);
  g_test_add_func ("/blocks/C2F/hits-from-the-strongest", test_hits_from_the_strongest);
  g_test_add_func ("/blocks/C2F/owner-chooses-among-equals", test_owner_chooses);
  g_test_add_func ("/blocks/C2F/reserves-sit-out-round-1", test_reserves_sit_out_round_1);
  g_test_add_func ("/blocks/C2F/reserves-retreat-if-it-ends-in-round-1",
                   test_reserves_retreat_if_it_ends_in_round_1);
  g_test_add_func ("/blocks/C2F/fortress-two-hits-a-step", test_fortress_two_hits_a_step);
  g_test_add_func ("/blocks/C2F/fortress-lone-hit-carried-then-lost", test_fortress_lone_hit);
  g_test_add_func ("/blocks/C2F/three-rounds-then-retreat", test_three_rounds_then_retreat);
  g_test_add_func ("/blocks/C2F/dice-verify-after-reveal", test_dice_verify_after_reveal);
  g_test_add_func ("/blocks/C2F/ratings-table", test_ratings_table);
  g_test_add_func ("/blocks/C2F/fires-or-retreats", test_retreat_orders);
  g_test_add_func ("/blocks/C2F/log-sentences-name-the-rule", test_log_sentences);
  g_test_add_func ("/blocks/battle/copy-and-equal", test_copy_and_equal);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/blocks/file/bad/%s", bad_files[i].file);

      g_test_add_data_func (path, &bad_files[i], test_bad_file);
    }
  return g_test_run ();
}
