/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards-battle.c: the steps of `cards FILE [--battle ID] ACTION ...` (cli-cards.c): a
 * battle's activation deck (RULES.md C1, issue 15) step by step, as the neutral party keeps it
 * in the campaign (night/ffb-cards.h): on DECK, deal, pick, pass, reveal, play, act, charge,
 * done write the campaign (the referee's session); act SIDE CARD UNIT ACTION names a unit from
 * the side's sheet and its one action with a card played (C1G), charge SIDE CARD UNIT is act's
 * Charge; hand SIDE prints that side's hand and pick for his eyes (his passphrase or the
 * referee's); units SIDE lists the side's units by the codes of his sheet; state prints what
 * both players may know. Every rule and refusal is the engine's. */
#include "cli-cards.h"

#include <glib/gi18n.h>

#include "ffb-cards.h"
#include "ffb-neutral.h"
#include "ffb-xml-deck.h"

static const char *
side_name (FfbSide side)
{
  return ffb_side_display_name (side);
}

static const FfbDeck *
deck_of (const FfbCliCards *cards)
{
  return cards->battle->neutral->cards->deck;
}

static const char *const phases[] = {
  [FFB_ACTIVATION_BETWEEN_TURNS] = N_("between turns: the next turn is dealt (C1D)"),
  [FFB_ACTIVATION_PICKING] = N_("each player picks a card in secret or passes (C1E, C1F)"),
  [FFB_ACTIVATION_FIRST_PLAYS] = N_("the First Player acts and may play further cards that "
                                    "outrank (C1E)"),
  [FFB_ACTIVATION_SECOND_PLAYS] = N_("the Second Player acts and may play further cards that "
                                     "outrank (C1E)"),
};

/* C1G: each action of the round, the unit by its sheet's code and name, and how many of the
 * card's actions it has made. */
static void
print_acts (const FfbBattle *battle, const FfbActivation *state, const FfbDeck *deck,
            FfbSide side)
{
  g_autoptr(GHashTable) made = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < state->acts[side]->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (state->acts[side], i);
      g_autofree char *shown = ffb_cards_unit_shown (battle, side, act->unit);
      g_autofree char *key = g_strconcat (act->card, " ", act->unit, NULL);
      FfbCardAllowance allowance = ffb_deck_allowance (deck, act->card, side, FALSE);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (made, key)) + 1;

      g_hash_table_replace (made, g_steal_pointer (&key), GUINT_TO_POINTER (count));
      /* Translators: one action of a unit this round (C1G): the unit, its action, the card,
       * and how many of the card's actions the unit has made: "II/1/3 1st Iowa: Charge with
       * the King of Hearts (action 1 of 1)". */
      g_print (_("  %s: %s with the %s (action %u of %d)\n"), shown,
               ffb_card_allow_display_name (act->action), ffb_deck_card_name (deck, act->card),
               count, allowance.actions);
    }
}

static void
print_side_public (const FfbBattle *battle, const FfbActivation *state, const FfbDeck *deck,
                   FfbSide side)
{
  const char *doing = state->passed[side] ? _("has passed for the rest of the turn")
                      : state->pick[side] != NULL ? _("has picked; his card stays sealed")
                      : state->phase == FFB_ACTIVATION_PICKING ? _("has not picked yet")
                      : "";

  /* Translators: "Union: 5 cards in hand, has picked; his card stays sealed." */
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u card in hand%s%s.\n",
                        "%s: %u cards in hand%s%s.\n", state->hand[side]->len),
           side_name (side), state->hand[side]->len, doing[0] != '\0' ? ", " : "", doing);
  ffb_cli_print_cards (deck, state->played[side], side, FALSE);
  print_acts (battle, state, deck, side);
  if (state->charges[side] > 0)
    /* Translators: the units of a side that charged this round, each counted once (C1E). */
    g_print (g_dngettext (GETTEXT_PACKAGE, "  Charges this round (C1E): %u unit charged.\n",
                          "  Charges this round (C1E): %u units charged.\n",
                          state->charges[side]), state->charges[side]);
}

/* C1E: after a round with Charges, who chooses the order of its melees. */
static void
print_melees (const FfbActivation *state)
{
  g_autofree char *melees = NULL;

  if (state->melee.chooser < 0)
    return;
  melees = ffb_activation_melee_text (state);
  g_print ("%s\n", melees);
}

/* What both players may know: the same from the referee's state and from either view. */
static void
print_public (const FfbBattle *battle, const FfbActivation *state, const FfbDeck *deck)
{
  g_autofree char *reason = ffb_activation_first_reason (state, deck);

  if (state->turn == 0)
    {
      g_print (_("Cards are on (%s); no turn is dealt yet.\n"), deck->name);
      return;
    }
  g_print (_("Turn %u, round %u: %s.\n"), state->turn, state->round,
           ffb_cli_card_phase_text (phases, G_N_ELEMENTS (phases), state->phase));
  for (int side = 0; side < FFB_N_SIDES; side++)
    print_side_public (battle, state, deck, side);
  g_print (_("Draw pile: %u cards; discards: %u.\n"), state->draw->len, state->discard->len);
  if (reason != NULL)
    g_print ("%s\n", reason);
  print_melees (state);
}

