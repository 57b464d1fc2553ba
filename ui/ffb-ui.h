/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui.h: setting the UI library up. What the widgets share lives in a file for each idea:
 * ffb-words.h (display words), ffb-controls.h (named controls), ffb-field-flag.h (a refusal at
 * its field), ffb-toast.h and ffb-confirm.h (what the window says and asks). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Registers the UI resources and the rule tips once; the app and every UI test call it after
 * adw_init (). */
void        ffb_ui_init (void);

G_END_DECLS
