/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result.h: what happened on the table, as the referee enters it after an FF battle
 * (RULES.md R8C, R9): each side's victory points, whether it left the field, the stands each
 * brigade lost, the batteries and leaders lost, which CW leaders appeared, which flank-march
 * units never arrived, and the CW Combat Results Table row R9C needs.
 *
 * Units are named by their ids in the battle's stored OOB ("union.c1.d2.b3"), leaders by their
 * CW counter ids. The file format is data/schema/result.rng (a <battle-result> document); the
 * loader refuses DTDs and entities, validates, and checks meaning with "file:line: " messages.
 * ffb_result_check then checks the result against its battle: every unit and leader must be
 * the side's own, no brigade may lose more stands than it fielded, and a unit listed as never
 * arrived must be one that never arrived by the battle's record (R9D, R9E). The aftermath takes
 * which units never arrived from that record, listed or not. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

#define FFB_RESULT_FORMAT_VERSION 1

/* R9C: a CW CRT row holds one result for each face of the CW game's six-sided die; the
 * number is the CW game's, not a house rule, so it is not in the rule set. */
#define FFB_CRT_ROW_RESULTS 6

/* R8C: how a side ended the day. */
typedef enum
{
  FFB_RESULT_FIELD_HELD,
  FFB_RESULT_FIELD_WITHDREW,
  FFB_RESULT_FIELD_DRIVEN_OFF,
} FfbResultField;
#define FFB_N_RESULT_FIELDS 3

/* R9D: what became of an FF leader stand that stood for a CW counter. */
typedef enum
{
  FFB_FATE_UNHURT,
  FFB_FATE_KILLED,
  FFB_FATE_DISABLED,
} FfbFate;
#define FFB_N_FATES 3

/* Each item keeps the line it was read from (0 when made in code) for messages. */
typedef struct
{
  char *unit_id;   /* a brigade of the side's OOB */
  int stands_lost; /* killed, wounded or captured: lost for good (R9A) */
  int line;
} FfbResultBrigade;

typedef struct
{
  char *unit_id;        /* a battery lost, or a unit of a flank march that never arrived */
  gboolean right_flank; /* a unit that never arrived: of the right (else left) flank march */
  int line;
} FfbResultUnit;

typedef struct
{
  char *leader_id;    /* a CW leader of the side, present at the battle */
  FfbFate fate;
  /* R9D: TRUE / FALSE when the result says; otherwise worked out: a leader appeared unless he
   * commands a unit of a flank march that never arrived. */
  gboolean appeared_given;
  gboolean appeared;
  int line;
} FfbResultLeader;

/* R9C: one result of the CW CRT row, as it would have fallen on this side. */
typedef struct
{
  int roll;             /* the CW die face, 1..FFB_CRT_ROW_RESULTS */
  int sp_loss;          /* the SPs this side would have lost */
  gboolean demoralizes; /* whether it would have Demoralized this side */
} FfbCrtResult;

typedef struct
{
  int line;
  int victory_points;
  FfbResultField field;
  GArray *brigades;      /* FfbResultBrigade */
  GArray *batteries;     /* FfbResultUnit: batteries lost */
  GArray *leaders;       /* FfbResultLeader */
  /* FfbResultUnit: whole units of flank marches that never arrived, as typed: checked against
   * the battle's record, which the aftermath goes by (ffb_result_record_never_arrived). */
  GArray *never_arrived;
  gboolean has_crt_row;
  int crt_line;
  FfbCrtResult crt[FFB_CRT_ROW_RESULTS];
} FfbResultSide;

typedef struct _FfbResult FfbResult;

struct _FfbResult
{
  /*< private >*/
  gint ref_count;
  /*< public >*/
  char *battle_id;
  char *source;    /* the file name used in messages ("pea-ridge-result.xml") */
  FfbResultSide sides[FFB_N_SIDES];
};

FfbResult *ffb_result_new (const char *battle_id);
FfbResult *ffb_result_ref (FfbResult *result);
void       ffb_result_unref (FfbResult *result);
/* A new result (one reference) with a copy of every field (ffb-result-copy.c). */
FfbResult *ffb_result_copy (const FfbResult *result);
/* The same battle and the same of every field of both sides, where they were read (source,
 * lines) aside. Two NULLs are equal. */
gboolean   ffb_result_equal (const FfbResult *a, const FfbResult *b);

/* Building a result in code (the app's Aftermath page, tests). */
void       ffb_result_add_loss (FfbResult *result, FfbSide side, const char *brigade_id,
                                int stands_lost);
void       ffb_result_add_battery (FfbResult *result, FfbSide side, const char *battery_id);
/* `appeared` < 0 leaves it to be worked out (see FfbResultLeader). */
void       ffb_result_add_leader (FfbResult *result, FfbSide side, const char *leader_id,
                                  FfbFate fate, int appeared);
void       ffb_result_add_never_arrived (FfbResult *result, FfbSide side, const char *unit_id,
                                         gboolean right_flank);
/* `results` holds FFB_CRT_ROW_RESULTS results, for die faces 1, 2... in order. */
void       ffb_result_set_crt_row (FfbResult *result, FfbSide side,
                                   const FfbCrtResult results[FFB_CRT_ROW_RESULTS]);

/* Total stands the side's result says it lost. */
int        ffb_result_side_stands_lost (const FfbResultSide *side);

/* TRUE when `unit` is, or stands under, a unit the side lists as never arrived (R9D, R9E). */
gboolean   ffb_result_unit_never_arrived (const FfbResultSide *side, const FfbUnit *unit);

/* The file format (ffb-xml-result.c). */
FfbResult *ffb_result_load_file (const char *path, GError **error);
FfbResult *ffb_result_load_xml (const char *xml, gsize length, const char *source_name,
                                GError **error);
char      *ffb_result_to_xml (const FfbResult *result);

const char *ffb_result_field_to_string (FfbResultField field);
gboolean    ffb_result_field_from_string (const char *word, FfbResultField *out);
const char *ffb_result_field_display_name (FfbResultField field);
const char *const *ffb_result_field_display_names (void);
const char *ffb_fate_to_string (FfbFate fate);
gboolean    ffb_fate_from_string (const char *word, FfbFate *out);
const char *ffb_fate_display_name (FfbFate fate);
const char *const *ffb_fate_display_names (void);
const char *ffb_fate_sentence_word (FfbFate fate);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbResult, ffb_result_unref)

G_END_DECLS
