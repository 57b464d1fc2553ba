/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-verifier.c: the verifier's pieces that every check of ffb-neutral-verify*.c
 * uses: a problem found, and the roll a result rests on. Apart from the checks, so that the
 * results' check calls the marches' and neither calls back. */
#include "ffb-neutral-verify-private.h"

#include <glib/gi18n-lib.h>

void
ffb_verifier_problem (FfbVerifier *verifier, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (verifier->problems, g_strdup_vprintf (format, args));
  va_end (args);
}

/* Fields that do not change which roll it is: reported, and the derived value used. */
static void
check_roll_fields (FfbVerifier *verifier, const FfbExpectedRoll *expected, const FfbRoll *roll)
{
  if (roll->counter < verifier->n_claims && verifier->claims[roll->counter]++ > 0)
    ffb_verifier_problem (verifier, _("%s rests on roll %d, which another result already rests "
                            "on."), expected->what, expected->counter);
  if (roll->modifier != expected->modifier)
    ffb_verifier_problem (verifier, _("%s: roll %d carries the modifier %+d, where %s gives "
                            "%+d."), expected->what, expected->counter, roll->modifier,
                          expected->modifier_source, expected->modifier);
  if (expected->reveal_turn >= 0 && roll->reveal_turn != expected->reveal_turn)
    ffb_verifier_problem (verifier, _("%s: roll %d is sealed until turn %d, but it opens on "
                            "turn %d."), expected->what, expected->counter, roll->reveal_turn,
                          expected->reveal_turn);
}

const FfbRoll *
ffb_verifier_expect_roll (FfbVerifier *verifier, const FfbExpectedRoll *expected)
{
  const char *what = expected->what;
  int counter = expected->counter;
  const FfbRoll *roll = counter >= 0 ? ffb_dice_find_roll (verifier->neutral->dice,
                                                           (guint) counter) : NULL;

  if (roll == NULL)
    ffb_verifier_problem (verifier, _("%s rests on roll %d, which is not in the log."), what,
                          counter);
  else if (!g_str_equal (roll->purpose, expected->purpose))
    /* Translators: the last %s is a roll's purpose as the file records it ("R7A(3) brigade
     * union.c1.d1.b2"), the text the die was derived from: it is quoted, not translated. */
    ffb_verifier_problem (verifier, _("%s rests on roll %d, but that roll was for “%s”."), what,
                          counter, roll->purpose);
  else if (roll->sides != expected->sides)
    ffb_verifier_problem (verifier, _("%s rests on roll %d, a d%d where the rule rolls a d%d."),
                          what, counter, roll->sides, expected->sides);
  else if (roll->audience != expected->audience)
    /* Translators: the last two %s are who may see a roll (referee, union, confederate,
     * everyone). */
    ffb_verifier_problem (verifier, _("%s rests on roll %d, logged for %s where it belongs to "
                            "%s."), what, counter, ffb_audience_sentence_word (roll->audience),
                          ffb_audience_sentence_word (expected->audience));
  else
    {
      check_roll_fields (verifier, expected, roll);
      return roll;
    }
  return NULL;
}
