/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-enums.h: the small vocabularies shared by the rules, the campaign and the OOB,
 * with their spelling in files and on the command line. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  FFB_SIDE_UNION,
  FFB_SIDE_CONFEDERATE,
} FfbSide;
#define FFB_N_SIDES 2

/* R4F: experience belongs to each CW strength point. */
typedef enum
{
  FFB_EXPERIENCE_GREEN,
  FFB_EXPERIENCE_VETERAN,
  FFB_EXPERIENCE_CRACK,
} FfbExperience;
#define FFB_N_EXPERIENCES 3

/* The months of a CW turn (R8), in the order they fall within a year. */
typedef enum
{
  FFB_MONTHS_MAR_APR,
  FFB_MONTHS_MAY_JUN,
  FFB_MONTHS_JUL_AUG,
  FFB_MONTHS_SEP_OCT,
  FFB_MONTHS_NOV_FEB,
} FfbMonths;
#define FFB_N_MONTHS 5

/* R2: the hex the battle is fought in. */
typedef enum
{
  FFB_TERRAIN_CLEAR,
  FFB_TERRAIN_FOREST,
  FFB_TERRAIN_SWAMP,
  FFB_TERRAIN_ROAD_GAP,
} FfbTerrain;
#define FFB_N_TERRAINS 4

/* R7C: the river hexside the attacker crossed, if any. */
typedef enum
{
  FFB_RIVER_NONE,
  FFB_RIVER_UNNAVIGABLE,
  FFB_RIVER_NAVIGABLE,
} FfbRiver;
#define FFB_N_RIVERS 3

/* R4B: the FF command a leader stand holds. */
typedef enum
{
  FFB_RANK_DIVISION,
  FFB_RANK_CORPS,
  FFB_RANK_ARMY,
} FfbRank;
#define FFB_N_RANKS 3

/* R4B: the referee's pick for a 3-star leader; AUTO follows the default of RULES.md. */
typedef enum
{
  FFB_ROLE_AUTO,
  FFB_ROLE_CORPS,
  FFB_ROLE_ARMY,
} FfbRole;

typedef enum
{
  FFB_LEADER_ACTIVE,
  FFB_LEADER_WOUNDED,
  FFB_LEADER_KILLED,
  FFB_LEADER_CAPTURED,
} FfbLeaderStatus;

/* R7A: an FF rating; SEALED when not (yet) known to the reader. */
typedef enum
{
  FFB_RATING_SEALED,
  FFB_RATING_AVERAGE,
  FFB_RATING_EXCELLENT,
  FFB_RATING_POLTROON,
} FfbRating;

/* R9A: what happens to losses short of a whole SP. */
typedef enum
{
  FFB_REMAINDER_CARRY,
  FFB_REMAINDER_NEAREST,
  FFB_REMAINDER_DOWN,
} FfbRemainder;

/* Each vocabulary has one table (made by FFB_DEFINE_WORDS below: here in ffb-enums.c, and
 * the flank march's and the battle result's in their own files): its spelling in files and on
 * the command line ("veteran", "Mar-Apr", "road-gap"...; `_to_string`, and `_from_string`,
 * which ignores case and returns FALSE for an unknown word) and, where people read it, its
 * display word (`_display_name`; `_display_names` is the list in order, NULL-terminated, for
 * a drop-down) and, where the file's word stands inside a sentence, that word translated
 * (`_sentence_word`, FFB_DEFINE_SENTENCE_WORDS below). */
const char *ffb_side_to_string (FfbSide side);
gboolean    ffb_side_from_string (const char *word, FfbSide *out);
const char *ffb_side_display_name (FfbSide side);
const char *const *ffb_side_display_names (void);
FfbSide     ffb_side_other (FfbSide side);

const char *ffb_experience_to_string (FfbExperience experience);
gboolean    ffb_experience_from_string (const char *word, FfbExperience *out);
const char *ffb_experience_sentence_word (FfbExperience experience);
const char *ffb_experience_display_name (FfbExperience experience);
const char *const *ffb_experience_display_names (void);

const char *ffb_months_to_string (FfbMonths months);
gboolean    ffb_months_from_string (const char *word, FfbMonths *out);
const char *ffb_months_sentence_word (FfbMonths months);
const char *ffb_months_display_name (FfbMonths months);
const char *const *ffb_months_display_names (void);

const char *ffb_terrain_to_string (FfbTerrain terrain);
gboolean    ffb_terrain_from_string (const char *word, FfbTerrain *out);
const char *ffb_terrain_sentence_word (FfbTerrain terrain);
const char *ffb_terrain_display_name (FfbTerrain terrain);
const char *const *ffb_terrain_display_names (void);

const char *ffb_river_to_string (FfbRiver river);
gboolean    ffb_river_from_string (const char *word, FfbRiver *out);
const char *ffb_river_sentence_word (FfbRiver river);
const char *ffb_river_display_name (FfbRiver river);
const char *const *ffb_river_display_names (void);

const char *ffb_rank_to_string (FfbRank rank);
gboolean    ffb_rank_from_string (const char *word, FfbRank *out);
const char *ffb_rank_sentence_word (FfbRank rank);

const char *ffb_role_to_string (FfbRole role);
gboolean    ffb_role_from_string (const char *word, FfbRole *out);
const char *ffb_role_display_name (FfbRole role);
const char *const *ffb_role_display_names (void);

