/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-copy.c: a campaign copied and compared field by field (ffb_campaign_copy,
 * ffb_campaign_equal), with no file format between: the copy is equal to its original and to
 * the campaign written and read back as an undo snapshot (what an aftermath worked on before),
 * shares no part with it, and the comparison sees a change in each kind of field. */
#include <string.h>

#include "ffb-campaign-dice.h"
#include "ffb-history.h"
#include "ffb-keyring.h"
#include "ffb-result.h"
#include "ffb-seal.h"
#include "ffb-test-builder.h"
#include "ffb-test-neutral.h"
#include "ffb-xml.h"
#include "ffb-xml-snapshot.h"

#define REFEREE_PASS "umpire of Fredericksburg"

/* Every kind of field set: leaders with counters of other ranks, SP groups with commander
 * and weapons, a battle with both OOBs, a flank march, rolled dice and a clock under way
 * (R5, R7A, R7B), a draft result with an R9F pick, the promotion track (R10A), carried
 * losses (R9A), a note, and a referee's passphrase ("Secrets at rest") with its key
 * unlocked. */
static FfbCampaign *
full_campaign (void)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = g_ptr_array_index (campaign->battles, 0);
  FfbLeaderCounter counter = { 3, 2, 1, 0 };
  FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, 0);
  FfbPromotion promotion = { g_strdup ("u-div1"), 4, FALSE };
  g_autoptr(FfbResult) draft = ffb_result_new (battle->id);

  ffb_leader_set_counter (ffb_campaign_find_leader (campaign, "u-div1"), &counter);
  group->weapons = g_strdup ("Rifled muskets");
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, 3);
  ffb_result_add_loss (draft, FFB_SIDE_UNION, "union.c1.d1.b1", 4);
  ffb_result_add_leader (draft, FFB_SIDE_CONFEDERATE, "c-div1", FFB_FATE_KILLED, -1);
  ffb_battle_set_draft (battle, draft, group->id, FALSE);
  g_array_append_val (campaign->promotions, promotion);
  campaign->carried[FFB_SIDE_UNION][FFB_EXPERIENCE_VETERAN] = ffb_fraction_make (1, 2);
  campaign->note = g_strdup ("Played at the club");
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  return campaign;
}

static void
test_equal_to_original (void)
{
  g_autoptr(FfbCampaign) campaign = full_campaign ();
  g_autoptr(FfbCampaign) copy = ffb_campaign_copy (campaign);
  FfbBattle *a = g_ptr_array_index (campaign->battles, 0);
  FfbBattle *b = g_ptr_array_index (copy->battles, 0);

  g_assert_true (ffb_campaign_equal (copy, campaign));
  g_assert_true (ffb_campaign_equal (campaign, copy));
  /* Deep: nothing is shared, so that changing the copy leaves the campaign as it was. */
  g_assert_true (copy->rules != campaign->rules);
  g_assert_true (copy->keyring != campaign->keyring);
  g_assert_true (copy->keyring->slots[FFB_READER_REFEREE].key
                 != campaign->keyring->slots[FFB_READER_REFEREE].key);
  g_assert_true (g_ptr_array_index (copy->leaders, 0) != g_ptr_array_index (campaign->leaders, 0));
  g_assert_true (b != a);
  g_assert_true (b->oob[FFB_SIDE_UNION] != a->oob[FFB_SIDE_UNION]);
  g_assert_true (b->oob[FFB_SIDE_UNION]->army != a->oob[FFB_SIDE_UNION]->army);
  g_assert_true (b->neutral != a->neutral && b->neutral->dice != a->neutral->dice);
  g_assert_true (b->draft != a->draft);
}

/* What the aftermath did before: the campaign written without its history and read back with
 * the keys of this session. The copy keeps what that kept, and drops what it dropped: the
 * history and the campaign's own dice. */
static void
test_equal_to_snapshot (void)
{
  g_autoptr(FfbCampaign) campaign = full_campaign ();
  g_autoptr(FfbCampaign) copy = NULL, read_back = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_campaign_dice_ensure (campaign, NULL));
  ffb_history_push (campaign, ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, 1));
  xml = ffb_xml_snapshot_campaign (campaign);
  read_back = ffb_xml_load_campaign_keyed (xml, strlen (xml), "the snapshot", campaign->keyring,
                                           &error);
  g_assert_no_error (error);
  copy = ffb_campaign_copy (campaign);
  g_assert_true (ffb_campaign_equal (copy, read_back));
  g_assert_null (copy->dice_seed);
  g_assert_null (copy->dice_commitment);
  g_assert_cmpuint (ffb_history_get (copy)->len, ==, 0);
}

