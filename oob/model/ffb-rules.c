/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rules.c: the rule set as data: copied, compared, checked, and used for the
 * arithmetic of RULES.md that depends on nothing else (labels, ground, radius). Its file
 * format is the file layer's (ffb-xml-rules.c). */
#include "ffb-rules.h"
#include "ffb-rules-fields.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-rule-texts.h"


#define INT_FIELD(element, attribute, member, min, max, words) \
  { element, attribute, FFB_RULES_FIELD_INT, G_STRUCT_OFFSET (FfbRules, member), min, max, words }
#define BOOL_FIELD(element, attribute, member, words) \
  { element, attribute, FFB_RULES_FIELD_BOOL, G_STRUCT_OFFSET (FfbRules, member), 0, 1, words }
#define FRACTION_FIELD(element, attribute, member, words) \
  { element, attribute, FFB_RULES_FIELD_FRACTION, G_STRUCT_OFFSET (FfbRules, member), 0, 1, words }


/* The ranges match data/schema/rules.rng. */
const FfbRulesField ffb_rules_fields[] = {
  INT_FIELD ("ratio", "stands-per-sp", stands_per_sp, 1, 1000,
             N_("number of stands per strength point (R4A)")),
  INT_FIELD ("ratio", "batteries-per-sp", batteries_per_sp, 0, 100,
             N_("number of batteries per strength point (R4A)")),
  BOOL_FIELD ("leader-ranks", "three-star-may-lead-army", three_star_may_lead_army,
              N_("choice whether a 3-star leader may lead an army (R4B)")),
  INT_FIELD ("commands/division", "min-sp", division_min_sp, 1, 100,
             N_("fewest SPs under a division leader (R4C)")),
  INT_FIELD ("commands/division", "max-sp", division_max_sp, 1, 100,
             N_("most SPs under a division leader (R4C)")),
  INT_FIELD ("commands/division", "min-brigades", division_min_brigades, 1, 100,
             N_("fewest brigades in a division (R4E)")),
  INT_FIELD ("commands/division", "max-brigades", division_max_brigades, 1, 100,
             N_("most brigades in a division (R4E)")),
  INT_FIELD ("commands/corps", "min-sp", corps_min_sp, 1, 100,
             N_("fewest SPs under a corps leader (R4C)")),
  INT_FIELD ("commands/corps", "max-sp", corps_max_sp, 1, 100,
             N_("most SPs under a corps leader (R4C)")),
  INT_FIELD ("commands/corps", "min-divisions", corps_min_divisions, 1, 100,
             N_("fewest divisions in a corps (R4C, R4E)")),
  INT_FIELD ("commands/brigade", "min-stands", brigade_min_stands, 1, 100,
             N_("smallest brigade allowed, in stands (Brigade sizes)")),
  INT_FIELD ("commands/brigade", "target-stands", brigade_target_stands, 1, 100,
             N_("brigade size the organizer aims at, in stands")),
  INT_FIELD ("commands/brigade", "max-stands", brigade_max_stands, 1, 100,
             N_("largest brigade allowed, in stands (Brigade sizes)")),
  FRACTION_FIELD ("flank-marches", "max-fraction", flank_max_fraction,
                  N_("largest share of an army's stands that may flank march (R5A)")),
  INT_FIELD ("flank-marches", "min-sp", flank_min_sp, 0, 100,
             N_("fewest SPs in a flank marching force (R5B)")),
  INT_FIELD ("flank-marches", "arrival-die", arrival_die, 2, 100,
             N_("number of sides of the flank-march arrival die (R7B)")),
  INT_FIELD ("flank-marches", "swift-turn", arrival_turn[FFB_MARCH_SWIFT], 1, 100,
             N_("arrival turn of a swift flank march (R7B)")),
  INT_FIELD ("flank-marches", "deliberate-turn", arrival_turn[FFB_MARCH_DELIBERATE], 1, 100,
             N_("arrival turn of a deliberate flank march (R7B)")),
  INT_FIELD ("flank-marches", "plodding-turn", arrival_turn[FFB_MARCH_PLODDING], 1, 100,
             N_("arrival turn of a plodding flank march (R7B)")),
  INT_FIELD ("flank-marches", "notice-turns-before", notice_turns_before, 0, 100,
             N_("number of turns of notice before a flank march arrives (R7B)")),
  INT_FIELD ("flank-marches", "encounter-percent", encounter_percent, 0, 100,
             N_("chance of an off-table encounter, in percent (R7B)")),
  INT_FIELD ("flank-marches", "cavalry-stand-weight", cavalry_stand_weight, 1, 10,
             N_("number of stands a cavalry stand counts as in an encounter (R7B)")),
  INT_FIELD ("ratings", "leader-plus-one-excellent-percent",
             leader_plus_one_excellent_percent, 0, 100,
             N_("chance that a +1 tactical leader is Excellent, in percent (R7A)")),
  INT_FIELD ("ratings", "leader-minus-one-poltroon-percent",
             leader_minus_one_poltroon_percent, 0, 100,
             N_("chance that a -1 tactical leader is a Poltroon, in percent (R7A)")),
  INT_FIELD ("ratings", "brigade-excellent-percent", brigade_excellent_percent, 0, 100,
             N_("chance that a brigade is Excellent, in percent (R7A)")),
  INT_FIELD ("day-table", "turn-minutes", turn_minutes, 1, MINUTES_PER_DAY,
             N_("length of an FF turn in minutes (R8)")),
  INT_FIELD ("losses", "demoralizing-sp", demoralizing_sp_loss, 1, 100,
             N_("SPs lost that demoralize an army (R9B)")),
  INT_FIELD ("promotions", "die", promotion_die, 2, 100,
             N_("number of sides of the promotion die (R10B)")),
  INT_FIELD ("army-leader", "radius-inches", army_radius_inches, 0, 1000,
             N_("army command radius in inches (R11A)")),
  INT_FIELD ("army-leader", "radius-per-point", army_radius_per_point, 0, 100,
             N_("inches of army command radius per point of command rating (R11D)")),
  INT_FIELD ("army-leader", "tactical-radius-inches", tactical_radius_inches, 0, 1000,
             N_("army leader's tactical radius in inches (R11B)")),
  INT_FIELD ("army-leader", "attached-excellent", attached_excellent, 0, 10,
             N_("maneuver modifier of an attached Excellent army leader (R11C)")),
  INT_FIELD ("army-leader", "attached-average", attached_average, 0, 10,
             N_("maneuver modifier of an attached Average army leader (R11C)")),
  INT_FIELD ("army-leader", "attached-poltroon", attached_poltroon, 0, 10,
             N_("maneuver modifier of an attached Poltroon army leader (R11C)")),
};
const gsize ffb_rules_n_fields = G_N_ELEMENTS (ffb_rules_fields);

