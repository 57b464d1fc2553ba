/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cards.c: a battle's card play kept in the campaign (RULES.md C1, issue 15;
 * night/ffb-cards.h, model/ffb-card-play.h, files/ffb-xml-cards.h): the choices recorded and
 * the state rebuilt from them and the battle's seed, the engine's refusals kept out of the
 * record, the file's round trip, bad files refused, and each player's sealed view. */
#include <string.h>
#include <sodium.h>
#include <glib.h>
#include "ffb-action-play.h"
#include "ffb-cards.h"
#include "ffb-error.h"
#include "ffb-pile.h"
#include "ffb-seal.h"
#include "ffb-shuffle.h"
#include "ffb-test-neutral.h"
#include "ffb-aftermath.h"
#include "ffb-organize.h"
#include "ffb-result.h"
#include "ffb-test-files.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-cards.h"
#include "ffb-xml-deck.h"
#include "ffb-xml-doc.h"

#define UNION FFB_SIDE_UNION
#define CSA FFB_SIDE_CONFEDERATE
#define REFEREE_PASS "umpire of Fredericksburg"
#define UNION_PASS "Vicksburg 1863"
#define CONFEDERATE_PASS "Chancellorsville"

static FfbDeck *
haggerty (void)
{
  g_autoptr(GError) error = NULL;
  FfbDeck *deck = ffb_deck_new_built_in ("haggerty", &error);

  g_assert_no_error (error);
  return deck;
}

/* The test battle with its dice started from `seed` and the pre-battle rolls made, cards on. */
static FfbCampaign *
campaign_with_cards (const char *seed)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbDeck) deck = haggerty ();
  g_autoptr(GError) error = NULL;

  ffb_test_roll (campaign, seed);
  g_assert_true (ffb_cards_turn_on (ffb_test_battle (campaign), deck, &error));
  g_assert_no_error (error);
  return campaign;
}

static FfbActivation *
state_of (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  FfbActivation *state = ffb_cards_state (ffb_test_battle (campaign), &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

static void
deal (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_cards_choose (ffb_test_battle (campaign), FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_assert_no_error (error);
}

static const char *
card_of (FfbCampaign *campaign, FfbSide side, guint index)
{
  g_autoptr(FfbActivation) state = state_of (campaign);
  static char card[16];

  g_strlcpy (card, g_ptr_array_index (state->hand[side], index), sizeof card);
  return card;
}

static guint
n_steps (FfbCampaign *campaign)
{
  return ffb_test_battle (campaign)->neutral->cards->steps->len;
}

/* The record keeps choices, not the deal; the deal is the one the battle's seed gives an
 * activation game played on a stream of that seed (ffb-shuffle.h's purposes). */
static void
test_deal_follows_from_the_seed (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) same = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) other = NULL;
  g_autoptr(FfbActivation) state = NULL, again = NULL, different = NULL, direct = NULL;
  g_autoptr(FfbDeck) deck = haggerty ();
  g_autoptr(FfbDice) dice = NULL;
  g_autofree char *other_seed = ffb_test_seed_from (7);
  FfbDice *battle_dice = ffb_test_battle (campaign)->neutral->dice;
  guint rolls_before = ffb_dice_n_rolls (battle_dice);

  deal (campaign);
  deal (same);
  state = state_of (campaign);
  g_assert_cmpuint (state->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (state->hand[CSA]->len, ==, 6);
  g_assert_cmpuint (state->draw->len, ==, 54 - 12);
  g_assert_cmpuint (n_steps (campaign), ==, 1);
  /* The battle's own log is untouched: its verification stays as it was. */
  g_assert_cmpuint (ffb_dice_n_rolls (battle_dice), ==, rolls_before);
  again = state_of (same);
  g_assert_true (ffb_activation_equal (state, again));
  other = campaign_with_cards (other_seed);
  deal (other);
  different = state_of (other);
  g_assert_false (ffb_pile_equal (state->hand[UNION], different->hand[UNION]));
  /* Anyone with the seed and phrases deals the same. */
  dice = ffb_dice_restore (ffb_dice_stream (battle_dice), ffb_dice_seed_for_file (battle_dice),
                           ffb_dice_commitment (battle_dice),
                           ffb_dice_phrase (battle_dice, UNION),
                           ffb_dice_phrase (battle_dice, CSA), FALSE, NULL);
  direct = ffb_activation_new (deck, NULL);
  g_assert_true (ffb_card_machine_choose (&ffb_activation_machine, direct, deck, dice,
                                          FFB_CARD_STEP_DEAL, -1, NULL, NULL));
  g_assert_true (ffb_pile_equal (direct->hand[UNION], state->hand[UNION]));
  g_assert_true (ffb_pile_equal (direct->draw, state->draw));
}

/* C1D: no deal before the phrases are fixed by the pre-battle rolls, nor without cards on. */
static void
test_deal_waits_for_the_pre_battle_rolls (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbDeck) deck = haggerty ();
  g_autoptr(FfbDeck) marian = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "cards are not on"));
  g_clear_error (&error);
  g_assert_false (ffb_cards_turn_on (battle, marian, &error));
  g_assert_nonnull (strstr (error->message, "not an activation deck"));
  g_clear_error (&error);
  g_assert_true (ffb_cards_turn_on (battle, deck, &error));
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_assert_nonnull (strstr (error->message, "C1D"));
  g_assert_nonnull (strstr (error->message, "pre-battle rolls"));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_start (battle->neutral, battle, FFB_TEST_SEED, NULL));
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_clear_error (&error);
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, &error));
  g_assert_no_error (error);
  /* Once dealt, the deck stays. */
  g_assert_false (ffb_cards_turn_on (battle, deck, &error));
  g_assert_nonnull (strstr (error->message, "keeps its deck"));
}

