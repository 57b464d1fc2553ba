/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-activation.c: the activation deck at the tabletop battle (RULES.md C1, seed 001;
 * night/ffb-activation.h) with the Haggerty deck: hands filled from the shuffled pile and the
 * discards reshuffled (C1D), sealed picks and the First Player (C1E, C1A's jokers), follow-up
 * plays that must outrank, passing (C1F), the seed's own example of play, what each side may
 * see, the deal re-derived after the reveal, and the Charges that decide who orders the
 * melees (C1E). */
#include <string.h>
#include <glib.h>
#include "ffb-activation.h"
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-shuffle.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-deck.h"

#define UNION FFB_SIDE_UNION
#define CSA FFB_SIDE_CONFEDERATE

/* C1's choices, taken through its card machine as the battle's record takes them. */
static gboolean
c1_choose (FfbActivation *activation, const FfbDeck *deck, FfbDice *dice, FfbCardStepKind kind,
           int side, const char *card, GError **error)
{
  return ffb_card_machine_choose (&ffb_activation_machine, activation, deck, dice, kind, side,
                                  card, error);
}

#define c1_start_turn(activation, deck, dice, error)                                         \
  c1_choose ((activation), (deck), (dice), FFB_CARD_STEP_DEAL, -1, NULL, (error))
#define c1_pick(activation, side, card, error)                                               \
  c1_choose ((activation), NULL, NULL, FFB_CARD_STEP_PICK, (side), (card), (error))
#define c1_pass(activation, side, error)                                                     \
  c1_choose ((activation), NULL, NULL, FFB_CARD_STEP_PASS, (side), NULL, (error))
#define c1_reveal(activation, deck, error)                                                   \
  c1_choose ((activation), (deck), NULL, FFB_CARD_STEP_REVEAL, -1, NULL, (error))
#define c1_finish(activation, side, error)                                                   \
  c1_choose ((activation), NULL, NULL, FFB_CARD_STEP_DONE, (side), NULL, (error))

typedef struct
{
  FfbDeck *deck;
  FfbDice *dice;
  FfbActivation *game;
} Table;

static void
table_set_up (Table *table, gconstpointer unused)
{
  g_autoptr(GError) error = NULL;

  table->deck = ffb_deck_new_built_in ("haggerty", &error);
  g_assert_no_error (error);
  table->dice = ffb_dice_new_from_hex ("battle", FFB_TEST_SEED, &error);
  g_assert_no_error (error);
  table->game = ffb_activation_new (table->deck, &error);
  g_assert_no_error (error);
  g_assert_true (c1_start_turn (table->game, table->deck, table->dice, &error));
  g_assert_no_error (error);
}

static void
table_tear_down (Table *table, gconstpointer unused)
{
  ffb_activation_free (table->game);
  ffb_dice_free (table->dice);
  ffb_deck_free (table->deck);
}

/* Takes the card from wherever it is (draw pile, a hand, the discards). */
static void
take_card (FfbActivation *game, const char *card)
{
  gboolean found = ffb_pile_remove (game->draw, card) || ffb_pile_remove (game->discard, card)
                   || ffb_pile_remove (game->hand[UNION], card)
                   || ffb_pile_remove (game->hand[CSA], card);

  g_assert_true (found);
}

/* Sets a side's hand to the cards named (NULL-terminated); its old cards go to the bottom of
 * the draw pile. */
static void
give_hand (FfbActivation *game, FfbSide side, ...)
{
  va_list args;

  ffb_pile_move_all (game->hand[side], game->draw);
  va_start (args, side);
  for (const char *card = va_arg (args, const char *); card != NULL;
       card = va_arg (args, const char *))
    {
      take_card (game, card);
      ffb_pile_add (game->hand[side], card);
    }
  va_end (args);
}

static void
assert_refused (gboolean done, GError **error, const char *rule, const char *says)
{
  g_assert_false (done);
  g_assert_error (*error, FFB_ERROR, FFB_ERROR_INVALID);
  if (!g_str_has_prefix ((*error)->message, rule) || strstr ((*error)->message, says) == NULL)
    g_error ("\"%s\" should start with %s and say \"%s\"", (*error)->message, rule, says);
  g_clear_error (error);
}

static void
pick_both (Table *table, const char *union_card, const char *csa_card)
{
  g_assert_true (c1_pick (table->game, UNION, union_card, NULL));
  g_assert_true (c1_pick (table->game, CSA, csa_card, NULL));
  g_assert_true (c1_reveal (table->game, table->deck, NULL));
}

/* C1D: the whole deck shuffled with the fair dice, one referee's roll per swap, then each hand
 * filled to six, a card at a time, the Union first. */
static void
test_c1d_hands_filled (Table *table, gconstpointer unused)
{
  g_autoptr(GPtrArray) order = ffb_deck_card_ids (table->deck);
  g_autoptr(GPtrArray) problems = NULL;

  g_assert_cmpuint (table->game->turn, ==, 1);
  g_assert_cmpint (table->game->phase, ==, FFB_ACTIVATION_PICKING);
  g_assert_cmpuint (table->game->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (table->game->hand[CSA]->len, ==, 6);
  g_assert_cmpuint (table->game->draw->len, ==, 42);
  g_assert_cmpuint (ffb_dice_n_rolls (table->dice), ==, 53);
  g_assert_cmpstr (ffb_dice_get_roll (table->dice, 0)->purpose, ==, "C1D shuffle 1");
  g_assert_cmpint (ffb_dice_get_roll (table->dice, 52)->audience, ==, FFB_AUDIENCE_REFEREE);
  /* After the reveal, anyone re-derives the deal from the committed seed. */
  g_assert_true (ffb_dice_reveal (table->dice));
  problems = ffb_dice_verify (table->dice, NULL);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (ffb_shuffle_replay (order, table->dice, "C1D shuffle 1", NULL));
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (table->game->hand[UNION], i), ==,
                       g_ptr_array_index (order, 2 * i));
      g_assert_cmpstr (g_ptr_array_index (table->game->hand[CSA], i), ==,
                       g_ptr_array_index (order, 2 * i + 1));
    }
  g_assert_cmpstr (g_ptr_array_index (table->game->draw, 0), ==, g_ptr_array_index (order, 12));
}