const char *ffb_leader_status_to_string (FfbLeaderStatus status);
gboolean    ffb_leader_status_from_string (const char *word, FfbLeaderStatus *out);
const char *ffb_leader_status_sentence_word (FfbLeaderStatus status);
const char *ffb_leader_status_display_name (FfbLeaderStatus status);
const char *const *ffb_leader_status_display_names (void);

const char *ffb_rating_to_string (FfbRating rating);
gboolean    ffb_rating_from_string (const char *word, FfbRating *out);
const char *ffb_rating_sentence_word (FfbRating rating);
const char *ffb_rating_display_name (FfbRating rating);
const char *const *ffb_rating_display_names (void);

const char *ffb_remainder_to_string (FfbRemainder remainder);
gboolean    ffb_remainder_from_string (const char *word, FfbRemainder *out);

/* For FFB_DEFINE_WORDS: the index of `word` (any case) in `words`, and the word at `value`. */
gboolean    ffb_words_lookup (const char *const *words, int n_words, const char *word, int *out);
const char *ffb_words_at (const char *const *words, int n_words, int value);
/* For FFB_DEFINE_SENTENCE_WORDS: the word at `value` as it reads inside a sentence, translated
 * in `context`. */
const char *ffb_words_in_sentence (const char *context, const char *const *words, int n_words,
                                   int value);

/* For FFB_DEFINE_SHOWN_WORDS, whose display words are marked N_(): the word at `value` in
 * the reader's language, and the whole list translated once into `out` (n_words + 1 slots,
 * NULL-terminated; `done` is the g_once_init_enter guard, left set). */
const char *ffb_words_shown_at (const char *const *words, int n_words, int value);
void        ffb_words_translate (const char *const *words, const char **out, int n_words,
                                 gsize *done);

/* A NULL-terminated list: FFB_WORDS_LIST ("a", "b") is { "a", "b", NULL }. */
#define FFB_WORDS_LIST(...) { __VA_ARGS__, NULL }

/* Defines ffb_PREFIX_to_string and ffb_PREFIX_from_string for the enum Type from its words in
 * files, a parenthesized list in the enum's order. */
#define FFB_DEFINE_WORDS(prefix, Type, words)                                              \
  static const char *const prefix##_words[] = FFB_WORDS_LIST words;                       \
  const char *ffb_##prefix##_to_string (Type value)                                       \
  {                                                                                       \
    return ffb_words_at (prefix##_words, G_N_ELEMENTS (prefix##_words) - 1, (int) value); \
  }                                                                                       \
  gboolean ffb_##prefix##_from_string (const char *word, Type *out)                       \
  {                                                                                       \
    int found;                                                                            \
    g_return_val_if_fail (out != NULL, FALSE);                                            \
    if (!ffb_words_lookup (prefix##_words, G_N_ELEMENTS (prefix##_words) - 1, word,       \
                           &found))                                                       \
      return FALSE;                                                                       \
    *out = (Type) found;                                                                  \
    return TRUE;                                                                          \
  }

/* The same for a vocabulary people read, with ffb_PREFIX_display_name and
 * ffb_PREFIX_display_names from its display words, in the same order; lists of different
 * lengths fail the build. The display words are written N_("...") and come out translated;
 * the words in files never are. */
#define FFB_DEFINE_SHOWN_WORDS(prefix, Type, words, shown)                                 \
  FFB_DEFINE_WORDS (prefix, Type, words)                                                  \
  static const char *const prefix##_shown[] = FFB_WORDS_LIST shown;                       \
  G_STATIC_ASSERT (G_N_ELEMENTS (prefix##_shown) == G_N_ELEMENTS (prefix##_words));       \
  const char *ffb_##prefix##_display_name (Type value)                                    \
  {                                                                                       \
    return ffb_words_shown_at (prefix##_shown, G_N_ELEMENTS (prefix##_shown) - 1,         \
                               (int) value);                                              \
  }                                                                                       \
  const char *const *ffb_##prefix##_display_names (void)                                  \
  {                                                                                       \
    static const char *translated[G_N_ELEMENTS (prefix##_shown)];                         \
    static gsize done;                                                                    \
    if (g_once_init_enter (&done))                                                        \
      ffb_words_translate (prefix##_shown, translated, G_N_ELEMENTS (prefix##_shown) - 1, \
                           &done);                                                        \
    return translated;                                                                    \
  }

/* Defines ffb_PREFIX_sentence_word for a vocabulary defined above whose file words also stand
 * inside sentences ("%d veteran SP", "a forest hex", "turn 3 (Jul-Aug 1862)"): the file's word
 * translated in the context "PREFIX". In English the two are one, so the table's file words
 * are written NC_ ("PREFIX", "...") for translators, and `_to_string` still returns the English
 * for files, dice purposes and ids; the display word (`_display_name`, capitalized for a
 * drop-down) is another. */
#define FFB_DEFINE_SENTENCE_WORDS(prefix, Type)                                             \
  const char *ffb_##prefix##_sentence_word (Type value)                                    \
  {                                                                                       \
    return ffb_words_in_sentence (#prefix, prefix##_words,                                \
                                  G_N_ELEMENTS (prefix##_words) - 1, (int) value);        \
  }

G_END_DECLS
