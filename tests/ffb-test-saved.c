/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-saved.c: a saved campaign as anyone can obtain it (see ffb-test-saved.h). */
#include "ffb-test-saved.h"

#include <string.h>

#include "ffb-test-files.h"
#include "ffb-xml.h"

char *
ffb_test_sealed_xml (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  char *xml = ffb_xml_write_sealed_campaign (campaign, &error);

  g_assert_no_error (error);
  return xml;
}

char *
ffb_test_read_whole (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

void
ffb_test_save_twice (FfbCampaign *campaign, FfbTestChange between, char **file, char **backup)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-saved-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autofree char *kept = g_strconcat (path, "~", NULL);
  g_autoptr(GError) error = NULL;

  for (int n = 0; n < 2; n++)
    {
      if (n == 1 && between != NULL)
        between (campaign);
      ffb_xml_save_campaign_file (campaign, path, &error);
      g_assert_no_error (error);
    }
  *file = ffb_test_read_whole (path);
  *backup = ffb_test_read_whole (kept);
  ffb_test_remove_temp_dir (dir);
}

/* Whether the `length` characters at `start` are base64 long enough to be a blob. */
static gboolean
is_blob (const char *start, gsize length)
{
  return length >= 64 && strspn (start, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                        "0123456789+/=") == length;
}

char *
ffb_test_sealed_lengths (const char *xml)
{
  GString *lengths = g_string_new (NULL);
  const char *const openings[] = { "sealed=\"", "sealed-seed=\"", "record=\"", "\">" };

  g_string_append_printf (lengths, "file %zu:", strlen (xml));
  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    for (const char *at = strstr (xml, openings[i]); at != NULL;
         at = strstr (at + 1, openings[i]))
      {
        const char *start = at + strlen (openings[i]);
        gsize length = strcspn (start, "\"<");

        if (is_blob (start, length))
          g_string_append_printf (lengths, " %zu", length);
      }
  return g_string_free (lengths, FALSE);
}
