/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-deploy.c: one side's deployment sheet (R6): the table with its edges (R3) and
 * flank entry zones (R7B), room to sketch the on-table units in scale, a checklist of those
 * units by code, and ruled lines for the player's private notes. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-export.h"

/* R7C: the defender sketches his breastworks with his units; the inches come from his copy,
 * which holds them only for him and the referee. */
static void
add_breastworks (FfbBlock *block, const FfbReaderView *view)
{
  if (view->ground.breastworks_percent <= 0 || view->breastworks_inches < 0)
    return;
  ffb_block_add_fact (block, "R7C", _("Your breastworks: %d inches (%d%% of your on-table "
                        "stands); sketch them inside your zone."), view->breastworks_inches,
                      view->ground.breastworks_percent);
}

static void
add_orders (FfbBlock *block, const FfbSheetSource *source, FfbSide side)
{
  const FfbRules *rules = source->campaign->rules;
  const FfbBattle *battle = source->battle;
  FfbGroundEffect ground = ffb_rules_ground_effect (rules, battle->terrain, battle->river);
  g_autofree char *terrain = ffb_sheet_capitalize (ffb_terrain_sentence_word (battle->terrain));

  ffb_block_add_fact (block, "R2", _("%s hex: %s."), terrain,
                      ffb_terrain_battlefield (battle->terrain));
  if (side == ffb_battle_defender (battle))
    {
      ffb_block_add_fact (block, "R3", _("You defend: pick the table edge you defend; the "
                            "attacker takes the opposite one."));
      add_breastworks (block, source->view);
    }
  else
    ffb_block_add_fact (block, "R3", _("You attack: your edge is opposite the one the defender "
                          "picks."));
  ffb_block_add_fact (block, "R6", _("Sketch in scale every on-table unit inside your initial "
                        "deployment zone; flank-march units are not deployed. At the start, place "
                        "on the table only the units the enemy could see from his own zone."));
  if (!ground.no_flank_marches && !battle->sides[side].demoralized)
    ffb_block_add_fact (block, "R7B", _("A flank march enters anywhere along its flank's entry "
                          "zone, fully deployed."));
}

static void
add_sketch (FfbSheet *sheet, const FfbRules *rules, const FfbBattle *battle, FfbSide side)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "sketch");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_SKETCH);
  FfbGroundEffect ground = ffb_rules_ground_effect (rules, battle->terrain, battle->river);
  gboolean flanks = !ground.no_flank_marches && !battle->sides[side].demoralized;
  gboolean defends = side == ffb_battle_defender (battle);

  row->text = g_strdup (_("Each square = ____ inches."));
  row->detail = g_strdup (_("Your deployment zone (R6): draw its agreed limit across the table."));
  row->edges[0] = defends ? g_strdup_printf (_("Your edge (%s, defender)"),
                                             ffb_side_display_name (side))
                          : g_strdup_printf (_("Your edge (%s, attacker)"),
                                             ffb_side_display_name (side));
  row->edges[1] = g_strdup (_("Enemy edge"));
  row->edges[2] = g_strdup (flanks ? _("Left flank: flank-march entry zone (R7B)") : _("Left flank"));
  row->edges[3] = g_strdup (flanks ? _("Right flank: flank-march entry zone (R7B)")
                                   : _("Right flank"));
}

/* One checklist item per command with brigades or batteries of its own on the table; what
 * marches round a flank is not deployed (R6). */
static void
add_unit_items (FfbSheetRow *row, const FfbSheetSource *source, FfbSide side,
                const FfbUnit *unit)
{
  int brigades = 0, batteries = 0;

  if (ffb_sheet_march_head (source, side, unit) != NULL)
    return;
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      if (ffb_sheet_march_head (source, side, child) != NULL)
        continue;
      brigades += child->kind == FFB_UNIT_BRIGADE;
      batteries += child->kind == FFB_UNIT_BATTERY;
    }
  if (brigades + batteries > 0)
    {
      g_autofree char *code = ffb_unit_code (unit);
      g_autofree char *guns = ffb_sheet_quick_guns (batteries);
      /* A quick battle's artillery is guns (Q1). Translators: the last %s is "1 gun". */
      g_autofree char *text = source->battle->tactics != NULL
                              ? g_strdup_printf (_("%s: %d bde., %s"), unit->name, brigades,
                                                 guns)
                              : g_strdup_printf (_("%s: %d bde., %d bty."), unit->name,
                                                 brigades, batteries);
      ffb_row_add_item (row, code, text);
    }
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      if (child->kind == FFB_UNIT_CORPS || child->kind == FFB_UNIT_DIVISION)
        add_unit_items (row, source, side, child);
    }
}

/* R6: the units to sketch. */
static void
add_checklist (FfbSheet *sheet, const FfbSheetSource *source, FfbOob *oob)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "checklist");
  FfbSheetRow *heading = ffb_block_add_row (block, FFB_ROW_HEADING);
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_ITEMS);

  heading->text = g_strdup (_("On-table units"));
  heading->detail = g_strdup (_("tick each as it is sketched; write its code on the sketch"));
  add_unit_items (row, source, oob->side, oob->army);
}

void
ffb_sheet_build_deployment (FfbSheet *sheet, const FfbSheetSource *source, FfbSide side)
{
  const FfbRules *rules = source->campaign->rules;
  FfbBlock *orders, *notes;

  ffb_sheet_add_title (sheet, source->view);
  orders = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "battle");
  add_orders (orders, source, side);
  add_sketch (sheet, rules, source->battle, side);
  add_checklist (sheet, source, source->view->oobs[side]);
  ffb_sheet_add_marches (sheet, source, side);
  notes = ffb_sheet_add_block (sheet, FFB_BLOCK_FILL, "notes");
  ffb_block_add_row (notes, FFB_ROW_HEADING)->text = g_strdup (_("Private notes"));
  ffb_block_add_row (notes, FFB_ROW_LINES);
}
