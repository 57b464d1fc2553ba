/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-figures.c: the drawn parts of a sheet: a brigade's row with its tally boxes
 * (R4G), boxed items (batteries, checklists), the turn grid (R8), the deployment sketch (R6)
 * and ruled lines for notes. Each returns its height and draws only when the painter has a
 * cairo_t. */
#include "ffb-sheet-paint.h"

#include <math.h>

#define BOX 9.0        /* a tally box: big enough to cross with a pencil */
#define BOX_PITCH 12.0
#define ITEM_BOX 7.0
#define ITEM_LINE 11.0
#define CELL_W 32.0    /* a turn of the turn grid */
#define CELL_H 21.0
#define LINE_PITCH 18.0 /* ruled lines: handwriting */
#define MIN_LINES 5
#define WEAPONS_GAP 8.0 /* between the last tally box and the weapons note */
#define WEAPONS_GREY 0.3 /* dim: it describes the brigade, the boxes are what is marked */
/* The note's top below the row's: beside the boxes on the baseline of the row's 8-point text
 * (a smaller font starts lower), or under the boxes. */
#define WEAPONS_BESIDE 2.4
#define WEAPONS_UNDER (BOX + 3)

void
ffb_painter_box (FfbPainter *painter, double x, double y, double size, double weight,
                 double grey)
{
  cairo_t *cr = painter->cr;

  cairo_save (cr);
  if (grey < 1)
    {
      cairo_set_source_rgb (cr, grey, grey, grey);
      cairo_rectangle (cr, x, y, size, size);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
  cairo_set_line_width (cr, weight);
  cairo_rectangle (cr, x, y, size, size);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The boxes' spacing: a full pitch while they fit in `width`, closer for a very large brigade. */
static double
tally_pitch (int boxes, double width)
{
  return MIN (BOX_PITCH, width / MAX (boxes, 1));
}

/* One box per stand (or hit); the Worn box is heavy and lettered W, the Spent (or Shaken) box
 * heavy, shaded and lettered S, so the marks survive a black-and-white printer. A row's boxes
 * go in two paths, thin and heavy. */
void
ffb_painter_tally (FfbPainter *painter, int boxes, int worn_box, int spent_box, double x,
                   double y, double width)
{
  cairo_t *cr = painter->cr;
  double pitch = tally_pitch (boxes, width);
  double size = MIN (BOX, pitch - 2);

  cairo_save (cr);
  if (spent_box > 0)
    {
      cairo_set_source_rgb (cr, 0.78, 0.78, 0.78);
      cairo_rectangle (cr, x + (spent_box - 1) * pitch, y, size, size);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
  for (int heavy = 0; heavy < 2; heavy++)
    {
      for (int n = 1; n <= boxes; n++)
        if ((n == worn_box || n == spent_box) == heavy)
          cairo_rectangle (cr, x + (n - 1) * pitch, y, size, size);
      cairo_set_line_width (cr, heavy ? 1.6 : 0.6);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  for (int n = 1; n <= boxes; n++)
    if (n == worn_box || n == spent_box)
      ffb_painter_text (painter, FFB_FONT_SMALL_BOLD, n == spent_box ? "S" : "W",
                        x + (n - 1) * pitch, y + (size - 7.5) / 2, size, PANGO_ALIGN_CENTER);
}

/* Where the weapons note starts below the row's top: on one line beside the boxes when it
 * fits in the room they leave, else on one line under them. Wrapped in that narrow room it
 * would take two lines, no lower and harder to read. */
static double
note_top (FfbPainter *painter, const char *note, double room)
{
  return ffb_painter_text_width (painter, FFB_FONT_SMALL, note) <= room ? WEAPONS_BESIDE
                                                                          : WEAPONS_UNDER;
}

/* The weapons note, small and dim, right-aligned at the end of the tally column (at `column`
 * with `n` boxes), so that a brigade's row keeps its height when the note fits beside the
 * boxes. Returns the height of the row down to the note's foot (0 for none). */
double
ffb_painter_weapons_note (FfbPainter *painter, const FfbSheetRow *row, int n, double column,
                          double x, double y, double width)
{
  double pitch = tally_pitch (n, width - column - 6);
  double boxes = (n - 1) * pitch + MIN (BOX, pitch - 2) + WEAPONS_GAP;
  double left = x + column + 2, right = x + width - 3;
  double top, h;

  if (row->weapons == NULL)
    return 0;
  top = note_top (painter, row->weapons, right - left - boxes);
  if (top == WEAPONS_BESIDE)
    left += boxes;
  if (painter->cr != NULL)
    {
      cairo_save (painter->cr);
      cairo_set_source_rgb (painter->cr, WEAPONS_GREY, WEAPONS_GREY, WEAPONS_GREY);
    }
  h = ffb_painter_text (painter, FFB_FONT_SMALL, row->weapons, left, y + top, right - left,
                        PANGO_ALIGN_RIGHT);
  if (painter->cr != NULL)
    cairo_restore (painter->cr);
  return top + h + 1;
}

double
ffb_painter_brigade (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                     double width)
{
  double name_h = ffb_painter_text (painter, FFB_FONT_BODY, row->text, x + FFB_COL_NAME + 2,
                                    y + 1, FFB_COL_STANDS - FFB_COL_NAME - 4, PANGO_ALIGN_LEFT);
  double h = MAX (MAX (name_h + 2, BOX + 3),
                  ffb_painter_weapons_note (painter, row, row->stands, FFB_COL_TALLY, x, y,
                                            width));
  g_autofree char *stands = g_strdup_printf ("%d", row->stands);

  if (painter->cr == NULL)
    return h;
  ffb_painter_text (painter, FFB_FONT_BOLD, row->tag, x + FFB_COL_CODE + 3, y + 1,
                    FFB_COL_NAME - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, stands, x + FFB_COL_STANDS, y + 1, 22,
                    PANGO_ALIGN_RIGHT);
  ffb_painter_text (painter, FFB_FONT_BODY, row->experience, x + FFB_COL_EXPERIENCE + 2, y + 1,
                    FFB_COL_LABEL - FFB_COL_EXPERIENCE - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BOLD, row->label, x + FFB_COL_LABEL + 2, y + 1,
                    FFB_COL_RATING - FFB_COL_LABEL - 4, PANGO_ALIGN_LEFT);
  ffb_painter_text (painter, FFB_FONT_BODY, row->rating, x + FFB_COL_RATING + 2, y + 1,
                    FFB_COL_TALLY - FFB_COL_RATING - 4, PANGO_ALIGN_LEFT);
  ffb_painter_tally (painter, row->stands, row->worn_box, row->spent_box,
                     x + FFB_COL_TALLY + 2, y + 1.5, width - FFB_COL_TALLY - 6);
  cairo_save (painter->cr);
  cairo_set_source_rgb (painter->cr, 0.6, 0.6, 0.6);
  ffb_painter_line (painter, x + 3, y + h, x + width - 3, y + h, 0.3);
  cairo_restore (painter->cr);
  return h;
}

static double
item_width (FfbPainter *painter, const FfbSheetItem *item, double *code_w)
{
  *code_w = ffb_painter_text_width (painter, FFB_FONT_BOLD, item->code) + 3;
  return ITEM_BOX + 3 + *code_w + ffb_painter_text_width (painter, FFB_FONT_BODY, item->text);
}

/* Items in a grid of equal cells, as many across as fit: "[ ] I/1/B1 foot". */
double
ffb_painter_items (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                   double width)
{
  double left = x + (row->tag != NULL ? FFB_COL_NAME + 2 : 3), right = x + width - 3;
  guint n = row->items != NULL ? row->items->len : 0, across;
  double cell = 0, code_w;

  for (guint i = 0; i < n; i++)
    cell = MAX (cell, item_width (painter, row->items->pdata[i], &code_w) + 12);
  across = MAX (1, (guint) ((right - left + 12) / MAX (cell, 1)));
  if (painter->cr == NULL)
    return ((n + across - 1) / across) * ITEM_LINE + 2;
  ffb_painter_text (painter, FFB_FONT_SMALL_BOLD, row->tag, x + 3, y + 2, FFB_COL_NAME - 4,
                    PANGO_ALIGN_LEFT);
  for (guint i = 0; i < n; i++)
    {
      const FfbSheetItem *item = row->items->pdata[i];
      double cx = left + (i % across) * cell, cy = y + 1 + (i / across) * ITEM_LINE;

      item_width (painter, item, &code_w);
      ffb_painter_box (painter, cx, cy + 1.5, ITEM_BOX, 0.6, 1);
      ffb_painter_text (painter, FFB_FONT_BOLD, item->code, cx + ITEM_BOX + 3, cy, 0,
                        PANGO_ALIGN_LEFT);
      ffb_painter_text (painter, FFB_FONT_BODY, item->text, cx + ITEM_BOX + 3 + code_w, cy, 0,
                        PANGO_ALIGN_LEFT);
    }
  return ((n + across - 1) / across) * ITEM_LINE + 2;
}

static void
turn_cell (FfbPainter *painter, int turn, const char *time, double x, double y)
{
  g_autofree char *number = g_strdup_printf ("%d", turn);

  cairo_save (painter->cr);
  cairo_set_line_width (painter->cr, 0.5);
  cairo_rectangle (painter->cr, x, y, CELL_W, CELL_H);
  cairo_stroke (painter->cr);
  cairo_restore (painter->cr);
  ffb_painter_text (painter, FFB_FONT_SMALL_BOLD, number, x + 2, y + 1, 0, PANGO_ALIGN_LEFT);
  ffb_painter_box (painter, x + CELL_W - 8, y + 2, 6, 0.5, 1);
  ffb_painter_text (painter, FFB_FONT_BODY, time, x, y + 9.5, CELL_W, PANGO_ALIGN_CENTER);
}

double
ffb_painter_turns (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                   double width)
{
  int per_line = MAX (1, (int) ((width - FFB_COL_NAME - 3) / CELL_W));
  int n = (int) row->items->len, lines = (n + per_line - 1) / per_line;
  double text_h;

  ffb_painter_text (painter, FFB_FONT_SMALL_BOLD, row->tag, x, y + 1, FFB_COL_NAME - 2,
                    PANGO_ALIGN_LEFT);
  text_h = ffb_painter_text (painter, FFB_FONT_BODY, row->text, x + FFB_COL_NAME, y,
                             width - FFB_COL_NAME, PANGO_ALIGN_LEFT) + 2;
  for (int i = 0; painter->cr != NULL && i < n; i++)
    turn_cell (painter, i + 1, row->items->pdata[i], x + FFB_COL_NAME + (i % per_line) * CELL_W,
               y + text_h + (i / per_line) * CELL_H);
  return text_h + lines * CELL_H + 3;
}

/* A flank's name, written along the side of the table. */
static void
side_label (FfbPainter *painter, const char *text, double x, double y_mid, double length,
            double angle)
{
  cairo_save (painter->cr);
  cairo_translate (painter->cr, x, y_mid);
  cairo_rotate (painter->cr, angle);
  ffb_painter_text (painter, FFB_FONT_BOLD, text, -length / 2, 0, length, PANGO_ALIGN_CENTER);
  cairo_restore (painter->cr);
}

static void
sketch_grid (FfbPainter *painter, double left, double top, double right, double bottom)
{
  double pitch = (right - left) / 16;

  cairo_save (painter->cr);
  cairo_set_source_rgb (painter->cr, 0.7, 0.7, 0.7);
  for (double gx = left + pitch; gx < right - 1; gx += pitch)
    ffb_painter_line (painter, gx, top, gx, bottom, 0.3);
  for (double gy = bottom - pitch; gy > top + 1; gy -= pitch)
    ffb_painter_line (painter, left, gy, right, gy, 0.3);
  cairo_restore (painter->cr);
}

/* R6: the table seen from the player's own edge (at the bottom, drawn heavy), the enemy's at
 * the top, the flanks left and right as he faces the enemy. */
double
ffb_painter_sketch (FfbPainter *painter, const FfbSheetRow *row, double x, double y,
                    double width)
{
  double height = floor (MAX (180, painter->body_height * 0.45));
  double top = y + 13, bottom = y + height - 24;
  double left = x + 13, right = x + width - 13;

  if (painter->cr == NULL)
    return height;
  ffb_painter_text (painter, FFB_FONT_BOLD, row->edges[1], x, y, width, PANGO_ALIGN_CENTER);
  sketch_grid (painter, left, top, right, bottom);
  cairo_save (painter->cr);
  cairo_set_line_width (painter->cr, 1.2);
  cairo_rectangle (painter->cr, left, top, right - left, bottom - top);
  cairo_stroke (painter->cr);
  cairo_restore (painter->cr);
  ffb_painter_line (painter, left, bottom, right, bottom, 3);
  ffb_painter_text (painter, FFB_FONT_SMALL, row->detail, left, bottom - 11, right - left,
                    PANGO_ALIGN_CENTER);
  ffb_painter_text (painter, FFB_FONT_BOLD, row->edges[0], x, bottom + 3, width,
                    PANGO_ALIGN_CENTER);
  ffb_painter_text (painter, FFB_FONT_SMALL, row->text, x, bottom + 14, width,
                    PANGO_ALIGN_CENTER);
  side_label (painter, row->edges[2], x + 1, (top + bottom) / 2, bottom - top, -G_PI / 2);
  side_label (painter, row->edges[3], x + width - 1, (top + bottom) / 2, bottom - top,
              G_PI / 2);
  return height;
}

double
ffb_painter_lines (FfbPainter *painter, double x, double y, double width, double fill)
{
  double height = MAX (MIN_LINES * LINE_PITCH, fill);

  if (painter->cr == NULL)
    return height;
  cairo_save (painter->cr);
  cairo_set_source_rgb (painter->cr, 0.45, 0.45, 0.45);
  for (double ly = y + LINE_PITCH; ly <= y + height + 0.01; ly += LINE_PITCH)
    ffb_painter_line (painter, x, ly, x + width, ly, 0.4);
  cairo_restore (painter->cr);
  return height;
}
