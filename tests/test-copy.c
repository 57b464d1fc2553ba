/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-copy.c: what each reader may see (RULES.md R6, R7: "no result is shown to a player who
 * may not see it"). For every battle of the demo campaign and for many random ones, with
 * random flank marches on both sides, at many turns: a player's copy, and its text, holds no
 * name, id, rating or count belonging to the other side's secrets; and a player's copy made
 * before the other side has been announced anything is the same text whether or not the
 * other side sent flank marches and whatever its dice said. "Fair dice": a player's copy is
 * the same text whether or not the other side sends flank marches, rolls on demand (R7A(2b))
 * or picks its arrivals (R7B(5a)): his own later dice do not move. */
#include <string.h>
#include <glib.h>
#include "ffb-clock.h"
#include "ffb-reader-knows.h"
#include "ffb-reader-view.h"
#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-seal.h"
#include "ffb-xml.h"
#include "ffb-test-neutral.h"
#include "ffb-xml-built-in.h"

static const int sample_turns[] = { 0, 1, 2, 3, 4, 7, 8, 9, 12, 13, 14, 15, 21, 25, 30 };

/* The whole division, or (so that marches meeting off table differ in size, R7B(5a)) its
 * first brigades, three at least. */
static void
add_random_part (FfbFlankOrder *order, const FfbUnit *division, GRand *rand)
{
  guint brigades = 0, wanted;

  for (guint i = 0; i < division->children->len; i++)
    brigades += ((FfbUnit *) division->children->pdata[i])->kind == FFB_UNIT_BRIGADE;
  if (brigades <= 3 || g_rand_boolean (rand))
    {
      ffb_flank_order_add_unit (order, division->id);
      return;
    }
  wanted = g_rand_int_range (rand, 3, brigades);
  for (guint i = 0; i < division->children->len && wanted > 0; i++)
    {
      const FfbUnit *unit = division->children->pdata[i];

      if (unit->kind != FFB_UNIT_BRIGADE)
        continue;
      ffb_flank_order_add_unit (order, unit->id);
      wanted--;
    }
}

/* Tries to send a flank march on each flank of `side`: a random division led by a CW leader,
 * or some of its brigades. Refused orders are simply not given. */
static void
random_orders (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, GRand *rand)
{
  FfbOob *oob = ffb_battle_ensure_oob (campaign, battle, side, NULL);
  g_autoptr(GPtrArray) divisions = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, oob->army);
  while (stack->len > 0)
    {
      FfbUnit *unit = g_ptr_array_steal_index (stack, stack->len - 1);

      if (unit->kind == FFB_UNIT_DIVISION && unit->leader_id != NULL)
        g_ptr_array_add (divisions, unit);
      for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
        g_ptr_array_add (stack, g_ptr_array_index (unit->children, i));
    }
  for (int flank = 0; flank < FFB_N_FLANKS && divisions->len > 0; flank++)
    {
      FfbUnit *division = g_ptr_array_index (divisions,
                                             g_rand_int_range (rand, 0, divisions->len));
      g_autoptr(FfbFlankOrder) order = ffb_flank_order_new (side, flank, division->leader_id);
      g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                      ffb_finding_free);

      add_random_part (order, division, rand);
      ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle, order,
                              findings);
    }
}

static void
collect_unit_ids (const FfbUnit *unit, GPtrArray *out)
{
  g_ptr_array_add (out, g_strdup (unit->id));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect_unit_ids (g_ptr_array_index (unit->children, i), out);
}

/* Everything of `side` a reader of the other side must never find in his copy. */
static GPtrArray *
secrets_of (FfbCampaign *campaign, FfbBattle *battle, FfbSide side)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  GArray *leaders = battle->sides[side].leaders;
  FfbNeutral *neutral = battle->neutral;

  for (guint i = 0; i < leaders->len; i++)
    {
      const char *id = g_array_index (leaders, FfbPresentLeader, i).leader_id;

      g_ptr_array_add (words, g_strdup (ffb_campaign_find_leader (campaign, id)->name));
      g_ptr_array_add (words, g_strdup_printf ("“%s”", id));
    }
  /* Below the army, whose id is only the side's name. */
  for (guint i = 0; i < battle->oob[side]->army->children->len; i++)
    collect_unit_ids (g_ptr_array_index (battle->oob[side]->army->children, i), words);
  for (guint i = 0; neutral->dice != NULL && i < ffb_dice_n_rolls (neutral->dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (neutral->dice, i);

      if (roll->audience == ffb_audience_for_side (side))
        g_ptr_array_add (words, g_strdup (roll->purpose));
    }
  return words;
}

/* R7B(5a): a march of the reader's own side, and what it may pick to arrive: brigades of its
 * own OOB, within what it is allowed; the smaller march of an encounter holds none. */
