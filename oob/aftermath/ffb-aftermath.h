/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath.h: carrying an FF battle back to the campaign (RULES.md R8C, R9, R10A).
 *
 * ffb_aftermath_new works out, from the battle, its stored OOBs and the result the referee
 * entered, everything that will change, and says it in plain words (the preview: each note
 * names its rule). Nothing in the campaign changes until ffb_aftermath_apply, which makes the
 * R9C rolls with the fair dice, changes the campaign, and records the change in its history
 * (ffb-history.h), so that it can be undone.
 *
 * The rules as this file reads them:
 * - R9: more victory points wins; equal points are a draw: neither side retreats and nobody
 *   is promoted to crack.
 * - R9A: stands are converted by class at the battle's ratio: crack stands (the losses of
 *   crack brigades) apart from the rest (green and veteran together, as the article's "the
 *   rest"). A remainder is carried as an exact fraction of an SP (ffb-fraction.h), so that it
 *   keeps its value when the next battle uses another ratio. A class's carried fraction joins
 *   its conversion when it lost stands this battle. With "carry" the remainder is carried;
 *   "nearest" rounds halves up and "down" drops it. The non-crack remainder is carried as
 *   veteran: after R9E every non-crack SP that lost stands is veteran. Batteries lost are
 *   recorded, not converted: R9A converts stands.
 * - R9A: a group never loses more stands than it put on the table at the battle's ratio. The
 *   stored OOB must hold, by experience and arm, exactly the stands the SPs at the battle make
 *   (R4A); when it does not, the aftermath is refused with the difference, since losses could
 *   then come from stands that never fought.
 * - Which groups lose the whole SPs: the stands of each brigade are the SP group's it names
 *   (sp_group_id). The organizer names one group for a brigade that drew on several groups of
 *   one experience and arm, so stands beyond what a group had fighting go to the other groups
 *   of that experience and arm at the battle, in campaign order. Then each group loses one SP
 *   for every full ratio of its stands lost; an SP still to remove goes to the group with the
 *   most stands lost beyond its whole SPs (ties: more stands lost in all, then campaign
 *   order), one SP at a time; then, when carried stands made the loss larger than the stands
 *   of this battle, to the group of the class with the most SPs left that fought. A group
 *   never loses more SPs than it had fighting; an SP that no group can give stays carried.
 * - R9B / R8C: 2 or more SPs lost in this battle, or withdrew or driven off: Demoralized.
 *   "In this battle" is this battle's stands at its ratio, each class whole SPs by the
 *   rule-set option: a carried remainder adds to the SPs removed, never to this test.
 * - R9C: held the field with 0 or 1 SP lost in this battle (as R9B counts): among the CRT row's results with that loss, the
 *   share that demoralize is the chance (none with that loss: no chance); rolled on a die with
 *   as many faces as there are such results.
 * - R9D, R9E: which units never arrived comes from the battle's own record (its rolled flank
 *   marches, their encounters and the clock: ffb_result_record_never_arrived), whatever the
 *   result lists; a result that lists a unit the record has on the table is refused.
 * - R9D: a CW leader present who never appeared (he commands a unit of a flank march that
 *   never arrived, unless the result says otherwise) makes a CW leader-loss check.
 * - R9E: an SP fought unless all its stands stood in units that never arrived; a green SP
 *   that fought and survived is veteran. A group only part of which fought is split.
 * - R9F: the winner promotes one SP that began veteran, fought and survived; when all his SPs
 *   at the battle began green, one that fought may go straight to crack. The referee picks
 *   the group; by default the one with the most such SPs.
 * - R10A: every CW leader who appeared and was not killed, and has a next rank (fewer stars
 *   than the rule set knows), gets his promotion counter on the track at the battle's turn (a
 *   counter already on the track moves there if that is later; one in the pool stays).
 * - The battle is marked fought: its setup and OOBs stay as the record. Battles not yet
 *   fought that name a group or a leader this changes follow the new state: SP counts are cut
 *   to what the group still has, killed leaders leave, and their stored OOBs are dropped to be
 *   organized again. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-history.h"
#include "ffb-result.h"

G_BEGIN_DECLS

/* R9B is "2 or more SP"; the rule set has no entry for it (it is the article's number). */

typedef enum
{
  FFB_MORALE_STEADY,     /* not Demoralized */
  FFB_MORALE_LEFT_FIELD, /* R8C, R9B: withdrew or was driven off */
  FFB_MORALE_HEAVY_LOSS, /* R9B: rules->demoralizing_sp_loss or more SPs lost */
  FFB_MORALE_CHANCE,     /* R9C: Demoralized with chance_in / chance_of, rolled on apply */
} FfbMorale;

