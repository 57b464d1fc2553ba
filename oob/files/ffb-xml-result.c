/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-result.c: reading and writing battle result documents (data/schema/result.rng),
 * standalone or embedded in another document (ffb-xml-result.h).
 *
 * A result is read as a campaign is: the bytes (size), the XML (well-formed, no DTD, no
 * entities), the root and format version, the schema, then the values, each with the line it
 * stands on. What the result says about the battle is checked by ffb_result_check. */
#include "ffb-result.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-result.h"
#include "ffb-text.h"

#define RESULT_SCHEMA FFB_RESOURCE_PREFIX "schema/result.rng"
/* A result is a few kilobytes; anything far larger is not one. */
#define MAX_RESULT_SIZE (4 * 1024 * 1024)
/* Sanity bounds for typed numbers: far beyond any table, far below overflow. */
#define MAX_VICTORY_POINTS 1000000
#define MAX_STANDS 100000

typedef struct
{
  const char *source;
  FfbResult *result;
} Reader;

static int
line_of (xmlNode *node)
{
  long line = ffb_xml_line (node);

  return line > 0 && line < G_MAXINT ? (int) line : 0;
}

static char *
ref_of (Reader *reader, xmlNode *node, GError **error)
{
  char *ref = ffb_xml_attr (node, "ref");

  if (ref != NULL && *ref != '\0')
    return ref;
  g_free (ref);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("<%s> needs a ref naming a %s."), (const char *) node->name,
                     g_str_equal ((const char *) node->name,
                                  "leader") ? _("CW leader") : _("unit"));
  return NULL;
}

static gboolean
read_brigade (Reader *reader, xmlNode *node, FfbResultSide *side, GError **error)
{
  FfbResultBrigade item = { ref_of (reader, node, error), 0, line_of (node) };

  if (item.unit_id == NULL)
    return FALSE;
  g_array_append_val (side->brigades, item);
  return ffb_xml_attr_int (node, "lost", TRUE, 0, 0, MAX_STANDS,
                           &g_array_index (side->brigades, FfbResultBrigade,
                                           side->brigades->len - 1).stands_lost,
                           reader->source, error);
}

static gboolean
read_battery (Reader *reader, xmlNode *node, FfbResultSide *side, GError **error)
{
  FfbResultUnit item = { ref_of (reader, node, error), FALSE, line_of (node) };

  if (item.unit_id == NULL)
    return FALSE;
  g_array_append_val (side->batteries, item);
  return TRUE;
}

static gboolean
read_fate (Reader *reader, xmlNode *node, FfbFate *fate, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "fate");

  if (word == NULL || ffb_fate_from_string (word, fate))
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("fate=\"%.40s\" on <leader> must be unhurt, killed or disabled."), word);
  return FALSE;
}

static gboolean
read_leader (Reader *reader, xmlNode *node, FfbResultSide *side, GError **error)
{
  FfbResultLeader item = { ref_of (reader, node, error), FFB_FATE_UNHURT, FALSE, FALSE,
                           line_of (node) };
  g_autofree char *appeared = ffb_xml_attr (node, "appeared");

  if (item.leader_id == NULL)
    return FALSE;
  item.appeared_given = appeared != NULL;
  g_array_append_val (side->leaders, item);
  return read_fate (reader, node, &g_array_index (side->leaders, FfbResultLeader,
                                                  side->leaders->len - 1).fate, error)
         && ffb_xml_attr_bool (node, "appeared", FALSE,
                               &g_array_index (side->leaders, FfbResultLeader,
                                               side->leaders->len - 1).appeared,
                               reader->source, error);
}

/* R5A: at most one flank march a flank, so each flank is listed once at most. */
static gboolean
read_never_arrived (Reader *reader, xmlNode *node, FfbResultSide *side, gboolean flanks[2],
                    GError **error)
{
  g_autofree char *flank = ffb_xml_attr (node, "flank");
  gboolean right = g_strcmp0 (flank, "right") == 0;

  if (!right && g_strcmp0 (flank, "left") != 0)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("flank=\"%.40s\" on <never-arrived> must be left or right."),
                         flank != NULL ? flank : "");
      return FALSE;
    }
  if (flanks[right])
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("the %s flank march is listed twice; a side has at most one on each "
                           "flank (R5A)."), flank);
      return FALSE;
    }
  flanks[right] = TRUE;
  ffb_xml_foreach_child (node, "unit", child)
    {
      FfbResultUnit item = { ref_of (reader, child, error), right, line_of (child) };

      if (item.unit_id == NULL)
        return FALSE;
      g_array_append_val (side->never_arrived, item);
    }
  return TRUE;
}

static gboolean
read_crt_result (Reader *reader, xmlNode *node, FfbCrtResult *crt, GError **error)
{
  return ffb_xml_attr_int (node, "roll", TRUE, 0, 1, FFB_CRT_ROW_RESULTS, &crt->roll,
                           reader->source, error)
         && ffb_xml_attr_int (node, "sp-loss", TRUE, 0, 0, FFB_MAX_SP, &crt->sp_loss,
                              reader->source, error)
         && ffb_xml_attr_bool (node, "demoralizes", FALSE, &crt->demoralizes, reader->source,
                               error);
}

