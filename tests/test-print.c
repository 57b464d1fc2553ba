/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print.c: what the printed sheets say, read back from the PDF with pdftotext: every
 * brigade's code and S.W.X label and every leader of the copy are there; a player's copy holds
 * nothing of the other side (names, counts, findings, breastworks stands, Demoralized); the
 * tally boxes mark Worn and Spent; the deployment sheet names the table's edges. */
#include <stdlib.h>
#include <string.h>

#include "ffb-error.h"
#include "ffb-html.h"
#include "ffb-neutral.h"
#include "ffb-sheet-private.h"
#include "ffb-test-builder.h"
#include "test-print-common.h"
#include "ffb-xml-built-in.h"

typedef struct
{
  char **lines;     /* pdftotext -layout, line by line */
  const char *text; /* pdftotext, white space collapsed */
  const FfbRules *rules;
  guint missing;
} Reading;

/* A line that starts with the brigade's code and holds its label: one row of the sheet. */
static gboolean
has_row (char **lines, const char *code, const char *label)
{
  g_autofree char *start = g_strconcat (code, " ", NULL);
  g_autofree char *word = g_strconcat (" ", label, " ", NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");
      if (g_str_has_prefix (line, start) && strstr (line, word) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
check_unit (const FfbUnit *unit, gpointer user_data)
{
  Reading *reading = user_data;
  g_autofree char *code = ffb_unit_code (unit);

  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      g_autofree char *label = ffb_rules_brigade_label (reading->rules, unit->experience,
                                                        unit->stands, unit->starts_worn);
      if (!has_row (reading->lines, code, label))
        {
          g_test_message ("no row for brigade %s %s", code, label);
          reading->missing++;
        }
    }
  else if (unit->leader_name != NULL && strstr (reading->text, unit->leader_name) == NULL)
    {
      g_test_message ("leader %s of %s is missing", unit->leader_name, code);
      reading->missing++;
    }
}

static void
check_copy (FfbCampaign *campaign, FfbBattle *battle, FfbOob *const oobs[2],
            FfbReader reader)
{
  g_autoptr(FfbSheet) sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, reader);
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  g_autofree char *layout = print_pdftotext (pdf, 0, TRUE);
  g_autofree char *plain = print_pdftotext (pdf, 0, FALSE);
  g_autofree char *text = print_collapse (plain);
  g_auto(GStrv) lines = g_strsplit (layout, "\n", -1);
  Reading reading = { lines, text, campaign->rules, 0 };

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (ffb_reader_owns (reader, side))
      print_walk (oobs[side]->army, check_unit, &reading);
  if (reading.missing > 0)
    g_test_fail_printf ("%s of %s: %u brigade rows or leaders missing",
                        ffb_reader_to_string (reader), battle->id, reading.missing);
}

static void
test_labels_and_leaders (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];
      FfbOob *oobs[2];

      print_organize (campaign, battle, oobs);
      for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
        check_copy (campaign, battle, oobs, reader);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
}

static void
test_player_copy_is_private (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (guint b = 0; b < demo->battles->len + 12; b++)
    {
      gboolean random = b >= demo->battles->len;
      g_autoptr(FfbCampaign) campaign = random ? ffb_test_random_campaign (rand, 12, 8)
                                               : ffb_campaign_ref (demo);
      FfbBattle *battle = campaign->battles->pdata[random ? 0 : b];
      FfbOob *oobs[2];

      print_organize (campaign, battle, oobs);
      for (int side = 0; side < FFB_N_SIDES; side++)
        print_check_nothing_of_the_other_side (campaign, battle, oobs, side, random);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
}

/* Many more random battles, read in process through the HTML (the same blocks). */
static void
test_player_copy_is_private_html (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (55);

  for (int n = 0; n < 300; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 30, 12);
      FfbBattle *battle = ffb_test_battle (campaign);
      FfbOob *oobs[2];

      print_organize (campaign, battle, oobs);
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          g_autoptr(FfbSheet) sheet = print_sheet (campaign, battle, FFB_SHEET_OOB,
                                                   ffb_reader_for_side (side));
          g_autofree char *html = ffb_html_render (sheet, FFB_PAPER_A4);
          const char *other = ffb_side_to_string (ffb_side_other (side));
          g_autofree char *prefix = g_strconcat (other, "-", NULL);

          g_assert_null (strstr (html, prefix));
          g_assert_nonnull (strstr (html, ffb_side_display_name (side)));
        }
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
}

