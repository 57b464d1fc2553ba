/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-tables.c: the referee's tables file (data/schema/tables.rng): reading the built-in
 * tables, a referee's own file or XML, and writing tables back. */
#include "ffb-xml-tables.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"

/* The built-in files are a few KiB; anything this large is not a table file, and is refused
 * unread. */
#define MAX_FILE_SIZE (1024 * 1024)

static const char *const built_in_ids[] = { "seed-002", "seed-003", NULL };

const char *const *
ffb_tables_built_in_ids (void)
{
  return built_in_ids;
}

/* ---- Reading ----------------------------------------------------------------------- */

static gboolean
too_many (xmlNode *node, const char *source, int most, const char *what, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("a table file holds at most %d "
                       "%s."), most, what);
  return FALSE;
}

static gboolean
read_value (xmlNode *node, const char *name, int *out, const char *source, GError **error)
{
  return ffb_xml_attr_int (node, name, TRUE, 0, FFB_TABLE_VALUE_MIN, FFB_TABLE_VALUE_MAX, out,
                           source, error);
}

static gboolean
read_modifier (xmlNode *node, FfbTable *table, const char *source, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *name = ffb_xml_attr (node, "name");
  g_autofree char *value = ffb_xml_attr (node, "value");
  FfbTableModifier *m;

  if (table->modifiers->len == FFB_TABLE_MAX_MODIFIERS)
    return too_many (node, source, FFB_TABLE_MAX_MODIFIERS, _("modifiers in one table"), error);
  m = ffb_table_modifier_new (id, name);
  g_ptr_array_add (table->modifiers, m);
  m->line = (int) ffb_xml_line (node);
  m->group = ffb_xml_attr (node, "group");
  m->note = ffb_xml_attr (node, "note");
  m->typed = value == NULL;
  if (!m->typed)
    return read_value (node, "value", &m->value, source, error);
  return read_value (node, "per", &m->per, source, error)
         && read_value (node, "least", &m->least, source, error)
         && read_value (node, "most", &m->most, source, error);
}

static gboolean
read_band (xmlNode *node, FfbTable *table, const char *source, GError **error)
{
  g_autofree char *result = ffb_xml_attr (node, "result");
  g_autofree char *from = ffb_xml_attr (node, "from");
  g_autofree char *to = ffb_xml_attr (node, "to");
  FfbTableBand *band;

  if (table->bands->len == FFB_TABLE_MAX_BANDS)
    return too_many (node, source, FFB_TABLE_MAX_BANDS, _("bands in one table"), error);
  band = ffb_table_band_new (result);
  g_ptr_array_add (table->bands, band);
  band->line = (int) ffb_xml_line (node);
  band->open_below = from == NULL;
  band->open_above = to == NULL;
  /* The schema allows only "half-d6". */
  band->stragglers = xmlHasProp (node, (const xmlChar *) "stragglers") != NULL;
  return (band->open_below || read_value (node, "from", &band->from, source, error))
         && (band->open_above || read_value (node, "to", &band->to, source, error));
}

/* "1/2": a share from 0 to 1 in whole numbers. */
static gboolean
read_share (xmlNode *node, FfbTableCompare *compare, const char *source, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "rout-below");
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", "/", 2);
  guint64 num = 0, den = 0;

  if (parts[0] != NULL && parts[1] != NULL
      && g_ascii_string_to_unsigned (parts[0], 10, 0, 100, &num, NULL)
      && g_ascii_string_to_unsigned (parts[1], 10, 1, 100, &den, NULL) && num <= den)
    {
      compare->rout_num = (int) num;
      compare->rout_den = (int) den;
      return TRUE;
    }
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("rout-below=\"%s\" on <compare> "
                       "must be a share of the other side's total such as 1/2."),
                     text != NULL ? text : "");
  return FALSE;
}

