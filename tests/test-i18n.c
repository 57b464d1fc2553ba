/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-i18n.c: the engine's marked strings reach gettext (issue 14). A pseudo-translation
 * (tests/files/i18n/catalogue/xx.po, compiled at build time) is bound into a scratch locale
 * folder; with LANGUAGE=xx an error message, a plural and a shown word come out of it, while
 * the words written into files stay as they are. */
#include <glib/gi18n-lib.h>

#include "ffb-dice.h"
#include "ffb-enums.h"
#include "ffb-error.h"
#include "ffb-text.h"
#include "ffb-test-catalogue.h"

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

  ffb_test_catalogue_use_xx ();
  g_test_init (&argc, &argv, NULL);
  ffb_test_catalogue_install ();
  g_test_add_func ("/i18n/error-message", test_error_message);
  g_test_add_func ("/i18n/plural", test_plural);
  g_test_add_func ("/i18n/shown-words", test_shown_words);
  status = g_test_run ();
  ffb_test_catalogue_remove ();
  return status;
}
