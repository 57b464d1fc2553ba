/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules.c: the rule set as data (RULES.md R4-R11): the built-in defaults, the
 * arithmetic that depends on them, the XML round trip and the refusal of bad files. */
#include <string.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-rules.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-rules.h"
#include "ffb-test-files.h"

/* ---- Helpers ------------------------------------------------------------------------ */

/* Loads `xml` expecting it to fail with `code`, and checks the message holds `words`. */
static void
assert_load_fails (const char *xml, FfbError code, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbRules) rules = ffb_rules_load_xml (xml, strlen (xml), "bad.xml", &error);

  g_assert_null (rules);
  g_assert_error (error, FFB_ERROR, (int) code);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "bad.xml"));
  if (words != NULL && strstr (error->message, words) == NULL)
    g_error ("expected \"%s\" in \"%s\"", words, error->message);
}

static void
assert_check_fails (const FfbRules *rules, const char *words)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_rules_check (rules, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_test_message ("%s", error->message);
  if (strstr (error->message, words) == NULL)
    g_error ("expected \"%s\" in \"%s\"", words, error->message);
}

static void
assert_label (const FfbRules *rules, FfbExperience experience, int stands,
              gboolean starts_worn, const char *expected)
{
  g_autofree char *label = ffb_rules_brigade_label (rules, experience, stands, starts_worn);

  g_assert_cmpstr (label, ==, expected);
}

/* ---- The defaults hold every number of RULES.md ------------------------------------ */

static void
test_default_loads (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (rules->name, ==, "Default (RULES.md)");
  g_assert_nonnull (rules->description);
  g_assert_true (ffb_rules_check (rules, &error));
  g_assert_no_error (error);
}

static void
test_default_each_call_new (void)
{
  g_autoptr(FfbRules) a = ffb_rules_new_default ();
  g_autoptr(FfbRules) b = ffb_rules_new_default ();

  /* Each caller owns its own set, so one caller's variant never leaks into another's. */
  g_assert_true (a != b);
  g_assert_true (ffb_rules_equal (a, b));
}

static void
test_r4a_ratio (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->stands_per_sp, ==, 20);
  g_assert_cmpint (rules->batteries_per_sp, ==, 2);
}

static void
test_r4b_ranks (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->rank_for_stars[1], ==, FFB_RANK_DIVISION);
  g_assert_cmpint (rules->rank_for_stars[2], ==, FFB_RANK_CORPS);
  g_assert_cmpint (rules->rank_for_stars[3], ==, FFB_RANK_CORPS);
  g_assert_cmpint (rules->rank_for_stars[4], ==, FFB_RANK_ARMY);
  g_assert_true (ffb_rules_three_star_can_lead_army (rules));
}

static void
test_r4c_command_sizes (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->division_min_sp, ==, 1);
  g_assert_cmpint (rules->division_max_sp, ==, 2);
  g_assert_cmpint (rules->corps_min_sp, ==, 2);
  g_assert_cmpint (rules->corps_max_sp, ==, 6);
  g_assert_cmpint (rules->corps_min_divisions, ==, 2);
}

static void
test_r4e_brigades (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->division_min_brigades, ==, 2);
  g_assert_cmpint (rules->division_max_brigades, ==, 5);
  /* Brigade sizes: allowed 4-12 stands, aiming at 8. */
  g_assert_cmpint (rules->brigade_min_stands, ==, 4);
  g_assert_cmpint (rules->brigade_target_stands, ==, 8);
  g_assert_cmpint (rules->brigade_max_stands, ==, 12);
}

static void
test_r5_flank_march_limits (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpfloat (rules->flank_max_fraction, ==, 0.5);
  g_assert_cmpint (rules->flank_min_sp, ==, 1);
}

