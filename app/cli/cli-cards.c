/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards.c: `cards FILE [--battle ID] ACTION ...`: a battle's activation deck (RULES.md C1,
 * issue 15) step by step, as the neutral party keeps it in the campaign (night/ffb-cards.h):
 * on DECK, deal, pick, pass, reveal, play, act, charge, done write the campaign (the referee's
 * session); act SIDE CARD UNIT ACTION names a unit from the side's sheet and its one action
 * with a card played (C1G), charge SIDE CARD UNIT is act's Charge;
 * hand SIDE prints that side's hand and pick for his eyes (his passphrase or the referee's);
 * units SIDE lists the side's units by the codes of his sheet;
 * state prints what both players may know. Every rule and refusal is the engine's. */
#include "cli-cards.h"

#include <glib/gi18n.h>

#include "ffb-cards.h"
#include "ffb-neutral.h"
#include "ffb-xml-deck.h"

typedef enum { NO_ARG, DECK_ARG, SIDE_ARG, SIDE_CARD_ARGS, CHARGE_ARGS, ACT_ARGS } Args;

typedef struct
{
  FfbCampaign *campaign;
  FfbBattle *battle;
  const char *path;
  FfbSide side;
  const char *word; /* the deck or the card, as typed */
  const char *unit; /* C1G: the unit, as typed */
  const char *action; /* C1G: its action, as typed */
} Cards;

typedef int (*Action) (Cards *cards);

typedef struct
{
  const char *name;
  Args args;
  gboolean writes;
  Action run;
} Step;

static const char *
side_name (FfbSide side)
{
  return ffb_side_display_name (side);
}

static int
refused (Cards *cards, const GError *error)
{
  return ffb_cli_fail ("%s: %s", cards->path, error->message);
}

static const FfbDeck *
deck_of (Cards *cards)
{
  return cards->battle->neutral->cards->deck;
}

const char *
ffb_cli_card_id (const FfbDeck *deck, const char *word)
{
  g_autoptr(GPtrArray) ids = ffb_deck_card_ids (deck);

  for (guint i = 0; i < ids->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (ids, i), word) == 0)
      return g_intern_string (g_ptr_array_index (ids, i));
  return word;
}

static const char *
card_id (Cards *cards)
{
  return ffb_cli_card_id (deck_of (cards), cards->word);
}

void
ffb_cli_print_card (const FfbDeck *deck, const char *card, FfbSide side, gboolean mississippi)
{
  FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, mississippi);
  g_autofree char *allows = ffb_deck_allowance_text (&allowance);

  /* Translators: a card's id, its name and what it allows: "KH  King of Hearts: 1 action: Move, Charge." */
  g_print (_("  %-8s %s: %s\n"), card, ffb_deck_card_name (deck, card), allows);
}

static void
print_card (const FfbDeck *deck, const char *card, FfbSide side)
{
  ffb_cli_print_card (deck, card, side, FALSE);
}

static const char *
phase_text (FfbActivationPhase phase)
{
  switch (phase)
    {
    case FFB_ACTIVATION_PICKING:
      return _("each player picks a card in secret or passes (C1E, C1F)");
    case FFB_ACTIVATION_FIRST_PLAYS:
      return _("the First Player acts and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_SECOND_PLAYS:
      return _("the Second Player acts and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_BETWEEN_TURNS:
    default:
      return _("between turns: the next turn is dealt (C1D)");
    }
}

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
  for (guint i = 0; i < state->played[side]->len; i++)
    print_card (deck, g_ptr_array_index (state->played[side], i), side);
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
  g_print (_("Turn %u, round %u: %s.\n"), state->turn, state->round, phase_text (state->phase));
  for (int side = 0; side < FFB_N_SIDES; side++)
    print_side_public (battle, state, deck, side);
  g_print (_("Draw pile: %u cards; discards: %u.\n"), state->draw->len, state->discard->len);
  if (reason != NULL)
    g_print ("%s\n", reason);
  print_melees (state);
}

static int
print_state (Cards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = ffb_cards_state (cards->battle, &error);

  if (state == NULL)
    return refused (cards, error);
  print_public (cards->battle, state, deck_of (cards));
  return FFB_EXIT_OK;
}

static int
run_on (Cards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = ffb_deck_open (cards->word, &error);

  if (deck == NULL)
    {
      g_autofree char *known = g_strjoinv (", ", (char **) ffb_deck_built_in_ids ());

      /* Translators: the first %s is what was typed, the second the built-in decks' ids,
       * the third why the file could not be read. */
      return ffb_cli_fail (_("cards: “%s” is neither a built-in deck (%s) nor a deck file: %s"),
                           cards->word, known, error->message);
    }
  if (!ffb_cards_turn_on (cards->battle, deck, &error))
    return refused (cards, error);
  g_print (_("Cards are on for the battle “%s”: %s, %u cards, hands of %d (C1).\n"),
           cards->battle->id, deck->name, ffb_deck_n_cards (deck), deck->hand_size);
  return FFB_EXIT_OK;
}

static int
run_deal (Cards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_cards_deal (cards->battle, &error))
    return refused (cards, error);
  return print_state (cards);
}

