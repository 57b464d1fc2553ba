/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-saved.h: what anyone can obtain of a campaign saved on disk, for the tests of
 * "Secrets at rest" (RULES.md): its file and backup as written, and the lengths of its sealed
 * blobs, so that two campaigns differing only in one side's secrets can be compared byte for
 * byte from the other side's chair. */
#pragma once

#include "ffb-campaign.h"

G_BEGIN_DECLS

/* The campaign as it is sealed and written; the test fails when it is refused. */
char *ffb_test_sealed_xml (FfbCampaign *campaign);
/* The whole of the file at `path`; the test fails when it does not read. */
char *ffb_test_read_whole (const char *path);
/* What a test does to a campaign between two saves. */
typedef void (*FfbTestChange) (FfbCampaign *campaign);
/* Saves `campaign` to a file of a new temporary folder, makes the change `between` (none when
 * NULL) and saves again, so that there is a backup; hands back the file's bytes and its
 * backup's; the folder is removed. */
void  ffb_test_save_twice (FfbCampaign *campaign, FfbTestChange between, char **file,
                           char **backup);
/* The length of `xml` and of every sealed blob in it (base64 of 64 characters or more in an
 * attribute or an element of its own), in one line. */
char *ffb_test_sealed_lengths (const char *xml);

G_END_DECLS
