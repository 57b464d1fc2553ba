/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards-turn.c: the action deck on the card machine (C2B-C2E; ffb-action-cards.h,
 * ffb-card-machine.h): C2's year and game turn structure and its precedence as an
 * FfbCardMachine, the deck's steps through it, and what a revealed card gives and who is Player
 * 1. A year shuffles the whole deck and deals each his hand; each game turn both pick a card
 * sealed, to play or to pass with, both are revealed at once, and its end discards them. */
#include "ffb-action-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-shuffle.h"

/* The machine reads and sets the state's phase (phase_offset): C2's open with its own. */
G_STATIC_ASSERT (sizeof (FfbActionCardsPhase) == sizeof (guint));
G_STATIC_ASSERT ((int) FFB_ACTION_CARDS_BETWEEN_YEARS == (int) FFB_CARD_PHASE_BETWEEN);
G_STATIC_ASSERT ((int) FFB_ACTION_CARDS_PICKING == (int) FFB_CARD_PHASE_PICKING);
G_STATIC_ASSERT ((int) FFB_ACTION_CARDS_REVEALED == (int) FFB_CARD_PHASE_PLAYS);

/* C2B: the whole deck, whatever the last year left in hands or on the table, shuffled. */
static void
begin_year (gpointer state, const FfbDeck *deck, FfbDice *dice)
{
  FfbActionCards *cards = state;
  g_autofree char *purpose = NULL;

  g_ptr_array_unref (cards->draw);
  cards->draw = ffb_deck_card_ids (deck);
  g_ptr_array_set_size (cards->discard, 0);
  cards->year++;
  purpose = g_strdup_printf ("C2B shuffle year %u", cards->year);
  ffb_shuffle_cards (cards->draw, dice, purpose);
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_ptr_array_set_size (cards->hand[side], 0);
  cards->turn = 0;
}

static void
next_turn (gpointer state)
{
  FfbActionCards *cards = state;

  cards->turn++;
}

/* C2B: a year has the deck's game turns. */
static gboolean
year_over (gconstpointer state, const FfbDeck *deck)
{
  const FfbActionCards *cards = state;

  return cards->turn > (guint) deck->turns_a_year;
}

static void
picked (gpointer state, const FfbCardStep *step)
{
  FfbActionCards *cards = state;

  cards->passing[step->side] = step->kind == FFB_CARD_STEP_PASS_WITH;
}

/* The revealed cards stay the picks until the turn's end. */
static void
revealed (gpointer state, FfbSide first)
{
  FfbActionCards *cards = state;

  cards->player1 = first;
}

/* C2D: cards and actions are never saved for later. */
static void
discard (gpointer state)
{
  FfbActionCards *cards = state;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_add (cards->discard, g_steal_pointer (&cards->pick[side]));
      cards->passing[side] = FALSE;
      cards->where[side] = -1;
    }
}

/* ---- C2E's follow-ups (ffb-action-cards-river.c) as moves ----------------------------- */

static gboolean
take_river (G_GNUC_UNUSED const FfbCardMachine *machine, gpointer state,
            G_GNUC_UNUSED const FfbDeck *deck, G_GNUC_UNUSED FfbDice *dice,
            const FfbCardStep *step, G_GNUC_UNUSED GError **error)
{
  ffb_action_cards_set_mississippi (state, step->kind == FFB_CARD_STEP_RIVER_HELD);
  return TRUE;
}

static gboolean
take_where (G_GNUC_UNUSED const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
            G_GNUC_UNUSED FfbDice *dice, const FfbCardStep *step, GError **error)
{
  return ffb_action_cards_say_where (state, deck, step->side, step->place, error);
}

/* C2's choices: the machine's deal, picks (to play or to pass with), reveal and turn's end,
 * each by its refusal outside its phase, and C2E's follow-ups. */
