/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards-years.c: the steps of `cards FILE --years STEP ...` (cli-cards.c): the campaign's
 * action deck (RULES.md C2, issue 15) step by step, as the campaign keeps it
 * (night/ffb-action-play.h): on DECK, deal (a year), pick SIDE CARD, pass SIDE CARD, reveal,
 * where SIDE east|west|georgia (C2E: where the revealed card is used), end (the turn),
 * mississippi held|open write the campaign; hand SIDE and state read it. The record is dealt
 * from the campaign seed and sealed with it for the referee: every step needs his passphrase
 * once it is set, but hand SIDE, which that side's passphrase also opens, from his own part
 * (ffb-xml-action-view.h). */
#include "cli-cards.h"

#include <glib/gi18n.h>

#include "ffb-action-play.h"
#include "ffb-error.h"
#include "ffb-xml-action-view.h"
#include "ffb-xml-deck.h"

static const FfbDeck *
deck_of (const FfbCliCards *years)
{
  return years->campaign->action_cards->deck;
}

/* C2D, C2E: what the revealed card gives where it is used, both values while the river
 * matters to it. */
static void
print_revealed (const FfbActionCards *state, const FfbDeck *deck, FfbSide side)
{
  FfbCardAllowance gives = ffb_action_cards_allowance (state, deck, side);
  g_autofree char *river = ffb_action_cards_river_text (state, deck, side);

  ffb_cli_print_card_giving (deck, state->pick[side], &gives);
  if (river != NULL)
    g_print ("  %s\n", river);
}

static const char *const phases[] = {
  [FFB_ACTION_CARDS_BETWEEN_YEARS] = N_("between years: the next year is dealt (C2B)"),
  [FFB_ACTION_CARDS_PICKING] = N_("each player picks a card, to play or to pass with, in "
                                  "secret (C2C)"),
  [FFB_ACTION_CARDS_REVEALED] = N_("both cards face up; Player 1 acts first (C2C, C2D)"),
};

static void
print_side (const FfbActionCards *state, const FfbDeck *deck, FfbSide side)
{
  const char *card = state->pick[side];

  g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u card in hand.\n", "%s: %u cards in hand.\n",
                        state->hand[side]->len),
           ffb_side_display_name (side), state->hand[side]->len);
  if (state->phase == FFB_ACTION_CARDS_PICKING && card != NULL)
    g_print (_("  has picked; his card stays sealed.\n"));
  else if (state->phase == FFB_ACTION_CARDS_REVEALED && state->passing[side])
    g_print (_("  passes with the %s: he reveals and discards it and does nothing (C2C).\n"),
             ffb_deck_card_name (deck, card));
  else if (state->phase == FFB_ACTION_CARDS_REVEALED)
    print_revealed (state, deck, side);
}

static int
print_state (FfbCliCards *years)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActionCards) state = ffb_action_play_state (years->campaign, &error);
  g_autofree char *reason = NULL;
  const FfbDeck *deck;

  if (state == NULL)
    return ffb_cli_card_refused (NULL, error);
  deck = deck_of (years);
  if (state->year == 0)
    g_print (_("The action deck is on (%s); no year is dealt yet.\n"), deck->name);
  else
    g_print (_("Year %u, turn %u%s: %s.\n"), state->year, state->turn,
             ffb_action_cards_is_winter (state, deck) ? _(" (the Winter turn, C2B)") : "",
             ffb_cli_card_phase_text (phases, G_N_ELEMENTS (phases), state->phase));
  if (state->mississippi)
    g_print (_("C2E: the USA holds St. Louis, Memphis and Vicksburg.\n"));
  if (state->year == 0)
    return FFB_EXIT_OK;
  for (int side = 0; side < FFB_N_SIDES; side++)
    print_side (state, deck, side);
  reason = ffb_action_cards_player1_reason (state, deck);
  if (reason != NULL)
    g_print ("%s\n", reason);
  return FFB_EXIT_OK;
}

/* on DECK: the engine's call, and the sentence once the deck is on. */
static gboolean
turn_on (FfbCliCards *years, const FfbDeck *deck, GError **error)
{
  if (!ffb_action_play_turn_on (years->campaign, deck, error))
    return FALSE;
  g_print (_("The action deck is on for the campaign's years: %s, %u cards, %d dealt to each a "
             "year (C2).\n"), deck->name, ffb_deck_n_cards (deck), deck->hand_size);
  return TRUE;
}

