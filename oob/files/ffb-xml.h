/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml.h: reading and writing campaign files (*.ffbridge). Loading validates against the
 * RelaxNG schema (data/schema/campaign.rng, built in), then checks meaning; a failure is an
 * FFB_ERROR naming the file and line, and nothing is half-loaded. The parser never touches the
 * network and never expands external entities. Saving is atomic and keeps a backup. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

FfbCampaign *ffb_xml_load_campaign_file (const char *path, GError **error);
/* The same, opening the sealed parts (ffb-xml-seal.h) with `reader`'s passphrase: the
 * referee's opens all of them, a side's only that side's. A wrong passphrase is an
 * FFB_ERROR_INVALID; without one (NULL), or with a side's, the parts not opened are kept as
 * they are and written back unchanged, and the model lacks them. */
FfbCampaign *ffb_xml_load_campaign_file_unlocked (const char *path, FfbReader reader,
                                              const char *passphrase, GError **error);
FfbCampaign *ffb_xml_load_campaign_unlocked (const char *xml, gsize length,
                                             const char *source_name, FfbReader reader,
                                             const char *passphrase, GError **error);
/* Loads a campaign this process wrote (an undo snapshot) with the keys already unlocked in
 * `unlocked`, the same campaign's keyring. */
FfbCampaign *ffb_xml_load_campaign_keyed (const char *xml, gsize length,
                                          const char *source_name,
                                          const FfbKeyring *unlocked, GError **error);
/* The same for a campaign the history kept (FfbChange.before, for undo): its sealed parts are
 * bound to the history's place, never to the campaign's (ffb-xml-seal.h). */
FfbCampaign *ffb_xml_load_campaign_kept (const char *xml, gsize length,
                                         const char *source_name,
                                         const FfbKeyring *unlocked, GError **error);
/* `source_name` is used in messages ("demo.ffbridge", a path...). */
FfbCampaign *ffb_xml_load_campaign (const char *xml, gsize length, const char *source_name,
                                    GError **error);
/* The demo campaign built into the binary, which alone is not validated again at run time (the
 * test suite validates it); ffb_xml_new_demo_campaign is the way to it. */
FfbCampaign *ffb_xml_load_built_in_demo (GError **error);
/* The campaign as XML with its secrets in clear (kept parts still sealed): for memory only
 * (undo snapshots, previews, comparisons), never for a file. */
char        *ffb_xml_write_campaign (FfbCampaign *campaign);
/* The campaign as it goes to a file: once the referee's passphrase is set, every secret is
 * sealed (ffb-xml-seal.h). NULL with FFB_ERROR_INVALID when there is something to seal and
 * the referee's key is not unlocked. */
char        *ffb_xml_write_sealed_campaign (FfbCampaign *campaign, GError **error);
/* Writes `path` atomically and the owner's only (ffb_file_save_private); an existing file is
 * first kept as `path~`, written the same way. */
gboolean     ffb_xml_save_campaign_file (FfbCampaign *campaign, const char *path, GError **error);
/* Removes the temp files a save killed before its end left beside `path` and its backup
 * (ffb_file_remove_stale_temps): opening a campaign calls it, so none outlives the next start. */
void         ffb_xml_remove_stale_temps (const char *path);

G_END_DECLS
