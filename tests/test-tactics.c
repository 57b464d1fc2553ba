/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tactics.c: a battle fought with other tactical rules than Fire & Fury (RULES.md Q):
 * the quick brigade rules' file, a battle's set in the campaign file, the organizer to Q1's
 * limits, and the edit that switches a battle's set. */
#include <string.h>

#include "ffb-aftermath.h"
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-export.h"
#include "ffb-flank.h"
#include "ffb-neutral.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-test-neutral.h"
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
  /* T: a brigade's activation is rolled on seed 003's table. */
  g_assert_cmpstr (t->activation_tables, ==, "seed-003");
  g_assert_cmpstr (t->activation_table, ==, "activation");
  g_assert_cmpstr (t->activation_name, ==, "Activation");
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

/* Q2: the seed's three grades for the campaign's three (R4F), crack being Elite. */
static void
test_experience_words (void)
{
  g_assert_cmpstr (ffb_tactics_experience_word (FFB_EXPERIENCE_CRACK), ==, "Elite");
  g_assert_cmpstr (ffb_tactics_experience_word (FFB_EXPERIENCE_VETERAN), ==, "Veteran");
  g_assert_cmpstr (ffb_tactics_experience_word (FFB_EXPERIENCE_GREEN), ==, "Green");
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
#define ACTIVATION(tables, table) \
  "<activation tables=\"" tables "\" table=\"" table "\"/>\n"
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
  /* T: the activation table, named by a built-in tables file and its table's id, at the
   * line of <activation>. */
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) ACTIVATION ("seed-003", "activation")
    REFERENCE, 0, NULL },
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) ACTIVATION ("seed-003", "charges")
    REFERENCE, FFB_ERROR_MEANING,
    "bad.xml:9: <activation> names the table “charges”, which the tables file “seed-003” does "
    "not hold (its tables are activation, charge)." },
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) ACTIVATION ("seed-009", "activation")
    REFERENCE, FFB_ERROR_MEANING,
    "bad.xml:9: <activation> names a tables file that is not built in: there are no built-in "
    "tables \"seed-009\"" },
  /* A table is named by its id, never its shown name. */
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) ACTIVATION ("seed-003", "Activation")
    REFERENCE, FFB_ERROR_SCHEMA, "bad.xml:9:" },
  { HEAD ROOT RATIO COMMANDS (GOOD_BRIGADE) HITS (GOOD_GUN) "<activation table=\"activation\"/>\n"
    REFERENCE, FFB_ERROR_SCHEMA, "bad.xml:9:" },
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
          /* A set written before <activation> loads with no activation table. */
          g_assert_true ((strstr (bad_files[i].xml, "<activation") != NULL)
                         == (t->activation_table != NULL));
          g_assert_cmpstr (t->activation_tables, ==,
                           t->activation_table != NULL ? "seed-003" : NULL);
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

/* ---- The organizer (Q1) ------------------------------------------------------------ */

/* The test campaign's battle switched to the quick brigade rules. */
static FfbCampaign *
quick_campaign (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_battle_set_tactical_rules (campaign, ffb_test_battle (campaign), t,
                                                &error));
  g_assert_no_error (error);
  return campaign;
}

static FfbOob *
organize (FfbCampaign *campaign, FfbBattle *battle, FfbSide side)
{
  g_autoptr(GError) error = NULL;
  FfbOob *oob = ffb_organize (campaign, battle, side, &error);

  g_assert_no_error (error);
  g_assert_nonnull (oob);
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = oob->findings->pdata[i];

      g_test_message ("%s %s: %s", battle->id, finding->rule, finding->message);
    }
  return oob;
}

static void
collect_kind (FfbUnit *unit, FfbUnitKind kind, GPtrArray *out)
{
  if (unit->kind == kind)
    g_ptr_array_add (out, unit);
  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      collect_kind (g_ptr_array_index (unit->children, i), kind, out);
}

