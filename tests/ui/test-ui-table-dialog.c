/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-table-dialog.c: Roll on a Table (RULES.md T, "Fair dice") on the demo: every
 * built-in table offered in a group of its file, a roll kept in the campaign's history with
 * the engine's sentence, its modifiers named with their values (a typed one with the value
 * typed), the engine's refusal of two modifiers of one group, undo (the roll undone and
 * made again, or redone, has the same dice; the next roll has a stream of its own), and a
 * referee's own tables file opened, or refused with its file and line and nothing lost. */
#include <string.h>
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-table-dialog.h"
#include "ffb-tables.h"
#include "ffb-ui-test.h"
#include "ffb-xml-tables.h"

typedef struct
{
  FfbDocument *document;
  GtkWindow *parent;
  FfbTableDialog *dialog;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->document = ffb_ui_test_demo_document ();
  f->parent = ffb_ui_test_window (gtk_label_new (""));
  f->dialog = ffb_table_dialog_new (f->parent, f->document);
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
roll (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->dialog), "table.roll", NULL));
  ffb_ui_test_flush ();
}

static gboolean
is_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

/* Every built-in table has its row, under a group titled by its file. */
static void
test_tables_offered (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbTables) all = ffb_tables_new_all_built_in ();
  const char *const *ids = ffb_tables_built_in_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FfbTables) file = ffb_tables_new_built_in (ids[i], NULL);

      g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), file->name));
    }
  g_assert_cmpuint (all->tables->len, >=, 7);
  for (guint i = 0; i < all->tables->len; i++)
    {
      const FfbTable *table = g_ptr_array_index (all->tables, i);

      g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), table->name));
      g_assert_true (ffb_table_dialog_select_table (f->dialog, table->id));
    }
  g_assert_false (ffb_table_dialog_select_table (f->dialog, "no-such-table"));
  /* The last picked, the charge resolution, is rolled for both sides at once (T). */
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Charging side"));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Charged side"));
}

static GtkCheckButton *
table_box (Fixture *f, const char *name)
{
  GtkWidget *row = ffb_ui_test_find_row (GTK_WIDGET (f->dialog), name);

  g_assert_nonnull (row);
  return GTK_CHECK_BUTTON (ffb_ui_test_find (row, is_type,
                                             GSIZE_TO_POINTER (GTK_TYPE_CHECK_BUTTON)));
}

/* One table is picked at a time: ticking another clears the first, and the picked one's box
 * cannot be cleared (each box is a Tab stop of its own, no radio group). */
static void
test_one_table_picked (Fixture *f, gconstpointer data)
{
  GtkCheckButton *militia = table_box (f, "Militia"), *siege = table_box (f, "Siege");

  g_assert_true (gtk_check_button_get_active (militia));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (siege)));
  gtk_check_button_set_active (siege, TRUE);
  g_assert_false (gtk_check_button_get_active (militia));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Modifiers of Siege"));
  gtk_check_button_set_active (siege, FALSE);
  g_assert_true (gtk_check_button_get_active (siege));
  g_assert_false (gtk_check_button_get_active (militia));
  /* Nothing is rolled by looking. */
  g_assert_cmpstr (ffb_table_dialog_get_sentence (f->dialog), ==, "");
  g_assert_nonnull (ffb_ui_test_find (GTK_WIDGET (f->dialog), is_type,
                                      GSIZE_TO_POINTER (GTK_TYPE_CHECK_BUTTON)));
}

/* The roll is the engine's, kept in the history: the dialog shows the sentence the change
 * keeps, the dice, the modifier with its value, the total and the band. */
static void
test_roll_kept (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  const FfbChange *change;
  const char *details;

  g_assert_true (ffb_table_dialog_select_table (f->dialog, "activation"));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "general-within-6", TRUE, 0));
  g_assert_null (ffb_table_dialog_get_refusal (f->dialog));
  roll (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  change = last_change (f);
  g_assert_cmpint (change->kind, ==, FFB_CHANGE_TABLE_ROLL);
  g_assert_true (g_str_has_prefix (change->stream, "tables.turn-"));
  g_assert_true (g_str_has_suffix (change->stream, ".activation-1"));
  g_assert_cmpstr (((FfbNote *) g_ptr_array_index (change->notes, 0))->text, ==,
                   ffb_table_dialog_get_sentence (f->dialog));
  g_assert_true (g_str_has_prefix (ffb_table_dialog_get_sentence (f->dialog), "Activation: 1d6 rolled "));
  g_assert_nonnull (strstr (ffb_table_dialog_get_sentence (f->dialog), ", General within 6\" +1"));
  details = ffb_table_dialog_get_details (f->dialog);
  g_assert_true (g_str_has_prefix (details, "Dice (1d6): "));
  g_assert_nonnull (strstr (details, "\nGeneral within 6\": +1\nTotal: "));
  g_assert_nonnull (strstr (details, "\nResult ("));
  g_assert_true (ffb_document_get_modified (f->document));
}

