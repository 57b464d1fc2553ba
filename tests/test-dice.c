/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-dice.c: the fair dice of RULES.md "Fair dice": the commitment, both derivations exactly
 * as ffb-dice.h documents them (checked against values computed independently, with Python's
 * hashlib and hmac), rolls keyed by what they are for and never by a shared counter, no
 * modulo bias, uniform faces, and verification that catches every kind of tampering. */
#include <string.h>
#include <glib.h>
#include "ffb-dice.h"
#include "ffb-error.h"
#include "ffb-test-neutral.h"

/* Chi-square critical values at p = 0.001: a fair die fails far less than once in a
 * thousand seeds; with the fixed seeds here the tests are deterministic. */
#define CHI2_3_DOF 16.27
#define CHI2_5_DOF 20.52

static FfbDice *
test_dice (void)
{
  g_autoptr(GError) error = NULL;
  FfbDice *dice = ffb_dice_new_from_hex ("test", FFB_TEST_SEED, &error);

  g_assert_no_error (error);
  g_assert_nonnull (dice);
  return dice;
}

static void
test_commitment (void)
{
  g_autoptr(FfbDice) dice = test_dice ();

  /* SHA-256 of the bytes 00..1f. */
  g_assert_cmpstr (ffb_dice_commitment (dice), ==,
                   "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
  g_assert_null (ffb_dice_revealed_seed (dice));
  g_assert_true (ffb_dice_reveal (dice));
  g_assert_cmpstr (ffb_dice_revealed_seed (dice), ==, FFB_TEST_SEED);
}

/* The same faces as an independent implementation of the documented derivation 2: the
 * purpose "vector" rolled ten times is its occurrences 0 to 9. */
static void
test_reference_vector (void)
{
  static const int d6[] = { 6, 4, 6, 3, 4, 6, 4, 2, 6, 2 };
  static const int d100[] = { 59, 8, 20, 63, 90, 21, 31, 39, 90, 45 };
  g_autoptr(FfbDice) six = test_dice ();
  g_autoptr(FfbDice) hundred = test_dice ();

  g_assert_cmpuint (ffb_dice_derivation (six), ==, FFB_DICE_DERIVATION_PURPOSE);
  for (guint i = 0; i < G_N_ELEMENTS (d6); i++)
    {
      const FfbRoll *roll = ffb_dice_roll (six, "vector", 6, 2, FFB_AUDIENCE_EVERYONE, 0);

      g_assert_cmpuint (roll->counter, ==, i);
      g_assert_cmpint (roll->raw, ==, d6[i]);
      g_assert_cmpint (roll->result, ==, d6[i] + 2);
      g_assert_cmpint (ffb_dice_roll (hundred, "vector", 100, 0, FFB_AUDIENCE_REFEREE, 0)->raw,
                       ==, d100[i]);
    }
}

/* Derivation 1, for battles rolled before derivation 2: the same independent check. */
static void
test_reference_vector_counter (void)
{
  static const int d6[] = { 3, 4, 1, 1, 2, 1, 4, 2, 4, 5 };
  static const int d100[] = { 27, 84, 99, 71, 22, 33, 80, 24, 30, 15 };
  g_autoptr(FfbDice) six = test_dice ();
  g_autoptr(FfbDice) hundred = test_dice ();

  g_assert_true (ffb_dice_set_derivation (six, FFB_DICE_DERIVATION_COUNTER, NULL));
  g_assert_true (ffb_dice_set_derivation (hundred, FFB_DICE_DERIVATION_COUNTER, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (d6); i++)
    {
      const FfbRoll *roll = ffb_dice_roll (six, "vector", 6, 2, FFB_AUDIENCE_EVERYONE, 0);

      g_assert_cmpuint (roll->counter, ==, i);
      g_assert_cmpint (roll->raw, ==, d6[i]);
      g_assert_cmpint (roll->result, ==, d6[i] + 2);
      g_assert_cmpint (ffb_dice_roll (hundred, "vector", 100, 0, FFB_AUDIENCE_REFEREE, 0)->raw,
                       ==, d100[i]);
    }
}

static void
test_phrases (void)
{
  static const int mixed[] = { 1, 1, 2, 1, 2, 4, 5, 6, 4, 3 };
  g_autoptr(FfbDice) dice = test_dice ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_dice_add_phrase (dice, FFB_SIDE_UNION, "blue", &error));
  g_assert_true (ffb_dice_add_phrase (dice, FFB_SIDE_CONFEDERATE, "grey", &error));
  for (guint i = 0; i < G_N_ELEMENTS (mixed); i++)
    g_assert_cmpint (ffb_dice_roll (dice, "vector", 6, 0, FFB_AUDIENCE_EVERYONE, 0)->raw, ==,
                     mixed[i]);
  /* Frozen by the first roll, so that a player cannot steer what follows. */
  g_assert_false (ffb_dice_add_phrase (dice, FFB_SIDE_UNION, "red", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (ffb_dice_phrase (dice, FFB_SIDE_UNION), ==, "blue");
}

/* "Fair dice": a roll is keyed by its purpose and audience, never by a counter shared by
 * both sides: whatever was rolled before for other things, a purpose gives the same face. */
static void
test_independent_of_other_rolls (void)
{
  g_autoptr(FfbDice) alone = test_dice ();
  g_autoptr(FfbDice) busy = test_dice ();
  int face;

  face = ffb_dice_roll (alone, "R7A(3) brigade union.c1.d1.b1", 100, 0, FFB_AUDIENCE_UNION,
                        0)->raw;
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *other = g_strdup_printf ("R7A(3) brigade confederate.c1.d1.b%d", i);

      ffb_dice_roll (busy, other, 100, 0, FFB_AUDIENCE_CONFEDERATE, 0);
    }
  g_assert_cmpint (ffb_dice_roll (busy, "R7A(3) brigade union.c1.d1.b1", 100, 0,
                                  FFB_AUDIENCE_UNION, 0)->raw, ==, face);
}

/* Occurrences are counted per audience and purpose (independent values: Python): the same
 * purpose for two audiences, interleaved, gives each its own sequence. */
static void
test_occurrences_per_purpose (void)
{
  static const int first[] = { 6, 2, 1 }, second[] = { 5, 4, 4 };
  g_autoptr(FfbDice) dice = test_dice ();

  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    {
      g_assert_cmpint (ffb_dice_roll (dice, "a", 6, 0, FFB_AUDIENCE_UNION, 0)->raw, ==,
                       first[i]);
      g_assert_cmpint (ffb_dice_roll (dice, "a", 6, 0, FFB_AUDIENCE_CONFEDERATE, 0)->raw, ==,
                       second[i]);
    }
}

/* "Fair dice": a seed is written as 64 hex digits and read back to the same bytes; anything
 * else (short, long, not hex) is refused rather than read as a different seed. */
static void
test_seed_hex_round_trip (void)
{
  guint8 seed[FFB_DICE_SEED_BYTES], again[FFB_DICE_SEED_BYTES];
  g_autofree char *hex = NULL;
  g_autofree char *upper = g_ascii_strup (FFB_TEST_SEED, -1);
  g_autofree char *short_hex = g_strndup (FFB_TEST_SEED, 62);
  g_autofree char *long_hex = g_strconcat (FFB_TEST_SEED, "00", NULL);
  g_autofree char *not_hex = g_strdup (FFB_TEST_SEED);

  not_hex[17] = 'g';
  g_assert_true (ffb_dice_seed_from_hex (FFB_TEST_SEED, seed));
  hex = ffb_dice_seed_to_hex (seed);
  g_assert_cmpstr (hex, ==, FFB_TEST_SEED);
  g_assert_true (ffb_dice_seed_from_hex (upper, again));
  g_assert_cmpmem (seed, sizeof seed, again, sizeof again);
  g_assert_false (ffb_dice_seed_from_hex (short_hex, again));
  g_assert_false (ffb_dice_seed_from_hex (long_hex, again));
  g_assert_false (ffb_dice_seed_from_hex (not_hex, again));
  g_assert_false (ffb_dice_seed_from_hex (NULL, again));
}

/* A stream restored from a file mid-battle rolls on where it stopped: the next occurrence,
 * not the first again. */
static void
test_restored_rolls_on (void)
{
  g_autoptr(FfbDice) whole = test_dice ();
  g_autoptr(FfbDice) restored = ffb_dice_restore ("test", FFB_TEST_SEED,
                                                  ffb_dice_commitment (whole), "", "", FALSE,
                                                  NULL);

  for (int i = 0; i < 3; i++)
    ffb_dice_restore_roll (restored, ffb_dice_roll (whole, "again", 6, 0,
                                                     FFB_AUDIENCE_UNION, 0));
  g_assert_cmpint (ffb_dice_roll (restored, "again", 6, 0, FFB_AUDIENCE_UNION, 0)->raw, ==,
                   ffb_dice_roll (whole, "again", 6, 0, FFB_AUDIENCE_UNION, 0)->raw);
}

/* The derivation a stream records: only a known one, and only before the first roll. */
static void
test_derivation_record (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_dice_set_derivation (dice, 3, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "derivation 3"));
  g_clear_error (&error);
  g_assert_false (ffb_dice_set_derivation (dice, 0, &error));
  g_clear_error (&error);
  ffb_dice_roll (dice, "first", 6, 0, FFB_AUDIENCE_REFEREE, 0);
  g_assert_false (ffb_dice_set_derivation (dice, FFB_DICE_DERIVATION_COUNTER, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpuint (ffb_dice_derivation (dice), ==, FFB_DICE_DERIVATION_PURPOSE);
}

static void
test_bad_phrase (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  g_autoptr(GError) error = NULL;
  g_autofree char *long_phrase = g_strnfill (FFB_DICE_MAX_PHRASE + 1, 'x');

  g_assert_false (ffb_dice_add_phrase (dice, FFB_SIDE_UNION, "line\nbreak", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ffb_dice_add_phrase (dice, FFB_SIDE_UNION, long_phrase, &error));
  g_assert_nonnull (strstr (error->message, "at most 200 characters"));
}

/* A word at or above the largest multiple of the die is thrown away: the purposes below
 * were found (by an independent search) to give such a word at their first attempt. In
 * derivation 2, taken modulo, it would have given 674; the second attempt gives 429. In
 * derivation 1, 546 and 196. */
static void
test_rejection (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  g_autoptr(FfbDice) counter = test_dice ();

  g_assert_cmpint (ffb_dice_roll (dice, "rejection 2702045", 997, 0, FFB_AUDIENCE_REFEREE,
                                  0)->raw, ==, 429);
  g_assert_true (ffb_dice_set_derivation (counter, FFB_DICE_DERIVATION_COUNTER, NULL));
  g_assert_cmpint (ffb_dice_roll (counter, "rejection 3480154", 997, 0, FFB_AUDIENCE_REFEREE,
                                  0)->raw, ==, 196);
}

static void
test_os_seed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) a = ffb_dice_new ("test", &error);
  g_autoptr(FfbDice) b = ffb_dice_new ("test", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (strlen (ffb_dice_commitment (a)), ==, 64);
  g_assert_cmpstr (ffb_dice_commitment (a), !=, ffb_dice_commitment (b));
  ffb_dice_reveal (a);
  g_assert_cmpuint (strlen (ffb_dice_revealed_seed (a)), ==, 64);
}

static void
test_bad_seed (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_dice_new_from_hex ("test", "00ff", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "64 hexadecimal digits"));
  g_clear_error (&error);
  g_assert_null (ffb_dice_new_from_hex ("test", "zz0102030405060708090a0b0c0d0e0f10111213141516"
                                        "1718191a1b1c1d1e1f", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

/* Chi-square of `n` rolls of a d`sides` against the uniform distribution. */
static double
chi_square (FfbDice *dice, int sides, guint n)
{
  g_autofree guint *counts = g_new0 (guint, sides + 1);
  double expected = (double) n / sides, chi2 = 0;

  for (guint i = 0; i < n; i++)
    {
      const FfbRoll *roll = ffb_dice_roll (dice, "uniformity", sides, 0, FFB_AUDIENCE_REFEREE,
                                           0);

      g_assert_cmpint (roll->raw, >=, 1);
      g_assert_cmpint (roll->raw, <=, sides);
      counts[roll->raw]++;
    }
  for (int face = 1; face <= sides; face++)
    chi2 += (counts[face] - expected) * (counts[face] - expected) / expected;
  return chi2;
}

static void
test_d4_uniform (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  double chi2 = chi_square (dice, 4, 100000);

  g_test_message ("d4: chi-square %.2f over 100000 rolls", chi2);
  g_assert_cmpfloat (chi2, <, CHI2_3_DOF);
}

static void
test_d6_uniform (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  double chi2 = chi_square (dice, 6, 100000);

  g_test_message ("d6: chi-square %.2f over 100000 rolls", chi2);
  g_assert_cmpfloat (chi2, <, CHI2_5_DOF);
}

/* The test must be able to fail: a die loaded on one face is far outside. */
static void
test_chi_square_catches_bias (void)
{
  double counts[4] = { 30000, 25000, 25000, 20000 }, chi2 = 0;

  for (int i = 0; i < 4; i++)
    chi2 += (counts[i] - 25000) * (counts[i] - 25000) / 25000;
  g_assert_cmpfloat (chi2, >, CHI2_3_DOF);
}

static void
test_chance (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  guint hits = 0;

  for (int i = 0; i < 1000; i++)
    {
      g_assert_false (ffb_dice_chance (dice, "never", 0, FFB_AUDIENCE_REFEREE, 0));
      g_assert_true (ffb_dice_chance (dice, "always", 100, FFB_AUDIENCE_REFEREE, 0));
      hits += ffb_dice_chance (dice, "half", 50, FFB_AUDIENCE_REFEREE, 0);
    }
  g_assert_cmpuint (hits, >, 400);
  g_assert_cmpuint (hits, <, 600);
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 3000);
}

/* A log of 20 rolls with `derivation`, revealed; each of five purposes is rolled four
 * times. */
static FfbDice *
rolled_log_with (guint derivation)
{
  FfbDice *dice = test_dice ();

  g_assert_true (ffb_dice_set_derivation (dice, derivation, NULL));
  g_assert_true (ffb_dice_add_phrase (dice, FFB_SIDE_CONFEDERATE, "Dixie", NULL));
  for (int i = 0; i < 20; i++)
    {
      g_autofree char *purpose = g_strdup_printf ("R7A(3) brigade union.c1.d1.b%d", i % 5);

      ffb_dice_roll (dice, purpose, i % 2 ? 100 : 4, -(i % 3), FFB_AUDIENCE_UNION, i);
    }
  ffb_dice_reveal (dice);
  return dice;
}

static FfbDice *
rolled_log (void)
{
  return rolled_log_with (FFB_DICE_DERIVATION_CURRENT);
}

/* The same log, copied roll by roll as a loader would, through `edit`, with the derivation
 * `dice` records. */
static FfbDice *
copy_log (FfbDice *dice, const char *seed, void (*edit) (GPtrArray *rolls))
{
  g_autoptr(GPtrArray) rolls = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_roll_free);
  FfbDice *copy = ffb_dice_restore ("test", seed, ffb_dice_commitment (dice), "", "Dixie",
                                    TRUE, NULL);

  g_assert_true (ffb_dice_set_derivation (copy, ffb_dice_derivation (dice), NULL));
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      FfbRoll *roll = g_memdup2 (ffb_dice_get_roll (dice, i), sizeof (FfbRoll));

      roll->purpose = g_strdup (roll->purpose);
      g_ptr_array_add (rolls, roll);
    }
  if (edit != NULL)
    edit (rolls);
  for (guint i = 0; i < rolls->len; i++)
    ffb_dice_restore_roll (copy, g_ptr_array_index (rolls, i));
  return copy;
}

/* Verifies and returns the problems joined, asserting there are `expected` of them. */
static char *
verify (FfbDice *dice, guint expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = ffb_dice_verify (dice, &error);

  g_assert_no_error (error);
  g_ptr_array_add (problems, NULL);
  for (guint i = 0; problems->pdata[i] != NULL; i++)
    g_test_message ("%s", (char *) problems->pdata[i]);
  g_assert_cmpuint (problems->len - 1, ==, expected);
  return g_strjoinv ("\n", (char **) problems->pdata);
}

static void
test_verify_clean (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, NULL);
  g_autofree char *found = verify (dice, 0);
  g_autofree char *found_copy = verify (copy, 0);
}

static void
test_verify_unrevealed (void)
{
  g_autoptr(FfbDice) dice = test_dice ();
  g_autoptr(GError) error = NULL;

  ffb_dice_roll (dice, "secret", 6, 0, FFB_AUDIENCE_REFEREE, 0);
  g_assert_null (ffb_dice_verify (dice, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "not revealed yet"));
}

static void
change_result (GPtrArray *rolls)
{
  ((FfbRoll *) rolls->pdata[7])->result += 1;
}

static void
change_raw (GPtrArray *rolls)
{
  FfbRoll *roll = rolls->pdata[4];

  roll->raw = roll->raw % roll->sides + 1;
  roll->result = roll->raw + roll->modifier;
}

static void
remove_roll (GPtrArray *rolls)
{
  g_ptr_array_remove_index (rolls, 5);
}

/* Removed, then the later rolls renumbered to hide the gap. */
static void
remove_and_renumber (GPtrArray *rolls)
{
  g_ptr_array_remove_index (rolls, 5);
  for (guint i = 5; i < rolls->len; i++)
    ((FfbRoll *) rolls->pdata[i])->counter = i;
}

static void
reorder_rolls (GPtrArray *rolls)
{
  gpointer third = rolls->pdata[3];

  rolls->pdata[3] = rolls->pdata[2];
  rolls->pdata[2] = third;
}

static void
test_verify_changed_result (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, change_result);
  g_autofree char *found = verify (copy, 1);

  g_assert_nonnull (strstr (found, "roll 7 (R7A(3) brigade union.c1.d1.b2, d100)"));
  g_assert_nonnull (strstr (found, "is not the die's"));
}

