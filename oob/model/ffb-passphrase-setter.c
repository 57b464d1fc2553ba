/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-setter.c: who may set which passphrase, and where (see
 * ffb-passphrase-setter.h). */
#include "ffb-passphrase-setter.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

FfbPassphraseSetter
ffb_passphrase_setter_for_hand_over (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_SETTER_HAND_OVER_UNION : FFB_SETTER_HAND_OVER_CONFEDERATE;
}

static gboolean
refuse (GError **error, const char *sentence)
{
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, sentence);
  return FALSE;
}

gboolean
ffb_passphrase_setter_allows (FfbPassphraseSetter setter, FfbReader reader,
                              gboolean reader_has_one, GError **error)
{
  FfbSide side;
  g_autofree char *sentence = NULL;

  if (setter == FFB_SETTER_REFEREE)
    return TRUE;
  side = setter == FFB_SETTER_HAND_OVER_UNION ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  if (reader == FFB_READER_REFEREE)
    return !reader_has_one
           || refuse (error, _("A hand-over does not change the referee's passphrase: he "
                               "changes it on the Campaign page (RULES.md \"Secrets at "
                               "rest\")."));
  if (!ffb_reader_owns (reader, side))
    {
      /* Translators: the first %s is the side the laptop was handed to, the second the other
       * side (Union, Confederate). */
      sentence = g_strdup_printf (_("A hand-over to the %s player sets no %s passphrase: each "
                                    "player sets his own at a hand-over made to him, or the "
                                    "referee sets it on the Campaign page (RULES.md \"Secrets "
                                    "at rest\")."),
                                  ffb_side_display_name (side),
                                  ffb_side_display_name (ffb_side_other (side)));
      return refuse (error, sentence);
    }
  if (!reader_has_one)
    return TRUE;
  /* Translators: %s is a side (Union, Confederate). */
  sentence = g_strdup_printf (_("The %s passphrase is set already: a hand-over only opens his "
                                "view with it, and the referee changes it on the Campaign page "
                                "(RULES.md \"Secrets at rest\")."),
                              ffb_side_display_name (side));
  return refuse (error, sentence);
}
