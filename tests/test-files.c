/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-files.c: every file under tests/files/bad must be refused with one clear line that
 * names it, and every file under tests/files/good must load. One test per file, named after
 * it, e.g. /files/bad/billion-laughs.ffbridge. */
#include <string.h>
#include <glib.h>
#include "ffb-error.h"
#include "ffb-xml.h"
#include "ffb-test-files.h"

/* What each bad file must be refused for: its error code and words of its message, so that a
 * file refused for some other reason (a typo in it, say) fails its test. */
typedef struct
{
  const char *name;
  FfbError code;
  const char *says;
} Expectation;

static const Expectation expectations[] = {
  { "empty.ffbridge", FFB_ERROR_PARSE, "the file is empty" },
  { "not-xml.ffbridge", FFB_ERROR_PARSE, "not a well-formed XML file" },
  { "binary-garbage.ffbridge", FFB_ERROR_PARSE, ":3: the file holds a NUL byte" },
  { "truncated.ffbridge", FFB_ERROR_PARSE, "not a well-formed XML file" },
  { "invalid-utf8.ffbridge", FFB_ERROR_PARSE, "UTF-8" },
  /* Issue 11: libxml2 ignored what followed a NUL; the line is the NUL's. */
  { "nul-byte.ffbridge", FFB_ERROR_PARSE, ":6: the file holds a NUL byte" },
  { "deep-nesting.ffbridge", FFB_ERROR_PARSE, ":3: the elements nest more than 40 deep" },
  { "undeclared-entity.ffbridge", FFB_ERROR_PARSE, "xxe" },
  { "external-entity-file.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  { "external-entity-http.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  { "external-dtd.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  { "billion-laughs.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  { "quadratic-blowup.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  { "parameter-entity.ffbridge", FFB_ERROR_PARSE, "declares a DTD" },
  /* ffbridge files are UTF-8: UTF-16 is refused at its first NUL, before any DTD is read. */
  { "utf16-dtd.ffbridge", FFB_ERROR_PARSE, ":1: the file holds a NUL byte" },
  { "wrong-root.ffbridge", FFB_ERROR_SCHEMA, "its root element is <rule-set>" },
  { "namespaced-root.ffbridge", FFB_ERROR_SCHEMA, "not an ffbridge campaign" },
  { "xinclude.ffbridge", FFB_ERROR_SCHEMA, "include" },
  { "xinclude-in-rules.ffbridge", FFB_ERROR_SCHEMA, "include" },
  { "unknown-element.ffbridge", FFB_ERROR_SCHEMA, "secret" },
  { "missing-side.ffbridge", FFB_ERROR_SCHEMA, "does not follow the ffbridge format" },
  { "wrong-version.ffbridge", FFB_ERROR_VERSION, "format version \"4\"" },
  { "missing-version.ffbridge", FFB_ERROR_VERSION, "does not say which format version" },
  { "version-with-newline.ffbridge", FFB_ERROR_MEANING, ":2: the format-version attribute of "
                                                        "<campaign> (\"1\\n2\") holds a "
                                                        "control character (U+000A)" },
  { "negative-sp.ffbridge", FFB_ERROR_MEANING, "count=\"-3\" on <sp-group>" },
  { "huge-sp.ffbridge", FFB_ERROR_MEANING, "count=\"99999999999\" on <sp-group>" },
  { "sp-count-not-a-number.ffbridge", FFB_ERROR_MEANING, "count=\"two\"" },
  { "carried-out-of-range.ffbridge", FFB_ERROR_MEANING, "carried-green=\"100001\"" },
  /* R9A: a carried loss is an exact fraction of an SP, given once. */
  { "carried-fraction-zero-denominator.ffbridge", FFB_ERROR_MEANING,
    "carried-veteran-sp=\"1/0\" must be a fraction of an SP" },
  { "carried-given-twice.ffbridge", FFB_ERROR_MEANING, "gives its carried veteran loss twice" },
  /* Format 3 gives it as the side's first child, <carried>, and still once. */
  { "carried-element-and-attribute.ffbridge", FFB_ERROR_MEANING,
    ":6: the Union side gives its carried veteran loss twice; keep <carried veteran> only" },
  { "carried-element-zero-denominator.ffbridge", FFB_ERROR_MEANING,
    ":6: green=\"2/0\" must be a fraction of an SP" },
  { "carried-element-not-first.ffbridge", FFB_ERROR_SCHEMA, "carried" },
  { "year-out-of-range.ffbridge", FFB_ERROR_MEANING, "from 1861 to 1870" },
  { "unknown-leader-ref.ffbridge", FFB_ERROR_MEANING, "names leader \"lyonn\"" },
  { "unknown-group-ref.ffbridge", FFB_ERROR_MEANING, "names SP group \"us-3\"" },
  { "unknown-commander.ffbridge", FFB_ERROR_MEANING, "commanded by \"siegel\"" },
  { "unknown-rules-ref.ffbridge", FFB_ERROR_MEANING, "rule set \"advanced\"" },
  /* RULES.md Q: a battle's tactical rules are a built-in set's id, or Fire & Fury. */
  { "unknown-tactics.ffbridge", FFB_ERROR_MEANING, ":20: the battle “wilsons-creek” is fought "
                                                   "with tactical rules this build of ffbridge "
                                                   "does not hold: there is no built-in "
                                                   "tactical rule set “advanced-brigade”" },
  { "duplicate-leader-id.ffbridge", FFB_ERROR_MEANING, "the id \"lyon\" is used twice" },
  { "duplicate-battle-id.ffbridge", FFB_ERROR_MEANING, "two battles have the id" },
  { "commander-other-side.ffbridge", FFB_ERROR_MEANING, "a Confederate leader" },
  { "leader-of-other-side-in-battle.ffbridge", FFB_ERROR_MEANING, "in the Union force" },
  { "leader-twice-in-battle.ffbridge", FFB_ERROR_MEANING, "twice" },
  { "over-count.ffbridge", FFB_ERROR_MEANING, "uses 4 SP of group \"cs-1\", which has only 3" },
  { "over-count-split.ffbridge", FFB_ERROR_MEANING, "uses 3 SP of group \"us-1\"" },
  { "dead-leader-present.ffbridge", FFB_ERROR_MEANING, "has been killed" },
  { "captured-leader-present.ffbridge", FFB_ERROR_MEANING, "has been captured" },
  { "two-star-as-army.ffbridge", FFB_ERROR_MEANING, "(R4B)" },
  /* The referee's weapons note: short enough to print beside a brigade's tally boxes. */
  { "weapons-too-long.ffbridge", FFB_ERROR_MEANING, ":9: the SP group \"us-2\" has a weapons "
                                                    "note of 46 characters" },
  { "weapons-too-long-in-oob.ffbridge", FFB_ERROR_MEANING, ":25: weapons=\"Smoothbore muskets, "
                                                           "shotguns and squirre...\" on <brigade> "
                                                           "has 48 characters" },
  /* The neutral party's state (ffb-xml-neutral.h). */
  { "neutral-bad-seed.ffbridge", FFB_ERROR_MEANING, "must be 64 hexadecimal digits" },
  { "neutral-bad-audience.ffbridge", FFB_ERROR_MEANING, "audience=\"players\" on <roll>" },
  /* "Fair dice": a derivation this version does not know cannot be verified. */
  { "neutral-unknown-derivation.ffbridge", FFB_ERROR_MEANING, ":197: derivation=\"3\" on <dice> "
                                                              "must be a whole number from 1 to 2" },
  { "neutral-clock-ended-nobody.ffbridge", FFB_ERROR_MEANING, "says no army left the field" },
  { "neutral-control-char.ffbridge", FFB_ERROR_MEANING, ":198: the purpose attribute of <roll> "
                                                        "(\"R7A(1)\\tleader union.c1 curtis\") "
                                                        "holds a control character (U+0009)" },
  { "neutral-huge-counter.ffbridge", FFB_ERROR_MEANING, "counter=\"99999999999\" on <roll>" },
  { "neutral-leader-other-side.ffbridge", FFB_ERROR_MEANING, "“curtis”, who is not a Confederate" },
  { "neutral-missing-purpose.ffbridge", FFB_ERROR_SCHEMA, "roll failed to validate attributes" },
  { "neutral-out-of-order.ffbridge", FFB_ERROR_SCHEMA, "Did not expect element rated" },
  { "neutral-p-roll-zero.ffbridge", FFB_ERROR_MEANING, "value=\"0\" on <p-roll>" },
  { "neutral-sealed-rating.ffbridge", FFB_ERROR_MEANING, "rating=\"sealed\" on <rated>" },
  { "neutral-two-marches-one-flank.ffbridge", FFB_ERROR_MEANING, "two flank marches on its left" },
  { "neutral-unknown-unit.ffbridge", FFB_ERROR_MEANING, "is not a unit of the Union OOB" },
  /* A battle's draft result (ffb-xml-draft.h): read with every check of a result file. */
  { "draft-bad-crack.ffbridge", FFB_ERROR_MEANING, ":33: crack-group=\"us-1; drop\"" },
  { "draft-crt-row-five.ffbridge", FFB_ERROR_MEANING, ":36: the Union CRT row has 5 results" },
  { "draft-empty-ref.ffbridge", FFB_ERROR_MEANING, ":36: <battery> needs a ref" },
  { "draft-huge-points.ffbridge", FFB_ERROR_MEANING, ":35: victory-points=\"99999999999\"" },
  { "draft-negative-loss.ffbridge", FFB_ERROR_MEANING, ":36: lost=\"-3\" on <brigade>" },
  { "draft-not-a-result.ffbridge", FFB_ERROR_SCHEMA, ":34: the file does not follow" },
  { "draft-other-battle.ffbridge", FFB_ERROR_MEANING, "is for the battle “fredericksburg”" },
  { "draft-twice.ffbridge", FFB_ERROR_SCHEMA, "element draft-result" },
  { "draft-unknown-element.ffbridge", FFB_ERROR_SCHEMA, "element secret" },
  { "draft-wrong-version.ffbridge", FFB_ERROR_VERSION, ":34: the battle result is in format "
                                                       "version “2”" },
  { "draft-xinclude.ffbridge", FFB_ERROR_SCHEMA, ":35: the file does not follow" },
  /* Names and notes are one line; the editor's lengths and the counts of ffb-limits.h hold
   * on load (issue 11, points 6 and 7). */
  { "name-forged-line.ffbridge", FFB_ERROR_MEANING, ":7: the name attribute of <leader> "
                                                    "(\"Franz Sigel\\nUnion: every roll "
                                                    "Excellent\") holds a control character "
                                                    "(U+000A)" },
  { "name-unicode-line-separator.ffbridge", FFB_ERROR_MEANING, ":7: the name attribute of "
                                                               "<leader> (\"Franz Sigel\\342"
                                                               "\\200\\250Union" },
  { "note-carriage-return.ffbridge", FFB_ERROR_MEANING, ":3: the text of <note> (\"Leader "
                                                        "values are illustrative.\\rForged.\") "
                                                        "holds a control character (U+000D)" },
  { "name-too-long.ffbridge", FFB_ERROR_MEANING, ":7: name=\"Franz Sigel Franz Sigel Franz "
                                                 "Sigel Fran...\" on <leader> has 84 "
                                                 "characters; it may have at most 80." },
  { "too-many-leaders.ffbridge", FFB_ERROR_PARSE, ":256: the file holds more than 250 leaders "
                                                  "on one side" },
  /* The schema takes a side's id as a token ("\tunion" is "union" to it); the reader does
   * not, and says so (issue 11: it crashed validate, convert, open and recovery). */
  { "draft-side-id-with-tab.ffbridge", FFB_ERROR_MEANING, ":35: id=\" union\" on <side> must "
                                                          "be union or confederate" },
};

typedef struct
{
  char *path;
  const Expectation *expected; /* NULL: any FFB_ERROR will do */
} FileCase;

static void
file_case_free (gpointer data)
{
  FileCase *file_case = data;

  g_free (file_case->path);
  g_free (file_case);
}

static const Expectation *
find_expectation (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (expectations); i++)
    if (g_str_equal (expectations[i].name, name))
      return &expectations[i];
  return NULL;
}

static void
test_bad_file (gconstpointer data)
{
  const FileCase *file_case = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *prefix = g_strconcat (file_case->path, ":", NULL);

  /* No timing assert: a bomb that got through would simply never return. */
  campaign = ffb_xml_load_campaign_file (file_case->path, &error);
  g_assert_null (campaign);
  g_assert_nonnull (error);
  g_assert_true (error->domain == FFB_ERROR);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\r'));
  g_assert_null (strstr (error->message, "root:"));
  g_assert_cmpuint (strlen (error->message), <, 400);
  if (file_case->expected != NULL)
    {
      g_assert_cmpint (error->code, ==, file_case->expected->code);
      g_assert_nonnull (strstr (error->message, file_case->expected->says));
    }
}

/* A good file loads, passes the checks, and saves to text that loads to the same text. */
static void
test_good_file (gconstpointer data)
{
  const FileCase *file_case = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_file (file_case->path, &error);
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  g_assert_true (ffb_campaign_check (campaign, NULL));
  first = ffb_xml_write_campaign (campaign);
  again = ffb_xml_load_campaign (first, strlen (first), "again.ffbridge", &error);
  g_assert_no_error (error);
  second = ffb_xml_write_campaign (again);
  g_assert_cmpstr (first, ==, second);
}

/* The set of hostile files stays whole: each expectation has its file. */
static void
test_bad_files_present (gconstpointer data)
{
  const char *dir = data;

  for (gsize i = 0; i < G_N_ELEMENTS (expectations); i++)
    {
      g_autofree char *path = g_build_filename (dir, expectations[i].name, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_error ("%s is missing", path);
    }
  g_assert_cmpuint (G_N_ELEMENTS (expectations), >=, 18);
}

/* The *.ffbridge files of `dir`, sorted so that test numbers are stable. */
static char **
list_files (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
  GPtrArray *names = g_ptr_array_new ();
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".ffbridge"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, ffb_test_compare_names);
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

static void
add_tests_for (const char *root, const char *kind, GTestDataFunc func)
{
  g_autofree char *dir = g_build_filename (root, kind, NULL);
  g_auto(GStrv) names = list_files (dir);

  for (guint i = 0; names[i] != NULL; i++)
    {
      FileCase *file_case = g_new0 (FileCase, 1);
      g_autofree char *test_path = g_strdup_printf ("/files/%s/%s", kind, names[i]);

      file_case->path = g_build_filename (dir, names[i], NULL);
      file_case->expected = g_str_equal (kind, "bad") ? find_expectation (names[i]) : NULL;
      g_test_add_data_func_full (test_path, file_case, func, file_case_free);
    }
}

int
main (int argc, char **argv)
{
  const char *root = g_getenv ("FFB_TEST_FILES");
  g_autofree char *bad_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  if (root == NULL)
    g_error ("FFB_TEST_FILES is not set; run the tests with meson test");
  bad_dir = g_build_filename (root, "bad", NULL);
  g_test_add_data_func ("/files/bad-files-present", bad_dir, test_bad_files_present);
  add_tests_for (root, "bad", test_bad_file);
  add_tests_for (root, "good", test_good_file);
  return g_test_run ();
}
