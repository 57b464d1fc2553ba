/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-seal.c: Argon2id keys and XChaCha20-Poly1305 blobs (see ffb-seal.h). */
#include "ffb-seal.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"

#define NONCE_BYTES crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
#define TAG_BYTES crypto_aead_xchacha20poly1305_ietf_ABYTES
/* What a file may ask of the key derivation: more would let a hostile file eat the referee's
 * memory or time for nothing. */
#define MAX_OPS 16
#define MAX_MEM crypto_pwhash_MEMLIMIT_SENSITIVE

G_STATIC_ASSERT (FFB_SEAL_KEY_BYTES == crypto_aead_xchacha20poly1305_ietf_KEYBYTES);
G_STATIC_ASSERT (FFB_SEAL_SALT_BYTES == crypto_pwhash_SALTBYTES);

static gboolean test_cost;

gboolean
ffb_seal_init (GError **error)
{
  if (sodium_init () >= 0)
    return TRUE;
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_IO, _("the cryptography library could not "
                         "start: nothing secret can be sealed or opened on this system."));
  return FALSE;
}

void
ffb_seal_use_test_cost (gboolean cheap)
{
  g_return_if_fail (g_test_initialized ());
  test_cost = cheap;
}

void
ffb_seal_write_limits (guint64 *ops, guint64 *mem)
{
  *ops = test_cost ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_MODERATE;
  *mem = test_cost ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_MODERATE;
}

/* The least a file may ask for: INTERACTIVE, below which a guessed passphrase is cheap. */
static void
floor_limits (guint64 *ops, guint64 *mem)
{
  *ops = test_cost ? crypto_pwhash_OPSLIMIT_MIN : crypto_pwhash_OPSLIMIT_INTERACTIVE;
  *mem = test_cost ? crypto_pwhash_MEMLIMIT_MIN : crypto_pwhash_MEMLIMIT_INTERACTIVE;
}

guint8 *
ffb_seal_key_new (void)
{
  guint8 *key;

  if (sodium_init () < 0 || (key = sodium_malloc (FFB_SEAL_KEY_BYTES)) == NULL)
    g_error ("out of guarded memory for a key");
  sodium_memzero (key, FFB_SEAL_KEY_BYTES);
  return key;
}

guint8 *
ffb_seal_key_new_random (void)
{
  guint8 *key = ffb_seal_key_new ();

  crypto_aead_xchacha20poly1305_ietf_keygen (key);
  return key;
}

void
ffb_seal_key_free (guint8 *key)
{
  /* sodium_free wipes the memory before it lets it go. */
  if (key != NULL)
    sodium_free (key);
}

gboolean
ffb_kdf_params_init (FfbKdfParams *params, GError **error)
{
  if (!ffb_seal_init (error))
    return FALSE;
  ffb_seal_write_limits (&params->ops, &params->mem);
  randombytes_buf (params->salt, sizeof params->salt);
  return TRUE;
}

static gboolean
parse_limit (const char *text, guint64 floor, guint64 max, guint64 *out)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, floor, max, out, NULL);
}

gboolean
ffb_kdf_params_parse (const char *ops, const char *mem, const char *salt_base64,
                      FfbKdfParams *params, const char *source, int line, GError **error)
{
  guint64 ops_floor, mem_floor;
  g_autofree guint8 *salt = NULL;
  gsize salt_length = 0;

  floor_limits (&ops_floor, &mem_floor);
  if (!parse_limit (ops, ops_floor, MAX_OPS, &params->ops)
      || !parse_limit (mem, mem_floor, MAX_MEM, &params->mem))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING,
                   _("%s:%d: the key derivation's limits (ops=\"%.20s\", mem=\"%.20s\") are not "
                     "between %llu and %d passes and %llu and %d bytes: a cheaper key would "
                     "make the passphrase easy to guess."), source, line,
                   ops != NULL ? ops : "", mem != NULL ? mem : "",
                   (unsigned long long) ops_floor, MAX_OPS, (unsigned long long) mem_floor,
                   MAX_MEM);
      return FALSE;
    }
  if (salt_base64 != NULL && salt_base64[0] != '\0')
    salt = g_base64_decode (salt_base64, &salt_length);
  if (salt_length != FFB_SEAL_SALT_BYTES)
    {
      if (salt_length == 0)
        g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING,
                     _("%s:%d: the key derivation's salt must be %d bytes in base64; this one "
                       "is empty."), source, line, FFB_SEAL_SALT_BYTES);
      else
        g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING,
                     _("%s:%d: the key derivation's salt must be %d bytes in base64; this one "
                       "is of another size."), source, line, FFB_SEAL_SALT_BYTES);
      return FALSE;
    }
  memcpy (params->salt, salt, FFB_SEAL_SALT_BYTES);
  return TRUE;
}

