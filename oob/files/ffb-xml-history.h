/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-history.h: the campaign's history in its file (campaign.rng, "history"):
 *
 *   <history>
 *     <change kind="aftermath" battle="pea-ridge" turn="6">
 *       <note rule="R9">The Confederate army wins, 14 victory points to 9...</note>
 *       <dice stream="pea-ridge.aftermath" seed="64 hex" commitment="64 hex">
 *         <roll counter="0" purpose="R9C demoralization: confederate" sides="3" raw="2"
 *               modifier="0" result="2" audience="everyone" reveal-turn="0"/>
 *       </dice>
 *       <before>
 *         <campaign format-version="1" ...> the whole campaign before the change,
 *                                           without its history </campaign>
 *       </before>
 *     </change>
 *     <change kind="promotion-phase" turn="10"> ... </change>
 *     <change kind="promotion-draw" side="union" turn="10"> ... </change>
 *     <change kind="block-battle" turn="3">
 *       <note rule="C2F">round 1.</note> ...
 *       <block-battle outcome="defender-wins">
 *         <prefer block="d2"/>  the owners' choices among equal blocks, given before the fight
 *         <blocks format-version="1" ...> the battle before its fight (blocks.rng) </blocks>
 *       </block-battle>
 *       <dice ...> ... </dice>
 *     </change>
 *   </history>
 *
 * The campaign kept in <before> is checked by the schema as a campaign, and loaded in full
 * only when the change is undone. */
#pragma once

#include <libxml/tree.h>
#include "ffb-history.h"

G_BEGIN_DECLS

/* Reads a <history> element into the campaign's history. FFB_ERROR "source:line: ...". */
gboolean ffb_xml_read_history (xmlNode *node, FfbCampaign *campaign, const char *source,
                               GError **error);
/* Adds a <history> element to `root` when the campaign has any changes. With `kept` NULL, each
 * change is written into the tree, its kept campaign parsed into it (a file's, which is sealed
 * part by part). Else each change is a placeholder, and its text is added to `kept`: made once
 * and kept with the change, its kept campaign spliced in as text. The campaign's text in
 * memory (an undo snapshot, on the main loop before every edit) then costs no parse of the
 * campaigns a history keeps nor a new writing of its rolls, nine tenths of a long campaign's
 * text (issue 34). */
void     ffb_xml_write_history (xmlNode *root, FfbCampaign *campaign, GPtrArray *kept);
/* `text`, a document written with `kept`, with each placeholder replaced by its text, in
 * order; `text` is freed (returned as it is when nothing is kept). */
char    *ffb_xml_history_splice (char *text, const GPtrArray *kept);
/* A placeholder in `parent` for `text` (not copied: it must outlive the splice), an element
 * written before as it stands at that place, indentation and all; added to `kept`. */
void     ffb_xml_history_add_kept (xmlNode *parent, GPtrArray *kept, const char *text);

G_END_DECLS
