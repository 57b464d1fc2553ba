/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-oob.c: the orders of battle of a referee's or a player's copy: per command its
 * leader (rank, rating, radius, R11 re-rolls), per brigade its S.W.X label (R4G), E rating
 * (R7A(3)), tally boxes and the referee's weapons note, per battery its type (R4A), then the
 * findings by rule id. The OOBs are the reader's copy's (ffb-reader-view.h): their ratings are
 * already what he knows (R7A). */
#include "ffb-sheet-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-text.h"

/* A rating the copy does not hold: sealed to a player (not rolled yet, or not his to know);
 * to the referee, the neutral party who knows every roll made, one still to roll. */
static const char *
unknown_rating (const FfbSheet *sheet)
{
  return sheet->reader == FFB_READER_REFEREE ? _("to roll") : _("sealed");
}

static const char *
rating_word (const FfbSheet *sheet, FfbRating rating)
{
  switch (rating)
    {
    case FFB_RATING_AVERAGE: return C_("rating letter", "A");
    case FFB_RATING_EXCELLENT: return C_("rating letter", "E");
    case FFB_RATING_POLTROON: return C_("rating letter", "P");
    case FFB_RATING_SEALED:
    default: return unknown_rating (sheet);
    }
}

/* The side being printed, and where its content comes from. */
typedef struct
{
  FfbSheet *sheet;
  const FfbSheetSource *source;
  const FfbRules *rules;
  FfbOob *oob;
  const FfbTactics *tactics; /* Q2: the battle's quick rules; NULL for Fire & Fury */
} Side;

/* R5B: the components of each flank march are noted on the OOB. */
static char *
march_note (const Side *side, const FfbUnit *unit)
{
  const FfbFlankOrder *order = ffb_sheet_march_head (side->source, side->oob->side, unit);

  if (order == NULL)
    return g_strdup ("");
  /* Translators: %s is a flank (left, right). */
  return g_strdup_printf (_(" [%s flank march]"), ffb_flank_sentence_word (order->flank));
}

static char *
rerolls_count (int n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d re-roll", "%d re-rolls", n), n);
}

/* A battle fought with other tactical rules counts guns, not FF's batteries (Q1). */
static char *
totals_text (const Side *side, const FfbUnit *unit)
{
  int artillery = ffb_unit_count_batteries (unit);
  g_autofree char *stands = ffb_text_stands (ffb_unit_count_stands (unit));
  g_autofree char *batteries = side->tactics != NULL ? ffb_sheet_quick_guns (artillery)
                                                     : ffb_text_batteries (artillery);

  return g_strdup_printf ("%s, %s", stands, batteries);
}

/* R11D: the army's re-roll allowance, in the words of the army it belongs to. */
static char *
rerolls_text (FfbRerolls rerolls)
{
  g_autofree char *own = rerolls_count (rerolls.own);
  g_autofree char *forced = rerolls_count (rerolls.forced);

  if (rerolls.own > 0)
    return g_strdup_printf (_(" %s of a friendly maneuver roll per turn (R11D)."), own);
  if (rerolls.forced > 0)
    return g_strdup_printf (_(" The opponent may force %s of this army's maneuver rolls per "
                              "turn (R11D)."), forced);
  return g_strdup ("");
}

static char *
army_leader_text (const Side *side)
{
  const FfbUnit *army = side->oob->army;
  g_autofree char *rerolls = rerolls_text (side->source->view->rerolls[side->oob->side]);

  /* Q1: the quick rules have no army leader; each General heads his own division. */
  if (side->tactics != NULL)
    return g_strdup (_("Each General heads his own division (Q1)."));
  if (army->leader_id == NULL)
    return g_strdup (_("No army leader present."));
  /* Translators: the last %s is a sentence on the army's re-rolls, or nothing. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Army leader %s (%d star), rating %s. Army command radius "
                                       "%d\" (R11A); tactical radius %d\" (R11B).%s",
                                       "Army leader %s (%d stars), rating %s. Army command radius "
                                       "%d\" (R11A); tactical radius %d\" (R11B).%s",
                                       army->leader_stars),
                          army->leader_name, army->leader_stars,
                          rating_word (side->sheet, army->rating), side->oob->army_radius,
                          side->rules->tactical_radius_inches, rerolls);
}

/* Q1, Q4: a quick battle's division is led by a General; FF's ranks and command radius are
 * not its rules'. */
static char *
quick_leader_text (const Side *side, const FfbUnit *unit, const char *march)
{
  int stars = unit->leader_stars;

  /* Translators: the last %s is a note such as " [left flank march]", or nothing. */
  if (unit->leader_id == NULL)
    return g_strdup_printf (_("Generated General, rating A.%s"), march);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d star), General, rating %s.%s",
                                       "%s (%d stars), General, rating %s.%s", stars),
                          unit->leader_name, stars, rating_word (side->sheet, unit->rating),
                          march);
}