/* What happens to one SP group of the battle. */
typedef struct
{
  char *group_id;
  FfbExperience experience; /* at the start of the battle */
  gboolean cavalry;
  int present;       /* SPs at the battle */
  int stayed_out;    /* SPs all of whose stands were in units that never arrived (R9E) */
  int fought;        /* present - stayed_out */
  int stands_lost;   /* this battle's stands lost, as attributed (R9A) */
  int sp_removed;    /* R9A */
  int to_veteran;    /* R9E: green SPs that fought and survived */
  gboolean to_crack; /* R9F: one of its SPs is promoted */
} FfbGroupOutcome;

typedef struct
{
  int victory_points;
  FfbResultField field;
  int stands_lost[FFB_N_EXPERIENCES];    /* this battle, by the brigades' experience */
  FfbFraction carried_before[FFB_N_EXPERIENCES]; /* R9A: of an SP */
  FfbFraction carried_after[FFB_N_EXPERIENCES];
  int sp_removed[FFB_N_EXPERIENCES];     /* by the groups' experience at the start */
  int sp_removed_total;                  /* R9A: all classes, carried remainders included */
  int sp_lost;                           /* this battle's stands only: what R9B and R9C weigh */
  int demoralizing_sp_loss;              /* R9B: the rule set's threshold, for the notes */
  int batteries_lost;
  FfbMorale morale;
  int chance_in, chance_of;              /* R9C: chance_in of chance_of results demoralize */
  gboolean demoralized;                  /* for FFB_MORALE_CHANCE, known once applied */
  GArray *groups;                        /* FfbGroupOutcome, in campaign order */
  GPtrArray *loss_checks;                /* char* leader ids: R9D checks */
  GPtrArray *killed;                     /* char* leader ids */
  GPtrArray *wounded;                    /* char* leader ids (disabled on the table) */
  GPtrArray *fought;                     /* char* leader ids who get an R10A counter */
} FfbAftermathSide;

typedef struct
{
  char *battle_id;
  int turn;                  /* the battle's CW turn number */
  gboolean draw;             /* R9: equal victory points */
  FfbSide winner;            /* when not a draw */
  FfbAftermathSide sides[FFB_N_SIDES];
  char *crack_group;         /* R9F: the group one SP of which goes to crack, or NULL */
  gboolean applied;
  GPtrArray *notes;          /* FfbNote*: the preview, then the rolls once applied */
  /*< private >*/
  FfbResult *result;
  FfbOob *oobs[FFB_N_SIDES];
  GHashTable *never_arrived[FFB_N_SIDES]; /* R9D, R9E: by the battle's record */
  /* A copy of the campaign the plan was made for (ffb_campaign_copy) and the length of its
   * history then: at apply, the campaign must still be equal to it. */
  FfbCampaign *planned_on;
  guint planned_history;
} FfbAftermath;

typedef struct
{
  const char *crack_group; /* R9F: the referee's pick, or NULL for the default */
  gboolean no_crack;       /* R9F: the winner promotes nobody */
} FfbAftermathOptions;

/* Works out the aftermath of `battle_id` with `result` (checked first: ffb_result_check).
 * FFB_ERROR_NOT_FOUND for an unknown battle, FFB_ERROR_INVALID for a battle already carried
 * back or a bad R9F pick, FFB_ERROR_MEANING for a result that does not fit. */
FfbAftermath *ffb_aftermath_new (FfbCampaign *campaign, const char *battle_id,
                                 FfbResult *result, const FfbAftermathOptions *options,
                                 GError **error);
void          ffb_aftermath_free (FfbAftermath *aftermath);

/* The preview (or, once applied, what was done) as text, one "RULE: sentence" a line. */
char         *ffb_aftermath_describe (const FfbAftermath *aftermath);

/* The dice stream name for a battle's aftermath rolls. */
char         *ffb_aftermath_stream (const char *battle_id);

/* Makes the R9C rolls with `dice` (NULL: the stream the campaign seed gives for this
 * battle's aftermath, ffb-campaign-dice.h, drawn first when the campaign has none, so that
 * applying it again after an undo rolls the same dice; the stream's seed is revealed and kept
 * in the history), then changes the campaign as the preview said, reveals the battle's own
 * seed ("Fair dice") and pushes the change on its history. FALSE, with the campaign unchanged, when
 * the campaign changed since the preview or the new campaign would not pass its checks.
 * The campaign's content is replaced whole (ffb_campaign_swap): pointers into it taken
 * before (leaders, groups, battles, OOBs) are no longer valid; look them up again. */
gboolean      ffb_aftermath_apply (FfbAftermath *aftermath, FfbCampaign *campaign,
                                   FfbDice *dice, GError **error);

/* The outcome of `group_id` on `side`, or NULL when the group was not at the battle. */
FfbGroupOutcome *ffb_aftermath_find_group (const FfbAftermathSide *side, const char *group_id);

const char   *ffb_morale_to_string (FfbMorale morale);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbAftermath, ffb_aftermath_free)

G_END_DECLS
