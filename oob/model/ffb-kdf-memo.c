/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-kdf-memo.c: what a hand-over's passphrase gave tonight, remembered in locked memory (see
 * ffb-kdf-memo.h). */
#include "ffb-kdf-memo.h"

#include <string.h>
#include <sodium.h>

G_STATIC_ASSERT (FFB_KDF_MEMO_DIGEST_BYTES == FFB_SEAL_KEY_BYTES);
G_STATIC_ASSERT (FFB_KDF_MEMO_DIGEST_BYTES >= crypto_generichash_BYTES_MIN);

/* What one reader's right passphrase gave; all of it in guarded memory. */
typedef struct
{
  FfbKdfParams params;
  guint8 digest[FFB_KDF_MEMO_DIGEST_BYTES];
  guint8 key[FFB_SEAL_KEY_BYTES];
  gboolean known;
} Entry;

struct _FfbKdfMemo
{
  guint8 *digest_key;          /* crypto_generichash's key: random, this memo's alone */
  Entry *entries;              /* FFB_N_READERS of them, one sodium_malloc block */
};

FfbKdfMemo *
ffb_kdf_memo_new (GError **error)
{
  FfbKdfMemo *memo;

  if (!ffb_seal_init (error))
    return NULL;
  memo = g_new0 (FfbKdfMemo, 1);
  memo->digest_key = ffb_seal_key_new_random ();
  if ((memo->entries = sodium_allocarray (FFB_N_READERS, sizeof (Entry))) == NULL)
    g_error ("out of guarded memory for the passphrase memo");
  sodium_memzero (memo->entries, FFB_N_READERS * sizeof (Entry));
  return memo;
}

void
ffb_kdf_memo_free (FfbKdfMemo *memo)
{
  if (memo == NULL)
    return;
  /* sodium_free wipes before it frees. */
  sodium_free (memo->entries);
  ffb_seal_key_free (memo->digest_key);
  g_free (memo);
}

void
ffb_kdf_memo_digest (const FfbKdfMemo *memo, const char *passphrase, guint8 *digest)
{
  g_return_if_fail (memo != NULL && passphrase != NULL && digest != NULL);
  crypto_generichash (digest, FFB_KDF_MEMO_DIGEST_BYTES, (const guint8 *) passphrase,
                      strlen (passphrase), memo->digest_key, FFB_SEAL_KEY_BYTES);
}

void
ffb_kdf_memo_remember (FfbKdfMemo *memo, FfbReader reader, const FfbKdfParams *params,
                       const guint8 *digest, const guint8 *key)
{
  Entry *entry;

  g_return_if_fail (memo != NULL && (guint) reader < FFB_N_READERS);
  g_return_if_fail (params != NULL && digest != NULL && key != NULL);
  entry = &memo->entries[reader];
  entry->params = *params;
  memcpy (entry->digest, digest, FFB_KDF_MEMO_DIGEST_BYTES);
  memcpy (entry->key, key, FFB_SEAL_KEY_BYTES);
  entry->known = TRUE;
}

/* The limits and the salt are public (they stand in the file): compared plainly. */
static gboolean
same_params (const FfbKdfParams *a, const FfbKdfParams *b)
{
  return a->ops == b->ops && a->mem == b->mem && memcmp (a->salt, b->salt, sizeof a->salt) == 0;
}

gboolean
ffb_kdf_memo_recall (const FfbKdfMemo *memo, FfbReader reader, const FfbKdfParams *params,
                     const guint8 *digest, guint8 *key)
{
  const Entry *entry;

  g_return_val_if_fail (memo != NULL && (guint) reader < FFB_N_READERS, FALSE);
  g_return_val_if_fail (params != NULL && digest != NULL && key != NULL, FALSE);
  entry = &memo->entries[reader];
  /* The digest in constant time, so that the time of a refusal says nothing of how near it
   * came. */
  if (!entry->known || !same_params (&entry->params, params)
      || sodium_memcmp (entry->digest, digest, FFB_KDF_MEMO_DIGEST_BYTES) != 0)
    return FALSE;
  memcpy (key, entry->key, FFB_SEAL_KEY_BYTES);
  return TRUE;
}

void
ffb_kdf_memo_forget_all (FfbKdfMemo *memo)
{
  g_return_if_fail (memo != NULL);
  sodium_memzero (memo->entries, FFB_N_READERS * sizeof (Entry));
}