static void
test_r7b_arrival (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->arrival_die, ==, 4);
  g_assert_cmpint (rules->arrival_turn[FFB_MARCH_SWIFT], ==, 4);
  g_assert_cmpint (rules->arrival_turn[FFB_MARCH_DELIBERATE], ==, 9);
  g_assert_cmpint (rules->arrival_turn[FFB_MARCH_PLODDING], ==, 14);
  /* Told on turns 3, 8 and 13. */
  g_assert_cmpint (rules->notice_turns_before, ==, 1);
  g_assert_cmpint (rules->encounter_percent, ==, 50);
  g_assert_cmpint (rules->cavalry_stand_weight, ==, 2);
}

static void
test_r7a_rating_chances (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->leader_plus_one_excellent_percent, ==, 50);
  g_assert_cmpint (rules->leader_minus_one_poltroon_percent, ==, 50);
  g_assert_cmpint (rules->brigade_excellent_percent, ==, 30);
}

static void
test_r9a_r10b_aftermath (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->remainder, ==, FFB_REMAINDER_CARRY);
  g_assert_cmpint (rules->promotion_die, ==, 6);
}

/* ---- R4G labels and R7D ------------------------------------------------------------- */

static void
test_r4g_fractions (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_GREEN].worn, ==, 0.80);
  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_GREEN].spent, ==, 0.60);
  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_VETERAN].worn, ==, 0.75);
  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_VETERAN].spent, ==, 0.50);
  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_CRACK].worn, ==, 0.70);
  g_assert_cmpfloat (rules->label[FFB_EXPERIENCE_CRACK].spent, ==, 0.40);
}

static void
test_r4g_green_10 (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  assert_label (rules, FFB_EXPERIENCE_GREEN, 10, FALSE, "10.8.6");
  g_assert_cmpint (ffb_rules_worn_at (rules, FFB_EXPERIENCE_GREEN, 10), ==, 8);
  g_assert_cmpint (ffb_rules_spent_at (rules, FFB_EXPERIENCE_GREEN, 10), ==, 6);
}

static void
test_r4g_veteran_8 (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  assert_label (rules, FFB_EXPERIENCE_VETERAN, 8, FALSE, "8.6.4");
}

/* Halves round up: veteran 10 x 0.75 = 7.5 and 7 x 0.5 = 3.5. */
static void
test_r4g_half_up (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  assert_label (rules, FFB_EXPERIENCE_VETERAN, 10, FALSE, "10.8.5");
  assert_label (rules, FFB_EXPERIENCE_VETERAN, 7, FALSE, "7.5.4");
  assert_label (rules, FFB_EXPERIENCE_GREEN, 6, FALSE, "6.5.4");
  assert_label (rules, FFB_EXPERIENCE_GREEN, 8, FALSE, "8.6.5");
}

static void
test_r4g_crack (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  assert_label (rules, FFB_EXPERIENCE_CRACK, 10, FALSE, "10.7.4");
  assert_label (rules, FFB_EXPERIENCE_CRACK, 8, FALSE, "8.6.3");
  /* 5 x 0.7 = 3.5 and 5 x 0.4 = 2. */
  assert_label (rules, FFB_EXPERIENCE_CRACK, 5, FALSE, "5.4.2");
}

/* 0.285 x 100 is 28.5 on paper but 28.4999... in binary; it must still round up. */
static void
test_r4g_binary_halves (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) rules = ffb_rules_copy (defaults);

  rules->label[FFB_EXPERIENCE_GREEN].worn = 0.285;
  rules->label[FFB_EXPERIENCE_GREEN].spent = 0.2;
  g_assert_cmpint (ffb_rules_worn_at (rules, FFB_EXPERIENCE_GREEN, 100), ==, 29);
}

static void
test_r7d_starts_worn (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  assert_label (rules, FFB_EXPERIENCE_GREEN, 10, TRUE, "-.10.6");
  assert_label (rules, FFB_EXPERIENCE_VETERAN, 8, TRUE, "-.8.4");
  assert_label (rules, FFB_EXPERIENCE_CRACK, 10, TRUE, "-.10.4");
}

/* ---- R7C ground ---------------------------------------------------------------------- */

typedef struct
{
  FfbTerrain terrain;
  FfbRiver river;
  int modifier;
  int breastworks;
  gboolean no_flank_marches;
} GroundCase;

