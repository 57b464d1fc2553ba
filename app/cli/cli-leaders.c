/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-leaders.c: `leaders [--library FILE] [--side SIDE] [PREFIX]` lists the leader library
 * (RULES.md L2, L3: the built-in seed 002 list, or a referee's own file) with each counter's
 * source values and the ratings they map to; `leaders --add NAME --to CAMPAIGN` adds one with
 * all his counters through the engine's editor (ffb_edit_new_library_leader). */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-edit.h"
#include "ffb-xml.h"
#include "ffb-xml-leaders.h"

typedef struct
{
  char *library;
  char *side;
  char *add;
  char *to;
  int start_rank;
  char *ratings_to;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->library);
  g_free (options->side);
  g_free (options->add);
  g_free (options->to);
  g_free (options->ratings_to);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse_side (const Options *options, int *side)
{
  FfbSide found;

  *side = FFB_LIBRARY_ANY_SIDE;
  if (options->side == NULL)
    return TRUE;
  if (!ffb_side_from_string (options->side, &found))
    {
      ffb_cli_fail (_("leaders: --side must be union or confederate, not “%s”."), options->side);
      return FALSE;
    }
  *side = (int) found;
  return TRUE;
}

static gboolean
parse (int *argc, char ***argv, Options *options, int *side)
{
  GOptionEntry entries[] = {
    { "library", 'l', 0, G_OPTION_ARG_FILENAME, &options->library, N_("A leader library file (default: the built-in revised leaders)"), "FILE" },
    { "side", 's', 0, G_OPTION_ARG_STRING, &options->side, N_("Only the leaders of union or confederate"), "SIDE" },
    { "add", 'a', 0, G_OPTION_ARG_STRING, &options->add, N_("Add the leader whose name starts with NAME, with all his counters"), "NAME" },
    { "to", 't', 0, G_OPTION_ARG_FILENAME, &options->to, N_("The campaign file to add him to"), "CAMPAIGN" },
    { "start-rank", 0, 0, G_OPTION_ARG_INT, &options->start_rank, N_("Put his first counter at N stars (L3; default: the library's start rank)"), "N" },
    { "ratings-to", 'r', 0, G_OPTION_ARG_FILENAME, &options->ratings_to, N_("Give CAMPAIGN the library's rating mapping as its own: the leaders added to it are then mapped by it (L3)"), "CAMPAIGN" },
    ffb_cli_output_option (&options->output, N_("Write the campaign to OUT (default: CAMPAIGN itself)")),
    { NULL }
  };

  if (!ffb_cli_parse_options ("leaders", "[PREFIX]", entries, argc, argv)
      || !parse_side (options, side))
    return FALSE;
  if (options->ratings_to != NULL && (options->add != NULL || options->to != NULL
                                      || options->start_rank != 0 || *argc > 1))
    ffb_cli_fail (_("leaders: --ratings-to goes alone (with --library and -o)."));
  else if (options->ratings_to != NULL)
    return TRUE;
  else if (options->add != NULL && options->to == NULL)
    ffb_cli_fail (_("leaders: say which campaign to add him to with --to CAMPAIGN."));
  else if (options->add == NULL && (options->to != NULL || options->output != NULL
                                    || options->start_rank != 0))
    ffb_cli_fail (_("leaders: --to, --start-rank and -o go with --add NAME (-o also with "
                    "--ratings-to)."));
  else if (options->add != NULL && *argc > 1)
    ffb_cli_fail (_("leaders: --add takes its name alone (got “%s” too)."), (*argv)[1]);
  else if (*argc > 2)
    ffb_cli_fail (_("leaders: give one name prefix at most (got “%s” too)."), (*argv)[2]);
  else
    return TRUE;
  return FALSE;
}

static FfbLeaderLibrary *
open_library (const Options *options)
{
  g_autoptr(GError) error = NULL;
  FfbLeaderLibrary *library = options->library != NULL
                              ? ffb_leader_library_load_file (options->library, &error)
                              : ffb_leader_library_new_built_in ("seed-002", &error);

  if (library == NULL)
    ffb_cli_fail ("%s", error->message);
  return library;
}

/* "Sherman (Union, cavalry): 4 counters from 1 star, the library's reading (L3)". */
static void
print_leader_line (const FfbLibraryLeader *leader)
{
  const char *side = ffb_side_display_name (leader->side);
  g_autofree char *counters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d counter",
                                                            "%d counters", leader->n_counters),
                                               leader->n_counters);
  g_autofree char *from = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "from %d star",
                                                        "from %d stars", leader->start_rank),
                                           leader->start_rank);

  if (leader->cavalry)
    /* Translators: a leader's name, his side, then "4 counters" and "from 1 star". */
    g_print (_("%s (%s, cavalry): %s %s"), leader->name, side, counters, from);
  else
    g_print (_("%s (%s): %s %s"), leader->name, side, counters, from);
  g_print ("%s\n", leader->start_rank_read ? _(", the library's reading (L3)")
                                           : _(", as the source says"));
}