static int
print_state (FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = ffb_cards_state (cards->battle, &error);

  if (state == NULL)
    return ffb_cli_card_refused (cards->path, error);
  print_public (cards->battle, state, deck_of (cards));
  return FFB_EXIT_OK;
}

/* on DECK: the engine's call, and the sentence once the deck is on. */
static gboolean
turn_on (FfbCliCards *cards, const FfbDeck *deck, GError **error)
{
  if (!ffb_cards_turn_on (cards->battle, deck, error))
    return FALSE;
  g_print (_("Cards are on for the battle “%s”: %s, %u cards, hands of %d (C1).\n"),
           cards->battle->id, deck->name, ffb_deck_n_cards (deck), deck->hand_size);
  return TRUE;
}

static gboolean
deal (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_DEAL, -1, NULL, error);
}

static int
run_hand (FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) view = ffb_cards_view (cards->battle, cards->side, &error);
  const GPtrArray *hand;

  if (view == NULL)
    return ffb_cli_card_refused (cards->path, error);
  hand = view->hand[cards->side];
  g_print (g_dngettext (GETTEXT_PACKAGE, "The %s player's hand, turn %u, round %u: %u card.\n",
                        "The %s player's hand, turn %u, round %u: %u cards.\n", hand->len),
           side_name (cards->side), view->turn, view->round, hand->len);
  ffb_cli_print_cards (deck_of (cards), hand, cards->side, FALSE);
  ffb_cli_print_pick (deck_of (cards), _("His pick, sealed until the reveal:\n"),
                      view->pick[cards->side], cards->side, FALSE);
  return FFB_EXIT_OK;
}

static gboolean
pick (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_PICK, cards->side, ffb_cli_card (cards),
                           error);
}

static gboolean
pass (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_PASS, cards->side, NULL, error);
}

static gboolean
reveal (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_REVEAL, -1, NULL, error);
}

static gboolean
play (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_PLAY, cards->side, ffb_cli_card (cards),
                           error);
}

/* C1G: an action's word, "move", "charge", "fire" or "rally" (any case). */
static gboolean
read_action (const char *word, int *action)
{
  g_autofree char *lower = g_ascii_strdown (word, -1);

  return ffb_card_allow_from_string (lower, action)
         && (1u << *action) & (FFB_CARD_ALLOWS_MOVE | FFB_CARD_ALLOWS_CHARGE
                               | FFB_CARD_ALLOWS_FIRE | FFB_CARD_ALLOWS_RALLY);
}

static int
run_act (FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = NULL;
  const char *card = ffb_cli_card (cards);
  FfbUnit *unit;
  g_autofree char *shown = NULL;
  FfbCardAllowance allowance;
  int action = -1;

  /* charge SIDE CARD UNIT is act's Charge. */
  if (!read_action (cards->action != NULL ? cards->action : "charge", &action))
    return ffb_cli_fail (_("cards: the action must be move, charge, fire or rally (C1C), not "
                           "“%s”."), cards->action);
  if (!ffb_cards_act (cards->battle, cards->side, card, cards->unit, action, &error)
      || (state = ffb_cards_state (cards->battle, &error)) == NULL)
    return ffb_cli_card_refused (cards->path, error);
  unit = ffb_cards_find_unit (cards->battle, cards->side, cards->unit, NULL);
  shown = ffb_cards_unit_shown (cards->battle, cards->side, unit->id);
  allowance = ffb_deck_allowance (deck_of (cards), card, cards->side, FALSE);
  /* Translators: a unit, its action and the card, then how many of the card's actions the
   * unit has made and the units of the side that charged this round (C1E). */
  g_print (_("%s: %s with the %s (C1G): action %u of the %d the card gives each unit it "
             "activates; units that charged this round (C1E): %u.\n"), shown,
           ffb_card_allow_display_name (action), ffb_deck_card_name (deck_of (cards), card),
           ffb_activation_unit_actions (state, cards->side, card, unit->id), allowance.actions,
           state->charges[cards->side]);
  return FFB_EXIT_OK;
}

static void
print_unit (const FfbUnit *unit, int depth)
{
  g_autofree char *code = ffb_unit_code (unit);

  g_print ("  %*s%-10s %s\n", depth * 2, "", code, unit->name);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    print_unit (g_ptr_array_index (unit->children, i), depth + 1);
}

/* C1G: the units a side names as they act, by the codes of his sheet. */
static int
run_units (FfbCliCards *cards)
{
  const FfbOob *oob = cards->battle->oob[cards->side];

  if (oob == NULL)
    return ffb_cli_fail (_("cards: %s: the %s player's order of battle is not organized yet, "
                           "and his units are named from his sheet (C1G)."), cards->path,
                         side_name (cards->side));
  g_print (_("The %s player's units, by the codes of his sheet (C1G: act SIDE CARD UNIT "
             "ACTION):\n"), side_name (cards->side));
  print_unit (oob->army, 0);
  return FFB_EXIT_OK;
}

