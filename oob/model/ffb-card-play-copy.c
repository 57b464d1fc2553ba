/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-play-copy.c: a card record copied and compared (ffb-card-play.h). A player's view
 * holds the state of its deck's system: C1's activation (FfbActivation) or C2's action deck
 * (FfbActionCards); the deck says which, so that the one is never copied as the other. */
#include "ffb-card-play.h"

#include "ffb-action-state.h"
#include "ffb-activation-state.h"

static gpointer
view_state_copy (FfbDeckSystem system, gconstpointer state)
{
  if (system == FFB_DECK_ACTION)
    return ffb_action_cards_copy (state);
  return ffb_activation_copy (state);
}

static GDestroyNotify
view_state_free (FfbDeckSystem system)
{
  if (system == FFB_DECK_ACTION)
    return (GDestroyNotify) ffb_action_cards_free;
  return (GDestroyNotify) ffb_activation_free;
}

static gboolean
view_states_equal (FfbDeckSystem system, gconstpointer a, gconstpointer b)
{
  if (system == FFB_DECK_ACTION)
    return ffb_action_cards_equal (a, b);
  return ffb_activation_equal (a, b);
}

FfbCardPlay *
ffb_card_play_copy (const FfbCardPlay *play)
{
  FfbCardPlay *copy;
  FfbDeckSystem system;

  g_return_val_if_fail (play != NULL, NULL);
  system = play->deck->system;
  copy = ffb_card_play_new (ffb_deck_copy (play->deck));
  for (guint i = 0; i < play->steps->len; i++)
    g_ptr_array_add (copy->steps, ffb_card_step_copy (g_ptr_array_index (play->steps, i)));
  if (play->view >= 0)
    ffb_card_play_set_view (copy, play->view, view_state_copy (system, play->view_state),
                            view_state_free (system));
  return copy;
}

static gboolean
steps_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!ffb_card_step_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

gboolean
ffb_card_play_equal (const FfbCardPlay *a, const FfbCardPlay *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (!ffb_deck_equal (a->deck, b->deck) || !steps_equal (a->steps, b->steps)
      || a->view != b->view)
    return FALSE;
  return a->view < 0 || view_states_equal (a->deck->system, a->view_state, b->view_state);
}
