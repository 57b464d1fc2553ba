/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tactics.c: a battle fought with other tactical rules than Fire & Fury (RULES.md Q):
 * the quick brigade rules' file, a battle's set in the campaign file, the organizer to Q1's
 * limits, and the edit that switches a battle's set. */
#include <string.h>

#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-neutral.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-tactics.h"
#include "ffb-xml.h"

static FfbTactics *
quick (void)
{
  g_autoptr(GError) error = NULL;
  FfbTactics *tactics = ffb_tactics_new_built_in ("quick-brigade", &error);

  g_assert_no_error (error);
  g_assert_nonnull (tactics);
  return tactics;
}

/* ---- The file ---------------------------------------------------------------------- */

static void
test_built_in_quick (void)
{
  g_autoptr(FfbTactics) t = quick ();
  g_auto(GStrv) ids = ffb_tactics_built_in_ids ();
  const char *blocks[] = { "Movement", "Combat", "Activation" };

  g_assert_true (g_strv_contains ((const char *const *) ids, "quick-brigade"));
  g_assert_cmpstr (t->rule, ==, "Q1");
  g_assert_cmpint (t->stands_per_sp, ==, 6);
  g_assert_cmpint (t->guns_per_sp, ==, 1);
  /* Seed 003: brigades of 2 to 8 stands, a General and 2-4 brigades a division. */
  g_assert_cmpint (t->brigade_min_stands, ==, 2);
  g_assert_cmpint (t->brigade_max_stands, ==, 8);
  g_assert_cmpint (t->division_min_brigades, ==, 2);
  g_assert_cmpint (t->division_max_brigades, ==, 4);
  /* Two hits a stand; guns removed at 4 hits, Shaken at 3; Shaken past half. */
  g_assert_cmpint (t->stand_hits, ==, 2);
  g_assert_cmpint (t->gun_hits, ==, 4);
  g_assert_cmpint (t->gun_shaken_hits, ==, 3);
  g_assert_cmpfloat (t->shaken_lost_over, ==, 0.5);
  g_assert_cmpuint (t->reference->len, ==, G_N_ELEMENTS (blocks));
  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    {
      FfbTacticsBlock *block = g_ptr_array_index (t->reference, i);

      g_assert_cmpstr (block->name, ==, blocks[i]);
      g_assert_cmpuint (block->figures->len, >, 0);
    }
  g_assert_cmpstr (((FfbTacticsFigure *) ((FfbTacticsBlock *) t->reference->pdata[0])
                    ->figures->pdata[0])->text, ==, "12\"");
}

/* The source tree's file validates against the schema (the built-in one is read the same). */
static void
test_source_tree_file (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "data", "tactics",
                                            "quick-brigade.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTactics) t = ffb_tactics_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (t->id, ==, "quick-brigade");
}

/* Q2: Shaken once more than half the stands are lost. */
static void
test_shaken_past_half (void)
{
  g_autoptr(FfbTactics) t = quick ();
  const int expected[][2] = { { 8, 3 }, { 7, 3 }, { 6, 2 }, { 5, 2 }, { 4, 1 }, { 3, 1 },
                              { 2, 0 }, { 0, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (ffb_tactics_shaken_at (t, expected[i][0]), ==, expected[i][1]);
}

#define HEAD "<?xml version=\"1.0\"?>\n"
#define ROOT "<tactical-rules format-version=\"1\" id=\"x\" name=\"X\" rule=\"Q1\">\n"
#define RATIO "<ratio stands-per-sp=\"6\" guns-per-sp=\"1\"/>\n"
#define COMMANDS(brigade) \
  "<commands>\n<brigade " brigade "/>\n<division min-brigades=\"2\" max-brigades=\"4\"/>\n" \
  "</commands>\n"
#define GOOD_BRIGADE "min-stands=\"2\" target-stands=\"6\" max-stands=\"8\""
#define HITS(gun) "<hits stand-hits=\"2\" " gun " shaken-lost-over=\"0.5\"/>\n"
#define GOOD_GUN "gun-hits=\"4\" gun-shaken-hits=\"3\""
#define REFERENCE "<reference><block name=\"M\"><figure label=\"a\" text=\"b\"/></block>" \
  "</reference>\n</tactical-rules>\n"

typedef struct
{
  const char *xml;
  int code;
  const char *says; /* "bad.xml:LINE: ..." */
} BadFile;

static const BadFile bad_files[] = {
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) REFERENCE, 0, NULL },
  { HEAD "<rule-set format-version=\"1\"/>\n", FFB_ERROR_SCHEMA, "bad.xml:2: this file is not" },
  { HEAD "<tactical-rules format-version=\"2\" id=\"x\" name=\"X\" rule=\"Q1\"/>\n",
    FFB_ERROR_VERSION, "bad.xml:2: the tactical rule set is in format version “2”" },
  { HEAD ROOT RATIO HITS (GOOD_GUN) REFERENCE, FFB_ERROR_SCHEMA, "bad.xml:" },
  { HEAD ROOT "<ratio stands-per-sp=\"six\" guns-per-sp=\"1\"/>\n"
    COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) REFERENCE, FFB_ERROR_MEANING,
    "bad.xml:3: stands-per-sp=\"six\" on <ratio>" },
  { HEAD ROOT RATIO COMMANDS ("min-stands=\"2\" target-stands=\"9\" max-stands=\"8\"")
    HITS (GOOD_GUN) REFERENCE, FFB_ERROR_INVALID, "bad.xml:2: The brigade size the organizer" },
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS ("gun-hits=\"3\" gun-shaken-hits=\"4\"")
    REFERENCE, FFB_ERROR_INVALID, "bad.xml:2: The hits that make a gun Shaken" },
};