static gboolean
read_crt_row (Reader *reader, xmlNode *node, FfbResultSide *side, const char *side_name,
              GError **error)
{
  int n = 0;

  ffb_xml_foreach_child (node, "result", child)
    n++;
  if (n != FFB_CRT_ROW_RESULTS)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "the %s CRT row has %d result, but a CW CRT row has %d, "
                                      "one for each roll of the CW die (R9C).",
                                      "the %s CRT row has %d results, but a CW CRT row has %d, "
                                      "one for each roll of the CW die (R9C).", n),
                         side_name, n, FFB_CRT_ROW_RESULTS);
      return FALSE;
    }
  n = 0;
  ffb_xml_foreach_child (node, "result", child)
    if (!read_crt_result (reader, child, &side->crt[n++], error))
      return FALSE;
  side->has_crt_row = TRUE;
  side->crt_line = line_of (node);
  return TRUE;
}

static gboolean
read_field (Reader *reader, xmlNode *node, FfbResultSide *side, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "field");

  if (word == NULL || ffb_result_field_from_string (word, &side->field))
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("field=\"%.40s\" on <side> must be held, withdrew or driven-off (R8C)."),
                     word);
  return FALSE;
}

static gboolean
read_side_child (Reader *reader, xmlNode *child, FfbResultSide *side, gboolean flanks[2],
                 const char *side_name, GError **error)
{
  const char *name = (const char *) child->name;

  if (g_str_equal (name, "brigade"))
    return read_brigade (reader, child, side, error);
  if (g_str_equal (name, "battery"))
    return read_battery (reader, child, side, error);
  if (g_str_equal (name, "leader"))
    return read_leader (reader, child, side, error);
  if (g_str_equal (name, "never-arrived"))
    return read_never_arrived (reader, child, side, flanks, error);
  return read_crt_row (reader, child, side, side_name, error);
}

static gboolean
read_side (Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  gboolean flanks[2] = { FALSE, FALSE };
  FfbResultSide *side;
  FfbSide which;

  /* The schema has fixed the order of the sides, but it compares the id as a token: it
   * takes "\tunion" for "union", and so would anyone reading the file. Refused here. */
  if (id == NULL || !ffb_side_from_string (id, &which))
    {
      g_autofree char *quoted = ffb_text_quote_untrusted (id);

      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("id=\"%s\" on <side> must be union or confederate, with nothing "
                           "around it."), quoted);
      return FALSE;
    }
  side = &reader->result->sides[which];
  side->line = line_of (node);
  if (!ffb_xml_attr_int (node, "victory-points", TRUE, 0, 0, MAX_VICTORY_POINTS,
                         &side->victory_points, reader->source, error)
      || !read_field (reader, node, side, error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    if (!read_side_child (reader, child, side, flanks, ffb_side_display_name (which), error))
      return FALSE;
  return TRUE;
}

/* Said before the schema speaks, so that a campaign given by mistake gets a plain sentence,
 * with its line: a result kept inside a campaign file is far from the file's top. */
static const FfbXmlDocFormat result_format = {
  .root = "battle-result",
  .version = FFB_RESULT_FORMAT_VERSION,
  .schema = RESULT_SCHEMA,
  .other_root = N_("this is not a battle result: its root element is <%.40s>, not "
                   "<battle-result>."),
  .other_version = N_("the battle result is in format version “%.20s”, but this build of "
                      "ffbridge reads version %d only."),
  .no_version = N_("the battle result does not say its format version; this build of "
                   "ffbridge reads version %d only."),
};

static FfbResult *
build_result (xmlNode *root, const char *source, GError **error)
{
  g_autofree char *battle = ffb_xml_attr (root, "battle");
  g_autoptr(FfbResult) result = ffb_result_new (battle != NULL ? battle : "");
  Reader reader = { source, result };

  g_free (result->source);
  result->source = g_strdup (source);
  ffb_xml_foreach_child (root, "side", child)
    if (!read_side (&reader, child, error))
      return NULL;
  return g_steal_pointer (&result);
}

/* The root, the schema, then the values: the steps every result goes through. */
static FfbResult *
read_document (xmlDoc *doc, const char *source, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (!ffb_xml_doc_check (doc, &result_format, source, error))
    return NULL;
  return build_result (root, source, error);
}

FfbResult *
ffb_xml_read_result (xmlNode *node, const char *source, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *copy;

  g_return_val_if_fail (node != NULL && source != NULL, NULL);

  /* Validated as a document of its own, so that it obeys result.rng to the letter; the copy
   * keeps the lines of the file it came from. */
  ffb_resources_ensure ();
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  if (doc == NULL || (copy = xmlDocCopyNode (node, doc, 1)) == NULL)
    g_error ("out of memory reading a battle result");
  xmlDocSetRootElement (doc, copy);
  return read_document (doc, source, error);
}

FfbResult *
ffb_result_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) local_error = NULL;
  FfbResult *result = NULL;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ffb_resources_ensure ();
  doc = ffb_xml_doc_parse (xml, length, source_name, &local_error);
  if (doc != NULL)
    result = read_document (doc, source_name, &local_error);
  if (result == NULL)
    {
      /* One line, as every message of ours: some of libxml2's run over two. */
      g_strdelimit (local_error->message, "\r\n", ' ');
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return result;
}

