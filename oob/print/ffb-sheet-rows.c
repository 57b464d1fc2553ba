/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-rows.c: text rows of a sheet, the command frames and the page frame. Each kind of
 * row is drawn here or, for the figures (tally boxes, turn grid, sketch, ruled lines), by
 * ffb-sheet-figures.c; both draw with the painter's pieces of ffb-sheet-paint.c, so that the
 * rows call the figures and the figures do not call back. */
#include "ffb-sheet-paint.h"

#include <pango/pangocairo.h>
#include <glib/gi18n-lib.h>

static double
title_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width)
{
  double h = ffb_painter_text (painter, FFB_FONT_TITLE, row->text, x, y, width,
                               PANGO_ALIGN_LEFT);

  h += ffb_painter_text (painter, FFB_FONT_BODY, row->detail, x, y + h + 1, width,
                         PANGO_ALIGN_LEFT);
  return h + 4;
}

/* A heading, its summary after it, and a rule under both. */
static double
heading_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width,
             gboolean continued)
{
  g_autofree char *text = g_strdup_printf ("%s%s", row->text,
                                           continued ? _(" (continued)") : "");
  double text_w = ffb_painter_text_width (painter, FFB_FONT_HEADING, text) + 8;
  double h = ffb_painter_text (painter, FFB_FONT_HEADING, text, x, y, width, PANGO_ALIGN_LEFT);
  double detail_h = 0;

  if (row->detail != NULL && text_w < width - 60)
    detail_h = ffb_painter_text (painter, FFB_FONT_BODY, row->detail, x + text_w, y + 3,
                                 width - text_w, PANGO_ALIGN_LEFT) + 3;
  h = MAX (h, detail_h) + 2;
  if (painter->cr != NULL)
    ffb_painter_line (painter, x, y + h, x + width, y + h, 0.8);
  return h + 3;
}

static double
fact_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width)
{
  double tag_h = ffb_painter_text (painter, FFB_FONT_SMALL_BOLD, row->tag, x, y + 1,
                                   FFB_COL_NAME - 2, PANGO_ALIGN_LEFT);
  double text_h = ffb_painter_text (painter, FFB_FONT_BODY, row->text, x + FFB_COL_NAME, y,
                                    width - FFB_COL_NAME, PANGO_ALIGN_LEFT);

  return MAX (tag_h, text_h) + 1.5;
}

/* A command's heading on a grey band: code, name, totals on the right, leader below. */
static double
command_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width,
             gboolean continued)
{
  g_autofree char *name = g_strdup_printf ("%s%s", row->text,
                                           continued ? _(" (continued)") : "");
  double totals_w = ffb_painter_text_width (painter, FFB_FONT_BODY, row->totals) + 4;
  double name_h, h;

  if (painter->cr != NULL)
    {
      double band = ffb_painter_measure (painter, row, width, continued);
      cairo_save (painter->cr);
      cairo_set_source_rgb (painter->cr, 0.88, 0.88, 0.88);
      cairo_rectangle (painter->cr, x, y - FFB_SHEET_PAD, width, band + FFB_SHEET_PAD);
      cairo_fill (painter->cr);
      cairo_restore (painter->cr);
    }
  ffb_painter_text (painter, FFB_FONT_COMMAND, row->tag, x + 3, y, FFB_COL_NAME - 4,
                    PANGO_ALIGN_LEFT);
  name_h = ffb_painter_text (painter, FFB_FONT_COMMAND, name, x + FFB_COL_NAME, y,
                             width - FFB_COL_NAME - totals_w, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, row->totals, x + width - totals_w, y + 1.5,
                    totals_w - 3, PANGO_ALIGN_RIGHT);
  h = name_h + ffb_painter_text (painter, FFB_FONT_BODY, row->detail, x + FFB_COL_NAME,
                                 y + name_h, width - FFB_COL_NAME - 3, PANGO_ALIGN_LEFT);
  return h + 2;
}

/* The rating column is headed by the letter of the rating it counts: E, Excellent (R7A(3)). */
static const char *
column_text (double x, const char *text)
{
  if (x == FFB_COL_RATING)
    return C_("rating letter", "E");
  return text != NULL ? _(text) : "S.W.X";
}

static double
columns_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width)
{
  static const struct
  {
    double x;
    const char *text;
  } columns[] = {
    { FFB_COL_CODE, N_("Code") }, { FFB_COL_NAME, N_("Brigade") },
    { FFB_COL_STANDS, N_("Stands") }, { FFB_COL_EXPERIENCE, N_("Experience") },
    /* S.W.X is the label's notation (R4G), the same in every language. */
    { FFB_COL_LABEL, NULL }, { FFB_COL_RATING, NULL },
    { FFB_COL_TALLY, N_("Stands lost: one box each (W Worn, S Spent)") },
  };
  double h = 0;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    h = MAX (h, ffb_painter_text (painter, FFB_FONT_SMALL, column_text (columns[i].x,
                                                                         columns[i].text),
                                  x + columns[i].x + 2,
                                  y, 0, PANGO_ALIGN_LEFT));
  /* Over the notes, which end at the row's right edge (ffb_painter_brigade). */
  h = MAX (h, ffb_painter_text (painter, FFB_FONT_SMALL, row->detail, x + FFB_COL_TALLY + 2, y,
                                width - FFB_COL_TALLY - 5, PANGO_ALIGN_RIGHT));
  return h + 1;
}

