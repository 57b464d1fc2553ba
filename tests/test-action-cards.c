/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-action-cards.c: the action deck of the block campaign (RULES.md C2, seed 000;
 * night/ffb-action-cards.h) with the Marian deck: the year of six turns and its Winter turn,
 * the year's shuffle and deal (C2B), Player 1 by Supply first, the higher number and the tie to
 * the USA, passing (C2C), what a card gives (C2D), the Mississippi switch (C2E), and what each
 * side may see. */
#include <string.h>
#include <glib.h>
#include "ffb-action-cards.h"
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-deck.h"

#define UNION FFB_SIDE_UNION
#define CSA FFB_SIDE_CONFEDERATE

/* C2's choices, taken through its card machine as the campaign's record takes them. */
static gboolean
c2_choose (FfbActionCards *cards, const FfbDeck *deck, FfbDice *dice, FfbCardStepKind kind,
           int side, const char *card, GError **error)
{
  return ffb_card_machine_choose (&ffb_action_cards_machine, cards, deck, dice, kind, side,
                                  card, error);
}

#define c2_start_year(cards, deck, dice, error)                                              \
  c2_choose ((cards), (deck), (dice), FFB_CARD_STEP_DEAL, -1, NULL, (error))
#define c2_pick(cards, side, card, pass, error)                                              \
  c2_choose ((cards), NULL, NULL, (pass) ? FFB_CARD_STEP_PASS_WITH : FFB_CARD_STEP_PICK,     \
             (side), (card), (error))
#define c2_reveal(cards, deck, error)                                                        \
  c2_choose ((cards), (deck), NULL, FFB_CARD_STEP_REVEAL, -1, NULL, (error))
#define c2_end_turn(cards, deck, error)                                                      \
  c2_choose ((cards), (deck), NULL, FFB_CARD_STEP_END_TURN, -1, NULL, (error))

typedef struct
{
  FfbDeck *deck;
  FfbDice *dice;
  FfbActionCards *game;
} Table;

static void
table_set_up (Table *table, gconstpointer unused)
{
  g_autoptr(GError) error = NULL;

  table->deck = ffb_deck_new_built_in ("marian", &error);
  g_assert_no_error (error);
  table->dice = ffb_dice_new_from_hex ("campaign", FFB_TEST_SEED, &error);
  g_assert_no_error (error);
  table->game = ffb_action_cards_new (table->deck, &error);
  g_assert_no_error (error);
  g_assert_true (c2_start_year (table->game, table->deck, table->dice, &error));
  g_assert_no_error (error);
}

static void
table_tear_down (Table *table, gconstpointer unused)
{
  ffb_action_cards_free (table->game);
  ffb_dice_free (table->dice);
  ffb_deck_free (table->deck);
}

/* Puts the card in the side's hand, from wherever it is; a card of his hand goes back to the
 * undealt cards to keep six. */
static void
give (FfbActionCards *game, FfbSide side, const char *card)
{
  gboolean found = ffb_pile_remove (game->draw, card) || ffb_pile_remove (game->hand[UNION], card)
                   || ffb_pile_remove (game->hand[CSA], card);

  g_assert_true (found);
  g_ptr_array_add (game->draw, g_ptr_array_steal_index (game->hand[side], 0));
  ffb_pile_add (game->hand[side], card);
}

static void
reveal (Table *table, const char *union_card, gboolean union_passes, const char *csa_card)
{
  g_autoptr(GError) error = NULL;

  give (table->game, UNION, union_card);
  give (table->game, CSA, csa_card);
  g_assert_true (c2_pick (table->game, UNION, union_card, union_passes, &error));
  g_assert_true (c2_pick (table->game, CSA, csa_card, FALSE, &error));
  g_assert_true (c2_reveal (table->game, table->deck, &error));
  g_assert_no_error (error);
}

static void
assert_reason (Table *table, const char *says)
{
  g_autofree char *reason = ffb_action_cards_player1_reason (table->game, table->deck);

  if (reason == NULL || strstr (reason, says) == NULL)
    g_error ("\"%s\" should say \"%s\"", reason, says);
}

