/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-print.c: how long the engine takes to lay out and render the PDF of both sides of the
 * demo's largest battle (the referee's copy of Fredericksburg), in process; and, with --write,
 * every sheet of every demo battle as PDF and HTML, to look at.
 *
 *   bench-print [--battle ID] [--runs R] [--write DIR]
 */
#include <stdio.h>

#include "bench-median.h"
#include "ffb-html.h"
#include "ffb-organize.h"
#include "ffb-pdf.h"
#include "ffb-xml-built-in.h"

static gboolean
organize_both (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oobs[FFB_N_SIDES],
               GError **error)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if ((oobs[side] = ffb_organize (campaign, battle, side, error)) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
write_sheet (const char *dir, FfbCampaign *campaign, FfbBattle *battle,
             FfbOob *const oobs[FFB_N_SIDES], FfbSheetKind kind, FfbReader reader,
             FfbPaper paper, GError **error)
{
  g_autoptr(FfbSheet) sheet = ffb_sheet_new (campaign, battle, kind, reader, NULL);
  g_autoptr(GBytes) pdf = NULL;
  g_autofree char *html = NULL;
  g_autofree char *base = NULL, *pdf_path = NULL, *html_path = NULL;

  if (sheet == NULL)
    return TRUE; /* the referee has no deployment sheet */
  base = g_strdup_printf ("%s/%s-%s-%s-%s", dir, battle->id, ffb_sheet_kind_to_string (kind),
                          ffb_reader_to_string (reader), ffb_paper_to_string (paper));
  pdf_path = g_strconcat (base, ".pdf", NULL);
  html_path = g_strconcat (base, ".html", NULL);
  if ((pdf = ffb_pdf_render (sheet, paper, error)) == NULL)
    return FALSE;
  html = ffb_html_render (sheet, paper);
  return g_file_set_contents (pdf_path, g_bytes_get_data (pdf, NULL),
                              (gssize) g_bytes_get_size (pdf), error) &&
         g_file_set_contents (html_path, html, -1, error);
}

/* Every sheet of every demo battle, on both papers. */
static gboolean
write_all (const char *dir, FfbCampaign *campaign, GError **error)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = campaign->battles->pdata[b];
      FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
      gboolean ok = organize_both (campaign, battle, oobs, error);

      for (int i = 0; ok && i < 2 * FFB_N_READERS * 2; i++)
        ok = write_sheet (dir, campaign, battle, oobs, i % 2, (i / 2) % FFB_N_READERS,
                          i / (2 * FFB_N_READERS), error);
      g_clear_pointer (&oobs[0], ffb_oob_unref);
      g_clear_pointer (&oobs[1], ffb_oob_unref);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static double
time_pdf (FfbCampaign *campaign, FfbBattle *battle, FfbOob *const oobs[FFB_N_SIDES],
          gsize *size)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(FfbSheet) sheet = ffb_sheet_new (campaign, battle, FFB_SHEET_OOB,
                                             FFB_READER_REFEREE, NULL);
  g_autoptr(GBytes) pdf = ffb_pdf_render (sheet, FFB_PAPER_A4, NULL);

  g_assert (pdf != NULL);
  *size = g_bytes_get_size (pdf);
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  int runs = 51;
  g_autofree char *battle_id = g_strdup ("fredericksburg"), *dir = NULL;
  GOptionEntry entries[] = {
    { "battle", 0, 0, G_OPTION_ARG_STRING, &battle_id, "Demo battle to time", "ID" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Timed runs", "R" },
    { "write", 0, 0, G_OPTION_ARG_FILENAME, &dir, "Write every demo sheet to DIR", "DIR" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- time the PDF of an OOB");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree double *times = NULL;
  FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
  FfbBattle *battle;
  gsize size = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1)
    {
      g_printerr ("bench-print: %s\n", error ? error->message : "--runs must be >= 1");
      return 2;
    }
  campaign = ffb_xml_new_demo_campaign (&error);
  battle = campaign != NULL ? ffb_campaign_find_battle (campaign, battle_id) : NULL;
  if (battle == NULL || !organize_both (campaign, battle, oobs, &error) ||
      (dir != NULL && !write_all (dir, campaign, &error)))
    {
      g_printerr ("bench-print: %s\n", error ? error->message : "no such demo battle");
      return 2;
    }
  times = g_new (double, runs);
  for (int i = 0; i < runs; i++)
    times[i] = time_pdf (campaign, battle, oobs, &size);
  qsort (times, runs, sizeof (double), bench_compare_doubles);
  printf ("pdf of both sides of %s: median %.2f ms, best %.2f ms over %d runs (%zu bytes)\n",
          battle->name, times[runs / 2], times[0], runs, size);
  ffb_oob_unref (oobs[0]);
  ffb_oob_unref (oobs[1]);
  return 0;
}