/* C1D decision: an empty draw pile is refilled by shuffling the discards, with the next
 * shuffle's own rolls. */
static void
test_c1d_refill_from_discards (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(GError) error = NULL;
  guint rolls = ffb_dice_n_rolls (table->dice);

  /* All but one card of the pile, and four of each hand, are in the discards. */
  while (game->draw->len > 1)
    g_ptr_array_add (game->discard, g_ptr_array_steal_index (game->draw, 1));
  for (int i = 0; i < 4; i++)
    {
      g_ptr_array_add (game->discard, g_ptr_array_steal_index (game->hand[UNION], 0));
      g_ptr_array_add (game->discard, g_ptr_array_steal_index (game->hand[CSA], 0));
    }
  g_assert_true (c1_pass (game, UNION, NULL));
  g_assert_true (c1_pass (game, CSA, NULL));
  g_assert_true (ffb_activation_turn_over (game));
  g_assert_true (c1_start_turn (game, table->deck, table->dice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game->turn, ==, 2);
  g_assert_cmpuint (game->shuffles, ==, 2);
  g_assert_cmpuint (game->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (game->hand[CSA]->len, ==, 6);
  g_assert_cmpuint (game->discard->len, ==, 0);
  g_assert_cmpuint (game->draw->len, ==, 42);
  /* 49 discards shuffled: 48 rolls, named by the second shuffle. */
  g_assert_cmpuint (ffb_dice_n_rolls (table->dice), ==, rolls + 48);
  g_assert_cmpstr (ffb_dice_get_roll (table->dice, rolls)->purpose, ==, "C1D shuffle 2");
  g_assert_cmpint (ffb_dice_get_roll (table->dice, rolls)->sides, ==, 49);
  g_assert_false (game->passed[UNION] || game->passed[CSA]);
}

/* C1D: a new turn only once the last is over. */
static void
test_c1d_turn_not_over (Table *table, gconstpointer unused)
{
  g_autoptr(GError) error = NULL;

  assert_refused (c1_start_turn (table->game, table->deck, table->dice, &error),
                  &error, "C1D:", "both players have passed");
}

/* C1E: the picks are sealed until both are in: a side's view shows his own pick, and only
 * that the other has picked. */
static void
test_c1e_picks_sealed (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) union_view = NULL;
  g_autoptr(FfbActivation) csa_view = NULL;

  give_hand (game, UNION, "10H", "JS", NULL);
  give_hand (game, CSA, "5C", "JH", "KC", NULL);
  g_assert_true (c1_pick (game, UNION, "10H", NULL));
  assert_refused (c1_reveal (game, table->deck, &error), &error, "C1E:",
                  "the Confederate player has not picked");
  assert_refused (c1_pick (game, UNION, "JS", &error), &error, "C1E:",
                  "already picked");
  assert_refused (c1_pick (game, CSA, "10H", &error), &error, "C1E:",
                  "not in the Confederate player's hand");
  union_view = ffb_activation_view (game, UNION);
  csa_view = ffb_activation_view (game, CSA);
  g_assert_cmpstr (union_view->pick[UNION], ==, "10H");
  g_assert_cmpstr (csa_view->pick[UNION], ==, FFB_CARD_HIDDEN);
  g_assert_null (csa_view->pick[CSA]);
  g_assert_null (ffb_activation_first_reason (game, table->deck));
  g_assert_true (c1_pick (game, CSA, "5C", NULL));
  g_assert_true (c1_reveal (game, table->deck, &error));
  g_assert_no_error (error);
  g_assert_cmpint (game->first, ==, UNION);
  g_assert_cmpstr (ffb_activation_last_played (game, CSA), ==, "5C");
  g_assert_false (ffb_pile_contains (game->hand[CSA], "5C"));
}

/* The seed's example of play, step by step: Grant's 10 of Hearts against Lee's 5 of Clubs;
 * Grant plays on with the Jack of Spades; Lee acts with his 5 of Clubs and plays on with the
 * Jack of Hearts, which outranks his 5 and Grant's Jack (Hearts over Spades); every card of
 * the round is discarded. */
static void
test_c1e_seed_example (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "10H", "JS", "3D", NULL);
  give_hand (game, CSA, "5C", "JH", "KC", NULL);
  pick_both (table, "10H", "5C");
  reason = ffb_activation_first_reason (game, table->deck);
  g_assert_cmpstr (reason, ==, "C1E: the Union player's 10 of Hearts outranks the Confederate "
                   "player's 5 of Clubs, so he is First Player.");
  /* C1B, C1C: Lee's 5 of Clubs is a two-FIRE-action volley. */
  g_assert_cmpint (ffb_deck_allowance (table->deck, "5C", CSA, FALSE).actions, ==, 2);
  g_assert_true (ffb_activation_play (game, table->deck, UNION, "JS", &error));
  g_assert_no_error (error);
  /* Grant holds nothing that outranks his Jack. */
  assert_refused (ffb_activation_play (game, table->deck, UNION, "3D", &error), &error, "C1E:",
                  "the 3 of Diamonds does not outrank the Jack of Spades, the First Player's "
                  "previous card");
  g_assert_true (c1_finish (game, UNION, NULL));
  g_assert_cmpint (game->phase, ==, FFB_ACTIVATION_SECOND_PLAYS);
  g_assert_true (ffb_activation_play (game, table->deck, CSA, "JH", &error));
  g_assert_no_error (error);
  g_assert_true (c1_finish (game, CSA, NULL));
  /* Lee keeps his King of Clubs for later rounds. */
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_cmpint (game->phase, ==, FFB_ACTIVATION_PICKING);
  g_assert_cmpuint (game->discard->len, ==, 4);
  for (const char *const *card = (const char *const[]) { "10H", "JS", "5C", "JH", NULL };
       *card != NULL; card++)
    g_assert_true (ffb_pile_contains (game->discard, *card));
  g_assert_true (ffb_pile_contains (game->hand[CSA], "KC"));
  g_assert_cmpuint (game->played[UNION]->len + game->played[CSA]->len, ==, 0);
}

