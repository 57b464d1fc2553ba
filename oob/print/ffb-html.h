/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-html.h: a sheet as one self-contained HTML page with a print stylesheet: the same
 * blocks and words as its PDF, for a browser or a word processor to print. */
#pragma once

#include <glib.h>
#include "ffb-sheet.h"

G_BEGIN_DECLS

/* The page, in UTF-8, with `@page` set to `paper` and no division broken across pages. */
char *ffb_html_render (FfbSheet *sheet, FfbPaper paper);

G_END_DECLS