static void
print_counter (const FfbLeaderLibrary *library, const FfbLibraryLeader *leader, int i)
{
  const FfbLibraryCounter *counter = &leader->counters[i];
  int stars = leader->start_rank + i;
  g_autofree char *rank = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars",
                                                        stars), stars);
  g_autofree char *administrative = counter->has_administrative
                                    ? g_strdup_printf ("%d", counter->administrative)
                                    : g_strdup (_("not given"));

  /* Translators: one counter: its rank, the source's two values as it writes them, then the
   * bridge's three ratings (R7A, R7B(1), R11D). */
  g_print (_("  %s: Command %d, Administrative %s; tactical %+d, initiative %d, army command "
             "%+d\n"), rank, counter->command, administrative,
           ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_TACTICAL),
           ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_INITIATIVE),
           ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_ARMY_COMMAND));
}

static int
list (const FfbLeaderLibrary *library, const char *prefix, int side)
{
  g_autoptr(GPtrArray) found = ffb_leader_library_find (library, prefix, side);

  if (found->len == 0)
    return ffb_cli_fail (_("leaders: the library “%s” has no leader whose name starts with "
                           "“%s”."), library->name, prefix != NULL ? prefix : "");
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u leader of %u\n", "%s: %u leaders of %u\n",
                        found->len), library->name, found->len, library->leaders->len);
  for (guint i = 0; i < found->len; i++)
    {
      const FfbLibraryLeader *leader = g_ptr_array_index (found, i);

      print_leader_line (leader);
      for (int c = 0; c < leader->n_counters; c++)
        print_counter (library, leader, c);
    }
  return FFB_EXIT_OK;
}

static int
add (const FfbLeaderLibrary *library, const Options *options, int side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *counters = NULL;
  g_autofree char *rank = NULL;
  FfbLibraryLeader *leader;
  FfbLeader *added;

  if ((leader = ffb_leader_library_lookup (library, options->add, side, &error)) == NULL)
    return ffb_cli_fail (_("leaders: %s"), error->message);
  if ((campaign = ffb_cli_open_campaign (options->to, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  added = ffb_edit_new_library_leader (campaign, library, leader, options->start_rank, &error);
  if (added == NULL)
    return ffb_cli_fail (_("%s: %s"), options->to, error->message);
  counters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d counter", "%d counters",
                                           leader->n_counters), leader->n_counters);
  rank = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars", added->stars),
                          added->stars);
  /* Translators: a leader's name and side, his id in the campaign, "4 counters", then the
   * rank of the counter in play ("1 star"). */
  g_print (_("Added %s (%s) as “%s” with %s, %s in play.\n"), added->name,
           ffb_side_display_name (added->side), added->id, counters, rank);
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->to);
}

/* L3: the library's mapping becomes the campaign's own. */
static int
give_ratings (const FfbLeaderLibrary *library, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_cli_open_campaign (options->ratings_to, &error);

  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  if (!ffb_edit_set_leader_ratings (campaign, library->maps, &error))
    return ffb_cli_fail (_("%s: %s"), options->ratings_to, error->message);
  /* Translators: a leader library's name. */
  g_print (_("The campaign maps the leaders added to it as “%s” does (L3).\n"), library->name);
  return ffb_cli_save_campaign (campaign, options->output != NULL ? options->output
                                                                  : options->ratings_to);
}

int
ffb_cli_leaders (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_autoptr(FfbLeaderLibrary) library = NULL;
  int side;

  if (!parse (&argc, &argv, &options, &side))
    return FFB_EXIT_BAD_INPUT;
  if ((library = open_library (&options)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (options.ratings_to != NULL)
    return give_ratings (library, &options);
  if (options.add != NULL)
    return add (library, &options, side);
  return list (library, argc > 1 ? argv[1] : NULL, side);
}