/* C1E: the Second Player's further card must outrank both his previous card and the First
 * Player's last card: one above his own but below the First Player's is refused. */
static void
test_c1e_second_must_outrank_both (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "9H", "QS", NULL);
  give_hand (game, CSA, "5C", "10D", "QH", NULL);
  pick_both (table, "9H", "5C");
  g_assert_true (ffb_activation_play (game, table->deck, UNION, "QS", NULL));
  g_assert_true (c1_finish (game, UNION, NULL));
  assert_refused (ffb_activation_play (game, table->deck, CSA, "10D", &error), &error, "C1E:",
                  "the 10 of Diamonds does not outrank both the 5 of Clubs, the Second Player's "
                  "previous card, and the Queen of Spades, the First Player's last card");
  g_assert_true (ffb_activation_play (game, table->deck, CSA, "QH", &error));
  g_assert_no_error (error);
}

/* C1E: the First Player acts first; the Second Player's cards wait; and no card is played on
 * before the reveal. */
static void
test_c1e_order_of_play (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "2S", "KD", NULL);
  give_hand (game, CSA, "8C", "KH", NULL);
  assert_refused (ffb_activation_play (game, table->deck, CSA, "KH", &error), &error, "C1E:",
                  "only after the reveal");
  pick_both (table, "2S", "8C");
  g_assert_cmpint (game->first, ==, CSA);
  assert_refused (ffb_activation_play (game, table->deck, UNION, "KD", &error), &error, "C1E:",
                  "the Confederate player is First Player and acts first");
  assert_refused (c1_finish (game, UNION, &error), &error, "C1E:", "acts first");
  g_assert_true (c1_finish (game, CSA, NULL));
  assert_refused (ffb_activation_play (game, table->deck, CSA, "KH", &error), &error, "C1E:",
                  "it is the Union player's turn to act");
}

