/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-offers.c: a device's open actions, from the engine (see ffb-serve-offers.h). */
#include "ffb-serve-offers.h"

#include <json-glib/json-glib.h>
#include <glib/gi18n-lib.h>

#include "ffb-action-play.h"
#include "ffb-blocks-campaign.h"
#include "ffb-cards.h"
#include "ffb-reader-view.h"
#include "ffb-error.h"
#include "ffb-neutral.h"

static void
add_card (JsonBuilder *builder, const FfbDeck *deck, const char *card)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, card);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, ffb_deck_card_name (deck, card));
  json_builder_end_object (builder);
}

/* Flank marches (R5): open from the seed's drawing until the dice roll for them. */

static gboolean
orders_open (const FfbBattle *battle)
{
  const FfbNeutral *neutral = battle->neutral;

  return neutral != NULL && neutral->dice != NULL && !neutral->rolled && neutral->view < 0;
}

static void
add_units (JsonBuilder *leaders, JsonBuilder *units, const FfbUnit *unit, int depth)
{
  if (unit->kind != FFB_UNIT_ARMY)
    {
      g_autofree char *code = ffb_unit_code (unit);

      json_builder_begin_object (units);
      json_builder_set_member_name (units, "id");
      json_builder_add_string_value (units, unit->id);
      json_builder_set_member_name (units, "name");
      json_builder_add_string_value (units, unit->name);
      json_builder_set_member_name (units, "code");
      json_builder_add_string_value (units, code);
      json_builder_set_member_name (units, "depth");
      json_builder_add_int_value (units, depth);
      json_builder_end_object (units);
    }
  if (unit->leader_id != NULL)
    {
      json_builder_begin_object (leaders);
      json_builder_set_member_name (leaders, "id");
      json_builder_add_string_value (leaders, unit->leader_id);
      json_builder_set_member_name (leaders, "name");
      json_builder_add_string_value (leaders, unit->leader_name != NULL ? unit->leader_name
                                                                        : unit->leader_id);
      /* What he commands: a march under him takes it, or part of it (R5B). */
      json_builder_set_member_name (leaders, "commands");
      json_builder_add_string_value (leaders, unit->id);
      json_builder_end_object (leaders);
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_units (leaders, units, g_ptr_array_index (unit->children, i),
               unit->kind == FFB_UNIT_ARMY ? depth : depth + 1);
}

static void
add_node (JsonBuilder *builder, JsonBuilder *part)
{
  json_builder_add_value (builder, json_builder_get_root (part));
}

static void
add_order (JsonBuilder *builder, const FfbBattle *battle, const FfbReaderView *reader_view,
           FfbSide side)
{
  g_autoptr(JsonBuilder) leaders = json_builder_new ();
  g_autoptr(JsonBuilder) units = json_builder_new ();

  json_builder_set_member_name (builder, "order");
  if (!orders_open (battle) || reader_view->oobs[side] == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "flanks");
  json_builder_begin_array (builder);
  for (FfbFlank flank = FFB_FLANK_LEFT; flank <= FFB_FLANK_RIGHT; flank++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "flank");
      json_builder_add_string_value (builder, ffb_flank_to_string (flank));
      json_builder_set_member_name (builder, "given");
      json_builder_add_boolean_value (builder,
                                      ffb_neutral_find_order (battle->neutral, side, flank)
                                      != NULL);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_begin_array (leaders);
  json_builder_begin_array (units);
  add_units (leaders, units, reader_view->oobs[side]->army, 0);
  json_builder_end_array (leaders);
  json_builder_end_array (units);
  json_builder_set_member_name (builder, "leaders");
  add_node (builder, leaders);
  json_builder_set_member_name (builder, "units");
  add_node (builder, units);
  json_builder_end_object (builder);
}

/* Fair dice: a phrase is mixed in while the pre-battle rolls are not made. */
static void
add_phrase (JsonBuilder *builder, const FfbBattle *battle, const FfbReaderView *reader_view,
            FfbSide side)
{
  json_builder_set_member_name (builder, "phrase");
  if (!orders_open (battle))
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "given");
  json_builder_add_boolean_value (builder, reader_view->phrases[side] != NULL
                                           && reader_view->phrases[side][0] != '\0');
  json_builder_end_object (builder);
}

