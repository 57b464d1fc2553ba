/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-limits.c: the streaming pre-pass of every file read (ffb-xml-limits.h), against
 * the limits of ffb-limits.h. */
#include "ffb-xml-limits.h"

#include <string.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <glib/gi18n-lib.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-limits.h"
#include "ffb-xml-doc.h"
#include "ffb-text.h"

/* How many `element` (NULL: any element) the nearest enclosing `scope` may hold. */
typedef struct
{
  const char *element;
  const char *scope;
  int limit;
  const char *what;
} CountRule;

static const CountRule count_rules[] = {
  { "leader", "side", FFB_LIMIT_LEADERS_PER_SIDE, N_("leaders on one side") },
  { "sp-group", "side", FFB_LIMIT_SP_GROUPS_PER_SIDE, N_("SP groups on one side") },
  { "battle", "campaign", FFB_LIMIT_BATTLES, N_("battles in one campaign") },
  { NULL, "force", FFB_LIMIT_FORCE_ENTRIES, N_("leaders and SP groups one side brings to a battle") },
  { NULL, "oob", FFB_LIMIT_OOB_UNITS, N_("units in one side's OOB") },
  { NULL, "battle-result", 4 * FFB_LIMIT_OOB_UNITS, N_("entries in one battle result") },
  { "roll", "battle", FFB_LIMIT_ROLLS, N_("rolls in one battle") },
  { "roll", "change", FFB_LIMIT_ROLLS, N_("rolls in one change of the history") },
  { "change", "history", FFB_LIMIT_HISTORY_CHANGES, N_("changes in the history") },
  { "before", "history", FFB_LIMIT_KEPT_CAMPAIGNS, N_("campaigns kept by the history for undo") },
  { "promotion", "promotions", FFB_LIMIT_PROMOTIONS, N_("entries on the promotion track") },
  { NULL, "rule-set", FFB_LIMIT_RULE_SET_ELEMENTS, N_("elements in one rule set") },
  { NULL, "deck", FFB_LIMIT_DECK_ELEMENTS, N_("elements in one deck") },
  { NULL, "leader-library", FFB_LIMIT_LIBRARY_ELEMENTS, N_("elements in one leader library") },
  { NULL, "tables", FFB_LIMIT_TABLES_ELEMENTS, N_("elements in one file of tables") },
  { "card", "cards", FFB_DECK_MAX_CARDS, N_("cards in one deck") },
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
  { NULL, "deck", "name", FFB_MAX_NAME },
  { "kinds", "kind", "name", FFB_MAX_NAME },
  { "ranks", "rank", "name", FFB_MAX_NAME },
  { "suits", "suit", "name", FFB_MAX_NAME },
  { "cards", "card", "name", FFB_MAX_NAME },
  { NULL, "leader-library", "name", FFB_MAX_NAME },
  { "leaders", "leader", "name", FFB_MAX_NAME },
  { NULL, "tables", "name", FFB_MAX_NAME },
  { "tables", "table", "id", FFB_MAX_NAME },
  { "tables", "table", "name", FFB_MAX_NAME },
  { "tables", "table", "source", FFB_MAX_NAME },
  { "table", "modifier", "id", FFB_MAX_NAME },
  { "table", "modifier", "group", FFB_MAX_NAME },
  { "table", "modifier", "name", FFB_MAX_NAME },
  { "table", "modifier", "note", FFB_MAX_NAME },
  { "table", "band", "result", FFB_MAX_RULE_TEXT },
};

/* Names are compared as the parser's interned strings: one pointer comparison each. */
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
  xmlParserCtxtPtr parser;
  const char *source;
  Names names;
  Frame *frames; /* the open elements, root first */
  int depth;     /* how many are open */
  int elements;
  int line;
  GString *note; /* the text of the open <note> so far, or NULL */
  int note_line;
  GError *error; /* the first refusal, which stopped the parser */
} Pass;

