/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-tactics.c: `tactics FILE [--battle ID] [SET] [-o OUT]`: the tactical rules a battle is
 * fought with (RULES.md Q): without SET, the battle's set and those there are; with SET
 * (fire-and-fury, or a built-in set's id), switches the battle to it as Battle Setup does,
 * with that set's ratio and its stored OOBs organized again. Without -o it says what would
 * change and changes nothing. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-edit.h"
#include "ffb-xml-tactics.h"

static void
print_sets (const FfbBattle *battle)
{
  g_auto(GStrv) ids = ffb_tactics_built_in_ids ();

  g_print (_("The battle “%s” is fought with %s.\n"), battle->id,
           battle->tactics != NULL ? battle->tactics->name : _("Fire & Fury"));
  g_print (_("Tactical rule sets:\n"));
  g_print ("  %-16s %s\n", FFB_TACTICS_FIRE_AND_FURY, _("Fire & Fury (the campaign's rule set)"));
  for (int i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FfbTactics) tactics = ffb_tactics_new_built_in (ids[i], NULL);

      g_print ("  %-16s %s\n", ids[i], tactics->name);
    }
}

/* The set named on the command line: NULL for Fire & Fury. */
static gboolean
find_set (const char *id, FfbTactics **tactics)
{
  g_autoptr(GError) error = NULL;

  *tactics = NULL;
  if (g_str_equal (id, FFB_TACTICS_FIRE_AND_FURY))
    return TRUE;
  *tactics = ffb_tactics_new_built_in (id, &error);
  if (*tactics == NULL)
    ffb_cli_fail ("tactics: %s", error->message);
  return *tactics != NULL;
}

static void
print_switched (const FfbBattle *battle, gboolean done)
{
  g_autofree char *guns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gun", "%d guns",
                                                        battle->batteries_per_sp),
                                           battle->batteries_per_sp);
  g_autofree char *batteries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d battery",
                                                             "%d batteries",
                                                             battle->batteries_per_sp),
                                                battle->batteries_per_sp);

  /* Translators: %s is a tactical rule set's name; then the battle's ratio. */
  g_print (done ? _("The battle “%s” is fought with %s: %d stands and %s per SP.\n")
                : _("The battle “%s” would be fought with %s: %d stands and %s per SP.\n"),
           battle->id, battle->tactics != NULL ? battle->tactics->name : _("Fire & Fury"),
           battle->stands_per_sp, battle->tactics != NULL ? guns : batteries);
}

int
ffb_cli_tactics (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *output = NULL;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, N_("The battle (default: the first)")),
    ffb_cli_output_option (&output, N_("Switch, and write the campaign to OUT")),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbTactics) tactics = NULL;
  FfbBattle *battle;

  if (!ffb_cli_parse_options ("tactics", "FILE [SET]", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc > 3)
    return ffb_cli_fail (_("tactics: name one tactical rule set, not %d."), argc - 2);
  campaign = ffb_cli_open_battle ("tactics", MIN (argc, 2), argv, battle_id, &battle);
  if (campaign == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (argc < 3)
    {
      print_sets (battle);
      return FFB_EXIT_OK;
    }
  if (!find_set (argv[2], &tactics))
    return FFB_EXIT_BAD_INPUT;
  if (!ffb_battle_set_tactical_rules (campaign, battle, tactics, &error))
    return ffb_cli_fail ("tactics: %s: %s", argv[1], error->message);
  if (output == NULL)
    {
      print_switched (battle, FALSE);
      g_print (_("(nothing is changed; -o OUT switches it)\n"));
      return FFB_EXIT_OK;
    }
  print_switched (battle, TRUE);
  return ffb_cli_save_campaign (campaign, output);
}
