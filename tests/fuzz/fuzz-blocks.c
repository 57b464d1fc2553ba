/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-blocks.c: a block battle's file (`ffbridge-cli blocks`, RULES.md C2F), or one under way
 * between its rounds (C2G). A battle that loads must write back to a file that loads equal, and
 * be fought to its end with the fair dice (a fixed seed): whole, and round by round with the
 * first of the tied blocks chosen at each tie it stops at (a choice the file gives that does not
 * fit its tie is refused in one sentence naming C2G); every block left with 0 to its full steps,
 * none present without a step, the log ending with the battle's end within its rounds, every
 * event told in one line, and the fought battle equal to its copy. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-blocks.h"
#include "ffb-dice.h"
#include "ffb-xml-blocks.h"

#define SEED "00000000000000000000000000000000000000000000000000000000000000c2"

static void
fail (const char *what)
{
  fprintf (stderr, "a block battle that loaded %s\n", what);
  abort ();
}

static void
check_blocks (const FfbBlockBattle *battle)
{
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->steps < 0 || block->steps > block->full_steps)
        fail ("left a block with steps out of range");
      if ((block->steps == 0) != (block->state == FFB_BLOCK_ELIMINATED))
        fail ("left a block with no step that is not eliminated, or the reverse");
    }
}

static void
check_log (const FfbBlockBattle *battle)
{
  const FfbBlocksEvent *last;

  if (battle->log->len == 0)
    fail ("logged nothing");
  last = g_ptr_array_index (battle->log, battle->log->len - 1);
  if (last->kind != FFB_BLOCKS_BATTLE_ENDS || battle->outcome == FFB_BLOCKS_UNDECIDED
      || battle->round < 1 || battle->round > (guint) battle->rounds)
    fail ("did not end within its rounds");
  for (guint i = 0; i < battle->log->len; i++)
    {
      g_autofree char *sentence = ffb_blocks_event_sentence (battle,
                                                             g_ptr_array_index (battle->log, i));

      if (sentence == NULL || strchr (sentence, '\n') != NULL)
        fail ("told an event in no sentence, or in more than one line");
    }
}

static void
check_written (const FfbBlockBattle *battle)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ffb_blocks_to_xml (battle);
  g_autoptr(FfbBlockBattle) again = NULL;

  if (text == NULL)
    fail ("was not written");
  again = ffb_blocks_load_xml (text, strlen (text), "written", &error);
  if (again == NULL || !ffb_blocks_equal (battle, again))
    {
      fprintf (stderr, "a block battle that loaded does not load back as written: %s\n",
               error != NULL ? error->message : "not equal");
      abort ();
    }
}

/* C2G: one round at a time, on a copy of the battle kept, choosing the first of the tied blocks
 * wherever the round stops; the kept battle takes the fight's result once the round is whole. */
static void
fight_round_by_round (const FfbBlockBattle *battle)
{
  g_autoptr(FfbBlockBattle) kept = ffb_blocks_copy (battle);
  g_autoptr(GError) error = NULL;

  while (kept->outcome == FFB_BLOCKS_UNDECIDED)
    {
      g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (battle->id, SEED, NULL);
      g_autoptr(FfbBlockBattle) fought = ffb_blocks_copy (kept);

      if (!ffb_blocks_fight_next (fought, dice, &error))
        {
          /* Only the file's own choices may be refused. */
          if (battle->choices->len == 0 || !g_str_has_prefix (error->message, "C2G: ")
              || strchr (error->message, '\n') != NULL)
            {
              fprintf (stderr, "a block battle that loaded is not fought round by round: %s\n",
                       error->message);
              abort ();
            }
          return;
        }
      if (fought->tie != NULL)
        {
          kept->begun = TRUE;
          ffb_blocks_add_choice (kept, kept->round + 1, fought->tie[0]);
          continue;
        }
      g_ptr_array_set_size (fought->log, 0);
      g_clear_pointer (&kept, ffb_blocks_free);
      kept = g_steal_pointer (&fought);
      check_blocks (kept);
      if (kept->outcome == FFB_BLOCKS_UNDECIDED)
        check_written (kept);
    }
}

static void
fight (FfbBlockBattle *battle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (battle->id, SEED, &error);
  g_autoptr(FfbBlockBattle) copy = NULL;

  if (dice == NULL || !ffb_blocks_resolve (battle, dice, NULL, NULL, &error))
    {
      fprintf (stderr, "a block battle that loaded is not fought: %s\n",
               error != NULL ? error->message : "no dice");
      abort ();
    }
  check_blocks (battle);
  check_log (battle);
  copy = ffb_blocks_copy (battle);
  if (!ffb_blocks_equal (battle, copy))
    fail ("differs from its copy");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_load_xml ((const char *) data, size, FUZZ_SOURCE,
                                                          &error);

  if (battle == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    {
      check_written (battle);
      fight_round_by_round (battle);
      fight (battle);
    }
  return 0;
}