/* C2B: six cards dealt to each from the shuffled deck at the year's start; six game turns, the
 * sixth a Winter turn; then a new year, shuffled and dealt again. */
static void
test_c2b_year (Table *table, gconstpointer unused)
{
  FfbActionCards *game = table->game;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (game->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (game->hand[CSA]->len, ==, 6);
  g_assert_cmpuint (game->draw->len, ==, 13);
  g_assert_cmpuint (ffb_dice_n_rolls (table->dice), ==, 24);
  g_assert_cmpstr (ffb_dice_get_roll (table->dice, 0)->purpose, ==, "C2B shuffle year 1");
  for (guint turn = 1; turn <= 6; turn++)
    {
      g_assert_cmpuint (game->turn, ==, turn);
      g_assert_true (ffb_action_cards_is_winter (game, table->deck) == (turn == 6));
      g_assert_true (c2_pick (game, UNION, g_ptr_array_index (game->hand[UNION], 0),
                                            FALSE, NULL));
      g_assert_true (c2_pick (game, CSA, g_ptr_array_index (game->hand[CSA], 0),
                                            turn == 3, NULL));
      g_assert_true (c2_reveal (game, table->deck, NULL));
      g_assert_true (c2_end_turn (game, table->deck, NULL));
    }
  g_assert_cmpint (game->phase, ==, FFB_ACTION_CARDS_BETWEEN_YEARS);
  g_assert_cmpuint (game->discard->len, ==, 12);
  g_assert_cmpuint (game->hand[UNION]->len + game->hand[CSA]->len, ==, 0);
  g_assert_false (c2_pick (game, UNION, "action-1.1", FALSE, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (c2_start_year (game, table->deck, table->dice, NULL));
  g_assert_cmpuint (game->year, ==, 2);
  g_assert_cmpuint (game->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (game->discard->len, ==, 0);
  g_assert_cmpstr (ffb_dice_get_roll (table->dice, 24)->purpose, ==, "C2B shuffle year 2");
  /* Not again while the year has turns left. */
  g_assert_false (c2_start_year (game, table->deck, table->dice, &error));
  g_assert_true (g_str_has_prefix (error->message, "C2B:"));
}

/* C2C: both reveal at once: the picks are sealed until both are in. */
static void
test_c2c_sealed (Table *table, gconstpointer unused)
{
  FfbActionCards *game = table->game;
  const char *mine = g_ptr_array_index (game->hand[UNION], 0);
  g_autoptr(FfbActionCards) csa_view = NULL;
  g_autoptr(FfbActionCards) union_view = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (c2_pick (game, UNION, mine, TRUE, NULL));
  g_assert_false (c2_reveal (game, table->deck, &error));
  g_assert_true (g_str_has_prefix (error->message, "C2C: both cards are revealed at once, and "
                                   "the Confederate player has not picked"));
  csa_view = ffb_action_cards_view (game, CSA);
  union_view = ffb_action_cards_view (game, UNION);
  g_assert_cmpstr (csa_view->pick[UNION], ==, FFB_CARD_HIDDEN);
  g_assert_false (csa_view->passing[UNION]);
  g_assert_cmpstr (union_view->pick[UNION], ==, mine);
  g_assert_true (union_view->passing[UNION]);
  g_assert_cmpuint (csa_view->hand[UNION]->len, ==, 6);
  g_assert_cmpstr (g_ptr_array_index (csa_view->hand[UNION], 0), ==, FFB_CARD_HIDDEN);
  g_assert_cmpstr (g_ptr_array_index (csa_view->draw, 0), ==, FFB_CARD_HIDDEN);
  g_assert_true (ffb_pile_equal (csa_view->hand[CSA], game->hand[CSA]));
}

/* C2C: the higher number is Player 1. */
static void
test_c2c_higher_number (Table *table, gconstpointer unused)
{
  reveal (table, "action-2.1", FALSE, "action-3.1");
  g_assert_cmpint (table->game->player1, ==, CSA);
  assert_reason (table, "the Confederate player's Action 3 is higher than the Union player's "
                 "Action 2");
}

/* C2C: a tie makes the USA Player 1. */
static void
test_c2c_tie_to_the_usa (Table *table, gconstpointer unused)
{
  reveal (table, "action-2.1", FALSE, "action-2.2");
  g_assert_cmpint (table->game->player1, ==, UNION);
  assert_reason (table, "tie, and a tie makes the USA Player 1");
}

/* C2C: a Supply card is resolved before any Action, and its player is Player 1, even against
 * a higher number. */
static void
test_c2c_supply_first (Table *table, gconstpointer unused)
{
  reveal (table, "action-3.1", FALSE, "supply-2.1");
  g_assert_cmpint (table->game->player1, ==, CSA);
  assert_reason (table, "a Supply card is resolved before any Action, so the Confederate "
                 "player, with the Supply 2, is Player 1");
}

/* C2C: two Supply cards: the higher is Player 1, a tie the USA. */
static void
test_c2c_two_supply (Table *table, gconstpointer unused)
{
  reveal (table, "supply-2.1", FALSE, "supply-3.1");
  g_assert_cmpint (table->game->player1, ==, CSA);
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  reveal (table, "supply-2.2", FALSE, "supply-2.3");
  g_assert_cmpint (table->game->player1, ==, UNION);
}

/* C2C: a player who passes reveals and discards his card and does nothing; his card still
 * decides Player 1 (decision). */
static void
test_c2c_pass (Table *table, gconstpointer unused)
{
  reveal (table, "action-3.1", TRUE, "action-1.1");
  g_assert_cmpint (table->game->player1, ==, UNION);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, UNION).actions, ==, 0);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 1);
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  g_assert_true (ffb_pile_contains (table->game->discard, "action-3.1"));
  g_assert_false (ffb_pile_contains (table->game->hand[UNION], "action-3.1"));
}

/* C2D: an Action card of N gives N actions; a Supply card of N, N steps, at most two a
 * block; nothing is kept for later. */
static void
test_c2d_gives (Table *table, gconstpointer unused)
{
  FfbCardAllowance action, supply;

  reveal (table, "action-3.2", FALSE, "supply-3.2");
  action = ffb_action_cards_allowance (table->game, table->deck, UNION);
  supply = ffb_action_cards_allowance (table->game, table->deck, CSA);
  g_assert_cmpint (action.actions, ==, 3);
  g_assert_true (action.allows & FFB_CARD_ALLOWS_BUILD);
  g_assert_cmpint (supply.actions, ==, 3);
  g_assert_cmpint (supply.steps_per_block, ==, 2);
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, UNION).actions, ==, 0);
}

