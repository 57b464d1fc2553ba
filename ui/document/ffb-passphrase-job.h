/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-job.h: a passphrase checked or set off the main loop.
 *
 * The key of a passphrase is derived by Argon2id at libsodium's MODERATE limits (ffb-seal.h):
 * 1 to 5 seconds of a core and 256 MiB. Run on the main loop it would freeze the window at
 * every hand-over, so the derivation runs on a worker thread (GTask) with nothing of the
 * campaign but a copy of the limits and salt; the quick part, the keyring's change, is done
 * on the main loop by _finish, on the document's campaign of that moment. The typed
 * passphrase is copied once, and that copy is wiped (sodium_memzero) when the job ends.
 *
 * The same steps also run on the caller's thread (no _async): for tests, and wherever a wait of
 * seconds is acceptable. One code path either way; only where the derivation runs differs. */
#pragma once

#include "ffb-document.h"
#include "ffb-passphrase-setter.h"

G_BEGIN_DECLS

/* Unlocks `reader`'s key (the referee's unlocks both sides' too) when `attempt` is his
 * passphrase; _finish: FALSE with FFB_ERROR_INVALID for a wrong one or none set. */
void     ffb_passphrase_job_check_async (FfbDocument *document, FfbReader reader,
                                         const char *attempt, GAsyncReadyCallback callback,
                                         gpointer user_data);
gboolean ffb_passphrase_job_check_finish (FfbDocument *document, GAsyncResult *result,
                                          GError **error);

/* Sets `reader`'s passphrase from the referee's pages as one undoable edit (the key it wraps
 * is kept, not the text); _finish: FALSE with the reason (too short, the referee's key not
 * given...). */
void     ffb_passphrase_job_set_async (FfbDocument *document, FfbReader reader,
                                       const char *passphrase, GAsyncReadyCallback callback,
                                       gpointer user_data);
/* The same from where `setter` says (a hand-over's lock screen), which the engine holds to
 * its rule (ffb-passphrase-setter.h: a hand-over to one side sets only that side's first
 * passphrase, or the referee's first); finished by ffb_passphrase_job_set_finish. */
void     ffb_passphrase_job_set_from_async (FfbDocument *document, FfbPassphraseSetter setter,
                                            FfbReader reader, const char *passphrase,
                                            GAsyncReadyCallback callback, gpointer user_data);
gboolean ffb_passphrase_job_set_finish (FfbDocument *document, GAsyncResult *result,
                                        GError **error);

/* The same, on the caller's thread: TRUE when `attempt` is `reader`'s passphrase (and his key
 * is now unlocked); FALSE, with why when `error` is given, otherwise or when `attempt` is
 * NULL. */
gboolean ffb_passphrase_job_check (FfbDocument *document, FfbReader reader,
                                   const char *attempt, GError **error);
/* The same as _set_async and _set_from_async, on the caller's thread. */
gboolean ffb_passphrase_job_set (FfbDocument *document, FfbReader reader,
                                 const char *passphrase, GError **error);
gboolean ffb_passphrase_job_set_from (FfbDocument *document, FfbPassphraseSetter setter,
                                      FfbReader reader, const char *passphrase,
                                      GError **error);

G_END_DECLS
