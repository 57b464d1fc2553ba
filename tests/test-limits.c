/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-limits.c: the size and shape limits every file meets before it is parsed and validated
 * (ffb-limits.h, ffb-xml-limits.h; issue 11, points 6 and 7): each count at its limit passes
 * and one more is refused in one sentence with the line; names and notes are one line of
 * text; the editor's name lengths hold on load; a NUL byte is refused; lines past 65,535 are
 * told right; an element's attributes are counted before libxml2 reads them (issue 30, item
 * 8). */
#include <string.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-limits.h"
#include "ffb-xml.h"
#include "ffb-xml-limits.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-deck.h"
#include "ffb-xml-leaders.h"
#include "ffb-xml-rules.h"
#include "ffb-xml-tables.h"
#include "ffb-xml-tactics.h"
#include "ffb-result.h"
#include "ffb-test-files.h"

typedef struct
{
  const char *name;
  const char *open;  /* inside <campaign> */
  const char *close;
  const char *child_head; /* one element: head, its number, tail */
  const char *child_tail;
  int limit;
  const char *says;
} CountCase;

static const CountCase count_cases[] = {
  { "leaders", "<side id=\"union\">", "</side>", "<leader id=\"l", "\"/>",
    FFB_LIMIT_LEADERS_PER_SIDE, "leaders on one side" },
  { "sp-groups", "<side id=\"union\">", "</side>", "<sp-group id=\"g", "\"/>",
    FFB_LIMIT_SP_GROUPS_PER_SIDE, "SP groups on one side" },
  { "battles", "", "", "<battle id=\"b", "\"/>", FFB_LIMIT_BATTLES, "battles in one campaign" },
  { "force", "<battle><force side=\"union\">", "</force></battle>", "<sp group=\"g", "\"/>",
    FFB_LIMIT_FORCE_ENTRIES, "leaders and SP groups one side brings to a battle" },
  { "oob", "<battle><oob side=\"union\">", "</oob></battle>",
    "<brigade id=\"b", "\"/>", FFB_LIMIT_OOB_UNITS, "units in one side's OOB" },
  { "battle-rolls", "<battle><neutral><dice>", "</dice></neutral></battle>",
    "<roll counter=\"", "\"/>", FFB_LIMIT_ROLLS, "rolls in one battle" },
  { "change-rolls", "<history><change><dice>", "</dice></change></history>",
    "<roll counter=\"", "\"/>", FFB_LIMIT_ROLLS, "rolls in one change of the history" },
  { "changes", "<history>", "</history>", "<change turn=\"", "\"/>", FFB_LIMIT_HISTORY_CHANGES,
    "changes in the history" },
  { "kept", "<history>", "</history>", "<change turn=\"", "\"><before/></change>",
    FFB_LIMIT_KEPT_CAMPAIGNS, "campaigns kept by the history for undo" },
  { "promotions", "<promotions>", "</promotions>", "<promotion leader=\"l", "\"/>",
    FFB_LIMIT_PROMOTIONS, "entries on the promotion track" },
  { "rule-set", "<rules><rule-set>", "</rule-set></rules>", "<x n=\"", "\"/>",
    FFB_LIMIT_RULE_SET_ELEMENTS, "elements in one rule set" },
};

static char *
count_file (const CountCase *count_case, int n)
{
  GString *xml = g_string_new ("<campaign>\n");

  g_string_append (xml, count_case->open);
  for (int i = 0; i < n; i++)
    g_string_append_printf (xml, "%s%d%s", count_case->child_head, i, count_case->child_tail);
  g_string_append_printf (xml, "%s\n</campaign>\n", count_case->close);
  return g_string_free (xml, FALSE);
}

