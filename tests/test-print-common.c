/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print-common.c: battles to print and PDFs read back through pdftotext. */
#include "test-print-common.h"

#include <string.h>
#include <glib/gstdio.h>

#include "ffb-pdf.h"

static char *scratch;
static guint n_files;

void
print_organize (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oobs[2])
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GError) error = NULL;
      oobs[side] = ffb_organize (campaign, battle, side, &error);
      g_assert_no_error (error);
    }
}

FfbSheet *
print_sheet (FfbCampaign *campaign, FfbBattle *battle, FfbSheetKind kind, FfbReader reader)
{
  g_autoptr(GError) error = NULL;
  FfbSheet *sheet = ffb_sheet_new (campaign, battle, kind, reader, &error);

  g_assert_no_error (error);
  g_assert_nonnull (sheet);
  return sheet;
}

char *
print_pdf_file (FfbSheet *sheet, FfbPaper paper)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) pdf = ffb_pdf_render (sheet, paper, &error);
  char *path;

  g_assert_no_error (error);
  if (scratch == NULL)
    {
      scratch = g_dir_make_tmp ("ffb-print-XXXXXX", &error);
      g_assert_no_error (error);
    }
  path = g_strdup_printf ("%s/%u.pdf", scratch, n_files++);
  g_file_set_contents (path, g_bytes_get_data (pdf, NULL), (gssize) g_bytes_get_size (pdf),
                       &error);
  g_assert_no_error (error);
  return path;
}

char *
print_pdftotext (const char *pdf, guint page, gboolean layout)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_ptr_array_add (argv, g_strdup ("pdftotext"));
  if (page > 0)
    {
      g_ptr_array_add (argv, g_strdup_printf ("-f"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
      g_ptr_array_add (argv, g_strdup_printf ("-l"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
    }
  if (layout)
    g_ptr_array_add (argv, g_strdup ("-layout"));
  /* Whatever the test's locale: a suit's sign or a dash read back as itself, not "?". */
  g_ptr_array_add (argv, g_strdup ("-enc"));
  g_ptr_array_add (argv, g_strdup ("UTF-8"));
  g_ptr_array_add (argv, g_strdup (pdf));
  g_ptr_array_add (argv, g_strdup ("-"));
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                     &status, &error))
    g_error ("pdftotext could not run (%s): run tools/install-deps", error->message);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  return out;
}

char *
print_collapse (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *c = text; *c != '\0'; c++)
    {
      if (g_ascii_isspace (*c))
        space = TRUE;
      else
        {
          if (space && out->len > 0)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_c (out, *c);
        }
    }
  return g_string_free (out, FALSE);
}

void
print_walk (const FfbUnit *unit, void (*func) (const FfbUnit *, gpointer), gpointer user_data)
{
  func (unit, user_data);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    print_walk (unit->children->pdata[i], func, user_data);
}

static void
collect_leader (const FfbUnit *unit, gpointer user_data)
{
  if (unit->leader_name != NULL)
    g_ptr_array_add (user_data, g_strdup (unit->leader_name));
}

/* Words of `side` that must never reach the other player. */
static GPtrArray *
secrets_of (FfbOob *oob)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *name = ffb_side_display_name (oob->side);

  print_walk (oob->army, collect_leader, words);
  g_ptr_array_add (words, g_strdup (oob->army->name));
  g_ptr_array_add (words, g_strdup_printf ("%s order of battle", name));
  return words;
}

void
print_check_nothing_of_the_other_side (FfbCampaign *campaign, FfbBattle *battle,
                                       FfbOob *const oobs[2], FfbSide side, gboolean random)
{
  g_autoptr(FfbSheet) sheet = print_sheet (campaign, battle, FFB_SHEET_OOB,
                                           ffb_reader_for_side (side));
  g_autofree char *pdf = print_pdf_file (sheet, FFB_PAPER_LETTER);
  g_autofree char *plain = print_pdftotext (pdf, 0, FALSE);
  g_autofree char *text = print_collapse (plain);
  g_autoptr(GPtrArray) words = secrets_of (oobs[ffb_side_other (side)]);
  /* Random battles name every leader and SP group "<side>-...". */
  g_autofree char *id_prefix = g_strconcat (ffb_side_to_string (ffb_side_other (side)), "-",
                                            NULL);

  for (guint i = 0; i < words->len; i++)
    if (strstr (text, words->pdata[i]) != NULL)
      g_test_fail_printf ("the %s copy of %s shows “%s”", ffb_side_to_string (side), battle->id,
                          (const char *) words->pdata[i]);
  if (random && strstr (text, id_prefix) != NULL)
    g_test_fail_printf ("the %s copy of a random battle shows “%s…”",
                        ffb_side_to_string (side), id_prefix);
  if (strstr (text, ffb_side_display_name (side)) == NULL)
    g_test_fail_printf ("the %s copy does not name its own side", ffb_side_to_string (side));
}

int
print_run_tests (void)
{
  int status = g_test_run ();

  for (guint i = 0; scratch != NULL && i < n_files; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%u.pdf", scratch, i);
      g_unlink (path);
    }
  if (scratch != NULL)
    g_rmdir (scratch);
  g_clear_pointer (&scratch, g_free);
  return status;
}
