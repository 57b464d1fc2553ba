/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-dice.h: the neutral party's fair dice (RULES.md, "Fair dice").
 *
 * Before the first secret roll of a battle the app draws a 256-bit seed from the operating
 * system's secure random source (getrandom(2), else /dev/urandom) and shows its commitment,
 * SHA-256(seed) in lowercase hex, to both players. Each player may then type a phrase: mixed
 * in after the commitment is shown, it stops the app (or whoever picked the seed) from
 * choosing a seed that favours a side. The phrases are frozen by the first roll.
 *
 * Derivation, exactly (so that anyone can re-derive a revealed log with other tools):
 *
 *   key   = SHA-256 (seed[32] || 0x00 || union phrase || 0x00 || confederate phrase)
 *   v     = the first 4 bytes of mac (below), big-endian
 *   face  = v mod sides + 1, if v < floor (2^32 / sides) x sides;
 *           otherwise attempt + 1 and derive again (rejection sampling: no modulo bias)
 *
 * Each stream records the derivation its rolls were made with (the campaign file's
 * <dice derivation="N">), and verification follows that record:
 *
 *   2 (FFB_DICE_DERIVATION_PURPOSE, every new stream): each roll keyed by what it is for,
 *     mac = HMAC-SHA256 (key, "2" || 0x00 || stream || 0x00 || audience || 0x00 || purpose
 *                             || 0x00 || occurrence || 0x00 || attempt)
 *     audience is its word ("referee", "union", "confederate", "everyone"); occurrence counts
 *     the earlier rolls of the stream with the same audience and purpose (0 for the first), so
 *     that a roll made again for the same thing (R7A(2b) on every maneuver) gets its own dice.
 *     No counter shared by both sides enters it: nothing one side decides in secret (a flank
 *     march, an on-demand roll, a pick of arrivals) moves the other side's dice.
 *   1 (FFB_DICE_DERIVATION_COUNTER, battles rolled before version 2; a file that records no
 *     derivation): mac = HMAC-SHA256 (key, stream || 0x00 || counter || 0x00 || purpose
 *                                         || 0x00 || attempt)
 *
 * Phrases are UTF-8 (empty when not given); stream is the battle id; counter, occurrence and
 * attempt are decimal ASCII with no leading zeros, counter from 0 in the order of rolling
 * (in version 2 only the roll's place in the log), attempt from 0. The outcome is never
 * derived from the commitment itself.
 *
 * Every roll is logged with its purpose, die, raw face, modifier, result, audience and reveal
 * time. After the battle the seed is revealed, and ffb_dice_verify re-derives every roll and
 * checks the commitment. The referee's campaign file holds the seed from the start (the app
 * must go on rolling on the next game night); players hold only the commitment until the
 * reveal, printed on their copies. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

#define FFB_DICE_SEED_BYTES 32
/* Longest player phrase, in characters. */
#define FFB_DICE_MAX_PHRASE 200
/* Largest die: d2 to d1000 (d4, d6, d10, d100...). */
#define FFB_DICE_MAX_SIDES 1000

/* The derivations above, by the number a stream records. */
#define FFB_DICE_DERIVATION_COUNTER 1
#define FFB_DICE_DERIVATION_PURPOSE 2
#define FFB_DICE_DERIVATION_CURRENT FFB_DICE_DERIVATION_PURPOSE

/* Who may see a roll's result. */
typedef enum
{
  FFB_AUDIENCE_REFEREE,     /* the referee only */
  FFB_AUDIENCE_UNION,       /* the Union player (and the referee) */
  FFB_AUDIENCE_CONFEDERATE, /* the Confederate player (and the referee) */
  FFB_AUDIENCE_EVERYONE,
} FfbAudience;
#define FFB_N_AUDIENCES 4

FfbAudience ffb_audience_for_side (FfbSide side);
const char *ffb_audience_to_string (FfbAudience audience);
/* The file's word inside a sentence, translated (FFB_DEFINE_SENTENCE_WORDS in ffb-enums.h). */
const char *ffb_audience_sentence_word (FfbAudience audience);
gboolean    ffb_audience_from_string (const char *word, FfbAudience *out);

/* One logged roll. */
typedef struct
{
  guint counter;       /* 0, 1, 2... in the order rolled: its place in the log */
  char *purpose;       /* "R7A(3) brigade union.c1.d1.b2" - also the HMAC input */
  int sides;           /* the die: 2..FFB_DICE_MAX_SIDES */
  int raw;             /* 1..sides, as derived */
  int modifier;        /* added by the rule that asked for the roll */
  int result;          /* raw + modifier */
  FfbAudience audience;
  int reveal_turn;     /* 0: to its audience only; n: its result is public from battle turn n
                        * (what a reader may see of it is decided by ffb-secrets.h) */
} FfbRoll;

typedef struct _FfbDice FfbDice;

/* A seed (or a key of the same size) as 64 lowercase hex digits, and back: FALSE unless `hex`
 * is exactly 64 hex digits (either case). libsodium does the conversion. */
char       *ffb_dice_seed_to_hex (const guint8 seed[FFB_DICE_SEED_BYTES]);
gboolean    ffb_dice_seed_from_hex (const char *hex, guint8 seed[FFB_DICE_SEED_BYTES]);

/* A new stream with a seed from the OS's secure random source; NULL with FFB_ERROR_IO when
 * the system has none to give. `stream` is the battle id (or another stream's name). New
 * streams derive with FFB_DICE_DERIVATION_CURRENT. */
