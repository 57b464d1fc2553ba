/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-chain.c: the signed record in the campaign file, read, held against the file and
 * written (see ffb-xml-chain.h). */
#include "ffb-xml-chain.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml-chain-parts.h"
#include "ffb-xml-doc.h"

#define HEX_DIGEST_LENGTH 64

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && g_str_equal ((const char *) node->name, name);
}

static gboolean
is_hex_digest (const char *text)
{
  if (text == NULL || strlen (text) != HEX_DIGEST_LENGTH)
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isxdigit (*c) || g_ascii_isupper (*c))
      return FALSE;
  return TRUE;
}

static gboolean
refuse (GError **error, const char *source, xmlNode *node, const char *what)
{
  /* Translators: the first %s says what is wrong, e.g. "a link without its signature". */
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     _("the signed record is not readable: %s."), what);
  return FALSE;
}

static gboolean
read_number (xmlNode *node, const char *name, guint64 *out)
{
  g_autofree char *text = ffb_xml_attr (node, name);

  return text != NULL && g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, out, NULL);
}

static gboolean
read_part (xmlNode *node, FfbChain *chain, const char *source, GError **error)
{
  g_autofree char *name = ffb_xml_attr (node, "name");
  g_autofree char *digest = ffb_xml_attr (node, "digest");

  if (!is_element (node, "part") || name == NULL || name[0] == '\0'
      || strchr (name, '\n') != NULL || !is_hex_digest (digest))
    return refuse (error, source, node, _("a part without its name and digest"));
  if (chain->entries->len >= FFB_XML_CHAIN_MAX_PARTS)
    return refuse (error, source, node, _("more parts than any campaign has"));
  g_ptr_array_add (chain->entries, ffb_chain_entry_new (name, digest));
  return TRUE;
}

static gboolean
read_link (xmlNode *node, FfbChain *chain, const char *source, GError **error)
{
  g_autofree char *previous = ffb_xml_attr (node, "previous");
  g_autofree char *state = ffb_xml_attr (node, "state");
  g_autofree char *signature = ffb_xml_attr (node, "signature");
  guint64 n = 0, generation = 0;

  if (!is_element (node, "link") || !read_number (node, "n", &n) || n > G_MAXUINT
      || !read_number (node, "generation", &generation)
      || previous == NULL || (previous[0] != '\0' && !is_hex_digest (previous))
      || !is_hex_digest (state) || signature == NULL)
    return refuse (error, source, node, _("a link without its number, generation, previous "
                                          "link, state or signature"));
  if (chain->links->len >= FFB_XML_CHAIN_MAX_LINKS)
    return refuse (error, source, node, _("more links than any campaign has"));
  /* Only the last link lists the parts it signed. */
  if (chain->entries->len > 0)
    return refuse (error, source, node, _("a link after the one that lists the parts"));
  g_ptr_array_add (chain->links, ffb_chain_link_new ((guint) n, generation, previous, state,
                                                     signature));
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !read_part (child, chain, source, error))
      return FALSE;
  return TRUE;
}

static FfbChain *
read_record (xmlNode *node, const char *source, GError **error)
{
  g_autoptr(FfbChain) chain = ffb_chain_new ();

  chain->public_key = ffb_xml_attr (node, "public-key");
  chain->sealed_secret = ffb_xml_attr (node, "sealed-key");
  if (chain->public_key == NULL || chain->sealed_secret == NULL)
    {
      refuse (error, source, node, _("it has no public key or no sealed key"));
      return NULL;
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !read_link (child, chain, source, error))
      return NULL;
  if (chain->links->len == 0)
    {
      refuse (error, source, node, _("it has no link"));
      return NULL;
    }
  return g_steal_pointer (&chain);
}

static void add_problem (FfbChain *chain, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
add_problem (FfbChain *chain, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (chain->problems, g_strdup_vprintf (format, args));
  va_end (args);
}

/* Each part as the file holds it against the parts the last link signed. */
static void
compare_parts (xmlNode *root, FfbChain *chain)
{
  g_autoptr(GPtrArray) found = ffb_xml_chain_parts (root);
  g_autoptr(GHashTable) signed_parts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) found_names = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < chain->entries->len; i++)
    {
      FfbChainEntry *entry = g_ptr_array_index (chain->entries, i);

      g_hash_table_insert (signed_parts, entry->name, entry->digest);
    }
  for (guint i = 0; i < found->len; i++)
    {
      FfbChainEntry *entry = g_ptr_array_index (found, i);
      const char *digest = g_hash_table_lookup (signed_parts, entry->name);
      g_autofree char *words = ffb_xml_chain_part_words (root, entry->name);

      g_hash_table_add (found_names, entry->name);
      if (digest == NULL)
        /* Translators: %u is a link's number, %s a part of the file ("the battle “X”"). */
        add_problem (chain, _("added after the referee's last signed save (link %u): %s."),
                     ffb_chain_last (chain)->n, words);
      else if (!g_str_equal (digest, entry->digest))
        /* Translators: %u is a link's number, %s a part of the file ("the battle “X”"). */
        add_problem (chain, _("changed after the referee's last signed save (link %u): %s."),
                     ffb_chain_last (chain)->n, words);
    }
  for (guint i = 0; i < chain->entries->len; i++)
    {
      FfbChainEntry *entry = g_ptr_array_index (chain->entries, i);
      g_autofree char *words = NULL;

      if (g_hash_table_contains (found_names, entry->name))
        continue;
      words = ffb_xml_chain_part_words (root, entry->name);
      /* Translators: %u is a link's number, %s a part of the file ("the battle “X”"). */
      add_problem (chain, _("taken out after the referee's last signed save (link %u): %s."),
                   ffb_chain_last (chain)->n, words);
    }
}

