/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-json.h: the one way the players' server reads JSON a client sent. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The JSON object `text` (`length` bytes) holds, or NULL when it holds anything else: no JSON,
 * a value that is not an object, or more than one value ("{}{}"), which json-glib 1.6 accepts
 * and keeps only the last of. */
JsonNode *ffb_serve_json_parse_object (const char *text, gsize length);

G_END_DECLS