FfbDice    *ffb_dice_new (const char *stream, GError **error);
/* A stream with a given seed (64 hex digits): tests, demos and `--seed HEX`. */
FfbDice    *ffb_dice_new_from_hex (const char *stream, const char *seed_hex, GError **error);
void        ffb_dice_free (FfbDice *dice);
/* A stream of its own in the same state: seed (secret, copied as such), commitment, phrases,
 * log, and where its next roll stands. */
FfbDice    *ffb_dice_copy (const FfbDice *dice);
/* The same seed, commitment, phrases, derivation, state of reveal and log. */
gboolean    ffb_dice_equal (const FfbDice *a, const FfbDice *b);

const char *ffb_dice_stream (const FfbDice *dice);
/* The derivation the stream's rolls are made with (FFB_DICE_DERIVATION_*). */
guint       ffb_dice_derivation (const FfbDice *dice);
/* Follows a record of the derivation (a file's); FFB_ERROR_MEANING for one this version does
 * not know, FFB_ERROR_INVALID once the stream has rolled. */
gboolean    ffb_dice_set_derivation (FfbDice *dice, guint derivation, GError **error);
/* SHA-256 of the seed, 64 lowercase hex digits: shown to both players before any roll. */
const char *ffb_dice_commitment (const FfbDice *dice);
/* Mixes a player's phrase in (replacing one given before). Refused, with FFB_ERROR_INVALID,
 * once the first roll is made, or for text that is not printable UTF-8 of at most
 * FFB_DICE_MAX_PHRASE characters. */
gboolean    ffb_dice_add_phrase (FfbDice *dice, FfbSide side, const char *phrase,
                                 GError **error);
/* The phrase, "" when none was given. */
const char *ffb_dice_phrase (const FfbDice *dice, FfbSide side);

/* Rolls one die of `sides` faces and logs it; returns the logged roll (owned by the dice).
 * Never after the reveal: a revealed seed would make the roll predictable. The purpose must
 * name what the roll is for (the rule and the unit or leader): in derivation 2 it is the
 * roll's key, so that the same purpose rolled again by the same audience is the next
 * occurrence of it. */
const FfbRoll *ffb_dice_roll (FfbDice *dice, const char *purpose, int sides, int modifier,
                              FfbAudience audience, int reveal_turn);
/* A percentage chance: TRUE with `percent` in 100 (a d100 roll <= percent). */
gboolean    ffb_dice_chance (FfbDice *dice, const char *purpose, int percent,
                             FfbAudience audience, int reveal_turn);

/* Sets the reveal turn of a logged roll once its meaning is known (an R7B arrival is sealed
 * until its notice, which the roll itself decides). Not part of the derivation. */
void        ffb_dice_seal_until (FfbDice *dice, guint counter, int reveal_turn);

guint          ffb_dice_n_rolls (const FfbDice *dice);
const FfbRoll *ffb_dice_get_roll (const FfbDice *dice, guint index);
/* The roll with this counter, or NULL. */
const FfbRoll *ffb_dice_find_roll (const FfbDice *dice, guint counter);

/* After the battle. Revealing cannot be undone; the seed in hex, or NULL while secret. */
gboolean    ffb_dice_reveal (FfbDice *dice);
gboolean    ffb_dice_is_revealed (const FfbDice *dice);
const char *ffb_dice_revealed_seed (const FfbDice *dice);

/* Re-derives every logged roll from the revealed seed and phrases with the stream's
 * derivation, and checks the seed against the commitment, the counters (none missing, none
 * twice, in order) and each result.
 * Returns the problems found, one sentence each naming the roll (empty when the log is
 * sound); NULL with FFB_ERROR_INVALID while the seed is still secret. */
GPtrArray  *ffb_dice_verify (const FfbDice *dice, GError **error);

/* For the campaign file, which the referee keeps: the seed even while it is secret. */
const char *ffb_dice_seed_for_file (const FfbDice *dice);
/* Rebuilds a stream from a file, log and all, without checking it: a tampered log must load
 * so that ffb_dice_verify can say what is wrong. The seed and commitment must be 64 hex
 * digits (FFB_ERROR_MEANING otherwise). It derives with FFB_DICE_DERIVATION_CURRENT: give
 * the file's record with ffb_dice_set_derivation before restoring the rolls. */
FfbDice    *ffb_dice_restore (const char *stream, const char *seed_hex, const char *commitment,
                              const char *union_phrase, const char *confederate_phrase,
                              gboolean revealed, GError **error);
/* A stream as a player's view of a sealed battle holds it (ffb-neutral.h,
 * ffb_reader_view_sealed): its commitment and phrases, not its seed, which stays the
 * referee's until revealed. It never rolls nor reveals; its log holds what the view gives
 * it (ffb_dice_restore_roll). FFB_ERROR_MEANING for a commitment that is not 64 hex digits. */
FfbDice    *ffb_dice_restore_public (const char *stream, const char *commitment,
                                     const char *union_phrase, const char *confederate_phrase,
                                     GError **error);
/* FALSE for a stream made by ffb_dice_restore_public. */
gboolean    ffb_dice_holds_seed (const FfbDice *dice);
/* Appends a roll read from a file, as it stands (copied). */
void        ffb_dice_restore_roll (FfbDice *dice, const FfbRoll *roll);

void        ffb_roll_clear (FfbRoll *roll);
/* Frees a roll made with g_new (a copy of a logged one). */
void        ffb_roll_free (FfbRoll *roll);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbDice, ffb_dice_free)

G_END_DECLS
