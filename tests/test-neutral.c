/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-neutral.c: the neutral party as a whole: the order of business, its state saved in the
 * campaign file and read back equal, and verification after the reveal, which passes on a
 * clean record and names the roll on each kind of tampering (a changed result, a removed
 * roll, a reordered roll, a changed seed) made in the saved file itself. */
#include <string.h>
#include <glib.h>
#include "ffb-error.h"
#include "ffb-test-neutral.h"
#include "ffb-xml.h"

/* A battle with a flank march on each side meeting at one end of the field, played to its
 * second day with an R7A(2b) roll on the way, then ended and revealed. */
static FfbCampaign *
played_campaign (gboolean reveal)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbNeutral *neutral;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div2", 4));
  ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_LEFT, "c-div3", 3));
  neutral = ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, 32);
  g_assert_true (ffb_battle_clock_use_reroll (&neutral->clock, FFB_SIDE_UNION, 2, NULL));
  if (!reveal)
    return campaign;
  g_assert_true (ffb_battle_clock_driven_off (&neutral->clock, FFB_SIDE_CONFEDERATE, 30, NULL));
  g_assert_true (ffb_neutral_reveal (neutral, NULL));
  return campaign;
}

static FfbCampaign *
reload (const char *xml)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = ffb_xml_load_campaign (xml, strlen (xml), "test.ffbridge", &error);

  g_assert_no_error (error);
  return campaign;
}

/* Step by step, nothing out of turn. */
static void
test_order_of_business (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *neutral = ffb_battle_get_neutral (battle);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_neutral_roll_pre_battle (neutral, campaign, battle, &error));
  g_assert_nonnull (strstr (error->message, "show the commitment first"));
  g_clear_error (&error);
  g_assert_false (ffb_neutral_advance (neutral, campaign, battle, &error));
  g_assert_nonnull (strstr (error->message, "has not begun"));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_start (neutral, battle, FFB_TEST_SEED, NULL));
  g_assert_false (ffb_neutral_start (neutral, battle, NULL, &error));
  g_assert_nonnull (strstr (error->message, "already has its dice"));
  g_clear_error (&error);
  /* "Fair dice": no reveal before the battle is under way (it would tell every roll). */
  g_assert_false (ffb_neutral_reveal (neutral, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_false (ffb_dice_is_revealed (neutral->dice));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_roll_pre_battle (neutral, campaign, battle, NULL));
  g_assert_false (ffb_neutral_roll_pre_battle (neutral, campaign, battle, &error));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_reveal (neutral, NULL));
  g_assert_false (ffb_neutral_advance (neutral, campaign, battle, &error));
  g_assert_nonnull (strstr (error->message, "its seed is revealed"));
}

/* The face `dice` gave the roll with `purpose`, or 0. */
static int
face_for (const FfbDice *dice, const char *purpose)
{
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    if (g_str_equal (ffb_dice_get_roll (dice, i)->purpose, purpose))
      return ffb_dice_get_roll (dice, i)->raw;
  return 0;
}

/* "Fair dice": each side's pre-battle rolls are the same whether or not the other side sends
 * a flank march, though the Union rolls first: a Union march does not move the Confederate
 * dice either (it did when rolls were keyed by a shared counter). */
static void
test_pre_battle_independent (void)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(FfbCampaign) alone = ffb_test_neutral_campaign ();
      g_autoptr(FfbCampaign) both = ffb_test_neutral_campaign ();
      FfbSide other = ffb_side_other (side);
      FfbNeutral *a, *b;
      guint compared = 0;

      ffb_test_give (both, ffb_test_division_order (both, other, FFB_FLANK_LEFT,
                                                    other == FFB_SIDE_UNION ? "u-div1"
                                                                            : "c-div1"));
      a = ffb_test_roll (alone, FFB_TEST_SEED);
      b = ffb_test_roll (both, FFB_TEST_SEED);
      for (guint i = 0; i < ffb_dice_n_rolls (a->dice); i++)
        {
          const FfbRoll *x = ffb_dice_get_roll (a->dice, i);

          if (x->audience != ffb_audience_for_side (side))
            continue;
          g_assert_cmpint (face_for (b->dice, x->purpose), ==, x->raw);
          compared++;
        }
      g_assert_cmpuint (compared, >=, 15);
      g_assert_cmpuint (ffb_dice_n_rolls (a->dice), >, ffb_dice_n_rolls (b->dice));
    }
}

