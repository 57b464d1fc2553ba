/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-roll.c: `roll FILE`: the Secrets page's steps ("Fair dice"): draw the battle's seed and
 * print its commitment for both players, mix in each player's phrase, and make the pre-battle
 * rolls (R7A, R7B(1), R7B(5)-(6)), sealed. With --draw it stops after the commitment, so that
 * the players may see it before they choose their phrases; a later `roll` goes on with the
 * seed drawn. It prints the commitment only: every result stays sealed in the file, read
 * by each side in his own copy (`convert --copy SIDE`). */
#include "cli-night.h"

#include <glib/gi18n.h>

#include "ffb-neutral-steps.h"

typedef struct
{
  char *battle;
  char *seed;
  char *phrase[FFB_N_SIDES];
  gboolean draw_only;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->battle);
  g_free (options->seed);
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_free (options->phrase[side]);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&options->battle, NULL),
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the dice, 64 hex digits (tests, demos)"), "HEX" },
    { "phrase-union", 0, 0, G_OPTION_ARG_STRING, &options->phrase[FFB_SIDE_UNION], N_("The Union player's phrase, mixed into the seed"), "TEXT" },
    { "phrase-confederate", 0, 0, G_OPTION_ARG_STRING, &options->phrase[FFB_SIDE_CONFEDERATE], N_("The Confederate player's phrase, mixed into the seed"), "TEXT" },
    { "draw", 0, 0, G_OPTION_ARG_NONE, &options->draw_only, N_("Only draw the seed and print its commitment; roll later"), NULL },
    ffb_cli_output_option (&options->output, NULL),
    { NULL }
  };

  return ffb_cli_parse_options ("roll", "FILE", entries, argc, argv);
}

/* The seed: drawn now when the battle has none, or when --seed asks (the engine refuses a
 * second seed for a battle). */
static gboolean
draw (FfbCliNight *night, const Options *options, GError **error)
{
  FfbNeutral *neutral = ffb_battle_get_neutral (night->battle);

  if (neutral->dice != NULL && options->seed == NULL)
    return TRUE;
  return ffb_neutral_start (neutral, night->battle, options->seed, error);
}

static gboolean
take_phrases (FfbCliNight *night, const Options *options, GError **error)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (options->phrase[side] != NULL
        && !ffb_neutral_step_phrase (night->battle, side, options->phrase[side], error))
      return FALSE;
  return TRUE;
}

/* Fair dice, decision 3: shown with every commitment, for the players to compare with what
 * `verify` says. */
static void
print_signing_key (FfbCampaign *campaign)
{
  g_autofree char *fingerprint = ffb_chain_fingerprint (campaign->keyring->chain);

  if (fingerprint != NULL)
    /* Translators: %s is a key's fingerprint, "3F2A 91C0 7B4E 55D1". */
    g_print (_("The file is signed with the referee's key %s: `verify` names any change made "
               "without it.\n"), fingerprint);
}

int
ffb_cli_roll (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_auto(FfbCliNight) night = { 0 };
  g_autoptr(GError) error = NULL;

  if (!parse (&argc, &argv, &options)
      || !ffb_cli_night_open (&night, "roll", argc, argv, options.battle, options.output))
    return FFB_EXIT_BAD_INPUT;
  if (!draw (&night, &options, &error) || !take_phrases (&night, &options, &error))
    return ffb_cli_night_refused (&night, error);
  if (!options.draw_only
      && !ffb_neutral_roll_pre_battle (night.battle->neutral, night.campaign, night.battle,
                                       &error))
    return ffb_cli_night_refused (&night, error);
  g_print (_("%s: dice commitment (SHA-256 of the seed), for both players: %s\n"),
           night.battle->name, ffb_dice_commitment (night.battle->neutral->dice));
  print_signing_key (night.campaign);
  g_print (options.draw_only
             ? _("The seed is drawn; the players may now choose their phrases.\n")
             : _("The pre-battle secrets are rolled and sealed; each side reads his own in his "
                 "copy.\n"));
  return ffb_cli_night_save (&night);
}
