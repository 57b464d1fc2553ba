/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-built-in.h: campaigns made from what is built into the binary: the default rule
 * set (data/rules/default.xml) and the demo campaign (data/samples/demo.ffbridge). Both are
 * read from their XML here, in the file layer, so that the model itself parses nothing. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Takes a reference to `rules`, whose set is then embedded when saved (rules_ref NULL).
 * With NULL it uses the built-in default set, saved by name (rules_ref "default"). */
FfbCampaign *ffb_xml_new_campaign (FfbRules *rules);

/* A new, empty campaign on the built-in rule set: "New campaign", at the war's first CW
 * turn (Mar-Apr 1861), with no leaders, SP groups or battles. */
FfbCampaign *ffb_xml_new_empty_campaign (void);

/* The built-in demo campaign (data/samples/demo.ffbridge, embedded as a resource). */
FfbCampaign *ffb_xml_new_demo_campaign (GError **error);

G_END_DECLS