static GPtrArray *
units_of_kind (FfbOob *oob, FfbUnitKind kind)
{
  GPtrArray *out = g_ptr_array_new ();

  collect_kind (oob->army, kind, out);
  return out;
}

static guint
count_findings (FfbOob *oob, const char *rule)
{
  guint n = 0;

  for (guint i = 0; i < oob->findings->len; i++)
    n += g_str_equal (((FfbFinding *) oob->findings->pdata[i])->rule, rule);
  return n;
}

static int
count_children (const FfbUnit *unit, FfbUnitKind kind)
{
  int n = 0;

  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    n += ((FfbUnit *) unit->children->pdata[i])->kind == kind;
  return n;
}

/* Q1's shape: no corps and no army leader; Generals at the head of divisions of 2-4
 * brigades (a General with nothing to lead aside, which is a finding); brigades of 2-8
 * stands, each of one SP group's experience; guns where FF has batteries. */
static void
assert_q1_shape (FfbCampaign *campaign, FfbOob *oob)
{
  g_autoptr(GPtrArray) divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  g_autoptr(GPtrArray) brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  g_autoptr(GPtrArray) guns = units_of_kind (oob, FFB_UNIT_BATTERY);

  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 0);
  g_assert_null (oob->army->leader_id);
  for (guint i = 0; i < divisions->len; i++)
    {
      FfbUnit *division = divisions->pdata[i];
      int n = count_children (division, FFB_UNIT_BRIGADE);

      g_assert_true (division->parent == oob->army);
      if (n > 0)
        {
          g_assert_cmpint (n, >=, 2);
          g_assert_cmpint (n, <=, 4);
        }
      else
        g_assert_cmpuint (count_findings (oob, "Q1"), >, 0);
    }
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      const FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, brigade->sp_group_id);

      g_assert_cmpint (brigade->stands, >=, 2);
      g_assert_cmpint (brigade->stands, <=, 8);
      g_assert_nonnull (group);
      g_assert_cmpint (brigade->experience, ==, group->experience);
    }
  for (guint i = 0; i < guns->len; i++)
    g_assert_nonnull (strstr (((FfbUnit *) guns->pdata[i])->name, "Gun"));
}

/* 1 SP at the quick set's ratio: one General's division of two brigades of 3, one gun. */
static void
test_q1_one_sp (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 1, "div");
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  g_assert_cmpuint (divisions->len, ==, 1);
  g_assert_cmpstr (((FfbUnit *) divisions->pdata[0])->leader_id, ==, "div");
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_BRIGADE), ==, 2);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 6);
  g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, 1);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* 6 SP are 36 stands, more than 4 brigades of 8: two divisions, the second under a generated
 * General, who is Average (R4D holds for the campaign's leaders as for FF's). */
static void
test_q1_two_divisions (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) divisions = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_GREEN, 6, "div");
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  divisions = units_of_kind (oob, FFB_UNIT_DIVISION);
  g_assert_cmpuint (divisions->len, ==, 2);
  g_assert_cmpstr (((FfbUnit *) divisions->pdata[0])->leader_id, ==, "div");
  g_assert_null (((FfbUnit *) divisions->pdata[1])->leader_id);
  g_assert_cmpint (((FfbUnit *) divisions->pdata[1])->rating, ==, FFB_RATING_AVERAGE);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 36);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* Green and veteran SPs under one General: no brigade mixes them (one SP experience a
 * brigade). */
static void
test_q1_one_experience_per_brigade (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "green", FFB_EXPERIENCE_GREEN, 1, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "vet", FFB_EXPERIENCE_VETERAN, 1, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "crack", FFB_EXPERIENCE_CRACK, 1, "div");
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_BRIGADE), ==, 3);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* Every CW leader is a General whatever his stars, and each keeps the SPs he commands on the
 * CW map; nobody leads the army. */
