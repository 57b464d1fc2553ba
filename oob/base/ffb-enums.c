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
                        ("green", "veteran", "crack"),
                        (N_("Green"), N_("Veteran"), N_("Crack")))
FFB_DEFINE_SHOWN_WORDS (months, FfbMonths,
                        ("Mar-Apr", "May-Jun", "Jul-Aug", "Sep-Oct", "Nov-Feb"),
                        (N_("Mar–Apr"), N_("May–Jun"), N_("Jul–Aug"), N_("Sep–Oct"),
                         N_("Nov–Feb")))
FFB_DEFINE_SHOWN_WORDS (terrain, FfbTerrain,
                        ("clear", "forest", "swamp", "road-gap"),
                        (N_("Clear"), N_("Forest"), N_("Swamp"), N_("Road or gap")))
FFB_DEFINE_SHOWN_WORDS (river, FfbRiver,
                        ("none", "unnavigable", "navigable"),
                        (N_("No river"), N_("Unnavigable river"), N_("Navigable river")))
FFB_DEFINE_WORDS (rank, FfbRank, ("division", "corps", "army"))
FFB_DEFINE_SHOWN_WORDS (role, FfbRole,
                        ("auto", "corps", "army"),
                        (N_("Automatic"), N_("Corps leader"), N_("Army leader")))
FFB_DEFINE_SHOWN_WORDS (leader_status, FfbLeaderStatus,
                        ("active", "wounded", "killed", "captured"),
                        (N_("Active"), N_("Wounded"), N_("Killed"), N_("Captured")))
/* Sealed stays lower case: it is a state of the die roll, not a rating a leader has. */
FFB_DEFINE_SHOWN_WORDS (rating, FfbRating,
                        ("sealed", "average", "excellent", "poltroon"),
                        (N_("sealed"), N_("Average"), N_("Excellent"), N_("Poltroon")))
FFB_DEFINE_WORDS (remainder, FfbRemainder, ("carry", "nearest", "down"))
FfbSide
ffb_side_other (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}
