/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-verify-setup.c: the setup a battle was rolled on, checked by `verify` (RULES.md
 * "Fair dice", second decision; issue 30 item 6). The rolls' results are worked out again from
 * the battle's own setup and OOBs (ffb-neutral-verify.c), so a setup changed after the rolls
 * would change what they are checked against: its digest, kept when the pre-battle rolls were
 * made, is recomputed here, and what R7D makes of the demoralized flags is checked against the
 * marches and the brigades, for a battle rolled before the digest was kept too. */
#include "ffb-neutral-verify-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-setup-digest.h"

char *
ffb_neutral_check_setup_digest (const FfbBattle *battle)
{
  g_autofree char *now = NULL;

  g_return_val_if_fail (battle != NULL, NULL);
  if (battle->neutral == NULL || battle->neutral->setup_digest == NULL)
    return NULL;
  now = ffb_setup_digest (battle);
  if (g_str_equal (now, battle->neutral->setup_digest))
    return NULL;
  return g_strdup_printf (_("The battle's setup is not the one its rolls were made on: the "
                            "digest kept at the pre-battle rolls is %.16s..., the setup now "
                            "gives %.16s... (its turn, ground, attacker, ratio, tactical rules, "
                            "forces present, demoralized flags or orders of battle were changed "
                            "since)."), battle->neutral->setup_digest, now);
}

static void
check_digest (FfbVerifier *verifier)
{
  g_autofree char *problem = ffb_neutral_check_setup_digest (verifier->battle);

  if (verifier->neutral->setup_digest != NULL && !verifier->neutral->rolled)
    ffb_verifier_problem (verifier, _("The battle is recorded as not rolled, but it keeps the "
                                      "digest of the setup its pre-battle rolls were made on."));
  if (problem != NULL && verifier->neutral == verifier->battle->neutral)
    ffb_verifier_problem (verifier, "%s", problem);
}

/* Results and rolled marches exist only once the pre-battle rolls are made. */
static void
check_rolled (FfbVerifier *verifier)
{
  const FfbNeutral *neutral = verifier->neutral;
  guint marches = 0;

  if (neutral->rolled)
    return;
  for (guint i = 0; i < neutral->orders->len; i++)
    if (((const FfbFlankOrder *) g_ptr_array_index (neutral->orders, i))->rolled)
      marches++;
  if (marches > 0 || neutral->ratings->len > 0 || neutral->encounters->len > 0)
    ffb_verifier_problem (verifier, _("The battle is recorded as not rolled, but %u ratings, %u "
                                      "rolled flank marches and %u encounters rest on its "
                                      "pre-battle rolls."), neutral->ratings->len, marches,
                          neutral->encounters->len);
}

/* R7D: every brigade of a Demoralized defender starts Worn, and no other brigade does. The
 * brigades that do not follow it are counted; the first is named. */
static void
count_worn (const FfbUnit *unit, gboolean worn, guint *wrong, const FfbUnit **first)
{
  if (unit->kind == FFB_UNIT_BRIGADE && unit->starts_worn != worn && (*wrong)++ == 0)
    *first = unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    count_worn (g_ptr_array_index (unit->children, i), worn, wrong, first);
}

static void
check_worn (FfbVerifier *verifier, FfbSide side, gboolean worn)
{
  const FfbUnit *first = NULL;
  g_autofree char *path = NULL;
  guint wrong = 0;

  count_worn (verifier->oobs[side]->army, worn, &wrong, &first);
  if (wrong == 0)
    return;
  path = ffb_unit_path (first);
  if (worn)
    ffb_verifier_problem (verifier, _("%s and %u other brigades of the %s do not start Worn, but "
                                      "the %s defended Demoralized: all his brigades start Worn "
                                      "(R7D)."), path, wrong - 1, ffb_side_display_name (side),
                          ffb_side_display_name (side));
  else
    ffb_verifier_problem (verifier, _("%s and %u other brigades of the %s start Worn, but only "
                                      "the brigades of a defender Demoralized at the start do "
                                      "(R7D)."), path, wrong - 1, ffb_side_display_name (side));
}

static void
check_demoralized (FfbVerifier *verifier)
{
  FfbSide defender = ffb_battle_defender (verifier->battle);
  gboolean demoralized = verifier->battle->sides[defender].demoralized;
  const FfbNeutral *neutral = verifier->neutral;

  for (guint i = 0; demoralized && i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (order->side == defender)
        ffb_verifier_problem (verifier, _("The %s %s flank march is recorded, but the %s "
                                          "defended Demoralized at the start: he may not flank "
                                          "march (R7D)."), ffb_side_display_name (order->side),
                              ffb_flank_sentence_word (order->flank),
                              ffb_side_display_name (defender));
    }
  for (int side = 0; side < FFB_N_SIDES; side++)
    check_worn (verifier, side, side == (int) defender && demoralized);
}

void
ffb_verifier_check_setup (FfbVerifier *verifier)
{
  check_digest (verifier);
  check_rolled (verifier);
  check_demoralized (verifier);
}