/* R7B(5a): his larger marches whose brigades he may still pick, as his copy says. */

static gboolean
listed (const GPtrArray *ids, const char *id)
{
  for (guint i = 0; ids != NULL && i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

/* The brigades under `unit` (itself, when it is one), in the OOB's order. */
static void
collect_brigades (const FfbUnit *unit, GPtrArray *brigades)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    g_ptr_array_add (brigades, (gpointer) unit);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect_brigades (g_ptr_array_index (unit->children, i), brigades);
}

static void
add_brigades (JsonBuilder *builder, const FfbOob *oob, const FfbReaderViewOrder *order)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < order->order->unit_ids->len; i++)
    {
      FfbUnit *unit = ffb_oob_find_unit ((FfbOob *) oob,
                                         g_ptr_array_index (order->order->unit_ids, i));
      g_autoptr(GPtrArray) brigades = g_ptr_array_new ();

      if (unit == NULL)
        continue;
      collect_brigades (unit, brigades);
      for (guint b = 0; b < brigades->len; b++)
        {
          const FfbUnit *brigade = g_ptr_array_index (brigades, b);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, brigade->id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, brigade->name);
          json_builder_set_member_name (builder, "arriving");
          json_builder_add_boolean_value (builder, listed (order->arriving, brigade->id));
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
}

static void
add_arrivals (JsonBuilder *builder, const FfbReaderView *reader_view, FfbSide side)
{
  json_builder_set_member_name (builder, "arrivals");
  json_builder_begin_array (builder);
  for (guint i = 0; reader_view->orders != NULL && i < reader_view->orders->len; i++)
    {
      const FfbReaderViewOrder *order = g_ptr_array_index (reader_view->orders, i);

      if (order->order->side != side || !order->may_pick || reader_view->oobs[side] == NULL)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "flank");
      json_builder_add_string_value (builder, ffb_flank_to_string (order->order->flank));
      json_builder_set_member_name (builder, "allowed");
      json_builder_add_int_value (builder, order->allowed);
      json_builder_set_member_name (builder, "brigades");
      add_brigades (builder, reader_view->oobs[side], order);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* C1: each move tried with the engine's edit on a copy of the battle. */

typedef gboolean (*CardMove) (FfbBattle *battle, FfbSide side, const char *card,
                              GError **error);

static gboolean
try_pick (FfbBattle *battle, FfbSide side, const char *card, GError **error)
{
  return ffb_cards_choose (battle, FFB_CARD_STEP_PICK, side, card, error);
}

static gboolean
try_play (FfbBattle *battle, FfbSide side, const char *card, GError **error)
{
  return ffb_cards_choose (battle, FFB_CARD_STEP_PLAY, side, card, error);
}

static gboolean
try_pass (FfbBattle *battle, FfbSide side, const char *card, GError **error)
{
  return ffb_cards_choose (battle, FFB_CARD_STEP_PASS, side, NULL, error);
}

static gboolean
try_done (FfbBattle *battle, FfbSide side, const char *card, GError **error)
{
  return ffb_cards_choose (battle, FFB_CARD_STEP_DONE, side, NULL, error);
}

static gboolean
accepted (const FfbBattle *battle, CardMove move, FfbSide side, const char *card)
{
  FfbBattle *trial = ffb_battle_copy (battle);
  gboolean done = move (trial, side, card, NULL);

  ffb_battle_free (trial);
  return done;
}

static void
add_moves (JsonBuilder *builder, const char *name, const FfbBattle *battle, CardMove move,
           const FfbActivation *view, const FfbDeck *deck, FfbSide side)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < view->hand[side]->len; i++)
    {
      const char *card = g_ptr_array_index (view->hand[side], i);

      if (accepted (battle, move, side, card))
        add_card (builder, deck, card);
    }
  json_builder_end_array (builder);
}

