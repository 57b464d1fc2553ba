/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-leaders.c: the leader library file (data/schema/leaders.rng): reading the built-in
 * library, a referee's own file or XML, and writing a library back. */
#include "ffb-xml-leaders.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-rating-map.h"

/* Seed 002's library is about 15 KiB; anything this large is not a library, and is refused
 * unread. */
#define MAX_FILE_SIZE (1024 * 1024)

static const char *const built_in_ids[] = { "seed-002", NULL };

const char *const *
ffb_leader_library_built_in_ids (void)
{
  return built_in_ids;
}

/* ---- Reading ----------------------------------------------------------------------- */

static gboolean
read_value (xmlNode *node, const char *name, int *out, const char *source, GError **error)
{
  return ffb_xml_attr_int (node, name, TRUE, 0, FFB_LIBRARY_VALUE_MIN, FFB_LIBRARY_VALUE_MAX,
                           out, source, error);
}

static gboolean
read_counter (xmlNode *node, FfbLibraryLeader *leader, const char *source, GError **error)
{
  g_autofree char *administrative = ffb_xml_attr (node, "administrative");
  FfbLibraryCounter *counter;

  if (leader->n_counters == FFB_LIBRARY_MAX_RANKS)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("%s has more than %d "
                           "counters; a leader has one a rank, 1 to 4 stars."), leader->name,
                         FFB_LIBRARY_MAX_RANKS);
      return FALSE;
    }
  counter = &leader->counters[leader->n_counters++];
  if (!read_value (node, "command", &counter->command, source, error))
    return FALSE;
  counter->has_administrative = administrative != NULL;
  return !counter->has_administrative
         || read_value (node, "administrative", &counter->administrative, source, error);
}

static gboolean
read_start_rank (xmlNode *node, FfbLibraryLeader *leader, const char *source, GError **error)
{
  g_autofree char *from = ffb_xml_attr (node, "start-rank-from");

  if (g_strcmp0 (from, "reading") != 0 && g_strcmp0 (from, "source") != 0)
    return ffb_xml_refuse_unknown_word (node, "start-rank-from", from,
                                        "reading, source", source, error);
  leader->start_rank_read = g_str_equal (from, "reading");
  return ffb_xml_attr_int (node, "start-rank", TRUE, 0, 1, FFB_LIBRARY_MAX_RANKS,
                           &leader->start_rank, source, error);
}

static gboolean
read_leader (xmlNode *node, FfbLeaderLibrary *library, const char *source, GError **error)
{
  g_autofree char *name = ffb_xml_attr (node, "name");
  g_autofree char *side_word = ffb_xml_attr (node, "side");
  FfbLibraryLeader *leader;
  FfbSide side;

  if (!ffb_side_from_string (side_word, &side))
    return ffb_xml_refuse_unknown_word (node, "side", side_word,
                                        "union, confederate", source, error);
  leader = ffb_leader_library_add (library, ffb_library_leader_new (name, side));
  leader->line = (int) ffb_xml_line (node);
  if (!read_start_rank (node, leader, source, error)
      || !ffb_xml_attr_bool (node, "cavalry", FALSE, &leader->cavalry, source, error))
    return FALSE;
  ffb_xml_foreach_child (node, "counter", child)
    if (!read_counter (child, leader, source, error))
      return FALSE;
  return TRUE;
}

/* Checked before the schema, so that a file from another version of ffbridge is told apart
 * from a broken one. */
static const FfbXmlDocFormat leaders_format = {
  .root = "leader-library",
  .version = FFB_LEADER_LIBRARY_FORMAT_VERSION,
  .schema = FFB_RESOURCE_LEADERS_SCHEMA,
  .other_root = N_("this file is not a leader library: its root element is <%s>, not "
                   "<leader-library>."),
  .other_version = N_("the leader library is in format version \"%s\", but this build of "
                      "ffbridge reads format version %d."),
};

