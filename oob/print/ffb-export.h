/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-export.h: an OOB written out for people and programs: plain text for the terminal and
 * XML for other tools. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* Plain text of a battle's setup and both OOBs (or one side's), with findings by rule id. */
char *ffb_export_text (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *const oobs[],
                       int n_oobs);
/* The same content as an XML document (<oob-export>, data/schema/export.rng), written through
 * libxml2 by the files layer's one OOB writer (ffb_xml_write_oob_export). */
char *ffb_export_xml (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *const oobs[],
                      int n_oobs);

G_END_DECLS