/* C2E: with the referee's flag set, a CSA Supply card gives one step less and a CSA Build
 * comes in a step short; the USA's cards keep their value; without the flag, full value. */
static void
test_c2e_mississippi (Table *table, gconstpointer unused)
{
  reveal (table, "supply-3.1", FALSE, "supply-3.2");
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 3);
  ffb_action_cards_set_mississippi (table->game, TRUE);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 2);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, UNION).actions, ==, 3);
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  reveal (table, "action-1.1", FALSE, "action-2.1");
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).build_short, ==, 1);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 2);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, UNION).build_short, ==,
                   0);
}

static void
assert_where_refused (Table *table, FfbSide side, int place, const char *says)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_action_cards_say_where (table->game, table->deck, side, place, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  if (!g_str_has_prefix (error->message, "C2E:") || strstr (error->message, says) == NULL)
    g_error ("\"%s\" should start with C2E: and say \"%s\"", error->message, says);
}

/* C2E's exceptions (decision): while the USA holds the river, the Confederate player says
 * where his card is used. A Supply 3 sent west of the river keeps its three steps, and a Build
 * in Georgia its full strength; east of the river, or until he says, one less. Both values are
 * shown before he says; once said it stands for the turn; the Union's cards, and a card the
 * river does not change, take no saying. */