/* With the referee's key, the record's key must be the one sealed for him: a record signed
 * with another key and put in the file is named, and the next save starts a record of his
 * own (the problems kept to be told). */
static void
check_key (FfbKeyring *keyring, FfbChain *chain)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbChain) fresh = NULL;

  if (!ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE)
      || ffb_keyring_open_chain_key (keyring, &error))
    return;
  g_ptr_array_add (chain->problems, g_strdup (error->message));
  fresh = ffb_chain_new ();
  for (guint i = 0; i < chain->problems->len; i++)
    g_ptr_array_add (fresh->problems, g_strdup (g_ptr_array_index (chain->problems, i)));
  fresh->state = FFB_CHAIN_BROKEN;
  ffb_chain_unref (keyring->chain);
  keyring->chain = g_steal_pointer (&fresh);
}

gboolean
ffb_xml_read_chain (xmlNode *root, FfbKeyring *keyring, const char *source, GError **error)
{
  xmlNode *node = ffb_xml_first_child (root, FFB_XML_CHAIN_ELEMENT);
  g_autoptr(GPtrArray) link_problems = NULL;
  FfbChain *chain;

  g_return_val_if_fail (root != NULL && keyring != NULL, FALSE);

  if (node == NULL)
    return TRUE;
  if ((chain = read_record (node, source, error)) == NULL)
    return FALSE;
  xmlUnlinkNode (node);
  xmlFreeNode (node);
  ffb_chain_unref (keyring->chain);
  keyring->chain = chain;
  compare_parts (root, chain);
  link_problems = ffb_chain_check_links (chain);
  for (guint i = 0; i < link_problems->len; i++)
    g_ptr_array_add (chain->problems, g_strdup (g_ptr_array_index (link_problems, i)));
  check_key (keyring, chain);
  keyring->chain->state = keyring->chain->problems->len > 0 ? FFB_CHAIN_BROKEN
                                                            : FFB_CHAIN_INTACT;
  return TRUE;
}

static void
write_link (xmlNode *record, const FfbChainLink *link, const GPtrArray *parts)
{
  xmlNode *node = ffb_xml_add_element (record, "link");
  g_autofree char *generation = g_strdup_printf ("%" G_GUINT64_FORMAT, link->generation);

  ffb_xml_set_int (node, "n", (int) link->n);
  ffb_xml_set_text (node, "generation", generation);
  ffb_xml_set_text (node, "previous", link->previous);
  ffb_xml_set_text (node, "state", link->state);
  ffb_xml_set_text (node, "signature", link->signature);
  for (guint i = 0; parts != NULL && i < parts->len; i++)
    {
      const FfbChainEntry *entry = g_ptr_array_index (parts, i);
      xmlNode *part = ffb_xml_add_element (node, "part");

      ffb_xml_set_text (part, "name", entry->name);
      ffb_xml_set_text (part, "digest", entry->digest);
    }
}

static void
write_record (xmlNode *root, const FfbChain *chain)
{
  xmlNode *record = ffb_xml_add_element (root, FFB_XML_CHAIN_ELEMENT);

  ffb_xml_set_text (record, "public-key", chain->public_key);
  ffb_xml_set_text (record, "sealed-key", chain->sealed_secret);
  for (guint i = 0; i < chain->links->len; i++)
    write_link (record, g_ptr_array_index (chain->links, i),
                i + 1 == chain->links->len ? chain->entries : NULL);
}

gboolean
ffb_xml_sign_document (xmlNode *root, FfbKeyring *keyring, GError **error)
{
  FfbChain *chain;

  g_return_val_if_fail (root != NULL && keyring != NULL, FALSE);

  if (ffb_keyring_protects (keyring) && ffb_keyring_is_unlocked (keyring, FFB_READER_REFEREE))
    {
      if (!ffb_keyring_open_chain_key (keyring, error)
          || !ffb_chain_append (keyring->chain, keyring->generation,
                                ffb_xml_chain_parts (root), error))
        return FALSE;
      /* What this session now writes is what it signs. */
      g_ptr_array_set_size (keyring->chain->problems, 0);
      keyring->chain->state = FFB_CHAIN_INTACT;
    }
  chain = keyring->chain;
  if (chain->links->len > 0)
    write_record (root, chain);
  return TRUE;
}
