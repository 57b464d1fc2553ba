/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-draft.h: a battle's draft result in the campaign file (FfbBattle.draft): what the
 * referee has typed on the Aftermath page and not yet applied, after the battle's neutral
 * party. It holds a whole result document (data/schema/result.rng), so that a draft can be
 * cut out of the file and given to `ffbridge-cli aftermath --result` as it stands:
 *
 *   <draft-result crack-group="us-1">          R9F: the pick, when not the default
 *     <battle-result format-version="1" battle="pea-ridge"> ... </battle-result>
 *   </draft-result>
 *
 * (no-crack="true" instead when the winner promotes nobody.) A draft may be incomplete, so it
 * is not checked against the battle; it is read with every check of a result file, and must be
 * the result of the battle that keeps it. */
#pragma once

#include <libxml/tree.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Reads a <draft-result> element into battle->draft. Errors are "source:line: ...". */
gboolean ffb_xml_read_draft (xmlNode *node, FfbBattle *battle, const char *source,
                             GError **error);
/* Writes battle->draft, when there is one, as a child of `parent`. */
void     ffb_xml_write_draft (xmlNode *parent, const FfbBattle *battle);

G_END_DECLS
