/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-neutral.h: a battle's neutral-party state in the campaign file, after its forces
 * and stored OOBs. Every attribute is written, in this order, so that the schema stays a
 * plain sequence:
 *
 *   <neutral rolled="true">
 *     <dice commitment="64 hex" seed="64 hex" revealed="false" union-phrase=""
 *           confederate-phrase="" derivation="2">
 *       <roll counter="0" purpose="R7A(3) brigade union.c1.d1.b1" sides="100" raw="23"
 *             modifier="0" result="23" audience="union" reveal-turn="0"/>
 *     </dice>                                                  (absent before the start)
 *     <flank-march side="union" flank="left" leader="sigel" rolled="true" roll="12"
 *                  march="deliberate" arrival-turn="9" notice-turn="8" partial="false">
 *       <unit ref="union.c1.d2"/>
 *       <arrives ref="union.c1.d2.b1"/>                        (only when partial)
 *     </flank-march>
 *     <encounter union-flank="left" met="true" roll="14" told-turn="3" larger="union"
 *                surplus="12"/>
 *     <rated side="union" unit="union.c1.d1.b1" rating="excellent" roll="3" turn="0"/>
 *     <p-roll side="union" brigade="union.c1.d1.b1" leader-unit="union.c1.d1" value="-1"
 *             roll="40" turn="5"/>
 *     <cards deck="haggerty">...</cards>                     (C1, once turned on:
 *                                                             ffb-xml-cards.h)
 *     <clock day="1" turn="5" night="false" ended="false" left="none" driven-off="false"
 *            overnight="false" end-turn="0" rerolls-used-union="0"
 *            rerolls-used-confederate="0"/>
 *   </neutral>
 *
 * A player's view of a sealed battle (ffb_reader_view_sealed), written only inside that
 * player's sealed part (ffb-xml-seal.h), reads <neutral rolled=".." view="union">: its
 * <dice> has no seed and no rolls, its rolls' counters are -1, and after the p-rolls come
 * the results and notices worked out for him in the referee's session:
 *     <shown rule="R7A(3)" subject="union.c1.d1.b1" audience="union" reveal-turn="0"
 *            made-turn="0" audience-turn="0">one sentence</shown>
 *     <told turn="3" rule="R7B(2)">one sentence</told>
 * The loader takes `view` only from a part it opened (ffb_xml_unseal_battles drops it
 * anywhere else), and refuses a view's elements in any other <neutral>.
 *
 * The seed is in the referee's file from the start (see ffb-dice.h). `derivation` is the one
 * the rolls were made with (ffb-dice.h); a file without it was rolled with derivation 1. A log is read as it
 * stands, tampered or not: ffb_neutral_verify is the judge of it. */
#pragma once

#include <libxml/tree.h>
#include "ffb-campaign.h"
#include "ffb-neutral-record.h"

G_BEGIN_DECLS

/* Reads a <neutral> element into battle->neutral. Errors are "source:line: ..." in
 * FFB_ERROR_MEANING (or FFB_ERROR_SCHEMA for a missing attribute). */
gboolean ffb_xml_read_neutral (xmlNode *node, FfbCampaign *campaign, FfbBattle *battle,
                               const char *source, GError **error);
/* Writes battle->neutral, when there is one, as a child of `parent`. */
void     ffb_xml_write_neutral (xmlNode *parent, const FfbBattle *battle);
/* Writes `neutral` (a player's view, or any other) as a child of `parent`. */
void     ffb_xml_write_neutral_state (xmlNode *parent, const FfbNeutral *neutral);
/* Writes one roll of the dice as a <roll> child of `parent` (the neutral party's dice and the
 * history's record of a change both keep them so). */
void     ffb_xml_write_roll (xmlNode *parent, const FfbRoll *roll);

G_END_DECLS