static gboolean
done (FfbCliCards *cards, GError **error)
{
  return ffb_cards_choose (cards->battle, FFB_CARD_STEP_DONE, cards->side, NULL, error);
}

static const FfbCliCardStep steps[] = {
  { "on", FFB_CLI_CARD_WORD_ARG, TRUE, .run = ffb_cli_card_turn_on,
    .takes = N_("a built-in deck's id or a deck file") },
  { "deal", FFB_CLI_CARD_NO_ARG, TRUE, deal, FFB_CLI_CARD_SAYS_STATE },
  { "hand", FFB_CLI_CARD_SIDE_ARG, FALSE, .run = run_hand },
  { "pick", FFB_CLI_CARD_SIDE_WORD_ARGS, TRUE, pick, FFB_CLI_CARD_SAYS_SIDE,
    N_("The %s player has picked; his card stays sealed until both are in (C1E).\n") },
  { "pass", FFB_CLI_CARD_SIDE_ARG, TRUE, pass, FFB_CLI_CARD_SAYS_SIDE,
    N_("The %s player passes and sits out the rest of the turn (C1F).\n") },
  { "reveal", FFB_CLI_CARD_NO_ARG, TRUE, reveal, FFB_CLI_CARD_SAYS_STATE },
  { "play", FFB_CLI_CARD_SIDE_WORD_ARGS, TRUE, play, FFB_CLI_CARD_SAYS_CARD,
    N_("The %s player plays a further card (C1E):\n") },
  { "units", FFB_CLI_CARD_SIDE_ARG, FALSE, .run = run_units },
  { "act", FFB_CLI_CARD_ACT_ARGS, TRUE, .run = run_act,
    .takes = N_("a side, a card he played, the unit that acts, by its code on his sheet, and "
                "its action: move, charge, fire or rally (C1G)") },
  { "charge", FFB_CLI_CARD_CHARGE_ARGS, TRUE, .run = run_act,
    .takes = N_("a side, a card he played and the unit that charges, by its code on his "
                "sheet (C1G)") },
  { "done", FFB_CLI_CARD_SIDE_ARG, TRUE, done, FFB_CLI_CARD_SAYS_STATE },
  { "state", FFB_CLI_CARD_NO_ARG, FALSE, .run = print_state },
};

/* A step that writes is the referee's; a side's hand opens with his passphrase or the
 * referee's, and the state with any of the three. */
static FfbCampaign *
open_for (const FfbCliCards *cards, const FfbCliCardStep *step, GError **error)
{
  FfbReader all[] = { FFB_READER_REFEREE, FFB_READER_UNION, FFB_READER_CONFEDERATE };
  FfbReader hand[] = { ffb_reader_for_side (cards->side), FFB_READER_REFEREE };

  if (step->writes)
    return ffb_cli_load_campaign (cards->path, FFB_READER_REFEREE, error);
  if (step->run == run_hand)
    return ffb_cli_load_campaign_as (cards->path, hand, G_N_ELEMENTS (hand), error);
  return ffb_cli_load_campaign_as (cards->path, all, G_N_ELEMENTS (all), error);
}

/* A battle whose secrets stayed sealed has no card play to read here. */
static int
sealed_battle (const FfbCliCards *cards)
{
  return ffb_cli_fail (_("cards: %s: the battle “%s” is sealed; give its referee's passphrase "
                         "(or, for hand SIDE or state, a player's) with --passphrase-file."),
                       cards->path, cards->battle->id);
}

static gboolean
ready (FfbCliCards *cards, const FfbCliCardStep *step, int *status)
{
  g_autoptr(GError) error = NULL;

  *status = FFB_EXIT_BAD_INPUT;
  if ((cards->battle = ffb_cli_pick_battle (cards->campaign, cards->battle_id, cards->path))
      == NULL)
    return FALSE;
  if (ffb_campaign_battle_is_sealed (cards->campaign, cards->battle->id)
      && (cards->battle->neutral == NULL || cards->battle->neutral->view < 0))
    return (*status = sealed_battle (cards), FALSE);
  if (step->run != ffb_cli_card_turn_on && ffb_cards_get (cards->battle, &error) == NULL)
    return (*status = ffb_cli_card_refused (cards->path, error), FALSE);
  return TRUE;
}

const FfbCliCardGame ffb_cli_battle_cards = {
  .command = "cards",
  .steps = steps,
  .n_steps = G_N_ELEMENTS (steps),
  .usage = N_("cards: give the campaign file and what to do: on DECK, deal, hand SIDE, pick "
              "SIDE CARD, pass SIDE, reveal, play SIDE CARD, units SIDE, act SIDE CARD UNIT "
              "ACTION, charge SIDE CARD UNIT, done SIDE or state."),
  .game = N_("card play"),
  .step_list = N_("on, deal, hand, pick, pass, reveal, play, units, act, charge, done or state"),
  .names_file = TRUE,
  .open = open_for,
  .ready = ready,
  .deck = deck_of,
  .print_state = print_state,
  .turn_on = turn_on,
};
