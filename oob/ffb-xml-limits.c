/* ffb-xml-limits.c: the streaming pre-pass of every file read (ffb-xml-limits.h), against
 * the limits of ffb-limits.h. */
#include "ffb-xml-limits.h"

#include <string.h>
#include <libxml/xmlreader.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-limits.h"
#include "ffb-xml-doc.h"

/* How many `element` (NULL: any element) the nearest enclosing `scope` may hold. */
typedef struct
{
  const char *element;
  const char *scope;
  int limit;
  const char *what;
} CountRule;

static const CountRule count_rules[] = {
  { "leader", "side", FFB_LIMIT_LEADERS_PER_SIDE, "leaders on one side" },
  { "sp-group", "side", FFB_LIMIT_SP_GROUPS_PER_SIDE, "SP groups on one side" },
  { "battle", "campaign", FFB_LIMIT_BATTLES, "battles in one campaign" },
  { NULL, "force", FFB_LIMIT_FORCE_ENTRIES, "leaders and SP groups one side brings to a battle" },
  { NULL, "oob", FFB_LIMIT_OOB_UNITS, "units in one side's OOB" },
  { NULL, "battle-result", 4 * FFB_LIMIT_OOB_UNITS, "entries in one battle result" },
  { "roll", "battle", FFB_LIMIT_ROLLS, "rolls in one battle" },
  { "roll", "change", FFB_LIMIT_ROLLS, "rolls in one change of the history" },
  { "change", "history", FFB_LIMIT_HISTORY_CHANGES, "changes in the history" },
  { "before", "history", FFB_LIMIT_KEPT_CAMPAIGNS, "campaigns kept by the history for undo" },
  { "promotion", "promotions", FFB_LIMIT_PROMOTIONS, "entries on the promotion track" },
  { NULL, "rule-set", FFB_LIMIT_RULE_SET_ELEMENTS, "elements in one rule set" },
};
#define N_COUNT_RULES G_N_ELEMENTS (count_rules)

/* Text the referee types, whose length the editor limits: the same limits on load; and a rule
 * set's rule texts, one sentence each. */
typedef struct
{
  const char *parent; /* NULL: any */
  const char *element;
  const char *attribute;
  int max_chars;
} LengthRule;

static const LengthRule length_rules[] = {
  { NULL, "campaign", "name", FFB_MAX_NAME },
  { "side", "leader", "name", FFB_MAX_NAME },
  { "side", "sp-group", "name", FFB_MAX_NAME },
  { "campaign", "battle", "name", FFB_MAX_NAME },
  { "campaign", "battle", "hex", FFB_MAX_HEX },
  { "rule-texts", "rule", "text", FFB_MAX_RULE_TEXT },
};

/* Names are compared as the reader's interned strings: one pointer comparison each. */
typedef struct
{
  const xmlChar *name;
  int counts[N_COUNT_RULES];
  int scope_of[N_COUNT_RULES]; /* depth of the nearest enclosing scope of each rule, or -1 */
} Frame;

typedef struct
{
  const xmlChar *element[N_COUNT_RULES]; /* NULL: any */
  const xmlChar *scope[N_COUNT_RULES];
  const xmlChar *note;
} Names;

typedef struct
{
  xmlTextReaderPtr reader;
  const char *source;
  Names names;
  Frame *frames; /* the open elements, root first */
  int elements;
  int line;
} Pass;

static void
intern_names (Pass *pass)
{
  for (guint r = 0; r < N_COUNT_RULES; r++)
    {
      const char *element = count_rules[r].element;

      pass->names.element[r] = element != NULL
        ? xmlTextReaderConstString (pass->reader, (const xmlChar *) element) : NULL;
      pass->names.scope[r] = xmlTextReaderConstString (pass->reader,
                                                       (const xmlChar *) count_rules[r].scope);
    }
  pass->names.note = xmlTextReaderConstString (pass->reader, (const xmlChar *) "note");
}

/* Keeps the line of the node the reader is on, for messages about it and its attributes: the
 * parser itself may have read further. */
static void
find_line (Pass *pass)
{
  long line = ffb_xml_line (xmlTextReaderCurrentNode (pass->reader));

  if (line <= 0 || line == G_MAXUINT16)
    line = xmlTextReaderGetParserLineNumber (pass->reader);
  pass->line = line > 0 && line < G_MAXINT ? (int) line : 0;
}

