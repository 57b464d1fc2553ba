/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-doc.c: safe parsing and validation of untrusted XML. */
#include "ffb-xml-doc.h"

#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <stdlib.h>
#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <glib/gi18n-lib.h>
#include "ffb-resources.h"
#include "ffb-xml-limits.h"
#include "ffb-text.h"

/* Files that declare a DTD are stopped at the <!DOCTYPE, before any entity is declared,
 * so entity bombs and external entities are never even read. */
typedef struct
{
  gboolean saw_doctype;
} ParseGuard;

static void
stop_at_doctype (void *ctx, const xmlChar *name, const xmlChar *external_id,
                 const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = ctx;
  ParseGuard *guard = ctxt->_private;

  (void) name;
  (void) external_id;
  (void) system_id;
  guard->saw_doctype = TRUE;
  xmlStopParser (ctxt);
}

/* Never load anything from outside: no URL, no local file. */
static xmlParserInputPtr
refuse_external_entity (const char *url, const char *id, xmlParserCtxtPtr ctxt)
{
  (void) url;
  (void) id;
  (void) ctxt;
  return NULL;
}

static void
ignore_generic_error (void *ctx, const char *msg, ...)
{
  (void) ctx;
  (void) msg;
}

/* libxml2's error function is one per thread: a file loaded on a worker thread (the app
 * opens files off its main loop) gets it too. */
static void
setup_libxml_once (void)
{
  static gsize done = 0;
  static GPrivate thread_done;

  if (g_once_init_enter (&done))
    {
      ffb_resources_ensure ();
      xmlInitParser ();
      xmlSetExternalEntityLoader (refuse_external_entity);
      g_once_init_leave (&done, 1);
    }
  if (g_private_get (&thread_done) == NULL)
    {
      xmlSetGenericErrorFunc (NULL, ignore_generic_error);
      g_private_set (&thread_done, GINT_TO_POINTER (1));
    }
}

/* libxml2 keeps an element's line in 16 bits; with XML_PARSE_BIG_LINES a text node past
 * 65,535 keeps its own in `psvi`: the line it ends on. The text before an element ends where
 * the element starts; the text in it or after it starts where its start tag ends (exact for
 * the files ffbridge writes, a tag a line; the streaming pass sees no text before). */
static long
text_end_line (xmlNode *text)
{
  if (text == NULL || text->type != XML_TEXT_NODE)
    return -1;
  if (text->line != G_MAXUINT16)
    return text->line;
  return text->psvi != NULL ? (long) (ptrdiff_t) text->psvi : -1;
}

static long
text_start_line (xmlNode *text)
{
  long end = text_end_line (text);
  long breaks = 0;

  if (end <= 0 || text->content == NULL)
    return end;
  for (const xmlChar *p = text->content; *p != '\0'; p++)
    breaks += *p == '\n';
  return end - breaks;
}

long
ffb_xml_line (xmlNode *node)
{
  long line = -1;

  if (node == NULL)
    return -1;
  if (node->type != XML_ELEMENT_NODE || node->line != G_MAXUINT16)
    return xmlGetLineNo (node);
  line = text_end_line (node->prev);
  if (line <= 0)
    line = text_start_line (node->children);
  if (line <= 0)
    line = text_start_line (node->next);
  return line > 0 ? line : xmlGetLineNo (node);
}

void
ffb_xml_set_error (GError **error, FfbError code, const char *source_name, xmlNode *node,
                   const char *format, ...)
{
  g_autofree char *message = NULL;
  long line = ffb_xml_line (node);
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, FFB_ERROR, code, "%s:%ld: %s", source_name, line, message);
  else
    g_set_error (error, FFB_ERROR, code, "%s: %s", source_name, message);
}

/* libxml2's messages end in a newline; ours are one sentence. */
static char *
tidy_libxml_message (const char *message)
{
  char *tidy = g_strdup (message != NULL ? message : _("unknown error"));

  g_strdelimit (tidy, "\r\n\t", ' ');
  return g_strstrip (tidy);
}

static void
set_parse_error (GError **error, xmlParserCtxtPtr ctxt, const char *source_name)
{
  xmlErrorPtr last = xmlCtxtGetLastError (ctxt);
  g_autofree char *detail = tidy_libxml_message (last != NULL ? last->message : NULL);

  if (last != NULL && last->line > 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE,
                 _("%s:%d: this is not a well-formed XML file (%s)."), source_name, last->line,
                 detail);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE,
                 _("%s: this is not a well-formed XML file (%s)."), source_name, detail);
}