/* C1E, C1F through the record: picks, a pass, the reveal, the First Player; a refused choice
 * (C1E: a follow-up that does not outrank) is not kept. */
static void
test_choices_recorded_and_refusals_not (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbActivation) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *union_card = NULL, *csa_card = NULL, *low = NULL;
  FfbDeck *deck = battle->neutral->cards->deck;
  guint before;

  deal (campaign);
  union_card = g_strdup (card_of (campaign, UNION, 0));
  csa_card = g_strdup (card_of (campaign, CSA, 0));
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, &error));
  g_assert_nonnull (strstr (error->message, "C1E"));
  g_clear_error (&error);
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION, csa_card, &error));
  g_assert_nonnull (strstr (error->message, "not in the Union player's hand"));
  g_clear_error (&error);
  g_assert_cmpuint (n_steps (campaign), ==, 1);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION, union_card, &error));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, CSA, csa_card, &error));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, &error));
  g_assert_no_error (error);
  state = state_of (campaign);
  g_assert_cmpint (state->phase, ==, FFB_ACTIVATION_FIRST_PLAYS);
  g_assert_cmpint (state->first, ==, ffb_deck_compare (deck, union_card, csa_card) >= 0
                                     ? UNION : CSA);
  /* C1E: the First Player's lowest card left is refused as a follow-up, and the record does
   * not grow. */
  low = g_strdup (g_ptr_array_index (state->hand[state->first], 0));
  for (guint i = 1; i < state->hand[state->first]->len; i++)
    if (ffb_activation_compare (state, deck, g_ptr_array_index (state->hand[state->first], i),
                                low) < 0)
      g_free (low), low = g_strdup (g_ptr_array_index (state->hand[state->first], i));
  before = n_steps (campaign);
  /* With the test's seed, the First Player holds a card below his revealed one. */
  g_assert_cmpint (ffb_activation_compare (state, deck, low, state->first == UNION ? union_card
                                                                                    : csa_card),
                   <, 0);
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_PLAY, state->first, low, &error));
  g_assert_nonnull (strstr (error->message, "C1E"));
  g_assert_nonnull (strstr (error->message, "does not outrank"));
  g_clear_error (&error);
  g_assert_cmpuint (n_steps (campaign), ==, before);
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, ffb_side_other (state->first), NULL,
                                    &error));
  g_clear_error (&error);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, state->first, NULL, &error));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, ffb_side_other (state->first), NULL,
                                   &error));
  g_assert_no_error (error);
  g_clear_pointer (&state, ffb_activation_free);
  state = state_of (campaign);
  g_assert_cmpuint (state->round, ==, 2);
  g_assert_cmpuint (state->discard->len, ==, 2);
  /* C1F: a pass sits out the turn. */
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PASS, CSA, NULL, &error));
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, CSA, card_of (campaign, CSA, 0),
                                    &error));
  g_assert_nonnull (strstr (error->message, "C1F"));
  g_clear_error (&error);
  g_assert_cmpuint (n_steps (campaign), ==, 7);
}

static FfbCampaign *
round_trip (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  FfbCampaign *again = ffb_xml_load_campaign (xml, strlen (xml), "c.ffbridge", &error);

  g_assert_no_error (error);
  return again;
}