static const xmlChar *
intern (Pass *pass, const char *name)
{
  return xmlDictLookup (pass->parser->dict, (const xmlChar *) name, -1);
}

static void
intern_names (Pass *pass)
{
  for (guint r = 0; r < N_COUNT_RULES; r++)
    {
      const char *element = count_rules[r].element;

      pass->names.element[r] = element != NULL ? intern (pass, element) : NULL;
      pass->names.scope[r] = intern (pass, count_rules[r].scope);
    }
  pass->names.note = intern (pass, "note");
}

/* The line the parser is on: the end of the start tag it has just read, as the tree parser
 * keeps it for the element. */
static void
find_line (Pass *pass)
{
  int line = xmlSAX2GetLineNumber (pass->parser);

  pass->line = line > 0 ? line : 0;
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
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the file holds a NUL byte; an "
                 "ffbridge file is UTF-8 text, which never does."), source, line);
  return FALSE;
}

static gboolean
check_size (gsize length, const char *source, GError **error)
{
  if (length <= FFB_LIMIT_FILE_BYTES)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s: the file is larger than %d MiB, far "
                 "larger than any campaign; it was refused unread."), source,
               FFB_LIMIT_FILE_BYTES / (1024 * 1024));
  return FALSE;
}

/* Whether the bytes at `p` begin with `prefix`: the file need not end in a NUL. */
static gboolean
begins (const char *p, const char *end, const char *prefix)
{
  gsize n = strlen (prefix);

  return (gsize) (end - p) >= n && memcmp (p, prefix, n) == 0;
}

/* A raw control byte XML allows nowhere (C0 but TAB, LF and CR): libxml2 would refuse the
 * file as "Extra content at the end of the document", which says neither what nor where. */
static gboolean
is_raw_control (char c)
{
  return (guchar) c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}

static gboolean
fail_raw_control (const char *source, int line, char c, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the file holds a control character "
                 "(U+%04X), which XML allows nowhere; names, notes and every other value are one "
                 "line of text."), source, line, (guint) (guchar) c);
  return FALSE;
}

/* Where `end_mark` next ends, from `p`, counting the lines passed; `end` when it never does;
 * NULL after refusing a raw control byte on the way. */
static const char *
skip_past (const char *p, const char *end, const char *end_mark, int *line, const char *source,
           GError **error)
{
  for (; p < end; p++)
    {
      if (begins (p, end, end_mark))
        return p + strlen (end_mark);
      if (is_raw_control (*p))
        {
          fail_raw_control (source, *line, *p, error);
          return NULL;
        }
      *line += *p == '\n';
    }
  return end;
}

/* The element's name in its start tag, up to the first space, '/', '>' or '='. */
static char *
tag_name (const char *tag, const char *end)
{
  const char *name_end = tag + 1;

  while (name_end < end && strchr (" \t\r\n/>=", *name_end) == NULL)
    name_end++;
  return g_strndup (tag + 1, name_end - tag - 1);
}

static gboolean
fail_attributes (const char *tag, const char *end, int line, const char *source,
                 GError **error)
{
  g_autofree char *name = tag_name (tag, end);
  g_autofree char *shown = ffb_text_quote_untrusted (name);

  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: <%s> has more than %d attributes, "
                 "far more than any ffbridge file holds; it was refused before being read "
                 "further."), source, line, shown, FFB_LIMIT_ATTRIBUTES);
  return FALSE;
}

/* A raw control byte in a tag, named by its element and the attribute whose value holds it
 * (issue 30, item 12). */
static gboolean
fail_control_in_tag (const char *tag, const char *end, const char *attribute,
                     gsize attribute_length, int line, char c, const char *source,
                     GError **error)
{
  g_autofree char *name = tag_name (tag, end);
  g_autofree char *shown = ffb_text_quote_untrusted (name);
  g_autofree char *raw = g_strndup (attribute, attribute_length);
  g_autofree char *shown_attribute = ffb_text_quote_untrusted (raw);

  if (attribute_length > 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the %s attribute of <%s> holds a "
                   "control character (U+%04X); names and every other value are one line of "
                   "text."), source, line, shown_attribute, shown, (guint) (guchar) c);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the tag <%s> holds a control "
                   "character (U+%04X), which XML allows nowhere."), source, line, shown,
                 (guint) (guchar) c);
  return FALSE;
}

