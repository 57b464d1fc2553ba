/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards.c: the action deck's state (C2, ffb-action-cards.h): a side's view, the
 * Mississippi flag and the Winter turn. The year and its turns are in ffb-action-cards-turn.c. */
#include "ffb-action-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"

FfbActionCards *
ffb_action_cards_view (const FfbActionCards *cards, FfbSide side)
{
  FfbActionCards *view;
  FfbSide other = ffb_side_other (side);

  g_return_val_if_fail (cards != NULL, NULL);
  view = ffb_action_cards_copy (cards);
  /* Before the reveal the other's pick, and whether it is a pass, are sealed. */
  ffb_card_piles_hide (&view->piles, side, view->phase == FFB_ACTION_CARDS_PICKING);
  if (view->phase == FFB_ACTION_CARDS_PICKING)
    view->passing[other] = FALSE;
  return view;
}

void
ffb_action_cards_set_mississippi (FfbActionCards *cards, gboolean held)
{
  g_return_if_fail (cards != NULL);
  cards->mississippi = held;
}

gboolean
ffb_action_cards_is_winter (const FfbActionCards *cards, const FfbDeck *deck)
{
  g_return_val_if_fail (cards != NULL && deck != NULL, FALSE);
  return cards->phase != FFB_ACTION_CARDS_BETWEEN_YEARS
         && cards->turn == (guint) deck->turns_a_year;
}
