/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-verify.c: `verify` works out every result again from its roll ("Fair dice"; issue 11).
 *
 * tests/files/tampered holds the battle of tests/files/good/neutral-pea-ridge-derivation-2
 * (the demo's Pea Ridge rolled with derivation 2: an encounter rolled and met, the larger
 * march's own pick of arrivals, arrival ratings, R7A(2b) rolls on demand) with one field
 * changed in each, as a referee who wanted other dice might change it, the roll's face, its
 * result and the other fields kept consistent where he could. Each must fail with the
 * sentence naming the result, the roll and the field. The untampered battle, and the same
 * battle rolled before derivation 2 (neutral-pea-ridge: derivation 1, recorded by its
 * absence), verify clean. */
#include <string.h>
#include <glib.h>
#include "ffb-neutral.h"
#include "ffb-test-neutral.h"
#include "ffb-xml.h"

typedef struct
{
  const char *file;
  const char *says; /* one whole sentence among the problems */
} Tampered;

static const Tampered tampered[] = {
  /* R7A: the case, a rating roll's modifier and result changed together. */
  { "rating-roll-modifier", "The rating of 3rd Brigade, 1st Division, I Corps: roll 4 carries "
                            "the modifier -90, where R7A gives +0." },
  { "rating-changed", "The rating of 3rd Brigade, 1st Division, I Corps is excellent, but roll 4 "
                      "(d100 99) makes it average (R7A)." },
  { "rating-turn-on-table", "The rating of 1st Brigade, 1st Division, I Corps was rolled on turn "
                            "4 (roll 2), but its unit stood on the table: its roll was due "
                            "before the battle, turn 0 (R7A)." },
  { "rating-turn-on-arrival", "The rating of 1st Brigade, 1st Division, II Corps was rolled on "
                              "turn 10 (roll 34), but its unit's march entered on turn 9, when "
                              "it is rolled (R7B(7))." },
  /* R7B(1), R7C: the arrival roll's modifier, and the kind of march it makes. */
  { "arrival-roll-modifier", "The Confederate right flank march: roll 27 carries the modifier "
                             "-2, where the ground (R7C) gives -1." },
  { "arrival-march", "The Confederate right flank march is recorded as swift, but roll 27 (d4 3, "
                     "-1 for the ground, against initiative 2) makes it deliberate (R7B(1))." },
  /* R7B(2)-(4), R8A: arrival and notice turns; R7B(5a): a march kept off the table. */
  { "arrival-turn", "The Confederate right flank march (roll 27) enters on day 1, turn 14 (1230) "
                    "by the record, but a deliberate march enters on day 1, turn 9 (1000) "
                    "(R7B(2)-(4), R8A)." },
  { "notice-turn", "The Confederate right flank march (roll 27) is told on turn 7 by the record, "
                   "but its notice turn is 8 (R7B(2)-(4))." },
  { "arrival-kept-off", "The Union right flank march (roll 15) enters on battle turn 4 by the record, "
                        "but its encounter keeps it off the table: it never arrives "
                        "(R7B(5a))." },
  /* R7B(5), (5a), (5b), (6): the encounter. */
  { "encounter-met", "The encounter on the Union right is recorded as not met, but roll 28 (d100 "
                     "5, 50 or less meets) says they met (R7B(5))." },
  { "encounter-roll-modifier", "The encounter on the Union right: roll 28 carries the modifier "
                               "+60, where R7B(5) gives +0." },
  { "encounter-told-turn", "The encounter on the Union right (rolls 15, 26 and 28) is told on turn 8, "
                           "but the earlier notice of its two marches is turn 3 (R7B(5a))." },
  { "encounter-larger", "The encounter on the Union right (rolls 15, 26 and 28) names Union as the "
                        "larger march, but it is Confederate (R7B(5b): Union 20 stands, "
                        "Confederate 40, each cavalry stand counting 2)." },
  { "encounter-surplus", "The encounter on the Union right (rolls 15, 26 and 28) lets 40 stands of "
                         "the larger march through as its surplus, but the marches differ by "
                         "20 (R7B(5b))." },
  { "encounter-removed", "The Union right and the Confederate left flank marches (rolls 15 and "
                         "26) went round the same end of the field, but no encounter is "
                         "recorded for them (R7B(5), (6))." },
  { "arrives-beyond-surplus", "The Confederate left flank march (roll 26) is recorded with brigades "
                              "that may not arrive: R7B(5a): the brigades chosen count 28 "
                              "stands (each cavalry stand counting 2), more than the 20 in "
                              "excess of the enemy's march." },
  /* R7A(2b). */
  { "p-roll-value", "The attached-Poltroon roll of 1st Brigade, 1st Division, II Corps on day 1, turn "
                    "5 (0800) is "
                    "+1, but roll 29 (d2 1) gives -1 (R7A(2b))." },
  { "p-roll-modifier", "The attached-Poltroon roll of 1st Brigade, 1st Division, II Corps on day 1, "
                       "turn 5 (0800): "
                       "roll 29 carries the modifier +1, where R7A(2b) gives +0." },
  /* The roll itself: its face, die, audience and reveal turn, and a re-roll kept out of
   * sight (the second occurrence of a purpose logged and used, the first left unused). */
  { "roll-raw", "The log's roll 3 (R7A(3) brigade union.c1.d1.b2, d100) says 39, but the seed "
                "gives 38." },
  { "roll-sides", "The Union right flank march rests on roll 15, a d6 where the rule rolls a "
                  "d4." },
  { "roll-audience", "The rating of 1st Brigade, 1st Division, I Corps rests on roll 2, logged "
                     "for confederate where it belongs to union." },
  { "roll-reveal-turn", "The Confederate left flank march: roll 26 is sealed until turn 0, but "
                        "it opens on turn 8, when its march is told." },
  { "roll-unused", "Roll 4 (R7A(3) brigade union.c1.d1.b3) belongs to no result: it was rolled "
                   "and not used." },
};

static char *
files_path (const char *dir, const char *name)
{
  const char *root = g_getenv ("FFB_TEST_FILES");

  if (root == NULL)
    g_error ("FFB_TEST_FILES is not set; run the tests with meson test");
  return g_build_filename (root, dir, name, NULL);
}

/* The problems verify finds in the file's Pea Ridge. */
static GPtrArray *
verify_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_file (path, &error);
  FfbBattle *battle;
  GPtrArray *problems;

  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_assert_nonnull (battle);
  problems = ffb_neutral_verify (battle->neutral, campaign, battle, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (const char *) problems->pdata[i]);
  return problems;
}

