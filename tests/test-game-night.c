/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-night.c: what the game-night screens ask of the engine beyond the neutral party
 * itself: a flank march previewed as its owner plans it (R5, R5A, R5B, R7B(1), R7C), reading
 * his own side only, and the nightfall checklist (R8A, R8B). */
#include "ffb-error.h"
#include "ffb-nightfall.h"
#include "ffb-order-preview.h"
#include "ffb-test-neutral.h"

static FfbOrderPreview *
preview (FfbCampaign *campaign, const FfbFlankOrder *order)
{
  g_autoptr(GError) error = NULL;
  FfbOrderPreview *preview = ffb_order_preview_new (campaign, ffb_test_battle (campaign),
                                                    order, &error);

  g_assert_no_error (error);
  g_assert_nonnull (preview);
  return preview;
}

static gboolean
has_rule (const FfbOrderPreview *preview, const char *rule)
{
  for (guint i = 0; i < preview->findings->len; i++)
    if (g_str_equal (((FfbFinding *) g_ptr_array_index (preview->findings, i))->rule, rule))
      return TRUE;
  return FALSE;
}

/* R7B(1): the preview's odds are the exact odds of the leader's initiative on this ground. */
static void
test_preview_odds (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbFlankOrder) order = ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                            FFB_FLANK_LEFT, "u-div2");
  g_autoptr(FfbOrderPreview) p = preview (campaign, order);
  FfbLeader *leader = ffb_campaign_find_leader (campaign, "u-div2");
  FfbMarchOdds odds = ffb_flank_odds (campaign->rules, leader->initiative, p->modifier);

  g_assert_true (ffb_order_preview_accepted (p));
  g_assert_cmpstr (p->leader_name, ==, leader->name);
  g_assert_cmpint (p->initiative, ==, leader->initiative);
  g_assert_cmpint (p->odds.out_of, ==, campaign->rules->arrival_die);
  for (int m = 0; m < FFB_N_MARCHES; m++)
    g_assert_cmpint (p->odds.chances[m], ==, odds.chances[m]);
  g_assert_cmpint (p->size.stands, ==, 40);
}

/* R7C: the attacker's arrival die carries the ground's modifier; the defender's does not. */
static void
test_preview_modifier_r7c (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbFlankOrder) order = NULL;
  g_autoptr(FfbOrderPreview) p = NULL;

  battle->terrain = FFB_TERRAIN_FOREST;
  order = ffb_test_division_order (campaign, battle->attacker, FFB_FLANK_RIGHT, "u-div2");
  p = preview (campaign, order);
  g_assert_cmpint (p->modifier, ==, ffb_flank_modifier (campaign->rules, battle,
                                                        battle->attacker));
  g_assert_cmpint (p->modifier, <, 0);
}

/* R5B: a march needs a leader of its side and at least one SP's worth of stands. */
static void
test_preview_refusals_r5b (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbFlankOrder) empty = NULL, enemy_leader = NULL;
  g_autoptr(FfbOrderPreview) p = NULL, q = NULL;

  ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1"); /* stores the OOBs */
  empty = ffb_flank_order_new (FFB_SIDE_UNION, FFB_FLANK_LEFT, "u-div1");
  p = preview (campaign, empty);
  g_assert_false (ffb_order_preview_accepted (p));
  g_assert_true (has_rule (p, "R5B"));
  g_assert_cmpint (p->size.stands, ==, 0);

  /* A Confederate leader for a Union march: no name, no odds, a refusal. */
  enemy_leader = ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT, "u-div1");
  g_free (enemy_leader->leader_id);
  enemy_leader->leader_id = g_strdup ("c-div1");
  q = preview (campaign, enemy_leader);
  g_assert_null (q->leader_name);
  g_assert_cmpint (q->odds.out_of, ==, 0);
  g_assert_true (has_rule (q, "R5B"));
}

/* R5A: a second march on the same flank of the same side is refused... */
static void
test_preview_one_per_flank_r5a (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbFlankOrder) second = NULL;
  g_autoptr(FfbOrderPreview) p = NULL;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  second = ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT, "u-div2");
  p = preview (campaign, second);
  g_assert_true (has_rule (p, "R5A"));
}

