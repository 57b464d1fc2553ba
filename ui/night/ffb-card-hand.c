/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-hand.c: C1's hand of activation cards (see ffb-card-hand.h): what the card game's
 * hand shows, from his side's view of the play, and his moves as the engine's steps. */
#include "ffb-card-hand.h"

#include <glib/gi18n.h>
#include "ffb-cards.h"
#include "ffb-night.h"

/* Moves */

typedef struct
{
  FfbSide side;
  FfbHandMove move;
  const char *card;
} HandStep;

static gboolean
move_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const HandStep *step = data;

  switch (step->move)
    {
    case FFB_HAND_PICK:
      return ffb_cards_choose (b, FFB_CARD_STEP_PICK, step->side, step->card, error);
    case FFB_HAND_PLAY:
      return ffb_cards_choose (b, FFB_CARD_STEP_PLAY, step->side, step->card, error);
    case FFB_HAND_PASS:
      return ffb_cards_choose (b, FFB_CARD_STEP_PASS, step->side, NULL, error);
    case FFB_HAND_DONE:
      return ffb_cards_choose (b, FFB_CARD_STEP_DONE, step->side, NULL, error);
    case FFB_HAND_PASS_WITH:
    case FFB_HAND_N_MOVES:
    default:
      g_return_val_if_reached (FALSE); /* C2's: no C1 hand offers it */
    }
}

static gboolean
hand_move (FfbDocument *document, FfbSide side, FfbHandMove move, const char *card, GError **error)
{
  HandStep step = { side, move, card };

  return ffb_night_run (document, NULL, move_step, &step, error);
}

/* What his hand shows */

static char *
allows_text (const FfbDeck *deck, const char *card, FfbSide side)
{
  FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, FALSE);

  return ffb_deck_allowance_text (&allowance);
}

static void
add_card (FfbHandView *hand, const FfbActivation *view, const FfbDeck *deck, const char *card,
          FfbSide side)
{
  g_autofree char *allows = allows_text (deck, card, side);
  FfbGameCard *shown = ffb_hand_view_add_card (hand, card, ffb_deck_card_name (deck, card),
                                               allows);
  const char *pick = view->pick[side];

  if (pick != NULL && g_str_equal (card, pick))
    shown->note = _("Your pick, sealed until the reveal");
  shown->playable = TRUE;
  shown->tooltip = hand->enter == FFB_HAND_PLAY ? _("Enter plays it as a further card (C1E)")
                                                : _("Enter picks it in secret (C1E)");
}

/* His cards face up this round: public, and what he must outrank next. */
static void
add_played (FfbHandView *hand, const FfbActivation *view, const FfbDeck *deck, FfbSide side)
{
  const GPtrArray *played = view->played[side];

  for (guint i = 0; i < played->len; i++)
    {
      const char *card = g_ptr_array_index (played, i);
      g_autofree char *allows = allows_text (deck, card, side);
      /* Translators: a card's name, face up on the table. */
      g_autofree char *title = g_strdup_printf (_("On the table: %s"),
                                                ffb_deck_card_name (deck, card));

      ffb_game_rows_add (hand->after, title, allows);
    }
}

static gboolean
plays_due (const FfbActivation *view, FfbSide side)
{
  if (view->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return view->first == side;
  return view->phase == FFB_ACTIVATION_SECOND_PLAYS && ffb_activation_second (view) == side;
}

static char *
state_text (const FfbActivation *view, FfbSide side, gboolean plays)
{
  const char *doing;

  if (view->turn == 0)
    return g_strdup (_("No turn is dealt yet (C1D)"));
  if (view->passed[side])
    doing = _("you have passed for the rest of the turn (C1F)");
  else if (view->phase == FFB_ACTIVATION_PICKING)
    doing = view->pick[side] != NULL ? _("your pick is in, sealed until the reveal")
                                     : _("pick a card with the arrow keys and Enter, or pass");
  else if (plays)
    doing = _("you act: play a further card that outranks (C1E), or Done");
  else if (view->phase == FFB_ACTIVATION_BETWEEN_TURNS)
    doing = _("the turn is over (C1D)");
  else
    doing = _("the other player acts");
  /* Translators: the turn and round of card play, then what the player does now. */
  return g_strdup_printf (_("Turn %u · Round %u: %s"), view->turn, view->round, doing);
}

static void
add_buttons (FfbHandView *hand, const FfbActivation *view, FfbSide side, gboolean plays)
{
  hand->buttons[0] = (FfbGameButton) {
    .label = _("_Pass"),
    .name = g_strdup (_("Pass for the rest of the turn (C1F)")),
    .sensitive = view->phase == FFB_ACTIVATION_PICKING && !view->passed[side]
                 && view->pick[side] == NULL,
    .does = FFB_HAND_PASS,
  };
  hand->buttons[1] = (FfbGameButton) {
    .label = _("_Done"),
    .name = g_strdup (_("Done: my card plays of the round are complete (C1E)")),
    .sensitive = plays,
    .does = FFB_HAND_DONE,
  };
}

static void
add_toasts (FfbHandView *hand)
{
  hand->toasts[FFB_HAND_PICK] = _("Picked: sealed until both are in (C1E)");
  hand->toasts[FFB_HAND_PLAY] = _("Played: the card is face up (C1E)");
  hand->toasts[FFB_HAND_PASS] = _("You pass for the rest of the turn (C1F)");
  hand->toasts[FFB_HAND_DONE] = _("Your plays of the round are done");
}

static FfbHandView *
hand_view (FfbDocument *document, FfbSide side, GError **error)
{
  FfbBattle *b = ffb_document_get_battle (document);
  g_autoptr(FfbActivation) view = ffb_cards_view (b, side, error);
  FfbHandView *hand;
  const GPtrArray *cards;
  const FfbDeck *deck;
  gboolean plays;

  if (view == NULL)
    return NULL;
  deck = b->neutral->cards->deck;
  cards = view->hand[side];
  plays = plays_due (view, side);
  hand = ffb_hand_view_new ();
  hand->enter = plays ? FFB_HAND_PLAY : FFB_HAND_PICK;
  hand->awaited = plays || (view->phase == FFB_ACTIVATION_PICKING && !view->passed[side]
                            && view->pick[side] == NULL);
  hand->state = state_text (view, side, plays);
  add_buttons (hand, view, side, plays);
  add_toasts (hand);
  for (guint i = 0; i < cards->len; i++)
    add_card (hand, view, deck, g_ptr_array_index (cards, i), side);
  if (view->turn > 0)
    hand->empty = g_strdup (_("No card left in your hand"));
  add_played (hand, view, deck, side);
  return hand;
}

/* GObject */

static const FfbCardGameHandSystem c1_hand = { hand_view, hand_move };

FFB_DEFINE_CARD_GAME_HAND (FfbCardHand, ffb_card_hand, &c1_hand, "ffb-card-hand.ui")