/* A played round written and read back: the same record, the same state. */
static void
test_file_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbActivation) state = NULL, state_again = NULL;
  g_autofree char *xml = NULL, *xml_again = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  deal (campaign);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION, card_of (campaign, UNION, 2),
                                   NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PASS, CSA, NULL, NULL));
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<cards deck=\"haggerty\">"));
  g_assert_nonnull (strstr (xml, "<deal/>"));
  g_assert_nonnull (strstr (xml, "<pass side=\"confederate\"/>"));
  again = round_trip (campaign);
  g_assert_true (ffb_neutral_equal (battle->neutral, ffb_test_battle (again)->neutral));
  state = state_of (campaign);
  state_again = state_of (again);
  g_assert_true (ffb_activation_equal (state, state_again));
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* A file from before card play has no <cards>, loads and writes as it was. */
static void
test_older_file_unchanged (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL, *xml_again = NULL;

  ffb_test_roll (campaign, FFB_TEST_SEED);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_null (strstr (xml, "<cards"));
  again = round_trip (campaign);
  g_assert_null (ffb_test_battle (again)->neutral->cards);
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* Bad card play in a file: each refused in a sentence naming what and the line. */
static void
test_file_bad (void)
{
  static const struct { const char *from, *to, *says; } cases[] = {
    { "<cards deck=\"haggerty\">", "<cards deck=\"poker\">", "names no built-in deck" },
    { "<cards deck=\"haggerty\">", "<cards deck=\"marian\">", "not an activation deck" },
    { "<pass side=\"confederate\"/>", "<pass side=\"french\"/>", "union or confederate" },
    { "<pass side=\"confederate\"/>", "<play side=\"union\" card=\"ZZ\"/>",
      "does not hold" },
    { "<pass side=\"confederate\"/>",
      "<state side=\"union\" shuffles=\"0\" turn=\"0\" round=\"0\" phase=\"picking\" "
      "first=\"union\" passed-union=\"false\" passed-confederate=\"false\"/>",
      "a player's sealed part only" },
  };
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autofree char *xml = NULL;

  deal (campaign);
  g_assert_true (ffb_cards_choose (ffb_test_battle (campaign), FFB_CARD_STEP_PASS, CSA, NULL, NULL));
  xml = ffb_xml_write_campaign (campaign);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    ffb_test_assert_edited_campaign_refused (xml, cases[i].from, cases[i].to, cases[i].says);
}

/* A player's view read on its own (as from his opened part): a sound state loads; one past the
 * reveal with no card face up, or another side's, is refused. */
static void
test_view_state (void)
{
  static const char *const good =
    "<cards deck=\"haggerty\"><state side=\"union\" shuffles=\"1\" turn=\"1\" round=\"1\" "
    "phase=\"first-plays\" first=\"union\" passed-union=\"false\" "
    "passed-confederate=\"false\"><pile of=\"hand-union\" cards=\"KH 2D\"/>"
    "<pile of=\"hand-confederate\" cards=\"? ? ?\"/><pile of=\"played-union\" cards=\"QS\"/>"
    "</state></cards>";
  static const struct { const char *from, *to, *says; } bad[] = {
    { "cards=\"QS\"", "cards=\"\"", "no card face up" },
    { "side=\"union\" shuffles", "side=\"confederate\" shuffles", "in the union player's view" },
    { "cards=\"KH 2D\"", "cards=\"KH XX\"", "does not hold" },
    { "of=\"hand-union\"", "of=\"played-union\"", "once" },
    { "first-plays", "dealing", "phase=" },
    /* C1C: the Queen of Spades allows no Charge. */
    { "passed-confederate=\"false\">", "passed-confederate=\"false\" charges-union=\"1\">",
      "does not count one Charge" },
    /* C1G: an action with a card not played, one of no kind, one Charge of a unit uncounted. */
    { "</state>", "<act side=\"union\" card=\"KH\" unit=\"u.b1\" action=\"move\"/></state>",
      "has not played this round" },
    { "</state>", "<act side=\"union\" card=\"QS\" unit=\"u.b1\" action=\"fly\"/></state>",
      "must be move, charge, fire or rally" },
    { "</state>", "<act side=\"union\" card=\"QS\" unit=\"u.b1\" action=\"charge\"/></state>",
      "does not count one Charge" },
    /* C1E: melees of a round already past. */
    { "passed-confederate=\"false\">",
      "passed-confederate=\"false\" melee-turn=\"1\" melee-round=\"1\">",
      "past the next reveal" },
    { "phase=\"first-plays\"",
      "phase=\"picking\" melee-turn=\"1\" melee-round=\"1\" melee-charges-union=\"2\" "
      "melee-charges-confederate=\"1\" melee-chooser=\"confederate\"", "melee-chooser=" },
  };

  for (guint i = 0; i <= G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GString) xml = g_string_new (good);
      g_autoptr(xmlDoc) doc = NULL;
      g_autoptr(GError) error = NULL;
      FfbNeutral *neutral = ffb_neutral_new ();
      gboolean read;

      if (i < G_N_ELEMENTS (bad))
        g_assert_cmpuint (g_string_replace (xml, bad[i].from, bad[i].to, 1), ==, 1);
      doc = ffb_xml_doc_parse (xml->str, xml->len, "view.xml", NULL);
      neutral->view = FFB_SIDE_UNION;
      read = ffb_xml_read_cards (xmlDocGetRootElement (doc), neutral, "view.xml", &error);
      if (i == G_N_ELEMENTS (bad))
        {
          g_assert_no_error (error);
          FfbActivation *view = neutral->cards->view_state;

          g_assert_cmpuint (view->hand[CSA]->len, ==, 3);
          /* A view from before Charges were kept: none counted, no melees. */
          g_assert_cmpuint (view->charges[UNION] + view->charges[CSA], ==, 0);
          g_assert_cmpint (view->melee.chooser, ==, -1);
          g_assert_cmpuint (view->melee.round, ==, 0);
        }
      else if (read || strstr (error->message, bad[i].says) == NULL)
        g_error ("case %u: %s", i, error != NULL ? error->message : "read");
      ffb_neutral_free (neutral);
    }
}

/* A record changed by hand so that it no longer follows the rules loads, and says where it
 * stops when the state is asked for. */
static void
test_tampered_record_named (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(GString) xml = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  deal (campaign);
  g_assert_true (ffb_cards_choose (ffb_test_battle (campaign), FFB_CARD_STEP_PASS, CSA, NULL, NULL));
  written = ffb_xml_write_campaign (campaign);
  xml = g_string_new (written);
  g_string_replace (xml, "<pass side=\"confederate\"/>", "<reveal/>", 1);
  loaded = ffb_xml_load_campaign (xml->str, xml->len, "c.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_null (ffb_cards_state (ffb_test_battle (loaded), &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "choice 2 (reveal)"));
}

/* After the seed's reveal the state is still rebuilt, from the revealed seed that matches the
 * commitment, and no card is dealt or played. */
static void
test_rebuilt_after_the_reveal (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbActivation) before = NULL, after = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  deal (campaign);
  before = state_of (campaign);
  g_assert_true (ffb_neutral_reveal (battle->neutral, &error));
  g_assert_no_error (error);
  after = state_of (campaign);
  g_assert_true (ffb_activation_equal (before, after));
  g_assert_false (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION,
                                    g_ptr_array_index (after->hand[UNION], 0), &error));
  g_assert_nonnull (strstr (error->message, "seed is revealed"));
}

/* verify (ffb_neutral_verify) after the seed's reveal: a record that replays is sound; one
 * changed by hand is named, choice and rule. */
static void
test_verify_after_the_reveal (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) tampered = NULL;
  g_autoptr(GPtrArray) problems = NULL, found = NULL;
  g_autoptr(GString) xml = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  deal (campaign);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PASS, CSA, NULL, NULL));
  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  problems = ffb_neutral_verify (battle->neutral, campaign, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
  written = ffb_xml_write_campaign (campaign);
  xml = g_string_new (written);
  g_assert_cmpuint (g_string_replace (xml, "<pass side=\"confederate\"/>",
                                      "<pass side=\"confederate\"/><pass side=\"confederate\"/>",
                                      1), ==, 1);
  tampered = ffb_xml_load_campaign (xml->str, xml->len, "c.ffbridge", &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (tampered);
  found = ffb_neutral_verify (battle->neutral, tampered, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0), "choice 3 (pass)"));
  g_assert_nonnull (strstr (g_ptr_array_index (found, 0), "C1F"));
}

