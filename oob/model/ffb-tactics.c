/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tactics.c: a tactical rule set other than Fire & Fury as data: made, checked, and used
 * for the arithmetic of RULES.md Q that depends on nothing else (Shaken, the organizer's
 * limits). Its file format is the file layer's (ffb-xml-tactics.c). */
#include "ffb-tactics.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-text.h"

/* A set's numbers are a table's: anything past these is no tactical rule set. */
#define MOST_STANDS 100
#define MOST_HITS 20
/* The most SPs a rule set lets a division hold (ffb-rules.c's range for R4C). */
#define MOST_DIVISION_SP 100

static void
figure_free (FfbTacticsFigure *figure)
{
  g_free (figure->label);
  g_free (figure->text);
  g_free (figure);
}

static void
block_free (FfbTacticsBlock *block)
{
  g_free (block->name);
  g_ptr_array_unref (block->figures);
  g_free (block);
}

FfbTactics *
ffb_tactics_alloc (void)
{
  FfbTactics *tactics = g_new0 (FfbTactics, 1);

  g_atomic_ref_count_init (&tactics->ref_count);
  tactics->reference = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  return tactics;
}

FfbTactics *
ffb_tactics_ref (FfbTactics *tactics)
{
  g_return_val_if_fail (tactics != NULL, NULL);

  g_atomic_ref_count_inc (&tactics->ref_count);
  return tactics;
}

void
ffb_tactics_unref (FfbTactics *tactics)
{
  g_return_if_fail (tactics != NULL);

  if (!g_atomic_ref_count_dec (&tactics->ref_count))
    return;
  g_free (tactics->id);
  g_free (tactics->name);
  g_free (tactics->description);
  g_free (tactics->rule);
  g_free (tactics->activation_tables);
  g_free (tactics->activation_table);
  g_free (tactics->activation_name);
  g_ptr_array_unref (tactics->reference);
  g_free (tactics);
}

FfbTacticsBlock *
ffb_tactics_add_block (FfbTactics *tactics, const char *name)
{
  FfbTacticsBlock *block = g_new0 (FfbTacticsBlock, 1);

  g_return_val_if_fail (tactics != NULL && name != NULL, NULL);
  block->name = g_strdup (name);
  block->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) figure_free);
  g_ptr_array_add (tactics->reference, block);
  return block;
}

void
ffb_tactics_add_figure (FfbTacticsBlock *block, const char *label, const char *text)
{
  FfbTacticsFigure *figure = g_new0 (FfbTacticsFigure, 1);

  g_return_if_fail (block != NULL && label != NULL && text != NULL);
  figure->label = g_strdup (label);
  figure->text = g_strdup (text);
  g_ptr_array_add (block->figures, figure);
}

/* ---- Checking ---------------------------------------------------------------------- */

static gboolean
out_of_range (const FfbTactics *tactics, const char *what, int value, int least, int most,
              GError **error)
{
  if (value >= least && value <= most)
    return FALSE;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
               /* Translators: the first %s is what the number counts, e.g. "stands per SP";
                * the last names the tactical rule set. */
               _("The %s must be from %d to %d, not %d, in “%s”."), what, least, most, value,
               tactics->name);
  return TRUE;
}

static gboolean
check_ranges (const FfbTactics *tactics, GError **error)
{
  return !out_of_range (tactics, _("stands per SP"), tactics->stands_per_sp, 1, 1000, error)
         && !out_of_range (tactics, _("guns per SP"), tactics->guns_per_sp, 0, 100, error)
         && !out_of_range (tactics, _("smallest brigade"), tactics->brigade_min_stands, 1,
                           MOST_STANDS, error)
         && !out_of_range (tactics, _("brigade size the organizer aims at"),
                           tactics->brigade_target_stands, tactics->brigade_min_stands,
                           MAX (tactics->brigade_max_stands, tactics->brigade_min_stands),
                           error)
         && !out_of_range (tactics, _("largest brigade"), tactics->brigade_max_stands,
                           tactics->brigade_min_stands, MOST_STANDS, error)
         && !out_of_range (tactics, _("fewest brigades in a division"),
                           tactics->division_min_brigades, 1, MOST_STANDS, error)
         && !out_of_range (tactics, _("most brigades in a division"),
                           tactics->division_max_brigades, tactics->division_min_brigades,
                           MOST_STANDS, error)
         && !out_of_range (tactics, _("hits that take a stand"), tactics->stand_hits, 1,
                           MOST_HITS, error)
         && !out_of_range (tactics, _("hits that remove a gun"), tactics->gun_hits, 1,
                           MOST_HITS, error)
         && !out_of_range (tactics, _("hits that make a gun Shaken"), tactics->gun_shaken_hits,
                           1, tactics->gun_hits, error);
}