static int
run_hand (Cards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) view = ffb_cards_view (cards->battle, cards->side, &error);
  const GPtrArray *hand;

  if (view == NULL)
    return refused (cards, error);
  hand = view->hand[cards->side];
  g_print (g_dngettext (GETTEXT_PACKAGE, "The %s player's hand, turn %u, round %u: %u card.\n",
                        "The %s player's hand, turn %u, round %u: %u cards.\n", hand->len),
           side_name (cards->side), view->turn, view->round, hand->len);
  for (guint i = 0; i < hand->len; i++)
    print_card (deck_of (cards), g_ptr_array_index (hand, i), cards->side);
  if (view->pick[cards->side] != NULL)
    {
      g_print (_("His pick, sealed until the reveal:\n"));
      print_card (deck_of (cards), view->pick[cards->side], cards->side);
    }
  return FFB_EXIT_OK;
}

static int
run_pick (Cards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_cards_pick (cards->battle, cards->side, card_id (cards), &error))
    return refused (cards, error);
  g_print (_("The %s player has picked; his card stays sealed until both are in (C1E).\n"),
           side_name (cards->side));
  return FFB_EXIT_OK;
}

static int
run_pass (Cards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_cards_pass (cards->battle, cards->side, &error))
    return refused (cards, error);
  g_print (_("The %s player passes and sits out the rest of the turn (C1F).\n"),
           side_name (cards->side));
  return FFB_EXIT_OK;
}

static int
run_reveal (Cards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_cards_reveal (cards->battle, &error))
    return refused (cards, error);
  return print_state (cards);
}

static int
run_play (Cards *cards)
{
  g_autoptr(GError) error = NULL;
  const char *card = card_id (cards);

  if (!ffb_cards_play (cards->battle, cards->side, card, &error))
    return refused (cards, error);
  g_print (_("The %s player plays a further card (C1E):\n"), side_name (cards->side));
  print_card (deck_of (cards), card, cards->side);
  return FFB_EXIT_OK;
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
run_act (Cards *cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = NULL;
  const char *card = card_id (cards);
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
    return refused (cards, error);
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
run_units (Cards *cards)
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

static int
run_done (Cards *cards)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_cards_done (cards->battle, cards->side, &error))
    return refused (cards, error);
  return print_state (cards);
}

static const Step steps[] = {
  { "on", DECK_ARG, TRUE, run_on },
  { "deal", NO_ARG, TRUE, run_deal },
  { "hand", SIDE_ARG, FALSE, run_hand },
  { "pick", SIDE_CARD_ARGS, TRUE, run_pick },
  { "pass", SIDE_ARG, TRUE, run_pass },
  { "reveal", NO_ARG, TRUE, run_reveal },
  { "play", SIDE_CARD_ARGS, TRUE, run_play },
  { "units", SIDE_ARG, FALSE, run_units },
  { "act", ACT_ARGS, TRUE, run_act },
  { "charge", CHARGE_ARGS, TRUE, run_act },
  { "done", SIDE_ARG, TRUE, run_done },
  { "state", NO_ARG, FALSE, print_state },
};

