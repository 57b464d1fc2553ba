/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-deck.h: a deck of cards in its file (data/schema/deck.rng): the built-in decks
 * (data/decks/), a table's own deck file, and writing one back. Read through the same safe
 * parser, limits and schema validation as the rule set (ffb-xml-doc.h); the deck itself is
 * plain data (ffb-deck.h). */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include "ffb-deck.h"

G_BEGIN_DECLS

/* The built-in decks by id, NULL-terminated: "haggerty" (C1), "marian" (C2). */
const char *const *ffb_deck_built_in_ids (void);
/* A built-in deck, parsed from the resource: a new deck, or NULL with FFB_ERROR_NOT_FOUND for
 * an id that is not built in. */
FfbDeck    *ffb_deck_new_built_in (const char *id, GError **error);
FfbDeck    *ffb_deck_load_file (const char *path, GError **error);
/* A built-in deck by its id, else the deck file at the path `name` (as a table names a deck
 * on the command line). */
FfbDeck    *ffb_deck_open (const char *name, GError **error);
FfbDeck    *ffb_deck_load_xml (const char *xml, gsize length, const char *source_name,
                               GError **error);
/* A deck kept inside another file (a campaign keeps a table's own deck with its card play):
 * the <deck> element `node`, checked as a deck file is; errors name `source_name` and the
 * line of the element at fault. */
FfbDeck    *ffb_deck_read_node (xmlNode *node, const char *source_name, GError **error);
/* Whether `deck` is a built-in deck as built in (a file may reuse a built-in id for a deck
 * of its own). */
gboolean    ffb_deck_is_built_in (const FfbDeck *deck);
/* Writes `deck` as a <deck> element under `parent`, as a deck file holds it; the deck must
 * pass ffb_deck_check. */
xmlNode    *ffb_xml_write_deck (xmlNode *parent, const FfbDeck *deck);
/* The deck as XML that ffb_deck_load_xml reads back to an equal deck; the deck must pass
 * ffb_deck_check. */
char       *ffb_deck_to_xml (const FfbDeck *deck);

G_END_DECLS
