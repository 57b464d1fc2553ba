/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tables.h: the referee's tables as data (RULES.md T): a table's id and shown name, its
 * dice (NdS), its named modifiers and its result bands; and a roll on one with the fair dice
 * (ffb-dice.h), every die, every modifier named with its value, the total and the band.
 * The tables know no file format (files/ffb-xml-tables.h reads and writes them).
 *
 * A modifier either adds a fixed value (+5 out of supply) or a value the referee types times
 * its `per` ("- leader's administrative value": per -1, the typed value from -5 to 5; "+1
 * every battle fought": per 1, a count from 0). Modifiers of one group exclude each other
 * (one year of the Militia table, one odds column of the CRT). A band gives its result for
 * the totals from..to; the first band is open below ("3 or less"), the last open above
 * ("12+"), and together they cover every total once, so that every roll has a result. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

#define FFB_TABLES_FORMAT_VERSION 1
/* Dice of one roll: 1d6 to 10d1000. */
#define FFB_TABLE_MAX_DICE 10
/* A modifier's value, and a typed value's range. */
#define FFB_TABLE_VALUE_MIN (-100)
#define FFB_TABLE_VALUE_MAX 100
/* Tables in one file, modifiers and bands of one table. */
#define FFB_TABLES_MAX_TABLES 200
#define FFB_TABLE_MAX_MODIFIERS 50
#define FFB_TABLE_MAX_BANDS 100
/* Units of one compared roll, both sides together. */
#define FFB_TABLE_MAX_UNITS 40

typedef struct
{
  char *id;                     /* "out-of-supply": the file's and the command line's */
  char *name;                   /* shown: "Unit(s) out of supply" */
  gboolean typed;               /* TRUE: per x a value the referee types, least..most */
  int value;                    /* a fixed modifier's value */
  int per, least, most;         /* a typed modifier's */
  char *group;                  /* NULL, or modifiers of one group exclude each other */
  char *note;                   /* NULL, or what else it brings ("x3 losses") */
  int line;                     /* where a file gave it, for the loader's errors; 0 unknown */
} FfbTableModifier;

typedef struct
{
  gboolean open_below, open_above;
  int from, to;                 /* inclusive; from unused when open below, to when above */
  char *result;                 /* shown: "-10%" */
  gboolean stragglers;          /* T: this result loses ½d6 stragglers, which the app rolls */
  int line;
} FfbTableBand;

/* T: a table rolled for both sides at once and compared (the charge resolution): one roll of
 * the table's dice a unit that fought, with its own modifiers; each side's totals summed. The
 * lower side takes `lower`; a side whose sum is less than rout_num/rout_den of the other's
 * takes `rout` instead, losing ½d6 stragglers (rolled) when `rout_stragglers`; equal sums
 * take `equal`. Such a table has no bands. */
typedef struct
{
  char *sides[2];               /* shown: "The charging side", "The charged side" */
  char *lower, *rout, *equal;   /* shown results */
  int rout_num, rout_den;       /* 1, 2: "less than 1/2" */
  gboolean rout_stragglers;
  int line;
} FfbTableCompare;

typedef struct
{
  char *id;                     /* "militia" */
  char *name;                   /* shown: "Militia" */
  int n_dice, sides;            /* 1d6 */
  char *source;                 /* NULL, or where it comes from: "seed 002" */
  GPtrArray *modifiers;         /* FfbTableModifier* */
  GPtrArray *bands;             /* FfbTableBand*, lowest first; none for a compared table */
  FfbTableCompare *compare;     /* NULL, or how both sides' rolls are compared (owned) */
  int line;
} FfbTable;

typedef struct
{
  char *name;                   /* shown: "Campaign tables (Chiavini's variant rules)" */
  GPtrArray *tables;            /* FfbTable* */
} FfbTables;

FfbTables        *ffb_tables_new (const char *name);
void              ffb_tables_free (FfbTables *tables);
FfbTable         *ffb_table_new (const char *id, const char *name, int n_dice, int sides);
void              ffb_table_free (FfbTable *table);
FfbTableModifier *ffb_table_modifier_new (const char *id, const char *name);
void              ffb_table_modifier_free (FfbTableModifier *modifier);
FfbTableBand     *ffb_table_band_new (const char *result);
void              ffb_table_band_free (FfbTableBand *band);
gboolean          ffb_tables_equal (const FfbTables *a, const FfbTables *b);

/* "1d6" from 1, 6, and back: FALSE unless `text` is NdS with N 1..FFB_TABLE_MAX_DICE and S
 * 2..FFB_DICE_MAX_SIDES. */
char             *ffb_table_dice_to_string (int n_dice, int sides);
gboolean          ffb_table_dice_from_string (const char *text, int *n_dice, int *sides);
/* The band as people read it: "4-5", "6", "3 or less", "12+". */
char             *ffb_table_band_range (const FfbTableBand *band);

/* The meaning checks a file's schema cannot make: ids unique, values and ranges in bounds,
 * bands in order covering every total once. FFB_ERROR_MEANING with one sentence naming the
 * table, and in `line` (may be NULL) the line of what it names (0 unknown). */
gboolean          ffb_tables_check (const FfbTables *tables, int *line, GError **error);

/* The table with this id or, else, this shown name (ignoring case); NULL if none. */
FfbTable         *ffb_tables_find (const FfbTables *tables, const char *name);
/* The modifier with this id or shown name (ignoring case); NULL if none. */
FfbTableModifier *ffb_table_find_modifier (const FfbTable *table, const char *name);
/* The band a total falls in: always one in a checked table. */
const FfbTableBand *ffb_table_band_for (const FfbTable *table, int total);

/* A modifier the referee ticked, with the value he typed for a typed one. */
typedef struct
{
  const FfbTableModifier *modifier;
  int typed;                    /* the typed value (typed modifiers only) */
  int value;                    /* what it adds to the roll: value, or per x typed */
} FfbTableApplied;

typedef struct
{
  const FfbTable *table;
  int faces[FFB_TABLE_MAX_DICE];
  int raw;                      /* the dice's sum */
  GArray *applied;              /* FfbTableApplied, in the ticked order */
  int total;                    /* raw + every applied value */
  const FfbTableBand *band;
  int stragglers;               /* T: the ½d6 stragglers its band loses, rolled; -1: none */
} FfbTableRoll;

/* Checks the ticked modifiers against the table: each known, not twice, one of a group at
 * most, a typed value in its range (and none for a fixed one: has_typed FALSE). Returns the
 * applied modifiers, or NULL with FFB_ERROR_INVALID in one sentence naming the table and
 * the modifier. `typed` and `has_typed` hold one entry per `ticked`. */
GArray           *ffb_table_apply (const FfbTable *table, const FfbTableModifier *const *ticked,
                                   const int *typed, const gboolean *has_typed, guint n,
                                   GError **error);
/* Rolls the table's dice on `dice` for `purpose` (each die's purpose is "PURPOSE die K",
 * seen by the referee only) and reads the band. `applied` from ffb_table_apply is taken. */
FfbTableRoll     *ffb_table_roll (const FfbTable *table, GArray *applied, FfbDice *dice,
                                  const char *purpose);
void              ffb_table_roll_free (FfbTableRoll *roll);
/* The roll in one translated sentence naming the table: its dice, every modifier with its
 * value, the total and the result. */
char             *ffb_table_roll_sentence (const FfbTableRoll *roll);

/* ---- A compared roll (T: the charge resolution) ------------------------------------ */

/* One unit's roll in a compared table: its side (0 the table's first, 1 its second), its
 * dice, its modifiers (taken), its total. */
typedef struct
{
  int side;
  int faces[FFB_TABLE_MAX_DICE];
  int raw;
  GArray *applied;
  int total;
} FfbTableUnitRoll;

typedef enum
{
  FFB_TABLE_BOTH_STAND,         /* equal sums */
  FFB_TABLE_RETREAT,            /* the lower side retreats */
  FFB_TABLE_ROUT,               /* the lower side, less than half, routs */
} FfbTableOutcome;

typedef struct
{
  const FfbTable *table;
  GPtrArray *units;             /* FfbTableUnitRoll*, in the order given */
  int totals[2];                /* each side's sum */
  FfbTableOutcome outcome;
  int loser;                    /* the side that retreats or routs; -1 when both stand */
  const char *result;           /* the table's words for the outcome */
  int stragglers;               /* ½d6 rolled for a rout that loses them; -1: none */
} FfbTableCompared;

/* T: rolls `table` (a compared one) for `n` units: unit K (from 1) of side `sides[K-1]` with
 * `applied[K-1]` (from ffb_table_apply, each taken) on `dice`, each die's purpose "PURPOSE
 * unit K die D", the stragglers' "PURPOSE stragglers". Both sides must have a unit. */
FfbTableCompared *ffb_table_roll_compared (const FfbTable *table, const int *sides,
                                           GArray **applied, guint n, FfbDice *dice,
                                           const char *purpose);
void              ffb_table_compared_free (FfbTableCompared *roll);
/* T: the outcome of two sums on `table`: who loses, and how (loser -1 when both stand). */
FfbTableOutcome   ffb_table_compare_sums (const FfbTable *table, const int totals[2],
                                          int *loser);
/* T: ½d6: a die of six halved, rounded up (decision: 1 to 3, so a rout always loses one). */
int               ffb_table_half_die (int face);
/* The compared roll in one translated sentence: each side's dice and modifiers unit by unit,
 * both sums, the outcome naming the side, the stragglers rolled. */
char             *ffb_table_compared_sentence (const FfbTableCompared *roll);

/* The campaign's dice for the N-th roll (from 1) on table `table_id` in CW turn `turn`
 * (ffb-campaign-dice.h): stream "tables.turn-T.ID-N", the same each time that roll is made,
 * so that undoing and making it again gives the same dice. */
char             *ffb_tables_campaign_stream (const char *table_id, int roll, int turn);
FfbDice          *ffb_tables_open_campaign_dice (FfbCampaign *campaign, const char *table_id,
                                                 int roll, int turn, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTables, ffb_tables_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTableRoll, ffb_table_roll_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTableCompared, ffb_table_compared_free)

G_END_DECLS