static void
check_own_order (const FfbReaderView *view, const FfbReaderViewOrder *kept, FfbSide side)
{
  GPtrArray *lists[] = { kept->proposed, kept->arriving };

  g_assert_cmpint (kept->order->side, ==, side);
  if (!kept->larger)
    {
      g_assert_cmpint (kept->allowed, ==, 0);
      g_assert_null (kept->proposed);
      g_assert_null (kept->arriving);
      g_assert_false (kept->may_pick);
      return;
    }
  g_assert_true (kept->met);
  g_assert_cmpint (kept->allowed, >, 0);
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      {
        FfbUnit *unit = ffb_oob_find_unit (view->oobs[side], lists[l]->pdata[i]);

        g_assert_nonnull (unit);
        g_assert_cmpint (unit->kind, ==, FFB_UNIT_BRIGADE);
      }
}

static void
check_copy (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, int turn,
            GPtrArray *forbidden)
{
  FfbSide other = ffb_side_other (side);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, battle, ffb_reader_for_side (side),
                                                              turn, &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = ffb_reader_view_to_text (view, campaign->rules);
  g_assert_null (view->oobs[other]);
  g_assert_nonnull (view->oobs[side]);
  g_assert_cmpuint (view->rolls->len, ==, 0);
  g_assert_cmpint (view->rerolls[other].own, ==, 0);
  for (guint i = 0; i < view->orders->len; i++)
    check_own_order (view, view->orders->pdata[i], side);
  for (guint i = 0; i < view->secrets->len; i++)
    g_assert_cmpint (((FfbSecret *) view->secrets->pdata[i])->roll, ==, -1);
  g_assert_null (strstr (text, "DICE LOG"));
  for (guint i = 0; i < forbidden->len; i++)
    if (strstr (text, forbidden->pdata[i]) != NULL)
      g_error ("battle %s, %s copy at turn %d shows “%s” of the other side:\n%s", battle->id,
               ffb_side_to_string (side), turn, (char *) forbidden->pdata[i], text);
}

/* Every player's copy of the battle at the sample turns, after playing to its dusk. */
static void
check_battle (FfbCampaign *campaign, FfbBattle *battle, guint seed_number, GRand *rand)
{
  g_autofree char *seed = ffb_test_seed_from (seed_number);
  FfbNeutral *neutral = ffb_battle_get_neutral (battle);
  int turns = ffb_clock_turns_in_day (campaign->rules, battle->months);
  g_autoptr(GError) error = NULL;

  for (int side = 0; side < FFB_N_SIDES; side++)
    random_orders (campaign, battle, side, rand);
  g_assert_true (ffb_neutral_start (neutral, battle, seed, &error));
  g_assert_true (ffb_neutral_roll_pre_battle (neutral, campaign, battle, &error));
  g_assert_no_error (error);
  while (ffb_neutral_now (neutral, campaign, battle) < turns)
    g_assert_true (ffb_neutral_advance (neutral, campaign, battle, NULL));
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GPtrArray) forbidden = secrets_of (campaign, battle, ffb_side_other (side));

      for (guint t = 0; t < G_N_ELEMENTS (sample_turns) && sample_turns[t] <= turns; t++)
        check_copy (campaign, battle, side, sample_turns[t], forbidden);
    }
}

static void
test_leak_demo (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);

  g_assert_nonnull (campaign);
  for (guint b = 0; b < campaign->battles->len; b++)
    check_battle (campaign, g_ptr_array_index (campaign->battles, b), b, rand);
}

static void
test_leak_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1863);
  guint marches = 0, larger = 0;

  for (guint n = 0; n < 60; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 14, 6);
      FfbBattle *battle = ffb_test_battle (campaign);

      battle->terrain = g_rand_int_range (rand, 0, 2) ? FFB_TERRAIN_CLEAR : FFB_TERRAIN_FOREST;
      battle->attacker = g_rand_boolean (rand) ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
      check_battle (campaign, battle, n, rand);
      marches += battle->neutral->orders->len;
      for (guint e = 0; e < battle->neutral->encounters->len; e++)
        larger += g_array_index (battle->neutral->encounters, FfbEncounter, e).larger >= 0;
    }
  /* The random battles did send flank marches, and some met (R7B(5a)), or the test proved
   * little. */
  g_test_message ("%u flank marches, %u encounters with a larger march, in 60 random "
                  "battles", marches, larger);
  g_assert_cmpuint (marches, >=, 30);
  g_assert_cmpuint (larger, >=, 1);
}

/* The Union copy before anything of the Confederates is told, with and without their
 * marches: the same text. */
static char *
union_copy_text (gboolean confederate_marches, int turn)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbReaderView) view = NULL;

  ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_UNION, FFB_FLANK_RIGHT,
                                                    "u-div2", 4));
  if (confederate_marches)
    {
      ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                        FFB_FLANK_LEFT, "c-div1", 3));
      ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                        FFB_FLANK_RIGHT, "c-div3", 3));
    }
  ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, turn);
  view = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, turn, NULL);
  return ffb_reader_view_to_text (view, campaign->rules);
}

static void
test_nothing_of_the_other_side (void)
{
  g_autofree char *without = union_copy_text (FALSE, 0);
  g_autofree char *with = union_copy_text (TRUE, 0);
  g_autofree char *without_2 = union_copy_text (FALSE, 2);
  g_autofree char *with_2 = union_copy_text (TRUE, 2);

  g_assert_cmpstr (without, ==, with);
  g_assert_cmpstr (without_2, ==, with_2);
  g_assert_nonnull (strstr (with, "UNION ORDER OF BATTLE"));
  g_assert_null (strstr (with, "CONFEDERATE ORDER OF BATTLE"));
  g_assert_nonnull (strstr (with, "R7B(1) odds:"));
}

