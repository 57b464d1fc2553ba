/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-kdf-memo.h: a hand-over's passphrase, known once this evening, costs no second Argon2id
 * (issue 34, item 4; RULES.md "Secrets at rest").
 *
 * The app holds every unlocked key while it runs, so asking a player again for a passphrase he
 * already gave tonight proves only that he is at the laptop; the derivation's seconds buy
 * nothing there. The memo remembers, for each reader, the key his passphrase gave under one
 * slot's limits and salt, and a keyed BLAKE2b digest of the passphrase (crypto_generichash,
 * its key random for this memo alone), all in sodium_malloc'd memory (guard pages, locked,
 * wiped when freed). A later attempt matches only with the same reader, the same limits and
 * salt (a passphrase changed since has a new salt) and the same digest, compared in constant
 * time; then it gives the same key the derivation would. A wrong attempt never matches and
 * still pays the full derivation, so that guessing at the laptop is as slow as ever. A file on
 * disk is never opened through the memo: it lives in memory only, with its document. */
#pragma once

#include "ffb-secrets.h"
#include "ffb-seal.h"

G_BEGIN_DECLS

typedef struct _FfbKdfMemo FfbKdfMemo;

#define FFB_KDF_MEMO_DIGEST_BYTES 32

/* NULL with FFB_ERROR_IO when libsodium cannot start or give locked memory. */
FfbKdfMemo *ffb_kdf_memo_new (GError **error);
/* Wipes every key and digest, then frees (NULL is fine). */
void        ffb_kdf_memo_free (FfbKdfMemo *memo);

/* The digest an attempt is remembered and looked up by, into `digest` (guarded memory of
 * FFB_KDF_MEMO_DIGEST_BYTES: ffb_seal_key_new gives one). Taken while the typed text is still
 * there, so that the text can be wiped before the derivation ends. */
void        ffb_kdf_memo_digest (const FfbKdfMemo *memo, const char *passphrase, guint8 *digest);
/* Remembers that `digest`'s passphrase gave `key` for `reader` under `params` (a check that
 * was right, or a passphrase just set); forgets what was remembered for him before. */
void        ffb_kdf_memo_remember (FfbKdfMemo *memo, FfbReader reader,
                                   const FfbKdfParams *params, const guint8 *digest,
                                   const guint8 *key);
/* TRUE, with the remembered key copied into `key`, when `digest` and `params` are what was
 * remembered for `reader`; FALSE, `key` untouched, otherwise. */
gboolean    ffb_kdf_memo_recall (const FfbKdfMemo *memo, FfbReader reader,
                                 const FfbKdfParams *params, const guint8 *digest,
                                 guint8 *key);
/* Forgets everything (the keys wiped), as when the app is locked out. */
void        ffb_kdf_memo_forget_all (FfbKdfMemo *memo);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbKdfMemo, ffb_kdf_memo_free)

G_END_DECLS
