/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-blocks-campaign.c: a block battle of seed 000 (C2F) fought in the campaign round by round
 * (C2G) and kept in its history ("Fair dice"; ffb-blocks-campaign.h): each round's orders given
 * before it, the owner's choice among equals made after the dice, the round's own dice stream,
 * a fought round final (undo refused), the battle under way in the file, and the refight of
 * verify --history, round by round and for a whole battle of a file from before C2G. */
#include <string.h>
#include <glib.h>
#include "ffb-blocks-campaign.h"
#include "ffb-blocks.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-test-files.h"
#include "ffb-xml.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-snapshot.h"

#define SEED_HEX "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

/* An attacker's artillery that hits with every die (rated A6 on a six-sided die: a house
 * rating, which the battle file allows), against two defending infantry blocks of equal
 * steps, and a brigade behind them. Its one die fires first (A before B) and must take a step
 * from one of the two equals: the owner's choice. */
static FfbBlockBattle *
tie_battle (void)
{
  FfbBlockBattle *battle = ffb_blocks_new ("ford", "Battle at the ford");
  FfbBlock *gun = ffb_blocks_add (battle, "a1", "Parrott battery", FFB_BLOCK_ARTILLERY,
                                  FFB_BLOCK_ATTACKER, 1);

  gun->rating.number = 6;
  ffb_blocks_add (battle, "a2", "1st Iowa", FFB_BLOCK_INFANTRY, FFB_BLOCK_ATTACKER, 4);
  ffb_blocks_add (battle, "d1", "3rd Louisiana", FFB_BLOCK_INFANTRY, FFB_BLOCK_DEFENDER, 3);
  ffb_blocks_add (battle, "d2", "Missouri State Guard", FFB_BLOCK_INFANTRY,
                  FFB_BLOCK_DEFENDER, 3);
  return battle;
}

static FfbCampaign *
seeded_demo (void)
{
  FfbCampaign *campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error));
  g_assert_no_error (error);
  return campaign;
}

static void
start (FfbCampaign *campaign, FfbBlockBattle *battle)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_blocks_campaign_start (campaign, battle, &error));
  g_assert_no_error (error);
}

/* The next round with `retreats` (NULL-terminated, may be NULL) and `choice` (may be NULL). */
static FfbBlockBattle *
round_with (FfbCampaign *campaign, const char *const *retreats, const char *choice,
            const FfbChange **change)
{
  g_autoptr(GError) error = NULL;
  FfbBlockBattle *fought = ffb_blocks_campaign_fight_round (campaign, retreats, choice, NULL,
                                                            change, &error);

  g_assert_no_error (error);
  g_assert_nonnull (fought);
  return fought;
}

static guint
first_index (const FfbBlockBattle *fought, FfbBlocksEventKind kind)
{
  for (guint i = 0; i < fought->log->len; i++)
    if (((const FfbBlocksEvent *) g_ptr_array_index (fought->log, i))->kind == kind)
      return i;
  g_assert_not_reached ();
}

static const FfbBlocksEvent *
first_event (const FfbBlockBattle *fought, FfbBlocksEventKind kind)
{
  return g_ptr_array_index (fought->log, first_index (fought, kind));
}

static const FfbBlock *
block_of (FfbCampaign *campaign, const char *id)
{
  static FfbBlockBattle *kept;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&kept, ffb_blocks_free);
  kept = ffb_blocks_campaign_under_way (campaign, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  return ffb_blocks_find (kept, id);
}

/* C2G: the first hit of round 1 falls on two defenders of three steps: the round stops there,
 * that die in its log, and nothing is kept in the history but the round begun; the owner then
 * picks d2, and the round is fought to its end with the same die: one change, final, on the
 * round's own stream, the choice kept with the battle before the round. */
