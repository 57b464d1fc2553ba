/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-deck.c: the deck file (data/schema/deck.rng): reading a built-in deck, a table's own
 * deck file or XML, and writing a deck back. */
#include "ffb-xml-deck.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"

/* A deck is a few kilobytes; anything this large is not one, and is refused unread. */
#define MAX_FILE_SIZE (256 * 1024)
/* Actions or steps one card may give, and the largest number on a card. */
#define MAX_ACTIONS 20
#define MAX_NUMBER 100

static const char *const built_in_ids[] = { "haggerty", "marian", NULL };

const char *const *
ffb_deck_built_in_ids (void)
{
  return built_in_ids;
}

/* ---- Reading ----------------------------------------------------------------------- */

static char *
read_required (xmlNode *node, const char *name, const char *source, GError **error)
{
  char *value = ffb_xml_attr (node, name);

  if (value == NULL)
    ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, _("<%s> needs a %s attribute."),
                       (const char *) node->name, name);
  return value;
}

static gboolean
read_root (xmlNode *root, FfbDeck *deck, const char *source, GError **error)
{
  g_autofree char *system = NULL;
  g_autofree char *tie = NULL;

  g_free (deck->id);
  g_free (deck->name);
  deck->id = read_required (root, "id", source, error);
  deck->name = deck->id != NULL ? read_required (root, "name", source, error) : NULL;
  if (deck->name == NULL || (system = read_required (root, "system", source, error)) == NULL
      || (tie = read_required (root, "tie", source, error)) == NULL)
    return FALSE;
  if (!ffb_deck_system_from_string (system, &deck->system))
    return ffb_xml_refuse_unknown_word (root, "system", system,
                                        "activation, action", source, error);
  if (!ffb_deck_tie_from_string (tie, &deck->tie))
    return ffb_xml_refuse_unknown_word (root, "tie", tie, "drawn-first, union", source, error);
  return ffb_xml_attr_int (root, "hand", TRUE, 0, 1, FFB_DECK_MAX_HAND, &deck->hand_size,
                           source, error)
         && ffb_xml_attr_int (root, "turns-a-year", FALSE, 0, 1, 20, &deck->turns_a_year,
                              source, error)
         && ffb_xml_attr_int (root, "winter-movement", FALSE, 0, -10, 10,
                              &deck->winter_movement, source, error)
         && ffb_xml_attr_int (root, "mississippi-build-short", FALSE, 0, 0, 10,
                              &deck->mississippi_build_short, source, error);
}

static gboolean
read_allows (xmlNode *node, guint *allows, const char *source, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "allows");
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return TRUE;
  words = g_strsplit_set (g_strstrip (text), " \t\n", -1);
  for (int i = 0; words[i] != NULL; i++)
    {
      int bit;

      if (words[i][0] == '\0')
        continue;
      if (!ffb_card_allow_from_string (words[i], &bit))
        return ffb_xml_refuse_unknown_word (node, "allows", words[i],
                                            "move, charge, fire, rally, group-move, "
                                            "strategic-move, build, supply",
                                            source, error);
      *allows |= 1u << bit;
    }
  return TRUE;
}

static gboolean
read_actions (xmlNode *node, FfbDeckClass *class, const char *source, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "actions");

  if (text != NULL && g_str_equal (text, "number"))
    {
      class->actions_by_number = TRUE;
      return TRUE;
    }
  return ffb_xml_attr_int (node, "actions", FALSE, 0, 1, MAX_ACTIONS, &class->actions, source,
                           error);
}

static FfbDeckClass *
read_class (xmlNode *node, const char *source, GError **error)
{
  g_autofree char *id = read_required (node, "id", source, error);
  g_autofree char *name = id != NULL ? read_required (node, "name", source, error) : NULL;
  FfbDeckClass *class;

  if (name == NULL)
    return NULL;
  class = ffb_deck_class_new (id, name);
  class->symbol = ffb_xml_attr (node, "symbol");
  if (read_actions (node, class, source, error) && read_allows (node, &class->allows, source, error)
      && ffb_xml_attr_int (node, "steps-per-block", FALSE, 0, 0, MAX_ACTIONS,
                           &class->steps_per_block, source, error)
      && ffb_xml_attr_int (node, "mississippi-less", FALSE, 0, 0, MAX_ACTIONS,
                           &class->mississippi_less, source, error))
    return class;
  g_free (class->id);
  g_free (class->name);
  g_free (class->symbol);
  g_free (class);
  return NULL;
}

static gboolean
read_classes (xmlNode *root, const char *list, const char *item, GPtrArray *classes,
              const char *source, GError **error)
{
  xmlNode *section = ffb_xml_first_child (root, list);

  if (section == NULL)
    return TRUE;
  ffb_xml_foreach_child (section, item, child)
    {
      FfbDeckClass *class = read_class (child, source, error);

      if (class == NULL)
        return FALSE;
      g_ptr_array_add (classes, class);
    }
  return TRUE;
}

/* The place of the class named by the card's attribute in its list; -1 when the card names
 * none and the attribute is optional. */