/* A typed modifier's value is what the roll adds, named with what was typed. */
static void
test_typed_value (Fixture *f, gconstpointer data)
{
  g_assert_true (ffb_table_dialog_select_table (f->dialog, "militia"));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "leader-administrative", TRUE, -2));
  g_assert_false (ffb_table_dialog_tick (f->dialog, "general-within-6", TRUE, 0));
  roll (f);
  g_assert_nonnull (strstr (ffb_table_dialog_get_details (f->dialog),
                            "\nLeader's administrative value (-2): +2\nTotal: "));
  g_assert_nonnull (strstr (ffb_table_dialog_get_sentence (f->dialog),
                            ", Leader's administrative value +2"));
}

static gboolean
button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)),
                                              label) == 0;
}

/* T: the charge resolution decides. Both sides at once, a unit each to start and one more
 * added to the charged side, each with its own modifiers; the roll names the outcome (a
 * retreat, a rout with its stragglers rolled, or both standing), kept in the campaign's
 * history unit by unit, where verify works it out again. */
static void
test_charge_both_sides (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) problems = NULL;
  FfbHistoryCheck check = { 0 };
  FfbCampaign *campaign = ffb_document_get_campaign (f->document);
  const FfbChange *change;
  const char *sentence;

  g_assert_true (ffb_table_dialog_select_table (f->dialog, "charge"));
  g_assert_true (ffb_table_dialog_tick_unit (f->dialog, 0, "hits-inflicted", TRUE, 3));
  /* The charged side's own Add a Unit (its side the action's target: issue 32 item 5). */
  g_signal_emit_by_name (ffb_ui_test_find (GTK_WIDGET (f->dialog), button_labelled,
                                           "Add a U_nit"), "clicked");
  g_assert_true (ffb_table_dialog_tick_unit (f->dialog, 2, "shaken-or-poor", TRUE, 0));
  g_assert_false (ffb_table_dialog_tick_unit (f->dialog, 3, "shaken-or-poor", TRUE, 0));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Add a Unit"));
  roll (f);
  sentence = ffb_table_dialog_get_sentence (f->dialog);
  g_assert_true (g_str_has_prefix (sentence, "Charge resolution, 1d6 a unit: Charging side: "));
  g_assert_nonnull (strstr (sentence, "Hits inflicted on the enemy +3"));
  g_assert_nonnull (strstr (sentence, "Shaken or Poor -1"));
  g_assert_true (strstr (sentence, "retreats a half move in disorder.") != NULL
                 || strstr (sentence, "routs a full move in disorder") != NULL
                 || strstr (sentence, "both sides stand") != NULL);
  g_assert_nonnull (strstr (ffb_table_dialog_get_details (f->dialog),
                            "Unit 3 (Charged side): dice "));
  change = g_ptr_array_index (ffb_history_get (campaign), ffb_history_get (campaign)->len - 1);
  g_assert_cmpuint (change->table_roll->units->len, ==, 3);
  problems = ffb_history_verify_tables (campaign, NULL, &check);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* Two of one group: the engine refuses, the dialog shows why and Roll waits. */
static void
test_refusal (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;

  g_assert_true (ffb_table_dialog_select_table (f->dialog, "militia"));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1862", TRUE, 0));
  g_assert_null (ffb_table_dialog_get_refusal (f->dialog));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1863", TRUE, 0));
  g_assert_nonnull (ffb_table_dialog_get_refusal (f->dialog));
  /* The engine's sentence, naming the table and both modifiers. */
  g_assert_nonnull (strstr (ffb_table_dialog_get_refusal (f->dialog),
                            "\"union-1863\" and \"union-1862\" of the table militia"));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog),
                                            ffb_table_dialog_get_refusal (f->dialog)));
  gtk_widget_activate_action (GTK_WIDGET (f->dialog), "table.roll", NULL);
  ffb_ui_test_flush ();
  g_assert_cmpuint (history (f)->len, ==, before);
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1863", FALSE, 0));
  g_assert_null (ffb_table_dialog_get_refusal (f->dialog));
  roll (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
}

/* "Fair dice": undo takes the roll out of the history; made again, or redone, it has the
 * same dice and sentence; the next roll on that table is roll 2, on its own stream. */
