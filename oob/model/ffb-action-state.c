/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-state.c: the action deck's state as data (C2, ffb-action-state.h): its making,
 * copies and equality. */
#include "ffb-action-state.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

FfbActionCards *
ffb_action_cards_new (const FfbDeck *deck, GError **error)
{
  FfbActionCards *cards;

  g_return_val_if_fail (deck != NULL, NULL);
  if (deck->system != FFB_DECK_ACTION)
    {
      ffb_refuse (error, _("C2: the deck \"%s\" is not an action deck for the block campaign."),
                  deck->name);
      return NULL;
    }
  cards = g_new0 (FfbActionCards, 1);
  ffb_card_piles_init (&cards->piles, deck);
  for (int side = 0; side < FFB_N_SIDES; side++)
    cards->where[side] = -1;
  return cards;
}

void
ffb_action_cards_free (FfbActionCards *cards)
{
  if (cards == NULL)
    return;
  ffb_card_piles_clear (&cards->piles);
  g_free (cards);
}

FfbActionCards *
ffb_action_cards_copy (const FfbActionCards *cards)
{
  FfbActionCards *copy;

  g_return_val_if_fail (cards != NULL, NULL);
  copy = g_memdup2 (cards, sizeof *cards);
  ffb_card_piles_copy (&copy->piles, &cards->piles);
  return copy;
}

gboolean
ffb_action_cards_equal (const FfbActionCards *a, const FfbActionCards *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (!ffb_card_piles_equal (&a->piles, &b->piles) || a->year != b->year || a->turn != b->turn
      || a->phase != b->phase || a->mississippi != b->mississippi || a->player1 != b->player1)
    return FALSE;
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (a->passing[side] != b->passing[side] || a->where[side] != b->where[side])
      return FALSE;
  return TRUE;
}
