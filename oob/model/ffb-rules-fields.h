/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rules-fields.h: the rule set's single numbers as a table, shared by the model
 * (ffb-rules.c: compare, range-check) and the file layer (ffb-xml-rules.c: read, write). Not
 * for the rest of the app. */
#pragma once

#include "ffb-rules.h"

G_BEGIN_DECLS

#define MINUTES_PER_DAY (24 * 60)

/* The numbers that sit as attributes of a section element that occurs once. One table drives
 * reading, writing, comparing and range-checking them, so the four cannot drift apart. The
 * repeated rows (stars, labels, ground, day table) are handled by hand by the file layer
 * (ffb-xml-rules.c). */
typedef enum
{
  FFB_RULES_FIELD_INT,
  FFB_RULES_FIELD_BOOL,
  FFB_RULES_FIELD_FRACTION,
} FfbRulesFieldType;

typedef struct
{
  const char *element;   /* path below <rule-set>, e.g. "commands/division" */
  const char *attribute;
  FfbRulesFieldType type;
  gsize offset;
  int min, max;          /* inclusive; FFB_RULES_FIELD_INT only (fractions are 0 to 1) */
  const char *words;     /* what it is, in plain words, for errors */
} FfbRulesField;

extern const FfbRulesField ffb_rules_fields[];
extern const gsize ffb_rules_n_fields;

/* The member a field names. The table only ever points at members of the type it names. */
int       ffb_rules_field_int (const FfbRules *rules, const FfbRulesField *field);
double    ffb_rules_field_fraction (const FfbRules *rules, const FfbRulesField *field);
gpointer  ffb_rules_field_pointer (FfbRules *rules, const FfbRulesField *field);

/* A rule set with every number zero, no name and no texts, for a reader to fill in. */
FfbRules *ffb_rules_alloc (void);

G_END_DECLS
