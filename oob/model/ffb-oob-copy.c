/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-copy.c: an order of battle copied and compared field by field, as a campaign copy
 * needs it (ffb_campaign_copy). */
#include "ffb-oob.h"

static FfbUnit *
unit_copy (const FfbUnit *unit)
{
  FfbUnit *copy = ffb_unit_new (unit->kind, unit->id, unit->name);

  copy->leader_id = g_strdup (unit->leader_id);
  copy->leader_name = g_strdup (unit->leader_name);
  copy->leader_stars = unit->leader_stars;
  copy->rating = unit->rating;
  copy->stands = unit->stands;
  copy->experience = unit->experience;
  copy->cavalry = unit->cavalry;
  copy->starts_worn = unit->starts_worn;
  copy->sp_group_id = g_strdup (unit->sp_group_id);
  copy->weapons = g_strdup (unit->weapons);
  copy->horse = unit->horse;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    ffb_unit_append (copy, unit_copy (g_ptr_array_index (unit->children, i)));
  return copy;
}

/* The findings are worked out again by whoever checks the copy (ffb_oob_validate): as in the
 * campaign file, they are not part of what the OOB is. */
FfbOob *
ffb_oob_copy (const FfbOob *oob)
{
  FfbOob *copy;

  g_return_val_if_fail (oob != NULL, NULL);

  copy = ffb_oob_new (oob->side, oob->stands_per_sp, oob->batteries_per_sp);
  ffb_unit_free (copy->army);
  copy->army = unit_copy (oob->army);
  copy->army_radius = oob->army_radius;
  copy->rerolls = oob->rerolls;
  return copy;
}

static gboolean
unit_fields_equal (const FfbUnit *a, const FfbUnit *b)
{
  return a->kind == b->kind && g_strcmp0 (a->id, b->id) == 0
         && g_strcmp0 (a->name, b->name) == 0 && g_strcmp0 (a->leader_id, b->leader_id) == 0
         && g_strcmp0 (a->leader_name, b->leader_name) == 0
         && a->leader_stars == b->leader_stars && a->rating == b->rating
         && a->stands == b->stands && a->experience == b->experience
         && a->cavalry == b->cavalry && a->starts_worn == b->starts_worn
         && g_strcmp0 (a->sp_group_id, b->sp_group_id) == 0
         && g_strcmp0 (a->weapons, b->weapons) == 0 && a->horse == b->horse;
}

static gboolean
unit_equal (const FfbUnit *a, const FfbUnit *b)
{
  guint n = a->children != NULL ? a->children->len : 0;

  if (!unit_fields_equal (a, b) || n != (b->children != NULL ? b->children->len : 0))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!unit_equal (g_ptr_array_index (a->children, i), g_ptr_array_index (b->children, i)))
      return FALSE;
  return TRUE;
}

gboolean
ffb_oob_equal (const FfbOob *a, const FfbOob *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->side == b->side && a->army_radius == b->army_radius && a->rerolls == b->rerolls
         && a->stands_per_sp == b->stands_per_sp && a->batteries_per_sp == b->batteries_per_sp
         && unit_equal (a->army, b->army);
}
