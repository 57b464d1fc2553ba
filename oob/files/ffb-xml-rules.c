/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rules.c: the rule-set file (data/schema/rules.rng): reading it, a whole file or a
 * campaign's embedded <rule-set>, and writing it back; and the built-in default set. */
#include "ffb-xml-rules.h"
#include "ffb-rules-fields.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-rule-texts.h"

/* A rule set is a few kilobytes; anything this large is not one, and is refused unread. */
#define MAX_FILE_SIZE (1024 * 1024)

/* The section elements in the order the file lists them, each with the comment that names
 * its rules, so that a saved variant reads like data/rules/default.xml. */
typedef struct
{
  const char *path;
  const char *comment;
} Section;

static const Section sections[] = {
  { "ratio", " R4A: one CW strength point becomes this many FF stands and batteries. " },
  { "leader-ranks", " R4B: the FF rank of a CW leader of so many stars. " },
  { "commands", " R4C, R4E: what each command may hold; brigades aim at the target. " },
  { "commands/division", NULL },
  { "commands/corps", NULL },
  { "commands/brigade", NULL },
  { "brigade-labels", " R4G: S.W.X, Worn at round(S x worn), Spent at round(S x spent). " },
  { "flank-marches", " R5A, R5B, R7B: flank marching forces and their arrival. " },
  { "ratings", " R7A: chances of Excellent and Poltroon ratings. " },
  { "ground", " R7C: attacker's flank-march die modifier and defender's breastworks. " },
  { "day-table", " R8: the FF day; turns = (dusk - dawn) / turn-minutes + 1. " },
  { "losses", " R9A, R9B: stands lost short of a whole SP; SP losses that demoralize. " },
  { "promotions", " R10B: the die rolled for each promotion counter. " },
  { "army-leader", " R11A-R11D: the army leader's radii and his modifier when attached. " },
};
/* ---- Reading ----------------------------------------------------------------------- */

/* Walks "commands/division" down from the root. */
static xmlNode *
find_element (xmlNode *root, const char *path)
{
  g_auto(GStrv) names = g_strsplit (path, "/", -1);
  xmlNode *node = root;

  for (int i = 0; names[i] != NULL && node != NULL; i++)
    node = ffb_xml_first_child (node, names[i]);
  return node;
}

static gboolean
read_field (xmlNode *root, const FfbRulesField *field, FfbRules *rules, const char *source,
            GError **error)
{
  xmlNode *element = find_element (root, field->element);
  gpointer member = ffb_rules_field_pointer (rules, field);

  if (element == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, root,
                         _("the rule set has no <%s> element."), field->element);
      return FALSE;
    }
  switch (field->type)
    {
    case FFB_RULES_FIELD_INT:
      return ffb_xml_attr_int (element, field->attribute, TRUE, 0, field->min, field->max,
                               member, source, error);
    case FFB_RULES_FIELD_BOOL:
      return ffb_xml_attr_bool (element, field->attribute, FALSE, member, source, error);
    case FFB_RULES_FIELD_FRACTION:
      return ffb_xml_attr_double (element, field->attribute, 0.0, 1.0, member, source, error);
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

/* The value of a required word attribute, or NULL with an error. */
static char *
read_word (xmlNode *node, const char *name, const char *source, GError **error)
{
  char *word = ffb_xml_attr (node, name);

  if (word == NULL)
    ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, _("<%s> needs a %s attribute."),
                       (const char *) node->name, name);
  return word;
}

static gboolean
unknown_word (xmlNode *node, const char *name, const char *word, const char *source,
              GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     _("%s=\"%s\" on <%s> is not a value this build of ffbridge knows."), name,
                     word, (const char *) node->name);
  return FALSE;
}

/* Rows keyed by a word (months, terrain...) must each come once: `seen` has a bit per key. */
static gboolean
mark_seen (guint *seen, int index, xmlNode *node, const char *key, const char *source,
           GError **error)
{
  if (*seen & (1u << index))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("<%s> for %s is given twice."), (const char *) node->name, key);
      return FALSE;
    }
  *seen |= 1u << index;
  return TRUE;
}