FfbRules *
ffb_rules_alloc (void)
{
  FfbRules *rules = g_new0 (FfbRules, 1);

  g_atomic_ref_count_init (&rules->ref_count);
  return rules;
}

FfbRules *
ffb_rules_ref (FfbRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

void
ffb_rules_unref (FfbRules *rules)
{
  g_return_if_fail (rules != NULL);

  if (!g_atomic_ref_count_dec (&rules->ref_count))
    return;
  g_free (rules->name);
  g_free (rules->description);
  g_clear_pointer (&rules->texts, g_ptr_array_unref);
  g_free (rules);
}

FfbRules *
ffb_rules_copy (const FfbRules *rules)
{
  FfbRules *copy;

  g_return_val_if_fail (rules != NULL, NULL);

  copy = g_new (FfbRules, 1);
  *copy = *rules;
  g_atomic_ref_count_init (&copy->ref_count);
  copy->name = g_strdup (rules->name);
  copy->description = g_strdup (rules->description);
  copy->texts = ffb_rule_texts_copy (rules->texts);
  return copy;
}

/* Field access. The table only ever points at members of the type it names. */
int
ffb_rules_field_int (const FfbRules *rules, const FfbRulesField *field)
{
  return *(const int *) ((const guint8 *) rules + field->offset);
}

double
ffb_rules_field_fraction (const FfbRules *rules, const FfbRulesField *field)
{
  return *(const double *) ((const guint8 *) rules + field->offset);
}

gpointer
ffb_rules_field_pointer (FfbRules *rules, const FfbRulesField *field)
{
  return (guint8 *) rules + field->offset;
}

static gboolean
fields_equal (const FfbRules *a, const FfbRules *b)
{
  for (gsize i = 0; i < ffb_rules_n_fields; i++)
    {
      const FfbRulesField *field = &ffb_rules_fields[i];

      if (field->type == FFB_RULES_FIELD_FRACTION
          ? ffb_rules_field_fraction (a, field) != ffb_rules_field_fraction (b, field)
          : ffb_rules_field_int (a, field) != ffb_rules_field_int (b, field))
        return FALSE;
    }
  return TRUE;
}

static gboolean
ground_effects_equal (const FfbGroundEffect *a, const FfbGroundEffect *b)
{
  return a->attacker_modifier == b->attacker_modifier
         && a->breastworks_percent == b->breastworks_percent
         && !a->no_flank_marches == !b->no_flank_marches;
}

static gboolean
rows_equal (const FfbRules *a, const FfbRules *b)
{
  for (int stars = 1; stars <= 4; stars++)
    if (a->rank_for_stars[stars] != b->rank_for_stars[stars])
      return FALSE;
  for (int i = 0; i < FFB_N_EXPERIENCES; i++)
    if (a->label[i].worn != b->label[i].worn || a->label[i].spent != b->label[i].spent)
      return FALSE;
  for (int i = 0; i < FFB_N_MONTHS; i++)
    if (a->day[i].dawn != b->day[i].dawn || a->day[i].dusk != b->day[i].dusk
        || a->day[i].turns != b->day[i].turns)
      return FALSE;
  for (int i = 0; i < FFB_N_TERRAINS; i++)
    if (!ground_effects_equal (&a->terrain[i], &b->terrain[i]))
      return FALSE;
  for (int i = 0; i < FFB_N_RIVERS; i++)
    if (!ground_effects_equal (&a->river[i], &b->river[i]))
      return FALSE;
  return TRUE;
}

gboolean
ffb_rules_equal (const FfbRules *a, const FfbRules *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  return g_strcmp0 (a->name, b->name) == 0
         && g_strcmp0 (a->description, b->description) == 0
         && a->remainder == b->remainder
         && fields_equal (a, b)
         && rows_equal (a, b)
         && ffb_rule_texts_equal (a->texts, b->texts);
}

/* ---- Checking ---------------------------------------------------------------------- */

static gboolean
check_fields (const FfbRules *rules, GError **error)
{
  for (gsize i = 0; i < ffb_rules_n_fields; i++)
    {
      const FfbRulesField *field = &ffb_rules_fields[i];

      if (field->type == FFB_RULES_FIELD_FRACTION)
        {
          double value = ffb_rules_field_fraction (rules, field);

          if (!(value >= 0.0 && value <= 1.0))
            return ffb_refuse (error, _("The %s must be from 0 to 1, not %g."), _(field->words),
                               value);
        }
      else if (field->type == FFB_RULES_FIELD_INT)
        {
          int value = ffb_rules_field_int (rules, field);

          if (value < field->min || value > field->max)
            return ffb_refuse (error, _("The %s must be from %d to %d, not %d."), _(field->words),
                               field->min, field->max, value);
        }
    }
  return TRUE;
}

/* "SPs under a division leader (R4C): the fewest (3) is more than the most (2)." */
static gboolean
check_commands (const FfbRules *rules, GError **error)
{
  /* Translators: R4C and R4E are rule ids, keep them. */
  if (rules->division_min_sp > rules->division_max_sp)
    return ffb_refuse (error, _("SPs under a division leader (R4C): the fewest (%d) is more than "
                                "the most (%d)."), rules->division_min_sp, rules->division_max_sp);
  if (rules->corps_min_sp > rules->corps_max_sp)
    return ffb_refuse (error, _("SPs under a corps leader (R4C): the fewest (%d) is more than the "
                                "most (%d)."), rules->corps_min_sp, rules->corps_max_sp);
  if (rules->division_min_brigades > rules->division_max_brigades)
    return ffb_refuse (error, _("Brigades in a division (R4E): the fewest (%d) is more than the "
                                "most (%d)."), rules->division_min_brigades,
                       rules->division_max_brigades);
  if (rules->brigade_min_stands > rules->brigade_target_stands)
    return ffb_refuse (error, _("Brigade size: the smallest (%d) is more than the target (%d)."),
                       rules->brigade_min_stands, rules->brigade_target_stands);
  if (rules->brigade_target_stands > rules->brigade_max_stands)
    return ffb_refuse (error, _("Brigade size: the target (%d) is more than the largest (%d)."),
                       rules->brigade_target_stands, rules->brigade_max_stands);
  return TRUE;
}

/* More stars never make a lower rank: the organizer relies on it when it picks leaders. */
static gboolean
check_ranks (const FfbRules *rules, GError **error)
{
  for (int stars = 1; stars <= 4; stars++)
    {
      FfbRank rank = rules->rank_for_stars[stars];

      if ((int) rank < 0 || rank >= FFB_N_RANKS)
        return ffb_refuse (error, _("A %d-star leader has no FF rank (R4B)."), stars);
      if (stars > 1 && rank < rules->rank_for_stars[stars - 1])
        return ffb_refuse (error, _("A %d-star leader may not hold a lower FF rank than a %d-star "
                             "leader (R4B): %s against %s."), stars, stars - 1,
                           ffb_rank_sentence_word (rank),
                           ffb_rank_sentence_word (rules->rank_for_stars[stars - 1]));
    }
  return TRUE;
}

static gboolean
check_labels (const FfbRules *rules, GError **error)
{
  for (int i = 0; i < FFB_N_EXPERIENCES; i++)
    {
      const FfbLabelFractions *label = &rules->label[i];

      if (!(0.0 < label->spent && label->spent < label->worn && label->worn < 1.0))
        return ffb_refuse (error, _("%s brigades (R4G) must become Spent at a smaller share of "
                             "their stands than Worn, both shares above 0 and below 1; the rule "
                             "set has Worn at %g and Spent at %g."),
                           ffb_experience_display_name (i),
                           label->worn, label->spent);
    }
  return TRUE;
}

static gboolean
check_flank_marches (const FfbRules *rules, GError **error)
{
  const int *turn = rules->arrival_turn;

  if (!(turn[FFB_MARCH_SWIFT] < turn[FFB_MARCH_DELIBERATE]
        && turn[FFB_MARCH_DELIBERATE] < turn[FFB_MARCH_PLODDING]))
    return ffb_refuse (error, _("Flank marches (R7B) must arrive swift first, then deliberate, "
                                "then plodding; the rule set has turns %d, %d and %d."),
                       turn[FFB_MARCH_SWIFT], turn[FFB_MARCH_DELIBERATE],
                       turn[FFB_MARCH_PLODDING]);
  if (rules->notice_turns_before >= turn[FFB_MARCH_SWIFT])
    return ffb_refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "Players cannot be told %d turn before a swift flank "
                                           "march arrives on turn %d (R7B): the notice would come "
                                           "before the first turn.",
                                           "Players cannot be told %d turns before a swift flank "
                                           "march arrives on turn %d (R7B): the notice would come "
                                           "before the first turn.", rules->notice_turns_before),
                       rules->notice_turns_before, turn[FFB_MARCH_SWIFT]);
  return TRUE;
}