static void
test_tie_chosen_after_dice (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) waiting = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbBlockBattle) shown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  guint before = ffb_history_get (campaign)->len;
  int turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  g_autofree char *stream = ffb_blocks_campaign_round_stream (1, turn, 1);
  const FfbChange *change = NULL;
  const FfbBlocksEvent *die, *step;

  start (campaign, battle);
  waiting = round_with (campaign, NULL, NULL, &change);
  g_assert_null (change);
  g_assert_nonnull (waiting->tie);
  g_assert_cmpstr (waiting->tie[0], ==, "d1");
  g_assert_cmpstr (waiting->tie[1], ==, "d2");
  g_assert_null (waiting->tie[2]);
  die = first_event (waiting, FFB_BLOCKS_DIE_ROLLED);
  g_assert_cmpstr (die->block, ==, "a1");
  g_assert_true (die->hit);
  sentence = ffb_blocks_tie_sentence (waiting);
  g_assert_cmpstr (sentence, ==, "C2G: the hit of Parrott battery falls on equally strong "
                                 "blocks, 3rd Louisiana and Missouri State Guard (3 steps each): "
                                 "their owner chooses which takes the step.");
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, before);
  /* The campaign shows the round as it waits, die for die. */
  shown = ffb_blocks_campaign_under_way (campaign, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_blocks_equal (shown, waiting));

  fought = round_with (campaign, NULL, "d2", &change);
  g_assert_null (fought->tie);
  g_assert_cmpuint (fought->round, ==, 1);
  step = first_event (fought, FFB_BLOCKS_STEP_LOST);
  g_assert_cmpstr (step->target, ==, "d2");
  g_assert_cmpuint (step->tied, ==, 2);
  die = first_event (fought, FFB_BLOCKS_DIE_ROLLED);
  g_assert_cmpint (die->face, ==, first_event (waiting, FFB_BLOCKS_DIE_ROLLED)->face);
  g_assert_nonnull (change);
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, before + 1);
  g_assert_true (ffb_change_is_final (change));
  g_assert_cmpuint (change->block_battle->round, ==, 1);
  g_assert_cmpstr (change->stream, ==, stream);
  g_assert_null (change->before);
  g_assert_cmpstr (change->campaign_commitment, ==, ffb_campaign_dice_commitment (campaign));
  g_assert_nonnull (strstr (change->block_battle->battle, "<choose round=\"1\" block=\"d2\"/>"));
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->rule, ==, "C2G");
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 1))->text, ==, "round 1.");
  g_assert_cmpuint (change->notes->len, ==, 1 + fought->log->len);
  /* The campaign keeps the blocks as the round left them. */
  if (fought->outcome == FFB_BLOCKS_UNDECIDED)
    for (guint i = 0; i < fought->blocks->len; i++)
      {
        const FfbBlock *block = g_ptr_array_index (fought->blocks, i);

        g_assert_cmpint (block_of (campaign, block->id)->steps, ==, block->steps);
        g_assert_cmpint (block_of (campaign, block->id)->state, ==, block->state);
      }
}

/* C2G: "every die is derived from the battle, the round, the firing block and the die's index,
 * so no choice moves any other die": the same round with the other choice rolls every die it
 * shares with the first for the same face. */
static void
test_choice_moves_no_die (void)
{
  const char *const choices[] = { "d1", "d2" };
  g_autoptr(GHashTable) faces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint shared = 0;

  for (guint c = 0; c < G_N_ELEMENTS (choices); c++)
    {
      g_autoptr(FfbCampaign) campaign = seeded_demo ();
      g_autoptr(FfbBlockBattle) battle = tie_battle ();
      g_autoptr(FfbBlockBattle) waiting = NULL;
      g_autoptr(FfbBlockBattle) fought = NULL;
      const FfbChange *change = NULL;

      start (campaign, battle);
      waiting = round_with (campaign, NULL, NULL, NULL);
      fought = round_with (campaign, NULL, choices[c], &change);
      while (fought->tie != NULL)
        {
          char *pick = g_strdup (fought->tie[0]);

          g_clear_pointer (&fought, ffb_blocks_free);
          fought = round_with (campaign, NULL, pick, &change);
          g_free (pick);
        }
      for (guint i = 0; i < change->rolls->len; i++)
        {
          const FfbRoll *roll = &g_array_index (change->rolls, FfbRoll, i);
          gpointer face;

          if (c == 0)
            g_hash_table_insert (faces, g_strdup (roll->purpose), GINT_TO_POINTER (roll->raw));
          else if (g_hash_table_lookup_extended (faces, roll->purpose, NULL, &face))
            {
              g_assert_cmpint (GPOINTER_TO_INT (face), ==, roll->raw);
              shared++;
            }
        }
    }
  g_assert_cmpuint (shared, >, 1);
}

