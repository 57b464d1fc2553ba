/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-turn.c: a turn of the activation deck (C1D; ffb-activation.h): the hands
 * filled from the shuffled draw pile, a card at a time, the discards shuffled in when it runs
 * out; then the first round (ffb-activation-round.c). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-shuffle.h"

static void
shuffle_draw_pile (FfbActivation *activation, FfbDice *dice)
{
  g_autofree char *purpose = g_strdup_printf ("C1D shuffle %u", ++activation->shuffles);

  ffb_shuffle_cards (activation->draw, dice, purpose);
}

/* One card from the top of the draw pile to the hand; an empty pile is first refilled by
 * shuffling the discards (decision). FALSE when there is no card left anywhere. */
static gboolean
draw_one (FfbActivation *activation, FfbSide side, FfbDice *dice)
{
  const char *card;

  if (activation->draw->len == 0)
    {
      ffb_pile_move_all (activation->discard, activation->draw);
      if (activation->draw->len == 0)
        return FALSE;
      shuffle_draw_pile (activation, dice);
    }
  card = ffb_card_piles_draw (&activation->piles, side);
  ffb_pile_remove (activation->drawn, card);
  ffb_pile_add (activation->drawn, card);
  return TRUE;
}

/* A card at a time, the Union first, as a dealer deals. */
static void
fill_hands (FfbActivation *activation, const FfbDeck *deck, FfbDice *dice)
{
  gboolean drew = TRUE;

  while (drew)
    {
      drew = FALSE;
      for (int side = 0; side < FFB_N_SIDES; side++)
        if (activation->hand[side]->len < (guint) deck->hand_size)
          drew |= draw_one (activation, side, dice);
    }
}

gboolean
ffb_activation_start_turn (FfbActivation *activation, const FfbDeck *deck, FfbDice *dice,
                           GError **error)
{
  g_return_val_if_fail (activation != NULL && deck != NULL && dice != NULL, FALSE);
  g_return_val_if_fail (g_str_equal (deck->id, activation->deck_id), FALSE);

  if (activation->phase != FFB_ACTIVATION_BETWEEN_TURNS)
    return ffb_refuse (error, _("C1D: a new turn begins only when both players have "
                                "passed or hold no card."));
  if (activation->turn == 0)
    shuffle_draw_pile (activation, dice);
  activation->turn++;
  activation->round = 0;
  for (int side = 0; side < FFB_N_SIDES; side++)
    activation->passed[side] = FALSE;
  fill_hands (activation, deck, dice);
  ffb_activation_start_round (activation);
  return TRUE;
}
