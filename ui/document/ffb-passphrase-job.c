/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-job.c: a passphrase checked or set off the main loop (see
 * ffb-passphrase-job.h). */
#include "ffb-passphrase-job.h"

#include <glib/gi18n.h>
#include <string.h>
#include <sodium.h>
#include "ffb-error.h"
#include "ffb-keyring.h"
#include "ffb-night.h"

typedef struct
{
  FfbPassphraseSetter setter; /* where it is set from (ffb-passphrase-setter.h) */
  FfbReader reader;
  char *passphrase;     /* the typed copy, wiped when the job ends */
  FfbKdfParams params;  /* the slot's (check) or fresh ones (set) */
  guint8 *key;          /* the derived key, in guarded memory */
  guint8 *digest;       /* the typed text's digest for the memo (ffb-kdf-memo.h), guarded */
  gboolean recalled;    /* the memo gave the key: nothing to derive */
} Job;

static void
job_free (Job *job)
{
  if (job->passphrase != NULL)
    {
      sodium_memzero (job->passphrase, strlen (job->passphrase));
      g_free (job->passphrase);
    }
  ffb_seal_key_free (job->key);
  ffb_seal_key_free (job->digest);
  sodium_memzero (&job->params, sizeof job->params);
  g_free (job);
}

static Job *
job_new (FfbPassphraseSetter setter, FfbReader reader, const char *passphrase)
{
  Job *job = g_new0 (Job, 1);

  job->setter = setter;
  job->reader = reader;
  job->passphrase = g_strdup (passphrase);
  job->key = ffb_seal_key_new ();
  job->digest = ffb_seal_key_new ();
  return job;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Job, job_free)

/* The steps of a job, the same whether it runs on a worker (the app) or on the caller's
 * thread (tests): what the campaign must allow first, on the main loop; the derivation alone,
 * from the job's own copies; what it changes, on the main loop again. */

static FfbKeyring *
keyring_of (FfbDocument *document, GError **error)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);

  if (campaign == NULL)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("No campaign is open."));
  return campaign != NULL ? campaign->keyring : NULL;
}

/* The memo's digest of the typed text, taken on the main loop before the text is wiped; the
 * memo, or NULL when there is none. */
static FfbKdfMemo *
take_digest (FfbDocument *document, Job *job)
{
  FfbKdfMemo *memo = ffb_document_get_kdf_memo (document);

  if (memo != NULL)
    ffb_kdf_memo_digest (memo, job->passphrase, job->digest);
  return memo;
}

/* A passphrase given right tonight under the same limits and salt gives its key back from the
 * memo (ffb-kdf-memo.h); any other attempt, a wrong one above all, is derived in full. */
static gboolean
prepare_check (FfbDocument *document, Job *job, GError **error)
{
  FfbKeyring *keyring = keyring_of (document, error);
  FfbKdfMemo *memo;

  if (keyring == NULL || !ffb_keyring_unlock_params (keyring, job->reader, &job->params, error))
    return FALSE;
  memo = take_digest (document, job);
  job->recalled = memo != NULL
                  && ffb_kdf_memo_recall (memo, job->reader, &job->params, job->digest,
                                          job->key);
  return TRUE;
}

/* What the derivation gave, kept for the next hand-over to the same reader. */
static void
remember (FfbDocument *document, Job *job)
{
  FfbKdfMemo *memo = ffb_document_get_kdf_memo (document);

  if (memo != NULL)
    ffb_kdf_memo_remember (memo, job->reader, &job->params, job->digest, job->key);
}

/* Refused before the costly part when it could only be refused after it. */
static gboolean
prepare_set (FfbDocument *document, Job *job, GError **error)
{
  FfbKeyring *keyring = keyring_of (document, error);

  if (keyring == NULL
      || !ffb_keyring_can_set_passphrase (keyring, job->setter, job->reader, job->passphrase,
                                          error)
      || !ffb_kdf_params_init (&job->params, error))
    return FALSE;
  take_digest (document, job);
  return TRUE;
}

static gboolean
derive (Job *job, GError **error)
{
  if (job->recalled)
    {
      sodium_memzero (job->passphrase, strlen (job->passphrase));
      return TRUE;
    }
  if (!ffb_seal_derive (job->passphrase, &job->params, job->key, error))
    return FALSE;
  /* The key is what is needed now: the typed text goes at once. */
  sodium_memzero (job->passphrase, strlen (job->passphrase));
  return TRUE;
}

