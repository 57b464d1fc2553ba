/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-paint.c: the painter's pieces, text and lines drawn with pango on cairo, which
 * the rows (ffb-sheet-rows.c) and the figures (ffb-sheet-figures.c) are drawn with. Meaning is
 * always carried by words, letters and line weight, never by colour alone, so a black-and-white
 * printer loses nothing. */
#include "ffb-sheet-paint.h"

#include <pango/pangocairo.h>

static const struct
{
  const char *family;
  double size;
} font_specs[FFB_N_FONTS] = {
  [FFB_FONT_BODY] = { "Sans", 8 },
  [FFB_FONT_BOLD] = { "Sans Bold", 8 },
  [FFB_FONT_SMALL] = { "Sans", 6.5 },
  [FFB_FONT_SMALL_BOLD] = { "Sans Bold", 6.5 },
  [FFB_FONT_COMMAND] = { "Sans Bold", 9.5 },
  [FFB_FONT_HEADING] = { "Sans Bold", 11 },
  [FFB_FONT_TITLE] = { "Sans Bold", 15 },
};

FfbPainter *
ffb_painter_new (PangoContext *context, cairo_t *cr, double body_height, GHashTable *layouts)
{
  FfbPainter *painter = g_new0 (FfbPainter, 1);

  painter->context = g_object_ref (context);
  painter->cr = cr != NULL ? cairo_reference (cr) : NULL;
  painter->body_height = body_height;
  painter->layouts = g_hash_table_ref (layouts);
  /* Absolute sizes: a font of 8 is 8 user units (points) whatever the context's resolution. */
  for (int i = 0; i < FFB_N_FONTS; i++)
    {
      painter->fonts[i] = pango_font_description_from_string (font_specs[i].family);
      pango_font_description_set_absolute_size (painter->fonts[i],
                                                font_specs[i].size * PANGO_SCALE);
    }
  return painter;
}

void
ffb_painter_free (FfbPainter *painter)
{
  for (int i = 0; i < FFB_N_FONTS; i++)
    pango_font_description_free (painter->fonts[i]);
  g_object_unref (painter->context);
  g_clear_pointer (&painter->cr, cairo_destroy);
  g_hash_table_unref (painter->layouts);
  g_free (painter);
}

/* Shaping text is most of the cost of a sheet, and its cells repeat ("1st Brigade",
 * "veteran", "8.6.4", "sealed"): each distinct one is shaped once per pagination. */
PangoLayout *
ffb_painter_layout (FfbPainter *painter, FfbFont font, const char *text, double width,
                    PangoAlignment alignment)
{
  int units = width > 0 ? pango_units_from_double (width) : -1;
  char *key = g_strdup_printf ("%d %d %d %s", font, units, alignment, text ? text : "");
  PangoLayout *layout = g_hash_table_lookup (painter->layouts, key);

  if (layout != NULL)
    {
      g_free (key);
      return g_object_ref (layout);
    }
  layout = pango_layout_new (painter->context);
  pango_layout_set_font_description (layout, painter->fonts[font]);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_width (layout, units);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  g_hash_table_insert (painter->layouts, key, layout);
  return g_object_ref (layout);
}

double
ffb_painter_text (FfbPainter *painter, FfbFont font, const char *text, double x, double y,
                  double width, PangoAlignment alignment)
{
  g_autoptr(PangoLayout) layout = NULL;
  int height;

  if (text == NULL || text[0] == '\0')
    return 0;
  layout = ffb_painter_layout (painter, font, text, width, alignment);
  pango_layout_get_size (layout, NULL, &height);
  if (painter->cr != NULL)
    {
      cairo_move_to (painter->cr, x, y);
      pango_cairo_show_layout (painter->cr, layout);
    }
  return pango_units_to_double (height);
}

double
ffb_painter_text_width (FfbPainter *painter, FfbFont font, const char *text)
{
  g_autoptr(PangoLayout) layout = ffb_painter_layout (painter, font, text, 0,
                                                      PANGO_ALIGN_LEFT);
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return pango_units_to_double (width);
}

void
ffb_painter_line (FfbPainter *painter, double x0, double y0, double x1, double y1, double weight)
{
  cairo_t *cr = painter->cr;

  cairo_save (cr);
  cairo_set_line_width (cr, weight);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}