/* Sealed: each player's passphrase opens his view, his hand and pick in it, the other's hand
 * hidden; the referee's session rebuilds the whole state. */
static void
test_sealed_views (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbActivation) whole = NULL;
  g_autofree char *xml = NULL, *pick = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  deal (campaign);
  pick = g_strdup (card_of (campaign, UNION, 1));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, UNION, pick, NULL));
  whole = state_of (campaign);
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_CONFEDERATE,
                                             CONFEDERATE_PASS, NULL));
  xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  g_assert_nonnull (xml);
  g_assert_nonnull (strstr (xml, "<cards deck=\"haggerty\"/>"));
  g_assert_null (strstr (xml, "<pick "));
  g_assert_null (strstr (xml, "<deal"));
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const char *passphrase = side == UNION ? UNION_PASS : CONFEDERATE_PASS;
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) player = ffb_xml_load_campaign_unlocked (
        xml, strlen (xml), "c.ffbridge", ffb_reader_for_side (side), passphrase, &error);
      g_autoptr(FfbActivation) view = NULL, expected = ffb_activation_view (whole, side);

      g_assert_no_error (error);
      view = ffb_cards_view (ffb_test_battle (player), side, &error);
      g_assert_no_error (error);
      g_assert_true (ffb_activation_equal (view, expected));
      g_assert_cmpstr (view->pick[UNION], ==, side == UNION ? pick : FFB_CARD_HIDDEN);
      g_assert_null (ffb_cards_view (ffb_test_battle (player), ffb_side_other (side), &error));
      g_clear_error (&error);
      g_assert_false (ffb_cards_choose (ffb_test_battle (player), FFB_CARD_STEP_DEAL, -1, NULL,
                                        &error));
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(FfbCampaign) referee = ffb_xml_load_campaign_unlocked (
      xml, strlen (xml), "c.ffbridge", FFB_READER_REFEREE, REFEREE_PASS, &error);
    g_autoptr(FfbActivation) state = NULL;

    g_assert_no_error (error);
    state = state_of (referee);
    g_assert_true (ffb_activation_equal (state, whole));
  }
}

/* ---- C1E: Charges and the order of the melees ------------------------------------ */

/* A card in `side`'s hand that allows a Charge (a Heart or a joker), or NULL. */
static char *
charge_card (const FfbActivation *state, const FfbDeck *deck, FfbSide side)
{
  for (guint i = 0; i < state->hand[side]->len; i++)
    {
      const char *card = g_ptr_array_index (state->hand[side], i);

      if (ffb_deck_allowance (deck, card, side, FALSE).allows & FFB_CARD_ALLOWS_CHARGE)
        return g_strdup (card);
    }
  return NULL;
}

/* The `n`-th brigade (from 0) of `side`'s sheet, in the order of the sheet; NULL if none. */
static FfbUnit *
nth_brigade (FfbUnit *unit, guint *n)
{
  if (unit->kind == FFB_UNIT_BRIGADE && (*n)-- == 0)
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *found = nth_brigade (g_ptr_array_index (unit->children, i), n);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static FfbUnit *
sheet_brigade (FfbBattle *battle, FfbSide side, guint n)
{
  FfbUnit *unit;

  g_assert_nonnull (battle->oob[side]);
  unit = nth_brigade (battle->oob[side]->army, &n);
  g_assert_nonnull (unit);
  return unit;
}

static int
charge_bit (void)
{
  int bit = -1;

  g_assert_true (ffb_card_allow_from_string ("charge", &bit));
  return bit;
}

/* Deals, and plays the first round up to a Charge by a side holding a Heart or a joker (the
 * test's seed deals one): he reveals that card, the other his first; the First Player's plays
 * are done first if the charger is the Second. His sheet's first brigade charges (C1G).
 * Returns the side that charged, and in `played` (may be NULL) the card. */
static FfbSide
play_to_a_charge_with (FfbCampaign *campaign, char **played)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbDeck *deck = battle->neutral->cards->deck;
  g_autoptr(FfbActivation) state = NULL, revealed = NULL;
  g_autofree char *card = NULL;
  g_autoptr(GError) error = NULL;
  FfbSide side = UNION;

  deal (campaign);
  state = state_of (campaign);
  if ((card = charge_card (state, deck, UNION)) == NULL)
    card = charge_card (state, deck, side = CSA);
  g_assert_nonnull (card);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, side, card, NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, ffb_side_other (side),
                                   g_ptr_array_index (state->hand[ffb_side_other (side)], 0), NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, NULL));
  revealed = state_of (campaign);
  if (revealed->first != side)
    g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, revealed->first, NULL, NULL));
  g_assert_true (ffb_cards_act (battle, side, card, sheet_brigade (battle, side, 0)->id,
                                charge_bit (), &error));
  g_assert_no_error (error);
  if (played != NULL)
    *played = g_steal_pointer (&card);
  return side;
}

static FfbSide
play_to_a_charge (FfbCampaign *campaign)
{
  return play_to_a_charge_with (campaign, NULL);
}

/* The round's plays complete: the First Player's, then the Second's. */
static void
finish_round (FfbCampaign *campaign)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbActivation) state = state_of (campaign);

  if (state->phase == FFB_ACTIVATION_FIRST_PLAYS)
    g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, state->first, NULL, NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DONE, ffb_side_other (state->first), NULL,
                                   NULL));
}

