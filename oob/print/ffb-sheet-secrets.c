/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-secrets.c: the neutral party's part of a sheet (R5-R7, "Fair dice"), from the
 * reader's copy (ffb-reader-view.h), which already holds only what he may see: the dice commitment
 * (the seed once revealed), the notices told so far, his side's flank-march orders and the
 * sealed results he may read. This file only puts them on paper. Nothing here counts the
 * other side's secrets: a player's copy lists his own and what everyone has been told. */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>
#include "ffb-text.h"

#include "ffb-notices.h"

const FfbFlankOrder *
ffb_sheet_march_head (const FfbSheetSource *source, FfbSide side, const FfbUnit *unit)
{
  for (guint i = 0; i < source->view->orders->len; i++)
    {
      const FfbReaderViewOrder *kept = g_ptr_array_index (source->view->orders, i);
      const FfbFlankOrder *order = kept->order;

      if (order->side == side && ffb_flank_order_takes (order, unit) &&
          (unit->parent == NULL || !ffb_flank_order_takes (order, unit->parent)))
        return order;
    }
  return NULL;
}

/* "Fair dice": the commitment goes on every copy, the seed once revealed. */
static void
add_dice (FfbBlock *block, FfbSheet *sheet, const FfbReaderView *view)
{
  ffb_block_add_fact (block, _("Dice"), _("Commitment (SHA-256 of the seed): %s."),
                      view->commitment);
  if (view->signing_key != NULL)
    /* Translators: %s is a key's fingerprint, "3F2A 91C0 7B4E 55D1". */
    ffb_block_add_fact (block, _("Dice"), _("The file is signed with the referee's key %s: "
                                            "verify names any change made without it."),
                        view->signing_key);
  if (view->seed != NULL)
    ffb_block_add_fact (block, _("Dice"), _("Seed, revealed after the battle: %s. Anyone may "
                          "re-derive every roll and check it against the commitment."), view->seed);
  else if (sheet->reader == FFB_READER_REFEREE)
    ffb_block_add_fact (block, _("Dice"), _("The seed stays sealed until the battle ends."));
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (view->phrases[side] != NULL && view->phrases[side][0] != '\0')
      ffb_block_add_fact (block, _("Dice"), _("The %s player's phrase: \u201c%s\u201d."),
                          ffb_side_display_name (side), view->phrases[side]);
  if (sheet->reader == FFB_READER_REFEREE && view->rolls->len == 0)
    ffb_block_add_fact (block, "R7", _("No secret roll has been made yet."));
}

/* R7B, R8A: what both players have been told so far. */
static void
add_notices (FfbBlock *block, const FfbSheetSource *source)
{
  const FfbReaderView *view = source->view;

  for (guint i = 0; i < view->notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (view->notices, i);
      g_autofree char *when = ffb_battle_turn_describe (source->campaign->rules, view->months,
                                                        notice->turn);
      g_autofree char *said = ffb_sheet_capitalize (when);
      ffb_block_add_fact (block, notice->rule, "%s: %s", said, notice->text);
    }
}

void
ffb_sheet_add_neutral (FfbSheet *sheet, const FfbSheetSource *source)
{
  const FfbReaderView *view = source->view;
  FfbBlock *block;
  FfbSheetRow *heading;

  if (view->commitment == NULL && view->notices->len == 0)
    return;
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "neutral");
  heading = ffb_block_add_row (block, FFB_ROW_HEADING);
  heading->text = g_strdup (_("The neutral party"));
  heading->detail = ffb_sheet_capitalize (view->when);
  if (view->commitment != NULL)
    add_dice (block, sheet, view);
  add_notices (block, source);
}

static char *
march_units (const FfbFlankOrder *order, FfbOob *oob)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < order->unit_ids->len; i++)
    {
      const char *id = g_ptr_array_index (order->unit_ids, i);
      FfbUnit *unit = ffb_oob_find_unit (oob, id);
      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : NULL;

      if (i > 0)
        g_string_append (out, _(", "));
      /* The name first and its label after: a division's label alone is a number ("2"),
       * which before the name read "2 2nd Division". */
      if (unit == NULL)
        g_string_append (out, id);
      else
        /* Translators: a unit's name and its label, "2nd Division (I/2)". */
        g_string_append_printf (out, _("%s (%s)"), unit->name, code);
    }
  return g_string_free (out, FALSE);
}

/* R7B(1): the exact chances of each march, for the player deciding his orders. */
static char *
march_odds (const FfbReaderViewOrder *kept)
{
  const FfbMarchOdds *odds = &kept->odds;

  return g_strdup_printf (_("swift %d, deliberate %d, plodding %d in %d"),
                          odds->chances[FFB_MARCH_SWIFT], odds->chances[FFB_MARCH_DELIBERATE],
                          odds->chances[FFB_MARCH_PLODDING], odds->out_of);
}