static gboolean
all_seen (guint seen, int n, xmlNode *section, const char *what, const char *source,
          GError **error)
{
  if (seen == (1u << n) - 1)
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, section,
                     _("<%s> must give every %s once."), (const char *) section->name, what);
  return FALSE;
}

static gboolean
read_stars (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "stars", child)
    {
      g_autofree char *word = NULL;
      int stars;

      if (!ffb_xml_attr_int (child, "count", TRUE, 0, 1, 4, &stars, source, error))
        return FALSE;
      word = read_word (child, "rank", source, error);
      if (word == NULL)
        return FALSE;
      if (!ffb_rank_from_string (word, &rules->rank_for_stars[stars]))
        return unknown_word (child, "rank", word, source, error);
      if (!mark_seen (&seen, stars - 1, child, word, source, error))
        return FALSE;
    }
  return all_seen (seen, 4, section, _("star count from 1 to 4"), source, error);
}

static gboolean
read_labels (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "label", child)
    {
      g_autofree char *word = read_word (child, "experience", source, error);
      FfbExperience experience;

      if (word == NULL)
        return FALSE;
      if (!ffb_experience_from_string (word, &experience))
        return unknown_word (child, "experience", word, source, error);
      if (!mark_seen (&seen, experience, child, word, source, error)
          || !ffb_xml_attr_double (child, "worn", 0.0, 1.0, &rules->label[experience].worn,
                                   source, error)
          || !ffb_xml_attr_double (child, "spent", 0.0, 1.0, &rules->label[experience].spent,
                                   source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_EXPERIENCES, section, "experience", source, error);
}

static gboolean
read_ground_effect (xmlNode *node, FfbGroundEffect *effect, const char *source,
                    GError **error)
{
  return ffb_xml_attr_int (node, "attacker-modifier", TRUE, 0, -10, 10,
                           &effect->attacker_modifier, source, error)
         && ffb_xml_attr_int (node, "breastworks-percent", TRUE, 0, 0, 100,
                              &effect->breastworks_percent, source, error)
         && ffb_xml_attr_bool (node, "no-flank-marches", FALSE, &effect->no_flank_marches,
                               source, error);
}

static gboolean
read_terrains (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "terrain", child)
    {
      g_autofree char *word = read_word (child, "name", source, error);
      FfbTerrain terrain;

      if (word == NULL)
        return FALSE;
      if (!ffb_terrain_from_string (word, &terrain))
        return unknown_word (child, "name", word, source, error);
      if (!mark_seen (&seen, terrain, child, word, source, error)
          || !read_ground_effect (child, &rules->terrain[terrain], source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_TERRAINS, section, "terrain", source, error);
}

static gboolean
read_rivers (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "river", child)
    {
      g_autofree char *word = read_word (child, "crossing", source, error);
      FfbRiver river;

      if (word == NULL)
        return FALSE;
      if (!ffb_river_from_string (word, &river))
        return unknown_word (child, "crossing", word, source, error);
      if (!mark_seen (&seen, river, child, word, source, error)
          || !read_ground_effect (child, &rules->river[river], source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_RIVERS, section, _("river crossing"), source, error);
}

static gboolean
read_time (xmlNode *node, const char *name, int *minutes, const char *source, GError **error)
{
  g_autofree char *text = read_word (node, name, source, error);

  if (text == NULL)
    return FALSE;
  if (ffb_clock_parse_time (text, minutes))
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     _("%s=\"%s\" on <%s> must be a 24-hour time from 0000 to 2359, such as "
                       "0530."), name, text, (const char *) node->name);
  return FALSE;
}

static gboolean
read_days (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "day", child)
    {
      g_autofree char *word = read_word (child, "months", source, error);
      FfbMonths months;
      FfbDayRow *row;

      if (word == NULL)
        return FALSE;
      if (!ffb_months_from_string (word, &months))
        return unknown_word (child, "months", word, source, error);
      row = &rules->day[months];
      if (!mark_seen (&seen, months, child, word, source, error)
          || !read_time (child, "dawn", &row->dawn, source, error)
          || !read_time (child, "dusk", &row->dusk, source, error)
          || !ffb_xml_attr_int (child, "turns", TRUE, 0, 1, MINUTES_PER_DAY, &row->turns,
                                source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_MONTHS, section, _("CW turn's months"), source, error);
}

static gboolean
read_remainder (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  g_autofree char *word = read_word (section, "remainder", source, error);

  if (word == NULL)
    return FALSE;
  if (!ffb_remainder_from_string (word, &rules->remainder))
    return unknown_word (section, "remainder", word, source, error);
  return TRUE;
}

/* A section holding repeated rows, and the function that reads them. */
typedef gboolean (*RowReader) (xmlNode *section, FfbRules *rules, const char *source,
                               GError **error);

static gboolean
read_section (xmlNode *root, const char *path, RowReader reader, FfbRules *rules,
              const char *source, GError **error)
{
  xmlNode *section = find_element (root, path);

  if (section == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, root,
                         _("the rule set has no <%s> element."), path);
      return FALSE;
    }
  return reader (section, rules, source, error);
}

static gboolean
read_names (xmlNode *root, FfbRules *rules, const char *source, GError **error)
{
  xmlNode *description = ffb_xml_first_child (root, "description");

  rules->name = read_word (root, "name", source, error);
  if (rules->name == NULL)
    return FALSE;
  if (description != NULL)
    {
      xmlChar *text = xmlNodeGetContent (description);

      rules->description = g_strdup ((const char *) text);
      xmlFree (text);
    }
  return TRUE;
}

static gboolean
read_rules (xmlNode *root, FfbRules *rules, const char *source, GError **error)
{
  if (!read_names (root, rules, source, error))
    return FALSE;
  for (gsize i = 0; i < ffb_rules_n_fields; i++)
    if (!read_field (root, &ffb_rules_fields[i], rules, source, error))
      return FALSE;
  return read_section (root, "leader-ranks", read_stars, rules, source, error)
         && read_section (root, "brigade-labels", read_labels, rules, source, error)
         && read_section (root, "ground", read_terrains, rules, source, error)
         && read_section (root, "ground", read_rivers, rules, source, error)
         && read_section (root, "day-table", read_days, rules, source, error)
         && read_section (root, "losses", read_remainder, rules, source, error)
         && ffb_xml_read_rule_texts (root, &rules->texts, source, error);
}

/* Checked before the schema so that a file from a newer (or older) ffbridge is told apart
 * from a broken one: the referee needs to hear "update ffbridge", not "invalid element". */
static const FfbXmlDocFormat rules_format = {
  .root = "rule-set",
  .version = FFB_RULES_FORMAT_VERSION,
  .schema = FFB_RESOURCE_RULES_SCHEMA,
  .other_root = N_("this file is not a rule set: its root element is <%s>, not "
                   "<rule-set>."),
  .other_version = N_("the rule set is in format version %s, but this build of ffbridge "
                      "reads format version %d."),
  .no_version = N_("the rule set does not say its format version; this build of "
                   "ffbridge reads format version %d."),
};

/* `trusted` skips the schema: only for the built-in set, which the test suite validates
 * (/rules/file/source-tree-default) and which every start would otherwise pay for again. */
static FfbRules *
load_document (xmlDoc *doc, const char *source, gboolean trusted, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbRules) rules = NULL;

  if (!(trusted ? ffb_xml_doc_check_root (doc, &rules_format, source, error)
               : ffb_xml_doc_check (doc, &rules_format, source, error)))
    return NULL;
  rules = ffb_rules_alloc ();
  if (!read_rules (root, rules, source, error))
    return NULL;
  if (!ffb_rules_check (rules, error))
    {
      g_prefix_error (error, "%s: ", source);
      return NULL;
    }
  return g_steal_pointer (&rules);
}

FfbRules *
ffb_rules_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = ffb_xml_doc_parse (xml, length, source_name, error);
  if (doc == NULL)
    return NULL;
  return load_document (doc, source_name, FALSE, error);
}