/* The referee sees all of it; a player his own, with exact odds. */
static void
test_referee_copy (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbReaderView) referee = NULL, player = NULL;
  const FfbReaderViewOrder *own;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_LEFT, "c-div1"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  referee = ffb_reader_view_new (campaign, battle, FFB_READER_REFEREE, 0, NULL);
  player = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, 0, NULL);
  g_assert_nonnull (referee->oobs[0]);
  g_assert_nonnull (referee->oobs[1]);
  g_assert_cmpuint (referee->orders->len, ==, 2);
  g_assert_cmpuint (referee->rolls->len, ==, ffb_dice_n_rolls (battle->neutral->dice));
  g_assert_cmpuint (player->orders->len, ==, 1);
  own = player->orders->pdata[0];
  /* u-div2, initiative 2, clear ground: 2 in 4 swift, 1 deliberate, 1 plodding. */
  g_assert_cmpint (own->odds.chances[FFB_MARCH_SWIFT], ==, 2);
  g_assert_cmpint (own->odds.chances[FFB_MARCH_DELIBERATE], ==, 1);
  g_assert_cmpint (own->odds.chances[FFB_MARCH_PLODDING], ==, 1);
  /* Sealed from its owner too until the notice. */
  g_assert_false (own->order->rolled);
  g_assert_true (((FfbReaderViewOrder *) referee->orders->pdata[0])->order->rolled);
  g_assert_cmpint (player->breastworks_inches, ==, -1);
  g_assert_cmpint (player->rerolls[FFB_SIDE_UNION].own, ==, 2);
  g_assert_cmpint (player->rerolls[FFB_SIDE_CONFEDERATE].forced, ==, 1);
}

/* A player's own ratings once rolled: his leaders left to chance are no longer sealed. */
static void
test_own_ratings (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbReaderView) before = NULL, after = NULL;
  FfbUnit *unit;

  before = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, 0, NULL);
  ffb_test_roll (campaign, FFB_TEST_SEED);
  after = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, 0, NULL);
  unit = ffb_oob_find_unit (before->oobs[0], ffb_test_unit_led_by (campaign, FFB_SIDE_UNION,
                                                                   "u-div2")->id);
  g_assert_cmpint (unit->rating, ==, FFB_RATING_SEALED);
  unit = ffb_oob_find_unit (after->oobs[0], unit->id);
  g_assert_cmpint (unit->rating, !=, FFB_RATING_SEALED);
  g_assert_cmpuint (after->secrets->len, ==, 18);
}

static gboolean
has_rule (GPtrArray *secrets, const char *rule)
{
  for (guint i = 0; i < secrets->len; i++)
    if (g_str_equal (((FfbSecret *) secrets->pdata[i])->rule, rule))
      return TRUE;
  return FALSE;
}

/* R7B: how a march went reaches nobody before its notice, the owner included; then the owner
 * gets the roll, the other player the notice only. */
static void
test_r7b_sealed_until_notice (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order;
  int notice;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  notice = order->notice_turn;
  ffb_test_play_to (campaign, notice);
  for (int turn = 0; turn <= notice; turn++)
    {
      g_autoptr(FfbReaderView) own = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, turn,
                                                          NULL);
      g_autoptr(FfbReaderView) other = ffb_reader_view_new (campaign, battle,
                                                            FFB_READER_CONFEDERATE, turn, NULL);
      g_autoptr(FfbReaderView) referee = ffb_reader_view_new (campaign, battle, FFB_READER_REFEREE,
                                                              turn, NULL);
      const FfbReaderViewOrder *kept = own->orders->pdata[0];

      g_assert_cmpint (has_rule (own->secrets, "R7B(1)"), ==, turn >= notice);
      g_assert_cmpint (kept->order->rolled, ==, turn >= notice);
      g_assert_false (has_rule (other->secrets, "R7B(1)"));
      g_assert_cmpuint (other->orders->len, ==, 0);
      g_assert_cmpuint (other->notices->len, ==, turn >= notice ? 1 : 0);
      g_assert_true (has_rule (referee->secrets, "R7B(1)"));
    }
}

/* R7B(5a): the Union left (u-div1, five brigades of 8: 40 stands) against the Confederate
 * right (three brigades of c-div1: 24), on the first seed on which they meet: the Union march
 * is the larger and 16 of its stands may arrive. */