/* C1A: a joker outranks every suit card; of the two jokers, the one drawn first from the
 * shuffled deck is higher, and the table hears why. */
static void
test_c1a_jokers (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "joker.1", "KH", NULL);
  give_hand (game, CSA, "joker.2", "AS", NULL);
  /* joker.2 drawn before joker.1. */
  ffb_pile_remove (game->drawn, "joker.1");
  ffb_pile_remove (game->drawn, "joker.2");
  ffb_pile_add (game->drawn, "joker.2");
  ffb_pile_add (game->drawn, "joker.1");
  g_assert_cmpint (ffb_activation_compare (game, table->deck, "joker.2", "joker.1"), >, 0);
  g_assert_cmpint (ffb_activation_compare (game, table->deck, "joker.1", "KH"), >, 0);
  pick_both (table, "joker.1", "joker.2");
  g_assert_cmpint (game->first, ==, CSA);
  reason = ffb_activation_first_reason (game, table->deck);
  g_assert_true (g_str_has_prefix (reason, "C1A: the Joker and the Joker rank alike; the "
                                   "Confederate player's was drawn first"));
  /* Nothing outranks a joker that ranks above the other. */
  assert_refused (ffb_activation_play (game, table->deck, CSA, "AS", &error), &error, "C1E:",
                  "does not outrank");
}

/* C1F: a player who passes sits out the rest of the turn while the other goes on alone; the
 * turn ends when both have passed. */
static void
test_c1f_pass (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "2S", "KD", NULL);
  give_hand (game, CSA, "8C", "KH", "4D", NULL);
  g_assert_true (c1_pass (game, UNION, NULL));
  assert_refused (c1_pick (game, UNION, "KD", &error), &error, "C1F:",
                  "has passed and sits out");
  g_assert_true (c1_pick (game, CSA, "8C", NULL));
  g_assert_true (c1_reveal (game, table->deck, NULL));
  g_assert_cmpint (game->first, ==, CSA);
  reason = ffb_activation_first_reason (game, table->deck);
  g_assert_true (g_str_has_prefix (reason, "C1F: the Union player passed"));
  g_assert_true (c1_finish (game, CSA, NULL));
  /* No Second Player's card: the round is over, and the Union still sits out. */
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_true (game->passed[UNION]);
  assert_refused (c1_pick (game, UNION, "2S", &error), &error, "C1F:", "sits out");
  /* The Confederate goes on alone, then passes too: the turn is over. */
  g_assert_true (c1_pick (game, CSA, "KH", NULL));
  g_assert_true (c1_reveal (game, table->deck, NULL));
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_false (ffb_activation_turn_over (game));
  g_assert_true (c1_pass (game, CSA, NULL));
  g_assert_true (ffb_activation_turn_over (game));
}

