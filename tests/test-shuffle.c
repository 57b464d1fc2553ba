/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-shuffle.c: the fair shuffle (RULES.md "Fair dice", C1D, C2B; model/ffb-shuffle.h).
 *
 * The property: 10,000 deals of the Haggerty deck's 54 cards, each from its own fixed seed
 * (ffb_dice_new_from_hex), put each card in each place within 1 percentage point of 1/54;
 * and the counts pass a chi-square bound, stated here. With a fair shuffle, each place's 54
 * counts have a chi-square of 53 degrees of freedom: the bound 106.8 is its p = 0.001 / 54
 * point (Wilson-Hilferty), so that a fair shuffle fails any of the 54 places less than once in
 * a thousand seed sets; the whole table's (54 - 1)^2 = 2809 degrees of freedom have the bound
 * 3046.3 (p = 0.001). The seeds are fixed, so the test gives the same answer every run. A
 * shuffle with a known bias (Sattolo's, which never leaves a card in its place) fails the same
 * check: the test can fail. */
#include <math.h>
#include <string.h>
#include <glib.h>
#include "ffb-deck.h"
#include "ffb-dice.h"
#include "ffb-error.h"
#include "ffb-shuffle.h"
#include "ffb-xml-deck.h"

#define DEALS 10000
#define N_CARDS 54
#define MAX_POINTS_OFF 0.01
#define CHI2_PLACE_BOUND 106.8  /* 53 degrees of freedom, p = 0.001 / 54 */
#define CHI2_TABLE_BOUND 3046.3 /* 2809 degrees of freedom, p = 0.001 */

typedef void (*Shuffle) (GPtrArray *cards, FfbDice *dice, const char *purpose);

static FfbDice *
dice_for_deal (guint deal)
{
  g_autofree char *seed = g_strdup_printf ("%064x", deal + 1);
  g_autoptr(GError) error = NULL;
  FfbDice *dice = ffb_dice_new_from_hex ("shuffle-test", seed, &error);

  g_assert_no_error (error);
  return dice;
}

static GPtrArray *
haggerty_ids (void)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", NULL);
  GPtrArray *ids = ffb_deck_card_ids (deck);

  g_assert_cmpuint (ids->len, ==, N_CARDS);
  return ids;
}

/* The same cards, not owned: a shuffle moves the pointers, and finding a card's place in the
 * deck is a pointer comparison. */
static GPtrArray *
unowned_copy (const GPtrArray *ids)
{
  GPtrArray *copy = g_ptr_array_sized_new (ids->len);

  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (copy, g_ptr_array_index (ids, i));
  return copy;
}

/* counts[card * N_CARDS + place]: how often the card (by its place in the deck) was dealt to
 * the place. */
static guint *
count_deals (Shuffle shuffle)
{
  g_autoptr(GPtrArray) ids = haggerty_ids ();
  guint *counts = g_new0 (guint, N_CARDS * N_CARDS);

  for (guint deal = 0; deal < DEALS; deal++)
    {
      g_autoptr(FfbDice) dice = dice_for_deal (deal);
      g_autoptr(GPtrArray) cards = unowned_copy (ids);

      shuffle (cards, dice, "C1D shuffle 1");
      for (guint place = 0; place < N_CARDS; place++)
        {
          guint card;

          g_assert_true (g_ptr_array_find (ids, g_ptr_array_index (cards, place), &card));
          counts[card * N_CARDS + place]++;
        }
    }
  return counts;
}

typedef struct
{
  double worst_points; /* the largest distance from 1/54, in percentage points */
  double worst_place_chi2;
  double table_chi2;
} Fairness;

static Fairness
measure (const guint *counts)
{
  const double expected = (double) DEALS / N_CARDS;
  Fairness fairness = { 0.0, 0.0, 0.0 };

  for (guint place = 0; place < N_CARDS; place++)
    {
      double chi2 = 0.0;

      for (guint card = 0; card < N_CARDS; card++)
        {
          double count = counts[card * N_CARDS + place];
          double points = fabs (count / DEALS - 1.0 / N_CARDS) * 100.0;

          fairness.worst_points = MAX (fairness.worst_points, points);
          chi2 += (count - expected) * (count - expected) / expected;
        }
      fairness.worst_place_chi2 = MAX (fairness.worst_place_chi2, chi2);
      fairness.table_chi2 += chi2;
    }
  return fairness;
}

