/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ffb-resources.h"
#include "ffb-engine-resources.h"

void
ffb_resources_ensure (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      ffb_engine_register_resource ();
      g_once_init_leave (&done, 1);
    }
}
