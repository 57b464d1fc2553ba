/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print-layout.c: how the sheets fall on pages: A4 and Letter page sizes, no division
 * split across pages (read back page by page with pdftotext, and over hundreds of random
 * battles through the pagination itself), a sensible page count for the demo's largest
 * battle, the battle's name and "page N of M" on every page; and the HTML export: the same
 * brigades and labels as the PDF, and its print stylesheet. */
#include <string.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "ffb-html.h"
#include "ffb-pdf.h"
#include "ffb-sheet-private.h"
#include "ffb-test-builder.h"
#include "test-print-common.h"
#include "ffb-xml-built-in.h"

/* "/MediaBox [ 0 0 W H ]" of a cairo PDF: every page of it has the document's size. */
static void
assert_media_box (GBytes *pdf, double width, double height)
{
  gsize size;
  const char *data = g_bytes_get_data (pdf, &size);
  static const char key[] = "/MediaBox [";
  gsize at = 0;
  double w = 0, h = 0;

  /* The PDF holds binary streams: search its bytes, not a C string. */
  while (at + sizeof key < size && memcmp (data + at, key, sizeof key - 1) != 0)
    at++;
  g_assert_cmpuint (at + sizeof key, <, size);
  g_assert_cmpint (sscanf (data + at, "/MediaBox [ 0 0 %lf %lf ]", &w, &h), ==, 2);
  g_assert_cmpfloat_with_epsilon (w, width, 0.5);
  g_assert_cmpfloat_with_epsilon (h, height, 0.5);
}

static void
test_paper_sizes (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "fredericksburg");
  FfbOob *oobs[2];
  g_autoptr(FfbSheet) sheet = NULL;
  g_autoptr(GBytes) a4 = NULL, letter = NULL;

  print_organize (campaign, battle, oobs);
  sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, FFB_READER_REFEREE);
  a4 = ffb_pdf_render (sheet, FFB_PAPER_A4, NULL);
  letter = ffb_pdf_render (sheet, FFB_PAPER_LETTER, NULL);
  assert_media_box (a4, 595.28, 841.89);
  assert_media_box (letter, 612, 792);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

typedef struct
{
  GHashTable *page_of; /* brigade code -> page number (1-based), from pdftotext */
  guint split;
  guint brigades;
} Pages;

/* Every brigade of a division must be on the page of the division's first brigade. */
static void
check_division (const FfbUnit *unit, gpointer user_data)
{
  Pages *pages = user_data;
  gpointer first = NULL;

  if (unit->kind != FFB_UNIT_DIVISION)
    return;
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      g_autofree char *code = NULL;
      gpointer page;

      if (child->kind != FFB_UNIT_BRIGADE)
        continue;
      code = ffb_unit_code (child);
      page = g_hash_table_lookup (pages->page_of, code);
      pages->brigades++;
      if (page == NULL)
        g_test_fail_printf ("brigade %s is on no page", code);
      else if (first != NULL && page != first)
        {
          g_test_message ("%s is on page %u, its division began on page %u", code,
                          GPOINTER_TO_UINT (page), GPOINTER_TO_UINT (first));
          pages->split++;
        }
      first = first != NULL ? first : page;
    }
}

/* Reads each page's brigade rows: a line that starts with a code such as "II/1/3". */
static void
read_pages (Pages *pages, const char *pdf, guint n_pages)
{
  g_autoptr(GRegex) row = g_regex_new ("^\\s*([IVXLCDM]+/[0-9]+/[0-9]+|[0-9]+/[0-9]+)\\s",
                                       G_REGEX_MULTILINE, 0, NULL);

  for (guint page = 1; page <= n_pages; page++)
    {
      g_autofree char *text = print_pdftotext (pdf, page, TRUE);
      g_autoptr(GMatchInfo) match = NULL;

      for (g_regex_match (row, text, 0, &match); g_match_info_matches (match);
           g_match_info_next (match, NULL))
        g_hash_table_insert (pages->page_of, g_match_info_fetch (match, 1),
                             GUINT_TO_POINTER (page));
    }
}

/* A player's copy (one side, so codes are unique) of each demo battle on both papers. */
static void
test_divisions_whole_by_pdftotext (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);

  for (guint i = 0; i < campaign->battles->len * FFB_N_SIDES * 2; i++)
    {
      FfbBattle *battle = campaign->battles->pdata[i / (FFB_N_SIDES * 2)];
      FfbSide side = (i / 2) % FFB_N_SIDES;
      FfbOob *oobs[2];
      g_autoptr(FfbSheet) sheet = NULL;
      g_autofree char *pdf = NULL;
      Pages pages = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0, 0 };

      print_organize (campaign, battle, oobs);
      sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, ffb_reader_for_side (side));
      pdf = print_pdf_file (sheet, i % 2 ? FFB_PAPER_LETTER : FFB_PAPER_A4);
      read_pages (&pages, pdf, ffb_sheet_get_n_pages (sheet));
      print_walk (oobs[side]->army, check_division, &pages);
      g_assert_cmpuint (pages.brigades, >, 0);
      g_assert_cmpuint (pages.split, ==, 0);
      g_hash_table_unref (pages.page_of);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
}