static gboolean
read_compare (xmlNode *node, FfbTable *table, const char *source, GError **error)
{
  FfbTableCompare *compare = g_new0 (FfbTableCompare, 1);

  table->compare = compare;
  compare->line = (int) ffb_xml_line (node);
  compare->sides[0] = ffb_xml_attr (node, "first");
  compare->sides[1] = ffb_xml_attr (node, "second");
  compare->lower = ffb_xml_attr (node, "lower");
  compare->rout = ffb_xml_attr (node, "rout");
  compare->equal = ffb_xml_attr (node, "equal");
  compare->rout_stragglers = xmlHasProp (node, (const xmlChar *) "rout-stragglers") != NULL;
  return read_share (node, compare, source, error);
}

static gboolean
read_table (xmlNode *node, FfbTables *tables, const char *source, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *name = ffb_xml_attr (node, "name");
  g_autofree char *dice = ffb_xml_attr (node, "dice");
  FfbTable *table;
  int n_dice, sides;

  if (tables->tables->len == FFB_TABLES_MAX_TABLES)
    return too_many (node, source, FFB_TABLES_MAX_TABLES, _("tables"), error);
  if (!ffb_table_dice_from_string (dice, &n_dice, &sides))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("dice=\"%s\" on the table "
                           "%s is not dice ffbridge rolls: write NdS, 1 to %d dice of 2 to %d "
                           "sides (1d6, 2d6)."), dice, id, FFB_TABLE_MAX_DICE,
                         FFB_DICE_MAX_SIDES);
      return FALSE;
    }
  table = ffb_table_new (id, name, n_dice, sides);
  g_ptr_array_add (tables->tables, table);
  table->line = (int) ffb_xml_line (node);
  table->source = ffb_xml_attr (node, "source");
  ffb_xml_foreach_child (node, "modifier", child)
    if (!read_modifier (child, table, source, error))
      return FALSE;
  ffb_xml_foreach_child (node, "band", child)
    if (!read_band (child, table, source, error))
      return FALSE;
  ffb_xml_foreach_child (node, "compare", child)
    if (!read_compare (child, table, source, error))
      return FALSE;
  return TRUE;
}

/* Checked before the schema, so that a file from another version of ffbridge is told apart
 * from a broken one. */
static const FfbXmlDocFormat tables_format = {
  .root = "tables",
  .version = FFB_TABLES_FORMAT_VERSION,
  .schema = FFB_RESOURCE_TABLES_SCHEMA,
  .other_root = N_("this file is not a file of tables: its root element is <%s>, not "
                   "<tables>."),
  .other_version = N_("the tables are in format version \"%s\", but this build of ffbridge "
                      "reads format version %d."),
};

static gboolean
check_meaning (const FfbTables *tables, const char *source, GError **error)
{
  g_autoptr(GError) local = NULL;
  int line = 0;

  if (ffb_tables_check (tables, &line, &local))
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
  g_autoptr(FfbTables) tables = NULL;
  g_autofree char *name = NULL;

  if (!ffb_xml_doc_check (doc, &tables_format, source, error))
    return NULL;
  name = ffb_xml_attr (root, "name");
  tables = ffb_tables_new (name);
  ffb_xml_foreach_child (root, "table", child)
    if (!read_table (child, tables, source, error))
      return NULL;
  if (!check_meaning (tables, source, error))
    return NULL;
  return g_steal_pointer (&tables);
}

FfbTables *
ffb_tables_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  return ffb_xml_doc_read (xml, length, source_name, load_document, error);
}

FfbTables *
ffb_tables_load_file (const char *path, GError **error)
{
  return ffb_xml_doc_read_file (path, MAX_FILE_SIZE, _("a file of tables"), load_document, error);
}

FfbTables *
ffb_tables_new_built_in (const char *id, GError **error)
{
  g_return_val_if_fail (id != NULL, NULL);
  if (!g_strv_contains (built_in_ids, id))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("there are no built-in tables "
                     "\"%s\" (the built-in tables are seed-002 and seed-003)."), id);
      return NULL;
    }
  return ffb_xml_doc_read_built_in (FFB_RESOURCE_TABLES, id, "tables", load_document);
}