/* The demo battle's sheet through pdftotext (-layout when `layout`), white space collapsed. */
static char *
demo_text_as (const char *battle_id, FfbSheetKind kind, FfbReader reader, guint *n_pages,
              gboolean layout)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, battle_id);
  FfbOob *oobs[2];
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *pdf = NULL, *plain = NULL;

  print_organize (campaign, battle, oobs);
  sheet = print_sheet (campaign, battle, kind, reader);
  pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  plain = print_pdftotext (pdf, 0, layout);
  if (n_pages != NULL)
    *n_pages = ffb_sheet_get_n_pages (sheet);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  return print_collapse (plain);
}

static char *
demo_text (const char *battle_id, FfbSheetKind kind, FfbReader reader, guint *n_pages)
{
  return demo_text_as (battle_id, kind, reader, n_pages, FALSE);
}

/* R7C: the breastworks give away the defender's on-table stands: only he and the referee
 * see the count. */
static void
test_breastworks (void)
{
  g_autofree char *referee = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_REFEREE,
                                        NULL);
  g_autofree char *defender = demo_text ("fredericksburg", FFB_SHEET_OOB,
                                         FFB_READER_CONFEDERATE, NULL);
  g_autofree char *attacker = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_UNION,
                                         NULL);

  g_assert_nonnull (strstr (referee, "Confederate defender: 210 inches (50% of his on-table"));
  g_assert_nonnull (strstr (defender, "Your breastworks: 210 inches (50% of your on-table"));
  g_assert_nonnull (strstr (attacker, "The defender has breastworks: 50% of his on-table"));
  g_assert_null (strstr (attacker, "210"));
  g_assert_null (strstr (attacker, "420"));
}

/* R11D: Burnside (-1) lets the Confederate player force a re-roll; Lee (+3) has three. */
static void
test_rerolls (void)
{
  g_autofree char *u = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_UNION, NULL);
  g_autofree char *c = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_CONFEDERATE,
                                  NULL);

  g_assert_nonnull (strstr (u, "Army command radius 24\""));
  g_assert_nonnull (strstr (u, "The opponent may force 1 re-roll of this army's maneuver"));
  g_assert_null (strstr (u, "3 re-rolls"));
  g_assert_null (strstr (u, "48\""));
  g_assert_nonnull (strstr (c, "Army command radius 48\""));
  g_assert_nonnull (strstr (c, "3 re-rolls of a friendly maneuver roll per turn (R11D)"));
  g_assert_nonnull (strstr (c, "You may force 1 re-roll of the enemy's maneuver rolls"));
  g_assert_null (strstr (c, "24\""));
}

/* The brigade's row of the PDF holds its weapons note: beside its tally boxes, or alone on
 * the line under the row when the boxes leave it too little room. */
static gboolean
pdf_row_has_note (char **lines, const char *code, const char *note)
{
  g_autofree char *start = g_strconcat (code, " ", NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");
      const char *next = lines[i + 1] != NULL ? lines[i + 1] + strspn (lines[i + 1], " ") : "";

      if (g_str_has_prefix (line, start))
        return g_str_has_suffix (line, note) || g_str_equal (next, note);
    }
  return FALSE;
}

/* The brigade's row of the HTML: its note in a cell of its own, the row's last, or no such
 * cell. */
static gboolean
html_row_has_note (const char *html, const char *code, const char *note)
{
  g_autofree char *start = g_strdup_printf ("<tr><td class=\"code\">%s</td>", code);
  g_autofree char *cell = g_strdup_printf (">%s</td></tr>", note);
  const char *row = strstr (html, start);
  /* The row ends its line; the tally boxes' own table ends its rows within it. */
  g_autofree char *text = row != NULL ? g_strndup (row, strstr (row, "</tr>\n") + 5 - row)
                                      : NULL;
  const char *last_cell;

  if (text == NULL)
    return FALSE;
  if (note == NULL)
    return strstr (text, "weapons") == NULL;
  last_cell = g_strrstr (text, "<td ");
  return g_str_has_suffix (text, cell) && last_cell != NULL
         && g_str_has_prefix (last_cell, "<td class=\"weapons\"");
}

