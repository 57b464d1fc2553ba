/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-limits.h: how large and how deep a file ffbridge reads may be, in one place.
 *
 * Every file is measured by a streaming pre-pass (ffb-xml-limits.h) before it is parsed
 * into a tree and validated, because RelaxNG validation grows much faster than the file: a
 * hostile file far beyond what a real campaign holds could otherwise freeze the app for
 * minutes. The limits are generous for real use (a whole CW campaign, 1861-1865, with every
 * battle fought and its history) and every file inside all of them loads in well under a
 * second (tests/bench/run-bench-limits). DESIGN.md (Files) and the README list them too. */
#pragma once

#include "ffb-history.h"
#include "ffb-deck.h"

/* Bytes of any one file: a real campaign with its history is a few MiB at most. */
#define FFB_LIMIT_FILE_BYTES (8 * 1024 * 1024)
/* Elements in any one file, all counted (the kept campaigns of the history too). */
#define FFB_LIMIT_ELEMENTS 100000
/* Elements inside one another: a campaign kept by the history, holding a battle's stored
 * OOB down to its brigades, is about 12 deep. */
#define FFB_LIMIT_NESTING 40
/* Attributes (namespace declarations too) of one element: the most any element of ours has
 * is about 12. libxml2 checks an element's attributes against each other, a time that grows
 * with their square: 100,000 on one element took a minute before the pre-pass counted them. */
#define FFB_LIMIT_ATTRIBUTES 64

/* The game has about 60 leader counters and 40 SP groups a side. */
#define FFB_LIMIT_LEADERS_PER_SIDE 250
#define FFB_LIMIT_SP_GROUPS_PER_SIDE 250
/* Battles in one campaign (about 20 CW turns, a few battles each). */
#define FFB_LIMIT_BATTLES 200
/* Leaders and SP groups a side brings to one battle. */
#define FFB_LIMIT_FORCE_ENTRIES (FFB_LIMIT_LEADERS_PER_SIDE + FFB_LIMIT_SP_GROUPS_PER_SIDE)
/* Units (commands, brigades, batteries) of one side's stored OOB, or named in one side of a
 * battle result. */
#define FFB_LIMIT_OOB_UNITS 2000
/* Rolls of the fair dice in one battle, or in one change of the history. */
#define FFB_LIMIT_ROLLS 4000
/* Changes in the campaign's history (aftermaths and promotion rolls). */
#define FFB_LIMIT_HISTORY_CHANGES 1000
/* Campaigns kept by the history for undo: only the last FFB_HISTORY_UNDO_DEPTH changes
 * keep one (ffb-history.h); a file with more was not written by ffbridge. */
#define FFB_LIMIT_KEPT_CAMPAIGNS FFB_HISTORY_UNDO_DEPTH
/* Entries on the promotion track. */
#define FFB_LIMIT_PROMOTIONS (2 * FFB_LIMIT_LEADERS_PER_SIDE)
/* Elements of an embedded rule set (the built-in one has about 120). */
#define FFB_LIMIT_RULE_SET_ELEMENTS 2000

/* Elements of one deck file (the Haggerty deck has about 80). */
#define FFB_LIMIT_DECK_ELEMENTS 1000
/* Elements of one leader library (seed 002's has about 220; a leader is at most 5). */
#define FFB_LIMIT_LIBRARY_ELEMENTS 6000
/* Elements of one file of referee's tables (seeds 002 and 003 hold about 110). */
#define FFB_LIMIT_TABLES_ELEMENTS 6000

/* Characters of a name (campaign, leader, SP group, battle): the editor's limit. */
#define FFB_MAX_NAME 80
/* Characters of a rule's text in a rule set (<rule-texts>): one sentence. rules.rng says the
 * same. */
#define FFB_MAX_RULE_TEXT 300
/* Bytes of any other attribute value or note: a sentence, an id, a hash, a number. */
#define FFB_LIMIT_VALUE_BYTES (64 * 1024)
