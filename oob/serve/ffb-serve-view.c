/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-view.c: a player's view as JSON, from today's reader's view functions: the copy
 * for his reader and his side's view of the card play. Only this file of the layer calls them,
 * so that when the engine's one reader's-view function replaces them, only this file changes. */
#include "ffb-serve-view.h"

#include <json-glib/json-glib.h>
#include <glib/gi18n-lib.h>

#include "ffb-cards.h"
#include "ffb-reader-view.h"
#include "ffb-error.h"
#include "ffb-neutral.h"
#include "ffb-serve-offers.h"
#include "ffb-serve-record.h"

/* His hand and his pick, or nulls when the battle plays no cards. */
static void
add_cards (JsonBuilder *builder, const FfbBattle *battle, FfbSide side)
{
  g_autoptr(FfbActivation) view = NULL;

  /* A battle not yet rolled has no neutral party, and no cards. */
  if (battle->neutral != NULL && battle->neutral->cards != NULL)
    view = ffb_cards_view (battle, side, NULL);
  json_builder_set_member_name (builder, "hand");
  if (view == NULL)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < view->hand[side]->len; i++)
        json_builder_add_string_value (builder, g_ptr_array_index (view->hand[side], i));
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "pick");
  if (view == NULL || view->pick[side] == NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, view->pick[side]);
}

static void
add_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value != NULL ? value : "");
}

static char *
to_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
ffb_serve_view_json (FfbCampaign *campaign, const char *battle_id, FfbSide side,
                     GError **error)
{
  FfbBattle *battle;
  g_autoptr(FfbReaderView) reader_view = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  g_return_val_if_fail (campaign != NULL && battle_id != NULL, NULL);
  battle = ffb_campaign_find_battle (campaign, battle_id);
  if (battle == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("The campaign has no battle “%s” any more."), battle_id);
      return NULL;
    }
  reader_view = ffb_reader_view_new (campaign, battle, ffb_reader_for_side (side), -1, error);
  if (reader_view == NULL)
    return NULL;
  text = ffb_reader_view_to_text (reader_view, campaign->rules);
  json_builder_begin_object (builder);
  add_string (builder, "battle", battle->id);
  add_string (builder, "battle_name", battle->name);
  add_string (builder, "side", ffb_side_to_string (side));
  add_string (builder, "title", ffb_reader_view_title (reader_view));
  add_string (builder, "when", reader_view->when);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, reader_view->turn);
  add_string (builder, "text", text);
  add_cards (builder, battle, side);
  json_builder_set_member_name (builder, "offers");
  ffb_serve_offers_add (builder, campaign, battle, reader_view, side);
  ffb_serve_record_add (builder, campaign);
  json_builder_end_object (builder);
  return to_json (builder);
}
