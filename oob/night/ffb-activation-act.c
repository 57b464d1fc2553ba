/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-act.c: a round's actions, unit by unit (C1G; ffb-activation.h).
 *
 * C1B gives a card its number of actions, and C1G reads the seed's "the number of actions a
 * unit can perform" as per unit: every unit the player activates with the card may make up to
 * that many, of the kinds its suit allows (C1C). A King of Hearts (one action) thus lets each
 * unit it activates make its one action, a Charge included. The neutral party does not see the
 * tabletop, so the table names each unit as it acts; the count is kept per card and unit, and
 * each unit that charges counts once for the melee order (C1E, ffb-activation-melee.c). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

guint
ffb_activation_unit_actions (const FfbActivation *activation, FfbSide side, const char *card,
                             const char *unit)
{
  guint made = 0;

  g_return_val_if_fail (activation != NULL && card != NULL && unit != NULL, 0);
  for (guint i = 0; i < activation->acts[side]->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (activation->acts[side], i);

      made += g_str_equal (act->card, card) && g_str_equal (act->unit, unit);
    }
  return made;
}

gboolean
ffb_activation_unit_charged (const FfbActivation *activation, FfbSide side, const char *unit)
{
  g_return_val_if_fail (activation != NULL && unit != NULL, FALSE);
  for (guint i = 0; i < activation->acts[side]->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (activation->acts[side], i);

      if (g_str_equal (act->unit, unit) && (1u << act->action) == FFB_CARD_ALLOWS_CHARGE)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
ffb_activation_units_acted (const FfbActivation *activation, FfbSide side)
{
  GPtrArray *units = g_ptr_array_new ();

  g_return_val_if_fail (activation != NULL, units);
  for (guint i = 0; i < activation->acts[side]->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (activation->acts[side], i);

      if (!g_ptr_array_find_with_equal_func (units, act->unit, g_str_equal, NULL))
        g_ptr_array_add (units, act->unit);
    }
  return units;
}

static gboolean
check_card_played (const FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                   const char *card, GError **error)
{
  if (ffb_activation_acting_side (activation) != (int) side)
    return ffb_refuse (error, _("C1E: the %s player's units act only with his own "
                                "plays of the round, while he acts."),
                       ffb_side_display_name (side));
  if (ffb_deck_lookup (deck, card) == NULL
      || !g_ptr_array_find_with_equal_func (activation->played[side], card, g_str_equal, NULL))
    return ffb_refuse (error, _("C1G: the card \"%s\" is not one the %s player has "
                                "played this round."), card,
                       ffb_side_display_name (side));
  return TRUE;
}

/* C1C: the kind of action, C1B and C1G: the card's number, per unit. */
static gboolean
check_action (const FfbActivation *activation, const FfbDeck *deck, FfbSide side,
              const char *card, const char *unit, const char *shown, int action,
              GError **error)
{
  FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, FALSE);
  guint made;

  if (action < 0 || action >= FFB_N_CARD_ALLOWS || !(allowance.allows & (1u << action)))
    {
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);

      return ffb_refuse (error, _("C1C: the %s allows no %s; it gives %s"),
                         ffb_deck_card_name (deck, card),
                         action >= 0 && action < FFB_N_CARD_ALLOWS
                         ? ffb_card_allow_display_name (action) : "?", allows);
    }
  made = ffb_activation_unit_actions (activation, side, card, unit);
  if (made >= (guint) MAX (allowance.actions, 0))
    return ffb_refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "C1G: the %s gives each unit it activates "
                                           "%d action, and %s has made it.",
                                           "C1G: the %s gives each unit it activates "
                                           "%d actions, and %s has made them all.",
                                           allowance.actions),
                       ffb_deck_card_name (deck, card), allowance.actions,
                       shown != NULL ? shown : unit);
  return TRUE;
}

gboolean
ffb_activation_act (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                    const char *card, const char *unit, const char *shown, int action,
                    GError **error)
{
  gboolean charge = action >= 0 && action < FFB_N_CARD_ALLOWS
                    && (1u << action) == FFB_CARD_ALLOWS_CHARGE;

  g_return_val_if_fail (activation != NULL && deck != NULL && card != NULL && unit != NULL,
                        FALSE);
  if (!check_card_played (activation, deck, side, card, error)
      || !check_action (activation, deck, side, card, unit, shown, action, error))
    return FALSE;
  /* C1E counts the units that charged, each once, whatever its actions. */
  if (charge && !ffb_activation_unit_charged (activation, side, unit))
    activation->charges[side]++;
  g_ptr_array_add (activation->acts[side], ffb_activation_act_new (card, unit, action));
  return TRUE;
}
