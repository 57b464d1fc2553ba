/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-turn.c: the activation deck on the card machine (C1D-C1F; ffb-activation.h,
 * ffb-card-machine.h): C1's turn and round structure, its passes and its precedence as an
 * FfbCardMachine, and the deck's steps through it. A turn fills the hands from the shuffled
 * draw pile, the discards shuffled in when it runs out; rounds of sealed picks or passes, the
 * reveal and the plays (ffb-activation-round.c) follow until both have passed or hold no
 * card; a round's end discards every card played after its melees (ffb-activation-melee.c). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-card-machine.h"
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-shuffle.h"

/* The machine reads and sets the state's phase (phase_offset): C1's open with its own, and
 * its Second Player's plays (set by take_done) follow them. */
G_STATIC_ASSERT (sizeof (FfbActivationPhase) == sizeof (guint));
G_STATIC_ASSERT ((int) FFB_ACTIVATION_BETWEEN_TURNS == (int) FFB_CARD_PHASE_BETWEEN);
G_STATIC_ASSERT ((int) FFB_ACTIVATION_PICKING == (int) FFB_CARD_PHASE_PICKING);
G_STATIC_ASSERT ((int) FFB_ACTIVATION_FIRST_PLAYS == (int) FFB_CARD_PHASE_PLAYS);

static void
shuffle_draw_pile (FfbActivation *activation, FfbDice *dice)
{
  g_autofree char *purpose = g_strdup_printf ("C1D shuffle %u", ++activation->shuffles);

  ffb_shuffle_cards (activation->draw, dice, purpose);
}

/* C1D: the first turn's draw pile is the whole deck shuffled. */
static void
begin_turn (gpointer state, G_GNUC_UNUSED const FfbDeck *deck, FfbDice *dice)
{
  FfbActivation *activation = state;

  if (activation->turn == 0)
    shuffle_draw_pile (activation, dice);
  activation->turn++;
  activation->round = 0;
  for (int side = 0; side < FFB_N_SIDES; side++)
    activation->passed[side] = FALSE;
}

/* An empty draw pile is refilled by shuffling the discards (decision). */
static gboolean
refill (gpointer state, FfbDice *dice)
{
  FfbActivation *activation = state;

  ffb_pile_move_all (activation->discard, activation->draw);
  if (activation->draw->len == 0)
    return FALSE;
  shuffle_draw_pile (activation, dice);
  return TRUE;
}

/* C1A: every card in the order it was last drawn. */
static void
drew (gpointer state, const char *card)
{
  FfbActivation *activation = state;

  ffb_pile_remove (activation->drawn, card);
  ffb_pile_add (activation->drawn, card);
}

/* The next round: a player holding no card must pass (C1F). */
static void
next_round (gpointer state)
{
  FfbActivation *activation = state;

  activation->round++;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_set_size (activation->played[side], 0);
      activation->charges[side] = 0;
      g_ptr_array_set_size (activation->acts[side], 0);
      if (activation->hand[side]->len == 0)
        activation->passed[side] = TRUE;
    }
}

/* C1D: the turn ends when both have passed or hold no card. */
static gboolean
both_passed (gconstpointer state, G_GNUC_UNUSED const FfbDeck *deck)
{
  const FfbActivation *activation = state;

  return activation->passed[FFB_SIDE_UNION] && activation->passed[FFB_SIDE_CONFEDERATE];
}

static gboolean
sits_out (gconstpointer state, FfbSide side)
{
  const FfbActivation *activation = state;

  return activation->passed[side];
}

static void
pass (gpointer state, FfbSide side)
{
  FfbActivation *activation = state;

  activation->passed[side] = TRUE;
}

static int
compare (gconstpointer state, const FfbDeck *deck, const char *a, const char *b)
{
  return ffb_activation_compare (state, deck, a, b);
}

static void
revealed (gpointer state, FfbSide first)
{
  FfbActivation *activation = state;

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (activation->pick[side] != NULL)
      g_ptr_array_add (activation->played[side], g_steal_pointer (&activation->pick[side]));
  /* The last round's melees were fought before this one's cards came face up. */
  activation->melee = (FfbActivationMelee) { .chooser = -1 };
  activation->first = first;
}

