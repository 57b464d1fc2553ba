/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui.c: setting the UI library up (see ffb-ui.h). Each widget type registers the types its
 * template names, in its class_init: nothing here needs to know the pages. */
#include "ffb-ui.h"

#include "ffb-rule-tips.h"
#include "ffb-ui-resources.h"

void
ffb_ui_init (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  /* Registered by hand: a constructor in a static library can be dropped by the linker. */
  ffb_ui_resources_register_resource ();
  ffb_rule_tips_install ();
  g_once_init_leave (&done, 1);
}
