/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase.c: recognizing the passphrase hashes of format 1 (see ffb-passphrase.h). */
#include "ffb-passphrase.h"

#define LEGACY_SCHEME "pbkdf2-sha256"

gboolean
ffb_passphrase_is_legacy_hash (const char *stored)
{
  g_auto(GStrv) parts = stored != NULL ? g_strsplit (stored, "$", 5) : NULL;

  return parts != NULL && g_strv_length (parts) == 4 && g_str_equal (parts[0], LEGACY_SCHEME);
}