static gboolean
find_class (xmlNode *card, const char *attribute, const GPtrArray *classes, gboolean required,
            int *out, const char *source, GError **error)
{
  g_autofree char *id = ffb_xml_attr (card, attribute);

  *out = -1;
  if (id == NULL && !required)
    return TRUE;
  if (id == NULL)
    return read_required (card, attribute, source, error) != NULL;
  for (guint i = 0; i < classes->len; i++)
    if (g_str_equal (((const FfbDeckClass *) g_ptr_array_index (classes, i))->id, id))
      {
        *out = (int) i;
        return TRUE;
      }
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, card,
                     _("the card names the %s \"%s\", which the deck does not list."),
                     attribute, id);
  return FALSE;
}

static gboolean
read_card (xmlNode *node, const FfbDeck *deck, FfbCardType *card, const char *source,
           GError **error)
{
  return find_class (node, "kind", deck->kinds, TRUE, &card->kind, source, error)
         && find_class (node, "rank", deck->ranks, FALSE, &card->rank, source, error)
         && find_class (node, "suit", deck->suits, FALSE, &card->suit, source, error)
         && ffb_xml_attr_int (node, "number", FALSE, 0, 1, MAX_NUMBER, &card->number, source,
                              error)
         && ffb_xml_attr_int (node, "count", FALSE, 1, 1, FFB_DECK_MAX_CARDS, &card->count,
                              source, error)
         && ffb_xml_attr_int (node, "actions", FALSE, 0, 1, MAX_ACTIONS, &card->actions, source,
                              error)
         && read_allows (node, &card->allows, source, error);
}

static gboolean
read_cards (xmlNode *root, FfbDeck *deck, const char *source, GError **error)
{
  ffb_xml_foreach_child (ffb_xml_first_child (root, "cards"), "card", child)
    {
      g_autofree char *id = read_required (child, "id", source, error);
      g_autofree char *name = id != NULL ? read_required (child, "name", source, error) : NULL;
      FfbCardType *card;

      if (name == NULL)
        return FALSE;
      card = ffb_card_type_new (id, name);
      g_ptr_array_add (deck->cards, card);
      if (!read_card (child, deck, card, source, error))
        return FALSE;
    }
  return TRUE;
}

/* Checked before the schema, so that a file from another version of ffbridge is told apart
 * from a broken one. */
static const FfbXmlDocFormat deck_format = {
  .root = "deck",
  .version = FFB_DECK_FORMAT_VERSION,
  .schema = FFB_RESOURCE_DECK_SCHEMA,
  .other_root = N_("this file is not a deck of cards: its root element is <%s>, not "
                   "<deck>."),
  .other_version = N_("the deck is in format version \"%s\", but this build of ffbridge reads "
                      "format version %d."),
};

static gpointer
load_document (xmlDoc *doc, const char *source, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbDeck) deck = NULL;

  if (!ffb_xml_doc_check (doc, &deck_format, source, error))
    return NULL;
  deck = ffb_deck_new ();
  if (!read_root (root, deck, source, error)
      || !read_classes (root, "kinds", "kind", deck->kinds, source, error)
      || !read_classes (root, "ranks", "rank", deck->ranks, source, error)
      || !read_classes (root, "suits", "suit", deck->suits, source, error)
      || !read_cards (root, deck, source, error))
    return NULL;
  if (!ffb_deck_check (deck, error))
    {
      g_prefix_error (error, "%s: ", source);
      return NULL;
    }
  return g_steal_pointer (&deck);
}

FfbDeck *
ffb_deck_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  return ffb_xml_doc_read (xml, length, source_name, load_document, error);
}

FfbDeck *
ffb_deck_load_file (const char *path, GError **error)
{
  return ffb_xml_doc_read_file (path, MAX_FILE_SIZE, _("a deck of cards"), load_document, error);
}

FfbDeck *
ffb_deck_open (const char *name, GError **error)
{
  g_return_val_if_fail (name != NULL, NULL);
  if (g_strv_contains (built_in_ids, name))
    return ffb_deck_new_built_in (name, error);
  return ffb_deck_load_file (name, error);
}

FfbDeck *
ffb_deck_read_node (xmlNode *node, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");

  g_return_val_if_fail (node != NULL && source_name != NULL, NULL);
  /* A document of its own, so that the deck's schema checks it as it checks a deck file; the
   * copy keeps each element's line in the file it came from. */
  xmlDocSetRootElement (doc, xmlDocCopyNode (node, doc, 1));
  return load_document (doc, source_name, error);
}

gboolean
ffb_deck_is_built_in (const FfbDeck *deck)
{
  g_autoptr(FfbDeck) built_in = NULL;

  g_return_val_if_fail (deck != NULL, FALSE);
  if (!g_strv_contains (built_in_ids, deck->id))
    return FALSE;
  built_in = ffb_deck_new_built_in (deck->id, NULL);
  return built_in != NULL && ffb_deck_equal (deck, built_in);
}

