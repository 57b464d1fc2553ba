/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-block-battle.h: a block battle of seed 000's quick block combat (RULES.md C2F), as
 * data: the model's own; game night fights it (night/ffb-blocks.h).
 *
 * A block battle is plain data as the card states are (ffb-action-cards.h): the blocks of both
 * sides, each with its rating (a letter, A fires before B before C, and a number: a die at or
 * below it hits), its steps (current and full), its side (attacker or defender) and whether it
 * is a battle reserve; the hex's Fortress and whether the defender is Player 2 (C2C), who alone
 * gets its double defence; the retreat orders the players gave, by round; the owners' choices
 * among equally strong blocks, by round (C2G); and, once fought, what happened (the log, every
 * die and every hit) and how it ended. Copies and equality, as every state of the engine has.
 *
 * The ratings of C2F (A2 artillery, A3 heavy artillery, B2 infantry and brigade, C1 garrison and
 * HQ, C2 cavalry) are a small table here, by block type (ffb_block_type_rating): a battle file
 * names each block's type, and may give a block a rating of its own (a house rule, or a rating
 * written on the label), which then stands. The table is not in a deck-like data file because
 * it belongs to no deck, and a file that needs another rating says it on the block.
 *
 * The numbers C2F gives (three rounds, a six-sided die) are the battle's own fields, so that a
 * table can change them in the file. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

#define FFB_BLOCKS_FORMAT_VERSION 1
/* Limits of one battle: a hex holds a handful of blocks a side, a block at most four steps. */
#define FFB_BLOCKS_MAX_BLOCKS 64
#define FFB_BLOCKS_MAX_STEPS 10
#define FFB_BLOCKS_MAX_ROUNDS 10
/* C2F: "Combat lasts for 3 rounds"; seed 000 rolls six-sided dice. */
#define FFB_BLOCKS_ROUNDS 3
#define FFB_BLOCKS_DIE_SIDES 6

typedef enum
{
  FFB_BLOCK_ATTACKER,
  FFB_BLOCK_DEFENDER,
} FfbBlockSide;
#define FFB_N_BLOCK_SIDES 2

const char *ffb_block_side_to_string (FfbBlockSide side);
gboolean    ffb_block_side_from_string (const char *word, FfbBlockSide *out);
const char *ffb_block_side_display_name (FfbBlockSide side);
const char *const *ffb_block_side_display_names (void);
FfbBlockSide ffb_block_side_other (FfbBlockSide side);

/* C2F's block types, each with its rating in ffb_block_type_rating. */
typedef enum
{
  FFB_BLOCK_ARTILLERY,
  FFB_BLOCK_HEAVY_ARTILLERY,
  FFB_BLOCK_INFANTRY,
  FFB_BLOCK_BRIGADE,
  FFB_BLOCK_GARRISON,
  FFB_BLOCK_HQ,
  FFB_BLOCK_CAVALRY,
} FfbBlockType;
#define FFB_N_BLOCK_TYPES 7

const char *ffb_block_type_to_string (FfbBlockType type);
gboolean    ffb_block_type_from_string (const char *word, FfbBlockType *out);
const char *ffb_block_type_display_name (FfbBlockType type);
const char *const *ffb_block_type_display_names (void);

/* A combat rating: "B2" is letter 'B', number 2. */
typedef struct
{
  char letter;  /* 'A', 'B' or 'C': the order of fire */
  int number;   /* 1 to the die's sides: a die at or below it hits */
} FfbBlockRating;

/* C2F's table: A2 artillery, A3 heavy artillery, B2 infantry and brigade, C1 garrison and HQ,
 * C2 cavalry. */
FfbBlockRating ffb_block_type_rating (FfbBlockType type);
/* "B2"; and back, any case, FALSE unless a letter A to C and a number of 1 to 99. */
char       *ffb_block_rating_to_string (FfbBlockRating rating);
gboolean    ffb_block_rating_from_string (const char *text, FfbBlockRating *out);

