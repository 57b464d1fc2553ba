/* cli-common.c: what every ffbridge-cli command shares. */
#include "cli-common.h"

#include <stdio.h>
#include <string.h>

#include "ffb-campaign-dice.h"
#include "ffb-file-save.h"
#include "ffb-organize.h"
#include "ffb-xml.h"

int
ffb_cli_fail (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("ffbridge-cli: %s\n", message);
  return FFB_EXIT_BAD_INPUT;
}

/* The command being run, for its --help: set by main () before the command parses. */
static const char *command_summary;

void
ffb_cli_set_command (const char *name, const char *summary)
{
  g_autofree char *program = g_strconcat ("ffbridge-cli ", name, NULL);

  /* GOption's usage line starts with the program's name: "ffbridge-cli convert [OPTION…]". */
  g_set_prgname (program);
  command_summary = summary;
}

/* Parses a subcommand's options; on a usage error prints one sentence and returns FALSE. */
gboolean
ffb_cli_parse_options (const char *command, const char *parameters, GOptionEntry *entries, int *argc,
               char ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_autoptr(GError) error = NULL;

  if (command_summary != NULL)
    g_option_context_set_summary (context, command_summary);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      ffb_cli_fail ("%s: %s (try “ffbridge-cli %s --help”).", command, error->message, command);
      return FALSE;
    }
  return TRUE;
}

FfbCampaign *
ffb_cli_open_campaign (const char *path, GError **error)
{
  if (path == NULL)
    return ffb_campaign_new_demo (error);
  return ffb_campaign_load_file (path, error);
}

gboolean
ffb_cli_write_output (const char *path, const char *text, GError **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      return fflush (stdout) == 0;
    }
  /* A player's copy is his secret: the owner's only, like the campaign. */
  return ffb_file_save_private (path, text, strlen (text), error);
}

void
ffb_cli_print_change_dice (const FfbChange *change)
{
  if (change->seed == NULL)
    return;
  g_print ("Dice: stream %s, seed %s (revealed; kept in the history), commitment %s.\n",
           change->stream, change->seed, change->commitment);
  if (change->campaign_commitment != NULL)
    g_print ("Campaign dice: commitment %s. The stream's seed is derived from the campaign "
             "seed, which stays secret: undoing this change and making it again rolls the "
             "same dice.\n", change->campaign_commitment);
}

void
ffb_cli_print_campaign_dice (FfbCampaign *campaign)
{
  const char *commitment = ffb_campaign_dice_commitment (campaign);

  if (commitment != NULL)
    g_print ("Campaign dice: commitment %s (SHA-256 of the campaign seed; every after-battle "
             "and promotion roll comes from it).\n", commitment);
  else
    g_print ("Campaign dice: no seed yet; one is drawn and committed before the first roll.\n");
}

FfbBattle *
ffb_cli_pick_battle (FfbCampaign *campaign, const char *id, const char *source)
{
  if (id != NULL)
    {
      FfbBattle *battle = ffb_campaign_find_battle (campaign, id);
      if (battle == NULL)
        ffb_cli_fail ("%s has no battle “%s”.", source, id);
      return battle;
    }
  if (campaign->battles->len == 0)
    {
      ffb_cli_fail ("%s has no battles to convert.", source);
      return NULL;
    }
  return g_ptr_array_index (campaign->battles, 0);
}

/* Organizes both sides; returns the number of findings, or -1 after reporting an error. */
int
ffb_cli_organize_both (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oobs[FFB_N_SIDES])
{
  int findings = 0;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GError) error = NULL;

      /* A stored OOB (perhaps rearranged by the referee) wins over a fresh one. */
      oobs[side] = ffb_battle_ensure_oob (campaign, battle, side, &error);
      if (oobs[side] != NULL)
        ffb_oob_ref (oobs[side]);
      if (oobs[side] == NULL)
        {
          ffb_cli_fail ("%s", error->message);
          g_clear_pointer (&oobs[0], ffb_oob_unref);
          return -1;
        }
      findings += (int) oobs[side]->findings->len;
    }
  return findings;
}

