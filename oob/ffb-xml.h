/* ffb-xml.h: reading and writing campaign files (*.ffbridge). Loading validates against the
 * RelaxNG schema (data/schema/campaign.rng, built in), then checks meaning; a failure is an
 * FFB_ERROR naming the file and line, and nothing is half-loaded. The parser never touches the
 * network and never expands external entities. Saving is atomic and keeps a backup. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

FfbCampaign *ffb_campaign_load_file (const char *path, GError **error);
/* `source_name` is used in messages ("demo.ffbridge", a path...). */
FfbCampaign *ffb_campaign_load_xml (const char *xml, gsize length, const char *source_name,
                                    GError **error);
/* The demo campaign built into the binary, which alone is not validated again at run time (the
 * test suite validates it); ffb_campaign_new_demo is the way to it. */
FfbCampaign *ffb_campaign_load_built_in_demo (GError **error);
char        *ffb_campaign_to_xml (FfbCampaign *campaign);
/* Writes `path` atomically and the owner's only (ffb_file_save_private); an existing file is
 * first kept as `path~`, written the same way. */
gboolean     ffb_campaign_save_file (FfbCampaign *campaign, const char *path, GError **error);
/* Removes the temp files a save killed before its end left beside `path` and its backup
 * (ffb_file_remove_stale_temps): opening a campaign calls it, so none outlives the next start. */
void         ffb_campaign_remove_stale_temps (const char *path);

G_END_DECLS
