/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-blocks.c: `blocks FILE`: seed 000's block battle (RULES.md C2F) from its file, fought
 * with the fair dice, its log printed a sentence a line. It prints the dice's commitment before
 * the first die and reveals the seed after the last: a block battle has no secret, and anyone
 * may run it again with --seed and the same --choose to check every die. Where blocks tie for
 * the strongest, each --choose names the owner's choice at the next tie, in the order the ties
 * come; with none left, the first of them in the file takes the step.
 *
 * In a campaign a battle is fought round by round (C2G; aftermath/ffb-blocks-campaign.h), as
 * the app's Block Battle dialog does: `blocks FILE --to CAMPAIGN` keeps it in the campaign,
 * under way; `blocks --round CAMPAIGN [--retreat ID...]` fights its next round with each
 * owner's orders (the blocks named retreat, the others fire), stopping where a hit falls on
 * equally strong blocks until `blocks --round CAMPAIGN --choose ID` gives their owner's
 * choice, made with the dice seen; `blocks --state CAMPAIGN` shows where it stands. Each
 * round fought is kept in the history, final. */
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
  char *round;
  char **retreat;
  char *state;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->seed);
  g_strfreev (options->choose);
  g_free (options->to);
  g_free (options->round);
  g_strfreev (options->retreat);
  g_free (options->state);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the dice, 64 hex digits (to fight a battle again, tests, demos)"), "HEX" },
    { "choose", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->choose, N_("The block that takes the step at the next tie for the strongest (C2F), in order; with --round, the owner's choice at the tie the round waits at (C2G)"), "ID" },
    { "to", 't', 0, G_OPTION_ARG_FILENAME, &options->to, N_("Keep the battle in the campaign, to fight it round by round (C2G)"), "CAMPAIGN" },
    { "round", 0, 0, G_OPTION_ARG_FILENAME, &options->round, N_("Fight the next round of the campaign's block battle under way (C2G)"), "CAMPAIGN" },
    { "retreat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options->retreat, N_("With --round: its owner's order that the block retreats this round instead of firing; repeat it for more"), "ID" },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &options->state, N_("Show the campaign's block battle under way: its blocks, its rounds, a tie waiting for its owner"), "CAMPAIGN" },
    ffb_cli_output_option (&options->output, N_("With --to or --round: write the campaign to OUT (default: CAMPAIGN itself)")),
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

/* "  Sigel's infantry (usa-inf-2), attacker, B2: 3 of 4 steps" */
static void
print_blocks (const FfbBlockBattle *battle)
{
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);
      g_autofree char *rating = ffb_block_rating_to_string (block->rating);

      /* Translators: a block, its id, its side, its rating; then its steps or where it went. */
      g_print (_("  %s (%s), %s, %s: "), block->name, block->id,
               ffb_block_side_display_name (block->side), rating);
      if (block->state == FFB_BLOCK_ELIMINATED)
        g_print (_("eliminated\n"));
      else if (block->state == FFB_BLOCK_RETREATED)
        g_print (_("retreated\n"));
      else
        g_print (g_dngettext (GETTEXT_PACKAGE, "%d of %d step\n", "%d of %d steps\n",
                              block->full_steps), block->steps, block->full_steps);
    }
}

/* A round that waits: the tie, and how to give the owner's choice. */
static void
print_tie (const FfbBlockBattle *battle, const char *campaign)
{
  g_autofree char *sentence = ffb_blocks_tie_sentence (battle);
  g_autofree char *ids = g_strjoinv (", ", battle->tie);

  g_print ("\n%s\n", sentence);
  /* Translators: the command to give, the campaign's file, then the ids to choose from. */
  g_print (_("Give the owner's choice: ffbridge-cli blocks --round %s --choose ID (%s).\n"),
           campaign, ids);
}

/* FILE --to CAMPAIGN: the battle kept in the campaign, under way, no die rolled. */
static int
keep_in_campaign (const FfbBlockBattle *battle, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->to, &error);

  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (!ffb_blocks_campaign_start (campaign, battle, &error))
    return ffb_cli_fail ("%s: %s", options->to, error->message);
  /* Translators: the battle's name, its number in the CW turn, the turn. */
  g_print (_("C2G: %s is under way in the campaign, block battle %d of turn %d. Fight each round "
             "with: ffbridge-cli blocks --round %s [--retreat ID...]\n"),
           battle->name, campaign->blocks_number, campaign->blocks_turn, options->to);
  print_blocks (battle);
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->to);
}

/* --round CAMPAIGN: the next round, with its orders or the owner's choice. */
static int
fight_round (const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->round, &error);
  g_autoptr(FfbBlockBattle) fought = NULL;
  const FfbChange *change = NULL;
  const char *choice = options->choose != NULL ? options->choose[0] : NULL;

  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (options->choose != NULL && options->choose[0] != NULL && options->choose[1] != NULL)
    return ffb_cli_fail (_("blocks: with --round give one --choose: the owner chooses at one tie "
                           "at a time, with its dice seen."));
  ffb_cli_print_campaign_dice (campaign);
  fought = ffb_blocks_campaign_fight_round (campaign, (const char *const *) options->retreat,
                                            choice, NULL, &change, &error);
  if (fought == NULL)
    return ffb_cli_fail ("%s: %s", options->round, error->message);
  print_log (fought);
  if (fought->tie != NULL)
    print_tie (fought, options->round);
  else
    {
      g_print ("\n");
      print_blocks (fought);
      ffb_cli_print_change_dice (change);
    }
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->round);
}

