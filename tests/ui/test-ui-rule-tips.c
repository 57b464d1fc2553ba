/* test-ui-rule-tips.c: a label that names a rule says what the rule is in its tooltip, in
 * the words of the campaign's rule set (<rule-texts>), on the demo's Battle setup page. */
#include <string.h>
#include "ffb-battle-page.h"
#include "ffb-rule-texts.h"
#include "ffb-rule-tips.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_battle_page_new ();

  ffb_battle_page_set_document (FFB_BATTLE_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
  ffb_rule_tips_set_rules (f->window, ffb_document_get_campaign (document)->rules);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static gboolean
label_names (GtkWidget *widget, gconstpointer rule)
{
  g_autofree char *named = g_strdup_printf ("(%s)", (const char *) rule);

  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), named);
}

static GtkWidget *
label_naming (Fixture *f, const char *rule)
{
  GtkWidget *label = ffb_ui_test_find (GTK_WIDGET (f->window), label_names, rule);

  g_assert_nonnull (label);
  return label;
}

static FfbRules *
rules (Fixture *f)
{
  return ffb_document_get_campaign (f->document)->rules;
}

/* The ratio row (R4A) and the river row (R7C) explain their rules. */
static void
test_rows_explain_rules (Fixture *f, gconstpointer data)
{
  const char *const ids[] = { "R4A", "R7C" };

  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const char *text = ffb_rules_text (rules (f), ids[i]);
      g_autofree char *expected = g_strdup_printf ("%s: %s", ids[i], text);

      g_assert_nonnull (text);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (label_naming (f, ids[i])), ==, expected);
    }
}

/* A rule set without texts still serves: the tooltip says the rule's id alone. */
static void
test_set_without_texts_says_id (Fixture *f, gconstpointer data)
{
  g_autoptr(FfbRules) bare = ffb_rules_copy (rules (f));

  g_ptr_array_set_size (bare->texts, 0);
  ffb_rule_tips_set_rules (f->window, bare);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label_naming (f, "R4A")), ==, "R4A");
  ffb_rule_tips_set_rules (f->window, rules (f));
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (label_naming (f, "R4A")),
                                   "R4A: "));
}

/* A label whose text changes after it is shown follows it; a tooltip of its own stays. */
static void
test_label_follows_its_text (Fixture *f, gconstpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("No rule here");
  GtkWidget *own = gtk_label_new ("Leaders (R9D)");
  GtkWindow *window = ffb_ui_test_window (box);
  g_autofree char *expected = g_strdup_printf ("R9D: %s\nR9E: %s",
                                               ffb_rules_text (rules (f), "R9D"),
                                               ffb_rules_text (rules (f), "R9E"));

  gtk_widget_set_tooltip_text (own, "Who was lost");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), own);
  ffb_ui_test_flush ();
  g_assert_null (gtk_widget_get_tooltip_text (label));
  gtk_label_set_text (GTK_LABEL (label), "Leaders (R9D, R9E)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, expected);
  gtk_label_set_text (GTK_LABEL (label), "No rule again");
  g_assert_null (gtk_widget_get_tooltip_text (label));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (own), ==, "Who was lost");
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);

  g_test_add ("/ui/rule-tips/R4A-R7C/rows-explain-rules", Fixture, NULL, fixture_set_up,
              test_rows_explain_rules, fixture_tear_down);
  g_test_add ("/ui/rule-tips/set-without-texts-says-id", Fixture, NULL, fixture_set_up,
              test_set_without_texts_says_id, fixture_tear_down);
  g_test_add ("/ui/rule-tips/R9D/label-follows-its-text", Fixture, NULL, fixture_set_up,
              test_label_follows_its_text, fixture_tear_down);

  return g_test_run ();
}
