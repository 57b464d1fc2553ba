/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tactics.h: a tactical rule set other than Fire & Fury (RULES.md Q), such as seed 003's
 * quick brigade rules. A battle is fought with Fire & Fury unless it names one of these
 * (FfbBattle.tactics). Like the rule set it is data, loaded from its file by the file layer
 * (ffb-xml-tactics.h; data/tactics/ is built in), so that a further set is a further file.
 * It holds only what the tactical rules change; the campaign's own rules (R5-R11) hold for
 * every battle. */
#pragma once

#include <glib.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* One line of the quick-reference block: "Infantry", "12\"". */
typedef struct
{
  char *label;
  char *text;
} FfbTacticsFigure;

/* A block of the quick reference: "Movement", its figures in the file's order. */
typedef struct
{
  char *name;
  GPtrArray *figures; /* FfbTacticsFigure* */
} FfbTacticsBlock;

typedef struct _FfbTactics FfbTactics;

struct _FfbTactics
{
  /*< private >*/
  gint ref_count;

  /*< public, read-only >*/
  char *id;          /* "quick-brigade": what a campaign file names */
  char *name;        /* "Quick brigade rules (seed 003)" */
  char *description; /* or NULL */
  char *rule;        /* the rule id its organizer's findings name: "Q1" */

  /* Q1: the ratio a battle takes when switched to this set (then agreed per battle). */
  int stands_per_sp;
  int guns_per_sp;

  /* Q1: brigades of min-max stands, aiming at the target; a division of a General and
   * min-max brigades. */
  int brigade_min_stands, brigade_target_stands, brigade_max_stands;
  int division_min_brigades, division_max_brigades;

  /* Q2: a stand is lost for every stand_hits hits; a gun is removed at gun_hits hits and
   * Shaken at gun_shaken_hits; a brigade is Shaken when it has lost more than this share of
   * its stands. */
  int stand_hits;
  int gun_hits;
  int gun_shaken_hits;
  double shaken_lost_over;

  /* Q2: the quick-reference block, FfbTacticsBlock* in the file's order. */
  GPtrArray *reference;

  /* RULES.md T: the table a brigade's activation is rolled on, by the id of its built-in
   * tables file ("seed-003") and its own ("activation"), with its shown name ("Activation")
   * as the file layer read it; all NULL for a set that activates no brigade by a roll. */
  char *activation_tables;
  char *activation_table;
  char *activation_name;
};

/* The id the CLI and the app give Fire & Fury, the tactical rules of every battle that names
 * no other. It is no file: Fire & Fury's numbers are the campaign's rule set. */
#define FFB_TACTICS_FIRE_AND_FURY "fire-and-fury"

/* The tactical rule-set format this build reads (<tactical-rules format-version="1">). */
#define FFB_TACTICS_FORMAT_VERSION 1

/* An empty set (every number 0, no reference block) for a reader to fill in. */
FfbTactics *ffb_tactics_alloc (void);
FfbTactics *ffb_tactics_ref (FfbTactics *tactics);
void        ffb_tactics_unref (FfbTactics *tactics);

FfbTacticsBlock *ffb_tactics_add_block (FfbTactics *tactics, const char *name);
void             ffb_tactics_add_figure (FfbTacticsBlock *block, const char *label,
                                         const char *text);

/* TRUE when every number is in its range and the limits agree with each other (a brigade's
 * target between its least and most, a gun Shaken before it is removed...); otherwise an
 * FFB_ERROR_INVALID naming the number and its set. */
gboolean    ffb_tactics_check (const FfbTactics *tactics, GError **error);

/* Q2: the stand count at which a brigade that started with `stands` stands is Shaken: it
 * has then lost more than the set's share of them. 0 when it cannot lose that many and
 * stay on the table. */
int         ffb_tactics_shaken_at (const FfbTactics *tactics, int stands);

/* Q2: the seed's word for a brigade of the campaign's experience (R4F): "Elite" for crack,
 * "Veteran", "Green". The seed's own three grades match the campaign's one for one. */
const char *ffb_tactics_experience_word (FfbExperience experience);

/* What a battle fought with `tactics` (NULL: Fire & Fury) calls things, for what people read.
 * Q1: its artillery counted: "3 batteries" for Fire & Fury (R4A), "3 guns" for a set, whose
 * artillery are guns. */
char       *ffb_tactics_artillery_count (const FfbTactics *tactics, int n);
/* One piece of its artillery: "Horse battery", "Battery"; or "Horse gun", "Gun". */
const char *ffb_tactics_artillery_name (const FfbTactics *tactics, gboolean horse);

/* Q1: the limits the organizer builds a battle's order of battle to, as a rule set: the
 * campaign's `base` set with every CW leader a General at the head of a division (no corps,
 * no army leader), the set's brigade and division limits, and a division's SPs as its most
 * brigades hold them at the target size at `stands_per_sp`. A new set of the caller's. */
FfbRules   *ffb_tactics_organizing_rules (const FfbTactics *tactics, const FfbRules *base,
                                          int stands_per_sp);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTactics, ffb_tactics_unref)

G_END_DECLS
