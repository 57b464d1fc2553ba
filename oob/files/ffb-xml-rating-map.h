/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rating-map.h: a rating mapping (RULES.md L3, ffb-rating-map.h) as its element holds
 * it, in a leader library file (<ratings>, data/schema/leaders.rng) and in a campaign
 * (<leader-ratings>, data/schema/campaign.rng):
 *   <rating name="tactical|initiative|army-command" from="command|administrative"
 *           [if-missing="N"]> <band from="N" to="N" gives="N"/>... </rating>, one a rating. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include "ffb-rating-map.h"

G_BEGIN_DECLS

/* Reads `section`'s <rating> elements into `maps` (FFB_N_LIBRARY_RATINGS of them), each map's
 * line kept; refuses a rating named twice or left out, with file and line. The bands are not
 * checked here: ffb_rating_maps_check does it. */
gboolean ffb_xml_read_rating_maps (xmlNode *section, FfbRatingMap *maps, const char *source,
                                   GError **error);
/* Writes `maps` as an `element` child of `parent`. */
void     ffb_xml_write_rating_maps (xmlNode *parent, const char *element,
                                    const FfbRatingMap *maps);

G_END_DECLS
