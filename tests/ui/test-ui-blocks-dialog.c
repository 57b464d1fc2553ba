/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-blocks-dialog.c: Block Battle (RULES.md C2F, "Fair dice") on the demo: the engine's
 * refusals shown at the row they concern and Fight waiting; a battle fought and kept in the
 * campaign's history, its outcome and its log shown round by round in the engine's sentences;
 * the owner's choice among equal blocks and the players' retreat orders, given in the dialog
 * before the fight; undo and redo
 * (fought again, the same dice). */
#include <string.h>
#include "ffb-blocks-dialog.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-xml.h"
#include "ffb-ui-test.h"

#define SEED_HEX "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

typedef struct
{
  FfbDocument *document;
  GtkWindow *parent;
  FfbBlocksDialog *dialog;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->document = ffb_ui_test_demo_document ();
  /* A fixed campaign seed: each test's dice are known, so a tie comes where it is tested. */
  g_assert_true (ffb_campaign_dice_set_seed (ffb_document_get_campaign (f->document), SEED_HEX,
                                             &error));
  f->parent = ffb_ui_test_window (gtk_label_new (""));
  f->dialog = ffb_blocks_dialog_new (f->parent, f->document);
  gtk_window_present (GTK_WINDOW (f->dialog));
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->dialog));
  gtk_window_destroy (f->parent);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
}

static GPtrArray *
history (Fixture *f)
{
  return ffb_history_get (ffb_document_get_campaign (f->document));
}

static const FfbChange *
last_change (Fixture *f)
{
  GPtrArray *changes = history (f);

  g_assert_cmpuint (changes->len, >, 0);
  return g_ptr_array_index (changes, changes->len - 1);
}

static void
fight (Fixture *f)
{
  gtk_widget_activate_action (GTK_WIDGET (f->dialog), "blocks.fight", NULL);
  ffb_ui_test_flush ();
}

/* An attacking battery of ten steps (A2: fires first, ten dice) against two defending
 * infantry blocks of three steps, equals, and a second attacker. */
static void
enter_tie (Fixture *f)
{
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "Parrott battery",
                               FFB_BLOCK_ARTILLERY, 10);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "1st Iowa", FFB_BLOCK_INFANTRY, 4);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "3rd Louisiana",
                               FFB_BLOCK_INFANTRY, 3);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "Missouri State Guard",
                               FFB_BLOCK_INFANTRY, 3);
}

/* The engine's refusals at their rows: no block on a side at the Blocks row, a block with more
 * steps than its full strength or without a name at its own row; Fight waits. */
static void
test_refusals (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  GtkWidget *row;
  guint gun;

  g_assert_nonnull (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "no attacking block"));
  /* The battle by the name in its row, not by the id the dialog gives it. */
  g_assert_null (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "block-battle"));
  row = ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Blocks");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   ffb_blocks_dialog_get_refusal (f->dialog));
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before);
  gun = ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "Parrott battery",
                                     FFB_BLOCK_ARTILLERY, 3);
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "no defending block"));
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "3rd Louisiana",
                               FFB_BLOCK_INFANTRY, 2);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  /* Its rating shown with its type, its steps in the row's subtitle. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ffb_blocks_dialog_get_row (f->dialog, gun))),
                   ==, "Artillery, A2, 3 of 3 steps");
  ffb_blocks_dialog_set_block (f->dialog, gun, 2, FALSE, FALSE);
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog),
                            "\"Parrott battery\" has 3 steps"));
  row = ffb_blocks_dialog_get_row (f->dialog, gun);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                   ffb_blocks_dialog_get_refusal (f->dialog));
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before);
  ffb_blocks_dialog_set_block (f->dialog, gun, 3, FALSE, FALSE);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  gtk_editable_set_text (GTK_EDITABLE (ffb_ui_test_find_row (row, "Name")), "");
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "needs a name"));
}

/* Fought and kept: one change of the history, its notes the log the dialog shows round by
 * round, the outcome the last of them; every control named for a screen reader. */
static void
test_fight_kept (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  g_autofree char *log = NULL;
  const FfbChange *change;
  const FfbNote *last;
  g_autofree char *outcome = NULL;

  enter_tie (f);
  ffb_blocks_dialog_set_fortress (f->dialog, TRUE, 2);
  g_assert_cmpstr (ffb_blocks_dialog_get_outcome (f->dialog), ==, "");
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  change = last_change (f);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_BLOCK_BATTLE);
  g_assert_true (g_str_has_suffix (change->stream, ".battle-1"));
  g_assert_nonnull (strstr (change->block_battle->battle, "fortress=\"true\""));
  last = g_ptr_array_index (change->notes, change->notes->len - 1);
  outcome = ffb_note_to_string (last);
  g_assert_cmpstr (ffb_blocks_dialog_get_outcome (f->dialog), ==, outcome);
  log = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_true (g_str_has_prefix (log, "C2F: round 1.\nC2F: Parrott battery (A2) fires 10 dice, "
                                        "hitting at or below 2.\nC2F: Parrott battery, die 1: "));
  /* Every note but the last is a line of the log, in order. */
  for (guint i = 0, from = 0; i + 1 < change->notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (change->notes, i));
      const char *at = strstr (log + from, line);

      g_assert_nonnull (at);
      from = at - log + strlen (line);
    }
  g_assert_true (ffb_document_get_modified (f->document));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog),
                                          "Loses a step first among equals"));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Battle reserve"));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Type and rating"));
}

