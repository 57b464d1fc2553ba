/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-blocks-dialog.c: Block Battle (RULES.md C2F, C2G, "Fair dice") on the demo: the
 * engine's refusals shown at the row they concern and Fight Round waiting; a battle fought
 * round by round, each round kept in the campaign's history and shown with its dice; a round
 * stopped where a hit falls on equals until their owner's button chooses; a retreat ordered
 * after round 1; undo refused for a round fought or begun; the battle under way shown again
 * when the dialog opens anew. */
#include <string.h>
#include "ffb-blocks-dialog.h"
#include "ffb-blocks-campaign.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-night.h"
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

/* Four blocks of four steps and more, two a side: any first hit falls on two equals, so round 1
 * stops for their owner's choice. */
static void
enter_tie (Fixture *f)
{
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "Parrott battery",
                               FFB_BLOCK_ARTILLERY, 4);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "1st Iowa", FFB_BLOCK_INFANTRY, 4);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "3rd Louisiana",
                               FFB_BLOCK_INFANTRY, 5);
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "Missouri State Guard",
                               FFB_BLOCK_INFANTRY, 5);
}

/* The first widget of `type` under `root`, depth first. */
static GtkWidget *
first_of_type (GtkWidget *root, GType type)
{
  if (root == NULL || G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button labelled `label` under `root`. */
static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether Fight Round can be pressed (its action enabled). */
static gboolean
fight_enabled (Fixture *f)
{
  GtkWidget *button = find_button (GTK_WIDGET (f->dialog), "_Fight Round");

  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

/* Each tie of the round shown goes to the first of its blocks, until the round is fought. */
static void
choose_first_until_fought (Fixture *f)
{
  const char *const *tie;

  while ((tie = ffb_blocks_dialog_get_tie (f->dialog)) != NULL)
    {
      g_autofree char *pick = g_strdup (tie[0]);

      g_assert_true (ffb_blocks_dialog_choose (f->dialog, pick));
      ffb_ui_test_flush ();
    }
}

/* The engine's refusals at their rows (but none before the first block is added): no block on a
 * side at the Blocks row, a block with more
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
  /* Nothing entered yet is no mistake (issue 35, item 9): the row says what to do. */
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "None yet: add each side's blocks below");
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before);
  gun = ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_ATTACKER, "Parrott battery",
                                     FFB_BLOCK_ARTILLERY, 3);
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "no defending block"));
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   ffb_blocks_dialog_get_refusal (f->dialog));
  ffb_blocks_dialog_add_block (f->dialog, FFB_BLOCK_DEFENDER, "3rd Louisiana",
                               FFB_BLOCK_INFANTRY, 2);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  /* Its rating shown with its type, its steps in the row's subtitle. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ffb_blocks_dialog_get_row (f->dialog, gun))),
                   ==, "Artillery, A2, 3 of 3 steps");
  ffb_blocks_dialog_set_block (f->dialog, gun, 2, FALSE);
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog),
                            "\"Parrott battery\" has 3 steps"));
  row = ffb_blocks_dialog_get_row (f->dialog, gun);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                   ffb_blocks_dialog_get_refusal (f->dialog));
  fight (f);
  g_assert_cmpuint (history (f)->len, ==, before);
  ffb_blocks_dialog_set_block (f->dialog, gun, 3, FALSE);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  g_assert_false (gtk_widget_has_css_class (row, "error"));
  gtk_editable_set_text (GTK_EDITABLE (ffb_ui_test_find_row (row, "Name")), "");
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog), "needs a name"));
}

/* C2G: Fight Round fights round 1 up to its first hit, which falls on equals: the dice so far
 * shown, their owner's buttons, nothing in the history yet, Fight Round waiting and the setup
 * locked; the owner's button goes on with the round: its step taken from the block chosen, the
 * round fought and kept, final, its log the dialog's; every control named for a screen reader. */
