/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-record.h: what the neutral party of a battle keeps, as data (RULES.md R5-R8,
 * "Fair dice").
 *
 * One FfbNeutral belongs to one battle (FfbBattle.neutral), which frees it, and is saved with
 * it in the campaign file. The rules that fill it (orders, rolls, the clock, each player's
 * view) are game night's, above the model: ffb-neutral.h. Its arrays hold game night's types
 * and are made with their free functions by ffb_neutral_new, so that the model frees the
 * record without knowing them. */
#pragma once

#include <glib.h>
#include "ffb-battle-clock.h"
#include "ffb-card-play.h"
#include "ffb-dice.h"

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
  /* A player's view of a sealed battle (ffb_neutral_player_view): his side, else -1. Such a
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

void        ffb_neutral_free (FfbNeutral *neutral);

G_END_DECLS
