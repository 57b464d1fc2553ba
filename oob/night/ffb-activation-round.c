/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation-round.c: a round's follow-up plays of the activation deck (C1E;
 * ffb-activation.h): whose plays they are, and further cards that must outrank. The picks, the
 * reveal and the round's end are the card machine's (ffb-activation-turn.c). */
#include "ffb-activation-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-pile.h"

static const char *
side_name (FfbSide side)
{
  return ffb_side_display_name (side);
}

static gboolean
check_outranks (const FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                const char *card_id, GError **error)
{
  const char *own = ffb_activation_last_played (activation, side);
  const char *first_last = ffb_activation_last_played (activation, activation->first);

  if (side == activation->first)
    {
      if (ffb_activation_compare (activation, deck, card_id, own) > 0)
        return TRUE;
      return ffb_refuse (error, _("C1E: the %s does not outrank the %s, the First "
                                  "Player's previous card; each further card must."),
                         ffb_deck_card_name (deck, card_id),
                         ffb_deck_card_name (deck, own));
    }
  if (ffb_activation_compare (activation, deck, card_id, own) > 0
      && ffb_activation_compare (activation, deck, card_id, first_last) > 0)
    return TRUE;
  return ffb_refuse (error, _("C1E: the %s does not outrank both the %s, the Second "
                              "Player's previous card, and the %s, the First Player's "
                              "last card; each further card must."),
                     ffb_deck_card_name (deck, card_id),
                     ffb_deck_card_name (deck, own),
                     ffb_deck_card_name (deck, first_last));
}

gboolean
ffb_activation_check_players_turn (const FfbActivation *activation, FfbSide side,
                                   GError **error)
{
  FfbSide acting;

  if (activation->phase != FFB_ACTIVATION_FIRST_PLAYS
      && activation->phase != FFB_ACTIVATION_SECOND_PLAYS)
    return ffb_refuse (error, _("C1E: cards are played on only after the reveal."));
  acting = activation->phase == FFB_ACTIVATION_FIRST_PLAYS ? activation->first
                                                          : ffb_activation_second (activation);
  if (side == acting)
    return TRUE;
  if (activation->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return ffb_refuse (error, _("C1E: the %s player is First Player and acts first; "
                                "the %s player waits until his plays are complete."),
                       side_name (acting), side_name (side));
  return ffb_refuse (error, _("C1E: the First Player's plays are complete; it is the "
                              "%s player's turn to act."), side_name (acting));
}

gboolean
ffb_activation_play (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                     const char *card_id, GError **error)
{
  g_return_val_if_fail (activation != NULL && deck != NULL && card_id != NULL, FALSE);

  if (!ffb_activation_check_players_turn (activation, side, error))
    return FALSE;
  if (!ffb_pile_contains (activation->hand[side], card_id))
    return ffb_refuse (error, _("C1E: the card \"%s\" is not in the %s player's "
                                "hand."), card_id, side_name (side));
  if (!check_outranks (activation, deck, side, card_id, error))
    return FALSE;
  ffb_pile_remove (activation->hand[side], card_id);
  ffb_pile_add (activation->played[side], card_id);
  return TRUE;
}