static gboolean
is_fair (const Fairness *fairness)
{
  return fairness->worst_points <= MAX_POINTS_OFF * 100.0
         && fairness->worst_place_chi2 < CHI2_PLACE_BOUND
         && fairness->table_chi2 < CHI2_TABLE_BOUND;
}

static void
test_uniform (void)
{
  g_autofree guint *counts = count_deals (ffb_shuffle_cards);
  Fairness fairness = measure (counts);

  g_test_message ("%d deals: worst card-place %.3f points off 1/54; worst place chi-square "
                  "%.1f (bound %.1f); table chi-square %.1f (bound %.1f)", DEALS,
                  fairness.worst_points, fairness.worst_place_chi2, CHI2_PLACE_BOUND,
                  fairness.table_chi2, CHI2_TABLE_BOUND);
  g_assert_true (is_fair (&fairness));
}

/* Sattolo's shuffle: the die has one side fewer, so no card ever stays where it was. */
static void
biased_shuffle (GPtrArray *cards, FfbDice *dice, const char *purpose)
{
  for (guint i = cards->len; i-- > 1;)
    {
      int j = 0;
      gpointer card;

      if (i > 1)
        j = ffb_dice_roll (dice, purpose, (int) i, 0, FFB_AUDIENCE_REFEREE, 0)->raw - 1;
      card = cards->pdata[i];
      cards->pdata[i] = cards->pdata[j];
      cards->pdata[j] = card;
    }
}

static void
test_catches_bias (void)
{
  g_autofree guint *counts = count_deals (biased_shuffle);
  Fairness fairness = measure (counts);

  g_test_message ("biased: worst %.3f points off, worst place chi-square %.1f",
                  fairness.worst_points, fairness.worst_place_chi2);
  g_assert_false (is_fair (&fairness));
}

/* C1D: every swap is a roll of the dice, for the referee, named by the deal, with as many
 * sides as cards are left; after the reveal the dice verify and the deal is re-derived. */
static void
test_logged_and_verified (void)
{
  g_autoptr(FfbDice) dice = dice_for_deal (7);
  g_autoptr(GPtrArray) ids = haggerty_ids ();
  g_autoptr(GPtrArray) first = unowned_copy (ids);
  g_autoptr(GPtrArray) second = unowned_copy (ids);
  g_autoptr(GPtrArray) replayed = unowned_copy (ids);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;

  ffb_shuffle_cards (first, dice, "C1D shuffle 1");
  ffb_shuffle_cards (second, dice, "C1D shuffle 2");
  g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 2 * (N_CARDS - 1));
  for (guint r = 0; r < N_CARDS - 1; r++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, r);

      g_assert_cmpstr (roll->purpose, ==, "C1D shuffle 1");
      g_assert_cmpint (roll->sides, ==, N_CARDS - (int) r);
      g_assert_cmpint (roll->audience, ==, FFB_AUDIENCE_REFEREE);
    }
  /* Two deals from one stream are two different orders. */
  g_assert_false (memcmp (first->pdata, second->pdata, N_CARDS * sizeof (gpointer)) == 0);
  g_assert_true (ffb_dice_reveal (dice));
  problems = ffb_dice_verify (dice, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (ffb_shuffle_replay (replayed, dice, "C1D shuffle 2", &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (replayed->pdata, second->pdata, N_CARDS * sizeof (gpointer)) == 0);
  /* A pile of another size is not what those rolls shuffled. */
  g_ptr_array_set_size (replayed, N_CARDS - 1);
  g_assert_false (ffb_shuffle_replay (replayed, dice, "C1D shuffle 2", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "\"C1D shuffle 2\""));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cards/C1D/shuffle/uniform-over-10000-seeded-deals", test_uniform);
  g_test_add_func ("/cards/C1D/shuffle/the-check-catches-a-biased-shuffle", test_catches_bias);
  g_test_add_func ("/cards/C1D/shuffle/every-swap-logged-and-verified", test_logged_and_verified);
  return g_test_run ();
}
