/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-verify-setup.c: `verify` checks a fought battle's setup against the one its rolls were
 * made on (RULES.md "Fair dice", second decision; issue 30 item 6), and a walk over every
 * field of a rolled battle: each attribute and text in turn changed (a number incremented, a
 * boolean flipped, a string altered), the file loaded and verified. An edit must be refused
 * by the loader or named by verify, unless its field is on the short list of fields nothing a
 * roll, a choice or an outcome rests on (unrolled_fields), which the test prints. */
#include <string.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include "ffb-neutral.h"
#include "ffb-setup-digest.h"
#include "ffb-test-neutral.h"
#include "ffb-test-tamper.h"
#include "ffb-xml.h"

/* The test battle (the Union attacks) rolled with a Union march on the right and a Confederate
 * one on the left that meet, played to turn 12, revealed: its campaign file's text. */
static char *
rolled_battle_xml (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbFlankOrder *blue = ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                           FFB_FLANK_RIGHT, "u-div3");
  FfbFlankOrder *gray = ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                           FFB_FLANK_LEFT, "c-div2");

  ffb_test_give (campaign, blue);
  ffb_test_give (campaign, gray);
  ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, 12);
  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  g_assert_nonnull (battle->neutral->setup_digest);
  return ffb_xml_write_campaign (campaign);
}

/* The problems verify finds in the battle of `xml`; NULL when the file does not load or
 * verify refuses to check it (a seed no longer revealed): the edit is caught either way. */
static GPtrArray *
verify_text (const char *xml, gsize length)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml, length, "tampered.ffbridge",
                                                           NULL);
  FfbBattle *battle;
  g_autoptr(GError) error = NULL;
  GPtrArray *problems;

  if (campaign == NULL || (battle = ffb_campaign_find_battle (campaign, "test")) == NULL
      || battle->neutral == NULL || battle->neutral->dice == NULL)
    return NULL;
  problems = ffb_neutral_verify (battle->neutral, campaign, battle, &error);
  return problems;
}

static gboolean
caught (const char *xml, gsize length)
{
  g_autoptr(GPtrArray) problems = verify_text (xml, length);

  return problems == NULL || problems->len > 0;
}

typedef struct
{
  const char *name;
  const char *pattern; /* a regular expression, its first match replaced */
  const char *replacement;
  const char *says;    /* part of a sentence verify says */
} Edit;

/* Issue 30 item 6's edits of a fought battle, each as the probe made it. */
static const Edit edits[] = {
  { "defender-demoralized (R7D)", "<force side=\"confederate\" demoralized=\"false\"",
    "<force side=\"confederate\" demoralized=\"true\"", "he may not flank march (R7D)" },
  { "march-leader-out", "<leader ref=\"c-div2\"[^>]*/>", "",
    "The battle's setup is not the one its rolls were made on" },
  { "sp-count", "(<sp group=\"[^\"]*\" count=\")2\"", "\\g<1>1\"",
    "The battle's setup is not the one its rolls were made on" },
  { "group-removed", "<sp group=\"[^\"]*\" count=\"[0-9]+\"/>", "",
    "The battle's setup is not the one its rolls were made on" },
  { "brigade-worn", "(<brigade [^>]*)starts-worn=\"false\"", "\\g<1>starts-worn=\"true\"",
    "start Worn, but only the brigades of a defender Demoralized at the start do (R7D)" },
  { "not-rolled", "<neutral rolled=\"true\"", "<neutral rolled=\"false\"",
    "The battle is recorded as not rolled" },
  { "terrain", "terrain=\"clear\"", "terrain=\"forest\"",
    "The battle's setup is not the one its rolls were made on" },
};

/* `xml` with the first match of the edit's pattern replaced. */
static char *
edit_once (const char *xml, const Edit *edit)
{
  g_autoptr(GRegex) regex = g_regex_new (edit->pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GString) once = g_string_new (NULL);
  g_autofree char *replaced = NULL;
  int start, end;

  if (!g_regex_match (regex, xml, 0, &match))
    g_error ("%s: no match for %s in the file", edit->name, edit->pattern);
  g_assert_true (g_match_info_fetch_pos (match, 0, &start, &end));
  replaced = g_match_info_expand_references (match, edit->replacement, NULL);
  g_string_append_len (once, xml, start);
  g_string_append (once, replaced);
  g_string_append (once, xml + end);
  return g_string_free (g_steal_pointer (&once), FALSE);
}

