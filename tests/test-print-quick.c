/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print-quick.c: the OOB sheets of a battle fought with the quick brigade rules (RULES.md
 * Q2), read back from the HTML and from the PDF through pdftotext: every figure comes from the
 * tactical set's data (a changed set changes the sheet), no division is split across pages on
 * A4 or Letter, nothing is told by colour alone, and a player's copy holds nothing of the
 * other side. */
#include <string.h>
#include <pango/pangocairo.h>

#include "ffb-edit.h"
#include "ffb-html.h"
#include "ffb-pdf.h"
#include "ffb-sheet-private.h"
#include "ffb-test-builder.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-tactics.h"
#include "test-print-common.h"

/* ---- Sets and battles -------------------------------------------------------------- */

/* Replaces the one `from` of `text` by `to`, asserting it is there once. */
static char *
replace_once (char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);
  char *out;

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, from));
  out = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
  g_free (text);
  return out;
}

/* The built-in quick brigade rules, or (changed) the same file with other numbers, name and
 * reference figure, read by the file layer as a set of a user's would be. */
static FfbTactics *
quick_set (gboolean changed)
{
  g_autofree char *path = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "data", "tactics",
                                            "quick-brigade.xml", NULL);
  g_autoptr(GError) error = NULL;
  char *xml = NULL;
  FfbTactics *tactics;

  g_assert_true (g_file_get_contents (path, &xml, NULL, &error));
  g_assert_no_error (error);
  if (changed)
    {
      xml = replace_once (xml, "name=\"Quick brigade rules (seed 003)\"",
                          "name=\"Changed quick rules\"");
      xml = replace_once (xml, "stands-per-sp=\"6\" guns-per-sp=\"1\"",
                          "stands-per-sp=\"5\" guns-per-sp=\"2\"");
      xml = replace_once (xml, "stand-hits=\"2\" gun-hits=\"4\" gun-shaken-hits=\"3\" "
                          "shaken-lost-over=\"0.50\"", "stand-hits=\"3\" gun-hits=\"6\" "
                          "gun-shaken-hits=\"2\" shaken-lost-over=\"0.25\"");
      xml = replace_once (xml, "label=\"Infantry\" text=\"12&quot;\"",
                          "label=\"Infantry\" text=\"11 inches, changed\"");
    }
  tactics = ffb_tactics_load_xml (xml, strlen (xml), path, &error);
  g_assert_no_error (error);
  g_free (xml);
  return tactics;
}

/* `battle` of the demo campaign switched to `tactics`. */
static void
switch_battle (FfbCampaign *campaign, FfbBattle *battle, FfbTactics *tactics)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_battle_set_tactical_rules (campaign, battle, tactics, &error));
  g_assert_no_error (error);
}

/* The OOB sheet of `reader`; the battle's OOBs are then organized and stored. */
static FfbSheet *
quick_sheet (FfbCampaign *campaign, FfbBattle *battle, FfbReader reader)
{
  FfbSheet *sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, reader);

  for (int side = 0; side < FFB_N_SIDES; side++)
    g_assert_nonnull (battle->oob[side]);
  return sheet;
}

/* ---- Every figure from the data ---------------------------------------------------- */

/* The boxes of an HTML tally: `n` boxes, the one at `shaken` lettered S. */
static char *
boxes_html (int n, int shaken)
{
  GString *out = g_string_new (NULL);

  for (int i = 1; i <= n; i++)
    g_string_append (out, i == shaken ? "<td class=\"spent\">S</td>" : "<td>&nbsp;</td>");
  return g_string_free (out, FALSE);
}

typedef struct
{
  const char *html;
  const FfbTactics *tactics;
  guint brigades, guns;
} Figures;