static const GroundCase ground_cases[] = {
  { FFB_TERRAIN_CLEAR, FFB_RIVER_NONE, 0, 0, FALSE },
  { FFB_TERRAIN_CLEAR, FFB_RIVER_UNNAVIGABLE, -1, 25, FALSE },
  { FFB_TERRAIN_CLEAR, FFB_RIVER_NAVIGABLE, -2, 50, FALSE },
  { FFB_TERRAIN_FOREST, FFB_RIVER_NONE, -1, 25, FALSE },
  { FFB_TERRAIN_FOREST, FFB_RIVER_UNNAVIGABLE, -2, 25, FALSE },
  { FFB_TERRAIN_FOREST, FFB_RIVER_NAVIGABLE, -3, 50, FALSE },
  { FFB_TERRAIN_SWAMP, FFB_RIVER_NONE, 0, 50, TRUE },
  { FFB_TERRAIN_SWAMP, FFB_RIVER_UNNAVIGABLE, -1, 50, TRUE },
  { FFB_TERRAIN_SWAMP, FFB_RIVER_NAVIGABLE, -2, 50, TRUE },
  { FFB_TERRAIN_ROAD_GAP, FFB_RIVER_NONE, 0, 50, TRUE },
  { FFB_TERRAIN_ROAD_GAP, FFB_RIVER_UNNAVIGABLE, -1, 50, TRUE },
  { FFB_TERRAIN_ROAD_GAP, FFB_RIVER_NAVIGABLE, -2, 50, TRUE },
};

static void
test_r7c_ground_case (gconstpointer data)
{
  const GroundCase *expected = data;
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  FfbGroundEffect effect = ffb_rules_ground_effect (rules, expected->terrain, expected->river);

  g_assert_cmpint (effect.attacker_modifier, ==, expected->modifier);
  g_assert_cmpint (effect.breastworks_percent, ==, expected->breastworks);
  g_assert_cmpint (!!effect.no_flank_marches, ==, expected->no_flank_marches);
  /* 40 stands make breastworks of exactly percent x 40 / 100 inches. */
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, expected->terrain, expected->river, 40),
                   ==, expected->breastworks * 40 / 100);
}

static void
test_r7c_breastworks_rounding (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  /* 25% of 18 = 4.5 -> 5; of 21 = 5.25 -> 5; of 23 = 5.75 -> 6. */
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_FOREST, FFB_RIVER_NONE, 18),
                   ==, 5);
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_FOREST, FFB_RIVER_NONE, 21),
                   ==, 5);
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_FOREST, FFB_RIVER_NONE, 23),
                   ==, 6);
  /* 50% of 17 = 8.5 -> 9. */
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_SWAMP, FFB_RIVER_NONE, 17),
                   ==, 9);
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_CLEAR, FFB_RIVER_NONE, 80),
                   ==, 0);
  g_assert_cmpint (ffb_rules_breastworks_inches (rules, FFB_TERRAIN_FOREST, FFB_RIVER_NONE, 0),
                   ==, 0);
}

/* ---- R11 ---------------------------------------------------------------------------- */

static void
test_r11a_base_radius (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->army_radius_inches, ==, 30);
  g_assert_cmpint (ffb_rules_army_radius (rules, 0), ==, 30);
}

static void
test_r11b_tactical_radius (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (rules->tactical_radius_inches, ==, 18);
}

static void
test_r11d_article_examples (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (ffb_rules_army_radius (rules, 3), ==, 48);  /* Lee */
  g_assert_cmpint (ffb_rules_army_radius (rules, 2), ==, 42);  /* Grant */
  g_assert_cmpint (ffb_rules_army_radius (rules, -1), ==, 24); /* McClellan */
  g_assert_cmpint (ffb_rules_army_radius (rules, -3), ==, 12); /* Fremont */
}