static FfbCampaign *
encounter_campaign_with (void (*prepare) (FfbCampaign *campaign), const FfbEncounter **out)
{
  for (guint n = 0; n < 64; n++)
    {
      FfbCampaign *campaign = ffb_test_neutral_campaign ();
      g_autofree char *seed = ffb_test_seed_from (n);
      FfbNeutral *neutral;
      const FfbEncounter *encounter;

      if (prepare != NULL)
        prepare (campaign);
      ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                        FFB_FLANK_LEFT, "u-div1"));
      ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                        FFB_FLANK_RIGHT, "c-div1", 3));
      neutral = ffb_test_roll (campaign, seed);
      encounter = &g_array_index (neutral->encounters, FfbEncounter, 0);
      if (encounter->met)
        {
          g_assert_cmpint (encounter->larger, ==, FFB_SIDE_UNION);
          g_assert_cmpint (encounter->surplus, ==, 16);
          *out = encounter;
          return campaign;
        }
      ffb_campaign_unref (campaign);
    }
  g_assert_not_reached ();
}

static FfbCampaign *
encounter_campaign (const FfbEncounter **out)
{
  return encounter_campaign_with (NULL, out);
}

static const FfbReaderViewOrder *
own_order (const FfbReaderView *view)
{
  g_assert_cmpuint (view->orders->len, ==, 1);
  return view->orders->pdata[0];
}

/* What each player's copy holds of the encounter, turn by turn, up to the larger march's
 * arrival: the owner of the larger learns the stands allowed and the proposal at the
 * encounter's notice, and may pick until his march enters; the smaller's owner learns only
 * that his march met the enemy's. */
static void
test_r7b5a_owner_copy (void)
{
  const FfbEncounter *encounter;
  g_autoptr(FfbCampaign) campaign = encounter_campaign (&encounter);
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION,
                                                       FFB_FLANK_LEFT);
  FfbUnit *division = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");
  g_autoptr(GPtrArray) union_words = NULL, confederate_words = NULL;

  ffb_test_play_to (campaign, order->arrival_turn);
  union_words = secrets_of (campaign, battle, FFB_SIDE_UNION);
  confederate_words = secrets_of (campaign, battle, FFB_SIDE_CONFEDERATE);
  for (int turn = 0; turn <= order->arrival_turn; turn++)
    {
      g_autoptr(FfbReaderView) own = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, turn,
                                                          NULL);
      g_autoptr(FfbReaderView) other = ffb_reader_view_new (campaign, battle,
                                                            FFB_READER_CONFEDERATE, turn, NULL);
      const FfbReaderViewOrder *kept = own_order (own), *smaller = own_order (other);
      gboolean told = turn >= encounter->told_turn;

      check_copy (campaign, battle, FFB_SIDE_UNION, turn, confederate_words);
      check_copy (campaign, battle, FFB_SIDE_CONFEDERATE, turn, union_words);
      g_assert_cmpint (kept->met, ==, told);
      g_assert_cmpint (kept->allowed, ==, told ? 16 : 0);
      g_assert_cmpint (kept->may_pick, ==, told && turn < order->arrival_turn);
      /* His march's own results stay sealed until its own notice. */
      g_assert_cmpint (kept->order->rolled, ==, turn >= order->notice_turn);
      g_assert_cmpint (smaller->met, ==, told);
      g_assert_false (smaller->larger);
      check_own_order (other, smaller, FFB_SIDE_CONFEDERATE);
      if (!told)
        {
          g_assert_null (kept->proposed);
          continue;
        }
      /* Whole brigades, largest first (all are 8: in OOB order), within 16 stands. */
      g_assert_cmpuint (kept->proposed->len, ==, 2);
      g_assert_cmpstr (kept->proposed->pdata[0], ==,
                       ((FfbUnit *) division->children->pdata[0])->id);
      g_assert_cmpstr (kept->proposed->pdata[1], ==,
                       ((FfbUnit *) division->children->pdata[1])->id);
      g_assert_cmpuint (kept->arriving->len, ==, 2);
      check_own_order (own, kept, FFB_SIDE_UNION);
    }
}

/* Secrets at rest, R7B(5a): the encounter as each player's own passphrase shows it, told (by
 * the enemy's earlier notice) before the larger march's own results. Sealed at every turn
 * from before the encounter's notice to the larger march's arrival, the campaign
 * opened with each player's passphrase gives him the copy the referee's session makes for
 * him, at every turn so far: the encounter told, the stands allowed, the proposal, and that
 * he may pick until his march enters. */
static FfbCampaign *
encounter_told_before_own_notice (const FfbEncounter **out)
{
  for (guint n = 0; n < 512; n++)
    {
      FfbCampaign *campaign = ffb_test_neutral_campaign ();
      g_autofree char *seed = ffb_test_seed_from (n);
      FfbNeutral *neutral;
      const FfbEncounter *encounter;
      const FfbFlankOrder *order;

      ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                        FFB_FLANK_LEFT, "u-div1"));
      ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                        FFB_FLANK_RIGHT, "c-div1", 3));
      neutral = ffb_test_roll (campaign, seed);
      encounter = &g_array_index (neutral->encounters, FfbEncounter, 0);
      order = ffb_neutral_find_order (neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
      if (encounter->met && encounter->larger == FFB_SIDE_UNION
          && encounter->told_turn < order->notice_turn)
        {
          *out = encounter;
          return campaign;
        }
      ffb_campaign_unref (campaign);
    }
  g_assert_not_reached ();
}

