/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-tables.h: the referee's tables in their file (data/schema/tables.rng): the built-in
 * tables of seeds 002 and 003 (data/tables/), a referee's own file, and writing one back.
 * Read through the same safe parser, limits and schema validation as the rule set
 * (ffb-xml-doc.h); the tables themselves are plain data (ffb-tables.h). */
#pragma once

#include <glib.h>
#include "ffb-tables.h"

G_BEGIN_DECLS

/* The built-in table files by id, NULL-terminated: "seed-002", "seed-003" (RULES.md T). */
const char *const *ffb_tables_built_in_ids (void);
/* A built-in file, parsed from the resource: new tables, or NULL with FFB_ERROR_NOT_FOUND
 * for an id that is not built in. */
FfbTables         *ffb_tables_new_built_in (const char *id, GError **error);
/* Every built-in table, seed 002's then seed 003's, in one FfbTables. */
FfbTables         *ffb_tables_new_all_built_in (void);
FfbTables         *ffb_tables_load_file (const char *path, GError **error);
FfbTables         *ffb_tables_load_xml (const char *xml, gsize length, const char *source_name,
                                        GError **error);
/* The tables as XML that ffb_tables_load_xml reads back to equal tables; they must pass
 * ffb_tables_check. */
char              *ffb_tables_to_xml (const FfbTables *tables);

G_END_DECLS
