/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-aftermath.c: carrying a battle back to the campaign (RULES.md R8C, R9, R10A), with
 * worked numbers, conservation of stands over random battles, the demo's Pea Ridge from result
 * to the next battle and back by undo, and results that must be refused. */
#include <stdlib.h>
#include <string.h>

#include "ffb-aftermath.h"
#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-keyring.h"
#include "ffb-oob-fitness.h"
#include "ffb-seal.h"
#include "ffb-neutral.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-built-in.h"
#include "ffb-test-files.h"
#include "ffb-test-checks.h"

#define SEED "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
#define UNION FFB_SIDE_UNION
#define CONFEDERATE FFB_SIDE_CONFEDERATE

/* Hand-made OOBs, so that every brigade's stands and SP group are known. */

static FfbUnit *
add_unit (FfbUnit *parent, FfbUnitKind kind, const char *id, const char *leader_id)
{
  FfbUnit *unit = ffb_unit_new (kind, id, id);

  unit->leader_id = g_strdup (leader_id);
  unit->rating = FFB_RATING_AVERAGE;
  ffb_unit_append (parent, unit);
  return unit;
}

static FfbUnit *
add_brigade (FfbCampaign *campaign, FfbUnit *parent, const char *id, const char *group_id,
             int stands)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, group_id);
  FfbUnit *brigade = add_unit (parent, FFB_UNIT_BRIGADE, id, NULL);

  brigade->stands = stands;
  brigade->experience = group->experience;
  brigade->cavalry = ffb_campaign_sp_group_is_cavalry (campaign, group);
  brigade->sp_group_id = g_strdup (group_id);
  return brigade;
}

/* One division `side`.dN a group, each SP of the group two brigades of half its stands. */
static void
hand_oob (FfbCampaign *campaign, FfbSide side, const char *const *group_ids)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbOob) oob = ffb_oob_new (side, battle->stands_per_sp, battle->batteries_per_sp);

  for (int d = 0; group_ids[d] != NULL; d++)
    {
      g_autofree char *division_id = g_strdup_printf ("%s.d%d", ffb_side_to_string (side), d + 1);
      g_autofree char *battery_id = NULL;
      FfbUnit *division = add_unit (oob->army, FFB_UNIT_DIVISION, division_id, NULL);
      FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, group_ids[d]);

      for (int b = 0; b < 2 * group->count; b++)
        {
          g_autofree char *id = g_strdup_printf ("%s.b%d", division_id, b + 1);

          /* An odd ratio: the second brigade of each SP takes the odd stand. */
          add_brigade (campaign, division, id, group_ids[d],
                       b % 2 == 0 ? battle->stands_per_sp / 2
                                  : battle->stands_per_sp - battle->stands_per_sp / 2);
        }
      battery_id = g_strdup_printf ("%s.a1", division_id);
      add_unit (division, FFB_UNIT_BATTERY, battery_id, NULL);
    }
  ffb_battle_set_oob (battle, side, oob);
}

/* "0 1* 1 1 2* 2*": the SP loss of each die roll, a star when it demoralizes (R9C). */
static void
set_row (FfbResult *result, FfbSide side, const char *spec)
{
  g_auto(GStrv) words = g_strsplit (spec, " ", -1);
  FfbCrtResult row[FFB_CRT_ROW_RESULTS];

  g_assert_cmpuint (g_strv_length (words), ==, FFB_CRT_ROW_RESULTS);
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    row[i] = (FfbCrtResult) { i + 1, atoi (words[i]), strchr (words[i], '*') != NULL };
  ffb_result_set_crt_row (result, side, row);
}

/* A result with the given victory points, and a CRT row where nothing demoralizes. */
static FfbResult *
new_result (int union_vp, int confederate_vp)
{
  FfbResult *result = ffb_result_new ("test");

  result->sides[UNION].victory_points = union_vp;
  result->sides[CONFEDERATE].victory_points = confederate_vp;
  set_row (result, UNION, "0 0 1 1 2 2");
  set_row (result, CONFEDERATE, "0 0 1 1 2 2");
  return result;
}

