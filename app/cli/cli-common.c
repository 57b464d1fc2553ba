/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-common.c: what every ffbridge-cli command shares. */
#include "cli-common.h"

#include <stdio.h>
#include <string.h>
#include <sodium.h>
#include <glib/gi18n.h>

#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-file-save.h"
#include "ffb-organize.h"
#include "ffb-seal.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

/* Longest passphrase file read: a passphrase is a line, not a document. */
#define MAX_PASSPHRASE_BYTES 1024

/* --passphrase-file, shared by every command (see ffb_cli_parse_options). */
static char *passphrase_file;

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
ffb_cli_parse_options (const char *command, const char *parameters, GOptionEntry *entries,
                       int *argc,
               char ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_autoptr(GError) error = NULL;

  GOptionEntry common[] = {
    { "passphrase-file", 0, 0, G_OPTION_ARG_FILENAME, &passphrase_file,
      N_("Read the referee's passphrase (a player's, for validate, convert --copy SIDE, cards hand "
      "SIDE and cards state) from FILE, or from standard input with -; never give it on the "
      "command line"), "FILE" },
    { NULL }
  };

  /* The entries' descriptions and the summary are marked N_(): GOption translates them. */
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (command_summary != NULL)
    g_option_context_set_summary (context, command_summary);
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_add_main_entries (context, common, NULL);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      ffb_cli_fail (_("%s: %s (try “ffbridge-cli %s --help”)."), command, error->message, command);
      return FALSE;
    }
  return TRUE;
}

GOptionEntry
ffb_cli_battle_option (char **battle_id, const char *help)
{
  GOptionEntry entry = { "battle", 'b', 0, G_OPTION_ARG_STRING, battle_id,
                         help != NULL ? help : N_("The battle (default: the first)"), "NAME" };

  return entry;
}

GOptionEntry
ffb_cli_output_option (char **output, const char *help)
{
  GOptionEntry entry = { "output", 'o', 0, G_OPTION_ARG_FILENAME, output,
                         help != NULL ? help : N_("Write the campaign to OUT (default: FILE itself)"),
                         "OUT" };

  return entry;
}

char *
ffb_cli_read_passphrase_file (const char *file, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  char *passphrase;
  gboolean ok;

  if (!ffb_seal_init (error))
    return NULL;
  if (g_str_equal (file, "-"))
    {
      contents = g_malloc0 (MAX_PASSPHRASE_BYTES + 2);
      length = fread (contents, 1, MAX_PASSPHRASE_BYTES + 1, stdin);
      ok = !ferror (stdin);
    }
  else
    ok = g_file_get_contents (file, &contents, &length, error);
  if (!ok || length > MAX_PASSPHRASE_BYTES || memchr (contents, '\0', length) != NULL)
    {
      if (contents != NULL)
        sodium_memzero (contents, length);
      if (error != NULL && *error == NULL)
        g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("%s: holds no passphrase: it is one "
                       "line of at most %d bytes."), file, MAX_PASSPHRASE_BYTES);
      return NULL;
    }
  while (length > 0 && (contents[length - 1] == '\n' || contents[length - 1] == '\r'))
    length--;
  passphrase = sodium_malloc (length + 1);
  memcpy (passphrase, contents, length);
  passphrase[length] = '\0';
  sodium_memzero (contents, length);
  return passphrase;
}

const char *
ffb_cli_passphrase_file (void)
{
  return passphrase_file;
}

static char *
read_passphrase (GError **error)
{
  return ffb_cli_read_passphrase_file (passphrase_file, error);
}

/* Tells, on standard error, what the command works without. */
static void
say_what_is_sealed (FfbCampaign *campaign, const char *path)
{
  g_autoptr(GString) battles = g_string_new (NULL);
  guint n_sealed = 0;

  if (campaign->keyring->note != NULL)
    g_printerr ("ffbridge-cli: %s: %s\n", path, campaign->keyring->note);
  for (guint i = 0; i < campaign->battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, i);

      if (ffb_campaign_battle_is_sealed (campaign, battle->id))
        {
          g_string_append_printf (battles, "%s“%s”", battles->len > 0 ? ", " : "", battle->id);
          n_sealed++;
        }
    }
  if (battles->len == 0)
    return;
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (ffb_keyring_is_unlocked (campaign->keyring, ffb_reader_for_side (side))
        && !ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE))
      {
        /* Translators: the last %s lists battles: “b1”, “b2”. */
        g_printerr (g_dngettext (GETTEXT_PACKAGE,
                                 "ffbridge-cli: %s: opened with the %s player's passphrase: of "
                                 "the battle %s, only his own part is read.\n",
                                 "ffbridge-cli: %s: opened with the %s player's passphrase: of "
                                 "the battles %s, only his own part is read.\n", n_sealed),
                    path, ffb_side_display_name (side), battles->str);
        return;
      }
  /* Translators: the last %s lists battles: “b1”, “b2”. */
  g_printerr (g_dngettext (GETTEXT_PACKAGE,
                           "ffbridge-cli: %s: the secrets of the battle %s are sealed and were "
                           "left out; give the referee's passphrase with --passphrase-file to "
                           "read them.\n",
                           "ffbridge-cli: %s: the secrets of the battles %s are sealed and were "
                           "left out; give the referee's passphrase with --passphrase-file to "
                           "read them.\n", n_sealed), path, battles->str);
}

