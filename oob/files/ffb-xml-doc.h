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

/* Refuses `word`, the value of attribute `name` on `node`, as not one of the `known` words
 * (listed for the message, "a, b, c"): FFB_ERROR_MEANING "source:line: ...". Returns FALSE. */
gboolean ffb_xml_refuse_unknown_word (xmlNode *node, const char *name, const char *word,
                                      const char *known, const char *source, GError **error);
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

/* What turns a parsed document into a model object, or NULL with `error` set ("source:line:
 * ..."). Each data format's reader has one; the three below share the rest of the way. */
typedef gpointer (*FfbXmlDocReader) (xmlDoc *doc, const char *source_name, GError **error);

/* A data format as its reader checks it first: its root element and the one format version
 * this build reads, both before the schema, so that a file of another kind or from another
 * version of ffbridge is told apart from a broken one; then its schema. The sentences are the
 * format's own, marked for translation where it is defined and translated here:
 * `other_root` takes the root element found (%s); `other_version` the version found (%s) and
 * the one this build reads (%d); `no_version`, for a root that says none, that one (%d). */
typedef struct
{
  const char *root;
  int version;
  const char *schema;        /* a GResource path */
  const char *other_root;
  const char *other_version;
  const char *no_version;    /* NULL: `other_version`, with the version found empty */
} FfbXmlDocFormat;

/* The one check of what every reader reads first: the root element and its format version,
 * FFB_ERROR_SCHEMA or FFB_ERROR_VERSION "source:line: ..." in the format's sentence. */
gboolean ffb_xml_doc_check_root (xmlDoc *doc, const FfbXmlDocFormat *format,
                                 const char *source_name, GError **error);
/* The same, then the format's schema (ffb_xml_doc_validate). */
gboolean ffb_xml_doc_check (xmlDoc *doc, const FfbXmlDocFormat *format,
                            const char *source_name, GError **error);

/* Parses `xml` (ffb_xml_doc_parse) and hands the document to `read`. */
gpointer ffb_xml_doc_read (const char *xml, gsize length, const char *source_name,
                           FfbXmlDocReader read, GError **error);
/* Reads the file at `path` (ffb_xml_read_file: at most `max_bytes`, `what` naming the kind of
 * document) and then as ffb_xml_doc_read, with the path as the source name. */
gpointer ffb_xml_doc_read_file (const char *path, gsize max_bytes, const char *what,
                                FfbXmlDocReader read, GError **error);
/* The built-in data file `folder``id`.xml of the engine's resources (`folder` a GResource
 * path ending in '/'), read by `read`. Built-in data that does not load is a bug of the build,
 * not something a user can mend: it stops the program, naming `what` and the reason. */
gpointer ffb_xml_doc_read_built_in (const char *folder, const char *id, const char *what,
                                    FfbXmlDocReader read);

/* Writing. Text from code may hold what no file can (invalid UTF-8, control characters, a
 * line break in a name or note): it becomes U+FFFD, so that every file written loads again. */
/* The document as a file holds it: UTF-8, indented. Out of memory is fatal, as for g_malloc. */
char    *ffb_xml_doc_to_text (xmlDoc *doc);
char    *ffb_xml_safe_text (const char *text);
void     ffb_xml_set_text (xmlNode *node, const char *name, const char *value);
void     ffb_xml_set_int (xmlNode *node, const char *name, int value);
void     ffb_xml_set_bool (xmlNode *node, const char *name, gboolean value);
xmlNode *ffb_xml_add_element (xmlNode *parent, const char *name);
/* Appends a copy of `doc`'s root element to `parent`, without the whitespace between its
 * elements (which would stop libxml2 from indenting it along with the rest of the file);
 * text that stands alone in an element is content and stays. */
void     ffb_xml_add_copy (xmlNode *parent, xmlDoc *doc);

/* Element children of `node` named `name` (NULL: all), in document order. */
xmlNode *ffb_xml_first_child (xmlNode *node, const char *name);
xmlNode *ffb_xml_next_sibling (xmlNode *node, const char *name);

#define ffb_xml_foreach_child(parent, name, child) \
  for (xmlNode *child = ffb_xml_first_child ((parent), (name)); child != NULL; \
       child = ffb_xml_next_sibling (child, (name)))

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

G_END_DECLS
