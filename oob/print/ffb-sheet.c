/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet.c: a sheet's life and its vocabularies; the builders fill it from the pieces of
 * ffb-sheet-blocks.c. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"

static const char *const kind_words[] = { "oob", "deployment", "deck-reference", "hand" };
static const char *const paper_words[] = { "a4", "letter" };

static gboolean
word_index (const char *const words[], guint n_words, const char *word, guint *out)
{
  for (guint i = 0; word != NULL && i < n_words; i++)
    if (g_str_equal (words[i], word))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
ffb_sheet_kind_to_string (FfbSheetKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_words), NULL);
  return kind_words[kind];
}

gboolean
ffb_sheet_kind_from_string (const char *word, FfbSheetKind *out)
{
  return word_index (kind_words, G_N_ELEMENTS (kind_words), word, (guint *) out);
}

const char *
ffb_paper_to_string (FfbPaper paper)
{
  g_return_val_if_fail (paper < G_N_ELEMENTS (paper_words), NULL);
  return paper_words[paper];
}

gboolean
ffb_paper_from_string (const char *word, FfbPaper *out)
{
  return word_index (paper_words, G_N_ELEMENTS (paper_words), word, (guint *) out);
}

void
ffb_paper_get_size (FfbPaper paper, double *width, double *height)
{
  /* ISO 216 A4 is 210 x 297 mm; US Letter 8.5 x 11 inches. */
  *width = paper == FFB_PAPER_LETTER ? 8.5 * 72 : 210 / 25.4 * 72;
  *height = paper == FFB_PAPER_LETTER ? 11 * 72 : 297 / 25.4 * 72;
}

static const char *
copy_name (FfbSheetKind kind, FfbReader reader)
{
  if (kind == FFB_SHEET_DEPLOYMENT)
    return reader == FFB_READER_UNION ? _("Union deployment sheet")
                                            : _("Confederate deployment sheet");
  switch (reader)
    {
    case FFB_READER_UNION: return _("Union player's copy");
    case FFB_READER_CONFEDERATE: return _("Confederate player's copy");
    case FFB_READER_REFEREE:
    default: return _("Referee's copy");
    }
}

gboolean
ffb_sheet_kind_is_battle (FfbSheetKind kind)
{
  return kind == FFB_SHEET_OOB || kind == FFB_SHEET_DEPLOYMENT;
}

/* R6: a deployment sheet is one side's secret sketch. */
static gboolean
check_kind (FfbSheetKind kind, FfbReader reader, GError **error)
{
  if (!ffb_sheet_kind_is_battle (kind))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("A deck's quick reference and a hand sheet are made from the deck, not "
                     "from a battle."));
      return FALSE;
    }
  if (kind != FFB_SHEET_DEPLOYMENT || reader != FFB_READER_REFEREE)
    return TRUE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
               _("A deployment sheet belongs to one side: ask for the Union's or the "
                 "Confederate's, not the referee's."));
  return FALSE;
}

FfbSheet *
ffb_sheet_alloc (FfbSheetKind kind, FfbReader reader, const char *name, const char *copy_name)
{
  FfbSheet *sheet = g_new0 (FfbSheet, 1);

  sheet->ref_count = 1;
  sheet->kind = kind;
  sheet->reader = reader;
  sheet->battle_name = g_strdup (name);
  sheet->copy_name = g_strdup (copy_name);
  sheet->title = g_strdup_printf ("%s: %s", sheet->battle_name, sheet->copy_name);
  sheet->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_block_free);
  sheet->placements = g_array_new (FALSE, TRUE, sizeof (FfbPlacement));
  return sheet;
}

FfbSheet *
ffb_sheet_new_for_view (FfbCampaign *campaign, const FfbBattle *battle, const FfbReaderView *view,
                        FfbSheetKind kind, GError **error)
{
  FfbSheetSource source = { campaign, battle, view };
  FfbReader reader;
  FfbSheet *sheet;

  g_return_val_if_fail (campaign != NULL && battle != NULL && view != NULL, NULL);
  reader = view->reader;
  if (!check_kind (kind, reader, error))
    return NULL;
  sheet = ffb_sheet_alloc (kind, reader,
                           view->battle_name != NULL ? view->battle_name : view->battle_id,
                           copy_name (kind, reader));
  if (kind == FFB_SHEET_DEPLOYMENT)
    ffb_sheet_build_deployment (sheet, &source, ffb_sheet_reader_side (reader));
  else
    ffb_sheet_build_oob (sheet, &source);
  return sheet;
}

FfbSheet *
ffb_sheet_new (FfbCampaign *campaign, FfbBattle *battle, FfbSheetKind kind, FfbReader reader,
               GError **error)
{
  g_autoptr(FfbReaderView) view = NULL;

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail (reader < FFB_N_READERS, NULL);
  if (!check_kind (kind, reader, error))
    return NULL;
  view = ffb_reader_view_new (campaign, battle, reader, -1, error);
  if (view == NULL)
    return NULL;
  return ffb_sheet_new_for_view (campaign, battle, view, kind, error);
}

FfbSheet *
ffb_sheet_ref (FfbSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);
  g_atomic_int_inc (&sheet->ref_count);
  return sheet;
}

void
ffb_sheet_unref (FfbSheet *sheet)
{
  g_return_if_fail (sheet != NULL);
  if (!g_atomic_int_dec_and_test (&sheet->ref_count))
    return;
  g_free (sheet->battle_name);
  g_free (sheet->copy_name);
  g_free (sheet->title);
  g_ptr_array_unref (sheet->blocks);
  g_clear_object (&sheet->context);
  g_clear_pointer (&sheet->layouts, g_hash_table_unref);
  g_array_unref (sheet->placements);
  g_free (sheet);
}

FfbSheetKind
ffb_sheet_get_kind (FfbSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, FFB_SHEET_OOB);
  return sheet->kind;
}

FfbReader
ffb_sheet_get_reader (FfbSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, FFB_READER_REFEREE);
  return sheet->reader;
}

const char *
ffb_sheet_get_title (FfbSheet *sheet)
{
  g_return_val_if_fail (sheet != NULL, NULL);
  return sheet->title;
}
