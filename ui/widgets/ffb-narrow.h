/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-narrow.h: what lets a page work in a narrow window (a phone held upright, 360 px) and
 * in large text: controls whose text gives way rather than widening the window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A drop-down over a string list whose button shortens its choice with an ellipsis when
 * there is no room (the tooltip and the open list keep the whole text). */
void ffb_narrow_drop_down (GtkDropDown *drop_down);
/* A labelled button whose label wraps onto lines of whole words when there is no room. */
void ffb_narrow_button (GtkButton *button);
/* The same for the button beside a group's title and description: a short label stays on one
 * line in a wide window. */
void ffb_narrow_header_button (GtkButton *button);

G_END_DECLS
