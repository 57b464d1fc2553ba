/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation.c: the activation deck's state (C1, ffb-activation.h) as it is read: a side's
 * view, whether the turn is over, the order of two cards with the tie rule (C1A) and the First
 * Player. The turn is in ffb-activation-turn.c, the round in ffb-activation-round.c. */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"

/* ---- A side's view ----------------------------------------------------------------- */

/* C1A's record of draws keeps only the cards the side has seen: his own hand and what has
 * been played face up; where the other's cards came in the shuffle is not his to know. */
static void
keep_seen_draws (FfbActivation *view, FfbSide side)
{
  for (guint i = view->drawn->len; i-- > 0;)
    {
      const char *card = g_ptr_array_index (view->drawn, i);

      if (!ffb_pile_contains (view->hand[side], card) && !ffb_pile_contains (view->discard, card)
          && !ffb_pile_contains (view->played[FFB_SIDE_UNION], card)
          && !ffb_pile_contains (view->played[FFB_SIDE_CONFEDERATE], card))
        g_ptr_array_remove_index (view->drawn, i);
    }
}

FfbActivation *
ffb_activation_view (const FfbActivation *activation, FfbSide side)
{
  FfbActivation *view;

  g_return_val_if_fail (activation != NULL, NULL);
  view = ffb_activation_copy (activation);
  /* C1's pick is only ever sealed: at the reveal it goes to the cards played. */
  ffb_card_piles_hide (&view->piles, side, TRUE);
  keep_seen_draws (view, side);
  return view;
}

gboolean
ffb_activation_turn_over (const FfbActivation *activation)
{
  g_return_val_if_fail (activation != NULL, FALSE);
  return activation->turn > 0 && activation->phase == FFB_ACTIVATION_BETWEEN_TURNS;
}

/* ---- Order (C1A) ------------------------------------------------------------------- */

static guint
draw_place (const FfbActivation *activation, const char *card)
{
  guint place = G_MAXUINT;

  g_ptr_array_find_with_equal_func (activation->drawn, card, g_str_equal, &place);
  return place;
}

int
ffb_activation_compare (const FfbActivation *activation, const FfbDeck *deck, const char *a,
                        const char *b)
{
  int order;

  g_return_val_if_fail (activation != NULL && deck != NULL, 0);
  order = ffb_deck_compare (deck, a, b);
  if (order != 0 || g_str_equal (a, b) || deck->tie != FFB_DECK_TIE_DRAWN_FIRST)
    return order;
  /* C1A: of two cards alike (the jokers), the one drawn first from the shuffled deck. */
  return draw_place (activation, a) < draw_place (activation, b) ? 1 : -1;
}

FfbSide
ffb_activation_second (const FfbActivation *activation)
{
  return ffb_side_other (activation->first);
}

const char *
ffb_activation_last_played (const FfbActivation *activation, FfbSide side)
{
  const GPtrArray *played = activation->played[side];

  return played->len > 0 ? g_ptr_array_index (played, played->len - 1) : NULL;
}

char *
ffb_activation_first_reason (const FfbActivation *activation, const FfbDeck *deck)
{
  FfbSide first = activation->first, second = ffb_side_other (first);
  const char *mine, *theirs;

  if (activation->phase != FFB_ACTIVATION_FIRST_PLAYS
      && activation->phase != FFB_ACTIVATION_SECOND_PLAYS)
    return NULL;
  mine = g_ptr_array_index (activation->played[first], 0);
  if (activation->played[second]->len == 0)
    return g_strdup_printf (_("C1F: the %s player passed, so the %s player is First Player "
                              "with the %s."), ffb_side_display_name (second),
                            ffb_side_display_name (first), ffb_deck_card_name (deck, mine));
  theirs = g_ptr_array_index (activation->played[second], 0);
  if (ffb_deck_compare (deck, mine, theirs) == 0 && deck->tie == FFB_DECK_TIE_UNION)
    return g_strdup_printf (_("The %s and the %s rank alike, and the deck gives a tie to the "
                              "Union: the Union player is First Player."),
                            ffb_deck_card_name (deck, mine), ffb_deck_card_name (deck, theirs));
  if (ffb_deck_compare (deck, mine, theirs) == 0)
    return g_strdup_printf (_("C1A: the %s and the %s rank alike; the %s player's was drawn "
                              "first from the shuffled deck, so he is First Player."),
                            ffb_deck_card_name (deck, mine), ffb_deck_card_name (deck, theirs),
                            ffb_side_display_name (first));
  return g_strdup_printf (_("C1E: the %s player's %s outranks the %s player's %s, so he is "
                            "First Player."), ffb_side_display_name (first),
                          ffb_deck_card_name (deck, mine), ffb_side_display_name (second),
                          ffb_deck_card_name (deck, theirs));
}
