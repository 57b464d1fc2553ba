/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-passphrase.c: `passphrase FILE --referee NEW | --side SIDE NEW`: sets or changes the
 * referee's passphrase or a side's (RULES.md "Secrets at rest"), as the app's Secrets page
 * does, so that sealing can be scripted and tested. NEW is a file holding the passphrase, or
 * - for standard input: a passphrase is never an argument, where other users could read it.
 * The referee's current passphrase (--passphrase-file) opens the campaign first once it is
 * set; a side's passphrase is set by the referee only. */
#include "cli-common.h"

#include <sodium.h>
#include <glib/gi18n.h>

#include "ffb-keyring.h"

typedef struct
{
  char *referee; /* the file of the referee's new passphrase */
  char *side;    /* the side whose passphrase is set, its file the second argument */
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_clear_pointer (&options->referee, g_free);
  g_clear_pointer (&options->side, g_free);
  g_clear_pointer (&options->output, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* Whose passphrase is set, and from which file; FALSE after reporting a usage error. */
static gboolean
whose (const Options *options, int argc, char **argv, FfbSide *side, FfbReader *reader,
       const char **file)
{
  const char *usage = NULL;

  if ((options->referee == NULL) == (options->side == NULL))
    usage = _("passphrase: give either --referee NEW or --side SIDE NEW (NEW: a file holding "
              "the passphrase, or - for standard input).");
  else if (options->referee != NULL && argc != 2)
    usage = _("passphrase: give the campaign file and --referee NEW.");
  else if (options->side != NULL && argc != 3)
    usage = _("passphrase: give the campaign file, --side SIDE and the file of his new "
              "passphrase (NEW, or - for standard input).");
  if (usage != NULL)
    {
      ffb_cli_fail ("%s", usage);
      return FALSE;
    }
  if (options->side != NULL && !ffb_side_from_string (options->side, side))
    {
      ffb_cli_fail (_("passphrase: the side must be union or confederate, not “%s”."),
                    options->side);
      return FALSE;
    }
  *reader = options->referee != NULL ? FFB_READER_REFEREE : ffb_reader_for_side (*side);
  *file = options->referee != NULL ? options->referee : argv[2];
  if (g_str_equal (*file, "-") && g_strcmp0 (ffb_cli_passphrase_file (), "-") == 0)
    {
      ffb_cli_fail (_("passphrase: only one passphrase can come from standard input: give the "
                      "other in a file."));
      return FALSE;
    }
  return TRUE;
}

/* The referee's passphrase, when set, must have opened the campaign: he alone changes his
 * own, and he alone sets a side's. */
static gboolean
may_set (FfbCampaign *campaign, const char *path, FfbReader reader)
{
  FfbKeyring *keyring = campaign->keyring;

  if (reader != FFB_READER_REFEREE && !ffb_keyring_protects (keyring))
    ffb_cli_fail (_("passphrase: %s: a side's passphrase is set once the referee's is: set his "
                    "first (--referee NEW)."), path);
  else if (ffb_keyring_protects (keyring)
           && !ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    {
      if (reader == FFB_READER_REFEREE)
        ffb_cli_fail (_("passphrase: %s: changing the referee's passphrase needs the current "
                        "one: give it with --passphrase-file."), path);
      else
        ffb_cli_fail (_("passphrase: %s: setting a side's passphrase needs the referee's: give "
                        "it with --passphrase-file."), path);
    }
  else
    return TRUE;
  return FALSE;
}

static void
say_set (FfbReader reader, FfbSide side, const char *output)
{
  if (reader == FFB_READER_REFEREE)
    g_print (_("The referee's passphrase is set: the campaign's secrets are sealed with it in "
               "%s.\n"), output);
  else
    /* Translators: %s is a side, "Union" or "Confederate". */
    g_print (_("The %s player's passphrase is set: his part of each battle opens with it.\n"),
             ffb_side_display_name (side));
}

int
ffb_cli_passphrase (int argc, char **argv)
{
  g_auto(Options) options = { NULL, NULL, NULL };
  GOptionEntry entries[] = {
    { "referee", 0, 0, G_OPTION_ARG_FILENAME, &options.referee,
      N_("Set the referee's passphrase, read from NEW (- for standard input)"), "NEW" },
    { "side", 's', 0, G_OPTION_ARG_STRING, &options.side,
      N_("Set this side's passphrase (union or confederate), read from the file after FILE"),
      "SIDE" },
    ffb_cli_output_option (&options.output, NULL),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  const char *file = NULL;
  FfbReader reader = FFB_READER_REFEREE;
  FfbSide side = FFB_SIDE_UNION;
  char *passphrase;
  gboolean set;

  if (!ffb_cli_parse_options ("passphrase", "FILE --referee NEW | --side SIDE NEW", entries,
                              &argc, &argv)
      || !whose (&options, argc, argv, &side, &reader, &file))
    return FFB_EXIT_BAD_INPUT;
  if ((campaign = ffb_cli_load_campaign (argv[1], FFB_READER_REFEREE, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (!may_set (campaign, argv[1], reader))
    return FFB_EXIT_BAD_INPUT;
  if ((passphrase = ffb_cli_read_passphrase_file (file, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  set = ffb_keyring_set_passphrase (campaign->keyring, reader, passphrase, &error);
  sodium_free (passphrase);
  if (!set)
    return ffb_cli_fail ("passphrase: %s: %s", argv[1], error->message);
  if (ffb_cli_save_campaign (campaign, options.output != NULL ? options.output : argv[1])
      != FFB_EXIT_OK)
    return FFB_EXIT_BAD_INPUT;
  say_set (reader, side, options.output != NULL ? options.output : argv[1]);
  return FFB_EXIT_OK;
}
