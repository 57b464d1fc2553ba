/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-dice.c: the fair-dice stream; the derivation is spelled out in ffb-dice.h. */
#include "ffb-dice.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-random.h"

#define DIGEST_BYTES 32
#define HEX_DIGITS (2 * FFB_DICE_SEED_BYTES)

struct _FfbDice
{
  char *stream;
  guint8 seed[FFB_DICE_SEED_BYTES];
  char *seed_hex;
  char *commitment; /* as shown (or as read from a file, which verify checks) */
  char *phrases[FFB_N_SIDES];
  gboolean revealed;
  guint derivation;        /* FFB_DICE_DERIVATION_* */
  GHmac *keyed;            /* HMAC keyed with the mixed key; NULL until the first roll */
  GPtrArray *rolls;        /* FfbRoll*, in log order */
  GHashTable *occurrences; /* occurrence_key () -> rolls made for it so far (derivation 2) */
};

/* What one roll is derived from (ffb-dice.h): a version 1 roll uses the counter, a version
 * 2 roll its audience, purpose and occurrence. */
typedef struct
{
  const char *stream;
  guint derivation;
  guint counter;
  FfbAudience audience;
  const char *purpose;
  guint occurrence;
} RollKey;

/* The file's word is also the HMAC input (derivation 2), so it never changes with the
 * language; ffb_audience_sentence_word translates it for a sentence. */
/* Translators: who may see a die roll, inside a sentence or the dice log, as in "roll 4,
 * logged for union where it belongs to confederate"; files keep the English. */
static const char *const audience_words[] = { NC_("audience", "referee"),
                                              NC_("audience", "union"),
                                              NC_("audience", "confederate"),
                                              NC_("audience", "everyone") };

FfbAudience
ffb_audience_for_side (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_AUDIENCE_UNION : FFB_AUDIENCE_CONFEDERATE;
}

const char *
ffb_audience_to_string (FfbAudience audience)
{
  g_return_val_if_fail ((int) audience >= 0 && audience < FFB_N_AUDIENCES, "invalid");
  return audience_words[audience];
}

const char *
ffb_audience_sentence_word (FfbAudience audience)
{
  g_return_val_if_fail ((int) audience >= 0 && audience < FFB_N_AUDIENCES, "invalid");
  return ffb_words_in_sentence ("audience", audience_words, FFB_N_AUDIENCES, (int) audience);
}

gboolean
ffb_audience_from_string (const char *word, FfbAudience *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  for (int i = 0; word != NULL && i < FFB_N_AUDIENCES; i++)
    if (g_ascii_strcasecmp (word, audience_words[i]) == 0)
      {
        *out = (FfbAudience) i;
        return TRUE;
      }
  return FALSE;
}

void
ffb_roll_clear (FfbRoll *roll)
{
  if (roll != NULL)
    g_clear_pointer (&roll->purpose, g_free);
}

void
ffb_roll_free (FfbRoll *roll)
{
  ffb_roll_clear (roll);
  g_free (roll);
}

gboolean
ffb_dice_seed_from_hex (const char *hex, guint8 seed[FFB_DICE_SEED_BYTES])
{
  size_t length = 0;
  const char *end = NULL;

  return hex != NULL && strlen (hex) == HEX_DIGITS
         && sodium_hex2bin (seed, FFB_DICE_SEED_BYTES, hex, HEX_DIGITS, NULL, &length,
                            &end) == 0
         && length == FFB_DICE_SEED_BYTES && end == hex + HEX_DIGITS;
}
char *
ffb_dice_seed_to_hex (const guint8 seed[FFB_DICE_SEED_BYTES])
{
  char *hex = g_malloc (HEX_DIGITS + 1);

  return sodium_bin2hex (hex, HEX_DIGITS + 1, seed, FFB_DICE_SEED_BYTES);
}
static char *
commitment_of (const guint8 seed[FFB_DICE_SEED_BYTES])
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, seed, FFB_DICE_SEED_BYTES);
}

