/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffbridge-cli: the engine on the command line, for scripts, tests and people without a
 * display. Exit status: 0 ok, 1 rule findings, 2 bad input or usage. Thin on purpose: every
 * rule lives in oob/. */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cli/cli-common.h"

typedef struct
{
  const char *name;
  const char *usage;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static const Command commands[] = {
  { "convert", "[FILE] [--battle ID] [--format text|xml|html|pdf] [--copy READER] [--seed HEX]\n"
               "            [--sheet oob|deployment] [--paper a4|letter] [-o OUT]",
    N_("Build both sides' FF orders of battle (no FILE: the demo campaign)"), ffb_cli_convert },
  { "validate", "FILE", N_("Check a campaign file: its form, its meaning and its OOBs"), ffb_cli_validate },
  { "day", "MONTHS", N_("Dawn, dusk and the turns of an FF day (e.g. Jul-Aug)"), ffb_cli_day },
  { "verify", "FILE [--battle ID | --history [--tables FILE]]",
    N_("After the battle: re-derive every secret roll from the revealed seed"), ffb_cli_verify },
  { "notices", "FILE [--battle ID] --turn N",
    N_("What both players have been told up to battle turn N (R7B, R8)"), ffb_cli_notices },
  { "aftermath", "[FILE] --result RESULT.xml [--battle ID] [--crack GROUP|none]\n"
                 "            [--seed HEX] [-o OUT]",
    N_("Carry a battle's result back to the campaign (R9): preview, or apply with -o"), ffb_cli_aftermath },
  { "promote", "FILE --turn N | --draw SIDE --initiative ROLL [--seed HEX] [-o OUT]",
    N_("Promotion rolls of a Reinforcement Phase (R10B-C) or a draw from the pool (R10D-E)"), ffb_cli_promote },
  { "undo", "FILE [-o OUT]", N_("Take back the campaign's last aftermath or promotion change"), ffb_cli_undo },
  { "order", "FILE [--battle ID] --side SIDE --flank left|right --leader ID --unit ID...\n"
             "            [--replace | --cancel] [-o OUT]",
    N_("Give, replace or call off a side's flank-march order (R5-R5B, R7C, R7D)"), ffb_cli_order },
  { "roll", "FILE [--battle ID] [--seed HEX] [--phrase-union TEXT] [--phrase-confederate TEXT]\n"
            "            [--draw] [-o OUT]",
    N_("Draw the battle's seed (its commitment printed) and make the sealed pre-battle rolls"),
    ffb_cli_roll },
  { "clock", "FILE [--battle ID] next|dawn|previous | withdraw|driven-off --side SIDE [-o OUT]",
    N_("Battle Night's clock: the next turn or dawn, the turn before, an army leaving (R8-R8C)"),
    ffb_cli_clock },
  { "pick", "FILE [--battle ID] --side SIDE --flank left|right --unit ID... [-o OUT]",
    N_("R7B(5a): which brigades of the larger of two marches that met arrive"), ffb_cli_pick },
  { "reveal", "FILE --battle ID [-o OUT]",
    N_("Reveal a battle's seed by hand, so that anyone can verify it (its aftermath does too)"), ffb_cli_reveal },
  { "leaders", "[--library FILE] [--side SIDE] [PREFIX]\n"
               "            | --add NAME --to CAMPAIGN [--start-rank N] [-o OUT]",
    N_("The leader library (L2, L3): list it, or add a leader with his counters to a campaign"),
    ffb_cli_leaders },
  { "blocks", "FILE [--seed HEX] [--choose ID...] | FILE --to CAMPAIGN [-o OUT]\n"
              "            | --round CAMPAIGN [--retreat ID...] [--choose ID] [-o OUT]\n"
              "            | --state CAMPAIGN",
    N_("A block battle of the block campaign (C2F): fight it with the fair dice and print its "
       "log, or keep it in a campaign and fight it round by round (C2G)"),
    ffb_cli_blocks },
  { "table", "[--tables FILE] [NAME] [--mod NAME[=VALUE]...] [--seed HEX]\n"
             "            [--to CAMPAIGN [-o OUT]]",
    N_("The referee's tables (T): list them, or roll one with its modifiers on the fair dice"),
    ffb_cli_table },
  { "print", "--deck-reference DECK | --hand-sheet SIDE --deck DECK --seed HEX\n"
             "            [--format pdf|html] [--paper a4|letter] [-o OUT]",
    N_("A card deck's one-page quick reference (C1, C2), or a player's hand on paper"),
    ffb_cli_print_deck },
  { "tactics", "FILE [--battle ID] [fire-and-fury|SET] [-o OUT]",
    N_("The tactical rules a battle is fought with (Q): list them, or switch the battle"),
    ffb_cli_tactics },
  { "cards", "FILE [--battle ID] on DECK | deal | hand SIDE | pick SIDE CARD | pass SIDE\n"
             "            | reveal | play SIDE CARD | units SIDE | act SIDE CARD UNIT ACTION\n"
             "            | charge SIDE CARD UNIT | done SIDE | state [-o OUT]\n"
             "            | FILE --years on DECK | deal | hand SIDE | pick SIDE CARD\n"
             "            | pass SIDE CARD | reveal | where SIDE east|west|georgia | end\n"
             "            | mississippi held|open | state",
    N_("A battle's activation deck (C1) or the campaign's action deck (C2): deal, each side's "
       "hand, picks sealed until the reveal"),
    ffb_cli_cards },
  { "passphrase", "FILE --referee NEW | --side SIDE NEW [-o OUT]",
    N_("Set the referee's passphrase or a side's, read from a file or standard input"),
    ffb_cli_passphrase },
  { "serve", "FILE [--battle ID] [--bind ADDR] [--port N] [--pairing-file SIDE:FILE]...",
    N_("Serve each side's sealed view to the players' own phones until stopped"),
    ffb_cli_serve },
};

static int
print_help (FILE *stream)
{
  fprintf (stream, _("Usage: ffbridge-cli COMMAND [OPTIONS]\n\n"
                     "The referee's bridge from The Civil War to Fire & Fury.\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-9s %s\n            %s\n", commands[i].name, commands[i].usage,
             _(commands[i].summary));
  fprintf (stream, _("\nExit status: 0 ok, 1 rule findings, 2 bad input or usage.\n"
                     "“ffbridge-cli COMMAND --help” shows a command's options;\n"
                     "“ffbridge-cli --version” the version.\n"));
  return stream == stdout ? FFB_EXIT_OK : FFB_EXIT_BAD_INPUT;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc < 2)
    return print_help (stderr);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    return print_help (stdout);
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("ffbridge-cli %s\n", PACKAGE_VERSION);
      return FFB_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        ffb_cli_set_command (commands[i].name, commands[i].summary);
        return commands[i].run (argc - 1, argv + 1);
      }
  return ffb_cli_fail (_("“%s” is not a command; try “ffbridge-cli --help”."), argv[1]);
}