static gboolean
plays_due (const FfbActivation *view, FfbSide side)
{
  if (view->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return view->first == side;
  return view->phase == FFB_ACTIVATION_SECOND_PLAYS && ffb_activation_second (view) == side;
}

/* C1G: a Charge with one of his cards played this round that allows it, by a unit of his. */
static void
add_charge (JsonBuilder *builder, const FfbActivation *view, const FfbDeck *deck,
            const FfbReaderView *reader_view, FfbSide side)
{
  g_autoptr(GPtrArray) brigades = g_ptr_array_new ();
  gboolean any = FALSE;

  json_builder_set_member_name (builder, "charge");
  for (guint i = 0; plays_due (view, side) && i < view->played[side]->len; i++)
    any |= (ffb_deck_allowance (deck, g_ptr_array_index (view->played[side], i), side,
                                FALSE).allows & FFB_CARD_ALLOWS_CHARGE) != 0;
  if (!any || reader_view->oobs[side] == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view->played[side]->len; i++)
    {
      const char *card = g_ptr_array_index (view->played[side], i);

      if (ffb_deck_allowance (deck, card, side, FALSE).allows & FFB_CARD_ALLOWS_CHARGE)
        add_card (builder, deck, card);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  collect_brigades (reader_view->oobs[side]->army, brigades);
  for (guint i = 0; i < brigades->len; i++)
    {
      const FfbUnit *unit = g_ptr_array_index (brigades, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, unit->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_c1 (JsonBuilder *builder, const FfbBattle *battle, const FfbReaderView *reader_view,
        FfbSide side)
{
  g_autoptr(FfbActivation) view = NULL;
  const FfbDeck *deck;

  json_builder_set_member_name (builder, "c1");
  if (battle->neutral != NULL && battle->neutral->cards != NULL)
    view = ffb_cards_view (battle, side, NULL);
  if (view == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  deck = battle->neutral->cards->deck;
  json_builder_begin_object (builder);
  add_moves (builder, "pick", battle, try_pick, view, deck, side);
  add_moves (builder, "play", battle, try_play, view, deck, side);
  json_builder_set_member_name (builder, "pass");
  json_builder_add_boolean_value (builder, accepted (battle, try_pass, side, NULL));
  json_builder_set_member_name (builder, "done");
  json_builder_add_boolean_value (builder, accepted (battle, try_done, side, NULL));
  add_charge (builder, view, deck, reader_view, side);
  json_builder_end_object (builder);
}

/* C2C: a pick to play or to pass with, while his pick is not in. */
static void
add_c2 (JsonBuilder *builder, FfbCampaign *campaign, FfbSide side)
{
  g_autoptr(FfbActionCards) state = NULL;
  g_autoptr(FfbActionCards) view = NULL;
  gboolean open;

  json_builder_set_member_name (builder, "c2");
  if (campaign->action_cards != NULL)
    state = ffb_action_play_state (campaign, NULL);
  if (state == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  /* From here on only what his side may see. */
  view = ffb_action_cards_view (state, side);
  g_clear_pointer (&state, ffb_action_cards_free);
  open = view->phase == FFB_ACTION_CARDS_PICKING && view->pick[side] == NULL;
  json_builder_begin_object (builder);
  for (int pass = 0; pass < 2; pass++)
    {
      json_builder_set_member_name (builder, pass ? "pass" : "pick");
      json_builder_begin_array (builder);
      for (guint i = 0; open && i < view->hand[side]->len; i++)
        add_card (builder, campaign->action_cards->deck, g_ptr_array_index (view->hand[side], i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

static void
add_member_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

static void
add_member_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

/* One of his blocks as it stands, and whether it retreats in the next round. */
static void
add_block (JsonBuilder *builder, const FfbBlockBattle *battle, const FfbBlock *block)
{
  g_autofree char *rating = ffb_block_rating_to_string (block->rating);
  g_auto(GStrv) retreats = ffb_blocks_round_retreats (battle, battle->round + 1);

  json_builder_begin_object (builder);
  add_member_string (builder, "id", block->id);
  add_member_string (builder, "name", block->name);
  add_member_string (builder, "rating", rating);
  json_builder_set_member_name (builder, "steps");
  json_builder_add_int_value (builder, block->steps);
  json_builder_set_member_name (builder, "full");
  json_builder_add_int_value (builder, block->full_steps);
  /* C2F: a battle reserve neither fires nor retreats in round 1. */
  add_member_bool (builder, "may_retreat", !(block->reserve && battle->round == 0));
  add_member_bool (builder, "retreat", g_strv_contains ((const char *const *) retreats,
                                                        block->id));
  json_builder_end_object (builder);
}

/* The tie the round waits at, when the blocks tied are his (C2G: his choice among equals). */
static void
add_tie (JsonBuilder *builder, const FfbBlockBattle *battle, FfbBlockSide mine)
{
  const FfbBlock *first = battle->tie != NULL ? ffb_blocks_find (battle, battle->tie[0]) : NULL;

  json_builder_set_member_name (builder, "tie");
  if (first == NULL || first->side != mine)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_array (builder);
  for (guint i = 0; battle->tie[i] != NULL; i++)
    {
      const FfbBlock *block = ffb_blocks_find (battle, battle->tie[i]);

      json_builder_begin_object (builder);
      add_member_string (builder, "id", block->id);
      add_member_string (builder, "name", block->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* C2G: the block battle under way in the campaign, when it says which player attacks: his
 * blocks in action, his orders for the next round while he may give them, and the choice
 * among equals of his blocks when the round waits for it. Nothing of the other side's blocks
 * but whether he has given his orders. */
static void
add_blocks (JsonBuilder *builder, FfbCampaign *campaign, FfbSide side)
{
  g_autoptr(FfbBlockBattle) battle = NULL;
  FfbBlockSide mine;

  json_builder_set_member_name (builder, "blocks");
  if (campaign->blocks_battle != NULL)
    battle = ffb_blocks_campaign_under_way (campaign, NULL, NULL);
  if (battle == NULL || !ffb_blocks_player_side (battle, side, &mine))
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  add_member_string (builder, "name", battle->name);
  add_member_string (builder, "side", ffb_block_side_to_string (mine));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, battle->round + 1);
  add_member_bool (builder, "orders", !battle->begun && !battle->ordered[mine]);
  add_member_bool (builder, "given", battle->ordered[mine]);
  add_member_bool (builder, "other_given", battle->ordered[ffb_block_side_other (mine)]);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (block->side == mine && block->state == FFB_BLOCK_PRESENT)
        add_block (builder, battle, block);
    }
  json_builder_end_array (builder);
  add_tie (builder, battle, mine);
  json_builder_end_object (builder);
}

void
ffb_serve_offers_add (JsonBuilder *builder, FfbCampaign *campaign, FfbBattle *battle,
                      const FfbReaderView *reader_view, FfbSide side)
{
  g_return_if_fail (builder != NULL && campaign != NULL && battle != NULL && reader_view != NULL);
  json_builder_begin_object (builder);
  add_order (builder, battle, reader_view, side);
  add_phrase (builder, battle, reader_view, side);
  add_arrivals (builder, reader_view, side);
  add_c1 (builder, battle, reader_view, side);
  add_c2 (builder, campaign, side);
  add_blocks (builder, campaign, side);
  json_builder_end_object (builder);
}
