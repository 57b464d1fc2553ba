/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-job.c: a passphrase checked or set off the main loop (see
 * ffb-passphrase-job.h). */
#include "ffb-passphrase-job.h"

#include <string.h>
#include <sodium.h>
#include "ffb-error.h"
#include "ffb-keyring.h"
#include "ffb-night.h"

typedef struct
{
  FfbReader reader;
  char *passphrase;     /* the typed copy, wiped when the job ends */
  FfbKdfParams params;  /* the slot's (check) or fresh ones (set) */
  guint8 *key;          /* the derived key, in guarded memory */
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
  sodium_memzero (&job->params, sizeof job->params);
  g_free (job);
}

/* On the worker: the derivation alone, from the job's own copies. */
static void
derive_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;

  if (!ffb_seal_derive (job->passphrase, &job->params, job->key, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* The key is what is needed now: the typed text goes at once. */
  sodium_memzero (job->passphrase, strlen (job->passphrase));
  g_task_return_boolean (task, TRUE);
}

static GTask *
new_job (FfbDocument *document, FfbReader reader, const char *passphrase, gpointer tag,
         GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (document, NULL, callback, user_data);
  Job *job = g_new0 (Job, 1);

  g_task_set_source_tag (task, tag);
  job->reader = reader;
  job->passphrase = g_strdup (passphrase);
  job->key = ffb_seal_key_new ();
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  return task;
}

static FfbKeyring *
keyring_of (FfbDocument *document)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);

  return campaign != NULL ? campaign->keyring : NULL;
}

static gboolean
refuse_no_campaign (GTask *task)
{
  g_task_return_new_error (task, FFB_ERROR, FFB_ERROR_INVALID, "No campaign is open.");
  return FALSE;
}

void
ffb_passphrase_job_check_async (FfbDocument *document, FfbReader reader, const char *attempt,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  FfbKeyring *keyring;
  GError *error = NULL;
  Job *job;

  g_return_if_fail (FFB_IS_DOCUMENT (document) && attempt != NULL);

  task = new_job (document, reader, attempt, ffb_passphrase_job_check_async, callback,
                  user_data);
  job = g_task_get_task_data (task);
  if ((keyring = keyring_of (document)) == NULL)
    refuse_no_campaign (task);
  else if (!ffb_keyring_unlock_params (keyring, reader, &job->params, &error))
    g_task_return_error (task, error);
  else
    g_task_run_in_thread (task, derive_in_thread);
}

gboolean
ffb_passphrase_job_check_finish (FfbDocument *document, GAsyncResult *result, GError **error)
{
  Job *job;
  FfbKeyring *keyring;

  g_return_val_if_fail (g_task_is_valid (result, document), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  if ((keyring = keyring_of (document)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "No campaign is open.");
      return FALSE;
    }
  return ffb_keyring_unlock_with_key (keyring, job->reader, job->key, error);
}

void
ffb_passphrase_job_set_async (FfbDocument *document, FfbReader reader, const char *passphrase,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  FfbKeyring *keyring;
  GError *error = NULL;
  Job *job;

  g_return_if_fail (FFB_IS_DOCUMENT (document) && passphrase != NULL);

  task = new_job (document, reader, passphrase, ffb_passphrase_job_set_async, callback,
                  user_data);
  job = g_task_get_task_data (task);
  /* Refused before the costly part when it could only be refused after it. */
  if ((keyring = keyring_of (document)) == NULL)
    refuse_no_campaign (task);
  else if (!ffb_keyring_can_set_passphrase (keyring, reader, passphrase, &error)
           || !ffb_kdf_params_init (&job->params, &error))
    g_task_return_error (task, error);
  else
    g_task_run_in_thread (task, derive_in_thread);
}

static gboolean
set_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  Job *job = data;

  return ffb_keyring_set_passphrase_with_key (campaign->keyring, job->reader, &job->params,
                                              job->key, error);
}

gboolean
ffb_passphrase_job_set_finish (FfbDocument *document, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, document), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  return ffb_night_run_campaign (document, set_step, g_task_get_task_data (G_TASK (result)),
                                 error);
}