static gboolean
check_ground_effect (const FfbGroundEffect *effect, const char *where, GError **error)
{
  if (effect->attacker_modifier < -10 || effect->attacker_modifier > 10)
    return ffb_refuse (error, _("The attacker's flank-march die modifier for %s (R7C) must be from "
                         "-10 to 10, not %d."), where, effect->attacker_modifier);
  if (effect->breastworks_percent < 0 || effect->breastworks_percent > 100)
    return ffb_refuse (error, _("The breastworks for %s (R7C) must be from 0 to 100 percent of the "
                         "defender's stands, not %d."), where, effect->breastworks_percent);
  return TRUE;
}

static gboolean
check_ground (const FfbRules *rules, GError **error)
{
  for (int i = 0; i < FFB_N_TERRAINS; i++)
    {
      /* Translators: %s is a terrain (clear, forest, swamp, road-gap). */
      g_autofree char *where = g_strdup_printf (_("a %s hex"), ffb_terrain_sentence_word (i));

      if (!check_ground_effect (&rules->terrain[i], where, error))
        return FALSE;
    }
  for (int i = 0; i < FFB_N_RIVERS; i++)
    {
      /* Translators: %s is a river (none, unnavigable, navigable). */
      g_autofree char *where = g_strdup_printf (_("river crossing \"%s\""),
                                                ffb_river_sentence_word (i));

      if (!check_ground_effect (&rules->river[i], where, error))
        return FALSE;
    }
  return TRUE;
}

