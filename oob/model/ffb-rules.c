/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rules.c: the rule set. It is read from XML, checked, written back, and used for
 * the arithmetic of RULES.md that depends on nothing else (labels, ground, radius). */
#include "ffb-rules.h"

#include <math.h>
#include <string.h>
#include <gio/gio.h>
#include <libxml/tree.h>
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-rule-texts.h"
#include "ffb-xml-doc.h"

/* A rule set is a few kilobytes; anything this large is not one, and is refused unread. */
#define MAX_FILE_SIZE (1024 * 1024)
#define MINUTES_PER_DAY (24 * 60)

/* The numbers that sit as attributes of a section element that occurs once. One table drives
 * reading, writing, comparing and range-checking them, so the four cannot drift apart. The
 * repeated rows (stars, labels, ground, day table) are handled by hand below. */
typedef enum
{
  FIELD_INT,
  FIELD_BOOL,
  FIELD_FRACTION,
} FieldType;

typedef struct
{
  const char *element;   /* path below <rule-set>, e.g. "commands/division" */
  const char *attribute;
  FieldType type;
  gsize offset;
  int min, max;          /* inclusive; FIELD_INT only (fractions are 0 to 1) */
  const char *words;     /* what it is, in plain words, for errors */
} Field;

#define INT_FIELD(element, attribute, member, min, max, words) \
  { element, attribute, FIELD_INT, G_STRUCT_OFFSET (FfbRules, member), min, max, words }
#define BOOL_FIELD(element, attribute, member, words) \
  { element, attribute, FIELD_BOOL, G_STRUCT_OFFSET (FfbRules, member), 0, 1, words }
#define FRACTION_FIELD(element, attribute, member, words) \
  { element, attribute, FIELD_FRACTION, G_STRUCT_OFFSET (FfbRules, member), 0, 1, words }

