/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-limits.h: the streaming pre-pass every file goes through before it is parsed into
 * a tree and validated (ffb_xml_doc_parse calls it). With libxml2's SAX2 parser over the
 * bytes, in one pass and little memory, it refuses in one sentence naming the file and line:
 *
 * - a file beyond the limits of ffb-limits.h (size, elements, nesting, leaders, SP groups,
 *   battles, units, rolls, history, name length...);
 * - an element with more attributes than FFB_LIMIT_ATTRIBUTES, counted in the bytes before
 *   libxml2 reads them (its own check of an element's attributes grows with their square);
 * - a NUL byte anywhere (libxml2 would silently ignore what follows it), and any other raw
 *   control byte XML forbids, named with its line and, in a tag, element and attribute;
 * - a control character (C0, C1, TAB, CR, LF, U+2028, U+2029) in any attribute value (every
 *   name, id and phrase) or in a note: names and notes are one line of text, so that no
 *   printed copy can be made to show a forged line;
 * - a name (every attribute called name) that shows nothing, holds a bidirectional control or
 *   is longer than FFB_MAX_NAME.
 *
 * What is not well-formed, or declares a DTD, passes here: the tree parser refuses it with
 * its own sentence. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean ffb_xml_check_limits (const char *xml, gsize length, const char *source_name,
                               GError **error);

G_END_DECLS