/* A command that touches a campaign first removes the temp files a killed save of it (or of
 * its backup) left beside it (DESIGN.md, Files; issue 30, item 11): only our own pattern,
 * of our own regular files, that no save in progress holds. */
static void
touch (const char *path)
{
  if (path != NULL && !g_str_equal (path, "-"))
    ffb_xml_remove_stale_temps (path);
}

FfbCampaign *
ffb_cli_load_campaign (const char *path, FfbReader reader, GError **error)
{
  char *passphrase = NULL;
  FfbCampaign *campaign;

  touch (path);
  if (passphrase_file != NULL && (passphrase = read_passphrase (error)) == NULL)
    return NULL;
  campaign = ffb_xml_load_campaign_file_unlocked (path, reader, passphrase, error);
  if (passphrase != NULL)
    sodium_free (passphrase);
  if (campaign != NULL)
    say_what_is_sealed (campaign, path);
  return campaign;
}

/* Whether the passphrase opened what `reader` reads: a file with no passphrase set is open. */
static gboolean
opened_for (FfbCampaign *campaign, FfbReader reader)
{
  return !ffb_keyring_protects (campaign->keyring)
         || ffb_keyring_is_unlocked (campaign->keyring, reader);
}

FfbCampaign *
ffb_cli_load_campaign_as (const char *path, const FfbReader *readers, guint n_readers,
                          GError **error)
{
  g_autoptr(GError) first_error = NULL;
  g_autoptr(FfbCampaign) first = NULL;
  char *passphrase = NULL;
  FfbCampaign *campaign = NULL;

  g_return_val_if_fail (n_readers > 0, NULL);
  touch (path);
  if (passphrase_file == NULL)
    return ffb_cli_load_campaign (path, readers[0], error);
  if ((passphrase = read_passphrase (error)) == NULL)
    return NULL;
  /* The first reader the passphrase opens; else what the first attempt gave. */
  for (guint i = 0; i < n_readers && campaign == NULL; i++)
    {
      g_autoptr(GError) local = NULL;
      FfbCampaign *loaded = ffb_xml_load_campaign_file_unlocked (path, readers[i], passphrase,
                                                                 &local);

      if (loaded != NULL && opened_for (loaded, readers[i]))
        campaign = loaded;
      else if (i == 0)
        first = loaded, first_error = g_steal_pointer (&local);
      else if (loaded == NULL && !g_error_matches (local, FFB_ERROR, FFB_ERROR_INVALID))
        {
          /* The passphrase opened this reader's key, but the file is refused (a part copied
           * in from elsewhere): that is what to say, not that it is no other reader's. */
          g_clear_pointer (&first, ffb_campaign_unref);
          g_clear_error (&first_error);
          first_error = g_steal_pointer (&local);
        }
      else
        g_clear_pointer (&loaded, ffb_campaign_unref);
    }
  sodium_free (passphrase);
  if (campaign == NULL)
    campaign = g_steal_pointer (&first);
  if (campaign == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&first_error));
      return NULL;
    }
  say_what_is_sealed (campaign, path);
  return campaign;
}

FfbCampaign *
ffb_cli_open_campaign (const char *path, GError **error)
{
  if (path == NULL)
    return ffb_xml_new_demo_campaign (error);
  return ffb_cli_load_campaign (path, FFB_READER_REFEREE, error);
}

FfbCampaign *
ffb_cli_open_argument (const char *command, int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  if (argc != 2)
    {
      ffb_cli_fail (_("%s: give exactly one campaign file."), command);
      return NULL;
    }
  campaign = ffb_cli_open_campaign (argv[1], &error);
  if (campaign == NULL)
    ffb_cli_fail ("%s", error->message);
  return campaign;
}

