/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-kdf-memo.c: a passphrase given right tonight gives its key back without a second
 * derivation (ffb-kdf-memo.h, issue 34 item 4), and nothing else does: another passphrase,
 * another reader, other limits or another salt (a passphrase changed since), or anything
 * after the memo forgot. */
#include <string.h>
#include <sodium.h>

#include "ffb-kdf-memo.h"

#define PASSPHRASE "Curtis at Pea Ridge"

typedef struct
{
  FfbKdfMemo *memo;
  FfbKdfParams params;
  guint8 *key;    /* what the derivation gave */
  guint8 *digest; /* of PASSPHRASE */
  guint8 *out;
} Fixture;

static void
set_up (Fixture *f, gconstpointer data)
{
  f->memo = ffb_kdf_memo_new (NULL);
  g_assert_nonnull (f->memo);
  g_assert_true (ffb_kdf_params_init (&f->params, NULL));
  f->key = ffb_seal_key_new ();
  g_assert_true (ffb_seal_derive (PASSPHRASE, &f->params, f->key, NULL));
  f->digest = ffb_seal_key_new ();
  ffb_kdf_memo_digest (f->memo, PASSPHRASE, f->digest);
  f->out = ffb_seal_key_new ();
  ffb_kdf_memo_remember (f->memo, FFB_READER_UNION, &f->params, f->digest, f->key);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  ffb_kdf_memo_free (f->memo);
  ffb_seal_key_free (f->key);
  ffb_seal_key_free (f->digest);
  ffb_seal_key_free (f->out);
}

static gboolean
recalls (Fixture *f, FfbReader reader, const FfbKdfParams *params, const char *attempt)
{
  guint8 *digest = ffb_seal_key_new ();
  gboolean found;

  ffb_kdf_memo_digest (f->memo, attempt, digest);
  found = ffb_kdf_memo_recall (f->memo, reader, params, digest, f->out);
  ffb_seal_key_free (digest);
  return found;
}

/* The same passphrase, reader, limits and salt: the key the derivation gave, and no
 * derivation for it. */
static void
test_recalls_the_same (Fixture *f, gconstpointer data)
{
  guint before = ffb_seal_derivations ();

  g_assert_true (recalls (f, FFB_READER_UNION, &f->params, PASSPHRASE));
  g_assert_cmpmem (f->out, FFB_SEAL_KEY_BYTES, f->key, FFB_SEAL_KEY_BYTES);
  g_assert_cmpuint (ffb_seal_derivations (), ==, before);
}

/* A wrong attempt, one letter off, finds nothing and leaves the key untouched. */
static void
test_wrong_passphrase (Fixture *f, gconstpointer data)
{
  g_assert_false (recalls (f, FFB_READER_UNION, &f->params, "Curtis at Pea Ridgf"));
  g_assert_false (recalls (f, FFB_READER_UNION, &f->params, ""));
  g_assert_true (sodium_is_zero (f->out, FFB_SEAL_KEY_BYTES));
}

/* Another reader with the same text: his own passphrase was never given tonight. */
static void
test_other_reader (Fixture *f, gconstpointer data)
{
  g_assert_false (recalls (f, FFB_READER_CONFEDERATE, &f->params, PASSPHRASE));
  g_assert_false (recalls (f, FFB_READER_REFEREE, &f->params, PASSPHRASE));
}

/* The passphrase set again (a new salt), or the limits otherwise: derived in full. */
static void
test_other_params (Fixture *f, gconstpointer data)
{
  FfbKdfParams params = f->params;

  params.salt[0] ^= 1;
  g_assert_false (recalls (f, FFB_READER_UNION, &params, PASSPHRASE));
  params = f->params;
  params.ops++;
  g_assert_false (recalls (f, FFB_READER_UNION, &params, PASSPHRASE));
  params = f->params;
  params.mem *= 2;
  g_assert_false (recalls (f, FFB_READER_UNION, &params, PASSPHRASE));
}

/* Remembering again replaces; forgetting all wipes every reader's. */
static void
test_remember_and_forget (Fixture *f, gconstpointer data)
{
  FfbKdfParams fresh;
  guint8 *digest = ffb_seal_key_new ();

  g_assert_true (ffb_kdf_params_init (&fresh, NULL));
  ffb_kdf_memo_digest (f->memo, "a new one for Curtis", digest);
  ffb_kdf_memo_remember (f->memo, FFB_READER_UNION, &fresh, digest, f->key);
  g_assert_false (recalls (f, FFB_READER_UNION, &f->params, PASSPHRASE));
  g_assert_true (recalls (f, FFB_READER_UNION, &fresh, "a new one for Curtis"));
  ffb_kdf_memo_forget_all (f->memo);
  g_assert_false (recalls (f, FFB_READER_UNION, &fresh, "a new one for Curtis"));
  ffb_seal_key_free (digest);
}

/* Two memos digest the same text differently: the digest's key is each memo's own, so that
 * a digest seen once is no use anywhere else. */
static void
test_digest_keyed (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbKdfMemo) other = ffb_kdf_memo_new (NULL);
  guint8 *digest = ffb_seal_key_new ();

  ffb_kdf_memo_digest (other, PASSPHRASE, digest);
  g_assert_false (ffb_kdf_memo_recall (f->memo, FFB_READER_UNION, &f->params, digest, f->out));
  ffb_seal_key_free (digest);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ffb_seal_use_test_cost (TRUE);
  g_test_add ("/kdf-memo/recalls-the-same", Fixture, NULL, set_up, test_recalls_the_same,
              tear_down);
  g_test_add ("/kdf-memo/wrong-passphrase", Fixture, NULL, set_up, test_wrong_passphrase,
              tear_down);
  g_test_add ("/kdf-memo/other-reader", Fixture, NULL, set_up, test_other_reader, tear_down);
  g_test_add ("/kdf-memo/other-params", Fixture, NULL, set_up, test_other_params, tear_down);
  g_test_add ("/kdf-memo/remember-and-forget", Fixture, NULL, set_up, test_remember_and_forget,
              tear_down);
  g_test_add ("/kdf-memo/digest-keyed", Fixture, NULL, set_up, test_digest_keyed, tear_down);
  return g_test_run ();
}
