/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-play.h: the action deck of the campaign's years as the campaign keeps it (RULES.md
 * C2, issue 15): the edit functions that turn it on and record each choice, and the state
 * rebuilt from the record (FfbCampaign.action_cards, model/ffb-card-play.h).
 *
 * As for a battle's activation deck (ffb-cards.h), the deal is not kept: each year's shuffle
 * ("C2B shuffle year N") is rolled again on the campaign's own dice (ffb-campaign-dice.h),
 * stream "action-cards", whose key is derived from the committed campaign seed; the choices
 * (a year dealt, picks, passes with a card, reveals, turns ended, the Mississippi flag) are
 * replayed on it. Each edit replays the record, applies the choice with the engine's rules
 * (night/ffb-action-cards.h; a refusal is its sentence naming C2B-C2E) and only then keeps
 * it. The campaign seed is the referee's: so is this record (sealed for him in the file). */
#pragma once

#include <glib.h>
#include "ffb-action-cards.h"
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* The campaign's dice stream the years are dealt from. */
#define FFB_ACTION_PLAY_STREAM "action-cards"

/* Turns the action deck on with `deck` (copied), an action deck (C2); another may replace it
 * until the first year is dealt. FFB_ERROR_INVALID with a sentence otherwise. */
gboolean        ffb_action_play_turn_on (FfbCampaign *campaign, const FfbDeck *deck,
                                         GError **error);
/* The state rebuilt from the record; NULL with an error when the deck is off, the campaign's
 * dice are sealed, or the record does not replay (FFB_ERROR_MEANING naming the choice). */
FfbActionCards *ffb_action_play_state (FfbCampaign *campaign, GError **error);

/* C2B: the next year's shuffle and deal (the campaign's dice drawn if it has none yet). */
gboolean ffb_action_play_deal_year (FfbCampaign *campaign, GError **error);
/* C2C: `side` picks `card` to play, or to pass with (`pass`). */
gboolean ffb_action_play_pick (FfbCampaign *campaign, FfbSide side, const char *card,
                               gboolean pass, GError **error);
/* C2C: both face up; Player 1 decided. */
gboolean ffb_action_play_reveal (FfbCampaign *campaign, GError **error);
/* C2C, C2D: the revealed cards discarded, the next turn or the year's end. */
gboolean ffb_action_play_end_turn (FfbCampaign *campaign, GError **error);
/* C2E: `side` says where his revealed card is used (an FfbCardPlace: east of the river, west
 * of it, in Georgia), refused unless the river changes what it gives. */
gboolean ffb_action_play_say_where (FfbCampaign *campaign, FfbSide side, int place,
                                    GError **error);
/* C2E: the referee's Mississippi flag. */
gboolean ffb_action_play_set_mississippi (FfbCampaign *campaign, gboolean held, GError **error);

G_END_DECLS
