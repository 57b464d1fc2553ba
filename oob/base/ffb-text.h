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

G_END_DECLS
