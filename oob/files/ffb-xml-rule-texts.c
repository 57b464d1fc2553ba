/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rule-texts.c: a rule set's <rule-texts> in its file (see ffb-xml-rule-texts.h). */
#include "ffb-xml-rule-texts.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml-doc.h"

/* The schema has made sure of the id's form and of the text's presence and length; a repeated
 * id is told here with its line, before ffb_rule_texts_check sees the whole set. */
static gboolean
read_entry (xmlNode *node, GPtrArray *texts, GHashTable *seen, const char *source,
            GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *text = ffb_xml_attr (node, "text");

  if (id == NULL || text == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node,
                         _("<rule> needs an id and a text attribute."));
      return FALSE;
    }
  if (g_hash_table_contains (seen, id))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("the text of %s is given twice."), id);
      return FALSE;
    }
  g_hash_table_add (seen, g_strdup (id));
  ffb_rule_texts_add (texts, id, text);
  return TRUE;
}

gboolean
ffb_xml_read_rule_texts (xmlNode *root, GPtrArray **texts, const char *source, GError **error)
{
  g_autoptr(GPtrArray) read = ffb_rule_texts_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlNode *section = ffb_xml_first_child (root, "rule-texts");

  if (section != NULL)
    ffb_xml_foreach_child (section, "rule", child)
      if (!read_entry (child, read, seen, source, error))
        return FALSE;
  *texts = g_steal_pointer (&read);
  return TRUE;
}

void
ffb_xml_write_rule_texts (xmlNode *root, const GPtrArray *texts)
{
  xmlNode *section;

  if (texts == NULL || texts->len == 0)
    return;
  xmlAddChild (root, xmlNewDocComment (root->doc, (const xmlChar *) " What each rule id says, "
                                       "in one sentence, shown where the app names the rule. "));
  section = ffb_xml_add_element (root, "rule-texts");
  for (guint i = 0; i < texts->len; i++)
    {
      const FfbRuleText *entry = g_ptr_array_index ((GPtrArray *) texts, i);
      xmlNode *row = ffb_xml_add_element (section, "rule");

      ffb_xml_set_text (row, "id", entry->id);
      ffb_xml_set_text (row, "text", entry->text);
    }
}
