/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob.h: a side's Fire & Fury order of battle: army > corps > division > brigade and
 * battery, and its check against R4C-R4E. Each breach is a finding that names its rule. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-rules.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_UNIT_ARMY,
  FFB_UNIT_CORPS,
  FFB_UNIT_DIVISION,
  FFB_UNIT_BRIGADE,
  FFB_UNIT_BATTERY,
} FfbUnitKind;

typedef struct _FfbUnit FfbUnit;

struct _FfbUnit
{
  FfbUnitKind kind;
  char *id;      /* stable within the OOB: "union.c1.d2.b3" */
  char *name;    /* "1st Brigade", "Curtis's Army of the Southwest" */
  FfbUnit *parent;
  GPtrArray *children; /* FfbUnit*, owned; NULL for brigades and batteries */

  /* Army, corps, division: the leader stand. leader_id is the CW counter it stands for, or
   * NULL for a generated leader (R4D: always Average). */
  char *leader_id;
  char *leader_name;
  int leader_stars;     /* of the CW counter, 0 when generated */
  FfbRating rating;     /* SEALED until rolled (R7A); AVERAGE for generated leaders */

  /* Brigade */
  int stands;
  FfbExperience experience;
  gboolean cavalry;
  gboolean starts_worn; /* R7D */
  char *sp_group_id;    /* the campaign SP group its stands came from (R4F) */
  char *weapons;        /* that group's weapons note when organized (ffb-campaign.h), kept
                         * with the OOB so the sheet prints what was organized; or NULL */

  /* Battery: horse when it came from cavalry SPs (R4A) */
  gboolean horse;
};

typedef struct
{
  char *rule;    /* "R4C", "R4E"... */
  char *unit_id; /* the unit concerned, or NULL for the whole army */
  char *message; /* one plain sentence */
} FfbFinding;

typedef struct _FfbOob FfbOob;

struct _FfbOob
{
  /*< private >*/
  gint ref_count;
  /*< public >*/
  FfbSide side;
  FfbUnit *army;        /* root, kind FFB_UNIT_ARMY */
  int army_radius;      /* R11A/R11D, inches; 0 with no army leader */
  int rerolls;          /* R11D(3): >0 own re-rolls per turn, <0 re-rolls the opponent may force */
  int stands_per_sp;    /* the battle's ratio, kept for checks */
  int batteries_per_sp;
  GPtrArray *findings;  /* FfbFinding*, from ffb_oob_validate (and the organizer) */
};

FfbOob   *ffb_oob_new (FfbSide side, int stands_per_sp, int batteries_per_sp);
FfbOob   *ffb_oob_ref (FfbOob *oob);
void      ffb_oob_unref (FfbOob *oob);
/* A new OOB (one reference) with a copy of every unit; its findings are empty until checked
 * again (ffb_oob_validate), as when it is read from a file. */
FfbOob   *ffb_oob_copy (const FfbOob *oob);
/* The same side, ratio, army radius, re-rolls and unit tree (every field of every unit, in
 * order); the findings aside. Two NULLs are equal. */
gboolean  ffb_oob_equal (const FfbOob *a, const FfbOob *b);

FfbUnit  *ffb_unit_new (FfbUnitKind kind, const char *id, const char *name);
void      ffb_unit_free (FfbUnit *unit);
/* Appends child (owned) to parent's children and sets child->parent. */
void      ffb_unit_append (FfbUnit *parent, FfbUnit *child);
/* Inserts child (owned) among parent's children after the last of its own kind or of a kind
 * listed before it (corps, divisions, brigades, batteries), and sets child->parent. */
void      ffb_unit_insert_by_kind (FfbUnit *parent, FfbUnit *child);
/* Detaches unit from its parent without freeing it. */
void      ffb_unit_detach (FfbUnit *unit);
FfbUnit  *ffb_oob_find_unit (FfbOob *oob, const char *id);
/* The unit at or below `unit` whose stand is the CW leader `leader_id`; NULL when none. */
FfbUnit  *ffb_unit_find_led (FfbUnit *unit, const char *leader_id);
/* An army, corps or division: a command with a leader stand (R4C), not a brigade or battery. */
gboolean  ffb_unit_is_command (const FfbUnit *unit);
/* TRUE when `unit` is `command` or sits anywhere below it in the chain of command. */
gboolean  ffb_unit_is_within (const FfbUnit *unit, const FfbUnit *command);
/* "1st Brigade, 2nd Division, I Corps": the unit's name and its commands' up to the army.
 * Names repeat across an army; paths do not. */
char     *ffb_unit_path (const FfbUnit *unit);
/* The sheet's code of a unit, from its place: "A" the army, "II" a corps, "II/1" a division,
 * "II/1/3" a brigade, "II/1/B2" a battery; unique in its army, and what a person reads where
 * the path would be too long. */
char     *ffb_unit_code (const FfbUnit *unit);
/* The unit a person names: its code ("II/1/3", any case) or its id; NULL when none. */
FfbUnit  *ffb_oob_find_unit_named (FfbOob *oob, const char *name);

/* Totals below (and including) a unit. */
int       ffb_unit_count_stands (const FfbUnit *unit);
int       ffb_unit_count_batteries (const FfbUnit *unit);
int       ffb_unit_count_kind (const FfbUnit *unit, FfbUnitKind kind);
/* Strength in SPs' worth of stands at the OOB's ratio (stands / stands_per_sp). */
double    ffb_unit_sp_worth (const FfbOob *oob, const FfbUnit *unit);

const char *ffb_unit_kind_to_string (FfbUnitKind kind);
/* The file's word inside a sentence, translated (FFB_DEFINE_SENTENCE_WORDS in ffb-enums.h). */
const char *ffb_unit_kind_sentence_word (FfbUnitKind kind);

/* Adds a finding; the message is printf-style. */
void      ffb_oob_add_finding (FfbOob *oob, const char *rule, const FfbUnit *unit,
                               const char *format, ...) G_GNUC_PRINTF (4, 5);
/* Clears the findings and checks the tree against R4C-R4E and R4F; returns the number of
 * findings. The organizer calls it; the OOB editor calls it after every move. */
guint     ffb_oob_validate (FfbOob *oob, const FfbRules *rules);

void      ffb_finding_free (FfbFinding *finding);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbOob, ffb_oob_unref)

G_END_DECLS