static void
test_round_and_choice (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  const char *const *tie;
  g_autofree char *waiting = NULL;
  g_autofree char *log = NULL;
  g_autofree char *chosen = NULL;
  g_autofree char *target = NULL;
  const FfbChange *change;
  const FfbBlock *block;
  GtkWidget *button;

  enter_tie (f);
  ffb_blocks_dialog_set_fortress (f->dialog, TRUE, 1);
  g_assert_cmpstr (ffb_blocks_dialog_get_outcome (f->dialog), ==, "");
  fight (f);
  tie = ffb_blocks_dialog_get_tie (f->dialog);
  g_assert_nonnull (tie);
  g_assert_cmpuint (g_strv_length ((char **) tie), ==, 2);
  g_assert_cmpuint (history (f)->len, ==, before);
  waiting = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_true (g_str_has_prefix (waiting, "C2F: round 1.\n"));
  g_assert_nonnull (strstr (waiting, ", a hit (roll "));
  g_assert_false (fight_enabled (f));
  g_assert_false (gtk_widget_is_sensitive (ffb_ui_test_find_row (GTK_WIDGET (f->dialog),
                                                                 "F_ortress")));
  /* One button a tied block, by its name. */
  block = ffb_blocks_find (ffb_blocks_dialog_get_battle (f->dialog), tie[1]);
  target = g_strdup_printf ("%s Takes the Step", block->name);
  button = find_button (GTK_WIDGET (f->dialog), target);
  g_assert_nonnull (button);
  chosen = g_strdup_printf ("the hit takes a step from %s, the owner's choice among the "
                            "strongest", block->name);
  g_assert_true (ffb_blocks_dialog_choose (f->dialog, tie[1]));
  ffb_ui_test_flush ();
  log = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_nonnull (strstr (log, chosen));
  g_assert_true (g_str_has_prefix (log, waiting));
  choose_first_until_fought (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  change = last_change (f);
  g_assert_true (ffb_change_is_final (change));
  g_assert_cmpuint (change->block_battle->round, ==, 1);
  g_assert_true (g_str_has_suffix (change->stream, ".battle-1.round-1"));
  g_assert_nonnull (strstr (change->block_battle->battle, "fortress=\"true\""));
  g_free (log);
  log = ffb_blocks_dialog_get_log (f->dialog);
  for (guint i = 1, from = 0; i < change->notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (change->notes, i));
      const char *at = strstr (log + from, line);

      if (g_str_has_prefix (line, "C2F: the battle ends"))
        continue;
      g_assert_nonnull (at);
      from = at - log + strlen (line);
    }
  g_assert_true (ffb_document_get_modified (f->document));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Retreats next round"));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Battle reserve"));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Type and rating"));
  g_assert_null (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Loses a step first among equals"));
}

/* C2G: orders before each round, knowing the one before: after round 1, 1st Iowa's switch
 * orders it to retreat in round 2, and it does; the round shown is round 2 alone; a reserve
 * ordered to retreat in round 1 is refused at its row (it neither fires nor retreats then). */