/* The ranges match data/schema/rules.rng. */
static const Field fields[] = {
  INT_FIELD ("ratio", "stands-per-sp", stands_per_sp, 1, 1000,
             "number of stands per strength point (R4A)"),
  INT_FIELD ("ratio", "batteries-per-sp", batteries_per_sp, 0, 100,
             "number of batteries per strength point (R4A)"),
  BOOL_FIELD ("leader-ranks", "three-star-may-lead-army", three_star_may_lead_army,
              "choice whether a 3-star leader may lead an army (R4B)"),
  INT_FIELD ("commands/division", "min-sp", division_min_sp, 1, 100,
             "fewest SPs under a division leader (R4C)"),
  INT_FIELD ("commands/division", "max-sp", division_max_sp, 1, 100,
             "most SPs under a division leader (R4C)"),
  INT_FIELD ("commands/division", "min-brigades", division_min_brigades, 1, 100,
             "fewest brigades in a division (R4E)"),
  INT_FIELD ("commands/division", "max-brigades", division_max_brigades, 1, 100,
             "most brigades in a division (R4E)"),
  INT_FIELD ("commands/corps", "min-sp", corps_min_sp, 1, 100,
             "fewest SPs under a corps leader (R4C)"),
  INT_FIELD ("commands/corps", "max-sp", corps_max_sp, 1, 100,
             "most SPs under a corps leader (R4C)"),
  INT_FIELD ("commands/corps", "min-divisions", corps_min_divisions, 1, 100,
             "fewest divisions in a corps (R4C, R4E)"),
  INT_FIELD ("commands/brigade", "min-stands", brigade_min_stands, 1, 100,
             "smallest brigade allowed, in stands (Brigade sizes)"),
  INT_FIELD ("commands/brigade", "target-stands", brigade_target_stands, 1, 100,
             "brigade size the organizer aims at, in stands"),
  INT_FIELD ("commands/brigade", "max-stands", brigade_max_stands, 1, 100,
             "largest brigade allowed, in stands (Brigade sizes)"),
  FRACTION_FIELD ("flank-marches", "max-fraction", flank_max_fraction,
                  "largest share of an army's stands that may flank march (R5A)"),
  INT_FIELD ("flank-marches", "min-sp", flank_min_sp, 0, 100,
             "fewest SPs in a flank marching force (R5B)"),
  INT_FIELD ("flank-marches", "arrival-die", arrival_die, 2, 100,
             "number of sides of the flank-march arrival die (R7B)"),
  INT_FIELD ("flank-marches", "swift-turn", arrival_turn[FFB_MARCH_SWIFT], 1, 100,
             "arrival turn of a swift flank march (R7B)"),
  INT_FIELD ("flank-marches", "deliberate-turn", arrival_turn[FFB_MARCH_DELIBERATE], 1, 100,
             "arrival turn of a deliberate flank march (R7B)"),
  INT_FIELD ("flank-marches", "plodding-turn", arrival_turn[FFB_MARCH_PLODDING], 1, 100,
             "arrival turn of a plodding flank march (R7B)"),
  INT_FIELD ("flank-marches", "notice-turns-before", notice_turns_before, 0, 100,
             "number of turns of notice before a flank march arrives (R7B)"),
  INT_FIELD ("flank-marches", "encounter-percent", encounter_percent, 0, 100,
             "chance of an off-table encounter, in percent (R7B)"),
  INT_FIELD ("flank-marches", "cavalry-stand-weight", cavalry_stand_weight, 1, 10,
             "number of stands a cavalry stand counts as in an encounter (R7B)"),
  INT_FIELD ("ratings", "leader-plus-one-excellent-percent",
             leader_plus_one_excellent_percent, 0, 100,
             "chance that a +1 tactical leader is Excellent, in percent (R7A)"),
  INT_FIELD ("ratings", "leader-minus-one-poltroon-percent",
             leader_minus_one_poltroon_percent, 0, 100,
             "chance that a -1 tactical leader is a Poltroon, in percent (R7A)"),
  INT_FIELD ("ratings", "brigade-excellent-percent", brigade_excellent_percent, 0, 100,
             "chance that a brigade is Excellent, in percent (R7A)"),
  INT_FIELD ("day-table", "turn-minutes", turn_minutes, 1, MINUTES_PER_DAY,
             "length of an FF turn in minutes (R8)"),
  INT_FIELD ("losses", "demoralizing-sp", demoralizing_sp_loss, 1, 100,
             "SPs lost that demoralize an army (R9B)"),
  INT_FIELD ("promotions", "die", promotion_die, 2, 100,
             "number of sides of the promotion die (R10B)"),
  INT_FIELD ("army-leader", "radius-inches", army_radius_inches, 0, 1000,
             "army command radius in inches (R11A)"),
  INT_FIELD ("army-leader", "radius-per-point", army_radius_per_point, 0, 100,
             "inches of army command radius per point of command rating (R11D)"),
  INT_FIELD ("army-leader", "tactical-radius-inches", tactical_radius_inches, 0, 1000,
             "army leader's tactical radius in inches (R11B)"),
  INT_FIELD ("army-leader", "attached-excellent", attached_excellent, 0, 10,
             "maneuver modifier of an attached Excellent army leader (R11C)"),
  INT_FIELD ("army-leader", "attached-average", attached_average, 0, 10,
             "maneuver modifier of an attached Average army leader (R11C)"),
  INT_FIELD ("army-leader", "attached-poltroon", attached_poltroon, 0, 10,
             "maneuver modifier of an attached Poltroon army leader (R11C)"),
};

/* The section elements in the order the file lists them, each with the comment that names
 * its rules, so that a saved variant reads like data/rules/default.xml. */
typedef struct
{
  const char *path;
  const char *comment;
} Section;

static const Section sections[] = {
  { "ratio", " R4A: one CW strength point becomes this many FF stands and batteries. " },
  { "leader-ranks", " R4B: the FF rank of a CW leader of so many stars. " },
  { "commands", " R4C, R4E: what each command may hold; brigades aim at the target. " },
  { "commands/division", NULL },
  { "commands/corps", NULL },
  { "commands/brigade", NULL },
  { "brigade-labels", " R4G: S.W.X, Worn at round(S x worn), Spent at round(S x spent). " },
  { "flank-marches", " R5A, R5B, R7B: flank marching forces and their arrival. " },
  { "ratings", " R7A: chances of Excellent and Poltroon ratings. " },
  { "ground", " R7C: attacker's flank-march die modifier and defender's breastworks. " },
  { "day-table", " R8: the FF day; turns = (dusk - dawn) / turn-minutes + 1. " },
  { "losses", " R9A, R9B: stands lost short of a whole SP; SP losses that demoralize. " },
  { "promotions", " R10B: the die rolled for each promotion counter. " },
  { "army-leader", " R11A-R11D: the army leader's radii and his modifier when attached. " },
};

