/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-tamper.c: every field of a file changed in turn (see ffb-test-tamper.h). */
#include "ffb-test-tamper.h"

char *
ffb_test_altered (const char *value)
{
  char *end = NULL;
  gint64 number = g_ascii_strtoll (value, &end, 10);

  if (*value != '\0' && end != NULL && *end == '\0')
    return g_strdup_printf ("%" G_GINT64_FORMAT, number + 1);
  if (g_str_equal (value, "true"))
    return g_strdup ("false");
  if (g_str_equal (value, "false"))
    return g_strdup ("true");
  return g_strconcat (value, "x", NULL);
}

static void
tamper_attributes (xmlDoc *doc, xmlNode *node, FfbTestCaught caught, FfbTestCounted count,
                   gpointer data)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlChar *value = xmlGetProp (node, attr->name);
      g_autofree char *changed = ffb_test_altered ((const char *) value);

      xmlSetProp (node, attr->name, (const xmlChar *) changed);
      count ((const char *) node->name, (const char *) attr->name, caught (doc, data), data);
      xmlSetProp (node, attr->name, value);
      xmlFree (value);
    }
}

static void
tamper_text (xmlDoc *doc, xmlNode *node, xmlNode *text, FfbTestCaught caught,
             FfbTestCounted count, gpointer data)
{
  xmlChar *value = xmlNodeGetContent (text);
  g_autofree char *changed = ffb_test_altered ((const char *) value);

  xmlNodeSetContent (text, (const xmlChar *) changed);
  count ((const char *) node->name, "#text", caught (doc, data), data);
  xmlNodeSetContent (text, value);
  xmlFree (value);
}

void
ffb_test_tamper_walk (xmlDoc *doc, xmlNode *node, FfbTestCaught caught, FfbTestCounted count,
                      gpointer data)
{
  tamper_attributes (doc, node, caught, count, data);
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      ffb_test_tamper_walk (doc, child, caught, count, data);
    else if (child->type == XML_TEXT_NODE && !xmlIsBlankNode (child))
      tamper_text (doc, node, child, caught, count, data);
}
