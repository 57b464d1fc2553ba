/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-action-view.h: a player's view of the campaign's action deck (RULES.md C2, "Secrets
 * at rest"; issue 30, item 12), as his own sealed part of the action deck's record holds it
 * (ffb-xml-seal.h). The referee's session works it out from the whole record
 * (ffb_action_cards_view: his hand and pick, the other's as hidden cards, the undealt cards
 * hidden) and seals it for that side alone:
 *
 *   <player-view side="union" year="1" turn="2" phase="picking" mississippi="false"
 *                player1="union" pick-union="action-2.3" passing-union="false"
 *                pick-confederate="?" passing-confederate="false">
 *     <pile of="draw" cards="? ? ?"/>          every pile once, in this order: draw,
 *     <pile of="discard" cards="supply-2.1"/>  discard, hand-union, hand-confederate;
 *     ...                                      "?" a hidden card
 *   </player-view>
 *
 * where-union= and where-confederate= (C2E: east, west, georgia) only once said. Every card
 * must be one of the deck's; errors name the element and line. */
#pragma once

#include <libxml/tree.h>
#include "ffb-action-state.h"
#include "ffb-card-play.h"
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Writes `view`, `side`'s, as a <player-view> child of `parent`. */
void            ffb_xml_write_action_view (xmlNode *parent, const FfbActionCards *view,
                                           FfbSide side);
/* Reads a <player-view> of `side` on `deck`; NULL with FFB_ERROR_MEANING naming the line. */
FfbActionCards *ffb_xml_read_action_view (xmlNode *node, const FfbDeck *deck, FfbSide side,
                                          const char *source, GError **error);
/* `side`'s view of the action deck of `campaign`, a sealed campaign opened with his passphrase
 * (its record kept aside): read from his own part with his key, as the referee's last save
 * wrote it. A play of the deck whose view_state is the FfbActionCards he may see; NULL with an
 * error when his key is not unlocked or his part does not open (it names the part);
 * `source` names the file in the messages. */
FfbCardPlay    *ffb_xml_open_action_view (FfbCampaign *campaign, FfbSide side,
                                          const char *source, GError **error);

G_END_DECLS
