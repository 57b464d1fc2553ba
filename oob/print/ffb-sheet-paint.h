/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-paint.h: the painter of a sheet's rows. It measures a row (no cairo_t) and draws
 * it (a cairo_t) through the same code, so that pagination and drawing can never disagree. */
#pragma once

#include "ffb-sheet-private.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_FONT_BODY,
  FFB_FONT_BOLD,
  FFB_FONT_SMALL,
  FFB_FONT_SMALL_BOLD,
  FFB_FONT_COMMAND,
  FFB_FONT_HEADING,
  FFB_FONT_TITLE,
} FfbFont;
#define FFB_N_FONTS 7

/* The brigade table's columns, from the left edge of a block, in points. */
#define FFB_COL_CODE 0.0
#define FFB_COL_NAME 40.0
#define FFB_COL_STANDS 140.0
#define FFB_COL_EXPERIENCE 172.0
#define FFB_COL_LABEL 228.0
#define FFB_COL_RATING 262.0
#define FFB_COL_TALLY 296.0
/* A quick battle's (Q2): the label column is the stands left when Shaken, then its Fresh box
 * and its hit boxes. */
#define FFB_COL_FRESH 296.0
#define FFB_COL_HITS 326.0
#define FFB_SHEET_BOX 9.0 /* a box to cross: big enough for a pencil */

typedef struct _FfbPainter FfbPainter;

struct _FfbPainter
{
  PangoContext *context;
  cairo_t *cr;        /* NULL while measuring */
  double body_height; /* of a page: the sketch takes a share of it */
  GHashTable *layouts; /* the sheet's: shaped text by font, width, alignment and text */
  PangoFontDescription *fonts[FFB_N_FONTS];
};

/* `layouts` (borrowed) keeps shaped text across painters of one pagination: measuring and
 * drawing then shape each distinct text once. */
FfbPainter  *ffb_painter_new (PangoContext *context, cairo_t *cr, double body_height,
                              GHashTable *layouts);
void         ffb_painter_free (FfbPainter *painter);

/* A row's height; drawn at (x, y) when the painter has a cairo_t. `fill` is the height an
 * FFB_ROW_LINES row is given (0 when measuring); `continued` marks a repeated heading. */
double       ffb_painter_row (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                              double width, double fill, gboolean continued);
/* The same row's height, measured without drawing. */
double       ffb_painter_measure (FfbPainter *painter, const FfbSheetRow *row, double width,
                                  gboolean continued);
/* How far a block is indented from the body's left edge. */
double       ffb_painter_block_indent (const FfbBlock *block);
/* The running header and footer of page `page`. */
void         ffb_painter_page_frame (FfbPainter *painter, FfbSheet *sheet, guint page);
/* One placed run of a block's rows, with its frame. */
void         ffb_painter_placement (FfbPainter *painter, FfbSheet *sheet,
                                    const FfbPlacement *placement);

/* Primitives. ffb_painter_layout returns a new reference to a shaped text, wrapped at
 * `width` when width > 0; ffb_painter_text draws one and returns its height (0 for NULL or
 * empty). ffb_painter_line needs a cairo_t. */
PangoLayout *ffb_painter_layout (FfbPainter *painter, FfbFont font, const char *text,
                                 double width, PangoAlignment alignment);
double       ffb_painter_text (FfbPainter *painter, FfbFont font, const char *text, double x,
                               double y, double width, PangoAlignment alignment);
double       ffb_painter_text_width (FfbPainter *painter, FfbFont font, const char *text);
void         ffb_painter_line (FfbPainter *painter, double x0, double y0, double x1, double y1,
                               double weight);
void         ffb_painter_box (FfbPainter *painter, double x, double y, double size,
                              double weight, double grey);

/* The figures (ffb-sheet-figures.c). `boxes` boxes to cross from (x, y) in `width`, the
 * one at `worn_box` heavy and lettered W, at `spent_box` heavy, shaded and lettered S (0: none). */
void         ffb_painter_tally (FfbPainter *painter, int boxes, int worn_box, int spent_box,
                                double x, double y, double width);
/* A row's weapons note after `n` boxes in the column at `column`: its height, 0 for none. */
double       ffb_painter_weapons_note (FfbPainter *painter, const FfbSheetRow *row, int n,
                                       double column, double x, double y, double width);
/* Q2 (ffb-sheet-quick-figures.c): a quick battle's column names, and a brigade's or gun's row. */
double       ffb_painter_quick_columns (FfbPainter *painter, const FfbSheetRow *row, double x,
                                        double y, double width);
double       ffb_painter_quick_unit (FfbPainter *painter, const FfbSheetRow *row, double x,
                                     double y, double width);
double       ffb_painter_brigade (FfbPainter *painter, const FfbSheetRow *row, double x,
                                  double y, double width);
double       ffb_painter_items (FfbPainter *painter, const FfbSheetRow *row, double x,
                                double y, double width);
double       ffb_painter_turns (FfbPainter *painter, const FfbSheetRow *row, double x,
                                double y, double width);
double       ffb_painter_sketch (FfbPainter *painter, const FfbSheetRow *row, double x,
                                 double y, double width);
double       ffb_painter_lines (FfbPainter *painter, double x, double y, double width,
                                double fill);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbPainter, ffb_painter_free)

G_END_DECLS