static char *
leader_text (const Side *side, const FfbUnit *unit)
{
  gboolean corps = unit->kind == FFB_UNIT_CORPS;
  g_autofree char *march = march_note (side, unit);
  int radius = side->rules->tactical_radius_inches;
  const char *rating = rating_word (side->sheet, unit->rating);
  int stars = unit->leader_stars;

  if (side->tactics != NULL)
    return quick_leader_text (side, unit, march);
  /* Translators: the last %s is a note such as " [left flank march]", or nothing. */
  if (unit->leader_id == NULL)
    return corps ? g_strdup_printf (_("Generated corps leader (R4D), rating A, command radius "
                                      "%d\".%s"), radius, march)
                 : g_strdup_printf (_("Generated division leader (R4D), rating A, command "
                                      "radius %d\".%s"), radius, march);
  if (corps)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s (%d star), corps leader, rating %s, command radius "
                                         "%d\".%s",
                                         "%s (%d stars), corps leader, rating %s, command radius "
                                         "%d\".%s", stars),
                            unit->leader_name, stars, rating, radius, march);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s (%d star), division leader, rating %s, command radius "
                                       "%d\".%s",
                                       "%s (%d stars), division leader, rating %s, command "
                                       "radius %d\".%s", stars),
                          unit->leader_name, stars, rating, radius, march);
}

/* Q2: a brigade of a quick battle, with its Shaken box and Fresh box. */
static void
add_quick_brigade (FfbBlock *block, const Side *side, const FfbUnit *unit)
{
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_QUICK_UNIT);
  g_autofree char *march = march_note (side, unit);
  FfbRating rating = unit->rating;

  row->tag = ffb_unit_code (unit);
  row->text = g_strconcat (unit->name, march, NULL);
  row->rating = g_strdup (rating == FFB_RATING_SEALED ? unknown_rating (side->sheet)
                          : rating == FFB_RATING_EXCELLENT ? C_("rating letter", "E") : "-");
  ffb_sheet_quick_brigade (row, side->tactics, unit);
}

static void
add_brigade (FfbBlock *block, const Side *side, const FfbUnit *unit)
{
  const FfbRules *rules = side->rules;
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_BRIGADE);
  int worn = ffb_rules_worn_at (rules, unit->experience, unit->stands);
  int spent = ffb_rules_spent_at (rules, unit->experience, unit->stands);
  g_autofree char *march = march_note (side, unit);
  FfbRating rating = unit->rating;

  row->tag = ffb_unit_code (unit);
  row->text = g_strconcat (unit->name, march, NULL);
  row->stands = unit->stands;
  row->experience = g_strdup_printf ("%s%s", ffb_experience_sentence_word (unit->experience),
                                     unit->cavalry ? _(" cav.") : "");
  row->label = ffb_rules_brigade_label (rules, unit->experience, unit->stands,
                                        unit->starts_worn);
  row->rating = g_strdup (rating == FFB_RATING_SEALED ? unknown_rating (side->sheet)
                          : rating == FFB_RATING_EXCELLENT ? C_("rating letter", "E") : "-");
  /* Box n is the n-th stand lost: the brigade is Worn once S - W are gone (R4G). One that
   * starts Worn (R7D) has no Worn box. */
  row->worn_box = !unit->starts_worn && worn < unit->stands ? unit->stands - worn : 0;
  row->spent_box = spent < unit->stands ? unit->stands - spent : 0;
  row->weapons = g_strdup (unit->weapons);
}

/* A command's own batteries, each with its type (R4A: horse from cavalry SPs) and a box. */
static void
add_batteries (FfbBlock *block, const Side *side, const FfbUnit *unit)
{
  FfbSheetRow *row = NULL;

  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      g_autofree char *code = NULL, *march = NULL, *text = NULL;

      if (child->kind != FFB_UNIT_BATTERY || side->tactics != NULL)
        continue;
      if (row == NULL)
        {
          row = ffb_block_add_row (block, FFB_ROW_ITEMS);
          row->tag = g_strdup (_("Batteries"));
        }
      code = ffb_unit_code (child);
      march = march_note (side, child);
      text = g_strconcat (child->horse ? "horse" : "foot", march, NULL);
      ffb_row_add_item (row, code, text);
    }
}

