/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-export.c: a battle and its OOBs as plain text and as XML (data/schema/export.rng). */
#include "ffb-export.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-flank.h"
#include "ffb-neutral.h"
#include "ffb-text.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-oob.h"

static const char *
rating_word (FfbRating rating)
{
  switch (rating)
    {
    case FFB_RATING_AVERAGE: return C_("rating letter", "A");
    case FFB_RATING_EXCELLENT: return C_("rating letter", "E");
    case FFB_RATING_POLTROON: return C_("rating letter", "P");
    default: return _("sealed");
    }
}

/* R7C: breastworks count the defender's on-table stands, not those marching on a flank. */
static int
defender_stands (const FfbBattle *battle, FfbOob *const oobs[], int n_oobs, FfbSide defender)
{
  for (int i = 0; i < n_oobs; i++)
    if (oobs[i]->side == defender)
      {
        if (battle->neutral != NULL)
          return ffb_flank_on_table_stands (battle->neutral->orders, oobs[i]);
        return ffb_unit_count_stands (oobs[i]->army);
      }
  return -1;
}

/* R4A, or Q1 for a battle fought with other tactical rules: its set, stands and guns. */
static void
append_ratio_text (GString *out, const FfbBattle *battle, const char *stands,
                   const char *batteries)
{
  g_autofree char *guns = NULL;

  if (battle->tactics == NULL)
    {
      g_string_append_printf (out, _("  R4A %s and %s per SP.\n"), stands, batteries);
      return;
    }
  guns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gun", "%d guns",
                                       battle->batteries_per_sp), battle->batteries_per_sp);
  /* Translators: the first %s is a tactical rule set's name, then "6 stands" and "1 gun". */
  g_string_append_printf (out, _("  %s  Fought with the %s: %s and %s per SP.\n"),
                          battle->tactics->rule, battle->tactics->name, stands, guns);
}

static void
append_battle_text (GString *out, FfbCampaign *campaign, const FfbBattle *battle,
                    FfbOob *const oobs[], int n_oobs)
{
  const FfbRules *rules = campaign->rules;
  FfbGroundEffect ground = ffb_rules_ground_effect (rules, battle->terrain, battle->river);
  FfbSide defender = ffb_battle_defender (battle);
  g_autofree char *dawn = ffb_clock_format_time (rules->day[battle->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[battle->months].dusk);
  int stands = defender_stands (battle, oobs, n_oobs, defender);
  g_autofree char *ratio_stands = ffb_text_stands (battle->stands_per_sp);
  g_autofree char *ratio_batteries = ffb_text_batteries (battle->batteries_per_sp);

  g_string_append_printf (out, _("%s (%s %d, hex %s)\n"), battle->name,
                          ffb_months_sentence_word (battle->months), battle->year,
                          battle->hex[0] ? battle->hex : "-");
  g_string_append_printf (out, _("  R1  %s attacks; %s defends and picks his table edge (R3).\n"),
                          ffb_side_display_name (battle->attacker),
                          ffb_side_display_name (defender));
  g_string_append_printf (out, _("  R2  %s hex: lay out %s.\n"),
                          ffb_terrain_sentence_word (battle->terrain),
                          ffb_terrain_battlefield (battle->terrain));
  append_ratio_text (out, battle, ratio_stands, ratio_batteries);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  R8  Dawn %s, dusk %s: %d turn of %d minutes.\n",
                                            "  R8  Dawn %s, dusk %s: %d turns of %d minutes.\n",
                                            ffb_clock_turns_in_day (rules, battle->months)),
                          dawn, dusk, ffb_clock_turns_in_day (rules, battle->months),
                          rules->turn_minutes);
  if (ground.no_flank_marches)
    g_string_append (out, _("  R7C No flank marches for either side.\n"));
  else if (ground.attacker_modifier != 0)
    g_string_append_printf (out, _("  R7C The attacker's flank-march arrival rolls %+d.\n"),
                            ground.attacker_modifier);
  if (ground.breastworks_percent > 0 && stands >= 0)
    g_string_append_printf (out, _("  R7C Breastworks: %d inches for the defender (%d%% of %d "
                              "on-table stands).\n"),
                            ffb_rules_breastworks_inches (rules, battle->terrain, battle->river,
                                                          stands),
                            ground.breastworks_percent, stands);
}