gboolean
ffb_cli_optional_file (const char *command, int argc, char **argv, const char **path,
                       const char **source)
{
  if (argc > 2)
    {
      ffb_cli_fail (_("%s: give one campaign file at most (got “%s” too)."), command, argv[2]);
      return FALSE;
    }
  *path = argc == 2 ? argv[1] : NULL;
  *source = *path != NULL ? *path : _("the demo campaign");
  return TRUE;
}

FfbCampaign *
ffb_cli_open_battle (const char *command, int argc, char **argv, const char *battle_id,
                     FfbBattle **battle)
{
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_argument (command, argc, argv);

  if (campaign == NULL
      || (*battle = ffb_cli_pick_battle (campaign, battle_id, argv[1])) == NULL)
    return NULL;
  return g_steal_pointer (&campaign);
}

int
ffb_cli_save_campaign (FfbCampaign *campaign, const char *path)
{
  g_autoptr(GError) error = NULL;

  touch (path);
  if (!ffb_xml_save_campaign_file (campaign, path, &error))
    return ffb_cli_fail ("%s", error->message);
  g_print (_("The campaign is written to %s.\n"), path);
  return FFB_EXIT_OK;
}

gboolean
ffb_cli_write_output (const char *path, const char *text, GError **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      return fflush (stdout) == 0;
    }
  touch (path);
  /* A player's copy is his secret: the owner's only, like the campaign. */
  return ffb_file_save_private (path, text, strlen (text), error);
}

void
ffb_cli_print_change_dice (const FfbChange *change)
{
  if (change->seed == NULL)
    return;
  g_print (_("Dice: stream %s, seed %s (revealed; kept in the history), commitment %s.\n"),
           change->stream, change->seed, change->commitment);
  if (change->campaign_commitment != NULL && ffb_change_is_final (change))
    /* C2G: a round of a block battle is never undone. */
    g_print (_("Campaign dice: commitment %s. The stream's seed is derived from the campaign "
               "seed, which stays secret; the round is final: undo never takes it back.\n"),
             change->campaign_commitment);
  else if (change->campaign_commitment != NULL)
    g_print (_("Campaign dice: commitment %s. The stream's seed is derived from the campaign "
               "seed, which stays secret: undoing this change and making it again rolls the "
               "same dice.\n"), change->campaign_commitment);
}

void
ffb_cli_print_campaign_dice (FfbCampaign *campaign)
{
  const char *commitment = ffb_campaign_dice_commitment (campaign);

  if (commitment != NULL)
    g_print (_("Campaign dice: commitment %s (SHA-256 of the campaign seed; every after-battle "
               "and promotion roll comes from it).\n"), commitment);
  else
    g_print (_("Campaign dice: no seed yet; one is drawn and committed before the first roll.\n"));
}

FfbBattle *
ffb_cli_pick_battle (FfbCampaign *campaign, const char *id, const char *source)
{
  if (id != NULL)
    {
      FfbBattle *battle = ffb_campaign_find_battle_named (campaign, id);

      if (battle == NULL)
        {
          g_autofree char *names = ffb_campaign_battle_names (campaign);

          ffb_cli_fail (_("%s has no battle “%s”; its battles are %s."), source, id, names);
        }
      return battle;
    }
  if (campaign->battles->len == 0)
    {
      ffb_cli_fail (_("%s has no battles to convert."), source);
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


guint
ffb_cli_report_record (const char *path, FfbCampaign *campaign)
{
  const FfbChain *chain = campaign->keyring->chain;
  const FfbChainLink *last = ffb_chain_last (chain);
  g_autofree char *fingerprint = ffb_chain_fingerprint (chain);

  if (chain->state == FFB_CHAIN_INTACT)
    {
      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "%s: signed record: the file is what the referee's key %s signed "
                            "at its last write (%u write signed, the last of generation "
                            "%" G_GUINT64_FORMAT ").\n",
                            "%s: signed record: the file is what the referee's key %s signed "
                            "at its last write (%u writes signed, the last of generation "
                            "%" G_GUINT64_FORMAT ").\n", last->n),
               path, fingerprint, last->n, last->generation);
      return 0;
    }
  for (guint i = 0; i < chain->problems->len; i++)
    g_print (_("%s: signed record: %s\n"), path, (const char *) chain->problems->pdata[i]);
  if (chain->problems->len > 0)
    return chain->problems->len;
  if (!ffb_keyring_protects (campaign->keyring))
    {
      g_print (_("%s: signed record: none: no referee's passphrase is set, so nothing is "
                 "signed.\n"), path);
      return 0;
    }
  g_print (_("%s: signed record: none, though the file is sealed: it was written before "
             "records were signed, or its record was taken out. The referee's next save "
             "signs it.\n"), path);
  return 1;
}