static void
test_verify_changed_raw (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, change_raw);
  g_autofree char *found = verify (copy, 1);

  g_assert_nonnull (strstr (found, "roll 4 (R7A(3) brigade union.c1.d1.b4, d4)"));
  g_assert_nonnull (strstr (found, "but the seed gives"));
}

static void
test_verify_removed_roll (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, remove_roll);
  g_autoptr(FfbDice) renumbered = copy_log (dice, FFB_TEST_SEED, remove_and_renumber);
  g_autoptr(GPtrArray) problems = ffb_dice_verify (copy, NULL);

  /* The gap, and the later rolls of its purpose, which are now its occurrences 1 and 2. */
  g_assert_cmpstr (problems->pdata[0], ==, "Roll 5 is missing from the log (the rolls run to "
                   "roll 19).");
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = ffb_dice_verify (renumbered, NULL);
  /* Renumbered, the later rolls of the removed roll's purpose (10 and 15, now 9 and 14) are
   * their purpose's occurrences 1 and 2 where they were 2 and 3: the seed gives other faces
   * (or by luck the same). */
  g_assert_cmpuint (problems->len, >=, 1);
}

/* Derivation 1: renumbered, every later roll comes out of the seed differently. */
static void
test_verify_removed_roll_counter (void)
{
  g_autoptr(FfbDice) dice = rolled_log_with (FFB_DICE_DERIVATION_COUNTER);
  g_autoptr(FfbDice) renumbered = copy_log (dice, FFB_TEST_SEED, remove_and_renumber);
  g_autoptr(GPtrArray) problems = ffb_dice_verify (renumbered, NULL);

  g_assert_cmpuint (problems->len, >=, 10);
}

