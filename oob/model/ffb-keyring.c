/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-keyring.c: the data keys of a campaign and how they are wrapped (see ffb-keyring.h). */
#include "ffb-keyring.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"

#define ID_BYTES 16

/* Where a wrapped key belongs: the campaign, whose key it is, and what wraps it. */
static char *
wrap_context (const FfbKeyring *keyring, FfbReader reader, const char *wrapped_by)
{
  return g_strdup_printf ("ffbridge key|%s|%s|%s", keyring->id,
                          ffb_reader_to_string (reader), wrapped_by);
}

FfbKeyring *
ffb_keyring_new_with_id (const char *id)
{
  FfbKeyring *keyring = g_new0 (FfbKeyring, 1);

  keyring->ref_count = 1;
  keyring->id = g_strdup (id);
  keyring->chain = ffb_chain_new ();
  return keyring;
}

FfbKeyring *
ffb_keyring_new (void)
{
  return ffb_keyring_new_with_id (NULL);
}

/* The campaign gets its random id with its first passphrase: until then nothing is wrapped or
 * sealed, and two loads of the same file write the same text. */
static void
ensure_id (FfbKeyring *keyring)
{
  guint8 id[ID_BYTES];
  char hex[2 * ID_BYTES + 1];

  if (keyring->id != NULL)
    return;
  if (sodium_init () < 0)
    g_error ("the cryptography library could not start");
  randombytes_buf (id, sizeof id);
  sodium_bin2hex (hex, sizeof hex, id, sizeof id);
  keyring->id = g_strdup (hex);
}

FfbKeyring *
ffb_keyring_ref (FfbKeyring *keyring)
{
  g_atomic_int_inc (&keyring->ref_count);
  return keyring;
}

static void
slot_clear (FfbKeySlot *slot)
{
  g_clear_pointer (&slot->by_passphrase, g_free);
  g_clear_pointer (&slot->by_referee, g_free);
  g_clear_pointer (&slot->key, ffb_seal_key_free);
}

void
ffb_keyring_unref (FfbKeyring *keyring)
{
  if (keyring == NULL || !g_atomic_int_dec_and_test (&keyring->ref_count))
    return;
  for (int r = 0; r < FFB_N_READERS; r++)
    slot_clear (&keyring->slots[r]);
  g_free (keyring->id);
  g_free (keyring->record);
  g_free (keyring->note);
  ffb_chain_unref (keyring->chain);
  g_free (keyring);
}

static void
slot_copy (FfbKeySlot *to, const FfbKeySlot *from)
{
  to->kdf = from->kdf;
  to->by_passphrase = g_strdup (from->by_passphrase);
  to->by_referee = g_strdup (from->by_referee);
  if (from->key != NULL)
    {
      /* Into guarded memory of its own, as the original's. */
      to->key = ffb_seal_key_new ();
      memcpy (to->key, from->key, FFB_SEAL_KEY_BYTES);
    }
}

FfbKeyring *
ffb_keyring_copy (const FfbKeyring *keyring)
{
  FfbKeyring *copy;

  g_return_val_if_fail (keyring != NULL, NULL);

  copy = ffb_keyring_new_with_id (keyring->id);
  copy->generation = keyring->generation;
  copy->record = g_strdup (keyring->record);
  ffb_chain_unref (copy->chain);
  copy->chain = ffb_chain_copy (keyring->chain);
  for (int r = 0; r < FFB_N_READERS; r++)
    slot_copy (&copy->slots[r], &keyring->slots[r]);
  return copy;
}

static gboolean
slots_equal (const FfbKeySlot *a, const FfbKeySlot *b)
{
  if (memcmp (&a->kdf, &b->kdf, sizeof a->kdf) != 0
      || g_strcmp0 (a->by_passphrase, b->by_passphrase) != 0
      || g_strcmp0 (a->by_referee, b->by_referee) != 0
      || (a->key == NULL) != (b->key == NULL))
    return FALSE;
  /* Compared in constant time: it is a secret. */
  return a->key == NULL || sodium_memcmp (a->key, b->key, FFB_SEAL_KEY_BYTES) == 0;
}

gboolean
ffb_keyring_equal (const FfbKeyring *a, const FfbKeyring *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->id, b->id) != 0)
    return FALSE;
  for (int r = 0; r < FFB_N_READERS; r++)
    if (!slots_equal (&a->slots[r], &b->slots[r]))
      return FALSE;
  return TRUE;
}

gboolean
ffb_keyring_protects (const FfbKeyring *keyring)
{
  return keyring != NULL && keyring->slots[FFB_READER_REFEREE].by_passphrase != NULL;
}