/* The <act> element a Charge of `unit` with `card` is written as. */
static char *
act_element (FfbSide side, const char *card, const FfbUnit *unit)
{
  return g_strdup_printf ("<act side=\"%s\" card=\"%s\" unit=\"%s\" action=\"charge\"/>",
                          ffb_side_to_string (side), card, unit->id);
}

/* C1G: a unit's action is a choice of the record, <act side= card= unit= action=/>; one out
 * of turn is refused and not kept. The file's round trip keeps it, and the melees that follow:
 * the side that charged chooses their order. */
static void
test_c1g_act_recorded_and_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbActivation) state = NULL, state_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *element = NULL, *card = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSide side = play_to_a_charge_with (campaign, &card);
  FfbSide other = ffb_side_other (side);
  guint before = n_steps (campaign);

  g_assert_false (ffb_cards_act (battle, other, card, sheet_brigade (battle, other, 0)->id,
                                 charge_bit (), &error));
  g_assert_true (g_str_has_prefix (error->message, "C1E:"));
  g_clear_error (&error);
  g_assert_false (ffb_cards_act (battle, side, card, "no such brigade", charge_bit (), &error));
  g_assert_true (g_str_has_prefix (error->message, "C1G:"));
  g_assert_nonnull (strstr (error->message, "sheet has no unit “no such brigade”"));
  g_assert_cmpuint (n_steps (campaign), ==, before);
  finish_round (campaign);
  state = state_of (campaign);
  g_assert_cmpuint (state->melee.charges[side], ==, 1);
  g_assert_cmpint (state->melee.chooser, ==, side);
  xml = ffb_xml_write_campaign (campaign);
  element = act_element (side, card, sheet_brigade (battle, side, 0));
  g_assert_nonnull (strstr (xml, element));
  again = round_trip (campaign);
  g_assert_true (ffb_neutral_equal (battle->neutral, ffb_test_battle (again)->neutral));
  state_again = state_of (again);
  g_assert_true (ffb_activation_equal (state, state_again));
}

/* C1G: with a card of one action (the seed's Heart or joker gives at least one), every brigade
 * of the charger's sheet may charge: each is named by its code on the sheet, each counts once
 * for the melee order (C1E), and a unit's action beyond the card's number is refused. */
static void
test_c1g_each_unit_charges (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbActivation) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *card = NULL, *code = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSide side = play_to_a_charge_with (campaign, &card);
  FfbUnit *second = sheet_brigade (battle, side, 1);
  int actions = ffb_deck_allowance (battle->neutral->cards->deck, card, side, FALSE).actions;

  code = ffb_unit_code (second);
  for (int i = 0; i < actions; i++)
    {
      g_assert_true (ffb_cards_act (battle, side, card, code, charge_bit (), &error));
      g_assert_no_error (error);
    }
  g_assert_false (ffb_cards_act (battle, side, card, code, charge_bit (), &error));
  g_assert_true (g_str_has_prefix (error->message, "C1G:"));
  g_assert_nonnull (strstr (error->message, second->name));
  finish_round (campaign);
  state = state_of (campaign);
  g_assert_cmpuint (state->melee.charges[side], ==, 2);
}

/* A record from before C1G: <charge side=.../> names no unit, and replays as it did, counted
 * against the Charges the cards played allow. */
static void
test_c1g_older_charge_replays (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) older = NULL;
  g_autoptr(FfbActivation) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) xml = NULL;
  g_autofree char *written = NULL, *card = NULL, *element = NULL, *legacy = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSide side = play_to_a_charge_with (campaign, &card);

  written = ffb_xml_write_campaign (campaign);
  element = act_element (side, card, sheet_brigade (battle, side, 0));
  legacy = g_strdup_printf ("<charge side=\"%s\"/>", ffb_side_to_string (side));
  xml = g_string_new (written);
  g_assert_cmpuint (g_string_replace (xml, element, legacy, 1), ==, 1);
  older = ffb_xml_load_campaign (xml->str, xml->len, "c.ffbridge", &error);
  g_assert_no_error (error);
  finish_round (older);
  state = state_of (older);
  g_assert_cmpuint (state->melee.charges[side], ==, 1);
  g_assert_cmpint (state->melee.chooser, ==, side);
}

/* C1E: Charges are public: each player's sealed view keeps both counts during the plays, and
 * the melees after the round, as the referee's state has them. */
static void
test_c1e_sealed_views_keep_the_counts (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  FfbSide side = play_to_a_charge (campaign);

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_CONFEDERATE,
                                             CONFEDERATE_PASS, NULL));
  for (int during = 1; during >= 0; during--)
    {
      g_autoptr(FfbActivation) whole = NULL;
      g_autofree char *xml = NULL;

      if (!during)
        finish_round (campaign);
      whole = state_of (campaign);
      xml = ffb_xml_write_sealed_campaign (campaign, NULL);
      g_assert_null (strstr (xml, "<act "));
      for (int reader = 0; reader < FFB_N_SIDES; reader++)
        {
          const char *passphrase = reader == UNION ? UNION_PASS : CONFEDERATE_PASS;
          g_autoptr(GError) error = NULL;
          g_autoptr(FfbCampaign) player = ffb_xml_load_campaign_unlocked (
            xml, strlen (xml), "c.ffbridge", ffb_reader_for_side (reader), passphrase, &error);
          g_autoptr(FfbActivation) view = NULL, expected = ffb_activation_view (whole, reader);

          g_assert_no_error (error);
          view = ffb_cards_view (ffb_test_battle (player), reader, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (during ? view->charges[side] : view->melee.charges[side], ==, 1);
          g_assert_cmpint (view->melee.chooser, ==, during ? -1 : (int) side);
          g_assert_true (ffb_activation_equal (view, expected));
        }
    }
}

