/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-i18n.c: the UI's marked strings reach gettext (issue 14). With the pseudo-translation
 * "xx" bound (tests/files/i18n/catalogue/xx.po), the Campaign page shows a title from a table
 * marked N_() translated where it is shown, and a count in the plural form the catalogue gives
 * for it; a string the catalogue lacks stays English; the odds of a march say each chance
 * translated. */
#include <glib/gi18n.h>
#include "ffb-campaign-page.h"
#include "ffb-night.h"
#include "ffb-test-catalogue.h"
#include "ffb-ui-test.h"

typedef FfbUiTestPage Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
  ffb_ui_test_flush ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

static guint
union_sp_groups (FfbDocument *document)
{
  GPtrArray *groups = ffb_document_get_campaign (document)->sp_groups;
  guint n = 0;

  for (guint i = 0; i < groups->len; i++)
    n += ((FfbSpGroup *) g_ptr_array_index (groups, i))->side == FFB_SIDE_UNION;
  return n;
}

/* The lists' titles come from a static table marked N_(): translated at use, not left as
 * marked. */
static void
test_table_word (Fixture *f, gconstpointer data)
{
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "[xx: Strength points]"));
  g_assert_null (ffb_ui_test_find_row (f->page, "Strength points"));
  /* Not in the catalogue: the English stays. */
  g_assert_nonnull (ffb_ui_test_find_row (f->page, "Leaders"));
}

/* "%u group on the campaign map": the catalogue's plural form for the Union's count. */
static void
test_plural (Fixture *f, gconstpointer data)
{
  GtkWidget *row = ffb_ui_test_find_row (f->page, "[xx: Strength points]");
  guint n = union_sp_groups (f->document);
  g_autofree char *expected = g_strdup_printf (n == 1 ? "[xx: %u group, one]"
                                                      : "[xx: %u groups, many]", n);

  g_assert_nonnull (row);
  g_assert_cmpuint (n, >, 1);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==, expected);
}

/* Issue 32, item 4: the odds a player reads in the app say each chance in the engine's one
 * wording, translated: never (0%), certain (100%) and between. */
static void
test_chance_words (void)
{
  FfbMarchOdds plods = { { 0, 0, 4 }, 4 };
  FfbMarchOdds mixed = { { 3, 1, 0 }, 4 };
  g_autofree char *certain = ffb_night_odds_text (&plods);
  g_autofree char *between = ffb_night_odds_text (&mixed);

  g_assert_cmpstr (certain, ==, "Swift [xx: never] · deliberate [xx: never] · "
                                "plodding [xx: certain]");
  g_assert_cmpstr (between, ==, "Swift [xx: 3 in 4] · deliberate [xx: 1 in 4] · "
                                "plodding [xx: never]");
}

int
main (int argc, char **argv)
{
  int status;

  ffb_test_catalogue_use_xx ();
  ffb_ui_test_init (&argc, &argv);
  ffb_test_catalogue_install ();
  g_test_add ("/ui-i18n/table-word", Fixture, NULL, fixture_set_up, test_table_word,
              fixture_tear_down);
  g_test_add ("/ui-i18n/plural", Fixture, NULL, fixture_set_up, test_plural,
              fixture_tear_down);
  g_test_add_func ("/ui-i18n/issue-32/chance-words", test_chance_words);
  status = g_test_run ();
  ffb_test_catalogue_remove ();
  return status;
}
