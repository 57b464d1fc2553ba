/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-promote.c: `promote FILE --turn N`: the Reinforcement Phase promotion rolls (R10B-C),
 * or with --draw SIDE --initiative ROLL a draw from the Promotion Pool (R10D-E). Without -o
 * it says what would be rolled and rolls nothing; with -o it rolls with the fair dice and
 * writes the new campaign. */
#include "cli-common.h"

#include <stdlib.h>
#include <glib/gi18n.h>
#include "ffb-promotion.h"

typedef struct
{
  int turn;
  char *draw;
  int initiative;
  char *output;
  char *seed;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->draw);
  g_free (options->output);
  g_free (options->seed);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options, FfbSide *side)
{
  GOptionEntry entries[] = {
    { "turn", 't', 0, G_OPTION_ARG_INT, &options->turn, N_("The CW turn whose Reinforcement Phase it is (1 = Mar-Apr 1861)"), "N" },
    { "draw", 0, 0, G_OPTION_ARG_STRING, &options->draw, N_("R10D-E: draw from the pool for union or confederate"), "SIDE" },
    { "initiative", 0, 0, G_OPTION_ARG_INT, &options->initiative, N_("R10D: the initiative roll that won the pulse"), "ROLL" },
    ffb_cli_output_option (&options->output, N_("Roll, and write the new campaign to OUT")),
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the dice, 64 hex digits (tests, demos; default: the campaign's dice)"), "HEX" },
    { NULL }
  };

  if (!ffb_cli_parse_options ("promote", "FILE --turn N", entries, argc, argv))
    return FALSE;
  if (*argc != 2)
    ffb_cli_fail (_("promote: give exactly one campaign file."));
  else if (options->draw == NULL && options->turn == 0)
    ffb_cli_fail (_("promote: say whose Reinforcement Phase it is with --turn N, or draw from "
                    "the pool with --draw SIDE --initiative ROLL."));
  else if (options->draw != NULL && !ffb_side_from_string (options->draw, side))
    ffb_cli_fail (_("promote: --draw must be union or confederate, not “%s”."), options->draw);
  else if (options->draw != NULL && options->initiative == 0)
    ffb_cli_fail (_("promote: a draw needs the initiative roll that won the pulse, with "
                    "--initiative ROLL (R10D)."));
  else
    return TRUE;
  return FALSE;
}

static void
print_notes (GPtrArray *notes)
{
  for (guint i = 0; i < notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (notes, i));

      g_print ("  %s\n", line);
    }
}

static int
preview (FfbCampaign *campaign, const Options *options, FfbSide side)
{
  g_autoptr(GPtrArray) notes = NULL;
  g_autoptr(GError) error = NULL;

  /* R10B: a phase gone by is refused in the preview as when rolled. */
  if (options->draw == NULL && !ffb_promotion_check_turn (campaign, options->turn, &error))
    return ffb_cli_fail ("promote: %s", error->message);
  notes = options->draw != NULL ? ffb_promotion_preview_draw (campaign, side)
                                : ffb_promotion_preview_phase (campaign, options->turn);
  g_print (_("Promotions (a preview: nothing is rolled; -o OUT rolls and writes):\n"));
  print_notes (notes);
  ffb_cli_print_campaign_dice (campaign);
  return FFB_EXIT_OK;
}

static int
roll_and_save (FfbCampaign *campaign, const char *path, const Options *options, FfbSide side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = NULL;
  const FfbChange *change = NULL;

  /* --seed fixes the dice (tests, demos); without it the campaign's own dice roll, the same
   * for this turn and side each time (ffb-campaign-dice.h). */
  if (options->seed != NULL
      && (dice = ffb_dice_new_from_hex (FFB_PROMOTION_STREAM, options->seed, &error)) == NULL)
    return ffb_cli_fail ("promote: %s", error->message);
  if (options->draw != NULL)
    change = ffb_promotion_draw (campaign, side, options->initiative, dice, NULL, &error);
  else
    change = ffb_promotion_phase (campaign, options->turn, dice, &error);
  if (change == NULL)
    return ffb_cli_fail ("%s: %s", path, error->message);
  g_print (_("Promotions:\n"));
  print_notes (change->notes);
  ffb_cli_print_change_dice (change);
  return ffb_cli_save_campaign (campaign, options->output);
}

int
ffb_cli_promote (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_autoptr(FfbCampaign) campaign = NULL;
  FfbSide side = FFB_SIDE_UNION;

  if (!parse (&argc, &argv, &options, &side))
    return FFB_EXIT_BAD_INPUT;
  if ((campaign = ffb_cli_open_argument ("promote", argc, argv)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (options.output == NULL)
    return preview (campaign, &options, side);
  return roll_and_save (campaign, argv[1], &options, side);
}