typedef struct
{
  char **lines;
  const char *html;
  GHashTable *own;  /* the notes of the reader's side */
  guint noted;
  guint wrong;
} NoteReading;

static void
check_note (const FfbUnit *unit, gpointer user_data)
{
  NoteReading *reading = user_data;
  g_autofree char *code = NULL;

  if (unit->kind != FFB_UNIT_BRIGADE)
    return;
  code = ffb_unit_code (unit);
  if (unit->weapons != NULL)
    {
      g_hash_table_add (reading->own, unit->weapons);
      reading->noted++;
      if (!pdf_row_has_note (reading->lines, code, unit->weapons))
        g_test_message ("the PDF row of %s lacks “%s”", code, unit->weapons);
      reading->wrong += !pdf_row_has_note (reading->lines, code, unit->weapons);
    }
  if (!html_row_has_note (reading->html, code, unit->weapons))
    g_test_message ("the HTML row of %s is wrong about “%s”", code, unit->weapons);
  reading->wrong += !html_row_has_note (reading->html, code, unit->weapons);
}

static void
collect_notes (const FfbUnit *unit, gpointer user_data)
{
  if (unit->weapons != NULL)
    g_hash_table_add (user_data, unit->weapons);
}

static int
longer_first (gconstpointer a, gconstpointer b)
{
  return (int) strlen (*(char *const *) b) - (int) strlen (*(char *const *) a);
}

/* `text` without the notes of `own`: one of the other side's may be part of his own
 * ("Enfield rifles" of "Springfield and Enfield rifles"). */
static char *
without_notes (const char *text, GHashTable *own)
{
  g_autofree gpointer *notes = g_hash_table_get_keys_as_array (own, NULL);
  GString *left = g_string_new (text);

  qsort (notes, g_hash_table_size (own), sizeof (gpointer), longer_first);
  for (guint i = 0; i < g_hash_table_size (own); i++)
    g_string_replace (left, notes[i], "", 0);
  return g_string_free (left, FALSE);
}

/* A player's copy of a demo battle: each of his brigades shows its group's note on its row in
 * the PDF and the HTML; no note only the other side uses is printed. */
static void
check_notes_of (FfbCampaign *campaign, FfbBattle *battle, FfbOob *const oobs[2], FfbSide side)
{
  g_autoptr(FfbSheet) sheet = print_sheet (campaign, battle, FFB_SHEET_OOB,
                                           ffb_reader_for_side (side));
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  g_autofree char *layout = print_pdftotext (pdf, 0, TRUE);
  g_autofree char *html = ffb_html_render (sheet, FFB_PAPER_A4);
  g_auto(GStrv) lines = g_strsplit (layout, "\n", -1);
  g_autoptr(GHashTable) own = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) other = g_hash_table_new (g_str_hash, g_str_equal);
  NoteReading reading = { lines, html, own, 0, 0 };
  g_autofree char *layout_left = NULL, *html_left = NULL;
  GHashTableIter iter;
  const char *note;

  print_walk (oobs[side]->army, check_note, &reading);
  g_assert_cmpuint (reading.noted, >, 0);
  g_assert_cmpuint (reading.wrong, ==, 0);
  g_assert_nonnull (strstr (html, "<th class=\"weapons\" align=\"right\">Weapons</th>"));
  g_assert_nonnull (strstr (layout, " Weapons\n"));
  print_walk (oobs[ffb_side_other (side)]->army, collect_notes, other);
  layout_left = without_notes (layout, own);
  html_left = without_notes (html, own);
  g_hash_table_iter_init (&iter, other);
  while (g_hash_table_iter_next (&iter, (gpointer *) &note, NULL))
    if (!g_hash_table_contains (own, note))
      {
        g_assert_null (strstr (layout_left, note));
        g_assert_null (strstr (html_left, note));
      }
}

/* The referee's weapons note for each SP group reaches every brigade drawn from it, on both
 * sheets of every demo battle; the Weapons column is named over them. */
static void
test_weapons_notes (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];
      FfbOob *oobs[2];

      print_organize (campaign, battle, oobs);
      for (int side = 0; side < FFB_N_SIDES; side++)
        check_notes_of (campaign, battle, oobs, side);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
}