FfbRules *
ffb_rules_load_element (xmlNode *element, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (element != NULL, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The schema validates whole documents, so the element is validated as the root of a
   * copy. Copies keep their line numbers, so errors still point into the outer file. */
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlDocSetRootElement (doc, xmlDocCopyNode (element, doc, 1));
  return load_document (doc, source_name, FALSE, error);
}

FfbRules *
ffb_rules_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, MAX_FILE_SIZE, _("a rule set"), &contents, &length, error))
    return NULL;
  return ffb_rules_load_xml (contents, length, path, error);
}

static gpointer
parse_built_in_rules (gpointer unused)
{
  static const char source[] = "resource://" FFB_RESOURCE_DEFAULT_RULES;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  FfbRules *rules = NULL;
  gconstpointer data;
  gsize size = 0;

  ffb_resources_ensure ();
  bytes = g_resources_lookup_data (FFB_RESOURCE_DEFAULT_RULES, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                   &error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &size);
      doc = ffb_xml_doc_parse (data, size, source, &error);
    }
  if (doc != NULL)
    rules = load_document (doc, source, TRUE, &error);
  if (rules == NULL)
    g_error ("The built-in rule set does not load: %s", error->message);
  return rules;
}

/* Parsed once per process; each caller gets a copy of its own to edit. */
FfbRules *
ffb_rules_new_default (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, parse_built_in_rules, NULL);
  return ffb_rules_copy (once.retval);
}

