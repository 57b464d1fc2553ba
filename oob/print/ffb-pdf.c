/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-pdf.c: a sheet as a PDF document. The pages are laid out with a pango context made
 * for the PDF surface itself, so that text is measured as it will be drawn. */
#include "ffb-pdf.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <glib/gi18n-lib.h>

#include "ffb-error.h"

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static cairo_status_t
render_pages (FfbSheet *sheet, cairo_surface_t *surface, double width, double height)
{
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  cairo_status_t status;
  guint n_pages = ffb_sheet_paginate (sheet, width, height, context);

  g_object_unref (context); /* the sheet holds it now */

  for (guint page = 0; page < n_pages; page++)
    {
      ffb_sheet_render_page (sheet, cr, page);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  return status;
}

GBytes *
ffb_pdf_render (FfbSheet *sheet, FfbPaper paper, GError **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  double width, height;

  g_return_val_if_fail (sheet != NULL, NULL);
  ffb_paper_get_size (paper, &width, &height);
  surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, ffb_sheet_get_title (sheet));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "ffbridge");
  status = render_pages (sheet, surface, width, height);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("Could not make the PDF of %s: %s."),
                   ffb_sheet_get_title (sheet), cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}
