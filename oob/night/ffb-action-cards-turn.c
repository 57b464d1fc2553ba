/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards-turn.c: the action deck's year and turns (C2B-C2E; ffb-action-cards.h): the
 * year's shuffle and deal, sealed picks, the reveal and Player 1, what a card gives, the end of
 * a turn. */
#include "ffb-action-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-shuffle.h"

gboolean
ffb_action_cards_start_year (FfbActionCards *cards, const FfbDeck *deck, FfbDice *dice,
                             GError **error)
{
  g_autofree char *purpose = NULL;

  g_return_val_if_fail (cards != NULL && deck != NULL && dice != NULL, FALSE);
  g_return_val_if_fail (g_str_equal (deck->id, cards->deck_id), FALSE);
  if (cards->phase != FFB_ACTION_CARDS_BETWEEN_YEARS)
    return ffb_refuse (error, _("C2B: the cards are shuffled and dealt at the start of a year, and "
                                "this year has turns left."));
  /* The whole deck, whatever the last year left in hands or on the table. */
  g_ptr_array_unref (cards->draw);
  cards->draw = ffb_deck_card_ids (deck);
  g_ptr_array_set_size (cards->discard, 0);
  cards->year++;
  purpose = g_strdup_printf ("C2B shuffle year %u", cards->year);
  ffb_shuffle_cards (cards->draw, dice, purpose);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_set_size (cards->hand[side], 0);
      g_clear_pointer (&cards->pick[side], g_free);
    }
  for (int i = 0; i < deck->hand_size; i++)
    for (int side = 0; side < FFB_N_SIDES; side++)
      ffb_card_piles_draw (&cards->piles, side);
  cards->turn = 1;
  cards->phase = FFB_ACTION_CARDS_PICKING;
  return TRUE;
}

gboolean
ffb_action_cards_pick (FfbActionCards *cards, FfbSide side, const char *card_id, gboolean pass,
                       GError **error)
{
  g_return_val_if_fail (cards != NULL && card_id != NULL, FALSE);
  if (cards->phase != FFB_ACTION_CARDS_PICKING)
    return ffb_refuse (error, _("C2C: a card is picked only at the start of a game turn."));
  if (cards->pick[side] != NULL)
    return ffb_refuse (error, _("C2C: the %s player has already picked his card for this turn."),
                       ffb_side_display_name (side));
  if (!ffb_pile_contains (cards->hand[side], card_id))
    return ffb_refuse (error, _("C2C: the card \"%s\" is not in the %s player's hand."), card_id,
                       ffb_side_display_name (side));
  cards->pick[side] = g_strdup (card_id);
  cards->passing[side] = pass;
  return TRUE;
}

/* C2C: the higher card by the deck's order (Supply before Action, then the higher number); a
 * tie makes the USA Player 1. */
static FfbSide
player1 (const FfbActionCards *cards, const FfbDeck *deck)
{
  return ffb_deck_compare (deck, cards->pick[FFB_SIDE_CONFEDERATE], cards->pick[FFB_SIDE_UNION])
         > 0 ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}

gboolean
ffb_action_cards_reveal (FfbActionCards *cards, const FfbDeck *deck, GError **error)
{
  g_return_val_if_fail (cards != NULL && deck != NULL, FALSE);
  if (cards->phase != FFB_ACTION_CARDS_PICKING)
    return ffb_refuse (error, _("C2C: there are no picks to reveal."));
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (cards->pick[side] == NULL)
      return ffb_refuse (error, _("C2C: both cards are revealed at once, and the %s player has not "
                                  "picked his yet."), ffb_side_display_name (side));
  for (int side = 0; side < FFB_N_SIDES; side++)
    ffb_pile_remove (cards->hand[side], cards->pick[side]);
  cards->player1 = player1 (cards, deck);
  cards->phase = FFB_ACTION_CARDS_REVEALED;
  return TRUE;
}

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

gboolean
ffb_action_cards_end_turn (FfbActionCards *cards, const FfbDeck *deck, GError **error)
{
  g_return_val_if_fail (cards != NULL && deck != NULL, FALSE);
  if (cards->phase != FFB_ACTION_CARDS_REVEALED)
    return ffb_refuse (error, _("C2C: a game turn ends only after both cards are revealed."));
  /* C2D: cards and actions are never saved for later. */
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_add (cards->discard, g_steal_pointer (&cards->pick[side]));
      cards->passing[side] = FALSE;
      cards->where[side] = -1;
    }
  cards->turn++;
  cards->phase = cards->turn > (guint) deck->turns_a_year ? FFB_ACTION_CARDS_BETWEEN_YEARS
                                                          : FFB_ACTION_CARDS_PICKING;
  return TRUE;
}