static char *
describe (const FfbOrderPreview *p)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s %d %d %d %d %d|", p->leader_name, p->initiative,
                          p->modifier, p->size.stands, p->size.weighted, p->odds.out_of);
  for (int m = 0; m < FFB_N_MARCHES; m++)
    g_string_append_printf (text, "%d ", p->odds.chances[m]);
  for (guint i = 0; i < p->findings->len; i++)
    {
      const FfbFinding *f = g_ptr_array_index (p->findings, i);
      g_string_append_printf (text, "|%s %s", f->rule, f->message);
    }
  return g_string_free (text, FALSE);
}

/* ...but the other side's marches never change a preview: planning tells a player nothing of
 * his opponent's orders (R5: decided unseen by the other). */
static void
test_preview_own_side_only_r5 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbFlankOrder) plan = ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                           FFB_FLANK_LEFT, "u-div2");
  g_autoptr(FfbOrderPreview) before = preview (campaign, plan);
  g_autoptr(FfbOrderPreview) after = NULL;
  g_autofree char *text_before = describe (before), *text_after = NULL;

  /* The Confederate right faces the Union left; the same leader id pattern, the same size. */
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div2"));
  after = preview (campaign, plan);
  text_after = describe (after);
  g_assert_cmpstr (text_before, ==, text_after);
}

/* R5: once the dice roll, no march may be planned. */
static void
test_preview_after_roll_r5 (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbFlankOrder) order = ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                            FFB_FLANK_RIGHT, "u-div2");
  g_autoptr(FfbOrderPreview) p = NULL;

  ffb_test_roll (campaign, FFB_TEST_SEED);
  p = preview (campaign, order);
  g_assert_false (ffb_order_preview_accepted (p));
  g_assert_true (has_rule (p, "R5"));
}

/* R5B: checked against the stored OOB, which must exist. */
static void
test_preview_needs_oob_r5b (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbFlankOrder) order = ffb_flank_order_new (FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                        "u-div1");
  g_autoptr(GError) error = NULL;

  for (int side = 0; side < FFB_N_SIDES; side++)
    ffb_battle_set_oob (battle, side, NULL);
  g_assert_null (ffb_order_preview_new (campaign, battle, order, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "R5B"));
}

/* R8A, R8B: the night's steps, naming the next day and its dawn. */
static void
test_nightfall_checklist_r8a (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(GPtrArray) notes = ffb_nightfall_checklist (campaign->rules, FFB_MONTHS_JUL_AUG, 2);
  gboolean r8a = FALSE, r8b = FALSE, day = FALSE, dawn = FALSE;

  g_assert_cmpuint (notes->len, >=, 5);
  for (guint i = 0; i < notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (notes, i);

      r8a |= g_str_equal (note->rule, "R8A");
      r8b |= g_str_equal (note->rule, "R8B");
      day |= strstr (note->text, "day 2") != NULL;
      dawn |= strstr (note->text, "0500") != NULL;
    }
  g_assert_true (r8a && r8b && day && dawn);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-night/order-preview/odds-R7B(1)", test_preview_odds);
  g_test_add_func ("/game-night/order-preview/modifier-R7C", test_preview_modifier_r7c);
  g_test_add_func ("/game-night/order-preview/refusals-R5B", test_preview_refusals_r5b);
  g_test_add_func ("/game-night/order-preview/one-per-flank-R5A", test_preview_one_per_flank_r5a);
  g_test_add_func ("/game-night/order-preview/own-side-only-R5", test_preview_own_side_only_r5);
  g_test_add_func ("/game-night/order-preview/after-roll-R5", test_preview_after_roll_r5);
  g_test_add_func ("/game-night/order-preview/needs-oob-R5B", test_preview_needs_oob_r5b);
  g_test_add_func ("/game-night/nightfall/checklist-R8A", test_nightfall_checklist_r8a);
  return g_test_run ();
}