/* ---- Writing ----------------------------------------------------------------------- */

/* The shortest fixed-point spelling that reads back to the very same double, so that a saved
 * variant loads back equal yet still says "0.75" rather than "0.75000000000000000". Fixed
 * point, because the schema's xsd:decimal has no exponent. At least two places, as in the
 * default file ("0.80"). */
static void
format_fraction (double value, char *buffer, gsize size)
{
  for (int places = 2; places <= 30; places++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%df", places);
      g_ascii_formatd (buffer, (int) size, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        return;
    }
}

static void
set_int (xmlNode *node, const char *name, int value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", value);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) text);
}

static void
set_fraction (xmlNode *node, const char *name, double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  format_fraction (value, text, sizeof text);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) text);
}

static void
set_word (xmlNode *node, const char *name, const char *word)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) word);
}

static void
add_comment (xmlNode *parent, const char *text)
{
  xmlAddChild (parent, xmlNewDocComment (parent->doc, (const xmlChar *) text));
}

static xmlNode *
add_element (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, NULL, (const xmlChar *) name, NULL);
}

/* Builds the empty section elements, in order, with their comments. */
static void
write_sections (xmlNode *root)
{
  for (gsize i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *parent_path = g_path_get_dirname (sections[i].path);
      g_autofree char *name = g_path_get_basename (sections[i].path);
      xmlNode *parent = g_str_equal (parent_path, ".") ? root
                        : find_element (root, parent_path);

      g_assert (parent != NULL);
      if (sections[i].comment != NULL)
        add_comment (parent, sections[i].comment);
      add_element (parent, name);
    }
}

static void
write_fields (xmlNode *root, const FfbRules *rules)
{
  for (gsize i = 0; i < ffb_rules_n_fields; i++)
    {
      const FfbRulesField *field = &ffb_rules_fields[i];
      xmlNode *element = find_element (root, field->element);

      g_assert (element != NULL);
      if (field->type == FFB_RULES_FIELD_INT)
        set_int (element, field->attribute, ffb_rules_field_int (rules, field));
      else if (field->type == FFB_RULES_FIELD_BOOL)
        set_word (element, field->attribute, ffb_rules_field_int (rules, field) ? "true" : "false");
      else
        set_fraction (element, field->attribute, ffb_rules_field_fraction (rules, field));
    }
}

