/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-keyring.h: who holds which key of a campaign (RULES.md "Secrets at rest").
 *
 * Each reader (the referee, each side) has a random data key. The referee's is wrapped by the
 * key of his passphrase; each side's by the key of that side's passphrase AND by the referee's
 * data key. So the referee, once he has typed his passphrase, can open and seal again every
 * part on every save, while a side's passphrase opens only that side's part. A passphrase is
 * checked by unwrapping its data key: the tag of the authenticated cipher says whether it is
 * the right one, and nothing else about the passphrase is kept.
 *
 * The keyring is written in the campaign file (ffb-xml-seal.h) with its wrapped keys only; the
 * data keys live in guarded memory from the moment they are unwrapped until the keyring is
 * freed. Sealing begins once the referee's passphrase is set. */
#pragma once

#include <glib.h>
#include "ffb-chain.h"
#include "ffb-passphrase-setter.h"
#include "ffb-seal.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

#define FFB_PASSPHRASE_MIN_LENGTH 8

typedef struct
{
  FfbKdfParams kdf;   /* of the passphrase, when by_passphrase is set */
  char *by_passphrase; /* the data key sealed by the passphrase's key (base64), or NULL */
  char *by_referee;    /* a side's data key sealed by the referee's data key, or NULL */
  guint8 *key;         /* the data key while unlocked (guarded memory), else NULL */
} FfbKeySlot;

typedef struct
{
  /*< private >*/
  gint ref_count;
  /*< public >*/
  char *id;                          /* random, 32 hex digits, made with the first passphrase
                                      * (NULL before): part of every context */
  FfbKeySlot slots[FFB_N_READERS];
  guint64 generation;                /* the campaign's sealing generation (ffb-xml-seal.h),
                                      * higher at each write that seals: 0 before the first,
                                      * and in a file sealed before generations were kept */
  guint64 seal_at;                   /* when not 0, the generation its next sealing write takes:
                                      * reserved on the original's keyring for a write sealed
                                      * on a worker (ffb-xml-write-job.h); not copied */
  char *record;                      /* the referee's sealed list of what the file seals
                                      * (base64, ffb-xml-seal.h), or NULL */
  char *note;                        /* what the loader had to drop, for the referee, or NULL */
  FfbChain *chain;                   /* the signed record of the file's writes (ffb-chain.h),
                                      * its key's secret half sealed for the referee; never
                                      * NULL */
} FfbKeyring;

FfbKeyring *ffb_keyring_new (void);
/* A keyring as read from a file (ffb-xml-seal.c): `id` must be 32 hex digits. */
FfbKeyring *ffb_keyring_new_with_id (const char *id);
FfbKeyring *ffb_keyring_ref (FfbKeyring *keyring);
void        ffb_keyring_unref (FfbKeyring *keyring);
/* A keyring of its own with the same id, generation, passphrase slots and unlocked keys (each
 * copied into guarded memory); not the loader's note, which belongs to one load. */
FfbKeyring *ffb_keyring_copy (const FfbKeyring *keyring);
/* The same id, slots, and keys unlocked (the keys compared in constant time); the note and
 * the generation (a count of saves, not a key) aside. */
gboolean    ffb_keyring_equal (const FfbKeyring *a, const FfbKeyring *b);

/* TRUE once the referee's passphrase is set: the campaign's secrets are then sealed. */
gboolean    ffb_keyring_protects (const FfbKeyring *keyring);
gboolean    ffb_keyring_has_passphrase (const FfbKeyring *keyring, FfbReader reader);
gboolean    ffb_keyring_is_unlocked (const FfbKeyring *keyring, FfbReader reader);
/* TRUE when a change made in this session can be kept: nothing is sealed yet, or the referee's
 * key is unlocked. FALSE for a sealed campaign opened with a player's passphrase (or none): its
 * sealed parts are written back as they came, so the session is read-only. */
gboolean    ffb_keyring_can_change (const FfbKeyring *keyring);

