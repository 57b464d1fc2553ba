/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-setup-digest.c: the canonical text of a battle's setup as rolled, and its SHA-256 (see
 * ffb-setup-digest.h). */
#include "ffb-setup-digest.h"

#include <string.h>
#include <sodium.h>

static void
add_string (GString *text, const char *name, const char *value)
{
  const char *v = value != NULL ? value : "";

  g_string_append_printf (text, "%s=%" G_GSIZE_FORMAT ":%s", name, strlen (v), v);
}

static void
add_unit (GString *text, const FfbUnit *unit)
{
  g_string_append_printf (text, "unit=%s ", ffb_unit_kind_to_string (unit->kind));
  add_string (text, "id", unit->id);
  g_string_append_c (text, ' ');
  add_string (text, "parent", unit->parent != NULL ? unit->parent->id : NULL);
  g_string_append_c (text, ' ');
  add_string (text, "leader", unit->leader_id);
  g_string_append_printf (text, " stars=%d stands=%d experience=%s cavalry=%d worn=%d ",
                          unit->leader_stars, unit->stands,
                          ffb_experience_to_string (unit->experience), unit->cavalry ? 1 : 0,
                          unit->starts_worn ? 1 : 0);
  add_string (text, "group", unit->sp_group_id);
  g_string_append_printf (text, " horse=%d\n", unit->horse ? 1 : 0);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_unit (text, g_ptr_array_index (unit->children, i));
}

static void
add_oob (GString *text, FfbSide side, const FfbOob *oob)
{
  if (oob == NULL)
    {
      g_string_append_printf (text, "oob=%s none\n", ffb_side_to_string (side));
      return;
    }
  g_string_append_printf (text, "oob=%s radius=%d rerolls=%d ratio=%d %d\n",
                          ffb_side_to_string (side), oob->army_radius, oob->rerolls,
                          oob->stands_per_sp, oob->batteries_per_sp);
  if (oob->army != NULL)
    add_unit (text, oob->army);
}

static void
add_force (GString *text, const FfbBattle *battle, FfbSide side)
{
  const FfbBattleSide *force = &battle->sides[side];

  g_string_append_printf (text, "side=%s demoralized=%d\n", ffb_side_to_string (side),
                          force->demoralized ? 1 : 0);
  for (guint i = 0; i < force->sps->len; i++)
    {
      const FfbPresentSp *sp = &g_array_index (force->sps, FfbPresentSp, i);

      add_string (text, "sp", sp->group_id);
      g_string_append_printf (text, " %d\n", sp->count);
    }
  for (guint i = 0; i < force->leaders->len; i++)
    {
      const FfbPresentLeader *leader = &g_array_index (force->leaders, FfbPresentLeader, i);

      add_string (text, "leader", leader->leader_id);
      g_string_append_printf (text, " %d\n", (int) leader->role);
    }
}

char *
ffb_setup_digest_text (const FfbBattle *battle)
{
  GString *text;

  g_return_val_if_fail (battle != NULL, NULL);

  text = g_string_new (FFB_SETUP_DIGEST_LABEL "\n");
  g_string_append_printf (text, "turn=%d %s terrain=%s river=%s attacker=%s\n", battle->year,
                          ffb_months_to_string (battle->months),
                          ffb_terrain_to_string (battle->terrain),
                          ffb_river_to_string (battle->river),
                          ffb_side_to_string (battle->attacker));
  g_string_append_printf (text, "ratio=%d %d ", battle->stands_per_sp, battle->batteries_per_sp);
  add_string (text, "tactics", ffb_battle_tactics_id (battle));
  g_string_append_c (text, '\n');
  for (int side = 0; side < FFB_N_SIDES; side++)
    add_force (text, battle, side);
  for (int side = 0; side < FFB_N_SIDES; side++)
    add_oob (text, side, battle->oob[side]);
  return g_string_free (text, FALSE);
}

char *
ffb_setup_digest (const FfbBattle *battle)
{
  g_autofree char *text = ffb_setup_digest_text (battle);
  unsigned char digest[crypto_hash_sha256_BYTES];
  char hex[2 * crypto_hash_sha256_BYTES + 1];

  g_return_val_if_fail (text != NULL, NULL);
  crypto_hash_sha256 (digest, (const unsigned char *) text, strlen (text));
  return g_strdup (sodium_bin2hex (hex, sizeof hex, digest, sizeof digest));
}