static void
test_c2e_west_or_georgia_keeps_full_value (Table *table, gconstpointer unused)
{
  g_autofree char *both = NULL, *said = NULL;

  ffb_action_cards_set_mississippi (table->game, TRUE);
  reveal (table, "supply-3.1", FALSE, "supply-3.2");
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 2);
  g_assert_true (ffb_action_cards_river_matters (table->game, table->deck, CSA));
  both = ffb_action_cards_river_text (table->game, table->deck, CSA);
  g_assert_cmpstr (both, ==, "C2E: the USA holds the river. East of the Mississippi the Supply "
                   "3 gives 2 supply steps, at most 2 to one block. West of it or in Georgia: "
                   "3 supply steps, at most 2 to one block. Say where it is used.");
  assert_where_refused (table, UNION, FFB_CARD_PLACE_WEST, "the same wherever it is used");
  g_assert_null (ffb_action_cards_river_text (table->game, table->deck, UNION));
  g_assert_true (ffb_action_cards_say_where (table->game, table->deck, CSA, FFB_CARD_PLACE_WEST,
                                             NULL));
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 3);
  said = ffb_action_cards_river_text (table->game, table->deck, CSA);
  g_assert_true (g_str_has_prefix (said, "C2E: used west of the Mississippi, the Supply 3 keeps "
                                         "its full value: 3 supply steps"));
  assert_where_refused (table, CSA, FFB_CARD_PLACE_EAST, "has said where his Supply 3 is used");
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  g_assert_cmpint (table->game->where[CSA], ==, -1);
  reveal (table, "action-1.1", FALSE, "action-2.1");
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).build_short, ==, 1);
  g_assert_true (ffb_action_cards_say_where (table->game, table->deck, CSA,
                                             FFB_CARD_PLACE_GEORGIA, NULL));
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).build_short, ==, 0);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 2);
  g_assert_true (c2_end_turn (table->game, table->deck, NULL));
  reveal (table, "action-1.2", FALSE, "supply-2.1");
  g_assert_true (ffb_action_cards_say_where (table->game, table->deck, CSA, FFB_CARD_PLACE_EAST,
                                             NULL));
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 1);
  /* Without the flag nothing is lost, and there is nothing to say. */
  ffb_action_cards_set_mississippi (table->game, FALSE);
  g_assert_cmpint (ffb_action_cards_allowance (table->game, table->deck, CSA).actions, ==, 2);
  g_assert_false (ffb_action_cards_river_matters (table->game, table->deck, CSA));
}

/* The state copies and compares: for undo and the neutral party's copies. */
static void
test_c2_copy (Table *table, gconstpointer unused)
{
  g_autoptr(FfbActionCards) copy = ffb_action_cards_copy (table->game);

  g_assert_true (ffb_action_cards_equal (table->game, copy));
  ffb_action_cards_set_mississippi (copy, TRUE);
  g_assert_false (ffb_action_cards_equal (table->game, copy));
}

static void
test_c2_wrong_deck (void)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_action_cards_new (deck, &error));
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
  add ("/cards/C2B/year-of-six-turns-the-sixth-winter", test_c2b_year);
  add ("/cards/C2C/picks-sealed-until-both-are-in", test_c2c_sealed);
  add ("/cards/C2C/higher-number-is-player-1", test_c2c_higher_number);
  add ("/cards/C2C/tie-to-the-usa", test_c2c_tie_to_the_usa);
  add ("/cards/C2C/supply-before-action", test_c2c_supply_first);
  add ("/cards/C2C/two-supply-cards-higher-then-usa", test_c2c_two_supply);
  add ("/cards/C2C/pass-reveals-and-discards", test_c2c_pass);
  add ("/cards/C2D/card-gives-actions-or-supply-steps", test_c2d_gives);
  add ("/cards/C2E/mississippi-switch", test_c2e_mississippi);
  add ("/cards/C2E/west-or-georgia-keeps-full-value", test_c2e_west_or_georgia_keeps_full_value);
  add ("/cards/C2/copy-and-equal", test_c2_copy);
  g_test_add_func ("/cards/C2/refuses-an-activation-deck", test_c2_wrong_deck);
  return g_test_run ();
}