static FfbAftermath *
plan (FfbCampaign *campaign, FfbResult *result, const FfbAftermathOptions *options)
{
  g_autoptr(GError) error = NULL;
  FfbAftermath *aftermath = ffb_aftermath_new (campaign, "test", result, options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (aftermath);
  return aftermath;
}

static void
apply (FfbAftermath *aftermath, FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test.aftermath", SEED, &error);

  g_assert_no_error (error);
  g_assert_true (ffb_aftermath_apply (aftermath, campaign, dice, &error));
  g_assert_no_error (error);
}

static gboolean
has_note (const FfbAftermath *aftermath, const char *rule, const char *text)
{
  for (guint i = 0; i < aftermath->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (aftermath->notes, i);

      if (g_str_equal (note->rule, rule) && strstr (note->text, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The battle's record (R9D, R9E): `side`'s left flank march, led by `leader_id`, took
 * `unit_id`; rolled, it met the enemy's larger march off table and never arrived (R7B(5a)). */
static void
record_march_never_came (FfbCampaign *campaign, FfbSide side, const char *leader_id,
                         const char *unit_id)
{
  FfbNeutral *neutral = ffb_battle_get_neutral (ffb_test_battle (campaign));
  FfbFlankOrder *order = ffb_flank_order_new (side, FFB_FLANK_LEFT, leader_id);

  ffb_flank_order_add_unit (order, unit_id);
  order->rolled = TRUE;
  order->march = FFB_MARCH_PLODDING;
  order->arrival_turn = 0;
  g_ptr_array_add (neutral->orders, order);
  neutral->rolled = TRUE;
}

/* R9A: a carried remainder is an exact fraction of an SP. */
static void
assert_sp_fraction (FfbFraction got, gint64 num, gint64 den)
{
  g_autofree char *got_text = ffb_fraction_to_string (got);
  g_autofree char *wanted_text = ffb_fraction_to_string (ffb_fraction_make (num, den));

  g_assert_cmpstr (got_text, ==, wanted_text);
}

static FfbGroupOutcome *
outcome (FfbAftermath *aftermath, FfbSide side, const char *group_id)
{
  FfbGroupOutcome *found = ffb_aftermath_find_group (&aftermath->sides[side], group_id);

  if (found == NULL)
    g_error ("no outcome for “%s”", group_id);
  return found;
}

static int
group_count (FfbCampaign *campaign, const char *id)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, id);

  g_assert_nonnull (group);
  return group->count;
}

/* Union: u-vet 2 SP and u-crack 1 SP; Confederate: c-vet 2 SP. The battle at `ratio` stands
 * a SP (the rule set's 20 unless agreed otherwise); brigades of half a SP. */
static FfbCampaign *
worked_campaign_at (int ratio)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  static const char *const union_groups[] = { "u-vet", "u-crack", NULL };
  static const char *const confederate_groups[] = { "c-vet", NULL };

  ffb_test_battle (campaign)->stands_per_sp = ratio;
  ffb_test_add_sps (campaign, UNION, "u-vet", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, UNION, "u-crack", FFB_EXPERIENCE_CRACK, 1, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c-vet", FFB_EXPERIENCE_VETERAN, 2, NULL);
  hand_oob (campaign, UNION, union_groups);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  return campaign;
}

static FfbCampaign *
worked_campaign (void)
{
  return worked_campaign_at (20);
}

/* The example: 30 non-crack + 5 crack stands lost at 20 a SP. */
static void
test_r9a_worked_example (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  const FfbAftermathSide *side;

  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  ffb_result_add_loss (result, UNION, "union.d1.b2", 10);
  ffb_result_add_loss (result, UNION, "union.d1.b3", 10);
  ffb_result_add_loss (result, UNION, "union.d2.b1", 5);
  aftermath = plan (campaign, result, NULL);
  side = &aftermath->sides[UNION];
  g_assert_cmpint (side->stands_lost[FFB_EXPERIENCE_VETERAN], ==, 30);
  g_assert_cmpint (side->stands_lost[FFB_EXPERIENCE_CRACK], ==, 5);
  g_assert_cmpint (side->sp_lost, ==, 1);
  g_assert_cmpint (side->sp_removed[FFB_EXPERIENCE_VETERAN], ==, 1);
  g_assert_cmpint (side->sp_removed[FFB_EXPERIENCE_CRACK], ==, 0);
  assert_sp_fraction (side->carried_after[FFB_EXPERIENCE_VETERAN], 10, 20);
  assert_sp_fraction (side->carried_after[FFB_EXPERIENCE_CRACK], 5, 20);
  g_assert_true (has_note (aftermath, "R9A", "1 SP removed; 1/2 SP (10 stands at 20 a SP) "
                                             "carried as veteran"));
  g_assert_true (has_note (aftermath, "R9A", "0 SP removed; 1/4 SP (5 stands at 20 a SP) "
                                             "carried as crack"));
  /* The words name what was lost: veteran stands alone are not "green and veteran". */
  g_assert_true (has_note (aftermath, "R9A", "lost 30 veteran stands at 20 a SP"));
  g_assert_true (has_note (aftermath, "R9A", "lost 5 crack stands, converted apart"));
  /* Nothing changes before apply. */
  g_assert_cmpint (group_count (campaign, "u-vet"), ==, 2);
  apply (aftermath, campaign);
  g_assert_cmpint (group_count (campaign, "u-vet"), ==, 1);
  g_assert_cmpint (group_count (campaign, "u-crack"), ==, 1);
  assert_sp_fraction (campaign->carried[UNION][FFB_EXPERIENCE_VETERAN], 1, 2);
  assert_sp_fraction (campaign->carried[UNION][FFB_EXPERIENCE_CRACK], 1, 4);
}

/* R9A's sentence for one stand: "1 crack stand", "(1 stand at 20 a SP)". */
static void
test_r9a_words_one_stand (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;

  ffb_result_add_loss (result, UNION, "union.d2.b1", 1);
  aftermath = plan (campaign, result, NULL);
  g_assert_true (has_note (aftermath, "R9A", "lost 1 crack stand, converted apart"));
  g_assert_true (has_note (aftermath, "R9A", "(1 stand at 20 a SP) carried as crack"));
  g_assert_false (has_note (aftermath, "R9A", "1 crack stands"));
}

/* Carried stands join the next losses of their class. */
static void
test_r9a_carried_added (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;

  campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_of_stands (15, 20);
  campaign->carried[UNION][FFB_EXPERIENCE_CRACK] = ffb_fraction_of_stands (12, 20);
  ffb_result_add_loss (result, UNION, "union.d1.b1", 5);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (aftermath->sides[UNION].sp_removed[FFB_EXPERIENCE_VETERAN], ==, 1);
  assert_sp_fraction (aftermath->sides[UNION].carried_after[FFB_EXPERIENCE_VETERAN], 0, 1);
  /* No crack stands lost: the crack fraction carried waits. */
  assert_sp_fraction (aftermath->sides[UNION].carried_after[FFB_EXPERIENCE_CRACK], 12, 20);
}

/* R9A: half an SP carried from a 20/SP battle is half an SP at 10/SP, not 10 stands of it:
 * with 4 stands lost at 10 a SP (2/5 SP) it makes 9/10 SP, no whole SP. */
static void
test_r9a_remainder_keeps_its_value (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign_at (10);
  g_autoptr(FfbResult) result = new_result (5, 10);
  g_autoptr(FfbAftermath) aftermath = NULL;

  campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_of_stands (10, 20);
  ffb_result_add_loss (result, UNION, "union.d1.b1", 4);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (aftermath->sides[UNION].sp_removed_total, ==, 0);
  assert_sp_fraction (aftermath->sides[UNION].carried_after[FFB_EXPERIENCE_VETERAN], 9, 10);
  g_assert_true (has_note (aftermath, "R9A", "with 1/2 SP (5 stands at 10 a SP) carried from "
                                             "earlier battles: 0 SP removed; 9/10 SP (9 stands "
                                             "at 10 a SP) carried as veteran"));
  apply (aftermath, campaign);
  g_assert_cmpint (group_count (campaign, "u-vet"), ==, 2);
  assert_sp_fraction (campaign->carried[UNION][FFB_EXPERIENCE_VETERAN], 9, 10);
}

/* R9A over a campaign: fractions at ratios that share no factor stay exact, and survive the
 * file (carried-veteran-sp="N/D"). 7 stands at 20, then 2 at 15, then 3 at 7: 7/20 + 2/15 +
 * 3/7 = 383/420 SP, never rounded on the way. */
static void
test_r9a_fractions_exact_over_a_campaign (void)
{
  static const int ratios[] = { 20, 15, 7 }, lost[] = { 7, 2, 3 };
  FfbFraction carried = FFB_FRACTION_ZERO;

  for (guint i = 0; i < G_N_ELEMENTS (ratios); i++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign_at (ratios[i]);
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(FfbAftermath) aftermath = NULL;
      g_autoptr(FfbCampaign) loaded = NULL;
      g_autofree char *xml = NULL;
      g_autoptr(GError) error = NULL;

      campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = carried;
      ffb_result_add_loss (result, UNION, "union.d1.b1", lost[i]);
      aftermath = plan (campaign, result, NULL);
      apply (aftermath, campaign);
      xml = ffb_xml_write_campaign (campaign);
      loaded = ffb_xml_load_campaign (xml, strlen (xml), "after.ffbridge", &error);
      g_assert_no_error (error);
      carried = loaded->carried[UNION][FFB_EXPERIENCE_VETERAN];
    }
  assert_sp_fraction (carried, 383, 420);
}

/* R9A, files written before fractions: carried-veteran="5" was stands, read at the ratio of
 * the last battle carried back (5 at 10 = 1/2 SP), or the rule set's when none was (5 at 20 =
 * 1/4 SP). */
static void
test_r9a_old_carried_stands (void)
{
  for (int fought = 0; fought < 2; fought++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign_at (10);
      g_autoptr(FfbCampaign) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *xml = NULL;
      g_autoptr(GString) old = NULL;

      ffb_test_battle (campaign)->fought = fought;
      campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_make (1, 3);
      xml = ffb_xml_write_campaign (campaign);
      old = g_string_new (xml);
      g_assert_cmpuint (g_string_replace (old, "\n    <carried veteran=\"1/3\"/>", "", 0), ==, 1);
      g_assert_cmpuint (g_string_replace (old, "<side id=\"union\"",
                                          "<side id=\"union\" carried-veteran=\"5\"", 0), ==, 1);
      g_string_replace (old, "format-version=\"3\"", "format-version=\"1\"", 1);
      loaded = ffb_xml_load_campaign (old->str, old->len, "old.ffbridge", &error);
      g_assert_no_error (error);
      assert_sp_fraction (loaded->carried[UNION][FFB_EXPERIENCE_VETERAN], 5, fought ? 10 : 20);
    }
}

/* R9B counts this battle only: 10 stands lost at 20 a SP on top of 15 + 15 carried make 2 SP
 * removed, but 0 SP lost in this battle: no R9B, and R9C is weighed with a loss of 0. */
static void
test_r9b_counts_only_this_battle (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  const FfbAftermathSide *side;

  campaign->carried[UNION][FFB_EXPERIENCE_GREEN] = ffb_fraction_of_stands (15, 20);
  campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_of_stands (15, 20);
  set_row (result, UNION, "0 0* 1 1 2* 2*");
  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  aftermath = plan (campaign, result, NULL);
  side = &aftermath->sides[UNION];
  g_assert_cmpint (side->sp_removed_total, ==, 2);
  g_assert_cmpint (side->sp_lost, ==, 0);
  g_assert_cmpint (side->morale, ==, FFB_MORALE_CHANCE);
  g_assert_cmpint (side->chance_in, ==, 1);
  g_assert_cmpint (side->chance_of, ==, 2);
  g_assert_false (has_note (aftermath, "R9B", "Demoralized"));
  g_assert_true (has_note (aftermath, "R9C", "held the field with 0 SP lost in this battle"));
  g_assert_true (has_note (aftermath, "R9A", "loses 2 SP"));
}

/* R9A: a stored OOB edited to hold 80 stands of a group that fielded 40 (an R4A mismatch)
 * cannot carry 80 lost stands back: the aftermath is refused with the difference, and the
 * campaign is unchanged. */
static void
test_r9a_losses_never_exceed_what_fought (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbOob) oob = ffb_oob_new (UNION, 20, 2);
  g_autoptr(GError) error = NULL;
  static const char *const confederate_groups[] = { "c", NULL };
  FfbUnit *division;

  ffb_test_add_sps (campaign, UNION, "a", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  division = add_unit (oob->army, FFB_UNIT_DIVISION, "union.d1", NULL);
  for (int b = 1; b <= 4; b++)
    {
      g_autofree char *id = g_strdup_printf ("union.d1.b%d", b);

      add_brigade (campaign, division, id, "a", 20);
      ffb_result_add_loss (result, UNION, id, 20);
    }
  ffb_battle_set_oob (ffb_test_battle (campaign), UNION, oob);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  aftermath = ffb_aftermath_new (campaign, "test", result, NULL, &error);
  g_assert_null (aftermath);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "holds 80 veteran infantry stands, but the veteran "
                                            "infantry SPs at the battle make 40 at 20 a SP "
                                            "(R4A)"));
  g_assert_nonnull (strstr (error->message, "never loses more stands of an SP group than it "
                                            "fielded (R9A)"));
  g_assert_cmpint (group_count (campaign, "a"), ==, 2);
  g_assert_true (ffb_fraction_is_zero (campaign->carried[UNION][FFB_EXPERIENCE_VETERAN]));
}

/* R4A, R9A: SPs whose cavalry leader was not in the battle fought as infantry (the organizer
 * made them so); the aftermath counts them as they fought, not as the campaign map has them,
 * and takes their losses back. */
static void
test_r9a_cavalry_without_its_leader_fought_as_infantry (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(GError) error = NULL;
  static const char *const union_groups[] = { "cav", NULL };
  static const char *const confederate_groups[] = { "c", NULL };
  FfbLeader *pleasonton = ffb_leader_new ("pleasonton", "Alfred Pleasonton", UNION, 2);
  FfbOob *oob;

  pleasonton->cavalry = TRUE;
  g_assert_true (ffb_campaign_add_leader (campaign, pleasonton)); /* not in the battle */
  ffb_test_add_sps (campaign, UNION, "cav", FFB_EXPERIENCE_VETERAN, 1, "pleasonton");
  ffb_test_add_sps (campaign, CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  hand_oob (campaign, UNION, union_groups);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  oob = ffb_test_battle (campaign)->oob[UNION];
  for (guint b = 0; b < ffb_oob_find_unit (oob, "union.d1")->children->len; b++)
    ((FfbUnit *) ffb_oob_find_unit (oob, "union.d1")->children->pdata[b])->cavalry = FALSE;
  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  aftermath = ffb_aftermath_new (campaign, "test", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aftermath);
  g_assert_cmpint (aftermath->sides[UNION].stands_lost[FFB_EXPERIENCE_VETERAN], ==, 10);
}

static void
set_remainder (FfbCampaign *campaign, FfbRemainder remainder)
{
  FfbRules *rules = ffb_rules_copy (campaign->rules);

  rules->remainder = remainder;
  ffb_rules_unref (campaign->rules);
  campaign->rules = rules;
}

/* The rule-set option: nearest rounds halves up, down drops the rest; neither carries. */
static void
test_r9a_remainder_options (void)
{
  struct { FfbRemainder remainder; int lost, removed; } cases[] = {
    { FFB_REMAINDER_NEAREST, 30, 2 }, { FFB_REMAINDER_NEAREST, 29, 1 },
    { FFB_REMAINDER_DOWN, 39, 1 }, { FFB_REMAINDER_CARRY, 39, 1 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign ();
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(FfbAftermath) aftermath = NULL;
      int carried = cases[c].remainder == FFB_REMAINDER_CARRY ? cases[c].lost % 20 : 0;

      set_remainder (campaign, cases[c].remainder);
      for (int b = 1, left = cases[c].lost; left > 0; b++, left -= 10)
        {
          g_autofree char *id = g_strdup_printf ("union.d1.b%d", b);

          ffb_result_add_loss (result, UNION, id, MIN (left, 10));
        }
      aftermath = plan (campaign, result, NULL);
      g_assert_cmpint (aftermath->sides[UNION].sp_lost, ==, cases[c].removed);
      assert_sp_fraction (aftermath->sides[UNION].carried_after[FFB_EXPERIENCE_VETERAN],
                          carried, 20);
    }
}

/* Which groups lose the whole SPs: full ratios first, then the most stands beyond them. */
static void
test_r9a_groups_split_the_loss (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  static const char *const union_groups[] = { "a", "b", NULL };
  static const char *const confederate_groups[] = { "c", NULL };
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;

  ffb_test_add_sps (campaign, UNION, "a", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, UNION, "b", FFB_EXPERIENCE_VETERAN, 1, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  hand_oob (campaign, UNION, union_groups);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  campaign->carried[UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_of_stands (7, 20);
  /* a loses 15, b 18; with 7 carried, 40 stands: 2 SP. b has more beyond a whole SP. */
  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  ffb_result_add_loss (result, UNION, "union.d1.b2", 5);
  ffb_result_add_loss (result, UNION, "union.d2.b1", 10);
  ffb_result_add_loss (result, UNION, "union.d2.b2", 8);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (outcome (aftermath, UNION, "b")->sp_removed, ==, 1);
  g_assert_cmpint (outcome (aftermath, UNION, "a")->sp_removed, ==, 1);
  assert_sp_fraction (aftermath->sides[UNION].carried_after[FFB_EXPERIENCE_VETERAN], 0, 1);
}

/* The organizer names one group for a brigade drawn from two: stands beyond what the named
 * group had go to its like. */
static void
test_r9a_spill_to_like_group (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbOob) oob = NULL;
  FfbUnit *division;
  static const char *const confederate_groups[] = { "c", NULL };

  ffb_test_add_sps (campaign, UNION, "a", FFB_EXPERIENCE_VETERAN, 1, NULL);
  ffb_test_add_sps (campaign, UNION, "b", FFB_EXPERIENCE_VETERAN, 1, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  oob = ffb_oob_new (UNION, 20, 2);
  division = add_unit (oob->army, FFB_UNIT_DIVISION, "union.d1", NULL);
  add_brigade (campaign, division, "union.d1.b1", "a", 20);
  add_brigade (campaign, division, "union.d1.b2", "a", 20);
  ffb_battle_set_oob (ffb_test_battle (campaign), UNION, oob);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  ffb_result_add_loss (result, UNION, "union.d1.b1", 20);
  ffb_result_add_loss (result, UNION, "union.d1.b2", 20);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (outcome (aftermath, UNION, "a")->sp_removed, ==, 1);
  g_assert_cmpint (outcome (aftermath, UNION, "b")->sp_removed, ==, 1);
  apply (aftermath, campaign);
  g_assert_cmpint (group_count (campaign, "a"), ==, 0);
  g_assert_cmpint (group_count (campaign, "b"), ==, 0);
}

/* R9: more victory points wins; equal points are a draw. */
static void
test_r9_winner_and_draw (void)
{
  int vp[][2] = { { 10, 5 }, { 3, 8 }, { 7, 7 } };

  for (guint c = 0; c < G_N_ELEMENTS (vp); c++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign ();
      g_autoptr(FfbResult) result = new_result (vp[c][0], vp[c][1]);
      g_autoptr(FfbAftermath) aftermath = plan (campaign, result, NULL);

      g_assert_cmpint (aftermath->draw, ==, vp[c][0] == vp[c][1]);
      if (!aftermath->draw)
        g_assert_cmpint (aftermath->winner, ==, vp[c][0] > vp[c][1] ? UNION : CONFEDERATE);
      g_assert_true (has_note (aftermath, "R9", aftermath->draw ? "a draw" : "retreats"));
    }
}

/* R9 with a tie where one army withdrew: nobody is the CW loser, but the army that left the
 * table leaves the hex; "neither retreats" would be wrong. */
static void
test_r9_tie_with_withdrawal (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (7, 7);
  g_autoptr(FfbAftermath) aftermath = NULL;

  g_free (ffb_test_battle (campaign)->hex);
  ffb_test_battle (campaign)->hex = g_strdup ("2114");
  result->sides[CONFEDERATE].field = FFB_RESULT_FIELD_WITHDREW;
  aftermath = plan (campaign, result, NULL);
  g_assert_true (aftermath->draw);
  g_assert_false (has_note (aftermath, "R9", "neither retreats"));
  g_assert_true (has_note (aftermath, "R9", "a draw, 7 victory points each: neither army is "
                                            "the CW loser, but the Confederate army withdrew "
                                            "from the table (R8B, R8C) and leaves hex 2114 to "
                                            "the Union army."));
}

/* R9B: 2 SP lost is Demoralized, whoever won. */
static void
test_r9b_two_sp (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;

  for (int b = 1; b <= 4; b++)
    {
      g_autofree char *id = g_strdup_printf ("union.d1.b%d", b);

      ffb_result_add_loss (result, UNION, id, 10);
    }
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (aftermath->sides[UNION].sp_lost, ==, 2);
  g_assert_cmpint (aftermath->sides[UNION].morale, ==, FFB_MORALE_HEAVY_LOSS);
  g_assert_true (aftermath->sides[UNION].demoralized);
  g_assert_cmpint (aftermath->sides[CONFEDERATE].morale, ==, FFB_MORALE_CHANCE);
  g_assert_false (aftermath->sides[CONFEDERATE].demoralized);
}

/* R8C: withdrawing or being driven off Demoralizes, with no loss at all. */
static void
test_r8c_left_the_field (void)
{
  FfbResultField fields[] = { FFB_RESULT_FIELD_WITHDREW, FFB_RESULT_FIELD_DRIVEN_OFF };

  for (guint c = 0; c < G_N_ELEMENTS (fields); c++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign ();
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(FfbAftermath) aftermath = NULL;

      result->sides[CONFEDERATE].field = fields[c];
      aftermath = plan (campaign, result, NULL);
      g_assert_cmpint (aftermath->sides[CONFEDERATE].sp_lost, ==, 0);
      g_assert_cmpint (aftermath->sides[CONFEDERATE].morale, ==, FFB_MORALE_LEFT_FIELD);
      g_assert_true (aftermath->sides[CONFEDERATE].demoralized);
      g_assert_true (has_note (aftermath, "R8C", "Demoralized"));
    }
}

/* R9C: held the field with 1 SP lost; 1 of the 3 results with a 1 SP loss demoralizes. The
 * roll is made on apply with the fair dice, logged, and decides as logged. */
static void
test_r9c_chance_rolled (void)
{
  const char *seeds[] = {
    SEED, "ff23456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    "0023456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    "5a23456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
  };
  gboolean seen[2] = { FALSE, FALSE };

  for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign ();
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(FfbAftermath) aftermath = NULL;
      g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test.aftermath", seeds[s], NULL);
      const FfbChange *change;
      const FfbRoll *roll;

      set_row (result, UNION, "0 1 1* 1 2* 2*");
      ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
      ffb_result_add_loss (result, UNION, "union.d1.b2", 10);
      aftermath = plan (campaign, result, NULL);
      g_assert_cmpint (aftermath->sides[UNION].morale, ==, FFB_MORALE_CHANCE);
      g_assert_cmpint (aftermath->sides[UNION].chance_in, ==, 1);
      g_assert_cmpint (aftermath->sides[UNION].chance_of, ==, 3);
      g_assert_true (has_note (aftermath, "R9C", "a 1 in 3 chance"));
      g_assert_true (ffb_aftermath_apply (aftermath, campaign, dice, NULL));
      g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 1);
      roll = ffb_dice_get_roll (dice, 0);
      g_assert_cmpint (roll->sides, ==, 3);
      g_assert_nonnull (strstr (roll->purpose, "R9C"));
      g_assert_cmpint (aftermath->sides[UNION].demoralized, ==, roll->raw <= 1);
      seen[aftermath->sides[UNION].demoralized] = TRUE;
      /* The history keeps the roll and the revealed seed. */
      change = g_ptr_array_index (ffb_history_get (campaign), 0);
      g_assert_cmpuint (change->rolls->len, ==, 1);
      g_assert_cmpstr (change->seed, ==, seeds[s]);
    }
  g_assert_true (seen[FALSE] || seen[TRUE]);
}

/* R9C: a chance that is certain needs no roll; no result with the loss means no chance; no
 * row at all is refused. */
static void
test_r9c_certain_and_missing (void)
{
  struct { const char *row; gboolean demoralized; int of; } cases[] = {
    { "0* 0* 1 1 2 2", TRUE, 2 }, { "0 0 1* 1* 2 2", FALSE, 2 }, { "1* 1* 1 2 2 2", FALSE, 0 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(FfbCampaign) campaign = worked_campaign ();
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(FfbAftermath) aftermath = NULL;
      g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("test.aftermath", SEED, NULL);

      set_row (result, UNION, cases[c].row);
      aftermath = plan (campaign, result, NULL);
      g_assert_cmpint (aftermath->sides[UNION].chance_of, ==, cases[c].of);
      g_assert_true (ffb_aftermath_apply (aftermath, campaign, dice, NULL));
      g_assert_cmpuint (ffb_dice_n_rolls (dice), ==, 0);
      g_assert_cmpint (aftermath->sides[UNION].demoralized, ==, cases[c].demoralized);
    }
  {
    g_autoptr(FfbCampaign) campaign = worked_campaign ();
    g_autoptr(FfbResult) result = new_result (10, 5);
    g_autoptr(GError) error = NULL;

    result->sides[UNION].has_crt_row = FALSE;
    g_assert_null (ffb_aftermath_new (campaign, "test", result, NULL, &error));
    g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
    g_assert_nonnull (strstr (error->message, "R9C"));
  }
}

/* A side with leaders, one division a group, one of them commanded by `absent`. */
static FfbCampaign *
leader_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  static const char *const union_groups[] = { "u1", "u2", NULL };
  static const char *const confederate_groups[] = { "c1", NULL };
  FfbOob *oob;

  ffb_test_add_leader (campaign, UNION, "lead", 2, 1, 0, FALSE);
  ffb_test_add_leader (campaign, UNION, "absent", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, UNION, "fallen", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, UNION, "hurt", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, CONFEDERATE, "grand", 4, 2, 2, FALSE);
  ffb_test_add_sps (campaign, UNION, "u1", FFB_EXPERIENCE_GREEN, 1, NULL);
  ffb_test_add_sps (campaign, UNION, "u2", FFB_EXPERIENCE_GREEN, 1, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c1", FFB_EXPERIENCE_VETERAN, 1, NULL);
  hand_oob (campaign, UNION, union_groups);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  oob = ffb_test_battle (campaign)->oob[UNION];
  g_free (((FfbUnit *) oob->army->children->pdata[1])->leader_id);
  ((FfbUnit *) oob->army->children->pdata[1])->leader_id = g_strdup ("absent");
  return campaign;
}

/* R9D: only leaders who never appeared check; killed and disabled carry over. */
static void
test_r9d_leaders (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  const FfbAftermathSide *side;

  record_march_never_came (campaign, UNION, "absent", "union.d2");
  ffb_result_add_never_arrived (result, UNION, "union.d2", FALSE);
  ffb_result_add_leader (result, UNION, "fallen", FFB_FATE_KILLED, -1);
  ffb_result_add_leader (result, UNION, "hurt", FFB_FATE_DISABLED, TRUE);
  aftermath = plan (campaign, result, NULL);
  side = &aftermath->sides[UNION];
  g_assert_cmpuint (side->loss_checks->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (side->loss_checks, 0), ==, "absent");
  g_assert_cmpuint (aftermath->sides[CONFEDERATE].loss_checks->len, ==, 0);
  /* Named as the referee knows him, never by the file's id (issue 13). */
  g_assert_true (has_note (aftermath, "R9D", "General absent never appeared"));
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_leader (campaign, "fallen")->status, ==, FFB_LEADER_KILLED);
  g_assert_cmpint (ffb_test_leader (campaign, "hurt")->status, ==, FFB_LEADER_WOUNDED);
  g_assert_cmpint (ffb_test_leader (campaign, "absent")->status, ==, FFB_LEADER_ACTIVE);
}

/* R9D, R9E: which units never arrived comes from the battle's record, not from the typed
 * result: with nothing listed, the green SP of a march that never came stays green and its
 * leader makes the loss check. */
static void
test_r9e_never_arrived_from_the_record (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (5, 10);
  g_autoptr(FfbAftermath) aftermath = NULL;

  record_march_never_came (campaign, UNION, "absent", "union.d2");
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (outcome (aftermath, UNION, "u2")->stayed_out, ==, 1);
  g_assert_cmpint (outcome (aftermath, UNION, "u2")->to_veteran, ==, 0);
  g_assert_cmpint (outcome (aftermath, UNION, "u1")->to_veteran, ==, 1);
  g_assert_cmpuint (aftermath->sides[UNION].loss_checks->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (aftermath->sides[UNION].loss_checks, 0), ==, "absent");
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_sp_group (campaign, "u2")->experience, ==, FFB_EXPERIENCE_GREEN);
}

static void
assert_listing_refused (FfbCampaign *campaign, const char *unit_id, const char *says)
{
  g_autoptr(FfbResult) result = new_result (5, 10);
  g_autoptr(GError) error = NULL;

  ffb_result_add_never_arrived (result, UNION, unit_id, FALSE);
  g_assert_null (ffb_aftermath_new (campaign, "test", result, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, says));
  g_assert_nonnull (strstr (error->message, "(R9D, R9E)"));
}

/* R9D, R9E: a unit the record has on the table, or arriving, cannot be listed as never
 * arrived: a battle with no march at all, an on-table division, a march that entered, and
 * the brigade of a march that came in part that was let through (R7B(5a)). */
static void
test_r9d_listed_against_the_record (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) partial = new_result (5, 10);
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbFlankOrder *order;
  FfbNeutral *neutral;

  assert_listing_refused (campaign, "union.d2", "the battle has no flank march of the Union "
                                                "army rolled, so all its units started on the "
                                                "table");
  record_march_never_came (campaign, UNION, "absent", "union.d2");
  assert_listing_refused (campaign, "union.d1", "no flank march of the Union army took it: it "
                                                "started on the table");
  /* It entered on turn 4; the clock went on to turn 5. */
  neutral = ffb_test_battle (campaign)->neutral;
  order = g_ptr_array_index (neutral->orders, 0);
  order->arrival_turn = 4;
  neutral->clock.day = 1;
  neutral->clock.turn = 5;
  assert_listing_refused (campaign, "union.d2", "it marched with the Union left flank march, "
                                                "which entered on day 1, turn 4");
  /* Let through in part: b1 came, b2 did not. */
  order->arriving = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (order->arriving, g_strdup ("union.d2.b1"));
  assert_listing_refused (campaign, "union.d2.b1", "came in part (R7B(5a))");
  ffb_result_add_never_arrived (partial, UNION, "union.d2.b2", FALSE);
  aftermath = plan (campaign, partial, NULL);
  /* Half of u2's stands stayed off: its SP fought, and its leader came with his march. */
  g_assert_cmpint (outcome (aftermath, UNION, "u2")->stayed_out, ==, 0);
  g_assert_cmpuint (aftermath->sides[UNION].loss_checks->len, ==, 0);
}

static gboolean
has_finding (FfbOob *oob, const char *rule, const char *text)
{
  for (guint i = 0; i < oob->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (oob->findings, i);

      if (g_str_equal (finding->rule, rule) && strstr (finding->message, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* R9D: a leader disabled on the table is wounded in the campaign; present at a later battle,
 * he is a finding of its OOB (organized, or stored and checked again) until the referee marks
 * him fit. */
static void
test_r9d_wounded_leader_is_a_finding (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *next = ffb_battle_new ("next", 20, 2);
  const char *says = "General hurt was wounded in an earlier battle and is not yet fit";
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autofree char *xml = NULL;

  next->year = 1863;
  next->months = FFB_MONTHS_SEP_OCT;
  ffb_battle_add_sp (next, UNION, "u1", 1);
  ffb_battle_add_leader (next, UNION, "hurt", FFB_ROLE_AUTO);
  ffb_battle_add_sp (next, CONFEDERATE, "c1", 1);
  ffb_campaign_add_battle (campaign, next);
  ffb_result_add_leader (result, UNION, "hurt", FFB_FATE_DISABLED, TRUE);
  aftermath = plan (campaign, result, NULL);
  apply (aftermath, campaign);
  next = ffb_test_battle_by_id (campaign, "next");
  oob = ffb_organize (campaign, next, UNION, &error);
  g_assert_no_error (error);
  g_assert_true (has_finding (oob, "R9D", says));
  /* Stored, and read back from the file: checked again on loading. */
  ffb_battle_set_oob (next, UNION, oob);
  xml = ffb_xml_write_campaign (campaign);
  loaded = ffb_xml_load_campaign (xml, strlen (xml), "next.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (has_finding (ffb_test_battle_by_id (loaded, "next")->oob[UNION], "R9D", says));
  /* Marked fit: the finding goes, organized again or checked again. */
  ffb_test_leader (campaign, "hurt")->status = FFB_LEADER_ACTIVE;
  ffb_oob_validate (oob, campaign->rules);
  g_assert_true (ffb_oob_check_fitness (oob, campaign, next));
  g_assert_false (has_finding (oob, "R9D", says));
  g_clear_pointer (&oob, ffb_oob_unref);
  oob = ffb_organize (campaign, next, UNION, &error);
  g_assert_false (has_finding (oob, "R9D", says));
}

/* R9E: green SPs that fought are veteran; those of a march that never arrived stay green; a
 * group only part of which was at the battle is split, the new group keeping the old one's
 * commander and weapons note. */
static void
test_r9e_green_to_veteran (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (5, 10);
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbSpGroup *split;

  /* u1 has 3 SP, 1 of them at the battle. */
  ffb_test_sp_group (campaign, "u1")->count = 3;
  ffb_test_sp_group (campaign, "u1")->weapons = g_strdup ("Rifled muskets");
  record_march_never_came (campaign, UNION, "absent", "union.d2");
  ffb_result_add_never_arrived (result, UNION, "union.d2", FALSE);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpint (outcome (aftermath, UNION, "u1")->to_veteran, ==, 1);
  g_assert_cmpint (outcome (aftermath, UNION, "u2")->stayed_out, ==, 1);
  g_assert_cmpint (outcome (aftermath, UNION, "u2")->to_veteran, ==, 0);
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_sp_group (campaign, "u1")->experience, ==,
                   FFB_EXPERIENCE_GREEN);
  g_assert_cmpint (group_count (campaign, "u1"), ==, 2);
  split = ffb_campaign_find_sp_group (campaign, "u1-veteran");
  g_assert_nonnull (split);
  g_assert_cmpint (split->experience, ==, FFB_EXPERIENCE_VETERAN);
  g_assert_cmpint (split->count, ==, 1);
  g_assert_cmpstr (split->commander, ==, ffb_test_sp_group (campaign, "u1")->commander);
  g_assert_cmpstr (split->weapons, ==, "Rifled muskets");
  g_assert_cmpint (ffb_test_sp_group (campaign, "u2")->experience, ==,
                   FFB_EXPERIENCE_GREEN);
}

/* R9F: one veteran SP of the winner to crack, by default from the largest group. */
static void
test_r9f_promotion (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  static const char *const union_groups[] = { "small", "large", NULL };
  static const char *const confederate_groups[] = { "c", NULL };
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbAftermathOptions pick = { "small", FALSE };

  ffb_test_add_sps (campaign, UNION, "small", FFB_EXPERIENCE_VETERAN, 1, NULL);
  ffb_test_add_sps (campaign, UNION, "large", FFB_EXPERIENCE_VETERAN, 2, NULL);
  ffb_test_add_sps (campaign, CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1, NULL);
  hand_oob (campaign, UNION, union_groups);
  hand_oob (campaign, CONFEDERATE, confederate_groups);
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpstr (aftermath->crack_group, ==, "large");
  g_clear_pointer (&aftermath, ffb_aftermath_free);
  aftermath = plan (campaign, result, &pick);
  g_assert_cmpstr (aftermath->crack_group, ==, "small");
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_sp_group (campaign, "small")->experience, ==,
                   FFB_EXPERIENCE_CRACK);
  g_assert_cmpint (ffb_test_sp_group (campaign, "large")->experience, ==,
                   FFB_EXPERIENCE_VETERAN);
}

/* R9F: all the winner's SPs began green: one may go straight to crack; the loser and a draw
 * promote nobody; a pick that is not the winner's veteran is refused. */
static void
test_r9f_from_green_and_refusals (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbResult) draw = new_result (5, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(GError) error = NULL;
  FfbAftermathOptions bad = { "c-vet", FALSE };

  ffb_test_sp_group (campaign, "u1")->count = 2;
  g_array_index (ffb_test_battle (campaign)->sides[UNION].sps, FfbPresentSp, 0).count = 2;
  hand_oob (campaign, UNION, (const char *const[]) { "u1", "u2", NULL });
  aftermath = plan (campaign, result, NULL);
  g_assert_cmpstr (aftermath->crack_group, ==, "u1");
  g_assert_true (has_note (aftermath, "R9F", "straight from green"));
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_sp_group (campaign, "u1")->experience, ==,
                   FFB_EXPERIENCE_VETERAN);
  g_assert_cmpint (group_count (campaign, "u1"), ==, 1);
  g_assert_cmpint (group_count (campaign, "u1-crack"), ==, 1);
  g_assert_null (ffb_aftermath_new (campaign, "test", result, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  {
    g_autoptr(FfbCampaign) again = worked_campaign ();
    g_autoptr(FfbAftermath) drawn = plan (again, draw, NULL);

    g_assert_null (drawn->crack_group);
    g_assert_null (ffb_aftermath_new (again, "test", result, &bad, &error));
    g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  }
}

/* R10A: counters go on the track at the battle's turn for every CW leader who fought. */
static void
test_r10a_counters (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbPromotion early = { g_strdup ("hurt"), 2, FALSE };
  int turn = ffb_campaign_turn_number (1863, FFB_MONTHS_JUL_AUG);

  g_array_append_val (campaign->promotions, early);
  record_march_never_came (campaign, UNION, "absent", "union.d2");
  ffb_result_add_leader (result, UNION, "fallen", FFB_FATE_KILLED, -1);
  aftermath = plan (campaign, result, NULL);
  apply (aftermath, campaign);
  g_assert_cmpint (ffb_test_counter_of (campaign, "lead")->placed_turn, ==, turn);
  g_assert_false (ffb_test_counter_of (campaign, "lead")->in_pool);
  g_assert_cmpint (ffb_test_counter_of (campaign, "hurt")->placed_turn, ==, turn);
  g_assert_null (ffb_test_find_counter (campaign, "absent")); /* never appeared */
  g_assert_null (ffb_test_find_counter (campaign, "fallen")); /* killed */
  g_assert_null (ffb_test_find_counter (campaign, "grand"));  /* 4 stars: no next rank */
  g_assert_cmpuint (campaign->promotions->len, ==, 2);
}

/* Random losses on random battles: whole SPs times the ratio plus the carried stands are
 * always the stands lost plus those carried before, per side and class (carry). */
static void
random_losses (GRand *rand, FfbCampaign *campaign, FfbResult *result, FfbOob *oob,
               FfbSide side)
{
  GPtrArray *stack = g_ptr_array_new ();
  gboolean marched = FALSE;
  const char *leader_id = NULL;

  for (guint i = 0; i < campaign->leaders->len && leader_id == NULL; i++)
    if (((FfbLeader *) campaign->leaders->pdata[i])->side == side)
      leader_id = ((FfbLeader *) campaign->leaders->pdata[i])->id;

  g_ptr_array_add (stack, oob->army);
  while (stack->len > 0)
    {
      FfbUnit *unit = g_ptr_array_steal_index (stack, stack->len - 1);

      if (unit->kind == FFB_UNIT_DIVISION && g_rand_int_range (rand, 0, 8) == 0
          && !marched && leader_id != NULL)
        {
          /* It never arrived by the record; listing it too changes nothing. */
          record_march_never_came (campaign, side, leader_id, unit->id);
          if (g_rand_boolean (rand))
            ffb_result_add_never_arrived (result, side, unit->id, FALSE);
          marched = TRUE;
          continue;
        }
      if (unit->kind == FFB_UNIT_BRIGADE && g_rand_boolean (rand))
        ffb_result_add_loss (result, side, unit->id, g_rand_int_range (rand, 0, unit->stands + 1));
      for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
        g_ptr_array_add (stack, unit->children->pdata[i]);
    }
  g_ptr_array_unref (stack);
}

static void
check_conservation (const FfbAftermathSide *side, int ratio)
{
  FfbFraction in[2] = { FFB_FRACTION_ZERO, FFB_FRACTION_ZERO };
  FfbFraction out[2] = { FFB_FRACTION_ZERO, FFB_FRACTION_ZERO };

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    {
      int class = e == FFB_EXPERIENCE_CRACK;

      g_assert_true (ffb_fraction_add (in[class], ffb_fraction_of_stands (side->stands_lost[e],
                                                                          ratio), &in[class]));
      g_assert_true (ffb_fraction_add (in[class], side->carried_before[e], &in[class]));
      g_assert_true (ffb_fraction_add (out[class], side->carried_after[e], &out[class]));
      g_assert_true (ffb_fraction_add (out[class], ffb_fraction_make (side->sp_removed[e], 1),
                                       &out[class]));
    }
  for (int class = 0; class < 2; class++)
    g_assert_true (ffb_fraction_equal (in[class], out[class]));
}

static int
side_sps (FfbCampaign *campaign, FfbSide side, FfbExperience experience, gboolean any)
{
  int total = 0;

  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (group->side == side && (any || group->experience == experience))
        total += group->count;
    }
  return total;
}

static void
check_applied (FfbAftermath *aftermath, FfbCampaign *campaign, const int sps[2],
               const int green[2])
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      const FfbAftermathSide *side = &aftermath->sides[s];
      int seasoned = 0, green_removed = 0;

      for (guint i = 0; i < side->groups->len; i++)
        {
          const FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);

          seasoned += g->to_veteran;
          green_removed += g->experience == FFB_EXPERIENCE_GREEN ? g->sp_removed : 0;
        }
      g_assert_cmpint (side_sps (campaign, s, 0, TRUE), ==, sps[s] - side->sp_removed_total);
      g_assert_cmpint (side_sps (campaign, s, FFB_EXPERIENCE_GREEN, FALSE), ==,
                       green[s] - seasoned - green_removed);
    }
}

static void
test_conservation (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240604);

  for (int n = 0; n < 300; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 12, 4);
      g_autoptr(FfbResult) result = new_result (g_rand_int_range (rand, 0, 20),
                                                g_rand_int_range (rand, 0, 20));
      g_autoptr(FfbAftermath) aftermath = NULL;
      FfbBattle *battle = ffb_test_battle (campaign);
      int sps[2], green[2];
      FfbAftermathOptions none = { NULL, TRUE };

      for (int s = 0; s < FFB_N_SIDES; s++)
        {
          for (int e = 0; e < FFB_N_EXPERIENCES; e++)
            campaign->carried[s][e] =
              ffb_fraction_of_stands (g_rand_int_range (rand, 0, battle->stands_per_sp),
                                      battle->stands_per_sp);
          random_losses (rand, campaign, result,
                         ffb_battle_ensure_oob (campaign, battle, s, NULL), s);
          sps[s] = side_sps (campaign, s, 0, TRUE);
          green[s] = side_sps (campaign, s, FFB_EXPERIENCE_GREEN, FALSE);
        }
      /* No R9F here: a promotion moves an SP out of green or veteran on purpose. */
      aftermath = plan (campaign, result, &none);
      for (int s = 0; s < FFB_N_SIDES; s++)
        check_conservation (&aftermath->sides[s], battle->stands_per_sp);
      if (n % 10 == 0)
        {
          apply (aftermath, campaign);
          check_applied (aftermath, campaign, sps, green);
        }
    }
}