static FfbRules *
rules_alloc (void)
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
static int
field_int (const FfbRules *rules, const Field *field)
{
  return *(const int *) ((const guint8 *) rules + field->offset);
}

static double
field_fraction (const FfbRules *rules, const Field *field)
{
  return *(const double *) ((const guint8 *) rules + field->offset);
}

static gpointer
field_pointer (FfbRules *rules, const Field *field)
{
  return (guint8 *) rules + field->offset;
}

static gboolean
fields_equal (const FfbRules *a, const FfbRules *b)
{
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *field = &fields[i];

      if (field->type == FIELD_FRACTION
          ? field_fraction (a, field) != field_fraction (b, field)
          : field_int (a, field) != field_int (b, field))
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
invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, message);
  return FALSE;
}

static gboolean
check_fields (const FfbRules *rules, GError **error)
{
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *field = &fields[i];

      if (field->type == FIELD_FRACTION)
        {
          double value = field_fraction (rules, field);

          if (!(value >= 0.0 && value <= 1.0))
            return invalid (error, "The %s must be from 0 to 1, not %g.", field->words, value);
        }
      else if (field->type == FIELD_INT)
        {
          int value = field_int (rules, field);

          if (value < field->min || value > field->max)
            return invalid (error, "The %s must be from %d to %d, not %d.", field->words,
                            field->min, field->max, value);
        }
    }
  return TRUE;
}

/* "The fewest SPs under a division leader (3) is more than the most (2) (R4C)." */
static gboolean
check_not_above (int low, int high, const char *what, const char *low_name,
                 const char *high_name, GError **error)
{
  if (low <= high)
    return TRUE;
  return invalid (error, "%s: the %s (%d) is more than the %s (%d).", what, low_name, low,
                  high_name, high);
}

static gboolean
check_commands (const FfbRules *rules, GError **error)
{
  return check_not_above (rules->division_min_sp, rules->division_max_sp,
                          "SPs under a division leader (R4C)", "fewest", "most", error)
         && check_not_above (rules->corps_min_sp, rules->corps_max_sp,
                             "SPs under a corps leader (R4C)", "fewest", "most", error)
         && check_not_above (rules->division_min_brigades, rules->division_max_brigades,
                             "Brigades in a division (R4E)", "fewest", "most", error)
         && check_not_above (rules->brigade_min_stands, rules->brigade_target_stands,
                             "Brigade size", "smallest", "target", error)
         && check_not_above (rules->brigade_target_stands, rules->brigade_max_stands,
                             "Brigade size", "target", "largest", error);
}

