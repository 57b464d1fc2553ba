/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-enums.c: each vocabulary's one table: its spelling in files and on the command line,
 * and the words people read. */
#include "ffb-enums.h"

/* Words are matched without regard to case: "Jul-Aug", "jul-aug" and "JUL-AUG" are one. */
gboolean
ffb_words_lookup (const char *const *words, int n_words, const char *word, int *out)
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

const char *
ffb_words_at (const char *const *words, int n_words, int value)
{
  g_return_val_if_fail (value >= 0 && value < n_words, "invalid");
  return words[value];
}

FFB_DEFINE_SHOWN_WORDS (side, FfbSide,
                        ("union", "confederate"),
                        ("Union", "Confederate"))
FFB_DEFINE_SHOWN_WORDS (experience, FfbExperience,
                        ("green", "veteran", "crack"),
                        ("Green", "Veteran", "Crack"))
FFB_DEFINE_SHOWN_WORDS (months, FfbMonths,
                        ("Mar-Apr", "May-Jun", "Jul-Aug", "Sep-Oct", "Nov-Feb"),
                        ("Mar–Apr", "May–Jun", "Jul–Aug", "Sep–Oct", "Nov–Feb"))
FFB_DEFINE_SHOWN_WORDS (terrain, FfbTerrain,
                        ("clear", "forest", "swamp", "road-gap"),
                        ("Clear", "Forest", "Swamp", "Road or gap"))
FFB_DEFINE_SHOWN_WORDS (river, FfbRiver,
                        ("none", "unnavigable", "navigable"),
                        ("No river", "Unnavigable river", "Navigable river"))
FFB_DEFINE_WORDS (rank, FfbRank, ("division", "corps", "army"))
FFB_DEFINE_SHOWN_WORDS (role, FfbRole,
                        ("auto", "corps", "army"),
                        ("Automatic", "Corps leader", "Army leader"))
FFB_DEFINE_SHOWN_WORDS (leader_status, FfbLeaderStatus,
                        ("active", "wounded", "killed", "captured"),
                        ("Active", "Wounded", "Killed", "Captured"))
/* Sealed stays lower case: it is a state of the die roll, not a rating a leader has. */
FFB_DEFINE_SHOWN_WORDS (rating, FfbRating,
                        ("sealed", "average", "excellent", "poltroon"),
                        ("sealed", "Average", "Excellent", "Poltroon"))
FFB_DEFINE_WORDS (remainder, FfbRemainder, ("carry", "nearest", "down"))
FfbSide
ffb_side_other (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}
