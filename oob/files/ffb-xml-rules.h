/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rules.h: the rule set in its file (data/schema/rules.rng), and the built-in one.
 * The rule set itself is plain data (ffb-rules.h). */
#pragma once

#include <glib.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* The built-in default rule set (RULES.md), parsed from the resource on each call: the
 * caller owns the new set. Never fails (a broken built-in is a build bug and aborts). */
FfbRules *ffb_rules_new_default (void);
FfbRules *ffb_rules_load_file (const char *path, GError **error);
FfbRules *ffb_rules_load_xml (const char *xml, gsize length, const char *source_name,
                              GError **error);
/* Writes the rule set as XML that ffb_rules_load_xml reads back to an equal set. The set
 * must pass ffb_rules_check (a set that would not load back is not written). */
char     *ffb_rules_to_xml (const FfbRules *rules);
/* For documents that embed a rule set (a campaign): reads a <rule-set> element as
 * ffb_rules_load_xml reads a whole file (version, schema, meaning), and builds one, unlinked,
 * for `doc`. Declared with bare struct names so this header does not pull in libxml2. */
struct _xmlDoc;
struct _xmlNode;
FfbRules        *ffb_rules_load_element (struct _xmlNode *element, const char *source_name,
                                         GError **error);
struct _xmlNode *ffb_rules_to_element (const FfbRules *rules, struct _xmlDoc *doc);

G_END_DECLS
