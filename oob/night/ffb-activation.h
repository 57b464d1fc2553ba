/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-activation.h: the activation deck at the tabletop battle (RULES.md C1, seed 001), kept by
 * the neutral party: hands, draw pile, discards, sealed picks, the reveal, the First Player,
 * follow-up plays that must outrank, passing.
 *
 * A turn (C1D): each hand is filled to the deck's hand size from the draw pile, a card at a
 * time, the Union first; an empty draw pile is refilled by shuffling the discards (decision),
 * the first turn's pile being the whole deck shuffled. Rounds follow until both players have
 * passed or hold no card. A round (C1E): each picks a card in secret (or passes, C1F); the
 * picks are revealed only when both are in; the higher card makes its player First Player.
 * The First Player acts and may play further cards, each outranking his previous one
 * (decision: the seed's lost option a); then the Second Player acts with his revealed card and
 * may play further cards, each outranking both his own previous card and the First Player's
 * last. Then every card played is discarded and the round's melees are resolved, their order
 * chosen by the player who made the most Charges (ffb-activation-melee.c). A player who passes
 * sits out the rest of the turn; a player with no card must pass (C1F). Two cards equal in precedence (the jokers)
 * are told apart by the deck's tie rule: the card drawn first (C1A).
 *
 * The state is plain data (model/ffb-activation-state.h); every function that needs the deck's order takes
 * the deck. The shuffles roll the battle's fair dice ("C1D shuffle 1", "C1D shuffle 2"...;
 * ffb-shuffle.h), so every deal is re-derived after the reveal. A refusal is FFB_ERROR_INVALID
 * with one sentence that names the rule. */
#pragma once

#include <glib.h>
#include "ffb-activation-state.h"
#include "ffb-card-machine.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

/* C1's turn and round on the one card machine (ffb-card-machine.h). The battle's record
 * (ffb-cards.h) applies its choices through it (ffb_card_machine_choose): C1D a new turn's
 * deal, the hands filled, then the first round; C1E a side's pick, sealed until both are in;
 * C1F a pass at the start of a round, which sits the side out for the rest of the turn; C1E
 * the reveal, both picks at once, refused until every player who has not passed has picked,
 * the First Player by precedence; a side's plays complete ("done"): the Second Player's turn to
 * act, or the end of the round (every card played discarded) and the next round, or the end of
 * the turn. */
extern const FfbCardMachine ffb_activation_machine;

/* C1E: a further card from the player whose plays these are; refused, with the rule, unless
 * it outranks what it must. */
gboolean ffb_activation_play (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                              const char *card_id, GError **error);
/* C1C, C1E: a Charge of a file from before C1G, which named no unit: `side` made one Charge (a
 * MOVE ending in contact) with an action of his cards played this round. Refused unless these
 * are his plays and his played cards allow one more: the actions of those that allow a
 * Charge (Hearts, jokers), all told. Kept so that such a record replays as it did. */
gboolean ffb_activation_charge (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                                GError **error);
/* C1G: `unit` (an id of `side`'s order of battle) makes one `action` (an FfbCardAllows bit)
 * with `card`, one of his cards played this round. Refused unless these are his plays, the
 * card is one he played this round, its suit allows the kind of action (C1C), and the unit has
 * made fewer actions with it than the card's number (C1B: the actions are per unit). A unit's
 * first Charge of the round counts once for C1E's melee order; a further one does not.
 * `shown` (may be NULL: the id) is the unit as a refusal names it. */
gboolean ffb_activation_act (FfbActivation *activation, const FfbDeck *deck, FfbSide side,
                             const char *card, const char *unit, const char *shown, int action,
                             GError **error);
/* C1G: the actions `unit` of `side` has made with `card` this round. */
guint    ffb_activation_unit_actions (const FfbActivation *activation, FfbSide side,
                                      const char *card, const char *unit);
/* C1G: the units of `side` that acted this round, in the order they first did (ids, not
 * owned: the acts'). */
GPtrArray *ffb_activation_units_acted (const FfbActivation *activation, FfbSide side);
/* C1G: whether `unit` of `side` made a Charge this round. */
gboolean ffb_activation_unit_charged (const FfbActivation *activation, FfbSide side,
                                      const char *unit);
/* C1C: how many Charges `side`'s cards played this round allow in all (the count a file from
 * before C1G kept; since C1G each unit activated may charge once a card's action). */
guint    ffb_activation_charges_allowed (const FfbActivation *activation, const FfbDeck *deck,
                                         FfbSide side);
/* C1E: one sentence for the table on who chooses the order of the melees of the round last
 * ended ("Melees of round 2 (C1E): the Union player chooses their order: 2 Charges to 1.");
 * NULL when no round has ended since the last reveal. */
char    *ffb_activation_melee_text (const FfbActivation *activation);

/* > 0 when `a` outranks `b` (C1A, the tie by the deck's rule), < 0 when not. */
int      ffb_activation_compare (const FfbActivation *activation, const FfbDeck *deck,
                                 const char *a, const char *b);
/* The Second Player, once revealed. */
FfbSide  ffb_activation_second (const FfbActivation *activation);
/* The card `side` last played this round, or NULL. */
const char *ffb_activation_last_played (const FfbActivation *activation, FfbSide side);
/* One sentence for the table: who is First Player and by which rule. NULL before a reveal. */
char    *ffb_activation_first_reason (const FfbActivation *activation, const FfbDeck *deck);
/* Whether the turn is over (C1D: both passed or hold no card). */
gboolean ffb_activation_turn_over (const FfbActivation *activation);

/* What a side may see: his own hand and sealed pick, how many cards the other holds (his cards
 * FFB_CARD_HIDDEN), whether the other has picked (his pick FFB_CARD_HIDDEN), how many cards the
 * draw pile holds (all hidden), the discards and the round's revealed cards. The referee sees
 * the state itself. */
FfbActivation *ffb_activation_view (const FfbActivation *activation, FfbSide side);

G_END_DECLS