/* Q2: a quick battle's guns, each with its hit boxes, under their own column names. */
static void
add_guns (FfbBlock *block, const Side *side, const FfbUnit *unit)
{
  gboolean first = TRUE;

  for (guint i = 0; side->tactics != NULL && i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      g_autofree char *march = NULL;
      FfbSheetRow *row;

      if (child->kind != FFB_UNIT_BATTERY)
        continue;
      if (first)
        ffb_block_add_row (block, FFB_ROW_QUICK_COLUMNS)->guns = TRUE;
      first = FALSE;
      row = ffb_block_add_row (block, FFB_ROW_QUICK_UNIT);
      row->tag = ffb_unit_code (child);
      ffb_sheet_quick_gun (row, side->tactics, child);
      march = march_note (side, child);
      if (march[0] != '\0')
        {
          char *text = g_strconcat (row->text, march, NULL);
          g_free (row->text);
          row->text = text;
        }
    }
}

/* The weapons column is named only over brigades that have a note. */
static gboolean
has_weapons (const FfbUnit *unit)
{
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];

      if (child->kind == FFB_UNIT_BRIGADE && child->weapons != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
add_brigades (FfbBlock *block, const Side *side, const FfbUnit *unit)
{
  gboolean first = TRUE;

  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];

      if (child->kind != FFB_UNIT_BRIGADE)
        continue;
      if (first)
        {
          FfbSheetRow *columns = ffb_block_add_row (block, side->tactics != NULL
                                                           ? FFB_ROW_QUICK_COLUMNS
                                                           : FFB_ROW_COLUMNS);

          columns->detail = has_weapons (unit) ? g_strdup (_("Weapons")) : NULL;
        }
      first = FALSE;
      if (side->tactics != NULL)
        add_quick_brigade (block, side, child);
      else
        add_brigade (block, side, child);
    }
}

static gboolean
has_subcommands (const FfbUnit *unit)
{
  for (guint i = 0; i < unit->children->len; i++)
    {
      FfbUnitKind kind = ((const FfbUnit *) unit->children->pdata[i])->kind;
      if (kind == FFB_UNIT_CORPS || kind == FFB_UNIT_DIVISION)
        return TRUE;
    }
  return FALSE;
}

static void
add_command (const Side *side, const FfbUnit *unit, int depth)
{
  FfbBlock *block = ffb_sheet_add_block (side->sheet, FFB_BLOCK_COMMAND,
                                         ffb_unit_kind_to_string (unit->kind));
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_COMMAND);

  block->unit_id = g_strdup (unit->id);
  block->depth = depth;
  /* A corps' heading stays with its first division. */
  block->keep_with_next = has_subcommands (unit);
  row->tag = ffb_unit_code (unit);
  row->text = g_strdup (unit->name);
  row->detail = unit->kind == FFB_UNIT_ARMY ? army_leader_text (side) : leader_text (side, unit);
  row->totals = totals_text (side, unit);
  add_brigades (block, side, unit);
  add_batteries (block, side, unit);
  add_guns (block, side, unit);
  for (guint i = 0; i < unit->children->len; i++)
    {
      const FfbUnit *child = unit->children->pdata[i];
      if (child->kind == FFB_UNIT_CORPS || child->kind == FFB_UNIT_DIVISION)
        add_command (side, child, depth + 1);
    }
}

/* R11D: a player may force re-rolls of the enemy's maneuver rolls: that allowance is his own,
 * so his copy names it (and nothing else of the enemy). */
static void
add_forced_rerolls (FfbBlock *block, FfbSheet *sheet, const FfbReaderView *view, FfbSide side)
{
  int forced = view->rerolls[ffb_side_other (side)].forced;
  g_autofree char *count = NULL;

  if (sheet->reader == FFB_READER_REFEREE || forced <= 0)
    return;
  count = rerolls_count (forced);
  ffb_block_add_fact (block, "R11D", _("You may force %s of the enemy's maneuver rolls per turn."),
                      count);
}

/* The side's size in SPs at the battle's ratio: in stands alone for FF, where a battery is a
 * share of the SPs (R4A); in stands and guns for a quick battle (Q1). */
static char *
side_size_text (const Side *side, const char *totals)
{
  const FfbOob *oob = side->oob;
  g_autofree char *stands = NULL, *guns = NULL;

  if (side->tactics == NULL)
    return g_strdup_printf (_("%s: %.1f SP at %d stands per SP"), totals,
                            ffb_unit_sp_worth (oob, oob->army), oob->stands_per_sp);
  stands = ffb_text_stands (side->source->view->stands_per_sp);
  guns = ffb_sheet_quick_guns (side->source->view->batteries_per_sp);
  /* Translators: "30 stands, 5 guns: 5.0 SP at 6 stands and 1 gun per SP". */
  return g_strdup_printf (_("%s: %.1f SP at %s and %s per SP"), totals,
                          ffb_unit_sp_worth (oob, oob->army), stands, guns);
}