/* C1F: a player holding no card must pass; with the other out too, the turn ends (C1D). */
static void
test_c1f_no_card_must_pass (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;

  give_hand (game, UNION, "2S", NULL);
  give_hand (game, CSA, "8C", "KH", NULL);
  pick_both (table, "2S", "8C");
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_true (c1_finish (game, UNION, NULL));
  /* The Union's hand is empty: he has passed by the rule. */
  g_assert_true (game->passed[UNION]);
  g_assert_cmpint (game->phase, ==, FFB_ACTIVATION_PICKING);
  g_assert_true (c1_pick (game, CSA, "KH", NULL));
  g_assert_true (c1_reveal (game, table->deck, NULL));
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_true (game->passed[CSA]);
  g_assert_true (ffb_activation_turn_over (game));
}

/* Who may see what: a hand is its owner's, the counts are public, the draw pile's order is
 * nobody's; the discards and the round's revealed cards are face up. The views are copies
 * that compare; the referee's state is the whole. */
static void
test_c1_views (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(FfbActivation) union_view = ffb_activation_view (game, UNION);
  g_autoptr(FfbActivation) csa_view = ffb_activation_view (game, CSA);
  g_autoptr(FfbActivation) copy = ffb_activation_copy (game);

  g_assert_true (ffb_pile_equal (union_view->hand[UNION], game->hand[UNION]));
  g_assert_cmpuint (union_view->hand[CSA]->len, ==, game->hand[CSA]->len);
  for (guint i = 0; i < game->hand[CSA]->len; i++)
    {
      g_assert_cmpstr (g_ptr_array_index (union_view->hand[CSA], i), ==, FFB_CARD_HIDDEN);
      g_assert_false (ffb_pile_contains (union_view->drawn,
                                         g_ptr_array_index (game->hand[CSA], i)));
      g_assert_cmpstr (g_ptr_array_index (csa_view->hand[CSA], i), ==,
                       g_ptr_array_index (game->hand[CSA], i));
    }
  g_assert_cmpuint (union_view->draw->len, ==, 42);
  g_assert_cmpstr (g_ptr_array_index (union_view->draw, 0), ==, FFB_CARD_HIDDEN);
  g_assert_cmpuint (union_view->drawn->len, ==, 6);
  g_assert_true (ffb_activation_equal (game, copy));
  g_assert_false (ffb_activation_equal (game, union_view));
  g_assert_false (ffb_activation_equal (union_view, csa_view));
  copy->passed[CSA] = TRUE;
  g_assert_false (ffb_activation_equal (game, copy));
}

/* ---- Charges and the order of the melees (C1C, C1E) -------------------------------- */

static void
charge (Table *table, FfbSide side)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_activation_charge (table->game, table->deck, side, &error));
  g_assert_no_error (error);
}

/* C1C: a Heart allows a Charge, one per action of the cards played: the 10 of Hearts two,
 * the Jack of Hearts one more. A Charge is made in its player's own plays only (our decision:
 * not after he has said his plays are complete). C1E: the Union made more, and chooses the
 * order of the melees. */