/* Every bad file is refused with its file, line and what is wrong; the good one loads. */
static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbTactics) t = ffb_tactics_load_xml (bad_files[i].xml,
                                                      strlen (bad_files[i].xml), "bad.xml",
                                                      &error);

      if (bad_files[i].says == NULL)
        {
          g_assert_no_error (error);
          g_assert_nonnull (t);
          continue;
        }
      g_assert_null (t);
      g_assert_error (error, FFB_ERROR, bad_files[i].code);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, bad_files[i].says));
    }
}

static void
test_unknown_built_in (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbTactics) t = ffb_tactics_new_built_in ("chess", &error);

  g_assert_null (t);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "quick-brigade"));
  g_assert_nonnull (strstr (error->message, FFB_TACTICS_FIRE_AND_FURY));
}

/* ---- The campaign file ------------------------------------------------------------- */

static FfbCampaign *
demo (void)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = ffb_xml_new_demo_campaign (&error);

  g_assert_no_error (error);
  return campaign;
}

static FfbCampaign *
load (const char *xml, GError **error)
{
  return ffb_xml_load_campaign (xml, strlen (xml), "test.ffbridge", error);
}

/* An older file names no tactical rules: every battle is Fire & Fury, and the file it writes
 * names none either, so it is written as it was. */
static void
test_older_file_is_fire_and_fury (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = load (xml, &error);
  g_autofree char *xml_again = NULL;

  g_assert_no_error (error);
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];

      g_assert_null (battle->tactics);
      g_assert_cmpstr (ffb_battle_tactics_id (battle), ==, FFB_TACTICS_FIRE_AND_FURY);
    }
  g_assert_null (strstr (xml, "tactics="));
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* A battle's set is written by its id and read back; the rest of the file is as before. */
static void
test_campaign_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  g_autoptr(FfbCampaign) again = NULL;

  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_no_error (error);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "tactics=\"quick-brigade\""));
  again = load (xml, &error);
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (again, "pea-ridge");
  g_assert_nonnull (battle->tactics);
  g_assert_cmpstr (battle->tactics->id, ==, "quick-brigade");
  g_assert_cmpint (battle->stands_per_sp, ==, 6);
  g_assert_cmpint (battle->batteries_per_sp, ==, 1);
  g_assert_null (ffb_campaign_find_battle (again, "fredericksburg")->tactics);
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* A file naming tactical rules this build does not hold is refused at the battle's line. */
static void
test_campaign_unknown_tactics (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autofree char *bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;
  const char *at = strstr (xml, "<battle id=\"pea-ridge\"");
  g_auto(GStrv) before = NULL;
  g_autofree char *line = NULL;

  g_assert_nonnull (at);
  bad = g_strdup_printf ("%.*s<battle tactics=\"chess\" %s", (int) (at - xml), xml,
                         at + strlen ("<battle "));
  loaded = load (bad, &error);
  g_assert_null (loaded);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  before = g_strsplit (xml, "\n", -1);
  for (guint i = 0; before[i] != NULL; i++)
    if (strstr (before[i], "<battle id=\"pea-ridge\""))
      line = g_strdup_printf ("test.ffbridge:%u: ", i + 1);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, line));
  g_assert_nonnull (strstr (error->message, "chess"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tactics/file/built-in-quick-brigade", test_built_in_quick);
  g_test_add_func ("/tactics/file/source-tree-quick-brigade", test_source_tree_file);
  g_test_add_func ("/tactics/file/bad-files-name-file-and-line", test_bad_files);
  g_test_add_func ("/tactics/file/unknown-built-in", test_unknown_built_in);
  g_test_add_func ("/tactics/Q2/shaken-past-half", test_shaken_past_half);
  g_test_add_func ("/tactics/campaign/older-file-is-fire-and-fury",
                   test_older_file_is_fire_and_fury);
  g_test_add_func ("/tactics/campaign/round-trip", test_campaign_round_trip);
  g_test_add_func ("/tactics/campaign/unknown-tactics-at-its-line",
                   test_campaign_unknown_tactics);
  return g_test_run ();
}
