/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-cards.h: a battle's card play on game night (RULES.md C1, issue 15): the edit functions
 * that turn cards on and record each choice, and the state rebuilt from the record.
 *
 * The record (model/ffb-card-play.h) keeps the deck and the choices, never the deal: the state
 * (night/ffb-activation.h) is rebuilt by replaying the choices on a stream of dice derived
 * from the battle's seed and phrases (the shuffles' purposes "C1D shuffle N", ffb-shuffle.h),
 * which gives the same deal each time, and after the reveal gives it to anyone who checks the
 * seed against its commitment. The battle's own log is not touched: its rolls and their
 * verification stay as they were.
 *
 * So that a deal cannot change afterwards, the first is refused until the phrases are fixed
 * (the neutral party's pre-battle rolls are made), and none is made once the seed is revealed.
 * Each edit replays the record, applies the choice with the engine's rules (a refusal is the
 * engine's sentence, naming C1C, C1D, C1E or C1F) and only then keeps it. A player's view (no
 * seed) holds the state he may see and takes no edit. */
#pragma once

#include <glib.h>
#include "ffb-activation.h"
#include "ffb-campaign.h"
#include "ffb-card-play.h"

G_BEGIN_DECLS

/* Turns cards on for the battle with `deck` (copied), an activation deck (C1); before the
 * first deal the referee may change his mind and turn another on. FFB_ERROR_INVALID, with a
 * sentence, otherwise. */
gboolean       ffb_cards_turn_on (FfbBattle *battle, const FfbDeck *deck, GError **error);
/* The battle's card play, or NULL with FFB_ERROR_INVALID when cards are not on. */
FfbCardPlay   *ffb_cards_get (const FfbBattle *battle, GError **error);

/* The whole state, rebuilt from the record (the referee's); in a player's view, the state he
 * may see. NULL with an error when cards are not on, or when the record does not replay
 * (FFB_ERROR_MEANING naming the choice: a file changed by hand). */
FfbActivation *ffb_cards_state (const FfbBattle *battle, GError **error);
/* What `side` may see (ffb_activation_view); from a player's view, only his own side's. */
FfbActivation *ffb_cards_view (const FfbBattle *battle, FfbSide side, GError **error);

/* A referee's choice of the card play, by its kind: FFB_CARD_STEP_DEAL (C1D: a new turn),
 * _PICK (C1E: `side` picks `card` of his hand, sealed until the reveal), _PASS (C1F: `side`
 * passes for the rest of the turn), _REVEAL (C1E: both picks face up; the First Player by
 * precedence), _PLAY (C1E: a further `card` from `side`, refused unless it outranks what it
 * must), _DONE (C1E: `side`'s plays of the round are complete). `side` is -1 and `card` NULL
 * where the choice names none; an act names a unit (ffb_cards_act). */
gboolean ffb_cards_choose (FfbBattle *battle, FfbCardStepKind kind, int side, const char *card,
                           GError **error);
/* C1G: the unit `unit` of `side` (its sheet's code "II/1/3", its id, or a name no other unit
 * of his bears) makes one `action` (an FfbCardAllows bit: Move, Charge, Fire, Rally) with
 * `card`, one of his cards played this round; kept by the unit's id. A record from before C1G
 * may hold Charges that name no unit (<charge>), and replays them as it did. */
gboolean ffb_cards_act (FfbBattle *battle, FfbSide side, const char *card, const char *unit,
                        int action, GError **error);
/* C1G: the unit of `side` a person names (as ffb_cards_act reads it), or NULL with
 * FFB_ERROR_INVALID in one sentence; the battle's own. */
FfbUnit *ffb_cards_find_unit (const FfbBattle *battle, FfbSide side, const char *name,
                              GError **error);
/* C1G: a unit as its sheet names it, "II/1/3 1st Iowa"; the id when the sheet has it not. */
char    *ffb_cards_unit_shown (const FfbBattle *battle, FfbSide side, const char *unit_id);

/* For ffb_reader_view_sealed. */
/* `side`'s view of the battle's card play, NULL when it does not replay. */
FfbCardPlay *ffb_cards_player_view (const FfbBattle *battle, FfbSide side);

G_END_DECLS