/* C2G: orders before each round, knowing the rounds before: after round 1 the owner of 1st
 * Iowa orders it to retreat in round 2, and it retreats instead of firing; orders for a round
 * begun stand (refused once its first die is seen), and a block gone takes none. */
static void
test_orders_each_round (void)
{
  const char *const iowa[] = { "a2", NULL };
  const char *const gun[] = { "a1", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(GError) error = NULL;
  const FfbChange *change = NULL;

  /* Stronger blocks, so that round 1 does not end the battle. */
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 1))->full_steps = 10;
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 1))->steps = 10;
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->full_steps = 6;
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->steps = 6;
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 3))->full_steps = 6;
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 3))->steps = 6;
  start (campaign, battle);
  fought = round_with (campaign, NULL, NULL, NULL);
  while (fought->tie != NULL)
    {
      char *pick = g_strdup (fought->tie[0]);

      g_clear_pointer (&fought, ffb_blocks_free);
      fought = round_with (campaign, NULL, pick, &change);
      g_free (pick);
    }
  g_assert_cmpint (fought->outcome, ==, FFB_BLOCKS_UNDECIDED);
  g_clear_pointer (&fought, ffb_blocks_free);
  fought = round_with (campaign, iowa, NULL, &change);
  if (fought->tie != NULL)
    {
      /* Begun: the orders stand. */
      g_assert_null (ffb_blocks_campaign_fight_round (campaign, gun, NULL, NULL, NULL, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "C2G: round 2 has begun"));
      g_clear_error (&error);
    }
  while (fought->tie != NULL)
    {
      char *pick = g_strdup (fought->tie[0]);

      g_clear_pointer (&fought, ffb_blocks_free);
      fought = round_with (campaign, NULL, pick, &change);
      g_free (pick);
    }
  g_assert_cmpstr (first_event (fought, FFB_BLOCKS_RETREATS)->block, ==, "a2");
  g_assert_cmpuint (first_event (fought, FFB_BLOCKS_RETREATS)->round, ==, 2);
  g_assert_cmpuint (change->block_battle->round, ==, 2);
  g_assert_nonnull (strstr (change->block_battle->battle, "<retreat round=\"2\" block=\"a2\"/>"));
  if (fought->outcome == FFB_BLOCKS_UNDECIDED)
    {
      g_assert_null (ffb_blocks_campaign_fight_round (campaign, iowa, NULL, NULL, NULL, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "\"1st Iowa\" is no longer in the battle"));
    }
}

/* A refusal of C2G's, holding `part`; cleared. */
static void
assert_refusal (GError **error, const char *part)
{
  g_assert_error (*error, FFB_ERROR, FFB_ERROR_INVALID);
  if (strstr ((*error)->message, part) == NULL)
    g_error ("\"%s\" is not in the refusal \"%s\"", part, (*error)->message);
  g_clear_error (error);
}