/* At the limit the pre-pass lets the file through; one more is refused, naming the limit. */
static void
test_count (gconstpointer data)
{
  const CountCase *count_case = data;
  g_autofree char *at_limit = count_file (count_case, count_case->limit);
  g_autofree char *over = count_file (count_case, count_case->limit + 1);
  g_autofree char *says = g_strdup_printf ("big.ffbridge:2: the file holds more than %d %s, "
                                           "far more than a real campaign; it was refused "
                                           "before being read further.", count_case->limit,
                                           count_case->says);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_xml_check_limits (at_limit, strlen (at_limit), "big.ffbridge", &error));
  g_assert_no_error (error);
  g_assert_false (ffb_xml_check_limits (over, strlen (over), "big.ffbridge", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, says);
}

/* Every element counts, the root too. */
static void
test_total_elements (void)
{
  CountCase elements = { "elements", "", "", "<x n=\"", "\"/>", FFB_LIMIT_ELEMENTS - 1, NULL };
  g_autofree char *at_limit = count_file (&elements, FFB_LIMIT_ELEMENTS - 1);
  g_autofree char *over = count_file (&elements, FFB_LIMIT_ELEMENTS);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_xml_check_limits (at_limit, strlen (at_limit), "big.ffbridge", &error));
  g_assert_false (ffb_xml_check_limits (over, strlen (over), "big.ffbridge", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "big.ffbridge:2: the file holds more than 100000 "
                                            "elements"));
}

/* The count is of one scope: two sides may each hold the most leaders a side may. */
static void
test_count_per_scope (void)
{
  g_autoptr(GString) xml = g_string_new ("<campaign>");
  g_autoptr(GError) error = NULL;

  for (int side = 0; side < 2; side++)
    {
      g_string_append (xml, "<side>");
      for (int i = 0; i < FFB_LIMIT_LEADERS_PER_SIDE; i++)
        g_string_append_printf (xml, "<leader id=\"l%d-%d\"/>", side, i);
      g_string_append (xml, "</side>");
    }
  g_string_append (xml, "</campaign>");
  g_assert_true (ffb_xml_check_limits (xml->str, xml->len, "two.ffbridge", &error));
  g_assert_no_error (error);
}

/* A campaign with its name, leaders, groups and battle, where the case puts its text. */
static char *
campaign_with (const char *campaign_name, const char *leader_name, const char *note,
               const char *battle_name, const char *hex)
{
  return g_strdup_printf (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<campaign format-version=\"1\" name=\"%s\" year=\"1861\" months=\"Jul-Aug\">\n"
    "  <note>%s</note>\n"
    "  <rules ref=\"default\"/>\n"
    "  <side id=\"union\">\n"
    "    <leader id=\"lyon\" name=\"%s\" stars=\"1\" initiative=\"3\" tactical=\"1\"/>\n"
    "    <sp-group id=\"us-1\" name=\"Army of the West\" experience=\"green\" count=\"2\" "
    "commander=\"lyon\"/>\n"
    "  </side>\n"
    "  <side id=\"confederate\"/>\n"
    "  <battle id=\"wilsons-creek\" name=\"%s\" hex=\"%s\" year=\"1861\" months=\"Jul-Aug\" "
    "terrain=\"clear\" attacker=\"union\">\n"
    "    <force side=\"union\"/>\n"
    "    <force side=\"confederate\"/>\n"
    "  </battle>\n"
    "</campaign>\n",
    campaign_name, note, leader_name, battle_name, hex);
}

static void
assert_refused (const char *xml, int code, const char *says)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml, strlen (xml), "h.ffbridge",
                                                           &error);

  g_assert_null (campaign);
  g_assert_error (error, FFB_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, says));
  g_assert_null (strpbrk (error->message, "\r\n"));
}

static void
test_sound_campaign_loads (void)
{
  g_autofree char *xml = campaign_with ("Wilson's Creek", "Nathaniel Lyon", "A note.",
                                        "Wilson's Creek", "2011");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml, strlen (xml), "h.ffbridge",
                                                           &error);

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
}

