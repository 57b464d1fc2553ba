/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-resources.h: the engine's built-in data (rule set, schemas, demo campaign, decks, leader
 * libraries). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_RESOURCE_PREFIX "/io/github/ffbridge/ffbridge/engine/"
#define FFB_RESOURCE_DEFAULT_RULES FFB_RESOURCE_PREFIX "rules/default.xml"
#define FFB_RESOURCE_RULES_SCHEMA FFB_RESOURCE_PREFIX "schema/rules.rng"
#define FFB_RESOURCE_CAMPAIGN_SCHEMA FFB_RESOURCE_PREFIX "schema/campaign.rng"
#define FFB_RESOURCE_DEMO FFB_RESOURCE_PREFIX "samples/demo.ffbridge"
#define FFB_RESOURCE_DECK_SCHEMA FFB_RESOURCE_PREFIX "schema/deck.rng"
#define FFB_RESOURCE_BLOCKS_SCHEMA FFB_RESOURCE_PREFIX "schema/blocks.rng"
/* The built-in decks: FFB_RESOURCE_DECKS "haggerty.xml"... */
#define FFB_RESOURCE_DECKS FFB_RESOURCE_PREFIX "decks/"
#define FFB_RESOURCE_LEADERS_SCHEMA FFB_RESOURCE_PREFIX "schema/leaders.rng"
/* The built-in leader libraries: FFB_RESOURCE_LEADERS "seed-002.xml" (RULES.md L3). */
#define FFB_RESOURCE_LEADERS FFB_RESOURCE_PREFIX "leaders/"
#define FFB_RESOURCE_TABLES_SCHEMA FFB_RESOURCE_PREFIX "schema/tables.rng"
/* The built-in referee's tables: FFB_RESOURCE_TABLES "seed-002.xml", "seed-003.xml" (T). */
#define FFB_RESOURCE_TABLES FFB_RESOURCE_PREFIX "tables/"
#define FFB_RESOURCE_TACTICS_SCHEMA FFB_RESOURCE_PREFIX "schema/tactics.rng"
/* The built-in tactical rule sets other than Fire & Fury: FFB_RESOURCE_TACTICS "ID.xml", one a
 * file, found by listing the folder (RULES.md Q). */
#define FFB_RESOURCE_TACTICS FFB_RESOURCE_PREFIX "tactics/"

/* Registers the built-in data once. Every engine function that reads it calls this, so a
 * static link never loses the resource to the linker. */
void ffb_resources_ensure (void);

G_END_DECLS
