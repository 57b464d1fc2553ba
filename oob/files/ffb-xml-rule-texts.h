/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rule-texts.h: a rule set's <rule-texts> (data/schema/rules.rng), what each rule id
 * says, read into and written from the model's list of FfbRuleText (ffb-rule-texts.h). */
#pragma once

#include <libxml/tree.h>
#include "ffb-rule-texts.h"

G_BEGIN_DECLS

/* Reads <rule-texts> under `root` into a new list (none: an empty list). A text given twice is
 * refused as "source:line: ..."; the set as a whole is checked by ffb_rule_texts_check. */
gboolean ffb_xml_read_rule_texts (xmlNode *root, GPtrArray **texts, const char *source,
                                  GError **error);
/* Writes <rule-texts> under `root` when there is any text. */
void     ffb_xml_write_rule_texts (xmlNode *root, const GPtrArray *texts);

G_END_DECLS
