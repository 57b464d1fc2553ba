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
/* Writes `oob` as an <oob> element of `parent`, as the campaign file keeps it: what was
 * organized, which ffb_xml_read_oob reads back. */
void    ffb_xml_write_oob (xmlNode *parent, const FfbOob *oob);
/* Writes `oob` as the XML export's <oob> (data/schema/export.rng): the same units, with what
 * `rules` work out of them (labels, totals, leaders' names and stars) in the words of
 * `tactics` when the battle is fought with them (Q1, Q4; NULL: FF's), then its findings. The
 * one writer of an OOB serves both, so that the export and the file cannot drift apart. */
void    ffb_xml_write_oob_export (xmlNode *parent, const FfbOob *oob, const FfbRules *rules,
                                  const FfbTactics *tactics);

G_END_DECLS
