/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-text.c: small pieces of the engine's English (ffb-text.h). */
#include "ffb-text.h"

#include <string.h>
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

/* Unicode's Bidi_Control characters: marks, embeddings, overrides and isolates. Each makes
 * a name show in an order it is not written in ("AliveB" for a name that is not). */
static gboolean
is_bidi_control (gunichar c)
{
  return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
         || (c >= 0x2066 && c <= 0x2069);
}

static gboolean
is_control (gunichar c)
{
  return g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029;
}

gunichar
ffb_text_first_unfit (const char *text, gssize length)
{
  const char *end = length < 0 ? text + strlen (text) : text + length;

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_control (c) || is_bidi_control (c))
        return c;
    }
  return 0;
}

/* A character that shows: no space, no format character (U+200B zero width space, U+2060
 * word joiner, U+FEFF...), no control; g_unichar_isgraph leaves all of those out. */
static gboolean
shows_something (const char *text, const char *end)
{
  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    if (g_unichar_isgraph (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

FfbNameProblem
ffb_text_name_problem (const char *name, gssize length, int max_chars)
{
  const char *end;
  gunichar unfit;

  g_return_val_if_fail (name != NULL, FFB_NAME_EMPTY);
  if (!g_utf8_validate (name, length, &end) || (length >= 0 && end != name + length))
    return FFB_NAME_NOT_TEXT;
  if ((unfit = ffb_text_first_unfit (name, end - name)) != 0)
    return is_bidi_control (unfit) ? FFB_NAME_BIDI : FFB_NAME_CONTROL;
  if (!shows_something (name, end))
    return FFB_NAME_EMPTY;
  if (g_utf8_strlen (name, end - name) > max_chars)
    return FFB_NAME_TOO_LONG;
  return FFB_NAME_FINE;
}
