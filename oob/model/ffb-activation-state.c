/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-state.c: the activation deck's state as data (C1, ffb-activation-state.h):
 * its making, copies and equality. */
#include "ffb-activation-state.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

FfbActivationAct *
ffb_activation_act_new (const char *card, const char *unit, int action)
{
  FfbActivationAct *act = g_new0 (FfbActivationAct, 1);

  act->card = g_strdup (card);
  act->unit = g_strdup (unit);
  act->action = action;
  return act;
}

void
ffb_activation_act_free (FfbActivationAct *act)
{
  if (act == NULL)
    return;
  g_free (act->card);
  g_free (act->unit);
  g_free (act);
}

GPtrArray *
ffb_activation_acts_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_activation_act_free);
}

GPtrArray *
ffb_activation_acts_copy (const GPtrArray *acts)
{
  GPtrArray *copy = ffb_activation_acts_new ();

  for (guint i = 0; i < acts->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (acts, i);

      g_ptr_array_add (copy, ffb_activation_act_new (act->card, act->unit, act->action));
    }
  return copy;
}

gboolean
ffb_activation_acts_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbActivationAct *x = g_ptr_array_index (a, i), *y = g_ptr_array_index (b, i);

      if (g_strcmp0 (x->card, y->card) != 0 || g_strcmp0 (x->unit, y->unit) != 0
          || x->action != y->action)
        return FALSE;
    }
  return TRUE;
}

FfbActivation *
ffb_activation_new (const FfbDeck *deck, GError **error)
{
  FfbActivation *activation;

  g_return_val_if_fail (deck != NULL, NULL);
  if (deck->system != FFB_DECK_ACTIVATION)
    {
      ffb_refuse (error, _("C1: the deck \"%s\" is not an activation deck for the tabletop "
                           "battle."), deck->name);
      return NULL;
    }
  activation = g_new0 (FfbActivation, 1);
  ffb_card_piles_init (&activation->piles, deck);
  activation->drawn = ffb_pile_new ();
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      activation->played[side] = ffb_pile_new ();
      activation->acts[side] = ffb_activation_acts_new ();
    }
  activation->melee.chooser = -1;
  return activation;
}

void
ffb_activation_free (FfbActivation *activation)
{
  if (activation == NULL)
    return;
  ffb_card_piles_clear (&activation->piles);
  g_ptr_array_unref (activation->drawn);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_ptr_array_unref (activation->played[side]);
      g_ptr_array_unref (activation->acts[side]);
    }
  g_free (activation);
}

FfbActivation *
ffb_activation_copy (const FfbActivation *activation)
{
  FfbActivation *copy;

  g_return_val_if_fail (activation != NULL, NULL);
  copy = g_memdup2 (activation, sizeof *activation);
  ffb_card_piles_copy (&copy->piles, &activation->piles);
  copy->drawn = ffb_pile_copy (activation->drawn);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      copy->played[side] = ffb_pile_copy (activation->played[side]);
      copy->acts[side] = ffb_activation_acts_copy (activation->acts[side]);
    }
  return copy;
}

static gboolean
sides_equal (const FfbActivation *a, const FfbActivation *b, FfbSide side)
{
  return ffb_pile_equal (a->played[side], b->played[side]) && a->passed[side] == b->passed[side]
         && a->charges[side] == b->charges[side]
         && ffb_activation_acts_equal (a->acts[side], b->acts[side]);
}

static gboolean
melees_equal (const FfbActivationMelee *a, const FfbActivationMelee *b)
{
  return a->turn == b->turn && a->round == b->round && a->chooser == b->chooser
         && a->charges[FFB_SIDE_UNION] == b->charges[FFB_SIDE_UNION]
         && a->charges[FFB_SIDE_CONFEDERATE] == b->charges[FFB_SIDE_CONFEDERATE];
}

gboolean
ffb_activation_equal (const FfbActivation *a, const FfbActivation *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return ffb_card_piles_equal (&a->piles, &b->piles) && a->shuffles == b->shuffles
         && a->turn == b->turn && a->round == b->round && a->phase == b->phase
         && a->first == b->first && ffb_pile_equal (a->drawn, b->drawn)
         && sides_equal (a, b, FFB_SIDE_UNION) && sides_equal (a, b, FFB_SIDE_CONFEDERATE)
         && melees_equal (&a->melee, &b->melee);
}
