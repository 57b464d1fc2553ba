/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-oob.h: a battle's stored order of battle in the campaign file:
 *
 *   <oob side="union">
 *     <army id="union" name="Union army" leader="curtis" rating="sealed">
 *       <corps id="union.c1" name="I Corps" leader="sigel" rating="average">
 *         <division id="union.c1.d1" name="1st Division">          (no leader: generated)
 *           <brigade id="union.c1.d1.b1" name="1st Brigade" stands="8" experience="veteran"
 *                    cavalry="false" starts-worn="false" sp-group="us-1" rating="sealed"/>
 *           <battery id="union.c1.d1.a1" name="1st Battery" horse="false"/>
 *
 * Leader names and stars come from the campaign's leaders; the army radius and re-rolls from
 * the army leader (R11); findings are worked out again on load, never stored. */
#pragma once

#include <libxml/tree.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Reads an <oob> element of `battle`. Every reference is checked against the campaign; errors
 * are FFB_ERROR_MEANING "source:line: ...". */
FfbOob *ffb_xml_read_oob (xmlNode *node, FfbCampaign *campaign, const FfbBattle *battle,
                          const char *source, GError **error);
void    ffb_xml_write_oob (xmlNode *parent, const FfbOob *oob);

G_END_DECLS
