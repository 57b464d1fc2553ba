/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase.h: passphrases as files of format 1 kept them.
 *
 * A passphrase is now checked by the key it unwraps (ffb-keyring.h); format 1 kept a salted
 * PBKDF2 hash instead, "pbkdf2-sha256$ITERATIONS$SALT_HEX$HASH_HEX", which is far cheaper to
 * guess. Such a hash is never checked again: the loader drops it and tells the referee to
 * choose the passphrases again. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when `stored` looks like a format 1 hash (the scheme word and three fields). */
gboolean ffb_passphrase_is_legacy_hash (const char *stored);

G_END_DECLS
