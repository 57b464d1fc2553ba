/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards.c: the action deck's state (C2, ffb-action-cards.h) as data: copies,
 * equality, a side's view, the Mississippi flag and the Winter turn. The year and its turns
 * are in ffb-action-cards-turn.c. */
#include "ffb-action-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"

FfbActionCards *
ffb_action_cards_new (const FfbDeck *deck, GError **error)
{
  FfbActionCards *cards;

  g_return_val_if_fail (deck != NULL, NULL);
  if (deck->system != FFB_DECK_ACTION)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("C2: the deck \"%s\" is not an action "
                     "deck for the block campaign."), deck->name);
      return NULL;
    }
  cards = g_new0 (FfbActionCards, 1);
  cards->deck_id = g_strdup (deck->id);
  cards->draw = ffb_deck_card_ids (deck);
  cards->discard = ffb_pile_new ();
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      cards->hand[side] = ffb_pile_new ();
      cards->where[side] = -1;
    }
  return cards;
}

void
ffb_action_cards_free (FfbActionCards *cards)
{
  if (cards == NULL)
    return;
  g_free (cards->deck_id);
  g_ptr_array_unref (cards->draw);
  g_ptr_array_unref (cards->discard);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_unref (cards->hand[side]);
      g_free (cards->pick[side]);
    }
  g_free (cards);
}

FfbActionCards *
ffb_action_cards_copy (const FfbActionCards *cards)
{
  FfbActionCards *copy;

  g_return_val_if_fail (cards != NULL, NULL);
  copy = g_memdup2 (cards, sizeof *cards);
  copy->deck_id = g_strdup (cards->deck_id);
  copy->draw = ffb_pile_copy (cards->draw);
  copy->discard = ffb_pile_copy (cards->discard);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      copy->hand[side] = ffb_pile_copy (cards->hand[side]);
      copy->pick[side] = g_strdup (cards->pick[side]);
    }
  return copy;
}

gboolean
ffb_action_cards_equal (const FfbActionCards *a, const FfbActionCards *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (!g_str_equal (a->deck_id, b->deck_id) || a->year != b->year || a->turn != b->turn
      || a->phase != b->phase || a->mississippi != b->mississippi || a->player1 != b->player1
      || !ffb_pile_equal (a->draw, b->draw) || !ffb_pile_equal (a->discard, b->discard))
    return FALSE;
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!ffb_pile_equal (a->hand[side], b->hand[side])
        || g_strcmp0 (a->pick[side], b->pick[side]) != 0 || a->passing[side] != b->passing[side]
        || a->where[side] != b->where[side])
      return FALSE;
  return TRUE;
}

FfbActionCards *
ffb_action_cards_view (const FfbActionCards *cards, FfbSide side)
{
  FfbActionCards *view;
  FfbSide other = ffb_side_other (side);

  g_return_val_if_fail (cards != NULL, NULL);
  view = ffb_action_cards_copy (cards);
  ffb_pile_hide (view->draw);
  ffb_pile_hide (view->hand[other]);
  /* Before the reveal the other's pick, and whether it is a pass, are sealed. */
  if (view->phase == FFB_ACTION_CARDS_PICKING && view->pick[other] != NULL)
    {
      g_free (view->pick[other]);
      view->pick[other] = g_strdup (FFB_CARD_HIDDEN);
      view->passing[other] = FALSE;
    }
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