/* The attribute being read in a start tag: its name, as far as the bytes tell. */
typedef struct
{
  const char *name;    /* where the last name outside quotes began */
  const char *name_end;
  const char *value_of; /* the name of the value being read, and its end */
  const char *value_of_end;
} TagReading;

static void
read_tag_byte (TagReading *reading, const char *p)
{
  if (g_ascii_isspace (*p) || *p == '/')
    return;
  if (*p == '=')
    {
      reading->value_of = reading->name;
      reading->value_of_end = reading->name_end;
      return;
    }
  if (reading->name_end != p)
    reading->name = p;
  reading->name_end = p + 1;
}

/* A start tag from its '<' to its '>': an attribute is one '=' outside quotes (a value may
 * hold '>' and '=', never '<'). Returns where the tag ends, or NULL after a refusal. */
static const char *
count_attributes (const char *tag, const char *end, int *line, const char *source,
                  GError **error)
{
  int start_line = *line, attributes = 0;
  TagReading reading = { NULL, NULL, NULL, NULL };
  char quote = '\0';
  const char *p;

  for (p = tag + 1; p < end && (quote != '\0' || *p != '>'); p++)
    {
      if (is_raw_control (*p))
        {
          gboolean in_value = quote != '\0' && reading.value_of != NULL;

          fail_control_in_tag (tag, end, in_value ? reading.value_of : "",
                               in_value ? reading.value_of_end - reading.value_of : 0, *line,
                               *p, source, error);
          return NULL;
        }
      *line += *p == '\n';
      if (quote != '\0')
        quote = *p == quote ? '\0' : quote;
      else if (*p == '"' || *p == '\'')
        quote = *p;
      else if (*p == '=' && ++attributes > FFB_LIMIT_ATTRIBUTES)
        {
          fail_attributes (tag, end, start_line, source, error);
          return NULL;
        }
      else
        read_tag_byte (&reading, p);
    }
  return p;
}

/* One pass over the bytes before libxml2 sees them: the attributes of each element, counted
 * (its check that no attribute comes twice compares each with every other), and raw control
 * bytes, named with their line and, in a tag, their element and attribute. Comments, CDATA,
 * processing instructions, end tags and declarations are stepped over. What is not
 * well-formed otherwise is left to the parser, which says where. */
static gboolean
check_bytes (const char *xml, gsize length, const char *source, GError **error)
{
  const char *end = xml + length;
  int line = 1;

  for (const char *p = xml; p != NULL && p < end; p++)
    {
      if (*p == '\n')
        line++;
      if (is_raw_control (*p))
        return fail_raw_control (source, line, *p, error);
      if (*p != '<' || p + 1 >= end)
        continue;
      if (begins (p, end, "<!--"))
        p = skip_past (p + 4, end, "-->", &line, source, error);
      else if (begins (p, end, "<![CDATA["))
        p = skip_past (p + 9, end, "]]>", &line, source, error);
      else if (p[1] == '?')
        p = skip_past (p + 2, end, "?>", &line, source, error);
      else if (p[1] == '!' || p[1] == '/')
        p = skip_past (p + 2, end, ">", &line, source, error);
      else
        p = count_attributes (p, end, &line, source, error);
      if (p == NULL)
        return FALSE;
      p--; /* at the tag's last byte: the loop steps past it */
    }
  return TRUE;
}

static gboolean
fail_count (Pass *pass, int limit, const char *what, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the file holds more than %d %s, "
                 "far more than a real campaign; it was refused before being read further."),
               pass->source, pass->line, limit, _(what));
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
 * runs over every value of every file. The text is valid UTF-8 (the parser made sure). */
