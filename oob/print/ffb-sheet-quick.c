/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-quick.c: what the OOB sheet of a battle fought with the quick brigade rules
 * (RULES.md Q2) prints in place of FF's: per brigade the stands left when it is Shaken, a
 * Fresh box and the seed's experience; per gun its hit boxes, Shaken at the set's count; the
 * ratio in stands and guns; and the set's quick reference. Every figure is read from the
 * battle's tactical set (ffb-tactics.h), none is this file's. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-text.h"

char *
ffb_sheet_quick_guns (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gun", "%d guns", n), n);
}

void
ffb_sheet_quick_ratio (FfbBlock *block, const FfbTactics *tactics, int stands_per_sp,
                       int guns_per_sp)
{
  g_autofree char *stands = ffb_text_stands (stands_per_sp);
  g_autofree char *guns = ffb_sheet_quick_guns (guns_per_sp);

  /* Translators: the first %s is a tactical rule set's name, then "6 stands" and "1 gun". */
  ffb_block_add_fact (block, tactics->rule, _("Fought with the %s: %s and %s per strength "
                                              "point."), tactics->name, stands, guns);
}

void
ffb_sheet_quick_brigade (FfbSheetRow *row, const FfbTactics *tactics, const FfbUnit *unit)
{
  int shaken = ffb_tactics_shaken_at (tactics, unit->stands);

  row->stands = unit->stands;
  row->boxes = unit->stands;
  row->experience = g_strdup_printf ("%s%s", ffb_tactics_experience_word (unit->experience),
                                     unit->cavalry ? _(" cav.") : "");
  row->label = g_strdup_printf ("%d", shaken);
  /* Box n is the n-th stand lost: Shaken once all but `shaken` are gone. */
  row->spent_box = unit->stands - shaken;
  row->weapons = g_strdup (unit->weapons);
}

void
ffb_sheet_quick_gun (FfbSheetRow *row, const FfbTactics *tactics, const FfbUnit *unit)
{
  row->boxes = tactics->gun_hits;
  row->spent_box = tactics->gun_shaken_hits;
  row->text = g_strdup (unit->horse ? _("horse gun") : _("foot gun"));
}

/* "50%": the share of its stands a brigade loses, and more, to be Shaken. */
static char *
share_text (double share)
{
  return g_strdup_printf ("%g%%", share * 100);
}

void
ffb_sheet_quick_legend (FfbSheet *sheet, const FfbTactics *tactics)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "legend");
  g_autofree char *share = share_text (tactics->shaken_lost_over);

  ffb_block_add_fact (block, "Q2", g_dngettext (GETTEXT_PACKAGE,
                                                "Shaken at: the stands a brigade has left once "
                                                "it has lost more than %s of them. Cross one box "
                                                "per stand lost (one a %d hit): the shaded box "
                                                "lettered S makes it Shaken.",
                                                "Shaken at: the stands a brigade has left once "
                                                "it has lost more than %s of them. Cross one box "
                                                "per stand lost (one every %d hits): the shaded "
                                                "box lettered S makes it Shaken.",
                                                tactics->stand_hits), share, tactics->stand_hits);
  ffb_block_add_fact (block, "Q2", _("A gun: cross one box per hit; the shaded box lettered S "
                                     "(hit %d) makes it Shaken, the last (hit %d) removes it."),
                      tactics->gun_shaken_hits, tactics->gun_hits);
  ffb_block_add_fact (block, "Q2", _("Fresh: a brigade that has lost no stand, a gun that has "
                                     "taken no hit; cross its Fresh box at the first. "
                                     "Experience: Elite (the campaign's crack), Veteran or "
                                     "Green."));
  ffb_block_add_fact (block, "R7A", sheet->reader == FFB_READER_REFEREE
                      ? _("Ratings: E Excellent, A Average, P Poltroon; to roll = the neutral "
                          "party rolls it once the players have seen the dice's commitment. Codes: "
                          "1/2 is the 1st Division's 2nd Brigade; 1/B1 its first gun; A the army.")
                      : _("Ratings: E Excellent, A Average, P Poltroon; sealed = not rolled yet, or "
                          "not yours to know. Codes: 1/2 is the 1st Division's 2nd Brigade; 1/B1 "
                          "its first gun; A the army."));
}

/* One block of the reference, kept on one page: its name beside its first figure. */
static void
add_reference_block (FfbSheet *sheet, const FfbTacticsBlock *reference)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_WHOLE, "reference");

  for (guint i = 0; i < reference->figures->len; i++)
    {
      const FfbTacticsFigure *figure = reference->figures->pdata[i];

      ffb_block_add_fact (block, i == 0 ? reference->name : "", "%s: %s", figure->label,
                          figure->text);
    }
}

void
ffb_sheet_quick_reference (FfbSheet *sheet, const FfbTactics *tactics)
{
  FfbBlock *heading;
  FfbSheetRow *row;

  if (tactics->reference == NULL || tactics->reference->len == 0)
    return;
  heading = ffb_sheet_add_block (sheet, FFB_BLOCK_HEADING, "reference-heading");
  heading->keep_with_next = TRUE;
  row = ffb_block_add_row (heading, FFB_ROW_HEADING);
  row->text = g_strdup (_("Quick reference"));
  row->detail = g_strdup (tactics->name);
  for (guint i = 0; i < tactics->reference->len; i++)
    add_reference_block (sheet, tactics->reference->pdata[i]);
}
