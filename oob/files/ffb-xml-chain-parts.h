/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-chain-parts.h: what the signed record (ffb-chain.h) signs of a campaign file: its
 * parts, each named and with the SHA-256 of its content as parsed.
 *
 * The parts, in the file's order: "campaign" (the root's own attributes), then each child of
 * the root but the record itself, named by its element and its id, side or reader
 * ("side:union", "keyring", "promotions"); a battle and the history are split one level
 * further, their own attributes as one part ("battle:pea-ridge", "history") and each child as
 * another ("battle:pea-ridge/force:union", "battle:pea-ridge/sealed:referee",
 * "history/change#3"), so that `verify` can say which of them was changed. A name met twice
 * gets "#2", "#3"...
 *
 * A part's digest is over its elements, their attributes in name order, and its text, each
 * with its length, so that no two contents share a text; the whitespace between elements
 * (the file's indentation) and comments are not content, and are left out. So the digests
 * of a document as written and as read back from the file are the same. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The signed record's element, the campaign's last child. */
#define FFB_XML_CHAIN_ELEMENT "signed-record"

/* The parts of the campaign element `root` (FfbChainEntry*), its signed record left out. */
GPtrArray *ffb_xml_chain_parts (xmlNode *root);
/* A part in words, for a finding: "the Union force of the battle “Pea Ridge”". The battle's
 * and the change's words are read from `root` when the part is still there. */
char      *ffb_xml_chain_part_words (xmlNode *root, const char *name);

G_END_DECLS
