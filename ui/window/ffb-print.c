/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-print.c: GtkPrintOperation and export of the sheets (see ffb-print.h). The sheet engine
 * lays out and draws the pages; this file only connects it to the print dialog and files. */
#include "ffb-print.h"

#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-html.h"
#include "ffb-keynav.h"
#include "ffb-organize.h"
#include "ffb-pdf.h"
#include "ffb-secrets.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

static gboolean
parse_copy (const char *copy, FfbSheetKind *kind, FfbReader *reader)
{
  g_auto(GStrv) parts = g_strsplit (copy, "-", 2);

  *kind = parts[1] != NULL && g_str_equal (parts[1], "deployment") ? FFB_SHEET_DEPLOYMENT
                                                                    : FFB_SHEET_OOB;
  if (parts[1] != NULL && *kind != FFB_SHEET_DEPLOYMENT)
    return FALSE;
  return ffb_reader_from_string (parts[0], reader);
}

/* A sheet needs both stored OOBs. Organizing them is an edit of the campaign like any other:
 * one undo step, and the campaign shows unsaved changes. */
static gboolean
ensure_oobs (FfbDocument *document, GError **error)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  FfbBattle *battle = ffb_document_get_battle (document);

  if (battle->oob[FFB_SIDE_UNION] != NULL && battle->oob[FFB_SIDE_CONFEDERATE] != NULL)
    return TRUE;
  ffb_document_begin_edit (document, NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (ffb_battle_ensure_oob (campaign, battle, side, error) == NULL)
      {
        ffb_document_cancel_edit (document);
        return FALSE;
      }
  ffb_document_end_edit (document);
  return TRUE;
}

FfbSheet *
ffb_print_build_sheet (FfbDocument *document, const char *copy, GError **error)
{
  FfbSheetKind kind;
  FfbReader reader;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document) && copy != NULL, NULL);
  if (ffb_document_get_battle (document) == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                           _("There is no battle to print."));
      return NULL;
    }
  if (!parse_copy (copy, &kind, &reader))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("There is no copy called “%s”."),
                   copy);
      return NULL;
    }
  if (!ensure_oobs (document, error))
    return NULL;
  /* After ensure_oobs: an undo snapshot may have replaced nothing, but fetch afresh. */
  return ffb_sheet_new (ffb_document_get_campaign (document), ffb_document_get_battle (document),
                        kind, reader, error);
}

/* Printing */

static void
begin_print_cb (GtkPrintOperation *operation, GtkPrintContext *context, FfbSheet *sheet)
{
  PangoContext *pango = gtk_print_context_create_pango_context (context);
  guint pages = ffb_sheet_paginate (sheet, gtk_print_context_get_width (context),
                                    gtk_print_context_get_height (context), pango);

  g_object_unref (pango); /* the sheet keeps its own reference for drawing */
  gtk_print_operation_set_n_pages (operation, MAX (pages, 1));
}

static void
draw_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page, FfbSheet *sheet)
{
  ffb_sheet_render_page (sheet, gtk_print_context_get_cairo_context (context), page);
}

static void
sheet_closure_notify (gpointer sheet, GClosure *closure)
{
  ffb_sheet_unref (sheet);
}

GtkPrintOperation *
ffb_print_operation_new (FfbSheet *sheet)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();

  /* The sheet draws its own margins in points over the whole page. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_job_name (operation, ffb_sheet_get_title (sheet));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect_data (operation, "begin-print", G_CALLBACK (begin_print_cb),
                         ffb_sheet_ref (sheet), sheet_closure_notify, 0);
  g_signal_connect_data (operation, "draw-page", G_CALLBACK (draw_page_cb),
                         ffb_sheet_ref (sheet), sheet_closure_notify, 0);
  return operation;
}

static void
print_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, GtkWidget *parent)
{
  g_autoptr(GError) error = NULL;

  /* A portal's print dialog is no window of ours either. */
  ffb_keynav_focus_back (GTK_WINDOW (parent));
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      ffb_ui_show_error (parent, _("Could not print"), error);
    }
  g_object_unref (operation);
}

