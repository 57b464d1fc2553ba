/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-pdf.h: a sheet as a PDF document, through cairo's PDF surface. */
#pragma once

#include <glib.h>
#include "ffb-sheet.h"

G_BEGIN_DECLS

/* Lays the sheet out on `paper` and returns the whole PDF; NULL with an FFB_ERROR_IO when
 * cairo fails. */
GBytes *ffb_pdf_render (FfbSheet *sheet, FfbPaper paper, GError **error);

G_END_DECLS