static void
test_c1e_charge_allowed_by_a_heart (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *melee = NULL;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "10H", "3D", NULL);
  give_hand (game, CSA, "5C", "JH", NULL);
  pick_both (table, "10H", "5C");
  g_assert_null (ffb_activation_melee_text (game));
  g_assert_cmpuint (ffb_activation_charges_allowed (game, table->deck, UNION), ==, 2);
  assert_refused (ffb_activation_charge (game, table->deck, CSA, &error), &error, "C1E:",
                  "the Confederate player makes a Charge only with his own plays");
  charge (table, UNION);
  charge (table, UNION);
  assert_refused (ffb_activation_charge (game, table->deck, UNION, &error), &error, "C1C:",
                  "allow 2 Charges, and he has made them all");
  g_assert_true (c1_finish (game, UNION, NULL));
  assert_refused (ffb_activation_charge (game, table->deck, UNION, &error), &error, "C1E:",
                  "only with his own plays of the round");
  assert_refused (ffb_activation_charge (game, table->deck, CSA, &error), &error, "C1C:",
                  "allow no Charge: only Hearts and jokers do");
  g_assert_true (ffb_activation_play (game, table->deck, CSA, "JH", NULL));
  charge (table, CSA);
  g_assert_cmpuint (game->charges[UNION], ==, 2);
  g_assert_cmpuint (game->charges[CSA], ==, 1);
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_cmpuint (game->charges[UNION] + game->charges[CSA], ==, 0);
  g_assert_cmpuint (game->melee.turn, ==, 1);
  g_assert_cmpuint (game->melee.round, ==, 1);
  g_assert_cmpuint (game->melee.charges[UNION], ==, 2);
  g_assert_cmpuint (game->melee.charges[CSA], ==, 1);
  g_assert_cmpint (game->melee.chooser, ==, UNION);
  melee = ffb_activation_melee_text (game);
  g_assert_cmpstr (melee, ==, "Melees of round 1 (C1E): the Union player chooses their order: "
                   "2 Charges to 1.");
  /* Between rounds there are no plays to charge with. */
  assert_refused (ffb_activation_charge (game, table->deck, UNION, &error), &error, "C1E:",
                  "only with his own plays");
}

/* C1C: Spades allow FIRE and RALLY, never a Charge; nor does a further Spade. */
static void
test_c1c_no_charge_with_a_spade (Table *table, gconstpointer unused)
{
  g_autoptr(GError) error = NULL;

  give_hand (table->game, UNION, "5S", "KS", NULL);
  give_hand (table->game, CSA, "3D", NULL);
  pick_both (table, "5S", "3D");
  g_assert_true (ffb_activation_play (table->game, table->deck, UNION, "KS", NULL));
  g_assert_cmpuint (ffb_activation_charges_allowed (table->game, table->deck, UNION), ==, 0);
  assert_refused (ffb_activation_charge (table->game, table->deck, UNION, &error), &error,
                  "C1C:", "the Union player's cards played this round allow no Charge");
  g_assert_cmpuint (table->game->charges[UNION], ==, 0);
}

/* C1B, C1C: a joker allows three actions of any type: three Charges, not a fourth. */
static void
test_c1e_jokers_three_charges (Table *table, gconstpointer unused)
{
  g_autoptr(GError) error = NULL;

  give_hand (table->game, UNION, "KS", NULL);
  give_hand (table->game, CSA, "joker.1", NULL);
  pick_both (table, "KS", "joker.1");
  g_assert_cmpint (table->game->first, ==, CSA);
  for (int i = 0; i < 3; i++)
    charge (table, CSA);
  assert_refused (ffb_activation_charge (table->game, table->deck, CSA, &error), &error, "C1C:",
                  "allow 3 Charges, and he has made them all");
  g_assert_cmpuint (table->game->charges[CSA], ==, 3);
}

/* ---- Actions per unit (C1G) -------------------------------------------------------- */

static int
action_bit (const char *word)
{
  int bit = -1;

  g_assert_true (ffb_card_allow_from_string (word, &bit));
  return bit;
}

static void
act (Table *table, FfbSide side, const char *card, const char *unit, const char *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_activation_act (table->game, table->deck, side, card, unit, NULL,
                                     action_bit (action), &error));
  g_assert_no_error (error);
}

/* C1G: a King of Hearts (one action, C1B) lets each unit activated make its one action, a
 * Charge included: three units charge with it, and none makes a second; a Fire is not a
 * Heart's (C1C). The three count once each for the melee order (C1E), so the Union, with
 * three charging units against the Confederate's one, chooses it. */