static void
test_tampered (gconstpointer data)
{
  const Tampered *tamper = data;
  g_autofree char *name = g_strconcat (tamper->file, ".ffbridge", NULL);
  g_autofree char *path = files_path ("tampered", name);
  g_autoptr(GPtrArray) problems = verify_file (path);

  for (guint i = 0; i < problems->len; i++)
    if (g_str_equal (problems->pdata[i], tamper->says))
      return;
  g_error ("%s: verify does not say “%s”", name, tamper->says);
}

static void
test_clean (gconstpointer data)
{
  g_autofree char *path = files_path ("good", data);
  g_autoptr(GPtrArray) problems = verify_file (path);

  g_assert_cmpuint (problems->len, ==, 0);
}

/* Every file in tests/files/tampered has its case here, so that none is left unchecked. */
static void
test_every_file_has_a_case (void)
{
  g_autofree char *dir_path = files_path ("tampered", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean known = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (tampered); i++)
        known |= g_str_has_prefix (name, tampered[i].file)
                 && g_str_equal (name + strlen (tampered[i].file), ".ffbridge");
      if (!known)
        g_error ("tests/files/tampered/%s has no case in test-verify.c", name);
      files++;
    }
  g_assert_cmpuint (files, ==, G_N_ELEMENTS (tampered));
}

/* A random flank march for `side` on `flank`: one of the test divisions, whole or its first
 * brigades. Refused orders (R5) are simply not given. */
static void
random_order (FfbCampaign *campaign, FfbSide side, FfbFlank flank, GRand *rand)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autofree char *leader = g_strdup_printf ("%s-div%d", side == FFB_SIDE_UNION ? "u" : "c",
                                             g_rand_int_range (rand, 1, 4));
  g_autoptr(FfbFlankOrder) order = g_rand_boolean (rand)
    ? ffb_test_division_order (campaign, side, flank, leader)
    : ffb_test_brigades_order (campaign, side, flank, leader, g_rand_int_range (rand, 1, 5));
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);

  ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle, order, findings);
}

/* R7A(2b) on demand for a brigade of every leader known to be a Poltroon now, and the pick of
 * a march's smallest brigade when its owner may pick (R7B(5a)). */