/* R11C: attached, the army leader acts as a corps leader of his rating: +3 E, +2 A, +1 P. */
static void
test_r11c_attached (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (ffb_rules_attached_modifier (rules, FFB_RATING_EXCELLENT), ==, 3);
  g_assert_cmpint (ffb_rules_attached_modifier (rules, FFB_RATING_AVERAGE), ==, 2);
  g_assert_cmpint (ffb_rules_attached_modifier (rules, FFB_RATING_POLTROON), ==, 1);
  g_assert_cmpint (ffb_rules_attached_modifier (rules, FFB_RATING_SEALED), ==, -1);
}

static void
test_r11d_never_negative (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();

  g_assert_cmpint (ffb_rules_army_radius (rules, -5), ==, 0);
  g_assert_cmpint (ffb_rules_army_radius (rules, -6), ==, 0);
}

/* ---- Round trip ---------------------------------------------------------------------- */

static FfbRules *
round_trip (const FfbRules *rules)
{
  g_autofree char *xml = ffb_rules_to_xml (rules);
  g_autoptr(GError) error = NULL;
  FfbRules *loaded;

  g_assert_nonnull (xml);
  loaded = ffb_rules_load_xml (xml, strlen (xml), "saved.xml", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

static void
test_round_trip_default (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autoptr(FfbRules) loaded = round_trip (rules);

  g_assert_true (ffb_rules_equal (rules, loaded));
}

static void
test_round_trip_r4a_ratio_10_1 (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) variant = ffb_rules_copy (defaults);
  g_autoptr(FfbRules) loaded = NULL;

  variant->stands_per_sp = 10;
  variant->batteries_per_sp = 1;
  g_assert_false (ffb_rules_equal (defaults, variant));

  loaded = round_trip (variant);
  g_assert_cmpint (loaded->stands_per_sp, ==, 10);
  g_assert_cmpint (loaded->batteries_per_sp, ==, 1);
  g_assert_true (ffb_rules_equal (variant, loaded));
  g_assert_false (ffb_rules_equal (defaults, loaded));
}

/* Every kind of value: names with markup characters, fractions that are not short in
 * binary, rows, booleans and words. */
static void
test_round_trip_everything_changed (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) variant = ffb_rules_copy (defaults);
  g_autoptr(FfbRules) loaded = NULL;

  g_free (variant->name);
  variant->name = g_strdup ("Smith & Sons <house> \"rules\"");
  g_clear_pointer (&variant->description, g_free);
  variant->rank_for_stars[3] = FFB_RANK_ARMY;
  variant->three_star_may_lead_army = FALSE;
  variant->label[FFB_EXPERIENCE_CRACK].worn = 2.0 / 3.0;
  variant->label[FFB_EXPERIENCE_CRACK].spent = 0.1 + 0.2;
  variant->flank_max_fraction = 1.0 / 3.0;
  variant->day[FFB_MONTHS_NOV_FEB] = (FfbDayRow) { 7 * 60 + 30, 16 * 60 + 30, 19 };
  variant->terrain[FFB_TERRAIN_CLEAR].no_flank_marches = TRUE;
  variant->river[FFB_RIVER_NAVIGABLE].attacker_modifier = -3;
  variant->remainder = FFB_REMAINDER_NEAREST;
  variant->promotion_die = 10;
  variant->tactical_radius_inches = 24;

  loaded = round_trip (variant);
  g_assert_true (ffb_rules_equal (variant, loaded));
  g_assert_cmpstr (loaded->name, ==, "Smith & Sons <house> \"rules\"");
  g_assert_null (loaded->description);
  g_assert_cmpfloat (loaded->label[FFB_EXPERIENCE_CRACK].spent, ==, 0.1 + 0.2);
  g_assert_cmpint (loaded->day[FFB_MONTHS_NOV_FEB].dawn, ==, 450);
}