static void
test_retreat_after_round_1 (Fixture *f, gconstpointer data)
{
  g_autofree char *log = NULL;
  GtkWidget *row;

  enter_tie (f);
  ffb_blocks_dialog_set_block (f->dialog, 1, 4, TRUE);
  ffb_blocks_dialog_set_retreat (f->dialog, 1, TRUE);
  g_assert_nonnull (strstr (ffb_blocks_dialog_get_refusal (f->dialog),
                            "\"1st Iowa\" is a battle reserve"));
  row = ffb_blocks_dialog_get_row (f->dialog, 1);
  g_assert_true (gtk_widget_has_css_class (row, "error"));
  ffb_blocks_dialog_set_retreat (f->dialog, 1, FALSE);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  fight (f);
  choose_first_until_fought (f);
  g_assert_cmpint (ffb_blocks_dialog_get_battle (f->dialog)->outcome, ==, FFB_BLOCKS_UNDECIDED);
  ffb_blocks_dialog_set_retreat (f->dialog, 1, TRUE);
  g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
  fight (f);
  choose_first_until_fought (f);
  log = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_true (g_str_has_prefix (log, "C2F: round 2.\n"));
  g_assert_null (strstr (log, "C2F: round 1."));
  g_assert_nonnull (strstr (log, "C2F: 1st Iowa retreats instead of firing."));
  g_assert_cmpuint (last_change (f)->block_battle->round, ==, 2);
  g_assert_nonnull (strstr (last_change (f)->block_battle->battle,
                            "<retreat round=\"2\" block=\"attacker-2\"/>"));
  /* Gone, it takes no more orders. */
  g_assert_false (gtk_widget_get_sensitive (first_of_type (ffb_ui_test_find_row (row, "Retreats "
                                                                                "next round"),
                                                           GTK_TYPE_SWITCH)));
}

static gboolean
confederate_orders (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  return ffb_blocks_campaign_give_orders (campaign, FFB_SIDE_CONFEDERATE, data, error);
}

static GtkSwitch *
retreat_switch (Fixture *f, guint index)
{
  return GTK_SWITCH (first_of_type (ffb_ui_test_find_row (ffb_blocks_dialog_get_row (f->dialog,
                                                                                      index),
                                                          "Retreats next round"),
                                    GTK_TYPE_SWITCH));
}

/* C2G at a table of phones: the referee says the Union attacks; after round 1 the Confederate
 * orders 3rd Louisiana to retreat from his phone (the engine's edit, made on the document as
 * the phones' server makes it): the open dialog shows the order on that block's switch, which
 * the referee can no longer change, while the Union's switches stay his; Fight Round fights
 * round 2 with it. */
