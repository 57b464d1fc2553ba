/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-undo.c: `undo FILE`: takes back the campaign's last change (an aftermath, a promotion
 * or table roll, a block battle), from the campaign it kept in its history, unless that takes
 * back a player's choice (ffb-undo-choices.h: it stands, and the refusal says so). Without -o
 * it says what would be undone. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-campaign-dice.h"
#include "ffb-history.h"
#include "ffb-xml.h"
#include "ffb-undo-choices.h"

static void
print_change (const FfbChange *change)
{
  /* Translators: %s is the kind of change as files write it (aftermath, promotion-phase,
   * promotion-draw), then a battle's id. */
  if (change->battle_id != NULL)
    g_print (_("The last change: %s of %s, turn %d:\n"), ffb_change_kind_to_string (change->kind),
             change->battle_id, change->turn);
  else
    g_print (_("The last change: %s, turn %d:\n"), ffb_change_kind_to_string (change->kind),
             change->turn);
  for (guint i = 0; i < change->notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (change->notes, i));

      g_print ("  %s\n", line);
    }
}

int
ffb_cli_undo (int argc, char **argv)
{
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    ffb_cli_output_option (&output, N_("Undo, and write the campaign to OUT")),
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbChange) undone = NULL;
  GPtrArray *history;

  if (!ffb_cli_parse_options ("undo", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if ((campaign = ffb_cli_open_argument ("undo", argc, argv)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  history = ffb_history_get (campaign);
  if (output == NULL)
    {
      if (history->len == 0)
        return ffb_cli_fail (_("%s: there is nothing to undo: the campaign has no changes in its "
                               "history."), argv[1]);
      print_change (g_ptr_array_index (history, history->len - 1));
      if (!ffb_undo_check_last_change (campaign, &error))
        return ffb_cli_fail ("%s: %s", argv[1], error->message);
      g_print (_("(nothing is changed; -o OUT undoes it)\n"));
      return FFB_EXIT_OK;
    }
  if (!ffb_undo_last_change (campaign, &undone, &error))
    return ffb_cli_fail ("%s: %s", argv[1], error->message);
  if (!ffb_xml_save_campaign_file (campaign, output, &error))
    return ffb_cli_fail ("%s", error->message);
  print_change (undone);
  if (ffb_campaign_dice_commitment (campaign) != NULL)
    g_print (_("The campaign dice stay (commitment %s): the same change made again rolls the "
               "same dice.\n"), ffb_campaign_dice_commitment (campaign));
  g_print (_("Undone; the campaign is written to %s.\n"), output);
  return FFB_EXIT_OK;
}
