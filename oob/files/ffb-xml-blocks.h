/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-blocks.h: a block battle in its file (data/schema/blocks.rng; RULES.md C2F), read by
 * `ffbridge-cli blocks`. Read through the same safe parser, limits and schema validation as
 * every other file (ffb-xml-doc.h); the battle itself is plain data (night/ffb-blocks.h), and
 * what loads passes ffb_blocks_check. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include "ffb-block-battle.h"
#include "ffb-campaign.h"

G_BEGIN_DECLS

FfbBlockBattle *ffb_blocks_load_file (const char *path, GError **error);
FfbBlockBattle *ffb_blocks_load_xml (const char *xml, gsize length, const char *source_name,
                                     GError **error);
/* A battle kept inside another file (a block battle in the campaign's history): `node` is its
 * <blocks>, checked by the battle's own schema as a file is. */
FfbBlockBattle *ffb_blocks_read_node (xmlNode *node, const char *source_name, GError **error);

/* The battle as it stands before its fight or between its rounds (C2G: its blocks at their
 * steps, present or gone, the rounds fought and begun, the orders and choices; never the log),
 * as a <blocks> under `parent`, or as a file's text. The battle passes ffb_blocks_check. */
xmlNode        *ffb_xml_write_blocks (xmlNode *parent, const FfbBlockBattle *battle);
char           *ffb_blocks_to_xml (const FfbBlockBattle *battle);

/* C2G: the campaign's block battle under way (campaign->blocks_battle), its
 * <block-battle-under-way> read (the battle checked by blocks.rng and ffb_blocks_check, and not
 * over) or written under `parent` (nothing when none). */
gboolean        ffb_xml_read_blocks_under_way (xmlNode *node, FfbCampaign *campaign,
                                               const char *source, GError **error);
void            ffb_xml_write_blocks_under_way (xmlNode *parent, const FfbCampaign *campaign);

G_END_DECLS