static void
test_q1_leaders_are_generals (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;
  g_autoptr(GPtrArray) brigades = NULL;
  const char *leaders[] = { "army", "corps", "div" };

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "army", 4, 1, 2, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "corps", 2, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (leaders); i++)
    {
      g_autofree char *group = g_strconcat (leaders[i], "-sps", NULL);

      ffb_test_add_sps (campaign, FFB_SIDE_UNION, group, FFB_EXPERIENCE_VETERAN, 2,
                        leaders[i]);
    }
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_DIVISION), ==, 3);
  brigades = units_of_kind (oob, FFB_UNIT_BRIGADE);
  for (guint i = 0; i < brigades->len; i++)
    {
      FfbUnit *brigade = brigades->pdata[i];
      const FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, brigade->sp_group_id);

      g_assert_cmpstr (brigade->parent->leader_id, ==, group->commander);
    }
  g_assert_cmpint (oob->army_radius, ==, 0);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* A General with no SP left to lead still stands at the head of an empty division, and the
 * findings say so by Q1, never by FF's rules. */
static void
test_q1_general_without_sps (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "spare", 2, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 1, "div");
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  /* No brigades; Q1 names no SP range for a division (no R4C). */
  g_assert_cmpuint (count_findings (oob, "Q1"), ==, 1);
  g_assert_cmpuint (count_findings (oob, "R4B") + count_findings (oob, "R4C")
                    + count_findings (oob, "R4E"), ==, 0);
  g_assert_nonnull (strstr (((FfbFinding *) oob->findings->pdata[0])->message, "spare"));
}

/* Q1: the ratio is per battle: 8 stands and 2 guns an SP when the players agree it. */
static void
test_q1_ratio_per_battle (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbOob) oob = NULL;

  ffb_test_battle (campaign)->stands_per_sp = 8;
  ffb_test_battle (campaign)->batteries_per_sp = 2;
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g1", FFB_EXPERIENCE_VETERAN, 3, "div");
  oob = organize (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION);
  assert_q1_shape (campaign, oob);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 24);
  g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, 6);
  g_assert_cmpuint (oob->findings->len, ==, 0);
}

/* Every battle of the demo switched to the quick rules: Q1's shape on both sides, the SPs
 * present at the set's ratio, and no finding that names FF's structure (R4B-R4E): the
 * referee's pick of an army leader (Van Dorn at Pea Ridge) is FF's and says nothing here. */
static void
test_q1_demo_battles (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];
      g_autoptr(GError) error = NULL;

      g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
      g_assert_no_error (error);
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          g_autoptr(FfbOob) oob = organize (campaign, battle, side);
          int sps = 0;

          for (guint i = 0; i < battle->sides[side].sps->len; i++)
            sps += g_array_index (battle->sides[side].sps, FfbPresentSp, i).count;
          assert_q1_shape (campaign, oob);
          g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, sps * 6);
          g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, sps);
          g_assert_cmpuint (count_findings (oob, "R4B") + count_findings (oob, "R4C")
                            + count_findings (oob, "R4E")
                            + count_findings (oob, "Brigade sizes"), ==, 0);
        }
    }
}

/* ---- The edit that switches a battle's rules ------------------------------------- */

/* Switched to the quick rules and back: the ratio follows the set, the stored OOBs are
 * organized again to each set's limits, and back on FF they are what they were. */
static void
test_switch_and_back (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(FfbOob) ff_union = NULL;
  g_autoptr(FfbOob) ff_confederate = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  ff_union = ffb_oob_copy (battle->oob[FFB_SIDE_UNION]);
  ff_confederate = ffb_oob_copy (battle->oob[FFB_SIDE_CONFEDERATE]);

  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ffb_battle_tactics_id (battle), ==, "quick-brigade");
  g_assert_cmpint (battle->stands_per_sp, ==, 6);
  g_assert_cmpint (battle->batteries_per_sp, ==, 1);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_assert_nonnull (battle->oob[side]);
      g_assert_cmpint (battle->oob[side]->stands_per_sp, ==, 6);
      assert_q1_shape (campaign, battle->oob[side]);
    }

  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (battle->tactics);
  g_assert_cmpint (battle->stands_per_sp, ==, campaign->rules->stands_per_sp);
  g_assert_cmpint (battle->batteries_per_sp, ==, campaign->rules->batteries_per_sp);
  g_assert_true (ffb_oob_equal (battle->oob[FFB_SIDE_UNION], ff_union));
  g_assert_true (ffb_oob_equal (battle->oob[FFB_SIDE_CONFEDERATE], ff_confederate));
}

