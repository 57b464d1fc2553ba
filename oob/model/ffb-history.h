/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history.h: what the campaign remembers of the changes made to it after its battles
 * (R9 aftermaths, R10 promotion rolls and draws, T rolls on the referee's tables, C2F block
 * battles), so that the referee can read what happened
 * and undo the last change.
 *
 * Each change keeps, in words, what it did (each line naming its rule), the dice it rolled
 * (with the seed of their stream, revealed once the change is made, so that anyone can
 * re-derive the rolls: a key derived from the campaign seed by what the rolls are for,
 * ffb-campaign-dice.h, which tells nothing of any other stream), and the whole campaign as it
 * stood before, without its history and its seed. Undo puts that campaign back, keeping the
 * campaign seed: the same change made again rolls the same dice. Only the last FFB_HISTORY_UNDO_DEPTH changes keep their "before": a campaign file
 * must not grow without end; older changes stay as a record. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"
#include "ffb-tables.h"

G_BEGIN_DECLS

#define FFB_HISTORY_UNDO_DEPTH 20

typedef enum
{
  FFB_CHANGE_AFTERMATH,        /* R8C, R9, R10A: a battle carried back to the campaign */
  FFB_CHANGE_PROMOTION_PHASE,  /* R10B-C: the Reinforcement Phase rolls of one CW turn */
  FFB_CHANGE_PROMOTION_DRAW,   /* R10D-E: a draw from the Promotion Pool */
  FFB_CHANGE_TABLE_ROLL,       /* T: a roll on a referee's table, its modifiers named */
  FFB_CHANGE_BLOCK_BATTLE,     /* C2F: a block battle of seed 000, fought round by round */
} FfbChangeKind;
#define FFB_N_CHANGE_KINDS 5

/* One line of a preview or of the history: "R9A" + a sentence. */
typedef struct
{
  char *rule;
  char *text;
} FfbNote;

/* What a roll on a referee's table was made with (T), kept beside its sentence so that
 * `verify --history` can work it out again from its table: the table's id, each modifier
 * ticked (its id, the value typed for a typed one, what it added), the total and the result
 * read. The sentence is in the referee's words and language; this record is in the table's. */
typedef struct
{
  char *id;
  gboolean typed;   /* a value was typed (a typed modifier) */
  int typed_value;
  int value;        /* what it added to the roll */
} FfbTableRollModifier;

/* One unit's roll of a compared table (T: the charge resolution): its side (0 the table's
 * first, 1 its second), its modifiers, its total. */
typedef struct
{
  int side;
  GPtrArray *modifiers; /* FfbTableRollModifier* */
  int total;
} FfbTableRollUnit;

typedef struct
{
  char *table_id;
  GPtrArray *modifiers; /* FfbTableRollModifier*, in the ticked order */
  int total;            /* a compared roll's: the first side's sum less the second's */
  char *result;         /* the band's result (a compared roll's outcome), as the table gives */
  GPtrArray *units;     /* a compared roll's FfbTableRollUnit*, in order; empty otherwise */
  int stragglers;       /* T: the ½d6 stragglers rolled; -1: none */
} FfbTableRollRecord;

FfbTableRollRecord *ffb_table_roll_record_new (const char *table_id, int total,
                                               const char *result);
/* Appends a modifier (its id copied) to `record`. */
void                ffb_table_roll_record_add (FfbTableRollRecord *record, const char *id,
                                               gboolean typed, int typed_value, int value);
void                ffb_table_roll_record_free (FfbTableRollRecord *record);
/* Appends a unit of a compared roll; its modifiers are added with ffb_table_roll_unit_add. */
FfbTableRollUnit   *ffb_table_roll_record_add_unit (FfbTableRollRecord *record, int side,
                                                    int total);
void                ffb_table_roll_unit_add (FfbTableRollUnit *unit, const char *id,
                                             gboolean typed, int typed_value, int value);

/* What a block battle (C2F) was fought with, kept beside its log so that the fight can be made
 * again from it: the battle as it stood before the fight, as its file's text (written and read
 * by the file layer, ffb-xml-blocks.h: opaque here, as a change's "before" is), the owners'
 * choices among equally strong blocks given before the fight (block ids, first preferred
 * first: ffb_blocks_choose_preferred) and the outcome's word. */
typedef struct
{
  char *battle;
  GPtrArray *preferred; /* char*: block ids */
  char *outcome;
  /* C2G: 0, a whole battle fought at once (files from before C2G); R, round R of a battle
   * fought round by round: `battle` is the battle before it with its orders and its owners'
   * choices for it, `outcome` the battle's after it ("undecided" while rounds are left), and the
   * change is final: it keeps no "before", and undo refuses it. */
  guint round;
} FfbBlockBattleRecord;

/* `preferred` (NULL-terminated, may be NULL) is copied. */
FfbBlockBattleRecord *ffb_block_battle_record_new (const char *battle,
                                                   const char *const *preferred,
                                                   const char *outcome);
void                  ffb_block_battle_record_free (FfbBlockBattleRecord *record);