/* More stars never make a lower rank: the organizer relies on it when it picks leaders. */
static gboolean
check_ranks (const FfbRules *rules, GError **error)
{
  for (int stars = 1; stars <= 4; stars++)
    {
      FfbRank rank = rules->rank_for_stars[stars];

      if ((int) rank < 0 || rank >= FFB_N_RANKS)
        return invalid (error, "A %d-star leader has no FF rank (R4B).", stars);
      if (stars > 1 && rank < rules->rank_for_stars[stars - 1])
        return invalid (error, "A %d-star leader may not hold a lower FF rank than a %d-star "
                        "leader (R4B): %s against %s.", stars, stars - 1,
                        ffb_rank_to_string (rank),
                        ffb_rank_to_string (rules->rank_for_stars[stars - 1]));
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
        return invalid (error, "%s brigades (R4G) must become Spent at a smaller share of "
                        "their stands than Worn, both shares above 0 and below 1; the rule "
                        "set has Worn at %g and Spent at %g.",
                        i == FFB_EXPERIENCE_GREEN ? "Green"
                        : i == FFB_EXPERIENCE_VETERAN ? "Veteran" : "Crack",
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
    return invalid (error, "Flank marches (R7B) must arrive swift first, then deliberate, then "
                    "plodding; the rule set has turns %d, %d and %d.", turn[FFB_MARCH_SWIFT],
                    turn[FFB_MARCH_DELIBERATE], turn[FFB_MARCH_PLODDING]);
  if (rules->notice_turns_before >= turn[FFB_MARCH_SWIFT])
    return invalid (error, "Players cannot be told %d turns before a swift flank march arrives "
                    "on turn %d (R7B): the notice would come before the first turn.",
                    rules->notice_turns_before, turn[FFB_MARCH_SWIFT]);
  return TRUE;
}

static gboolean
check_ground_effect (const FfbGroundEffect *effect, const char *where, GError **error)
{
  if (effect->attacker_modifier < -10 || effect->attacker_modifier > 10)
    return invalid (error, "The attacker's flank-march die modifier for %s (R7C) must be from "
                    "-10 to 10, not %d.", where, effect->attacker_modifier);
  if (effect->breastworks_percent < 0 || effect->breastworks_percent > 100)
    return invalid (error, "The breastworks for %s (R7C) must be from 0 to 100 percent of the "
                    "defender's stands, not %d.", where, effect->breastworks_percent);
  return TRUE;
}

static gboolean
check_ground (const FfbRules *rules, GError **error)
{
  for (int i = 0; i < FFB_N_TERRAINS; i++)
    {
      g_autofree char *where = g_strdup_printf ("a %s hex", ffb_terrain_to_string (i));

      if (!check_ground_effect (&rules->terrain[i], where, error))
        return FALSE;
    }
  for (int i = 0; i < FFB_N_RIVERS; i++)
    {
      g_autofree char *where = g_strdup_printf ("river crossing \"%s\"",
                                                ffb_river_to_string (i));

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
  const char *name = ffb_months_to_string (months);
  g_autofree char *dawn = NULL;
  g_autofree char *dusk = NULL;
  int length;

  if (row->dawn < 0 || row->dusk >= MINUTES_PER_DAY || row->dawn >= row->dusk)
    return invalid (error, "The %s day (R8) must have its dawn before its dusk, both within "
                    "one day.", name);
  dawn = ffb_clock_format_time (row->dawn);
  dusk = ffb_clock_format_time (row->dusk);
  length = row->dusk - row->dawn;
  if (length % rules->turn_minutes != 0)
    return invalid (error, "The %s day (R8) from %s to %s is not a whole number of %d-minute "
                    "turns, so no turn would start at dusk.", name, dawn, dusk,
                    rules->turn_minutes);
  if (row->turns != length / rules->turn_minutes + 1)
    return invalid (error, "The %s day (R8) is said to have %d turns, but from %s to %s at %d "
                    "minutes a turn it has %d (the last turn starts at dusk).", name,
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
    return invalid (error, "The rule set has no name.");
  if ((int) rules->remainder < 0 || rules->remainder > FFB_REMAINDER_DOWN)
    return invalid (error, "The rule set says nothing known about losses short of a whole SP "
                    "(R9A).");
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

/* ---- Reading ----------------------------------------------------------------------- */

/* Walks "commands/division" down from the root. */
static xmlNode *
find_element (xmlNode *root, const char *path)
{
  g_auto(GStrv) names = g_strsplit (path, "/", -1);
  xmlNode *node = root;

  for (int i = 0; names[i] != NULL && node != NULL; i++)
    node = ffb_xml_first_child (node, names[i]);
  return node;
}

static gboolean
read_field (xmlNode *root, const Field *field, FfbRules *rules, const char *source,
            GError **error)
{
  xmlNode *element = find_element (root, field->element);
  gpointer member = field_pointer (rules, field);

  if (element == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, root,
                         "the rule set has no <%s> element.", field->element);
      return FALSE;
    }
  switch (field->type)
    {
    case FIELD_INT:
      return ffb_xml_attr_int (element, field->attribute, TRUE, 0, field->min, field->max,
                               member, source, error);
    case FIELD_BOOL:
      return ffb_xml_attr_bool (element, field->attribute, FALSE, member, source, error);
    case FIELD_FRACTION:
      return ffb_xml_attr_double (element, field->attribute, 0.0, 1.0, member, source, error);
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

/* The value of a required word attribute, or NULL with an error. */
static char *
read_word (xmlNode *node, const char *name, const char *source, GError **error)
{
  char *word = ffb_xml_attr (node, name);

  if (word == NULL)
    ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, "<%s> needs a %s attribute.",
                       (const char *) node->name, name);
  return word;
}

static gboolean
unknown_word (xmlNode *node, const char *name, const char *word, const char *source,
              GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     "%s=\"%s\" on <%s> is not a value this build of ffbridge knows.", name,
                     word, (const char *) node->name);
  return FALSE;
}

/* Rows keyed by a word (months, terrain...) must each come once: `seen` has a bit per key. */
static gboolean
mark_seen (guint *seen, int index, xmlNode *node, const char *key, const char *source,
           GError **error)
{
  if (*seen & (1u << index))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         "<%s> for %s is given twice.", (const char *) node->name, key);
      return FALSE;
    }
  *seen |= 1u << index;
  return TRUE;
}

static gboolean
all_seen (guint seen, int n, xmlNode *section, const char *what, const char *source,
          GError **error)
{
  if (seen == (1u << n) - 1)
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, section,
                     "<%s> must give every %s once.", (const char *) section->name, what);
  return FALSE;
}

static gboolean
read_stars (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "stars", child)
    {
      g_autofree char *word = NULL;
      int stars;

      if (!ffb_xml_attr_int (child, "count", TRUE, 0, 1, 4, &stars, source, error))
        return FALSE;
      word = read_word (child, "rank", source, error);
      if (word == NULL)
        return FALSE;
      if (!ffb_rank_from_string (word, &rules->rank_for_stars[stars]))
        return unknown_word (child, "rank", word, source, error);
      if (!mark_seen (&seen, stars - 1, child, word, source, error))
        return FALSE;
    }
  return all_seen (seen, 4, section, "star count from 1 to 4", source, error);
}