/* C2G at a table of phones: who attacks, and the orders an owner gave from his phone. */
static void
print_owners_orders (const FfbBlockBattle *battle)
{
  g_auto(GStrv) retreats = ffb_blocks_round_retreats (battle, battle->round + 1);

  if (battle->attacker_player < 0)
    return;
  g_print (_("The %s player's blocks attack; each owner may give his orders from his phone.\n"),
           ffb_side_display_name (battle->attacker_player));
  for (int side = 0; side < FFB_N_BLOCK_SIDES; side++)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      if (!battle->ordered[side])
        continue;
      for (guint i = 0; retreats[i] != NULL; i++)
        {
          const FfbBlock *block = ffb_blocks_find (battle, retreats[i]);

          if (block != NULL && (int) block->side == side)
            g_string_append_printf (ids, " %s", block->id);
        }
      if (ids->len == 0)
        /* Translators: an owner's orders given from his phone (C2G): all his blocks fire. */
        g_print (side == FFB_BLOCK_ATTACKER
                 ? _("The attacker's owner gave his orders for round %u: every block fires.\n")
                 : _("The defender's owner gave his orders for round %u: every block fires.\n"),
                 battle->round + 1);
      else
        /* Translators: an owner's orders from his phone (C2G); then the ids that retreat. */
        g_print (side == FFB_BLOCK_ATTACKER
                 ? _("The attacker's owner gave his orders for round %u; retreating:%s.\n")
                 : _("The defender's owner gave his orders for round %u; retreating:%s.\n"),
                 battle->round + 1, ids->str);
    }
}

/* --state CAMPAIGN */
static int
show_state (const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->state, &error);
  g_autoptr(FfbBlockBattle) battle = NULL;

  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  battle = ffb_blocks_campaign_under_way (campaign, NULL, &error);
  if (battle == NULL && error != NULL)
    return ffb_cli_fail ("%s: %s", options->state, error->message);
  if (battle == NULL)
    {
      g_print (_("C2G: no block battle is under way in %s.\n"), options->state);
      return FFB_EXIT_OK;
    }
  /* Translators: the battle's name, its number and turn, the rounds fought and all rounds. */
  g_print (_("C2G: %s, block battle %d of turn %d: %u of %d rounds fought.\n"), battle->name,
           campaign->blocks_number, campaign->blocks_turn,
           battle->tie != NULL ? battle->round - 1 : battle->round, battle->rounds);
  print_blocks (battle);
  print_owners_orders (battle);
  if (battle->tie != NULL)
    {
      print_log (battle);
      print_tie (battle, options->state);
    }
  return FFB_EXIT_OK;
}

/* The campaign's round-by-round steps, each alone: FFB_EXIT_OK, or the refusal's. */
static int
check_campaign_options (int argc, const Options *options)
{
  int modes = (options->to != NULL) + (options->round != NULL) + (options->state != NULL);

  if (modes > 1)
    return ffb_cli_fail (_("blocks: give one of --to, --round and --state."));
  if (options->seed != NULL)
    return ffb_cli_fail (_("blocks: in a campaign the campaign's own dice fight the battle: "
                           "--seed goes without --to, --round and --state."));
  if (options->retreat != NULL && options->round == NULL)
    return ffb_cli_fail (_("blocks: --retreat goes with --round CAMPAIGN: each round's orders "
                           "are given before it."));
  if (options->choose != NULL && options->to != NULL)
    return ffb_cli_fail (_("blocks: with --to no die is rolled yet: give the owner's choice with "
                           "--round CAMPAIGN --choose ID, once the tie's dice are seen."));
  if (options->state != NULL && (options->choose != NULL || options->output != NULL))
    return ffb_cli_fail (_("blocks: --state only shows the battle: it takes no --choose and no "
                           "-o."));
  if (options->to == NULL && argc != 1)
    return ffb_cli_fail (_("blocks: --round and --state take the campaign, and no block battle "
                           "file."));
  return FFB_EXIT_OK;
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
  if (options.to != NULL || options.round != NULL || options.state != NULL)
    {
      if ((status = check_campaign_options (argc, &options)) != FFB_EXIT_OK)
        return status;
      if (options.round != NULL)
        return fight_round (&options);
      if (options.state != NULL)
        return show_state (&options);
    }
  else if (options.retreat != NULL || options.output != NULL)
    return ffb_cli_fail (_("blocks: --retreat and -o go with a campaign (--to, --round)."));
  if (argc != 2)
    return ffb_cli_fail (_("blocks: give exactly one block battle file."));
  if ((battle = ffb_blocks_load_file (argv[1], &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (options.to != NULL)
    return keep_in_campaign (battle, &options);
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
