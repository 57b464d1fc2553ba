/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deal.c: a player's hand from the first deal (ffb-deal.h), through the deck's own
 * procedure of play and the player's view of it. */
#include "ffb-deal.h"

#include "ffb-action-cards.h"
#include "ffb-activation.h"
#include "ffb-pile.h"

static GPtrArray *
activation_hand (const FfbDeck *deck, FfbDice *dice, FfbSide side, GError **error)
{
  g_autoptr(FfbActivation) game = ffb_activation_new (deck, error);
  g_autoptr(FfbActivation) view = NULL;

  if (game == NULL || !ffb_card_machine_choose (&ffb_activation_machine, game, deck, dice,
                                                 FFB_CARD_STEP_DEAL, -1, NULL, error))
    return NULL;
  view = ffb_activation_view (game, side);
  return ffb_pile_copy (view->hand[side]);
}

static GPtrArray *
action_hand (const FfbDeck *deck, FfbDice *dice, FfbSide side, GError **error)
{
  g_autoptr(FfbActionCards) game = ffb_action_cards_new (deck, error);
  g_autoptr(FfbActionCards) view = NULL;

  if (game == NULL || !ffb_card_machine_choose (&ffb_action_cards_machine, game, deck, dice,
                                                 FFB_CARD_STEP_DEAL, -1, NULL, error))
    return NULL;
  view = ffb_action_cards_view (game, side);
  return ffb_pile_copy (view->hand[side]);
}

GPtrArray *
ffb_deal_first_hand (const FfbDeck *deck, FfbDice *dice, FfbSide side, GError **error)
{
  g_return_val_if_fail (deck != NULL && dice != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  if (deck->system == FFB_DECK_ACTIVATION)
    return activation_hand (deck, dice, side, error);
  return action_hand (deck, dice, side, error);
}
