/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-text.c: what a typed name must be to be kept (see ffb-edit-text.h). The limits are
 * the loader's (ffb-limits.h, ffb-xml-limits.c): a name the app keeps always loads again. */
#include "ffb-edit-text.h"

#include "ffb-limits.h"

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

const char *
ffb_edit_name_problem (const char *name)
{
  g_autofree char *kept = ffb_edit_trimmed (name);

  if (!g_utf8_validate (kept, -1, NULL))
    return "name is not valid text";
  if (*kept == '\0')
    return "needs a name";
  if (g_utf8_strlen (kept, -1) > FFB_MAX_NAME)
    return "name has at most 80 characters";
  if (!ffb_edit_is_one_line (kept))
    return "name is one line, without tabs or other control characters";
  return NULL;
}