/* A campaign embeds its rule set; errors point at lines of the outer file. */
static void
test_round_trip_embedded (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *campaign = xmlNewDocNode (doc, NULL, (const xmlChar *) "campaign", NULL);
  xmlNode *element;
  g_autoptr(FfbRules) loaded = NULL;
  g_autoptr(GError) error = NULL;

  xmlDocSetRootElement (doc, campaign);
  element = ffb_rules_to_element (rules, doc);
  g_assert_nonnull (element);
  xmlAddChild (campaign, element);
  loaded = ffb_rules_load_element (element, "campaign.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_rules_equal (rules, loaded));
}

static void
test_embedded_error_lines (void)
{
  g_autofree char *rules_xml = ffb_test_default_rules_xml_with ("worn=\"0.80\"", "worn=\"1.5\"");
  const char *body = strstr (rules_xml, "<rule-set");
  g_autofree char *xml = g_strdup_printf ("<campaign>\n\n\n%s</campaign>\n", body);
  g_autofree char *where = g_strdup_printf ("c.ffbridge:%d:", ffb_test_line_of (xml, "worn=\"1.5\""));
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (xml, strlen (xml), "c.ffbridge", &error);
  xmlNode *element;
  g_autoptr(FfbRules) loaded = NULL;

  g_assert_no_error (error);
  element = ffb_xml_first_child (xmlDocGetRootElement (doc), "rule-set");
  loaded = ffb_rules_load_element (element, "c.ffbridge", &error);
  g_assert_null (loaded);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_SCHEMA);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, where));
}

/* ---- Files --------------------------------------------------------------------------- */

static char *
source_path (const char *relative)
{
  const char *root = g_getenv ("FFB_SOURCE_ROOT");

  if (root == NULL)
    return NULL;
  return g_build_filename (root, relative, NULL);
}

/* The file in the source tree is the one built in. */
static void
test_load_file_default (void)
{
  g_autofree char *path = source_path ("data/rules/default.xml");
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) loaded = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      g_test_skip ("FFB_SOURCE_ROOT is not set");
      return;
    }
  loaded = ffb_rules_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_rules_equal (defaults, loaded));
}

static void
test_load_file_saved_variant (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) variant = ffb_rules_copy (defaults);
  g_autoptr(FfbRules) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-rules-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "variant.xml", NULL);
  variant->stands_per_sp = 10;
  xml = ffb_rules_to_xml (variant);
  g_assert_true (g_file_set_contents (path, xml, -1, &error));
  loaded = ffb_rules_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_rules_equal (variant, loaded));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_load_file_missing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbRules) rules = ffb_rules_load_file ("/nonexistent/ffb/rules.xml", &error);

  g_assert_null (rules);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "/nonexistent/ffb/rules.xml"));
  g_assert_nonnull (strstr (error->message, "No such file"));
}

static void
test_load_file_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(FfbRules) rules = NULL;
  int fd = g_file_open_tmp ("ffb-rules-big-XXXXXX.xml", &path, &error);

  g_assert_no_error (error);
  /* A sparse file: large on paper, nothing written. */
  g_assert_cmpint (ftruncate (fd, 16 * 1024 * 1024 + 1), ==, 0);
  g_close (fd, NULL);
  rules = ffb_rules_load_file (path, &error);
  g_assert_null (rules);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IO);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* ---- Bad rule files ------------------------------------------------------------------ */

static void
test_bad_not_xml (void)
{
  assert_load_fails ("stands-per-sp = 20\n", FFB_ERROR_PARSE, "not a well-formed XML");
  assert_load_fails ("<rule-set format-version=\"1\">", FFB_ERROR_PARSE, NULL);
}

static void
test_bad_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbRules) rules = ffb_rules_load_xml ("", 0, "bad.xml", &error);

  g_assert_null (rules);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
}

static void
test_bad_dtd (void)
{
  assert_load_fails ("<?xml version=\"1.0\"?>\n<!DOCTYPE rule-set [<!ENTITY a \"aaaa\">]>\n"
                     "<rule-set format-version=\"1\" name=\"&a;\"/>\n",
                     FFB_ERROR_PARSE, "DTD");
}

static void
test_bad_wrong_root (void)
{
  assert_load_fails ("<?xml version=\"1.0\"?>\n<campaign format-version=\"1\"/>\n",
                     FFB_ERROR_SCHEMA, "bad.xml:2: this file is not a rule set: its root "
                     "element is <campaign>");
}