static void
test_undo_same_dice (Fixture *f, gconstpointer data)
{
  guint before = history (f)->len;
  g_autofree char *first = NULL, *seed = NULL;

  g_assert_true (ffb_table_dialog_select_table (f->dialog, "attrition"));
  roll (f);
  first = g_strdup (ffb_table_dialog_get_sentence (f->dialog));
  seed = g_strdup (last_change (f)->seed);
  g_assert_true (ffb_document_undo (f->document, NULL));
  g_assert_cmpuint (history (f)->len, ==, before);
  g_assert_true (ffb_document_redo (f->document, NULL));
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
  g_assert_true (ffb_document_undo (f->document, NULL));
  roll (f);
  g_assert_cmpuint (history (f)->len, ==, before + 1);
  g_assert_cmpstr (ffb_table_dialog_get_sentence (f->dialog), ==, first);
  g_assert_cmpstr (last_change (f)->seed, ==, seed);
  roll (f);
  g_assert_cmpuint (history (f)->len, ==, before + 2);
  g_assert_true (g_str_has_suffix (last_change (f)->stream, ".attrition-2"));
  g_assert_cmpstr (last_change (f)->seed, !=, seed);
}

static GFile *
test_file (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "tests", "files",
                                            "tables", name, NULL);

  return g_file_new_for_path (path);
}

/* Open Tables File…: a referee's own table comes in a group of its own, and rolls like the
 * others, its record naming it. */
static void
test_own_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) file = test_file ("good/own.xml");
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_table_dialog_select_table (f->dialog, "straggling"));
  g_assert_true (ffb_table_dialog_open_file (f->dialog, file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Our club's tables"));
  g_assert_nonnull (ffb_ui_test_find_row (GTK_WIDGET (f->dialog), "Straggling"));
  /* The table picked before stays picked, its modifiers shown. */
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Modifiers of Militia"));
  g_assert_true (ffb_table_dialog_select_table (f->dialog, "straggling"));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "snow", TRUE, 0));
  roll (f);
  g_assert_true (g_str_has_prefix (ffb_table_dialog_get_sentence (f->dialog),
                                   "Straggling: 2d6 rolled "));
  g_assert_cmpstr (last_change (f)->table_roll->table_id, ==, "straggling");
  g_assert_true (g_str_has_suffix (last_change (f)->stream, ".straggling-1"));
}

/* A bad file, or one whose table ids are listed already, is refused with the file (and the
 * line) named; the dialog keeps what it had: its tables, the table picked, the modifiers
 * ticked and the last roll. */
static void
test_own_file_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) bad = test_file ("bad/band-gap.xml");
  g_autoptr(GFile) good = test_file ("good/own.xml");
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;

  g_assert_true (ffb_table_dialog_select_table (f->dialog, "militia"));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1862", TRUE, 0));
  roll (f);
  sentence = g_strdup (ffb_table_dialog_get_sentence (f->dialog));
  g_assert_false (ffb_table_dialog_open_file (f->dialog, bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "band-gap.xml:7: "));
  g_clear_error (&error);
  g_assert_false (ffb_table_dialog_select_table (f->dialog, "straggling"));
  g_assert_cmpstr (ffb_table_dialog_get_sentence (f->dialog), ==, sentence);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (f->dialog), "Modifiers of Militia"));
  /* The tick is still there: a second of its group is refused. */
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1863", TRUE, 0));
  g_assert_nonnull (ffb_table_dialog_get_refusal (f->dialog));
  g_assert_true (ffb_table_dialog_tick (f->dialog, "union-1863", FALSE, 0));
  g_assert_true (ffb_table_dialog_open_file (f->dialog, good, &error));
  g_assert_false (ffb_table_dialog_open_file (f->dialog, good, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "own.xml: the table “straggling” is listed already"));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add ("/ui/table-dialog/tables-offered", Fixture, NULL, fixture_set_up,
              test_tables_offered, fixture_tear_down);
  g_test_add ("/ui/table-dialog/one-table-picked", Fixture, NULL, fixture_set_up,
              test_one_table_picked, fixture_tear_down);
  g_test_add ("/ui/table-dialog/roll-kept", Fixture, NULL, fixture_set_up, test_roll_kept,
              fixture_tear_down);
  g_test_add ("/ui/table-dialog/typed-value", Fixture, NULL, fixture_set_up, test_typed_value,
              fixture_tear_down);
  g_test_add ("/ui/table-dialog/T/charge-both-sides", Fixture, NULL, fixture_set_up,
              test_charge_both_sides, fixture_tear_down);
  g_test_add ("/ui/table-dialog/refusal", Fixture, NULL, fixture_set_up, test_refusal,
              fixture_tear_down);
  g_test_add ("/ui/table-dialog/own-file", Fixture, NULL, fixture_set_up, test_own_file,
              fixture_tear_down);
  g_test_add ("/ui/table-dialog/own-file-refused", Fixture, NULL, fixture_set_up,
              test_own_file_refused, fixture_tear_down);
  g_test_add ("/ui/table-dialog/undo-same-dice", Fixture, NULL, fixture_set_up,
              test_undo_same_dice, fixture_tear_down);
  return g_test_run ();
}