static void
random_demands (FfbCampaign *campaign, GRand *rand)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = battle->neutral;
  int now = ffb_neutral_now (neutral, campaign, battle);

  for (guint i = 0; i < neutral->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (neutral->ratings, FfbRatingResult, i);
      FfbUnit *command = ffb_oob_find_unit (battle->oob[result->side], result->unit_id);
      FfbUnit *brigade = command;

      while (brigade->kind != FFB_UNIT_BRIGADE && brigade->children != NULL
             && brigade->children->len > 0)
        brigade = g_ptr_array_index (brigade->children, 0);
      if (result->rating == FFB_RATING_POLTROON && result->turn <= now && g_rand_boolean (rand))
        g_assert_true (ffb_neutral_roll_attached_p (neutral, campaign, battle, result->side,
                                                    command->id, brigade->id, NULL, NULL));
    }
  for (guint i = 0; i < neutral->orders->len; i++)
    {
      FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      g_autoptr(GPtrArray) brigades = NULL;
      const char *pick[2] = { NULL, NULL };

      if (!ffb_neutral_may_pick_arrivals (neutral, order, now) || !g_rand_boolean (rand))
        continue;
      brigades = ffb_flank_order_brigades (order, battle->oob[order->side]);
      pick[0] = ((FfbUnit *) g_ptr_array_index (brigades, brigades->len - 1))->id;
      ffb_neutral_choose_arrivals (neutral, campaign, battle, order->side, order->flank, pick,
                                   NULL);
    }
}

/* Verify never finds fault with a battle the app rolled itself: random grounds, marches,
 * encounters, picks and on-demand rolls, played to dusk, revealed, and saved and loaded. */
static void
test_random_battles_clean (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1862);
  guint encounters = 0, p_rolls = 0, partial = 0;

  for (guint n = 0; n < 40; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
      FfbBattle *battle = ffb_test_battle (campaign);
      g_autofree char *seed = ffb_test_seed_from (n), *xml = NULL;
      g_autoptr(FfbCampaign) again = NULL;
      g_autoptr(GPtrArray) problems = NULL, problems_again = NULL;
      int turns = 30;

      battle->terrain = g_rand_boolean (rand) ? FFB_TERRAIN_FOREST : FFB_TERRAIN_CLEAR;
      battle->attacker = g_rand_boolean (rand) ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
      for (int side = 0; side < FFB_N_SIDES; side++)
        for (int flank = 0; flank < FFB_N_FLANKS; flank++)
          if (g_rand_int_range (rand, 0, 4) > 0)
            random_order (campaign, side, flank, rand);
      ffb_test_roll (campaign, seed);
      for (int turn = 1; turn <= turns; turn++)
        {
          ffb_test_play_to (campaign, turn);
          random_demands (campaign, rand);
        }
      g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
      xml = ffb_xml_write_campaign (campaign);
      again = ffb_xml_load_campaign (xml, strlen (xml), "again.ffbridge", NULL);
      g_assert_nonnull (again);
      problems = ffb_neutral_verify (battle->neutral, campaign, battle, NULL);
      problems_again = ffb_neutral_verify (ffb_test_battle (again)->neutral, again,
                                           ffb_test_battle (again), NULL);
      for (guint i = 0; i < problems->len; i++)
        g_test_message ("battle %u: %s", n, (const char *) problems->pdata[i]);
      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_cmpuint (problems_again->len, ==, 0);
      encounters += battle->neutral->encounters->len;
      p_rolls += battle->neutral->p_rolls->len;
      for (guint i = 0; i < battle->neutral->orders->len; i++)
        partial += ((FfbFlankOrder *) g_ptr_array_index (battle->neutral->orders, i))->arriving
                   != NULL;
    }
  /* They did meet, pick and roll on demand, or the test proved little. */
  g_test_message ("%u encounters, %u partial marches, %u R7A(2b) rolls", encounters, partial,
                  p_rolls);
  g_assert_cmpuint (encounters, >=, 10);
  g_assert_cmpuint (partial, >=, 3);
  g_assert_cmpuint (p_rolls, >=, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/verify/fair-dice/clean/derivation-2",
                        "neutral-pea-ridge-derivation-2.ffbridge", test_clean);
  g_test_add_data_func ("/verify/fair-dice/clean/derivation-1", "neutral-pea-ridge.ffbridge",
                        test_clean);
  g_test_add_func ("/verify/fair-dice/random-battles-clean", test_random_battles_clean);
  g_test_add_func ("/verify/fair-dice/tampered/every-file-has-a-case",
                   test_every_file_has_a_case);
  for (guint i = 0; i < G_N_ELEMENTS (tampered); i++)
    {
      g_autofree char *path = g_strdup_printf ("/verify/fair-dice/tampered/%s",
                                               tampered[i].file);

      g_test_add_data_func (path, &tampered[i], test_tampered);
    }
  return g_test_run ();
}