char *
ffb_kdf_params_salt_base64 (const FfbKdfParams *params)
{
  return g_base64_encode (params->salt, sizeof params->salt);
}

static guint derivations;

guint
ffb_seal_derivations (void)
{
  return g_atomic_int_get (&derivations);
}

gboolean
ffb_seal_derive (const char *passphrase, const FfbKdfParams *params, guint8 *key,
                 GError **error)
{
  g_return_val_if_fail (passphrase != NULL && params != NULL && key != NULL, FALSE);

  if (!ffb_seal_init (error))
    return FALSE;
  g_atomic_int_inc (&derivations);
  if (crypto_pwhash (key, FFB_SEAL_KEY_BYTES, passphrase, strlen (passphrase), params->salt,
                     params->ops, params->mem, crypto_pwhash_ALG_ARGON2ID13) == 0)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
               _("the key of the passphrase could not be made: the system did not give the "
                 "%llu MiB it needs."), (unsigned long long) (params->mem / (1024 * 1024)));
  return FALSE;
}

gsize
ffb_seal_padded_size (gsize length, gsize block)
{
  g_return_val_if_fail (block > 0 && length < G_MAXSIZE - block, length);

  /* sodium_pad always adds at least one byte (its marker). */
  return (length / block + 1) * block;
}

char *
ffb_seal_encrypt (const guint8 *key, const char *context, const guint8 *plaintext,
                  gsize length, gsize block)
{
  gboolean pad = block > 0;
  gsize padded_length = pad ? ffb_seal_padded_size (length, block) : length;
  guint8 *padded = sodium_malloc (padded_length + 1);
  g_autofree guint8 *blob = g_malloc (NONCE_BYTES + padded_length + TAG_BYTES);
  unsigned long long sealed_length = 0;
  size_t unpadded = 0;

  g_return_val_if_fail (key != NULL && context != NULL, NULL);
  if (padded == NULL)
    g_error ("out of guarded memory for a secret");
  if (length > 0)
    memcpy (padded, plaintext, length);
  if (pad && sodium_pad (&unpadded, padded, length, block, padded_length + 1) != 0)
    g_error ("a secret could not be padded");
  randombytes_buf (blob, NONCE_BYTES);
  crypto_aead_xchacha20poly1305_ietf_encrypt (blob + NONCE_BYTES, &sealed_length, padded,
                                              padded_length, (const guint8 *) context,
                                              strlen (context), NULL, blob, key);
  sodium_free (padded);
  return g_base64_encode (blob, NONCE_BYTES + sealed_length);
}

static void
set_not_opened (GError **error)
{
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("a sealed part does not open with "
                         "this key: it was sealed with another passphrase, for another place, or "
                         "it was changed since."));
}

guint8 *
ffb_seal_decrypt (const guint8 *key, const char *context, const char *blob, gsize *length,
                  gboolean pad, GError **error)
{
  g_autofree guint8 *bytes = NULL;
  gsize size = 0;
  guint8 *plain;
  unsigned long long plain_length = 0;
  size_t unpadded;

  g_return_val_if_fail (key != NULL && context != NULL && blob != NULL, NULL);
  bytes = g_base64_decode (blob, &size);
  if (size < NONCE_BYTES + TAG_BYTES)
    {
      set_not_opened (error);
      return NULL;
    }
  if ((plain = sodium_malloc (size - NONCE_BYTES - TAG_BYTES + 1)) == NULL)
    g_error ("out of guarded memory for a secret");
  if (crypto_aead_xchacha20poly1305_ietf_decrypt (plain, &plain_length, NULL,
                                                  bytes + NONCE_BYTES, size - NONCE_BYTES,
                                                  (const guint8 *) context, strlen (context),
                                                  bytes, key) != 0
      || (pad && (plain_length == 0
                      || sodium_unpad (&unpadded, plain, plain_length, plain_length) != 0)))
    {
      sodium_free (plain);
      set_not_opened (error);
      return NULL;
    }
  if (pad)
    plain_length = unpadded;
  plain[plain_length] = '\0';
  *length = plain_length;
  return plain;
}

void
ffb_seal_plain_free (guint8 *plaintext)
{
  if (plaintext != NULL)
    sodium_free (plaintext);
}
