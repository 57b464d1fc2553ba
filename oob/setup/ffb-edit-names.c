/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-names.c: names that follow a moved unit's place (ffb-organize-names.h). A moved
 * brigade that kept "1st Brigade" would sit beside another "1st Brigade" under code I/3/4, and
 * the sheet, the sealed results and the aftermath's rows could not tell the two apart. */
#include "ffb-organize-names.h"

#include <stdlib.h>
#include <string.h>
#include "ffb-limits.h"

/* The nouns the organizer numbers each kind by (ffb-organize.c). */
static const char *const brigade_nouns[] = { "Brigade", "Cavalry Brigade", NULL };
static const char *const battery_nouns[] = { "Battery", "Horse Battery", NULL };
static const char *const division_nouns[] = { "Division", NULL };

static const char *const *
nouns_of (FfbUnitKind kind)
{
  switch (kind)
    {
    case FFB_UNIT_BRIGADE: return brigade_nouns;
    case FFB_UNIT_BATTERY: return battery_nouns;
    case FFB_UNIT_DIVISION: return division_nouns;
    case FFB_UNIT_ARMY:
    case FFB_UNIT_CORPS:
    default: return NULL;
    }
}

/* The noun of an organizer's numbered name of a unit of `kind` ("Brigade" in "3rd Brigade"),
 * or NULL when the referee named it. */
static const char *
numbered_noun (const char *name, FfbUnitKind kind)
{
  const char *const *nouns = nouns_of (kind);
  char *end = NULL;
  long number;

  if (nouns == NULL || !g_ascii_isdigit (name[0]))
    return NULL;
  number = strtol (name, &end, 10);
  if (number < 1 || number > G_MAXINT)
    return NULL;
  for (; *nouns != NULL; nouns++)
    {
      g_autofree char *expected = ffb_ordinal_name ((int) number, *nouns);

      if (g_str_equal (name, expected))
        return *nouns;
    }
  return NULL;
}

void
ffb_unit_renumber_children (FfbUnit *command)
{
  int place[FFB_UNIT_BATTERY + 1] = { 0 };

  g_return_if_fail (command != NULL && command->children != NULL);
  for (guint i = 0; i < command->children->len; i++)
    {
      FfbUnit *child = g_ptr_array_index (command->children, i);
      const char *noun = numbered_noun (child->name, child->kind);
      int number = ++place[child->kind];

      if (noun != NULL)
        {
          char *name = ffb_ordinal_name (number, noun);

          g_free (child->name);
          child->name = name;
        }
    }
}

static gboolean
sibling_bears (const FfbUnit *unit, const char *name)
{
  const FfbUnit *parent = unit->parent;

  for (guint i = 0; i < parent->children->len; i++)
    {
      const FfbUnit *sibling = g_ptr_array_index (parent->children, i);

      if (sibling != unit && g_str_equal (sibling->name, name))
        return TRUE;
    }
  return FALSE;
}

/* `base` and `suffix`, the base cut so that the whole has at most FFB_MAX_NAME characters: a
 * longer name would make the campaign unsavable (the loader refuses it, issue 30, item 9). */
static char *
fit_name (const char *base, const char *suffix)
{
  glong room = FFB_MAX_NAME - g_utf8_strlen (suffix, -1);
  const char *cut = g_utf8_strlen (base, -1) > room ? g_utf8_offset_to_pointer (base, room)
                                                    : base + strlen (base);

  return g_strdup_printf ("%.*s%s", (int) (cut - base), base, suffix);
}

void
ffb_unit_make_name_unique (FfbUnit *unit, const FfbUnit *from)
{
  g_autofree char *origin = NULL;
  g_autofree char *base = NULL;
  char *name;

  g_return_if_fail (unit != NULL && unit->parent != NULL && from != NULL);
  if (!sibling_bears (unit, unit->name))
    return;
  origin = ffb_unit_path (from);
  base = g_strdup_printf ("%s (from %s)", unit->name, origin);
  name = fit_name (base, "");
  /* Moved twice from the same command under the same name: number the later ones. */
  for (int n = 2; sibling_bears (unit, name); n++)
    {
      g_autofree char *number = g_strdup_printf (" %d", n);

      g_free (name);
      name = fit_name (base, number);
    }
  g_free (unit->name);
  unit->name = name;
}
