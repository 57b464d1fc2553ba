/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-battle.c: the part every sheet opens with: its title, the battle's facts as this
 * reader may see them (R1-R3, R4A, R7B-R7D, R8) and the turn-time table. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-export.h"
#include "ffb-text.h"

static const char *
warning_for (FfbSheetKind kind, FfbReader reader)
{
  if (kind == FFB_SHEET_DEPLOYMENT)
    return reader == FFB_READER_UNION
           ? _("Private to the Union player: keep it from the Confederate player (R6).")
           : _("Private to the Confederate player: keep it from the Union player (R6).");
  switch (reader)
    {
    case FFB_READER_UNION:
      return _("The Union side only, with its own secrets: not for the Confederate player.");
    case FFB_READER_CONFEDERATE:
      return _("The Confederate side only, with its own secrets: not for the Union player.");
    case FFB_READER_REFEREE:
    default:
      return _("Both sides and every secret: not for the players' eyes.");
    }
}

void
ffb_sheet_add_title (FfbSheet *sheet, const FfbReaderView *view)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "title");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_TITLE);

  row->text = g_strdup_printf ("%s \u2013 %s", sheet->battle_name, sheet->copy_name);
  row->detail = g_strdup_printf (_("CW turn %s %d, hex %s. %s"),
                                 ffb_months_sentence_word (view->months), view->year,
                                 view->hex != NULL && view->hex[0] ? view->hex : "-",
                                 warning_for (sheet->kind, sheet->reader));
}

/* R7C: the inches tell the defender's on-table stands, so only he and the referee see them. */
static void
add_breastworks (FfbBlock *block, FfbSheet *sheet, const FfbReaderView *view, FfbSide defender)
{
  int percent = view->ground.breastworks_percent;

  if (percent <= 0)
    return;
  if (view->breastworks_inches < 0)
    ffb_block_add_fact (block, "R7C", _("The defender has breastworks: %d%% of his on-table "
                          "stands, in inches."), percent);
  else if (sheet->reader == FFB_READER_REFEREE)
    ffb_block_add_fact (block, "R7C", _("Breastworks for the %s defender: %d inches (%d%% of "
                          "his on-table stands)."), ffb_side_display_name (defender),
                        view->breastworks_inches, percent);
  else
    ffb_block_add_fact (block, "R7C", _("Your breastworks: %d inches (%d%% of your on-table "
                          "stands)."), view->breastworks_inches, percent);
}

static void
add_flank_march_rules (FfbBlock *block, const FfbRules *rules, const FfbReaderView *view)
{
  if (view->ground.no_flank_marches)
    {
      ffb_block_add_fact (block, "R7C", _("No flank marches for either side on this ground."));
      return;
    }
  ffb_block_add_fact (block, "R7B", g_dngettext (GETTEXT_PACKAGE,
                                                  "Flank marches enter on turn %d (swift), %d "
                                                  "(deliberate) or %d (plodding); both players "
                                                  "are told %d turn before.",
                                                  "Flank marches enter on turn %d (swift), %d "
                                                  "(deliberate) or %d (plodding); both players "
                                                  "are told %d turns before.",
                                                  rules->notice_turns_before),
                      rules->arrival_turn[FFB_MARCH_SWIFT],
                      rules->arrival_turn[FFB_MARCH_DELIBERATE],
                      rules->arrival_turn[FFB_MARCH_PLODDING], rules->notice_turns_before);
  if (view->ground.attacker_modifier != 0)
    ffb_block_add_fact (block, "R7C", _("The attacker's flank-march arrival rolls %+d."),
                        view->ground.attacker_modifier);
}

/* R7D, for the sides this reader may see. Demoralization is the public state of the CW map;
 * the battle is read for it and nothing else. */
static void
add_demoralized (FfbBlock *block, FfbSheet *sheet, const FfbBattle *battle)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      if (!battle->sides[side].demoralized || !ffb_reader_owns (sheet->reader, side))
        continue;
      /* Q4: a quick battle's brigades have no Worn state to start in. */
      if (battle->tactics != NULL && sheet->reader == FFB_READER_REFEREE)
        ffb_block_add_fact (block, "R7D", _("The %s army starts Demoralized: it may not flank "
                              "march."), ffb_side_display_name (side));
      else if (battle->tactics != NULL)
        ffb_block_add_fact (block, "R7D", _("Your army starts Demoralized: it may not flank "
                              "march."));
      else if (sheet->reader == FFB_READER_REFEREE)
        ffb_block_add_fact (block, "R7D", _("The %s army starts Demoralized: it may not flank "
                              "march, and all its brigades start Worn (-.S.X)."),
                            ffb_side_display_name (side));
      else
        ffb_block_add_fact (block, "R7D", _("Your army starts Demoralized: it may not flank "
                              "march, and all its brigades start Worn (-.S.X)."));
    }
}

static void
add_turn_table (FfbSheet *sheet, const FfbRules *rules, FfbMonths months)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "turns");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_TURNS);
  int turns = ffb_clock_turns_in_day (rules, months);

  row->tag = g_strdup ("R8");
  row->text = g_strdup (_("Turn and start time; tick each turn as it ends."));
  row->items = g_ptr_array_new_with_free_func (g_free);
  for (int turn = 1; turn <= turns; turn++)
    g_ptr_array_add (row->items,
                     ffb_clock_format_time (ffb_clock_turn_start (rules, months, turn)));
}

void
ffb_sheet_add_battle (FfbSheet *sheet, const FfbSheetSource *source)
{
  const FfbReaderView *view = source->view;
  const FfbRules *rules = source->campaign->rules;
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "battle");
  FfbSide defender = ffb_side_other (view->attacker);
  g_autofree char *dawn = ffb_clock_format_time (rules->day[view->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[view->months].dusk);
  g_autofree char *terrain = ffb_sheet_capitalize (ffb_terrain_sentence_word (view->terrain));
  g_autofree char *stands = ffb_text_stands (view->stands_per_sp);
  g_autofree char *batteries = ffb_text_batteries (view->batteries_per_sp);

  ffb_block_add_fact (block, "R1", _("The %s attacks; the %s defends."),
                      ffb_side_display_name (view->attacker), ffb_side_display_name (defender));
  ffb_block_add_fact (block, "R2", _("%s hex: lay out %s."), terrain,
                      ffb_terrain_battlefield (view->terrain));
  ffb_block_add_fact (block, "R3", _("The defender (%s) picks the table edge he defends; the "
                        "attacker takes the opposite edge."), ffb_side_display_name (defender));
  /* Q1: a battle fought with other tactical rules takes guns, not FF's batteries. */
  if (source->battle->tactics != NULL)
    ffb_sheet_quick_ratio (block, source->battle->tactics, view->stands_per_sp,
                           view->batteries_per_sp);
  else
    ffb_block_add_fact (block, "R4A", _("%s and %s per strength point."), stands, batteries);
  ffb_block_add_fact (block, "R8", g_dngettext (GETTEXT_PACKAGE,
                                                "Dawn %s, dusk %s: %d turn of %d minutes; the "
                                                "last starts at dusk, then night falls (R8A).",
                                                "Dawn %s, dusk %s: %d turns of %d minutes; the "
                                                "last starts at dusk, then night falls (R8A).",
                                                view->turns_in_day), dawn, dusk, view->turns_in_day,
                      rules->turn_minutes);
  add_flank_march_rules (block, rules, view);
  add_breastworks (block, sheet, view, defender);
  add_demoralized (block, sheet, source->battle);
  add_turn_table (sheet, rules, view->months);
}
