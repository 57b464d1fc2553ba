/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-text.h: small pieces of the engine's English. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "1 battery", "2 batteries": `one` or `many` after the number, as the number wants. English
 * only: a translated count uses g_dngettext, as ffb_text_stands does. */
char *ffb_text_count (int n, const char *one, const char *many);
/* "1 stand", "20 stands", in the reader's language with its plural forms. */
char *ffb_text_stands (int n);
/* "1 battery", "2 batteries", likewise. */
char *ffb_text_batteries (int n);

/* Text from an untrusted source (a file, a command line) made fit for a one-line message:
 * valid UTF-8, escaped, and cut to 40 characters. */
char *ffb_text_quote_untrusted (const char *text);

/* What keeps a name (a campaign's, a leader's, a deck's, a block's...) from being one visible
 * line of text as it is written, the first found; FFB_NAME_FINE when nothing does. */
typedef enum
{
  FFB_NAME_FINE,
  FFB_NAME_NOT_TEXT,    /* not valid UTF-8 */
  FFB_NAME_EMPTY,       /* nothing but spaces and invisible characters (U+200B...) */
  FFB_NAME_TOO_LONG,    /* more than `max_chars` characters */
  FFB_NAME_CONTROL,     /* a control character (tab, line break...) or U+2028, U+2029 */
  FFB_NAME_BIDI,        /* a bidirectional control (U+202E...), which shows it in another order */
} FfbNameProblem;

/* The `length` bytes of `name` (-1: up to its NUL), as ffbridge keeps every name. */
FfbNameProblem ffb_text_name_problem (const char *name, gssize length, int max_chars);
/* The first character of valid UTF-8 `text` that FFB_NAME_CONTROL or FFB_NAME_BIDI refuses, or
 * 0. */
gunichar       ffb_text_first_unfit (const char *text, gssize length);

G_END_DECLS