/* The Union's copy of a small battle whose division leader has tactical rating `tactical`. */
static char *
small_battle_text (int tactical)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oobs[2];
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *pdf = NULL, *plain = NULL;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "div", 1, tactical, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 2, "div");
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_GREEN, 2, NULL);
  print_organize (campaign, battle, oobs);
  sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, FFB_READER_UNION);
  pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  plain = print_pdftotext (pdf, 0, FALSE);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  return print_collapse (plain);
}

/* R7A(2a), R7A(2b): a Poltroon's effects are printed on his side's OOB, and only when it has
 * one (tactical -2 is P for certain, 0 is Average). */
static void
test_poltroon_effects (void)
{
  g_autofree char *with_p = small_battle_text (-2);
  g_autofree char *without = small_battle_text (0);

  g_assert_nonnull (strstr (with_p, "P leader: brigades in his chain of command get no plus "
                                    "modifiers from him"));
  g_assert_nonnull (strstr (with_p, "adds +1 or -1 at random"));
  /* The app has the owner roll it in his private view; nobody asks the referee. */
  g_assert_nonnull (strstr (with_p, "made on demand in the owning player's private view"));
  g_assert_null (strstr (with_p, "ask the referee"));
  g_assert_null (strstr (without, "P leader:"));
}

/* R7D: the Confederates start Demoralized at Fredericksburg: their copy says so, the
 * Union's does not. */
static void
test_demoralized (void)
{
  g_autofree char *u = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_UNION, NULL);
  g_autofree char *c = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_CONFEDERATE,
                                  NULL);
  g_autofree char *r = demo_text ("fredericksburg", FFB_SHEET_OOB, FFB_READER_REFEREE, NULL);

  g_assert_nonnull (strstr (c, "Your army starts Demoralized"));
  g_assert_nonnull (strstr (r, "The Confederate army starts Demoralized"));
  g_assert_null (strstr (u, "Demoralized"));
}

/* R8: Sep-Oct has 25 turns from 0600; the last starts at dusk, 1800. */
static void
test_turn_table (void)
{
  g_autofree char *text = demo_text_as ("south-mountain", FFB_SHEET_OOB, FFB_READER_UNION,
                                        NULL, TRUE);

  g_assert_nonnull (strstr (text, "Dawn 0600, dusk 1800: 25 turns of 30 minutes"));
  /* The grid, row by row: turn numbers over their times. */
  g_assert_nonnull (strstr (text, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 "
                                  "0600 0630 0700 0730 0800"));
  g_assert_nonnull (strstr (text, "16 17 18 19 20 21 22 23 24 25 "
                                  "1330 1400 1430 1500 1530 1600 1630 1700 1730 1800 "));
  g_assert_null (strstr (text, "1830"));
}

/* An OOB of one division holding one brigade. */
static FfbOob *
one_brigade (FfbSide side, FfbExperience experience, int stands, gboolean starts_worn)
{
  FfbOob *oob = ffb_oob_new (side, 20, 2);
  FfbUnit *division = ffb_unit_new (FFB_UNIT_DIVISION, "d1", "1st Division");
  FfbUnit *brigade = ffb_unit_new (FFB_UNIT_BRIGADE, "d1.b1", "1st Brigade");

  brigade->experience = experience;
  brigade->stands = stands;
  brigade->starts_worn = starts_worn;
  ffb_unit_append (oob->army, division);
  ffb_unit_append (division, brigade);
  return oob;
}

static char *
tally_html (FfbExperience experience, int stands, gboolean starts_worn)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *html = NULL;
  const char *start, *end;

  /* The battle's stored OOBs (the referee's own arrangement) are what is printed. */
  battle->oob[FFB_SIDE_UNION] = one_brigade (FFB_SIDE_UNION, experience, stands, starts_worn);
  battle->oob[FFB_SIDE_CONFEDERATE] = one_brigade (FFB_SIDE_CONFEDERATE, experience, stands,
                                                   starts_worn);
  sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, FFB_READER_UNION);
  html = ffb_html_render (sheet, FFB_PAPER_A4);
  start = strstr (html, "<td class=\"tally\">");
  g_assert_nonnull (start);
  start = strstr (start, "<tr>");
  g_assert_nonnull (start);
  start += strlen ("<tr>");
  end = strstr (start, "</tr></table>");
  return g_strndup (start, end - start);
}

