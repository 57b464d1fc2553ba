/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-tactics.c: the tactical rule-set file (data/schema/tactics.rng): reading a built-in
 * set, a file or XML. Nothing writes one: a campaign names its battles' sets by id. */
#include "ffb-xml-tactics.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-tables.h"

/* A set is a few KiB; anything this large is not one, and is refused unread. */
#define MAX_FILE_SIZE (1024 * 1024)
/* The quick reference is a sheet's block, not a rule book. */
#define MAX_BLOCKS 16
#define MAX_FIGURES 64

/* ---- Reading ----------------------------------------------------------------------- */

/* Checked before the schema, so that a file from another version of ffbridge is told apart
 * from a broken one. */
static const FfbXmlDocFormat tactics_format = {
  .root = "tactical-rules",
  .version = FFB_TACTICS_FORMAT_VERSION,
  .schema = FFB_RESOURCE_TACTICS_SCHEMA,
  .other_root = N_("this file is not a tactical rule set: its root element is <%s>, "
                   "not <tactical-rules>."),
  .other_version = N_("the tactical rule set is in format version “%s”, but this build of "
                      "ffbridge reads format version %d."),
};

static gboolean
read_int (xmlNode *node, const char *name, int least, int most, int *out, const char *source,
          GError **error)
{
  return ffb_xml_attr_int (node, name, TRUE, 0, least, most, out, source, error);
}

static gboolean
read_numbers (xmlNode *root, FfbTactics *t, const char *source, GError **error)
{
  xmlNode *ratio = ffb_xml_first_child (root, "ratio");
  xmlNode *commands = ffb_xml_first_child (root, "commands");
  xmlNode *brigade = ffb_xml_first_child (commands, "brigade");
  xmlNode *division = ffb_xml_first_child (commands, "division");
  xmlNode *hits = ffb_xml_first_child (root, "hits");

  /* The schema has made sure every element is there; the numbers' ranges are read here, so
   * that the message names the attribute and its line. */
  return read_int (ratio, "stands-per-sp", 1, 1000, &t->stands_per_sp, source, error)
         && read_int (ratio, "guns-per-sp", 0, 100, &t->guns_per_sp, source, error)
         && read_int (brigade, "min-stands", 1, 100, &t->brigade_min_stands, source, error)
         && read_int (brigade, "target-stands", 1, 100, &t->brigade_target_stands, source,
                      error)
         && read_int (brigade, "max-stands", 1, 100, &t->brigade_max_stands, source, error)
         && read_int (division, "min-brigades", 1, 100, &t->division_min_brigades, source,
                      error)
         && read_int (division, "max-brigades", 1, 100, &t->division_max_brigades, source,
                      error)
         && read_int (hits, "stand-hits", 1, 20, &t->stand_hits, source, error)
         && read_int (hits, "gun-hits", 1, 20, &t->gun_hits, source, error)
         && read_int (hits, "gun-shaken-hits", 1, 20, &t->gun_shaken_hits, source, error)
         && ffb_xml_attr_double (hits, "shaken-lost-over", 0.0, 0.99, &t->shaken_lost_over,
                                 source, error);
}

static gboolean
too_many (xmlNode *node, int most, const char *what, const char *source, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     _("a tactical rule set's quick reference holds at most %d %s."), most,
                     what);
  return FALSE;
}

static gboolean
read_reference (xmlNode *root, FfbTactics *t, const char *source, GError **error)
{
  xmlNode *reference = ffb_xml_first_child (root, "reference");
  guint n_figures = 0;

  ffb_xml_foreach_child (reference, "block", node)
    {
      g_autofree char *name = ffb_xml_attr (node, "name");
      FfbTacticsBlock *block;

      if (t->reference->len == MAX_BLOCKS)
        return too_many (node, MAX_BLOCKS, _("blocks"), source, error);
      block = ffb_tactics_add_block (t, name);
      ffb_xml_foreach_child (node, "figure", child)
        {
          g_autofree char *label = ffb_xml_attr (child, "label");
          g_autofree char *text = ffb_xml_attr (child, "text");

          if (++n_figures > MAX_FIGURES)
            return too_many (child, MAX_FIGURES, _("figures"), source, error);
          ffb_tactics_add_figure (block, label, text);
        }
    }
  return TRUE;
}

/* "activation, charge": the ids of a tables file's tables, for a message. */
static char *
table_ids (const FfbTables *tables)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < tables->tables->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                            ((const FfbTable *) g_ptr_array_index (tables->tables, i))->id);
  return g_string_free (ids, FALSE);
}

/* RULES.md T: the table a brigade's activation is rolled on, which must be one of a built-in
 * tables file's by id (a roll names its table by id, not by its shown name). A set without
 * <activation> rolls none: sets written before it keep loading. */