static int
present_sps (const FfbBattle *battle, FfbSide side)
{
  int total = 0;

  for (guint i = 0; i < battle->sides[side].sps->len; i++)
    total += g_array_index (battle->sides[side].sps, FfbPresentSp, i).count;
  return total;
}

/* The Pea Ridge armies, as they stand now, meet again. */
static FfbBattle *
next_battle (FfbCampaign *campaign, const char *prefix, FfbSide side, FfbBattle *next)
{
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (g_str_has_prefix (group->id, prefix) && group->count > 0)
        ffb_battle_add_sp (next, side, group->id, group->count);
    }
  return next;
}

static void
check_no_green_brigade (FfbUnit *unit)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    g_assert_cmpint (unit->experience, !=, FFB_EXPERIENCE_GREEN);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    check_no_green_brigade (unit->children->pdata[i]);
}

/* Secrets at rest: applying an aftermath replaces the campaign with a copy; the keys unlocked
 * in the referee's session go with it, so that his session can still change, undo and seal it
 * (without them his own window turned read-only at once). */
static void
test_apply_keeps_unlocked_keys (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  g_autofree char *sealed = NULL;

  g_assert_no_error (error);
  g_assert_true (ffb_keyring_set_passphrase (demo->keyring, FFB_READER_REFEREE,
                                             "umpire of Pea Ridge", &error));
  g_assert_no_error (error);
  /* The campaign's own seed, committed as before its first after-battle roll. */
  g_assert_true (ffb_campaign_dice_ensure (demo, &error));
  g_assert_no_error (error);
  ffb_test_carry_back_pea_ridge (demo, SEED);
  g_assert_true (ffb_keyring_is_unlocked (demo->keyring, FFB_READER_REFEREE));
  g_assert_true (ffb_keyring_can_change (demo->keyring));
  sealed = ffb_xml_write_sealed_campaign (demo, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sealed);
  /* Secrets at rest: the campaign's own seed (R9C, R9D, R10B-E rolls to come) stays sealed in
   * the copy that took the campaign's place, as it was before. */
  g_assert_nonnull (demo->dice_seed);
  g_assert_null (strstr (sealed, demo->dice_seed));
}

