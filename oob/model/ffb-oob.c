/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob.c: the FF order of battle tree and its check against R4B-R4F. */
#include "ffb-oob.h"

#include <glib/gi18n-lib.h>

/* Translators: a kind of unit inside a sentence, as in "commands the division 1st Division"
 * or "is a brigade, not a battery"; files keep the English. */
static const char *const unit_kind_words[] = { NC_("unit_kind", "army"), NC_("unit_kind", "corps"),
                                               NC_("unit_kind", "division"),
                                               NC_("unit_kind", "brigade"),
                                               NC_("unit_kind", "battery") };

const char *
ffb_unit_kind_to_string (FfbUnitKind kind)
{
  g_return_val_if_fail (kind <= FFB_UNIT_BATTERY, "unit");
  return unit_kind_words[kind];
}

const char *
ffb_unit_kind_sentence_word (FfbUnitKind kind)
{
  return ffb_words_in_sentence ("unit_kind", unit_kind_words, G_N_ELEMENTS (unit_kind_words),
                                (int) kind);
}

FfbUnit *
ffb_unit_new (FfbUnitKind kind, const char *id, const char *name)
{
  FfbUnit *unit = g_new0 (FfbUnit, 1);

  unit->kind = kind;
  unit->id = g_strdup (id);
  unit->name = g_strdup (name);
  unit->rating = FFB_RATING_SEALED;
  if (kind < FFB_UNIT_BRIGADE)
    unit->children = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_unit_free);
  return unit;
}

void
ffb_unit_free (FfbUnit *unit)
{
  if (unit == NULL)
    return;
  g_clear_pointer (&unit->children, g_ptr_array_unref);
  g_free (unit->id);
  g_free (unit->name);
  g_free (unit->leader_id);
  g_free (unit->leader_name);
  g_free (unit->sp_group_id);
  g_free (unit->weapons);
  g_free (unit);
}

void
ffb_unit_append (FfbUnit *parent, FfbUnit *child)
{
  g_return_if_fail (parent != NULL && parent->children != NULL);
  g_return_if_fail (child != NULL && child->parent == NULL);
  child->parent = parent;
  g_ptr_array_add (parent->children, child);
}

void
ffb_unit_insert_by_kind (FfbUnit *parent, FfbUnit *child)
{
  guint at;

  g_return_if_fail (parent != NULL && parent->children != NULL);
  g_return_if_fail (child != NULL && child->parent == NULL);
  /* After the last child of its kind or of one listed before it (a kind's place in the enum:
   * corps, divisions, brigades, then batteries), so that a command lists its units as
   * organizing lays them out. */
  for (at = parent->children->len; at > 0; at--)
    if (((FfbUnit *) g_ptr_array_index (parent->children, at - 1))->kind <= child->kind)
      break;
  child->parent = parent;
  g_ptr_array_insert (parent->children, (gint) at, child);
}

void
ffb_unit_detach (FfbUnit *unit)
{
  FfbUnit *parent;

  g_return_if_fail (unit != NULL);
  parent = unit->parent;
  if (parent == NULL)
    return;
  /* Steal, not remove: the caller keeps the unit. */
  for (guint i = 0; i < parent->children->len; i++)
    if (g_ptr_array_index (parent->children, i) == unit)
      {
        g_ptr_array_steal_index (parent->children, i);
        break;
      }
  unit->parent = NULL;
}

FfbOob *
ffb_oob_new (FfbSide side, int stands_per_sp, int batteries_per_sp)
{
  FfbOob *oob = g_new0 (FfbOob, 1);

  oob->ref_count = 1;
  oob->side = side;
  oob->stands_per_sp = stands_per_sp;
  oob->batteries_per_sp = batteries_per_sp;
  oob->army = ffb_unit_new (FFB_UNIT_ARMY, ffb_side_to_string (side),
                            ffb_side_display_name (side));
  oob->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_finding_free);
  return oob;
}

FfbOob *
ffb_oob_ref (FfbOob *oob)
{
  g_return_val_if_fail (oob != NULL, NULL);
  g_atomic_int_inc (&oob->ref_count);
  return oob;
}

void
ffb_oob_unref (FfbOob *oob)
{
  if (oob == NULL || !g_atomic_int_dec_and_test (&oob->ref_count))
    return;
  ffb_unit_free (oob->army);
  g_ptr_array_unref (oob->findings);
  g_free (oob);
}

