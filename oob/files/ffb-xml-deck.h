/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-deck.h: a deck of cards in its file (data/schema/deck.rng): the built-in decks
 * (data/decks/), a table's own deck file, and writing one back. Read through the same safe
 * parser, limits and schema validation as the rule set (ffb-xml-doc.h); the deck itself is
 * plain data (ffb-deck.h). */
#pragma once

#include <glib.h>
#include "ffb-deck.h"

G_BEGIN_DECLS

/* The built-in decks by id, NULL-terminated: "haggerty" (C1), "marian" (C2). */
const char *const *ffb_deck_built_in_ids (void);
/* A built-in deck, parsed from the resource: a new deck, or NULL with FFB_ERROR_NOT_FOUND for
 * an id that is not built in. */
FfbDeck    *ffb_deck_new_built_in (const char *id, GError **error);
FfbDeck    *ffb_deck_load_file (const char *path, GError **error);
FfbDeck    *ffb_deck_load_xml (const char *xml, gsize length, const char *source_name,
                               GError **error);
/* The deck as XML that ffb_deck_load_xml reads back to an equal deck; the deck must pass
 * ffb_deck_check. */
char       *ffb_deck_to_xml (const FfbDeck *deck);

G_END_DECLS