static void
test_orders_from_a_phone (Fixture *f, gconstpointer data)
{
  const char *const louisiana[] = { "defender-1", NULL };
  GObject *attacker = gtk_widget_get_template_child (GTK_WIDGET (f->dialog),
                                                     FFB_TYPE_BLOCKS_DIALOG, "attacker_row");
  g_autoptr(GError) error = NULL;
  g_autofree char *log = NULL;

  enter_tie (f);
  adw_combo_row_set_selected (ADW_COMBO_ROW (attacker), 1);
  fight (f);
  choose_first_until_fought (f);
  g_assert_cmpint (ffb_blocks_dialog_get_battle (f->dialog)->attacker_player, ==,
                   FFB_SIDE_UNION);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (retreat_switch (f, 2))));
  g_assert_true (ffb_night_run_campaign (f->document, confederate_orders, (gpointer) louisiana,
                                         &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (gtk_switch_get_active (retreat_switch (f, 2)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (retreat_switch (f, 2))));
  g_assert_false (gtk_switch_get_active (retreat_switch (f, 3)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (retreat_switch (f, 3))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (retreat_switch (f, 0))));
  fight (f);
  choose_first_until_fought (f);
  log = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_true (g_str_has_prefix (log, "C2F: round 2.\n"));
  g_assert_nonnull (strstr (log, "C2F: 3rd Louisiana retreats instead of firing."));
}

/* C2G: a round begun or fought is final: the document's undo refuses it with the engine's one
 * sentence and changes nothing. */
static void
test_undo_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  guint before = history (f)->len;

  enter_tie (f);
  fight (f);
  g_assert_nonnull (ffb_blocks_dialog_get_tie (f->dialog));
  g_assert_false (ffb_document_undo (f->document, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "C2G: a round of a block battle once fought or "
                                            "begun is final"));
  g_clear_error (&error);
  choose_first_until_fought (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_false (ffb_document_undo (f->document, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_nonnull (ffb_document_get_campaign (f->document)->blocks_battle);
}

/* C2G: the battle is kept in the campaign between its rounds: a dialog opened anew shows it,
 * locked, its blocks at their steps, a round waiting with its tie; three rounds and the battle
 * ends, its outcome shown, Fight Round done. */
static void
test_reopened_to_the_end (Fixture *f, gconstpointer data)
{
  const FfbBlockBattle *battle;
  g_autofree char *waiting = NULL;
  g_autofree char *shown = NULL;

  enter_tie (f);
  fight (f);
  waiting = ffb_blocks_dialog_get_log (f->dialog);
  gtk_window_destroy (GTK_WINDOW (f->dialog));
  f->dialog = ffb_blocks_dialog_new (f->parent, f->document);
  gtk_window_present (GTK_WINDOW (f->dialog));
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_blocks_dialog_get_tie (f->dialog));
  shown = ffb_blocks_dialog_get_log (f->dialog);
  g_assert_cmpstr (shown, ==, waiting);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ffb_blocks_dialog_get_row (f->dialog, 3))),
                   ==, "Missouri State Guard");
  g_assert_false (gtk_widget_is_sensitive (ffb_ui_test_find_row (GTK_WIDGET (f->dialog),
                                                                 "F_ortress")));
  for (guint r = 0; r < 3 && (battle = ffb_blocks_dialog_get_battle (f->dialog)) != NULL
                    && battle->outcome == FFB_BLOCKS_UNDECIDED; r++)
    {
      if (ffb_blocks_dialog_get_tie (f->dialog) == NULL)
        fight (f);
      /* A round waiting for a choice, the last included, is no refusal. */
      g_assert_null (ffb_blocks_dialog_get_refusal (f->dialog));
      choose_first_until_fought (f);
    }
  battle = ffb_blocks_dialog_get_battle (f->dialog);
  g_assert_cmpint (battle->outcome, !=, FFB_BLOCKS_UNDECIDED);
  g_assert_cmpstr (ffb_blocks_dialog_get_outcome (f->dialog), !=, "");
  g_assert_true (g_str_has_prefix (ffb_blocks_dialog_get_outcome (f->dialog),
                                   "C2F: the battle ends"));
  g_assert_false (fight_enabled (f));
  g_assert_null (ffb_document_get_campaign (f->document)->blocks_battle);
}

/* Issue 32 item 5: each Remove Block button takes out its own block (the one its action
 * names), not another, and the others keep their order. */
static void
test_remove_block (Fixture *f, gconstpointer data)
{
  GtkWidget *button;

  enter_tie (f);
  button = find_button (ffb_blocks_dialog_get_row (f->dialog, 1), "_Remove Block");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     ffb_blocks_dialog_get_row (f->dialog, 0))), ==, "Parrott battery");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     ffb_blocks_dialog_get_row (f->dialog, 1))), ==, "3rd Louisiana");
  button = find_button (ffb_blocks_dialog_get_row (f->dialog, 2), "_Remove Block");
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     ffb_blocks_dialog_get_row (f->dialog, 1))), ==, "3rd Louisiana");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     ffb_blocks_dialog_get_row (f->dialog, 0))), ==, "Parrott battery");
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add ("/ui/blocks-dialog/C2F-refusals", Fixture, NULL, fixture_set_up, test_refusals,
              fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2G-round-and-choice", Fixture, NULL, fixture_set_up,
              test_round_and_choice, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2G-retreat-after-round-1", Fixture, NULL, fixture_set_up,
              test_retreat_after_round_1, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2G-undo-refused", Fixture, NULL, fixture_set_up,
              test_undo_refused, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2G-reopened-to-the-end", Fixture, NULL, fixture_set_up,
              test_reopened_to_the_end, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/C2G-orders-from-a-phone", Fixture, NULL, fixture_set_up,
              test_orders_from_a_phone, fixture_tear_down);
  g_test_add ("/ui/blocks-dialog/remove-block", Fixture, NULL, fixture_set_up,
              test_remove_block, fixture_tear_down);
  return g_test_run ();
}