static gunichar
first_control (const char *text, gsize length)
{
  const guchar *end = (const guchar *) text + length;

  for (const guchar *p = (const guchar *) text; p < end; p++)
    {
      if (*p < 0x20 || *p == 0x7F)
        return *p;
      if (*p == 0xC2 && p + 1 < end && p[1] >= 0x80 && p[1] <= 0x9F)
        return p[1];
      if (*p == 0xE2 && p + 2 < end && p[1] == 0x80 && (p[2] == 0xA8 || p[2] == 0xA9))
        return 0x2000 + p[2] - 0x80;
    }
  return 0;
}

/* `attribute` NULL: the text of the element. The text is `length` bytes, not terminated:
 * the parser hands attribute values as they stand in its buffer. */
static gboolean
check_one_line (Pass *pass, const char *element, const char *attribute, const char *text,
                gsize length, GError **error)
{
  g_autofree char *what = NULL;
  gunichar control = 0;
  g_autofree char *copy = NULL;
  g_autofree char *shown = NULL;

  if (length <= FFB_LIMIT_VALUE_BYTES && (control = first_control (text, length)) == 0)
    return TRUE;
  /* Translators: "the %s of <%s>" below names either an XML attribute ("the ref attribute of
   * <leader>") or an element's text ("the text of <note>"). */
  what = attribute != NULL ? g_strdup_printf (_("%s attribute"), attribute)
                           : g_strdup (_("text"));
  if (length > FFB_LIMIT_VALUE_BYTES)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: the %s of <%s> is longer than "
                     "%d bytes, far longer than any ffbridge file holds."), pass->source,
                   pass->line, what, element, FFB_LIMIT_VALUE_BYTES);
      return FALSE;
    }
  copy = g_strndup (text, length);
  shown = ffb_text_quote_untrusted (copy);
  g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: the %s of <%s> (\"%s\") holds a "
                 "control character (U+%04X); names, notes and every other value are one line "
                 "of text."), pass->source, pass->line, what, element, shown, control);
  return FALSE;
}

static gboolean
check_length (Pass *pass, int depth, const char *element, const char *attribute,
              const char *value, gsize length, GError **error)
{
  const char *parent = depth > 0 ? (const char *) pass->frames[depth - 1].name : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (length_rules); i++)
    {
      const LengthRule *rule = &length_rules[i];
      glong chars;

      if (!g_str_equal (rule->attribute, attribute) || !g_str_equal (rule->element, element)
          || (rule->parent != NULL && g_strcmp0 (rule->parent, parent) != 0))
        continue;
      chars = g_utf8_strlen (value, (gssize) length);
      if (chars > rule->max_chars)
        {
          g_autofree char *copy = g_strndup (value, length);
          g_autofree char *shown = ffb_text_quote_untrusted (copy);

          g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: %s=\"%s\" on <%s> has %ld "
                         "characters; it may have at most %d."), pass->source, pass->line,
                       attribute, shown, element, chars, rule->max_chars);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
fail_name (Pass *pass, const char *element, const char *value, gsize length,
           FfbNameProblem problem, GError **error)
{
  g_autofree char *copy = g_strndup (value, length);
  g_autofree char *shown = ffb_text_quote_untrusted (copy);

  if (problem == FFB_NAME_TOO_LONG)
    g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: name=\"%s\" on <%s> has %ld "
                   "characters; it may have at most %d."), pass->source, pass->line, shown,
                 element, g_utf8_strlen (copy, -1), FFB_MAX_NAME);
  else if (problem == FFB_NAME_BIDI)
    g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: the name attribute of <%s> "
                   "(\"%s\") holds a bidirectional control (U+%04X), which shows a name in "
                   "another order than it is written."), pass->source, pass->line, element,
                 shown, ffb_text_first_unfit (copy, -1));
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: the name attribute of <%s> "
                   "(\"%s\") shows nothing; a name needs at least one visible character."),
                 pass->source, pass->line, element, shown);
  return FALSE;
}