static void
test_r7b5a_player_passphrase (void)
{
  const FfbEncounter *encounter;
  g_autoptr(FfbCampaign) campaign = encounter_told_before_own_notice (&encounter);
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION,
                                                       FFB_FLANK_LEFT);
  const char *passphrases[FFB_N_SIDES] = { "union of the west", "confederacy of dunces" };
  int arrival = order->arrival_turn;

  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             "the neutral party", NULL));
  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, ffb_reader_for_side (side),
                                               passphrases[side], NULL));
  for (int now = MAX (encounter->told_turn - 1, 0); now <= arrival; now++)
    {
      g_autofree char *xml = NULL;

      ffb_test_play_to (campaign, now);
      xml = ffb_xml_write_sealed_campaign (campaign, NULL);
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          FfbReader reader = ffb_reader_for_side (side);
          g_autoptr(GError) error = NULL;
          g_autoptr(FfbCampaign) player = ffb_xml_load_campaign_unlocked (xml, strlen (xml),
                                                                          "c.ffbridge", reader,
                                                                          passphrases[side],
                                                                          &error);

          g_assert_no_error (error);
          for (int turn = 0; turn <= now; turn++)
            {
              g_autoptr(FfbReaderView) own = ffb_reader_view_new (player, ffb_test_battle (player),
                                                                  reader, turn, NULL);
              g_autoptr(FfbReaderView) referees = ffb_reader_view_new (campaign, battle, reader,
                                                                       turn, NULL);
              g_autofree char *own_text = ffb_reader_view_to_text (own, player->rules);
              g_autofree char *referees_text = ffb_reader_view_to_text (referees, campaign->rules);

              g_assert_cmpstr (own_text, ==, referees_text);
              if (side == FFB_SIDE_UNION)
                g_assert_cmpint (own_order (own)->may_pick, ==,
                                 turn >= encounter->told_turn && turn < arrival);
            }
        }
    }
}

static char *
copy_text (FfbCampaign *campaign, FfbReader reader)
{
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, ffb_test_battle (campaign), reader,
                                                              -1, NULL);

  return ffb_reader_view_to_text (view, campaign->rules);
}

static gboolean
choose (FfbCampaign *campaign, const char *const *ids, GError **error)
{
  FfbBattle *battle = ffb_test_battle (campaign);

  return ffb_neutral_choose_arrivals (battle->neutral, campaign, battle, FFB_SIDE_UNION,
                                      FFB_FLANK_LEFT, ids, error);
}

static void
assert_refused (FfbCampaign *campaign, const char *const *ids, const char *words)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (choose (campaign, ids, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "R7B(5a): "));
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
}

/* The pick: refused before the encounter is told (in the same words as for a march with no
 * encounter), checked by the rule, kept in the owner's copy while the app's proposal stays
 * what it was, refused once the march has entered; and nothing of it reaches the other
 * player, whose copy is the same text whatever the owner picks. */
static void
test_r7b5a_pick_window (void)
{
  const FfbEncounter *encounter;
  g_autoptr(FfbCampaign) campaign = encounter_campaign (&encounter);
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION,
                                                       FFB_FLANK_LEFT);
  FfbUnit *division = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");
  const char *b[5], *enemy[2] = { "confederate.c1.d1.b1", NULL };
  const char *two[3], *three[4], *none[1] = { NULL };
  g_autofree char *other_before = NULL, *other_after = NULL, *own_text = NULL;
  g_autofree char *code = NULL;
  g_autoptr(FfbReaderView) own = NULL;
  g_autoptr(GPtrArray) secrets = NULL;

  for (guint i = 0; i < 5; i++)
    b[i] = ((FfbUnit *) division->children->pdata[i])->id;
  two[0] = b[3], two[1] = b[4], two[2] = NULL;
  three[0] = b[0], three[1] = b[1], three[2] = b[2], three[3] = NULL;
  ffb_test_play_to (campaign, encounter->told_turn - 1);
  assert_refused (campaign, two, "there is nothing to pick for the Union left flank march");

  ffb_test_play_to (campaign, encounter->told_turn);
  other_before = copy_text (campaign, FFB_READER_CONFEDERATE);
  assert_refused (campaign, three, "count 24 stands, more than the 16 in excess");
  assert_refused (campaign, none, "pick at least one brigade");
  assert_refused (campaign, enemy, "is not a brigade of this flank march");
  g_assert_true (choose (campaign, two, NULL));
  g_assert_cmpstr (order->arriving->pdata[0], ==, b[3]);
  g_assert_cmpstr (order->arriving->pdata[1], ==, b[4]);

  own = ffb_reader_view_new (campaign, battle, FFB_READER_UNION, -1, NULL);
  g_assert_cmpstr (own_order (own)->arriving->pdata[0], ==, b[3]);
  g_assert_cmpstr (own_order (own)->proposed->pdata[0], ==, b[0]);
  own_text = ffb_reader_view_to_text (own, campaign->rules);
  g_assert_nonnull (strstr (own_text, "R7B(5a) Met the enemy's march off table: up to 16"));
  /* The copy names the brigade by its sheet code, never its id (issue 13). */
  code = ffb_unit_code (division->children->pdata[4]);
  g_assert_nonnull (strstr (own_text, code));
  g_assert_null (strstr (own_text, b[4]));
  /* The sealed result keeps what the app proposed. */
  secrets = ffb_neutral_secrets (battle->neutral, campaign, battle);
  for (guint i = 0; i < secrets->len; i++)
    if (g_str_equal (((FfbSecret *) secrets->pdata[i])->rule, "R7B(5a)")
        && ((FfbSecret *) secrets->pdata[i])->audience == FFB_AUDIENCE_UNION)
      g_assert_nonnull (strstr (((FfbSecret *) secrets->pdata[i])->text,
                                "the app proposes: 1st Brigade, 2nd Brigade"));

  other_after = copy_text (campaign, FFB_READER_CONFEDERATE);
  g_assert_cmpstr (other_before, ==, other_after);
  g_assert_null (strstr (other_after, "up to 16"));
  for (guint i = 0; i < 5; i++)
    g_assert_null (strstr (other_after, b[i]));

  ffb_test_play_to (campaign, order->arrival_turn);
  assert_refused (campaign, two, "there is nothing to pick");
}