static void
write_ground_effect (xmlNode *node, const FfbGroundEffect *effect)
{
  set_int (node, "attacker-modifier", effect->attacker_modifier);
  set_int (node, "breastworks-percent", effect->breastworks_percent);
  set_word (node, "no-flank-marches", effect->no_flank_marches ? "true" : "false");
}

static void
write_stars_and_labels (xmlNode *root, const FfbRules *rules)
{
  xmlNode *ranks = find_element (root, "leader-ranks");
  xmlNode *labels = find_element (root, "brigade-labels");

  for (int stars = 1; stars <= 4; stars++)
    {
      xmlNode *row = add_element (ranks, "stars");

      set_int (row, "count", stars);
      set_word (row, "rank", ffb_rank_to_string (rules->rank_for_stars[stars]));
    }
  for (int i = 0; i < FFB_N_EXPERIENCES; i++)
    {
      xmlNode *row;

      if (i == FFB_EXPERIENCE_CRACK)
        add_comment (labels, " Crack is an assumption in the default rule set: the article "
                     "gives no crack example. ");
      row = add_element (labels, "label");
      set_word (row, "experience", ffb_experience_to_string (i));
      set_fraction (row, "worn", rules->label[i].worn);
      set_fraction (row, "spent", rules->label[i].spent);
    }
}

static void
write_ground_and_days (xmlNode *root, const FfbRules *rules)
{
  xmlNode *ground = find_element (root, "ground");
  xmlNode *days = find_element (root, "day-table");

  for (int i = 0; i < FFB_N_TERRAINS; i++)
    {
      xmlNode *row = add_element (ground, "terrain");

      set_word (row, "name", ffb_terrain_to_string (i));
      write_ground_effect (row, &rules->terrain[i]);
    }
  for (int i = 0; i < FFB_N_RIVERS; i++)
    {
      xmlNode *row = add_element (ground, "river");

      set_word (row, "crossing", ffb_river_to_string (i));
      write_ground_effect (row, &rules->river[i]);
    }
  for (int i = 0; i < FFB_N_MONTHS; i++)
    {
      xmlNode *row = add_element (days, "day");
      g_autofree char *dawn = ffb_clock_format_time (rules->day[i].dawn);
      g_autofree char *dusk = ffb_clock_format_time (rules->day[i].dusk);

      set_word (row, "months", ffb_months_to_string (i));
      set_word (row, "dawn", dawn);
      set_word (row, "dusk", dusk);
      set_int (row, "turns", rules->day[i].turns);
    }
}

xmlNode *
ffb_rules_to_element (const FfbRules *rules, xmlDoc *doc)
{
  xmlNode *root;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (doc != NULL, NULL);
  /* Only a checked set can be written: the day table is written as times of day. */
  g_return_val_if_fail (ffb_rules_check (rules, NULL), NULL);

  root = xmlNewDocNode (doc, NULL, (const xmlChar *) "rule-set", NULL);
  set_int (root, "format-version", FFB_RULES_FORMAT_VERSION);
  set_word (root, "name", rules->name);
  if (rules->description != NULL)
    xmlNewTextChild (root, NULL, (const xmlChar *) "description",
                     (const xmlChar *) rules->description);
  write_sections (root);
  write_fields (root, rules);
  write_stars_and_labels (root, rules);
  write_ground_and_days (root, rules);
  set_word (find_element (root, "losses"), "remainder",
            ffb_remainder_to_string (rules->remainder));
  ffb_xml_write_rule_texts (root, rules->texts);
  return root;
}

char *
ffb_rules_to_xml (const FfbRules *rules)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;

  g_return_val_if_fail (rules != NULL, NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = ffb_rules_to_element (rules, doc);
  if (root == NULL)
    return NULL;
  xmlDocSetRootElement (doc, root);
  return ffb_xml_doc_to_text (doc);
}
