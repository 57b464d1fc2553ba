/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-enums.c: the spelling of each vocabulary in files and on the command line. */
#include "ffb-enums.h"

/* Words are matched without regard to case: "Jul-Aug", "jul-aug" and "JUL-AUG" are one. */
static gboolean
lookup_word (const char *const *words, int n_words, const char *word, int *out)
{
  if (word == NULL)
    return FALSE;
  for (int i = 0; i < n_words; i++)
    if (g_ascii_strcasecmp (words[i], word) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

static const char *
word_at (const char *const *words, int n_words, int value)
{
  g_return_val_if_fail (value >= 0 && value < n_words, "invalid");
  return words[value];
}

#define FFB_DEFINE_WORDS(prefix, Type, ...)                                            \
  static const char *const prefix##_words[] = { __VA_ARGS__ };                        \
  const char *ffb_##prefix##_to_string (Type value)                                   \
  {                                                                                   \
    return word_at (prefix##_words, G_N_ELEMENTS (prefix##_words), (int) value);      \
  }                                                                                   \
  gboolean ffb_##prefix##_from_string (const char *word, Type *out)                   \
  {                                                                                   \
    int found;                                                                        \
    if (!lookup_word (prefix##_words, G_N_ELEMENTS (prefix##_words), word, &found))   \
      return FALSE;                                                                   \
    *out = (Type) found;                                                              \
    return TRUE;                                                                      \
  }

FFB_DEFINE_WORDS (side, FfbSide, "union", "confederate")
FFB_DEFINE_WORDS (experience, FfbExperience, "green", "veteran", "crack")
FFB_DEFINE_WORDS (months, FfbMonths, "Mar-Apr", "May-Jun", "Jul-Aug", "Sep-Oct", "Nov-Feb")
FFB_DEFINE_WORDS (terrain, FfbTerrain, "clear", "forest", "swamp", "road-gap")
FFB_DEFINE_WORDS (river, FfbRiver, "none", "unnavigable", "navigable")
FFB_DEFINE_WORDS (rank, FfbRank, "division", "corps", "army")
FFB_DEFINE_WORDS (role, FfbRole, "auto", "corps", "army")
FFB_DEFINE_WORDS (leader_status, FfbLeaderStatus, "active", "wounded", "killed", "captured")
FFB_DEFINE_WORDS (rating, FfbRating, "sealed", "average", "excellent", "poltroon")
FFB_DEFINE_WORDS (remainder, FfbRemainder, "carry", "nearest", "down")

const char *
ffb_side_display_name (FfbSide side)
{
  return side == FFB_SIDE_UNION ? "Union" : "Confederate";
}

FfbSide
ffb_side_other (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}