static void
append_leader_text (GString *out, const FfbUnit *unit)
{
  if (unit->leader_id != NULL)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " - %s (%d star, %s)",
                                              " - %s (%d stars, %s)", unit->leader_stars),
                            unit->leader_name, unit->leader_stars, rating_word (unit->rating));
  else if (unit->kind != FFB_UNIT_ARMY)
    g_string_append (out, _(" - generated leader (A, R4D)"));
  else
    g_string_append (out, _(" - no army leader present"));
}

/* A command's own batteries on one line: "2 batteries (1 horse)". */
static void
append_batteries_text (GString *out, const FfbUnit *unit, int depth)
{
  int foot = 0, horse = 0;
  g_autofree char *batteries = NULL;

  for (guint i = 0; i < unit->children->len; i++)
    {
      FfbUnit *child = unit->children->pdata[i];
      if (child->kind == FFB_UNIT_BATTERY)
        *(child->horse ? &horse : &foot) += 1;
    }
  if (foot + horse == 0)
    return;
  batteries = ffb_text_batteries (foot + horse);
  g_string_append_printf (out, "%*s%s", 2 + depth * 2, "", batteries);
  if (horse > 0)
    g_string_append_printf (out, _(" (%d horse)"), horse);
  g_string_append_c (out, '\n');
}

/* "  [20 stands, 1 battery]" */
static void
append_totals_text (GString *out, const FfbUnit *unit)
{
  g_autofree char *stands = ffb_text_stands (ffb_unit_count_stands (unit));
  g_autofree char *batteries = ffb_text_batteries (ffb_unit_count_batteries (unit));

  g_string_append_printf (out, "  [%s, %s]\n", stands, batteries);
}

static void
append_unit_text (GString *out, const FfbRules *rules, const FfbUnit *unit, int depth)
{
  g_string_append_printf (out, "%*s", 2 + depth * 2, "");
  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      g_autofree char *label = ffb_rules_brigade_label (rules, unit->experience, unit->stands,
                                                        unit->starts_worn);
      /* Translators: a brigade's line of the text export, in columns: name, stands,
       * experience, " cav" or blanks, S.W.X label. */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%-24s %3d stand   %-7s%s  %s",
                                                "%-24s %3d stands  %-7s%s  %s", unit->stands),
                              unit->name, unit->stands,
                              ffb_experience_sentence_word (unit->experience),
                              unit->cavalry ? _(" cav") : "    ", label);
      /* In a column of its own after the labels, which are up to 8 characters. */
      if (unit->weapons != NULL)
        g_string_append_printf (out, "%*s%s", MAX (2, 10 - (int) strlen (label)), "",
                                unit->weapons);
      g_string_append_c (out, '\n');
      return;
    }
  g_string_append (out, unit->name);
  append_leader_text (out, unit);
  append_totals_text (out, unit);
  for (guint i = 0; i < unit->children->len; i++)
    {
      FfbUnit *child = unit->children->pdata[i];
      if (child->kind != FFB_UNIT_BATTERY)
        append_unit_text (out, rules, child, depth + 1);
    }
  append_batteries_text (out, unit, depth + 1);
}

/* R11C: "+2" once his rating is known, else what each rating would give. */
static char *
describe_attached (const FfbRules *rules, FfbRating rating)
{
  if (rating != FFB_RATING_SEALED)
    return g_strdup_printf ("%+d", ffb_rules_attached_modifier (rules, rating));
  return g_strdup_printf (_("%+d if E, %+d if A, %+d if P"),
                          ffb_rules_attached_modifier (rules, FFB_RATING_EXCELLENT),
                          ffb_rules_attached_modifier (rules, FFB_RATING_AVERAGE),
                          ffb_rules_attached_modifier (rules, FFB_RATING_POLTROON));
}

