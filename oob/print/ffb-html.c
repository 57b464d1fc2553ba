/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-html.c: a sheet as HTML. Only HTML 4 elements and entities, laid out with tables rather
 * than CSS positioning, so that a browser, a word processor (LibreOffice) and `xmllint --html`
 * all read it the same: tally boxes are table cells lettered W and S as in the PDF, check boxes
 * are the ballot-box character. The print stylesheet keeps each command (a division with its
 * brigades) on one page. */
#include "ffb-html.h"

#include <glib/gi18n-lib.h>

#include "ffb-sheet-private.h"

#define CHECK_BOX "&#x2610;"

static const char stylesheet[] =
  "body { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #000;"
  " background: #fff; max-width: 190mm; margin: 1em auto; }\n"
  "h1 { font-size: 15pt; margin: 0 0 2pt 0; }\n"
  "h2 { font-size: 11pt; margin: 8pt 0 3pt 0; border-bottom: 0.8pt solid #000; }\n"
  "h3 { font-size: 9.5pt; margin: 0; padding: 2pt 3pt; background: #e0e0e0; }\n"
  ".detail, .totals { font-size: 8pt; font-weight: normal; }\n"
  "p { margin: 1pt 0; }\n"
  "table { border-collapse: collapse; }\n"
  ".block { margin: 0 0 5pt 0; }\n"
  ".command { border: 0.6pt solid #000; }\n"
  ".leader { margin: 0; padding: 0 3pt 2pt 40pt; background: #e0e0e0; }\n"
  "th.tag { width: 38pt; font-size: 6.5pt; text-align: left; vertical-align: top; }\n"
  "table.brigades { width: 100%; }\n"
  "table.brigades th { font-size: 6.5pt; font-weight: normal; text-align: left; }\n"
  "table.brigades td { border-bottom: 0.3pt solid #999; padding: 1pt 3pt; }\n"
  "td.label, td.code { font-weight: bold; }\n"
  "td.stands { text-align: right; }\n"
  "table.brigades th.weapons { text-align: right; }\n"
  "table.boxes { display: inline-table; vertical-align: middle; border-collapse: separate;"
  " border-spacing: 2.5pt 0; border: none; }\n"
  "table.boxes td { width: 9pt; height: 9pt; padding: 0; border: 0.6pt solid #000;"
  " font-size: 6.5pt; font-weight: bold; text-align: center; }\n"
  "table.boxes td.worn, table.boxes td.spent { border-width: 1.6pt; }\n"
  "table.boxes td.spent { background: #c8c8c8; }\n"
  ".item { margin-right: 12pt; white-space: nowrap; }\n"
  "table.turns td { border: 0.5pt solid #000; width: 30pt; padding: 1pt;"
  " text-align: center; }\n"
  "table.sketch { width: 100%; }\n"
  "table.sketch td.edge { text-align: center; font-weight: bold; }\n"
  "table.sketch td.field { vertical-align: bottom; text-align: center; }\n"
  "table.sketch td.flank { width: 14mm; font-weight: bold; text-align: center; }\n"
  "table.lines { width: 100%; }\n"
  "table.lines td { height: 18pt; }\n"
  "@media print {\n"
  "  body { max-width: none; margin: 0; }\n"
  "  .command, .battle, .turns, .sketch, .title { page-break-inside: avoid;"
  " break-inside: avoid; }\n"
  /* A deck's reference and a hand: each part whole, as on the one page of its PDF. */
  "  .cards, .mississippi, .precedence, .sequence, .hand { page-break-inside: avoid;"
  " break-inside: avoid; }\n"
  "  .keep { page-break-after: avoid; break-after: avoid; }\n"
  "  .new-page { page-break-before: always; break-before: page; }\n"
  "  h3, .leader, td.spent { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n"
  "}\n";

/* HTML 4 knows no &apos;: quotes and apostrophes become numeric references. */
static void
append_escaped (GString *out, const char *text)
{
  for (const char *c = text != NULL ? text : ""; *c != '\0'; c++)
    switch (*c)
      {
      case '&': g_string_append (out, "&amp;"); break;
      case '<': g_string_append (out, "&lt;"); break;
      case '>': g_string_append (out, "&gt;"); break;
      case '"': g_string_append (out, "&quot;"); break;
      case '\'': g_string_append (out, "&#39;"); break;
      default: g_string_append_c (out, *c); break;
      }
}

