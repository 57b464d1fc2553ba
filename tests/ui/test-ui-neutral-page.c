/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-neutral-page.c: the Secrets page on the demo's Pea Ridge ("Fair dice", R7): the
 * commitment shows before any roll and is the dice's; phrases go into the dice until the roll;
 * the pre-battle rolls are made and every sealed result is listed for the referee; after the
 * battle the seed is revealed and every roll checks out. Each step is undoable. */
#include <string.h>
#include "ffb-neutral-page.h"
#include "ffb-night-test.h"
#include "ffb-night.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_neutral_page_new ();

  ffb_neutral_page_set_document (FFB_NEUTRAL_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static GtkWidget *
child (Fixture *f, const char *name)
{
  return (GtkWidget *) gtk_widget_get_template_child (f->page, FFB_TYPE_NEUTRAL_PAGE, name);
}

static FfbNeutral *
neutral (Fixture *f)
{
  return ffb_night_neutral (ffb_document_get_battle (f->document));
}

static char *
without_spaces (const char *text)
{
  GString *out = g_string_new (NULL);

  for (; *text != '\0'; text++)
    if (*text != ' ')
      g_string_append_c (out, *text);
  return g_string_free (out, FALSE);
}

/* Fair dice: the commitment is shown before any roll, and it is the dice's own. */
static void
test_commitment (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;

  g_assert_null (neutral (f));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (f, "commitment_label"))), ==, "");
  g_assert_true (ffb_neutral_page_draw_seed (FFB_NEUTRAL_PAGE (f->page), FFB_NIGHT_TEST_SEED,
                                             &error));
  g_assert_no_error (error);
  g_assert_nonnull (neutral (f));
  g_assert_false (neutral (f)->rolled);
  shown = without_spaces (gtk_label_get_text (GTK_LABEL (child (f, "commitment_label"))));
  g_assert_cmpstr (shown, ==, ffb_dice_commitment (neutral (f)->dice));
  g_assert_cmpuint (ffb_dice_n_rolls (neutral (f)->dice), ==, 0);

  /* A second seed for the same battle is refused; undo takes the first back. */
  g_assert_false (ffb_neutral_page_draw_seed (FFB_NEUTRAL_PAGE (f->page), NULL, &error));
  g_clear_error (&error);
  g_assert_true (ffb_document_undo (f->document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (neutral (f));
}

/* Fair dice: each player's phrase goes into the dice, typed in the page's row. */
static void
test_phrases (Fixture *f, gconstpointer data)
{
  GtkWidget *row = child (f, "union_phrase_row");
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_neutral_page_draw_seed (FFB_NEUTRAL_PAGE (f->page), FFB_NIGHT_TEST_SEED,
                                             NULL));
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_get_sensitive (row));
  gtk_editable_set_text (GTK_EDITABLE (row), "Elkhorn Tavern");
  g_signal_emit_by_name (row, "apply");
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_dice_phrase (neutral (f)->dice, FFB_SIDE_UNION), ==, "Elkhorn Tavern");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (f, "union_phrase_row"))), ==,
                   "Elkhorn Tavern");

  /* Frozen by the roll. */
  g_assert_true (ffb_neutral_page_roll (FFB_NEUTRAL_PAGE (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_false (gtk_widget_get_sensitive (child (f, "union_phrase_row")));
  g_assert_false (ffb_neutral_page_set_phrase (FFB_NEUTRAL_PAGE (f->page), FFB_SIDE_CONFEDERATE,
                                               "late", &error));
}

static guint
rows_in (GtkWidget *expander)
{
  g_autoptr(GPtrArray) texts = ffb_night_test_texts (expander);
  guint rows = 0;

  for (guint i = 0; i < texts->len; i++)
    rows += g_str_has_prefix (g_ptr_array_index (texts, i), "R7");
  return rows;
}

/* R7A, R7B: the roll makes every sealed result, and the referee's list shows each. */
static void
test_roll_r7 (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbReaderView) view = NULL;
  g_autoptr(GPtrArray) texts = NULL;

  ffb_night_test_give (f->document, FFB_SIDE_UNION, FFB_FLANK_LEFT, "union.c2.d1");
  ffb_night_test_give (f->document, FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT, "confederate.c2.d3");
  g_assert_true (ffb_neutral_page_draw_seed (FFB_NEUTRAL_PAGE (f->page), FFB_NIGHT_TEST_SEED,
                                             NULL));
  g_assert_true (ffb_neutral_page_roll (FFB_NEUTRAL_PAGE (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (neutral (f)->rolled);
  view = ffb_night_reader_view (f->document, FFB_READER_REFEREE, NULL);
  g_assert_cmpuint (view->secrets->len, >, 20);
  /* Every sealed result has its rule badge in the referee's list, and both orders show. */
  g_assert_cmpuint (rows_in (child (f, "secrets_row")), ==, view->secrets->len);
  texts = ffb_night_test_texts (child (f, "orders_row"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Union left march under Jefferson C. Davis"));
  g_assert_nonnull (ffb_night_test_find_text (texts, "Confederate left march under James "
                                                     "McIntosh"));
  /* The pre-battle rolls are made once. */
  g_assert_false (gtk_widget_get_sensitive (
    gtk_widget_get_ancestor (ffb_ui_test_find_label (f->page, "Roll the Secrets"),
                             GTK_TYPE_BUTTON)));
}

/* Fair dice: after the battle the seed goes public and every roll re-derives from it. */
static void
test_reveal_verify (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const char *subtitle;

  ffb_night_test_give (f->document, FFB_SIDE_UNION, FFB_FLANK_LEFT, "union.c2.d1");
  ffb_night_test_roll (f->document);
  g_assert_null (ffb_neutral_page_verify (FFB_NEUTRAL_PAGE (f->page), &error));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_page_reveal (FFB_NEUTRAL_PAGE (f->page), &error));
  g_assert_no_error (error);
  ffb_ui_test_flush ();
  g_assert_true (ffb_dice_is_revealed (neutral (f)->dice));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (child (f, "seed_row")));
  g_assert_cmpstr (subtitle, ==, "00010203 04050607 08090a0b 0c0d0e0f 10111213 14151617 "
                                 "18191a1b 1c1d1e1f");
  problems = ffb_neutral_page_verify (FFB_NEUTRAL_PAGE (f->page), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (child (f, "verify_row")));
  g_assert_true (g_str_has_prefix (subtitle, "Sound:"));
}

/* In a wide window the Draw the Seed button beside the group's description reads on one line
 * (its wrapping label once asked for its longest word only and was squeezed to three). */
static void
test_draw_button_one_line (Fixture *f, gconstpointer data)
{
  GtkWidget *button = child (f, "draw_button");
  GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));

  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), ==, 1);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/neutral-page/commitment-before-roll", test_commitment);
  ADD ("/ui/neutral-page/phrases", test_phrases);
  ADD ("/ui/neutral-page/roll-R7", test_roll_r7);
  ADD ("/ui/neutral-page/reveal-verify", test_reveal_verify);
  ADD ("/ui/neutral-page/draw-button-one-line", test_draw_button_one_line);
  return g_test_run ();
}
