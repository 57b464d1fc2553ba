/* ffbridge-cli: the engine on the command line, for scripts, tests and people without a
 * display. Exit status: 0 ok, 1 rule findings, 2 bad input or usage. Thin on purpose: every
 * rule lives in oob/. */
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-export.h"
#include "ffb-organize.h"
#include "ffb-xml.h"

enum { EXIT_OK = 0, EXIT_FINDINGS = 1, EXIT_BAD_INPUT = 2 };

typedef struct
{
  const char *name;
  const char *usage;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static int
fail (const char *format, ...) G_GNUC_PRINTF (1, 2);

static int
fail (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("ffbridge-cli: %s\n", message);
  return EXIT_BAD_INPUT;
}

/* Parses a subcommand's options; on a usage error prints one sentence and returns FALSE. */
static gboolean
parse_options (const char *command, const char *parameters, GOptionEntry *entries, int *argc,
               char ***argv)
{
  g_autofree char *title = g_strdup_printf ("%s %s", command, parameters);
  g_autoptr(GOptionContext) context = g_option_context_new (title);
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fail ("%s: %s (try “ffbridge-cli %s --help”).", command, error->message, command);
      return FALSE;
    }
  return TRUE;
}

static FfbCampaign *
open_campaign (const char *path, GError **error)
{
  if (path == NULL)
    return ffb_campaign_new_demo (error);
  return ffb_campaign_load_file (path, error);
}

static gboolean
write_output (const char *path, const char *text, GError **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      return fflush (stdout) == 0;
    }
  return g_file_set_contents (path, text, -1, error);
}

static FfbBattle *
pick_battle (FfbCampaign *campaign, const char *id, const char *source)
{
  if (id != NULL)
    {
      FfbBattle *battle = ffb_campaign_find_battle (campaign, id);
      if (battle == NULL)
        fail ("%s has no battle “%s”.", source, id);
      return battle;
    }
  if (campaign->battles->len == 0)
    {
      fail ("%s has no battles to convert.", source);
      return NULL;
    }
  return g_ptr_array_index (campaign->battles, 0);
}

/* Organizes both sides; returns the number of findings, or -1 after reporting an error. */
static int
organize_both (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *oobs[FFB_N_SIDES])
{
  int findings = 0;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GError) error = NULL;

      oobs[side] = ffb_organize (campaign, battle, side, &error);
      if (oobs[side] == NULL)
        {
          fail ("%s", error->message);
          g_clear_pointer (&oobs[0], ffb_oob_unref);
          return -1;
        }
      findings += (int) oobs[side]->findings->len;
    }
  return findings;
}

static int
run_convert (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *format = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "battle", 'b', 0, G_OPTION_ARG_STRING, &battle_id, "The battle to convert (default: the first)", "ID" },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format, "text (default) or xml", "FORMAT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to OUT instead of standard output", "OUT" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *text = NULL;
  FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
  const char *path, *source;
  FfbBattle *battle;
  int findings;

  if (!parse_options ("convert", "[FILE]", entries, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc > 2)
    return fail ("convert: give one campaign file at most (got “%s” too).", argv[2]);
  if (format != NULL && !g_str_equal (format, "text") && !g_str_equal (format, "xml"))
    return fail ("convert: --format must be text or xml, not “%s”.", format);
  path = argc == 2 ? argv[1] : NULL;
  source = path != NULL ? path : "the demo campaign";
  campaign = open_campaign (path, &error);
  if (campaign == NULL)
    return fail ("%s", error->message);
  if ((battle = pick_battle (campaign, battle_id, source)) == NULL)
    return EXIT_BAD_INPUT;
  if ((findings = organize_both (campaign, battle, oobs)) < 0)
    return EXIT_BAD_INPUT;

  if (format != NULL && g_str_equal (format, "xml"))
    text = ffb_export_xml (campaign, battle, oobs, FFB_N_SIDES);
  else
    text = ffb_export_text (campaign, battle, oobs, FFB_N_SIDES);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  if (!write_output (output, text, &error))
    return fail ("%s", error != NULL ? error->message : "could not write the output.");
  return findings > 0 ? EXIT_FINDINGS : EXIT_OK;
}

