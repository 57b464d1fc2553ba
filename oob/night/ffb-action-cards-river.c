/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-cards-river.c: C2E's exceptions (ffb-action-cards.h). While the USA holds St.
 * Louis, Memphis and Vicksburg, a Confederate Supply card gives one step less and a
 * Confederate Build east of the river comes in one step short, both at full value west of the
 * river or in Georgia. Decision (RULES.md C2E): the Confederate player says where his revealed
 * card is used, east of the river, or west of it / in Georgia; a card whose steps all go west
 * or into Georgia keeps its full value, otherwise it gives one step less. The app shows both
 * values before he says. */
#include "ffb-action-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

/* The place inside a sentence: "used west of the Mississippi". */
static const char *
place_phrase (int place)
{
  switch (place)
    {
    case FFB_CARD_PLACE_WEST:
      return _("west of the Mississippi");
    case FFB_CARD_PLACE_GEORGIA:
      return _("in Georgia");
    case FFB_CARD_PLACE_EAST:
    default:
      return _("east of the Mississippi");
    }
}

static gboolean
full_value_at (int place)
{
  return place == FFB_CARD_PLACE_WEST || place == FFB_CARD_PLACE_GEORGIA;
}

FfbCardAllowance
ffb_action_cards_allowance_at (const FfbActionCards *cards, const FfbDeck *deck, FfbSide side,
                               int place)
{
  FfbCardAllowance nothing = { 0, 0, 0, 0 };

  g_return_val_if_fail (cards != NULL && deck != NULL, nothing);
  if (cards->phase != FFB_ACTION_CARDS_REVEALED || cards->passing[side])
    return nothing;
  return ffb_deck_allowance (deck, cards->pick[side], side,
                             cards->mississippi && !full_value_at (place));
}

static gboolean
allowances_differ (FfbCardAllowance a, FfbCardAllowance b)
{
  return a.actions != b.actions || a.build_short != b.build_short;
}

gboolean
ffb_action_cards_river_matters (const FfbActionCards *cards, const FfbDeck *deck, FfbSide side)
{
  g_return_val_if_fail (cards != NULL && deck != NULL, FALSE);
  return side == FFB_SIDE_CONFEDERATE && cards->mississippi
         && allowances_differ (ffb_action_cards_allowance_at (cards, deck, side,
                                                              FFB_CARD_PLACE_EAST),
                               ffb_action_cards_allowance_at (cards, deck, side,
                                                              FFB_CARD_PLACE_WEST));
}

gboolean
ffb_action_cards_say_where (FfbActionCards *cards, const FfbDeck *deck, FfbSide side,
                            int place, GError **error)
{
  g_return_val_if_fail (cards != NULL && deck != NULL, FALSE);
  if (place < 0 || place >= FFB_N_CARD_PLACES)
    return ffb_refuse (error, _("C2E: a card is used east of the Mississippi, west of it or in "
                                "Georgia."));
  if (cards->phase != FFB_ACTION_CARDS_REVEALED || cards->passing[side])
    return ffb_refuse (error, _("C2E: the %s player says where his card is used once it is "
                                "revealed, and not for a pass."), ffb_side_display_name (side));
  if (!ffb_action_cards_river_matters (cards, deck, side))
    return ffb_refuse (error, _("C2E: the %s player's %s gives the same wherever it is used: "
                                "only a Confederate Supply card or Build loses a step, while the "
                                "USA holds the river."), ffb_side_display_name (side),
                       ffb_deck_card_name (deck, cards->pick[side]));
  if (cards->where[side] >= 0)
    return ffb_refuse (error, _("C2E: the %s player has said where his %s is used this turn: "
                                "%s."), ffb_side_display_name (side),
                       ffb_deck_card_name (deck, cards->pick[side]),
                       place_phrase (cards->where[side]));
  cards->where[side] = place;
  return TRUE;
}

char *
ffb_action_cards_river_text (const FfbActionCards *cards, const FfbDeck *deck, FfbSide side)
{
  FfbCardAllowance east, west;
  g_autofree char *east_text = NULL, *west_text = NULL;

  g_return_val_if_fail (cards != NULL && deck != NULL, NULL);
  if (!ffb_action_cards_river_matters (cards, deck, side))
    return NULL;
  east = ffb_action_cards_allowance_at (cards, deck, side, FFB_CARD_PLACE_EAST);
  west = ffb_action_cards_allowance_at (cards, deck, side, FFB_CARD_PLACE_WEST);
  east_text = ffb_deck_allowance_text (&east);
  west_text = ffb_deck_allowance_text (&west);
  if (cards->where[side] >= 0 && full_value_at (cards->where[side]))
    /* Translators: C2E, once the Confederate player has said his card goes west of the river
     * or into Georgia: where, what it gives there, and what it would give east of it. */
    return g_strdup_printf (_("C2E: used %s, the %s keeps its full value: %s East of the "
                              "Mississippi it would give %s"), place_phrase (cards->where[side]),
                            ffb_deck_card_name (deck, cards->pick[side]), west_text, east_text);
  if (cards->where[side] >= 0)
    /* Translators: C2E, once the Confederate player has said his card goes east of the river:
     * what it gives there, and what it would give west of it or in Georgia. */
    return g_strdup_printf (_("C2E: used east of the Mississippi, the %s gives "
                              "%s West of it or in Georgia it would give %s"),
                            ffb_deck_card_name (deck, cards->pick[side]), east_text, west_text);
  /* Translators: C2E, before the Confederate player says where his card goes: both values. */
  return g_strdup_printf (_("C2E: the USA holds the river. East of the Mississippi the %s gives "
                            "%s West of it or in Georgia: %s Say where it is used."),
                          ffb_deck_card_name (deck, cards->pick[side]), east_text, west_text);
}
