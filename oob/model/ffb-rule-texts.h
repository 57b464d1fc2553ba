/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rule-texts.h: what each rule says, one sentence per rule id, kept in the rule set
 * (<rule-texts> of data/rules/default.xml) so that a house-ruled variant can say what it
 * changed. The app shows the sentence wherever it names a rule ("R7B(5a)"). */
#pragma once

#include <glib.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* The text of `rule_id` ("R4D", "R7B(5a)"), or NULL when the rule set has none for it. */
const char *ffb_rules_text (const FfbRules *rules, const char *rule_id);

/* Every rule id named in `text` ("Leaders (R9D, R9E)", "R4B–R4F"), in order, each once. */
GStrv       ffb_rule_ids_in (const char *text);

/* What the rules named in `text` say, one line per rule id: "R4D: text" or, where the set has
 * no text for it, the id alone. NULL when `text` names no rule. */
char       *ffb_rules_explain (const FfbRules *rules, const char *text);

/* For ffb-rules.c: the texts are part of the set (copied, compared and checked with it; read
 * and written with it by files/ffb-xml-rule-texts.c). `texts` is a GPtrArray of FfbRuleText,
 * in the file's order, or NULL. */
typedef struct
{
  char *id;
  char *text;
} FfbRuleText;

/* An empty list of texts, which owns the entries added to it. */
GPtrArray  *ffb_rule_texts_new (void);
/* Adds a copy of `id` and `text` at the end; ffb_rule_texts_check says whether they fit. */
void        ffb_rule_texts_add (GPtrArray *texts, const char *id, const char *text);
GPtrArray  *ffb_rule_texts_copy (const GPtrArray *texts);
gboolean    ffb_rule_texts_equal (const GPtrArray *a, const GPtrArray *b);
gboolean    ffb_rule_texts_check (const GPtrArray *texts, GError **error);

G_END_DECLS
