/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-aftermath.c: `aftermath [FILE] --result RESULT.xml`: carries a battle's result back to
 * the campaign (R8C, R9, R10A). Without -o it prints the preview and changes nothing; with -o
 * it rolls what R9C needs with the fair dice and writes the new campaign. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-aftermath.h"
#include "ffb-error.h"
#include "ffb-xml.h"

typedef struct
{
  char *battle_id;
  char *result_path;
  char *output;
  char *seed;
  char *crack;
  const char *path;   /* FILE, or NULL for the demo */
  const char *source; /* how sentences name it */
} Options;

static void
options_clear (Options *options)
{
  g_free (options->battle_id);
  g_free (options->result_path);
  g_free (options->output);
  g_free (options->seed);
  g_free (options->crack);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&options->battle_id,
                           N_("The battle (default: the one the result names)")),
    { "result", 'r', 0, G_OPTION_ARG_FILENAME, &options->result_path, N_("The battle result (data/schema/result.rng)"), "RESULT.xml" },
    ffb_cli_output_option (&options->output, N_("Apply, and write the new campaign to OUT")),
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the R9C dice, 64 hex digits (tests, demos; default: the campaign's dice)"), "HEX" },
    { "crack", 0, 0, G_OPTION_ARG_STRING, &options->crack, N_("R9F: the winner's SP group to promote (its name or id), or none"), "GROUP" },
    { NULL }
  };

  if (!ffb_cli_parse_options ("aftermath", "[FILE] --result RESULT.xml", entries, argc, argv)
      || !ffb_cli_optional_file ("aftermath", *argc, *argv, &options->path, &options->source))
    return FALSE;
  if (options->result_path != NULL)
    return TRUE;
  ffb_cli_fail (_("aftermath: say which battle result to carry back, with --result RESULT.xml."));
  return FALSE;
}

/* With --seed the R9C dice have that seed (tests, demos); without, NULL: the campaign's own
 * dice, the same for this battle each time (ffb-campaign-dice.h). */
static gboolean
open_dice (const Options *options, const char *battle_id, FfbDice **dice, GError **error)
{
  g_autofree char *stream = ffb_aftermath_stream (battle_id);

  *dice = NULL;
  if (options->seed == NULL)
    return TRUE;
  *dice = ffb_dice_new_from_hex (stream, options->seed, error);
  return *dice != NULL;
}

static void
print_notes (const FfbAftermath *aftermath, guint from)
{
  for (guint i = from; i < aftermath->notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (aftermath->notes, i));

      g_print ("  %s\n", line);
    }
}

/* Applies, prints the rolls, and writes the new campaign atomically (keeping OUT~). */
static int
apply_and_save (FfbAftermath *aftermath, FfbCampaign *campaign, const Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = NULL;
  guint previewed = aftermath->notes->len;
  GPtrArray *history;

  if (!open_dice (options, aftermath->battle_id, &dice, &error))
    return ffb_cli_fail ("aftermath: %s", error->message);
  if (!ffb_aftermath_apply (aftermath, campaign, dice, &error)
      || !ffb_xml_save_campaign_file (campaign, options->output, &error))
    return ffb_cli_fail ("%s", error->message);
  print_notes (aftermath, previewed);
  history = ffb_history_get (campaign);
  ffb_cli_print_change_dice (g_ptr_array_index (history, history->len - 1));
  g_print (_("Applied; the campaign is written to %s (undo with “ffbridge-cli undo %s”).\n"),
           options->output, options->output);
  return FFB_EXIT_OK;
}

/* Messages about the result name the result file; the others are about the campaign. */
static int
fail_with (const GError *error, const char *source, const char *result_path)
{
  if (g_str_has_prefix (error->message, result_path))
    return ffb_cli_fail ("%s", error->message);
  return ffb_cli_fail ("%s: %s", source, error->message);
}

int
ffb_cli_aftermath (int argc, char **argv)
{
  g_auto(Options) options = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbResult) result = NULL;
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbAftermathOptions choice = { NULL, FALSE };
  FfbBattle *battle = NULL;
  const char *source;

  if (!parse (&argc, &argv, &options))
    return FFB_EXIT_BAD_INPUT;
  source = options.source;
  if ((campaign = ffb_cli_open_campaign (options.path, &error)) == NULL
      || (result = ffb_result_load_file (options.result_path, &error)) == NULL)
    return ffb_cli_fail ("%s", error->message);
  choice.no_crack = g_strcmp0 (options.crack, "none") == 0;
  choice.crack_group = choice.no_crack ? NULL : options.crack;
  if (choice.crack_group != NULL)
    {
      FfbSpGroup *group = ffb_campaign_find_sp_group_named (campaign, choice.crack_group);

      if (group != NULL)
        choice.crack_group = group->id;
    }
  if (options.battle_id != NULL
      && (battle = ffb_cli_pick_battle (campaign, options.battle_id, source)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  aftermath = ffb_aftermath_new (campaign, battle != NULL ? battle->id : result->battle_id,
                                 result, &choice, &error);
  if (aftermath == NULL)
    return fail_with (error, source, options.result_path);
  battle = ffb_campaign_find_battle (campaign, aftermath->battle_id);
  if (options.output != NULL)
    g_print (_("Aftermath of “%s”:\n"), battle != NULL ? battle->name : aftermath->battle_id);
  else
    g_print (_("Aftermath of “%s” (a preview: nothing is changed; -o OUT applies it):\n"),
             battle != NULL ? battle->name : aftermath->battle_id);
  print_notes (aftermath, 0);
  ffb_cli_print_campaign_dice (campaign);
  if (options.output == NULL)
    return FFB_EXIT_OK;
  return apply_and_save (aftermath, campaign, &options);
}
