/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-piles.c: the piles both card systems share (ffb-card-piles.h). */
#include "ffb-card-piles.h"

void
ffb_card_piles_init (FfbCardPiles *piles, const FfbDeck *deck)
{
  g_return_if_fail (piles != NULL && deck != NULL);
  piles->deck_id = g_strdup (deck->id);
  piles->draw = ffb_deck_card_ids (deck);
  piles->discard = ffb_pile_new ();
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      piles->hand[side] = ffb_pile_new ();
      piles->pick[side] = NULL;
    }
}

void
ffb_card_piles_clear (FfbCardPiles *piles)
{
  g_return_if_fail (piles != NULL);
  g_clear_pointer (&piles->deck_id, g_free);
  g_clear_pointer (&piles->draw, g_ptr_array_unref);
  g_clear_pointer (&piles->discard, g_ptr_array_unref);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_clear_pointer (&piles->hand[side], g_ptr_array_unref);
      g_clear_pointer (&piles->pick[side], g_free);
    }
}

void
ffb_card_piles_copy (FfbCardPiles *copy, const FfbCardPiles *piles)
{
  g_return_if_fail (copy != NULL && piles != NULL);
  copy->deck_id = g_strdup (piles->deck_id);
  copy->draw = ffb_pile_copy (piles->draw);
  copy->discard = ffb_pile_copy (piles->discard);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      copy->hand[side] = ffb_pile_copy (piles->hand[side]);
      copy->pick[side] = g_strdup (piles->pick[side]);
    }
}

gboolean
ffb_card_piles_equal (const FfbCardPiles *a, const FfbCardPiles *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (!g_str_equal (a->deck_id, b->deck_id) || !ffb_pile_equal (a->draw, b->draw)
      || !ffb_pile_equal (a->discard, b->discard))
    return FALSE;
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!ffb_pile_equal (a->hand[side], b->hand[side])
        || g_strcmp0 (a->pick[side], b->pick[side]) != 0)
      return FALSE;
  return TRUE;
}

void
ffb_card_piles_hide (FfbCardPiles *piles, FfbSide side, gboolean pick_sealed)
{
  FfbSide other = ffb_side_other (side);

  g_return_if_fail (piles != NULL);
  ffb_pile_hide (piles->draw);
  ffb_pile_hide (piles->hand[other]);
  if (pick_sealed && piles->pick[other] != NULL)
    {
      g_free (piles->pick[other]);
      piles->pick[other] = g_strdup (FFB_CARD_HIDDEN);
    }
}

const char *
ffb_card_piles_draw (FfbCardPiles *piles, FfbSide side)
{
  char *card;

  g_return_val_if_fail (piles != NULL, NULL);
  if (piles->draw->len == 0)
    return NULL;
  card = g_ptr_array_steal_index (piles->draw, 0);
  g_ptr_array_add (piles->hand[side], card);
  return card;
}