gboolean
ffb_keyring_can_change (const FfbKeyring *keyring)
{
  return !ffb_keyring_protects (keyring) || ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE);
}

gboolean
ffb_keyring_has_passphrase (const FfbKeyring *keyring, FfbReader reader)
{
  return keyring != NULL && keyring->slots[reader].by_passphrase != NULL;
}

gboolean
ffb_keyring_is_unlocked (const FfbKeyring *keyring, FfbReader reader)
{
  return keyring != NULL && keyring->slots[reader].key != NULL;
}

static char *
wrap (const FfbKeyring *keyring, const guint8 *wrapping_key, FfbReader reader,
      const char *wrapped_by, const guint8 *key)
{
  g_autofree char *context = wrap_context (keyring, reader, wrapped_by);

  return ffb_seal_encrypt (wrapping_key, context, key, FFB_SEAL_KEY_BYTES, 0);
}

/* The data key sealed in `blob`, in guarded memory, or NULL. */
static guint8 *
unwrap (const FfbKeyring *keyring, const guint8 *wrapping_key, FfbReader reader,
        const char *wrapped_by, const char *blob)
{
  g_autofree char *context = wrap_context (keyring, reader, wrapped_by);
  gsize length = 0;
  guint8 *plain = ffb_seal_decrypt (wrapping_key, context, blob, &length, FALSE, NULL);
  guint8 *key = NULL;

  if (plain != NULL && length == FFB_SEAL_KEY_BYTES)
    {
      key = ffb_seal_key_new ();
      memcpy (key, plain, FFB_SEAL_KEY_BYTES);
    }
  ffb_seal_plain_free (plain);
  return key;
}

/* Wraps each side's data key by the referee's (made now for a side that has none). */
static void
wrap_sides_for_referee (FfbKeyring *keyring)
{
  const guint8 *referee_key = keyring->slots[FFB_READER_REFEREE].key;

  for (FfbReader r = FFB_READER_UNION; r <= FFB_READER_CONFEDERATE; r++)
    {
      FfbKeySlot *slot = &keyring->slots[r];

      if (slot->key == NULL)
        {
          /* Its passphrase, set in another session, wraps a key nobody here can reach. */
          if (slot->by_passphrase != NULL)
            {
              g_free (keyring->note);
              /* Translators: %s is a side's passphrase: union or confederate. */
              keyring->note = g_strdup_printf (_("The %s passphrase was dropped when the "
                                                 "referee's was set: the %s player chooses it "
                                                 "again."), ffb_reader_sentence_word (r),
                                               ffb_reader_sentence_word (r));
            }
          slot_clear (slot);
          slot->key = ffb_seal_key_new_random ();
        }
      g_free (slot->by_referee);
      slot->by_referee = wrap (keyring, referee_key, r, "referee", slot->key);
    }
}

static gboolean
check_length (const char *passphrase, GError **error)
{
  if (g_utf8_strlen (passphrase, -1) >= FFB_PASSPHRASE_MIN_LENGTH)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A passphrase needs at least %d "
                 "characters."), FFB_PASSPHRASE_MIN_LENGTH);
  return FALSE;
}

/* Whether something sealed already depends on the data key of `reader`. */
static gboolean
sealed_with (const FfbKeyring *keyring, FfbReader reader)
{
  return reader == FFB_READER_REFEREE ? ffb_keyring_protects (keyring)
                                      : ffb_keyring_protects (keyring)
                                        && keyring->slots[reader].by_referee != NULL;
}

static gboolean
refuse_locked_change (FfbReader reader, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The %s passphrase can be changed "
                 "only once the referee's passphrase has been given."),
               ffb_reader_sentence_word (reader));
  return FALSE;
}

/* The data key the new passphrase will wrap: the one unlocked, or a new one when nothing
 * sealed can depend on the old. */
static gboolean
ensure_data_key (FfbKeyring *keyring, FfbReader reader, GError **error)
{
  FfbKeySlot *slot = &keyring->slots[reader];

  if (slot->key != NULL)
    return TRUE;
  if (sealed_with (keyring, reader))
    return refuse_locked_change (reader, error);
  slot_clear (slot);
  slot->key = ffb_seal_key_new_random ();
  return TRUE;
}

gboolean
ffb_keyring_can_set_passphrase (const FfbKeyring *keyring, FfbPassphraseSetter setter,
                                FfbReader reader, const char *passphrase, GError **error)
{
  const FfbKeySlot *slot;

  g_return_val_if_fail (keyring != NULL && passphrase != NULL, FALSE);

  slot = &keyring->slots[reader];
  if (!ffb_passphrase_setter_allows (setter, reader,
                                     ffb_keyring_has_passphrase (keyring, reader), error)
      || !check_length (passphrase, error))
    return FALSE;
  if (slot->key == NULL && sealed_with (keyring, reader))
    return refuse_locked_change (reader, error);
  return TRUE;
}