/* R8: the last turn starts at dusk, so the day must be a whole number of turns long and
 * the table's turn count must agree with its times. */
static gboolean
check_day_row (const FfbRules *rules, FfbMonths months, GError **error)
{
  const FfbDayRow *row = &rules->day[months];
  const char *name = ffb_months_sentence_word (months);
  g_autofree char *dawn = NULL;
  g_autofree char *dusk = NULL;
  int length;

  /* Translators: in the day table's messages, "The %s day" names two months, such as
   * Jul-Aug; R8 is a rule id. */
  if (row->dawn < 0 || row->dusk >= MINUTES_PER_DAY || row->dawn >= row->dusk)
    return ffb_refuse (error, _("The %s day (R8) must have its dawn before its dusk, both within "
                         "one day."), name);
  dawn = ffb_clock_format_time (row->dawn);
  dusk = ffb_clock_format_time (row->dusk);
  length = row->dusk - row->dawn;
  if (length % rules->turn_minutes != 0)
    return ffb_refuse (error, _("The %s day (R8) from %s to %s is not a whole number of %d-minute "
                         "turns, so no turn would start at dusk."), name, dawn, dusk,
                       rules->turn_minutes);
  if (row->turns != length / rules->turn_minutes + 1)
    return ffb_refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "The %s day (R8) is said to have %d turn, but from %s "
                                           "to %s at %d minutes a turn it has %d (the last turn "
                                           "starts at dusk).",
                                           "The %s day (R8) is said to have %d turns, but from %s "
                                           "to %s at %d minutes a turn it has %d (the last turn "
                                           "starts at dusk).", row->turns), name,
                       row->turns, dawn, dusk, rules->turn_minutes,
                       length / rules->turn_minutes + 1);
  return TRUE;
}