gboolean
ffb_tactics_check (const FfbTactics *tactics, GError **error)
{
  g_return_val_if_fail (tactics != NULL, FALSE);

  if (tactics->id == NULL || tactics->name == NULL || tactics->rule == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("A tactical rule set needs an id, a name and a rule id."));
      return FALSE;
    }
  if (!check_ranges (tactics, error))
    return FALSE;
  if (!(tactics->shaken_lost_over >= 0.0 && tactics->shaken_lost_over < 1.0))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("The share of stands a brigade loses before it is Shaken must be from 0 "
                     "to less than 1, not %g, in “%s”."), tactics->shaken_lost_over,
                   tactics->name);
      return FALSE;
    }
  return TRUE;
}

/* ---- Arithmetic -------------------------------------------------------------------- */

int
ffb_tactics_shaken_at (const FfbTactics *tactics, int stands)
{
  int lost;

  g_return_val_if_fail (tactics != NULL, 0);
  if (stands <= 0)
    return 0;
  /* "Lost over 1/2": the fewest whole stands that are more than the share. The nudge keeps a
   * share that is a whole number of stands (8 x 0.5) whole despite binary fractions. */
  lost = (int) floor (stands * tactics->shaken_lost_over + 1e-9) + 1;
  return MAX (stands - lost, 0);
}

const char *
ffb_tactics_experience_word (FfbExperience experience)
{
  switch (experience)
    {
    case FFB_EXPERIENCE_CRACK: return C_("quick rules experience", "Elite");
    case FFB_EXPERIENCE_VETERAN: return C_("quick rules experience", "Veteran");
    case FFB_EXPERIENCE_GREEN:
    default: return C_("quick rules experience", "Green");
    }
}

/* ---- Words ------------------------------------------------------------------------- */

char *
ffb_tactics_artillery_count (const FfbTactics *tactics, int n)
{
  if (tactics == NULL)
    return ffb_text_batteries (n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gun", "%d guns", n), n);
}

const char *
ffb_tactics_artillery_name (const FfbTactics *tactics, gboolean horse)
{
  if (tactics == NULL)
    return horse ? _("Horse battery") : _("Battery");
  return horse ? _("Horse gun") : _("Gun");
}

static int
ceil_div (int a, int b)
{
  return (a + b - 1) / b;
}

FfbRules *
ffb_tactics_organizing_rules (const FfbTactics *tactics, const FfbRules *base,
                              int stands_per_sp)
{
  FfbRules *rules;

  g_return_val_if_fail (tactics != NULL && base != NULL && stands_per_sp > 0, NULL);

  rules = ffb_rules_copy (base);
  /* Q1 has Generals at the head of divisions and no higher command. */
  for (int stars = 1; stars <= 4; stars++)
    rules->rank_for_stars[stars] = FFB_RANK_DIVISION;
  rules->three_star_may_lead_army = FALSE;
  rules->brigade_min_stands = tactics->brigade_min_stands;
  rules->brigade_target_stands = tactics->brigade_target_stands;
  rules->brigade_max_stands = tactics->brigade_max_stands;
  rules->division_min_brigades = tactics->division_min_brigades;
  rules->division_max_brigades = tactics->division_max_brigades;
  /* The organizer gives a division the SPs its most brigades hold at the target size, at
   * least one (an SP is never split between divisions): filled to the largest size, a
   * division of SPs of several experiences would need a brigade past the largest. Q1 counts
   * a division's brigades, not its SPs: the check names no SP range for it
   * (ffb_oob_validate_battle). */
  rules->division_min_sp = CLAMP (ceil_div (tactics->division_min_brigades
                                            * tactics->brigade_min_stands, stands_per_sp),
                                  1, MOST_DIVISION_SP);
  rules->division_max_sp = CLAMP (tactics->division_max_brigades
                                  * tactics->brigade_target_stands / stands_per_sp,
                                  rules->division_min_sp, MOST_DIVISION_SP);
  return rules;
}