/* Convert, result, aftermath, convert the next battle; save and load; undo. */
static void
test_round_trip_demo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("pea-ridge.aftermath", SEED, NULL);
  g_autofree char *before = NULL, *saved = NULL, *undone = NULL;
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbOob) oob = NULL;
  FfbBattle *pea_ridge, *next;
  int stands_before;

  g_assert_no_error (error);
  pea_ridge = ffb_campaign_find_battle (demo, "pea-ridge");
  for (int s = 0; s < FFB_N_SIDES; s++)
    g_assert_nonnull (ffb_battle_ensure_oob (demo, pea_ridge, s, NULL));
  stands_before = ffb_unit_count_stands (pea_ridge->oob[UNION]->army);
  before = ffb_xml_write_campaign (demo);
  aftermath = ffb_aftermath_new (demo, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_aftermath_apply (aftermath, demo, dice, &error));
  g_assert_no_error (error);

  saved = ffb_xml_write_campaign (demo);
  again = ffb_xml_load_campaign (saved, strlen (saved), "after.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_test_battle_by_id (again, "pea-ridge")->fought);
  g_assert_cmpint (ffb_test_leader (again, "mcculloch")->status, ==, FFB_LEADER_KILLED);
  g_assert_cmpint (ffb_test_leader (again, "asboth")->status, ==, FFB_LEADER_WOUNDED);
  g_assert_cmpint (ffb_test_counter_of (again, "sigel")->placed_turn, ==, 6);
  g_assert_cmpint (ffb_test_counter_of (again, "price")->placed_turn, ==, 6);
  /* No march was rolled at the demo's Pea Ridge: McIntosh fought (R9D, R10A). */
  g_assert_cmpint (ffb_test_counter_of (again, "mcintosh")->placed_turn, ==, 6);

  next = ffb_battle_new ("prairie-grove", 20, 2);
  next->year = 1862;
  next->months = FFB_MONTHS_NOV_FEB;
  next->attacker = CONFEDERATE;
  ffb_campaign_add_battle (again, next_battle (again, "us-sw-", UNION, next));
  g_assert_cmpint (present_sps (next, UNION), ==, 4); /* 5 SP before, 1 lost */
  oob = ffb_organize (again, next, UNION, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 80);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), <, stands_before);
  check_no_green_brigade (oob->army);
  g_ptr_array_remove (again->battles, next);

  g_assert_true (ffb_xml_undo_last_change (again, NULL, &error));
  g_assert_no_error (error);
  undone = ffb_xml_write_campaign (again);
  g_assert_cmpstr (undone, ==, before);
}