static gboolean
read_labels (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "label", child)
    {
      g_autofree char *word = read_word (child, "experience", source, error);
      FfbExperience experience;

      if (word == NULL)
        return FALSE;
      if (!ffb_experience_from_string (word, &experience))
        return unknown_word (child, "experience", word, source, error);
      if (!mark_seen (&seen, experience, child, word, source, error)
          || !ffb_xml_attr_double (child, "worn", 0.0, 1.0, &rules->label[experience].worn,
                                   source, error)
          || !ffb_xml_attr_double (child, "spent", 0.0, 1.0, &rules->label[experience].spent,
                                   source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_EXPERIENCES, section, "experience", source, error);
}

static gboolean
read_ground_effect (xmlNode *node, FfbGroundEffect *effect, const char *source,
                    GError **error)
{
  return ffb_xml_attr_int (node, "attacker-modifier", TRUE, 0, -10, 10,
                           &effect->attacker_modifier, source, error)
         && ffb_xml_attr_int (node, "breastworks-percent", TRUE, 0, 0, 100,
                              &effect->breastworks_percent, source, error)
         && ffb_xml_attr_bool (node, "no-flank-marches", FALSE, &effect->no_flank_marches,
                               source, error);
}

static gboolean
read_terrains (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "terrain", child)
    {
      g_autofree char *word = read_word (child, "name", source, error);
      FfbTerrain terrain;

      if (word == NULL)
        return FALSE;
      if (!ffb_terrain_from_string (word, &terrain))
        return unknown_word (child, "name", word, source, error);
      if (!mark_seen (&seen, terrain, child, word, source, error)
          || !read_ground_effect (child, &rules->terrain[terrain], source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_TERRAINS, section, "terrain", source, error);
}

static gboolean
read_rivers (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "river", child)
    {
      g_autofree char *word = read_word (child, "crossing", source, error);
      FfbRiver river;

      if (word == NULL)
        return FALSE;
      if (!ffb_river_from_string (word, &river))
        return unknown_word (child, "crossing", word, source, error);
      if (!mark_seen (&seen, river, child, word, source, error)
          || !read_ground_effect (child, &rules->river[river], source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_RIVERS, section, "river crossing", source, error);
}

static gboolean
read_time (xmlNode *node, const char *name, int *minutes, const char *source, GError **error)
{
  g_autofree char *text = read_word (node, name, source, error);

  if (text == NULL)
    return FALSE;
  if (ffb_clock_parse_time (text, minutes))
    return TRUE;
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                     "%s=\"%s\" on <%s> must be a 24-hour time from 0000 to 2359, such as "
                     "0530.", name, text, (const char *) node->name);
  return FALSE;
}

static gboolean
read_days (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  guint seen = 0;

  ffb_xml_foreach_child (section, "day", child)
    {
      g_autofree char *word = read_word (child, "months", source, error);
      FfbMonths months;
      FfbDayRow *row;

      if (word == NULL)
        return FALSE;
      if (!ffb_months_from_string (word, &months))
        return unknown_word (child, "months", word, source, error);
      row = &rules->day[months];
      if (!mark_seen (&seen, months, child, word, source, error)
          || !read_time (child, "dawn", &row->dawn, source, error)
          || !read_time (child, "dusk", &row->dusk, source, error)
          || !ffb_xml_attr_int (child, "turns", TRUE, 0, 1, MINUTES_PER_DAY, &row->turns,
                                source, error))
        return FALSE;
    }
  return all_seen (seen, FFB_N_MONTHS, section, "CW turn's months", source, error);
}

static gboolean
read_remainder (xmlNode *section, FfbRules *rules, const char *source, GError **error)
{
  g_autofree char *word = read_word (section, "remainder", source, error);

  if (word == NULL)
    return FALSE;
  if (!ffb_remainder_from_string (word, &rules->remainder))
    return unknown_word (section, "remainder", word, source, error);
  return TRUE;
}

/* A section holding repeated rows, and the function that reads them. */
typedef gboolean (*RowReader) (xmlNode *section, FfbRules *rules, const char *source,
                               GError **error);

static gboolean
read_section (xmlNode *root, const char *path, RowReader reader, FfbRules *rules,
              const char *source, GError **error)
{
  xmlNode *section = find_element (root, path);

  if (section == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, root,
                         "the rule set has no <%s> element.", path);
      return FALSE;
    }
  return reader (section, rules, source, error);
}

static gboolean
read_names (xmlNode *root, FfbRules *rules, const char *source, GError **error)
{
  xmlNode *description = ffb_xml_first_child (root, "description");

  rules->name = read_word (root, "name", source, error);
  if (rules->name == NULL)
    return FALSE;
  if (description != NULL)
    {
      xmlChar *text = xmlNodeGetContent (description);

      rules->description = g_strdup ((const char *) text);
      xmlFree (text);
    }
  return TRUE;
}

static gboolean
read_rules (xmlNode *root, FfbRules *rules, const char *source, GError **error)
{
  if (!read_names (root, rules, source, error))
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    if (!read_field (root, &fields[i], rules, source, error))
      return FALSE;
  return read_section (root, "leader-ranks", read_stars, rules, source, error)
         && read_section (root, "brigade-labels", read_labels, rules, source, error)
         && read_section (root, "ground", read_terrains, rules, source, error)
         && read_section (root, "ground", read_rivers, rules, source, error)
         && read_section (root, "day-table", read_days, rules, source, error)
         && read_section (root, "losses", read_remainder, rules, source, error)
         && ffb_rule_texts_read (root, &rules->texts, source, error);
}

/* Checked before the schema so that a file from a newer (or older) ffbridge is told apart
 * from a broken one: the referee needs to hear "update ffbridge", not "invalid element". */
static gboolean
check_root (xmlNode *root, const char *source, GError **error)
{
  g_autofree char *version = NULL;
  gint64 number = 0;

  if (root == NULL || !g_str_equal ((const char *) root->name, "rule-set"))
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, root,
                         "this file is not a rule set: its root element is <%s>, not "
                         "<rule-set>.", root != NULL ? (const char *) root->name : "");
      return FALSE;
    }
  version = ffb_xml_attr (root, "format-version");
  if (version != NULL
      && g_ascii_string_to_signed (version, 10, G_MININT, G_MAXINT, &number, NULL)
      && number == FFB_RULES_FORMAT_VERSION)
    return TRUE;
  if (version == NULL)
    ffb_xml_set_error (error, FFB_ERROR_VERSION, source, root,
                       "the rule set does not say its format version; this build of "
                       "ffbridge reads format version %d.", FFB_RULES_FORMAT_VERSION);
  else
    ffb_xml_set_error (error, FFB_ERROR_VERSION, source, root,
                       "the rule set is in format version %s, but this build of ffbridge "
                       "reads format version %d.", version, FFB_RULES_FORMAT_VERSION);
  return FALSE;
}