const FfbCardMachine ffb_action_cards_machine = {
  .choices = {
    [FFB_CARD_STEP_DEAL] = { N_("C2B: the cards are shuffled and dealt at the start of a year, "
                                "and this year has turns left.") },
    [FFB_CARD_STEP_PICK] = { N_("C2C: a card is picked only at the start of a game turn.") },
    [FFB_CARD_STEP_REVEAL] = { N_("C2C: there are no picks to reveal.") },
    [FFB_CARD_STEP_PASS_WITH] = { N_("C2C: a card is picked only at the start of a game turn.") },
    [FFB_CARD_STEP_END_TURN] = { N_("C2C: a game turn ends only after both cards are "
                                    "revealed.") },
    [FFB_CARD_STEP_RIVER_HELD] = { .take = take_river },
    [FFB_CARD_STEP_RIVER_OPEN] = { .take = take_river },
    [FFB_CARD_STEP_WHERE] = { .take = take_where },
  },
  .words = {
    .already_picked = N_("C2C: the %s player has already picked his card for this turn."),
    .not_in_hand = N_("C2C: the card \"%s\" is not in the %s player's hand."),
    .not_picked = N_("C2C: both cards are revealed at once, and the %s player has not picked "
                     "his yet."),
    .foreign = N_("C2: “%s” is a choice of the activation deck (C1), not of the action deck."),
  },
  .phase_offset = G_STRUCT_OFFSET (FfbActionCards, phase),
  .state_new = (FfbCardStateNew) ffb_action_cards_new,
  .state_free = (GDestroyNotify) ffb_action_cards_free,
  .begin = begin_year,
  .next = next_turn,
  .over = year_over,
  .picked = picked,
  .revealed = revealed,
  .discard = discard,
};

/* ---- What a revealed card gives, and who is Player 1 ----------------------------------- */

FfbCardAllowance
ffb_action_cards_allowance (const FfbActionCards *cards, const FfbDeck *deck, FfbSide side)
{
  FfbCardAllowance nothing = { 0, 0, 0, 0 };

  g_return_val_if_fail (cards != NULL && deck != NULL, nothing);
  if (cards->phase != FFB_ACTION_CARDS_REVEALED || cards->passing[side])
    return nothing;
  /* C2E: a card used west of the river or in Georgia keeps its full value; east of it, or
   * where nothing is said yet, it comes in short. */
  return ffb_action_cards_allowance_at (cards, deck, side,
                                        cards->where[side] >= 0 ? cards->where[side]
                                                                : FFB_CARD_PLACE_EAST);
}

static gboolean
is_supply (const FfbDeck *deck, const char *card)
{
  return (ffb_deck_allowance (deck, card, FFB_SIDE_UNION, FALSE).allows
          & FFB_CARD_ALLOWS_SUPPLY) != 0;
}

char *
ffb_action_cards_player1_reason (const FfbActionCards *cards, const FfbDeck *deck)
{
  FfbSide one = cards->player1, two = ffb_side_other (one);
  const char *mine, *theirs;

  g_return_val_if_fail (cards != NULL && deck != NULL, NULL);
  if (cards->phase != FFB_ACTION_CARDS_REVEALED)
    return NULL;
  mine = cards->pick[one];
  theirs = cards->pick[two];
  if (ffb_deck_compare (deck, mine, theirs) == 0)
    return g_strdup_printf (_("C2C: the %s and the %s tie, and a tie makes the USA Player 1."),
                            ffb_deck_card_name (deck, mine), ffb_deck_card_name (deck, theirs));
  if (is_supply (deck, mine) && !is_supply (deck, theirs))
    return g_strdup_printf (_("C2C: a Supply card is resolved before any Action, so the %s "
                              "player, with the %s, is Player 1."), ffb_side_display_name (one),
                            ffb_deck_card_name (deck, mine));
  return g_strdup_printf (_("C2C: the %s player's %s is higher than the %s player's %s, so he is "
                            "Player 1."), ffb_side_display_name (one),
                          ffb_deck_card_name (deck, mine), ffb_side_display_name (two),
                          ffb_deck_card_name (deck, theirs));
}
