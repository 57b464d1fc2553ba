/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-print.c: `convert --format pdf|html [--copy R] [--sheet S] [--paper P] [-o OUT]`, and
 * the writing of a sheet that `print` shares. */
#include "cli-print.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "cli-common.h"
#include "ffb-file-save.h"
#include "ffb-html.h"
#include "ffb-pdf.h"
#include "ffb-sheet.h"

gboolean
ffb_cli_print_format (const char *format)
{
  return format != NULL && (g_str_equal (format, "pdf") || g_str_equal (format, "html"));
}

static gboolean
to_stdout (const char *output)
{
  return output == NULL || g_str_equal (output, "-");
}

gboolean
ffb_cli_print_check (const FfbCliPrint *options)
{
  FfbReader reader;
  FfbSheetKind kind;
  FfbPaper paper;

  if (!ffb_cli_print_format (options->format))
    {
      if (options->copy == NULL && options->sheet == NULL && options->paper == NULL)
        return TRUE;
      ffb_cli_fail (_("convert: --sheet and --paper go with --format pdf or html, and --copy "
                      "with text, pdf or html."));
      return FALSE;
    }
  if (options->copy != NULL && !ffb_reader_from_string (options->copy, &reader))
    ffb_cli_fail (_("convert: --copy must be referee, union or confederate, not “%s”."),
                  options->copy);
  else if (options->sheet != NULL && (!ffb_sheet_kind_from_string (options->sheet, &kind)
                                       || !ffb_sheet_kind_is_battle (kind)))
    ffb_cli_fail (_("convert: --sheet must be oob or deployment, not “%s”."), options->sheet);
  else if (options->paper != NULL && !ffb_paper_from_string (options->paper, &paper))
    ffb_cli_fail (_("convert: --paper must be a4 or letter, not “%s”."), options->paper);
  else if (ffb_cli_print_to_terminal (options->format, options->output))
    ffb_cli_fail (_("convert: a PDF is not for the terminal: give -o FILE or redirect the "
                    "output to a file."));
  else
    return TRUE;
  return FALSE;
}

gboolean
ffb_cli_print_to_terminal (const char *format, const char *output)
{
  return g_str_equal (format, "pdf") && to_stdout (output) && isatty (STDOUT_FILENO);
}

static gboolean
write_bytes (const char *output, GBytes *bytes, GError **error)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  if (!to_stdout (output))
    return ffb_file_save_private (output, data, length, error);
  if (fwrite (data, 1, length, stdout) == length && fflush (stdout) == 0)
    return TRUE;
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, _("Could not write to standard output."));
  return FALSE;
}

static GBytes *
render (const char *format, FfbSheet *sheet, FfbPaper paper, GError **error)
{
  char *html;

  if (g_str_equal (format, "pdf"))
    return ffb_pdf_render (sheet, paper, error);
  html = ffb_html_render (sheet, paper);
  return g_bytes_new_take (html, strlen (html));
}

gboolean
ffb_cli_print_write (const char *format, FfbSheet *sheet, FfbPaper paper, const char *output,
                     GError **error)
{
  g_autoptr(GBytes) bytes = render (format, sheet, paper, error);

  return bytes != NULL && write_bytes (output, bytes, error);
}

int
ffb_cli_print (const FfbCliPrint *options, FfbCampaign *campaign, FfbBattle *battle)
{
  FfbReader reader = FFB_READER_REFEREE;
  FfbSheetKind kind = FFB_SHEET_OOB;
  FfbPaper paper = FFB_PAPER_A4;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbSheet) sheet = NULL;

  /* Checked by ffb_cli_print_check: the words are known. */
  if (options->copy != NULL)
    ffb_reader_from_string (options->copy, &reader);
  if (options->sheet != NULL)
    ffb_sheet_kind_from_string (options->sheet, &kind);
  if (options->paper != NULL)
    ffb_paper_from_string (options->paper, &paper);
  sheet = ffb_sheet_new (campaign, battle, kind, reader, &error);
  if (sheet == NULL || !ffb_cli_print_write (options->format, sheet, paper, options->output,
                                             &error))
    return ffb_cli_fail ("convert: %s", error->message);
  return FFB_EXIT_OK;
}