/* open, then `text` escaped, then close. */
static void
append_element (GString *out, const char *open, const char *text, const char *close)
{
  g_string_append (out, open);
  append_escaped (out, text);
  g_string_append (out, close);
}

static void
append_tally (GString *out, int boxes, int worn_box, int spent_box)
{
  /* The border attribute too: word processors ignore CSS borders on cells; and text before
   * the table, or LibreOffice puts it in the cell before. */
  g_string_append (out, "&nbsp;<table class=\"boxes\" border=\"1\" cellspacing=\"2\" "
                   "cellpadding=\"0\"><tr>");
  for (int n = 1; n <= boxes; n++)
    {
      if (n == spent_box)
        g_string_append (out, "<td class=\"spent\">S</td>");
      else if (n == worn_box)
        g_string_append (out, "<td class=\"worn\">W</td>");
      else
        g_string_append (out, "<td>&nbsp;</td>");
    }
  g_string_append (out, "</tr></table>");
}

static void
append_brigade (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<tr><td class=\"code\">", row->tag, "</td>");
  /* On one line: a word processor sharing out the row's width would rather break the name
   * than the weapons note. */
  append_element (out, "<td class=\"name\" nowrap>", row->text, "</td>");
  g_string_append_printf (out, "<td class=\"stands\">%d</td>", row->stands);
  append_element (out, "<td>", row->experience, "</td>");
  append_element (out, "<td class=\"label\">", row->label, "</td>");
  append_element (out, "<td class=\"rating\">", row->rating, "</td><td class=\"tally\">");
  append_tally (out, row->stands, row->worn_box, row->spent_box);
  g_string_append (out, "</td>");
  /* Dim and small, as in the PDF, and inline: word processors ignore the stylesheet's cell
   * styles, and a note at full size would squeeze the brigade's name onto two lines. A
   * brigade with no note has no cell, as it has no text. */
  if (row->weapons != NULL)
    append_element (out, "<td class=\"weapons\" align=\"right\" style=\"font-size: 6.5pt; "
                    "color: #4d4d4d\">", row->weapons, "</td>");
  g_string_append (out, "</tr>\n");
}

/* Dim and small, as in the PDF; see append_brigade. */
static void
append_weapons (GString *out, const FfbSheetRow *row)
{
  if (row->weapons != NULL)
    append_element (out, "<td class=\"weapons\" align=\"right\" style=\"font-size: 6.5pt; "
                    "color: #4d4d4d\">", row->weapons, "</td>");
}

/* Q2: a quick battle's brigade or gun; a gun leaves the brigade's cells empty. */
static void
append_quick_unit (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<tr><td class=\"code\">", row->tag, "</td>");
  append_element (out, "<td class=\"name\" nowrap>", row->text, "</td>");
  if (row->stands > 0)
    g_string_append_printf (out, "<td class=\"stands\">%d</td>", row->stands);
  else
    g_string_append (out, "<td></td>");
  append_element (out, "<td>", row->experience, "</td>");
  append_element (out, "<td class=\"label\">", row->label, "</td>");
  append_element (out, "<td class=\"rating\">", row->rating, "</td><td class=\"fresh\">");
  append_tally (out, 1, 0, 0);
  g_string_append (out, "</td><td class=\"tally\">");
  append_tally (out, row->boxes, 0, row->spent_box);
  g_string_append (out, "</td>");
  append_weapons (out, row);
  g_string_append (out, "</tr>\n");
}

/* The same headings as the PDF's (ffb-sheet-quick-figures.c). */
static void
append_quick_columns (GString *out, const FfbSheetRow *row)
{
  g_string_append (out, "<tr>");
  append_element (out, "<th>", _("Code"), "</th>");
  append_element (out, "<th>", row->guns ? _("Gun") : _("Brigade"), "</th>");
  append_element (out, "<th>", row->guns ? "" : _("Stands"), "</th>");
  append_element (out, "<th>", row->guns ? "" : _("Experience"), "</th>");
  append_element (out, "<th>", row->guns ? "" : _("Shaken at"), "</th>");
  /* Not FF's lone "E" column head, which beside "Shaken at" read as "Shaken at E" (Q4). */
  append_element (out, "<th>", row->guns ? "" : C_("column", "Rating"), "</th>");
  append_element (out, "<th>", _("Fresh"), "</th>");
  append_element (out, "<th>", row->guns ? _("Hits: one box each (S Shaken, the last removes "
                                             "it)")
                                         : _("Stands lost: one box each (S Shaken)"), "</th>");
  if (row->detail != NULL)
    append_element (out, "<th class=\"weapons\" align=\"right\">", row->detail, "</th>");
  g_string_append (out, "</tr>\n");
}