/* Verification follows the derivation the stream records: a log of derivation 1 is sound
 * under it, and does not come out of the seed under derivation 2. */
static void
test_verify_follows_record (void)
{
  g_autoptr(FfbDice) dice = rolled_log_with (FFB_DICE_DERIVATION_COUNTER);
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, NULL);
  g_autoptr(FfbDice) misread = ffb_dice_restore ("test", FFB_TEST_SEED,
                                                 ffb_dice_commitment (dice), "", "Dixie", TRUE,
                                                 NULL);
  g_autofree char *found = verify (copy, 0);
  g_autoptr(GPtrArray) problems = NULL;

  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    ffb_dice_restore_roll (misread, ffb_dice_get_roll (dice, i));
  problems = ffb_dice_verify (misread, NULL);
  g_assert_cmpuint (problems->len, >=, 10);
}

static void
test_verify_reordered (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autoptr(FfbDice) copy = copy_log (dice, FFB_TEST_SEED, reorder_rolls);
  g_autofree char *found = verify (copy, 1);

  g_assert_nonnull (strstr (found, "Roll 2 (R7A(3) brigade union.c1.d1.b2) comes after "
                                   "roll 3"));
}

static void
test_verify_changed_seed (void)
{
  g_autoptr(FfbDice) dice = rolled_log ();
  g_autofree char *other = ffb_test_seed_from (99);
  g_autoptr(FfbDice) copy = copy_log (dice, other, NULL);
  g_autoptr(GPtrArray) problems = ffb_dice_verify (copy, NULL);

  g_assert_nonnull (strstr (problems->pdata[0], "does not match the commitment"));
  /* And the rolls no longer come out of it (a few may agree by chance). */
  g_assert_cmpuint (problems->len, >, 5);
}