static void
test_edits_named (void)
{
  g_autofree char *xml = rolled_battle_xml ();
  g_autoptr(GPtrArray) clean = verify_text (xml, strlen (xml));

  g_assert_nonnull (clean);
  g_assert_cmpuint (clean->len, ==, 0);
  for (guint e = 0; e < G_N_ELEMENTS (edits); e++)
    {
      g_autofree char *edited = edit_once (xml, &edits[e]);
      g_autoptr(GPtrArray) problems = NULL;
      gboolean said = FALSE;

      problems = verify_text (edited, strlen (edited));
      if (problems == NULL)
        g_error ("%s: the edited file does not load", edits[e].name);
      for (guint i = 0; i < problems->len; i++)
        {
          g_test_message ("%s: %s", edits[e].name, (const char *) problems->pdata[i]);
          said |= strstr (problems->pdata[i], edits[e].says) != NULL;
        }
      if (!said)
        g_error ("%s: verify does not say “%s”", edits[e].name, edits[e].says);
    }
}

/* The fields nothing a roll, a choice or an outcome rests on: element and attribute ("#text"
 * for an element's text). A change to any other field of the battle is refused or named. */
static const char *const unrolled_fields[][2] = {
  { "battle", "name" }, /* the battle's name and hex: words for people */
  { "battle", "hex" },
  { "army", "name" },   /* the names of units */
  { "corps", "name" },
  { "division", "name" },
  { "brigade", "name" },
  { "battery", "name" },
  /* The army's id: the loader gives it from the OOB's side, whatever the file says. */
  { "army", "id" },
  /* The clock: where the battle stands, which the referee moves. Every roll due by then must
   * be in the log (a rating on arrival, R7B(7)), and none may be later; a move that passes no
   * such event changes no roll. The re-rolls used this turn (R11D) are counted at the table,
   * with no die of the app's. */
  { "clock", "turn" },
  { "clock", "night" },
  { "clock", "driven-off" },
  { "clock", "overnight" },
  { "clock", "end-turn" },
  { "clock", "rerolls-used-union" },
  { "clock", "rerolls-used-confederate" },
};

static gboolean
unrolled (const char *element, const char *field)
{
  for (guint i = 0; i < G_N_ELEMENTS (unrolled_fields); i++)
    if (g_str_equal (unrolled_fields[i][0], element) && g_str_equal (unrolled_fields[i][1], field))
      return TRUE;
  return FALSE;
}

typedef struct
{
  guint fields;
  guint named;
  GPtrArray *passed; /* "element field" of edits nothing caught */
} Walk;

static gboolean
edit_caught (xmlDoc *doc, gpointer data G_GNUC_UNUSED)
{
  xmlChar *text = NULL;
  int length = 0;
  gboolean result;

  xmlDocDumpMemory (doc, &text, &length);
  result = caught ((const char *) text, (gsize) length);
  xmlFree (text);
  return result;
}

static void
count (const char *element, const char *field, gboolean was_caught, gpointer data)
{
  Walk *walk = data;

  walk->fields++;
  if (was_caught)
    walk->named++;
  else if (!unrolled (element, field))
    g_ptr_array_add (walk->passed, g_strdup_printf ("%s %s", element, field));
}

/* The <battle id="test"> element, depth first. */
static xmlNode *
find_battle (xmlNode *node)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlNode *found = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (xmlStrEqual (child->name, (const xmlChar *) "battle"))
        {
          xmlChar *id = xmlGetProp (child, (const xmlChar *) "id");

          if (xmlStrEqual (id, (const xmlChar *) "test"))
            found = child;
          xmlFree (id);
        }
      if (found == NULL)
        found = find_battle (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_tamper_every_field (void)
{
  g_autofree char *xml = rolled_battle_xml ();
  xmlDoc *doc = xmlReadMemory (xml, (int) strlen (xml), "rolled.ffbridge", NULL,
                               XML_PARSE_NONET);
  Walk walk = { 0, 0, g_ptr_array_new_with_free_func (g_free) };
  xmlNode *battle = find_battle (xmlDocGetRootElement (doc));

  g_assert_nonnull (battle);
  ffb_test_tamper_walk (doc, battle, edit_caught, count, &walk);
  for (guint i = 0; i < G_N_ELEMENTS (unrolled_fields); i++)
    g_test_message ("not rolled on: %s %s", unrolled_fields[i][0], unrolled_fields[i][1]);
  for (guint i = 0; i < walk.passed->len; i++)
    g_test_message ("passed: %s", (const char *) walk.passed->pdata[i]);
  g_test_message ("%u fields of the rolled battle changed one at a time: %u refused or named",
                  walk.fields, walk.named);
  g_assert_cmpuint (walk.fields, >, 500);
  g_assert_cmpuint (walk.passed->len, ==, 0);
  g_ptr_array_unref (walk.passed);
  xmlFreeDoc (doc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/verify-setup/issue-30/edits-of-a-fought-battle-named", test_edits_named);
  g_test_add_func ("/verify-setup/issue-30/tamper-every-field-of-a-rolled-battle",
                   test_tamper_every_field);
  return g_test_run ();
}
