/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-round.c: a round of the activation deck (C1E, C1F; ffb-activation.h): sealed
 * picks or passes, the reveal and the First Player, follow-up plays that must outrank, and the
 * end of the round with every card played discarded (its Charges and melees in
 * ffb-activation-melee.c). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"

static const char *
side_name (FfbSide side)
{
  return ffb_side_display_name (side);
}

/* C1D: the turn ends when both have passed or hold no card. */
static gboolean
both_passed (const FfbActivation *activation)
{
  return activation->passed[FFB_SIDE_UNION] && activation->passed[FFB_SIDE_CONFEDERATE];
}

void
ffb_activation_start_round (FfbActivation *activation)
{
  activation->round++;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_clear_pointer (&activation->pick[side], g_free);
      g_ptr_array_set_size (activation->played[side], 0);
      activation->charges[side] = 0;
      g_ptr_array_set_size (activation->acts[side], 0);
      /* C1F: a player holding no card must pass. */
      if (activation->hand[side]->len == 0)
        activation->passed[side] = TRUE;
    }
  activation->phase = both_passed (activation) ? FFB_ACTIVATION_BETWEEN_TURNS
                                               : FFB_ACTIVATION_PICKING;
}

static gboolean
check_may_pick (const FfbActivation *activation, FfbSide side, GError **error)
{
  if (activation->phase != FFB_ACTIVATION_PICKING)
    return ffb_refuse (error, _("C1E: a card is picked, or a turn passed, only at the "
                                "start of a round."));
  if (activation->passed[side])
    return ffb_refuse (error, _("C1F: the %s player has passed and sits out the rest "
                                "of the turn."), side_name (side));
  if (activation->pick[side] != NULL)
    return ffb_refuse (error, _("C1E: the %s player has already picked his card for "
                                "this round."), side_name (side));
  return TRUE;
}

gboolean
ffb_activation_pick (FfbActivation *activation, FfbSide side, const char *card_id,
                     GError **error)
{
  g_return_val_if_fail (activation != NULL && card_id != NULL, FALSE);

  if (!check_may_pick (activation, side, error))
    return FALSE;
  if (!ffb_pile_contains (activation->hand[side], card_id))
    return ffb_refuse (error, _("C1E: the card \"%s\" is not in the %s player's "
                                "hand."), card_id, side_name (side));
  activation->pick[side] = g_strdup (card_id);
  return TRUE;
}

gboolean
ffb_activation_pass (FfbActivation *activation, FfbSide side, GError **error)
{
  g_return_val_if_fail (activation != NULL, FALSE);

  if (!check_may_pick (activation, side, error))
    return FALSE;
  activation->passed[side] = TRUE;
  if (both_passed (activation))
    activation->phase = FFB_ACTIVATION_BETWEEN_TURNS;
  return TRUE;
}

static void
reveal_pick (FfbActivation *activation, FfbSide side)
{
  char *card = g_steal_pointer (&activation->pick[side]);

  if (card == NULL)
    return;
  ffb_pile_remove (activation->hand[side], card);
  g_ptr_array_add (activation->played[side], card);
}

/* Whoever alone revealed a card, else the higher card (C1E), a tie by the deck's rule: the
 * card drawn first (C1A), or the Union's. */
static FfbSide
first_player (const FfbActivation *activation, const FfbDeck *deck)
{
  const char *union_card = ffb_activation_last_played (activation, FFB_SIDE_UNION);
  const char *confederate_card = ffb_activation_last_played (activation, FFB_SIDE_CONFEDERATE);

  if (union_card == NULL || confederate_card == NULL)
    return union_card != NULL ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  return ffb_activation_compare (activation, deck, confederate_card, union_card) > 0
         ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}