static cairo_status_t
discard (void *closure, const unsigned char *data, unsigned int length)
{
  return CAIRO_STATUS_SUCCESS;
}

/* Every command of the sheet sits on one page, unless it is taller than a whole page. */
static void
check_blocks_whole (FfbSheet *sheet)
{
  double body = sheet->height - 2 * FFB_SHEET_MARGIN - FFB_SHEET_HEADER - FFB_SHEET_FOOTER;

  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      const FfbBlock *block = sheet->blocks->pdata[i];
      guint first = 0, last = 0;

      if (block->kind != FFB_BLOCK_COMMAND)
        continue;
      g_assert_true (ffb_sheet_get_unit_pages (sheet, block->unit_id, &first, &last));
      if (first != last)
        g_assert_cmpfloat (block->height, >, body);
    }
}

/* Hundreds of random battles, both papers, every reader: laid out and drawn (to nowhere). */
static void
test_random_battles_whole (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (discard, NULL, 612, 792);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);

  for (int n = 0; n < 200; n++)
    {
      g_autoptr(FfbCampaign) campaign = ffb_test_random_campaign (rand, 60, 16);
      FfbOob *oobs[2];
      FfbReader reader = n % FFB_N_READERS;
      g_autoptr(FfbSheet) sheet = NULL;
      double width, height;

      print_organize (campaign, ffb_test_battle (campaign), oobs);
      sheet = print_sheet (campaign, ffb_test_battle (campaign), FFB_SHEET_OOB, reader);
      ffb_paper_get_size (n % 2, &width, &height);
      g_assert_cmpuint (ffb_sheet_paginate (sheet, width, height, context), >, 0);
      check_blocks_whole (sheet);
      for (guint page = 0; page < ffb_sheet_get_n_pages (sheet); page++)
        ffb_sheet_render_page (sheet, cr, page);
      ffb_oob_unref (oobs[0]);
      ffb_oob_unref (oobs[1]);
    }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static FfbSheet *
fredericksburg (FfbReader reader)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "fredericksburg");
  FfbOob *oobs[2];
  FfbSheet *sheet;

  print_organize (campaign, battle, oobs);
  sheet = print_sheet (campaign, battle, FFB_SHEET_OOB, reader);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  return sheet;
}

/* The demo's largest battle: 880 stands in 24 divisions. Compact means a few pages. */
static void
test_page_count (void)
{
  g_autoptr(FfbSheet) referee = fredericksburg (FFB_READER_REFEREE);
  g_autoptr(FfbSheet) player = fredericksburg (FFB_READER_UNION);

  for (FfbPaper paper = FFB_PAPER_A4; paper <= FFB_PAPER_LETTER; paper++)
    {
      g_autoptr(GBytes) both = ffb_pdf_render (referee, paper, NULL);
      g_autoptr(GBytes) one = ffb_pdf_render (player, paper, NULL);

      g_assert_cmpuint (ffb_sheet_get_n_pages (referee), >=, 4);
      g_assert_cmpuint (ffb_sheet_get_n_pages (referee), <=, 8);
      g_assert_cmpuint (ffb_sheet_get_n_pages (player), >=, 2);
      g_assert_cmpuint (ffb_sheet_get_n_pages (player), <=, 4);
    }
}

static void
test_every_page_framed (void)
{
  g_autoptr(FfbSheet) sheet = fredericksburg (FFB_READER_REFEREE);
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_LETTER);
  guint n_pages = ffb_sheet_get_n_pages (sheet);

  for (guint page = 1; page <= n_pages; page++)
    {
      g_autofree char *raw = print_pdftotext (pdf, page, FALSE);
      g_autofree char *text = print_collapse (raw);
      g_autofree char *number = g_strdup_printf ("page %u of %u", page, n_pages);

      g_assert_nonnull (strstr (text, "Fredericksburg"));
      g_assert_nonnull (strstr (text, "Referee's copy"));
      g_assert_nonnull (strstr (text, number));
    }
}