gboolean
ffb_keyring_set_passphrase_with_key (FfbKeyring *keyring, FfbPassphraseSetter setter,
                                     FfbReader reader, const FfbKdfParams *params,
                                     const guint8 *passphrase_key, GError **error)
{
  FfbKeySlot *slot;

  g_return_val_if_fail (keyring != NULL && params != NULL && passphrase_key != NULL, FALSE);

  if (!ffb_passphrase_setter_allows (setter, reader,
                                     ffb_keyring_has_passphrase (keyring, reader), error)
      || !ensure_data_key (keyring, reader, error))
    return FALSE;
  ensure_id (keyring);
  slot = &keyring->slots[reader];
  g_free (slot->by_passphrase);
  slot->by_passphrase = wrap (keyring, passphrase_key, reader, "passphrase", slot->key);
  slot->kdf = *params;
  if (reader == FFB_READER_REFEREE)
    {
      wrap_sides_for_referee (keyring);
      /* The key the file is signed with comes with his first passphrase, so that its
       * fingerprint shows beside the commitment from then on. A key in the file that is not
       * his is told on opening (ffb-xml-chain.h); his next save makes his own. */
      ffb_keyring_open_chain_key (keyring, NULL);
    }
  return TRUE;
}

gboolean
ffb_keyring_set_passphrase (FfbKeyring *keyring, FfbReader reader, const char *passphrase,
                            GError **error)
{
  FfbKdfParams params;
  guint8 *passphrase_key;
  gboolean set;

  g_return_val_if_fail (keyring != NULL && passphrase != NULL, FALSE);

  if (!ffb_keyring_can_set_passphrase (keyring, FFB_SETTER_REFEREE, reader, passphrase, error)
      || !ffb_kdf_params_init (&params, error))
    return FALSE;
  passphrase_key = ffb_seal_key_new ();
  set = ffb_seal_derive (passphrase, &params, passphrase_key, error)
        && ffb_keyring_set_passphrase_with_key (keyring, FFB_SETTER_REFEREE, reader, &params,
                                                passphrase_key, error);
  ffb_seal_key_free (passphrase_key);
  return set;
}

static gboolean
set_wrong (FfbReader reader, GError **error)
{
  if (reader == FFB_READER_REFEREE)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                         _("That is not the referee's passphrase."));
  else
    /* Translators: %s is a side's passphrase: union or confederate. */
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("That is not the %s passphrase."),
                 ffb_reader_sentence_word (reader));
  return FALSE;
}

gboolean
ffb_keyring_unlock_params (const FfbKeyring *keyring, FfbReader reader, FfbKdfParams *params,
                           GError **error)
{
  g_return_val_if_fail (keyring != NULL && params != NULL, FALSE);

  if (keyring->slots[reader].by_passphrase == NULL)
    return set_wrong (reader, error);
  *params = keyring->slots[reader].kdf;
  return TRUE;
}

gboolean
ffb_keyring_unlock_with_key (FfbKeyring *keyring, FfbReader reader,
                             const guint8 *passphrase_key, GError **error)
{
  FfbKeySlot *slot;
  guint8 *key;

  g_return_val_if_fail (keyring != NULL && passphrase_key != NULL, FALSE);

  slot = &keyring->slots[reader];
  if (slot->by_passphrase == NULL)
    return set_wrong (reader, error);
  key = unwrap (keyring, passphrase_key, reader, "passphrase", slot->by_passphrase);
  if (key == NULL)
    return set_wrong (reader, error);
  ffb_seal_key_free (slot->key);
  slot->key = key;
  if (reader != FFB_READER_REFEREE)
    return TRUE;
  for (FfbReader r = FFB_READER_UNION; r <= FFB_READER_CONFEDERATE; r++)
    {
      FfbKeySlot *side = &keyring->slots[r];
      guint8 *side_key = side->by_referee != NULL
                         ? unwrap (keyring, key, r, "referee", side->by_referee) : NULL;

      if (side_key != NULL)
        {
          ffb_seal_key_free (side->key);
          side->key = side_key;
        }
    }
  return TRUE;
}

gboolean
ffb_keyring_unlock (FfbKeyring *keyring, FfbReader reader, const char *passphrase,
                    GError **error)
{
  FfbKdfParams params;
  guint8 *passphrase_key;
  gboolean unlocked;

  g_return_val_if_fail (keyring != NULL && passphrase != NULL, FALSE);

  if (!ffb_keyring_unlock_params (keyring, reader, &params, error))
    return FALSE;
  passphrase_key = ffb_seal_key_new ();
  unlocked = ffb_seal_derive (passphrase, &params, passphrase_key, error)
             && ffb_keyring_unlock_with_key (keyring, reader, passphrase_key, error);
  ffb_seal_key_free (passphrase_key);
  sodium_memzero (&params, sizeof params);
  return unlocked;
}