/* verify after the seed's reveal names an action of a unit beyond its card's number (C1G). */
static void
test_c1g_verify_names_a_tampered_act (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) tampered = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) xml = NULL, more = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL, *element = NULL, *named = NULL, *card = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSide side = play_to_a_charge_with (campaign, &card);
  int actions = ffb_deck_allowance (battle->neutral->cards->deck, card, side, FALSE).actions;
  guint at;

  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  written = ffb_xml_write_campaign (campaign);
  element = act_element (side, card, sheet_brigade (battle, side, 0));
  /* One action of the unit more than its card gives it. */
  for (int i = 0; i <= actions; i++)
    g_string_append (more, element);
  xml = g_string_new (written);
  g_assert_cmpuint (g_string_replace (xml, element, more->str, 1), ==, 1);
  tampered = ffb_xml_load_campaign (xml->str, xml->len, "c.ffbridge", &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (tampered);
  problems = ffb_neutral_verify (battle->neutral, tampered, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 1);
  at = n_steps (campaign) + (guint) actions;
  named = g_strdup_printf ("choice %u (act)", at);
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), named));
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "C1G"));
}

/* verify names an action of a unit its side's sheet does not hold (C1G). */
static void
test_c1g_verify_names_a_unit_off_the_sheet (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) tampered = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) xml = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL, *act = NULL, *off = NULL, *card = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbSide side = play_to_a_charge_with (campaign, &card);

  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  written = ffb_xml_write_campaign (campaign);
  act = act_element (side, card, sheet_brigade (battle, side, 0));
  off = g_strdup_printf ("<act side=\"%s\" card=\"%s\" unit=\"nowhere.b9\" "
                         "action=\"charge\"/>", ffb_side_to_string (side), card);
  xml = g_string_new (written);
  g_assert_cmpuint (g_string_replace (xml, act, off, 1), ==, 1);
  tampered = ffb_xml_load_campaign (xml->str, xml->len, "c.ffbridge", &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (tampered);
  problems = ffb_neutral_verify (battle->neutral, tampered, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "sheet has no unit “nowhere.b9”"));
}

/* ---- C2: the campaign's action deck ---------------------------------------------- */

static FfbCampaign *
campaign_with_action_cards (const char *seed)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, seed, &error));
  g_assert_true (ffb_action_play_turn_on (campaign, deck, &error));
  g_assert_no_error (error);
  return campaign;
}

static FfbActionCards *
action_state (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  FfbActionCards *state = ffb_action_play_state (campaign, &error);

  g_assert_no_error (error);
  return state;
}

/* C2B: a year dealt from the campaign's dice, the same seed the same hands, nothing of the deal
 * in the record. */
static void
test_c2_year_follows_from_the_campaign_seed (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_action_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) same = campaign_with_action_cards (FFB_TEST_SEED);
  g_autofree char *other_seed = ffb_test_seed_from (3);
  g_autoptr(FfbCampaign) other = campaign_with_action_cards (other_seed);
  g_autoptr(FfbActionCards) state = NULL, again = NULL, different = NULL;
  g_autoptr(FfbDeck) activation = haggerty ();
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_action_play_turn_on (campaign, activation, &error));
  g_assert_nonnull (strstr (error->message, "not an action deck"));
  g_clear_error (&error);
  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  g_assert_true (ffb_action_play_deal_year (same, NULL));
  g_assert_true (ffb_action_play_deal_year (other, NULL));
  state = action_state (campaign);
  again = action_state (same);
  different = action_state (other);
  g_assert_cmpuint (state->year, ==, 1);
  g_assert_cmpuint (state->hand[UNION]->len, ==, 6);
  g_assert_cmpuint (state->hand[CSA]->len, ==, 6);
  g_assert_true (ffb_action_cards_equal (state, again));
  g_assert_false (ffb_pile_equal (state->hand[UNION], different->hand[UNION])
                  && ffb_pile_equal (state->hand[CSA], different->hand[CSA]));
  g_assert_cmpuint (campaign->action_cards->steps->len, ==, 1);
  /* A year under way is not dealt again; the deck stays once dealt. */
  g_assert_false (ffb_action_play_deal_year (campaign, &error));
  g_assert_nonnull (strstr (error->message, "C2B"));
  g_clear_error (&error);
  g_assert_false (ffb_action_play_turn_on (campaign, campaign->action_cards->deck, &error));
  g_assert_nonnull (strstr (error->message, "keeps its deck"));
  g_assert_cmpuint (campaign->action_cards->steps->len, ==, 1);
}

/* C2C-C2E through the record: picks and a pass with a card, the reveal and Player 1 with its
 * rule, the Mississippi flag, the turn's end; a refusal is not kept; the file round trip. */