static const char *
first_step_line (const char *log)
{
  const char *at = strstr (log, "C2F: the hit takes a step from ");

  g_assert_nonnull (at);
  return at;
}

/* C2F "owner's choice among equals": the battery's first hit falls on the first of the two
 * defenders of three steps in the battle; undone (nobody decided anything) and fought again
 * with the second switched to lose first (the same dice), it falls on him. That choice of the
 * owner's stands (issue 30 item 2, RULES.md "Fair dice"): undo stops before it and says so. */
static void
test_owner_choice (Fixture *f, gconstpointer data)
{
  g_autofree char *chosen = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *kept = NULL, *after = NULL;
  g_autoptr(GError) error = NULL;

  enter_tie (f);
  fight (f);
  plain = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_true (g_str_has_prefix (first_step_line (plain),
                                   "C2F: the hit takes a step from 3rd Louisiana, the owner's "
                                   "choice among the strongest (2 steps left)."));
  seed = g_strdup (last_change (f)->seed);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_blocks_dialog_set_block (f->dialog, 3, 3, FALSE, TRUE);
  fight (f);
  chosen = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
  g_assert_true (g_str_has_prefix (first_step_line (chosen),
                                   "C2F: the hit takes a step from Missouri State Guard, the "
                                   "owner's choice among the strongest (2 steps left)."));
  g_assert_cmpstr (g_ptr_array_index (last_change (f)->block_battle->preferred, 0), ==,
                   "defender-2");
  kept = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_false (ffb_document_undo (f->document, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_true (g_str_has_prefix (error->message, "Undo stops here: the owners' decisions in "
                                                   "the block battle"));
  after = ffb_xml_write_campaign (ffb_document_get_campaign (f->document));
  g_assert_cmpstr (after, ==, kept);
  g_assert_true (ffb_document_get_can_undo (f->document)); /* the step stays, refused again */
}

/* "Fair dice": undo takes the battle out of the history; redone, or fought again, it has the
 * same dice and log; a second battle of the turn has a stream of its own. */
static void
test_undo_same_dice (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  g_autofree char *first = NULL, *again = NULL, *seed = NULL;

  enter_tie (f);
  fight (f);
  first = ffb_blocks_dialog_get_log (f->dialog);
  seed = g_strdup (last_change (f)->seed);
  g_assert_true (ffb_document_undo (f->document, NULL));
  g_assert_cmpuint (history (f)->len, ==, before);
  g_assert_true (ffb_document_redo (f->document, NULL));
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
  g_assert_true (ffb_document_undo (f->document, NULL));
  fight (f);
  again = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_cmpstr (again, ==, first);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before + 2);
  g_assert_true (g_str_has_suffix (last_change (f)->stream, ".battle-2"));
  g_assert_cmpstr (last_change (f)->seed, !=, seed);
}

/* C2F "each unit fires or retreats", its player's order given before the battle: a battle
 * reserve ordered to retreat in round 1 is refused at its row (it neither fires nor retreats
 * then); ordered for round 2, it retreats then, and the order is kept with the battle. */
static void
test_retreat_order (Fixture *f, gconstpointer data)
{
  g_autofree char *log = NULL;
  GtkWidget *row;

  enter_tie (f);
  ffb_blocks_dialog_set_block (f->dialog, 1, 4, TRUE, FALSE);
  ffb_blocks_dialog_set_retreat (f->dialog, 1, 1);
  /* Named as the referee typed it, not by the id the dialog gives the row. */
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog),
                            "\"1st Iowa\" is a battle reserve"));
  row = ffb_blocks_dialog_get_row (f->dialog, 1);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_nonnull (ffb_ui_test_find_row (row, "Retreats instead of firing"));
  ffb_blocks_dialog_set_retreat (f->dialog, 1, 2);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  fight (f);
  log = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_nonnull (strstr (log, "C2F: 1st Iowa is a battle reserve: it neither fires nor takes "
                                 "hits in round 1."));
  g_assert_nonnull (strstr (log, "C2F: round 2.\n"));
  g_assert_nonnull (strstr (log, "C2F: 1st Iowa retreats instead of firing."));
  g_assert_nonnull (strstr (last_change (f)->block_battle->battle,
                            "<retreat round=\"2\" block=\"attacker-2\"/>"));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add ("/ui/blocks-dialog/C2F-refusals", Fixture, NULL, fixture_set_up, test_refusals,
              fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2F-fight-kept", Fixture, NULL, fixture_set_up,
              test_fight_kept, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2F-owner-choice", Fixture, NULL, fixture_set_up,
              test_owner_choice, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2F-retreat-order", Fixture, NULL, fixture_set_up,
              test_retreat_order, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2F-undo-same-dice", Fixture, NULL, fixture_set_up,
              test_undo_same_dice, fixture_tear_down);
  return g_test_run ();
}
