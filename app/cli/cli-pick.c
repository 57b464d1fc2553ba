/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-pick.c: `pick FILE --side SIDE --flank F --unit ID...`: R7B(5a): the owner of the larger
 * of two marches that met off table picks which of its brigades arrive, from the encounter's
 * notice until the march enters. The engine decides whether he may and whether the pick fits
 * (ffb_neutral_step_pick); out of time it refuses in one fixed sentence that tells nothing of
 * an encounter not yet told. What it prints is for the picking side's eyes. */
#include "cli-night.h"

#include <glib/gi18n.h>

#include "ffb-neutral-steps.h"
#include "ffb-text.h"

static gboolean
parse (int *argc, char ***argv, FfbCliMarchOptions *options, FfbSide *side, FfbFlank *flank)
{
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&options->battle, NULL),
    ffb_cli_march_side_option (&options->side),
    { "flank", 'f', 0, G_OPTION_ARG_STRING, &options->flank, N_("The flank it marches round: left or right"), "FLANK" },
    { "unit", 'u', 0, G_OPTION_ARG_STRING_ARRAY, &options->units, N_("A brigade of the march that arrives, by its code on the copy (II/3/1) or its id (repeat)"), "CODE" },
    ffb_cli_output_option (&options->output, NULL),
    { NULL }
  };

  if (!ffb_cli_march_parse ("pick", entries, argc, argv, options, side, flank))
    return FALSE;
  if (options->units != NULL)
    return TRUE;
  ffb_cli_fail (_("pick: name each brigade that arrives with --unit CODE (R7B(5a))."));
  return FALSE;
}

static void
print_pick (FfbCliNight *night, FfbSide side, FfbFlank flank, char **units)
{
  FfbOob *oob = night->battle->oob[side];

  g_print (_("The pick is kept: of the %s %s flank march these brigades arrive (R7B(5a)):\n"),
           ffb_side_display_name (side), ffb_flank_to_string (flank));
  for (guint i = 0; units[i] != NULL; i++)
    {
      FfbUnit *unit = oob != NULL ? ffb_oob_find_unit (oob, units[i]) : NULL;
      g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : g_strdup (units[i]);
      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : g_strdup ("?");

      g_autofree char *stands = ffb_text_stands (unit != NULL ? unit->stands : 0);

      g_print (_("  %s (%s), %s.\n"), path, code, stands);
    }
}

int
ffb_cli_pick (int argc, char **argv)
{
  g_auto(FfbCliMarchOptions) options = { 0 };
  g_auto(FfbCliNight) night = { 0 };
  g_autoptr(GError) error = NULL;
  FfbSide side;
  FfbFlank flank;

  if (!parse (&argc, &argv, &options, &side, &flank)
      || !ffb_cli_march_open (&night, "pick", argc, argv, &options, side))
    return FFB_EXIT_BAD_INPUT;
  if (!ffb_neutral_step_pick (night.campaign, night.battle, side, flank,
                              (const char *const *) options.units, &error))
    return ffb_cli_night_refused (&night, error);
  print_pick (&night, side, flank, options.units);
  return ffb_cli_night_save (&night);
}