void
ffb_print_run (GtkWindow *parent, FfbDocument *document, const char *copy)
{
  g_autoptr(FfbSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperation *operation;

  g_return_if_fail (FFB_IS_DOCUMENT (document));
  sheet = ffb_print_build_sheet (document, copy, &error);
  if (sheet == NULL)
    {
      ffb_ui_show_error (GTK_WIDGET (parent), _("Could not print"), error);
      return;
    }
  operation = ffb_print_operation_new (sheet);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect (operation, "done", G_CALLBACK (print_done_cb), parent);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                               &error) != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    {
      if (error != NULL)
        ffb_ui_show_error (GTK_WIDGET (parent), _("Could not print"), error);
      g_object_unref (operation);
    }
}

/* Export */

/* US Letter where the locale's paper is Letter, else A4. */
static FfbPaper
default_paper (void)
{
  const char *name = gtk_paper_size_get_default ();

  return g_str_has_prefix (name, "na_letter") ? FFB_PAPER_LETTER : FFB_PAPER_A4;
}

static gboolean
is_html (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *lower = g_ascii_strdown (name, -1);

  return g_str_has_suffix (lower, ".html") || g_str_has_suffix (lower, ".htm");
}

gboolean
ffb_print_export (FfbDocument *document, const char *copy, GFile *file, GError **error)
{
  g_autoptr(FfbSheet) sheet = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  sheet = ffb_print_build_sheet (document, copy, error);
  if (sheet == NULL)
    return FALSE;
  if (is_html (file))
    {
      char *html = ffb_html_render (sheet, default_paper ());
      bytes = g_bytes_new_take (html, strlen (html));
    }
  else if ((bytes = ffb_pdf_render (sheet, default_paper (), error)) == NULL)
    return FALSE;
  /* A player's copy is his secret: the owner's only, like the campaign (a file replaced too). */
  return g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  NULL, FALSE,
                                  G_FILE_CREATE_PRIVATE | G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

typedef struct
{
  FfbDocument *document;
  char *copy;
  GtkWindow *parent;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_object_unref (job->document);
  g_free (job->copy);
  g_free (job);
}

static void
export_response_cb (GtkNativeDialog *chooser, int response, ExportJob *job)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL, *name = NULL;

  ffb_keynav_focus_back (job->parent);
  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      name = g_file_get_basename (file);
      if (ffb_print_export (job->document, job->copy, file, &error))
        {
          /* Translators: %s is the name of the file written. */
          message = g_strdup_printf (_("Exported %s"), name);
          ffb_ui_toast (GTK_WIDGET (job->parent), message);
        }
      else
        ffb_ui_show_error (GTK_WIDGET (job->parent), _("Could not export"), error);
    }
  export_job_free (job);
  g_object_unref (chooser);
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *pattern, const char *mime)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_filter_add_mime_type (filter, mime);
  gtk_file_chooser_add_filter (chooser, filter);
}

GtkFileChooserNative *
ffb_print_export_chooser_new (GtkWindow *parent, FfbDocument *document, const char *copy)
{
  FfbBattle *battle = ffb_document_get_battle (document);
  GFile *file = ffb_document_get_file (document);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  if (battle == NULL)
    return NULL;
  /* Translators: the title of the file chooser that exports a battle's sheets. */
  chooser = gtk_file_chooser_native_new (_("Export"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filter (GTK_FILE_CHOOSER (chooser), _("PDF (*.pdf)"), "*.pdf", "application/pdf");
  add_filter (GTK_FILE_CHOOSER (chooser), _("Web page (*.html)"), "*.html", "text/html");
  /* The sheets go beside the campaign they come from, where the referee keeps his evening's
   * files (issue 35, item 10); a campaign never saved leaves the chooser's own default. */
  if (file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  name = g_strdup_printf ("%s-%s.pdf", battle->id, copy);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  return chooser;
}

void
ffb_print_choose_export (GtkWindow *parent, FfbDocument *document, const char *copy)
{
  GtkFileChooserNative *chooser;
  ExportJob *job;

  g_return_if_fail (FFB_IS_DOCUMENT (document));
  if ((chooser = ffb_print_export_chooser_new (parent, document, copy)) == NULL)
    return;
  job = g_new0 (ExportJob, 1);
  job->document = g_object_ref (document);
  job->copy = g_strdup (copy);
  job->parent = parent;
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
