/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-chain-parts.c: the parts of a campaign file and their digests (see
 * ffb-xml-chain-parts.h). */
#include "ffb-xml-chain-parts.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-chain.h"
#include "ffb-enums.h"
#include "ffb-text.h"
#include "ffb-xml-doc.h"

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && g_str_equal ((const char *) node->name, name);
}

static void
feed (crypto_hash_sha256_state *state, char kind, const char *text)
{
  g_autofree char *head = g_strdup_printf ("%c%zu:", kind, strlen (text));

  crypto_hash_sha256_update (state, (const guint8 *) head, strlen (head));
  crypto_hash_sha256_update (state, (const guint8 *) text, strlen (text));
}

static gint
compare_attributes (gconstpointer a, gconstpointer b)
{
  const xmlAttr *x = *(const xmlAttr *const *) a, *y = *(const xmlAttr *const *) b;

  return strcmp ((const char *) x->name, (const char *) y->name);
}

/* The attributes in name order: the order a file gives them in is not content. */
static void
feed_attributes (crypto_hash_sha256_state *state, xmlNode *node)
{
  g_autoptr(GPtrArray) attributes = g_ptr_array_new ();

  for (xmlAttr *attribute = node->properties; attribute != NULL; attribute = attribute->next)
    g_ptr_array_add (attributes, attribute);
  g_ptr_array_sort (attributes, compare_attributes);
  for (guint i = 0; i < attributes->len; i++)
    {
      xmlAttr *attribute = g_ptr_array_index (attributes, i);
      g_autofree char *value = (char *) xmlNodeGetContent ((xmlNode *) attribute);

      feed (state, 'A', (const char *) attribute->name);
      feed (state, 'V', value != NULL ? value : "");
    }
}

static gboolean
has_element_child (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      return TRUE;
  return FALSE;
}

static gboolean
is_blank (const char *text)
{
  for (; *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

static void feed_element (crypto_hash_sha256_state *state, xmlNode *node, gboolean whole);

static void
feed_child (crypto_hash_sha256_state *state, xmlNode *child, gboolean between_elements)
{
  const char *text = (const char *) child->content;

  switch (child->type)
    {
    case XML_ELEMENT_NODE:
      feed_element (state, child, TRUE);
      break;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE:
      /* Indentation between elements is the file's layout; text alone in an element is
       * content, blank or not. */
      if (text != NULL && !(between_elements && is_blank (text)))
        feed (state, 'T', text);
      break;
    case XML_ENTITY_REF_NODE:
      feed (state, 'R', (const char *) child->name);
      break;
    default:
      /* Comments and processing instructions say nothing the app reads. */
      break;
    }
}

static void
feed_element (crypto_hash_sha256_state *state, xmlNode *node, gboolean whole)
{
  gboolean between_elements = has_element_child (node);

  feed (state, 'E', (const char *) node->name);
  feed_attributes (state, node);
  if (whole)
    for (xmlNode *child = node->children; child != NULL; child = child->next)
      feed_child (state, child, between_elements);
  feed (state, '/', "");
}

static char *
digest_of (xmlNode *node, gboolean whole)
{
  crypto_hash_sha256_state state;
  guint8 digest[crypto_hash_sha256_BYTES];
  char hex[2 * crypto_hash_sha256_BYTES + 1];

  crypto_hash_sha256_init (&state);
  feed_element (&state, node, whole);
  crypto_hash_sha256_final (&state, digest);
  return g_strdup (sodium_bin2hex (hex, sizeof hex, digest, sizeof digest));
}

/* "force:union": the element and what tells it from its siblings. A name is one line of
 * printable ASCII whatever the file holds: an attribute's value is cut to its first word of
 * id characters. */
static char *
base_name (xmlNode *node)
{
  static const char *const distinguishing[] = { "id", "side", "for" };
  GString *name = g_string_new ((const char *) node->name);

  for (gsize i = 0; i < G_N_ELEMENTS (distinguishing); i++)
    {
      g_autofree char *value = ffb_xml_attr (node, distinguishing[i]);

      if (value == NULL)
        continue;
      g_string_append_c (name, ':');
      for (const char *c = value; *c != '\0' && name->len < 80; c++)
        g_string_append_c (name, g_ascii_isalnum (*c) || strchr ("-_.", *c) ? *c : '_');
      break;
    }
  return g_string_free (name, FALSE);
}

/* `prefix` + the element's name, "#k" for its k-th sibling of that name. */
static char *
unique_name (GHashTable *seen, const char *prefix, xmlNode *node)
{
  g_autofree char *base = base_name (node);
  char *name = g_strconcat (prefix, base, NULL);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (seen, name)) + 1;

  g_hash_table_insert (seen, g_strdup (name), GUINT_TO_POINTER (count));
  if (count == 1)
    return name;
  g_free (name);
  return g_strdup_printf ("%s%s#%u", prefix, base, count);
}

static void
add_part (GPtrArray *parts, const char *name, xmlNode *node, gboolean whole)
{
  g_autofree char *digest = digest_of (node, whole);

  g_ptr_array_add (parts, ffb_chain_entry_new (name, digest));
}

/* A battle and the history: their own attributes, then each child apart. Text between their
 * elements is no part of the format (the schema refuses it). */
static void
add_split (GPtrArray *parts, GHashTable *seen, const char *name, xmlNode *node)
{
  g_autofree char *prefix = g_strconcat (name, "/", NULL);

  add_part (parts, name, node, FALSE);
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      {
        g_autofree char *child_name = unique_name (seen, prefix, child);

        add_part (parts, child_name, child, TRUE);
      }
}

GPtrArray *
ffb_xml_chain_parts (xmlNode *root)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_chain_entry_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (root != NULL, parts);

  add_part (parts, "campaign", root, FALSE);
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, FFB_XML_CHAIN_ELEMENT))
        continue;
      name = unique_name (seen, "", child);
      if (is_element (child, "battle") || is_element (child, "history"))
        add_split (parts, seen, name, child);
      else
        add_part (parts, name, child, TRUE);
    }
  return parts;
}

