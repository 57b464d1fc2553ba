/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-convert.c: `convert [FILE]`: both sides' FF orders of battle. */
#include "cli-common.h"

#include <glib/gi18n.h>
#include "cli-print.h"
#include "cli-copy.h"

#include "ffb-export.h"
#include "ffb-organize.h"
#include "ffb-xml-built-in.h"

/* Whose passphrase --passphrase-file holds: the player's for his copy, else the referee's. */
static FfbReader
reader_of_copy (const char *copy)
{
  FfbReader reader = FFB_READER_REFEREE;

  if (copy != NULL)
    ffb_reader_from_string (copy, &reader);
  return reader;
}

/* A player's copy answers for his own side's findings only: its exit status must not tell
 * him that the other side's orders of battle have any (R7: nothing of the other side). */
static int
findings_for (FfbOob *oobs[FFB_N_SIDES], FfbReader reader)
{
  if (reader == FFB_READER_UNION)
    return (int) oobs[FFB_SIDE_UNION]->findings->len;
  if (reader == FFB_READER_CONFEDERATE)
    return (int) oobs[FFB_SIDE_CONFEDERATE]->findings->len;
  return (int) (oobs[FFB_SIDE_UNION]->findings->len + oobs[FFB_SIDE_CONFEDERATE]->findings->len);
}

int
ffb_cli_convert (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *format = NULL, *output = NULL;
  g_autofree char *copy = NULL, *sheet = NULL, *paper = NULL, *seed = NULL;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, N_("The battle to convert (default: the first)")),
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, N_("text (default), xml, html or pdf"), "FORMAT" },
    { "copy", 0, 0, G_OPTION_ARG_STRING, &copy, N_("Whose copy: referee (default), union or confederate"), "READER" },
    { "sheet", 0, 0, G_OPTION_ARG_STRING, &sheet, N_("html/pdf: oob (default) or deployment (R6, a side's)"), "SHEET" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("html/pdf: a4 (default) or letter"), "PAPER" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, N_("Roll the pre-battle secrets with this seed (64 hex digits)"), "HEX" },
    ffb_cli_output_option (&output, N_("Write to OUT instead of standard output")),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *text = NULL;
  FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
  FfbCliPrint print;
  const char *path, *source;
  FfbBattle *battle;
  int findings;
  gboolean text_copy;

  if (!ffb_cli_parse_options ("convert", "[FILE]", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (!ffb_cli_optional_file ("convert", argc, argv, &path, &source))
    return FFB_EXIT_BAD_INPUT;
  if (format != NULL && !g_str_equal (format, "text") && !g_str_equal (format, "xml") &&
      !ffb_cli_print_format (format))
    return ffb_cli_fail (_("convert: --format must be text, xml, html or pdf, not “%s”."), format);
  /* Text is a reader's copy (ffb-reader-view.h, written by cli-copy.c): the referee's unless --copy
   * names a player, as the help says. */
  text_copy = format == NULL || g_str_equal (format, "text");
  print = (FfbCliPrint) { format, text_copy ? NULL : copy, sheet, paper, output };
  if (!ffb_cli_print_check (&print))
    return FFB_EXIT_BAD_INPUT;
  campaign = path != NULL ? ffb_cli_load_campaign (path, reader_of_copy (copy), &error)
                          : ffb_xml_new_demo_campaign (&error);
  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  if ((battle = ffb_cli_pick_battle (campaign, battle_id, source)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (ffb_cli_organize_both (campaign, battle, oobs) < 0)
    return FFB_EXIT_BAD_INPUT;
  findings = findings_for (oobs, reader_of_copy (copy));
  if (!ffb_cli_roll_secrets (campaign, battle, seed))
    {
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
      return FFB_EXIT_BAD_INPUT;
    }
  if (text_copy)
    {
      int status = ffb_cli_write_copy (campaign, battle, copy, output);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
      return status != FFB_EXIT_OK ? status : findings > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK;
    }

  if (ffb_cli_print_format (format))
    {
      int status = ffb_cli_print (&print, campaign, battle);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
      return status != FFB_EXIT_OK ? status : findings > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK;
    }
  /* What is left is the XML export: text is the reader's copy, above. */
  text = ffb_export_xml (campaign, battle, oobs, FFB_N_SIDES);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  if (!ffb_cli_write_output (output, text, &error))
    return ffb_cli_fail ("%s",
                         error != NULL ? error->message : _("could not write the output."));
  return findings > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK;
}

