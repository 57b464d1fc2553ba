/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-deck-rules.c: the precedence of a deck's cards (C1A, C2C) and the sequence of play
 * (C1D-C1F, C2B-C2D) for its quick reference and a hand sheet. The precedence is told in the
 * order ffb_deck_compare applies it (kind, rank, number, suit, then the deck's tie rule), each
 * list read from the deck; the sequence is the procedure of the deck's system, its numbers
 * (hand size, turns a year, Winter movement) read from the deck. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

/* The classes' labels joined by `between`, highest first. */
static char *
class_list (const GPtrArray *classes, const char *between)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < classes->len; i++)
    g_ptr_array_add (labels, ffb_sheet_deck_class_label (g_ptr_array_index (classes, i)));
  g_ptr_array_add (labels, NULL);
  return g_strjoinv (between, (char **) labels->pdata);
}

static gboolean
any_numbered (const FfbDeck *deck)
{
  for (guint i = 0; i < deck->cards->len; i++)
    if (((const FfbCardType *) g_ptr_array_index (deck->cards, i))->number != 0)
      return TRUE;
  return FALSE;
}

static gboolean
any_allows (const FfbDeck *deck, guint allows)
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      FfbCardAllowance allowance =
        ffb_card_type_allowance (deck, g_ptr_array_index (deck->cards, i), FFB_SIDE_UNION,
                                 FALSE);
      if (allowance.allows & allows)
        return TRUE;
    }
  return FALSE;
}

/* The card types two cards of which can tie by precedence alone (the two jokers; two
 * Action 2 cards), in the deck's order, joined. NULL when no two cards can tie. */
static char *
tying_types (const FfbDeck *deck)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);
      g_autofree char *id = ffb_sheet_deck_first_copy (card);
      gboolean ties = card->count > 1;

      for (guint j = 0; !ties && j < deck->cards->len; j++)
        {
          g_autofree char *other = ffb_sheet_deck_first_copy (g_ptr_array_index (deck->cards,
                                                                                 j));
          ties = j != i && ffb_deck_compare (deck, id, other) == 0;
        }
      if (ties)
        g_ptr_array_add (names, card->name);
    }
  if (names->len == 0)
    return NULL;
  g_ptr_array_add (names, NULL);
  /* Translators: between the names of cards: "Action 1, Action 2". */
  return g_strjoinv (_(", "), (char **) names->pdata);
}

static void
add_kinds (FfbBlock *block, const FfbDeck *deck, const char *rule)
{
  /* Translators: between kinds of card, highest first: "Supply, then Action". */
  g_autofree char *kinds = class_list (deck->kinds, _(", then "));

  if (deck->kinds->len < 2)
    return;
  if (deck->system == FFB_DECK_ACTION)
    ffb_block_add_fact (block, rule, _("By kind, highest first: %s. A card of a higher kind is "
                                       "resolved before any card of a lower kind, and its "
                                       "player is Player 1."), kinds);
  else
    ffb_block_add_fact (block, rule, _("By kind, highest first: %s. A card of a higher kind "
                                       "outranks every card of a lower kind."), kinds);
}

static void
add_tie (FfbBlock *block, const FfbDeck *deck)
{
  g_autofree char *tying = tying_types (deck);

  if (tying == NULL)
    return;
  if (deck->tie == FFB_DECK_TIE_DRAWN_FIRST)
    ffb_block_add_fact (block, "C1A", _("Two cards still equal (%s): the one drawn first from "
                                        "the shuffled deck is higher."), tying);
  else
    ffb_block_add_fact (block, "C2C", _("Two cards still equal (%s): the USA's card is "
                                        "higher."), tying);
}

void
ffb_sheet_deck_add_precedence (FfbBlock *block, const FfbDeck *deck)
{
  const char *rule = deck->system == FFB_DECK_ACTIVATION ? "C1A" : "C2C";
  FfbSheetRow *heading = ffb_block_add_row (block, FFB_ROW_HEADING);

  heading->text = g_strdup (_("Which card is higher"));
  add_kinds (block, deck, rule);
  if (deck->ranks->len > 0)
    {
      /* Translators: between ranks, highest first. */
      g_autofree char *ranks = class_list (deck->ranks, _(", "));
      ffb_block_add_fact (block, rule, _("Then by rank, highest first: %s."), ranks);
    }
  if (any_numbered (deck))
    ffb_block_add_fact (block, rule, _("Then by number: the higher number is higher."));
  if (deck->suits->len > 0)
    {
      /* Translators: between suits, highest first: "♥ Hearts > ♣ Clubs". */
      g_autofree char *suits = class_list (deck->suits, _(" > "));
      ffb_block_add_fact (block, rule, _("Then, between cards of one rank, by suit: %s."),
                          suits);
    }
  add_tie (block, deck);
}