/* As every battle edit, the switch is undone by the snapshot taken before it (the app's undo
 * keeps the campaign as its file says it). */
static void
test_switch_undone_by_snapshot (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ffb_xml_write_campaign (campaign);
  g_autofree char *after = NULL;
  g_autofree char *undone_xml = NULL;
  g_autoptr(FfbCampaign) undone = NULL;
  FfbBattle *battle;

  g_assert_true (ffb_battle_set_tactical_rules (campaign,
                                                ffb_campaign_find_battle (campaign,
                                                                          "south-mountain"),
                                                t, &error));
  after = ffb_xml_write_campaign (campaign);
  g_assert_cmpstr (before, !=, after);
  undone = load (before, &error);
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (undone, "south-mountain");
  g_assert_null (battle->tactics);
  g_assert_cmpint (battle->stands_per_sp, ==, 20);
  undone_xml = ffb_xml_write_campaign (undone);
  g_assert_cmpstr (before, ==, undone_xml);
}

/* R9: a fought battle keeps the rules it was fought with. */
static void
test_switch_refused_when_fought (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  battle->fought = TRUE;
  g_assert_false (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_null (battle->tactics);
  g_assert_cmpint (battle->stands_per_sp, ==, 20);
}

/* A battle whose neutral party has rolled names its units in secrets: its rules stay. */
static void
test_switch_refused_when_begun (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbOob) before = NULL;

  ffb_test_roll (campaign, "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
  before = ffb_oob_copy (battle->oob[FFB_SIDE_UNION]);
  g_assert_true (ffb_battle_has_begun (battle));
  g_assert_false (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, battle->name));
  g_assert_null (battle->tactics);
  g_assert_true (ffb_oob_equal (battle->oob[FFB_SIDE_UNION], before));
}

/* The text export names a quick battle's set and its ratio in stands and guns (Q1), where an
 * FF battle says R4A's stands and batteries; the XML export names the set. */
static void
test_export_text_names_the_set (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  FfbOob *oobs[FFB_N_SIDES];
  g_autofree char *ff = NULL;
  g_autofree char *q1 = NULL;
  g_autofree char *ff_xml = NULL;
  g_autofree char *q1_xml = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  oobs[0] = battle->oob[0], oobs[1] = battle->oob[1];
  ff = ffb_export_text (campaign, battle, oobs, FFB_N_SIDES);
  ff_xml = ffb_export_xml (campaign, battle, oobs, FFB_N_SIDES);
  g_assert_null (strstr (ff_xml, "tactics="));
  g_assert_nonnull (strstr (ff, "  R4A 20 stands and 2 batteries per SP.\n"));
  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  oobs[0] = battle->oob[0], oobs[1] = battle->oob[1];
  q1 = ffb_export_text (campaign, battle, oobs, FFB_N_SIDES);
  g_assert_nonnull (strstr (q1, "  Q1  Fought with the Quick brigade rules (seed 003): 6 stands "
                                "and 1 gun per SP.\n"));
  g_assert_null (strstr (q1, "R4A"));
  q1_xml = ffb_export_xml (campaign, battle, oobs, FFB_N_SIDES);
  g_assert_nonnull (strstr (q1_xml, "stands-per-sp=\"6\" guns-per-sp=\"1\" "));
  g_assert_nonnull (strstr (q1_xml, " tactics=\"quick-brigade\">\n"));
}

