/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-write-job.c: a campaign's sealed text made off the main loop (ffb-xml-write-job.h). */
#include "ffb-xml-write-job.h"

#include "ffb-history.h"
#include "ffb-xml.h"
#include "ffb-xml-seal.h"

struct _FfbXmlWriteJob
{
  FfbCampaign *copy;
  FfbKeyring *keyring; /* the copy's, kept after the copy is released */
  FfbChain *chain;     /* the campaign's signed record when the job was made, and its length: */
  guint links;         /* the copy's, extended, replaces it only while it is still so */
  char *text;
  gboolean written;
};

FfbXmlWriteJob *
ffb_xml_write_job_new (FfbCampaign *campaign)
{
  FfbXmlWriteJob *job;

  g_return_val_if_fail (campaign != NULL, NULL);

  job = g_new0 (FfbXmlWriteJob, 1);
  job->copy = ffb_history_copy_campaign (campaign);
  job->keyring = ffb_keyring_ref (job->copy->keyring);
  job->chain = ffb_chain_ref (campaign->keyring->chain);
  job->links = campaign->keyring->chain->links->len;
  ffb_xml_seal_reserve_generation (campaign->keyring, job->copy->keyring);
  return job;
}

void
ffb_xml_write_job_free (FfbXmlWriteJob *job)
{
  if (job == NULL)
    return;
  g_clear_pointer (&job->copy, ffb_campaign_unref);
  ffb_keyring_unref (job->keyring);
  ffb_chain_unref (job->chain);
  g_free (job->text);
  g_free (job);
}

gboolean
ffb_xml_write_job_run (FfbXmlWriteJob *job, GError **error)
{
  g_return_val_if_fail (job != NULL && job->copy != NULL && job->text == NULL, FALSE);

  job->text = ffb_xml_write_sealed_campaign (job->copy, error);
  job->written = job->text != NULL;
  return job->written;
}

void
ffb_xml_write_job_release (FfbXmlWriteJob *job)
{
  g_return_if_fail (job != NULL);

  g_clear_pointer (&job->copy, ffb_campaign_unref);
  g_clear_pointer (&job->text, g_free);
}

const char *
ffb_xml_write_job_text (FfbXmlWriteJob *job)
{
  g_return_val_if_fail (job != NULL, NULL);
  return job->text;
}

void
ffb_xml_write_job_finish (FfbXmlWriteJob *job, FfbCampaign *campaign)
{
  FfbKeyring *keyring, *written;

  g_return_if_fail (job != NULL && campaign != NULL);

  keyring = campaign->keyring;
  written = job->keyring;
  if (!job->written || keyring->chain != job->chain || keyring->chain->links->len != job->links
      || written->chain->links->len <= job->links || g_strcmp0 (keyring->id, written->id) != 0)
    return;
  ffb_chain_unref (keyring->chain);
  keyring->chain = ffb_chain_ref (written->chain);
  g_free (keyring->record);
  keyring->record = g_strdup (written->record);
}