/* Saved and read back: the same state, and the same file again. */
static void
test_persistence (void)
{
  g_autoptr(FfbCampaign) campaign = played_campaign (FALSE);
  g_autofree char *first = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) again = reload (first);
  g_autofree char *second = ffb_xml_write_campaign (again);
  FfbNeutral *a = ffb_test_battle (campaign)->neutral, *b = ffb_test_battle (again)->neutral;

  g_assert_cmpstr (first, ==, second);
  g_assert_nonnull (b);
  g_assert_cmpstr (ffb_dice_commitment (a->dice), ==, ffb_dice_commitment (b->dice));
  g_assert_cmpstr (ffb_dice_seed_for_file (a->dice), ==, ffb_dice_seed_for_file (b->dice));
  g_assert_false (ffb_dice_is_revealed (b->dice));
  g_assert_cmpuint (ffb_dice_n_rolls (a->dice), ==, ffb_dice_n_rolls (b->dice));
  g_assert_cmpuint (b->orders->len, ==, 3);
  g_assert_cmpuint (b->encounters->len, ==, a->encounters->len);
  g_assert_cmpuint (b->ratings->len, ==, a->ratings->len);
  g_assert_cmpint (b->clock.day, ==, 2);
  g_assert_cmpint (b->clock.turn, ==, 2);
  g_assert_cmpint (b->clock.rerolls_used[FFB_SIDE_UNION], ==, 1);
  g_assert_true (b->rolled);
  for (guint i = 0; i < ffb_dice_n_rolls (a->dice); i++)
    {
      const FfbRoll *x = ffb_dice_get_roll (a->dice, i), *y = ffb_dice_get_roll (b->dice, i);

      g_assert_cmpstr (x->purpose, ==, y->purpose);
      g_assert_cmpint (x->raw, ==, y->raw);
      g_assert_cmpint (x->reveal_turn, ==, y->reveal_turn);
      g_assert_cmpint (x->audience, ==, y->audience);
    }
}

/* A saved battle goes on rolling where it left off. */
static void
test_persistence_goes_on (void)
{
  g_autoptr(FfbCampaign) campaign = played_campaign (FALSE);
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) again = reload (xml);
  FfbBattle *battle = ffb_test_battle (campaign), *loaded = ffb_test_battle (again);
  const FfbRoll *x, *y;

  /* The same next roll from the same state, in memory and from the file. */
  g_assert_true (ffb_neutral_advance (battle->neutral, campaign, battle, NULL));
  g_assert_true (ffb_neutral_advance (loaded->neutral, again, loaded, NULL));
  x = ffb_dice_roll (battle->neutral->dice, "next", 6, 0, FFB_AUDIENCE_EVERYONE, 0);
  y = ffb_dice_roll (loaded->neutral->dice, "next", 6, 0, FFB_AUDIENCE_EVERYONE, 0);
  g_assert_cmpint (x->raw, ==, y->raw);
  g_assert_cmpuint (x->counter, ==, y->counter);
}

static char *
verify_text (FfbCampaign *campaign, guint *n_problems)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = ffb_neutral_verify (battle->neutral, campaign, battle,
                                                      &error);

  g_assert_no_error (error);
  *n_problems = problems->len;
  g_ptr_array_add (problems, NULL);
  for (guint i = 0; problems->pdata[i] != NULL; i++)
    g_test_message ("%s", (char *) problems->pdata[i]);
  return g_strjoinv ("\n", (char **) problems->pdata);
}

static void
test_verify_clean (void)
{
  g_autoptr(FfbCampaign) campaign = played_campaign (TRUE);
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) again = reload (xml);
  guint n;
  g_autofree char *found = verify_text (campaign, &n);
  g_autofree char *found_again = NULL;

  g_assert_cmpuint (n, ==, 0);
  found_again = verify_text (again, &n);
  g_assert_cmpuint (n, ==, 0);
}