/* `text` without the spaces that begin its lines: a file's writer indents a kept campaign by
 * its depth, the text in memory keeps the indentation it was read with. */
static char *
without_indentation (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean line_start = TRUE;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (line_start && *c == ' ')
        continue;
      line_start = *c == '\n';
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}

/* Issue 34: the campaign's text in memory (each undo snapshot) splices each kept campaign of
 * the history in as its text, instead of parsing it into the tree: one XML declaration, no
 * placeholder left, its own text again when read back and written anew, and, but for the
 * indentation, the text of the campaign the file's writer gives. */
static void
test_snapshot_splices_kept_campaigns (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("pea-ridge.aftermath", SEED, NULL);
  g_autoptr(FfbCampaign) from_text = NULL, from_file = NULL;
  g_autofree char *text = NULL, *file = NULL, *text_again = NULL, *file_again = NULL;
  g_autofree char *flat_text = NULL, *flat_file = NULL;
  const char *kept;

  g_assert_no_error (error);
  aftermath = ffb_aftermath_new (demo, "pea-ridge", result, NULL, &error);
  g_assert_true (ffb_aftermath_apply (aftermath, demo, dice, &error));
  g_assert_no_error (error);

  text = ffb_xml_write_campaign (demo);
  kept = strstr (text, "<before>");
  g_assert_nonnull (kept);
  g_assert_nonnull (strstr (kept, "<campaign "));
  g_assert_null (strstr (text, "<?ffb-before"));
  g_assert_null (strstr (text + 1, "<?xml"));
  file = ffb_xml_write_sealed_campaign (demo, &error);
  g_assert_no_error (error);
  from_text = ffb_xml_load_campaign (text, strlen (text), "snapshot", &error);
  g_assert_no_error (error);
  from_file = ffb_xml_load_campaign (file, strlen (file), "file", &error);
  g_assert_no_error (error);
  text_again = ffb_xml_write_campaign (from_text);
  file_again = ffb_xml_write_campaign (from_file);
  g_assert_cmpstr (text_again, ==, text);
  flat_text = without_indentation (text);
  flat_file = without_indentation (file_again);
  g_assert_cmpstr (flat_file, ==, flat_text);
}