/* Issue 11, point 7: a hostile file would make a printed copy show a line of its own. */
static void
test_control_characters (void)
{
  struct { const char *campaign, *leader, *note, *battle, *says; } cases[] = {
    { "C", "Lyon&#10;Union: all rolls Excellent", "n", "B",
      "h.ffbridge:6: the name attribute of <leader> (\"Lyon\\nUnion: all rolls Excellent\") "
      "holds a control character (U+000A)" },
    { "C", "Lyon&#13;", "n", "B", ":6: the name attribute of <leader> (\"Lyon\\r\") holds a "
                                   "control character (U+000D)" },
    { "C&#9;", "L", "n", "B", ":2: the name attribute of <campaign> (\"C\\t\") holds a "
                              "control character (U+0009)" },
    { "C", "L", "n", "B\xc2\x85" "forged", ":10: the name attribute of <battle>" },
    { "C", "L", "n", "B\xe2\x80\xa8" "forged", "holds a control character (U+2028)" },
    { "C", "L", "n", "B\xe2\x80\xa9" "forged", "holds a control character (U+2029)" },
    { "C", "L", "line one&#10;line two", "B", ":3: the text of <note> (\"line one\\nline "
                                               "two\") holds a control character (U+000A)" },
    { "C", "L", "tab&#9;", "B", ":3: the text of <note>" },
    /* A CDATA section is read apart from the text around it, and checked all the same. */
    { "C", "L", "<![CDATA[a\tb]]>", "B", ":3: the text of <note> (\"a\\tb\") holds a "
                                            "control character (U+0009)" },
    { "C", "L", "fine<![CDATA[ too]]>then&#13;", "B", ":3: the text of <note> (\"then\\r\")" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *xml = campaign_with (cases[c].campaign, cases[c].leader, cases[c].note,
                                            cases[c].battle, "2011");

      assert_refused (xml, FFB_ERROR_MEANING, cases[c].says);
    }
}

/* Issue 30, item 12: a raw control byte (XML allows none but TAB, LF and CR) was refused as
 * "Extra content at the end of the document"; the refusal names the character, the line and,
 * in a tag, the element and attribute. */
static void
test_raw_control_characters (void)
{
  struct { const char *campaign, *leader, *note, *battle, *says; } cases[] = {
    { "C", "Ly\x01on", "n", "B", "h.ffbridge:6: the name attribute of <leader> holds a control "
                                 "character (U+0001); names and every other value are one "
                                 "line of text." },
    { "C\x1b[31m", "L", "n", "B", "h.ffbridge:2: the name attribute of <campaign> holds a "
                                  "control character (U+001B)" },
    { "C", "L", "n", "B\x7f\x08", "h.ffbridge:10: the name attribute of <battle> holds a "
                                  "control character (U+0008)" },
    { "C", "L", "a note\x0c", "B", "h.ffbridge:3: the file holds a control character (U+000C), "
                                   "which XML allows nowhere; names, notes and every other "
                                   "value are one line of text." },
    { "C", "L", "<!-- \x02 -->", "B", "h.ffbridge:3: the file holds a control character "
                                      "(U+0002)" },
    { "C", "L", "<![CDATA[\x03]]>", "B", "h.ffbridge:3: the file holds a control character "
                                         "(U+0003)" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *xml = campaign_with (cases[c].campaign, cases[c].leader, cases[c].note,
                                            cases[c].battle, "2011");

      assert_refused (xml, FFB_ERROR_PARSE, cases[c].says);
    }
}

/* The parser hands a note's text in pieces (here one at each entity): the limit holds for
 * the whole text, as the tree keeps it. */
static void
test_long_note_in_pieces (void)
{
  g_autoptr(GString) note = g_string_new (NULL);
  g_autofree char *xml = NULL;

  for (int i = 0; i < FFB_LIMIT_VALUE_BYTES; i++)
    g_string_append (note, "a&amp;"); /* two bytes a piece once read */
  xml = campaign_with ("C", "L", note->str, "B", "2011");
  assert_refused (xml, FFB_ERROR_MEANING, ":3: the text of <note> is longer than");
}

/* The editor's limits (FFB_MAX_NAME, FFB_MAX_HEX) hold for what a file brings too. */
static void
test_name_lengths (void)
{
  g_autofree char *longest = g_strnfill (FFB_MAX_NAME, 'n');
  g_autofree char *too_long = g_strnfill (FFB_MAX_NAME + 1, 'n');
  g_autofree char *hex = g_strnfill (FFB_MAX_HEX, '1');
  g_autofree char *hex_too_long = g_strnfill (FFB_MAX_HEX + 1, '1');
  g_autofree char *at_limit = campaign_with (longest, longest, "n", longest, hex);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (at_limit, strlen (at_limit),
                                                           "h.ffbridge", &error);
  struct { const char *campaign, *leader, *battle, *hex, *says; } cases[] = {
    { too_long, "L", "B", "1", ":2: name=\"nnnn" },
    { "C", too_long, "B", "1", ":6: name=\"nnnn" },
    { "C", "L", too_long, "1", ":10: name=\"nnnn" },
    { "C", "L", "B", hex_too_long, ":10: hex=\"1111" },
  };

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *xml = campaign_with (cases[c].campaign, cases[c].leader, "n",
                                            cases[c].battle, cases[c].hex);

      assert_refused (xml, FFB_ERROR_MEANING, cases[c].says);
      assert_refused (xml, FFB_ERROR_MEANING, cases[c].hex == hex_too_long
                                                ? "has 21 characters; it may have at most 20."
                                                : "has 81 characters; it may have at most 80.");
    }
}

/* Issue 11: what followed a NUL byte was silently ignored. */
static void
test_nul_byte (void)
{
  g_autofree char *sound = campaign_with ("C", "L", "n", "B", "1");
  g_autofree char *xml = g_strdup (sound);
  char *cut = strstr (xml, "  <side id=\"confederate\"/>");

  *cut = '\0';
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml, strlen (sound),
                                                             "h.ffbridge", &error);

    g_assert_null (campaign);
    g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
    g_assert_cmpstr (error->message, ==, "h.ffbridge:9: the file holds a NUL byte; an "
                     "ffbridge file is UTF-8 text, which never does.");
  }
}

