/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-own-deck.c: a table's own deck kept in the campaign with its play (issue 15, RULES.md
 * C1 and C2: "a table can add its own deck file"; files/ffb-xml-cards.h, ffb-xml-deck.h): a
 * campaign whose battle or years play with a deck of the table's own opens again without the
 * deck file, sealed or not; a built-in deck is named only; a kept deck that is not sound, or
 * is not the one its play names, is refused with the line. */
#include <string.h>
#include <glib.h>
#include "ffb-action-play.h"
#include "ffb-cards.h"
#include "ffb-seal.h"
#include "ffb-test-files.h"
#include "ffb-test-neutral.h"
#include "ffb-xml.h"
#include "ffb-xml-deck.h"

#define UNION FFB_SIDE_UNION
#define CSA FFB_SIDE_CONFEDERATE
#define REFEREE_PASS "umpire of Fredericksburg"

/* A built-in deck under a name of the table's own: `id` may be the built-in one (a house
 * copy that keeps the id) or a new one. */
static FfbDeck *
house_deck (const char *built_in, const char *id)
{
  g_autoptr(FfbDeck) original = ffb_deck_new_built_in (built_in, NULL);
  FfbDeck *deck = ffb_deck_copy (original);

  g_free (deck->id);
  deck->id = g_strdup (id);
  g_free (deck->name);
  deck->name = g_strdup ("The Thursday club's deck");
  g_assert_false (ffb_deck_is_built_in (deck));
  return deck;
}

static FfbCampaign *
battle_with_deck (const FfbDeck *deck)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  g_autoptr(GError) error = NULL;

  ffb_test_roll (campaign, FFB_TEST_SEED);
  g_assert_true (ffb_cards_turn_on (ffb_test_battle (campaign), deck, &error));
  g_assert_true (ffb_cards_choose (ffb_test_battle (campaign), FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_assert_no_error (error);
  return campaign;
}

static FfbActivation *
state_of (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  FfbActivation *state = ffb_cards_state (ffb_test_battle (campaign), &error);

  g_assert_no_error (error);
  return state;
}

static FfbCampaign *
load (const char *xml, const char *passphrase)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = passphrase == NULL
    ? ffb_xml_load_campaign (xml, strlen (xml), "c.ffbridge", &error)
    : ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", FFB_READER_REFEREE,
                                      passphrase, &error);

  g_assert_no_error (error);
  return campaign;
}

/* C1 with a deck of the table's own, a new id and one that reuses "haggerty": the file keeps
 * the deck, and opens to the same deck, the same record and the same state. */
static void
test_c1_kept_and_read_back (void)
{
  const char *const ids[] = { "thursday", "haggerty" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(FfbDeck) deck = house_deck ("haggerty", ids[i]);
      g_autoptr(FfbCampaign) campaign = battle_with_deck (deck);
      g_autoptr(FfbCampaign) again = NULL;
      g_autoptr(FfbActivation) state = NULL, state_again = NULL;
      g_autofree char *xml = NULL, *xml_again = NULL, *named = NULL;
      FfbBattle *battle = ffb_test_battle (campaign);

      state = state_of (campaign);
      g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION,
                                       g_ptr_array_index (state->hand[UNION], 0), NULL));
      xml = ffb_xml_write_campaign (campaign);
      named = g_strdup_printf ("<cards deck=\"%s\">", ids[i]);
      g_assert_nonnull (strstr (xml, named));
      g_assert_nonnull (strstr (xml, "The Thursday club's deck"));
      again = load (xml, NULL);
      g_assert_true (ffb_deck_equal (ffb_test_battle (again)->neutral->cards->deck, deck));
      g_assert_true (ffb_neutral_equal (battle->neutral, ffb_test_battle (again)->neutral));
      g_clear_pointer (&state, ffb_activation_free);
      state = state_of (campaign);
      state_again = state_of (again);
      g_assert_true (ffb_activation_equal (state, state_again));
      xml_again = ffb_xml_write_campaign (again);
      g_assert_cmpstr (xml, ==, xml_again);
    }
}

/* A built-in deck is named, not copied into the file. */
static void
test_built_in_named_only (void)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", NULL);
  g_autoptr(FfbCampaign) campaign = battle_with_deck (deck);
  g_autofree char *xml = ffb_xml_write_campaign (campaign);

  g_assert_true (ffb_deck_is_built_in (deck));
  g_assert_nonnull (strstr (xml, "<cards deck=\"haggerty\">"));
  g_assert_null (strstr (xml, "<deck "));
}

