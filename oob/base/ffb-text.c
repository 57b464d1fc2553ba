/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-text.c: small pieces of the engine's English (ffb-text.h). */
#include "ffb-text.h"

char *
ffb_text_count (int n, const char *one, const char *many)
{
  g_return_val_if_fail (one != NULL && many != NULL, NULL);
  return g_strdup_printf ("%d %s", n, n == 1 ? one : many);
}