#define BOX "<td>&nbsp;</td>"
#define WORN "<td class=\"worn\">W</td>"
#define SPENT "<td class=\"spent\">S</td>"

/* R4G: green 10 stands is 10.8.6: the 2nd stand lost makes it Worn, the 4th Spent; veteran
 * 8 stands is 8.6.4 likewise; a brigade that starts Worn (R7D, -.8.4) has no W box. */
static void
test_tally_boxes (void)
{
  g_autofree char *green = tally_html (FFB_EXPERIENCE_GREEN, 10, FALSE);
  g_autofree char *veteran = tally_html (FFB_EXPERIENCE_VETERAN, 8, FALSE);
  g_autofree char *worn = tally_html (FFB_EXPERIENCE_VETERAN, 8, TRUE);

  g_assert_cmpstr (green, ==, BOX WORN BOX SPENT BOX BOX BOX BOX BOX BOX);
  g_assert_cmpstr (veteran, ==, BOX WORN BOX SPENT BOX BOX BOX BOX);
  g_assert_cmpstr (worn, ==, BOX BOX BOX SPENT BOX BOX BOX BOX);
}

/* R6, R3, R7B, R7C: the attacker's and the demoralized defender's deployment sheets. */
static void
test_deployment_sheet (void)
{
  guint pages = 0;
  g_autofree char *u = demo_text ("fredericksburg", FFB_SHEET_DEPLOYMENT, FFB_READER_UNION,
                                  &pages);
  g_autofree char *c = demo_text ("fredericksburg", FFB_SHEET_DEPLOYMENT,
                                  FFB_READER_CONFEDERATE, NULL);

  g_assert_cmpuint (pages, ==, 1);
  g_assert_nonnull (strstr (u, "Your edge (Union, attacker)"));
  g_assert_nonnull (strstr (u, "Enemy edge"));
  g_assert_nonnull (strstr (u, "You attack: your edge is opposite the one the defender picks"));
  g_assert_nonnull (strstr (u, "Left flank: flank-march entry zone (R7B)"));
  g_assert_nonnull (strstr (u, "I/1 1st Division: 5 bde., 4 bty."));
  g_assert_nonnull (strstr (u, "V/2 2nd Division"));
  g_assert_nonnull (strstr (u, "Private notes"));
  g_assert_null (strstr (u, "Lee"));
  /* The Confederates defend, Demoralized: no flank marches (R7D). */
  g_assert_nonnull (strstr (c, "Your edge (Confederate, defender)"));
  g_assert_nonnull (strstr (c, "You defend: pick the table edge you defend"));
  g_assert_null (strstr (c, "entry zone"));
  g_assert_null (strstr (c, "Burnside"));
  /* R7C: the defender sketches his breastworks (a navigable river: 50% of 420 on-table
   * stands); the attacker's sheet never tells them. */
  g_assert_nonnull (strstr (c, "Your breastworks: 210 inches (50% of your on-table stands)"));
  g_assert_null (strstr (u, "breastworks"));
}