static FfbDice *
dice_new_with_seed (const char *stream, const guint8 seed[FFB_DICE_SEED_BYTES])
{
  FfbDice *dice = g_new0 (FfbDice, 1);

  dice->stream = g_strdup (stream);
  memcpy (dice->seed, seed, FFB_DICE_SEED_BYTES);
  dice->seed_hex = ffb_dice_seed_to_hex (seed);
  dice->commitment = commitment_of (seed);
  for (int s = 0; s < FFB_N_SIDES; s++)
    dice->phrases[s] = g_strdup ("");
  dice->rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_roll_free);
  dice->derivation = FFB_DICE_DERIVATION_CURRENT;
  dice->occurrences = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return dice;
}

FfbDice *
ffb_dice_new (const char *stream, GError **error)
{
  guint8 seed[FFB_DICE_SEED_BYTES];
  FfbDice *dice;

  g_return_val_if_fail (stream != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_random_bytes (seed, sizeof seed, NULL))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("The system gave no secure random numbers "
                     "for the dice of “%s”; the neutral party cannot roll."), stream);
      return NULL;
    }
  dice = dice_new_with_seed (stream, seed);
  sodium_memzero (seed, sizeof seed);
  return dice;
}

static gboolean
set_bad_hex (GError **error, FfbError code, gboolean seed, const char *stream)
{
  if (seed)
    g_set_error (error, FFB_ERROR, code, _("The seed of the dice of “%s” must be %d hexadecimal "
                                           "digits."), stream, HEX_DIGITS);
  else
    g_set_error (error, FFB_ERROR, code, _("The commitment of the dice of “%s” must be %d "
                                           "hexadecimal digits."), stream, HEX_DIGITS);
  return FALSE;
}

FfbDice *
ffb_dice_new_from_hex (const char *stream, const char *seed_hex, GError **error)
{
  guint8 seed[FFB_DICE_SEED_BYTES];

  g_return_val_if_fail (stream != NULL, NULL);
  g_return_val_if_fail (seed_hex != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_dice_seed_from_hex (seed_hex, seed))
    {
      set_bad_hex (error, FFB_ERROR_INVALID, TRUE, stream);
      return NULL;
    }
  return dice_new_with_seed (stream, seed);
}

void
ffb_dice_free (FfbDice *dice)
{
  if (dice == NULL)
    return;
  /* sodium_memzero, unlike memset, is not dropped by the compiler before a free. */
  sodium_memzero (dice->seed, sizeof dice->seed);
  if (dice->seed_hex != NULL)
    sodium_memzero (dice->seed_hex, strlen (dice->seed_hex));
  g_free (dice->stream);
  g_free (dice->seed_hex);
  g_free (dice->commitment);
  for (int s = 0; s < FFB_N_SIDES; s++)
    g_free (dice->phrases[s]);
  g_clear_pointer (&dice->keyed, g_hmac_unref);
  g_ptr_array_unref (dice->rolls);
  g_hash_table_unref (dice->occurrences);
  g_free (dice);
}

static GPtrArray *
rolls_copy (const GPtrArray *rolls)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_roll_free);

  for (guint i = 0; i < rolls->len; i++)
    {
      FfbRoll *roll = g_memdup2 (g_ptr_array_index (rolls, i), sizeof (FfbRoll));

      roll->purpose = g_strdup (roll->purpose);
      g_ptr_array_add (copy, roll);
    }
  return copy;
}