/* Q1 over 300 random battles (1-12 SP a side in random groups, up to 6 leaders of any
 * stars): both sides organized to Q1's shape, every SP present at the battle's ratio in
 * stands and guns, brigades of 2-8 stands, divisions of 2-4 brigades (an empty one only
 * with a Q1 finding), and never a finding that names FF's structure. */
static void
test_q1_random_battles (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(FfbTactics) t = quick ();

  for (int round = 0; round < 300; round++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 12, 6);
      FfbBattle *battle = ffb_test_battle (campaign);

      g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, NULL));
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(FfbOob) oob = ffb_organize (campaign, battle, side, &error);
          int sps = 0;

          g_assert_no_error (error);
          for (guint i = 0; i < battle->sides[side].sps->len; i++)
            sps += g_array_index (battle->sides[side].sps, FfbPresentSp, i).count;
          g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, sps * 6);
          g_assert_cmpint (ffb_unit_count_batteries (oob->army), ==, sps);
          g_assert_cmpint (ffb_unit_count_kind (oob->army, FFB_UNIT_CORPS), ==, 0);
          g_assert_null (oob->army->leader_id);
          g_assert_cmpuint (count_findings (oob, "R4B") + count_findings (oob, "R4C")
                            + count_findings (oob, "R4E")
                            + count_findings (oob, "Brigade sizes"), ==, 0);
          assert_q1_shape (campaign, oob);
        }
    }
}

/* ---- Game night for a quick battle ------------------------------------------------ */

static guint
count_march_findings (FfbCampaign *campaign, FfbBattle *battle, FfbFlankOrder *order,
                      const char *rule)
{
  g_autoptr(GPtrArray) orders = g_ptr_array_new ();
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  guint n = 0;

  g_ptr_array_add (orders, order);
  ffb_flank_check (order, orders, campaign, battle, battle->oob[FFB_SIDE_UNION], findings);
  for (guint i = 0; i < findings->len; i++)
    {
      FfbFinding *finding = findings->pdata[i];

      g_test_message ("%s: %s", finding->rule, finding->message);
      n += g_str_equal (finding->rule, rule);
    }
  return n;
}

/* R5B weighs a flank march's leader by the command he holds: in a quick battle a General
 * leads a division of up to 4 SP at 6 stands an SP (4 brigades of the target 6), so his 3 SP
 * may march under him; FF's division leader (R4C: 1-2 SP) could not lead them. */
static void
test_q1_flank_march_led_by_a_general (void)
{
  g_autoptr(FfbCampaign) campaign = quick_campaign ();
  g_autoptr(FfbFlankOrder) order = ffb_flank_order_new (FFB_SIDE_UNION, FFB_FLANK_LEFT, "div");
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;
  FfbUnit *division;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "other", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "div-sps", FFB_EXPERIENCE_VETERAN, 3, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "other-sps", FFB_EXPERIENCE_VETERAN, 3, "other");
  g_assert_true (ffb_battle_organize_side (campaign, battle, FFB_SIDE_UNION, &error));
  g_assert_no_error (error);
  division = ffb_unit_find_led (battle->oob[FFB_SIDE_UNION]->army, "div");
  g_assert_cmpint (ffb_unit_count_stands (division), ==, 18);
  ffb_flank_order_add_unit (order, division->id);
  g_assert_cmpuint (count_march_findings (campaign, battle, order, "R5B"), ==, 0);
  /* The same march held to FF's limits. */
  ffb_battle_set_tactics (battle, NULL);
  g_assert_cmpuint (count_march_findings (campaign, battle, order, "R5B"), ==, 1);
}

/* ---- Back to the campaign (Q3) ---------------------------------------------------- */

static FfbResult *
new_result (void)
{
  FfbResult *result = ffb_result_new ("pea-ridge");

  result->sides[FFB_SIDE_UNION].victory_points = 10;
  result->sides[FFB_SIDE_CONFEDERATE].victory_points = 5;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      FfbCrtResult row[FFB_CRT_ROW_RESULTS];

      for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
        row[i] = (FfbCrtResult) { i + 1, i / 2, FALSE };
      ffb_result_set_crt_row (result, side, row);
    }
  return result;
}

