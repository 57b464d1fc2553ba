/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: the text and XML exports of a battle's OOBs. */
#include <string.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "ffb-reader-view.h"
#include "ffb-edit.h"
#include "ffb-export.h"
#include "ffb-organize.h"
#include "ffb-xml-tactics.h"
#include "ffb-test-builder.h"
#include "ffb-test-files.h"
#include "ffb-test-neutral.h"

static void
organize_both (FfbCampaign *campaign, FfbOob *oobs[2])
{
  for (int side = 0; side < 2; side++)
    oobs[side] = ffb_organize (campaign, ffb_test_battle (campaign), side, NULL);
}

static FfbCampaign *
forest_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbLeader *leader;

  battle->terrain = FFB_TERRAIN_FOREST;
  battle->months = FFB_MONTHS_MAR_APR;
  battle->attacker = FFB_SIDE_CONFEDERATE;
  battle->sides[FFB_SIDE_UNION].demoralized = TRUE;
  leader = ffb_test_add_leader (campaign, FFB_SIDE_UNION, "curtis", 2, 0, 0, FALSE);
  g_free (leader->name);
  leader->name = g_strdup ("Curtis <&> \"Sam\"");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 4, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 2, NULL);
  return campaign;
}

static void
test_text (void)
{
  g_autoptr(FfbCampaign) campaign = forest_campaign ();
  FfbOob *oobs[2];
  g_autofree char *text = NULL;

  organize_both (campaign, oobs);
  text = ffb_export_text (campaign, ffb_test_battle (campaign), oobs, 2);
  /* R8 Mar-Apr, R7C forest: attacker -1 and 25% breastworks of 80 stands = 20 inches. */
  g_assert_nonnull (strstr (text, "Dawn 0600, dusk 1800: 25 turns"));
  g_assert_nonnull (strstr (text, "arrival rolls -1"));
  g_assert_nonnull (strstr (text, "Breastworks: 20 inches"));
  /* R7D: the demoralized defender's green 8-stand brigades print -.8.5; the attacker's
   * veteran 8-stand brigades 8.6.4. */
  g_assert_nonnull (strstr (text, "-.8.5"));
  g_assert_nonnull (strstr (text, "8.6.4"));
  /* R1, R3: who attacks; the defender picks his table edge. */
  g_assert_nonnull (strstr (text, "Confederate attacks; Union defends and picks his table "
                                  "edge (R3)"));
  g_assert_nonnull (strstr (text, "UNION ORDER OF BATTLE"));
  g_assert_nonnull (strstr (text, "CONFEDERATE ORDER OF BATTLE"));
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

static void
test_xml_is_well_formed (void)
{
  g_autoptr(FfbCampaign) campaign = forest_campaign ();
  FfbOob *oobs[2];
  g_autofree char *xml = NULL;
  xmlDoc *doc;
  xmlNode *root;

  organize_both (campaign, oobs);
  xml = ffb_export_xml (campaign, ffb_test_battle (campaign), oobs, 2);
  doc = xmlReadMemory (xml, (int) strlen (xml), "export.xml", NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "oob-export");
  /* The leader's name, with its markup characters, comes back intact. */
  g_assert_nonnull (strstr (xml, "Curtis &lt;&amp;&gt; &quot;Sam&quot;"));
  g_assert_nonnull (strstr (xml, "label=\"-.8.5\""));
  xmlFreeDoc (doc);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

static void
test_army_leader_attached (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbOob *oobs[2];
  g_autofree char *text = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "grant", 4, 0, 2, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "lee", 4, 1, 3, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 2, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_GREEN, 2, NULL);
  organize_both (campaign, oobs);
  text = ffb_export_text (campaign, ffb_test_battle (campaign), oobs, 2);
  /* R11C: Grant (tactical 0) is Average: +2 attached; Lee (+1) is sealed until rolled. */
  g_assert_nonnull (strstr (text, "Army command radius 42\", 2 re-rolls per turn; attached to "
                                  "a brigade +2."));
  g_assert_nonnull (strstr (text, "Army command radius 48\", 3 re-rolls per turn; attached to "
                                  "a brigade +3 if E, +2 if A, +1 if P."));
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

/* R7C: a defender's division marching on a flank builds no breastworks: 25% of the 80
 * stands left on the table is 20 inches, not 30 for all 120. */
static void
test_breastworks_on_table_only (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oobs[2];
  g_autofree char *text = NULL;

  battle->terrain = FFB_TERRAIN_FOREST;
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_LEFT, "c-div2"));
  for (int side = 0; side < 2; side++)
    oobs[side] = battle->oob[side];
  text = ffb_export_text (campaign, battle, oobs, 2);
  g_assert_nonnull (strstr (text, "Breastworks: 20 inches for the defender (25% of 80 on-table "
                                  "stands)"));
}

