/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-files.c: the tests' files on disk (see ffb-test-files.h). */
#include "ffb-test-files.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "ffb-aftermath.h"
#include "ffb-organize.h"
#include "ffb-resources.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

char *
ffb_test_source_path (const char *relative)
{
  const char *root = g_getenv ("FFB_SOURCE_ROOT");

  return g_build_filename (root != NULL ? root : ".", relative, NULL);
}

char *
ffb_test_default_rules_xml (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gsize size = 0;
  const char *data;

  ffb_resources_ensure ();
  bytes = g_resources_lookup_data (FFB_RESOURCE_DEFAULT_RULES, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                   &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &size);
  return g_strndup (data, size);
}

char *
ffb_test_replace_once (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  g_assert_null (strstr (at + 1, from));
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

char *
ffb_test_default_rules_xml_with (const char *from, const char *to)
{
  g_autofree char *xml = ffb_test_default_rules_xml ();

  return ffb_test_replace_once (xml, from, to);
}

FfbCampaign *
ffb_test_load_demo (void)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = ffb_xml_new_demo_campaign (&error);

  g_assert_no_error (error);
  g_assert_nonnull (campaign);
  return campaign;
}

void
ffb_test_carry_back_pea_ridge (FfbCampaign *demo, const char *seed_hex)
{
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("pea-ridge.aftermath", seed_hex, NULL);
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbBattle *pea_ridge = ffb_campaign_find_battle (demo, "pea-ridge");

  g_assert_no_error (error);
  g_assert_nonnull (pea_ridge);
  for (int s = 0; s < FFB_N_SIDES; s++)
    g_assert_nonnull (ffb_battle_ensure_oob (demo, pea_ridge, s, NULL));
  aftermath = ffb_aftermath_new (demo, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_aftermath_apply (aftermath, demo, dice, &error));
  g_assert_no_error (error);
}

char *
ffb_test_make_temp_dir (const char *template)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  return dir;
}

void
ffb_test_remove_temp_dir (const char *dir)
{
  g_autoptr(GDir) listing = NULL;
  const char *name;

  /* A test may have made the folder unwritable to see a save refused. */
  g_chmod (dir, 0700);
  listing = g_dir_open (dir, 0, NULL);
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        ffb_test_remove_temp_dir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

int
ffb_test_compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char *
ffb_test_bad_file_path (const char *kind, const char *file)
{
  g_autofree char *name = g_build_filename ("tests", "files", kind, "bad", file, NULL);

  return ffb_test_source_path (name);
}

int
ffb_test_line_of (const char *text, const char *needle)
{
  const char *at = strstr (text, needle);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

void
ffb_test_assert_refusal (const char *path, const GError *error, FfbError code, const char *says,
                         const char *line_holds)
{
  g_autofree char *text = NULL;
  g_autofree char *where = NULL;

  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_error (error, FFB_ERROR, (int) code);
  if (strstr (error->message, says) == NULL)
    g_error ("\"%s\" does not say \"%s\"", error->message, says);
  g_assert_null (strchr (error->message, '\n'));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  where = line_holds != NULL
          ? g_strdup_printf ("%s:%d: ", path, ffb_test_line_of (text, line_holds))
          : g_strdup_printf ("%s:", path);
  if (!g_str_has_prefix (error->message, where))
    g_error ("\"%s\" does not start with \"%s\"", error->message, where);
}

void
ffb_test_assert_edited_campaign_refused (const char *xml, const char *from, const char *to,
                                         const char *says)
{
  g_autoptr(GString) bad = g_string_new (xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) loaded = NULL;

  g_assert_cmpuint (g_string_replace (bad, from, to, 1), ==, 1);
  loaded = ffb_xml_load_campaign (bad->str, bad->len, "bad.ffbridge", &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (strstr (error->message, says) == NULL || !g_str_has_prefix (error->message, "bad.ffbridge:")
      || !g_ascii_isdigit (error->message[strlen ("bad.ffbridge:")]))
    g_error ("“%s” made “%s”: “%s” does not say “%s” with its line", from, to, error->message,
             says);
}