/* "Fair dice": independent streams. A leader fixed as a Poltroon (R7A(2)), so that his
 * brigades roll R7A(2b) on demand. */
static void
make_poltroon (FfbCampaign *campaign, const char *leader_id)
{
  ffb_campaign_find_leader (campaign, leader_id)->tactical = -2;
}

/* R7A(2b) `times` on demand for the first brigade of the command `leader_id` leads. */
static void
roll_on_demand (FfbCampaign *campaign, FfbSide side, const char *leader_id, guint times)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbUnit *command = ffb_test_unit_led_by (campaign, side, leader_id);
  FfbUnit *brigade = g_ptr_array_index (command->children, 0);

  g_assert_cmpint (brigade->kind, ==, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < times; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ffb_neutral_roll_attached_p (battle->neutral, campaign, battle, side,
                                                  command->id, brigade->id, NULL, &error));
      g_assert_no_error (error);
    }
}

static char *
copy_text_at (FfbCampaign *campaign, FfbReader reader, int turn)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, ffb_test_battle (campaign), reader,
                                                              turn, &error);

  g_assert_no_error (error);
  return ffb_reader_view_to_text (view, campaign->rules);
}

#define LAST_QUIET_TURN 12

/* The Union's battle: a march on his right (u-div2, initiative 1: swift or deliberate, in by
 * turn 9) and four R7A(2b) rolls on turn 10. With `confederates_act`, the Confederates also
 * march on their right (c-div1; attacking in a forest, initiative 4: always plodding, told on
 * turn 13) and roll R7A(2b) on turns 1 to 3. The Union copies at turns 0 to 12 (before
 * anything of the Confederate march is told), each as text. */
static GPtrArray *
union_copies_beside (gboolean confederates_act)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  guint arrival_ratings = 0;

  battle->attacker = FFB_SIDE_CONFEDERATE;
  battle->terrain = FFB_TERRAIN_FOREST;
  ffb_campaign_find_leader (campaign, "u-div2")->initiative = 1;
  ffb_campaign_find_leader (campaign, "c-div1")->initiative = 4;
  make_poltroon (campaign, "u-div3");
  make_poltroon (campaign, "c-div2");
  ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_UNION, FFB_FLANK_RIGHT,
                                                    "u-div2", 4));
  if (confederates_act)
    ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                      FFB_FLANK_RIGHT, "c-div1", 3));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  for (int turn = 1; turn <= 3 && confederates_act; turn++)
    {
      ffb_test_play_to (campaign, turn);
      roll_on_demand (campaign, FFB_SIDE_CONFEDERATE, "c-div2", 2);
    }
  ffb_test_play_to (campaign, 10);
  roll_on_demand (campaign, FFB_SIDE_UNION, "u-div3", 4);
  ffb_test_play_to (campaign, LAST_QUIET_TURN);
  /* The Union march has arrived and been rated (R7B(7)), or the test proves little. */
  for (guint i = 0; i < battle->neutral->ratings->len; i++)
    arrival_ratings += g_array_index (battle->neutral->ratings, FfbRatingResult, i).turn > 0;
  g_assert_cmpuint (arrival_ratings, >=, 4);
  for (int turn = 0; turn <= LAST_QUIET_TURN; turn++)
    g_ptr_array_add (texts, copy_text_at (campaign, FFB_READER_UNION, turn));
  return texts;
}

/* "Fair dice": nothing one side decides in secret moves the other side's dice. The Union
 * copy is the same text, turn by turn, whether or not the Confederates send a flank march
 * and roll R7A(2b) on demand: his arrival ratings (R7B(7)) and his own on-demand rolls
 * included. */
static void
test_independent_of_orders_and_demands (void)
{
  g_autoptr(GPtrArray) alone = union_copies_beside (FALSE);
  g_autoptr(GPtrArray) beside = union_copies_beside (TRUE);

  for (guint turn = 0; turn < alone->len; turn++)
    g_assert_cmpstr (alone->pdata[turn], ==, beside->pdata[turn]);
  g_assert_nonnull (strstr (alone->pdata[LAST_QUIET_TURN], "R7A(2b)"));
}

