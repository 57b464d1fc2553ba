/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-blocks-campaign.c: a block battle of seed 000 (C2F) fought in the campaign and kept in
 * its history ("Fair dice"; ffb-blocks-campaign.h): the change and its log, the campaign's
 * dice for "block battle N of turn T", undo and fight again with the same dice, the owners'
 * choice among equal blocks, the file, and the refight of verify --history. */
#include <string.h>
#include <glib.h>
#include "ffb-blocks-campaign.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-test-files.h"
#include "ffb-xml.h"
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

static const FfbChange *
fight_in (FfbCampaign *campaign, const char *const *preferred, FfbBlockBattle **fought)
{
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(GError) error = NULL;
  const FfbChange *change = ffb_blocks_fight_in_campaign (campaign, battle, preferred, NULL,
                                                          fought, &error);

  g_assert_no_error (error);
  g_assert_nonnull (change);
  return change;
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

/* C2F kept in the history: one change of its kind in this turn, on the campaign's stream
 * "blocks.turn-T.battle-1" from the committed seed; one note naming C2F per sentence of the
 * log, in order; every die kept; the battle before the fight and its outcome recorded. */
static void
test_kept (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbHistoryCheck check = { 0 };
  int turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  guint before = ffb_history_get (campaign)->len;
  g_autofree char *stream = ffb_blocks_campaign_stream (1, turn);
  const FfbChange *change = fight_in (campaign, NULL, &fought);
  guint dice = 0;

  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, before + 1);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_BLOCK_BATTLE);
  g_assert_cmpint (change->turn, ==, turn);
  g_assert_cmpstr (change->stream, ==, stream);
  g_assert_true (g_str_has_prefix (stream, "blocks.turn-"));
  g_assert_true (g_str_has_suffix (stream, ".battle-1"));
  g_assert_cmpstr (change->campaign_commitment, ==, ffb_campaign_dice_commitment (campaign));
  g_assert_nonnull (change->before);
  g_assert_nonnull (change->seed);
  g_assert_cmpuint (change->notes->len, ==, fought->log->len);
  for (guint i = 0; i < fought->log->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);
      g_autofree char *sentence = ffb_blocks_event_sentence (fought,
                                                             g_ptr_array_index (fought->log, i));
      g_autofree char *line = ffb_note_to_string (note);

      g_assert_cmpstr (note->rule, ==, "C2F");
      g_assert_cmpstr (line, ==, sentence);
      dice += ((const FfbBlocksEvent *) g_ptr_array_index (fought->log, i))->kind
              == FFB_BLOCKS_DIE_ROLLED;
    }
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->text, ==, "round 1.");
  g_assert_cmpuint (change->rolls->len, ==, dice);
  g_assert_cmpuint (dice, >, 0);
  g_assert_nonnull (change->block_battle);
  g_assert_nonnull (strstr (change->block_battle->battle, "Missouri State Guard"));
  g_assert_cmpstr (change->block_battle->outcome, ==,
                   ffb_blocks_outcome_to_string (fought->outcome));
  g_assert_cmpint (fought->outcome, !=, FFB_BLOCKS_UNDECIDED);
  problems = ffb_history_verify (campaign, &check);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (check.derived_keys, >=, 1);
}

static char *
faces_of (const FfbChange *change)
{
  GString *faces = g_string_new (NULL);

  for (guint i = 0; i < change->rolls->len; i++)
    g_string_append_printf (faces, "%d", g_array_index (change->rolls, FfbRoll, i).raw);
  return g_string_free (faces, FALSE);
}

/* Undo and fight again: the same stream, the same dice, the same log; a second battle in the
 * turn is battle 2, another stream. Redo is fighting again: there is no other way back. */
static void
test_undo_same_dice (void)
{
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbBlockBattle) first = NULL;
  g_autoptr(FfbBlockBattle) again = NULL;
  FfbChange *undone = NULL;
  const FfbChange *change = fight_in (campaign, NULL, &first);
  g_autofree char *stream = g_strdup (change->stream);
  g_autofree char *faces = faces_of (change);
  g_autofree char *faces_again = NULL;

  g_assert_true (ffb_xml_undo_last_change (campaign, &undone, &error));
  g_assert_no_error (error);
  g_assert_cmpint (undone->kind, ==, FFB_CHANGE_BLOCK_BATTLE);
  ffb_change_free (undone);
  change = fight_in (campaign, NULL, &again);
  faces_again = faces_of (change);
  g_assert_cmpstr (change->stream, ==, stream);
  g_assert_cmpstr (faces_again, ==, faces);
  g_assert_true (ffb_blocks_equal (first, again));
  g_assert_true (g_str_has_suffix (fight_in (campaign, NULL, NULL)->stream, ".battle-2"));
}

/* C2F "owner's choice among equals": the first hit falls on two defenders of three steps;
 * with no choice the first of them in the battle takes it, with the owner's choice of d2, d2
 * does, and the choice is kept with the change. */