FfbDice *
ffb_dice_copy (const FfbDice *dice)
{
  FfbDice *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (dice != NULL, NULL);

  copy = g_new0 (FfbDice, 1);
  copy->stream = g_strdup (dice->stream);
  memcpy (copy->seed, dice->seed, FFB_DICE_SEED_BYTES);
  copy->seed_hex = g_strdup (dice->seed_hex);
  copy->commitment = g_strdup (dice->commitment);
  for (int s = 0; s < FFB_N_SIDES; s++)
    copy->phrases[s] = g_strdup (dice->phrases[s]);
  copy->revealed = dice->revealed;
  copy->derivation = dice->derivation;
  copy->keyed = dice->keyed != NULL ? g_hmac_copy (dice->keyed) : NULL;
  copy->rolls = rolls_copy (dice->rolls);
  copy->occurrences = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, dice->occurrences);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->occurrences, g_strdup (key), value);
  return copy;
}

static gboolean
rolls_equal (const FfbRoll *a, const FfbRoll *b)
{
  return a->counter == b->counter && g_strcmp0 (a->purpose, b->purpose) == 0
         && a->sides == b->sides && a->raw == b->raw && a->modifier == b->modifier
         && a->result == b->result && a->audience == b->audience
         && a->reveal_turn == b->reveal_turn;
}

gboolean
ffb_dice_equal (const FfbDice *a, const FfbDice *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->stream, b->stream) != 0
      || sodium_memcmp (a->seed, b->seed, FFB_DICE_SEED_BYTES) != 0
      || g_strcmp0 (a->seed_hex, b->seed_hex) != 0
      || g_strcmp0 (a->commitment, b->commitment) != 0
      || a->revealed != b->revealed || a->derivation != b->derivation
      || a->rolls->len != b->rolls->len)
    return FALSE;
  for (int s = 0; s < FFB_N_SIDES; s++)
    if (g_strcmp0 (a->phrases[s], b->phrases[s]) != 0)
      return FALSE;
  for (guint i = 0; i < a->rolls->len; i++)
    if (!rolls_equal (g_ptr_array_index (a->rolls, i), g_ptr_array_index (b->rolls, i)))
      return FALSE;
  return TRUE;
}

const char *
ffb_dice_stream (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, NULL);
  return dice->stream;
}

guint
ffb_dice_derivation (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return dice->derivation;
}

gboolean
ffb_dice_set_derivation (FfbDice *dice, guint derivation, GError **error)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (derivation < FFB_DICE_DERIVATION_COUNTER || derivation > FFB_DICE_DERIVATION_CURRENT)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("The dice of “%s” were rolled with "
                     "derivation %u, which this version does not know (it knows 1 to %d)."),
                   dice->stream, derivation, FFB_DICE_DERIVATION_CURRENT);
      return FALSE;
    }
  if (dice->rolls->len > 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The dice of “%s” have already rolled: "
                     "their derivation cannot change."), dice->stream);
      return FALSE;
    }
  dice->derivation = derivation;
  return TRUE;
}

const char *
ffb_dice_commitment (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, NULL);
  return dice->commitment;
}

/* A phrase is printed on both copies and stored in the file: printable text only. */
static gboolean
phrase_is_printable (const char *phrase)
{
  if (!g_utf8_validate (phrase, -1, NULL) || g_utf8_strlen (phrase, -1) > FFB_DICE_MAX_PHRASE)
    return FALSE;
  for (const char *p = phrase; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0xFFFE || c == 0xFFFF)
        return FALSE;
    }
  return TRUE;
}

gboolean
ffb_dice_add_phrase (FfbDice *dice, FfbSide side, const char *phrase, GError **error)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, FALSE);
  g_return_val_if_fail (phrase != NULL, FALSE);

  if (dice->rolls->len > 0 || dice->revealed)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The %s phrase comes too late: the "
                     "dice of “%s” have already rolled."), ffb_side_display_name (side),
                   dice->stream);
      return FALSE;
    }
  if (!phrase_is_printable (phrase))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The %s phrase must be printable text "
                     "of at most %d characters."), ffb_side_display_name (side),
                   FFB_DICE_MAX_PHRASE);
      return FALSE;
    }
  g_free (dice->phrases[side]);
  dice->phrases[side] = g_strdup (phrase);
  return TRUE;
}

