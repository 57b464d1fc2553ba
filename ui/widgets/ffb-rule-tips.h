/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rule-tips.h: every label of the app that names a rule ("Stands lost (R9A)") says what
 * the rule is in its tooltip, in the words of the campaign's rule set (ffb-rule-texts.h). */
#pragma once

#include <gtk/gtk.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* Labels are built in many places, many on the fly; rather than have each remember, a hook
 * gives every GtkLabel its tooltip when it is first shown and follows its text from then on.
 * ffb_ui_init () installs it. */
void ffb_rule_tips_install (void);

/* The rule set whose texts the labels of `window` (and of the dialogs it is transient for)
 * show, in place of the built-in one; the labels already shown follow it. */
void ffb_rule_tips_set_rules (GtkWindow *window, FfbRules *rules);

G_END_DECLS
