/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-reveal.c: `reveal FILE --battle ID [-o OUT]`: reveals a battle's seed by hand, as the
 * Neutral Party page's Reveal does ("Fair dice"), so that anyone can verify its rolls. The
 * aftermath reveals it by itself; this is for a battle whose aftermath waits. Without -o it
 * says what would be revealed and changes nothing. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-error.h"
#include "ffb-neutral.h"
#include "ffb-xml.h"

/* The app offers Reveal only once the pre-battle rolls are made and until the seed is out. */
static gboolean
check_revealable (FfbBattle *battle, const char *path)
{
  FfbNeutral *neutral = battle->neutral;

  if (neutral == NULL || neutral->dice == NULL || !neutral->rolled)
    ffb_cli_fail (_("reveal: %s: the battle “%s” is not under way: its dice have not rolled, "
                    "so there is no seed to reveal."), path, battle->id);
  else if (ffb_dice_is_revealed (neutral->dice))
    ffb_cli_fail (_("reveal: %s: the seed of the battle “%s” is revealed already; “ffbridge-cli "
                    "verify %s --battle %s” checks its rolls."), path, battle->id, path,
                  battle->id);
  else
    return TRUE;
  return FALSE;
}

int
ffb_cli_reveal (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *output = NULL;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, N_("The battle whose seed to reveal")),
    ffb_cli_output_option (&output, N_("Reveal, and write the campaign to OUT")),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  FfbBattle *battle;

  if (!ffb_cli_parse_options ("reveal", "FILE --battle ID", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  /* No battle is a usage error of its own: the first battle is no default for a reveal. */
  if (argc == 2 && battle_id == NULL)
    return ffb_cli_fail (_("reveal: say whose seed to reveal with --battle ID."));
  /* Opened as every command opens it, so --passphrase-file unseals the battle's dice. */
  campaign = ffb_cli_open_battle ("reveal", argc, argv, battle_id, &battle);
  if (campaign == NULL || !check_revealable (battle, argv[1]))
    return FFB_EXIT_BAD_INPUT;
  if (output == NULL)
    {
      g_print (_("The seed of the battle “%s” (commitment %s) would be revealed; no die rolls "
                 "for it after that. (nothing is changed; -o OUT reveals it)\n"), battle->id,
               ffb_dice_commitment (battle->neutral->dice));
      return FFB_EXIT_OK;
    }
  if (!ffb_neutral_reveal (battle->neutral, &error))
    return ffb_cli_fail ("reveal: %s: %s", argv[1], error->message);
  if (!ffb_xml_save_campaign_file (campaign, output, &error))
    return ffb_cli_fail ("%s", error->message);
  g_print (_("The seed of the battle “%s” is revealed: %s (commitment %s). Anyone can now check "
             "its rolls with “ffbridge-cli verify %s --battle %s”.\n"), battle->id,
           ffb_dice_revealed_seed (battle->neutral->dice),
           ffb_dice_commitment (battle->neutral->dice), output, battle->id);
  return FFB_EXIT_OK;
}