/* `trusted` skips the schema: only for the built-in set, which the test suite validates
 * (/rules/file/source-tree-default) and which every start would otherwise pay for again. */
static FfbRules *
load_document (xmlDoc *doc, const char *source, gboolean trusted, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbRules) rules = NULL;

  if (!check_root (root, source, error)
      || (!trusted && !ffb_xml_doc_validate (doc, FFB_RESOURCE_RULES_SCHEMA, source, error)))
    return NULL;
  rules = rules_alloc ();
  if (!read_rules (root, rules, source, error))
    return NULL;
  if (!ffb_rules_check (rules, error))
    {
      g_prefix_error (error, "%s: ", source);
      return NULL;
    }
  return g_steal_pointer (&rules);
}

FfbRules *
ffb_rules_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (xml != NULL || length == 0, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  doc = ffb_xml_doc_parse (xml, length, source_name, error);
  if (doc == NULL)
    return NULL;
  return load_document (doc, source_name, FALSE, error);
}

FfbRules *
ffb_rules_load_element (xmlNode *element, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (element != NULL, NULL);
  g_return_val_if_fail (source_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The schema validates whole documents, so the element is validated as the root of a
   * copy. Copies keep their line numbers, so errors still point into the outer file. */
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlDocSetRootElement (doc, xmlDocCopyNode (element, doc, 1));
  return load_document (doc, source_name, FALSE, error);
}

FfbRules *
ffb_rules_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_xml_read_file (path, MAX_FILE_SIZE, "a rule set", &contents, &length, error))
    return NULL;
  return ffb_rules_load_xml (contents, length, path, error);
}

