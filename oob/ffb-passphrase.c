/* ffb-passphrase.c: PBKDF2-HMAC-SHA256 (RFC 8018) with GLib's GHmac, one 32-byte block. */
#include "ffb-passphrase.h"

#include <string.h>

#include "ffb-error.h"
#include "ffb-random.h"

#define SALT_BYTES 16
#define HASH_BYTES 32
#define SCHEME "pbkdf2-sha256"

static void
hmac_digest (GHmac *keyed, const guint8 *data, gsize length, guint8 out[HASH_BYTES])
{
  g_autoptr(GHmac) hmac = g_hmac_copy (keyed);
  gsize size = HASH_BYTES;

  g_hmac_update (hmac, data, length);
  g_hmac_get_digest (hmac, out, &size);
}

static void
pbkdf2 (const char *passphrase, const guint8 *salt, gsize salt_length, guint iterations,
        guint8 out[HASH_BYTES])
{
  g_autoptr(GHmac) keyed = g_hmac_new (G_CHECKSUM_SHA256, (const guchar *) passphrase,
                                       strlen (passphrase));
  g_autofree guint8 *first = g_malloc (salt_length + 4);
  guint8 block[HASH_BYTES];

  /* U1 = HMAC(P, S || INT(1)); Ui = HMAC(P, Ui-1); the key is U1 ^ U2 ^ ... ^ Uc. */
  memcpy (first, salt, salt_length);
  memcpy (first + salt_length, "\0\0\0\1", 4);
  hmac_digest (keyed, first, salt_length + 4, block);
  memcpy (out, block, HASH_BYTES);
  for (guint i = 1; i < iterations; i++)
    {
      hmac_digest (keyed, block, HASH_BYTES, block);
      for (int b = 0; b < HASH_BYTES; b++)
        out[b] ^= block[b];
    }
}

static char *
to_hex (const guint8 *bytes, gsize length)
{
  GString *hex = g_string_sized_new (length * 2);

  for (gsize i = 0; i < length; i++)
    g_string_append_printf (hex, "%02x", bytes[i]);
  return g_string_free (hex, FALSE);
}

char *
ffb_passphrase_hash_with (const char *passphrase, const guint8 *salt, gsize salt_length,
                          guint iterations)
{
  guint8 key[HASH_BYTES];
  g_autofree char *salt_hex = NULL, *key_hex = NULL;

  g_return_val_if_fail (passphrase != NULL && salt != NULL && iterations > 0, NULL);
  pbkdf2 (passphrase, salt, salt_length, iterations, key);
  salt_hex = to_hex (salt, salt_length);
  key_hex = to_hex (key, HASH_BYTES);
  return g_strdup_printf (SCHEME "$%u$%s$%s", iterations, salt_hex, key_hex);
}

char *
ffb_passphrase_hash (const char *passphrase, GError **error)
{
  guint8 salt[SALT_BYTES];

  g_return_val_if_fail (passphrase != NULL, NULL);
  if (g_utf8_strlen (passphrase, -1) < FFB_PASSPHRASE_MIN_LENGTH)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   "A passphrase or PIN needs at least %d characters.",
                   FFB_PASSPHRASE_MIN_LENGTH);
      return NULL;
    }
  if (!ffb_random_bytes (salt, sizeof salt, error))
    return NULL;
  return ffb_passphrase_hash_with (passphrase, salt, sizeof salt, FFB_PASSPHRASE_ITERATIONS);
}

/* Splits "scheme$iterations$salt$hash"; the salt is decoded into `salt`. */
static gboolean
parse_stored (const char *stored, guint *iterations, GByteArray *salt, char **hash_hex)
{
  g_auto(GStrv) parts = stored != NULL ? g_strsplit (stored, "$", 5) : NULL;
  guint64 count;

  if (parts == NULL || g_strv_length (parts) != 4 || !g_str_equal (parts[0], SCHEME)
      || !g_ascii_string_to_unsigned (parts[1], 10, 1, 10000000, &count, NULL)
      || strlen (parts[2]) % 2 != 0 || strlen (parts[2]) > 128
      || strlen (parts[3]) != HASH_BYTES * 2)
    return FALSE;
  for (const char *p = parts[2]; *p != '\0'; p += 2)
    {
      int high = g_ascii_xdigit_value (p[0]), low = g_ascii_xdigit_value (p[1]);
      guint8 byte = (guint8) (high * 16 + low);
      if (high < 0 || low < 0)
        return FALSE;
      g_byte_array_append (salt, &byte, 1);
    }
  for (const char *p = parts[3]; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  *iterations = (guint) count;
  *hash_hex = g_ascii_strdown (parts[3], -1);
  return TRUE;
}

gboolean
ffb_passphrase_is_well_formed (const char *stored)
{
  g_autoptr(GByteArray) salt = g_byte_array_new ();
  g_autofree char *hash_hex = NULL;
  guint iterations;

  return parse_stored (stored, &iterations, salt, &hash_hex);
}

gboolean
ffb_passphrase_verify (const char *stored, const char *attempt)
{
  g_autoptr(GByteArray) salt = g_byte_array_new ();
  g_autofree char *hash_hex = NULL, *again = NULL;
  guint iterations;
  guint8 differ = 0;

  if (attempt == NULL || !parse_stored (stored, &iterations, salt, &hash_hex))
    return FALSE;
  again = ffb_passphrase_hash_with (attempt, salt->data, salt->len, iterations);
  /* Compare every character, so the time taken says nothing of where they differ. */
  for (gsize i = 0; i < HASH_BYTES * 2; i++)
    differ |= (guint8) (hash_hex[i] ^ again[strlen (again) - HASH_BYTES * 2 + i]);
  return differ == 0;
}