/* `xml` with `what` replaced by `with` is refused, naming `part`. */
static void
assert_file_refused (const char *xml, const char *what, const char *with, const char *part)
{
  g_autoptr(GString) bad = g_string_new (xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;

  g_assert_cmpuint (g_string_replace (bad, what, with, 1), ==, 1);
  campaign = ffb_xml_load_campaign (bad->str, bad->len, "tampered", &error);
  g_assert_null (campaign);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  if (strstr (error->message, part) == NULL)
    g_error ("\"%s\" is not in the error \"%s\"", part, error->message);
}

/* C2G at a table of phones: with the battle saying the Union attacks, each owner gives the next
 * round's orders himself, for his own blocks only and once; they stand (the referee's Fight
 * Round must say the same of them) and are kept in the file; the choice among equals is the
 * tied blocks' owner's alone; once the round has begun the flags are gone, and the round kept
 * in the history fights again as it was. */
static void
test_orders_from_phones (void)
{
  const char *const iowa[] = { "a2", NULL };
  const char *const louisiana[] = { "d1", NULL };
  const char *const both[] = { "a2", "d1", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbBlockBattle) refought = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autofree char *xml = NULL;
  GError *error = NULL;
  const FfbChange *change = NULL;
  const FfbBlocksEvent *retreat;

  start (campaign, battle);
  /* Nobody said who attacks: the referee gives every order. */
  g_assert_false (ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_UNION, NULL, &error));
  assert_refusal (&error, "has not said which player attacks");
  g_clear_pointer (&campaign, ffb_campaign_unref);

  campaign = seeded_demo ();
  battle->attacker_player = FFB_SIDE_UNION;
  start (campaign, battle);
  g_assert_false (ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_CONFEDERATE, iowa,
                                                   &error));
  assert_refusal (&error, "orders only his own blocks, and \"1st Iowa\"");
  g_assert_true (ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_CONFEDERATE, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_CONFEDERATE, louisiana,
                                                   &error));
  assert_refusal (&error, "has given his orders for round 1 already");
  g_assert_true (ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_UNION, iowa, &error));
  g_assert_no_error (error);

  /* Kept in the file, flags and orders. */
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "attacker-player=\"union\""));
  g_assert_nonnull (strstr (xml, "attacker-ordered=\"true\""));
  g_assert_nonnull (strstr (xml, "defender-ordered=\"true\""));
  loaded = ffb_xml_load_campaign (xml, strlen (xml), "orders.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_campaign_equal (loaded, campaign));
  assert_file_refused (xml, "attacker-player=\"union\"", "attacker-player=\"prussia\"",
                       "prussia");
  assert_file_refused (xml, "attacker-player=\"union\"", "",
                       "does not say which player attacks");

  /* The referee's Fight Round says the same of the owners' blocks, or is refused. */
  g_assert_null (ffb_blocks_campaign_fight_round (campaign, NULL, NULL, NULL, NULL, &error));
  assert_refusal (&error, "gave his orders for round 1 himself, and they stand: the block "
                          "\"1st Iowa\" retreats");
  g_assert_null (ffb_blocks_campaign_fight_round (campaign, both, NULL, NULL, NULL, &error));
  assert_refusal (&error, "\"3rd Louisiana\" fires");
  fought = round_with (campaign, iowa, NULL, &change);
  /* The gun hits with every die, the first on the two equal defenders: the Confederate's to
   * choose. */
  g_assert_nonnull (fought->tie);
  g_assert_null (ffb_blocks_campaign_choose (campaign, FFB_SIDE_UNION, "d1", NULL, &error));
  assert_refusal (&error, "is for the defender's owner, not for you");
  g_clear_pointer (&fought, ffb_blocks_free);
  while ((fought = ffb_blocks_campaign_choose (campaign, FFB_SIDE_CONFEDERATE, "d2", &change,
                                               &error)) != NULL && fought->tie != NULL)
    g_clear_pointer (&fought, ffb_blocks_free);
  g_assert_no_error (error);
  g_assert_nonnull (fought);
  retreat = first_event (fought, FFB_BLOCKS_RETREATS);
  g_assert_nonnull (retreat);
  g_assert_cmpstr (retreat->block, ==, "a2");
  g_assert_nonnull (change);
  /* The round kept: begun with both owners' orders, no flag left; it fights again as it was. */
  g_assert_null (strstr (change->block_battle->battle, "-ordered"));
  g_assert_nonnull (strstr (change->block_battle->battle,
                            "<retreat round=\"1\" block=\"a2\"/>"));
  refought = ffb_blocks_campaign_refight (change, &error);
  g_assert_no_error (error);
  g_assert_nonnull (refought);
}

/* C2G: a fought round is final: the history's undo refuses it with one sentence, and going back
 * to the campaign as it was before the round, or before a choice, is refused too. */