gboolean
ffb_activation_reveal (FfbActivation *activation, const FfbDeck *deck, GError **error)
{
  g_return_val_if_fail (activation != NULL && deck != NULL, FALSE);

  if (activation->phase != FFB_ACTIVATION_PICKING)
    return ffb_refuse (error, _("C1E: there are no picks to reveal; the round's cards "
                                "are already face up."));
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!activation->passed[side] && activation->pick[side] == NULL)
      return ffb_refuse (error, _("C1E: both picks are revealed at once, and the %s "
                                  "player has not picked a card or passed yet."),
                         side_name (side));
  reveal_pick (activation, FFB_SIDE_UNION);
  reveal_pick (activation, FFB_SIDE_CONFEDERATE);
  /* The last round's melees were fought before this one's cards came face up. */
  activation->melee = (FfbActivationMelee) { .chooser = -1 };
  activation->first = first_player (activation, deck);
  activation->phase = FFB_ACTIVATION_FIRST_PLAYS;
  return TRUE;
}

static gboolean
check_outranks (const FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                const char *card_id, GError **error)
{
  const char *own = ffb_activation_last_played (activation, side);
  const char *first_last = ffb_activation_last_played (activation, activation->first);

  if (side == activation->first)
    {
      if (ffb_activation_compare (activation, deck, card_id, own) > 0)
        return TRUE;
      return ffb_refuse (error, _("C1E: the %s does not outrank the %s, the First "
                                  "Player's previous card; each further card must."),
                         ffb_deck_card_name (deck, card_id),
                         ffb_deck_card_name (deck, own));
    }
  if (ffb_activation_compare (activation, deck, card_id, own) > 0
      && ffb_activation_compare (activation, deck, card_id, first_last) > 0)
    return TRUE;
  return ffb_refuse (error, _("C1E: the %s does not outrank both the %s, the Second "
                              "Player's previous card, and the %s, the First Player's "
                              "last card; each further card must."),
                     ffb_deck_card_name (deck, card_id),
                     ffb_deck_card_name (deck, own),
                     ffb_deck_card_name (deck, first_last));
}

/* The side whose plays these are, or refuses. */
static gboolean
check_players_turn (const FfbActivation *activation, FfbSide side, GError **error)
{
  FfbSide acting;

  if (activation->phase != FFB_ACTIVATION_FIRST_PLAYS
      && activation->phase != FFB_ACTIVATION_SECOND_PLAYS)
    return ffb_refuse (error, _("C1E: cards are played on only after the reveal."));
  acting = activation->phase == FFB_ACTIVATION_FIRST_PLAYS ? activation->first
                                                          : ffb_activation_second (activation);
  if (side == acting)
    return TRUE;
  if (activation->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return ffb_refuse (error, _("C1E: the %s player is First Player and acts first; "
                                "the %s player waits until his plays are complete."),
                       side_name (acting), side_name (side));
  return ffb_refuse (error, _("C1E: the First Player's plays are complete; it is the "
                              "%s player's turn to act."), side_name (acting));
}

gboolean
ffb_activation_play (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                     const char *card_id, GError **error)
{
  g_return_val_if_fail (activation != NULL && deck != NULL && card_id != NULL, FALSE);

  if (!check_players_turn (activation, side, error))
    return FALSE;
  if (!ffb_pile_contains (activation->hand[side], card_id))
    return ffb_refuse (error, _("C1E: the card \"%s\" is not in the %s player's "
                                "hand."), card_id, side_name (side));
  if (!check_outranks (activation, deck, side, card_id, error))
    return FALSE;
  ffb_pile_remove (activation->hand[side], card_id);
  ffb_pile_add (activation->played[side], card_id);
  return TRUE;
}

/* C1E: the round's melees, then every card played this round is discarded; the next round
 * begins. */
static void
end_round (FfbActivation *activation)
{
  ffb_activation_end_melees (activation);
  ffb_pile_move_all (activation->played[activation->first], activation->discard);
  ffb_pile_move_all (activation->played[ffb_activation_second (activation)],
                     activation->discard);
  ffb_activation_start_round (activation);
}

gboolean
ffb_activation_finish (FfbActivation *activation, FfbSide side, GError **error)
{
  FfbSide second;

  g_return_val_if_fail (activation != NULL, FALSE);
  if (!check_players_turn (activation, side, error))
    return FALSE;
  second = ffb_activation_second (activation);
  /* A Second Player who passed has no revealed card to act with. */
  if (activation->phase == FFB_ACTIVATION_FIRST_PLAYS && activation->played[second]->len > 0)
    activation->phase = FFB_ACTIVATION_SECOND_PLAYS;
  else
    end_round (activation);
  return TRUE;
}