static void
poltroon_on_confederate_table (FfbCampaign *campaign)
{
  make_poltroon (campaign, "c-div2");
}

/* The encounter of encounter_campaign (the Union march is the larger): the Union picks one
 * brigade to arrive (R7B(5a)) or keeps the app's two, and the Confederates roll R7A(2b) six
 * times after the Union march has entered and been rated. Their copy then, as text. */
static char *
confederate_copy_after_pick (gboolean union_picks)
{
  const FfbEncounter *encounter;
  g_autoptr(FfbCampaign) campaign = encounter_campaign_with (poltroon_on_confederate_table,
                                                             &encounter);
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION,
                                                       FFB_FLANK_LEFT);
  FfbUnit *division = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div1");
  const char *one[2] = { ((FfbUnit *) division->children->pdata[4])->id, NULL };

  ffb_test_play_to (campaign, encounter->told_turn);
  if (union_picks)
    g_assert_true (ffb_neutral_choose_arrivals (battle->neutral, campaign, battle,
                                                FFB_SIDE_UNION, FFB_FLANK_LEFT, one, NULL));
  ffb_test_play_to (campaign, order->arrival_turn);
  /* The brigades that arrived were rated: one picked, or the two the app proposed. */
  g_assert_nonnull (ffb_ratings_find (battle->neutral->ratings, FFB_SIDE_UNION,
                                      union_picks ? one[0]
                                                  : ((FfbUnit *) division->children->pdata[1])->id));
  roll_on_demand (campaign, FFB_SIDE_CONFEDERATE, "c-div2", 6);
  return copy_text_at (campaign, FFB_READER_CONFEDERATE, -1);
}

/* "Fair dice", R7B(5a): how many brigades the other side picks to arrive, and so how many
 * arrival ratings it rolls, does not move a side's later rolls. */
static void
test_independent_of_picked_arrivals (void)
{
  g_autofree char *proposed = confederate_copy_after_pick (FALSE);
  g_autofree char *picked = confederate_copy_after_pick (TRUE);

  g_assert_cmpstr (proposed, ==, picked);
  g_assert_nonnull (strstr (picked, "R7A(2b)"));
}

static void
test_secret_visibility (void)
{
  g_autoptr(FfbSecret) own = ffb_secret_new ("R7A(3)", "b", FFB_AUDIENCE_UNION, 0, 0, 1, "x");
  g_autoptr(FfbSecret) later = ffb_secret_new ("R7A(3)", "b", FFB_AUDIENCE_UNION, 0, 5, 1, "x");
  g_autoptr(FfbSecret) sealed = ffb_secret_new ("R7B(5)", "f", FFB_AUDIENCE_REFEREE, 8, 0, 1,
                                                "x");

  g_assert_true (ffb_secret_visible (own, FFB_READER_UNION, 0));
  g_assert_false (ffb_secret_visible (own, FFB_READER_CONFEDERATE, 99));
  g_assert_true (ffb_secret_visible (own, FFB_READER_REFEREE, 0));
  g_assert_false (ffb_secret_visible (later, FFB_READER_UNION, 4));
  g_assert_false (ffb_secret_visible (later, FFB_READER_REFEREE, 4));
  g_assert_true (ffb_secret_visible (later, FFB_READER_UNION, 5));
  g_assert_false (ffb_secret_visible (sealed, FFB_READER_UNION, 7));
  g_assert_true (ffb_secret_visible (sealed, FFB_READER_CONFEDERATE, 8));
  own->audience_turn = 3;
  g_assert_false (ffb_secret_visible (own, FFB_READER_UNION, 2));
  g_assert_true (ffb_secret_visible (own, FFB_READER_REFEREE, 2));
  g_assert_true (ffb_secret_visible (own, FFB_READER_UNION, 3));
}

static void
test_future_turn_refused (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(GError) error = NULL;

  ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_null (ffb_reader_view_new (campaign, ffb_test_battle (campaign), FFB_READER_UNION, 3,
                                      &error));
  g_assert_nonnull (strstr (error->message, "has not been played yet"));
  /* R8: the day and the day's turn, beside the battle turn asked for. */
  g_assert_nonnull (strstr (error->message, "Battle turn 3 of “test” (day 1, turn 3 ("));
  g_assert_nonnull (strstr (error->message, "played yet: the battle has not begun."));
}

/* Fair dice, R7A, R7B: the one definition of what each reader knows (ffb-reader-knows.h), and
 * both forms of a reader's view built from it: his view at each turn up to the march's notice,
 * and a player's sealed part of the file at the clock's present. The referee knows every
 * result and counter; a player his own side's results from their turn on, and no counter. */
static void
assert_knows_own_rolls (const FfbNeutral *record, FfbReader reader, int turn)
{
  for (guint i = 0; i < record->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (record->ratings, FfbRatingResult, i);
      gboolean known = ffb_reader_knows_roll_of (reader, result->side, result->turn, turn);

      g_assert_cmpint (known, ==, ffb_reader_owns (reader, result->side) && result->turn <= turn);
    }
}

