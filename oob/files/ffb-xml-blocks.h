/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-blocks.h: a block battle in its file (data/schema/blocks.rng; RULES.md C2F), read by
 * `ffbridge-cli blocks`. Read through the same safe parser, limits and schema validation as
 * every other file (ffb-xml-doc.h); the battle itself is plain data (night/ffb-blocks.h), and
 * what loads passes ffb_blocks_check. */
#pragma once

#include <glib.h>
#include "ffb-blocks.h"

G_BEGIN_DECLS

FfbBlockBattle *ffb_blocks_load_file (const char *path, GError **error);
FfbBlockBattle *ffb_blocks_load_xml (const char *xml, gsize length, const char *source_name,
                                     GError **error);

G_END_DECLS