/* "code label" of each brigade row: from the HTML's cells, or from the PDF's lines. */
static char *
rows_of (const char *text, const char *pattern)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);

  for (g_regex_match (regex, text, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    {
      g_autofree char *code = g_match_info_fetch (match, 1);
      g_autofree char *label = g_match_info_fetch (match, 2);
      g_ptr_array_add (rows, g_strdup_printf ("%s %s", code, label));
    }
  g_ptr_array_add (rows, NULL);
  return g_strjoinv ("\n", (char **) rows->pdata);
}

static void
test_html_same_rows_as_pdf (void)
{
  for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
    {
      g_autoptr(FfbSheet) sheet = fredericksburg (reader);
      g_autofree char *html = ffb_html_render (sheet, FFB_PAPER_A4);
      g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_A4);
      g_autofree char *text = print_pdftotext (pdf, 0, TRUE);
      g_autofree char *from_html = rows_of (html, "<td class=\"code\">([^<]*)</td>.*?"
                                            "<td class=\"label\">([^<]*)</td>");
      g_autofree char *from_pdf = rows_of (text, "^\\s*([IVXLCDM]+/[0-9]+/[0-9]+)\\s.*?"
                                           "\\s(-?[0-9]*\\.[0-9]+\\.[0-9]+)\\s");

      g_assert_cmpuint (strlen (from_html), >, 100);
      g_assert_cmpstr (from_html, ==, from_pdf);
    }
}

/* Armies, corps and divisions of both sides. */
static guint
count_commands (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (NULL);
  FfbOob *oobs[2];
  guint n = 0;

  print_organize (campaign, ffb_campaign_find_battle (campaign, "fredericksburg"), oobs);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      for (FfbUnitKind kind = FFB_UNIT_ARMY; kind <= FFB_UNIT_DIVISION; kind++)
        n += ffb_unit_count_kind (oobs[side]->army, kind);
      ffb_oob_unref (oobs[side]);
    }
  return n;
}

static void
test_html_print_stylesheet (void)
{
  g_autoptr(FfbSheet) sheet = fredericksburg (FFB_READER_REFEREE);
  g_autofree char *a4 = ffb_html_render (sheet, FFB_PAPER_A4);
  g_autofree char *letter = ffb_html_render (sheet, FFB_PAPER_LETTER);
  g_autoptr(GRegex) command = g_regex_new ("<div class=\"block \\w+ command[ \"]", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint n_commands = 0;

  g_assert_nonnull (strstr (a4, "@media print"));
  g_assert_nonnull (strstr (a4, ".command, .battle, .turns, .sketch, .title { "
                                "page-break-inside: avoid;"));
  g_assert_nonnull (strstr (a4, "@page { size: A4;"));
  g_assert_nonnull (strstr (letter, "@page { size: letter;"));
  /* One block per command (two armies, ten corps, two dozen divisions): each kept whole. */
  for (g_regex_match (command, a4, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    n_commands++;
  g_assert_cmpuint (n_commands, >, 30);
  g_assert_cmpuint (n_commands, ==, count_commands ());
}

/* Names come from the campaign file: markup in them is text, in the PDF and in the HTML. */
static void
test_names_escaped (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbLeader *leader = ffb_test_add_leader (campaign, FFB_SIDE_UNION, "curtis", 2, 0, 0, FALSE);
  FfbOob *oobs[2];
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *html = NULL, *pdf = NULL, *raw = NULL, *text = NULL;

  g_free (leader->name);
  leader->name = g_strdup ("Curtis <b>&amp;</b> \"Sam\"");
  g_free (ffb_test_battle (campaign)->name);
  ffb_test_battle (campaign)->name = g_strdup ("Pea </style> Ridge");
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "u", FFB_EXPERIENCE_GREEN, 3, NULL);
  ffb_test_add_sps (campaign, FFB_SIDE_CONFEDERATE, "c", FFB_EXPERIENCE_VETERAN, 2, NULL);
  print_organize (campaign, ffb_test_battle (campaign), oobs);
  sheet = print_sheet (campaign, ffb_test_battle (campaign), FFB_SHEET_OOB,
                       FFB_READER_REFEREE);
  html = ffb_html_render (sheet, FFB_PAPER_A4);
  g_assert_nonnull (strstr (html, "Curtis &lt;b&gt;&amp;amp;&lt;/b&gt; &quot;Sam&quot;"));
  g_assert_null (strstr (html, "Pea </style>"));
  pdf = print_pdf_file (sheet, FFB_PAPER_A4);
  raw = print_pdftotext (pdf, 0, FALSE);
  text = print_collapse (raw);
  g_assert_nonnull (strstr (text, "Curtis <b>&amp;</b> \"Sam\""));
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/print/layout/a4-and-letter-page-sizes", test_paper_sizes);
  g_test_add_func ("/print/layout/R4E/divisions-whole-by-pdftotext",
                   test_divisions_whole_by_pdftotext);
  g_test_add_func ("/print/layout/R4E/divisions-whole-in-200-random-battles",
                   test_random_battles_whole);
  g_test_add_func ("/print/layout/fredericksburg-page-count", test_page_count);
  g_test_add_func ("/print/layout/battle-name-and-page-n-of-m-on-every-page",
                   test_every_page_framed);
  g_test_add_func ("/print/html/same-brigades-and-labels-as-the-pdf",
                   test_html_same_rows_as_pdf);
  g_test_add_func ("/print/html/print-stylesheet", test_html_print_stylesheet);
  g_test_add_func ("/print/html/names-are-text", test_names_escaped);
  return print_run_tests ();
}
