/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-history.c: the campaign's history of changes after its battles (ffb-history.h): the
 * campaign without its history, which every aftermath and promotion keeps as "before" and
 * every preview writes, leaves the history as it was and allocates nothing it keeps. The leak
 * it once had shows only under LeakSanitizer with G_SLICE=always-malloc, which the sanitizer
 * build sets for every test (tests/meson.build). */
#include <string.h>

#include "ffb-history.h"
#include "ffb-xml.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-built-in.h"

static void
test_without_history (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (&error);
  FfbChange *change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, 1);
  g_autofree char *xml = NULL, *with_history = NULL;
  GPtrArray *history;

  g_assert_no_error (error);
  ffb_history_push (campaign, change);
  history = ffb_history_get (campaign);
  xml = ffb_xml_snapshot_campaign (campaign);
  g_assert_null (strstr (xml, "<history"));
  g_assert_true (ffb_history_get (campaign) == history);
  g_assert_cmpuint (history->len, ==, 1);
  g_assert_true (g_ptr_array_index (history, 0) == change);
  with_history = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (with_history, "<history"));
}

/* A campaign with no history at all: none is made for it and none is left. */
static void
test_without_history_none (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (&error);
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  xml = ffb_xml_snapshot_campaign (campaign);
  g_assert_null (strstr (xml, "<history"));
  g_assert_cmpuint (ffb_history_get (campaign)->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/history/without-history/keeps-history", test_without_history);
  g_test_add_func ("/history/without-history/none", test_without_history_none);
  return g_test_run ();
}