/* C1E: the round's melees, then every card played this round is discarded. */
static void
discard (gpointer state)
{
  FfbActivation *activation = state;

  ffb_activation_end_melees (activation);
  ffb_pile_move_all (activation->played[activation->first], activation->discard);
  ffb_pile_move_all (activation->played[ffb_activation_second (activation)],
                     activation->discard);
}

/* ---- C1's follow-up plays (ffb-activation-round.c, -melee.c) as moves ------------------ */

static gboolean
take_play (G_GNUC_UNUSED const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
           G_GNUC_UNUSED FfbDice *dice, const FfbCardStep *step, GError **error)
{
  return ffb_activation_play (state, deck, step->side, step->card, error);
}

/* C1E: a First Player's plays complete give the Second Player his; the Second Player's (or a
 * First Player's whose opponent passed: he has no revealed card to act with) end the round. */
static gboolean
take_done (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck, FfbDice *dice,
           const FfbCardStep *step, GError **error)
{
  FfbActivation *activation = state;

  if (!ffb_activation_check_players_turn (activation, step->side, error))
    return FALSE;
  if (activation->phase == FFB_ACTIVATION_FIRST_PLAYS
      && activation->played[ffb_activation_second (activation)]->len > 0)
    {
      activation->phase = FFB_ACTIVATION_SECOND_PLAYS;
      return TRUE;
    }
  return ffb_card_machine_end_plays (machine, state, deck, dice, step, error);
}

static gboolean
take_charge (G_GNUC_UNUSED const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
             G_GNUC_UNUSED FfbDice *dice, const FfbCardStep *step, GError **error)
{
  return ffb_activation_charge (state, deck, step->side, error);
}

/* C1's choices: the machine's deal, picks, passes and reveal, each by its refusal outside its
 * phase, and C1E's follow-ups, whose plays end by take_done. C1G's acts name a unit of the
 * battle's sheet: the battle takes them (ffb-cards.c). */
/* One sentence for both choices of a round's start: a pick (C1E) and a pass (C1F). */
static const char picked_or_passed[] =
  N_("C1E: a card is picked, or a turn passed, only at the start of a round.");

const FfbCardMachine ffb_activation_machine = {
  .choices = {
    [FFB_CARD_STEP_DEAL] = { N_("C1D: a new turn begins only when both players have passed or "
                                "hold no card.") },
    [FFB_CARD_STEP_PICK] = { picked_or_passed },
    [FFB_CARD_STEP_PASS] = { picked_or_passed },
    [FFB_CARD_STEP_REVEAL] = { N_("C1E: there are no picks to reveal; the round's cards are "
                                  "already face up.") },
    [FFB_CARD_STEP_PLAY] = { .take = take_play },
    [FFB_CARD_STEP_DONE] = { .take = take_done },
    [FFB_CARD_STEP_CHARGE] = { .take = take_charge },
  },
  .words = {
    .sat_out = N_("C1F: the %s player has passed and sits out the rest of the turn."),
    .already_picked = N_("C1E: the %s player has already picked his card for this round."),
    .not_in_hand = N_("C1E: the card \"%s\" is not in the %s player's hand."),
    .not_picked = N_("C1E: both picks are revealed at once, and the %s player has not picked a "
                     "card or passed yet."),
    .foreign = N_("C1: “%s” is a choice of the action deck (C2), not of the activation deck."),
  },
  .phase_offset = G_STRUCT_OFFSET (FfbActivation, phase),
  .state_new = (FfbCardStateNew) ffb_activation_new,
  .state_free = (GDestroyNotify) ffb_activation_free,
  .begin = begin_turn,
  .refill = refill,
  .drew = drew,
  .next = next_round,
  .over = both_passed,
  .sits_out = sits_out,
  .pass = pass,
  .compare = compare,
  .revealed = revealed,
  .discard = discard,
};
