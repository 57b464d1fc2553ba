/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-tactics.h: a tactical rule set other than Fire & Fury in its file
 * (data/schema/tactics.rng), and the built-in ones (data/tactics/, RULES.md Q). Read through
 * the same safe parser, limits and schema validation as the rule set (ffb-xml-doc.h); the set
 * itself is plain data (ffb-tactics.h). */
#pragma once

#include <glib.h>
#include "ffb-tactics.h"

G_BEGIN_DECLS

/* The ids of the built-in sets, sorted, NULL-terminated: every file in data/tactics/, so that
 * a further set is a further file there. Free with g_strfreev. */
char      **ffb_tactics_built_in_ids (void);
/* A built-in set, parsed from its resource: a new set, or NULL with FFB_ERROR_NOT_FOUND for
 * an id that is not built in (the message lists those that are). */
FfbTactics *ffb_tactics_new_built_in (const char *id, GError **error);
FfbTactics *ffb_tactics_load_file (const char *path, GError **error);
FfbTactics *ffb_tactics_load_xml (const char *xml, gsize length, const char *source_name,
                                  GError **error);

G_END_DECLS
