/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-after-frame.h: a part of a page that its first frame does not show (below the fold of
 * a scrolled page) kept out of that frame: measuring it is most of what a page's first frame
 * costs, since every wrapped label is laid out again for each width its box tries. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Hides `part` until `page` (an ancestor of it) has painted its first frame, then shows it:
 * the next frame has it, where it was. A page never shown keeps it hidden; once the page was
 * on screen, `part` is left as it is. */
void ffb_ui_show_after_first_frame (GtkWidget *page, GtkWidget *part);
/* TRUE while parts of `widget` (a page given to ffb_ui_show_after_first_frame) still wait
 * for its first frame: what a test waits out before it looks at the page whole. */
gboolean ffb_ui_after_first_frame_pending (GtkWidget *widget);

G_END_DECLS
