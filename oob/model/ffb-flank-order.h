/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank-order.h: a flank march as the neutral party keeps it (RULES.md R5, R5B, R7B), as
 * data: the flanks, an order with its sealed results and an off-table encounter, each with its
 * copy, equality and free. What game night does with them (checks, rolls, encounters, sizes)
 * is in night/ffb-flank.h. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-rules.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_FLANK_LEFT,
  FFB_FLANK_RIGHT,
} FfbFlank;
#define FFB_N_FLANKS 2

const char *ffb_flank_to_string (FfbFlank flank);
gboolean    ffb_flank_from_string (const char *word, FfbFlank *out);
const char *ffb_flank_display_name (FfbFlank flank);
const char *const *ffb_flank_display_names (void);
const char *ffb_flank_sentence_word (FfbFlank flank);
/* The other army's name for the same end of the field: left for right and right for left. */
FfbFlank    ffb_flank_facing (FfbFlank flank);

const char *ffb_march_to_string (FfbMarch march);
gboolean    ffb_march_from_string (const char *word, FfbMarch *out);
const char *ffb_march_display_name (FfbMarch march);
const char *const *ffb_march_display_names (void);

typedef struct
{
  FfbSide side;
  FfbFlank flank;
  char *leader_id;     /* the CW leader counter who leads it (R5B) */
  GPtrArray *unit_ids; /* char*: the OOB units it takes (R5B: listed on the OOB) */

  /* Sealed results (R7B), set when the dice roll; shown to nobody before the notice. */
  gboolean rolled;
  int roll;            /* counter of the arrival roll in the dice log */
  FfbMarch march;
  int arrival_turn;    /* battle turn it enters (R7B(2)-(4), R8A); 0 when it never arrives */
  int notice_turn;     /* battle turn both players are told; 0 when it never arrives */
  GPtrArray *arriving; /* char* brigade ids when an encounter lets only part of it arrive
                        * (R7B(5a)); NULL when all of it arrives */
} FfbFlankOrder;

FfbFlankOrder *ffb_flank_order_new (FfbSide side, FfbFlank flank, const char *leader_id);
void           ffb_flank_order_add_unit (FfbFlankOrder *order, const char *unit_id);
/* A copy; without `with_results` the copy holds the order only, as its owner gave it. */
FfbFlankOrder *ffb_flank_order_copy (const FfbFlankOrder *order, gboolean with_results);
void           ffb_flank_order_free (FfbFlankOrder *order);
/* Every field the same, the results included. */
gboolean       ffb_flank_order_equal (const FfbFlankOrder *a, const FfbFlankOrder *b);
/* A list of unit ids as an order holds them (its units, its arrivals, a proposed pick), with
 * copies of the ids; NULL gives an empty list. */
GPtrArray     *ffb_flank_order_copy_ids (const GPtrArray *ids);

/* R7B(5)-(6): two marches on one end of the field. */
typedef struct
{
  FfbFlank union_flank; /* the Union's name for that end; the Confederates call it the other */
  gboolean met;         /* they met off table */
  int roll;             /* counter of the encounter roll; -1 when none was needed */
  int told_turn;        /* R7B(5b): both players learn of it at the earlier notice */
  int larger;           /* FfbSide of the larger force, or -1 when they are equal */
  int surplus;          /* weighted stands of the larger in excess of the smaller */
} FfbEncounter;

/* Every field the same. */
gboolean       ffb_encounter_equal (const FfbEncounter *a, const FfbEncounter *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbFlankOrder, ffb_flank_order_free)

G_END_DECLS
