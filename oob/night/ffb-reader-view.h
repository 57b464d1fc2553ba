/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-view.h: a reader's view, what one reader may see of a battle at one turn (RULES.md
 * R6, R7, "Fair dice").
 *
 * A reader's view is the only way a printed sheet, an HTML page or a player's screen should
 * learn about a battle's secrets (what the app calls his copy is this view printed or shown): it is
 * built for one reader (the referee, or one side's player) at one battle turn and holds nothing
 * that reader may not see. A player's view holds:
 *  - the public setup of the battle (ground, day, ratio) and the dice commitment and phrases
 *    (the seed too, once revealed);
 *  - his own side's OOB only, each leader's and brigade's rating as he knows it at that turn
 *    (fixed by the rule, or rolled and sealed to him; SEALED otherwise);
 *  - his own flank-march orders, with their sizes and the exact odds of each march
 *    (R7B(1)), and their results once announced; from an encounter's notice, what became of
 *    his march in it and, for the larger march, the brigades he may pick to arrive (R7B(5a));
 *  - the sealed results he may see (ffb-secrets.h), without their roll counters;
 *  - the public notices told up to that turn;
 *  - his army's re-roll allowance, and the re-rolls he may force on the other army (R11D);
 *  - the breastworks (R7C), if he is the defender who builds them.
 * Of the other side a player's view holds nothing beyond the public notices: no OOB, no
 * names, no ratings, no counts, not even how many rolls were made or how many flank marches
 * exist. (Roll counters are left out for that reason: the gaps between a side's own counters
 * would count the other side's rolls.)
 *
 * The referee's view holds everything, the whole dice log included. Each of these rules is
 * one question of ffb-reader-knows.h, which a player's sealed part of the file
 * (ffb_reader_view_sealed) asks too. */
#pragma once

#include <glib.h>
#include "ffb-battle-clock.h"
#include "ffb-campaign.h"
#include "ffb-flank.h"
#include "ffb-neutral-record.h"
#include "ffb-oob.h"
#include "ffb-secrets.h"
#include "ffb-tactics.h"

G_BEGIN_DECLS

/* One flank march as its owner (or the referee) sees it. */
typedef struct
{
  FfbFlankOrder *order;  /* a copy; its results (rolled, march, turns, arriving) only once the
                          * reader may know them, else as given */
  char *leader_name;
  int initiative;        /* the leader's CW initiative (R7B(1)) */
  int modifier;          /* R7C: the ground's modifier to its arrival die */
  FfbFlankSize size;
  FfbMarchOdds odds;     /* exact chances of swift, deliberate, plodding */
  /* R5-R5B, R7C, R7D: why the stored order may not go (FfbFinding*, empty when it may).
   * Orders are checked when given, but a file may hold one given before the ground or the
   * OOB changed, or edited by hand; every copy says so. */
  GPtrArray *findings;
  /* R5B: the path of the command its leader leaves on the table ("1st Division, I Corps"),
   * which the copy's OOB gives a generated Average leader; NULL when none. */
  char *left_command;

  /* R7B(5a), (5b), from the encounter's notice on (the referee's copy: always), so that the
   * owner of the larger march can pick what arrives before he learns when it enters. `met`:
   * it met the enemy's march off table. For the larger march only: `allowed`, the stands in
   * excess of the enemy's (each cavalry stand counting double) that may arrive; `proposed`,
   * the brigades the app proposes (ids, largest first); `arriving`, those that arrive now
   * (the proposal or its owner's pick; empty when no whole brigade fits and it never
   * arrives); `may_pick`, whether its owner may still change them at the copy's turn (until
   * it enters). Zero and NULL otherwise. Nothing of the enemy's march is here: these are worked
   * out for the reader's own marches only. */
  gboolean met;
  gboolean larger;
  int allowed;
  GPtrArray *proposed;   /* char* brigade ids, or NULL */
  GPtrArray *arriving;   /* char* brigade ids, or NULL */
  gboolean may_pick;
} FfbReaderViewOrder;

typedef struct
{
  FfbReader reader;
  int turn;              /* the battle turn shown: 0 before the battle */
  char *when;            /* "before the battle", "day 1, turn 3 (0600)" */

  /* The public setup (R1-R3, R8, R7C). */
  char *battle_id;
  char *battle_name;
  char *hex;
  int year;
  FfbMonths months;
  FfbTerrain terrain;
  FfbRiver river;
  FfbSide attacker;
  int stands_per_sp;
  int batteries_per_sp;
  int turns_in_day;
  FfbGroundEffect ground;
  /* Q1: the battle's tactical rules (a reference), NULL for Fire & Fury: what every copy's
   * OOB is written in (Q4), the same for every reader. */
  FfbTactics *tactics;
  /* R7D: the sides that start Demoralized, the CW map's public state. */
  gboolean demoralized[FFB_N_SIDES];

  /* Fair dice: the commitment (NULL before the dice have a seed), the phrases ("" when not
   * given), the seed once revealed (else NULL). */
  char *commitment;
  char *phrases[FFB_N_SIDES];
  char *seed;
  /* Fair dice, decision 3: the fingerprint of the key the referee's session signs the file
   * with (ffb-chain.h), shown beside the commitment so that the players can compare it with
   * what `verify` says; NULL before the file is signed. */
  char *signing_key;

  /* The reader's own OOB (the referee's copy: both), a copy with the ratings he knows; NULL
   * for a side he may not see. */
  FfbOob *oobs[FFB_N_SIDES];
  /* R7C: inches of breastworks for the defender, from his on-table stands; -1 when the reader
   * is the attacker. */
  int breastworks_inches;
  /* R11D per turn: rerolls[s].own are side s's own re-rolls, rerolls[s].forced those its
   * opponent may force on it. A player sees his own side's, and of the other only .forced
   * (what he may force); the other's .own is 0 in his copy. */
  FfbRerolls rerolls[FFB_N_SIDES];

  GPtrArray *orders;     /* FfbReaderViewOrder*: the reader's own (the referee: all) */
  GPtrArray *secrets;    /* FfbSecret*: visible to the reader at `turn`, roll -1 for players */
  GPtrArray *notices;    /* FfbNotice*: told up to `turn` */
  GPtrArray *rolls;      /* FfbRoll*: the whole dice log for the referee; empty for players */
} FfbReaderView;

/* Builds the copy of `battle` for `reader` at battle `turn` (-1: the clock's present). The
 * battle's OOBs are organized and stored first if need be. FFB_ERROR_INVALID for a turn after
 * the clock's present (it has not been played). */
FfbReaderView *ffb_reader_view_new (FfbCampaign *campaign, FfbBattle *battle, FfbReader reader,
                                    int turn, GError **error);
void           ffb_reader_view_free (FfbReaderView *view);

/* "Union player's copy", "Referee's copy": what the view is called where it is shown. */
const char *ffb_reader_view_title (const FfbReaderView *view);
/* The view as plain text, for the terminal and `ffbridge-cli convert --copy`. */
char       *ffb_reader_view_to_text (const FfbReaderView *view, const FfbRules *rules);

/* What `side`'s player may know of the battle at the clock's present, for his sealed part of
 * the campaign file ("Secrets at rest"): the dice's commitment and phrases (no seed) and the
 * rolls his results rest on, renumbered so that their counters count nothing of the other
 * side's; his own flank marches (their results from their notice on; from an encounter's
 * notice, the brigades that arrive); the encounters told to him, as his copy tells them; his
 * ratings and P-rolls; the clock; and every public notice told so far. Nothing of the other
 * side's. A reader's view (ffb_reader_view_new) built on it reads as one built on the
 * referee's whole record. Both forms are built by the rules of ffb-reader-knows.h. */
FfbNeutral *ffb_reader_view_sealed (FfbNeutral *neutral, FfbCampaign *campaign,
                                    FfbBattle *battle, FfbSide side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbReaderView, ffb_reader_view_free)

G_END_DECLS