static void
test_tie_owner_choice (void)
{
  const char *const prefer_d2[] = { "d2", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbCampaign) other = seeded_demo ();
  g_autoptr(FfbBlockBattle) plain = NULL;
  g_autoptr(FfbBlockBattle) chosen = NULL;
  const FfbBlocksEvent *step;
  const FfbChange *change;

  fight_in (campaign, NULL, &plain);
  step = first_event (plain, FFB_BLOCKS_STEP_LOST);
  g_assert_cmpstr (step->block, ==, "a1");
  g_assert_cmpuint (step->tied, ==, 2);
  g_assert_cmpstr (step->target, ==, "d1");
  change = fight_in (other, prefer_d2, &chosen);
  step = first_event (chosen, FFB_BLOCKS_STEP_LOST);
  g_assert_cmpuint (step->tied, ==, 2);
  g_assert_cmpstr (step->target, ==, "d2");
  g_assert_nonnull (strstr (((FfbNote *) g_ptr_array_index (change->notes,
                                                          first_index (chosen,
                                                                       FFB_BLOCKS_STEP_LOST)))->text,
                            "Missouri State Guard, the owner's choice among the strongest"));
  g_assert_cmpuint (change->block_battle->preferred->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (change->block_battle->preferred, 0), ==, "d2");
}

/* Refused: a battle that ffb_blocks_check refuses, a choice of a block not in it; nothing is
 * kept. */
static void
test_refused (void)
{
  const char *const stranger[] = { "z9", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbBlockBattle) battle = tie_battle ();
  g_autoptr(FfbBlockBattle) lone = ffb_blocks_new ("lone", "Lone");
  g_autoptr(GError) error = NULL;
  guint before = ffb_history_get (campaign)->len;

  g_assert_null (ffb_blocks_fight_in_campaign (campaign, battle, stranger, NULL, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "\"z9\""));
  g_clear_error (&error);
  ffb_blocks_add (lone, "a1", "Alone", FFB_BLOCK_CAVALRY, FFB_BLOCK_ATTACKER, 2);
  g_assert_null (ffb_blocks_fight_in_campaign (campaign, lone, NULL, NULL, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
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
  g_assert_true (ffb_blocks_check_block (battle, 1, NULL));
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, before);
}

/* The change goes to the campaign file and comes back; fought again from what the file keeps,
 * it rolls the same dice and ends the same way; a tampered die is named. */
static void
test_file_and_refight (void)
{
  const char *const prefer_d2[] = { "d2", NULL };
  g_autoptr(FfbCampaign) campaign = seeded_demo ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(FfbBlockBattle) refought = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  const FfbChange *change;
  FfbChange *read;
  GPtrArray *history;

  change = fight_in (campaign, prefer_d2, &fought);
  xml = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (xml, strlen (xml), "written", &error);
  g_assert_no_error (error);
  history = ffb_history_get (again);
  read = g_ptr_array_index (history, history->len - 1);
  g_assert_cmpint (read->kind, ==, FFB_CHANGE_BLOCK_BATTLE);
  g_assert_cmpuint (read->notes->len, ==, change->notes->len);
  g_assert_cmpstr (read->block_battle->battle, ==, change->block_battle->battle);
  g_assert_cmpstr (read->block_battle->outcome, ==, change->block_battle->outcome);
  g_assert_cmpstr (g_ptr_array_index (read->block_battle->preferred, 0), ==, "d2");
  refought = ffb_blocks_campaign_refight (read, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_blocks_equal (refought, fought));
  g_clear_pointer (&refought, ffb_blocks_free);
  g_array_index (read->rolls, FfbRoll, 0).raw = g_array_index (read->rolls, FfbRoll, 0).raw % 6
                                                + 1;
  g_assert_null (ffb_blocks_campaign_refight (read, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "die 1"));
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

/* `verify --history` fights the kept battle again: the referee's file passes and says so; a
 * file whose kept outcome was changed (its dice untouched) is named, exit 1. */
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
  const char *outcome;
  int status;

  outcome = fight_in (campaign, NULL, NULL)->block_battle->outcome;
  kept = g_strdup_printf ("outcome=\"%s\"", outcome);
  xml = ffb_xml_write_campaign (campaign);
  out = run_verify (dir, xml, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "1 block battle, fought again from its record, rolls its dice "
                                 "and ends as kept (C2F)"));
  tampered = ffb_test_replace_once (xml, kept, g_str_equal (outcome, "attacker-wins")
                                                 ? "outcome=\"defender-wins\""
                                                 : "outcome=\"attacker-wins\"");
  out_tampered = run_verify (dir, tampered, &status);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out_tampered, "(block-battle, turn "));
  g_assert_nonnull (strstr (out_tampered, "fought again, the block battle ends"));
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

  fight_in (campaign, NULL, NULL);
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
  ADD ("C2F-kept-in-history", test_kept);
  ADD ("C2F-undo-same-dice", test_undo_same_dice);
  ADD ("C2F-tie-owner-choice", test_tie_owner_choice);
  ADD ("C2F-refused", test_refused);
  ADD ("C2F-file-and-refight", test_file_and_refight);
  ADD ("C2F-file-refuses-bad-battle", test_file_refuses_bad_battle);
  ADD ("C2F-verify-history-cli", test_verify_history_cli);
  return g_test_run ();
}
