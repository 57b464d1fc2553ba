/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-seal.h: secrets sealed in the campaign file (RULES.md "Secrets at rest"). The model
 * never sees ciphertext: sealing happens on the finished XML tree before it is written, and
 * unsealing on the parsed tree before the schema and the model see it.
 *
 * The keyring, public (wrapped keys only):
 *
 *   <keyring id="32 hex">
 *     <key for="referee" ops="3" mem="268435456" salt="base64" wrapped="base64"/>
 *     <key for="union" ops=".." mem=".." salt=".." wrapped=".."/>   (once that side's set)
 *     <key for="union" by="referee" wrapped="base64"/>
 *     <key for="confederate" by="referee" wrapped="base64"/>
 *   </keyring>
 *
 * Once the referee's passphrase is set, every battle whose seed is not revealed ends with
 * exactly three sealed parts, whatever it holds:
 *
 *   <sealed for="referee">base64</sealed>
 *   <sealed for="union">base64</sealed>
 *   <sealed for="confederate">base64</sealed>
 *
 * Each is XChaCha20-Poly1305 of a padded <part> (see below) under that reader's data key, with
 * "ffbridge sealed|KEYRING ID|BATTLE ID|READER" as associated data; the three are padded to
 * one length first, so that no part's size counts what it holds. The referee's part holds the
 * whole record: the seed and phrases, the roll log, both sides' flank-march orders, the
 * encounters, ratings, P-rolls and the draft result. A side's part holds its stored OOB and
 * its player's view, <player-view side="union"><neutral view="union">...</neutral>
 * </player-view> (ffb_neutral_player_view, ffb-xml-neutral.h), added by
 * ffb_xml_write_sealed_campaign while the referee's key is unlocked: what that player may know at
 * the clock's present, without the seed and without roll counters. (Parts sealed before views
 * were written hold a side's orders, ratings, P-rolls and rolls in its own part; they still
 * open.) A battle's card play (ffb-xml-cards.h) is the referee's record, but each <pick> goes
 * into its side's part (the referee's key opens it too), so that a pick not yet revealed is
 * its side's alone; the side's view holds his hand and pick. In clear stay the battle's setup
 * and forces, the neutral party's commitment, whether the pre-battle rolls are made, whether
 * the battle plays with cards and with which deck (<cards deck=".."/>, empty), and the clock. Once the seed is revealed (the aftermath
 * applied) the battle is written in clear, so that anyone can verify it. The same holds for
 * the campaigns kept by the history (without views).
 *
 * A part: <part><at parent="battle|neutral|dice|cards" index="N"> the element as it stood, the
 * N-th element child of its parent </at>... <dice-secret seed=".." union-phrase=".."
 * confederate-phrase=".."/></part>. */
#pragma once

#include <libxml/tree.h>
#include "ffb-campaign.h"
#include "ffb-keyring.h"

G_BEGIN_DECLS

/* The key under which ffb_xml_unseal_battles keeps a <campaign-dice> whose seed stays sealed
 * (no battle id can start with '#'). Sealed, the element reads
 * <campaign-dice commitment="hex" sealed-seed="base64"/>, the seed sealed for the referee with
 * "ffbridge sealed|KEYRING ID|#campaign-dice|referee" as associated data. */
#define FFB_XML_CAMPAIGN_DICE_KEPT FFB_CAMPAIGN_SEALED_DICE

/* The campaign's action deck (C2, ffb-xml-cards.h) is dealt from the campaign seed, the
 * referee's: its record is sealed for him alone, <action-cards deck="marian" sealed="base64"/>
 * (a <part> of its choices, "ffbridge sealed|KEYRING ID|#action-cards|referee" as associated
 * data), and kept aside under FFB_CAMPAIGN_SEALED_ACTION_CARDS when his key is not given. */

/* Adds <keyring> to `root` once the keyring has an id (its first passphrase). */
void        ffb_xml_write_keyring (xmlNode *root, const FfbKeyring *keyring);
/* The keyring of a campaign element (a new one when it has none). */
FfbKeyring *ffb_xml_read_keyring (xmlNode *root, const char *source, GError **error);

/* Seals every battle of the document (the campaign and those kept by its history) that is not
 * sealed yet and whose seed is not revealed. Needs the referee's key: refused, with nothing
 * changed... */
gboolean    ffb_xml_seal_document (xmlNode *root, const FfbKeyring *keyring, GError **error);

/* Opens the sealed parts of the campaign's own battles with the keys unlocked in `keyring`.
 * A battle whose parts all open gets its elements back where they stood (the players' views
 * are dropped: they are worked out again on the next save). Otherwise its sealed parts and
 * the public part of its neutral party are taken out of the tree, as XML, into `kept`
 * (battle id -> char*), to be written back unchanged (ffb_xml_write_kept); a side's part
 * that did open (with its passphrase) gives back its stored OOB and, as the battle's
 * <neutral view="SIDE">, its player's view. A `view` attribute anywhere else is dropped. The
 * campaigns kept by the history stay sealed: undo opens them. */
gboolean    ffb_xml_unseal_battles (xmlNode *root, const FfbKeyring *keyring, GHashTable *kept,
                                    const char *source, GError **error);
/* Appends the nodes kept for a battle (from ffb_xml_unseal_battles) to its element. */
void        ffb_xml_write_kept (xmlNode *battle_node, const char *kept_xml);

/* TRUE when the document holds a keyring with the referee's passphrase: its secrets are
 * sealed. */
gboolean    ffb_xml_is_sealed (xmlNode *root);

G_END_DECLS
