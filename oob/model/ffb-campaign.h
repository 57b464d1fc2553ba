/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign.h: a campaign of the strategic game, as the referee keeps it between game
 * nights: both sides' leaders and strength points, the CW turn, the rule set, the
 * promotion track and every battle. One campaign is one *.ffbridge file. */
#pragma once

#include <glib.h>
#include "ffb-rating-map.h"
#include "ffb-enums.h"
#include "ffb-fraction.h"
#include "ffb-rules.h"
#include "ffb-battle.h"
#include "ffb-card-play.h"
#include "ffb-dice.h"
#include "ffb-secrets.h"
#include "ffb-keyring.h"
#include "ffb-neutral-record.h"

G_BEGIN_DECLS

/* The key of sealed_kept for the campaign's own dice (no battle id starts with '#'). */
#define FFB_CAMPAIGN_SEALED_DICE "#campaign-dice"
/* The same for the record of the campaign's action deck (C2), sealed for the referee. */
#define FFB_CAMPAIGN_SEALED_ACTION_CARDS "#action-cards"

/* The campaign file format this build writes; it reads 1 to this. Format 3 gives a side's
 * carried losses as its child <carried> (ffb-xml.c, read_carried). */
#define FFB_FORMAT_VERSION 3
#define FFB_FIRST_YEAR 1861

/* L1, R10C: the printed ratings of one of a leader's counters, one counter per rank. */
typedef struct
{
  int stars;        /* the counter's rank, 1..4 */
  int initiative;
  int tactical;
  int army_command;
} FfbLeaderCounter;

/* A CW leader. His ratings are those printed on his counter in play, the one of his rank. */
typedef struct
{
  char *id;
  char *name;
  FfbSide side;
  int stars;        /* 1..4 (R4B) */
  int initiative;   /* 1..4 (R7B(1)) */
  int tactical;     /* -2..+2 (R7A, R10C) */
  int army_command; /* -3..+3 (R11D) */
  gboolean cavalry; /* R4A: the SPs he commands are cavalry */
  FfbLeaderStatus status;
  /* L1: his counters of other ranks (FfbLeaderCounter, by rank, none of his rank in play),
   * for promotion to put in play (R10C); empty when only the one in play is known. */
  GArray *other_counters;
} FfbLeader;

/* CW strength points of one experience, kept together as the campaign map keeps them. */
typedef struct
{
  char *id;
  char *name;
  FfbSide side;
  FfbExperience experience; /* R4F */
  int count;                /* whole SPs, 0..FFB_MAX_SP */
  char *commander;          /* leader id or NULL; a cavalry leader makes them cavalry (R4A) */
  /* The referee's note of the group's arms ("Rifled muskets"), printed on the OOB sheet of
   * every brigade drawn from it: the CW game has no weapons, so it is his to keep. One line,
   * trimmed, at most FFB_MAX_WEAPONS characters; NULL when there is none. */
  char *weapons;
} FfbSpGroup;

#define FFB_MAX_SP 10000
/* Short enough to print beside a brigade's tally boxes. */
#define FFB_MAX_WEAPONS 40

/* R10A: a leader's next-rank promotion counter on the turn track or in the pool. */
typedef struct
{
  char *leader_id;
  int placed_turn; /* CW turn number (ffb_campaign_turn_number) */
  gboolean in_pool;
} FfbPromotion;

typedef struct _FfbCampaign FfbCampaign;

struct _FfbCampaign
{
  /*< private >*/
  gint ref_count;
  GHashTable *leader_index; /* id -> FfbLeader*, kept by the functions below */
  GHashTable *group_index;  /* id -> FfbSpGroup* */

  /*< public >*/
  char *name;
  int year;         /* current CW turn: year ... */
  FfbMonths months; /* ... and months */
  FfbRules *rules;
  char *rules_ref;  /* "default" when the built-in set is used; NULL when embedded */