/* The HTML row of the unit whose code is `code`, from its code cell to the row's end. */
static char *
unit_row (const char *html, const char *code)
{
  g_autofree char *cell = g_strdup_printf ("<tr><td class=\"code\">%s</td>", code);
  const char *start = strstr (html, cell), *end;

  if (start == NULL)
    return NULL;
  g_assert_null (strstr (start + 1, cell));
  end = strstr (start, "</tr>\n");
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

static void
check_row_has (const char *row, const char *code, const char *what)
{
  if (row == NULL || strstr (row, what) == NULL)
    g_test_fail_printf ("the row of %s lacks “%s”: %s", code, what, row ? row : "(no row)");
}

/* Q2: a brigade's Shaken count, experience and boxes; a gun's boxes, from the set. */
static void
check_unit_figures (const FfbUnit *unit, gpointer user_data)
{
  Figures *figures = user_data;
  const FfbTactics *t = figures->tactics;
  g_autofree char *code = ffb_unit_code (unit);
  g_autofree char *row = NULL, *boxes = NULL, *shaken = NULL, *experience = NULL;

  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      int at = ffb_tactics_shaken_at (t, unit->stands);

      row = unit_row (figures->html, code);
      shaken = g_strdup_printf ("<td class=\"label\">%d</td>", at);
      experience = g_strdup_printf ("<td>%s", ffb_tactics_experience_word (unit->experience));
      boxes = boxes_html (unit->stands, unit->stands - at);
      check_row_has (row, code, shaken);
      check_row_has (row, code, experience);
      check_row_has (row, code, boxes);
      figures->brigades++;
    }
  else if (unit->kind == FFB_UNIT_BATTERY)
    {
      row = unit_row (figures->html, code);
      boxes = boxes_html (t->gun_hits, t->gun_shaken_hits);
      check_row_has (row, code, boxes);
      check_row_has (row, code, "<td class=\"fresh\">");
      figures->guns++;
    }
}

/* The figures of the PDF's text: the ratio, the legend's numbers, every reference figure. */
static void
check_pdf_figures (FfbSheet *sheet, const FfbTactics *t, int stands_per_sp, int guns_per_sp)
{
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  g_autofree char *plain = print_pdftotext (pdf, 0, FALSE);
  g_autofree char *text = print_collapse (plain);
  g_autofree char *ratio = g_strdup_printf ("Fought with the %s: %d stands and %d gun%s per "
                                            "strength point.", t->name, stands_per_sp,
                                            guns_per_sp, guns_per_sp == 1 ? "" : "s");
  g_autofree char *share = g_strdup_printf ("lost more than %g%% of them", t->shaken_lost_over
                                                                             * 100);
  g_autofree char *guns = g_strdup_printf ("lettered S (hit %d) makes it Shaken, the last (hit "
                                           "%d) removes it", t->gun_shaken_hits, t->gun_hits);
  const char *wanted[] = { ratio, share, guns, "Quick reference" };

  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    if (strstr (text, wanted[i]) == NULL)
      g_test_fail_printf ("the sheet lacks “%s”", wanted[i]);
  for (guint b = 0; b < t->reference->len; b++)
    {
      const FfbTacticsBlock *block = t->reference->pdata[b];

      if (strstr (text, block->name) == NULL)
        g_test_fail_printf ("the reference lacks its block “%s”", block->name);
      for (guint f = 0; f < block->figures->len; f++)
        {
          const FfbTacticsFigure *figure = block->figures->pdata[f];
          g_autofree char *line = g_strdup_printf ("%s: %s", figure->label, figure->text);
          g_autofree char *flat = print_collapse (line);

          if (strstr (text, flat) == NULL)
            g_test_fail_printf ("the reference lacks “%s”", flat);
        }
    }
  /* FF's vocabulary is not a quick battle's. */
  g_assert_null (strstr (text, "S.W.X"));
  g_assert_null (strstr (text, "batteries"));
  if (strstr (t->name, "Changed") != NULL)
    g_assert_null (strstr (text, "Infantry: 12\""));
}

/* Each player's copy in HTML and the referee's PDF of pea-ridge, fought with `tactics`. */
static void
check_figures (FfbTactics *tactics)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(FfbSheet) referee = NULL;

  switch_battle (campaign, battle, tactics);
  g_assert_cmpint (battle->stands_per_sp, ==, tactics->stands_per_sp);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(FfbSheet) sheet = quick_sheet (campaign, battle, ffb_reader_for_side (side));
      g_autofree char *html = ffb_html_render (sheet, FFB_PAPER_A4);
      Figures figures = { html, tactics, 0, 0 };

      print_walk (battle->oob[side]->army, check_unit_figures, &figures);
      g_assert_cmpuint (figures.brigades, >, 0);
      g_assert_cmpuint (figures.guns, >, 0);
    }
  referee = quick_sheet (campaign, battle, FFB_READER_REFEREE);
  check_pdf_figures (referee, tactics, battle->stands_per_sp, battle->batteries_per_sp);
}

static void
test_figures_from_the_data (void)
{
  g_autoptr(FfbTactics) seed = quick_set (FALSE);
  g_autoptr(FfbTactics) changed = quick_set (TRUE);

  /* The changed set differs in every number the sheet prints. */
  g_assert_cmpint (seed->gun_hits, !=, changed->gun_hits);
  g_assert_cmpint (seed->gun_shaken_hits, !=, changed->gun_shaken_hits);
  g_assert_cmpint (ffb_tactics_shaken_at (seed, 3), !=, ffb_tactics_shaken_at (changed, 3));
  g_assert_cmpint (seed->stands_per_sp, !=, changed->stands_per_sp);
  check_figures (seed);
  check_figures (changed);
}