static void
test_deployment_refused_for_referee (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = campaign->battles->pdata[0];
  g_autoptr(GError) error = NULL;
  FfbSheet *sheet;

  sheet = ffb_sheet_new (campaign, battle, FFB_SHEET_DEPLOYMENT, FFB_READER_REFEREE, &error);
  g_assert_null (sheet);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

#define SEED "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

static void
find_command_of (const FfbUnit *unit, gpointer user_data)
{
  const FfbUnit **found = user_data;

  if (*found == NULL && g_strcmp0 (unit->leader_id, ((const char *) found[1])) == 0)
    *found = unit;
}

/* `side` sends its `leader`'s division round `flank` (R5). */
static void
give_order (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oob, FfbFlank flank,
            const char *leader)
{
  gconstpointer found[2] = { NULL, leader };
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func (
    (GDestroyNotify) ffb_finding_free);
  FfbFlankOrder *order = ffb_flank_order_new (oob->side, flank, leader);

  print_walk (oob->army, find_command_of, found);
  g_assert_nonnull (found[0]);
  ffb_flank_order_add_unit (order, ((const FfbUnit *) found[0])->id);
  g_assert_true (ffb_neutral_give_order (battle->neutral, campaign, battle, order, findings));
  ffb_flank_order_free (order);
}

/* Each side: an army leader and two division leaders whose ratings must be rolled (+1, -1),
 * 2 SP each, in a generated corps (R4E); each sends one division round the same end of the
 * field; the dice roll. */
static FfbCampaign *
neutral_campaign (FfbOob *oobs[2])
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GError) error = NULL;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const char *p = side == FFB_SIDE_UNION ? "u" : "c";
      g_autofree char *army = g_strdup_printf ("%s-army", p);
      g_autofree char *d1 = g_strdup_printf ("%s-d1", p), *d2 = g_strdup_printf ("%s-d2", p);
      g_autofree char *g1 = g_strdup_printf ("%s-g1", p), *g2 = g_strdup_printf ("%s-g2", p);

      ffb_test_add_leader (campaign, side, army, 4, 1, 1, FALSE);
      ffb_test_add_leader (campaign, side, d1, 1, 1, 0, FALSE);
      ffb_test_add_leader (campaign, side, d2, 1, -1, 0, FALSE);
      ffb_test_add_sps (campaign, side, g1, FFB_EXPERIENCE_VETERAN, 2, d1);
      ffb_test_add_sps (campaign, side, g2, FFB_EXPERIENCE_GREEN, 2, d2);
    }
  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, SEED, &error));
  g_assert_true (ffb_neutral_oobs (campaign, battle, oobs, &error));
  give_order (campaign, battle, oobs[FFB_SIDE_UNION], FFB_FLANK_LEFT, "u-d2");
  give_order (campaign, battle, oobs[FFB_SIDE_CONFEDERATE], FFB_FLANK_RIGHT, "c-d2");
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, &error));
  return campaign;
}

static char *
sheet_text (FfbCampaign *campaign, FfbOob *const oobs[2], FfbSheetKind kind, FfbReader reader)
{
  g_autoptr(FfbSheet) sheet = print_sheet (campaign, ffb_test_battle (campaign), kind,
                                           reader);
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  g_autofree char *plain = print_pdftotext (pdf, 0, FALSE);

  return print_collapse (plain);
}

/* R7, "Fair dice": the referee's copy lists every sealed result with its audience and reveal
 * turn; a player's copy exactly those his side may read now (ffb_secrets_visible). */
static void
test_secrets (void)
{
  FfbOob *oobs[2];
  g_autoptr(FfbCampaign) campaign = neutral_campaign (oobs);
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(GPtrArray) secrets = ffb_neutral_secrets (battle->neutral, campaign, battle);
  guint hidden[FFB_N_READERS] = { 0 };

  g_assert_cmpuint (secrets->len, >, 6);
  for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
    {
      g_autofree char *text = sheet_text (campaign, oobs, FFB_SHEET_OOB, reader);

      g_assert_nonnull (strstr (text, ffb_dice_commitment (battle->neutral->dice)));
      for (guint i = 0; i < secrets->len; i++)
        {
          const FfbSecret *secret = secrets->pdata[i];
          gboolean shown = strstr (text, secret->text) != NULL;

          if (shown != ffb_secret_visible (secret, reader, 0))
            g_test_fail_printf ("%s copy: “%s” %s", ffb_reader_to_string (reader),
                                secret->text, shown ? "shown" : "missing");
          /* Every roll made is on the referee's copy. */
          if (reader == FFB_READER_REFEREE && secret->roll >= 0 && !shown)
            g_test_fail_printf ("the referee's copy lacks roll %d", secret->roll);
          hidden[reader] += !shown;
        }
    }
  g_assert_cmpuint (hidden[FFB_READER_UNION], >, 2);
  g_assert_cmpuint (hidden[FFB_READER_CONFEDERATE], >, 2);
}

