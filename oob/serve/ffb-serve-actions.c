/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-actions.c: a device's action read from its sealed request and run as the engine's
 * edit, through the host. */
#include "ffb-serve-actions.h"

#include <glib/gi18n-lib.h>

#include "ffb-action-play.h"
#include "ffb-blocks-campaign.h"
#include "ffb-cards.h"
#include "ffb-error.h"
#include "ffb-flank.h"
#include "ffb-neutral-steps.h"

/* What an action takes, beyond the side. */
enum
{
  TAKES_FLANK = 1 << 0,
  TAKES_CARD = 1 << 1,
  TAKES_LEADER = 1 << 2,
  TAKES_UNITS = 1 << 3,
  TAKES_UNIT = 1 << 4,
  TAKES_PHRASE = 1 << 5,
  TAKES_RETREATS = 1 << 6,
  TAKES_BLOCK = 1 << 7,
};

typedef struct
{
  FfbSide side;
  FfbFlank flank;
  const char *card, *leader, *unit, *phrase, *block;
  GPtrArray *ids;  /* char* (borrowed from the request), NULL-terminated */
} Action;

/* The edits: each one engine function, as the app's private view calls it. */

static gboolean
give_order (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;
  g_autoptr(FfbFlankOrder) order = ffb_flank_order_new (action->side, action->flank,
                                                        action->leader);
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  const FfbFinding *first;

  for (guint i = 0; i + 1 < action->ids->len; i++)
    ffb_flank_order_add_unit (order, g_ptr_array_index (action->ids, i));
  if (ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle, order,
                              findings))
    return TRUE;
  /* As the private view's order editor says it: the first finding, after its rule. */
  first = g_ptr_array_index (findings, 0);
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "%s: %s", first->rule, first->message);
  return FALSE;
}

static gboolean
call_off (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_neutral_step_call_off (battle, action->side, action->flank, error);
}

static gboolean
give_phrase (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_neutral_step_phrase (battle, action->side, action->phrase, error);
}

static gboolean
pick_arrivals (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_neutral_step_pick (campaign, battle, action->side, action->flank,
                                (const char *const *) action->ids->pdata, error);
}

static gboolean
c1_pick (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_cards_choose (battle, FFB_CARD_STEP_PICK, action->side, action->card, error);
}

static gboolean
c1_play (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_cards_choose (battle, FFB_CARD_STEP_PLAY, action->side, action->card, error);
}

static gboolean
c1_pass (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_cards_choose (battle, FFB_CARD_STEP_PASS, action->side, NULL, error);
}

static gboolean
c1_done (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_cards_choose (battle, FFB_CARD_STEP_DONE, action->side, NULL, error);
}

/* The FfbCardAllows bit of a Charge, as ffb_cards_act takes it. */
static int
charge_action (void)
{
  int bit = 0;

  while ((1u << bit) != FFB_CARD_ALLOWS_CHARGE)
    bit++;
  return bit;
}

static gboolean
c1_charge (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_cards_act (battle, action->side, action->card, action->unit, charge_action (),
                        error);
}

static gboolean
c2_pick (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_action_play_pick (campaign, action->side, action->card, FALSE, error);
}

static gboolean
c2_pass (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_action_play_pick (campaign, action->side, action->card, TRUE, error);
}

static gboolean
blocks_orders (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;

  return ffb_blocks_campaign_give_orders (campaign, action->side,
                                          (const char *const *) action->ids->pdata, error);
}

static gboolean
blocks_choice (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  const Action *action = data;
  g_autoptr(FfbBlockBattle) fought = ffb_blocks_campaign_choose (campaign, action->side,
                                                                 action->block, NULL, error);

  return fought != NULL;
}

