/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-leaders.h: a leader library in its file (data/schema/leaders.rng): the built-in
 * library of seed 002 (data/leaders/), a referee's own library file, and writing one back.
 * Read through the same safe parser, limits and schema validation as the rule set
 * (ffb-xml-doc.h); the library itself is plain data (ffb-leader-library.h). */
#pragma once

#include <glib.h>
#include "ffb-leader-library.h"

G_BEGIN_DECLS

/* The built-in libraries by id, NULL-terminated: "seed-002" (L3). */
const char *const *ffb_leader_library_built_in_ids (void);
/* A built-in library, parsed from the resource: a new library, or NULL with
 * FFB_ERROR_NOT_FOUND for an id that is not built in. */
FfbLeaderLibrary  *ffb_leader_library_new_built_in (const char *id, GError **error);
FfbLeaderLibrary  *ffb_leader_library_load_file (const char *path, GError **error);
FfbLeaderLibrary  *ffb_leader_library_load_xml (const char *xml, gsize length,
                                                const char *source_name, GError **error);
/* The library as XML that ffb_leader_library_load_xml reads back to an equal library; the
 * library must pass ffb_leader_library_check. */
char              *ffb_leader_library_to_xml (const FfbLeaderLibrary *library);

G_END_DECLS
