/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-verify-private.h: what the checks of ffb-neutral-verify*.c share.
 *
 * ffb_neutral_verify re-derives every result from the faces of its rolls (which
 * ffb_dice_verify proves come from the seed) and the battle's own record (ground, leaders,
 * OOBs, rule set, orders, clock); it never trusts a field it can work out. Each problem is one
 * sentence naming the result, the roll and the field that does not follow. */
#pragma once

#include "ffb-neutral.h"

G_BEGIN_DECLS

/* What a march's roll makes of it (R7B(1)-(4), R7B(5)-(6), R8A), worked out again. */
typedef struct
{
  const FfbFlankOrder *order;
  const FfbRoll *roll;   /* its arrival roll, or NULL when the log has no such roll */
  FfbMarch march;        /* from the roll's face and the ground */
  int arrival_turn;      /* before any encounter */
  int notice_turn;
  gboolean met;          /* it met the enemy's march off table */
  gboolean larger;       /* the larger of the two */
  int surplus;           /* for the larger: stands in excess of the smaller's */
  int told_turn;         /* the encounter's notice */
  gboolean off_table;    /* the encounter keeps it off the table (R7B(5a)) */
} FfbMarchFacts;

typedef struct
{
  FfbNeutral *neutral;
  FfbCampaign *campaign;
  FfbBattle *battle;
  FfbOob *oobs[FFB_N_SIDES];
  int turns;             /* turns in the battle's day */
  int now;               /* the battle turn its clock is at */
  guint *claims;         /* per counter: results resting on that roll */
  guint n_claims;
  GArray *marches;       /* FfbMarchFacts, one per rolled order */
  GPtrArray *problems;
} FfbVerifier;

void ffb_verifier_problem (FfbVerifier *verifier, const char *format, ...)
  G_GNUC_PRINTF (2, 3);

/* What a result expects of the roll it rests on. */
typedef struct
{
  const char *what;      /* "The rating of union.c1.d1.b2", the start of each sentence */
  int counter;           /* the roll it names */
  const char *purpose;
  int sides;
  int modifier;
  const char *modifier_source; /* "R7A adds none", "the ground (R7C) gives" */
  FfbAudience audience;
  int reveal_turn;       /* -1: not checked */
} FfbExpectedRoll;

/* The roll `expected` names, when it is that roll (purpose, die, audience), claimed for this
 * result; its modifier and reveal turn are checked too, and reported without rejecting it. */
const FfbRoll *ffb_verifier_expect_roll (FfbVerifier *verifier,
                                         const FfbExpectedRoll *expected);

/* The marches and their encounters (ffb-neutral-verify-marches.c): fills verifier->marches,
 * then checks every order's recorded results and every encounter. */
void ffb_verifier_check_marches (FfbVerifier *verifier);
/* The setup the rolls were made on (ffb-neutral-verify-setup.c): its digest recomputed, the
 * record rolled when results rest on it, and R7D's demoralized defender. */
void ffb_verifier_check_setup (FfbVerifier *verifier);
/* The facts of `order`, or NULL when it was not rolled. */
const FfbMarchFacts *ffb_verifier_march (const FfbVerifier *verifier,
                                         const FfbFlankOrder *order);

G_END_DECLS
