/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-promotion.c: leader promotions (RULES.md R10B-E): the Reinforcement Phase roll of each
 * counter on the track, the Promotion Pool, the draw a player earns with an odd initiative
 * roll, and undo. Every roll is made with the fair dice and checked against its log. */
#include <string.h>

#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-promotion.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-snapshot.h"
#include "ffb-test-checks.h"

#define SEED "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static void
add_counter (FfbCampaign *campaign, const char *leader_id, int placed_turn, gboolean in_pool)
{
  FfbPromotion counter = { g_strdup (leader_id), placed_turn, in_pool };

  g_array_append_val (campaign->promotions, counter);
}

/* Union a (tactical +1, placed at 2), b (0, at 3), c (-2, at 5), killed k (at 1);
 * Confederate z in the pool. */
static FfbCampaign *
track_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 1, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "c", 2, -2, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "k", 1, 2, 0, FALSE)->status = FFB_LEADER_KILLED;
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "z", 3, 1, 0, FALSE);
  g_array_set_size (ffb_test_battle (campaign)->sides[FFB_SIDE_UNION].leaders, 0);
  g_array_set_size (ffb_test_battle (campaign)->sides[FFB_SIDE_CONFEDERATE].leaders, 0);
  add_counter (campaign, "a", 2, FALSE);
  add_counter (campaign, "b", 3, FALSE);
  add_counter (campaign, "c", 5, FALSE);
  add_counter (campaign, "k", 1, FALSE);
  add_counter (campaign, "z", 1, TRUE);
  return campaign;
}

static const FfbRoll *
roll_for (const FfbChange *change, const char *purpose)
{
  for (guint i = 0; i < change->rolls->len; i++)
    if (g_str_equal (g_array_index (change->rolls, FfbRoll, i).purpose, purpose))
      return &g_array_index (change->rolls, FfbRoll, i);
  g_error ("no roll “%s”", purpose);
}

static const FfbChange *
phase (FfbCampaign *campaign, int turn, const char *seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (FFB_PROMOTION_STREAM, seed, &error);
  const FfbChange *change = ffb_promotion_phase (campaign, turn, dice, &error);

  g_assert_no_error (error);
  g_assert_nonnull (change);
  return change;
}

/* R10B: the die minus the turns the counter waited; R10C: at most the tactical rating of the
 * leader's counter in play goes to the pool. Counters placed later wait; a killed leader's
 * counter leaves. */
static void
test_r10b_phase (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  const FfbChange *change = phase (campaign, 4, SEED);
  const FfbRoll *a = roll_for (change, "R10B turn 4 a");
  const FfbRoll *b = roll_for (change, "R10B turn 4 b");

  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (change->rolls->len, ==, 2);
  g_assert_cmpint (a->sides, ==, campaign->rules->promotion_die);
  g_assert_cmpint (a->modifier, ==, -2);
  g_assert_cmpint (a->result, ==, a->raw - 2);
  g_assert_cmpint (b->modifier, ==, -1);
  g_assert_cmpint (ffb_test_counter_of (campaign, "a")->in_pool, ==, a->result <= 1);
  g_assert_cmpint (ffb_test_counter_of (campaign, "b")->in_pool, ==, b->result <= 0);
  g_assert_false (ffb_test_counter_of (campaign, "c")->in_pool);
  g_assert_cmpint (ffb_test_counter_of (campaign, "c")->placed_turn, ==, 5);
  g_assert_null (ffb_test_find_counter (campaign, "k"));
  g_assert_true (ffb_test_counter_of (campaign, "z")->in_pool);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_PROMOTION_PHASE);
  g_assert_cmpstr (change->seed, ==, SEED);
}

/* R10C over many seeds: the counter goes exactly when its logged roll says, both ways. */
static void
test_r10c_pool_or_track (void)
{
  gboolean seen[2] = { FALSE, FALSE };

  for (int n = 0; n < 40; n++)
    {
      g_autoptr(FfbCampaign) campaign = track_campaign ();
      g_autofree char *seed = g_strdup_printf ("%064x", n + 1);
      const FfbChange *change = phase (campaign, 4, seed);
      const FfbRoll *a = roll_for (change, "R10B turn 4 a");
      gboolean in_pool = ffb_test_counter_of (campaign, "a")->in_pool;

      g_assert_cmpint (in_pool, ==, a->raw - 2 <= 1);
      seen[in_pool] = TRUE;
    }
  g_assert_true (seen[FALSE] && seen[TRUE]);
}

