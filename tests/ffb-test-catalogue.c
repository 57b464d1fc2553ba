/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-catalogue.c: the pseudo-translation bound for tests (see ffb-test-catalogue.h). */
#include "ffb-test-catalogue.h"

#include <locale.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

static char *scratch;
static char *installed;

void
ffb_test_catalogue_use_xx (void)
{
  /* gettext ignores LANGUAGE in the plain C locale; C.UTF-8 is always present. */
  g_setenv ("LANGUAGE", "xx", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
}

/* gettext looks for DIR/LANG/LC_MESSAGES/DOMAIN.mo. */
void
ffb_test_catalogue_install (void)
{
  const char *mo = g_getenv ("FFB_TEST_MO");
  g_autofree char *folder = NULL, *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (mo);
  scratch = g_dir_make_tmp ("ffb-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  folder = g_build_filename (scratch, "xx", "LC_MESSAGES", NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_file_get_contents (mo, &contents, &length, &error);
  g_assert_no_error (error);
  installed = g_build_filename (folder, GETTEXT_PACKAGE ".mo", NULL);
  g_file_set_contents (installed, contents, length, &error);
  g_assert_no_error (error);
  bindtextdomain (GETTEXT_PACKAGE, scratch);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* As the app's main does: the UI's _() reads the default domain, the engine names its own. */
  textdomain (GETTEXT_PACKAGE);
}

void
ffb_test_catalogue_remove (void)
{
  g_autofree char *messages = g_path_get_dirname (installed);
  g_autofree char *language = g_path_get_dirname (messages);

  g_remove (installed);
  g_rmdir (messages);
  g_rmdir (language);
  g_rmdir (scratch);
  g_clear_pointer (&installed, g_free);
  g_clear_pointer (&scratch, g_free);
}