static void
test_audience_words (void)
{
  FfbAudience audience;

  for (int a = 0; a < FFB_N_AUDIENCES; a++)
    {
      g_assert_true (ffb_audience_from_string (ffb_audience_to_string (a), &audience));
      g_assert_cmpint (audience, ==, a);
    }
  g_assert_false (ffb_audience_from_string ("nobody", &audience));
  g_assert_cmpint (ffb_audience_for_side (FFB_SIDE_CONFEDERATE), ==, FFB_AUDIENCE_CONFEDERATE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice/fair/commitment", test_commitment);
  g_test_add_func ("/dice/fair/seed-hex-round-trip", test_seed_hex_round_trip);
  g_test_add_func ("/dice/fair/reference-vector", test_reference_vector);
  g_test_add_func ("/dice/fair/reference-vector-counter", test_reference_vector_counter);
  g_test_add_func ("/dice/fair/independent-of-other-rolls", test_independent_of_other_rolls);
  g_test_add_func ("/dice/fair/occurrences-per-purpose", test_occurrences_per_purpose);
  g_test_add_func ("/dice/fair/restored-rolls-on", test_restored_rolls_on);
  g_test_add_func ("/dice/fair/derivation-record", test_derivation_record);
  g_test_add_func ("/dice/fair/phrases", test_phrases);
  g_test_add_func ("/dice/fair/bad-phrase", test_bad_phrase);
  g_test_add_func ("/dice/fair/rejection-sampling", test_rejection);
  g_test_add_func ("/dice/fair/os-seed", test_os_seed);
  g_test_add_func ("/dice/fair/bad-seed", test_bad_seed);
  g_test_add_func ("/dice/fair/d4-uniform", test_d4_uniform);
  g_test_add_func ("/dice/fair/d6-uniform", test_d6_uniform);
  g_test_add_func ("/dice/fair/chi-square-catches-bias", test_chi_square_catches_bias);
  g_test_add_func ("/dice/fair/chance", test_chance);
  g_test_add_func ("/dice/fair/audience-words", test_audience_words);
  g_test_add_func ("/dice/verify/clean", test_verify_clean);
  g_test_add_func ("/dice/verify/unrevealed", test_verify_unrevealed);
  g_test_add_func ("/dice/verify/changed-result", test_verify_changed_result);
  g_test_add_func ("/dice/verify/changed-raw", test_verify_changed_raw);
  g_test_add_func ("/dice/verify/removed-roll", test_verify_removed_roll);
  g_test_add_func ("/dice/verify/removed-roll-counter", test_verify_removed_roll_counter);
  g_test_add_func ("/dice/verify/follows-record", test_verify_follows_record);
  g_test_add_func ("/dice/verify/reordered-roll", test_verify_reordered);
  g_test_add_func ("/dice/verify/changed-seed", test_verify_changed_seed);
  return g_test_run ();
}