/* ---- Pages ------------------------------------------------------------------------- */

/* Each page's rows of brigades and guns: lines that start with "1/2" or "1/B1". */
static GHashTable *
rows_by_page (const char *pdf, guint n_pages)
{
  g_autoptr(GRegex) row = g_regex_new ("^\\s*([0-9]+/B?[0-9]+)\\s", G_REGEX_MULTILINE, 0,
                                       NULL);
  GHashTable *page_of = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint page = 1; page <= n_pages; page++)
    {
      g_autofree char *text = print_pdftotext (pdf, page, TRUE);
      g_autoptr(GMatchInfo) match = NULL;

      for (g_regex_match (row, text, 0, &match); g_match_info_matches (match);
           g_match_info_next (match, NULL))
        g_hash_table_insert (page_of, g_match_info_fetch (match, 1), GUINT_TO_POINTER (page));
    }
  return page_of;
}

typedef struct
{
  GHashTable *page_of;
  guint rows;
} Pages;

/* Every brigade and gun of a division on the page of its first. */
static void
check_division_page (const FfbUnit *unit, gpointer user_data)
{
  Pages *pages = user_data;
  gpointer first = NULL;

  if (unit->kind != FFB_UNIT_DIVISION)
    return;
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      g_autofree char *code = ffb_unit_code (child);
      gpointer page = g_hash_table_lookup (pages->page_of, code);

      if (child->kind != FFB_UNIT_BRIGADE && child->kind != FFB_UNIT_BATTERY)
        continue;
      pages->rows++;
      if (page == NULL)
        g_test_fail_printf ("%s is on no page", code);
      else if (first != NULL && page != first)
        g_test_fail_printf ("%s is on page %u, its division began on page %u", code,
                            GPOINTER_TO_UINT (page), GPOINTER_TO_UINT (first));
      first = first != NULL ? first : page;
    }
}

/* Every command and every block of the quick reference on one page: placed in one part. */
static void
check_blocks_whole (FfbSheet *sheet)
{
  guint whole = 0;

  for (guint i = 0; i < sheet->placements->len; i++)
    {
      const FfbPlacement *placement = &g_array_index (sheet->placements, FfbPlacement, i);
      const FfbBlock *block = sheet->blocks->pdata[placement->block];

      if (block->kind != FFB_BLOCK_WHOLE && block->kind != FFB_BLOCK_COMMAND)
        continue;
      whole += block->kind == FFB_BLOCK_WHOLE;
      if (placement->continued)
        g_test_fail_printf ("a %s block runs onto page %u", block->css_class,
                            placement->page + 1);
    }
  g_assert_cmpuint (whole, >, 0);
}

/* Each demo battle fought with the quick rules, each player's copy on A4 and on Letter. */
static void
test_divisions_whole (void)
{
  g_autoptr(FfbTactics) tactics = quick_set (FALSE);
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];

      switch_battle (campaign, battle, tactics);
      for (guint i = 0; i < FFB_N_SIDES * 2; i++)
        {
          FfbSide side = i / 2;
          g_autoptr(FfbSheet) sheet = quick_sheet (campaign, battle, ffb_reader_for_side (side));
          g_autofree char *pdf = print_pdf_file (sheet, i % 2 ? FFB_PAPER_LETTER
                                                               : FFB_PAPER_A4);
          Pages pages = { rows_by_page (pdf, ffb_sheet_get_n_pages (sheet)), 0 };

          print_walk (battle->oob[side]->army, check_division_page, &pages);
          check_blocks_whole (sheet);
          g_assert_cmpuint (pages.rows, >, 0);
          g_hash_table_unref (pages.page_of);
        }
    }
}

/* Random battles fought with the quick rules, every reader, both papers: laid out whole. */
static void
test_random_battles_whole (void)
{
  g_autoptr(FfbTactics) tactics = quick_set (FALSE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1717);

  for (int n = 0; n < 60; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 60, 16);
      FfbBattle *battle = ffb_test_battle (campaign);
      g_autoptr(FfbSheet) sheet = NULL;
      g_autoptr(GBytes) pdf = NULL;
      g_autoptr(GError) error = NULL;

      switch_battle (campaign, battle, tactics);
      sheet = quick_sheet (campaign, battle, n % FFB_N_READERS);
      pdf = ffb_pdf_render (sheet, n % 2 ? FFB_PAPER_LETTER : FFB_PAPER_A4, &error);
      g_assert_no_error (error);
      check_blocks_whole (sheet);
    }
}

