/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-blocks.c: `blocks FILE`: seed 000's block battle (RULES.md C2F) from its file, fought
 * round by round with the fair dice, its log printed a sentence a line. It prints the dice's
 * commitment before the first die and reveals the seed after the last: a block battle has no
 * secret, and anyone may run it again with --seed and the same --choose to check every die.
 * Where blocks tie for the strongest, each --choose names the owner's choice at the next tie,
 * in the order the ties come; with none left, the first of them in the file takes the step.
 * With --to CAMPAIGN the battle is fought on the campaign's own dice and kept in its history
 * (aftermath/ffb-blocks-campaign.h), as the app's Block Battle dialog does; the owners then
 * name, before any die, the blocks they would lose a step first among equals (--prefer). */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-blocks.h"
#include "ffb-blocks-campaign.h"
#include "ffb-xml-blocks.h"

typedef struct
{
  char *seed;
  char **choose;
  char *to;
  char **prefer;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->seed);
  g_strfreev (options->choose);
  g_free (options->to);
  g_strfreev (options->prefer);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the dice, 64 hex digits (to fight a battle again, tests, demos)"), "HEX" },
    { "choose", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->choose, N_("The block that takes the step at the next tie for the strongest (C2F), in order; repeat it for each tie"), "ID" },
    { "to", 't', 0, G_OPTION_ARG_FILENAME, &options->to, N_("Fight with the campaign's own dice and keep the battle in its history"), "CAMPAIGN" },
    { "prefer", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->prefer, N_("With --to: a block its owner would lose a step first among equally strong ones (C2F); repeat it for more"), "ID" },
    ffb_cli_output_option (&options->output, N_("With --to: write the campaign to OUT (default: CAMPAIGN itself)")),
    { NULL }
  };

  return ffb_cli_parse_options ("blocks", "FILE", entries, argc, argv);
}

/* The owner's choices, given in order, one a tie. */
typedef struct
{
  char **choices;
  guint next;
  guint ties;
  guint by_default; /* ties with no --choose left: the first of them took the step */
  char *refused;  /* the first choice that was not among the tied blocks */
} Choices;

static char *
names_of (const GPtrArray *tied)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < tied->len; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                            ((const FfbBlock *) g_ptr_array_index (tied, i))->id);
  return g_string_free (g_steal_pointer (&names), FALSE);
}

static guint
choose (const FfbBlockBattle *battle, const GPtrArray *tied, gpointer user_data)
{
  Choices *choices = user_data;
  const char *choice;

  choices->ties++;
  if (choices->choices == NULL || choices->choices[choices->next] == NULL
      || choices->refused != NULL)
    {
      choices->by_default++;
      return 0;
    }
  choice = choices->choices[choices->next++];
  for (guint i = 0; i < tied->len; i++)
    if (g_str_equal (((const FfbBlock *) g_ptr_array_index (tied, i))->id, choice))
      return i;
  {
    g_autofree char *names = names_of (tied);

    choices->refused = g_strdup_printf (_("blocks: --choose %s is not among the blocks tied "
                                          "for the strongest at tie %u in round %u (%s)."),
                                        choice, choices->ties, battle->round, names);
  }
  return 0;
}

static FfbDice *
dice_for (const FfbBlockBattle *battle, const char *seed, GError **error)
{
  return seed != NULL ? ffb_dice_new_from_hex (battle->id, seed, error)
                      : ffb_dice_new (battle->id, error);
}

static void
print_log (const FfbBlockBattle *battle)
{
  for (guint i = 0; i < battle->log->len; i++)
    {
      const FfbBlocksEvent *event = g_ptr_array_index (battle->log, i);
      g_autofree char *sentence = ffb_blocks_event_sentence (battle, event);

      /* A round's dice are indented under it. */
      g_print ("%s%s\n", event->kind == FFB_BLOCKS_ROUND_BEGINS ? "\n" : "  ", sentence);
    }
}

/* --to CAMPAIGN: the campaign's dice, the battle and its log kept in the history. */
static int
fight_in_campaign (const FfbBlockBattle *battle, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->to, &error);
  g_autoptr(FfbBlockBattle) fought = NULL;
  const FfbChange *change;

  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  ffb_cli_print_campaign_dice (campaign);
  change = ffb_blocks_fight_in_campaign (campaign, battle,
                                         (const char *const *) options->prefer, NULL, &fought,
                                         &error);
  if (change == NULL)
    return ffb_cli_fail ("%s: %s", options->to, error->message);
  print_log (fought);
  ffb_cli_print_change_dice (change);
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->to);
}

int
ffb_cli_blocks (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(FfbDice) dice = NULL;
  Choices choices = { 0 };
  int status = FFB_EXIT_OK;

  if (!parse (&argc, &argv, &options))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 2)
    return ffb_cli_fail (_("blocks: give exactly one block battle file."));
  if (options.to == NULL && (options.prefer != NULL || options.output != NULL))
    return ffb_cli_fail (_("blocks: --prefer and -o go with --to CAMPAIGN."));
  if (options.to != NULL && (options.choose != NULL || options.seed != NULL))
    return ffb_cli_fail (_("blocks: with --to the campaign's own dice fight the battle: give "
                           "the owners' choices with --prefer, not --choose or --seed."));
  if ((battle = ffb_blocks_load_file (argv[1], &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (options.to != NULL)
    return fight_in_campaign (battle, &options);
  if ((dice = dice_for (battle, options.seed, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  g_print (_("%s: dice commitment (SHA-256 of the seed): %s\n"), battle->name,
           ffb_dice_commitment (dice));
  choices.choices = options.choose;
  if (!ffb_blocks_resolve (battle, dice, choose, &choices, &error))
    return ffb_cli_fail ("%s", error->message);
  if (choices.refused != NULL)
    status = ffb_cli_fail ("%s", choices.refused);
  else if (options.choose != NULL && options.choose[choices.next] != NULL)
    status = ffb_cli_fail (_("blocks: --choose %s is left over: the battle had %u ties for the "
                             "strongest."), options.choose[choices.next], choices.ties);
  g_free (choices.refused);
  if (status != FFB_EXIT_OK)
    return status;
  print_log (battle);
  if (choices.by_default > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "\nC2F: %u tie for the strongest went to the first of the tied blocks "
                          "in the file; give --choose ID for the owner's choice.\n",
                          "\nC2F: %u ties for the strongest went to the first of the tied "
                          "blocks in the file; give --choose ID, in order, for the owners' "
                          "choices.\n", choices.by_default), choices.by_default);
  ffb_dice_reveal (dice);
  g_print (_("\nThe seed, revealed: %s\nAnyone can fight this battle again, die for die: "
             "ffbridge-cli blocks FILE --seed SEED, with the same --choose.\n"),
           ffb_dice_revealed_seed (dice));
  return FFB_EXIT_OK;
}