static gpointer
parse_built_in_rules (gpointer unused)
{
  static const char source[] = "resource://" FFB_RESOURCE_DEFAULT_RULES;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  FfbRules *rules = NULL;
  gconstpointer data;
  gsize size = 0;

  ffb_resources_ensure ();
  bytes = g_resources_lookup_data (FFB_RESOURCE_DEFAULT_RULES, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                   &error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &size);
      doc = ffb_xml_doc_parse (data, size, source, &error);
    }
  if (doc != NULL)
    rules = load_document (doc, source, TRUE, &error);
  if (rules == NULL)
    g_error ("The built-in rule set does not load: %s", error->message);
  return rules;
}

/* Parsed once per process; each caller gets a copy of its own to edit. */
FfbRules *
ffb_rules_new_default (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, parse_built_in_rules, NULL);
  return ffb_rules_copy (once.retval);
}

/* ---- Writing ----------------------------------------------------------------------- */

/* The shortest fixed-point spelling that reads back to the very same double, so that a saved
 * variant loads back equal yet still says "0.75" rather than "0.75000000000000000". Fixed
 * point, because the schema's xsd:decimal has no exponent. At least two places, as in the
 * default file ("0.80"). */
static void
format_fraction (double value, char *buffer, gsize size)
{
  for (int places = 2; places <= 30; places++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%df", places);
      g_ascii_formatd (buffer, (int) size, format, value);
      if (g_ascii_strtod (buffer, NULL) == value)
        return;
    }
}

static void
set_int (xmlNode *node, const char *name, int value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", value);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) text);
}

static void
set_fraction (xmlNode *node, const char *name, double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  format_fraction (value, text, sizeof text);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) text);
}

static void
set_word (xmlNode *node, const char *name, const char *word)
{
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) word);
}

static void
add_comment (xmlNode *parent, const char *text)
{
  xmlAddChild (parent, xmlNewDocComment (parent->doc, (const xmlChar *) text));
}

static xmlNode *
add_element (xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, NULL, (const xmlChar *) name, NULL);
}

/* Builds the empty section elements, in order, with their comments. */
static void
write_sections (xmlNode *root)
{
  for (gsize i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *parent_path = g_path_get_dirname (sections[i].path);
      g_autofree char *name = g_path_get_basename (sections[i].path);
      xmlNode *parent = g_str_equal (parent_path, ".") ? root
                        : find_element (root, parent_path);

      g_assert (parent != NULL);
      if (sections[i].comment != NULL)
        add_comment (parent, sections[i].comment);
      add_element (parent, name);
    }
}

static void
write_fields (xmlNode *root, const FfbRules *rules)
{
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *field = &fields[i];
      xmlNode *element = find_element (root, field->element);

      g_assert (element != NULL);
      if (field->type == FIELD_INT)
        set_int (element, field->attribute, field_int (rules, field));
      else if (field->type == FIELD_BOOL)
        set_word (element, field->attribute, field_int (rules, field) ? "true" : "false");
      else
        set_fraction (element, field->attribute, field_fraction (rules, field));
    }
}