/* Every name of every file is one visible line as written, within the editor's length
 * (issue 30, item 9): no name of only spaces or zero-width characters, none that a
 * bidirectional control shows in another order. Control characters are refused before. */
static gboolean
check_name (Pass *pass, const char *element, const char *attribute, const char *value,
            gsize length, GError **error)
{
  FfbNameProblem problem;

  if (!g_str_equal (attribute, "name"))
    return TRUE;
  problem = ffb_text_name_problem (value, (gssize) length, FFB_MAX_NAME);
  return problem == FFB_NAME_FINE || fail_name (pass, element, value, length, problem, error);
}

/* The parser's attributes come five pointers each: local name, prefix, namespace, start
 * and end of the value. A prefixed name is checked as written ("x:name"), as no rule
 * names it. */
static gboolean
check_attributes (Pass *pass, int depth, const char *element, int n_attributes,
                  const xmlChar **attributes, GError **error)
{
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **attribute = &attributes[5 * i];
      g_autofree char *prefixed = NULL;
      const char *name = (const char *) attribute[0];
      const char *value = (const char *) attribute[3];
      gsize length = attribute[4] - attribute[3];

      if (attribute[1] != NULL)
        name = prefixed = g_strdup_printf ("%s:%s", attribute[1], attribute[0]);
      if (!check_one_line (pass, element, name, value, length, error)
          || !check_length (pass, depth, element, name, value, length, error)
          || !check_name (pass, element, name, value, length, error))
        return FALSE;
    }
  return TRUE;
}

/* A note is one line, as a name is: its text, gathered from the parser's pieces up to the
 * next tag, as the tree would hold it. */
static gboolean
check_note (Pass *pass, GError **error)
{
  g_autoptr(GString) note = g_steal_pointer (&pass->note);

  if (note == NULL)
    return TRUE;
  pass->line = pass->note_line;
  return check_one_line (pass, "note", NULL, note->str, note->len, error);
}

static gboolean
on_element (Pass *pass, const xmlChar *name, int n_attributes, const xmlChar **attributes,
            GError **error)
{
  int depth = pass->depth;

  if (!check_note (pass, error))
    return FALSE;
  find_line (pass);
  if (depth >= FFB_LIMIT_NESTING)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_PARSE, _("%s:%d: the elements nest more than %d "
                     "deep here (nesting depth); no ffbridge file does."), pass->source,
                   pass->line, FFB_LIMIT_NESTING);
      return FALSE;
    }
  if (++pass->elements > FFB_LIMIT_ELEMENTS)
    return fail_count (pass, FFB_LIMIT_ELEMENTS, "elements", error);
  pass->frames[depth].name = name;
  pass->depth++;
  return count_in_scopes (pass, depth, error)
         && check_attributes (pass, depth, (const char *) name, n_attributes, attributes,
                              error);
}

static gboolean
in_note (Pass *pass)
{
  return pass->depth >= 1 && pass->frames[pass->depth - 1].name == pass->names.note;
}

/* A refusal stops the parser: nothing after it is read. */
static void
refuse (Pass *pass)
{
  xmlStopParser (pass->parser);
}

static void
start_element (void *ctx, const xmlChar *local_name, const xmlChar *prefix,
               const xmlChar *uri, int n_namespaces, const xmlChar **namespaces,
               int n_attributes, int n_defaulted, const xmlChar **attributes)
{
  Pass *pass = ((xmlParserCtxtPtr) ctx)->_private;
  const xmlChar *name = local_name;

  (void) uri;
  (void) n_namespaces;
  (void) namespaces;
  (void) n_defaulted;
  if (pass->error != NULL)
    return;
  if (prefix != NULL)
    name = xmlDictQLookup (pass->parser->dict, prefix, local_name);
  if (!on_element (pass, name, n_attributes, attributes, &pass->error))
    refuse (pass);
}