static gboolean
check_meaning (const FfbLeaderLibrary *library, const char *source, GError **error)
{
  g_autoptr(GError) local = NULL;
  int line = 0;

  if (ffb_leader_library_check (library, &line, &local))
    return TRUE;
  if (line > 0)
    g_set_error (error, FFB_ERROR, local->code, "%s:%d: %s", source, line, local->message);
  else
    g_set_error (error, FFB_ERROR, local->code, "%s: %s", source, local->message);
  return FALSE;
}

static gpointer
load_document (xmlDoc *doc, const char *source, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbLeaderLibrary) library = NULL;
  g_autofree char *name = NULL;

  if (!ffb_xml_doc_check (doc, &leaders_format, source, error))
    return NULL;
  name = ffb_xml_attr (root, "name");
  library = ffb_leader_library_new (name);
  if (!ffb_xml_read_rating_maps (ffb_xml_first_child (root, "ratings"), library->maps, source,
                                 error))
    return NULL;
  ffb_xml_foreach_child (ffb_xml_first_child (root, "leaders"), "leader", child)
    if (!read_leader (child, library, source, error))
      return NULL;
  if (!check_meaning (library, source, error))
    return NULL;
  return g_steal_pointer (&library);
}

FfbLeaderLibrary *
ffb_leader_library_load_xml (const char *xml, gsize length, const char *source_name,
                             GError **error)
{
  return ffb_xml_doc_read (xml, length, source_name, load_document, error);
}

FfbLeaderLibrary *
ffb_leader_library_load_file (const char *path, GError **error)
{
  return ffb_xml_doc_read_file (path, MAX_FILE_SIZE, _("a leader library"), load_document, error);
}

FfbLeaderLibrary *
ffb_leader_library_new_built_in (const char *id, GError **error)
{
  g_return_val_if_fail (id != NULL, NULL);
  if (!g_strv_contains (built_in_ids, id))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("there is no built-in leader "
                     "library \"%s\" (the built-in library is seed-002)."), id);
      return NULL;
    }
  return ffb_xml_doc_read_built_in (FFB_RESOURCE_LEADERS, id, "leader library", load_document);
}

/* ---- Writing ----------------------------------------------------------------------- */


static void
write_leader (xmlNode *section, const FfbLibraryLeader *leader)
{
  xmlNode *node = ffb_xml_add_element (section, "leader");

  ffb_xml_set_text (node, "name", leader->name);
  ffb_xml_set_text (node, "side", ffb_side_to_string (leader->side));
  if (leader->cavalry)
    ffb_xml_set_bool (node, "cavalry", TRUE);
  ffb_xml_set_int (node, "start-rank", leader->start_rank);
  ffb_xml_set_text (node, "start-rank-from", leader->start_rank_read ? "reading" : "source");
  for (int i = 0; i < leader->n_counters; i++)
    {
      xmlNode *counter = ffb_xml_add_element (node, "counter");

      ffb_xml_set_int (counter, "command", leader->counters[i].command);
      if (leader->counters[i].has_administrative)
        ffb_xml_set_int (counter, "administrative", leader->counters[i].administrative);
    }
}

char *
ffb_leader_library_to_xml (const FfbLeaderLibrary *library)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "leader-library");
  xmlNode *section;

  g_return_val_if_fail (library != NULL && ffb_leader_library_check (library, NULL, NULL), NULL);
  xmlDocSetRootElement (doc, root);
  ffb_xml_set_int (root, "format-version", FFB_LEADER_LIBRARY_FORMAT_VERSION);
  ffb_xml_set_text (root, "name", library->name);
  ffb_xml_write_rating_maps (root, "ratings", library->maps);
  section = ffb_xml_add_element (root, "leaders");
  for (guint i = 0; i < library->leaders->len; i++)
    write_leader (section, g_ptr_array_index (library->leaders, i));
  return ffb_xml_doc_to_text (doc);
}