static FfbUnit *
find_unit_below (FfbUnit *unit, const char *id)
{
  if (g_strcmp0 (unit->id, id) == 0)
    return unit;
  if (unit->children == NULL)
    return NULL;
  for (guint i = 0; i < unit->children->len; i++)
    {
      FfbUnit *found = find_unit_below (g_ptr_array_index (unit->children, i), id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

FfbUnit *
ffb_oob_find_unit (FfbOob *oob, const char *id)
{
  g_return_val_if_fail (oob != NULL && id != NULL, NULL);
  return find_unit_below (oob->army, id);
}

FfbUnit *
ffb_unit_find_led (FfbUnit *unit, const char *leader_id)
{
  g_return_val_if_fail (unit != NULL, NULL);
  if (g_strcmp0 (unit->leader_id, leader_id) == 0)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = ffb_unit_find_led (g_ptr_array_index (unit->children, i), leader_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ffb_unit_is_command (const FfbUnit *unit)
{
  g_return_val_if_fail (unit != NULL, FALSE);
  return unit->kind == FFB_UNIT_ARMY || unit->kind == FFB_UNIT_CORPS
         || unit->kind == FFB_UNIT_DIVISION;
}

gboolean
ffb_unit_is_within (const FfbUnit *unit, const FfbUnit *command)
{
  g_return_val_if_fail (command != NULL, FALSE);

  for (; unit != NULL; unit = unit->parent)
    if (unit == command)
      return TRUE;
  return FALSE;
}

static FfbUnit *
find_code_below (FfbUnit *unit, const char *code)
{
  g_autofree char *own = ffb_unit_code (unit);

  if (g_ascii_strcasecmp (own, code) == 0)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = find_code_below (g_ptr_array_index (unit->children, i), code);

      if (found != NULL)
        return found;
    }
  return NULL;
}

FfbUnit *
ffb_oob_find_unit_named (FfbOob *oob, const char *name)
{
  FfbUnit *unit;
  g_autofree char *code = NULL;

  g_return_val_if_fail (oob != NULL && name != NULL, NULL);
  if ((unit = ffb_oob_find_unit (oob, name)) != NULL)
    return unit;
  code = g_strstrip (g_strdup (name));
  return find_code_below (oob->army, code);
}

int
ffb_unit_count_stands (const FfbUnit *unit)
{
  int total = unit->kind == FFB_UNIT_BRIGADE ? unit->stands : 0;

  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      total += ffb_unit_count_stands (g_ptr_array_index (unit->children, i));
  return total;
}

char *
ffb_unit_path (const FfbUnit *unit)
{
  GString *path;

  g_return_val_if_fail (unit != NULL, NULL);
  path = g_string_new (unit->name);
  for (const FfbUnit *up = unit->parent; up != NULL && up->kind != FFB_UNIT_ARMY;
       up = up->parent)
    g_string_append_printf (path, ", %s", up->name);
  return g_string_free (path, FALSE);
}

int
ffb_unit_count_kind (const FfbUnit *unit, FfbUnitKind kind)
{
  int total = unit->kind == kind ? 1 : 0;

  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      total += ffb_unit_count_kind (g_ptr_array_index (unit->children, i), kind);
  return total;
}

int
ffb_unit_count_batteries (const FfbUnit *unit)
{
  return ffb_unit_count_kind (unit, FFB_UNIT_BATTERY);
}

/* Direct children of a kind: a division's brigades, a corps' divisions. */
static int
count_children_of_kind (const FfbUnit *unit, FfbUnitKind kind)
{
  int total = 0;

  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      total += ((FfbUnit *) g_ptr_array_index (unit->children, i))->kind == kind;
  return total;
}

double
ffb_unit_sp_worth (const FfbOob *oob, const FfbUnit *unit)
{
  g_return_val_if_fail (oob != NULL && oob->stands_per_sp > 0, 0.0);
  return (double) ffb_unit_count_stands (unit) / oob->stands_per_sp;
}

void
ffb_finding_free (FfbFinding *finding)
{
  if (finding == NULL)
    return;
  g_free (finding->rule);
  g_free (finding->unit_id);
  g_free (finding->message);
  g_free (finding);
}

void
ffb_oob_add_finding (FfbOob *oob, const char *rule, const FfbUnit *unit, const char *format, ...)
{
  FfbFinding *finding = g_new0 (FfbFinding, 1);
  va_list args;

  g_return_if_fail (oob != NULL && rule != NULL);
  finding->rule = g_strdup (rule);
  finding->unit_id = unit != NULL ? g_strdup (unit->id) : NULL;
  va_start (args, format);
  finding->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (oob->findings, finding);
}

/* "Sigel's division" or "the 2nd Division" for messages. */
static char *
describe_command (const FfbUnit *unit)
{
  if (unit->leader_name != NULL)
    return g_strdup_printf ("%s (%s)", unit->name, unit->leader_name);
  return g_strdup (unit->name);
}

static void
check_leader_rank (FfbOob *oob, const FfbRules *rules, const FfbUnit *unit)
{
  FfbRank rank;
  gboolean fits;

  if (unit->leader_id == NULL || unit->leader_stars < 1 || unit->leader_stars > 4)
    return;
  rank = rules->rank_for_stars[unit->leader_stars];
  if (unit->kind == FFB_UNIT_DIVISION)
    fits = rank == FFB_RANK_DIVISION;
  else if (unit->kind == FFB_UNIT_CORPS)
    fits = rank == FFB_RANK_CORPS;
  else
    fits = rank == FFB_RANK_ARMY
           || (rank == FFB_RANK_CORPS && unit->leader_stars == 3 && rules->three_star_may_lead_army);
  if (!fits)
    ffb_oob_add_finding (oob, "R4B", unit,
                         /* Translators: the third and fourth %s are an FF rank and a unit's
                          * kind (army, corps, division). */
                         _("%s is a %d-star leader, whose FF rank is %s, but commands the %s "
                           "%s."),
                         unit->leader_name, unit->leader_stars, ffb_rank_sentence_word (rank),
                         ffb_unit_kind_sentence_word (unit->kind), unit->name);
}

static void
check_division (FfbOob *oob, const FfbRules *rules, const FfbUnit *division)
{
  int stands = ffb_unit_count_stands (division);
  int brigades = count_children_of_kind (division, FFB_UNIT_BRIGADE);
  int low = rules->division_min_sp * oob->stands_per_sp;
  int high = rules->division_max_sp * oob->stands_per_sp;
  g_autofree char *who = describe_command (division);

  if (stands < low || stands > high)
    ffb_oob_add_finding (oob, "R4C", division,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "%s has %d stand; a division commands %d to %d SP (%d to "
                                      "%d stands).",
                                      "%s has %d stands; a division commands %d to %d SP (%d to "
                                      "%d stands).", stands),
                         who, stands, rules->division_min_sp, rules->division_max_sp, low, high);
  if (brigades < rules->division_min_brigades || brigades > rules->division_max_brigades)
    ffb_oob_add_finding (oob, "R4E", division,
                         g_dngettext (GETTEXT_PACKAGE, "%s has %d brigade; a division has %d "
                                      "to %d.", "%s has %d brigades; a division has %d to %d.",
                                      brigades),
                         who, brigades, rules->division_min_brigades,
                         rules->division_max_brigades);
}

static void
check_corps (FfbOob *oob, const FfbRules *rules, const FfbUnit *corps)
{
  int stands = ffb_unit_count_stands (corps);
  int divisions = count_children_of_kind (corps, FFB_UNIT_DIVISION);
  int low = rules->corps_min_sp * oob->stands_per_sp;
  int high = rules->corps_max_sp * oob->stands_per_sp;
  g_autofree char *who = describe_command (corps);

  if (stands < low || stands > high)
    ffb_oob_add_finding (oob, "R4C", corps,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "%s has %d stand; a corps commands %d to %d SP (%d to %d "
                                      "stands).",
                                      "%s has %d stands; a corps commands %d to %d SP (%d to %d "
                                      "stands).", stands),
                         who, stands, rules->corps_min_sp, rules->corps_max_sp, low, high);
  if (divisions < rules->corps_min_divisions)
    ffb_oob_add_finding (oob, "R4E", corps,
                         g_dngettext (GETTEXT_PACKAGE, "%s has %d division; a corps has %d or "
                                      "more.", "%s has %d divisions; a corps has %d or more.",
                                      divisions),
                         who, divisions, rules->corps_min_divisions);
}

/* RULES.md "Brigade sizes": an agreed ratio can make brigades no FF table would field. */
static void
check_brigade_size (FfbOob *oob, const FfbRules *rules, const FfbUnit *brigade)
{
  g_autofree char *path = NULL;

  if (brigade->stands >= rules->brigade_min_stands && brigade->stands <= rules->brigade_max_stands)
    return;
  path = ffb_unit_path (brigade);
  ffb_oob_add_finding (oob, "Brigade sizes", brigade,
                       g_dngettext (GETTEXT_PACKAGE, "%s has %d stand; the rule set allows "
                                    "brigades of %d to %d stands.", "%s has %d stands; the rule "
                                    "set allows brigades of %d to %d stands.", brigade->stands),
                       path, brigade->stands,
                       rules->brigade_min_stands, rules->brigade_max_stands);
}

static void
check_brigade (FfbOob *oob, const FfbRules *rules, const FfbUnit *brigade)
{
  if (brigade->parent == NULL || brigade->parent->kind != FFB_UNIT_DIVISION)
    ffb_oob_add_finding (oob, "R4E", brigade,
                         _("%s stands outside any division; every brigade belongs to a division."),
                         brigade->name);
  if (brigade->stands < 1)
    ffb_oob_add_finding (oob, "R4F", brigade, _("%s has no stands."), brigade->name);
  else
    check_brigade_size (oob, rules, brigade);
}

/* R4E: an army leader commands corps, not divisions, once the army has a corps' worth of
 * SPs; R11 gives him his role through his corps leaders. */
static void
check_army_commands_corps (FfbOob *oob, const FfbRules *rules)
{
  const FfbUnit *army = oob->army;

  if (army->leader_id == NULL
      || ffb_unit_count_stands (army) < rules->corps_min_sp * oob->stands_per_sp)
    return;
  for (guint i = 0; i < army->children->len; i++)
    {
      const FfbUnit *child = g_ptr_array_index (army->children, i);
      g_autofree char *who = NULL;

      if (child->kind != FFB_UNIT_DIVISION)
        continue;
      who = describe_command (child);
      ffb_oob_add_finding (oob, "R4E", child,
                           _("%s stands directly under the army leader, %s; an army leader "
                             "commands corps, and every division belongs to one."), who,
                           army->leader_name);
    }
}

static void
check_unit (FfbOob *oob, const FfbRules *rules, const FfbUnit *unit)
{
  if (unit->kind == FFB_UNIT_DIVISION)
    check_division (oob, rules, unit);
  else if (unit->kind == FFB_UNIT_CORPS)
    check_corps (oob, rules, unit);
  else if (unit->kind == FFB_UNIT_BRIGADE)
    check_brigade (oob, rules, unit);
  check_leader_rank (oob, rules, unit);

  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      check_unit (oob, rules, g_ptr_array_index (unit->children, i));
}

guint
ffb_oob_validate (FfbOob *oob, const FfbRules *rules)
{
  g_return_val_if_fail (oob != NULL && rules != NULL, 0);

  g_ptr_array_set_size (oob->findings, 0);
  if (ffb_unit_count_stands (oob->army) == 0)
    ffb_oob_add_finding (oob, "R4A", oob->army,
                         _("The %s army has no strength points present in this battle."),
                         ffb_side_display_name (oob->side));
  check_unit (oob, rules, oob->army);
  check_army_commands_corps (oob, rules);
  return oob->findings->len;
}

static char *
roman (int n)
{
  static const int values[] = { 1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1 };
  static const char *const digits[] = { "M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX",
                                        "V", "IV", "I" };
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    for (; n >= values[i]; n -= values[i])
      g_string_append (out, digits[i]);
  return g_string_free (out, FALSE);
}

/* 1-based place of `unit` among its parent's children of the same kind. */
static int
place_among_kin (const FfbUnit *unit)
{
  int place = 0;

  for (guint i = 0; i < unit->parent->children->len; i++)
    {
      const FfbUnit *sibling = unit->parent->children->pdata[i];
      place += sibling->kind == unit->kind;
      if (sibling == unit)
        break;
    }
  return place;
}

char *
ffb_unit_code (const FfbUnit *unit)
{
  g_autofree char *parent = NULL;
  g_autofree char *own = NULL;

  g_return_val_if_fail (unit != NULL, NULL);
  if (unit->parent == NULL)
    return g_strdup ("A");
  if (unit->kind == FFB_UNIT_CORPS)
    own = roman (place_among_kin (unit));
  else if (unit->kind == FFB_UNIT_BATTERY)
    own = g_strdup_printf ("B%d", place_among_kin (unit));
  else
    own = g_strdup_printf ("%d", place_among_kin (unit));
  /* Corps and divisions straight under the army need no "A/" before them. */
  if (unit->parent->parent == NULL && unit->kind != FFB_UNIT_BATTERY)
    return g_steal_pointer (&own);
  parent = ffb_unit_code (unit->parent);
  return g_strdup_printf ("%s/%s", parent, own);
}