static void
test_verify_unrevealed (void)
{
  g_autoptr(FfbCampaign) campaign = played_campaign (FALSE);
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_neutral_verify (battle->neutral, campaign, battle, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

static gboolean
replace_first (const GMatchInfo *match, GString *result, gpointer replacement)
{
  g_autofree char *expanded = g_match_info_expand_references (match, replacement, NULL);

  g_string_append (result, expanded);
  return TRUE; /* the first match only */
}

/* The saved file, with the first match of `pattern` (a regular expression) replaced. */
static FfbCampaign *
tampered (const char *pattern, const char *replacement)
{
  g_autoptr(FfbCampaign) campaign = played_campaign (TRUE);
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autofree char *edited = NULL;

  g_assert_nonnull (regex);
  g_assert_true (g_regex_match (regex, xml, 0, NULL));
  edited = g_regex_replace_eval (regex, xml, -1, 0, 0, replace_first, (gpointer) replacement,
                                 NULL);
  g_assert_cmpstr (edited, !=, xml);
  return reload (edited);
}

/* A changed result: a rating the roll does not give, whatever the log says. */
static void
test_verify_changed_rating (void)
{
  g_autoptr(FfbCampaign) campaign = tampered ("(<rated [^>]*)rating=\"average\"",
                                              "\\1rating=\"excellent\"");
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_cmpuint (n, ==, 1);
  g_assert_nonnull (strstr (found, "is excellent, but roll "));
  g_assert_nonnull (strstr (found, "makes it average"));
}

/* A changed result in the log itself. */
static void
test_verify_changed_log_result (void)
{
  g_autoptr(FfbCampaign) campaign = tampered ("(<roll counter=\"3\" [^>]*) result=\"[0-9]+\"",
                                              "\\1 result=\"101\"");
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_cmpuint (n, >=, 1);
  g_assert_nonnull (strstr (found, "roll 3 ("));
}

/* The last roll and nothing else removed: the result resting on it names it. */
static void
test_verify_removed_last_roll (void)
{
  g_autoptr(FfbCampaign) played = played_campaign (TRUE);
  FfbNeutral *neutral = ffb_test_battle (played)->neutral;
  guint last = ffb_dice_n_rolls (neutral->dice) - 1;
  g_autofree char *pattern = g_strdup_printf ("<roll counter=\"%u\" [^>]*/>", last);
  g_autoptr(FfbCampaign) campaign = tampered (pattern, "");
  g_autofree char *expected = g_strdup_printf ("rests on roll %u, which is not in the log",
                                               last);
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_cmpuint (n, >=, 1);
  g_assert_nonnull (strstr (found, expected));
}

static void
test_verify_removed_roll (void)
{
  g_autoptr(FfbCampaign) campaign = tampered ("<roll counter=\"5\" [^>]*/>", "");
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_nonnull (strstr (found, "Roll 5 is missing from the log"));
  g_assert_nonnull (strstr (found, "rests on roll 5, which is not in the log"));
}

static void
test_verify_reordered_roll (void)
{
  g_autoptr(FfbCampaign) played = played_campaign (TRUE);
  g_autofree char *xml = ffb_xml_write_campaign (played);
  g_autoptr(GRegex) regex = g_regex_new ("<roll counter=\"(7|8)\" [^>]*/>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *edited = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  int s7, e7, s8, e8;
  guint n;
  g_autofree char *found = NULL;

  g_assert_true (g_regex_match (regex, xml, 0, &match));
  g_match_info_fetch_pos (match, 0, &s7, &e7);
  g_assert_true (g_match_info_next (match, NULL));
  g_match_info_fetch_pos (match, 0, &s8, &e8);
  edited = g_strdup_printf ("%.*s%.*s%.*s%.*s%s", s7, xml, e8 - s8, xml + s8, s8 - e7,
                            xml + e7, e7 - s7, xml + s7, xml + e8);
  campaign = reload (edited);
  found = verify_text (campaign, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_nonnull (strstr (found, "Roll 7 ("));
  g_assert_nonnull (strstr (found, "comes after roll 8 in the log"));
}

static void
test_verify_changed_seed (void)
{
  g_autoptr(FfbCampaign) campaign = tampered ("seed=\"00", "seed=\"ff");
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_cmpuint (n, >, 1);
  g_assert_true (g_str_has_prefix (found, "The revealed seed does not match the commitment"));
  g_assert_nonnull (strstr (found, "but the seed gives"));
}

static void
test_verify_changed_march (void)
{
  g_autoptr(FfbCampaign) played = played_campaign (TRUE);
  const FfbFlankOrder *order = ffb_neutral_find_order (ffb_test_battle (played)->neutral,
                                                       FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT);
  g_autofree char *from = g_strdup_printf ("march=\"%s\"", ffb_march_to_string (order->march));
  g_autofree char *to = g_strdup_printf ("\\1march=\"%s\"",
                                         ffb_march_to_string ((order->march + 1) % 3));
  g_autofree char *pattern = g_strdup_printf ("(flank=\"left\" leader=\"c-div3\" "
                                              "rolled=\"true\" roll=\"[0-9]+\" )%s", from);
  g_autoptr(FfbCampaign) campaign = tampered (pattern, to);
  guint n;
  g_autofree char *found = verify_text (campaign, &n);

  g_assert_cmpuint (n, >=, 1);
  g_assert_nonnull (strstr (found, "The Confederate left flank march is recorded as"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/neutral/order-of-business", test_order_of_business);
  g_test_add_func ("/neutral/fair-dice/pre-battle-independent", test_pre_battle_independent);
  g_test_add_func ("/neutral/persistence/round-trip", test_persistence);
  g_test_add_func ("/neutral/persistence/goes-on", test_persistence_goes_on);
  g_test_add_func ("/neutral/verify/clean", test_verify_clean);
  g_test_add_func ("/neutral/verify/unrevealed", test_verify_unrevealed);
  g_test_add_func ("/neutral/verify/changed-rating", test_verify_changed_rating);
  g_test_add_func ("/neutral/verify/changed-log-result", test_verify_changed_log_result);
  g_test_add_func ("/neutral/verify/changed-march", test_verify_changed_march);
  g_test_add_func ("/neutral/verify/removed-roll", test_verify_removed_roll);
  g_test_add_func ("/neutral/verify/removed-last-roll", test_verify_removed_last_roll);
  g_test_add_func ("/neutral/verify/reordered-roll", test_verify_reordered_roll);
  g_test_add_func ("/neutral/verify/changed-seed", test_verify_changed_seed);
  return g_test_run ();
}
