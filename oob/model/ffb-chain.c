/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-chain.c: the signed record of the campaign file's writes (see ffb-chain.h), on
 * libsodium's Ed25519 (crypto_sign_detached) and SHA-256. */
#include "ffb-chain.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"

/* The signed text's first word: a later form of the record gets another. */
#define CHAIN_VERSION "ffbridge chain 1"

FfbChainEntry *
ffb_chain_entry_new (const char *name, const char *digest)
{
  FfbChainEntry *entry = g_new0 (FfbChainEntry, 1);

  entry->name = g_strdup (name);
  entry->digest = g_strdup (digest);
  return entry;
}

void
ffb_chain_entry_free (FfbChainEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->digest);
  g_free (entry);
}

FfbChainLink *
ffb_chain_link_new (guint n, guint64 generation, const char *previous, const char *state,
                    const char *signature)
{
  FfbChainLink *link = g_new0 (FfbChainLink, 1);

  link->n = n;
  link->generation = generation;
  link->previous = g_strdup (previous != NULL ? previous : "");
  link->state = g_strdup (state);
  link->signature = g_strdup (signature);
  return link;
}

void
ffb_chain_link_free (FfbChainLink *link)
{
  if (link == NULL)
    return;
  g_free (link->previous);
  g_free (link->state);
  g_free (link->signature);
  g_free (link);
}

FfbChain *
ffb_chain_new (void)
{
  FfbChain *chain = g_new0 (FfbChain, 1);

  chain->ref_count = 1;
  chain->links = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_chain_link_free);
  chain->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_chain_entry_free);
  chain->problems = g_ptr_array_new_with_free_func (g_free);
  chain->state = FFB_CHAIN_UNSIGNED;
  return chain;
}

FfbChain *
ffb_chain_ref (FfbChain *chain)
{
  g_atomic_int_inc (&chain->ref_count);
  return chain;
}

static void
forget_secret (FfbChain *chain)
{
  if (chain->secret != NULL)
    sodium_free (chain->secret);
  chain->secret = NULL;
}

void
ffb_chain_unref (FfbChain *chain)
{
  if (chain == NULL || !g_atomic_int_dec_and_test (&chain->ref_count))
    return;
  forget_secret (chain);
  g_free (chain->public_key);
  g_free (chain->sealed_secret);
  g_ptr_array_unref (chain->links);
  g_ptr_array_unref (chain->entries);
  g_ptr_array_unref (chain->problems);
  g_free (chain);
}

/* Guarded, locked memory: the secret half never sits in the ordinary heap. */
static guint8 *
secret_new (void)
{
  guint8 *secret;

  if (sodium_init () < 0)
    g_error ("the cryptography library could not start");
  if ((secret = sodium_malloc (crypto_sign_SECRETKEYBYTES)) == NULL)
    g_error ("no memory for a signing key");
  return secret;
}

FfbChain *
ffb_chain_copy (const FfbChain *chain)
{
  FfbChain *copy;

  g_return_val_if_fail (chain != NULL, NULL);

  copy = ffb_chain_new ();
  copy->public_key = g_strdup (chain->public_key);
  copy->sealed_secret = g_strdup (chain->sealed_secret);
  if (chain->secret != NULL)
    {
      copy->secret = secret_new ();
      memcpy (copy->secret, chain->secret, crypto_sign_SECRETKEYBYTES);
    }
  for (guint i = 0; i < chain->links->len; i++)
    {
      const FfbChainLink *link = g_ptr_array_index (chain->links, i);

      g_ptr_array_add (copy->links, ffb_chain_link_new (link->n, link->generation,
                                                        link->previous, link->state,
                                                        link->signature));
    }
  for (guint i = 0; i < chain->entries->len; i++)
    {
      const FfbChainEntry *entry = g_ptr_array_index (chain->entries, i);

      g_ptr_array_add (copy->entries, ffb_chain_entry_new (entry->name, entry->digest));
    }
  for (guint i = 0; i < chain->problems->len; i++)
    g_ptr_array_add (copy->problems, g_strdup (g_ptr_array_index (chain->problems, i)));
  copy->state = chain->state;
  return copy;
}

const FfbChainLink *
ffb_chain_last (const FfbChain *chain)
{
  g_return_val_if_fail (chain != NULL, NULL);

  return chain->links->len > 0 ? g_ptr_array_index (chain->links, chain->links->len - 1)
                               : NULL;
}