static gboolean
check_day_table (const FfbRules *rules, GError **error)
{
  for (int i = 0; i < FFB_N_MONTHS; i++)
    if (!check_day_row (rules, i, error))
      return FALSE;
  return TRUE;
}

gboolean
ffb_rules_check (const FfbRules *rules, GError **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (rules->name == NULL || rules->name[0] == '\0')
    return ffb_refuse (error, _("The rule set has no name."));
  if ((int) rules->remainder < 0 || rules->remainder > FFB_REMAINDER_DOWN)
    return ffb_refuse (error, _("The rule set says nothing known about losses short of a whole SP "
                         "(R9A)."));
  /* The fields come first: the day table divides by the turn length they check. */
  return check_fields (rules, error)
         && check_ranks (rules, error)
         && check_commands (rules, error)
         && check_labels (rules, error)
         && check_flank_marches (rules, error)
         && check_ground (rules, error)
         && check_day_table (rules, error)
         && ffb_rule_texts_check (rules->texts, error);
}

/* ---- The arithmetic of the rules ---------------------------------------------------- */

gboolean
ffb_rules_three_star_can_lead_army (const FfbRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return rules->three_star_may_lead_army;
}

gboolean
ffb_rules_three_star_has_role (const FfbRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return rules->rank_for_stars[3] != FFB_RANK_DIVISION || rules->three_star_may_lead_army;
}