static void
test_c2_turn_recorded_and_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_action_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbActionCards) state = NULL, after = NULL, loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *union_card = NULL, *csa_card = NULL, *reason = NULL, *xml = NULL;
  g_autofree char *xml_again = NULL;

  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  state = action_state (campaign);
  union_card = g_strdup (g_ptr_array_index (state->hand[UNION], 0));
  csa_card = g_strdup (g_ptr_array_index (state->hand[CSA], 0));
  g_assert_false (ffb_action_play_pick (campaign, UNION, csa_card, FALSE, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ffb_action_play_reveal (campaign, &error));
  g_assert_nonnull (strstr (error->message, "C2C"));
  g_clear_error (&error);
  g_assert_true (ffb_action_play_set_mississippi (campaign, TRUE, NULL));
  g_assert_true (ffb_action_play_pick (campaign, UNION, union_card, FALSE, NULL));
  g_assert_true (ffb_action_play_pick (campaign, CSA, csa_card, TRUE, NULL));
  g_assert_true (ffb_action_play_reveal (campaign, &error));
  g_assert_no_error (error);
  after = action_state (campaign);
  g_assert_true (after->mississippi);
  g_assert_cmpint (after->phase, ==, FFB_ACTION_CARDS_REVEALED);
  g_assert_true (after->passing[CSA]);
  reason = ffb_action_cards_player1_reason (after, campaign->action_cards->deck);
  g_assert_nonnull (strstr (reason, "C2C"));
  g_assert_true (ffb_action_play_end_turn (campaign, NULL));
  g_assert_cmpuint (campaign->action_cards->steps->len, ==, 6);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<action-cards deck=\"marian\">"));
  g_assert_nonnull (strstr (xml, "<pass-with side=\"confederate\""));
  g_assert_nonnull (strstr (xml, "<mississippi-held/>"));
  again = ffb_xml_load_campaign (xml, strlen (xml), "c.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_campaign_equal (campaign, again));
  g_clear_pointer (&state, ffb_action_cards_free);
  state = action_state (campaign);
  loaded = action_state (again);
  g_assert_true (ffb_action_cards_equal (state, loaded));
  g_assert_cmpuint (loaded->turn, ==, 2);
  xml_again = ffb_xml_write_campaign (again);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* C2E's exceptions: the Confederate player says where his revealed card is used, a choice of
 * the record, <use-where side= place=/>; west of the river it keeps its full value, and the
 * file's round trip keeps it. A saying the river does not call for is refused, not kept. */
static void
test_c2e_where_recorded_and_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_action_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbActionCards) state = NULL, said = NULL, loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  const FfbDeck *deck = campaign->action_cards->deck;
  FfbCardAllowance full, east;
  guint steps;

  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  g_assert_true (ffb_action_play_set_mississippi (campaign, TRUE, NULL));
  state = action_state (campaign);
  g_assert_true (ffb_action_play_pick (campaign, UNION, g_ptr_array_index (state->hand[UNION], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_action_play_pick (campaign, CSA, g_ptr_array_index (state->hand[CSA], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_action_play_reveal (campaign, NULL));
  g_clear_pointer (&state, ffb_action_cards_free);
  state = action_state (campaign);
  east = ffb_action_cards_allowance (state, deck, CSA);
  full = ffb_action_cards_allowance_at (state, deck, CSA, FFB_CARD_PLACE_WEST);
  g_assert_true (east.actions < full.actions || east.build_short > full.build_short);
  steps = campaign->action_cards->steps->len;
  g_assert_false (ffb_action_play_say_where (campaign, UNION, FFB_CARD_PLACE_WEST, &error));
  g_assert_true (g_str_has_prefix (error->message, "C2E:"));
  g_clear_error (&error);
  g_assert_cmpuint (campaign->action_cards->steps->len, ==, steps);
  g_assert_true (ffb_action_play_say_where (campaign, CSA, FFB_CARD_PLACE_WEST, NULL));
  said = action_state (campaign);
  g_assert_cmpint (said->where[CSA], ==, FFB_CARD_PLACE_WEST);
  g_assert_cmpint (ffb_action_cards_allowance (said, deck, CSA).actions, ==, full.actions);
  g_assert_cmpint (ffb_action_cards_allowance (said, deck, CSA).build_short, ==, 0);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<use-where side=\"confederate\" place=\"west\"/>"));
  again = ffb_xml_load_campaign (xml, strlen (xml), "c.ffbridge", &error);
  g_assert_no_error (error);
  loaded = action_state (again);
  g_assert_true (ffb_action_cards_equal (said, loaded));
}

/* Bad action-deck records in a file, each refused with its line. */
static void
test_c2_file_bad (void)
{
  static const struct { const char *from, *to, *says; } cases[] = {
    { "<action-cards deck=\"marian\">", "<action-cards deck=\"haggerty\">",
      "not an action deck" },
    { "<action-cards deck=\"marian\">", "<action-cards deck=\"tarot\">", "no built-in deck" },
    { "<end-turn/>", "<pick side=\"union\" card=\"KH\"/>", "does not hold" },
    /* C2E: a place of no river (the schema names it). */
    { "<end-turn/>", "<use-where side=\"confederate\" place=\"north\"/><end-turn/>",
      "Element use-where failed to validate attributes" },
  };
  g_autoptr(FfbCampaign) campaign = campaign_with_action_cards (FFB_TEST_SEED);
  g_autoptr(FfbActionCards) state = NULL;
  g_autofree char *xml = NULL;

  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  state = action_state (campaign);
  g_assert_true (ffb_action_play_pick (campaign, UNION, g_ptr_array_index (state->hand[UNION], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_action_play_pick (campaign, CSA, g_ptr_array_index (state->hand[CSA], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_action_play_reveal (campaign, NULL));
  g_assert_true (ffb_action_play_end_turn (campaign, NULL));
  xml = ffb_xml_write_campaign (campaign);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    ffb_test_assert_edited_campaign_refused (xml, cases[i].from, cases[i].to, cases[i].says);
}

/* Sealed: the record goes into one blob for the referee (his key opens it, the state is the
 * same); a player's session has no action deck and writes the blob back as it came. */
static void
test_c2_sealed_for_the_referee (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_action_cards (FFB_TEST_SEED);
  g_autoptr(FfbCampaign) referee = NULL, player = NULL;
  g_autoptr(FfbActionCards) state = NULL, opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *pick = NULL, *written = NULL, *blob = NULL;
  const char *start;

  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  state = action_state (campaign);
  pick = g_strdup_printf ("card=\"%s\"", (char *) g_ptr_array_index (state->hand[UNION], 0));
  g_assert_true (ffb_action_play_pick (campaign, UNION, g_ptr_array_index (state->hand[UNION], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  xml = ffb_xml_write_sealed_campaign (campaign, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (xml, "<action-cards deck=\"marian\" sealed=\""));
  g_assert_null (strstr (xml, pick));
  g_assert_null (strstr (xml, "<deal/>"));
  referee = ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", FFB_READER_REFEREE,
                                            REFEREE_PASS, &error);
  g_assert_no_error (error);
  opened = action_state (referee);
  g_clear_pointer (&state, ffb_action_cards_free);
  state = action_state (campaign);
  g_assert_true (ffb_action_cards_equal (opened, state));
  g_assert_nonnull (state->pick[UNION]);
  player = ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", FFB_READER_UNION,
                                           UNION_PASS, &error);
  g_assert_no_error (error);
  g_assert_null (player->action_cards);
  g_assert_false (ffb_action_play_deal_year (player, &error));
  g_clear_error (&error);
  written = ffb_xml_write_campaign (player);
  start = strstr (xml, "<action-cards");
  blob = g_strndup (start, strcspn (start, ">"));
  g_assert_nonnull (strstr (written, blob));
}

/* The action deck's record is no part of an aftermath: undoing one leaves the choices made
 * since as they are (a snapshot does not hold them). */
static void
test_c2_kept_through_undo (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("pea-ridge.aftermath", FFB_TEST_SEED, NULL);
  g_autoptr(FfbActionCards) state = NULL, after = NULL;
  g_autofree char *snapshot = NULL;
  FfbBattle *battle = ffb_campaign_find_battle (demo, "pea-ridge");

  g_assert_no_error (error);
  g_assert_true (ffb_campaign_dice_set_seed (demo, FFB_TEST_SEED, NULL));
  g_assert_true (ffb_action_play_turn_on (demo, deck, NULL));
  g_assert_true (ffb_action_play_deal_year (demo, NULL));
  snapshot = ffb_xml_snapshot_campaign (demo);
  g_assert_null (strstr (snapshot, "<action-cards"));
  g_assert_nonnull (demo->action_cards);
  for (int s = 0; s < FFB_N_SIDES; s++)
    g_assert_nonnull (ffb_battle_ensure_oob (demo, battle, s, NULL));
  aftermath = ffb_aftermath_new (demo, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_aftermath_apply (aftermath, demo, dice, &error));
  g_assert_no_error (error);
  state = action_state (demo);
  g_assert_true (ffb_action_play_pick (demo, UNION, g_ptr_array_index (state->hand[UNION], 0),
                                       FALSE, NULL));
  g_assert_true (ffb_xml_undo_last_change (demo, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (ffb_campaign_find_battle (demo, "pea-ridge")->fought);
  g_assert_cmpuint (demo->action_cards->steps->len, ==, 2);
  after = action_state (demo);
  g_assert_nonnull (after->pick[UNION]);
  g_assert_true (ffb_pile_equal (after->hand[CSA], state->hand[CSA]));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/cards/C1D/record/deal-follows-from-the-seed",
                   test_deal_follows_from_the_seed);
  g_test_add_func ("/cards/C1D/record/deal-waits-for-the-pre-battle-rolls",
                   test_deal_waits_for_the_pre_battle_rolls);
  g_test_add_func ("/cards/C1E/record/choices-kept-refusals-not",
                   test_choices_recorded_and_refusals_not);
  g_test_add_func ("/cards/C1/file/round-trip", test_file_round_trip);
  g_test_add_func ("/cards/C1/file/older-file-unchanged", test_older_file_unchanged);
  g_test_add_func ("/cards/C1/file/bad", test_file_bad);
  g_test_add_func ("/cards/C1/file/view-state", test_view_state);
  g_test_add_func ("/cards/C1/file/tampered-record-named", test_tampered_record_named);
  g_test_add_func ("/cards/C1/record/rebuilt-after-the-reveal", test_rebuilt_after_the_reveal);
  g_test_add_func ("/cards/C1/sealed/each-side-its-view", test_sealed_views);
  g_test_add_func ("/cards/C1/verify/after-the-reveal", test_verify_after_the_reveal);
  g_test_add_func ("/cards/C1G/record/act-kept-and-round-trip",
                   test_c1g_act_recorded_and_round_trip);
  g_test_add_func ("/cards/C1G/record/each-unit-charges", test_c1g_each_unit_charges);
  g_test_add_func ("/cards/C1G/file/older-charge-replays", test_c1g_older_charge_replays);
  g_test_add_func ("/cards/C1E/sealed/views-keep-the-charges", test_c1e_sealed_views_keep_the_counts);
  g_test_add_func ("/cards/C1G/verify/names-a-tampered-act",
                   test_c1g_verify_names_a_tampered_act);
  g_test_add_func ("/cards/C1G/verify/names-a-unit-off-the-sheet",
                   test_c1g_verify_names_a_unit_off_the_sheet);
  g_test_add_func ("/cards/C2B/record/year-follows-from-the-campaign-seed",
                   test_c2_year_follows_from_the_campaign_seed);
  g_test_add_func ("/cards/C2C/record/turn-kept-and-round-trip",
                   test_c2_turn_recorded_and_round_trip);
  g_test_add_func ("/cards/C2E/record/where-kept-and-round-trip",
                   test_c2e_where_recorded_and_round_trip);
  g_test_add_func ("/cards/C2/file/bad", test_c2_file_bad);
  g_test_add_func ("/cards/C2/sealed/for-the-referee", test_c2_sealed_for_the_referee);
  g_test_add_func ("/cards/C2/record/kept-through-undo", test_c2_kept_through_undo);
  return g_test_run ();
}
