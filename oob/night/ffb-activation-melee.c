/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-melee.c: a round's Charges and the order of its melees (C1C, C1E;
 * ffb-activation.h).
 *
 * A Charge is a MOVE that ends in contact, and only Hearts and jokers allow it (C1C). The
 * neutral party does not see the tabletop, so the table says each Charge as it is made: since
 * C1G by the unit that makes it (ffb-activation-act.c), each charging unit counting once; a
 * record from before C1G says a Charge without a unit, counted against the actions of the
 * cards its player has played this round that allow one (ffb_activation_charge). Then melees
 * are resolved, in the order chosen by the player who made the most Charges this round
 * (C1E). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

int
ffb_activation_acting_side (const FfbActivation *activation)
{
  if (activation->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return activation->first;
  if (activation->phase == FFB_ACTIVATION_SECOND_PLAYS)
    return ffb_activation_second (activation);
  return -1;
}

guint
ffb_activation_charges_allowed (const FfbActivation *activation, const FfbDeck *deck,
                                FfbSide side)
{
  const GPtrArray *played;
  guint allowed = 0;

  g_return_val_if_fail (activation != NULL && deck != NULL, 0);
  played = activation->played[side];
  for (guint i = 0; i < played->len; i++)
    {
      /* Mississippi is C2E's and plays no part here. */
      FfbCardAllowance allowance = ffb_deck_allowance (deck, g_ptr_array_index (played, i),
                                                       side, FALSE);

      if (allowance.allows & FFB_CARD_ALLOWS_CHARGE)
        allowed += (guint) MAX (allowance.actions, 0);
    }
  return allowed;
}

/* Decision: a Charge is made during its player's own plays and no later. He acts with his
 * cards until he says his plays are complete (C1E); a Charge recorded after that would be an
 * action out of his turn, and the record would no longer follow the table's order. */
static gboolean
check_may_charge (const FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                  GError **error)
{
  guint allowed;

  if (ffb_activation_acting_side (activation) != (int) side)
    return ffb_refuse (error, _("C1E: the %s player makes a Charge only with his own "
                                "plays of the round, while he acts."),
                       ffb_side_display_name (side));
  allowed = ffb_activation_charges_allowed (activation, deck, side);
  if (allowed == 0)
    return ffb_refuse (error, _("C1C: the %s player's cards played this round allow "
                                "no Charge: only Hearts and jokers do."),
                       ffb_side_display_name (side));
  if (activation->charges[side] >= allowed)
    return ffb_refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "C1C: the %s player's cards played this "
                                           "round allow %u Charge, and he has made "
                                           "it.",
                                           "C1C: the %s player's cards played this "
                                           "round allow %u Charges, and he has made "
                                           "them all.", allowed),
                       ffb_side_display_name (side), allowed);
  return TRUE;
}

gboolean
ffb_activation_charge (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                       GError **error)
{
  g_return_val_if_fail (activation != NULL && deck != NULL, FALSE);

  if (!check_may_charge (activation, deck, side, error))
    return FALSE;
  activation->charges[side]++;
  return TRUE;
}

/* C1E names the player who made the most Charges. Decision (ours: C1E is silent on a tie):
 * on a tie the First Player chooses, as he acted first. No Charge, no melee from one. */
void
ffb_activation_end_melees (FfbActivation *activation)
{
  FfbActivationMelee *melee = &activation->melee;
  guint union_charges = activation->charges[FFB_SIDE_UNION];
  guint confederate_charges = activation->charges[FFB_SIDE_CONFEDERATE];

  melee->turn = activation->turn;
  melee->round = activation->round;
  melee->charges[FFB_SIDE_UNION] = union_charges;
  melee->charges[FFB_SIDE_CONFEDERATE] = confederate_charges;
  if (union_charges == 0 && confederate_charges == 0)
    melee->chooser = -1;
  else if (union_charges == confederate_charges)
    melee->chooser = activation->first;
  else
    melee->chooser = union_charges > confederate_charges ? FFB_SIDE_UNION
                                                         : FFB_SIDE_CONFEDERATE;
}

char *
ffb_activation_melee_text (const FfbActivation *activation)
{
  const FfbActivationMelee *melee;
  guint mine, theirs;

  g_return_val_if_fail (activation != NULL, NULL);
  melee = &activation->melee;
  if (melee->round == 0)
    return NULL;
  if (melee->chooser < 0)
    return g_strdup_printf (_("Melees of round %u (C1E): no Charge was made, so there is no "
                              "melee from a Charge."), melee->round);
  mine = melee->charges[melee->chooser];
  theirs = melee->charges[ffb_side_other (melee->chooser)];
  if (mine == theirs)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Melees of round %u (C1E): %u Charge each; on a tie "
                                         "the First Player, the %s player, chooses their order "
                                         "(our decision: C1E is silent on a tie).",
                                         "Melees of round %u (C1E): %u Charges each; on a tie "
                                         "the First Player, the %s player, chooses their order "
                                         "(our decision: C1E is silent on a tie).", mine),
                            melee->round, mine, ffb_side_display_name (melee->chooser));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Melees of round %u (C1E): the %s player chooses their "
                                       "order: %u Charge to %u.",
                                       "Melees of round %u (C1E): the %s player chooses their "
                                       "order: %u Charges to %u.", mine),
                          melee->round, ffb_side_display_name (melee->chooser), mine, theirs);
}