static char *
sha256_hex (const char *text, gsize length)
{
  guint8 digest[crypto_hash_sha256_BYTES];
  char hex[2 * crypto_hash_sha256_BYTES + 1];

  crypto_hash_sha256 (digest, (const guint8 *) text, length);
  return g_strdup (sodium_bin2hex (hex, sizeof hex, digest, sizeof digest));
}

/* The public key's bytes; FALSE when the file's base64 is not one. */
static gboolean
public_key_bytes (const FfbChain *chain, guint8 out[crypto_sign_PUBLICKEYBYTES])
{
  g_autofree guint8 *bytes = NULL;
  gsize size = 0;

  if (chain->public_key == NULL)
    return FALSE;
  bytes = g_base64_decode (chain->public_key, &size);
  if (size != crypto_sign_PUBLICKEYBYTES)
    return FALSE;
  memcpy (out, bytes, size);
  return TRUE;
}

char *
ffb_chain_fingerprint (const FfbChain *chain)
{
  guint8 key[crypto_sign_PUBLICKEYBYTES];
  guint8 digest[crypto_hash_sha256_BYTES];

  g_return_val_if_fail (chain != NULL, NULL);

  if (!public_key_bytes (chain, key))
    return NULL;
  crypto_hash_sha256 (digest, key, sizeof key);
  return g_strdup_printf ("%02X%02X %02X%02X %02X%02X %02X%02X", digest[0], digest[1],
                          digest[2], digest[3], digest[4], digest[5], digest[6], digest[7]);
}

char *
ffb_chain_state_digest (const GPtrArray *entries)
{
  g_autoptr(GString) text = g_string_new (CHAIN_VERSION "\n");

  g_return_val_if_fail (entries != NULL, NULL);

  /* A name never holds a line break (the file layer makes them), so the lines say where
   * each entry ends. */
  for (guint i = 0; i < entries->len; i++)
    {
      const FfbChainEntry *entry = g_ptr_array_index (entries, i);

      g_string_append_printf (text, "%s %s\n", entry->digest, entry->name);
    }
  return sha256_hex (text->str, text->len);
}

char *
ffb_chain_link_text (const FfbChain *chain, const FfbChainLink *link)
{
  g_return_val_if_fail (chain != NULL && link != NULL, NULL);

  /* The sealed secret half too: it never changes, and a forged one would make the referee's
   * next session sign with a key that is not his. */
  return g_strdup_printf (CHAIN_VERSION "|%s|%s|%u|%" G_GUINT64_FORMAT "|%s|%s",
                          chain->public_key != NULL ? chain->public_key : "",
                          chain->sealed_secret != NULL ? chain->sealed_secret : "", link->n,
                          link->generation, link->previous, link->state);
}

char *
ffb_chain_link_digest (const FfbChain *chain, const FfbChainLink *link)
{
  g_autofree char *text = ffb_chain_link_text (chain, link);

  return sha256_hex (text, strlen (text));
}

gsize
ffb_chain_secret_size (void)
{
  return crypto_sign_SECRETKEYBYTES;
}

gboolean
ffb_chain_make_key (FfbChain *chain, GError **error)
{
  guint8 key[crypto_sign_PUBLICKEYBYTES];

  g_return_val_if_fail (chain != NULL, FALSE);

  if (chain->public_key != NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("the campaign has its signing key already."));
      return FALSE;
    }
  forget_secret (chain);
  chain->secret = secret_new ();
  crypto_sign_keypair (key, chain->secret);
  chain->public_key = g_base64_encode (key, sizeof key);
  return TRUE;
}

gboolean
ffb_chain_take_secret (FfbChain *chain, const guint8 *secret, gsize length, GError **error)
{
  guint8 key[crypto_sign_PUBLICKEYBYTES];
  guint8 derived[crypto_sign_PUBLICKEYBYTES];

  g_return_val_if_fail (chain != NULL && secret != NULL, FALSE);

  /* The secret half holds its public half: it must be the one the file shows. */
  if (length != crypto_sign_SECRETKEYBYTES || !public_key_bytes (chain, key)
      || crypto_sign_ed25519_sk_to_pk (derived, secret) != 0
      || sodium_memcmp (derived, key, sizeof key) != 0)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("the signing key in the file is not the one the referee's "
                             "passphrase holds: the record was signed by someone else."));
      return FALSE;
    }
  forget_secret (chain);
  chain->secret = secret_new ();
  memcpy (chain->secret, secret, length);
  return TRUE;
}

