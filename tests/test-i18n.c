/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-i18n.c: the engine's marked strings reach gettext (issue 14). A pseudo-translation
 * (tests/files/i18n/catalogue/xx.po, compiled at build time) is bound into a scratch locale
 * folder; with LANGUAGE=xx an error message, a plural and a shown word come out of it, while
 * the words written into files stay as they are. */
#include <locale.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ffb-dice.h"
#include "ffb-enums.h"
#include "ffb-error.h"
#include "ffb-text.h"

static char *scratch;
static char *installed;

/* gettext looks for DIR/LANG/LC_MESSAGES/DOMAIN.mo. */
static void
install_catalogue (void)
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
}

static void
remove_catalogue (void)
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

static void
test_error_message (void)
{
  g_autoptr(GError) error = NULL;
  FfbDice *dice = ffb_dice_new_from_hex ("b1", "not hex", &error);

  g_assert_null (dice);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "[xx: the dice “b1” want a seed of 64 hex digits]");
}

static void
test_plural (void)
{
  g_autofree char *one = ffb_text_stands (1);
  g_autofree char *many = ffb_text_stands (20);

  g_assert_cmpstr (one, ==, "[xx: 1 stand, one]");
  g_assert_cmpstr (many, ==, "[xx: 20 stands, many]");
}

/* The word people read is translated, its list for drop-downs too; the file's word is not. */
static void
test_shown_words (void)
{
  g_assert_cmpstr (ffb_side_display_name (FFB_SIDE_CONFEDERATE), ==, "[xx: Confederate]");
  g_assert_cmpstr (ffb_side_display_names ()[FFB_SIDE_CONFEDERATE], ==, "[xx: Confederate]");
  g_assert_cmpstr (ffb_side_display_names ()[FFB_SIDE_UNION], ==, "Union");
  g_assert_null (ffb_side_display_names ()[FFB_N_SIDES]);
  g_assert_cmpstr (ffb_side_to_string (FFB_SIDE_CONFEDERATE), ==, "confederate");
}

int
main (int argc, char **argv)
{
  int status;

  /* gettext ignores LANGUAGE in the plain C locale; C.UTF-8 is always present. */
  g_setenv ("LANGUAGE", "xx", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  install_catalogue ();
  g_test_add_func ("/i18n/error-message", test_error_message);
  g_test_add_func ("/i18n/plural", test_plural);
  g_test_add_func ("/i18n/shown-words", test_shown_words);
  status = g_test_run ();
  remove_catalogue ();
  return status;
}
