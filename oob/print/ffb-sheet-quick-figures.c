/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-quick-figures.c: the rows of a quick battle's OOB (RULES.md Q2) in the PDF: the
 * column names over its brigades or guns, and a brigade's or gun's row with its Fresh box and
 * its boxes to cross, the Shaken one heavy, shaded and lettered S (ffb_painter_tally), so that
 * nothing is told by shade alone. Each returns its height and draws only with a cairo_t. */
#include "ffb-sheet-paint.h"

#include <glib/gi18n-lib.h>

static const char *
boxes_heading (const FfbSheetRow *row)
{
  return row->guns ? _("Hits: one box each (S Shaken, the last removes it)")
                   : _("Stands lost: one box each (S Shaken)");
}

double
ffb_painter_quick_columns (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                           double width)
{
  const struct
  {
    double x;
    const char *text;
  } columns[] = {
    { FFB_COL_CODE, _("Code") },
    { FFB_COL_NAME, row->guns ? _("Gun") : _("Brigade") },
    { FFB_COL_STANDS, row->guns ? NULL : _("Stands") },
    { FFB_COL_EXPERIENCE, row->guns ? NULL : _("Experience") },
    { FFB_COL_LABEL, row->guns ? NULL : _("Shaken at") },
    /* Not FF's lone "E" head, which beside "Shaken at" read as "Shaken at E" (Q4); a few
     * points in, clear of "Shaken at", which fills its column. */
    { FFB_COL_RATING + 5, row->guns ? NULL : C_("column", "Rating") },
    { FFB_COL_FRESH, _("Fresh") },
    { FFB_COL_HITS, boxes_heading (row) },
  };
  double h = 0;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    h = MAX (h, ffb_painter_text (painter, FFB_FONT_SMALL, columns[i].text,
                                  x + columns[i].x + 2, y, 0, PANGO_ALIGN_LEFT));
  h = MAX (h, ffb_painter_text (painter, FFB_FONT_SMALL, row->detail, x + FFB_COL_HITS + 2, y,
                                width - FFB_COL_HITS - 5, PANGO_ALIGN_RIGHT));
  return h + 1;
}

/* The row's words: code, name, and a brigade's stands, experience, Shaken count, rating. */
static void
quick_words (FfbPainter *painter, const FfbSheetRow *row, double x, double y)
{
  g_autofree char *stands = row->stands > 0 ? g_strdup_printf ("%d", row->stands) : NULL;

  ffb_painter_text (painter, FFB_FONT_BOLD, row->tag, x + FFB_COL_CODE + 3, y + 1,
                    FFB_COL_NAME - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, stands, x + FFB_COL_STANDS, y + 1, 22,
                    PANGO_ALIGN_RIGHT);
  ffb_painter_text (painter, FFB_FONT_BODY, row->experience, x + FFB_COL_EXPERIENCE + 2, y + 1,
                    FFB_COL_LABEL - FFB_COL_EXPERIENCE - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BOLD, row->label, x + FFB_COL_LABEL + 2, y + 1,
                    FFB_COL_RATING - FFB_COL_LABEL - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, row->rating, x + FFB_COL_RATING + 2, y + 1,
                    FFB_COL_FRESH - FFB_COL_RATING - 4, PANGO_ALIGN_LEFT);
}

double
ffb_painter_quick_unit (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                        double width)
{
  double name_h = ffb_painter_text (painter, FFB_FONT_BODY, row->text, x + FFB_COL_NAME + 2,
                                    y + 1, FFB_COL_STANDS - FFB_COL_NAME - 4, PANGO_ALIGN_LEFT);
  double h = MAX (MAX (name_h + 2, FFB_SHEET_BOX + 3),
                  ffb_painter_weapons_note (painter, row, row->boxes, FFB_COL_HITS, x, y,
                                            width));

  if (painter->cr == NULL)
    return h;
  quick_words (painter, row, x, y);
  /* Fresh until the first loss: a plain box to cross then. */
  ffb_painter_box (painter, x + FFB_COL_FRESH + 2, y + 1.5, FFB_SHEET_BOX, 0.6, 1);
  ffb_painter_tally (painter, row->boxes, 0, row->spent_box, x + FFB_COL_HITS + 2, y + 1.5,
                     width - FFB_COL_HITS - 6);
  cairo_save (painter->cr);
  cairo_set_source_rgb (painter->cr, 0.6, 0.6, 0.6);
  ffb_painter_line (painter, x + 3, y + h, x + width - 3, y + h, 0.3);
  cairo_restore (painter->cr);
  return h;
}
