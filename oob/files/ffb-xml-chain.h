/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-chain.h: the signed record of a campaign file's writes (ffb-chain.h) in the file,
 * the campaign's last child:
 *
 *   <signed-record public-key="base64" sealed-key="base64">
 *     <link n="1" generation="N" previous="" state="hex" signature="base64"/>
 *     ...
 *     <link n="K" generation="N" previous="hex" state="hex" signature="base64">
 *       <part name="battle:pea-ridge/force:union" digest="hex"/>
 *       ...
 *     </link>
 *   </signed-record>
 *
 * Only the last link keeps its parts (ffb-xml-chain-parts.h): the file is what it signed, and
 * an older link's state is enough to chain it. The secret half of the key is sealed for the
 * referee (ffb_keyring_open_chain_key). */
#pragma once

#include <libxml/tree.h>
#include "ffb-keyring.h"

G_BEGIN_DECLS

/* Reads the record of the campaign element `root` into `keyring`'s chain (a file without one
 * keeps the chain it has: a campaign reloaded from memory keeps its own), takes it out of the
 * tree, and holds the file as parsed against it: the chain's state and problems say whether
 * every part is what the last link signed (a part changed, added or taken out is one sentence
 * naming it) and whether the links hold (ffb_chain_check_links). With the referee's key
 * unlocked, its signing key is also shown to be his. Refuses (FFB_ERROR_MEANING, naming the
 * line) a record that is not one: a link or part without its attributes, a number that is
 * not one, more links or parts than FFB_XML_CHAIN_MAX_LINKS or FFB_XML_CHAIN_MAX_PARTS. */
#define FFB_XML_CHAIN_MAX_LINKS 100000
#define FFB_XML_CHAIN_MAX_PARTS 100000
gboolean ffb_xml_read_chain (xmlNode *root, FfbKeyring *keyring, const char *source,
                             GError **error);

/* Signs a write of the document `root` (sealed already, ffb_xml_seal_document) and adds the
 * record to it: in the referee's session, a new link of the keyring's generation over the
 * document's parts (the key made with his first sealed write); in any other, the record as
 * it was read, unchanged. A campaign that is not sealed is not signed: nothing is added. */
gboolean ffb_xml_sign_document (xmlNode *root, FfbKeyring *keyring, GError **error);

G_END_DECLS
