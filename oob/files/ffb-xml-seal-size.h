/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-seal-size.h: the size each sealed thing of a campaign file is padded to (RULES.md
 * "Secrets at rest", decision 1: nothing a reader can see depends on what he may not know).
 *
 * Every size is worked out from what the file holds in clear, never from what is sealed, so
 * that neither a blob's length nor the plaintext a player opens from his own part (sodium_pad's
 * padding stripped) moves when the other side's secrets do. Each is a generous bound of what
 * the sealed part may hold, a multiple of 1 KiB:
 *  - a battle's parts, from each side's force: the units it may hold (a command per leader,
 *    at most five brigades to a division (R4E) and never more than half its stands, and the
 *    batteries the battle's ratio gives its SPs), those of them rated once the pre-battle
 *    rolls are made (the commands and brigades: R7A), its two flanks (R7B), and the battle
 *    turns the clock has passed (notices, encounters, arrivals; with cards, C1, a turn's
 *    picks, plays and passes). The referee's part is bounded by both forces (128 bytes a unit
 *    of the stored OOBs and the draft result, 320 a rating with its roll, 1 KiB a flank, 256
 *    bytes a turn or 2 KiB with cards); a side's part, which holds one side's stored OOB and
 *    view, by the larger force (the same, 256 bytes or 1 KiB a turn). Each adds 4 KiB;
 *  - the action deck's record (C2): 2 KiB and 4 KiB for each year of the war to the
 *    campaign's (six turns' picks, passes and reveals); each side's part of it, his view of
 *    the year under way (a deck's cards, each once, and the picks): 8 KiB, many times the
 *    built-in deck's (a table's own deck of long ids may outgrow it, by what its player
 *    sees: his hand and the cards revealed);
 *  - the campaign's seed: FFB_XML_SEAL_SEED_SIZE;
 *  - the keyring's record of what is sealed: its names' length (public), rounded up.
 * A part that outgrows its bound is sealed at the next multiple of it (sodium_pad): its size
 * then says that it did, and nothing more; the bounds hold every battle of the test suite and
 * of the limits campaign with room to spare (tests/test-seal.c). */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

#define FFB_XML_SEAL_SEED_SIZE 256

/* The size of the sealed part of `reader` (FfbReader) in `battle`, from its clear elements
 * only (its attributes, its forces and the public part of its neutral party). */
gsize ffb_xml_seal_battle_size (xmlNode *battle, int reader);
/* The size of the keyring's record of what the file seals (ffb-xml-seal.h), from the length
 * of its names, which the file shows in clear. */
gsize ffb_xml_seal_record_size (gsize names_length);
/* The size of the sealed record of the action deck, from the campaign's year. */
gsize ffb_xml_seal_action_cards_size (xmlNode *campaign);
/* The size of each side's part of it: the same for both, whatever their hands. */
gsize ffb_xml_seal_action_view_size (xmlNode *campaign);

G_END_DECLS
