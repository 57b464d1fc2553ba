/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards.c: `cards FILE [--battle ID | --years] STEP ...`: card play step by step (RULES.md
 * C1, C2; issue 15): a battle's activation deck, or with --years the campaign's action deck.
 * The command reads its options and the step's words by the system's table of steps
 * (cli-cards-battle.c, cli-cards-years.c), lets the system open the campaign for the step, runs
 * it (cli-card-steps.c when it is an engine call), and writes the campaign after a step that
 * changes it. Every rule and refusal is the engine's. */
#include "cli-cards.h"

#include <glib/gi18n.h>

/* How many words each FfbCliCardArgs takes. */
static const guint n_args[] = { 0, 1, 1, 2, 3, 4 };

static const char *
takes_text (const FfbCliCardStep *step)
{
  if (step->takes != NULL)
    return _(step->takes);
  switch (step->args)
    {
    case FFB_CLI_CARD_NO_ARG:
      return _("nothing more");
    case FFB_CLI_CARD_SIDE_ARG:
      return _("a side, union or confederate");
    case FFB_CLI_CARD_SIDE_WORD_ARGS:
    default:
      return _("a side and a card");
    }
}

static const FfbCliCardStep *
find_step (const FfbCliCardGame *game, int argc, char **argv)
{
  if (argc < 3)
    {
      ffb_cli_fail ("%s", _(game->usage));
      return NULL;
    }
  for (guint i = 0; i < game->n_steps; i++)
    if (g_str_equal (argv[2], game->steps[i].name))
      {
        if ((guint) argc - 3 == n_args[game->steps[i].args])
          return &game->steps[i];
        /* Translators: "cards: “pick” takes a side and a card (try ...)"; the first %s is
         * the command, "cards" or "cards --years". */
        ffb_cli_fail (_("%s: “%s” takes %s (try “ffbridge-cli cards --help”)."), game->command,
                      argv[2], takes_text (&game->steps[i]));
        return NULL;
      }
  /* Translators: "cards: “flip” is not a step of card play: on, deal, ... or state."; the
   * first %s is the command, the third what its steps are of, the last the steps. */
  ffb_cli_fail (_("%s: “%s” is not a step of %s: %s."), game->command, argv[2], _(game->game),
                _(game->step_list));
  return NULL;
}

static gboolean
parse_arguments (const FfbCliCardStep *step, char **argv, FfbCliCards *cards)
{
  if (step->args == FFB_CLI_CARD_WORD_ARG)
    cards->word = argv[3];
  if (step->args == FFB_CLI_CARD_NO_ARG || step->args == FFB_CLI_CARD_WORD_ARG)
    return TRUE;
  if (!ffb_side_from_string (argv[3], &cards->side))
    {
      ffb_cli_fail (_("cards: the side must be union or confederate, not “%s”."), argv[3]);
      return FALSE;
    }
  cards->word = step->args != FFB_CLI_CARD_SIDE_ARG ? argv[4] : NULL;
  cards->unit = step->args == FFB_CLI_CARD_CHARGE_ARGS || step->args == FFB_CLI_CARD_ACT_ARGS
                ? argv[5] : NULL;
  cards->action = step->args == FFB_CLI_CARD_ACT_ARGS ? argv[6] : NULL;
  return TRUE;
}

/* Opens the campaign for the readers `step` is for, and runs it once the system says it may. */
static int
open_and_run (const FfbCliCardStep *step, FfbCliCards *cards)
{
  g_autoptr(GError) error = NULL;
  int status;

  if ((cards->campaign = cards->game->open (cards, step, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (!cards->game->ready (cards, step, &status))
    return status;
  return step->call != NULL ? ffb_cli_card_call (step, cards) : step->run (cards);
}

static int
run_step (const FfbCliCardGame *game, FfbCliCards *cards, int argc, char **argv,
          const char *output)
{
  const FfbCliCardStep *step;
  int status;

  if ((step = find_step (game, argc, argv)) == NULL || !parse_arguments (step, argv, cards))
    return FFB_EXIT_BAD_INPUT;
  cards->game = game;
  cards->path = argv[1];
  status = open_and_run (step, cards);
  if (status != FFB_EXIT_OK || !step->writes)
    return status;
  return ffb_cli_save_campaign (cards->campaign, output != NULL ? output : cards->path);
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
  FfbCliCards cards = { 0 };
  int status;

  if (!ffb_cli_parse_options ("cards", "FILE ACTION [SIDE] [CARD|DECK] [UNIT] [move|charge|fire|rally]",
                              entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (years && battle_id != NULL)
    return ffb_cli_fail (_("cards: --years is the campaign's action deck, which belongs to no "
                           "battle: give --years or --battle, not both."));
  cards.battle_id = battle_id;
  status = run_step (years ? &ffb_cli_year_cards : &ffb_cli_battle_cards, &cards, argc, argv,
                     output);
  g_clear_pointer (&cards.campaign, ffb_campaign_unref);
  return status;
}