/* The first NUL's line: libxml2 would stop reading there and keep what came before. */
static gboolean
check_no_nul (const char *xml, gsize length, const char *source, GError **error)
{
  const char *nul = memchr (xml, '\0', length);
  int line = 1;

  if (nul == NULL)
    return TRUE;
  for (const char *p = xml; p < nul; p++)
    line += *p == '\n';
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, "%s:%d: the file holds a NUL byte; an "
               "ffbridge file is UTF-8 text, which never does.", source, line);
  return FALSE;
}

static gboolean
check_size (gsize length, const char *source, GError **error)
{
  if (length <= FFB_LIMIT_FILE_BYTES)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, "%s: the file is larger than %d MiB, far "
               "larger than any campaign; it was refused unread.", source,
               FFB_LIMIT_FILE_BYTES / (1024 * 1024));
  return FALSE;
}

static gboolean
fail_count (Pass *pass, int limit, const char *what, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, "%s:%d: the file holds more than %d %s, "
               "far more than a real campaign; it was refused before being read further.",
               pass->source, pass->line, limit, what);
  return FALSE;
}

static gboolean
count_in_scopes (Pass *pass, int depth, GError **error)
{
  Frame *frame = &pass->frames[depth];
  const Frame *parent = depth > 0 ? &pass->frames[depth - 1] : NULL;

  for (guint r = 0; r < N_COUNT_RULES; r++)
    {
      int scope = parent != NULL ? parent->scope_of[r] : -1;
      const xmlChar *element = pass->names.element[r];

      frame->counts[r] = 0;
      frame->scope_of[r] = frame->name == pass->names.scope[r] ? depth : scope;
      if (scope < 0 || (element != NULL && element != frame->name))
        continue;
      if (++pass->frames[scope].counts[r] > count_rules[r].limit)
        return fail_count (pass, count_rules[r].limit, count_rules[r].what, error);
    }
  return TRUE;
}

/* The first character that would break a line or hide one, or 0: C0 and DEL, C1 (UTF-8
 * 0xC2 0x80-0x9F), U+2028 and U+2029 (0xE2 0x80 0xA8-0xA9). Bytes, not characters: this
 * runs over every value of every file. The text is valid UTF-8 (the reader made sure). */
static gunichar
first_control (const char *text)
{
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    {
      if (*p < 0x20 || *p == 0x7F)
        return *p;
      if (*p == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F)
        return p[1];
      if (*p == 0xE2 && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9))
        return 0x2000 + p[2] - 0x80;
    }
  return 0;
}

/* `attribute` NULL: the text of the element. */
static gboolean
check_one_line (Pass *pass, const char *element, const char *attribute, const char *text,
                GError **error)
{
  g_autofree char *what = NULL;
  gunichar control = 0;
  g_autofree char *shown = NULL;

  if (strlen (text) <= FFB_LIMIT_VALUE_BYTES && (control = first_control (text)) == 0)
    return TRUE;
  what = attribute != NULL ? g_strdup_printf ("%s attribute", attribute) : g_strdup ("text");
  if (strlen (text) > FFB_LIMIT_VALUE_BYTES)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, "%s:%d: the %s of <%s> is longer than "
                   "%d bytes, far longer than any ffbridge file holds.", pass->source,
                   pass->line, what, element, FFB_LIMIT_VALUE_BYTES);
      return FALSE;
    }
  shown = ffb_xml_quote_untrusted (text);
  g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, "%s:%d: the %s of <%s> (\"%s\") holds a "
               "control character (U+%04X); names, notes and every other value are one line "
               "of text.", pass->source, pass->line, what, element, shown, control);
  return FALSE;
}