static void
add_march (FfbBlock *block, const FfbSheetSource *source, const FfbReaderViewOrder *kept)
{
  const FfbFlankOrder *order = kept->order;
  g_autofree char *units = march_units (order, source->view->oobs[order->side]);
  g_autofree char *odds = march_odds (kept);
  g_autofree char *batteries = ffb_tactics_artillery_count (source->view->tactics,
                                                            kept->size.batteries);
  g_autofree char *stands = ffb_text_stands (kept->size.stands);

  /* Translators: the first %s is a flank (left, right); then a leader, the
   * march's units, its stands and batteries, and its odds. */
  ffb_block_add_fact (block, "R5", _("Round the %s flank, led by %s (initiative %d): %s. %s, "
                                     "%s; not deployed (R6). Odds (R7B(1), ground %+d): %s."),
                      ffb_flank_sentence_word (order->flank), kept->leader_name, kept->initiative,
                      units, stands, batteries, kept->modifier, odds);
  /* Q4: a quick battle's generated leader is a General, and R4D is FF's. */
  if (kept->left_command != NULL && source->view->tactics != NULL)
    ffb_block_add_fact (block, "R5B", _("%s leaves %s with the march; a generated General takes "
                          "it."), kept->leader_name, kept->left_command);
  else if (kept->left_command != NULL)
    ffb_block_add_fact (block, "R5B", _("%s leaves %s with the march; a generated Average leader "
                          "(R4D) takes it."), kept->leader_name, kept->left_command);
  /* R5-R5B, R7C, R7D: a stored order that breaks them is printed as the finding it is. */
  for (guint i = 0; i < kept->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (kept->findings, i);
      ffb_block_add_fact (block, finding->rule, _("Finding: the %s march may not go: %s"),
                          ffb_flank_sentence_word (order->flank), finding->message);
    }
  /* Its results only once this reader may know them (the copy keeps them back till then). */
  if (order->rolled && order->arrival_turn > 0)
    {
      g_autofree char *when = ffb_battle_turn_describe (source->campaign->rules,
                                                        source->view->months,
                                                        order->arrival_turn);
      ffb_block_add_fact (block, "R7B", _("The %s march was %s: it enters on %s."),
                          ffb_flank_sentence_word (order->flank),
                          ffb_march_display_name (order->march),
                          when);
    }
}

/* R5, R5B: the side's flank-march orders, as its player gave them. */
void
ffb_sheet_add_marches (FfbSheet *sheet, const FfbSheetSource *source, FfbSide side)
{
  const FfbReaderView *view = source->view;
  FfbBlock *block;
  gboolean none = TRUE;

  if (view->commitment == NULL || view->oobs[side] == NULL)
    return;
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "marches");
  ffb_block_add_row (block, FFB_ROW_HEADING)->text =
    g_strdup_printf (_("%s flank marches"), ffb_side_display_name (side));
  for (guint i = 0; i < view->orders->len; i++)
    {
      const FfbReaderViewOrder *kept = g_ptr_array_index (view->orders, i);

      if (kept->order->side != side)
        continue;
      add_march (block, source, kept);
      none = FALSE;
    }
  if (none)
    ffb_block_add_fact (block, "R5", _("No flank march ordered."));
}

/* For the referee: who may read a result, and from when. With the roll's counter, this list is
 * the dice log in words; the log itself stays in the campaign file for `verify`. */
static char *
audience_note (const FfbSheetSource *source, const FfbSecret *secret)
{
  g_autofree char *when = NULL;

  if (secret->reveal_turn > 0)
    when = ffb_battle_turn_describe (source->campaign->rules, source->view->months,
                                     secret->reveal_turn);
  switch (secret->audience)
    {
    case FFB_AUDIENCE_UNION: return g_strdup (_("Union player"));
    case FFB_AUDIENCE_CONFEDERATE: return g_strdup (_("Confederate player"));
    case FFB_AUDIENCE_EVERYONE: return g_strdup (_("everyone"));
    case FFB_AUDIENCE_REFEREE:
    default:
      return when != NULL ? g_strdup_printf (_("referee; everyone from %s"), when)
                          : g_strdup (_("referee only"));
    }
}

static void
add_secret (FfbBlock *block, FfbSheet *sheet, const FfbSheetSource *source,
            const FfbSecret *secret)
{
  g_autofree char *note = NULL;
  g_autofree char *roll = NULL;

  /* A player's copy carries no roll counters: their gaps would count the other side's. */
  if (sheet->reader != FFB_READER_REFEREE)
    {
      ffb_block_add_fact (block, secret->rule, "%s", secret->text);
      return;
    }
  note = audience_note (source, secret);
  roll = secret->roll >= 0 ? g_strdup_printf (_("roll %d, "), secret->roll) : g_strdup ("");
  ffb_block_add_fact (block, secret->rule, "%s [%s%s]", secret->text, roll, note);
}

void
ffb_sheet_add_secrets (FfbSheet *sheet, const FfbSheetSource *source)
{
  const FfbReaderView *view = source->view;
  FfbBlock *block;

  if (view->commitment == NULL)
    return;
  block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "secrets");
  ffb_block_add_row (block, FFB_ROW_HEADING)->text =
    g_strdup (sheet->reader == FFB_READER_REFEREE ? _("Sealed results: every secret roll")
                                                  : _("Your sealed results"));
  for (guint i = 0; i < view->secrets->len; i++)
    add_secret (block, sheet, source, g_ptr_array_index (view->secrets, i));
  if (view->secrets->len == 0)
    ffb_block_add_fact (block, "R7", _("None yet."));
}