static int
run_validate (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  int findings = 0;

  if (!parse_options ("validate", "FILE", entries, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    return fail ("validate: give exactly one campaign file.");
  campaign = ffb_campaign_load_file (argv[1], &error);
  if (campaign == NULL)
    return fail ("%s", error->message);

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);
      FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
      int found = organize_both (campaign, battle, oobs);

      if (found < 0)
        return EXIT_BAD_INPUT;
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          for (guint i = 0; i < oobs[side]->findings->len; i++)
            {
              FfbFinding *finding = g_ptr_array_index (oobs[side]->findings, i);
              g_print ("%s: battle %s, %s: %s %s\n", argv[1], battle->id,
                       ffb_side_display_name (side), finding->rule, finding->message);
            }
          ffb_oob_unref (oobs[side]);
        }
      findings += found;
    }
  g_print ("%s: a valid campaign: %u leaders, %u SP groups, %u battles, %d finding%s.\n",
           argv[1], campaign->leaders->len, campaign->sp_groups->len, campaign->battles->len,
           findings, findings == 1 ? "" : "s");
  return findings > 0 ? EXIT_FINDINGS : EXIT_OK;
}

static int
run_day (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(FfbRules) rules = NULL;
  FfbMonths months;
  int turns;

  if (!parse_options ("day", "MONTHS", entries, &argc, &argv))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    return fail ("day: give the months of a CW turn, e.g. “ffbridge-cli day Jul-Aug”.");
  if (!ffb_months_from_string (argv[1], &months))
    return fail ("day: “%s” is not a CW turn; use Mar-Apr, May-Jun, Jul-Aug, Sep-Oct or "
                 "Nov-Feb.", argv[1]);
  rules = ffb_rules_new_default ();
  turns = ffb_clock_turns_in_day (rules, months);
  {
    g_autofree char *dawn = ffb_clock_format_time (rules->day[months].dawn);
    g_autofree char *dusk = ffb_clock_format_time (rules->day[months].dusk);
    g_print ("%s: dawn %s, dusk %s, %d turns of %d minutes (R8).\n",
             ffb_months_to_string (months), dawn, dusk, turns, rules->turn_minutes);
  }
  for (int turn = 1; turn <= turns; turn++)
    {
      g_autofree char *start = ffb_clock_format_time (ffb_clock_turn_start (rules, months, turn));
      g_print ("  turn %2d  %s%s\n", turn, start, turn == turns ? "  (dusk: the last turn)" : "");
    }
  return EXIT_OK;
}

static const Command commands[] = {
  { "convert", "[FILE] [--battle ID] [--format text|xml] [-o OUT]",
    "Build both sides' FF orders of battle (no FILE: the demo campaign)", run_convert },
  { "validate", "FILE", "Check a campaign file: its form, its meaning and its OOBs", run_validate },
  { "day", "MONTHS", "Dawn, dusk and the turns of an FF day (e.g. Jul-Aug)", run_day },
};

static int
print_help (FILE *stream)
{
  fprintf (stream, "Usage: ffbridge-cli COMMAND [OPTIONS]\n\n"
                   "The referee's bridge from The Civil War to Fire & Fury.\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-9s %s\n            %s\n", commands[i].name, commands[i].usage,
             commands[i].summary);
  fprintf (stream, "\nExit status: 0 ok, 1 rule findings, 2 bad input or usage.\n"
                   "“ffbridge-cli COMMAND --help” shows a command's options.\n");
  return stream == stdout ? EXIT_OK : EXIT_BAD_INPUT;
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  if (argc < 2)
    return print_help (stderr);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    return print_help (stdout);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  return fail ("“%s” is not a command; try “ffbridge-cli --help”.", argv[1]);
}