static void
append_items (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<tr><th class=\"tag\">", row->tag, "</th><td>");
  for (guint i = 0; row->items != NULL && i < row->items->len; i++)
    {
      const FfbSheetItem *item = row->items->pdata[i];
      append_element (out, "<span class=\"item\">" CHECK_BOX " <b>", item->code, "</b> ");
      append_element (out, "", item->text, "</span> ");
    }
  g_string_append (out, "</td></tr>\n");
}

static void
append_turns (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<tr><th class=\"tag\">", row->tag, "</th>");
  append_element (out, "<td>", row->text, "\n<table class=\"turns\"><tr>");
  for (guint i = 0; i < row->items->len; i++)
    {
      if (i > 0 && i % 15 == 0)
        g_string_append (out, "</tr>\n<tr>");
      g_string_append_printf (out, "<td><b>%u</b> " CHECK_BOX "<br>", i + 1);
      append_element (out, "", row->items->pdata[i], "</td>");
    }
  g_string_append (out, "</tr></table></td></tr>\n");
}

static void
append_sketch (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<table class=\"sketch\" width=\"100%\"><tr><td></td><td class=\"edge\">",
                  row->edges[1], "</td><td></td></tr>\n");
  append_element (out, "<tr><td class=\"flank\">", row->edges[2], "</td>");
  /* Attributes and inline styles: word processors honour those on cells, not the
   * stylesheet's. */
  append_element (out, "<td class=\"field\" height=\"400\" style=\"height: 110mm; "
                  "border: 1.2pt solid #000; border-bottom: 3pt solid #000\">", row->detail,
                  "</td>");
  append_element (out, "<td class=\"flank\">", row->edges[3], "</td></tr>\n");
  append_element (out, "<tr><td></td><td class=\"edge\">", row->edges[0], "<br>");
  append_element (out, "<small>", row->text, "</small></td><td></td></tr></table>\n");
}

static void
append_command (GString *out, const FfbSheetRow *row)
{
  append_element (out, "<h3>", row->tag, " &nbsp; ");
  append_element (out, "", row->text, " &nbsp; ");
  append_element (out, "<span class=\"totals\">", row->totals, "</span></h3>\n");
  append_element (out, "<p class=\"leader\">", row->detail, "</p>\n");
}

static void
append_row (GString *out, const FfbSheetRow *row)
{
  switch (row->kind)
    {
    case FFB_ROW_TITLE:
      append_element (out, "<h1>", row->text, "</h1>\n");
      append_element (out, "<p>", row->detail, "</p>\n");
      break;
    case FFB_ROW_HEADING:
      append_element (out, "<h2>", row->text, "");
      append_element (out, row->detail ? " <span class=\"detail\">" : "", row->detail,
                      row->detail ? "</span></h2>\n" : "</h2>\n");
      break;
    case FFB_ROW_FACT:
      append_element (out, "<tr><th class=\"tag\">", row->tag, "</th>");
      append_element (out, "<td>", row->text, "</td></tr>\n");
      break;
    case FFB_ROW_TURNS: append_turns (out, row); break;
    case FFB_ROW_COMMAND: append_command (out, row); break;
    case FFB_ROW_COLUMNS:
      /* The same headings as the PDF's (ffb-sheet-rows.c). */
      g_string_append (out, "<tr>");
      append_element (out, "<th>", _("Code"), "</th>");
      append_element (out, "<th>", _("Brigade"), "</th>");
      append_element (out, "<th>", _("Stands"), "</th>");
      append_element (out, "<th>", _("Experience"), "</th>");
      g_string_append (out, "<th>S.W.X</th>");
      append_element (out, "<th>", C_("rating letter", "E"), "</th>");
      append_element (out, "<th>", _("Stands lost: one box each (W Worn, S Spent)"), "</th>");
      if (row->detail != NULL)
        append_element (out, "<th class=\"weapons\" align=\"right\">", row->detail, "</th>");
      g_string_append (out, "</tr>\n");
      break;
    case FFB_ROW_BRIGADE: append_brigade (out, row); break;
    case FFB_ROW_QUICK_COLUMNS: append_quick_columns (out, row); break;
    case FFB_ROW_QUICK_UNIT: append_quick_unit (out, row); break;
    case FFB_ROW_ITEMS: append_items (out, row); break;
    case FFB_ROW_SKETCH: append_sketch (out, row); break;
    case FFB_ROW_LINES:
      g_string_append (out, "<table class=\"lines\" width=\"100%\">");
      for (int i = 0; i < 12; i++)
        g_string_append (out, "<tr><td style=\"border-bottom: 0.4pt solid #777\">&nbsp;"
                         "</td></tr>");
      g_string_append (out, "</table>\n");
      break;
    default: g_assert_not_reached ();
    }
}

