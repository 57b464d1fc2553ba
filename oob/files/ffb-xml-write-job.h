/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-write-job.h: a campaign's sealed text made on a worker thread, so that the main loop
 * pays only for a copy of the campaign (issue 34: serializing and sealing a four-year campaign
 * takes most of a second; its copy under a millisecond).
 *
 * The job is made on the thread that owns the campaign (the main loop): it copies the campaign
 * whole (ffb_history_copy_campaign) and takes the generation its seal will be of
 * (ffb_xml_seal_reserve_generation). It then runs on any one thread, reading only its copy.
 * Done, it is finished on the owner's thread: the signed record (ffb-chain.h) that the write
 * extended by one link becomes the campaign's, as it would had the campaign been written
 * there, unless the campaign's record moved on meanwhile (another write, say a save): then
 * the write's link stays in what it wrote alone. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

typedef struct _FfbXmlWriteJob FfbXmlWriteJob;

FfbXmlWriteJob *ffb_xml_write_job_new (FfbCampaign *campaign);
void            ffb_xml_write_job_free (FfbXmlWriteJob *job);
/* On any thread: the campaign as it goes to a file (ffb_xml_write_sealed_campaign). */
gboolean        ffb_xml_write_job_run (FfbXmlWriteJob *job, GError **error);
/* After a run that succeeded: the text, owned by the job. */
const char     *ffb_xml_write_job_text (FfbXmlWriteJob *job);
/* On the thread that ran it, once the text is written out: frees the copy and the text (a
 * large campaign's take milliseconds to free), keeping what _finish needs. */
void            ffb_xml_write_job_release (FfbXmlWriteJob *job);
/* On the owner's thread, after the run: see above. `campaign` is the one the job was made of,
 * or what it became since (an undo replaces the campaign, sharing its signed record). */
void            ffb_xml_write_job_finish (FfbXmlWriteJob *job, FfbCampaign *campaign);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbXmlWriteJob, ffb_xml_write_job_free)

G_END_DECLS