static FfbBlock *
add_side_heading (const Side *side)
{
  FfbSheet *sheet = side->sheet;
  const FfbOob *oob = side->oob;
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_HEADING, "side");
  FfbSheetRow *row = ffb_block_add_row (block, FFB_ROW_HEADING);
  g_autofree char *totals = totals_text (side, oob->army);

  row->text = g_strdup_printf (_("%s order of battle"), ffb_side_display_name (oob->side));
  row->detail = side_size_text (side, totals);
  add_forced_rerolls (block, sheet, side->source->view, oob->side);
  return block;
}

static gboolean
has_poltroon (const FfbUnit *unit)
{
  if (unit->kind != FFB_UNIT_BRIGADE && unit->kind != FFB_UNIT_BATTERY &&
      unit->rating == FFB_RATING_POLTROON)
    return TRUE;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    if (has_poltroon (unit->children->pdata[i]))
      return TRUE;
  return FALSE;
}

static void
add_findings (const Side *side)
{
  FfbOob *oob = side->oob;
  FfbBlock *block = ffb_sheet_add_block (side->sheet, FFB_BLOCK_PLAIN, "findings");

  if (oob->findings->len == 0 && side->tactics != NULL)
    /* Translators: %s is a tactical rule set's name. */
    ffb_block_add_fact (block, side->tactics->rule, _("None: the order of battle meets the %s."),
                        side->tactics->name);
  else if (oob->findings->len == 0)
    ffb_block_add_fact (block, "R4", _("None: the order of battle meets R4B-R4F."));
  for (guint i = 0; i < oob->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      FfbUnit *unit = finding->unit_id ? ffb_oob_find_unit (oob, finding->unit_id) : NULL;
      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : NULL;

      ffb_block_add_fact (block, finding->rule, "%s%s%s", code ? code : "", code ? ": " : "",
                          finding->message);
    }
  /* R7A(2a), (2b): a P leader's effects are printed on the OOB. */
  if (has_poltroon (oob->army))
    ffb_block_add_fact (block, "R7A(2)", _("P leader: brigades in his chain of command get no "
                          "plus modifiers from him and take -1 to maneuver when out of his radius. "
                          "Attached to a brigade, the rest of his chain takes -1 to maneuver and "
                          "his brigade adds +1 or -1 at random to each maneuver and close-combat "
                          "roll, made on demand in the owning player's private view in the app (R7A(2b))."));
}

/* The findings and flank-march orders go under the side's heading, before its commands:
 * short, they never end up alone on a page after the last division. */
static void
add_side (const Side *side, gboolean new_page)
{
  add_side_heading (side)->break_before = new_page;
  add_findings (side);
  ffb_sheet_add_marches (side->sheet, side->source, side->oob->side);
  add_command (side, side->oob->army, 0);
}

static void
add_legend (FfbSheet *sheet)
{
  FfbBlock *block = ffb_sheet_add_block (sheet, FFB_BLOCK_PLAIN, "legend");

  ffb_block_add_fact (block, "R4G", _("S.W.X: the brigade starts with S stands, is Worn at W "
                        "and Spent at X; -.S.X starts Worn (R7D). Cross one box per stand lost: "
                        "the box marked W makes it Worn, the shaded box marked S Spent."));
  ffb_block_add_fact (block, "R7A", sheet->reader == FFB_READER_REFEREE
                      ? _("Ratings: E Excellent, A Average, P Poltroon; to roll = the neutral "
                          "party rolls it once the players have seen the dice's commitment. Codes: "
                          "I/2/3 is I Corps, 2nd Division, 3rd Brigade; B1 its first battery; A the "
                          "army.")
                      : _("Ratings: E Excellent, A Average, P Poltroon; sealed = not rolled yet, or "
                          "not yours to know. Codes: I/2/3 is I Corps, 2nd Division, 3rd Brigade; "
                          "B1 its first battery; A the army."));
}

void
ffb_sheet_build_oob (FfbSheet *sheet, const FfbSheetSource *source)
{
  /* Q2: the tactical rules are the battle's public setup, the same in every copy. */
  const FfbTactics *tactics = source->battle->tactics;
  gboolean first = TRUE;

  ffb_sheet_add_title (sheet, source->view);
  ffb_sheet_add_battle (sheet, source);
  ffb_sheet_add_neutral (sheet, source);
  if (tactics != NULL)
    ffb_sheet_quick_legend (sheet, tactics);
  else
    add_legend (sheet);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      Side side = { sheet, source, source->campaign->rules, source->view->oobs[s], tactics };

      /* A player's copy holds no OOB of the other side. */
      if (side.oob == NULL)
        continue;
      /* The referee's copy starts the second side on a page of its own. */
      add_side (&side, !first);
      first = FALSE;
    }
  if (tactics != NULL)
    ffb_sheet_quick_reference (sheet, tactics);
  ffb_sheet_add_secrets (sheet, source);
}
