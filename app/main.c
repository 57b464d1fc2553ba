/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffbridge: the referee's desktop app. Thin on purpose: the app lives in libffb-ui (ui/) and
 * every rule in the engine (oob/). */
#include <locale.h>
#include <glib/gi18n.h>

#include "ffb-application.h"

int
main (int argc, char **argv)
{
  g_autoptr(FfbApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("FFBridge"));
  app = ffb_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
