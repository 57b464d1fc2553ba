/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-seal.h: secrets sealed in the campaign file (RULES.md "Secrets at rest"). The model
 * never sees ciphertext: sealing happens on the finished XML tree before it is written, and
 * unsealing on the parsed tree before the schema and the model see it.
 *
 * The keyring, public (wrapped keys only):
 *
 *   <keyring id="32 hex" generation="N">
 *     <key for="referee" ops="3" mem="268435456" salt="base64" wrapped="base64"/>
 *     <key for="union" ops=".." mem=".." salt=".." wrapped=".."/>   (once that side's set)
 *     <key for="union" by="referee" wrapped="base64"/>
 *     <key for="confederate" by="referee" wrapped="base64"/>
 *   </keyring>
 *
 * Once the referee's passphrase is set, every battle whose seed is not revealed ends with
 * exactly three sealed parts, whatever it holds:
 *
 *   <sealed for="referee" generation="N">base64</sealed>
 *   <sealed for="union" generation="N">base64</sealed>
 *   <sealed for="confederate" generation="N">base64</sealed>
 *
 * Each is XChaCha20-Poly1305 of a <part> (see below) under that reader's data key, padded to a
 * size worked out from the battle's clear part alone (ffb-xml-seal-size.h), so that neither a
 * part's size nor what a player opens from his own says anything of what the others hold.
 * Its associated data binds it to its place (RULES.md "Secrets at rest", decision 2):
 * "ffbridge sealed 2|KEYRING ID|PLACE|BATTLE ID|READER|GENERATION", PLACE "campaign" or, in a
 * campaign kept by the history for undo, "history" (ffb_xml_seal_context).
 *
 * Generations. The keyring's id is the campaign's identity, random, made with its first
 * passphrase (before it nothing is sealed). Its generation goes up at each write of the
 * referee's session (a save, an autosave), which seals every battle anew: it is the write's
 * time in milliseconds, or one more than the last when the clock says less, so that it tells
 * when, never how many writes a session made. Every sealed thing written then carries that
 * generation, in its attribute and in its associated data. On opening, the three parts of
 * a battle must be of one generation and, in the campaign itself, of the keyring's: a part
 * copied in from a backup, another battle or another file (or its attribute changed) is
 * refused, naming the part; so is one from the history put in the campaign's place. Rolling
 * back the keyring's generation with it does not help: every other sealed thing of the file
 * is of the newer one. What a file alone cannot tell is the whole of it rolled back to a
 * backup (the players' own devices are the later witness: README, "Secrets at rest"). A part
 * kept by the history keeps the generation it was sealed at.
 *
 * Files sealed before generations were kept (no generation= anywhere, associated data
 * "ffbridge sealed|KEYRING ID|BATTLE ID|READER") open as they are and are sealed with
 * generations on their next save; a file that has a generation refuses such a part. The
 * referee's part holds the
 * whole record: the seed and phrases, the roll log, both sides' flank-march orders, the
 * encounters, ratings, P-rolls and the draft result. A side's part holds its stored OOB and
 * its player's view, <player-view side="union"><neutral view="union">...</neutral>
 * </player-view> (ffb_reader_view_sealed, ffb-xml-neutral.h), added by
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
 * <campaign-dice commitment="hex" sealed-seed="base64" generation="N"/>, the seed sealed for the
 * referee with "ffbridge sealed 2|KEYRING ID|PLACE|#campaign-dice|referee|N" as associated
 * data, padded to FFB_XML_SEAL_SEED_SIZE. */
#define FFB_XML_CAMPAIGN_DICE_KEPT FFB_CAMPAIGN_SEALED_DICE

/* The campaign's action deck (C2, ffb-xml-cards.h) is dealt from the campaign seed, the
 * referee's: its record is sealed for him, and each side's view of it (his hand, and his pick
 * until the reveal: ffb-xml-action-view.h) in a part of its own for that side, as a battle's:
 *
 *   <action-cards deck="marian" sealed="base64" generation="N">
 *     <sealed for="union" generation="N">base64</sealed>
 *     <sealed for="confederate" generation="N">base64</sealed>
 *   </action-cards>
 *
 * sealed= a <part> of its choices, "ffbridge sealed 2|KEYRING ID|PLACE|#action-cards|referee|N"
 * its associated data, padded to a size from the campaign's year; each side's a <part> of his
 * <player-view>, "...|PLACE|#action-cards-union|union|N" (ffb_xml_action_cards_part_name),
 * padded to a fixed size (ffb-xml-seal-size.h). The sides' parts must be of the record's
 * generation and open with their keys when unlocked, or the file is refused naming the part;
 * the referee's record of what the file seals names them, so that one taken out is named too.
 * A file sealed before the sides' parts were written has none; his next save writes them.
 * Without the referee's key the whole element is kept aside under
 * FFB_CAMPAIGN_SEALED_ACTION_CARDS, and the model has no action deck; a player reads his view
 * from it with ffb_xml_open_action_part. */
#define FFB_XML_ACTION_CARDS_UNION "#action-cards-union"
#define FFB_XML_ACTION_CARDS_CONFEDERATE "#action-cards-confederate"

/* The name of `reader`'s part of the action deck's record in its associated data and in the
 * record of what the file seals: FFB_CAMPAIGN_SEALED_ACTION_CARDS for the referee's. No
 * battle id starts with '#'. */
const char *ffb_xml_action_cards_part_name (FfbReader reader);

/* Where a sealed thing sits: in the campaign itself, or in a campaign its history keeps. */
typedef enum
{
  FFB_SEAL_PLACE_CAMPAIGN,
  FFB_SEAL_PLACE_HISTORY,
} FfbSealPlace;

/* The associated data of the thing `name` (a battle's id, FFB_XML_CAMPAIGN_DICE_KEPT or
 * ffb_xml_action_cards_part_name) sealed for `reader` at `place` and `generation`; with
 * generation 0, that of a file sealed before generations were kept. */
char       *ffb_xml_seal_context (const FfbKeyring *keyring, FfbSealPlace place,
                                  const char *name, FfbReader reader, guint64 generation);

/* Adds <keyring> to `root` once the keyring has an id (its first passphrase). */
void        ffb_xml_write_keyring (xmlNode *root, const FfbKeyring *keyring);
/* The keyring of a campaign element (a new one when it has none). */
FfbKeyring *ffb_xml_read_keyring (xmlNode *root, const char *source, GError **error);

/* Seals every battle of the document (the campaign and those kept by its history) that is not
 * sealed yet and whose seed is not revealed. Needs the referee's key: refused, with nothing
 * changed... In the referee's session this is a new generation: the keyring's goes up by one
 * and the document's <keyring> says so; otherwise what was kept is written back as it came,
 * of the generation it came with. */
gboolean    ffb_xml_seal_document (xmlNode *root, FfbKeyring *keyring, GError **error);
/* Takes the generation of a write that `copy` (a copy of `keyring`) will seal elsewhere, on a
 * worker thread: `keyring` counts it as written at once, so that no write of its own, made
 * meanwhile, seals at the same generation. Nothing when the referee's key is locked (that
 * session seals nothing anew). */
void        ffb_xml_seal_reserve_generation (FfbKeyring *keyring, FfbKeyring *copy);

/* Opens the sealed parts of the campaign's own battles with the keys unlocked in `keyring`,
 * `root` being the campaign at `place` (FFB_SEAL_PLACE_HISTORY: one its history kept, opened
 * for undo); each sealed thing must be of the generation its place expects (see above), or
 * the file is refused naming it.
 * A battle whose parts all open gets its elements back where they stood (the players' views
 * are dropped: they are worked out again on the next save). Otherwise its sealed parts and
 * the public part of its neutral party are taken out of the tree, as XML, into `kept`
 * (battle id -> char*), to be written back unchanged (ffb_xml_write_kept); a side's part
 * that did open (with its passphrase) gives back its stored OOB and, as the battle's
 * <neutral view="SIDE">, its player's view. A `view` attribute anywhere else is dropped. The
 * campaigns kept by the history stay sealed: undo opens them. */
gboolean    ffb_xml_unseal_battles (xmlNode *root, const FfbKeyring *keyring,
                                    FfbSealPlace place, GHashTable *kept, const char *source,
                                    GError **error);
/* The referee's record of what the file seals (<keyring record="base64">: the names of the
 * battles with sealed parts, FFB_XML_CAMPAIGN_DICE_KEPT and the action deck's parts
 * (ffb_xml_action_cards_part_name) as the referee's last save wrote them, sealed for him at that generation, "#record" its
 * name in the associated data): checked when a file is opened with the referee's passphrase,
 * so that a battle whose sealed parts were taken out (an order gone with them) is refused,
 * naming it. `names` are those the file held before it was unsealed (ffb_xml_sealed_names).
 * TRUE without his key, and for a file sealed before generations. */
gboolean    ffb_xml_check_sealed_record (xmlNode *root, const FfbKeyring *keyring,
                                         const char *names, const char *source,
                                         GError **error);
/* The names of the campaign's sealed things, one a line (for the record). */
char       *ffb_xml_sealed_names (xmlNode *campaign);
/* The part of `side` of the action deck's record `cards` (an <action-cards> as the file holds
 * it, in the campaign's place), opened with his key in `keyring`: the <part> document, or
 * NULL with an error that names the part (no part of his, or one that does not open). */
xmlDoc     *ffb_xml_open_action_part (xmlNode *cards, FfbSide side, const FfbKeyring *keyring,
                                      const char *source, GError **error);
/* Appends the nodes kept for a battle (from ffb_xml_unseal_battles) to its element. */
void        ffb_xml_write_kept (xmlNode *battle_node, const char *kept_xml);

/* TRUE when the document holds a keyring with the referee's passphrase: its secrets are
 * sealed. */
gboolean    ffb_xml_is_sealed (xmlNode *root);

G_END_DECLS
