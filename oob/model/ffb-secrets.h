/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-secrets.h: sealed results and who may read them (RULES.md R7, "Fair dice").
 *
 * A sealed result has an audience (the referee only, one side, or everyone) and a reveal
 * time: 0 keeps it with its audience for good; n shows it to everyone from battle turn n on.
 * Its audience may also have to wait (audience_turn): a flank march's owner learns how his
 * march went only at its notice (R7B). The referee reads everything. A result made on battle
 * turn m does not exist for any reader looking at an earlier turn.
 *
 * Battle turns are counted across days: with T turns in a day, turn t of day d is battle
 * turn (d - 1) x T + t; battle turn 0 is before the first turn. */
#pragma once

#include <glib.h>
#include "ffb-dice.h"
#include "ffb-enums.h"

G_BEGIN_DECLS

/* Who is reading: a copy, a view or a printed sheet is made for one reader. */
typedef enum
{
  FFB_READER_REFEREE,
  FFB_READER_UNION,
  FFB_READER_CONFEDERATE,
} FfbReader;
#define FFB_N_READERS 3

const char *ffb_reader_to_string (FfbReader reader);
/* The file's word inside a sentence, translated (FFB_DEFINE_SENTENCE_WORDS in ffb-enums.h). */
const char *ffb_reader_sentence_word (FfbReader reader);
gboolean    ffb_reader_from_string (const char *word, FfbReader *out);
FfbReader   ffb_reader_for_side (FfbSide side);
/* TRUE when the reader may read what belongs to `side`: the referee, or that side's player. */
gboolean    ffb_reader_owns (FfbReader reader, FfbSide side);

/* Whether `reader`, at battle turn `turn`, may see a result for `audience` that is revealed
 * to everyone from `reveal_turn` (0: never beyond its audience). */
gboolean    ffb_audience_admits (FfbAudience audience, int reveal_turn, FfbReader reader,
                                 int turn);

/* One sealed result, in words for its audience. */
typedef struct
{
  char *rule;          /* "R7A(3)", "R7B(1)", "R7B(5)"... */
  char *subject;       /* what it is about: a unit id ("union.c1.d1.b2") or a flank
                        * ("union-left") */
  FfbAudience audience;
  int reveal_turn;     /* 0, or the battle turn from which everyone may see it */
  int made_turn;       /* the battle turn it was rolled: 0 before the battle */
  int audience_turn;   /* the battle turn from which its audience (the referee at once) sees
                        * it; 0: as soon as it is made */
  int roll;            /* the counter of its roll in the dice log; -1 when none was rolled */
  char *text;          /* one sentence: "3rd Brigade is Excellent (d100 rolled 23, needed 30 or
                        * less)." */
} FfbSecret;

FfbSecret *ffb_secret_new (const char *rule, const char *subject, FfbAudience audience,
                           int reveal_turn, int made_turn, int roll, const char *format, ...)
  G_GNUC_PRINTF (7, 8);
FfbSecret *ffb_secret_copy (const FfbSecret *secret);
void       ffb_secret_free (FfbSecret *secret);

/* TRUE when the secret exists at `turn` and its audience admits the reader by then. */
gboolean   ffb_secret_visible (const FfbSecret *secret, FfbReader reader, int turn);
/* New copies of the secrets of `secrets` (FfbSecret*) that `reader` may see at `turn`, in
 * their order; the array frees them. */
GPtrArray *ffb_secrets_visible (GPtrArray *secrets, FfbReader reader, int turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbSecret, ffb_secret_free)

G_END_DECLS