static void
write_ground_effect (xmlNode *node, const FfbGroundEffect *effect)
{
  set_int (node, "attacker-modifier", effect->attacker_modifier);
  set_int (node, "breastworks-percent", effect->breastworks_percent);
  set_word (node, "no-flank-marches", effect->no_flank_marches ? "true" : "false");
}

static void
write_stars_and_labels (xmlNode *root, const FfbRules *rules)
{
  xmlNode *ranks = find_element (root, "leader-ranks");
  xmlNode *labels = find_element (root, "brigade-labels");

  for (int stars = 1; stars <= 4; stars++)
    {
      xmlNode *row = add_element (ranks, "stars");

      set_int (row, "count", stars);
      set_word (row, "rank", ffb_rank_to_string (rules->rank_for_stars[stars]));
    }
  for (int i = 0; i < FFB_N_EXPERIENCES; i++)
    {
      xmlNode *row;

      if (i == FFB_EXPERIENCE_CRACK)
        add_comment (labels, " Crack is an assumption in the default rule set: the article "
                     "gives no crack example. ");
      row = add_element (labels, "label");
      set_word (row, "experience", ffb_experience_to_string (i));
      set_fraction (row, "worn", rules->label[i].worn);
      set_fraction (row, "spent", rules->label[i].spent);
    }
}

static void
write_ground_and_days (xmlNode *root, const FfbRules *rules)
{
  xmlNode *ground = find_element (root, "ground");
  xmlNode *days = find_element (root, "day-table");

  for (int i = 0; i < FFB_N_TERRAINS; i++)
    {
      xmlNode *row = add_element (ground, "terrain");

      set_word (row, "name", ffb_terrain_to_string (i));
      write_ground_effect (row, &rules->terrain[i]);
    }
  for (int i = 0; i < FFB_N_RIVERS; i++)
    {
      xmlNode *row = add_element (ground, "river");

      set_word (row, "crossing", ffb_river_to_string (i));
      write_ground_effect (row, &rules->river[i]);
    }
  for (int i = 0; i < FFB_N_MONTHS; i++)
    {
      xmlNode *row = add_element (days, "day");
      g_autofree char *dawn = ffb_clock_format_time (rules->day[i].dawn);
      g_autofree char *dusk = ffb_clock_format_time (rules->day[i].dusk);

      set_word (row, "months", ffb_months_to_string (i));
      set_word (row, "dawn", dawn);
      set_word (row, "dusk", dusk);
      set_int (row, "turns", rules->day[i].turns);
    }
}

xmlNode *
ffb_rules_to_element (const FfbRules *rules, xmlDoc *doc)
{
  xmlNode *root;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (doc != NULL, NULL);
  /* Only a checked set can be written: the day table is written as times of day. */
  g_return_val_if_fail (ffb_rules_check (rules, NULL), NULL);

  root = xmlNewDocNode (doc, NULL, (const xmlChar *) "rule-set", NULL);
  set_int (root, "format-version", FFB_RULES_FORMAT_VERSION);
  set_word (root, "name", rules->name);
  if (rules->description != NULL)
    xmlNewTextChild (root, NULL, (const xmlChar *) "description",
                     (const xmlChar *) rules->description);
  write_sections (root);
  write_fields (root, rules);
  write_stars_and_labels (root, rules);
  write_ground_and_days (root, rules);
  set_word (find_element (root, "losses"), "remainder",
            ffb_remainder_to_string (rules->remainder));
  ffb_rule_texts_write (root, rules->texts);
  return root;
}

char *
ffb_rules_to_xml (const FfbRules *rules)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;
  xmlChar *text = NULL;
  int size = 0;
  char *copy;

  g_return_val_if_fail (rules != NULL, NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = ffb_rules_to_element (rules, doc);
  if (root == NULL)
    return NULL;
  xmlDocSetRootElement (doc, root);
  xmlDocDumpFormatMemoryEnc (doc, &text, &size, "UTF-8", 1);
  copy = g_strndup ((const char *) text, size);
  xmlFree (text);
  return copy;
}

/* ---- The arithmetic of the rules ---------------------------------------------------- */

gboolean
ffb_rules_three_star_can_lead_army (const FfbRules *rules)
{
  g_return_val_if_fail (rules != NULL, FALSE);

  return rules->three_star_may_lead_army;
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
