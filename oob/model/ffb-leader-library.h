/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-library.h: a library of historical leaders as data (RULES.md L2, L3): each
 * leader's name, side and cavalry flag, and his counters by rank with the source's own two
 * values, Command and Administrative; and the library's rating mapping, which turns those
 * two values into the bridge's ratings (tactical R7A, initiative R7B(1), army command R11D).
 * The library knows no file format (files/ffb-xml-leaders.h reads and writes it) and changes
 * no campaign (setup/ffb-edit.h adds a library leader through the editor).
 *
 * L3's decision: the seed's flattened list lost its columns, so it does not say which rank a
 * leader's first value belongs to. A leader's counters sit on consecutive ranks from his
 * start rank, and the library says whether that start rank is its own reading (L3: 1 star)
 * or stated by its source; the referee may put the counters on other ranks when adding him.
 *
 * The mapping's defaults (data/leaders/seed-002.xml, in RULES.md's words):
 *   tactical (R7A)      = Command, held to -2..+2 (+2 is an E leader, -2 a P leader);
 *   army command (R11D) = Command, held to -3..+3 (Lee's 4 gives +3, as R11D has him);
 *   initiative (R7B(1)) = 3 - Administrative, held to 1..4 (a flank march is swift when its
 *                         d4 beats the initiative, so a good administrator's is low: Adm 2 or
 *                         more gives 1, Adm 1 gives 2, Adm 0 gives 3); a counter whose
 *                         Administrative value the source does not give takes 3.
 * Each is a table of bands in the library file, to be changed per library (a referee's own
 * file), and per campaign once the rule set carries it. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-rating-map.h"

G_BEGIN_DECLS

#define FFB_LEADER_LIBRARY_FORMAT_VERSION 1
/* Ranks a counter may have: CW's one to four stars (R4B). */
#define FFB_LIBRARY_MAX_RANKS 4
/* Leaders in one library: a whole war's generals are a few hundred. */
#define FFB_LIBRARY_MAX_LEADERS 1000


/* One historical leader. counters[i] is his counter of start_rank + i stars. */
typedef struct
{
  char *name;
  FfbSide side;
  gboolean cavalry;
  int start_rank;               /* 1..4 */
  gboolean start_rank_read;     /* TRUE: the library's own reading (L3); FALSE: the source's */
  int n_counters;               /* 1..4, start_rank + n_counters - 1 <= 4 */
  FfbLibraryCounter counters[FFB_LIBRARY_MAX_RANKS];
  int line;                     /* where a file gave him, for the loader's errors; 0 unknown */
} FfbLibraryLeader;


typedef struct
{
  char *name;                                 /* shown: "Revised leaders (Chiavini's variant rules)" */
  FfbRatingMap maps[FFB_N_LIBRARY_RATINGS];
  GPtrArray *leaders;                         /* FfbLibraryLeader*, in the file's order */
} FfbLeaderLibrary;

FfbLeaderLibrary *ffb_leader_library_new (const char *name);
void              ffb_leader_library_free (FfbLeaderLibrary *library);
FfbLibraryLeader *ffb_library_leader_new (const char *name, FfbSide side);
void              ffb_library_leader_free (FfbLibraryLeader *leader);
/* Appends `leader` (taken) and returns him. */
FfbLibraryLeader *ffb_leader_library_add (FfbLeaderLibrary *library, FfbLibraryLeader *leader);
gboolean          ffb_leader_library_equal (const FfbLeaderLibrary *a,
                                            const FfbLeaderLibrary *b);

/* The meaning checks a file's schema cannot make: ranks 1..4, values in range, no name twice
 * on one side, every rating's bands covering every value once with ratings a CW counter
 * prints, and every counter mappable. FFB_ERROR_MEANING with one sentence naming the leader
 * or the rating, and in `line` (may be NULL) the line of what it names (0 unknown). */
gboolean          ffb_leader_library_check (const FfbLeaderLibrary *library, int *line,
                                            GError **error);

/* Either side, for the lookups below. */
#define FFB_LIBRARY_ANY_SIDE (-1)

/* The leaders whose name starts with `prefix`, ignoring case ("sher": Sheridan, Sherman),
 * of `side` (an FfbSide, or FFB_LIBRARY_ANY_SIDE), in the library's order. The array holds
 * the library's leaders, not copies. An empty prefix matches everyone. */
GPtrArray        *ffb_leader_library_find (const FfbLeaderLibrary *library, const char *prefix,
                                           int side);
/* The one leader `name` names: his whole name (ignoring case), else the only leader whose
 * name starts with it. FFB_ERROR_NOT_FOUND with one sentence when none or several do (the
 * several named). */
FfbLibraryLeader *ffb_leader_library_lookup (const FfbLeaderLibrary *library, const char *name,
                                             int side, GError **error);

/* The bridge's rating for one counter by the library's mapping. */
int               ffb_leader_library_map (const FfbLeaderLibrary *library,
                                          const FfbLibraryCounter *counter,
                                          FfbLibraryRating rating);
/* The leader as a campaign keeps him (L1): one FfbLeaderCounter a rank, mapped, from
 * `start_rank` (0: his own start rank) on; the first in play. A new FfbLeader with no id,
 * for ffb_edit_new_leader; FFB_ERROR_INVALID when his counters do not fit from `start_rank`
 * into 1..4 stars. */
FfbLeader        *ffb_leader_library_to_leader (const FfbLeaderLibrary *library,
                                                const FfbLibraryLeader *leader,
                                                int start_rank, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbLeaderLibrary, ffb_leader_library_free)

G_END_DECLS
