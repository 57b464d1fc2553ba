/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-blocks.c: the small pieces of a sheet's model (blocks, rows, items) that every
 * builder adds to. Apart from ffb-sheet.c, which calls the builders, so that the builders and
 * the sheet do not call each other. */
#include "ffb-sheet-private.h"

int
ffb_sheet_reader_side (FfbReader reader)
{
  switch (reader)
    {
    case FFB_READER_UNION: return FFB_SIDE_UNION;
    case FFB_READER_CONFEDERATE: return FFB_SIDE_CONFEDERATE;
    case FFB_READER_REFEREE:
    default: return -1;
    }
}

static void
row_free (FfbSheetRow *row)
{
  g_free (row->tag);
  g_free (row->text);
  g_free (row->detail);
  g_free (row->totals);
  g_clear_pointer (&row->items, g_ptr_array_unref);
  g_free (row->experience);
  g_free (row->label);
  g_free (row->rating);
  g_free (row->weapons);
  for (guint i = 0; i < G_N_ELEMENTS (row->edges); i++)
    g_free (row->edges[i]);
  g_free (row);
}

static void
item_free (FfbSheetItem *item)
{
  g_free (item->code);
  g_free (item->text);
  g_free (item);
}

FfbBlock *
ffb_block_new (FfbBlockKind kind, const char *css_class)
{
  FfbBlock *block = g_new0 (FfbBlock, 1);

  block->kind = kind;
  block->css_class = g_strdup (css_class);
  block->keep_with_next = kind == FFB_BLOCK_HEADING;
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  return block;
}

void
ffb_block_free (FfbBlock *block)
{
  g_free (block->unit_id);
  g_free (block->css_class);
  g_ptr_array_unref (block->rows);
  g_free (block->row_heights);
  g_free (block);
}

FfbSheetRow *
ffb_block_add_row (FfbBlock *block, FfbRowKind kind)
{
  FfbSheetRow *row = g_new0 (FfbSheetRow, 1);

  row->kind = kind;
  g_ptr_array_add (block->rows, row);
  return row;
}

FfbSheetRow *
ffb_block_add_fact (FfbBlock *block, const char *tag, const char *format, ...)
{
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_FACT);
  va_list args;

  row->tag = g_strdup (tag);
  va_start (args, format);
  row->text = g_strdup_vprintf (format, args);
  va_end (args);
  return row;
}

void
ffb_row_add_item (FfbSheetRow *row, const char *code, const char *text)
{
  FfbSheetItem *item = g_new0 (FfbSheetItem, 1);

  if (row->items == NULL)
    row->items = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  item->code = g_strdup (code);
  item->text = g_strdup (text);
  g_ptr_array_add (row->items, item);
}

FfbBlock *
ffb_sheet_add_block (FfbSheet *sheet, FfbBlockKind kind, const char *css_class)
{
  FfbBlock *block = ffb_block_new (kind, css_class);

  g_ptr_array_add (sheet->blocks, block);
  return block;
}

/* Title case, not upper case: a letter such as "ǆ" has a title form ("ǅ") that begins a word
 * where its upper form ("Ǆ") would shout. A translated word may begin with any letter; text
 * that is not UTF-8 (never from a loaded file or a catalogue) is copied as it is. */
char *
ffb_sheet_capitalize (const char *word)
{
  gunichar first = g_utf8_get_char_validated (word, -1);
  char head[7] = { 0 };

  if (first == 0 || first == (gunichar) -1 || first == (gunichar) -2)
    return g_strdup (word);
  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (word), NULL);
}