/* The table a row belongs in ("" for none): facts and items share one, brigades another. */
static const char *
table_of (FfbRowKind kind)
{
  switch (kind)
    {
    case FFB_ROW_FACT:
    case FFB_ROW_TURNS:
    case FFB_ROW_ITEMS:
      return "<table class=\"facts\">\n";
    case FFB_ROW_COLUMNS:
    case FFB_ROW_BRIGADE:
    case FFB_ROW_QUICK_COLUMNS:
    case FFB_ROW_QUICK_UNIT:
      return "<table class=\"brigades\">\n";
    default:
      return "";
    }
}

static void
append_block (GString *out, const FfbBlock *block)
{
  const char *table = "";

  g_string_append_printf (out, "<div class=\"block %s%s%s%s\"",
                          block->css_class != NULL ? block->css_class : "",
                          block->kind == FFB_BLOCK_COMMAND ? " command" : "",
                          block->keep_with_next ? " keep" : "",
                          block->break_before ? " new-page" : "");
  if (block->depth > 0)
    g_string_append_printf (out, " style=\"margin-left: %gpt\"", block->depth * FFB_SHEET_INDENT);
  /* Whole on one page, as in the PDF; inline, so that the stylesheet of every sheet stays as
   * it was. */
  else if (block->kind == FFB_BLOCK_WHOLE)
    g_string_append (out, " style=\"page-break-inside: avoid; break-inside: avoid\"");
  g_string_append (out, ">\n");
  for (guint i = 0; i < block->rows->len; i++)
    {
      const FfbSheetRow *row = block->rows->pdata[i];
      const char *wanted = table_of (row->kind);

      if (!g_str_equal (wanted, table))
        {
          g_string_append (out, table[0] ? "</table>\n" : "");
          g_string_append (out, wanted);
          table = wanted;
        }
      append_row (out, row);
    }
  g_string_append (out, table[0] ? "</table>\n</div>\n" : "</div>\n");
}

/* A name inside a CSS string in <style>, where entities mean nothing: whatever could end
 * the string or the element becomes a space. */
static char *
css_string (const char *text)
{
  char *out = g_strdup (text);

  for (char *c = out; *c != '\0'; c++)
    if (*c == '"' || *c == '\\' || *c == '<' || *c == '>' || (guchar) *c < 0x20)
      *c = ' ';
  return out;
}

static void
append_head (GString *out, FfbSheet *sheet, FfbPaper paper)
{
  g_autofree char *battle = css_string (sheet->battle_name);

  g_string_append (out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
                   "<meta charset=\"utf-8\">\n");
  append_element (out, "<title>", sheet->title, "</title>\n<style>\n");
  g_string_append_printf (out, "@page { size: %s; margin: 12mm;\n"
                          "  @top-left { content: \"%s\"; }\n"
                          "  @bottom-right { content: \"page \" counter(page) \" of \" "
                          "counter(pages); } }\n",
                          paper == FFB_PAPER_LETTER ? "letter" : "A4", battle);
  g_string_append (out, stylesheet);
  g_string_append (out, "</style>\n</head>\n<body>\n");
}

char *
ffb_html_render (FfbSheet *sheet, FfbPaper paper)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (sheet != NULL, NULL);
  append_head (out, sheet, paper);
  for (guint i = 0; i < sheet->blocks->len; i++)
    append_block (out, sheet->blocks->pdata[i]);
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}