xmlDoc *
ffb_xml_doc_parse (const char *xml, gsize length, const char *source_name, GError **error)
{
  ParseGuard guard = { FALSE };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  /* No NOENT (no substitution), no DTDLOAD, no network; lines past 65,535 told right. */
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                      | XML_PARSE_BIG_LINES;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);

  setup_libxml_once ();
  if (length == 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s: the file is empty."), source_name);
      return NULL;
    }
  if (length > INT_MAX)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s: the file is too large to be ours."),
                   source_name);
      return NULL;
    }
  if (!ffb_xml_check_limits (xml, length, source_name, error))
    return NULL;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("out of memory creating an XML parser");
  ctxt->_private = &guard;
  ctxt->sax->internalSubset = stop_at_doctype;
  doc = xmlCtxtReadMemory (ctxt, xml, (int) length, source_name, NULL, options);

  if (guard.saw_doctype)
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE,
                   _("%s: the file declares a DTD (<!DOCTYPE>); ffbridge files never do, so it "
                     "was refused unread."), source_name);
    }
  else if (doc == NULL || !ctxt->wellFormed)
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      set_parse_error (error, ctxt, source_name);
    }
  xmlFreeParserCtxt (ctxt);
  return doc;
}

/* Parsed schemas are kept for the life of the process: they never change and parsing one
 * costs more than validating a campaign. */
static xmlRelaxNGPtr
lookup_schema (const char *schema_resource, GError **error)
{
  static GMutex lock;
  static GHashTable *schemas = NULL;
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&lock);
  (void) locker; /* held to the end of the function */
  xmlRelaxNGPtr schema;
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr parser;
  gsize size;
  const char *data;

  if (schemas == NULL)
    schemas = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  schema = g_hash_table_lookup (schemas, schema_resource);
  if (schema != NULL)
    return schema;

  bytes = g_resources_lookup_data (schema_resource, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  parser = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  if (schema == NULL)
    g_error ("the built-in schema %s does not parse", schema_resource);
  g_hash_table_insert (schemas, g_strdup (schema_resource), schema);
  return schema;
}

typedef struct
{
  int line;
  char *message;
} FirstProblem;

static void
keep_first_problem (void *data, xmlErrorPtr problem)
{
  FirstProblem *first = data;

  int line;

  /* libxml2 often reports a general problem first and the one with a line next: keep the
   * first that says where. */
  if (problem == NULL || (first->message != NULL && first->line > 0))
    return;
  line = problem->line;
  if ((line <= 0 || line == G_MAXUINT16) && problem->node != NULL)
    line = (int) ffb_xml_line (problem->node);
  if (first->message != NULL && line <= 0)
    return;
  g_free (first->message);
  first->line = line;
  first->message = tidy_libxml_message (problem->message);
}

gboolean
ffb_xml_doc_validate (xmlDoc *doc, const char *schema_resource, const char *source_name,
                      GError **error)
{
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr valid;
  FirstProblem first = { 0, NULL };
  int result;

  g_return_val_if_fail (doc != NULL, FALSE);
  setup_libxml_once ();
  schema = lookup_schema (schema_resource, error);
  if (schema == NULL)
    return FALSE;

  valid = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (valid, keep_first_problem, &first);
  result = xmlRelaxNGValidateDoc (valid, doc);
  xmlRelaxNGFreeValidCtxt (valid);
  if (result == 0)
    return TRUE;

  if (first.line > 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_SCHEMA,
                 _("%s:%d: the file does not follow the ffbridge format here (%s)."), source_name,
                 first.line, first.message != NULL ? first.message : "invalid");
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_SCHEMA,
                 _("%s: the file does not follow the ffbridge format (%s)."), source_name,
                 first.message != NULL ? first.message : "invalid");
  g_free (first.message);
  return FALSE;
}

gboolean
ffb_xml_refuse_unknown_word (xmlNode *node, const char *name, const char *word,
                             const char *known, const char *source, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     _("%s=\"%s\" on <%s> is not a word this build of ffbridge knows (it "
                       "knows: %s)."), name, word != NULL ? word : "", (const char *) node->name,
                     known);
  return FALSE;
}

