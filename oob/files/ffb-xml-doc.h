/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-doc.h: what every loader needs to read untrusted XML safely: parsing with no
 * network, no DTD and no entity expansion, RelaxNG validation against a built-in schema,
 * and attribute readers whose errors name the source and line. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include "ffb-error.h"

G_BEGIN_DECLS

/* Parses `xml`. Refuses documents that declare a DTD or entities (the formats need neither,
 * and they are how entity bombs and file-reading attacks arrive). */
xmlDoc  *ffb_xml_doc_parse (const char *xml, gsize length, const char *source_name,
                            GError **error);
/* Validates against the RelaxNG schema at `schema_resource` (a GResource path). The first
 * problem becomes an FFB_ERROR_SCHEMA "source:line: ...". */
gboolean ffb_xml_doc_validate (xmlDoc *doc, const char *schema_resource,
                               const char *source_name, GError **error);

/* The line `node` starts on, past 65,535 too (xmlGetLineNo stops there for elements). */
long     ffb_xml_line (xmlNode *node);
/* Sets an error "source:line: message" for `node` (line omitted when unknown). */
void     ffb_xml_set_error (GError **error, FfbError code, const char *source_name,
                            xmlNode *node, const char *format, ...) G_GNUC_PRINTF (5, 6);

/* The attribute's value as a new string, or NULL when absent. */
char    *ffb_xml_attr (xmlNode *node, const char *name);
/* Reads an integer attribute within [min, max]; absent uses `fallback` when `required` is
 * FALSE. Errors name the attribute, its element, the source and line. */
gboolean ffb_xml_attr_int (xmlNode *node, const char *name, gboolean required, int fallback,
                           int min, int max, int *out, const char *source_name,
                           GError **error);
gboolean ffb_xml_attr_double (xmlNode *node, const char *name, double min, double max,
                              double *out, const char *source_name, GError **error);
/* "true"/"false" (and "1"/"0"); absent is `fallback`. */
gboolean ffb_xml_attr_bool (xmlNode *node, const char *name, gboolean fallback, gboolean *out,
                            const char *source_name, GError **error);

/* Reads the whole regular file at `path` when it is at most `max_bytes` (checked before reading
 * and again after, for a file that grows meanwhile; a device or pipe is never read). `what`
 * names the document for the message: "%s: could not be read (it is larger than 4 MiB, far
 * too large for a battle result)." */
gboolean ffb_xml_read_file (const char *path, gsize max_bytes, const char *what,
                            char **contents, gsize *length, GError **error);

/* Writing. Text from code may hold what no file can (invalid UTF-8, control characters, a
 * line break in a name or note): it becomes U+FFFD, so that every file written loads again. */
char    *ffb_xml_safe_text (const char *text);
void     ffb_xml_set_text (xmlNode *node, const char *name, const char *value);
void     ffb_xml_set_int (xmlNode *node, const char *name, int value);
void     ffb_xml_set_bool (xmlNode *node, const char *name, gboolean value);
xmlNode *ffb_xml_add_element (xmlNode *parent, const char *name);

/* Element children of `node` named `name` (NULL: all), in document order. */
xmlNode *ffb_xml_first_child (xmlNode *node, const char *name);
xmlNode *ffb_xml_next_sibling (xmlNode *node, const char *name);

#define ffb_xml_foreach_child(parent, name, child) \
  for (xmlNode *child = ffb_xml_first_child ((parent), (name)); child != NULL; \
       child = ffb_xml_next_sibling (child, (name)))

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

G_END_DECLS
