/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-copy.c: the neutral party's rolls and a reader's copy, for `convert`. */
#include "cli-copy.h"

#include <glib/gi18n.h>
#include "cli-common.h"

#include "ffb-reader-view.h"
#include "ffb-neutral.h"

gboolean
ffb_cli_roll_secrets (FfbCampaign *campaign, FfbBattle *battle, const char *seed_hex)
{
  g_autoptr(GError) error = NULL;
  FfbNeutral *neutral;

  if (seed_hex == NULL)
    return TRUE;
  neutral = ffb_battle_get_neutral (battle);
  if (neutral->dice != NULL)
    {
      ffb_cli_fail (_("convert: the battle “%s” was rolled before (commitment %.16s...); --seed "
                      "is for a battle not yet rolled."), battle->id,
                    ffb_dice_commitment (neutral->dice));
      return FALSE;
    }
  if (!ffb_neutral_start (neutral, battle, seed_hex, &error)
      || !ffb_neutral_roll_pre_battle (neutral, campaign, battle, &error))
    {
      ffb_cli_fail ("convert: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

int
ffb_cli_write_copy (FfbCampaign *campaign, FfbBattle *battle, const char *reader_word,
                    const char *output)
{
  FfbReader reader = FFB_READER_REFEREE;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbReaderView) view = NULL;
  g_autofree char *text = NULL;

  if (reader_word != NULL && !ffb_reader_from_string (reader_word, &reader))
    return ffb_cli_fail (_("convert: --copy must be referee, union or confederate, not “%s”."),
                         reader_word);
  view = ffb_reader_view_new (campaign, battle, reader, -1, &error);
  if (view == NULL)
    return ffb_cli_fail ("convert: %s", error->message);
  text = ffb_reader_view_to_text (view, campaign->rules);
  if (!ffb_cli_write_output (output, text, &error))
    return ffb_cli_fail ("%s",
                         error != NULL ? error->message : _("could not write the output."));
  return FFB_EXIT_OK;
}