static void
test_round_final (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbCampaign) before_round = NULL;
  g_autoptr(FfbCampaign) begun = NULL;
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) waiting = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(GError) error = NULL;
  FfbChange *undone = NULL;
  g_autofree char *xml = NULL;

  start (campaign, battle);
  xml = ffb_xml_write_campaign (campaign);
  before_round = ffb_xml_load_campaign (xml, strlen (xml), "before", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_blocks_campaign_check_undo (campaign, before_round, NULL));
  waiting = round_with (campaign, NULL, NULL, NULL);
  g_free (xml);
  xml = ffb_xml_write_campaign (campaign);
  begun = ffb_xml_load_campaign (xml, strlen (xml), "begun", &error);
  g_assert_no_error (error);
  g_assert_false (ffb_blocks_campaign_check_undo (campaign, before_round, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "C2G: a round of a block battle once fought or "
                                            "begun is final"));
  g_clear_error (&error);
  fought = round_with (campaign, NULL, "d1", NULL);
  g_assert_false (ffb_blocks_campaign_check_undo (campaign, begun, NULL));
  while (fought->tie != NULL)
    {
      char *pick = g_strdup (fought->tie[0]);

      g_clear_pointer (&fought, ffb_blocks_free);
      fought = round_with (campaign, NULL, pick, NULL);
      g_free (pick);
    }
  g_assert_false (ffb_xml_undo_last_change (campaign, &undone, &error));
  g_assert_null (undone);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "C2G: the last change is a round of a block battle, and "
                                       "a round once fought is final: undo never takes back its "
                                       "dice or its choices.");
}

/* C2G: the battle under way goes to the campaign file with its round begun, its orders and the
 * choice made, comes back equal, and goes on as it would have. */
static void
test_under_way_in_file (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) waiting = NULL;
  g_autoptr(FfbBlockBattle) here = NULL;
  g_autoptr(FfbBlockBattle) there = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;

  start (campaign, battle);
  waiting = round_with (campaign, NULL, NULL, NULL);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<block-battle-under-way turn=\""));
  g_assert_nonnull (strstr (xml, "begun=\"true\""));
  again = ffb_xml_load_campaign (xml, strlen (xml), "written", &error);
  g_assert_no_error (error);
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml_again, ==, xml);
  here = round_with (campaign, NULL, "d2", NULL);
  there = round_with (again, NULL, "d2", NULL);
  g_assert_true (ffb_blocks_equal (here, there));
  g_assert_cmpstr (campaign->blocks_battle, ==, again->blocks_battle);
  /* A kept block with no step that is not eliminated is refused at its line. */
  ffb_test_assert_edited_campaign_refused (xml, "name=\"3rd Louisiana\" side=\"defender\" "
                                           "type=\"infantry\" steps=\"3\"",
                                           "name=\"3rd Louisiana\" side=\"defender\" "
                                           "type=\"infantry\" steps=\"0\"",
                                           "steps=\"0\" on <block> must be a whole number from 1 to 10");
}

/* C2G refusals, one sentence each, nothing kept: no battle under way; a choice with no tie
 * waiting; a choice not among the tied blocks; a second battle while one is under way; a
 * battle with orders given in advance. */
