/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-enums.h: the small vocabularies shared by the rules, the campaign and the OOB,
 * with their spelling in files and on the command line. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  FFB_SIDE_UNION,
  FFB_SIDE_CONFEDERATE,
} FfbSide;
#define FFB_N_SIDES 2

/* R4F: experience belongs to each CW strength point. */
typedef enum
{
  FFB_EXPERIENCE_GREEN,
  FFB_EXPERIENCE_VETERAN,
  FFB_EXPERIENCE_CRACK,
} FfbExperience;
#define FFB_N_EXPERIENCES 3

/* The months of a CW turn (R8), in the order they fall within a year. */
typedef enum
{
  FFB_MONTHS_MAR_APR,
  FFB_MONTHS_MAY_JUN,
  FFB_MONTHS_JUL_AUG,
  FFB_MONTHS_SEP_OCT,
  FFB_MONTHS_NOV_FEB,
} FfbMonths;
#define FFB_N_MONTHS 5

/* R2: the hex the battle is fought in. */
typedef enum
{
  FFB_TERRAIN_CLEAR,
  FFB_TERRAIN_FOREST,
  FFB_TERRAIN_SWAMP,
  FFB_TERRAIN_ROAD_GAP,
} FfbTerrain;
#define FFB_N_TERRAINS 4

/* R7C: the river hexside the attacker crossed, if any. */
typedef enum
{
  FFB_RIVER_NONE,
  FFB_RIVER_UNNAVIGABLE,
  FFB_RIVER_NAVIGABLE,
} FfbRiver;
#define FFB_N_RIVERS 3

/* R4B: the FF command a leader stand holds. */
typedef enum
{
  FFB_RANK_DIVISION,
  FFB_RANK_CORPS,
  FFB_RANK_ARMY,
} FfbRank;
#define FFB_N_RANKS 3

/* R4B: the referee's pick for a 3-star leader; AUTO follows the default of RULES.md. */
typedef enum
{
  FFB_ROLE_AUTO,
  FFB_ROLE_CORPS,
  FFB_ROLE_ARMY,
} FfbRole;

typedef enum
{
  FFB_LEADER_ACTIVE,
  FFB_LEADER_WOUNDED,
  FFB_LEADER_KILLED,
  FFB_LEADER_CAPTURED,
} FfbLeaderStatus;

/* R7A: an FF rating; SEALED when not (yet) known to the reader. */
typedef enum
{
  FFB_RATING_SEALED,
  FFB_RATING_AVERAGE,
  FFB_RATING_EXCELLENT,
  FFB_RATING_POLTROON,
} FfbRating;

/* R9A: what happens to losses short of a whole SP. */
typedef enum
{
  FFB_REMAINDER_CARRY,
  FFB_REMAINDER_NEAREST,
  FFB_REMAINDER_DOWN,
} FfbRemainder;

/* Each pair converts between the value and its spelling in files ("veteran",
 * "Mar-Apr", "road-gap"...). from_string returns FALSE for an unknown word. */
const char *ffb_side_to_string (FfbSide side);
gboolean    ffb_side_from_string (const char *word, FfbSide *out);
const char *ffb_side_display_name (FfbSide side);
FfbSide     ffb_side_other (FfbSide side);

const char *ffb_experience_to_string (FfbExperience experience);
gboolean    ffb_experience_from_string (const char *word, FfbExperience *out);

const char *ffb_months_to_string (FfbMonths months);
gboolean    ffb_months_from_string (const char *word, FfbMonths *out);

const char *ffb_terrain_to_string (FfbTerrain terrain);
gboolean    ffb_terrain_from_string (const char *word, FfbTerrain *out);

const char *ffb_river_to_string (FfbRiver river);
gboolean    ffb_river_from_string (const char *word, FfbRiver *out);

const char *ffb_rank_to_string (FfbRank rank);
gboolean    ffb_rank_from_string (const char *word, FfbRank *out);

const char *ffb_role_to_string (FfbRole role);
gboolean    ffb_role_from_string (const char *word, FfbRole *out);

const char *ffb_leader_status_to_string (FfbLeaderStatus status);
gboolean    ffb_leader_status_from_string (const char *word, FfbLeaderStatus *out);

const char *ffb_rating_to_string (FfbRating rating);
gboolean    ffb_rating_from_string (const char *word, FfbRating *out);

const char *ffb_remainder_to_string (FfbRemainder remainder);
gboolean    ffb_remainder_from_string (const char *word, FfbRemainder *out);

G_END_DECLS
