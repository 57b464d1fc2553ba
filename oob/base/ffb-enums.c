/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-enums.c: each vocabulary's one table: its spelling in files and on the command line,
 * and the words people read. */
#include "ffb-enums.h"

#include <glib/gi18n-lib.h>

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

const char *
ffb_words_shown_at (const char *const *words, int n_words, int value)
{
  return _(ffb_words_at (words, n_words, value));
}

/* g_dpgettext2, not _(): in a sentence "green" is an SP's experience, and other tables and
 * sentences may hold the same English word with another meaning. */
const char *
ffb_words_in_sentence (const char *context, const char *const *words, int n_words, int value)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, context, ffb_words_at (words, n_words, value));
}

/* The language does not change while the program runs, so one translated copy serves every
 * drop-down. */
void
ffb_words_translate (const char *const *words, const char **out, int n_words, gsize *done)
{
  for (int i = 0; i < n_words; i++)
    out[i] = _(words[i]);
  out[n_words] = NULL;
  g_once_init_leave (done, 1);
}

FFB_DEFINE_SHOWN_WORDS (side, FfbSide,
                        ("union", "confederate"),
                        (N_("Union"), N_("Confederate")))
FFB_DEFINE_SHOWN_WORDS (experience, FfbExperience,
                        /* Translators: an SP's experience inside a sentence, as in "3 veteran
                         * SP" (R4F); files keep the English. */
                        (NC_("experience", "green"), NC_("experience", "veteran"),
                         NC_("experience", "crack")),
                        (N_("Green"), N_("Veteran"), N_("Crack")))
FFB_DEFINE_SENTENCE_WORDS (experience, FfbExperience)
FFB_DEFINE_SHOWN_WORDS (months, FfbMonths,
                        /* Translators: a turn's two months inside a sentence, as in "turn 3
                         * (Jul-Aug 1862)" or "The Jul-Aug day" (R8); files keep the English. */
                        (NC_("months", "Mar-Apr"), NC_("months", "May-Jun"),
                         NC_("months", "Jul-Aug"), NC_("months", "Sep-Oct"),
                         NC_("months", "Nov-Feb")),
                        (N_("Mar–Apr"), N_("May–Jun"), N_("Jul–Aug"), N_("Sep–Oct"),
                         N_("Nov–Feb")))
FFB_DEFINE_SENTENCE_WORDS (months, FfbMonths)
FFB_DEFINE_SHOWN_WORDS (terrain, FfbTerrain,
                        /* Translators: a battle hex's terrain inside a sentence, as in "a
                         * forest hex" (R2); files keep the English. */
                        (NC_("terrain", "clear"), NC_("terrain", "forest"),
                         NC_("terrain", "swamp"), NC_("terrain", "road-gap")),
                        (N_("Clear"), N_("Forest"), N_("Swamp"), N_("Road or gap")))
FFB_DEFINE_SENTENCE_WORDS (terrain, FfbTerrain)
FFB_DEFINE_SHOWN_WORDS (river, FfbRiver,
                        /* Translators: the river crossed inside a sentence, as in "river
                         * crossing \"navigable\"" or "(terrain clear, river none)" (R7C); files
                         * keep the English. */
                        (NC_("river", "none"), NC_("river", "unnavigable"),
                         NC_("river", "navigable")),
                        (N_("No river"), N_("Unnavigable river"), N_("Navigable river")))
FFB_DEFINE_SENTENCE_WORDS (river, FfbRiver)
FFB_DEFINE_WORDS (rank, FfbRank,
                  /* Translators: a leader's FF rank inside a sentence, as in "whose FF rank is
                   * corps" (R4B); files keep the English. */
                  (NC_("rank", "division"), NC_("rank", "corps"), NC_("rank", "army")))
FFB_DEFINE_SENTENCE_WORDS (rank, FfbRank)
FFB_DEFINE_SHOWN_WORDS (role, FfbRole,
                        ("auto", "corps", "army"),
                        (N_("Automatic"), N_("Corps leader"), N_("Army leader")))
FFB_DEFINE_SHOWN_WORDS (leader_status, FfbLeaderStatus,
                        /* Translators: what befell a leader inside a sentence, as in "Lyon is
                         * killed" (R10B); files keep the English. */
                        (NC_("leader_status", "active"), NC_("leader_status", "wounded"),
                         NC_("leader_status", "killed"), NC_("leader_status", "captured")),
                        (N_("Active"), N_("Wounded"), N_("Killed"), N_("Captured")))
FFB_DEFINE_SENTENCE_WORDS (leader_status, FfbLeaderStatus)
/* Sealed stays lower case: it is a state of the die roll, not a rating a leader has. */
FFB_DEFINE_SHOWN_WORDS (rating, FfbRating,
                        /* Translators: an FF rating inside a sentence, as in "The rating of
                         * 1st Brigade is average, but roll 4 (d100 93) makes it poltroon"
                         * (R7A); "sealed" is a rating not yet revealed. Files keep the
                         * English. */
                        (NC_("rating", "sealed"), NC_("rating", "average"),
                         NC_("rating", "excellent"), NC_("rating", "poltroon")),
                        (N_("sealed"), N_("Average"), N_("Excellent"), N_("Poltroon")))
FFB_DEFINE_SENTENCE_WORDS (rating, FfbRating)
FFB_DEFINE_WORDS (remainder, FfbRemainder, ("carry", "nearest", "down"))
FfbSide
ffb_side_other (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}
