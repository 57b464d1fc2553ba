/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-result.c: the battle result document (data/schema/result.rng): the demo's sample
 * loads and round-trips; hostile and mistaken files are refused with a sentence naming the
 * file (and line), before anything of them reaches the campaign. */
#include <string.h>

#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-result.h"
#include "ffb-result-check.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-test-files.h"

static char *
bad_path (const char *name)
{
  const char *files = g_getenv ("FFB_TEST_FILES");

  return g_build_filename (files != NULL ? files : "files", "results", "bad", name, NULL);
}

static FfbResult *
load_sample (void)
{
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(GError) error = NULL;
  FfbResult *result = ffb_result_load_file (path, &error);

  g_assert_no_error (error);
  return result;
}

static void
test_sample (void)
{
  g_autoptr(FfbResult) result = load_sample ();
  const FfbResultSide *u = &result->sides[FFB_SIDE_UNION];
  const FfbResultSide *c = &result->sides[FFB_SIDE_CONFEDERATE];

  g_assert_cmpstr (result->battle_id, ==, "pea-ridge");
  g_assert_cmpint (u->victory_points, ==, 14);
  g_assert_cmpint (u->field, ==, FFB_RESULT_FIELD_HELD);
  g_assert_cmpint (ffb_result_side_stands_lost (u), ==, 19);
  g_assert_cmpuint (u->batteries->len, ==, 1);
  g_assert_true (u->has_crt_row);
  g_assert_cmpint (u->crt[2].roll, ==, 3);
  g_assert_cmpint (u->crt[2].sp_loss, ==, 0);
  g_assert_true (u->crt[2].demoralizes);
  g_assert_cmpint (c->field, ==, FFB_RESULT_FIELD_WITHDREW);
  g_assert_cmpint (ffb_result_side_stands_lost (c), ==, 35);
  /* The demo's Pea Ridge has no march rolled (R9D, R9E). */
  g_assert_cmpuint (c->never_arrived->len, ==, 0);
  g_assert_cmpint (g_array_index (c->leaders, FfbResultLeader, 0).fate, ==, FFB_FATE_KILLED);
  g_assert_false (g_array_index (c->leaders, FfbResultLeader, 0).appeared_given);
  g_assert_cmpint (g_array_index (u->brigades, FfbResultBrigade, 0).line, >, 1);
}

static void
test_round_trip (void)
{
  g_autoptr(FfbResult) result = load_sample ();
  g_autofree char *xml = ffb_result_to_xml (result);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) again = ffb_result_load_xml (xml, strlen (xml), "again.xml", &error);
  g_autofree char *xml_again = NULL;

  g_assert_no_error (error);
  xml_again = ffb_result_to_xml (again);
  g_assert_cmpstr (xml_again, ==, xml);
}

/* Refused by the loader: each with the file's name, on one line. */
static void
test_refuse_files (void)
{
  struct { const char *name; int code; const char *says; } cases[] = {
    { "dtd-entity.xml", FFB_ERROR_PARSE, "DTD" },
    { "billion-laughs.xml", FFB_ERROR_PARSE, "DTD" },
    { "external-entity.xml", FFB_ERROR_PARSE, "DTD" },
    { "crt-row-five.xml", FFB_ERROR_MEANING, "has 5 results, but a CW CRT row has 6" },
    { "crt-row-seven.xml", FFB_ERROR_MEANING, "has 7 results" },
    { "wrong-root.xml", FFB_ERROR_SCHEMA, ":2: this is not a battle result" },
    { "wrong-version.xml", FFB_ERROR_VERSION, ":2: the battle result is in format version "
                                              "“2”, but this build of ffbridge reads version 1" },
    /* Issue 32, item 4: the one check of every reader says so in a sentence of its own. */
    { "missing-version.xml", FFB_ERROR_VERSION, ":2: the battle result does not say its "
                                                "format version" },
    { "bad-field.xml", FFB_ERROR_MEANING, "held, withdrew or driven-off" },
    { "negative-loss.xml", FFB_ERROR_MEANING, "whole number from 0" },
    { "loss-not-a-number.xml", FFB_ERROR_MEANING, "lost=\"many\"" },
    { "unknown-element.xml", FFB_ERROR_SCHEMA, "does not follow" },
    { "two-left-flanks.xml", FFB_ERROR_MEANING, "R5A" },
    { "xinclude.xml", FFB_ERROR_SCHEMA, "does not follow" },
    { "not-xml.xml", FFB_ERROR_PARSE, "well-formed" },
    { "empty.xml", FFB_ERROR_PARSE, "empty" },
    /* Issue 11: passed the schema, then crashed `aftermath --result`. */
    { "side-id-with-tab.xml", FFB_ERROR_MEANING, ":4: id=\" confederate\" on <side> must be "
                                                 "union or confederate" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *path = bad_path (cases[c].name);
      g_autoptr(GError) error = NULL;

      g_assert_null (ffb_result_load_file (path, &error));
      g_assert_error (error, FFB_ERROR, cases[c].code);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, cases[c].says));
      g_assert_null (strchr (error->message, '\n'));
      g_assert_null (strstr (error->message, "root:"));
    }
}

/* R9C: a row that is not six results names its line. */
static void
test_row_line (void)
{
  g_autofree char *path = bad_path ("crt-row-five.xml");
  g_autofree char *prefix = g_strconcat (path, ":4: ", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_result_load_file (path, &error));
  g_assert_true (g_str_has_prefix (error->message, prefix));
}

/* Refused against the demo's Pea Ridge: each names the file and the line, and the units,
 * leaders and battles by the names a person reads, never the file's ids (issue 13). */
static void
test_refuse_against_battle (void)
{
  struct { const char *name; const char *says; } cases[] = {
    { "more-than-fielded.xml", ":4: “1st Brigade, 1st Division, I Corps” lost 11 stands, but it fielded "
      "7." },
    { "unknown-brigade.xml", ":4: the Union order of battle of battle “Pea Ridge” has no brigade" },
    { "leader-other-side.xml", ":4: the Union side lists leader Sterling Price, a Confederate "
      "leader." },
    { "brigade-other-side.xml", "which is a unit of the Confederate army" },
    { "other-battle.xml", "the result is for the battle “Fredericksburg”, not “Pea Ridge”." },
    { "crt-roll-twice.xml", ":4: the Union CRT row must have one result for each die roll" },
    /* R9D, R9E: the demo's Pea Ridge has no march rolled: nothing of it stayed off table. */
    { "never-arrived-on-table.xml", ":4: “1st Division, I Corps” is listed as never arrived, but by the "
      "battle's record the battle has no flank march of the Union army rolled, so all its "
      "units started on the table (R9D, R9E)." },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  FfbBattle *battle = ffb_campaign_find_battle (demo, "pea-ridge");
  FfbOob *oobs[FFB_N_SIDES];

  for (int s = 0; s < FFB_N_SIDES; s++)
    oobs[s] = ffb_battle_ensure_oob (demo, battle, s, &error);
  g_assert_no_error (error);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *path = bad_path (cases[c].name);
      g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);

      g_assert_no_error (error);
      g_assert_false (ffb_result_check (result, demo, battle, oobs, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, cases[c].says));
      g_clear_error (&error);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/result/load/pea-ridge-sample", test_sample);
  g_test_add_func ("/result/round-trip", test_round_trip);
  g_test_add_func ("/result/refuse/hostile-and-malformed-files", test_refuse_files);
  g_test_add_func ("/result/R9C/row-not-six-names-line", test_row_line);
  g_test_add_func ("/result/refuse/against-the-battle", test_refuse_against_battle);
  return g_test_run ();
}
