/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-night.c: what the game-night commands share (see cli-night.h). */
#include "cli-night.h"

#include <glib/gi18n.h>

#include "ffb-neutral.h"
#include "ffb-organize.h"

gboolean
ffb_cli_night_open (FfbCliNight *night, const char *command, int argc, char **argv,
                    const char *battle_id, const char *output)
{
  /* As every command opens a campaign: the same refusals, and the same way into a sealed one. */
  night->campaign = ffb_cli_open_battle (command, argc, argv, battle_id, &night->battle);
  if (night->campaign == NULL)
    return FALSE;
  night->path = argv[1];
  night->output = output != NULL ? output : argv[1];
  return TRUE;
}

void
ffb_cli_night_clear (FfbCliNight *night)
{
  g_clear_pointer (&night->campaign, ffb_campaign_unref);
  night->battle = NULL;
}

int
ffb_cli_night_save (FfbCliNight *night)
{
  return ffb_cli_save_campaign (night->campaign, night->output);
}

int
ffb_cli_night_refused (FfbCliNight *night, const GError *error)
{
  return ffb_cli_fail ("%s: %s", night->path, error->message);
}

gboolean
ffb_cli_parse_side (const char *command, const char *word, FfbSide *side)
{
  if (word != NULL && ffb_side_from_string (word, side))
    return TRUE;
  if (word == NULL)
    ffb_cli_fail (_("%s: say whose it is with --side union or --side confederate."), command);
  else
    ffb_cli_fail (_("%s: --side must be union or confederate, not “%s”."), command, word);
  return FALSE;
}

gboolean
ffb_cli_parse_flank (const char *command, const char *word, FfbFlank *flank)
{
  if (word != NULL && ffb_flank_from_string (word, flank))
    return TRUE;
  if (word == NULL)
    ffb_cli_fail (_("%s: say which flank with --flank left or --flank right (R5)."), command);
  else
    ffb_cli_fail (_("%s: --flank must be left or right, not “%s”."), command, word);
  return FALSE;
}

char *
ffb_cli_night_now (FfbCliNight *night)
{
  int now = night->battle->neutral != NULL
              ? ffb_neutral_now (night->battle->neutral, night->campaign, night->battle)
              : 0;

  return ffb_battle_turn_describe (night->campaign->rules, night->battle->months, now);
}

void
ffb_cli_night_unit_ids (FfbCliNight *night, FfbSide side, char **units)
{
  /* The codes are those of the OOB the order is checked against, which giving it organizes
   * and stores when the battle has none yet (issue 30, item 12: "II/2" was refused then). A
   * battle that cannot be organized leaves the values as typed, to be refused with its
   * reason. */
  FfbOob *oob = units != NULL ? ffb_battle_ensure_oob (night->campaign, night->battle, side, NULL)
                              : NULL;

  for (guint i = 0; oob != NULL && units != NULL && units[i] != NULL; i++)
    {
      FfbUnit *unit = ffb_oob_find_unit_named (oob, units[i]);

      if (unit != NULL)
        {
          g_free (units[i]);
          units[i] = g_strdup (unit->id);
        }
    }
}

void
ffb_cli_march_options_clear (FfbCliMarchOptions *options)
{
  g_clear_pointer (&options->battle, g_free);
  g_clear_pointer (&options->side, g_free);
  g_clear_pointer (&options->flank, g_free);
  g_clear_pointer (&options->units, g_strfreev);
  g_clear_pointer (&options->output, g_free);
}

GOptionEntry
ffb_cli_march_side_option (char **side)
{
  GOptionEntry entry = { "side", 's', 0, G_OPTION_ARG_STRING, side,
                         N_("Whose march: union or confederate"), "SIDE" };

  return entry;
}

gboolean
ffb_cli_march_parse (const char *command, GOptionEntry *entries, int *argc, char ***argv,
                     const FfbCliMarchOptions *options, FfbSide *side, FfbFlank *flank)
{
  return ffb_cli_parse_options (command, "FILE", entries, argc, argv)
         && ffb_cli_parse_side (command, options->side, side)
         && ffb_cli_parse_flank (command, options->flank, flank);
}

gboolean
ffb_cli_march_open (FfbCliNight *night, const char *command, int argc, char **argv,
                    FfbCliMarchOptions *options, FfbSide side)
{
  if (!ffb_cli_night_open (night, command, argc, argv, options->battle, options->output))
    return FALSE;
  ffb_cli_night_unit_ids (night, side, options->units);
  return TRUE;
}
