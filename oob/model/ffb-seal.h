/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-seal.h: the cryptography of secrets at rest (RULES.md "Secrets at rest"), on libsodium
 * and nothing else:
 *  - a key from a passphrase by Argon2id (crypto_pwhash, ALG_ARGON2ID13), at libsodium's
 *    MODERATE limits for what is written; limits read from a file must be at least its
 *    INTERACTIVE ones, and the salt exactly crypto_pwhash_SALTBYTES;
 *  - XChaCha20-Poly1305 (crypto_aead_xchacha20poly1305_ietf) for what is sealed, with a
 *    random 24-byte nonce and the sealed part's place as associated data, so that a blob
 *    moved to another place does not open;
 *  - plaintexts padded (sodium_pad) before sealing to a size the caller computes from public
 *    facts only (RULES.md "Secrets at rest", decision 1), so that neither a blob's size nor
 *    the plaintext its reader opens (padding stripped) says how much the others hold;
 *  - keys in sodium_malloc'd memory (guard pages, locked), wiped when freed.
 *
 * A sealed blob, as written in a file, is base64 of nonce || ciphertext. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_SEAL_KEY_BYTES 32
#define FFB_SEAL_SALT_BYTES 16

/* Argon2id limits and salt of one passphrase's key. */
typedef struct
{
  guint64 ops;   /* crypto_pwhash opslimit */
  guint64 mem;   /* crypto_pwhash memlimit, in bytes */
  guint8 salt[FFB_SEAL_SALT_BYTES];
} FfbKdfParams;

/* sodium_init; FALSE with FFB_ERROR_IO when libsodium cannot start (no secure random). */
gboolean ffb_seal_init (GError **error);

/* For tests only: the key derivation at libsodium's MIN limits, for what is written and as the
 * floor for what is read. Refused (a critical warning, nothing changed) unless the GLib test
 * framework is running, so that neither a file nor a user can lower the cost. */
void     ffb_seal_use_test_cost (gboolean cheap);
/* The limits new keys are made with. */
void     ffb_seal_write_limits (guint64 *ops, guint64 *mem);

/* A key of FFB_SEAL_KEY_BYTES in guarded, locked memory; zero-filled. */
guint8  *ffb_seal_key_new (void);
/* A new key from the secure random source. */
guint8  *ffb_seal_key_new_random (void);
/* Wipes and frees (NULL is fine). */
void     ffb_seal_key_free (guint8 *key);

/* Fresh limits (the write limits) and a random salt. */
gboolean ffb_kdf_params_init (FfbKdfParams *params, GError **error);
/* Reads limits and a base64 salt from a file; refuses, with "source:line: ..." in
 * FFB_ERROR_MEANING, limits below the floor, an absurd memory limit and a salt that is empty
 * or not FFB_SEAL_SALT_BYTES long. */
gboolean ffb_kdf_params_parse (const char *ops, const char *mem, const char *salt_base64,
                               FfbKdfParams *params, const char *source, int line,
                               GError **error);
/* The salt in base64 (for the file). */
char    *ffb_kdf_params_salt_base64 (const FfbKdfParams *params);

/* The key of `passphrase` (Argon2id); FALSE with FFB_ERROR_IO when the system cannot give the
 * memory it needs. */
gboolean ffb_seal_derive (const char *passphrase, const FfbKdfParams *params, guint8 *key,
                          GError **error);
/* How many derivations this process has begun, so that a test can tell a hand-over that cost
 * one from one that cost none (ffb-kdf-memo.h) without timing it. */
guint    ffb_seal_derivations (void);

/* Seals `length` bytes for `key` with `context` as associated data. With `block` > 0 the
 * plaintext is first padded (sodium_pad) to the smallest multiple of `block` above `length`:
 * one block whenever it fits, so that the blob's size is the caller's public `block`; 0 seals
 * it as it is (a key, of fixed size). Returns base64 (nonce || ciphertext). */
char    *ffb_seal_encrypt (const guint8 *key, const char *context, const guint8 *plaintext,
                           gsize length, gsize block);
/* Opens a blob made by ffb_seal_encrypt with the same key and context; `pad` when it was
 * sealed with a block (the padding is then stripped). Returns the
 * plaintext in guarded memory (free it with ffb_seal_plain_free, which wipes it), with a NUL
 * after its `length` bytes; NULL with FFB_ERROR_INVALID when the blob is not base64, was made
 * with another key or context, or was changed. */
guint8  *ffb_seal_decrypt (const guint8 *key, const char *context, const char *blob,
                           gsize *length, gboolean pad, GError **error);
void     ffb_seal_plain_free (guint8 *plaintext);

/* The size a plaintext of `length` bytes is padded to with `block`: the smallest multiple of
 * `block` that holds it and sodium_pad's marker. */
gsize    ffb_seal_padded_size (gsize length, gsize block);

G_END_DECLS