/* His hand and, until the reveal, his pick: from the referee's state, or from his own view
 * (the same lines either way, since a side's view holds all of his). */
static void
print_hand (const FfbActionCards *state, const FfbDeck *deck, FfbSide side)
{
  const GPtrArray *hand = state->hand[side];

  g_print (g_dngettext (GETTEXT_PACKAGE, "The %s player's hand, year %u, turn %u: %u card.\n",
                        "The %s player's hand, year %u, turn %u: %u cards.\n", hand->len),
           ffb_side_display_name (side), state->year, state->turn, hand->len);
  ffb_cli_print_cards (deck, hand, side, state->mississippi);
  ffb_cli_print_pick (deck, state->passing[side]
                            ? _("His pick, to pass with, sealed until the reveal:\n")
                            : _("His pick, sealed until the reveal:\n"),
                      state->phase == FFB_ACTION_CARDS_PICKING ? state->pick[side] : NULL, side,
                      state->mississippi);
}

static int
run_hand (FfbCliCards *years)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActionCards) state = ffb_action_play_state (years->campaign, &error);

  if (state == NULL)
    return ffb_cli_card_refused (NULL, error);
  print_hand (state, deck_of (years), years->side);
  return FFB_EXIT_OK;
}

/* The player's own hand, from his part of the sealed record (his passphrase opened it). */
static int
run_own_hand (FfbCliCards *years, const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCardPlay) own = ffb_xml_open_action_view (years->campaign, years->side, path,
                                                         &error);

  if (own == NULL)
    return ffb_cli_card_refused (NULL, error);
  print_hand (own->view_state, own->deck, years->side);
  return FFB_EXIT_OK;
}

/* The deal follows from the campaign seed: its commitment, drawn now if it was not. */
static gboolean
deal (FfbCliCards *years, GError **error)
{
  if (!ffb_action_play_deal_year (years->campaign, error))
    return FALSE;
  ffb_cli_print_campaign_dice (years->campaign);
  return TRUE;
}

static gboolean
pick (FfbCliCards *years, GError **error)
{
  return ffb_action_play_pick (years->campaign, years->side, ffb_cli_card (years), FALSE,
                               error);
}

static gboolean
pass (FfbCliCards *years, GError **error)
{
  return ffb_action_play_pick (years->campaign, years->side, ffb_cli_card (years), TRUE, error);
}

static gboolean
reveal (FfbCliCards *years, GError **error)
{
  return ffb_action_play_reveal (years->campaign, error);
}

static gboolean
end_turn (FfbCliCards *years, GError **error)
{
  return ffb_action_play_end_turn (years->campaign, error);
}

/* A word the step does not take is refused as the engine's refusals are, in one sentence. */
static gboolean
set_mississippi (FfbCliCards *years, GError **error)
{
  gboolean held = g_str_equal (years->word, "held");

  if (!held && !g_str_equal (years->word, "open"))
    return ffb_refuse (error, _("cards: mississippi takes held or open, not “%s” (C2E)."),
                       years->word);
  return ffb_action_play_set_mississippi (years->campaign, held, error);
}

static gboolean
say_where (FfbCliCards *years, GError **error)
{
  g_autofree char *lower = g_ascii_strdown (years->word, -1);
  FfbCardPlace place;

  if (!ffb_card_place_from_string (lower, &place))
    return ffb_refuse (error, _("cards: where takes a side and east, west or georgia, not “%s” "
                                "(C2E)."), years->word);
  return ffb_action_play_say_where (years->campaign, years->side, place, error);
}

