/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-i18n.c: the engine's marked strings reach gettext (issue 14). A pseudo-translation
 * (tests/files/i18n/catalogue/xx.po, compiled at build time) is bound into a scratch locale
 * folder; with LANGUAGE=xx an error message, a plural, a shown word and a file's word inside a
 * sentence come out of it, while the words written into files stay as they are. */
#include <glib/gi18n-lib.h>

#include "ffb-dice.h"
#include "ffb-edit.h"
#include "ffb-enums.h"
#include "ffb-error.h"
#include "ffb-xml-built-in.h"
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

/* A file's word inside a sentence people read comes out translated in its context: an SP's
 * experience in the Campaign page's losses carried (R9A), a turn's months in the warning
 * on a battle's turn (R1). The same words in files stay English. */
static void
test_words_in_sentences (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autofree char *carried = NULL, *warning = NULL;

  campaign->carried[FFB_SIDE_UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_make (3, 10);
  carried = ffb_edit_carried_text (campaign, FFB_SIDE_UNION);
  g_assert_cmpstr (carried, ==, "[xx: 3/10 of one [xx: veteran] SP, 6 stands at 20]");
  warning = ffb_edit_battle_turn_warning (campaign, 1862, FFB_MONTHS_MAY_JUN);
  g_test_message ("%s", warning);
  g_assert_true (g_str_has_prefix (warning, "[xx: May-Jun] 1862 is after the campaign's turn, "
                                            "Mar-Apr 1861"));
  g_assert_cmpstr (ffb_experience_sentence_word (FFB_EXPERIENCE_GREEN), ==, "green");
  g_assert_cmpstr (ffb_experience_to_string (FFB_EXPERIENCE_VETERAN), ==, "veteran");
  g_assert_cmpstr (ffb_months_to_string (FFB_MONTHS_MAY_JUN), ==, "May-Jun");
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
  g_test_add_func ("/i18n/words-in-sentences", test_words_in_sentences);
  status = g_test_run ();
  ffb_test_catalogue_remove ();
  return status;
}
