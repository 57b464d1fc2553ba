/* ffb-dice.h: the neutral party's fair dice (RULES.md, "Fair dice").
 *
 * Before the first secret roll of a battle the app draws a 256-bit seed from the operating
 * system's secure random source and shows its commitment, SHA-256(seed), to both players. Each
 * player may type a phrase, mixed in after the commitment is shown so that neither the app nor
 * a player can steer the rolls. Every roll is derived from HMAC-SHA256 keyed by the mixed seed
 * over (battle id, roll counter, purpose), mapped to the die without bias by rejection
 * sampling, and logged with its purpose, audience and reveal time. After the battle the seed
 * is revealed and anyone can re-derive every roll and check it against the commitment. */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

#define FFB_DICE_SEED_BYTES 32

/* Who may see a roll's result. */
typedef enum
{
  FFB_AUDIENCE_REFEREE,     /* the referee only */
  FFB_AUDIENCE_UNION,       /* the Union player (and the referee) */
  FFB_AUDIENCE_CONFEDERATE, /* the Confederate player (and the referee) */
  FFB_AUDIENCE_EVERYONE,
} FfbAudience;

FfbAudience ffb_audience_for_side (FfbSide side);
const char *ffb_audience_to_string (FfbAudience audience);
gboolean    ffb_audience_from_string (const char *word, FfbAudience *out);

/* One logged roll. */
typedef struct
{
  guint counter;       /* 0, 1, 2... in the order rolled */
  char *purpose;       /* "R7A(3) brigade E: union.c1.d1.b2" - also the HMAC input */
  int sides;           /* the die: 2..1000 (d4, d6, d10, d100...) */
  int raw;             /* 1..sides, as derived */
  int modifier;        /* added by the rule that asked for the roll */
  int result;          /* raw + modifier */
  FfbAudience audience;
  int reveal_turn;     /* 0: at once to its audience; n: to everyone from FF turn n */
} FfbRoll;

typedef struct _FfbDice FfbDice;

/* A new stream with a seed from the OS's secure random source. */
FfbDice    *ffb_dice_new (const char *battle_id, GError **error);
/* A stream with a given seed (64 hex digits): tests, demos and `--seed HEX`. */
FfbDice    *ffb_dice_new_from_hex (const char *battle_id, const char *seed_hex, GError **error);
void        ffb_dice_free (FfbDice *dice);

/* SHA-256 of the seed, 64 lowercase hex digits: shown to both players before any roll. */
const char *ffb_dice_commitment (const FfbDice *dice);
/* Mixes a player's phrase in; allowed only before the first roll (FALSE afterwards). */
gboolean    ffb_dice_add_phrase (FfbDice *dice, FfbSide side, const char *phrase);
const char *ffb_dice_phrase (const FfbDice *dice, FfbSide side);

/* Rolls one die of `sides` faces and logs it; returns the logged roll (owned by the dice). */
const FfbRoll *ffb_dice_roll (FfbDice *dice, const char *purpose, int sides, int modifier,
                              FfbAudience audience, int reveal_turn);
/* A percentage chance: TRUE with `percent` in 100 (a d100 roll <= percent). */
gboolean    ffb_dice_chance (FfbDice *dice, const char *purpose, int percent,
                             FfbAudience audience, int reveal_turn);

guint          ffb_dice_n_rolls (const FfbDice *dice);
const FfbRoll *ffb_dice_get_roll (const FfbDice *dice, guint index);

/* After the battle: the seed in hex, or NULL while it is still secret. */
gboolean    ffb_dice_reveal (FfbDice *dice);
const char *ffb_dice_revealed_seed (const FfbDice *dice);

G_END_DECLS
