/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-play.c: a battle's record of card play (ffb-card-play.h). */
#include "ffb-card-play.h"

static const char *const step_words[FFB_N_CARD_STEPS] = {
  "deal", "pick", "pass", "reveal", "play", "done", "pass-with", "end-turn", "mississippi-held",
  "mississippi-open", "charge", "act", "use-where",
};

const char *
ffb_card_step_to_string (FfbCardStepKind kind)
{
  g_return_val_if_fail (kind < FFB_N_CARD_STEPS, NULL);
  return step_words[kind];
}

gboolean
ffb_card_step_from_string (const char *word, FfbCardStepKind *out)
{
  for (int i = 0; word != NULL && i < FFB_N_CARD_STEPS; i++)
    if (g_str_equal (word, step_words[i]))
      {
        *out = (FfbCardStepKind) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
ffb_card_step_has_side (FfbCardStepKind kind)
{
  return kind == FFB_CARD_STEP_PICK || kind == FFB_CARD_STEP_PASS || kind == FFB_CARD_STEP_PLAY
         || kind == FFB_CARD_STEP_DONE || kind == FFB_CARD_STEP_PASS_WITH
         || kind == FFB_CARD_STEP_CHARGE || kind == FFB_CARD_STEP_ACT
         || kind == FFB_CARD_STEP_WHERE;
}

gboolean
ffb_card_step_has_card (FfbCardStepKind kind)
{
  return kind == FFB_CARD_STEP_PICK || kind == FFB_CARD_STEP_PLAY
         || kind == FFB_CARD_STEP_PASS_WITH || kind == FFB_CARD_STEP_ACT;
}

gboolean
ffb_card_step_has_unit (FfbCardStepKind kind)
{
  return kind == FFB_CARD_STEP_ACT;
}

gboolean
ffb_card_step_has_place (FfbCardStepKind kind)
{
  return kind == FFB_CARD_STEP_WHERE;
}

gboolean
ffb_card_step_fits (FfbCardStepKind kind, FfbDeckSystem system)
{
  switch (kind)
    {
    case FFB_CARD_STEP_DEAL:
    case FFB_CARD_STEP_PICK:
    case FFB_CARD_STEP_REVEAL:
      return TRUE;
    case FFB_CARD_STEP_PASS:
    case FFB_CARD_STEP_PLAY:
    case FFB_CARD_STEP_DONE:
    case FFB_CARD_STEP_CHARGE:
    case FFB_CARD_STEP_ACT:
      return system == FFB_DECK_ACTIVATION;
    case FFB_CARD_STEP_PASS_WITH:
    case FFB_CARD_STEP_END_TURN:
    case FFB_CARD_STEP_RIVER_HELD:
    case FFB_CARD_STEP_RIVER_OPEN:
    case FFB_CARD_STEP_WHERE:
    default:
      return system == FFB_DECK_ACTION;
    }
}

FfbCardStep *
ffb_card_step_new (FfbCardStepKind kind, int side, const char *card)
{
  FfbCardStep *step = g_new0 (FfbCardStep, 1);

  step->kind = kind;
  step->side = ffb_card_step_has_side (kind) ? side : -1;
  step->card = ffb_card_step_has_card (kind) ? g_strdup (card) : NULL;
  step->action = -1;
  step->place = -1;
  return step;
}

FfbCardStep *
ffb_card_step_new_where (int side, int place)
{
  FfbCardStep *step = ffb_card_step_new (FFB_CARD_STEP_WHERE, side, NULL);

  step->place = place;
  return step;
}

FfbCardStep *
ffb_card_step_new_act (int side, const char *card, const char *unit, int action)
{
  FfbCardStep *step = ffb_card_step_new (FFB_CARD_STEP_ACT, side, card);

  step->unit = g_strdup (unit);
  step->action = action;
  return step;
}

FfbCardStep *
ffb_card_step_copy (const FfbCardStep *step)
{
  FfbCardStep *copy = ffb_card_step_new (step->kind, step->side, step->card);

  copy->unit = g_strdup (step->unit);
  copy->action = step->action;
  copy->place = step->place;
  return copy;
}

void
ffb_card_step_free (FfbCardStep *step)
{
  if (step == NULL)
    return;
  g_free (step->card);
  g_free (step->unit);
  g_free (step);
}

gboolean
ffb_card_step_equal (const FfbCardStep *a, const FfbCardStep *b)
{
  return a->kind == b->kind && a->side == b->side && g_strcmp0 (a->card, b->card) == 0
         && g_strcmp0 (a->unit, b->unit) == 0 && a->action == b->action && a->place == b->place;
}

FfbCardPlay *
ffb_card_play_new (FfbDeck *deck)
{
  FfbCardPlay *play = g_new0 (FfbCardPlay, 1);

  g_return_val_if_fail (deck != NULL, NULL);
  play->deck = deck;
  play->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_card_step_free);
  play->view = -1;
  return play;
}

void
ffb_card_play_set_view (FfbCardPlay *play, int side, gpointer state, GDestroyNotify state_free)
{
  g_return_if_fail (play != NULL);

  if (play->view_state != NULL && play->view_free != NULL)
    play->view_free (play->view_state);
  play->view = side;
  play->view_state = state;
  play->view_free = state_free;
}

void
ffb_card_play_free (FfbCardPlay *play)
{
  if (play == NULL)
    return;
  ffb_card_play_set_view (play, -1, NULL, NULL);
  ffb_deck_free (play->deck);
  g_ptr_array_unref (play->steps);
  g_free (play);
}