static const Step *
find_step (int argc, char **argv)
{
  static const guint n_args[] = { 0, 1, 1, 2, 3, 4 };

  if (argc < 3)
    {
      ffb_cli_fail (_("cards: give the campaign file and what to do: on DECK, deal, hand SIDE, "
                      "pick SIDE CARD, pass SIDE, reveal, play SIDE CARD, units SIDE, act SIDE CARD UNIT ACTION, "
                      "charge SIDE CARD UNIT, done SIDE or state."));
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (g_str_equal (argv[2], steps[i].name))
      {
        if ((guint) argc - 3 == n_args[steps[i].args])
          return &steps[i];
        ffb_cli_fail (_("cards: “%s” takes %s (try “ffbridge-cli cards --help”)."), argv[2],
                      steps[i].args == NO_ARG ? _("nothing more")
                      : steps[i].args == DECK_ARG ? _("a built-in deck's id or a deck file")
                      : steps[i].args == SIDE_ARG ? _("a side, union or confederate")
                      : steps[i].args == CHARGE_ARGS
                      ? _("a side, a card he played and the unit that charges, by its code "
                          "on his sheet (C1G)")
                      : steps[i].args == ACT_ARGS
                      ? _("a side, a card he played, the unit that acts, by its code on his "
                          "sheet, and its action: move, charge, fire or rally (C1G)")
                      : _("a side and a card"));
        return NULL;
      }
  ffb_cli_fail (_("cards: “%s” is not a step of card play: on, deal, hand, pick, pass, reveal, "
                  "play, units, act, charge, done or state."), argv[2]);
  return NULL;
}

static gboolean
parse_arguments (const Step *step, char **argv, Cards *cards)
{
  if (step->args == DECK_ARG)
    cards->word = argv[3];
  if (step->args == NO_ARG || step->args == DECK_ARG)
    return TRUE;
  if (!ffb_side_from_string (argv[3], &cards->side))
    {
      ffb_cli_fail (_("cards: the side must be union or confederate, not “%s”."), argv[3]);
      return FALSE;
    }
  cards->word = step->args != SIDE_ARG ? argv[4] : NULL;
  cards->unit = step->args == CHARGE_ARGS || step->args == ACT_ARGS ? argv[5] : NULL;
  cards->action = step->args == ACT_ARGS ? argv[6] : NULL;
  return TRUE;
}

/* A step that writes is the referee's; a side's hand opens with his passphrase or the
 * referee's, and the state with any of the three. */
static FfbCampaign *
open_for (const Step *step, const Cards *cards, GError **error)
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
sealed_battle (const Cards *cards)
{
  return ffb_cli_fail (_("cards: %s: the battle “%s” is sealed; give its referee's passphrase "
                         "(or, for hand SIDE or state, a player's) with --passphrase-file."),
                       cards->path, cards->battle->id);
}

int
ffb_cli_cards (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *output = NULL;
  gboolean years = FALSE;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, NULL),
    { "years", 'y', 0, G_OPTION_ARG_NONE, &years, N_("The campaign's action deck (C2) instead of a battle's activation deck (C1)"), NULL },
    ffb_cli_output_option (&output, NULL),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  Cards cards = { 0 };
  const Step *step;
  int status;

  if (!ffb_cli_parse_options ("cards", "FILE ACTION [SIDE] [CARD|DECK] [UNIT] [move|charge|fire|rally]",
                              entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (years && battle_id != NULL)
    return ffb_cli_fail (_("cards: --years is the campaign's action deck, which belongs to no "
                           "battle: give --years or --battle, not both."));
  if (years)
    return ffb_cli_cards_years (argc, argv, output);
  if ((step = find_step (argc, argv)) == NULL || !parse_arguments (step, argv, &cards))
    return FFB_EXIT_BAD_INPUT;
  cards.path = argv[1];
  if ((campaign = open_for (step, &cards, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  if ((cards.battle = ffb_cli_pick_battle (campaign, battle_id, cards.path)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  cards.campaign = campaign;
  if (ffb_campaign_battle_is_sealed (campaign, cards.battle->id)
      && (cards.battle->neutral == NULL || cards.battle->neutral->view < 0))
    return sealed_battle (&cards);
  if (step->run != run_on && ffb_cards_get (cards.battle, &error) == NULL)
    return refused (&cards, error);
  status = step->run (&cards);
  if (status != FFB_EXIT_OK || !step->writes)
    return status;
  return ffb_cli_save_campaign (campaign, output != NULL ? output : cards.path);
}