FfbDeck *
ffb_deck_new_built_in (const char *id, GError **error)
{
  g_return_val_if_fail (id != NULL, NULL);
  if (!g_strv_contains (built_in_ids, id))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("there is no built-in deck \"%s\" "
                     "(the built-in decks are haggerty and marian)."), id);
      return NULL;
    }
  return ffb_xml_doc_read_built_in (FFB_RESOURCE_DECKS, id, "deck", load_document);
}

/* ---- Writing ----------------------------------------------------------------------- */

static void
set_int_unless (xmlNode *node, const char *name, int value, int fallback)
{
  if (value != fallback)
    ffb_xml_set_int (node, name, value);
}

static void
write_allows (xmlNode *node, guint allows)
{
  g_autoptr(GString) words = g_string_new (NULL);

  for (int bit = 0; bit < FFB_N_CARD_ALLOWS; bit++)
    if (allows & (1u << bit))
      g_string_append_printf (words, "%s%s", words->len > 0 ? " " : "",
                              ffb_card_allow_to_string (bit));
  if (words->len > 0)
    ffb_xml_set_text (node, "allows", words->str);
}

static void
write_classes (xmlNode *root, const char *list, const char *item, const GPtrArray *classes)
{
  xmlNode *section;

  if (classes->len == 0)
    return;
  section = ffb_xml_add_element (root, list);
  for (guint i = 0; i < classes->len; i++)
    {
      const FfbDeckClass *class = g_ptr_array_index (classes, i);
      xmlNode *node = ffb_xml_add_element (section, item);

      ffb_xml_set_text (node, "id", class->id);
      ffb_xml_set_text (node, "name", class->name);
      if (class->symbol != NULL)
        ffb_xml_set_text (node, "symbol", class->symbol);
      if (class->actions_by_number)
        ffb_xml_set_text (node, "actions", "number");
      else
        set_int_unless (node, "actions", class->actions, 0);
      write_allows (node, class->allows);
      set_int_unless (node, "steps-per-block", class->steps_per_block, 0);
      set_int_unless (node, "mississippi-less", class->mississippi_less, 0);
    }
}

static const char *
class_id (const GPtrArray *classes, int index)
{
  return ((const FfbDeckClass *) g_ptr_array_index (classes, index))->id;
}

static void
write_cards (xmlNode *root, const FfbDeck *deck)
{
  xmlNode *section = ffb_xml_add_element (root, "cards");

  for (guint i = 0; i < deck->cards->len; i++)
    {
      const FfbCardType *card = g_ptr_array_index (deck->cards, i);
      xmlNode *node = ffb_xml_add_element (section, "card");

      ffb_xml_set_text (node, "id", card->id);
      ffb_xml_set_text (node, "name", card->name);
      ffb_xml_set_text (node, "kind", class_id (deck->kinds, card->kind));
      if (card->rank >= 0)
        ffb_xml_set_text (node, "rank", class_id (deck->ranks, card->rank));
      if (card->suit >= 0)
        ffb_xml_set_text (node, "suit", class_id (deck->suits, card->suit));
      set_int_unless (node, "number", card->number, 0);
      set_int_unless (node, "count", card->count, 1);
      set_int_unless (node, "actions", card->actions, 0);
      write_allows (node, card->allows);
    }
}

xmlNode *
ffb_xml_write_deck (xmlNode *parent, const FfbDeck *deck)
{
  xmlNode *root;

  g_return_val_if_fail (parent != NULL && deck != NULL && ffb_deck_check (deck, NULL), NULL);
  root = ffb_xml_add_element (parent, "deck");
  ffb_xml_set_int (root, "format-version", FFB_DECK_FORMAT_VERSION);
  ffb_xml_set_text (root, "id", deck->id);
  ffb_xml_set_text (root, "name", deck->name);
  ffb_xml_set_text (root, "system", ffb_deck_system_to_string (deck->system));
  ffb_xml_set_text (root, "tie", ffb_deck_tie_to_string (deck->tie));
  ffb_xml_set_int (root, "hand", deck->hand_size);
  set_int_unless (root, "turns-a-year", deck->turns_a_year, 0);
  set_int_unless (root, "winter-movement", deck->winter_movement, 0);
  set_int_unless (root, "mississippi-build-short", deck->mississippi_build_short, 0);
  write_classes (root, "kinds", "kind", deck->kinds);
  write_classes (root, "ranks", "rank", deck->ranks);
  write_classes (root, "suits", "suit", deck->suits);
  write_cards (root, deck);
  return root;
}

char *
ffb_deck_to_xml (const FfbDeck *deck)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *holder = xmlNewDocNode (doc, NULL, (const xmlChar *) "holder", NULL);
  xmlNode *root;

  g_return_val_if_fail (deck != NULL && ffb_deck_check (deck, NULL), NULL);
  /* Written under a holder, then made the document's root: one writer for a deck file and
   * for a deck kept inside a campaign. */
  xmlDocSetRootElement (doc, holder);
  root = ffb_xml_write_deck (holder, deck);
  xmlUnlinkNode (root);
  xmlDocSetRootElement (doc, root);
  xmlFreeNode (holder);
  return ffb_xml_doc_to_text (doc);
}