/* Every brigade of the division `code` ("1") of the side's stored OOB loses all its stands;
 * returns the stands lost and the SP group they came from. */
static int
lose_division (FfbBattle *battle, FfbSide side, const char *code, FfbResult *result,
               char **group_id)
{
  FfbUnit *division = ffb_oob_find_unit_named (battle->oob[side], code);
  int lost = 0;

  g_assert_nonnull (division);
  for (guint i = 0; i < division->children->len; i++)
    {
      FfbUnit *unit = division->children->pdata[i];

      if (unit->kind != FFB_UNIT_BRIGADE)
        continue;
      ffb_result_add_loss (result, side, unit->id, unit->stands);
      lost += unit->stands;
      g_free (*group_id);
      *group_id = g_strdup (unit->sp_group_id);
    }
  return lost;
}

/* Q3: a quick battle's losses go back by R9A-R9E at its own ratio: at Pea Ridge fought with
 * the quick rules, the Union's 6 stands of Osterhaus's division and 6 of Davis's are 2 SP at
 * 6 stands an SP (at FF's 20 they would be 3/5 of an SP): both SPs are removed, the loss of 2
 * SP demoralizes (R9B), and the Union's green SPs that fought become veteran (R9E). */
static void
test_q3_losses_at_the_battles_ratio (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(FfbResult) result = new_result ();
  g_autoptr(GError) error = NULL;
  g_autofree char *osterhaus = NULL, *davis = NULL;
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  FfbAftermath *aftermath;
  const FfbAftermathSide *side;
  int before_osterhaus, before_davis;

  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lose_division (battle, FFB_SIDE_UNION, "1", result, &osterhaus), ==, 6);
  g_assert_cmpint (lose_division (battle, FFB_SIDE_UNION, "3", result, &davis), ==, 6);
  before_osterhaus = ffb_campaign_find_sp_group (campaign, osterhaus)->count;
  before_davis = ffb_campaign_find_sp_group (campaign, davis)->count;
  aftermath = ffb_aftermath_new (campaign, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  side = &aftermath->sides[FFB_SIDE_UNION];
  g_assert_cmpint (side->sp_lost, ==, 2);
  g_assert_cmpint (side->sp_removed[FFB_EXPERIENCE_VETERAN], ==, 2);
  g_assert_cmpint (side->morale, ==, FFB_MORALE_HEAVY_LOSS);
  g_assert_true (ffb_aftermath_apply (aftermath, campaign, NULL, &error));
  g_assert_no_error (error);
  ffb_aftermath_free (aftermath);
  g_assert_cmpint (ffb_campaign_find_sp_group (campaign, osterhaus)->count, ==,
                   before_osterhaus - 1);
  g_assert_cmpint (ffb_campaign_find_sp_group (campaign, davis)->count, ==, before_davis - 1);
  g_assert_cmpint (ffb_campaign_find_sp_group (campaign, "us-sw-2")->experience, ==,
                   FFB_EXPERIENCE_VETERAN);
  battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_assert_true (battle->fought);
  g_assert_cmpstr (ffb_battle_tactics_id (battle), ==, "quick-brigade");
}

/* Q3: a remainder carried from a quick battle keeps its value as a fraction of an SP (R9A):
 * 3 stands at 6 a SP is half an SP, added to the 3/10 the demo's Union carries. */