static const struct
{
  const char *name;
  guint takes;
  FfbServeEdit edit;
} actions[] = {
  { "order", TAKES_FLANK | TAKES_LEADER | TAKES_UNITS, give_order },
  { "call-off", TAKES_FLANK, call_off },
  { "phrase", TAKES_PHRASE, give_phrase },
  { "arrivals", TAKES_FLANK | TAKES_UNITS, pick_arrivals },
  { "c1-pick", TAKES_CARD, c1_pick },
  { "c1-play", TAKES_CARD, c1_play },
  { "c1-pass", 0, c1_pass },
  { "c1-done", 0, c1_done },
  { "c1-charge", TAKES_CARD | TAKES_UNIT, c1_charge },
  { "c2-pick", TAKES_CARD, c2_pick },
  { "c2-pass", TAKES_CARD, c2_pass },
  { "blocks-orders", TAKES_RETREATS, blocks_orders },
  { "blocks-choice", TAKES_BLOCK, blocks_choice },
};

/* Whether `node` is a string a phone may send: an id or a phrase, typed on one line. One with
 * a control character names nothing, and the engine's refusal would quote it (a line break
 * inside the sentence the page shows). */
static gboolean
is_a_word (JsonNode *node)
{
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  for (const char *c = json_node_get_string (node); *c != '\0'; c++)
    if (g_ascii_iscntrl (*c))
      return FALSE;
  return TRUE;
}

/* A string member, or NULL. */
static const char *
string_of (JsonObject *with, const char *name)
{
  JsonNode *node = json_object_get_member (with, name);

  return is_a_word (node) ? json_node_get_string (node) : NULL;
}

/* The strings of an array member, NULL-terminated, borrowed; NULL when it is not that. */
static GPtrArray *
strings_of (JsonObject *with, const char *name)
{
  JsonNode *node = json_object_get_member (with, name);
  JsonArray *array;
  GPtrArray *ids;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  array = json_node_get_array (node);
  ids = g_ptr_array_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!is_a_word (element))
        {
          g_ptr_array_unref (ids);
          return NULL;
        }
      g_ptr_array_add (ids, (gpointer) json_node_get_string (element));
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

/* Reads what the action takes into `action`; FALSE when something is missing. */
static gboolean
read_action (JsonObject *with, guint takes, Action *action)
{
  const char *flank = string_of (with, "flank");

  action->card = string_of (with, "card");
  action->leader = string_of (with, "leader");
  action->unit = string_of (with, "unit");
  action->phrase = string_of (with, "phrase");
  action->block = string_of (with, "block");
  if (takes & TAKES_RETREATS)
    action->ids = strings_of (with, "retreat");
  if (takes & TAKES_UNITS)
    action->ids = strings_of (with, json_object_has_member (with, "brigades") ? "brigades"
                                                                               : "units");
  return (!(takes & TAKES_FLANK) || (flank != NULL
                                     && ffb_flank_from_string (flank, &action->flank)))
         && (!(takes & TAKES_CARD) || action->card != NULL)
         && (!(takes & TAKES_LEADER) || action->leader != NULL)
         && (!(takes & TAKES_UNIT) || action->unit != NULL)
         && (!(takes & TAKES_PHRASE) || action->phrase != NULL)
         && (!(takes & TAKES_BLOCK) || action->block != NULL)
         && (!(takes & (TAKES_UNITS | TAKES_RETREATS)) || action->ids != NULL);
}

gboolean
ffb_serve_actions_run (const FfbServeHost *host, gpointer host_data, const char *battle_id,
                       FfbSide side, JsonObject *with, GError **error)
{
  const char *name;
  Action action = { side, FFB_FLANK_LEFT, NULL, NULL, NULL, NULL, NULL, NULL };
  gboolean done;

  g_return_val_if_fail (host != NULL && battle_id != NULL, FALSE);
  name = with != NULL ? string_of (with, "action") : NULL;
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (actions); i++)
    {
      if (!g_str_equal (name, actions[i].name))
        continue;
      if (!read_action (with, actions[i].takes, &action))
        {
          g_clear_pointer (&action.ids, g_ptr_array_unref);
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("The request to “%s” does not say all that it takes."), name);
          return FALSE;
        }
      done = host->apply (host_data, battle_id, actions[i].edit, &action, error);
      g_clear_pointer (&action.ids, g_ptr_array_unref);
      return done;
    }
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                       _("The request asks for no action a player may take."));
  return FALSE;
}
