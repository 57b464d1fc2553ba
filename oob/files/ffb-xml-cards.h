/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-cards.h: a battle's card play in the campaign file (RULES.md C1, issue 15), inside
 * its <neutral>, after the results and notices and before the clock:
 *
 *   <cards deck="haggerty">                 the deck the referee turned on (a built-in id)
 *     <deal/>                               C1D: a new turn; the deal follows from the seed
 *     <pick side="union" card="KH"/>        C1E: sealed in the Union's part until revealed
 *     <pass side="confederate"/>            C1F
 *     <reveal/>                             C1E
 *     <play side="union" card="joker.1"/>   C1E: a further card
 *     <charge side="union"/>                C1C, C1E: a Charge made with his cards played
 *     <done side="union"/>                  C1E: his plays of the round are complete
 *   </cards>
 *
 * Only the choices are kept, in the order made; night/ffb-cards.h rebuilds the state from
 * them and the battle's seed. Sealed (ffb-xml-seal.h), <cards> and its deck stay in clear
 * (whether a battle plays with cards is public), each <pick> goes into its side's part and
 * every other choice into the referee's (a <charge> too: no secret, but part of the record
 * that replays whole; the views carry the counts).
 *
 * A player's view (in his sealed part, inside <neutral view="SIDE">) holds no choice but the
 * state he may see, every attribute written but those of the Charges where there are none:
 *
 *   <cards deck="haggerty">
 *     <state side="union" shuffles="1" turn="1" round="2" phase="picking" first="union"
 *            passed-union="false" passed-confederate="false" pick-union="KH"
 *            pick-confederate="?"                 (a pick absent: none; "?": made, hidden)
 *            melee-turn="1" melee-round="1"       C1E: the round last ended, until the next
 *            melee-charges-union="2"              reveal: each side's Charges and who
 *            melee-charges-confederate="1"        chooses the melee order (absent: none); in
 *            melee-chooser="union">               a round's plays, charges-union= and
 *                                                 charges-confederate= (absent: 0)
 *       <pile of="draw" cards="? ? ?"/>           every pile once, in this order: draw,
 *       ...                                       discard, drawn, hand-union,
 *     </state>                                    hand-confederate, played-union,
 *   </cards>                                      played-confederate; "?" a hidden card
 *
 * Every card must be one of the deck's; errors name the element and line. */
#pragma once

#include <libxml/tree.h>
#include "ffb-campaign.h"
#include "ffb-neutral-record.h"

G_BEGIN_DECLS

/* A hidden card in a player's view (FFB_CARD_HIDDEN in memory), in both systems' files. */
#define FFB_XML_HIDDEN_CARD "?"

/* The word `card` is written as: its id, or FFB_XML_HIDDEN_CARD for one the reader may not
 * see. */
const char *ffb_xml_card_word (const char *card);
/* `pile` as a <pile of="NAME" cards="KH ? QS"/> child of `parent`: both systems' writer. */
void        ffb_xml_write_card_pile (xmlNode *parent, const char *name, const GPtrArray *pile);

/* Reads <cards> into neutral->cards; a <state> only in a player's view (neutral->view). */
gboolean ffb_xml_read_cards (xmlNode *node, FfbNeutral *neutral, const char *source,
                             GError **error);
/* Writes `play` as a <cards> child of `parent`. */
void     ffb_xml_write_cards (xmlNode *parent, const FfbCardPlay *play);

/* C2, the campaign's action deck, after its <campaign-dice>: the deck (a built-in action deck)
 * and the choices, which night/ffb-action-play.h replays on the campaign's dice:
 *
 *   <action-cards deck="marian">
 *     <deal/>                                    C2B: a year dealt
 *     <pick side="union" card="action-2.3"/>     C2C
 *     <pass-with side="confederate" card="supply-2.1"/>
 *     <reveal/>
 *     <end-turn/>
 *     <mississippi-held/> <mississippi-open/>    C2E: the referee's flag
 *   </action-cards>
 *
 * Sealed for the referee as a whole (ffb-xml-seal.h), as the campaign seed it is dealt from,
 * <action-cards deck="marian" sealed="base64">, with each side's view in a part of his own
 * (ffb-xml-action-view.h). */
gboolean ffb_xml_read_action_cards (xmlNode *node, FfbCampaign *campaign, const char *source,
                                    GError **error);
void     ffb_xml_write_action_cards (xmlNode *parent, const FfbCardPlay *play);
/* The deck of an <action-cards> (sealed or not): its own <deck>, or the built-in one its deck=
 * names; an action deck (C2), or NULL with an error naming the line. */
FfbDeck *ffb_xml_read_action_deck (xmlNode *node, const char *source, GError **error);

G_END_DECLS
