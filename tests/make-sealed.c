/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make-sealed.c: a sealed campaign for the command-line tests (test-cli.sh), as the app would
 * write it: the first battle's dice started with --seed and its pre-battle rolls made, the
 * referee's passphrase (and, with --union and --confederate, the sides') set at full cost,
 * saved to OUT.
 *
 *   make-sealed IN OUT --referee FILE [--union FILE] [--confederate FILE] [--seed HEX]
 */
#include <string.h>

#include "ffb-neutral.h"
#include "ffb-xml.h"

static char *
first_line (const char *path)
{
  g_autofree char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    g_error ("make-sealed: %s cannot be read", path);
  return g_strndup (contents, strcspn (contents, "\r\n"));
}

int
main (int argc, char **argv)
{
  g_autofree char *referee = NULL, *union_file = NULL, *confederate_file = NULL, *seed = NULL;
  GOptionEntry entries[] = {
    { "referee", 0, 0, G_OPTION_ARG_FILENAME, &referee, "The referee's passphrase", "FILE" },
    { "union", 0, 0, G_OPTION_ARG_FILENAME, &union_file, "The Union's passphrase", "FILE" },
    { "confederate", 0, 0, G_OPTION_ARG_FILENAME, &confederate_file,
      "The Confederate's passphrase", "FILE" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed, "Start the first battle's dice", "HEX" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("IN OUT");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *referee_pass = NULL, *union_pass = NULL, *confederate_pass = NULL;
  FfbBattle *battle;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 3 || referee == NULL)
    g_error ("make-sealed: IN OUT --referee FILE [--union FILE] [--confederate FILE] "
             "[--seed HEX]");
  if ((campaign = ffb_xml_load_campaign_file (argv[1], &error)) == NULL)
    g_error ("make-sealed: %s", error->message);
  battle = g_ptr_array_index (campaign->battles, 0);
  if (seed != NULL
      && (!ffb_neutral_start (ffb_battle_get_neutral (battle), battle, seed, &error)
          || !ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, &error)))
    g_error ("make-sealed: %s", error->message);
  referee_pass = first_line (referee);
  if (!ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE, referee_pass, &error))
    g_error ("make-sealed: %s", error->message);
  if (union_file != NULL)
    {
      union_pass = first_line (union_file);
      if (!ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, union_pass, &error))
        g_error ("make-sealed: %s", error->message);
    }
  if (confederate_file != NULL)
    {
      confederate_pass = first_line (confederate_file);
      if (!ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_CONFEDERATE,
                                       confederate_pass, &error))
        g_error ("make-sealed: %s", error->message);
    }
  if (!ffb_xml_save_campaign_file (campaign, argv[2], &error))
    g_error ("make-sealed: %s", error->message);
  return 0;
}
