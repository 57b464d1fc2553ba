/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-text.h: small pieces of the engine's English. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "1 battery", "2 batteries": `one` or `many` after the number, as the number wants. */
char *ffb_text_count (int n, const char *one, const char *many);

G_END_DECLS