gboolean
ffb_chain_append (FfbChain *chain, guint64 generation, GPtrArray *entries, GError **error)
{
  g_autoptr(GPtrArray) taken = entries;
  const FfbChainLink *last;
  g_autofree char *previous = NULL;
  g_autofree char *state = NULL;
  g_autofree char *text = NULL;
  guint8 signature[crypto_sign_BYTES];
  FfbChainLink *link;

  g_return_val_if_fail (chain != NULL && entries != NULL, FALSE);

  if (chain->secret == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("the campaign's signing key is sealed and the referee's "
                             "passphrase was not given."));
      return FALSE;
    }
  last = ffb_chain_last (chain);
  if (last != NULL)
    previous = ffb_chain_link_digest (chain, last);
  state = ffb_chain_state_digest (taken);
  link = ffb_chain_link_new (last != NULL ? last->n + 1 : 1, generation, previous, state, "");
  text = ffb_chain_link_text (chain, link);
  crypto_sign_detached (signature, NULL, (const guint8 *) text, strlen (text), chain->secret);
  g_free (link->signature);
  link->signature = g_base64_encode (signature, sizeof signature);
  g_ptr_array_add (chain->links, link);
  g_ptr_array_unref (chain->entries);
  chain->entries = g_steal_pointer (&taken);
  return TRUE;
}

/* GLib's decoder skips what is not base64: a signature must be written as its bytes encode,
 * or a character added to it would go unseen. */
static gboolean
written_as_encoded (const char *text, const guint8 *bytes, gsize size)
{
  g_autofree char *canonical = g_base64_encode (bytes, size);

  return g_str_equal (canonical, text);
}

static gboolean
signature_holds (const FfbChain *chain, const FfbChainLink *link, const guint8 *key)
{
  g_autofree guint8 *signature = NULL;
  g_autofree char *text = ffb_chain_link_text (chain, link);
  gsize size = 0;

  signature = g_base64_decode (link->signature, &size);
  return size == crypto_sign_BYTES && written_as_encoded (link->signature, signature, size)
         && crypto_sign_verify_detached (signature, (const guint8 *) text, strlen (text),
                                         key) == 0;
}

static void
check_link (const FfbChain *chain, guint i, const guint8 *key, GPtrArray *problems)
{
  const FfbChainLink *link = g_ptr_array_index (chain->links, i);
  const FfbChainLink *before = i > 0 ? g_ptr_array_index (chain->links, i - 1) : NULL;

  if (link->n != i + 1)
    g_ptr_array_add (problems, g_strdup_printf (_("link %u of the signed record is numbered "
                                                  "%u: links were taken out or added."),
                                                i + 1, link->n));
  if (!signature_holds (chain, link, key))
    g_ptr_array_add (problems, g_strdup_printf (_("link %u of the signed record is not "
                                                  "signed with the campaign's key: it was "
                                                  "made or changed without the referee's "
                                                  "passphrase."), i + 1));
  if (before != NULL)
    {
      g_autofree char *digest = ffb_chain_link_digest (chain, before);

      if (g_strcmp0 (digest, link->previous) != 0)
        g_ptr_array_add (problems, g_strdup_printf (_("link %u of the signed record does "
                                                      "not follow link %u: the record was "
                                                      "cut and joined."), i + 1, i));
    }
  else if (link->previous[0] != '\0')
    g_ptr_array_add (problems, g_strdup (_("the first link of the signed record names a link "
                                           "before it: the links before were taken out.")));
}

/* The list of parts kept beside the last link is the one it signed. */
static void
check_entries (const FfbChain *chain, GPtrArray *problems)
{
  const FfbChainLink *last = ffb_chain_last (chain);
  g_autofree char *state = ffb_chain_state_digest (chain->entries);

  if (g_strcmp0 (state, last->state) != 0)
    g_ptr_array_add (problems, g_strdup_printf (_("the parts listed by link %u of the signed "
                                                  "record are not those it signed: the list "
                                                  "was changed."), last->n));
}

GPtrArray *
ffb_chain_check_links (const FfbChain *chain)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  guint8 key[crypto_sign_PUBLICKEYBYTES];

  g_return_val_if_fail (chain != NULL, problems);

  if (chain->links->len == 0)
    return problems;
  if (!public_key_bytes (chain, key))
    {
      g_ptr_array_add (problems, g_strdup (_("the signed record has no readable public key.")));
      return problems;
    }
  for (guint i = 0; i < chain->links->len; i++)
    check_link (chain, i, key, problems);
  check_entries (chain, problems);
  return problems;
}