/* C1D-C1F, and the secrecy of C1. */
static void
add_activation_sequence (FfbBlock *block, const FfbDeck *deck)
{
  ffb_block_add_fact (block, "C1D", g_dngettext (GETTEXT_PACKAGE,
                      "A turn: each player fills his hand to %d card from the draw pile (an "
                      "empty draw pile is refilled by shuffling the discards); then rounds "
                      "follow until both have passed or hold no card.",
                      "A turn: each player fills his hand to %d cards from the draw pile (an "
                      "empty draw pile is refilled by shuffling the discards); then rounds "
                      "follow until both have passed or hold no card.", deck->hand_size),
                      deck->hand_size);
  ffb_block_add_fact (block, "C1E", _("A round: each player picks a card in secret; both are "
                                      "revealed at once; the higher card's player is First "
                                      "Player."));
  ffb_block_add_fact (block, "C1E", _("The First Player acts, and may play further cards, "
                                      "each outranking his previous one."));
  ffb_block_add_fact (block, "C1E", _("Then the Second Player acts with his revealed card, and "
                                      "may play further cards, each outranking both his "
                                      "previous card and the First Player's last card."));
  /* The tie is our decision (ffb-activation-melee.c): the sheet says so, as the table does. */
  ffb_block_add_fact (block, "C1E", _("Melees are resolved in the order chosen by the player "
                                      "who made the most Charges this round (on a tie, the "
                                      "First Player: our decision, as C1E is silent); every "
                                      "card played is discarded."));
  ffb_block_add_fact (block, "C1F", _("At the start of a round a player may pass instead of "
                                      "picking: he sits out the rest of the turn, and the "
                                      "other may go on alone. A player with no card must "
                                      "pass."));
  ffb_block_add_fact (block, "C1", _("A hand is seen by its owner only; how many cards each "
                                     "holds is public."));
}

/* C2B-C2D. */
static void
add_action_sequence (FfbBlock *block, const FfbDeck *deck)
{
  ffb_block_add_fact (block, "C2B", g_dngettext (GETTEXT_PACKAGE,
                      "A year: %d game turn, the last a Winter turn (land movement %+d; combat "
                      "allowed; Build and Supply still allowed; then the Prisoner Exchange).",
                      "A year: %d game turns, the last a Winter turn (land movement %+d; combat "
                      "allowed; Build and Supply still allowed; then the Prisoner Exchange).",
                      deck->turns_a_year), deck->turns_a_year, deck->winter_movement);
  ffb_block_add_fact (block, "C2B", g_dngettext (GETTEXT_PACKAGE,
                      "At the start of each year the deck is shuffled and each player is dealt "
                      "%d card, seen by its owner only.",
                      "At the start of each year the deck is shuffled and each player is dealt "
                      "%d cards, seen by their owner only.", deck->hand_size), deck->hand_size);
  ffb_block_add_fact (block, "C2C", _("A turn: both players reveal one card at once; the higher "
                                      "card's player is Player 1."));
  ffb_block_add_fact (block, "C2C", _("A player may pass: he reveals and discards his card, "
                                      "and does nothing."));
  ffb_block_add_fact (block, "C2D", any_allows (deck, FFB_CARD_ALLOWS_BUILD)
                                    ? _("Cards and actions are never saved for later; every "
                                        "Move comes before any Build.")
                                    : _("Cards and actions are never saved for later."));
}

void
ffb_sheet_deck_add_sequence (FfbBlock *block, const FfbDeck *deck)
{
  FfbSheetRow *heading = ffb_block_add_row (block, FFB_ROW_HEADING);

  if (deck->system == FFB_DECK_ACTIVATION)
    {
      heading->text = g_strdup (_("The turn and its rounds"));
      add_activation_sequence (block, deck);
    }
  else
    {
      heading->text = g_strdup (_("The year and its turns"));
      add_action_sequence (block, deck);
    }
}
