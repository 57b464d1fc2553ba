/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rule-texts.c: what each rule id says comes from the rule set (<rule-texts>), so that
 * the app can explain "R7B(5a)" where it names it, and a set without texts still loads. */
#include <string.h>
#include <glib.h>
#include <gio/gio.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-rule-texts.h"
#include "ffb-rules.h"
#include "ffb-xml-rules.h"
#include "ffb-test-files.h"

/* The rule ids the app's pages and the engine's findings name. */
static const char *const named_ids[] = {
  "R1", "R2", "R3", "R4", "R4A", "R4B", "R4C", "R4D", "R4E", "R4F", "R4G", "R5", "R5A",
  "R5B", "R6", "R7", "R7A", "R7A(1)", "R7A(2)", "R7A(2a)", "R7A(2b)", "R7A(3)", "R7B",
  "R7B(1)", "R7B(2)", "R7B(3)", "R7B(4)", "R7B(5)", "R7B(5a)", "R7B(5b)", "R7B(6)",
  "R7B(7)", "R7C", "R7D", "R8", "R8A", "R8B", "R8C", "R9", "R9A", "R9B", "R9C", "R9D", "R9E",
  "R9F", "R10A", "R10B", "R10C", "R10D", "R10E", "R11A", "R11B", "R11C", "R11D",
};

/* The built-in file without its <rule-texts> section. */
static char *
default_xml_without_texts (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml ();
  const char *start = strstr (xml, "<rule-texts>");
  const char *end = strstr (xml, "</rule-texts>");

  g_assert_nonnull (start);
  g_assert_nonnull (end);
  return g_strdup_printf ("%.*s%s", (int) (start - xml), xml, end + strlen ("</rule-texts>"));
}

/* What the file itself says for `id`, read with libxml2 apart from the loader. */
static char *
file_text_of (const char *xml, const char *id)
{
  g_autofree char *query = g_strdup_printf ("string(/rule-set/rule-texts/rule[@id='%s']/@text)",
                                            id);
  xmlDoc *doc = xmlReadMemory (xml, (int) strlen (xml), "default.xml", NULL, XML_PARSE_NONET);
  xmlXPathContext *context = xmlXPathNewContext (doc);
  xmlXPathObject *found = xmlXPathEvalExpression ((const xmlChar *) query, context);
  char *text = g_strdup ((const char *) found->stringval);

  xmlXPathFreeObject (found);
  xmlXPathFreeContext (context);
  xmlFreeDoc (doc);
  return text;
}

static FfbRules *
load (const char *xml)
{
  g_autoptr(GError) error = NULL;
  FfbRules *rules = ffb_rules_load_xml (xml, strlen (xml), "texts.xml", &error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

/* Every rule the app names has its sentence in the default set, as the file gives it. */
static void
test_default_names_every_rule (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autofree char *xml = ffb_test_default_rules_xml ();

  for (gsize i = 0; i < G_N_ELEMENTS (named_ids); i++)
    {
      const char *text = ffb_rules_text (rules, named_ids[i]);
      g_autofree char *in_file = file_text_of (xml, named_ids[i]);

      if (text == NULL)
        g_error ("The default rule set has no text for %s", named_ids[i]);
      g_assert_cmpstr (text, ==, in_file);
      g_assert_cmpuint (strlen (text), >, 20);
    }
  g_assert_null (ffb_rules_text (rules, "R99"));
}

/* The text is the rule set's: a variant that words R4D otherwise is heard. */
static void
test_text_comes_from_the_set (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("<rule id=\"R4D\"", "<rule id=\"R4D\" "
                                           "text=\"House rule: generated leaders are Poltroons.\"/>"
                                           "\n    <rule id=\"R4H\"");
  g_autoptr(FfbRules) rules = load (xml);
  g_autofree char *explained = ffb_rules_explain (rules, "Generated leader (R4D), see R4H");

  g_assert_cmpstr (ffb_rules_text (rules, "R4D"),
                   ==, "House rule: generated leaders are Poltroons.");
  g_assert_nonnull (ffb_rules_text (rules, "R4H"));
  g_assert_true (g_str_has_prefix (explained,
                                   "R4D: House rule: generated leaders are Poltroons.\nR4H: "));
}

/* A set without texts loads; the app then shows the id alone. */
static void
test_set_without_texts_loads (void)
{
  g_autofree char *xml = default_xml_without_texts ();
  g_autoptr(FfbRules) rules = load (xml);
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autofree char *explained = ffb_rules_explain (rules, "Leaders (R9D, R9E)");

  g_assert_null (ffb_rules_text (rules, "R4A"));
  g_assert_cmpstr (explained, ==, "R9D\nR9E");
  g_assert_false (ffb_rules_equal (rules, defaults));
}

static void
test_round_trip_keeps_texts (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autofree char *xml = ffb_rules_to_xml (rules);
  g_autoptr(FfbRules) again = load (xml);
  g_autoptr(FfbRules) copy = ffb_rules_copy (rules);

  g_assert_true (ffb_rules_equal (rules, again));
  g_assert_cmpstr (ffb_rules_text (again, "R7B(5a)"), ==, ffb_rules_text (rules, "R7B(5a)"));
  g_assert_true (ffb_rules_equal (rules, copy));
  g_assert_true (ffb_rules_text (copy, "R4A") != ffb_rules_text (rules, "R4A"));
}

static void
assert_refused (const char *xml, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbRules) rules = ffb_rules_load_xml (xml, strlen (xml), "bad.xml", &error);

  g_assert_null (rules);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "bad.xml:"));
  if (strstr (error->message, words) == NULL)
    g_error ("expected \"%s\" in \"%s\"", words, error->message);
}