/* R5B: a side's orders on its own copy and deployment sheet only; the seed once revealed. */
static void
test_marches_and_seed (void)
{
  FfbOob *oobs[2];
  g_autoptr(FfbCampaign) campaign = neutral_campaign (oobs);
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autofree char *u = sheet_text (campaign, oobs, FFB_SHEET_OOB, FFB_READER_UNION);
  g_autofree char *c = sheet_text (campaign, oobs, FFB_SHEET_OOB, FFB_READER_CONFEDERATE);
  g_autofree char *ud = sheet_text (campaign, oobs, FFB_SHEET_DEPLOYMENT, FFB_READER_UNION);
  g_autofree char *revealed = NULL;

  g_assert_nonnull (strstr (u, "Round the left flank, led by General u-d2 (initiative 2): "
                                "2nd Division (I/2)."));
  /* R7B(1): a d4 against initiative 2 on open ground. */
  g_assert_nonnull (strstr (u, "Odds (R7B(1), ground +0): swift 2, deliberate 1, plodding 1 "
                                "in 4"));
  g_assert_nonnull (strstr (u, "[left flank march]"));
  g_assert_null (strstr (u, "General c-"));
  g_assert_null (strstr (c, "General u-"));
  g_assert_null (strstr (c, "left flank march"));
  g_assert_nonnull (strstr (c, "Round the right flank, led by General c-d2"));
  /* Deployed: the 1st Division only; the 2nd marches. */
  g_assert_nonnull (strstr (ud, "1 1st Division: 5 bde."));
  g_assert_null (strstr (ud, "2 2nd Division: 5 bde."));
  g_assert_nonnull (strstr (ud, "not deployed (R6)"));
  g_assert_null (strstr (u, SEED));
  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  revealed = sheet_text (campaign, oobs, FFB_SHEET_OOB, FFB_READER_CONFEDERATE);
  g_assert_nonnull (strstr (revealed, "Seed, revealed after the battle: " SEED));
}

/* A word that begins a sentence on a sheet takes a capital, whatever its first letter: a
 * translated terrain or date may begin with a letter beyond ASCII, of two bytes or more. */
static void
test_capitalize (void)
{
  const char *cases[][2] = {
    { "clear", "Clear" },           /* as the English terrain */
    { "équipe", "Équipe" },         /* two bytes, upper form of the same length */
    { "ǆungla", "ǅungla" },         /* a title form, not the upper "Ǆ" */
    { "ıyi", "Iyi" },               /* dotless i: two bytes become one */
    { "ſ", "S" },                   /* long s: its title form is a plain S */
    { "Mar-Apr", "Mar-Apr" },       /* already capital */
    { "1862", "1862" },             /* no letter first */
    { "", "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = ffb_sheet_capitalize (cases[i][0]);

      g_assert_cmpstr (got, ==, cases[i][1]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/print/capitalize-utf8-first-letter", test_capitalize);
  g_test_add_func ("/print/R4G/every-brigade-label-and-leader-in-the-pdf",
                   test_labels_and_leaders);
  g_test_add_func ("/print/R7A/player-copy-has-nothing-of-the-other-side",
                   test_player_copy_is_private);
  g_test_add_func ("/print/R7A/player-copy-private-in-300-random-battles",
                   test_player_copy_is_private_html);
  g_test_add_func ("/print/R7C/breastworks-count-only-for-the-defender", test_breastworks);
  g_test_add_func ("/print/R11D/rerolls-on-each-copy", test_rerolls);
  g_test_add_func ("/print/R7D/demoralized-only-on-its-own-copy", test_demoralized);
  g_test_add_func ("/print/R8/turn-table", test_turn_table);
  g_test_add_func ("/print/R7A(2a)-R7A(2b)/poltroon-effects-printed", test_poltroon_effects);
  g_test_add_func ("/print/R4G/tally-boxes-mark-worn-and-spent", test_tally_boxes);
  g_test_add_func ("/print/R4G/weapons-note-on-each-brigade-row", test_weapons_notes);
  g_test_add_func ("/print/R6/deployment-sheet-edges-and-units", test_deployment_sheet);
  g_test_add_func ("/print/R6/no-deployment-sheet-for-the-referee",
                   test_deployment_refused_for_referee);
  g_test_add_func ("/print/R7/each-copy-shows-the-secrets-its-reader-may-see", test_secrets);
  g_test_add_func ("/print/R5B/marches-on-their-own-side-and-seed-once-revealed",
                   test_marches_and_seed);
  return print_run_tests ();
}
