/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-layout.c: a sheet's blocks laid out on pages. A command (a division with its
 * brigades) moves whole to the next page rather than split; a heading stays with what
 * follows it (a corps with its first division); plain text blocks may break between rows;
 * a notes block takes the rest of its page. Only a command taller than a whole page is split,
 * its heading repeated "(continued)". */
#include "ffb-sheet-paint.h"

typedef struct
{
  FfbSheet *sheet;
  double top, bottom; /* of the body */
  guint page;
  double y;
} Flow;

static double
block_padding (const FfbBlock *block)
{
  return block->kind == FFB_BLOCK_COMMAND ? 2 * FFB_SHEET_PAD : 0;
}

static void
measure_block (FfbPainter *painter, FfbBlock *block, double body_width)
{
  double width = body_width - ffb_painter_block_indent (block);

  g_free (block->row_heights);
  block->row_heights = g_new0 (double, block->rows->len);
  block->height = block_padding (block);
  for (guint i = 0; i < block->rows->len; i++)
    {
      block->row_heights[i] = ffb_painter_measure (painter, block->rows->pdata[i], width, FALSE);
      block->height += block->row_heights[i];
    }
}

/* The least of a block that must share a page with the heading kept before it. */
static double
first_part (const FfbBlock *block)
{
  if (block->kind == FFB_BLOCK_COMMAND || block->rows->len < 2)
    return block->height;
  return block->row_heights[0] + block->row_heights[1];
}

/* A block and what it keeps with it: a side's heading, the army, a corps, its first division. */
static double
kept_height (Flow *flow, guint index)
{
  GPtrArray *blocks = flow->sheet->blocks;
  const FfbBlock *block = blocks->pdata[index];
  double height = block->height;

  for (guint i = index; i + 1 < blocks->len; i++)
    {
      const FfbBlock *kept = blocks->pdata[i];
      if (!kept->keep_with_next)
        break;
      height += FFB_SHEET_GAP + first_part (blocks->pdata[i + 1]);
    }
  return height;
}

static void
place (Flow *flow, guint block, guint first_row, guint n_rows, double height, gboolean continued)
{
  FfbPlacement placement = { block, first_row, n_rows, flow->page, flow->y, height, continued };

  g_array_append_val (flow->sheet->placements, placement);
  flow->y += height + FFB_SHEET_GAP;
}

static void
new_page (Flow *flow)
{
  flow->page++;
  flow->y = flow->top;
}

static double
room (const Flow *flow)
{
  return flow->bottom - flow->y;
}

/* A block too tall for the room left: as many rows as fit here, the rest on the next pages,
 * each later part under its repeated heading. */
static void
split_block (Flow *flow, guint index)
{
  FfbBlock *block = flow->sheet->blocks->pdata[index];
  guint row = 0;
  gboolean continued = FALSE;

  while (row < block->rows->len)
    {
      double height = block_padding (block) + (continued ? block->row_heights[0] : 0);
      guint first = row;

      while (row < block->rows->len && height + block->row_heights[row] <= room (flow))
        height += block->row_heights[row++];
      /* A heading alone at the foot of a page, or nothing at all: start afresh. */
      if (row == first || (row == 1 && block->rows->len > 1 && !continued))
        {
          if (flow->y == flow->top)
            height += block->row_heights[row++]; /* taller than a page: let it overflow */
          else
            {
              row = first;
              new_page (flow);
              continue;
            }
        }
      place (flow, index, first, row - first, height, continued);
      continued = TRUE;
      if (row < block->rows->len)
        new_page (flow);
    }
}

static void
flow_block (Flow *flow, guint index)
{
  FfbBlock *block = flow->sheet->blocks->pdata[index];
  double body = flow->bottom - flow->top;

  if (block->break_before && flow->y > flow->top)
    new_page (flow);
  if (block->kind == FFB_BLOCK_FILL)
    {
      if (room (flow) < block->height)
        new_page (flow);
      place (flow, index, 0, block->rows->len, room (flow), FALSE);
      return;
    }
  if (kept_height (flow, index) <= room (flow))
    place (flow, index, 0, block->rows->len, block->height, FALSE);
  else if (block->kind != FFB_BLOCK_PLAIN && block->height <= body)
    {
      if (flow->y > flow->top)
        new_page (flow);
      place (flow, index, 0, block->rows->len, block->height, FALSE);
    }
  else
    split_block (flow, index);
}

guint
ffb_sheet_paginate (FfbSheet *sheet, double width, double height, PangoContext *context)
{
  Flow flow = { sheet, FFB_SHEET_MARGIN + FFB_SHEET_HEADER,
                height - FFB_SHEET_MARGIN - FFB_SHEET_FOOTER, 0, 0 };
  g_autoptr(FfbPainter) painter = NULL;

  g_return_val_if_fail (sheet != NULL && PANGO_IS_CONTEXT (context), 0);
  g_return_val_if_fail (width > 4 * FFB_SHEET_MARGIN && height > 4 * FFB_SHEET_MARGIN, 0);
  g_set_object (&sheet->context, context);
  g_clear_pointer (&sheet->layouts, g_hash_table_unref);
  sheet->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  sheet->width = width;
  sheet->height = height;
  g_array_set_size (sheet->placements, 0);
  painter = ffb_painter_new (context, NULL, flow.bottom - flow.top, sheet->layouts);
  for (guint i = 0; i < sheet->blocks->len; i++)
    measure_block (painter, sheet->blocks->pdata[i], width - 2 * FFB_SHEET_MARGIN);
  flow.y = flow.top;
  for (guint i = 0; i < sheet->blocks->len; i++)
    flow_block (&flow, i);
  sheet->n_pages = flow.page + 1;
  return sheet->n_pages;
}

guint
ffb_sheet_get_n_pages (FfbSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, 0);
  return sheet->n_pages;
}

void
ffb_sheet_render_page (FfbSheet *sheet, cairo_t *cr, guint page)
{
  g_autoptr(FfbPainter) painter = NULL;

  g_return_if_fail (sheet != NULL && cr != NULL);
  g_return_if_fail (sheet->context != NULL && page < sheet->n_pages);
  painter = ffb_painter_new (sheet->context, cr,
                             sheet->height - 2 * FFB_SHEET_MARGIN - FFB_SHEET_HEADER -
                             FFB_SHEET_FOOTER, sheet->layouts);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  ffb_painter_page_frame (painter, sheet, page);
  for (guint i = 0; i < sheet->placements->len; i++)
    {
      const FfbPlacement *placement = &g_array_index (sheet->placements, FfbPlacement, i);
      if (placement->page == page)
        ffb_painter_placement (painter, sheet, placement);
    }
  cairo_restore (cr);
}

gboolean
ffb_sheet_get_unit_pages (FfbSheet *sheet, const char *unit_id, guint *first, guint *last)
{
  gboolean found = FALSE;

  g_return_val_if_fail (sheet != NULL && unit_id != NULL, FALSE);
  for (guint i = 0; i < sheet->placements->len; i++)
    {
      const FfbPlacement *placement = &g_array_index (sheet->placements, FfbPlacement, i);
      const FfbBlock *block = sheet->blocks->pdata[placement->block];

      if (g_strcmp0 (block->unit_id, unit_id) != 0)
        continue;
      if (!found && first != NULL)
        *first = placement->page;
      if (last != NULL)
        *last = placement->page;
      found = TRUE;
    }
  return found;
}