static void
test_bad_texts_refused (void)
{
  g_autofree char *twice = ffb_test_default_rules_xml_with ("<rule id=\"R4E\"", "<rule id=\"R4D\"");
  g_autofree char *control = ffb_test_default_rules_xml_with ("text=\"The defender picks",
                                               "text=\"The&#10;defender picks");
  g_autofree char *long_text = g_strnfill (301, 'x');
  g_autofree char *too_long_rule = g_strdup_printf ("<rule id=\"R3\" text=\"%s\"/>\n    <rule "
                                                    "id=\"R3X\"", long_text);
  g_autofree char *too_long = ffb_test_default_rules_xml_with ("<rule id=\"R3\"", too_long_rule);
  g_autofree char *not_an_id = ffb_test_default_rules_xml_with ("<rule id=\"R3\"", "<rule id=\"Rule 3\"");
  g_autofree char *empty = ffb_test_default_rules_xml_with ("text=\"The defender picks the table edge he "
                                             "defends and the attacker takes the other.\"",
                                             "text=\"\"");

  assert_refused (twice, "R4D is given twice");
  assert_refused (control, "control character");
  assert_refused (too_long, "at most 300");
  assert_refused (not_an_id, "id");
  assert_refused (empty, "Element rule");
}

static void
assert_ids (const char *text, const char *const *expected)
{
  g_auto(GStrv) ids = ffb_rule_ids_in (text);

  g_assert_cmpstrv (ids, expected);
}

static void
test_ids_in_sentences (void)
{
  const char *const none[] = { NULL };
  const char *const range[] = { "R4B", "R4F", NULL };
  const char *const parts[] = { "R7B(5a)", "R7B", NULL };
  const char *const list[] = { "R9D", "R9E", NULL };
  const char *const span[] = { "R11A", "R11D", NULL };
  const char *const cut[] = { "R7B(2)", NULL };

  assert_ids ("This order of battle keeps R4B–R4F", range);
  assert_ids ("What arrives (R7B(5a)); when it enters is sealed (R7B), R7B(5a)", parts);
  assert_ids ("Leaders (R9D, R9E)", list);
  assert_ids ("R11A-R11D", span);
  assert_ids ("R7B(2)-(4)", cut);
  assert_ids ("XR4A, R4Ab, RR, R, R (R)", none);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/texts/default-names-every-rule", test_default_names_every_rule);
  g_test_add_func ("/rules/texts/R4D/from-the-set", test_text_comes_from_the_set);
  g_test_add_func ("/rules/texts/set-without-texts-loads", test_set_without_texts_loads);
  g_test_add_func ("/rules/texts/round-trip", test_round_trip_keeps_texts);
  g_test_add_func ("/rules/texts/bad", test_bad_texts_refused);
  g_test_add_func ("/rules/texts/ids-in-sentences", test_ids_in_sentences);

  return g_test_run ();
}