FfbTables *
ffb_tables_new_all_built_in (void)
{
  /* TRANSLATORS: the name of every built-in referee's table together. */
  FfbTables *all = ffb_tables_new (_("Built-in tables"));

  for (const char *const *id = built_in_ids; *id != NULL; id++)
    {
      g_autoptr(FfbTables) one = ffb_tables_new_built_in (*id, NULL);

      while (one->tables->len > 0)
        g_ptr_array_add (all->tables, g_ptr_array_steal_index (one->tables, 0));
    }
  return all;
}

/* ---- Writing ----------------------------------------------------------------------- */

static void
write_modifier (xmlNode *parent, const FfbTableModifier *m)
{
  xmlNode *node = ffb_xml_add_element (parent, "modifier");

  ffb_xml_set_text (node, "id", m->id);
  ffb_xml_set_text (node, "name", m->name);
  if (m->typed)
    {
      ffb_xml_set_int (node, "per", m->per);
      ffb_xml_set_int (node, "least", m->least);
      ffb_xml_set_int (node, "most", m->most);
    }
  else
    ffb_xml_set_int (node, "value", m->value);
  if (m->group != NULL)
    ffb_xml_set_text (node, "group", m->group);
  if (m->note != NULL)
    ffb_xml_set_text (node, "note", m->note);
}

static void
write_compare (xmlNode *parent, const FfbTableCompare *compare)
{
  xmlNode *node = ffb_xml_add_element (parent, "compare");
  g_autofree char *share = g_strdup_printf ("%d/%d", compare->rout_num, compare->rout_den);

  ffb_xml_set_text (node, "first", compare->sides[0]);
  ffb_xml_set_text (node, "second", compare->sides[1]);
  ffb_xml_set_text (node, "lower", compare->lower);
  ffb_xml_set_text (node, "rout-below", share);
  ffb_xml_set_text (node, "rout", compare->rout);
  if (compare->rout_stragglers)
    ffb_xml_set_text (node, "rout-stragglers", "half-d6");
  ffb_xml_set_text (node, "equal", compare->equal);
}

static void
write_table (xmlNode *root, const FfbTable *table)
{
  xmlNode *node = ffb_xml_add_element (root, "table");
  g_autofree char *dice = ffb_table_dice_to_string (table->n_dice, table->sides);

  ffb_xml_set_text (node, "id", table->id);
  ffb_xml_set_text (node, "name", table->name);
  ffb_xml_set_text (node, "dice", dice);
  if (table->source != NULL)
    ffb_xml_set_text (node, "source", table->source);
  for (guint i = 0; i < table->modifiers->len; i++)
    write_modifier (node, g_ptr_array_index (table->modifiers, i));
  for (guint i = 0; i < table->bands->len; i++)
    {
      const FfbTableBand *band = g_ptr_array_index (table->bands, i);
      xmlNode *child = ffb_xml_add_element (node, "band");

      if (!band->open_below)
        ffb_xml_set_int (child, "from", band->from);
      if (!band->open_above)
        ffb_xml_set_int (child, "to", band->to);
      ffb_xml_set_text (child, "result", band->result);
      if (band->stragglers)
        ffb_xml_set_text (child, "stragglers", "half-d6");
    }
  if (table->compare != NULL)
    write_compare (node, table->compare);
}

char *
ffb_tables_to_xml (const FfbTables *tables)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewNode (NULL, (const xmlChar *) "tables");

  g_return_val_if_fail (tables != NULL && ffb_tables_check (tables, NULL, NULL), NULL);
  xmlDocSetRootElement (doc, root);
  ffb_xml_set_int (root, "format-version", FFB_TABLES_FORMAT_VERSION);
  ffb_xml_set_text (root, "name", tables->name);
  for (guint i = 0; i < tables->tables->len; i++)
    write_table (root, g_ptr_array_index (tables->tables, i));
  return ffb_xml_doc_to_text (doc);
}