  GPtrArray *leaders;   /* FfbLeader*, in campaign order (also the seniority order) */
  GPtrArray *sp_groups; /* FfbSpGroup* */
  GPtrArray *battles;   /* FfbBattle* */
  GArray    *promotions; /* FfbPromotion */
  /* L3: the campaign's own rating mapping (FFB_N_LIBRARY_RATINGS maps), which maps every
   * leader added from a library; NULL: each library maps by its own. */
  FfbRatingMap *leader_ratings;

  /* R9A: losses short of a whole SP, carried per side and experience as an exact fraction
   * of an SP (not as stands: the next battle may use another ratio). */
  FfbFraction carried[FFB_N_SIDES][FFB_N_EXPERIENCES];

  /* Who holds which key (ffb-keyring.h): the referee's passphrase and each side's. Once the
   * referee's is set, the campaign's secrets are sealed in its file (ffb-xml-seal.h). Never
   * NULL; it stays with the campaign through undo. */
  FfbKeyring *keyring;
  /* battle id -> the sealed parts of that battle as read from its file (XML), when they could
   * not be opened for want of the referee's passphrase: the model lacks what they hold, and
   * they are written back unchanged. FFB_CAMPAIGN_SEALED_DICE -> the campaign's own dice,
   * whose seed stays sealed the same way. */
  GHashTable *sealed_kept;

  char *note; /* the referee's free text, or NULL */

  /* The campaign's own dice (ffb-campaign-dice.h): the seed of R9C and R10B-E rolls, 64 hex
   * digits, a secret kept in this one field (the file's <campaign-dice>); NULL until first
   * needed. Its commitment, SHA-256 of the seed in hex, is public. */
  char *dice_seed;
  char *dice_commitment;

  /* C2: the action deck of the campaign's years (ffb-card-play.h; night/ffb-action-play.h),
   * once the referee turns it on; NULL: off. Dealt from the campaign's own dice. */
  FfbCardPlay *action_cards;

  /* C2G: the block battle under way between its rounds (aftermath/ffb-blocks-campaign.h): its
   * battle file's text (the file layer's, opaque here), or NULL: none; and the CW turn and the
   * number in that turn that name its dice streams. Like the action deck's record it is no part
   * of an undo snapshot and stays through undo: a round fought or begun is final. */
  char *blocks_battle;
  int blocks_turn;
  int blocks_number;

  /* FfbChange*: aftermaths and promotions, for the record and undo (ffb-history.h); NULL
   * until the first, made by ffb_history_get. */
  GPtrArray *history;
};

/* Files before carried fractions kept stands (read as stands at the ratio of the last battle
 * carried back, or the rule set's); at most this many. */
#define FFB_MAX_CARRIED_STANDS 100000
#define FFB_LAST_YEAR 1870

/* Takes a reference to `rules`. `rules_ref` is the name by which the file refers to a
 * built-in set ("default"); with NULL the set is embedded when saved. The built-in sets, and
 * campaigns made on them, come from the file layer (ffb-xml-built-in.h). */
FfbCampaign *ffb_campaign_new_with_rules (FfbRules *rules, const char *rules_ref);
FfbCampaign *ffb_campaign_ref (FfbCampaign *campaign);
void         ffb_campaign_unref (FfbCampaign *campaign);
/* Replaces the whole content of `campaign` by that of `other`, in place, keeping the
 * caller's references valid; `other` is left holding the old content. Pointers into the old
 * content (leaders, groups, battles) are then `other`'s. */
void         ffb_campaign_swap (FfbCampaign *campaign, FfbCampaign *other);
/* C2G: moves the block battle under way of `from` to `to`, replacing `to`'s. */
void         ffb_campaign_blocks_carry (FfbCampaign *to, FfbCampaign *from);

/* A campaign of its own with a copy of every field, with no file format between
 * (ffb-campaign-copy.c): leaders, SP groups, battles with their OOBs, neutral parties and
 * drafts, promotions, carried losses, the rule set, the keyring with the keys unlocked in this
 * session (copied into guarded memory) and the sealed parts kept unopened. Not its history
 * nor its own dice (seed and commitment), which stay in one place, the campaign's: the same
 * as an undo snapshot keeps (ffb-xml-snapshot.h), and what a change works on before it is
 * carried over. The card records (the battles' and the years') are copied with the
 * state of each player's view (ffb_card_play_copy). */