static const FfbCliCardStep steps[] = {
  { "on", FFB_CLI_CARD_WORD_ARG, TRUE, .run = ffb_cli_card_turn_on, .takes = N_("one word") },
  { "deal", FFB_CLI_CARD_NO_ARG, TRUE, deal, FFB_CLI_CARD_SAYS_STATE },
  { "hand", FFB_CLI_CARD_SIDE_ARG, FALSE, .run = run_hand },
  { "pick", FFB_CLI_CARD_SIDE_WORD_ARGS, TRUE, pick, FFB_CLI_CARD_SAYS_SIDE,
    N_("The %s player has picked; his card stays sealed until both are in (C2C).\n") },
  { "pass", FFB_CLI_CARD_SIDE_WORD_ARGS, TRUE, pass, FFB_CLI_CARD_SAYS_SIDE,
    N_("The %s player passes; the card he passes with stays sealed until both are in "
       "(C2C).\n") },
  { "reveal", FFB_CLI_CARD_NO_ARG, TRUE, reveal, FFB_CLI_CARD_SAYS_STATE },
  { "where", FFB_CLI_CARD_SIDE_WORD_ARGS, TRUE, say_where, FFB_CLI_CARD_SAYS_STATE,
    .takes = N_("a side and where his card is used: east, west or georgia (C2E)") },
  { "end", FFB_CLI_CARD_NO_ARG, TRUE, end_turn, FFB_CLI_CARD_SAYS_STATE },
  { "mississippi", FFB_CLI_CARD_WORD_ARG, TRUE, set_mississippi, FFB_CLI_CARD_SAYS_STATE,
    .takes = N_("one word") },
  { "state", FFB_CLI_CARD_NO_ARG, FALSE, .run = print_state },
};

/* Dealt from the campaign seed, the referee's: so is the whole record, sealed for him; a
 * player's passphrase opens only his own hand (issue 30, item 12), read-only, and the other
 * side's for the other's hand is refused without a word of it. */
static FfbCampaign *
open_for_step (const FfbCliCards *years, const FfbCliCardStep *step, GError **error)
{
  FfbSide other = ffb_side_other (years->side);
  FfbReader readers[] = { FFB_READER_REFEREE, ffb_reader_for_side (years->side),
                          ffb_reader_for_side (other) };

  if (step->run != run_hand)
    return ffb_cli_load_campaign (years->path, FFB_READER_REFEREE, error);
  return ffb_cli_load_campaign_as (years->path, readers, G_N_ELEMENTS (readers), error);
}

/* The record is kept sealed: without the referee's key, only a player's own hand opens. */
static int
run_sealed (FfbCliCards *years, const char *path, const FfbCliCardStep *step)
{
  FfbKeyring *keyring = years->campaign->keyring;
  FfbSide other = ffb_side_other (years->side);

  if (step->run == run_hand
      && ffb_keyring_is_unlocked (keyring, ffb_reader_for_side (years->side)))
    return run_own_hand (years, path);
  if (step->run == run_hand && ffb_keyring_is_unlocked (keyring, ffb_reader_for_side (other)))
    return ffb_cli_fail (_("cards: %s: C2: the %s player's passphrase opens his own hand, not "
                           "the %s player's."), path, ffb_side_display_name (other),
                         ffb_side_display_name (years->side));
  /* No key was given (every step but hand is opened for the referee alone). */
  return ffb_cli_fail (_("cards: %s: the action deck's record is sealed for the referee; give "
                         "his passphrase with --passphrase-file (for hand SIDE, that player's "
                         "opens his own)."), path);
}

static gboolean
ready (FfbCliCards *years, const FfbCliCardStep *step, int *status)
{
  FfbCampaign *campaign = years->campaign;

  if (g_hash_table_contains (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_ACTION_CARDS))
    return (*status = run_sealed (years, years->path, step), FALSE);
  if (step->run != ffb_cli_card_turn_on && campaign->action_cards == NULL)
    return (*status = ffb_cli_fail (_("cards: %s: C2: the action deck is not on for this "
                                      "campaign; the referee turns it on with a deck first."),
                                    years->path), FALSE);
  return TRUE;
}

const FfbCliCardGame ffb_cli_year_cards = {
  .command = "cards --years",
  .steps = steps,
  .n_steps = G_N_ELEMENTS (steps),
  .usage = N_("cards --years: give the campaign file and what to do: on DECK, deal, hand SIDE, "
              "pick SIDE CARD, pass SIDE CARD, reveal, where SIDE east|west|georgia, end, "
              "mississippi held|open or state."),
  .game = N_("the action deck"),
  .step_list = N_("on, deal, hand, pick, pass, reveal, where, end, mississippi or state"),
  .open = open_for_step,
  .ready = ready,
  .deck = deck_of,
  .print_state = print_state,
  .turn_on = turn_on,
};