/* The element of `root` a part's name starts with ("battle:pea-ridge"), when still there. */
static xmlNode *
find_top (xmlNode *root, const char *top)
{
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !is_element (child, FFB_XML_CHAIN_ELEMENT))
      {
        g_autofree char *base = base_name (child);

        if (g_str_equal (base, top))
          return child;
      }
  return NULL;
}

static char *
battle_words (xmlNode *battle, const char *id)
{
  g_autofree char *name = battle != NULL ? ffb_xml_attr (battle, "name") : NULL;
  g_autofree char *quoted = ffb_text_quote_untrusted (name != NULL ? name : id);

  /* Translators: %s is a battle's name. */
  return g_strdup_printf (_("the battle “%s”"), quoted);
}

static char *
side_words (const char *word)
{
  FfbSide side;

  if (ffb_side_from_string (word, &side))
    return g_strdup (ffb_side_display_name (side));
  return ffb_text_quote_untrusted (word);
}

/* A battle's part: "force:union", "neutral", "sealed:referee"... */
static char *
battle_part_words (const char *part, const char *battle)
{
  g_auto(GStrv) words = g_strsplit_set (part, ":#", 3);
  g_autofree char *element = ffb_text_quote_untrusted (words[0]);

  if (g_str_equal (words[0], "force") && words[1] != NULL)
    {
      g_autofree char *side = side_words (words[1]);

      /* Translators: "the Union force of the battle “Pea Ridge”". */
      return g_strdup_printf (_("the %s force of %s"), side, battle);
    }
  if (g_str_equal (words[0], "sealed") && words[1] != NULL)
    {
      g_autofree char *reader = ffb_text_quote_untrusted (words[1]);

      /* Translators: "the union sealed part of the battle “Pea Ridge”"; the reader is
       * referee, union or confederate, as in the file. */
      return g_strdup_printf (_("the %s sealed part of %s"), reader, battle);
    }
  if (g_str_equal (words[0], "neutral"))
    /* Translators: %s is "the battle “Pea Ridge”". */
    return g_strdup_printf (_("the neutral party's record of %s"), battle);
  /* Translators: "the <cards> of the battle “Pea Ridge”": an element of the file. */
  return g_strdup_printf (_("the <%s> of %s"), element, battle);
}

static char *
top_words (xmlNode *node, const char *top)
{
  g_auto(GStrv) words = g_strsplit_set (top, ":#", 3);
  g_autofree char *element = ffb_text_quote_untrusted (words[0]);

  if (g_str_equal (words[0], "battle"))
    return battle_words (node, words[1] != NULL ? words[1] : "");
  if (g_str_equal (words[0], "side") && words[1] != NULL)
    {
      g_autofree char *side = side_words (words[1]);

      /* Translators: "the Union roster (its leaders and SP groups)". */
      return g_strdup_printf (_("the %s roster (its leaders and SP groups)"), side);
    }
  if (g_str_equal (words[0], "keyring"))
    return g_strdup (_("the keyring (the wrapped keys and the file's generation)"));
  if (g_str_equal (words[0], "history"))
    return g_strdup (_("the history"));
  if (g_str_equal (words[0], "promotions"))
    return g_strdup (_("the promotion track"));
  /* Translators: "the <campaign-dice> of the campaign": an element of the file. */
  return g_strdup_printf (_("the <%s> of the campaign"), element);
}

char *
ffb_xml_chain_part_words (xmlNode *root, const char *name)
{
  g_auto(GStrv) halves = NULL;
  g_autofree char *top = NULL;
  xmlNode *node;

  g_return_val_if_fail (root != NULL && name != NULL, NULL);

  if (g_str_equal (name, "campaign"))
    return g_strdup (_("the campaign's own line (its name, year, months and turn)"));
  halves = g_strsplit (name, "/", 2);
  node = find_top (root, halves[0]);
  top = top_words (node, halves[0]);
  if (halves[1] == NULL && g_str_has_prefix (halves[0], "battle"))
    /* Translators: %s is "the battle “Pea Ridge”". */
    return g_strdup_printf (_("the setup of %s (its hex, turn, ground, attacker and ratio)"),
                            top);
  if (halves[1] == NULL)
    return g_steal_pointer (&top);
  if (g_str_has_prefix (halves[0], "battle"))
    return battle_part_words (halves[1], top);
  if (g_str_has_prefix (halves[1], "change"))
    {
      const char *number = strchr (halves[1], '#');

      /* Translators: "change 3 of the history"; the first change is 1. */
      return g_strdup_printf (_("change %s of the history"), number != NULL ? number + 1 : "1");
    }
  /* Translators: "the <x> of the history": an element of the file. */
  return g_strdup_printf (_("the <%s> of %s"), halves[1], top);
}
