/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-hand.c: C2's hand of action cards (see ffb-action-hand.h): what the card game's
 * hand shows, from his side's view of the year, and his picks as the engine's steps. */
#include "ffb-action-hand.h"

#include <glib/gi18n.h>
#include "ffb-action-play.h"
#include "ffb-night.h"

/* Moves: a card picked to play, or to pass with (C2C) */

typedef struct
{
  FfbSide side;
  const char *card;
  gboolean pass;
} PickStep;

static gboolean
pick_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const PickStep *step = data;

  return ffb_action_play_pick (campaign, step->side, step->card, step->pass, error);
}

static gboolean
hand_move (FfbDocument *document, FfbSide side, FfbHandMove move, const char *card,
           GError **error)
{
  PickStep step = { side, card, move == FFB_HAND_PASS_WITH };

  g_return_val_if_fail (move == FFB_HAND_PICK || move == FFB_HAND_PASS_WITH, FALSE);
  return ffb_night_run_campaign (document, pick_step, &step, error);
}

/* What his hand shows */

static void
add_card (FfbHandView *hand, const FfbActionCards *view, const FfbDeck *deck, const char *card,
          FfbSide side)
{
  FfbCardAllowance gives = ffb_deck_allowance (deck, card, side, view->mississippi);
  g_autofree char *allows = ffb_deck_allowance_text (&gives);
  const char *name = ffb_deck_card_name (deck, card);
  FfbGameCard *shown = ffb_hand_view_add_card (hand, card, name, allows);
  const char *pick = view->pick[side];

  shown->playable = hand->awaited;
  if (pick != NULL && g_str_equal (card, pick))
    shown->note = view->passing[side] ? _("You pass with it, sealed until the reveal")
                                      : _("Your pick, sealed until the reveal");
  if (!hand->awaited)
    return;
  shown->tooltip = _("Enter picks it in secret to play (C2C)");
  shown->pass = (FfbGameButton) {
    /* Translators: a button on a card's row: pass this turn, discarding this card. */
    .label = _("Pass"),
    /* Translators: accessible name; %s is a card's name, as "Action 2". */
    .name = g_strdup_printf (_("Pass with the %s (C2C)"), name),
    .style = "flat",
    .tooltip = _("Pass this turn: the card is revealed and discarded, and you do nothing "
                 "(C2C)"),
    .does = FFB_HAND_PASS_WITH,
  };
}

/* After the reveal: his card face up, what it gives him this turn (C2D, C2E). */
static void
add_revealed (FfbHandView *hand, const FfbActionCards *view, const FfbDeck *deck, FfbSide side)
{
  const char *card = view->pick[side];
  FfbCardAllowance gives = ffb_action_cards_allowance (view, deck, side);
  g_autofree char *allows = ffb_deck_allowance_text (&gives);
  /* Translators: a card's name, face up on the table. */
  g_autofree char *title = g_strdup_printf (_("On the table: %s"),
                                            ffb_deck_card_name (deck, card));

  ffb_game_rows_add (hand->before, title, view->passing[side]
                                            ? _("You pass: you do nothing this turn (C2C)")
                                            : allows);
}

static char *
state_text (const FfbActionCards *view, const FfbDeck *deck, FfbSide side)
{
  const char *doing;

  if (view->year == 0)
    return g_strdup (_("No year is dealt yet (C2B)"));
  if (view->phase == FFB_ACTION_CARDS_BETWEEN_YEARS)
    /* Translators: %u is the year of the action deck. */
    return g_strdup_printf (_("Year %u is over: the next is dealt (C2B)"), view->year);
  if (view->phase == FFB_ACTION_CARDS_PICKING)
    doing = view->pick[side] != NULL ? _("your pick is in, sealed until the reveal")
                                     : _("pick a card with the arrow keys and Enter, or pass "
                                         "with one");
  else
    doing = side == view->player1 ? _("both cards are face up: you are Player 1")
                                  : _("both cards are face up: you are Player 2");
  if (ffb_action_cards_is_winter (view, deck))
    /* Translators: the year and turn of the action deck, then what the player does now. */
    return g_strdup_printf (_("Year %u · Turn %u, the Winter turn: %s"), view->year, view->turn,
                            doing);
  /* Translators: the year and turn of the action deck, then what the player does now. */
  return g_strdup_printf (_("Year %u · Turn %u: %s"), view->year, view->turn, doing);
}

static FfbHandView *
hand_view (FfbDocument *document, FfbSide side, GError **error)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  g_autoptr(FfbActionCards) state = ffb_action_play_state (campaign, error);
  g_autoptr(FfbActionCards) view = NULL;
  const FfbDeck *deck;
  const GPtrArray *cards;
  FfbHandView *hand;

  if (state == NULL)
    return NULL;
  /* From here on only what his side may see: the other hand is counts. */
  view = ffb_action_cards_view (state, side);
  g_clear_pointer (&state, ffb_action_cards_free);
  deck = campaign->action_cards->deck;
  cards = view->hand[side];
  hand = ffb_hand_view_new ();
  hand->enter = FFB_HAND_PICK;
  hand->awaited = view->phase == FFB_ACTION_CARDS_PICKING && view->pick[side] == NULL;
  hand->state = state_text (view, deck, side);
  hand->toasts[FFB_HAND_PICK] = _("Picked: sealed until both are in (C2C)");
  hand->toasts[FFB_HAND_PASS_WITH] = _("You pass: the card stays sealed until both are in "
                                       "(C2C)");
  /* His card face up first: this turn's; then what he holds for the turns to come. */
  if (view->phase == FFB_ACTION_CARDS_REVEALED)
    add_revealed (hand, view, deck, side);
  for (guint i = 0; i < cards->len; i++)
    add_card (hand, view, deck, g_ptr_array_index (cards, i), side);
  if (view->year > 0)
    hand->empty = g_strdup (_("No card left in your hand this year"));
  return hand;
}

/* GObject */

static const FfbCardGameHandSystem c2_hand = { hand_view, hand_move };

FFB_DEFINE_CARD_GAME_HAND (FfbActionHand, ffb_action_hand, &c2_hand, "ffb-action-hand.ui")