const char *
ffb_dice_phrase (const FfbDice *dice, FfbSide side)
{
  g_return_val_if_fail (dice != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  return dice->phrases[side];
}

/* key = SHA-256 (seed || 0 || union phrase || 0 || confederate phrase) */
static GHmac *
keyed_hmac (const guint8 seed[FFB_DICE_SEED_BYTES], char *const phrases[FFB_N_SIDES])
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  const guchar zero = 0;
  guint8 key[DIGEST_BYTES];
  gsize key_length = sizeof key;
  GHmac *hmac;

  g_checksum_update (checksum, seed, FFB_DICE_SEED_BYTES);
  g_checksum_update (checksum, &zero, 1);
  g_checksum_update (checksum, (const guchar *) phrases[FFB_SIDE_UNION], -1);
  g_checksum_update (checksum, &zero, 1);
  g_checksum_update (checksum, (const guchar *) phrases[FFB_SIDE_CONFEDERATE], -1);
  g_checksum_get_digest (checksum, key, &key_length);
  hmac = g_hmac_new (G_CHECKSUM_SHA256, key, key_length);
  memset (key, 0, sizeof key);
  return hmac;
}

static void
hmac_add_text (GHmac *hmac, const char *text)
{
  const guchar zero = 0;

  g_hmac_update (hmac, (const guchar *) text, -1);
  g_hmac_update (hmac, &zero, 1);
}

static void
hmac_add_number (GHmac *hmac, guint number)
{
  char digits[16];

  g_snprintf (digits, sizeof digits, "%u", number);
  g_hmac_update (hmac, (const guchar *) digits, -1);
}

/* Everything before the attempt, each part followed by 0x00 (ffb-dice.h). */
static void
hmac_add_key (GHmac *hmac, const RollKey *key)
{
  const guchar zero = 0;

  if (key->derivation == FFB_DICE_DERIVATION_COUNTER)
    {
      hmac_add_text (hmac, key->stream);
      hmac_add_number (hmac, key->counter);
      g_hmac_update (hmac, &zero, 1);
      hmac_add_text (hmac, key->purpose);
      return;
    }
  hmac_add_text (hmac, "2");
  hmac_add_text (hmac, key->stream);
  hmac_add_text (hmac, ffb_audience_to_string (key->audience));
  hmac_add_text (hmac, key->purpose);
  hmac_add_number (hmac, key->occurrence);
  g_hmac_update (hmac, &zero, 1);
}

/* The first 4 bytes of the roll's HMAC at this attempt, big-endian. */
static guint32
derive_word (GHmac *keyed, const RollKey *key, guint attempt)
{
  g_autoptr(GHmac) hmac = g_hmac_copy (keyed);
  guint8 digest[DIGEST_BYTES];
  gsize length = sizeof digest;

  hmac_add_key (hmac, key);
  hmac_add_number (hmac, attempt);
  g_hmac_get_digest (hmac, digest, &length);
  return (guint32) digest[0] << 24 | (guint32) digest[1] << 16 | (guint32) digest[2] << 8
         | (guint32) digest[3];
}

/* Words at or above the largest multiple of `sides` would favour the low faces: they are
 * thrown away and the next attempt is derived. */
static int
derive_face (GHmac *keyed, const RollKey *key, int sides)
{
  guint64 limit = (G_GUINT64_CONSTANT (1) << 32) / (guint) sides * (guint) sides;

  for (guint attempt = 0;; attempt++)
    {
      guint32 word = derive_word (keyed, key, attempt);

      if (word < limit)
        return (int) (word % (guint) sides) + 1;
    }
}

/* Derivation 2: the rolls made so far with this audience and purpose, counting this one. A
 * purpose is printable text and an audience a small number, so the pair cannot collide. */