FfbCampaign *ffb_campaign_copy (FfbCampaign *campaign);
/* Every field ffb_campaign_copy copies is the same (the rule sets by ffb_rules_equal, the
 * keyrings by ffb_keyring_equal, the card records by ffb_card_play_equal); the history and the campaign's
 * own dice aside. */
gboolean     ffb_campaign_equal (FfbCampaign *a, FfbCampaign *b);

/* Whether `reader` has a passphrase. */
gboolean     ffb_campaign_has_passphrase (FfbCampaign *campaign, FfbReader reader);
/* Whether the battle's secrets are sealed in the file and were not opened (no referee's
 * passphrase given): the model lacks them. */
gboolean     ffb_campaign_battle_is_sealed (FfbCampaign *campaign, const char *battle_id);

/* Takes ownership of the leader / group / battle. Returns FALSE (and frees nothing) when the id
 * is already used. */
gboolean     ffb_campaign_add_leader (FfbCampaign *campaign, FfbLeader *leader);
gboolean     ffb_campaign_add_sp_group (FfbCampaign *campaign, FfbSpGroup *group);
void         ffb_campaign_add_battle (FfbCampaign *campaign, FfbBattle *battle);

FfbLeader   *ffb_campaign_find_leader (FfbCampaign *campaign, const char *id);
FfbSpGroup  *ffb_campaign_find_sp_group (FfbCampaign *campaign, const char *id);
FfbBattle   *ffb_campaign_find_battle (FfbCampaign *campaign, const char *id);
/* What a person reads for a leader, an SP group or a battle: its name (the campaign's string),
 * or `id` itself when the campaign has none so named (a damaged file), never NULL for an id. */
const char  *ffb_campaign_leader_name (FfbCampaign *campaign, const char *id);
const char  *ffb_campaign_sp_group_name (FfbCampaign *campaign, const char *id);
const char  *ffb_campaign_battle_name (FfbCampaign *campaign, const char *id);
/* The battle a person names: by its name, case and outer spaces aside ("cross keys"), or by
 * its id; NULL when none. */
FfbBattle   *ffb_campaign_find_battle_named (FfbCampaign *campaign, const char *name);
/* The same for a leader and an SP group: by the id, else by the one name that matches (a
 * name two leaders share names neither); NULL when none. */
FfbLeader   *ffb_campaign_find_leader_named (FfbCampaign *campaign, const char *name);
FfbSpGroup  *ffb_campaign_find_sp_group_named (FfbCampaign *campaign, const char *name);
/* The battles' names in campaign order ("“Cross Keys”, “Port Republic”"), for a refusal to
 * list the valid ones; "none" when there is no battle. */
char        *ffb_campaign_battle_names (FfbCampaign *campaign);

/* A leader is cavalry, and so are the SPs he commands (R4A). */
gboolean     ffb_campaign_sp_group_is_cavalry (FfbCampaign *campaign, const FfbSpGroup *group);

/* CW turns counted from Mar-Apr 1861 = 1, five a year. */
int          ffb_campaign_turn_number (int year, FfbMonths months);

/* An id spelled as the campaign's ids are (campaign.rng's "id": 1 to 64 letters, digits, '-',
 * '_' or '.', starting with a letter or digit), so that a campaign built in code saves to a
 * file that loads again; NULL is none. */
gboolean     ffb_campaign_id_is_valid (const char *id);

/* Checks what the schema cannot: references resolve, counts fit, battles name SPs of the right
 * side and no more than exist. The first problem is an FFB_ERROR_MEANING that names it. */
gboolean     ffb_campaign_check (FfbCampaign *campaign, GError **error);