typedef enum
{
  FFB_BLOCK_PRESENT,
  FFB_BLOCK_ELIMINATED,
  FFB_BLOCK_RETREATED,
} FfbBlockState;

const char *ffb_block_state_to_string (FfbBlockState state);
gboolean    ffb_block_state_from_string (const char *word, FfbBlockState *out);

typedef struct
{
  char *id;          /* unique in the battle; in every roll's purpose */
  char *name;        /* shown */
  FfbBlockType type;
  FfbBlockRating rating;
  FfbBlockSide side;
  int steps;         /* current strength */
  int full_steps;
  gboolean reserve;  /* C2F: a battle reserve, which sits out round 1 */
  FfbBlockState state;
} FfbBlock;

/* A player's order that a block retreats in a round instead of firing (C2F "each unit fires or
 * retreats"). */
typedef struct
{
  guint round;
  char *block;
} FfbBlockRetreat;

/* C2G: an owner's choice of the block that takes a step among equally strong ones, made in
 * `round` once that fire's dice are seen; a round's choices in the order its ties come. The
 * same two fields as an order. */
typedef FfbBlockRetreat FfbBlockChoice;

typedef enum
{
  FFB_BLOCKS_UNDECIDED,      /* not fought yet, or rounds left */
  FFB_BLOCKS_ATTACKER_WINS,  /* no defender is left in the hex */
  FFB_BLOCKS_DEFENDER_WINS,  /* no attacker is left: gone, or retreated after the last round */
} FfbBlocksOutcome;

const char *ffb_blocks_outcome_to_string (FfbBlocksOutcome outcome);
gboolean    ffb_blocks_outcome_from_string (const char *word, FfbBlocksOutcome *out);

/* What happened, one thing at a time, in the order it happened. */
typedef enum
{
  FFB_BLOCKS_ROUND_BEGINS,      /* round */
  FFB_BLOCKS_RESERVE_WAITS,     /* block: a reserve sits out round 1 */
  FFB_BLOCKS_FIRES,             /* block fires `dice` dice */
  FFB_BLOCKS_DIE_ROLLED,        /* block's die number `die` came up `face` (roll `roll`), `hit` */
  FFB_BLOCKS_STEP_LOST,         /* block's hit took a step from target, `steps_left` left;
                                 * `tied` blocks were strongest; `paired`: a Fortress's 2nd hit */
  FFB_BLOCKS_HIT_CARRIED,       /* block's hit is a Fortress's lone hit, carried */
  FFB_BLOCKS_HIT_WASTED,        /* block's hit found no enemy that may take it */
  FFB_BLOCKS_CARRIED_HIT_LOST,  /* a lone Fortress hit at the round's end */
  FFB_BLOCKS_ELIMINATED,        /* target has no step left */
  FFB_BLOCKS_RETREATS,          /* block retreats by its player's order */
  FFB_BLOCKS_RESERVE_RETREATS,  /* block: a reserve, the battle having ended in round 1 */
  FFB_BLOCKS_ATTACKER_RETREATS, /* block: an attacker, after the last round */
  FFB_BLOCKS_BATTLE_ENDS,       /* outcome */
} FfbBlocksEventKind;

typedef struct
{
  FfbBlocksEventKind kind;
  guint round;
  char *block;    /* the block that fires or retreats; NULL when none */
  char *target;   /* the block that loses a step or is eliminated; NULL when none */
  int dice;       /* FIRES: dice rolled */
  int die;        /* DIE: 1 to dice */
  int face;       /* DIE: the raw face */
  guint roll;     /* DIE: the roll's counter in the dice log */
  gboolean hit;   /* DIE */
  int steps_left; /* STEP_LOST */
  guint tied;     /* STEP_LOST: how many blocks were strongest; above 1 the owner chose */
  gboolean paired;/* STEP_LOST: a Fortress's second hit */
  FfbBlocksOutcome outcome; /* BATTLE_ENDS */
} FfbBlocksEvent;