double
ffb_painter_measure (FfbPainter *painter, const FfbSheetRow *row, double width,
                     gboolean continued)
{
  cairo_t *cr = painter->cr;
  double height;

  painter->cr = NULL;
  height = ffb_painter_row (painter, row, 0, 0, width, 0, continued);
  painter->cr = cr;
  return height;
}

double
ffb_painter_block_indent (const FfbBlock *block)
{
  return block->depth * FFB_SHEET_INDENT;
}

double
ffb_painter_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y, double width,
                 double fill, gboolean continued)
{
  switch (row->kind)
    {
    case FFB_ROW_TITLE: return title_row (painter, row, x, y, width);
    case FFB_ROW_HEADING: return heading_row (painter, row, x, y, width, continued);
    case FFB_ROW_FACT: return fact_row (painter, row, x, y, width);
    case FFB_ROW_TURNS: return ffb_painter_turns (painter, row, x, y, width);
    case FFB_ROW_COMMAND: return command_row (painter, row, x, y, width, continued);
    case FFB_ROW_COLUMNS: return columns_row (painter, row, x, y, width);
    case FFB_ROW_BRIGADE: return ffb_painter_brigade (painter, row, x, y, width);
    case FFB_ROW_ITEMS: return ffb_painter_items (painter, row, x, y, width);
    case FFB_ROW_SKETCH: return ffb_painter_sketch (painter, row, x, y, width);
    case FFB_ROW_LINES: return ffb_painter_lines (painter, x, y, width, fill);
    case FFB_ROW_QUICK_COLUMNS: return ffb_painter_quick_columns (painter, row, x, y, width);
    case FFB_ROW_QUICK_UNIT: return ffb_painter_quick_unit (painter, row, x, y, width);
    default: g_assert_not_reached ();
    }
}

void
ffb_painter_page_frame (FfbPainter *painter, FfbSheet *sheet, guint page)
{
  double right = sheet->width - FFB_SHEET_MARGIN;
  double width = right - FFB_SHEET_MARGIN;
  double top = FFB_SHEET_MARGIN, bottom = sheet->height - FFB_SHEET_MARGIN;
  g_autofree char *number = g_strdup_printf (_("page %u of %u"), page + 1, sheet->n_pages);

  ffb_painter_text (painter, FFB_FONT_BOLD, sheet->battle_name, FFB_SHEET_MARGIN, top,
                    width * 0.6, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BOLD, sheet->copy_name, right - width * 0.4, top,
                    width * 0.4, PANGO_ALIGN_RIGHT);
  ffb_painter_line (painter, FFB_SHEET_MARGIN, top + 12, right, top + 12, 0.5);
  ffb_painter_line (painter, FFB_SHEET_MARGIN, bottom - 12, right, bottom - 12, 0.5);
  ffb_painter_text (painter, FFB_FONT_SMALL, sheet->title, FFB_SHEET_MARGIN, bottom - 9,
                    width * 0.7, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, number, right - width * 0.3, bottom - 10,
                    width * 0.3, PANGO_ALIGN_RIGHT);
}

/* A command's frame: a thin box round its rows (the band of its heading is drawn with it). */
static void
command_frame (FfbPainter *painter, double x, double y, double width, double height)
{
  cairo_save (painter->cr);
  cairo_set_line_width (painter->cr, 0.6);
  cairo_rectangle (painter->cr, x, y, width, height);
  cairo_stroke (painter->cr);
  cairo_restore (painter->cr);
}

void
ffb_painter_placement (FfbPainter *painter, FfbSheet *sheet, const FfbPlacement *placement)
{
  const FfbBlock *block = sheet->blocks->pdata[placement->block];
  double x = FFB_SHEET_MARGIN + ffb_painter_block_indent (block);
  double width = sheet->width - 2 * FFB_SHEET_MARGIN - ffb_painter_block_indent (block);
  double y = placement->y, fill = placement->height;
  gboolean framed = block->kind == FFB_BLOCK_COMMAND;
  guint first = placement->first_row;

  if (framed)
    y += FFB_SHEET_PAD;
  /* A later part of a split block repeats its heading row, marked "(continued)". */
  if (placement->continued)
    {
      const FfbSheetRow *head = block->rows->pdata[0];
      y += ffb_painter_row (painter, head, x, y, width, 0, TRUE);
    }
  for (guint i = first; i < first + placement->n_rows; i++)
    fill -= block->row_heights[i];
  for (guint i = first; i < first + placement->n_rows; i++)
    y += ffb_painter_row (painter, block->rows->pdata[i], x, y, width,
                          fill + block->row_heights[i], FALSE);
  if (framed)
    command_frame (painter, x, placement->y, width, placement->height);
}