/* The lines of `text` that show brigade `label` and `note` together, and those that show
 * `note` at all. */
static void
count_note_lines (const char *text, const char *label, const char *note, guint *with_label,
                  guint *any)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  *with_label = *any = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], note) != NULL)
      {
        (*any)++;
        *with_label += strstr (lines[i], label) != NULL;
      }
}

static FfbCampaign *
weapons_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 1,
                    NULL)->weapons = g_strdup ("Rifled muskets");
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 1,
                    NULL)->weapons = g_strdup ("Enfields & <Lorenz>");
  return campaign;
}

/* R4G: each brigade's line of the text export ends with its group's weapons note; the XML
 * export carries it escaped. 1 SP makes three brigades, 7.6.4 7.6.4 6.5.4 when green. */
static void
test_weapons (void)
{
  g_autoptr(FfbCampaign) campaign = weapons_campaign ();
  FfbOob *oobs[2];
  g_autofree char *text = NULL, *xml = NULL;
  guint with_label, any;

  organize_both (campaign, oobs);
  text = ffb_export_text (campaign, ffb_test_battle (campaign), oobs, 2);
  count_note_lines (text, "7.6.4", "Rifled muskets", &with_label, &any);
  g_assert_cmpuint (with_label, ==, 2);
  g_assert_cmpuint (any, ==, 3);
  g_assert_nonnull (strstr (text, "6.5.4     Rifled muskets\n"));
  count_note_lines (text, " stands ", "Enfields & <Lorenz>", &with_label, &any);
  g_assert_cmpuint (with_label, ==, 3);
  xml = ffb_export_xml (campaign, ffb_test_battle (campaign), oobs, 2);
  g_assert_nonnull (strstr (xml, " weapons=\"Enfields &amp; &lt;Lorenz&gt;\"/>"));
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

/* A player's text copy shows his own brigades' notes, and nothing of the other side's. */
static void
test_weapons_player_copy (void)
{
  g_autoptr(FfbCampaign) campaign = weapons_campaign ();
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, ffb_test_battle (campaign),
                                                       FFB_READER_UNION, -1, NULL);
  g_autofree char *text = ffb_reader_view_to_text (view, campaign->rules);
  guint with_label, any;

  count_note_lines (text, "sealed  Rifled muskets  [", "Rifled muskets", &with_label,
                    &any);
  g_assert_cmpuint (with_label, ==, 3);
  g_assert_cmpuint (any, ==, 3);
  g_assert_null (strstr (text, "Enfields"));
}

/* Fails unless `xml` follows data/schema/export.rng. Read into memory: the engine's libxml2
 * set-up refuses to load files by name. */
