/* ffb-passphrase.h: a side's passphrase (or PIN), which opens that side's private view on the
 * shared laptop. Only a salted PBKDF2-HMAC-SHA256 hash is kept, in the campaign file:
 *
 *   pbkdf2-sha256$ITERATIONS$SALT_HEX$HASH_HEX
 *
 * so reading the file does not give the passphrase away. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_PASSPHRASE_MIN_LENGTH 4
#define FFB_PASSPHRASE_ITERATIONS 60000

/* A new hash with a fresh random salt; NULL with FFB_ERROR_INVALID when the passphrase is
 * shorter than FFB_PASSPHRASE_MIN_LENGTH characters. */
char    *ffb_passphrase_hash (const char *passphrase, GError **error);
/* The same with a given salt and cost: for tests and for checking a stored hash. */
char    *ffb_passphrase_hash_with (const char *passphrase, const guint8 *salt, gsize salt_length,
                                   guint iterations);
/* TRUE when `attempt` is the passphrase `stored` was made from (compared in constant time). */
gboolean ffb_passphrase_verify (const char *stored, const char *attempt);
/* TRUE when `stored` is a hash this build can check (used when loading a campaign). */
gboolean ffb_passphrase_is_well_formed (const char *stored);

G_END_DECLS