char *
ffb_xml_attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
ffb_xml_attr_int (xmlNode *node, const char *name, gboolean required, int fallback, int min,
                  int max, int *out, const char *source_name, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, name);
  char *end = NULL;
  long value;

  if (text == NULL)
    {
      if (!required)
        {
          *out = fallback;
          return TRUE;
        }
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source_name, node,
                         _("<%s> needs a %s attribute."), (const char *) node->name, name);
      return FALSE;
    }
  errno = 0;
  value = strtol (text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || value < min || value > max)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (text);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source_name, node,
                         _("%s=\"%s\" on <%s> must be a whole number from %d to %d."), name, shown,
                         (const char *) node->name, min, max);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

gboolean
ffb_xml_attr_double (xmlNode *node, const char *name, double min, double max, double *out,
                     const char *source_name, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, name);
  char *end = NULL;
  double value;

  if (text == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source_name, node,
                         _("<%s> needs a %s attribute."), (const char *) node->name, name);
      return FALSE;
    }
  value = g_ascii_strtod (text, &end);
  if (end == text || *end != '\0' || !(value >= min && value <= max))
    {
      g_autofree char *shown = ffb_text_quote_untrusted (text);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source_name, node,
                         _("%s=\"%s\" on <%s> must be a number from %g to %g."), name, shown,
                         (const char *) node->name, min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
ffb_xml_attr_bool (xmlNode *node, const char *name, gboolean fallback, gboolean *out,
                   const char *source_name, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, name);

  if (text == NULL)
    *out = fallback;
  else if (g_str_equal (text, "true") || g_str_equal (text, "1"))
    *out = TRUE;
  else if (g_str_equal (text, "false") || g_str_equal (text, "0"))
    *out = FALSE;
  else
    {
      g_autofree char *shown = ffb_text_quote_untrusted (text);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source_name, node,
                         _("%s=\"%s\" on <%s> must be true or false."), name, shown,
                         (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_element_named (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE
         && (name == NULL || g_str_equal ((const char *) node->name, name));
}

xmlNode *
ffb_xml_first_child (xmlNode *node, const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_element_named (child, name))
      return child;
  return NULL;
}

xmlNode *
ffb_xml_next_sibling (xmlNode *node, const char *name)
{
  for (xmlNode *next = node->next; next != NULL; next = next->next)
    if (is_element_named (next, name))
      return next;
  return NULL;
}

static gboolean
too_large (const char *path, goffset size, gsize max_bytes, const char *what, GError **error)
{
  const gsize mib = 1024 * 1024;
  g_autofree char *limit = max_bytes % mib == 0
                             ? g_strdup_printf (_("%lu MiB"), (unsigned long) (max_bytes / mib))
                             : g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);

  if (size >= 0 && (guint64) size <= max_bytes)
    return FALSE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
               _("%s: could not be read (it is larger than %s, far too large for %s)."), path,
               limit, what);
  return TRUE;
}

gboolean
ffb_xml_read_file (const char *path, gsize max_bytes, const char *what, char **contents,
                   gsize *length, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  GStatBuf info;

  g_return_val_if_fail (path != NULL && contents != NULL && length != NULL, FALSE);
  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: could not be read (%s)."), path,
                   g_strerror (saved_errno));
      return FALSE;
    }
  if (!S_ISREG (info.st_mode))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
                   _("%s: could not be read (it is not a regular file)."), path);
      return FALSE;
    }
  if (too_large (path, info.st_size, max_bytes, what, error))
    return FALSE;
  if (!g_file_get_contents (path, contents, length, &local_error))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: could not be read (%s)."), path,
                   local_error->message);
      return FALSE;
    }
  if (too_large (path, (goffset) *length, max_bytes, what, error))
    {
      g_clear_pointer (contents, g_free);
      return FALSE;
    }
  return TRUE;
}

