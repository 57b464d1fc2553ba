/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-i18n.c: the engine's marked strings reach gettext (issue 14). A pseudo-translation
 * (tests/files/i18n/catalogue/xx.po, compiled at build time) is bound into a scratch locale
 * folder; with LANGUAGE=xx an error message, a plural, a shown word and a file's word inside a
 * sentence come out of it, while the words written into files stay as they are. The catalogue
 * also holds every word the engine marks in a context, under that context (tools/xx-contexts),
 * so that a vocabulary whose table is marked in another context fails here. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ffb-reader-view.h"
#include "ffb-dice.h"
#include "ffb-edit.h"
#include "ffb-enums.h"
#include "ffb-error.h"
#include "ffb-flank.h"
#include "ffb-history.h"
#include "ffb-neutral.h"
#include "ffb-result.h"
#include "ffb-secrets.h"
#include "ffb-xml.h"
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
                                            "[xx: Mar-Apr] 1861"));
  g_assert_cmpstr (ffb_experience_sentence_word (FFB_EXPERIENCE_GREEN), ==, "[xx: green]");
  g_assert_cmpstr (ffb_experience_to_string (FFB_EXPERIENCE_VETERAN), ==, "veteran");
  g_assert_cmpstr (ffb_months_to_string (FFB_MONTHS_MAY_JUN), ==, "May-Jun");
}

static char *
files_path (const char *dir, const char *name)
{
  const char *root = g_getenv ("FFB_TEST_FILES");

  if (root == NULL)
    g_error ("FFB_TEST_FILES is not set; run the tests with meson test");
  return g_build_filename (root, dir, name, NULL);
}

static FfbCampaign *
load_campaign (const char *dir, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = files_path (dir, name);
  FfbCampaign *campaign = ffb_xml_load_campaign_file (path, &error);

  g_assert_no_error (error);
  return campaign;
}

/* Whether verify, on a battle of tests/files/tampered (test-verify), says `sentence`. */
static gboolean
verify_says (const char *file, const char *sentence)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = load_campaign ("tampered", file);
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(GPtrArray) problems = ffb_neutral_verify (battle->neutral, campaign, battle,
                                                      &error);

  g_assert_no_error (error);
  for (guint i = 0; i < problems->len; i++)
    {
      g_test_message ("%s", (const char *) problems->pdata[i]);
      if (g_str_equal (problems->pdata[i], sentence))
        return TRUE;
    }
  return FALSE;
}

/* A rating and an audience inside the verifier's sentences (R7A, "Fair dice") and in the
 * referee's dice log come out translated; a roll's purpose, the text its die was derived
 * from, stays as the file records it. */
static void
test_rating_and_audience (void)
{
  g_autoptr(FfbCampaign) campaign = load_campaign ("good", "neutral-pea-ridge-derivation-2"
                                                           ".ffbridge");
  FfbBattle *battle = ffb_campaign_find_battle (campaign, "pea-ridge");
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, battle, FFB_READER_REFEREE, 0,
                                                       NULL);
  g_autofree char *text = ffb_reader_view_to_text (view, campaign->rules);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  gboolean logged = FALSE;

  g_assert_true (verify_says ("rating-changed.ffbridge", "The rating of 3rd Brigade, 1st "
                              "Division, I Corps is [xx: excellent], but roll 4 (d100 99) "
                              "makes it [xx: average] (R7A)."));
  g_assert_true (verify_says ("roll-audience.ffbridge", "The rating of 1st Brigade, 1st "
                              "Division, I Corps rests on roll 2, logged for [xx: confederate] "
                              "where it belongs to [xx: union]."));
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_suffix (lines[i], " R7A(3) brigade union.c1.d1.b2"))
      {
        g_test_message ("%s", lines[i]);
        g_assert_nonnull (strstr (lines[i], " [xx: union] "));
        logged = TRUE;
      }
  g_assert_true (logged);
  g_assert_cmpstr (ffb_rating_to_string (FFB_RATING_POLTROON), ==, "poltroon");
  g_assert_cmpstr (ffb_audience_to_string (FFB_AUDIENCE_UNION), ==, "union");
}

/* Each vocabulary whose file words stand inside sentences, with its file word and its
 * sentence word as functions of the value. */
typedef struct
{
  const char *name;
  int n_values;
  const char *(*file_word) (int value);
  const char *(*sentence_word) (int value);
} Vocabulary;

