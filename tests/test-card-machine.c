/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-card-machine.c: the one state machine of both card systems (issue 32 item 1;
 * night/ffb-card-machine.h): the deal, sealed picks and passes, the reveal by precedence and
 * the plays' end are the machine's, run by a system's table alone. A system of the test's own
 * (two game turns, the card ids' order as precedence, a side who passed sits out) runs through
 * it, and both real systems' tables hand those phases to the machine's own moves.
 *
 * What the two systems' engine files still repeat (issue 32 item 1's "under 5% of their
 * lines") is held by the card-engine-repeats test (tools/repeats, tests/meson.build). */
#include <string.h>
#include <glib.h>
#include "ffb-action-cards.h"
#include "ffb-activation.h"
#include "ffb-card-machine.h"
#include "ffb-error.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-deck.h"

#define UNION FFB_SIDE_UNION
#define CSA FFB_SIDE_CONFEDERATE

typedef struct
{
  FFB_CARD_PILES_GROUP;
  FfbCardPhase phase;
  guint turn;
  gboolean out[2];
  int first;
  guint discarded;
} Toy;

static void
toy_begin (gpointer state, G_GNUC_UNUSED const FfbDeck *deck, G_GNUC_UNUSED FfbDice *dice)
{
  ((Toy *) state)->turn = 0;
}

static void
toy_next (gpointer state)
{
  ((Toy *) state)->turn++;
}

static gboolean
toy_over (gconstpointer state, G_GNUC_UNUSED const FfbDeck *deck)
{
  const Toy *toy = state;

  return toy->turn > 2 || (toy->out[UNION] && toy->out[CSA]);
}

static gboolean
toy_sits_out (gconstpointer state, FfbSide side)
{
  return ((const Toy *) state)->out[side];
}

static void
toy_pass (gpointer state, FfbSide side)
{
  ((Toy *) state)->out[side] = TRUE;
}

static int
toy_compare (G_GNUC_UNUSED gconstpointer state, G_GNUC_UNUSED const FfbDeck *deck,
             const char *a, const char *b)
{
  return strcmp (a, b);
}

static void
toy_revealed (gpointer state, FfbSide first)
{
  ((Toy *) state)->first = first;
}

static void
toy_discard (gpointer state)
{
  Toy *toy = state;

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (toy->pick[side] != NULL)
      {
        g_ptr_array_add (toy->discard, g_steal_pointer (&toy->pick[side]));
        toy->discarded++;
      }
}

static const FfbCardMachine toy_machine = {
  .choices = {
    [FFB_CARD_STEP_DEAL] = { "toy: not between turns" },
    [FFB_CARD_STEP_PICK] = { "toy: not picking" },
    [FFB_CARD_STEP_PASS] = { "toy: not picking" },
    [FFB_CARD_STEP_REVEAL] = { "toy: no picks" },
    [FFB_CARD_STEP_END_TURN] = { "toy: not revealed" },
  },
  .words = {
    .sat_out = "toy: %s sits out",
    .already_picked = "toy: %s has picked",
    .not_in_hand = "toy: %s is not in %s's hand",
    .not_picked = "toy: %s has not picked",
    .foreign = "toy: %s is not a toy step",
  },
  .phase_offset = G_STRUCT_OFFSET (Toy, phase),
  .begin = toy_begin,
  .next = toy_next,
  .over = toy_over,
  .sits_out = toy_sits_out,
  .pass = toy_pass,
  .compare = toy_compare,
  .revealed = toy_revealed,
  .discard = toy_discard,
};

static gboolean
choose (Toy *toy, const FfbDeck *deck, FfbDice *dice, FfbCardStepKind kind, int side,
        const char *card, GError **error)
{
  return ffb_card_machine_choose (&toy_machine, toy, deck, dice, kind, side, card, error);
}

static void
assert_refused (gboolean done, GError **error, const char *sentence)
{
  g_assert_false (done);
  g_assert_error (*error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr ((*error)->message, ==, sentence);
  g_clear_error (error);
}

/* Issue 32 item 1: a system given only as a table runs the whole round of the card game. */
static void
test_toy_system (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", &error);
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("campaign", FFB_TEST_SEED, &error);
  g_autoptr(GPtrArray) order = NULL;
  Toy toy = { .phase = FFB_CARD_PHASE_BETWEEN };
  g_autofree char *not_held = NULL;

  g_assert_no_error (error);
  order = ffb_deck_card_ids (deck);
  ffb_card_piles_init (&toy.piles, deck);
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_REVEAL, -1, NULL, &error), &error,
                  "toy: no picks");
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_WHERE, UNION, NULL, &error), &error,
                  "toy: use-where is not a toy step");
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_DEAL, -1, NULL, &error));
  /* Dealt a card at a time, the Union first, as the pile lay. */
  g_assert_cmpuint (toy.hand[UNION]->len, ==, (guint) deck->hand_size);
  g_assert_cmpuint (toy.hand[CSA]->len, ==, (guint) deck->hand_size);
  g_assert_cmpstr (g_ptr_array_index (toy.hand[UNION], 0), ==, g_ptr_array_index (order, 0));
  g_assert_cmpstr (g_ptr_array_index (toy.hand[CSA], 0), ==, g_ptr_array_index (order, 1));
  g_assert_cmpint (toy.phase, ==, FFB_CARD_PHASE_PICKING);
  g_assert_cmpuint (toy.turn, ==, 1);

  not_held = g_strdup_printf ("toy: %s is not in Union's hand",
                              (char *) g_ptr_array_index (toy.hand[CSA], 0));
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, UNION,
                          g_ptr_array_index (toy.hand[CSA], 0), &error), &error, not_held);
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, UNION,
                         g_ptr_array_index (toy.hand[UNION], 0), &error));
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, UNION,
                          g_ptr_array_index (toy.hand[UNION], 1), &error), &error,
                  "toy: Union has picked");
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_REVEAL, -1, NULL, &error), &error,
                  "toy: Confederate has not picked");
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, CSA,
                         g_ptr_array_index (toy.hand[CSA], 0), &error));
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_REVEAL, -1, NULL, &error));
  /* Precedence is the table's: the higher id. The picks are out of the hands. */
  g_assert_cmpint (toy.first, ==, strcmp (toy.pick[CSA], toy.pick[UNION]) > 0 ? CSA : UNION);
  g_assert_cmpint (toy.phase, ==, FFB_CARD_PHASE_PLAYS);
  g_assert_cmpuint (toy.hand[UNION]->len, ==, (guint) deck->hand_size - 1);
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, UNION,
                          g_ptr_array_index (toy.hand[UNION], 0), &error), &error,
                  "toy: not picking");

  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_END_TURN, -1, NULL, &error));
  g_assert_cmpuint (toy.discarded, ==, 2);
  g_assert_cmpuint (toy.turn, ==, 2);
  g_assert_cmpint (toy.phase, ==, FFB_CARD_PHASE_PICKING);
  /* A pass sits the side out; the other alone reveals and is first. */
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_PASS, UNION, NULL, &error));
  assert_refused (choose (&toy, deck, dice, FFB_CARD_STEP_PASS, UNION, NULL, &error), &error,
                  "toy: Union sits out");
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_PICK, CSA,
                         g_ptr_array_index (toy.hand[CSA], 0), &error));
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_REVEAL, -1, NULL, &error));
  g_assert_cmpint (toy.first, ==, CSA);
  /* The table's two turns are over: the next deal is due. */
  g_assert_true (choose (&toy, deck, dice, FFB_CARD_STEP_END_TURN, -1, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (toy.phase, ==, FFB_CARD_PHASE_BETWEEN);
  ffb_card_piles_clear (&toy.piles);
}

/* Whether `machine` hands its choices of `kind` to the machine's own move: it names the
 * refusal outside the move's phase and takes none of them itself. */
static gboolean
hands_to_machine (const FfbCardMachine *machine, FfbCardStepKind kind)
{
  return machine->choices[kind].outside != NULL && machine->choices[kind].take == NULL;
}

/* Issue 32 item 1: C1's and C2's deals, picks, reveals and plays' ends are the machine's. */
static void
test_systems_share_phases (void)
{
  const FfbCardMachine *c1 = &ffb_activation_machine, *c2 = &ffb_action_cards_machine;

  g_assert_true (hands_to_machine (c1, FFB_CARD_STEP_DEAL));
  g_assert_true (hands_to_machine (c2, FFB_CARD_STEP_DEAL));
  g_assert_true (hands_to_machine (c1, FFB_CARD_STEP_PICK));
  g_assert_true (hands_to_machine (c2, FFB_CARD_STEP_PICK));
  g_assert_true (hands_to_machine (c2, FFB_CARD_STEP_PASS_WITH));
  g_assert_true (hands_to_machine (c1, FFB_CARD_STEP_PASS));
  g_assert_true (hands_to_machine (c1, FFB_CARD_STEP_REVEAL));
  g_assert_true (hands_to_machine (c2, FFB_CARD_STEP_REVEAL));
  g_assert_true (hands_to_machine (c2, FFB_CARD_STEP_END_TURN));
  /* Each refuses the other's choices in its own words. */
  g_assert_false (hands_to_machine (c1, FFB_CARD_STEP_WHERE));
  g_assert_false (hands_to_machine (c2, FFB_CARD_STEP_PASS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/card-machine/toy-system", test_toy_system);
  g_test_add_func ("/card-machine/systems-share-phases", test_systems_share_phases);
  return g_test_run ();
}
