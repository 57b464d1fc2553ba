/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-result.h: a battle result (ffb-result.h) as an element of another document, for
 * the campaign file's draft results (ffb-xml-draft.h). The element is a whole <battle-result>
 * as data/schema/result.rng has it, read and written by the code that reads and writes result
 * files, so the two can never drift apart. */
#pragma once

#include <libxml/tree.h>
#include "ffb-result.h"

G_BEGIN_DECLS

/* Reads the <battle-result> element `node` as a result document: its root and format version,
 * result.rng, then its values. Errors are "source:line: ..." with the lines of `node`'s own
 * document. */
FfbResult *ffb_xml_read_result (xmlNode *node, const char *source, GError **error);
/* Adds a <battle-result> element holding `result` to `parent`, and returns it. */
xmlNode   *ffb_xml_write_result (xmlNode *parent, const FfbResult *result);

G_END_DECLS