typedef struct
{
  char *id;              /* the dice stream's name */
  char *name;
  gboolean fortress;     /* the defender holds a Fortress */
  int defender_player;   /* 1 or 2 (C2C): only Player 2's defenders get the Fortress's help */
  int rounds;            /* FFB_BLOCKS_ROUNDS */
  int die;               /* sides of the die, FFB_BLOCKS_DIE_SIDES */
  GPtrArray *blocks;     /* FfbBlock, in the file's order */
  GPtrArray *retreats;   /* FfbBlockRetreat */
  GPtrArray *choices;    /* FfbBlockChoice (C2G) */
  /* C2G at a table of phones: the player whose blocks attack (an FfbSide; -1: not said, and
   * the referee gives every order), and whether each owner has given the next round's orders
   * himself (they are then among `retreats`, and stand); cleared when that round begins. */
  int attacker_player;
  gboolean ordered[FFB_N_BLOCK_SIDES];
  /* The fight. */
  guint round;           /* the last round fought; 0 before the first */
  gboolean begun;        /* C2G: round + 1 has begun: its orders stand (kept between rounds) */
  char **tie;            /* C2G: the fight stopped in round `round` at a tie of these blocks
                          * (ids, NULL-terminated), whose owner chooses; NULL otherwise. Never
                          * kept: the fight so far is shown, then fought again with the choice */
  int carried;           /* a Fortress's lone hit, during a round */
  FfbBlocksOutcome outcome;
  GPtrArray *log;        /* FfbBlocksEvent */
} FfbBlockBattle;

/* An empty battle: no blocks, three rounds, a six-sided die, no Fortress, the defender Player 2. */
FfbBlockBattle *ffb_blocks_new (const char *id, const char *name);
void            ffb_blocks_free (FfbBlockBattle *battle);
FfbBlockBattle *ffb_blocks_copy (const FfbBlockBattle *battle);
gboolean        ffb_blocks_equal (const FfbBlockBattle *a, const FfbBlockBattle *b);

/* A block of `type`, at its table rating, full strength, present; added last. */
FfbBlock       *ffb_blocks_add (FfbBlockBattle *battle, const char *id, const char *name,
                                FfbBlockType type, FfbBlockSide side, int steps);
FfbBlock       *ffb_blocks_find (const FfbBlockBattle *battle, const char *id);
/* A retreat order for `block` in `round`, checked as ffb_blocks_check does. */
gboolean        ffb_blocks_order_retreat (FfbBlockBattle *battle, guint round,
                                          const char *block, GError **error);
/* Whether the battle can be fought: each side a block, ids unique, steps from 1 to full, a
 * rating for the die, orders for blocks of the battle in its rounds, none for a reserve in round
 * 1 (C2F: it neither fires nor retreats then). FFB_ERROR_INVALID with one sentence naming the
 * block and the rule. */
gboolean        ffb_blocks_check (const FfbBlockBattle *battle, GError **error);
/* The checks of ffb_blocks_check that concern one block, the `index`-th (a name, an id no
 * earlier block has, its steps, its rating), so that a form shows a refusal at the block's
 * row. */
gboolean        ffb_blocks_check_block (const FfbBlockBattle *battle, guint index,
                                        GError **error);

/* C2G: which of the battle's sides `player`'s blocks are; FALSE when the battle does not say
 * which player attacks. */
gboolean        ffb_blocks_player_side (const FfbBlockBattle *battle, FfbSide player,
                                        FfbBlockSide *out);

/* C2G: the owner's choice `block` at the next tie of round `round`, appended. */
void            ffb_blocks_add_choice (FfbBlockBattle *battle, guint round, const char *block);
/* The orders given for `round` (retreats, NULL-terminated ids, new) and the number of choices. */
char          **ffb_blocks_round_retreats (const FfbBlockBattle *battle, guint round);
guint           ffb_blocks_round_n_choices (const FfbBlockBattle *battle, guint round);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbBlockBattle, ffb_blocks_free)

G_END_DECLS
