/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game.c: a card record replayed and kept a choice at a time (ffb-card-game.h). */
#include "ffb-card-game.h"

static gboolean
apply (const FfbCardRules *rules, gconstpointer owner, gpointer state, const FfbDeck *deck,
       FfbDice *dice, const FfbCardStep *step, GError **error)
{
  if (rules->owner_take != NULL && step->kind == rules->owner_kind)
    return rules->owner_take (owner, state, deck, step, error);
  return ffb_card_machine_take (rules->machine, state, deck, dice, step, error);
}

gpointer
ffb_card_game_replay (const FfbCardRules *rules, gconstpointer owner, const FfbCardPlay *play,
                      gboolean deal_next, FfbDice **dice_out, GError **error)
{
  g_autoptr(FfbDice) dice = NULL;
  gpointer state;

  g_return_val_if_fail (rules != NULL && play != NULL, NULL);
  if ((state = rules->machine->state_new (play->deck, error)) == NULL)
    return NULL;
  if ((play->steps->len > 0 || deal_next)
      && (dice = rules->open_dice (owner, deal_next && play->steps->len == 0, error)) == NULL)
    return (rules->machine->state_free (state), NULL);
  for (guint i = 0; i < play->steps->len; i++)
    {
      const FfbCardStep *step = g_ptr_array_index (play->steps, i);
      g_autoptr(GError) why = NULL;

      if (!apply (rules, owner, state, play->deck, dice, step, &why))
        {
          rules->broken (owner, i, step, why, error);
          return (rules->machine->state_free (state), NULL);
        }
    }
  if (dice_out != NULL)
    *dice_out = g_steal_pointer (&dice);
  return state;
}

gboolean
ffb_card_game_record (const FfbCardRules *rules, gpointer owner, FfbCardStep *step,
                      GError **error)
{
  g_autoptr(FfbDice) dice = NULL;
  FfbCardPlay *play;
  gpointer state;
  gboolean follows;

  g_return_val_if_fail (rules != NULL && owner != NULL && step != NULL, FALSE);
  if ((play = rules->editable (owner, step, error)) == NULL)
    return (ffb_card_step_free (step), FALSE);
  state = ffb_card_game_replay (rules, owner, play, step->kind == FFB_CARD_STEP_DEAL, &dice,
                                error);
  follows = state != NULL && apply (rules, owner, state, play->deck, dice, step, error);
  if (state != NULL)
    rules->machine->state_free (state);
  if (!follows)
    return (ffb_card_step_free (step), FALSE);
  g_ptr_array_add (play->steps, step);
  return TRUE;
}

gboolean
ffb_card_game_choose (const FfbCardRules *rules, gpointer owner, FfbCardStepKind kind, int side,
                      const char *card, GError **error)
{
  g_return_val_if_fail (card != NULL || !ffb_card_step_has_card (kind), FALSE);
  return ffb_card_game_record (rules, owner, ffb_card_step_new (kind, side, card), error);
}
