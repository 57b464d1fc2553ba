/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-record.h: what the neutral party of a battle keeps, as data (RULES.md R5-R8,
 * "Fair dice").
 *
 * One FfbNeutral belongs to one battle (FfbBattle.neutral), which frees it, and is saved with
 * it in the campaign file. The rules that fill it (orders, rolls, the clock, each player's
 * view) are game night's, above the model: ffb-neutral.h. What it holds is the model's own
 * data, each with its copy, equality and free: flank orders and encounters
 * (ffb-flank-order.h), ratings and P-rolls (ffb-rating-results.h), notices (ffb-notice.h),
 * sealed results (ffb-secrets.h) and the card record (ffb-card-play.h). */
#pragma once

#include <glib.h>
#include "ffb-battle-clock.h"
#include "ffb-card-play.h"
#include "ffb-dice.h"
#include "ffb-flank-order.h"
#include "ffb-notice.h"
#include "ffb-rating-results.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

typedef struct _FfbNeutral FfbNeutral;

struct _FfbNeutral
{
  FfbDice *dice;        /* NULL until ffb_neutral_start */
  GPtrArray *orders;    /* FfbFlankOrder*, both sides, in the order given */
  GArray *encounters;   /* FfbEncounter */
  GArray *ratings;      /* FfbRatingResult */
  GArray *p_rolls;      /* FfbPRoll */
  FfbBattleClock clock;
  gboolean rolled;      /* the pre-battle rolls are made; the orders are then fixed */
  /* "Fair dice": the digest of what the rolls depend on (ffb-setup-digest.h), taken when the
   * pre-battle rolls are made; NULL before, and in a battle rolled before it was kept. */
  char *setup_digest;
  /* A player's view of a sealed battle (ffb_reader_view_sealed): his side, else -1. Such a
   * neutral party holds what that player may know at the clock's present and no seed: it
   * neither rolls, nor takes orders, nor moves the clock. */
  int view;
  /* In a view: the public notices told up to the clock's present (FfbNotice*), which the
   * referee's session worked out from both sides' marches, and the sealed results he may
   * read by then (FfbSecret*, without their roll counters); NULL otherwise. */
  GPtrArray *told;
  GPtrArray *shown;
  /* C1: the battle's card play, once the referee turns cards on for it; NULL: off. */
  FfbCardPlay *cards;
};

/* An empty record: no dice, no orders, no results, the clock before the first turn. */
FfbNeutral *ffb_neutral_new (void);
void        ffb_neutral_free (FfbNeutral *neutral);
/* A neutral party of its own in the same state: dice (seed and log), orders with their
 * results, encounters, ratings, P-rolls, clock, a view's notices and results, and the card
 * record (ffb_card_play_copy; ffb-neutral-copy.c). */
FfbNeutral *ffb_neutral_copy (const FfbNeutral *neutral);
/* Every field the same (the dice by ffb_dice_equal, the card records by ffb_card_play_equal). Two NULLs
 * are equal. */
gboolean    ffb_neutral_equal (const FfbNeutral *a, const FfbNeutral *b);

/* The order of `side` on `flank`, or NULL. */
FfbFlankOrder *ffb_neutral_find_order (const FfbNeutral *neutral, FfbSide side, FfbFlank flank);
/* R7B(5a), (5b): the encounter in which `order` met the enemy's march off table, or NULL. */
const FfbEncounter *ffb_neutral_find_encounter (const FfbNeutral *neutral,
                                                const FfbFlankOrder *order);

G_END_DECLS