static void
test_refused (void)
{
  const char *const nobody[] = { "z9", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) waiting = NULL;
  g_autoptr(FfbBlockBattle) ordered = tie_battle ();
  g_autoptr(FfbBlockBattle) lone = ffb_blocks_new ("lone", "Lone");
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;

  g_assert_null (ffb_blocks_campaign_fight_round (campaign, NULL, NULL, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "C2G: no block battle is under way"));
  g_clear_error (&error);
  ffb_blocks_add (lone, "a1", "Alone", FFB_BLOCK_CAVALRY, FFB_BLOCK_ATTACKER, 2);
  g_assert_false (ffb_blocks_campaign_start (campaign, lone, &error));
  g_assert_nonnull (strstr (error->message, "no defending block"));
  g_clear_error (&error);
  /* The log names every block: a block without a name is refused at the block. */
  g_free (((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name);
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name = g_strdup ("");
  g_assert_false (ffb_blocks_check_block (battle, 2, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "\"d1\" needs a name"));
  g_clear_error (&error);
  /* Issue 30, item 9: nor one of zero-width characters, nor one a bidirectional control
   * reorders, as the loader refuses them. */
  g_free (((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name);
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name = g_strdup ("\xe2\x80\x8b");
  g_assert_false (ffb_blocks_check_block (battle, 2, &error));
  g_assert_nonnull (strstr (error->message, "\"d1\" needs a name"));
  g_clear_error (&error);
  g_free (((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name);
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name = g_strdup ("Price\xe2\x80\xae");
  g_assert_false (ffb_blocks_check_block (battle, 2, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "the name of the block \"d1\" is not one line of at "
                                            "most 80 characters shown as written"));
  g_clear_error (&error);
  g_assert_true (ffb_blocks_check_block (battle, 1, NULL));
  g_free (((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name);
  ((FfbBlock *) g_ptr_array_index (battle->blocks, 2))->name = g_strdup ("3rd Louisiana");
  g_assert_true (ffb_blocks_order_retreat (ordered, 2, "a2", NULL));
  g_assert_false (ffb_blocks_campaign_start (campaign, ordered, &error));
  g_assert_nonnull (strstr (error->message, "C2G: the battle \"Battle at the ford\" gives "
                                            "orders before it is fought"));
  g_clear_error (&error);
  start (campaign, battle);
  g_assert_false (ffb_blocks_campaign_start (campaign, battle, &error));
  g_assert_nonnull (strstr (error->message, "C2G: a block battle is under way"));
  g_clear_error (&error);
  g_assert_null (ffb_blocks_campaign_fight_round (campaign, NULL, "d2", NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "C2G: round 1 has not begun"));
  g_clear_error (&error);
  g_assert_null (ffb_blocks_campaign_fight_round (campaign, nobody, NULL, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "\"z9\""));
  g_clear_error (&error);
  kept = g_strdup (campaign->blocks_battle);
  waiting = round_with (campaign, NULL, NULL, NULL);
  g_free (kept);
  kept = g_strdup (campaign->blocks_battle);
  g_assert_null (ffb_blocks_campaign_fight_round (campaign, NULL, "a2", NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "C2G: the owner's choice \"1st Iowa\" is not among the "
                                       "blocks tied for the strongest in round 1 (3rd Louisiana, "
                                       "Missouri State Guard).");
  g_assert_cmpstr (campaign->blocks_battle, ==, kept);
}

/* verify --history's refight, round by round: each kept round fought again from the battle
 * before it, with its orders and choices, rolls its dice and ends as kept; a tampered die is
 * named; a whole battle of a file from before C2G still fights again. */
static void
test_refight_rounds (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbCampaign) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ffb_test_source_path ("tests/files/good/"
                                                "block-battle-wilsons-creek.ffbridge");
  GPtrArray *history;
  guint rounds = 0, old_battles = 0;
  FfbChange *last = NULL;

  start (campaign, battle);
  while (campaign->blocks_battle != NULL)
    {
      g_autoptr(FfbBlockBattle) fought = round_with (campaign, NULL, NULL, NULL);

      while (fought->tie != NULL)
        {
          char *pick = g_strdup (fought->tie[g_strv_length (fought->tie) - 1]);

          g_clear_pointer (&fought, ffb_blocks_free);
          fought = round_with (campaign, NULL, pick, NULL);
          g_free (pick);
        }
    }
  history = ffb_history_get (campaign);
  for (guint i = 0; i < history->len; i++)
    {
      FfbChange *change = g_ptr_array_index (history, i);
      g_autoptr(FfbBlockBattle) refought = NULL;

      if (!ffb_change_is_final (change))
        continue;
      refought = ffb_blocks_campaign_refight (change, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (refought->round, ==, ++rounds);
      last = change;
    }
  g_assert_cmpuint (rounds, >=, 2);
  g_assert_cmpstr (last->block_battle->outcome, !=, "undecided");
  /* Each round begins where the one before it ended; a round whose battle before it was
   * edited is named. */
  {
    FfbChange *first = NULL, *second = NULL;
    g_autoptr(FfbBlockBattle) after = NULL;
    g_autoptr(FfbBlockBattle) kept = NULL;
    FfbBlock *block;

    for (guint i = 0; i < history->len; i++)
      if (ffb_change_is_final (g_ptr_array_index (history, i)))
        {
          if (first == NULL)
            first = g_ptr_array_index (history, i);
          else if (second == NULL)
            second = g_ptr_array_index (history, i);
        }
    after = ffb_blocks_campaign_refight (first, &error);
    g_assert_no_error (error);
    g_assert_true (ffb_blocks_campaign_check_next (after, second, &error));
    g_assert_no_error (error);
    kept = ffb_blocks_load_xml (second->block_battle->battle,
                                strlen (second->block_battle->battle), "kept", &error);
    g_assert_no_error (error);
    /* One step more or less on a block still in the battle. */
    for (guint i = 0; i < kept->blocks->len; i++)
      {
        block = g_ptr_array_index (kept->blocks, i);
        if (block->state == FFB_BLOCK_PRESENT && block->steps > 1)
          {
            block->steps--;
            break;
          }
        if (block->state == FFB_BLOCK_PRESENT && block->steps < block->full_steps)
          {
            block->steps++;
            break;
          }
      }
    g_free (second->block_battle->battle);
    second->block_battle->battle = ffb_blocks_to_xml (kept);
    g_assert_false (ffb_blocks_campaign_check_next (after, second, &error));
    g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "C2G: round 2 of the block battle does not begin "
                                              "where round 1 ended"));
    g_clear_error (&error);
  }
  g_array_index (last->rolls, FfbRoll, 0).raw = g_array_index (last->rolls, FfbRoll, 0).raw % 6
                                                + 1;
  g_assert_null (ffb_blocks_campaign_refight (last, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "die 1"));
  g_clear_error (&error);

  old = ffb_xml_load_campaign_file (path, &error);
  g_assert_no_error (error);
  history = ffb_history_get (old);
  for (guint i = 0; i < history->len; i++)
    {
      FfbChange *change = g_ptr_array_index (history, i);
      g_autoptr(FfbBlockBattle) refought = NULL;

      if (change->kind != FFB_CHANGE_BLOCK_BATTLE)
        continue;
      g_assert_cmpuint (change->block_battle->round, ==, 0);
      refought = ffb_blocks_campaign_refight (change, &error);
      g_assert_no_error (error);
      old_battles++;
    }
  g_assert_cmpuint (old_battles, ==, 1);
}

/* C2F's three rounds, round by round: two garrisons of ten steps (C1: a hit on a 1 only) do not
 * end the battle in three rounds, the attacker retreats after round 3 and the battle leaves the
 * campaign. */
static void
test_three_rounds (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("stand", "Standoff");
  const FfbChange *change = NULL;

  ffb_blocks_add (battle, "a1", "Scouts", FFB_BLOCK_GARRISON, FFB_BLOCK_ATTACKER, 10);
  ffb_blocks_add (battle, "d1", "Pickets", FFB_BLOCK_GARRISON, FFB_BLOCK_DEFENDER, 10);
  start (campaign, battle);
  for (guint r = 1; r <= 3; r++)
    {
      g_autoptr(FfbBlockBattle) fought = round_with (campaign, NULL, NULL, &change);

      g_assert_null (fought->tie);
      g_assert_cmpuint (fought->round, ==, r);
      g_assert_cmpuint (change->block_battle->round, ==, r);
      if (fought->outcome != FFB_BLOCKS_UNDECIDED)
        break;
      g_assert_nonnull (campaign->blocks_battle);
    }
  g_assert_cmpuint (change->block_battle->round, ==, 3);
  g_assert_cmpstr (change->block_battle->outcome, ==, "defender-wins");
  g_assert_nonnull (strstr (((FfbNote *) g_ptr_array_index (change->notes,
                                                          change->notes->len - 2))->text,
                            "after round 3 the defenders are still present"));
  g_assert_null (campaign->blocks_battle);
}

static char *
run_verify (const char *dir, const char *xml, int *status)
{
  g_autofree char *path = g_build_filename (dir, "campaign.ffbridge", NULL);
  const char *argv[] = { g_getenv ("FFB_CLI"), "verify", path, "--history", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, status, &error));
  g_assert_no_error (error);
  return out;
}

/* Fights the tie battle to its end, the first of the tied blocks chosen at each tie. */
static void
fight_to_end (FfbCampaign *campaign)
{
  g_autoptr(FfbBlockBattle) battle = tie_battle ();

  start (campaign, battle);
  while (campaign->blocks_battle != NULL)
    {
      g_autoptr(FfbBlockBattle) fought = round_with (campaign, NULL, NULL, NULL);

      while (fought->tie != NULL)
        {
          char *pick = g_strdup (fought->tie[0]);

          g_clear_pointer (&fought, ffb_blocks_free);
          fought = round_with (campaign, NULL, pick, NULL);
          g_free (pick);
        }
    }
}

/* `verify --history` fights each kept round again (C2G): the referee's file passes and says
 * so; a file whose last kept outcome was changed (its dice untouched) is named, exit 1. */
static void
test_verify_history_cli (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autofree char *dir = ffb_test_make_temp_dir ("blocks-verify-XXXXXX");
  g_autofree char *xml = NULL;
  g_autofree char *out = NULL;
  g_autofree char *tampered = NULL;
  g_autofree char *out_tampered = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *said = NULL;
  GPtrArray *history;
  const FfbChange *last;
  int status;

  fight_to_end (campaign);
  history = ffb_history_get (campaign);
  last = g_ptr_array_index (history, history->len - 1);
  kept = g_strdup_printf ("outcome=\"%s\" round=\"%u\"", last->block_battle->outcome,
                          last->block_battle->round);
  xml = ffb_xml_write_campaign (campaign);
  out = run_verify (dir, xml, &status);
  g_assert_cmpint (status, ==, 0);
  said = g_strdup_printf ("%u rounds of block battles, fought again from their records with "
                          "their orders and choices, roll their dice and end as kept (C2G)",
                          ffb_history_n_final (campaign));
  g_assert_nonnull (strstr (out, said));
  tampered = ffb_test_replace_once (xml, kept, "outcome=\"undecided\" round=\"3\"");
  out_tampered = run_verify (dir, tampered, &status);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out_tampered, "(block-battle, turn "));
  ffb_test_remove_temp_dir (dir);
}

/* A file whose kept battle is not a battle is refused with the line. */
static void
test_file_refuses_bad_battle (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GString) bad = NULL;

  fight_to_end (campaign);
  xml = ffb_xml_write_campaign (campaign);
  bad = g_string_new (xml);
  g_assert_cmpuint (g_string_replace (bad, "type=\"infantry\"", "type=\"zouaves\"", 1), ==, 1);
  again = ffb_xml_load_campaign (bad->str, bad->len, "tampered", &error);
  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "zouaves"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/blocks-campaign/" path, fn)
  ADD ("C2G-tie-chosen-after-dice", test_tie_chosen_after_dice);
  ADD ("C2G-choice-moves-no-die", test_choice_moves_no_die);
  ADD ("C2G-orders-each-round", test_orders_each_round);
  ADD ("C2G-round-final", test_round_final);
  ADD ("C2G-orders-from-phones", test_orders_from_phones);
  ADD ("C2G-under-way-in-file", test_under_way_in_file);
  ADD ("C2G-refused", test_refused);
  ADD ("C2G-refight-rounds", test_refight_rounds);
  ADD ("C2G-three-rounds", test_three_rounds);
  ADD ("C2F-file-refuses-bad-battle", test_file_refuses_bad_battle);
  ADD ("C2G-verify-history-cli", test_verify_history_cli);
  return g_test_run ();
}