static void
test_c1g_king_of_hearts_each_unit_charges (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *melee = NULL;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "KH", NULL);
  give_hand (game, CSA, "QH", NULL);
  pick_both (table, "KH", "QH");
  g_assert_cmpint (game->first, ==, UNION);
  act (table, UNION, "KH", "union.b1", "charge");
  act (table, UNION, "KH", "union.b2", "charge");
  act (table, UNION, "KH", "union.b3", "move");
  g_assert_cmpuint (game->charges[UNION], ==, 2);
  assert_refused (ffb_activation_act (game, table->deck, UNION, "KH", "union.b1", "1st Iowa",
                                      action_bit ("charge"), &error), &error, "C1G:",
                  "the King of Hearts gives each unit it activates 1 action, and 1st Iowa has "
                  "made it");
  assert_refused (ffb_activation_act (game, table->deck, UNION, "KH", "union.b4", NULL,
                                      action_bit ("fire"), &error), &error, "C1C:",
                  "the King of Hearts allows no Fire");
  assert_refused (ffb_activation_act (game, table->deck, UNION, "QH", "union.b4", NULL,
                                      action_bit ("charge"), &error), &error, "C1G:",
                  "not one the Union player has played this round");
  assert_refused (ffb_activation_act (game, table->deck, CSA, "QH", "csa.b1", NULL,
                                      action_bit ("charge"), &error), &error, "C1E:",
                  "only with his own plays");
  act (table, UNION, "KH", "union.b4", "charge");
  g_assert_cmpuint (game->charges[UNION], ==, 3);
  g_assert_cmpuint (ffb_activation_unit_actions (game, UNION, "KH", "union.b1"), ==, 1);
  g_assert_true (c1_finish (game, UNION, NULL));
  act (table, CSA, "QH", "csa.b1", "charge");
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_cmpuint (game->melee.charges[UNION], ==, 3);
  g_assert_cmpuint (game->melee.charges[CSA], ==, 1);
  g_assert_cmpint (game->melee.chooser, ==, UNION);
  melee = ffb_activation_melee_text (game);
  g_assert_cmpstr (melee, ==, "Melees of round 1 (C1E): the Union player chooses their order: "
                   "3 Charges to 1.");
}

/* C1G: a 10 of Hearts gives each unit two actions: one unit moves and charges, and its Charge
 * counts once for C1E even with a second Charge of it; a third action of it is refused. */
static void
test_c1g_actions_counted_per_unit (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(GError) error = NULL;

  give_hand (game, UNION, "10H", NULL);
  give_hand (game, CSA, "3S", NULL);
  pick_both (table, "10H", "3S");
  g_assert_cmpint (game->first, ==, UNION);
  act (table, UNION, "10H", "union.b1", "charge");
  act (table, UNION, "10H", "union.b1", "charge");
  g_assert_cmpuint (game->charges[UNION], ==, 1);
  assert_refused (ffb_activation_act (game, table->deck, UNION, "10H", "union.b1", NULL,
                                      action_bit ("move"), &error), &error, "C1G:",
                  "gives each unit it activates 2 actions, and union.b1 has made them all");
  act (table, UNION, "10H", "union.b2", "move");
  g_assert_cmpuint (ffb_activation_unit_actions (game, UNION, "10H", "union.b2"), ==, 1);
  g_assert_true (c1_finish (game, UNION, NULL));
  act (table, CSA, "3S", "csa.b1", "rally");
  act (table, CSA, "3S", "csa.b1", "fire");
  g_assert_cmpuint (game->charges[CSA], ==, 0);
}

/* C1E: who chooses the order of the melees: the side with more Charges; on a tie, our
 * decision (C1E is silent): the round's First Player; when neither charged, no one, as there
 * is no melee from a Charge. The record lasts until the next reveal. */
static void
test_c1e_melee_chooser (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autofree char *tie = NULL, *none = NULL;

  give_hand (game, UNION, "10H", "KS", NULL);
  give_hand (game, CSA, "JH", "QS", NULL);
  pick_both (table, "10H", "JH");
  g_assert_cmpint (game->first, ==, CSA);
  charge (table, CSA);
  g_assert_true (c1_finish (game, CSA, NULL));
  charge (table, UNION);
  g_assert_true (c1_finish (game, UNION, NULL));
  g_assert_cmpint (game->melee.chooser, ==, CSA);
  tie = ffb_activation_melee_text (game);
  g_assert_cmpstr (tie, ==, "Melees of round 1 (C1E): 1 Charge each; on a tie the First "
                   "Player, the Confederate player, chooses their order (our decision: C1E is "
                   "silent on a tie).");
  pick_both (table, "KS", "QS");
  g_assert_cmpuint (game->melee.round, ==, 0);
  g_assert_null (ffb_activation_melee_text (game));
  g_assert_true (c1_finish (game, UNION, NULL));
  g_assert_true (c1_finish (game, CSA, NULL));
  g_assert_cmpuint (game->melee.round, ==, 2);
  g_assert_cmpint (game->melee.chooser, ==, -1);
  none = ffb_activation_melee_text (game);
  g_assert_cmpstr (none, ==, "Melees of round 2 (C1E): no Charge was made, so there is no "
                   "melee from a Charge.");
}