static gboolean
read_activation (xmlNode *root, FfbTactics *t, const char *source, GError **error)
{
  xmlNode *node = ffb_xml_first_child (root, "activation");
  g_autoptr(GError) local = NULL;
  g_autofree char *file_id = NULL, *table_id = NULL, *ids = NULL;
  FfbTables *tables;

  if (node == NULL)
    return TRUE;
  file_id = ffb_xml_attr (node, "tables");
  table_id = ffb_xml_attr (node, "table");
  tables = ffb_tables_new_built_in (file_id, &local);
  if (tables == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("<activation> names a tables file that is not built in: %s"),
                         local->message);
      return FALSE;
    }
  for (guint i = 0; i < tables->tables->len && t->activation_name == NULL; i++)
    {
      const FfbTable *table = g_ptr_array_index (tables->tables, i);

      if (g_str_equal (table->id, table_id))
        t->activation_name = g_strdup (table->name);
    }
  if (t->activation_name == NULL)
    {
      ids = table_ids (tables);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("<activation> names the table “%s”, which the tables file “%s” does "
                           "not hold (its tables are %s)."), table_id, file_id, ids);
    }
  ffb_tables_free (tables);
  if (t->activation_name == NULL)
    return FALSE;
  t->activation_tables = g_steal_pointer (&file_id);
  t->activation_table = g_steal_pointer (&table_id);
  return TRUE;
}

static void
read_description (xmlNode *root, FfbTactics *t)
{
  xmlNode *description = ffb_xml_first_child (root, "description");
  xmlChar *text;

  if (description == NULL)
    return;
  text = xmlNodeGetContent (description);
  t->description = g_strdup ((const char *) text);
  xmlFree (text);
}

static FfbTactics *
load_document (xmlDoc *doc, const char *source, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbTactics) t = NULL;
  g_autoptr(GError) local = NULL;

  if (!ffb_xml_doc_check (doc, &tactics_format, source, error))
    return NULL;
  t = ffb_tactics_alloc ();
  t->id = ffb_xml_attr (root, "id");
  t->name = ffb_xml_attr (root, "name");
  t->rule = ffb_xml_attr (root, "rule");
  read_description (root, t);
  if (!read_numbers (root, t, source, error) || !read_reference (root, t, source, error)
      || !read_activation (root, t, source, error))
    return NULL;
  /* The limits against each other: the root's line, since they span several elements. */
  if (!ffb_tactics_check (t, &local))
    {
      ffb_xml_set_error (error, local->code, source, root, "%s", local->message);
      return NULL;
    }
  return g_steal_pointer (&t);
}

FfbTactics *
ffb_tactics_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = ffb_xml_doc_parse (xml, length, source_name, error);
  if (doc == NULL)
    return NULL;
  return load_document (doc, source_name, error);
}

FfbTactics *
ffb_tactics_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, MAX_FILE_SIZE, _("a tactical rule set"), &contents, &length,
                          error))
    return NULL;
  return ffb_tactics_load_xml (contents, length, path, error);
}

/* ---- Built in ---------------------------------------------------------------------- */

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char **
ffb_tactics_built_in_ids (void)
{
  g_auto(GStrv) names = NULL;
  GPtrArray *ids = g_ptr_array_new ();

  ffb_resources_ensure ();
  names = g_resources_enumerate_children (FFB_RESOURCE_TACTICS, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                          NULL);
  for (int i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_suffix (names[i], ".xml"))
      g_ptr_array_add (ids, g_strndup (names[i], strlen (names[i]) - strlen (".xml")));
  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

static gboolean
is_built_in (const char *id, GError **error)
{
  g_auto(GStrv) ids = ffb_tactics_built_in_ids ();
  g_autofree char *list = NULL;

  if (g_strv_contains ((const char *const *) ids, id))
    return TRUE;
  list = g_strjoinv (", ", ids);
  g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
               _("there is no built-in tactical rule set “%s” (there are %s, and %s for Fire & "
                 "Fury)."), id, list, FFB_TACTICS_FIRE_AND_FURY);
  return FALSE;
}

FfbTactics *
ffb_tactics_new_built_in (const char *id, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local = NULL;
  FfbTactics *tactics = NULL;
  gconstpointer data = NULL;
  gsize size = 0;

  g_return_val_if_fail (id != NULL, NULL);
  if (!is_built_in (id, error))
    return NULL;
  path = g_strconcat (FFB_RESOURCE_TACTICS, id, ".xml", NULL);
  source = g_strconcat ("resource://", path, NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local);
  if (bytes != NULL)
    data = g_bytes_get_data (bytes, &size);
  if (data != NULL)
    tactics = ffb_tactics_load_xml (data, size, source, &local);
  /* A built-in set that does not load, or whose id is not its file's name, is a build bug. */
  if (tactics == NULL)
    g_error ("The built-in tactical rule set %s does not load: %s", id, local->message);
  if (!g_str_equal (tactics->id, id))
    g_error ("The built-in tactical rule set %s calls itself %s", id, tactics->id);
  return tactics;
}