static void
assert_follows_export_schema (const char *xml)
{
  g_autofree char *path = ffb_test_source_path ("data/schema/export.rng");
  g_autofree char *rng = NULL;
  gsize rng_length = 0;
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr valid;
  xmlDocPtr doc;

  g_assert_true (g_file_get_contents (path, &rng, &rng_length, NULL));
  parser = xmlRelaxNGNewMemParserCtxt (rng, (int) rng_length);
  schema = xmlRelaxNGParse (parser);
  g_assert_nonnull (schema);
  doc = xmlReadMemory (xml, (int) strlen (xml), "export.xml", NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  valid = xmlRelaxNGNewValidCtxt (schema);
  g_assert_cmpint (xmlRelaxNGValidateDoc (valid, doc), ==, 0);
  xmlRelaxNGFreeValidCtxt (valid);
  xmlFreeDoc (doc);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (parser);
}

/* Fails unless the XML export of `battle` is tests/files/export/`name`, byte for byte, and
 * follows the export's schema. */
static void
assert_export_is (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *const oobs[2],
                  const char *name)
{
  g_autofree char *relative = g_build_filename ("tests", "files", "export", name, NULL);
  g_autofree char *path = ffb_test_source_path (relative);
  g_autofree char *xml = ffb_export_xml (campaign, battle, oobs, 2);
  g_autofree char *golden = NULL;

  g_assert_true (g_file_get_contents (path, &golden, NULL, NULL));
  g_assert_cmpstr (xml, ==, golden);
  assert_follows_export_schema (xml);
}

/* Issue 32, item 4: the XML export, byte for byte, of a battle whose leader, brigade and
 * weapons note need escaping and whose OOBs have findings. */
static void
test_xml_golden_escaped (void)
{
  g_autoptr(FfbCampaign) campaign = weapons_campaign ();
  FfbOob *oobs[2];
  FfbLeader *leader = ffb_test_add_leader (campaign, FFB_SIDE_CONFEDERATE, "hood", 2, 0, 0,
                                           FALSE);
  FfbUnit *brigade;

  g_free (leader->name);
  leader->name = g_strdup ("John B. Hood's \"Texans\" <&>");
  organize_both (campaign, oobs);
  brigade = ffb_oob_find_unit (oobs[FFB_SIDE_CONFEDERATE], "confederate.c1.d1.b1");
  g_assert_nonnull (brigade);
  g_free (brigade->name);
  brigade->name = g_strdup ("Hood's Texas Brigade");
  assert_export_is (campaign, ffb_test_battle (campaign), oobs, "escaped.xml");
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

/* A name no XML may hold as it is (a control character, set by code: a file would be refused)
 * is written as U+FFFD, so that the export still parses; it used to be a character reference
 * no parser accepts. */
static void
test_xml_control_character (void)
{
  g_autoptr(FfbCampaign) campaign = forest_campaign ();
  FfbOob *oobs[2];
  g_autofree char *xml = NULL;
  FfbUnit *brigade;
  xmlDoc *doc;

  organize_both (campaign, oobs);
  brigade = ffb_oob_find_unit (oobs[FFB_SIDE_UNION], "union.c1.d1.b1");
  g_assert_nonnull (brigade);
  g_free (brigade->name);
  brigade->name = g_strdup ("Bell\001 Brigade");
  xml = ffb_export_xml (campaign, ffb_test_battle (campaign), oobs, 2);
  doc = xmlReadMemory (xml, (int) strlen (xml), "export.xml", NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  g_assert_nonnull (strstr (xml, "name=\"Bell\xef\xbf\xbd Brigade\""));
  xmlFreeDoc (doc);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

/* The demo's Pea Ridge as the CLI's `convert --format xml` writes it, then fought with the
 * quick rules (Q1, Q4): guns, Shaken counts and an empty division with its finding. */
static void
test_xml_golden_demo (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", &error);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");

  g_assert_no_error (error);
  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  assert_export_is (campaign, battle, battle->oob, "pea-ridge.xml");
  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, quick, &error));
  g_assert_no_error (error);
  assert_export_is (campaign, battle, battle->oob, "pea-ridge-quick.xml");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export/R1-R3-R7C-R8/text", test_text);
  g_test_add_func ("/export/R11C-R11D/army-leader-attached", test_army_leader_attached);
  g_test_add_func ("/export/R7C/breastworks-on-table-only", test_breastworks_on_table_only);
  g_test_add_func ("/export/R4G/xml-well-formed-and-escaped", test_xml_is_well_formed);
  g_test_add_func ("/export/R4G/weapons-on-the-brigade-line", test_weapons);
  g_test_add_func ("/export/R7/weapons-on-a-player-copy-his-own-only", test_weapons_player_copy);
  g_test_add_func ("/export/issue-32/xml-golden-escaped", test_xml_golden_escaped);
  g_test_add_func ("/export/issue-32/xml-golden-demo", test_xml_golden_demo);
  g_test_add_func ("/export/issue-32/xml-control-character", test_xml_control_character);
  return g_test_run ();
}