/* C1E: Charges are made on the table: each side's view keeps both counts, and the melees; a
 * copy compares, and a count changed does not. */
static void
test_c1e_charges_public (Table *table, gconstpointer unused)
{
  FfbActivation *game = table->game;
  g_autoptr(FfbActivation) during = NULL, after = NULL, copy = NULL;

  give_hand (game, UNION, "AH", NULL);
  give_hand (game, CSA, "AS", NULL);
  pick_both (table, "AH", "AS");
  charge (table, UNION);
  during = ffb_activation_view (game, CSA);
  g_assert_cmpuint (during->charges[UNION], ==, 1);
  g_assert_true (c1_finish (game, UNION, NULL));
  g_assert_true (c1_finish (game, CSA, NULL));
  after = ffb_activation_view (game, CSA);
  g_assert_cmpuint (after->melee.charges[UNION], ==, 1);
  g_assert_cmpint (after->melee.chooser, ==, UNION);
  copy = ffb_activation_copy (game);
  g_assert_true (ffb_activation_equal (game, copy));
  copy->melee.charges[CSA] = 1;
  g_assert_false (ffb_activation_equal (game, copy));
}

/* C1: an action deck is not an activation deck. */
static void
test_c1_wrong_deck (void)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_activation_new (deck, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

static void
add (const char *path, void (*test) (Table *, gconstpointer))
{
  g_test_add (path, Table, NULL, table_set_up, test, table_tear_down);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  add ("/cards/C1D/hands-filled-to-six-from-the-shuffled-deck", test_c1d_hands_filled);
  add ("/cards/C1D/empty-draw-pile-refilled-from-the-discards", test_c1d_refill_from_discards);
  add ("/cards/C1D/new-turn-only-when-the-last-is-over", test_c1d_turn_not_over);
  add ("/cards/C1E/picks-sealed-until-both-are-in", test_c1e_picks_sealed);
  add ("/cards/C1E/the-seeds-example-of-play", test_c1e_seed_example);
  add ("/cards/C1E/follow-up-must-outrank-both", test_c1e_second_must_outrank_both);
  add ("/cards/C1E/first-player-acts-first", test_c1e_order_of_play);
  add ("/cards/C1A/joker-drawn-first-is-higher", test_c1a_jokers);
  add ("/cards/C1F/pass-sits-out-the-turn", test_c1f_pass);
  add ("/cards/C1F/no-card-must-pass", test_c1f_no_card_must_pass);
  add ("/cards/C1/views-hand-is-its-owners-counts-public", test_c1_views);
  add ("/cards/C1E/charge-allowed-by-a-heart-and-the-melee-order", test_c1e_charge_allowed_by_a_heart);
  add ("/cards/C1C/no-charge-with-a-spade", test_c1c_no_charge_with_a_spade);
  add ("/cards/C1E/a-jokers-three-charges-not-four", test_c1e_jokers_three_charges);
  add ("/cards/C1G/a-king-of-hearts-each-unit-charges", test_c1g_king_of_hearts_each_unit_charges);
  add ("/cards/C1G/actions-counted-per-unit", test_c1g_actions_counted_per_unit);
  add ("/cards/C1E/melee-order-more-charges-tie-none", test_c1e_melee_chooser);
  add ("/cards/C1E/charges-public-in-each-view", test_c1e_charges_public);
  g_test_add_func ("/cards/C1/refuses-an-action-deck", test_c1_wrong_deck);
  return g_test_run ();
}