static void
test_r10b_refusals (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(GError) error = NULL;

  phase (campaign, 4, SEED);
  g_assert_null (ffb_promotion_phase (campaign, 4, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "already"));
  g_clear_error (&error);
  g_assert_null (ffb_promotion_phase (campaign, 0, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

/* R10B: a Reinforcement Phase gone by is refused; a later turn's opens that turn, moving the
 * campaign on to it, and undo takes the move back. */
static void
test_r10b_turn_order (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(GError) error = NULL;
  const FfbChange *change;

  campaign->year = 1861;
  campaign->months = FFB_MONTHS_SEP_OCT; /* turn 4 */
  g_assert_cmpint (ffb_promotion_next_phase_turn (campaign), ==, 4);
  g_assert_null (ffb_promotion_phase (campaign, 3, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "turn 3 (Jul-Aug 1861) is before the campaign's "
                                            "turn 4 (Sep-Oct 1861)"));
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, 0);
  g_clear_error (&error);
  /* Its own turn: the campaign stays; the next phase is then the next turn's. */
  phase (campaign, 4, SEED);
  g_assert_cmpint (ffb_campaign_turn_number (campaign->year, campaign->months), ==, 4);
  g_assert_cmpint (ffb_promotion_next_phase_turn (campaign), ==, 5);
  change = phase (campaign, 6, SEED);
  g_assert_cmpint (campaign->year, ==, 1862);
  g_assert_cmpint (campaign->months, ==, FFB_MONTHS_MAR_APR);
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->text, ==,
                   "the campaign moves on to turn 6 (Mar-Apr 1862): its Reinforcement Phase "
                   "opens it.");
  g_assert_true (ffb_xml_undo_last_change (campaign, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ffb_campaign_turn_number (campaign->year, campaign->months), ==, 4);
}

static gboolean
has_change_note (const FfbChange *change, const char *rule, const char *text)
{
  for (guint i = 0; i < change->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);

      if (g_str_equal (note->rule, rule) && strstr (note->text, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* R10C, L1: promoted, a leader takes his next counter's ratings when the campaign has it; the
 * counter he leaves is kept for its rank. Without one he keeps his ratings. */
static void
test_r10c_next_counter_in_play (void)
{
  for (int known = 0; known < 2; known++)
    {
      g_autoptr(FfbCampaign) campaign = track_campaign ();
      g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (FFB_PROMOTION_STREAM, SEED, NULL);
      g_autoptr(GError) error = NULL;
      FfbLeaderCounter four = { 4, 4, -1, 2 }, three;
      FfbLeader *z = ffb_test_leader (campaign, "z");
      const FfbChange *change;

      z->initiative = 2;
      z->army_command = 1;
      if (known)
        ffb_leader_set_counter (z, &four);
      change = ffb_promotion_draw (campaign, FFB_SIDE_CONFEDERATE, 5, dice, NULL, &error);
      g_assert_no_error (error);
      z = ffb_test_leader (campaign, "z");
      g_assert_cmpint (z->stars, ==, 4);
      g_assert_cmpint (z->initiative, ==, known ? 4 : 2);
      g_assert_cmpint (z->tactical, ==, known ? -1 : 1);
      g_assert_cmpint (z->army_command, ==, known ? 2 : 1);
      /* The 3-star counter he leaves is kept with its ratings. */
      g_assert_true (ffb_leader_get_counter (z, 3, &three));
      g_assert_cmpint (three.initiative, ==, 2);
      g_assert_cmpint (three.tactical, ==, 1);
      g_assert_false (ffb_leader_get_counter (z, 2, &three));
      g_assert_true (known ? has_change_note (change, "R10C", "4-star counter goes in play: "
                                                              "initiative 4, tactical -1, army "
                                                              "command +2")
                           : has_change_note (change, "R10E", "keeps his ratings"));
    }
}

static void
fill_pool (FfbCampaign *campaign)
{
  for (guint i = 0; i < campaign->promotions->len; i++)
    g_array_index (campaign->promotions, FfbPromotion, i).in_pool = TRUE;
}

/* R10D: only an odd initiative roll earns a draw; the campaign is unchanged otherwise. */
static void
test_r10d_odd_roll_only (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  int refused[] = { 2, 4, 6, 0, -1 };

  fill_pool (campaign);
  for (guint c = 0; c < G_N_ELEMENTS (refused); c++)
    {
      g_autofree char *before = ffb_xml_write_campaign (campaign), *after = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_null (ffb_promotion_draw (campaign, FFB_SIDE_UNION, refused[c], NULL, NULL,
                                         &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "R10D"));
      after = ffb_xml_write_campaign (campaign);
      g_assert_cmpstr (after, ==, before);
    }
}

/* R10E: at random among the side's counters (a, b and c; k is dead); the rest stay. */
static void
test_r10e_random_draw (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (FFB_PROMOTION_STREAM, SEED, NULL);
  g_autofree char *drawn = NULL;
  const char *order[] = { "a", "b", "c" };
  const FfbChange *change;
  const FfbRoll *roll;
  int stars_before;

  fill_pool (campaign);
  change = ffb_promotion_draw (campaign, FFB_SIDE_UNION, 3, dice, &drawn, NULL);
  g_assert_nonnull (change);
  g_assert_cmpuint (change->rolls->len, ==, 1);
  roll = &g_array_index (change->rolls, FfbRoll, 0);
  g_assert_cmpint (roll->sides, ==, 3);
  g_assert_cmpstr (drawn, ==, order[roll->raw - 1]);
  stars_before = g_str_equal (drawn, "c") ? 2 : 1;
  g_assert_cmpint (ffb_test_leader (campaign, drawn)->stars, ==, stars_before + 1);
  g_assert_null (ffb_test_find_counter (campaign, drawn));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (!g_str_equal (order[i], drawn))
      g_assert_true (ffb_test_counter_of (campaign, order[i])->in_pool);
  g_assert_true (ffb_test_counter_of (campaign, "z")->in_pool);
}

/* R10E: one counter needs no roll; none is refused. */
static void
test_r10e_one_or_none (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (FFB_PROMOTION_STREAM, SEED, NULL);
  g_autoptr(GError) error = NULL;
  const FfbChange *change;

  change = ffb_promotion_draw (campaign, FFB_SIDE_CONFEDERATE, 5, dice, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (change->rolls->len, ==, 0);
  g_assert_cmpint (ffb_test_leader (campaign, "z")->stars, ==, 4);
  g_assert_null (ffb_promotion_draw (campaign, FFB_SIDE_CONFEDERATE, 5, dice, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "R10E"));
}

/* The preview says each counter's chance and rolls nothing. */
static void
test_preview (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(GPtrArray) notes = ffb_promotion_preview_phase (campaign, 4);
  g_autofree char *first = ffb_note_to_string (g_ptr_array_index (notes, 0));

  g_assert_cmpuint (notes->len, ==, 4);
  g_assert_nonnull (strstr (first, "R10C: the counter of General a (turn 2) rolls a d6 "
                                   "minus 2 and goes to the Promotion Pool at +1 or less: a 3 "
                                   "in 6 chance."));
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, 0);
}

/* R10B (issue 13, point 7): a counter placed after the phase's turn waits, and the preview
 * says why, with both turns in words. */
static void
test_preview_says_why_counter_waits (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(GPtrArray) notes = ffb_promotion_preview_phase (campaign, 4);
  gboolean said = FALSE;

  for (guint i = 0; i < notes->len; i++)
    {
      g_autofree char *text = ffb_note_to_string (g_ptr_array_index (notes, i));

      said |= strstr (text, "R10B: the counter of General c, placed at turn 5 (Nov-Feb "
                            "1861), waits: it first rolls in that turn's Reinforcement Phase, "
                            "and this one is of turn 4 (Sep-Oct 1861).") != NULL;
    }
  g_assert_true (said);
}

/* Each change is in the history: it undoes, and its rolls re-derive from the revealed seed. */
static void
test_undo_and_verify (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autofree char *before = ffb_xml_write_campaign (campaign), *saved = NULL, *after = NULL;
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;

  phase (campaign, 4, SEED);
  saved = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (saved, strlen (saved), "again.ffbridge", &error);
  g_assert_no_error (error);
  dice = ffb_change_restore_dice (g_ptr_array_index (ffb_history_get (again), 0),
                                  &error);
  g_assert_no_error (error);
  problems = ffb_dice_verify (dice, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (ffb_xml_undo_last_change (again, NULL, &error));
  after = ffb_xml_write_campaign (again);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (ffb_xml_undo_last_change (again, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

/* Only the last FFB_HISTORY_UNDO_DEPTH changes keep the campaign before them. */
static void
test_undo_depth (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  GPtrArray *history;

  for (int turn = 1; turn <= FFB_HISTORY_UNDO_DEPTH + 2; turn++)
    phase (campaign, turn, SEED);
  history = ffb_history_get (campaign);
  g_assert_cmpuint (history->len, ==, FFB_HISTORY_UNDO_DEPTH + 2);
  g_assert_null (((FfbChange *) g_ptr_array_index (history, 1))->before);
  g_assert_nonnull (((FfbChange *) g_ptr_array_index (history, 2))->before);
  g_assert_true (ffb_history_can_undo (campaign));
}

/* Where each counter is, "a:track b:pool ...": the outcome of a change. */
static char *
counters_text (FfbCampaign *campaign)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *counter = &g_array_index (campaign->promotions, FfbPromotion, i);
      const FfbLeader *who = ffb_campaign_find_leader (campaign, counter->leader_id);

      g_string_append_printf (text, "%s:%s:%d ", counter->leader_id,
                              counter->in_pool ? "pool" : "track", who->stars);
    }
  return g_string_free (text, FALSE);
}

/* "Fair dice" (R10B-C): roll a phase with the campaign's dice, undo, roll it again: the same
 * dice and the same counters, in memory and after a save and load. Its stream names the turn,
 * its key comes from the campaign seed. */
static void
test_r10b_no_reroll_by_undo (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(FfbChange) undone = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = NULL, *outcome_again = NULL, *outcome_loaded = NULL;
  g_autofree char *saved = NULL;
  const FfbChange *change;

  change = ffb_promotion_phase (campaign, 4, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (change->rolls->len, ==, 2);
  g_assert_cmpstr (change->stream, ==, "promotions.turn-4");
  g_assert_cmpstr (change->campaign_commitment, ==, ffb_campaign_dice_commitment (campaign));
  g_assert_true (ffb_campaign_dice_check_key (campaign, change->stream, change->seed));
  outcome = counters_text (campaign);
  saved = ffb_xml_write_campaign (campaign);

  g_assert_true (ffb_xml_undo_last_change (campaign, &undone, &error));
  change = ffb_promotion_phase (campaign, 4, NULL, &error);
  g_assert_no_error (error);
  ffb_test_assert_same_rolls (undone, change);
  outcome_again = counters_text (campaign);
  g_assert_cmpstr (outcome_again, ==, outcome);

  loaded = ffb_xml_load_campaign (saved, strlen (saved), "saved.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_xml_undo_last_change (loaded, NULL, &error));
  ffb_test_assert_same_rolls (undone, ffb_promotion_phase (loaded, 4, NULL, &error));
  outcome_loaded = counters_text (loaded);
  g_assert_cmpstr (outcome_loaded, ==, outcome);
}

/* "Fair dice" (R10D-E): draw, undo, draw again: the same die and the same leader promoted.
 * A second draw of the same side in the same turn is a stream of its own, not the first
 * draw's die again. */
static void
test_r10e_no_reroll_by_undo (void)
{
  g_autoptr(FfbCampaign) campaign = track_campaign ();
  g_autoptr(FfbChange) undone = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *drawn = NULL, *drawn_again = NULL, *outcome = NULL, *outcome_again = NULL;
  const FfbChange *change;

  fill_pool (campaign);
  change = ffb_promotion_draw (campaign, FFB_SIDE_UNION, 3, NULL, &drawn, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (change->rolls->len, ==, 1);
  g_assert_cmpstr (change->stream, ==, "promotions.turn-1.union-draw-1");
  outcome = counters_text (campaign);
  g_assert_true (ffb_xml_undo_last_change (campaign, &undone, &error));
  change = ffb_promotion_draw (campaign, FFB_SIDE_UNION, 3, NULL, &drawn_again, &error);
  g_assert_no_error (error);
  ffb_test_assert_same_rolls (undone, change);
  g_assert_cmpstr (drawn_again, ==, drawn);
  outcome_again = counters_text (campaign);
  g_assert_cmpstr (outcome_again, ==, outcome);

  change = ffb_promotion_draw (campaign, FFB_SIDE_UNION, 5, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (change->stream, ==, "promotions.turn-1.union-draw-2");
  g_assert_cmpstr (change->seed, !=, undone->seed);
  g_assert_true (ffb_campaign_dice_check_key (campaign, change->stream, change->seed));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/promotion/R10B/die-minus-turns-waited", test_r10b_phase);
  g_test_add_func ("/promotion/R10C/pool-or-track-as-rolled", test_r10c_pool_or_track);
  g_test_add_func ("/promotion/R10B/twice-or-bad-turn-refused", test_r10b_refusals);
  g_test_add_func ("/promotion/R10B/turn-gone-by-refused-later-turn-moves-campaign",
                   test_r10b_turn_order);
  g_test_add_func ("/promotion/R10D/odd-initiative-roll-only", test_r10d_odd_roll_only);
  g_test_add_func ("/promotion/R10E/random-draw-rest-stay", test_r10e_random_draw);
  g_test_add_func ("/promotion/R10E/one-needs-no-roll-none-refused", test_r10e_one_or_none);
  g_test_add_func ("/promotion/R10C-L1/next-counter-in-play", test_r10c_next_counter_in_play);
  g_test_add_func ("/promotion/preview-rolls-nothing", test_preview);
  g_test_add_func ("/promotion/R10B/preview-says-why-a-counter-waits",
                   test_preview_says_why_counter_waits);
  g_test_add_func ("/promotion/history/undo-and-verify-rolls", test_undo_and_verify);
  g_test_add_func ("/promotion/history/undo-depth", test_undo_depth);
  g_test_add_func ("/promotion/Fair-dice/R10B-C-undo-then-again-same-dice",
                   test_r10b_no_reroll_by_undo);
  g_test_add_func ("/promotion/Fair-dice/R10D-E-undo-then-again-same-dice",
                   test_r10e_no_reroll_by_undo);
  return g_test_run ();
}