FfbResult *
ffb_result_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, MAX_RESULT_SIZE, _("a battle result"), &contents, &length,
                          error))
    return NULL;
  return ffb_result_load_xml (contents, length, path, error);
}

/* Writing: the same document, as the app's Aftermath page saves what the referee typed. */

static void
write_units (xmlNode *parent, const char *element, GArray *units, int flank)
{
  for (guint i = 0; i < units->len; i++)
    {
      const FfbResultUnit *unit = &g_array_index (units, FfbResultUnit, i);

      if (flank < 0 || unit->right_flank == flank)
        ffb_xml_set_text (ffb_xml_add_element (parent, element), "ref", unit->unit_id);
    }
}

static void
write_never_arrived (xmlNode *parent, const FfbResultSide *side)
{
  for (int flank = 0; flank < 2; flank++)
    for (guint i = 0; i < side->never_arrived->len; i++)
      if (g_array_index (side->never_arrived, FfbResultUnit, i).right_flank == flank)
        {
          xmlNode *node = ffb_xml_add_element (parent, "never-arrived");

          ffb_xml_set_text (node, "flank", flank ? "right" : "left");
          write_units (node, "unit", side->never_arrived, flank);
          break;
        }
}

static void
write_leaders (xmlNode *parent, const FfbResultSide *side)
{
  for (guint i = 0; i < side->leaders->len; i++)
    {
      const FfbResultLeader *leader = &g_array_index (side->leaders, FfbResultLeader, i);
      xmlNode *node = ffb_xml_add_element (parent, "leader");

      ffb_xml_set_text (node, "ref", leader->leader_id);
      ffb_xml_set_text (node, "fate", ffb_fate_to_string (leader->fate));
      if (leader->appeared_given)
        ffb_xml_set_text (node, "appeared", leader->appeared ? "true" : "false");
    }
}

static void
write_crt_row (xmlNode *parent, const FfbResultSide *side)
{
  xmlNode *row;

  if (!side->has_crt_row)
    return;
  row = ffb_xml_add_element (parent, "crt-row");
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      xmlNode *node = ffb_xml_add_element (row, "result");

      ffb_xml_set_int (node, "roll", side->crt[i].roll);
      ffb_xml_set_int (node, "sp-loss", side->crt[i].sp_loss);
      ffb_xml_set_text (node, "demoralizes", side->crt[i].demoralizes ? "true" : "false");
    }
}

static void
write_side (xmlNode *root, const FfbResult *result, FfbSide which)
{
  const FfbResultSide *side = &result->sides[which];
  xmlNode *node = ffb_xml_add_element (root, "side");

  ffb_xml_set_text (node, "id", ffb_side_to_string (which));
  ffb_xml_set_int (node, "victory-points", side->victory_points);
  ffb_xml_set_text (node, "field", ffb_result_field_to_string (side->field));
  for (guint i = 0; i < side->brigades->len; i++)
    {
      const FfbResultBrigade *brigade = &g_array_index (side->brigades, FfbResultBrigade, i);
      xmlNode *child = ffb_xml_add_element (node, "brigade");

      ffb_xml_set_text (child, "ref", brigade->unit_id);
      ffb_xml_set_int (child, "lost", brigade->stands_lost);
    }
  write_units (node, "battery", side->batteries, -1);
  write_leaders (node, side);
  write_never_arrived (node, side);
  write_crt_row (node, side);
}

static void
write_result (xmlNode *root, const FfbResult *result)
{
  ffb_xml_set_int (root, "format-version", FFB_RESULT_FORMAT_VERSION);
  ffb_xml_set_text (root, "battle", result->battle_id);
  write_side (root, result, FFB_SIDE_UNION);
  write_side (root, result, FFB_SIDE_CONFEDERATE);
}

xmlNode *
ffb_xml_write_result (xmlNode *parent, const FfbResult *result)
{
  xmlNode *node;

  g_return_val_if_fail (parent != NULL && result != NULL, NULL);
  node = ffb_xml_add_element (parent, "battle-result");
  write_result (node, result);
  return node;
}

char *
ffb_result_to_xml (const FfbResult *result)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;

  g_return_val_if_fail (result != NULL, NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewDocNode (doc, NULL, (const xmlChar *) "battle-result", NULL);
  xmlDocSetRootElement (doc, root);
  write_result (root, result);
  return ffb_xml_doc_to_text (doc);
}