/* ---- Nothing told by colour alone --------------------------------------------------- */

/* Every pixel of every page of the sheet, drawn on `paper`, is a grey. */
static void
assert_grey (FfbSheet *sheet, FfbPaper paper)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoContext *context;
  cairo_font_options_t *options = cairo_font_options_create ();

  ffb_paper_get_size (paper, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (surface);
  context = pango_cairo_create_context (cr);
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (context, options);
  for (guint page = 0; page < ffb_sheet_paginate (sheet, width, height, context); page++)
    {
      guint coloured = 0;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      ffb_sheet_render_page (sheet, cr, page);
      cairo_surface_flush (surface);
      for (int y = 0; y < (int) height; y++)
        {
          const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                                  + y * cairo_image_surface_get_stride (surface));
          for (int x = 0; x < (int) width; x++)
            {
              guint r = (row[x] >> 16) & 0xff, g = (row[x] >> 8) & 0xff, b = row[x] & 0xff;
              coloured += r != g || g != b;
            }
        }
      g_assert_cmpuint (coloured, ==, 0);
    }
  cairo_font_options_destroy (options);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A row of the PDF's text for each brigade and gun, its Shaken box read as the letter S. */
static guint
rows_lettered_s (const char *layout)
{
  g_autoptr(GRegex) row = g_regex_new ("^\\s*[0-9]+/B?[0-9]+\\s.*\\sS(\\s|$)",
                                       G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint n = 0;

  for (g_regex_match (row, layout, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    n++;
  return n;
}

static void
count_rows (const FfbUnit *unit, gpointer user_data)
{
  if (unit->kind == FFB_UNIT_BRIGADE || unit->kind == FFB_UNIT_BATTERY)
    (*(guint *) user_data)++;
}

static void
test_no_colour (void)
{
  g_autoptr(FfbTactics) tactics = quick_set (FALSE);
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(FfbSheet) referee = NULL, union_copy = NULL;
  g_autofree char *pdf = NULL, *layout = NULL;
  guint units = 0;

  switch_battle (campaign, battle, tactics);
  referee = quick_sheet (campaign, battle, FFB_READER_REFEREE);
  assert_grey (referee, FFB_PAPER_A4);
  assert_grey (referee, FFB_PAPER_LETTER);
  /* The Shaken box is told by its letter, which pdftotext reads, not by its shade. */
  union_copy = quick_sheet (campaign, battle, FFB_READER_UNION);
  pdf = print_pdf_file (union_copy, FFB_PAPER_A4);
  layout = print_pdftotext (pdf, 0, TRUE);
  print_walk (battle->oob[FFB_SIDE_UNION]->army, count_rows, &units);
  g_assert_cmpuint (units, >, 0);
  g_assert_cmpuint (rows_lettered_s (layout), ==, units);
}

/* ---- A player's copy ---------------------------------------------------------------- */

/* The scanner of every copy, over the demo's battles and random ones fought with the quick
 * rules. */
static void
test_player_copy_is_private (void)
{
  g_autoptr(FfbTactics) tactics = quick_set (FALSE);
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);

  for (guint b = 0; b < demo->battles->len + 12; b++)
    {
      gboolean random = b >= demo->battles->len;
      g_autoptr(FfbCampaign) campaign = random ? ffb_test_random_campaign (rand, 24, 10)
                                               : ffb_campaign_ref (demo);
      FfbBattle *battle = campaign->battles->pdata[random ? 0 : b];
      g_autoptr(FfbSheet) referee = NULL;

      switch_battle (campaign, battle, tactics);
      referee = quick_sheet (campaign, battle, FFB_READER_REFEREE);
      for (int side = 0; side < FFB_N_SIDES; side++)
        print_check_nothing_of_the_other_side (campaign, battle, battle->oob, side, random);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/print/Q2/every-figure-from-the-set-and-a-changed-set-changes-the-sheet",
                   test_figures_from_the_data);
  g_test_add_func ("/print/Q2/no-division-split-across-pages-a4-and-letter",
                   test_divisions_whole);
  g_test_add_func ("/print/Q2/commands-and-reference-whole-in-60-random-battles",
                   test_random_battles_whole);
  g_test_add_func ("/print/Q2/nothing-told-by-colour-alone", test_no_colour);
  g_test_add_func ("/print/Q2/player-copy-has-nothing-of-the-other-side",
                   test_player_copy_is_private);
  return print_run_tests ();
}