/* Sealed, the deck stays in clear beside the deck's id (which deck is played is no secret):
 * the file opens without a passphrase, and the referee's session rebuilds the play on it. */
static void
test_c1_sealed_deck_in_clear (void)
{
  g_autoptr(FfbDeck) deck = house_deck ("haggerty", "thursday");
  g_autoptr(FfbCampaign) campaign = battle_with_deck (deck);
  g_autoptr(FfbCampaign) locked = NULL, referee = NULL;
  g_autoptr(FfbActivation) whole = state_of (campaign), state = NULL;
  g_autofree char *xml = NULL;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  g_assert_nonnull (xml);
  g_assert_nonnull (strstr (xml, "<deck format-version=\"1\" id=\"thursday\""));
  g_assert_null (strstr (xml, "<deal"));
  /* Opened with no passphrase, the battle's secrets wait sealed; the file still reads. */
  locked = load (xml, NULL);
  g_assert_nonnull (ffb_test_battle (locked));
  referee = load (xml, REFEREE_PASS);
  state = state_of (referee);
  g_assert_true (ffb_activation_equal (state, whole));
}

/* C2 with the table's own action deck: kept, sealed for the referee with the deck in clear,
 * read back to the same year. */
static void
test_c2_kept_and_sealed (void)
{
  g_autoptr(FfbDeck) deck = house_deck ("marian", "house-actions");
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbActionCards) state = NULL, state_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *sealed = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, FFB_TEST_SEED, &error));
  g_assert_true (ffb_action_play_turn_on (campaign, deck, &error));
  g_assert_true (ffb_action_play_deal_year (campaign, &error));
  g_assert_no_error (error);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<action-cards deck=\"house-actions\">"));
  again = load (xml, NULL);
  state = ffb_action_play_state (campaign, &error);
  state_again = ffb_action_play_state (again, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_action_cards_equal (state, state_again));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  sealed = ffb_xml_write_sealed_campaign (campaign, NULL);
  g_assert_nonnull (strstr (sealed, "id=\"house-actions\""));
  g_clear_pointer (&again, ffb_campaign_unref);
  g_clear_pointer (&state_again, ffb_action_cards_free);
  again = load (sealed, REFEREE_PASS);
  state_again = ffb_action_play_state (again, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_action_cards_equal (state, state_again));
}

/* A kept deck that does not follow: each refused with a sentence and the file's line. */
static void
test_kept_deck_bad (void)
{
  static const struct { const char *from, *to, *says; } cases[] = {
    { "<cards deck=\"thursday\">", "<cards deck=\"friday\">", "the deck kept here is" },
    { "hand=\"6\"", "hand=\"0\"", "hand" },
    { "<deck format-version=\"1\"", "<deck format-version=\"9\"", "format version" },
    { "<deck format-version=\"1\"", "<deck bogus=\"1\" format-version=\"1\"", "bogus" },
  };
  g_autoptr(FfbDeck) deck = house_deck ("haggerty", "thursday");
  g_autoptr(FfbCampaign) campaign = battle_with_deck (deck);
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GString) without = g_string_new (xml);
  g_autoptr(GError) missing = NULL;
  const char *start = strstr (xml, "<deck "), *end = strstr (xml, "</deck>");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    ffb_test_assert_edited_campaign_refused (xml, cases[i].from, cases[i].to, cases[i].says);
  /* Without its kept deck, a deck that is not built in is named as missing. */
  g_assert_nonnull (start);
  g_assert_nonnull (end);
  g_string_erase (without, start - xml, end + strlen ("</deck>") - start);
  g_assert_null (ffb_xml_load_campaign (without->str, without->len, "bad.ffbridge", &missing));
  g_assert_nonnull (strstr (missing->message, "no <deck> of the table's own"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/cards/own-deck/C1/kept-and-read-back", test_c1_kept_and_read_back);
  g_test_add_func ("/cards/own-deck/built-in-named-only", test_built_in_named_only);
  g_test_add_func ("/cards/own-deck/C1/sealed-deck-in-clear", test_c1_sealed_deck_in_clear);
  g_test_add_func ("/cards/own-deck/C2/kept-and-sealed", test_c2_kept_and_sealed);
  g_test_add_func ("/cards/own-deck/kept-deck-bad", test_kept_deck_bad);
  return g_test_run ();
}