static guint
next_occurrence (GHashTable *occurrences, FfbAudience audience, const char *purpose)
{
  char *key = g_strdup_printf ("%d %s", (int) audience, purpose);
  guint seen = GPOINTER_TO_UINT (g_hash_table_lookup (occurrences, key));

  g_hash_table_insert (occurrences, key, GUINT_TO_POINTER (seen + 1));
  return seen;
}

static RollKey
key_of (const FfbDice *dice, const FfbRoll *roll, GHashTable *occurrences)
{
  RollKey key = { dice->stream, dice->derivation, roll->counter, roll->audience,
                  roll->purpose, 0 };

  if (dice->derivation != FFB_DICE_DERIVATION_COUNTER)
    key.occurrence = next_occurrence (occurrences, roll->audience, roll->purpose);
  return key;
}

const FfbRoll *
ffb_dice_roll (FfbDice *dice, const char *purpose, int sides, int modifier,
               FfbAudience audience, int reveal_turn)
{
  FfbRoll *roll;
  RollKey key;

  g_return_val_if_fail (dice != NULL, NULL);
  g_return_val_if_fail (purpose != NULL, NULL);
  g_return_val_if_fail (sides >= 2 && sides <= FFB_DICE_MAX_SIDES, NULL);
  g_return_val_if_fail ((int) audience >= 0 && audience < FFB_N_AUDIENCES, NULL);
  g_return_val_if_fail (reveal_turn >= 0, NULL);
  g_return_val_if_fail (!dice->revealed, NULL);
  g_return_val_if_fail (dice->seed_hex != NULL, NULL);

  if (dice->keyed == NULL)
    dice->keyed = keyed_hmac (dice->seed, dice->phrases);
  roll = g_new0 (FfbRoll, 1);
  roll->counter = dice->rolls->len;
  roll->purpose = g_strdup (purpose);
  roll->sides = sides;
  roll->audience = audience;
  key = key_of (dice, roll, dice->occurrences);
  roll->raw = derive_face (dice->keyed, &key, sides);
  roll->modifier = modifier;
  roll->result = roll->raw + modifier;
  roll->reveal_turn = reveal_turn;
  g_ptr_array_add (dice->rolls, roll);
  return roll;
}

gboolean
ffb_dice_chance (FfbDice *dice, const char *purpose, int percent, FfbAudience audience,
                 int reveal_turn)
{
  const FfbRoll *roll;

  g_return_val_if_fail (percent >= 0 && percent <= 100, FALSE);

  roll = ffb_dice_roll (dice, purpose, 100, 0, audience, reveal_turn);
  return roll != NULL && roll->result <= percent;
}

void
ffb_dice_seal_until (FfbDice *dice, guint counter, int reveal_turn)
{
  FfbRoll *roll;

  g_return_if_fail (dice != NULL);
  g_return_if_fail (reveal_turn >= 0);

  roll = (FfbRoll *) ffb_dice_find_roll (dice, counter);
  g_return_if_fail (roll != NULL);
  roll->reveal_turn = reveal_turn;
}

guint
ffb_dice_n_rolls (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return dice->rolls->len;
}

const FfbRoll *
ffb_dice_get_roll (const FfbDice *dice, guint index)
{
  g_return_val_if_fail (dice != NULL, NULL);
  g_return_val_if_fail (index < dice->rolls->len, NULL);
  return g_ptr_array_index (dice->rolls, index);
}

const FfbRoll *
ffb_dice_find_roll (const FfbDice *dice, guint counter)
{
  g_return_val_if_fail (dice != NULL, NULL);

  /* Usually at its own index; a tampered log may have moved it. */
  if (counter < dice->rolls->len)
    {
      const FfbRoll *roll = g_ptr_array_index (dice->rolls, counter);

      if (roll->counter == counter)
        return roll;
    }
  for (guint i = 0; i < dice->rolls->len; i++)
    {
      const FfbRoll *roll = g_ptr_array_index (dice->rolls, i);

      if (roll->counter == counter)
        return roll;
    }
  return NULL;
}