/* His own march in his view: its results once told, its counter the referee's alone. */
static void
assert_order_knows (const FfbFlankOrder *kept, const FfbFlankOrder *order, FfbReader reader,
                    int turn)
{
  g_autoptr(FfbFlankOrder) knows = ffb_reader_knows_march (reader, order, turn);
  gboolean referee = reader == FFB_READER_REFEREE;

  g_assert_cmpint (kept->rolled, ==, referee || turn >= order->notice_turn);
  g_assert_cmpint (kept->roll, ==, referee ? order->roll : -1);
  g_assert_true (ffb_flank_order_equal (kept, knows));
}

static void
assert_view_knows (FfbCampaign *campaign, const FfbFlankOrder *order, FfbReader reader, int turn)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, battle, reader, turn, NULL);
  gboolean told = turn >= order->notice_turn;
  gboolean referee = reader == FFB_READER_REFEREE;

  g_assert_cmpint (ffb_reader_knows_counters (reader), ==, referee);
  g_assert_cmpint (ffb_reader_knows_march_results (reader, order, turn), ==, referee || told);
  assert_knows_own_rolls (battle->neutral, reader, turn);
  g_assert_cmpuint (view->rolls->len > 0, ==, referee);
  for (guint i = 0; i < view->secrets->len; i++)
    g_assert_cmpint (((FfbSecret *) view->secrets->pdata[i])->roll >= 0, ==, referee);
  if (reader == FFB_READER_CONFEDERATE)
    {
      g_assert_cmpuint (view->orders->len, ==, 0);
      return;
    }
  g_assert_cmpuint (view->orders->len, ==, 1);
  assert_order_knows (((FfbReaderViewOrder *) view->orders->pdata[0])->order, order, reader, turn);
}

/* The sealed part of each side at the present asks the same questions. */
static void
assert_sealed_knows (FfbCampaign *campaign, FfbSide side, int now)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbNeutral *sealed = ffb_reader_view_sealed (battle->neutral, campaign, battle, side);
  FfbReader reader = ffb_reader_for_side (side);

  g_assert_cmpuint (sealed->orders->len, ==, side == FFB_SIDE_UNION ? 1 : 0);
  for (guint i = 0; i < sealed->orders->len; i++)
    {
      const FfbFlankOrder *kept = sealed->orders->pdata[i];
      const FfbFlankOrder *order = ffb_neutral_find_order (battle->neutral, side, kept->flank);
      g_autoptr(FfbFlankOrder) knows = ffb_reader_knows_march (reader, order, now);

      g_assert_true (ffb_flank_order_equal (kept, knows));
    }
  for (guint i = 0; i < sealed->ratings->len; i++)
    {
      const FfbRatingResult *result = &g_array_index (sealed->ratings, FfbRatingResult, i);

      g_assert_cmpint (result->side, ==, side);
      g_assert_cmpint (result->roll, ==, -1);
      g_assert_true (ffb_reader_knows_roll_of (reader, side, result->turn, now));
    }
  for (guint i = 0; i < sealed->shown->len; i++)
    g_assert_cmpint (((FfbSecret *) sealed->shown->pdata[i])->roll, ==, -1);
  ffb_neutral_free (sealed);
}

static void
test_what_each_reader_knows (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  const FfbFlankOrder *order;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div1"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  order = ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT);
  g_assert_cmpint (order->roll, >=, 0);
  ffb_test_play_to (campaign, order->notice_turn);
  for (int turn = 0; turn <= order->notice_turn; turn++)
    for (int reader = 0; reader < FFB_N_READERS; reader++)
      assert_view_knows (campaign, order, reader, turn);
  for (int side = 0; side < FFB_N_SIDES; side++)
    assert_sealed_knows (campaign, side, order->notice_turn);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/copy/R7/leak/demo", test_leak_demo);
  g_test_add_func ("/copy/R7/leak/random", test_leak_random);
  g_test_add_func ("/copy/R7/nothing-of-the-other-side", test_nothing_of_the_other_side);
  g_test_add_func ("/copy/R7/referee", test_referee_copy);
  g_test_add_func ("/copy/R7A/own-ratings", test_own_ratings);
  g_test_add_func ("/copy/future-turn-refused", test_future_turn_refused);
  g_test_add_func ("/copy/R7B/sealed-until-notice", test_r7b_sealed_until_notice);
  g_test_add_func ("/copy/secrets/visibility", test_secret_visibility);
  g_test_add_func ("/copy/R7B(5a)/owner-copy", test_r7b5a_owner_copy);
  g_test_add_func ("/copy/R7B(5a)/pick-window", test_r7b5a_pick_window);
  g_test_add_func ("/copy/R7B(5a)/player-passphrase", test_r7b5a_player_passphrase);
  g_test_add_func ("/copy/fair-dice/independent-of-orders-and-demands",
                   test_independent_of_orders_and_demands);
  g_test_add_func ("/copy/fair-dice/independent-of-picked-arrivals",
                   test_independent_of_picked_arrivals);
  g_test_add_func ("/copy/fair-dice/what-each-reader-knows", test_what_each_reader_knows);
  return g_test_run ();
}