static void
append_oob_text (GString *out, const FfbRules *rules, FfbOob *oob)
{
  g_string_append (out, oob->side == FFB_SIDE_UNION ? _("\nUNION ORDER OF BATTLE\n")
                                                   : _("\nCONFEDERATE ORDER OF BATTLE\n"));
  if (oob->army->leader_id != NULL)
    {
      g_autofree char *attached = describe_attached (rules, oob->army->rating);
      int n = ABS (oob->rerolls);

      /* Translators: R11 is a rule id; the last %s is a modifier such as "+1" or "+2 if E,
       * +1 if A, -1 if P". */
      if (oob->rerolls < 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "  R11 Army command radius %d\", %d re-roll "
                                                  "per turn the opponent may force; attached to "
                                                  "a brigade %s.\n",
                                                  "  R11 Army command radius %d\", %d re-rolls "
                                                  "per turn the opponent may force; attached to "
                                                  "a brigade %s.\n", n),
                                oob->army_radius, n, attached);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "  R11 Army command radius %d\", %d re-roll "
                                                  "per turn; attached to a brigade %s.\n",
                                                  "  R11 Army command radius %d\", %d re-rolls "
                                                  "per turn; attached to a brigade %s.\n", n),
                                oob->army_radius, n, attached);
    }
  append_unit_text (out, rules, oob->army, 0);
  if (oob->findings->len == 0)
    {
      g_string_append (out, "  Findings: none; the OOB meets R4B-R4F.\n");
      return;
    }
  g_string_append_printf (out, "  Findings (%u):\n", oob->findings->len);
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      g_string_append_printf (out, "    %-4s %s\n", finding->rule, finding->message);
    }
}

char *
ffb_export_text (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *const oobs[],
                 int n_oobs)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  append_battle_text (out, campaign, battle, oobs, n_oobs);
  for (int i = 0; i < n_oobs; i++)
    append_oob_text (out, campaign->rules, oobs[i]);
  return g_string_free (out, FALSE);
}

/* The XML export is written through libxml2 by the files layer's one OOB writer
 * (ffb_xml_write_oob_export); this file adds only the battle around it. print is the top
 * layer, so it may include files/. */
char *
ffb_export_xml (FfbCampaign *campaign, const FfbBattle *battle, FfbOob *const oobs[],
                int n_oobs)
{
  const FfbRules *rules = campaign->rules;
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, (const xmlChar *) "oob-export", NULL);
  g_autofree char *dawn = ffb_clock_format_time (rules->day[battle->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[battle->months].dusk);

  xmlDocSetRootElement (doc, root);
  ffb_xml_set_int (root, "format-version", 1);
  ffb_xml_set_text (root, "battle", battle->id);
  ffb_xml_set_text (root, "name", battle->name);
  ffb_xml_set_int (root, "year", battle->year);
  ffb_xml_set_text (root, "months", ffb_months_to_string (battle->months));
  ffb_xml_set_text (root, "terrain", ffb_terrain_to_string (battle->terrain));
  ffb_xml_set_text (root, "river", ffb_river_to_string (battle->river));
  ffb_xml_set_text (root, "attacker", ffb_side_to_string (battle->attacker));
  ffb_xml_set_int (root, "stands-per-sp", battle->stands_per_sp);
  ffb_xml_set_int (root, battle->tactics != NULL ? "guns-per-sp" : "batteries-per-sp",
                   battle->batteries_per_sp);
  ffb_xml_set_text (root, "dawn", dawn);
  ffb_xml_set_text (root, "dusk", dusk);
  ffb_xml_set_int (root, "turns", ffb_clock_turns_in_day (rules, battle->months));
  /* Q1, Q4: a battle fought with other tactical rules names them, as its campaign file does,
   * and counts guns-per-sp; its OOBs are in that set's words. An FF battle's export is as it
   * was. */
  if (battle->tactics != NULL)
    ffb_xml_set_text (root, "tactics", battle->tactics->id);
  for (int i = 0; i < n_oobs; i++)
    ffb_xml_write_oob_export (root, oobs[i], rules, battle->tactics);
  return ffb_xml_doc_to_text (doc);
}
