/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rules.h: the rule set. Every number of RULES.md lives here, loaded from XML by the
 * file layer (ffb-xml-rules.h; data/rules/default.xml is built in as a resource), never
 * written into C code, so a table can house-rule any of it and save the result as a variant. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

/* R4G: a brigade of S stands is Worn at round(S x worn) and Spent at round(S x spent). */
typedef struct
{
  double worn;
  double spent;
} FfbLabelFractions;

/* R8: one row of the day table. Times are minutes after midnight. */
typedef struct
{
  int dawn;
  int dusk;
  int turns;
} FfbDayRow;

/* R7B(1): how a flank march went. */
typedef enum
{
  FFB_MARCH_SWIFT,
  FFB_MARCH_DELIBERATE,
  FFB_MARCH_PLODDING,
} FfbMarch;
#define FFB_N_MARCHES 3

/* R7C: what the battle's ground does to flank marches and breastworks. */
typedef struct
{
  int attacker_modifier;     /* added to the attacker's FMF arrival die */
  int breastworks_percent;   /* of the defender's on-table stands, in inches */
  gboolean no_flank_marches; /* neither side may flank march */
} FfbGroundEffect;

typedef struct _FfbRules FfbRules;

struct _FfbRules
{
  /*< private >*/
  gint ref_count;

  /*< public, read-only >*/
  char *name;        /* "Default (RULES.md)" or the variant's name */
  char *description;

  /* R4A */
  int stands_per_sp;
  int batteries_per_sp;

  /* R4B: the rank of a leader of n stars is rank_for_stars[n], n in 1..4; a 3-star
   * leader's rank is CORPS here and may become ARMY (see ffb_rules_three_star_can_lead_army). */
  FfbRank rank_for_stars[5];
  gboolean three_star_may_lead_army;

  /* R4C / R4E */
  int division_min_sp, division_max_sp;
  int corps_min_sp, corps_max_sp;
  int corps_min_divisions;
  int division_min_brigades, division_max_brigades;

  /* Brigade sizes: the allowed range (a brigade outside it is a finding) and the size the
   * organizer aims at. */
  int brigade_min_stands, brigade_target_stands, brigade_max_stands;

  /* R4G */
  FfbLabelFractions label[FFB_N_EXPERIENCES];

  /* R8 */
  FfbDayRow day[FFB_N_MONTHS];
  int turn_minutes;

  /* R5A / R5B */
  double flank_max_fraction;
  int flank_min_sp;

  /* R7B */
  int arrival_die;                  /* sides of the arrival die (4) */
  int arrival_turn[FFB_N_MARCHES];  /* 4, 9, 14 */
  int notice_turns_before;          /* 1: told on turn 3, 8, 13 */
  int encounter_percent;            /* R7B(5): 50 */
  int cavalry_stand_weight;         /* R7B(5b): 2 */

  /* R7C: effect of each terrain and of each river crossing. */
  FfbGroundEffect terrain[FFB_N_TERRAINS];
  FfbGroundEffect river[FFB_N_RIVERS];

  /* R7A */
  int leader_plus_one_excellent_percent; /* tactical +1: 50 */
  int leader_minus_one_poltroon_percent; /* tactical -1: 50 */
  int brigade_excellent_percent;         /* 30 */

  /* R11 */
  int army_radius_inches;     /* 30 */
  int army_radius_per_point;  /* 6 */
  int tactical_radius_inches; /* 18 */
  /* R11C: the army leader attached to a brigade modifies its maneuver rolls as a corps leader
   * of his rating: +3 if E, +2 if Average, +1 if P. */
  int attached_excellent, attached_average, attached_poltroon;

  /* R9A, R10B */
  FfbRemainder remainder;
  int demoralizing_sp_loss; /* R9B: an army losing this many SPs or more is Demoralized (2) */
  int promotion_die; /* 6 */

  /* What each rule id says (ffb-rule-texts.h): FfbRuleText entries in the file's order. */
  GPtrArray *texts;
};

/* The rule-set file format this build reads and writes (<rule-set format-version="1">). */
#define FFB_RULES_FORMAT_VERSION 1

FfbRules *ffb_rules_ref (FfbRules *rules);
void      ffb_rules_unref (FfbRules *rules);
/* A new rule set equal to `rules`, owned by the caller alone, so that it may be changed
 * (a house-ruled variant) without touching a set others hold. */
FfbRules *ffb_rules_copy (const FfbRules *rules);
/* TRUE when every name and number of the two sets is the same. */
gboolean  ffb_rules_equal (const FfbRules *a, const FfbRules *b);

/* TRUE when every number is in its sane range and every rule text is one well-formed line;
 * otherwise an FFB_ERROR_INVALID naming it. */
gboolean  ffb_rules_check (const FfbRules *rules, GError **error);

/* R4B: whether the referee may make a 3-star leader his side's army leader. */
gboolean ffb_rules_three_star_can_lead_army (const FfbRules *rules);
/* R4B: whether the referee picks a 3-star leader's role (corps or army leader): not when the
 * rules make him a division's General who may not lead the army (a set's Q1). */
gboolean ffb_rules_three_star_has_role (const FfbRules *rules);

/* R4G: Worn and Spent points of a brigade of `stands` stands of this experience. */
int   ffb_rules_worn_at (const FfbRules *rules, FfbExperience experience, int stands);
int   ffb_rules_spent_at (const FfbRules *rules, FfbExperience experience, int stands);
/* R4G / R7D: the printed label `S.W.X`, or `-.S.X` when the brigade starts Worn. */
char *ffb_rules_brigade_label (const FfbRules *rules, FfbExperience experience, int stands,
                               gboolean starts_worn);

/* R7C: the combined effect of terrain and river (modifiers add, larger breastworks apply). */
FfbGroundEffect ffb_rules_ground_effect (const FfbRules *rules, FfbTerrain terrain,
                                         FfbRiver river);
/* R7C: breastworks in inches, rounded to the nearest whole inch. */
int ffb_rules_breastworks_inches (const FfbRules *rules, FfbTerrain terrain, FfbRiver river,
                                  int defender_on_table_stands);

/* R11C: the maneuver modifier of an army leader of this rating attached to a brigade, or -1
 * while his rating is sealed. */
int ffb_rules_attached_modifier (const FfbRules *rules, FfbRating rating);

/* R11A / R11D: army command radius in inches for a CW army command rating. */
int ffb_rules_army_radius (const FfbRules *rules, int army_command_rating);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbRules, ffb_rules_unref)

G_END_DECLS