void
ffb_keyring_adopt_keys (FfbKeyring *keyring, const FfbKeyring *from)
{
  g_return_if_fail (keyring != NULL);

  if (from == NULL || from->id == NULL)
    return;
  /* A copy made before the first passphrase has no id yet: it is the same campaign. */
  if (keyring->id == NULL)
    keyring->id = g_strdup (from->id);
  if (g_strcmp0 (keyring->id, from->id) != 0)
    return;
  keyring->generation = MAX (keyring->generation, from->generation);
  if (keyring->chain != from->chain)
    {
      ffb_chain_unref (keyring->chain);
      keyring->chain = ffb_chain_ref (from->chain);
    }
  for (int r = 0; r < FFB_N_READERS; r++)
    if (keyring->slots[r].key == NULL && from->slots[r].key != NULL)
      {
        keyring->slots[r].key = ffb_seal_key_new ();
        memcpy (keyring->slots[r].key, from->slots[r].key, FFB_SEAL_KEY_BYTES);
      }
}

static gboolean
check_unlocked (const FfbKeyring *keyring, FfbReader reader, GError **error)
{
  if (ffb_keyring_is_unlocked (keyring, reader))
    return TRUE;
  if (reader == FFB_READER_REFEREE)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                         _("the referee part is sealed and the referee's passphrase was not "
                           "given."));
  else
    /* Translators: %s is a side's passphrase: union or confederate. */
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                 _("the %s part is sealed and the %s passphrase was not given."),
                 ffb_reader_sentence_word (reader), ffb_reader_sentence_word (reader));
  return FALSE;
}

char *
ffb_keyring_seal (const FfbKeyring *keyring, FfbReader reader, const char *context,
                  const char *plaintext, gsize length, gsize block, GError **error)
{
  g_return_val_if_fail (block > 0, NULL);

  if (!check_unlocked (keyring, reader, error))
    return NULL;
  return ffb_seal_encrypt (keyring->slots[reader].key, context, (const guint8 *) plaintext,
                           length, block);
}

char *
ffb_keyring_open (const FfbKeyring *keyring, FfbReader reader, const char *context,
                  const char *blob, gsize *length, GError **error)
{
  if (!check_unlocked (keyring, reader, error))
    return NULL;
  return (char *) ffb_seal_decrypt (keyring->slots[reader].key, context, blob, length, TRUE,
                                    error);
}

static char *
chain_key_context (const FfbKeyring *keyring)
{
  return g_strdup_printf ("ffbridge signing key|%s", keyring->id);
}

/* The secret half is sealed as a key is: padded to a block of its own size's order, which
 * says nothing (every campaign's is the same size). */
#define CHAIN_SECRET_BLOCK 128

static gboolean
make_chain_key (FfbKeyring *keyring, const char *context, GError **error)
{
  FfbChain *chain = keyring->chain;

  if (!ffb_chain_make_key (chain, error))
    return FALSE;
  chain->sealed_secret = ffb_keyring_seal (keyring, FFB_READER_REFEREE, context,
                                           (const char *) chain->secret,
                                           ffb_chain_secret_size (), CHAIN_SECRET_BLOCK,
                                           error);
  return chain->sealed_secret != NULL;
}

gboolean
ffb_keyring_open_chain_key (FfbKeyring *keyring, GError **error)
{
  g_autofree char *context = NULL;
  FfbChain *chain;
  char *secret;
  gsize length = 0;
  gboolean taken;

  g_return_val_if_fail (keyring != NULL, FALSE);

  chain = keyring->chain;
  if (!check_unlocked (keyring, FFB_READER_REFEREE, error))
    return FALSE;
  if (chain->secret != NULL)
    return TRUE;
  context = chain_key_context (keyring);
  if (chain->public_key == NULL)
    return make_chain_key (keyring, context, error);
  if (chain->sealed_secret == NULL
      || (secret = ffb_keyring_open (keyring, FFB_READER_REFEREE, context,
                                     chain->sealed_secret, &length, NULL)) == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("the campaign's signing key does not open with the referee's "
                             "passphrase: it is not this campaign's."));
      return FALSE;
    }
  taken = ffb_chain_take_secret (chain, (const guint8 *) secret, length, error);
  ffb_seal_plain_free ((guint8 *) secret);
  return taken;
}