static void
test_too_large (void)
{
  gsize length = FFB_LIMIT_FILE_BYTES + 1;
  g_autofree char *xml = g_malloc (length);
  g_autoptr(GError) error = NULL;

  memset (xml, ' ', length);
  memcpy (xml, "<campaign>", 10);
  g_assert_false (ffb_xml_check_limits (xml, length, "h.ffbridge", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "h.ffbridge: the file is larger than 8 MiB, far "
                   "larger than any campaign; it was refused unread.");
}

static void
test_nesting (void)
{
  g_autoptr(GString) at_limit = g_string_new (NULL);
  g_autoptr(GString) over = NULL;
  g_autoptr(GError) error = NULL;

  for (int i = 0; i < FFB_LIMIT_NESTING; i++)
    g_string_append (at_limit, "<x>");
  for (int i = 0; i < FFB_LIMIT_NESTING; i++)
    g_string_append (at_limit, "</x>");
  g_assert_true (ffb_xml_check_limits (at_limit->str, at_limit->len, "n.xml", &error));
  over = g_string_new ("<x>\n");
  g_string_append (over, at_limit->str);
  g_string_append (over, "</x>");
  g_assert_false (ffb_xml_check_limits (over->str, over->len, "n.xml", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "n.xml:2: the elements nest more than 40 deep here "
                   "(nesting depth); no ffbridge file does.");
}

/* Issue 11: without XML_PARSE_BIG_LINES every line past 65,535 was told as 65,535. */
static void
test_big_lines (void)
{
  g_autofree char *sound = campaign_with ("C", "L", "n", "B", "1");
  g_autoptr(GString) xml = g_string_new (sound);
  const char *at = strstr (sound, "  <side id=\"confederate\"/>");
  gsize offset = at - sound;

  g_string_insert (xml, offset, "  <side id=\"confederate\">\n    <sp-group id=\"cs-1\" "
                                "name=\"G\" experience=\"green\" count=\"-3\"/>\n  </side>\n");
  g_string_erase (xml, strstr (xml->str, "  <side id=\"confederate\"/>") - xml->str,
                  strlen ("  <side id=\"confederate\"/>\n"));
  for (int i = 0; i < 70000; i++)
    g_string_insert_c (xml, offset, '\n');
  assert_refused (xml->str, FFB_ERROR_MEANING, "h.ffbridge:70010: count=\"-3\" on <sp-group>");
  /* The pre-pass tells the line past 65,535 too. */
  {
    g_autoptr(GString) forged = g_string_new (xml->str);
    char *name = strstr (forged->str, "name=\"G\"");

    g_string_insert (forged, name - forged->str + 7, "&#10;");
    assert_refused (forged->str, FFB_ERROR_MEANING, "h.ffbridge:70010: the name attribute of "
                                                    "<sp-group>");
  }
  /* A parse error past the line too. */
  g_string_insert (xml, offset + 70000, "<broken");
  assert_refused (xml->str, FFB_ERROR_PARSE, "h.ffbridge:70009: this is not a well-formed");
}

/* Issue 30, item 8: every loader, given its own kind of file with one element holding 100,000
 * attributes, refuses it in the pre-pass (libxml2's check of one element's attributes against
 * each other took a minute on this file). */
typedef gpointer (*LoadXml) (const char *xml, gsize length, const char *source, GError **error);

typedef struct
{
  const char *name;
  const char *file;    /* in the source tree */
  const char *element; /* the start tag that gets the attributes: "<tables " */
  LoadXml load;
  GDestroyNotify free;
} LoaderCase;

static const LoaderCase loader_cases[] = {
  { "campaign", "tests/files/good/wilsons-creek.ffbridge", "<leader ",
    (LoadXml) ffb_xml_load_campaign, (GDestroyNotify) ffb_campaign_unref },
  { "campaign-name", "tests/files/good/wilsons-creek.ffbridge", "<campaign ",
    (LoadXml) ffb_xml_load_campaign, (GDestroyNotify) ffb_campaign_unref },
  { "battle-name", "tests/files/good/wilsons-creek.ffbridge", "<battle ",
    (LoadXml) ffb_xml_load_campaign, (GDestroyNotify) ffb_campaign_unref },
  { "result", "data/samples/pea-ridge-result.xml", "<battle-result ",
    (LoadXml) ffb_result_load_xml, (GDestroyNotify) ffb_result_unref },
  { "rules", "data/rules/default.xml", "<rule-set ", (LoadXml) ffb_rules_load_xml,
    (GDestroyNotify) ffb_rules_unref },
  { "deck", "data/decks/haggerty.xml", "<deck ", (LoadXml) ffb_deck_load_xml,
    (GDestroyNotify) ffb_deck_free },
  { "tables", "data/tables/seed-002.xml", "<tables ", (LoadXml) ffb_tables_load_xml,
    (GDestroyNotify) ffb_tables_free },
  { "leaders", "data/leaders/seed-002.xml", "<leader-library ",
    (LoadXml) ffb_leader_library_load_xml, (GDestroyNotify) ffb_leader_library_free },
  { "tactics", "data/tactics/quick-brigade.xml", "<tactical-rules ",
    (LoadXml) ffb_tactics_load_xml, (GDestroyNotify) ffb_tactics_unref },
  { "draft", "tests/files/good/draft-wilsons-creek.ffbridge", "<draft-result ",
    (LoadXml) ffb_xml_load_campaign, (GDestroyNotify) ffb_campaign_unref },
  { "blocks", "tests/files/good/block-battle-wilsons-creek.ffbridge", "<block ",
    (LoadXml) ffb_xml_load_campaign, (GDestroyNotify) ffb_campaign_unref },
  { "block-battle", "tests/files/blocks/good/smithville.xml", "<blocks ",
    (LoadXml) ffb_blocks_load_xml, (GDestroyNotify) ffb_blocks_free },
};

/* `text` with `n` attributes more on its first `element`. */
static char *
with_attributes (const char *text, const char *element, int n)
{
  GString *more = g_string_new (element);

  for (int i = 0; i < n; i++)
    g_string_append_printf (more, "x%d=\"1\" ", i);
  {
    g_autoptr(GString) xml = g_string_new (text);

    g_assert_cmpuint (g_string_replace (xml, element, more->str, 1), ==, 1);
    g_string_free (more, TRUE);
    return g_string_free (g_steal_pointer (&xml), FALSE);
  }
}

static void
test_loader_attributes (gconstpointer data)
{
  const LoaderCase *loader = data;
  g_autofree char *path = ffb_test_source_path (loader->file);
  g_autofree char *text = NULL;
  g_autofree char *hostile = NULL;
  g_autofree char *says = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  gpointer loaded;
  g_autofree char *tag = g_strndup (loader->element + 1, strlen (loader->element) - 2);

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  loaded = loader->load (text, length, loader->file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  loader->free (loaded);

  hostile = with_attributes (text, loader->element, 100000);
  says = g_strdup_printf ("%s:%d: <%s> has more than %d attributes, far more than any "
                          "ffbridge file holds; it was refused before being read further.",
                          loader->file, ffb_test_line_of (text, loader->element), tag,
                          FFB_LIMIT_ATTRIBUTES);
  loaded = loader->load (hostile, strlen (hostile), loader->file, &error);
  g_assert_null (loaded);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, says);
}

/* At the limit the pre-pass lets an element through; one more is refused. Quotes hide what
 * a value holds ('=' and '>'), and comments, CDATA and processing instructions are no tags. */
static void
test_attributes_at_limit (void)
{
  const char *file = "<?xml version=\"1.0\"?>\n<!-- <x a=b> -->\n<x y=\"a=b>c\" z='=='>"
                     "<![CDATA[<x a=b>]]><?pi a=b?></x>";
  g_autofree char *at_limit = with_attributes (file, "\n<x ", FFB_LIMIT_ATTRIBUTES - 2);
  g_autofree char *over = with_attributes (file, "\n<x ", FFB_LIMIT_ATTRIBUTES - 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_xml_check_limits (at_limit, strlen (at_limit), "a.xml", &error));
  g_assert_no_error (error);
  g_assert_false (ffb_xml_check_limits (over, strlen (over), "a.xml", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "a.xml:3: <x> has more than 64 attributes, far more "
                   "than any ffbridge file holds; it was refused before being read further.");
}

/* Issue 30, item 9: every name of every loader that holds names is one visible line as it is
 * written, within the editor's length, or refused naming the file, the line of its element
 * and the field. */
static const struct
{
  const char *value;
  const char *says;
} name_cases[] = {
  { "Curtis\xe2\x80\xae" "evilA", "holds a bidirectional control (U+202E), which shows a name "
                                "in another order than it is written." },
  { "\xe2\x81\xa7" "Curtis", "holds a bidirectional control (U+2067)" },
  { "\xe2\x80\x8b\xe2\x80\x8c\xe2\x81\xa0", "shows nothing; a name needs at least one visible "
                                          "character." },
  { "", "(\"\") shows nothing" },
  { "   ", "shows nothing" },
};

/* `text` with the value of the first name attribute after `element` made `value`; in `line`
 * the line its start tag ends on, where the pre-pass tells it. */
static char *
with_name (const char *text, const char *element, const char *value, int *line)
{
  const char *at = strstr (text, element);
  const char *start, *end;
  GString *xml;

  g_assert_nonnull (at);
  start = strstr (at, " name=\"");
  g_assert_nonnull (start);
  start += strlen (" name=\"");
  end = strchr (start, '"');
  xml = g_string_new_len (text, start - text);
  g_string_append (xml, value);
  g_string_append (xml, end);
  *line = 1;
  for (const char *p = text; p < strchr (end, '>'); p++)
    *line += *p == '\n';
  return g_string_free (xml, FALSE);
}

static void
assert_name_refused (const LoaderCase *loader, const char *text, const char *value,
                     const char *says)
{
  int line = 0;
  g_autofree char *bad = with_name (text, loader->element, value, &line);
  g_autofree char *tag = g_strndup (loader->element + 1, strlen (loader->element) - 2);
  g_autofree char *where = g_strdup_printf ("%s:%d: ", loader->file, line);
  g_autofree char *field = g_strdup_printf ("the name attribute of <%s> (\"", tag);
  g_autoptr(GError) error = NULL;
  gpointer loaded = loader->load (bad, strlen (bad), loader->file, &error);

  if (loaded != NULL)
    loader->free (loaded);
  g_assert_null (loaded);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, says));
  if (strstr (says, "characters; it may") == NULL)
    g_assert_nonnull (strstr (error->message, field));
}

static void
test_loader_names (gconstpointer data)
{
  const LoaderCase *loader = data;
  g_autofree char *path = ffb_test_source_path (loader->file);
  g_autofree char *text = NULL;
  g_autofree char *longest = g_strnfill (FFB_MAX_NAME, 'n');
  g_autofree char *too_long = g_strnfill (10000, 'n');
  g_autoptr(GError) error = NULL;
  int line = 0;
  g_autofree char *sound = NULL;
  gpointer loaded;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (guint c = 0; c < G_N_ELEMENTS (name_cases); c++)
    assert_name_refused (loader, text, name_cases[c].value, name_cases[c].says);
  assert_name_refused (loader, text, too_long, "has 10000 characters; it may have at most 80.");
  /* The longest name, and one with right-to-left letters of its own, load. */
  sound = with_name (text, loader->element, longest, &line);
  loaded = loader->load (sound, strlen (sound), loader->file, &error);
  g_assert_no_error (error);
  loader->free (loaded);
  g_free (sound);
  sound = with_name (text, loader->element, "\xd7\x90\xd7\x91 Hebrew", &line);
  loaded = loader->load (sound, strlen (sound), loader->file, &error);
  g_assert_no_error (error);
  loader->free (loaded);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (count_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/limits/count/%s", count_cases[i].name);

      g_test_add_data_func (path, &count_cases[i], test_count);
    }
  g_test_add_func ("/limits/count/elements", test_total_elements);
  g_test_add_func ("/limits/count/per-scope", test_count_per_scope);
  g_test_add_func ("/limits/text/sound-campaign-loads", test_sound_campaign_loads);
  g_test_add_func ("/limits/text/control-characters", test_control_characters);
  g_test_add_func ("/limits/text/raw-control-characters", test_raw_control_characters);
  g_test_add_func ("/limits/text/long-note-in-pieces", test_long_note_in_pieces);
  g_test_add_func ("/limits/text/name-lengths", test_name_lengths);
  g_test_add_func ("/limits/bytes/nul", test_nul_byte);
  g_test_add_func ("/limits/bytes/too-large", test_too_large);
  g_test_add_func ("/limits/nesting", test_nesting);
  g_test_add_func ("/limits/big-lines", test_big_lines);
  g_test_add_func ("/limits/attributes/at-limit", test_attributes_at_limit);
  for (guint i = 0; i < G_N_ELEMENTS (loader_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/limits/attributes/%s", loader_cases[i].name);

      g_test_add_data_func (path, &loader_cases[i], test_loader_attributes);
    }
  for (guint i = 0; i < G_N_ELEMENTS (loader_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/limits/names/%s", loader_cases[i].name);

      /* A battle result and its draft hold ids, no names. */
      if (!g_str_equal (loader_cases[i].name, "result")
          && !g_str_equal (loader_cases[i].name, "draft"))
        g_test_add_data_func (path, &loader_cases[i], test_loader_names);
    }
  return g_test_run ();
}