typedef struct
{
  FfbChangeKind kind;
  char *battle_id;  /* the battle of an aftermath, else NULL */
  FfbSide side;     /* the side of a promotion draw */
  int turn;         /* the CW turn number it belongs to (ffb_campaign_turn_number) */
  GPtrArray *notes; /* FfbNote*: what it changed, in words */
  /* Its dice, when it rolled: the stream, the seed (revealed), its commitment and the log. */
  char *stream;
  char *seed;
  char *commitment;
  /* The commitment of the campaign seed that `seed` was derived from (ffb-campaign-dice.h),
   * or NULL when the dice had a seed of their own (`--seed`, or a change made before). */
  char *campaign_commitment;
  /* The derivation its rolls were made with (FFB_DICE_DERIVATION_*, ffb-dice.h): a change
   * made before the record existed was rolled with derivation 1. */
  guint derivation;
  GArray *rolls;    /* FfbRoll */
  char *before;     /* the campaign before the change, or NULL: a snapshot the file layer
                     * made and reads back (ffb-xml-snapshot.h), opaque here */
  FfbTableRollRecord *table_roll; /* a table roll's record (kind table-roll), else NULL */
  FfbBlockBattleRecord *block_battle; /* a block battle's (kind block-battle), else NULL */
  /* The file layer's own: this change's element as it last wrote it into the campaign's text
   * in memory, and what it wrote it from (ffb-xml-history.c), or NULL. Opaque here, freed
   * with the change. */
  char *written;
  char *written_from;
} FfbChange;

FfbNote   *ffb_note_new (const char *rule, const char *format, ...) G_GNUC_PRINTF (2, 3);
void       ffb_note_free (FfbNote *note);
/* "R9A: ..." */
char      *ffb_note_to_string (const FfbNote *note);

FfbChange *ffb_change_new (FfbChangeKind kind, int turn);
void       ffb_change_free (FfbChange *change);
/* A change of its own with every field (ffb-history-copy.c), not the file layer's cache. */
FfbChange *ffb_change_copy (const FfbChange *change);
/* ffb_campaign_copy with the history and the campaign's own dice as well: all a write of the
 * campaign's file reads, for a write on a worker thread while the original goes on being
 * edited. */
FfbCampaign *ffb_history_copy_campaign (FfbCampaign *campaign);
/* Keeps the dice's seed (revealing it) and a copy of its log in the change. */
void       ffb_change_take_dice (FfbChange *change, FfbDice *dice);
/* A dice stream rebuilt from the change, to re-derive its rolls (ffb_dice_verify); NULL when
 * the change rolled nothing. */
FfbDice   *ffb_change_restore_dice (const FfbChange *change, GError **error);

const char *ffb_change_kind_to_string (FfbChangeKind kind);
/* The file's word inside a sentence, translated (FFB_DEFINE_SENTENCE_WORDS in ffb-enums.h). */
const char *ffb_change_kind_sentence_word (FfbChangeKind kind);
gboolean    ffb_change_kind_from_string (const char *word, FfbChangeKind *out);

/* The campaign's changes, oldest first (never NULL; owned by the campaign). */
GPtrArray *ffb_history_get (FfbCampaign *campaign);
/* Appends `change` (taking it) and drops the "before" of changes beyond the undo depth. */
void       ffb_history_push (FfbCampaign *campaign, FfbChange *change);
/* The change that carried `battle_id` back to the campaign, or NULL. */
FfbChange *ffb_history_find_aftermath (FfbCampaign *campaign, const char *battle_id);

/* What ffb_history_verify looked at. */
typedef struct
{
  guint changes;       /* changes that rolled */
  guint table_rolls;   /* table rolls worked out again from their tables */
  guint rolls;         /* their rolls, each re-derived */
  guint derived_keys;  /* seeds shown to be keys of the committed campaign seed */
  guint unchecked_keys; /* seeds from the campaign dice that this file cannot check: it does
                        * not hold the campaign seed */
} FfbHistoryCheck;

/* "Fair dice": re-derives every change's rolls from its revealed seed (ffb_dice_verify) and,
 * for a change rolled with the campaign's dice, checks that its seed is the key the committed
 * campaign seed gives for its stream (when this file holds the seed: the referee's does). One
 * sentence per problem naming the change (empty when sound); `check`, when not NULL, gets the
 * counts. */
GPtrArray *ffb_history_verify (FfbCampaign *campaign, FfbHistoryCheck *check);
/* The same, and each table roll (T) worked out again from its table, found by id among
 * `tables` (NULL: table rolls get their dice checked only):
 * its dice are its table's, its modifiers the table's with the values it gives them (and
 * allowed together), its total their sum, its result the band's for that total, and the
 * sentence it keeps names that result and every modifier with its value. One sentence per
 * problem naming the change. */
GPtrArray *ffb_history_verify_tables (FfbCampaign *campaign, const FfbTables *tables,
                                      FfbHistoryCheck *check);

/* C2G: whether `change` is a fought round of a block battle, which undo never takes back. */
gboolean   ffb_change_is_final (const FfbChange *change);
/* C2G: the rounds of block battles fought in the history (its final changes). */
guint      ffb_history_n_final (FfbCampaign *campaign);
/* Whether the last change can be undone (it kept its "before"). */
gboolean   ffb_history_can_undo (FfbCampaign *campaign);
/* The last change when it can be undone (it kept its "before"); otherwise NULL with an
 * FFB_ERROR_INVALID that says why. Undo itself (ffb_xml_undo_last_change) is the file
 * layer's, which reads the snapshot back (ffb-xml-snapshot.h). */
const FfbChange *ffb_history_last_undoable (FfbCampaign *campaign, GError **error);
/* Makes the campaign `restored`, the last change's "before" read back: it takes the history
 * before that change, the campaign seed and the keys unlocked in this session, and `restored`
 * is left holding the old content. The change undone is returned in `undone` when not NULL. */
void       ffb_history_undo_to (FfbCampaign *campaign, FfbCampaign *restored,
                                FfbChange **undone);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbChange, ffb_change_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbNote, ffb_note_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTableRollRecord, ffb_table_roll_record_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbBlockBattleRecord, ffb_block_battle_record_free)

G_END_DECLS