static void
test_bad_wrong_version (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("format-version=\"1\"", "format-version=\"2\"");

  assert_load_fails (xml, FFB_ERROR_VERSION, "format version 2, but this build of ffbridge "
                     "reads format version 1");
}

/* The version is looked at before the schema: a newer file's new elements must not hide
 * that it is simply newer. */
static void
test_bad_version_before_schema (void)
{
  assert_load_fails ("<rule-set format-version=\"3\" name=\"x\"><teleport/></rule-set>",
                     FFB_ERROR_VERSION, "format version 3");
  assert_load_fails ("<rule-set name=\"x\"/>", FFB_ERROR_VERSION,
                     "does not say its format version");
}

/* R9B: two SP lost demoralize by default; a table may house-rule it, and the variant keeps it. */
static void
test_r9b_demoralizing_loss (void)
{
  g_autoptr(FfbRules) rules = ffb_rules_new_default ();
  g_autoptr(FfbRules) again = NULL;
  g_autofree char *variant = ffb_test_default_rules_xml_with ("demoralizing-sp=\"2\"", "demoralizing-sp=\"3\"");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (rules->demoralizing_sp_loss, ==, 2);
  again = ffb_rules_load_xml (variant, strlen (variant), "variant.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->demoralizing_sp_loss, ==, 3);
}

static void
test_bad_schema (void)
{
  g_autofree char *missing = ffb_test_default_rules_xml_with ("<losses remainder=\"carry\" demoralizing-sp=\"2\"/>",
                                               "");
  g_autofree char *word = ffb_test_default_rules_xml_with ("remainder=\"carry\"", "remainder=\"keep\"");
  g_autofree char *time = ffb_test_default_rules_xml_with ("dawn=\"0700\"", "dawn=\"2500\"");

  assert_load_fails (missing, FFB_ERROR_SCHEMA, "does not follow the ffbridge format");
  assert_load_fails (word, FFB_ERROR_SCHEMA, "does not follow the ffbridge format");
  assert_load_fails (time, FFB_ERROR_SCHEMA, "does not follow the ffbridge format");
}

static void
test_bad_r4g_fraction_out_of_range (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("worn=\"0.80\"", "worn=\"1.5\"");
  g_autofree char *where = g_strdup_printf ("bad.xml:%d:", ffb_test_line_of (xml, "worn=\"1.5\""));

  /* The schema catches it, and the error names the line of the green label. */
  assert_load_fails (xml, FFB_ERROR_SCHEMA, where);
}

static void
test_bad_r4g_spent_above_worn (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("worn=\"0.75\" spent=\"0.50\"",
                                           "worn=\"0.50\" spent=\"0.75\"");

  assert_load_fails (xml, FFB_ERROR_INVALID, "Veteran brigades (R4G) must become Spent at a "
                     "smaller share of their stands than Worn");
}

static void
test_bad_r8_day_turns (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("dusk=\"1800\" turns=\"25\"/>\n    <day months=\"May",
                                           "dusk=\"1800\" turns=\"24\"/>\n    <day months=\"May");

  assert_load_fails (xml, FFB_ERROR_INVALID, "The Mar-Apr day (R8) is said to have 24 turns, "
                     "but from 0600 to 1800 at 30 minutes a turn it has 25");
}

static void
test_bad_r8_day_not_whole_turns (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("dusk=\"1700\"", "dusk=\"1715\"");

  assert_load_fails (xml, FFB_ERROR_INVALID, "The Nov-Feb day (R8) from 0700 to 1715 is not a "
                     "whole number of 30-minute turns");
}

static void
test_bad_r8_dusk_before_dawn (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("dawn=\"0700\" dusk=\"1700\"",
                                           "dawn=\"1700\" dusk=\"0700\"");

  assert_load_fails (xml, FFB_ERROR_INVALID, "The Nov-Feb day (R8) must have its dawn before "
                     "its dusk");
}

static void
test_bad_r4e_brigade_sizes (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("min-stands=\"4\"", "min-stands=\"9\"");

  assert_load_fails (xml, FFB_ERROR_INVALID, "Brigade size: the smallest (9) is more than the "
                     "target (8)");
}

static void
test_bad_r7b_arrival_order (void)
{
  g_autofree char *xml = ffb_test_default_rules_xml_with ("deliberate-turn=\"9\"", "deliberate-turn=\"15\"");

  assert_load_fails (xml, FFB_ERROR_INVALID, "turns 4, 15 and 14");
}

/* ---- Checking in memory (a variant being edited) ------------------------------------- */

static void
test_check_ranges (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) rules = ffb_rules_copy (defaults);

  rules->stands_per_sp = 0;
  assert_check_fails (rules, "The number of stands per strength point (R4A) must be from 1 "
                      "to 1000, not 0.");
  rules->stands_per_sp = 20;
  /* Caught as out of range, before the day table would divide by it. */
  rules->turn_minutes = 0;
  assert_check_fails (rules, "length of an FF turn in minutes (R8)");
  rules->turn_minutes = 30;
  rules->flank_max_fraction = 1.5;
  assert_check_fails (rules, "(R5A) must be from 0 to 1, not 1.5");
  rules->flank_max_fraction = 0.5;
  rules->terrain[FFB_TERRAIN_FOREST].breastworks_percent = 120;
  assert_check_fails (rules, "The breastworks for a forest hex (R7C)");
  rules->terrain[FFB_TERRAIN_FOREST].breastworks_percent = 25;
  g_assert_true (ffb_rules_check (rules, NULL));
}

