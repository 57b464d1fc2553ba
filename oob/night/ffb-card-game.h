/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game.h: the one card game both card systems run on (RULES.md C1, C2; issue 15, issue
 * 32): a record of choices (model/ffb-card-play.h) replayed on fair dice into a state, and
 * edited a choice at a time: each edit replays the record, applies the choice with the
 * system's rules and only then keeps it, so the record never holds a choice that does not
 * follow.
 *
 * What differs between the systems is given as an FfbCardRules: the system's card machine
 * (ffb-card-machine.h: the state it makes, C1's FfbActivation or C2's FfbActionCards, and what
 * each choice does), where its dice come from (a battle's seed for C1, the campaign's dice
 * for C2) and how it says that a record does not replay. The battle's activation deck is ffb-cards.h, the campaign's action deck
 * ffb-action-play.h. */
#pragma once

#include <glib.h>
#include "ffb-card-machine.h"
#include "ffb-card-play.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

typedef struct
{
  /* The state, the phases it runs through and what each choice does (ffb-card-machine.h). */
  const FfbCardMachine *machine;
  /* The one choice the owner's own data takes part in (C1G: a unit named from the battle's
   * sheet), applied by `owner_take` instead of the machine; NULL: none. `owner` is the battle
   * or the campaign the record is kept by. */
  FfbCardStepKind owner_kind;
  gboolean (*owner_take) (gconstpointer owner, gpointer state, const FfbDeck *deck,
                          const FfbCardStep *step, GError **error);
  /* The dice the deals are shuffled with, as they stand before any choice; `first_deal`: the
   * record is empty and a deal is to be added. NULL with an error. */
  FfbDice *(*open_dice) (gconstpointer owner, gboolean first_deal, GError **error);
  /* The record `owner` keeps, if its session may add `step` to it; NULL with a refusal. */
  FfbCardPlay *(*editable) (gpointer owner, const FfbCardStep *step, GError **error);
  /* Sets `error` (FFB_ERROR_MEANING) to say that the record stops following at its choice
   * `index` (from 0), for the reason `why`. */
  void (*broken) (gconstpointer owner, guint index, const FfbCardStep *step, const GError *why,
                  GError **error);
} FfbCardRules;

/* The state after every choice of `play`, and in `dice_out` (may be NULL) the dice as they then
 * stand: opened when the record has a choice or `deal_next` (a deal is to be added). NULL with
 * an error when the record does not replay. */
gpointer ffb_card_game_replay (const FfbCardRules *rules, gconstpointer owner,
                               const FfbCardPlay *play, gboolean deal_next, FfbDice **dice_out,
                               GError **error);
/* Keeps `step` (taken) at the end of `owner`'s record once it may be added and follows from
 * the record. */
gboolean ffb_card_game_record (const FfbCardRules *rules, gpointer owner, FfbCardStep *step,
                               GError **error);
/* The same for a choice of `kind` by `side` (-1: none) with `card` (NULL: none). */
gboolean ffb_card_game_choose (const FfbCardRules *rules, gpointer owner, FfbCardStepKind kind,
                               int side, const char *card, GError **error);

G_END_DECLS