gboolean
ffb_dice_reveal (FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (dice->seed_hex != NULL, FALSE);
  dice->revealed = TRUE;
  return TRUE;
}

gboolean
ffb_dice_is_revealed (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  return dice->revealed;
}

const char *
ffb_dice_revealed_seed (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, NULL);
  return dice->revealed ? dice->seed_hex : NULL;
}

const char *
ffb_dice_seed_for_file (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, NULL);
  return dice->seed_hex;
}

/* What a stream shows before its reveal: the commitment and both sides' phrases. */
static void
set_public_parts (FfbDice *dice, const char *commitment, const char *union_phrase,
                  const char *confederate_phrase)
{
  g_free (dice->commitment);
  dice->commitment = g_ascii_strdown (commitment, -1);
  g_free (dice->phrases[FFB_SIDE_UNION]);
  dice->phrases[FFB_SIDE_UNION] = g_strdup (union_phrase != NULL ? union_phrase : "");
  g_free (dice->phrases[FFB_SIDE_CONFEDERATE]);
  dice->phrases[FFB_SIDE_CONFEDERATE] = g_strdup (confederate_phrase != NULL
                                                  ? confederate_phrase : "");
}

FfbDice *
ffb_dice_restore (const char *stream, const char *seed_hex, const char *commitment,
                  const char *union_phrase, const char *confederate_phrase, gboolean revealed,
                  GError **error)
{
  guint8 seed[FFB_DICE_SEED_BYTES], check[FFB_DICE_SEED_BYTES];
  FfbDice *dice;

  g_return_val_if_fail (stream != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_dice_seed_from_hex (seed_hex, seed))
    return set_bad_hex (error, FFB_ERROR_MEANING, TRUE, stream), NULL;
  if (!ffb_dice_seed_from_hex (commitment, check))
    return set_bad_hex (error, FFB_ERROR_MEANING, FALSE, stream), NULL;
  dice = dice_new_with_seed (stream, seed);
  set_public_parts (dice, commitment, union_phrase, confederate_phrase);
  dice->revealed = revealed;
  return dice;
}

void
ffb_dice_restore_roll (FfbDice *dice, const FfbRoll *roll)
{
  FfbRoll *copy;

  g_return_if_fail (dice != NULL);
  g_return_if_fail (roll != NULL && roll->purpose != NULL);

  copy = g_memdup2 (roll, sizeof *roll);
  copy->purpose = g_strdup (roll->purpose);
  g_ptr_array_add (dice->rolls, copy);
  /* Counted as rolled, should the stream roll on (a battle saved mid-way). */
  if ((int) roll->audience >= 0 && roll->audience < FFB_N_AUDIENCES)
    next_occurrence (dice->occurrences, roll->audience, roll->purpose);
}

FfbDice *
ffb_dice_restore_public (const char *stream, const char *commitment, const char *union_phrase,
                         const char *confederate_phrase, GError **error)
{
  guint8 check[FFB_DICE_SEED_BYTES];
  FfbDice *dice;

  g_return_val_if_fail (stream != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_dice_seed_from_hex (commitment, check))
    return set_bad_hex (error, FFB_ERROR_MEANING, FALSE, stream), NULL;
  /* No seed: the all-zero bytes are never derived from, as rolling and revealing refuse a
   * stream without its seed_hex. */
  memset (check, 0, sizeof check);
  dice = dice_new_with_seed (stream, check);
  sodium_memzero (dice->seed_hex, strlen (dice->seed_hex));
  g_clear_pointer (&dice->seed_hex, g_free);
  set_public_parts (dice, commitment, union_phrase, confederate_phrase);
  return dice;
}

gboolean
ffb_dice_holds_seed (const FfbDice *dice)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  return dice->seed_hex != NULL;
}

/* Verification. Each problem is one sentence naming the roll. */