static void
test_check_relations (void)
{
  g_autoptr(FfbRules) defaults = ffb_rules_new_default ();
  g_autoptr(FfbRules) rules = ffb_rules_copy (defaults);

  rules->corps_min_sp = 7;
  assert_check_fails (rules, "SPs under a corps leader (R4C): the fewest (7) is more than the "
                      "most (6).");
  rules->corps_min_sp = 2;
  rules->rank_for_stars[4] = FFB_RANK_DIVISION;
  assert_check_fails (rules, "A 4-star leader may not hold a lower FF rank than a 3-star "
                      "leader (R4B)");
  rules->rank_for_stars[4] = FFB_RANK_ARMY;
  rules->notice_turns_before = 4;
  assert_check_fails (rules, "(R7B)");
  rules->notice_turns_before = 1;
  rules->label[FFB_EXPERIENCE_GREEN].spent = 0.0;
  assert_check_fails (rules, "Green brigades (R4G)");
  rules->label[FFB_EXPERIENCE_GREEN].spent = 0.6;
  g_clear_pointer (&rules->name, g_free);
  assert_check_fails (rules, "no name");
}

static void
test_refcount (void)
{
  FfbRules *rules = ffb_rules_new_default ();

  g_assert_true (ffb_rules_ref (rules) == rules);
  ffb_rules_unref (rules);
  g_assert_cmpint (rules->stands_per_sp, ==, 20);
  ffb_rules_unref (rules);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/default/loads", test_default_loads);
  g_test_add_func ("/rules/default/new-set-each-call", test_default_each_call_new);
  g_test_add_func ("/rules/R4A/ratio-20-2", test_r4a_ratio);
  g_test_add_func ("/rules/R4B/rank-for-stars", test_r4b_ranks);
  g_test_add_func ("/rules/R4C/division-and-corps-sizes", test_r4c_command_sizes);
  g_test_add_func ("/rules/R4E/brigades-per-division-and-stands", test_r4e_brigades);
  g_test_add_func ("/rules/R5/flank-march-limits", test_r5_flank_march_limits);
  g_test_add_func ("/rules/R7A/rating-chances", test_r7a_rating_chances);
  g_test_add_func ("/rules/R7B/arrival-turns-and-encounters", test_r7b_arrival);
  g_test_add_func ("/rules/R9A-R10B/remainder-and-promotion-die", test_r9a_r10b_aftermath);

  g_test_add_func ("/rules/R4G/fractions", test_r4g_fractions);
  g_test_add_func ("/rules/R4G/green-10-stands", test_r4g_green_10);
  g_test_add_func ("/rules/R4G/veteran-8-stands", test_r4g_veteran_8);
  g_test_add_func ("/rules/R4G/halves-round-up", test_r4g_half_up);
  g_test_add_func ("/rules/R4G/crack", test_r4g_crack);
  g_test_add_func ("/rules/R4G/binary-halves-round-up", test_r4g_binary_halves);
  g_test_add_func ("/rules/R7D/starts-worn-labels", test_r7d_starts_worn);

  for (gsize i = 0; i < G_N_ELEMENTS (ground_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rules/R7C/%s-river-%s",
                                               ffb_terrain_to_string (ground_cases[i].terrain),
                                               ffb_river_to_string (ground_cases[i].river));

      g_test_add_data_func (path, &ground_cases[i], test_r7c_ground_case);
    }
  g_test_add_func ("/rules/R7C/breastworks-rounding", test_r7c_breastworks_rounding);

  g_test_add_func ("/rules/R11A/base-radius-30", test_r11a_base_radius);
  g_test_add_func ("/rules/R11B/tactical-radius-18", test_r11b_tactical_radius);
  g_test_add_func ("/rules/R11D/lee-grant-mcclellan-fremont", test_r11d_article_examples);
  g_test_add_func ("/rules/R9B/demoralizing-sp-loss", test_r9b_demoralizing_loss);
  g_test_add_func ("/rules/R11C/attached-army-leader", test_r11c_attached);
  g_test_add_func ("/rules/R11D/never-below-zero", test_r11d_never_negative);

  g_test_add_func ("/rules/xml/round-trip-default", test_round_trip_default);
  g_test_add_func ("/rules/xml/R4A/round-trip-ratio-10-1", test_round_trip_r4a_ratio_10_1);
  g_test_add_func ("/rules/xml/round-trip-every-kind-of-value",
                   test_round_trip_everything_changed);
  g_test_add_func ("/rules/xml/round-trip-embedded", test_round_trip_embedded);
  g_test_add_func ("/rules/xml/embedded-error", test_embedded_error_lines);
  g_test_add_func ("/rules/file/source-tree-default", test_load_file_default);
  g_test_add_func ("/rules/file/saved-variant", test_load_file_saved_variant);
  g_test_add_func ("/rules/file/missing", test_load_file_missing);
  g_test_add_func ("/rules/file/too-large", test_load_file_too_large);

  g_test_add_func ("/rules/bad/not-xml", test_bad_not_xml);
  g_test_add_func ("/rules/bad/empty", test_bad_empty);
  g_test_add_func ("/rules/bad/dtd-refused", test_bad_dtd);
  g_test_add_func ("/rules/bad/wrong-root", test_bad_wrong_root);
  g_test_add_func ("/rules/bad/wrong-version", test_bad_wrong_version);
  g_test_add_func ("/rules/bad/version-before-schema", test_bad_version_before_schema);
  g_test_add_func ("/rules/bad/schema", test_bad_schema);
  g_test_add_func ("/rules/bad/R4G/fraction-out-of-range", test_bad_r4g_fraction_out_of_range);
  g_test_add_func ("/rules/bad/R4G/spent-above-worn", test_bad_r4g_spent_above_worn);
  g_test_add_func ("/rules/bad/R8/day-turns-inconsistent", test_bad_r8_day_turns);
  g_test_add_func ("/rules/bad/R8/day-not-whole-turns", test_bad_r8_day_not_whole_turns);
  g_test_add_func ("/rules/bad/R8/dusk-before-dawn", test_bad_r8_dusk_before_dawn);
  g_test_add_func ("/rules/bad/R4E/brigade-min-above-target", test_bad_r4e_brigade_sizes);
  g_test_add_func ("/rules/bad/R7B/arrival-out-of-order", test_bad_r7b_arrival_order);

  g_test_add_func ("/rules/check/ranges", test_check_ranges);
  g_test_add_func ("/rules/check/relations", test_check_relations);
  g_test_add_func ("/rules/refcount", test_refcount);

  return g_test_run ();
}