static gboolean
finish_check (FfbDocument *document, Job *job, GError **error)
{
  FfbKeyring *keyring = keyring_of (document, error);

  if (keyring == NULL || !ffb_keyring_unlock_with_key (keyring, job->reader, job->key, error))
    return FALSE;
  remember (document, job);
  return TRUE;
}

static gboolean
set_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  Job *job = data;

  return ffb_keyring_set_passphrase_with_key (campaign->keyring, job->setter, job->reader,
                                              &job->params, job->key, error);
}

static gboolean
finish_set (FfbDocument *document, Job *job, GError **error)
{
  if (!ffb_night_run_campaign (document, set_step, job, error))
    return FALSE;
  remember (document, job);
  return TRUE;
}

/* On the caller's thread */

gboolean
ffb_passphrase_job_check (FfbDocument *document, FfbReader reader, const char *attempt,
                          GError **error)
{
  g_autoptr(Job) job = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), FALSE);
  if (attempt == NULL)
    return FALSE;
  job = job_new (FFB_SETTER_REFEREE, reader, attempt);
  return prepare_check (document, job, error) && derive (job, error)
         && finish_check (document, job, error);
}

gboolean
ffb_passphrase_job_set_from (FfbDocument *document, FfbPassphraseSetter setter,
                             FfbReader reader, const char *passphrase, GError **error)
{
  g_autoptr(Job) job = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document) && passphrase != NULL, FALSE);
  job = job_new (setter, reader, passphrase);
  return prepare_set (document, job, error) && derive (job, error)
         && finish_set (document, job, error);
}

gboolean
ffb_passphrase_job_set (FfbDocument *document, FfbReader reader, const char *passphrase,
                        GError **error)
{
  return ffb_passphrase_job_set_from (document, FFB_SETTER_REFEREE, reader, passphrase, error);
}

/* Off the main loop */

typedef gboolean (*JobStep) (FfbDocument *document, Job *job, GError **error);

static void
derive_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (!derive (task_data, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
start (FfbDocument *document, FfbPassphraseSetter setter, FfbReader reader,
       const char *passphrase, JobStep prepare, gpointer tag, GAsyncReadyCallback callback,
       gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (document, NULL, callback, user_data);
  Job *job = job_new (setter, reader, passphrase);
  GError *error = NULL;

  g_task_set_source_tag (task, tag);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  if (!prepare (document, job, &error))
    g_task_return_error (task, error);
  else if (job->recalled) /* the memo gave the key: no thread, no wait */
    g_task_return_boolean (task, derive (job, NULL));
  else
    g_task_run_in_thread (task, derive_in_thread);
}

static gboolean
finish (FfbDocument *document, GAsyncResult *result, JobStep step, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error)
         && step (document, g_task_get_task_data (G_TASK (result)), error);
}

void
ffb_passphrase_job_check_async (FfbDocument *document, FfbReader reader, const char *attempt,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (FFB_IS_DOCUMENT (document) && attempt != NULL);
  start (document, FFB_SETTER_REFEREE, reader, attempt, prepare_check,
         ffb_passphrase_job_check_async, callback, user_data);
}

gboolean
ffb_passphrase_job_check_finish (FfbDocument *document, GAsyncResult *result, GError **error)
{
  return finish (document, result, finish_check, error);
}

void
ffb_passphrase_job_set_from_async (FfbDocument *document, FfbPassphraseSetter setter,
                                   FfbReader reader, const char *passphrase,
                                   GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (FFB_IS_DOCUMENT (document) && passphrase != NULL);
  start (document, setter, reader, passphrase, prepare_set, ffb_passphrase_job_set_async,
         callback, user_data);
}

void
ffb_passphrase_job_set_async (FfbDocument *document, FfbReader reader, const char *passphrase,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  ffb_passphrase_job_set_from_async (document, FFB_SETTER_REFEREE, reader, passphrase,
                                     callback, user_data);
}

gboolean
ffb_passphrase_job_set_finish (FfbDocument *document, GAsyncResult *result, GError **error)
{
  return finish (document, result, finish_set, error);
}