/* Sets (or changes) the passphrase of `reader`: at least FFB_PASSPHRASE_MIN_LENGTH characters.
 * Changing the referee's needs his key unlocked; a side's, once the campaign is protected,
 * needs that side's key or the referee's. The first referee's passphrase makes the sides'
 * data keys; a side passphrase set before it, in a session that did not unlock it, is then
 * dropped (its owner chooses it again: see `note`). */
gboolean    ffb_keyring_set_passphrase (FfbKeyring *keyring, FfbReader reader,
                                        const char *passphrase, GError **error);
/* The same in two halves, for a caller that runs the costly derivation (ffb_seal_derive, 1-5 s)
 * on a worker thread while the keyring stays with its owner: first whether the passphrase
 * may be set from where `setter` is (ffb-passphrase-setter.h: a hand-over sets only its own
 * side's first passphrase), its length, and a data key it could wrap; then, with the key
 * derived from it by `params` (fresh from ffb_kdf_params_init), the change itself, which is
 * quick and asks `setter` again (the keyring may have changed meanwhile).
 * ffb_keyring_set_passphrase sets from the referee's pages. */
gboolean    ffb_keyring_can_set_passphrase (const FfbKeyring *keyring,
                                            FfbPassphraseSetter setter, FfbReader reader,
                                            const char *passphrase, GError **error);
gboolean    ffb_keyring_set_passphrase_with_key (FfbKeyring *keyring,
                                                 FfbPassphraseSetter setter, FfbReader reader,
                                                 const FfbKdfParams *params,
                                                 const guint8 *passphrase_key, GError **error);
/* Unwraps the data key of `reader` with `passphrase` (and, for the referee, both sides'):
 * FALSE with FFB_ERROR_INVALID for a wrong passphrase or one not set. */
gboolean    ffb_keyring_unlock (FfbKeyring *keyring, FfbReader reader, const char *passphrase,
                                GError **error);
/* Its two halves: the limits and salt the passphrase's key is derived with (FALSE, as a wrong
 * passphrase, when none is set), then the unwrapping with the key so derived. */
gboolean    ffb_keyring_unlock_params (const FfbKeyring *keyring, FfbReader reader,
                                       FfbKdfParams *params, GError **error);
gboolean    ffb_keyring_unlock_with_key (FfbKeyring *keyring, FfbReader reader,
                                         const guint8 *passphrase_key, GError **error);
/* Copies the unlocked keys of `from` into `keyring` when both are the same campaign's (same
 * id, or `keyring` has none yet): a campaign reloaded from memory (undo) keeps what was
 * unlocked, and the higher generation of the two, so that what it seals next is never of a
 * generation already written. It shares `from`'s signed record too: undo takes back a change
 * to the campaign, never a link of its record. */
void        ffb_keyring_adopt_keys (FfbKeyring *keyring, const FfbKeyring *from);

/* Opens the campaign's signing key for a write of the referee's session (RULES.md "Fair
 * dice", decision 3): made with his first sealed write and sealed for him ("ffbridge signing
 * key|KEYRING ID" its associated data), or opened from the file and shown to be the public
 * key's. FALSE with FFB_ERROR_INVALID when his key is locked or the file's signing key is not
 * his (see ffb_chain_take_secret). */
gboolean    ffb_keyring_open_chain_key (FfbKeyring *keyring, GError **error);

/* Seals `plaintext` for `reader` (whose key must be unlocked), padded to `block` (a size
 * from public facts only: ffb_seal_encrypt), with `context` as associated data. NULL with
 * FFB_ERROR_INVALID when the key is locked. */
char       *ffb_keyring_seal (const FfbKeyring *keyring, FfbReader reader, const char *context,
                              const char *plaintext, gsize length, gsize block,
                              GError **error);
/* Opens it: the plaintext in guarded memory (ffb_seal_plain_free), NUL-terminated. */
char       *ffb_keyring_open (const FfbKeyring *keyring, FfbReader reader, const char *context,
                              const char *blob, gsize *length, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbKeyring, ffb_keyring_unref)

G_END_DECLS