typedef void (*ChangeFunc) (FfbCampaign *copy);

static void
change_turn (FfbCampaign *c)
{
  c->months = (c->months + 1) % FFB_N_MONTHS;
}

static void
change_rules (FfbCampaign *c)
{
  c->rules->promotion_die++;
}

static void
change_leader (FfbCampaign *c)
{
  ffb_leader_drop_counter (ffb_campaign_find_leader (c, "u-div1"), 3);
}

static void
change_group (FfbCampaign *c)
{
  ((FfbSpGroup *) g_ptr_array_index (c->sp_groups, 0))->count++;
}

static void
change_setup (FfbCampaign *c)
{
  ffb_test_battle (c)->sides[FFB_SIDE_UNION].demoralized ^= TRUE;
}

static void
change_oob (FfbCampaign *c)
{
  FfbUnit *army = ffb_test_battle (c)->oob[FFB_SIDE_UNION]->army;

  g_free (army->name);
  army->name = g_strdup ("Army of the Potomac");
}

static void
change_neutral (FfbCampaign *c)
{
  ffb_test_battle (c)->neutral->clock.turn++;
}

static void
change_dice (FfbCampaign *c)
{
  ffb_dice_reveal (ffb_test_battle (c)->neutral->dice);
}

static void
change_draft (FfbCampaign *c)
{
  ffb_result_add_loss (ffb_test_battle (c)->draft, FFB_SIDE_CONFEDERATE, "confederate.c1.d1.b1",
                       1);
}

static void
change_promotions (FfbCampaign *c)
{
  g_array_index (c->promotions, FfbPromotion, 0).in_pool = TRUE;
}

static void
change_carried (FfbCampaign *c)
{
  c->carried[FFB_SIDE_UNION][FFB_EXPERIENCE_VETERAN] = FFB_FRACTION_ZERO;
}

static void
change_keyring (FfbCampaign *c)
{
  g_clear_pointer (&c->keyring->slots[FFB_READER_REFEREE].key, ffb_seal_key_free);
}

/* A battle's sealed part kept as read, for want of the referee's passphrase. */
static void
change_sealed (FfbCampaign *c)
{
  g_hash_table_insert (c->sealed_kept, g_strdup ("test"), g_strdup ("<sealed/>"));
}

static void
test_sees_change (gconstpointer data)
{
  ChangeFunc change = (ChangeFunc) data;
  g_autoptr(FfbCampaign) campaign = full_campaign ();
  g_autoptr(FfbCampaign) copy = ffb_campaign_copy (campaign);
  g_autoptr(FfbCampaign) again = NULL;

  change (copy);
  g_assert_false (ffb_campaign_equal (copy, campaign));
  /* The original is untouched: a copy of it is still equal to it. */
  again = ffb_campaign_copy (campaign);
  g_assert_true (ffb_campaign_equal (again, campaign));
}

int
main (int argc, char **argv)
{
  static const struct { const char *path; ChangeFunc change; } changes[] = {
    { "/campaign/copy/sees/turn", change_turn },
    { "/campaign/copy/sees/rules", change_rules },
    { "/campaign/copy/sees/leader-counter", change_leader },
    { "/campaign/copy/sees/sp-group", change_group },
    { "/campaign/copy/sees/battle-setup", change_setup },
    { "/campaign/copy/sees/oob-R7A-rating", change_oob },
    { "/campaign/copy/sees/neutral-clock", change_neutral },
    { "/campaign/copy/sees/fair-dice-reveal", change_dice },
    { "/campaign/copy/sees/draft-R9", change_draft },
    { "/campaign/copy/sees/promotion-R10A", change_promotions },
    { "/campaign/copy/sees/carried-R9A", change_carried },
    { "/campaign/copy/sees/secrets-at-rest-key", change_keyring },
    { "/campaign/copy/sees/sealed-kept", change_sealed },
  };

  g_test_init (&argc, &argv, NULL);
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/campaign/copy/equal-to-original", test_equal_to_original);
  g_test_add_func ("/campaign/copy/equal-to-snapshot", test_equal_to_snapshot);
  for (gsize i = 0; i < G_N_ELEMENTS (changes); i++)
    g_test_add_data_func (changes[i].path, (gconstpointer) changes[i].change, test_sees_change);
  return g_test_run ();
}