#define VOCABULARY_WORDS(prefix, Type)                                                    \
  static const char *prefix##_file_word (int value)                                       \
  {                                                                                       \
    return ffb_##prefix##_to_string ((Type) value);                                       \
  }                                                                                       \
  static const char *prefix##_sentence_word (int value)                                   \
  {                                                                                       \
    return ffb_##prefix##_sentence_word ((Type) value);                                   \
  }
#define VOCABULARY(prefix, n_values) { #prefix, n_values, prefix##_file_word, prefix##_sentence_word }

VOCABULARY_WORDS (experience, FfbExperience)
VOCABULARY_WORDS (months, FfbMonths)
VOCABULARY_WORDS (terrain, FfbTerrain)
VOCABULARY_WORDS (river, FfbRiver)
VOCABULARY_WORDS (rank, FfbRank)
VOCABULARY_WORDS (leader_status, FfbLeaderStatus)
VOCABULARY_WORDS (rating, FfbRating)
VOCABULARY_WORDS (flank, FfbFlank)
VOCABULARY_WORDS (fate, FfbFate)
VOCABULARY_WORDS (unit_kind, FfbUnitKind)
VOCABULARY_WORDS (change_kind, FfbChangeKind)
VOCABULARY_WORDS (reader, FfbReader)
VOCABULARY_WORDS (audience, FfbAudience)

static const Vocabulary vocabularies[] = {
  VOCABULARY (experience, FFB_N_EXPERIENCES),
  VOCABULARY (months, FFB_N_MONTHS),
  VOCABULARY (terrain, FFB_N_TERRAINS),
  VOCABULARY (river, FFB_N_RIVERS),
  VOCABULARY (rank, FFB_N_RANKS),
  VOCABULARY (leader_status, FFB_LEADER_CAPTURED + 1),
  VOCABULARY (rating, FFB_RATING_POLTROON + 1),
  VOCABULARY (flank, FFB_N_FLANKS),
  VOCABULARY (fate, FFB_N_FATES),
  VOCABULARY (unit_kind, FFB_UNIT_BATTERY + 1),
  VOCABULARY (change_kind, FFB_N_CHANGE_KINDS),
  VOCABULARY (reader, FFB_N_READERS),
  VOCABULARY (audience, FFB_N_AUDIENCES),
};

/* Every word of every vocabulary above, looked up in its vocabulary's context, is in the
 * catalogue: the catalogue holds the engine's words under the contexts they are marked with
 * (tools/xx-contexts), so a table marked NC_() in another context than its vocabulary's name,
 * or a word left unmarked, comes out in English here and fails. */
static void
test_every_vocabulary_in_its_context (void)
{
  for (gsize v = 0; v < G_N_ELEMENTS (vocabularies); v++)
    for (int value = 0; value < vocabularies[v].n_values; value++)
      {
        const char *file_word = vocabularies[v].file_word (value);
        g_autofree char *expected = g_strdup_printf ("[xx: %s]", file_word);
        const char *sentence_word = vocabularies[v].sentence_word (value);

        if (!g_str_equal (sentence_word, expected))
          g_error ("%s: the word “%s” reads “%s” in a sentence, not “%s”: is its table "
                   "marked NC_ (\"%s\", ...)?", vocabularies[v].name, file_word, sentence_word,
                   expected, vocabularies[v].name);
      }
}

/* Issue 32, item 4: a march's chance, which the CLI and the app both say through
 * ffb_flank_chance_text, is translated at 0%, 100% and between. */
static void
test_chance_words (void)
{
  g_autofree char *never = ffb_flank_chance_text (0, 4);
  g_autofree char *certain = ffb_flank_chance_text (4, 4);
  g_autofree char *between = ffb_flank_chance_text (1, 4);

  g_assert_cmpstr (never, ==, "[xx: never]");
  g_assert_cmpstr (certain, ==, "[xx: certain]");
  g_assert_cmpstr (between, ==, "[xx: 1 in 4]");
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
  g_test_add_func ("/i18n/rating-and-audience-in-sentences", test_rating_and_audience);
  g_test_add_func ("/i18n/every-vocabulary-in-its-context", test_every_vocabulary_in_its_context);
  g_test_add_func ("/i18n/issue-32/chance-words", test_chance_words);
  status = g_test_run ();
  ffb_test_catalogue_remove ();
  return status;
}
