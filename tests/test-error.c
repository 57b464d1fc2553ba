/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-error.c: the engine's error domain and the two helpers every check returns through
 * (ffb-error.h): a refused value (issue 32's review: one ffb_refuse for the copies each file
 * kept) and a meaningless item of a file, with its line. */
#include "ffb-error.h"

static void
test_refuse (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_refuse (&error, "the %s \"%s\" takes %d to %d, not %d.", "modifier",
                              "range", 1, 3, 7));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the modifier \"range\" takes 1 to 3, not 7.");
}

/* A caller that asks only whether the value is good passes no GError. */
static void
test_refuse_unasked (void)
{
  g_assert_false (ffb_refuse (NULL, "the block \"%s\" needs a name.", "b1"));
}

static void
test_fail_at (void)
{
  g_autoptr(GError) error = NULL;
  int line = -1;

  g_assert_false (ffb_fail_at (&error, &line, 12, "the table \"%s\" is listed twice.", "t"));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_cmpstr (error->message, ==, "the table \"t\" is listed twice.");
  g_assert_cmpint (line, ==, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error/issue-32/refuse", test_refuse);
  g_test_add_func ("/error/issue-32/refuse-unasked", test_refuse_unasked);
  g_test_add_func ("/error/fail-at", test_fail_at);
  return g_test_run ();
}
