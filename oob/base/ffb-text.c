/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-text.c: small pieces of the engine's English (ffb-text.h). */
#include "ffb-text.h"

#include <glib/gi18n-lib.h>

char *
ffb_text_count (int n, const char *one, const char *many)
{
  g_return_val_if_fail (one != NULL && many != NULL, NULL);
  return g_strdup_printf ("%d %s", n, n == 1 ? one : many);
}

char *
ffb_text_stands (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stand", "%d stands", n), n);
}

char *
ffb_text_batteries (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d battery", "%d batteries", n), n);
}

char *
ffb_text_quote_untrusted (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);

  if (g_utf8_strlen (valid, -1) > 40)
    {
      char *end = g_utf8_offset_to_pointer (valid, 40);
      g_autofree char *cut = g_strdup_printf ("%.*s...", (int) (end - valid), valid);

      return g_strescape (cut, NULL);
    }
  return g_strescape (valid, NULL);
}
