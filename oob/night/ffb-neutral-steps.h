/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-steps.h: the game night's steps on a battle, as the app and ffbridge-cli both
 * take them (RULES.md R5, R7B(5a), R8, R8A, "Fair dice").
 *
 * The neutral party's own functions (ffb-neutral.h) want a neutral party that exists; a battle
 * whose referee has not drawn the seed has none. These take the battle itself and refuse a
 * step out of order in one sentence, the same whoever asks: the Secrets page, Battle Night, a
 * player's view or the command line. Each changes nothing when it refuses. */
#pragma once

#include <glib.h>
#include "ffb-neutral.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_CLOCK_NEXT_TURN, /* the next turn, or nightfall after the day's last (R8) */
  FFB_CLOCK_NEXT_DAY,  /* from nightfall to the next dawn (R8A) */
  FFB_CLOCK_BACK,      /* the turn before; nothing rolled is taken back */
} FfbClockStep;

/* Moves the battle's clock; see ffb_neutral_advance, ffb_neutral_next_day, ffb_neutral_back. */
gboolean ffb_neutral_step_clock (FfbCampaign *campaign, FfbBattle *battle, FfbClockStep step,
                                 GError **error);
/* R8B, R8C: `side` withdraws (unmolested when at night) or, by day, is driven off the table;
 * the battle ends. Only while it is under way: rolled, from its first turn, seed sealed. */
gboolean ffb_neutral_step_leave (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                                 gboolean driven_off, GError **error);
/* Mixes a player's phrase into the seed both have seen committed (ffb_dice_add_phrase). */
gboolean ffb_neutral_step_phrase (FfbBattle *battle, FfbSide side, const char *phrase,
                                  GError **error);
/* R5: calls off the order of `side` on `flank` before the dice roll for it. */
gboolean ffb_neutral_step_call_off (FfbBattle *battle, FfbSide side, FfbFlank flank,
                                    GError **error);
/* R7B(5a): the owner of the larger march picks which of its brigades arrive
 * (ffb_neutral_choose_arrivals). */
gboolean ffb_neutral_step_pick (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                                FfbFlank flank, const char *const *brigade_ids,
                                GError **error);

G_END_DECLS