static char *
describe_roll (const FfbRoll *roll)
{
  return g_strdup_printf (_("roll %u (%s, d%d)"), roll->counter, roll->purpose, roll->sides);
}

static void
check_commitment (const FfbDice *dice, GPtrArray *problems)
{
  g_autofree char *actual = commitment_of (dice->seed);

  if (!g_str_equal (actual, dice->commitment))
    g_ptr_array_add (problems,
                     g_strdup_printf (_("The revealed seed does not match the commitment shown "
                                        "before the battle: SHA-256 of the seed is %.16s..., "
                                        "the commitment was %.16s...."), actual, dice->commitment));
}

/* Every counter from 0 to the last must be in the log once, in order. */
static void
check_counters (const FfbDice *dice, GPtrArray *problems)
{
  guint n = dice->rolls->len;
  g_autofree guint *seen = g_new0 (guint, n + 1);
  guint highest = 0;

  for (guint i = 0; i < n; i++)
    {
      const FfbRoll *roll = g_ptr_array_index (dice->rolls, i);

      if (roll->counter <= n)
        seen[roll->counter]++;
      if (i > 0 && roll->counter < highest)
        g_ptr_array_add (problems, g_strdup_printf (_("Roll %u (%s) comes after roll %u in the "
                                                      "log: the rolls were reordered."),
                                                    roll->counter, roll->purpose, highest));
      highest = MAX (highest, roll->counter);
    }
  for (guint c = 0; c <= highest && c <= n; c++)
    if (seen[c] == 0)
      g_ptr_array_add (problems, g_strdup_printf (_("Roll %u is missing from the log (the rolls "
                                                    "run to roll %u)."), c, highest));
    else if (seen[c] > 1)
      g_ptr_array_add (problems, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "Roll %u appears %u time in the "
                                                               "log.",
                                                               "Roll %u appears %u times in the "
                                                               "log.", seen[c]),
                                                  c, seen[c]));
  if (highest > n)
    g_ptr_array_add (problems,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "Roll %u is numbered beyond the %u roll of "
                                                   "the log: rolls are missing.",
                                                   "Roll %u is numbered beyond the %u rolls of "
                                                   "the log: rolls are missing.", n),
                                      highest, n));
}

static void
check_roll (const FfbDice *dice, GHmac *keyed, const FfbRoll *roll, GHashTable *occurrences,
            GPtrArray *problems)
{
  g_autofree char *what = describe_roll (roll);
  RollKey key = key_of (dice, roll, occurrences);
  int face;

  if (roll->sides < 2 || roll->sides > FFB_DICE_MAX_SIDES)
    {
      g_ptr_array_add (problems, g_strdup_printf (_("The log's %s has no such die."), what));
      return;
    }
  face = derive_face (keyed, &key, roll->sides);
  if (face != roll->raw)
    g_ptr_array_add (problems, g_strdup_printf (_("The log's %s says %d, but the seed gives %d."),
                                                what, roll->raw, face));
  else if (roll->result != roll->raw + roll->modifier)
    g_ptr_array_add (problems, g_strdup_printf (_("The log's %s has the result %d, which is not "
                                                  "the die's %d plus the modifier %d."), what,
                                                roll->result, roll->raw, roll->modifier));
}

GPtrArray *
ffb_dice_verify (const FfbDice *dice, GError **error)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) occurrences = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
  g_autoptr(GHmac) keyed = NULL;

  g_return_val_if_fail (dice != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!dice->revealed)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The seed of the dice of “%s” is not "
                     "revealed yet; the rolls can be checked after the battle."), dice->stream);
      return NULL;
    }
  check_commitment (dice, problems);
  check_counters (dice, problems);
  keyed = keyed_hmac (dice->seed, dice->phrases);
  for (guint i = 0; i < dice->rolls->len; i++)
    check_roll (dice, keyed, g_ptr_array_index (dice->rolls, i), occurrences, problems);
  return g_steal_pointer (&problems);
}