/* Half up, as the article's examples need (veteran 0.75 x 10 = 7.5 makes 8). The epsilon
 * keeps a product that is n.5 on paper but a hair below it in binary (0.7 x 5) from
 * rounding down; it is far below any share a rule set could mean. */
static int
round_share (int stands, double fraction)
{
  return (int) floor (stands * fraction + 0.5 + 1e-9);
}

int
ffb_rules_worn_at (const FfbRules *rules, FfbExperience experience, int stands)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail ((int) experience >= 0 && experience < FFB_N_EXPERIENCES, 0);
  g_return_val_if_fail (stands >= 0, 0);

  return round_share (stands, rules->label[experience].worn);
}

int
ffb_rules_spent_at (const FfbRules *rules, FfbExperience experience, int stands)
{
  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail ((int) experience >= 0 && experience < FFB_N_EXPERIENCES, 0);
  g_return_val_if_fail (stands >= 0, 0);

  return round_share (stands, rules->label[experience].spent);
}

char *
ffb_rules_brigade_label (const FfbRules *rules, FfbExperience experience, int stands,
                         gboolean starts_worn)
{
  int spent;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail ((int) experience >= 0 && experience < FFB_N_EXPERIENCES, NULL);
  g_return_val_if_fail (stands >= 0, NULL);

  spent = ffb_rules_spent_at (rules, experience, stands);
  /* R7D: a brigade that starts Worn has no Worn point left to reach; the article prints
   * its full strength where the Worn point would be ("-.10.6"). */
  if (starts_worn)
    return g_strdup_printf ("-.%d.%d", stands, spent);
  return g_strdup_printf ("%d.%d.%d", stands, ffb_rules_worn_at (rules, experience, stands),
                          spent);
}

FfbGroundEffect
ffb_rules_ground_effect (const FfbRules *rules, FfbTerrain terrain, FfbRiver river)
{
  FfbGroundEffect none = { 0, 0, FALSE };
  const FfbGroundEffect *hex, *crossing;
  FfbGroundEffect effect;

  g_return_val_if_fail (rules != NULL, none);
  g_return_val_if_fail ((int) terrain >= 0 && terrain < FFB_N_TERRAINS, none);
  g_return_val_if_fail ((int) river >= 0 && river < FFB_N_RIVERS, none);

  hex = &rules->terrain[terrain];
  crossing = &rules->river[river];
  effect.attacker_modifier = hex->attacker_modifier + crossing->attacker_modifier;
  effect.breastworks_percent = MAX (hex->breastworks_percent, crossing->breastworks_percent);
  effect.no_flank_marches = hex->no_flank_marches || crossing->no_flank_marches;
  return effect;
}

int
ffb_rules_breastworks_inches (const FfbRules *rules, FfbTerrain terrain, FfbRiver river,
                              int defender_on_table_stands)
{
  FfbGroundEffect effect;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (defender_on_table_stands >= 0, 0);

  effect = ffb_rules_ground_effect (rules, terrain, river);
  /* Integer arithmetic, halves up: 25% of 18 stands is 4.5, which makes 5 inches. */
  return (effect.breastworks_percent * defender_on_table_stands + 50) / 100;
}

int
ffb_rules_army_radius (const FfbRules *rules, int army_command_rating)
{
  g_return_val_if_fail (rules != NULL, 0);

  return MAX (0, rules->army_radius_inches
                 + rules->army_radius_per_point * army_command_rating);
}

int
ffb_rules_attached_modifier (const FfbRules *rules, FfbRating rating)
{
  g_return_val_if_fail (rules != NULL, -1);

  switch (rating)
    {
    case FFB_RATING_EXCELLENT: return rules->attached_excellent;
    case FFB_RATING_AVERAGE: return rules->attached_average;
    case FFB_RATING_POLTROON: return rules->attached_poltroon;
    default: return -1;
    }
}
