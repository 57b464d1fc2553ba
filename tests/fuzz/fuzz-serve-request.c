/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-serve-request.c: what a paired phone's sealed request asks once opened (issue 33,
 * ffb-serve-actions.h): the "with" object of an "act", as hostile as a phone may send it, run
 * for either side on a copy of the built-in demo. An action the engine accepts is fine; one it
 * refuses must say so in one sentence, and nothing may crash or reach a critical. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <json-glib/json-glib.h>
#include "ffb-serve-actions.h"
#include "ffb-serve-json.h"
#include "ffb-xml.h"

static gboolean
apply_in_memory (gpointer data, const char *battle_id, FfbServeEdit edit, gpointer edit_data,
                 GError **error)
{
  FfbCampaign *campaign = data;

  return edit (campaign, ffb_campaign_find_battle (campaign, battle_id), edit_data, error);
}

static const FfbServeHost in_memory_host = { apply_in_memory };

static void
check_sentence (const GError *error)
{
  if (error == NULL || error->message[0] == '\0' || strchr (error->message, '\n') != NULL)
    {
      fprintf (stderr, "a phone's action was refused without one sentence: %s\n",
               error != NULL ? error->message : "no error");
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FfbCampaign *demo = NULL;
  g_autoptr(JsonNode) root = NULL;
  FfbBattle *battle;

  if (demo == NULL)
    demo = ffb_xml_load_built_in_demo (NULL);
  /* Read as the server reads what a phone sends (ffb-serve-channel.c). */
  root = ffb_serve_json_parse_object ((const char *) data, size);
  if (root == NULL)
    return 0;
  /* Each battle of the demo in turn, so that the corpus reaches the ones that play cards. */
  battle = g_ptr_array_index (demo->battles, size % demo->battles->len);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_campaign_copy (demo);
      g_autoptr(GError) error = NULL;

      if (!ffb_serve_actions_run (&in_memory_host, campaign, battle->id, side,
                                  json_node_get_object (root), &error))
        check_sentence (error);
    }
  return 0;
}
