/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-text.c: what a typed name must be to be kept (see ffb-edit-text.h). The limits are
 * the loader's (ffb-limits.h, ffb-xml-limits.c): a name the app keeps always loads again. */
#include "ffb-edit-text.h"

#include <glib/gi18n-lib.h>

#include "ffb-limits.h"
#include "ffb-text.h"

char *
ffb_edit_trimmed (const char *text)
{
  return g_strstrip (g_strdup (text != NULL ? text : ""));
}

/* A pasted tab, line break or other control character would make the file unloadable. */
gboolean
ffb_edit_is_one_line (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        return FALSE;
    }
  return TRUE;
}

/* The sentences of each FfbNameProblem but FFB_NAME_FINE, in its order. */
enum { N_PROBLEMS = FFB_NAME_BIDI };

/* Short sentences: the forms show them in place of the field's title. */
static const char *const problem_sentences[][N_PROBLEMS] = {
  [FFB_NAMED_SP_GROUP] = {
    N_("An SP group name is not valid text."),
    N_("An SP group needs a name."),
    N_("An SP group name has at most 80 characters."),
    N_("An SP group name is one line, without tabs or other control characters."),
    N_("An SP group name is shown as written, without characters that reorder text "
       "(bidirectional controls)."),
  },
  [FFB_NAMED_BATTLE] = {
    N_("A battle name is not valid text."),
    N_("A battle needs a name."),
    N_("A battle name has at most 80 characters."),
    N_("A battle name is one line, without tabs or other control characters."),
    N_("A battle name is shown as written, without characters that reorder text "
       "(bidirectional controls)."),
  },
  [FFB_NAMED_LEADER] = {
    N_("A leader name is not valid text."),
    N_("A leader needs a name."),
    N_("A leader name has at most 80 characters."),
    N_("A leader name is one line, without tabs or other control characters."),
    N_("A leader name is shown as written, without characters that reorder text "
       "(bidirectional controls)."),
  },
  [FFB_NAMED_CAMPAIGN] = {
    N_("The campaign name is not valid text."),
    N_("The campaign needs a name."),
    N_("The campaign name has at most 80 characters."),
    N_("The campaign name is one line, without tabs or other control characters."),
    N_("The campaign name is shown as written, without characters that reorder text "
       "(bidirectional controls)."),
  },
  [FFB_NAMED_UNIT] = {
    N_("A unit name is not valid text."),
    N_("A unit needs a name."),
    N_("A unit name has at most 80 characters."),
    N_("A unit name is one line, without tabs or other control characters."),
    N_("A unit name is shown as written, without characters that reorder text "
       "(bidirectional controls)."),
  },
};
G_STATIC_ASSERT (FFB_MAX_NAME == 80);

const char *
ffb_edit_name_problem (const char *name, FfbNamed named)
{
  g_autofree char *kept = ffb_edit_trimmed (name);
  FfbNameProblem problem;

  g_return_val_if_fail (named >= 0 && named < G_N_ELEMENTS (problem_sentences), NULL);
  problem = ffb_text_name_problem (kept, -1, FFB_MAX_NAME);
  if (problem == FFB_NAME_FINE)
    return NULL;
  return _(problem_sentences[named][problem - 1]);
}