static void
end_element (void *ctx, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri)
{
  Pass *pass = ((xmlParserCtxtPtr) ctx)->_private;

  (void) local_name;
  (void) prefix;
  (void) uri;
  if (pass->error != NULL)
    return;
  if (!check_note (pass, &pass->error))
    refuse (pass);
  else if (pass->depth > 0)
    pass->depth--;
}

static void
characters (void *ctx, const xmlChar *text, int length)
{
  Pass *pass = ((xmlParserCtxtPtr) ctx)->_private;

  if (pass->error != NULL || !in_note (pass) || length <= 0)
    return;
  if (pass->note == NULL)
    {
      pass->note = g_string_sized_new (length);
      pass->note_line = xmlSAX2GetLineNumber (pass->parser);
    }
  /* Past the limit the note is refused whatever follows: no need to keep more. */
  if (pass->note->len <= FFB_LIMIT_VALUE_BYTES)
    g_string_append_len (pass->note, (const char *) text, length);
}

/* A CDATA section is a text of its own in the tree, beside the text before it. */
static void
cdata_block (void *ctx, const xmlChar *text, int length)
{
  Pass *pass = ((xmlParserCtxtPtr) ctx)->_private;

  if (pass->error != NULL)
    return;
  if (!check_note (pass, &pass->error))
    {
      refuse (pass);
      return;
    }
  characters (ctx, text, length);
  if (!check_note (pass, &pass->error))
    refuse (pass);
}

/* Refused by the tree parser before any entity is declared: not read further here. */
static void
stop_at_doctype (void *ctx, const xmlChar *name, const xmlChar *external_id,
                 const xmlChar *system_id)
{
  (void) name;
  (void) external_id;
  (void) system_id;
  xmlStopParser (ctx);
}

static void
ignore_error (void *data, xmlErrorPtr problem)
{
  (void) data;
  (void) problem;
}

/* Only the callbacks of this pass: no tree is built, nothing else is kept. */
static void
set_callbacks (xmlSAXHandler *sax)
{
  memset (sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->startElementNs = start_element;
  sax->endElementNs = end_element;
  sax->characters = characters;
  sax->ignorableWhitespace = characters;
  sax->cdataBlock = cdata_block;
  sax->internalSubset = stop_at_doctype;
  sax->serror = ignore_error;
}

gboolean
ffb_xml_check_limits (const char *xml, gsize length, const char *source_name,
                      GError **error)
{
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                      | XML_PARSE_BIG_LINES;
  g_autofree Frame *frames = NULL;
  Pass pass = { NULL, source_name, { { NULL } }, NULL, 0, 0, 0, NULL, 0, NULL };

  g_return_val_if_fail (xml != NULL && source_name != NULL, FALSE);

  if (!check_size (length, source_name, error) || !check_no_nul (xml, length, source_name, error)
      || !check_bytes (xml, length, source_name, error))
    return FALSE;
  pass.parser = xmlCreateMemoryParserCtxt (xml, (int) length);
  if (pass.parser == NULL)
    return TRUE; /* the tree parser will say what is wrong */
  set_callbacks (pass.parser->sax);
  xmlCtxtUseOptions (pass.parser, options);
  pass.parser->_private = &pass;
  intern_names (&pass);
  frames = g_new0 (Frame, FFB_LIMIT_NESTING);
  pass.frames = frames;
  /* Not well-formed: the tree parser says where, in its words. */
  xmlParseDocument (pass.parser);
  /* Without a tree, libxml2 may still make a document of its own to hold the entities of an
   * internal subset (its SAX compatibility mode), and leaves it to the caller. */
  if (pass.parser->myDoc != NULL)
    xmlFreeDoc (pass.parser->myDoc);
  xmlFreeParserCtxt (pass.parser);
  if (pass.note != NULL)
    g_string_free (pass.note, TRUE);
  if (pass.error == NULL)
    return TRUE;
  g_propagate_error (error, pass.error);
  return FALSE;
}