static void
test_q3_remainder_is_a_fraction (void)
{
  g_autoptr(FfbCampaign) campaign = demo ();
  g_autoptr(FfbTactics) t = quick ();
  g_autoptr(FfbResult) result = new_result ();
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  FfbUnit *brigade;
  FfbAftermath *aftermath;
  g_autofree char *carried = NULL;
  g_autofree char *before = ffb_fraction_to_string (campaign->carried[FFB_SIDE_UNION]
                                                                    [FFB_EXPERIENCE_VETERAN]);

  g_assert_cmpstr (before, ==, "3/10");
  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, t, &error));
  g_assert_true (ffb_battle_organize_both (campaign, battle, &error));
  brigade = ffb_oob_find_unit_named (battle->oob[FFB_SIDE_UNION], "1/1");
  g_assert_cmpint (brigade->stands, ==, 3);
  ffb_result_add_loss (result, FFB_SIDE_UNION, brigade->id, 3);
  aftermath = ffb_aftermath_new (campaign, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  carried = ffb_fraction_to_string (aftermath->sides[FFB_SIDE_UNION]
                                    .carried_after[FFB_EXPERIENCE_VETERAN]);
  g_assert_cmpstr (carried, ==, "4/5");
  g_assert_cmpint (aftermath->sides[FFB_SIDE_UNION].sp_removed[FFB_EXPERIENCE_VETERAN], ==, 0);
  ffb_aftermath_free (aftermath);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/organize/Q1/one-sp-is-a-general-two-brigades-one-gun", test_q1_one_sp);
  g_test_add_func ("/organize/Q1/past-four-brigades-of-8-a-second-division",
                   test_q1_two_divisions);
  g_test_add_func ("/organize/Q1/one-experience-per-brigade",
                   test_q1_one_experience_per_brigade);
  g_test_add_func ("/organize/Q1/every-leader-a-general-keeping-his-sps",
                   test_q1_leaders_are_generals);
  g_test_add_func ("/organize/Q1/general-without-sps-is-a-q1-finding",
                   test_q1_general_without_sps);
  g_test_add_func ("/organize/Q1/ratio-is-per-battle", test_q1_ratio_per_battle);
  g_test_add_func ("/organize/Q1/demo-battles", test_q1_demo_battles);
  g_test_add_func ("/organize/Q1/300-random-battles", test_q1_random_battles);
  g_test_add_func ("/tactics/Q1/export-names-the-set", test_export_text_names_the_set);
  g_test_add_func ("/night/Q1/flank-march-led-by-a-general",
                   test_q1_flank_march_led_by_a_general);
  g_test_add_func ("/aftermath/Q3/losses-at-the-battles-ratio",
                   test_q3_losses_at_the_battles_ratio);
  g_test_add_func ("/aftermath/Q3/remainder-is-a-fraction-of-an-sp",
                   test_q3_remainder_is_a_fraction);
  g_test_add_func ("/edit/Q1/switch-to-quick-and-back", test_switch_and_back);
  g_test_add_func ("/edit/Q1/switch-undone-by-snapshot", test_switch_undone_by_snapshot);
  g_test_add_func ("/edit/Q1/switch-refused-when-fought", test_switch_refused_when_fought);
  g_test_add_func ("/edit/Q1/switch-refused-when-begun", test_switch_refused_when_begun);
  g_test_add_func ("/tactics/file/built-in-quick-brigade", test_built_in_quick);
  g_test_add_func ("/tactics/file/source-tree-quick-brigade", test_source_tree_file);
  g_test_add_func ("/tactics/file/bad-files-name-file-and-line", test_bad_files);
  g_test_add_func ("/tactics/file/unknown-built-in", test_unknown_built_in);
  g_test_add_func ("/tactics/Q2/shaken-past-half", test_shaken_past_half);
  g_test_add_func ("/tactics/Q2/experience-elite-veteran-green", test_experience_words);
  g_test_add_func ("/tactics/campaign/older-file-is-fire-and-fury",
                   test_older_file_is_fire_and_fury);
  g_test_add_func ("/tactics/campaign/round-trip", test_campaign_round_trip);
  g_test_add_func ("/tactics/campaign/unknown-tactics-at-its-line",
                   test_campaign_unknown_tactics);
  return g_test_run ();
}