static gboolean
check_length (Pass *pass, int depth, const char *element, const char *attribute,
              const char *value, GError **error)
{
  const char *parent = depth > 0 ? (const char *) pass->frames[depth - 1].name : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (length_rules); i++)
    {
      const LengthRule *rule = &length_rules[i];
      glong chars;

      if (!g_str_equal (rule->attribute, attribute) || !g_str_equal (rule->element, element)
          || (rule->parent != NULL && g_strcmp0 (rule->parent, parent) != 0))
        continue;
      chars = g_utf8_strlen (value, -1);
      if (chars > rule->max_chars)
        {
          g_autofree char *shown = ffb_xml_quote_untrusted (value);

          g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, "%s:%d: %s=\"%s\" on <%s> has %ld "
                       "characters; it may have at most %d.", pass->source, pass->line,
                       attribute, shown, element, chars, rule->max_chars);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_attributes (Pass *pass, int depth, const char *element, GError **error)
{
  gboolean ok = TRUE;

  while (ok && xmlTextReaderMoveToNextAttribute (pass->reader) == 1)
    {
      const char *attribute = (const char *) xmlTextReaderConstName (pass->reader);
      const char *value = (const char *) xmlTextReaderConstValue (pass->reader);

      if (value == NULL)
        continue;
      ok = check_one_line (pass, element, attribute, value, error)
           && check_length (pass, depth, element, attribute, value, error);
    }
  xmlTextReaderMoveToElement (pass->reader);
  return ok;
}

static gboolean
on_element (Pass *pass, GError **error)
{
  const char *name = (const char *) xmlTextReaderConstName (pass->reader);
  int depth = xmlTextReaderDepth (pass->reader);

  if (name == NULL || depth < 0)
    return TRUE;
  find_line (pass);
  if (depth >= FFB_LIMIT_NESTING)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, "%s:%d: the elements nest more than %d "
                   "deep here (nesting depth); no ffbridge file does.", pass->source,
                   pass->line, FFB_LIMIT_NESTING);
      return FALSE;
    }
  if (++pass->elements > FFB_LIMIT_ELEMENTS)
    return fail_count (pass, FFB_LIMIT_ELEMENTS, "elements", error);
  pass->frames[depth].name = (const xmlChar *) name;
  return count_in_scopes (pass, depth, error)
         && check_attributes (pass, depth, name, error);
}

/* A note is one line, as a name is. */
static gboolean
on_text (Pass *pass, GError **error)
{
  int depth = xmlTextReaderDepth (pass->reader);
  const char *text = (const char *) xmlTextReaderConstValue (pass->reader);

  if (depth < 1 || depth > FFB_LIMIT_NESTING || text == NULL
      || pass->frames[depth - 1].name != pass->names.note)
    return TRUE;
  find_line (pass);
  return check_one_line (pass, "note", NULL, text, error);
}

static void
ignore_error (void *data, xmlErrorPtr problem)
{
  (void) data;
  (void) problem;
}

static gboolean
stream (Pass *pass, GError **error)
{
  int status;

  while ((status = xmlTextReaderRead (pass->reader)) == 1)
    {
      int type = xmlTextReaderNodeType (pass->reader);

      /* Refused by the tree parser before any entity is declared. */
      if (type == XML_READER_TYPE_DOCUMENT_TYPE)
        return TRUE;
      if (type == XML_READER_TYPE_ELEMENT && !on_element (pass, error))
        return FALSE;
      if ((type == XML_READER_TYPE_TEXT || type == XML_READER_TYPE_CDATA)
          && !on_text (pass, error))
        return FALSE;
    }
  /* Not well-formed (status -1): the tree parser says where, in its words. */
  return TRUE;
}

gboolean
ffb_xml_check_limits (const char *xml, gsize length, const char *source_name,
                      GError **error)
{
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                      | XML_PARSE_BIG_LINES;
  g_autofree Frame *frames = NULL;
  Pass pass = { NULL, source_name, { { NULL } }, NULL, 0, 0 };
  gboolean ok;

  g_return_val_if_fail (xml != NULL && source_name != NULL, FALSE);

  if (!check_size (length, source_name, error) || !check_no_nul (xml, length, source_name, error))
    return FALSE;
  pass.reader = xmlReaderForMemory (xml, (int) length, source_name, NULL, options);
  if (pass.reader == NULL)
    return TRUE; /* the tree parser will say what is wrong */
  xmlTextReaderSetStructuredErrorHandler (pass.reader, ignore_error, NULL);
  intern_names (&pass);
  frames = g_new0 (Frame, FFB_LIMIT_NESTING);
  pass.frames = frames;
  ok = stream (&pass, error);
  xmlFreeTextReader (pass.reader);
  return ok;
}