/* A battle is carried back once; the campaign must not have changed since the preview. */
static void
test_refuse_twice_and_stale (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) first = plan (campaign, result, NULL);
  g_autoptr(FfbAftermath) second = plan (campaign, result, NULL);
  g_autoptr(GError) error = NULL;

  apply (first, campaign);
  g_assert_false (ffb_aftermath_apply (second, campaign, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (ffb_aftermath_new (campaign, "test", result, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "already"));
}

typedef void (*Spoil) (FfbResult *result);

static void spoil_too_many (FfbResult *r) { ffb_result_add_loss (r, UNION, "union.d1.b1", 11); }
static void spoil_unknown (FfbResult *r) { ffb_result_add_loss (r, UNION, "union.d9.b1", 1); }
static void spoil_other_side (FfbResult *r) { ffb_result_add_loss (r, UNION, "confederate.d1.b1", 1); }
static void spoil_twice (FfbResult *r) { ffb_result_add_loss (r, UNION, "union.d1.b1", 1);
                                          ffb_result_add_loss (r, UNION, "union.d1.b1", 1); }
static void spoil_battery_as_brigade (FfbResult *r) { ffb_result_add_loss (r, UNION, "union.d1.a1", 1); }
static void spoil_leader_side (FfbResult *r) { ffb_result_add_leader (r, UNION, "grand", FFB_FATE_KILLED, -1); }
static void spoil_leader_unknown (FfbResult *r) { ffb_result_add_leader (r, UNION, "nobody", FFB_FATE_KILLED, -1); }
static void spoil_battle (FfbResult *r) { g_free (r->battle_id); r->battle_id = g_strdup ("elsewhere"); }
static void spoil_lost_off_table (FfbResult *r) { ffb_result_add_loss (r, UNION, "union.d2.b1", 2); }
static void spoil_killed_absent (FfbResult *r) { ffb_result_add_leader (r, UNION, "fallen", FFB_FATE_KILLED, FALSE); }
static void spoil_row (FfbResult *r) { r->sides[UNION].crt[2].roll = 1; }

/* Bad results are refused with a sentence, and the campaign is unchanged. */
static void
test_refuse_bad_results (void)
{
  struct { Spoil spoil; const char *says; } cases[] = {
    { spoil_too_many, "fielded 10" }, { spoil_unknown, "has no brigade" },
    { spoil_other_side, "Confederate army" }, { spoil_twice, "twice" },
    { spoil_battery_as_brigade, "not a brigade" }, { spoil_leader_side, "a Confederate leader" },
    { spoil_leader_unknown, "no leader" }, { spoil_battle, "elsewhere" },
    { spoil_lost_off_table, "R9E" }, { spoil_killed_absent, "never appeared" },
    { spoil_row, "one result for each" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(FfbCampaign) campaign = leader_campaign ();
      g_autoptr(FfbResult) result = new_result (10, 5);
      g_autoptr(GError) error = NULL;
      g_autofree char *before = ffb_xml_write_campaign (campaign), *after = NULL;

      /* By the record, union.d2 never arrived (R9D, R9E). */
      record_march_never_came (campaign, UNION, "absent", "union.d2");
      g_free (before);
      before = ffb_xml_write_campaign (campaign);
      cases[c].spoil (result);
      g_assert_null (ffb_aftermath_new (campaign, "test", result, NULL, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[c].says));
      after = ffb_xml_write_campaign (campaign);
      g_assert_cmpstr (after, ==, before);
    }
}

/* The preview leaves the campaign as it was; battles not yet fought follow the new state. */
static void
test_other_battles_follow (void)
{
  g_autoptr(FfbCampaign) campaign = leader_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autofree char *before = NULL, *after = NULL;
  FfbBattle *later = ffb_battle_new ("later", 20, 2);

  later->year = 1864;
  ffb_battle_add_sp (later, UNION, "u1", 1);
  ffb_battle_add_leader (later, UNION, "fallen", FFB_ROLE_AUTO);
  ffb_campaign_add_battle (campaign, later);
  ffb_battle_ensure_oob (campaign, later, UNION, NULL);
  before = ffb_xml_write_campaign (campaign);
  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  ffb_result_add_loss (result, UNION, "union.d1.b2", 10);
  ffb_result_add_leader (result, UNION, "fallen", FFB_FATE_KILLED, -1);
  aftermath = plan (campaign, result, NULL);
  after = ffb_xml_write_campaign (campaign);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (has_note (aftermath, "R9A", "“later”, not yet fought, now takes 0 SP of u1"));
  g_assert_true (has_note (aftermath, "R9D", "“later”, not yet fought, loses General fallen"));
  g_assert_true (has_note (aftermath, "R4A", "“later” are dropped"));
  apply (aftermath, campaign);
  later = ffb_campaign_find_battle (campaign, "later");
  g_assert_cmpint (g_array_index (later->sides[UNION].sps, FfbPresentSp, 0).count, ==, 0);
  g_assert_cmpuint (later->sides[UNION].leaders->len, ==, 0);
  g_assert_null (later->oob[UNION]);
}

/* "Fair dice", last paragraph: a 1 in 3 R9C chance for the Union (the battle of
 * test_r9c_chance_rolled), planned on `campaign`. */
static FfbAftermath *
r9c_plan (FfbCampaign *campaign)
{
  g_autoptr(FfbResult) result = new_result (10, 5);

  set_row (result, UNION, "0 1 1* 1 2* 2*");
  ffb_result_add_loss (result, UNION, "union.d1.b1", 10);
  ffb_result_add_loss (result, UNION, "union.d1.b2", 10);
  return plan (campaign, result, NULL);
}

/* Applies with the campaign's own dice (no dice given) and returns the change made. */
static const FfbChange *
apply_with_campaign_dice (FfbAftermath *aftermath, FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *history;

  g_assert_true (ffb_aftermath_apply (aftermath, campaign, NULL, &error));
  g_assert_no_error (error);
  history = ffb_history_get (campaign);
  return g_ptr_array_index (history, history->len - 1);
}

/* "Fair dice" (R9C): apply, undo, apply again: the same dice and the same outcome, from the
 * campaign seed drawn at the first roll, through the file as the CLI does it as well as in
 * memory. The change's key is revealed, comes from the campaign seed, and is not the seed. */
static void
test_r9c_no_reroll_by_undo (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbAftermath) first = NULL, again = NULL, third = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(FfbChange) undone = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *commitment = NULL, *saved = NULL, *first_outcome = NULL;
  const FfbChange *change, *change_again;

  g_assert_null (ffb_campaign_dice_commitment (campaign));
  first = r9c_plan (campaign);
  change = apply_with_campaign_dice (first, campaign);
  g_assert_cmpuint (change->rolls->len, ==, 1);
  commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  g_assert_nonnull (commitment);
  g_assert_cmpstr (change->campaign_commitment, ==, commitment);
  g_assert_cmpstr (change->stream, ==, "test.aftermath");
  g_assert_cmpstr (change->seed, !=, campaign->dice_seed);
  g_assert_true (ffb_campaign_dice_check_key (campaign, change->stream, change->seed));
  first_outcome = g_strdup_printf ("%d", first->sides[UNION].demoralized);
  saved = ffb_xml_write_campaign (campaign);

  g_assert_true (ffb_xml_undo_last_change (campaign, &undone, &error));
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign), ==, commitment);
  again = r9c_plan (campaign);
  change_again = apply_with_campaign_dice (again, campaign);
  ffb_test_assert_same_rolls (undone, change_again);
  g_assert_cmpint (again->sides[UNION].demoralized, ==, atoi (first_outcome));

  loaded = ffb_xml_load_campaign (saved, strlen (saved), "saved.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_xml_undo_last_change (loaded, NULL, &error));
  third = r9c_plan (loaded);
  ffb_test_assert_same_rolls (undone, apply_with_campaign_dice (third, loaded));
  g_assert_cmpint (third->sides[UNION].demoralized, ==, atoi (first_outcome));
}