/* The line a checked object (an FfbLeader, FfbSpGroup, FfbBattle, FfbPresentSp,
 * FfbPresentLeader or FfbPromotion of the campaign) was read from, or 0 when unknown. */
typedef int (*FfbCampaignLineFunc) (gconstpointer object, gpointer user_data);

/* ffb_campaign_check for a loader: messages start "source_name:line: " using `line_func`. */
gboolean     ffb_campaign_check_located (FfbCampaign *campaign, const char *source_name,
                                         FfbCampaignLineFunc line_func, gpointer user_data,
                                         GError **error);

FfbLeader   *ffb_leader_new (const char *id, const char *name, FfbSide side, int stars);
void         ffb_leader_free (FfbLeader *leader);

/* L1, R10C: a leader's counters by rank (ffb-leader-counters.c). */
/* The counter of rank `stars`: the one in play (his own ratings) or another; NULL when the
 * campaign does not know it. Copied into `out`. */
gboolean     ffb_leader_get_counter (const FfbLeader *leader, int stars, FfbLeaderCounter *out);
/* Sets the counter of its rank: the ratings in play when it is his rank, else one kept. */
void         ffb_leader_set_counter (FfbLeader *leader, const FfbLeaderCounter *counter);
/* Forgets the counter of rank `stars` (not the one in play). */
void         ffb_leader_drop_counter (FfbLeader *leader, int stars);
/* R10C: one rank up. The counter in play is kept for its rank, and the next rank's counter,
 * when known, is put in play with its ratings (TRUE); otherwise he keeps his ratings until
 * the referee types in those of his new counter (FALSE). */
gboolean     ffb_leader_promote (FfbLeader *leader);
FfbSpGroup  *ffb_sp_group_new (const char *id, FfbSide side, FfbExperience experience,
                               int count);
void         ffb_sp_group_free (FfbSpGroup *group);
/* A weapons note as it is kept: trimmed, every run of white space or control characters one
 * space (a note is one line of a sheet); NULL when nothing is left. Its length is not checked:
 * ffb_campaign_check and the SP group editor say when it is too long. */
char        *ffb_weapons_note_clean (const char *text);

/* The campaign's own fair dice (ffb-campaign-dice.c; the scheme is told in
 * ffb-campaign-dice.h). */
/* Draws the campaign seed from the OS's secure random source when the campaign has none;
 * FALSE with FFB_ERROR_IO when the system gives no random numbers. */
gboolean    ffb_campaign_dice_ensure (FfbCampaign *campaign, GError **error);
/* Gives the campaign the seed `seed_hex` (64 hex digits) when it has none: tests and demos.
 * FFB_ERROR_INVALID for bad hex or when another seed is committed already. */
gboolean    ffb_campaign_dice_set_seed (FfbCampaign *campaign, const char *seed_hex,
                                        GError **error);
/* The commitment of the campaign seed, or NULL while none is drawn. */
const char *ffb_campaign_dice_commitment (FfbCampaign *campaign);

/* A dice stream for the rolls of `stream`, its seed the key derived from the campaign seed
 * (drawn now when there is none). */
FfbDice    *ffb_campaign_dice_open (FfbCampaign *campaign, const char *stream, GError **error);
/* Whether `key_hex` is the key the campaign seed gives for `stream`. FALSE when the
 * campaign holds no seed. */
gboolean    ffb_campaign_dice_check_key (FfbCampaign *campaign, const char *stream,
                                         const char *key_hex);

/* What undo must never take back, from `from` (the campaign now) to `to` (the one undo
 * brings back): the campaign seed, once drawn, and the reveal of a battle's seed ("Revealing
 * cannot be undone", ffb-dice.h). TRUE when `to` changed (it then differs from its file). */
gboolean    ffb_campaign_dice_carry (FfbCampaign *to, FfbCampaign *from);

/* Wipes and frees the campaign's seed and commitment (the campaign then has none). */
void        ffb_campaign_dice_clear (FfbCampaign *campaign);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbCampaign, ffb_campaign_unref)

G_END_DECLS