/* The format's own sentences are not literals here, so the compiler cannot hold them to their
 * arguments: FfbXmlDocFormat fixes what each takes, and msgfmt -c holds each translation to
 * its English. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void
refuse_root (GError **error, const FfbXmlDocFormat *format, const char *source_name,
             xmlNode *root)
{
  ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source_name, root, _(format->other_root),
                     root != NULL ? (const char *) root->name : "");
}

static void
refuse_version (GError **error, const FfbXmlDocFormat *format, const char *source_name,
                xmlNode *root, const char *version)
{
  if (version == NULL && format->no_version != NULL)
    ffb_xml_set_error (error, FFB_ERROR_VERSION, source_name, root, _(format->no_version),
                       format->version);
  else
    ffb_xml_set_error (error, FFB_ERROR_VERSION, source_name, root, _(format->other_version),
                       version != NULL ? version : "", format->version);
}
#pragma GCC diagnostic pop

gboolean
ffb_xml_doc_check_root (xmlDoc *doc, const FfbXmlDocFormat *format, const char *source_name,
                        GError **error)
{
  xmlNode *root;
  g_autofree char *version = NULL;
  char expected[24];

  g_return_val_if_fail (doc != NULL && format != NULL, FALSE);
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !g_str_equal ((const char *) root->name, format->root))
    {
      refuse_root (error, format, source_name, root);
      return FALSE;
    }
  version = ffb_xml_attr (root, "format-version");
  g_snprintf (expected, sizeof expected, "%d", format->version);
  if (g_strcmp0 (version, expected) == 0)
    return TRUE;
  refuse_version (error, format, source_name, root, version);
  return FALSE;
}

gboolean
ffb_xml_doc_check (xmlDoc *doc, const FfbXmlDocFormat *format, const char *source_name,
                   GError **error)
{
  return ffb_xml_doc_check_root (doc, format, source_name, error)
         && ffb_xml_doc_validate (doc, format->schema, source_name, error);
}

gpointer
ffb_xml_doc_read (const char *xml, gsize length, const char *source_name, FfbXmlDocReader read,
                  GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL && read != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = ffb_xml_doc_parse (xml, length, source_name, error);
  return doc != NULL ? read (doc, source_name, error) : NULL;
}

gpointer
ffb_xml_doc_read_file (const char *path, gsize max_bytes, const char *what,
                       FfbXmlDocReader read, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL && read != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, max_bytes, what, &contents, &length, error))
    return NULL;
  return ffb_xml_doc_read (contents, length, path, read, error);
}

gpointer
ffb_xml_doc_read_built_in (const char *folder, const char *id, const char *what,
                           FfbXmlDocReader read)
{
  g_autofree char *path = g_strconcat (folder, id, ".xml", NULL);
  g_autofree char *source = g_strconcat ("resource://", path, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gpointer object = NULL;
  gsize size = 0;

  ffb_resources_ensure ();
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    {
      gconstpointer data = g_bytes_get_data (bytes, &size);
      object = ffb_xml_doc_read (data, size, source, read, &error);
    }
  if (object == NULL)
    g_error ("The built-in %s %s does not load: %s", what, id, error->message);
  return object;
}

char *
ffb_xml_safe_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *safe = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      /* One line: the loader refuses what would break one (ffb-xml-limits.h). */
      gboolean allowed = !g_unichar_iscntrl (c) && c != 0x2028 && c != 0x2029
                         && c != 0xFFFE && c != 0xFFFF;

      g_string_append_unichar (safe, allowed ? c : 0xFFFD);
    }
  return g_string_free (safe, FALSE);
}

void
ffb_xml_set_text (xmlNode *node, const char *name, const char *value)
{
  g_autofree char *safe = ffb_xml_safe_text (value);

  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) safe);
}

void
ffb_xml_set_int (xmlNode *node, const char *name, int value)
{
  char text[24];

  g_snprintf (text, sizeof text, "%d", value);
  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) text);
}

void
ffb_xml_set_bool (xmlNode *node, const char *name, gboolean value)
{
  xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) (value ? "true" : "false"));
}

xmlNode *
ffb_xml_add_element (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, NULL, (const xmlChar *) name, NULL);
}

static void
drop_blank_text (xmlNode *node)
{
  gboolean has_elements = ffb_xml_first_child (node, NULL) != NULL;
  xmlNode *child = node->children;

  while (child != NULL)
    {
      xmlNode *next = child->next;

      if (has_elements && child->type == XML_TEXT_NODE && xmlIsBlankNode (child))
        {
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      else if (child->type == XML_ELEMENT_NODE)
        drop_blank_text (child);
      child = next;
    }
}

void
ffb_xml_add_copy (xmlNode *parent, xmlDoc *doc)
{
  xmlNode *copy = xmlDocCopyNode (xmlDocGetRootElement (doc), parent->doc, 1);

  drop_blank_text (copy);
  xmlAddChild (parent, copy);
}

char *
ffb_xml_doc_to_text (xmlDoc *doc)
{
  xmlChar *text = NULL;
  int size = 0;
  char *copy;

  g_return_val_if_fail (doc != NULL, NULL);
  xmlDocDumpFormatMemoryEnc (doc, &text, &size, "UTF-8", 1);
  if (text == NULL)
    g_error ("out of memory writing an XML document");
  copy = g_strndup ((const char *) text, size);
  xmlFree (text);
  return copy;
}