/* "Fair dice": the battle's seed is revealed when its aftermath is applied, and undoing the
 * aftermath does not seal it again (a revealed seed cannot be taken back). */
static void
test_battle_seed_revealed_on_apply (void)
{
  g_autoptr(FfbCampaign) campaign = worked_campaign ();
  g_autoptr(FfbResult) result = new_result (10, 5);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle_by_id (campaign, "test");

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, SEED, &error));
  g_assert_no_error (error);
  aftermath = plan (campaign, result, NULL);
  g_assert_false (ffb_dice_is_revealed (battle->neutral->dice));
  apply (aftermath, campaign);
  battle = ffb_test_battle_by_id (campaign, "test");
  g_assert_true (ffb_dice_is_revealed (battle->neutral->dice));
  g_assert_cmpstr (ffb_dice_revealed_seed (battle->neutral->dice), ==, SEED);
  g_assert_true (has_note (aftermath, "Fair dice", "revealed"));
  g_assert_true (ffb_xml_undo_last_change (campaign, NULL, &error));
  battle = ffb_test_battle_by_id (campaign, "test");
  g_assert_false (battle->fought);
  g_assert_true (ffb_dice_is_revealed (battle->neutral->dice));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/aftermath/R9A/worked-example-30-plus-5-crack", test_r9a_worked_example);
  g_test_add_func ("/aftermath/R9A/carried-added-to-next-losses", test_r9a_carried_added);
  g_test_add_func ("/aftermath/R9A/words-for-one-stand",
                   test_r9a_words_one_stand);
  g_test_add_func ("/aftermath/R9A/remainder-carry-nearest-down", test_r9a_remainder_options);
  g_test_add_func ("/aftermath/R9A/groups-split-the-loss", test_r9a_groups_split_the_loss);
  g_test_add_func ("/aftermath/R9A/spill-to-like-group", test_r9a_spill_to_like_group);
  g_test_add_func ("/aftermath/R4A-R9A/cavalry-without-its-leader-fought-as-infantry",
                   test_r9a_cavalry_without_its_leader_fought_as_infantry);
  g_test_add_func ("/aftermath/R9A/remainder-keeps-its-value-at-another-ratio",
                   test_r9a_remainder_keeps_its_value);
  g_test_add_func ("/aftermath/R9A/fractions-exact-over-a-campaign",
                   test_r9a_fractions_exact_over_a_campaign);
  g_test_add_func ("/aftermath/R9A/old-carried-stands-read-at-their-ratio",
                   test_r9a_old_carried_stands);
  g_test_add_func ("/aftermath/R9A/losses-never-exceed-what-fought",
                   test_r9a_losses_never_exceed_what_fought);
  g_test_add_func ("/aftermath/R9B/counts-only-this-battle", test_r9b_counts_only_this_battle);
  g_test_add_func ("/aftermath/R9A/conservation-random", test_conservation);
  g_test_add_func ("/aftermath/R9/winner-loser-draw", test_r9_winner_and_draw);
  g_test_add_func ("/aftermath/R9/tie-with-withdrawal-is-no-neither-retreats",
                   test_r9_tie_with_withdrawal);
  g_test_add_func ("/aftermath/R9B/two-sp-demoralized", test_r9b_two_sp);
  g_test_add_func ("/aftermath/R8C/left-the-field-demoralized", test_r8c_left_the_field);
  g_test_add_func ("/aftermath/R9C/chance-is-share-rolled-with-fair-dice", test_r9c_chance_rolled);
  g_test_add_func ("/aftermath/R9C/certain-none-or-missing-row", test_r9c_certain_and_missing);
  g_test_add_func ("/aftermath/R9D/leader-loss-checks-killed-wounded", test_r9d_leaders);
  g_test_add_func ("/aftermath/R9E/green-to-veteran-split", test_r9e_green_to_veteran);
  g_test_add_func ("/aftermath/R9D/wounded-leader-is-a-finding-until-fit",
                   test_r9d_wounded_leader_is_a_finding);
  g_test_add_func ("/aftermath/R9E/never-arrived-from-the-record",
                   test_r9e_never_arrived_from_the_record);
  g_test_add_func ("/aftermath/R9D/listed-never-arrived-against-the-record",
                   test_r9d_listed_against_the_record);
  g_test_add_func ("/aftermath/R9F-R4F(3)/veteran-to-crack", test_r9f_promotion);
  g_test_add_func ("/aftermath/R9F-R4F(3)/straight-from-green-and-refusals", test_r9f_from_green_and_refusals);
  g_test_add_func ("/aftermath/R10A/counters-on-the-track", test_r10a_counters);
  g_test_add_func ("/aftermath/round-trip/demo-pea-ridge-and-undo", test_round_trip_demo);
  g_test_add_func ("/aftermath/round-trip/snapshot-splices-kept-campaigns",
                   test_snapshot_splices_kept_campaigns);
  g_test_add_func ("/aftermath/secrets-at-rest/apply-keeps-unlocked-keys",
                   test_apply_keeps_unlocked_keys);
  g_test_add_func ("/aftermath/refuse/twice-and-stale", test_refuse_twice_and_stale);
  g_test_add_func ("/aftermath/refuse/bad-results-campaign-unchanged", test_refuse_bad_results);
  g_test_add_func ("/aftermath/other-battles-follow-new-state", test_other_battles_follow);
  g_test_add_func ("/aftermath/Fair-dice/R9C-undo-then-apply-again-same-dice",
                   test_r9c_no_reroll_by_undo);
  g_test_add_func ("/aftermath/Fair-dice/battle-seed-revealed-on-apply",
                   test_battle_seed_revealed_on_apply);
  return g_test_run ();
}
