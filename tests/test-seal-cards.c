/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-seal-cards.c: the campaign's action deck (RULES.md C2) at rest ("Secrets at rest";
 * issue 30, item 12): its record sealed for the referee, and each side's view of it (his hand,
 * his pick until the reveal) in a part of his own, which his passphrase opens word for word as
 * the referee's session shows it him, padded to a public size, bound to its place, and named
 * in the referee's record of what the file seals. Keys at libsodium's MIN limits. */
#include <string.h>
#include <glib/gstdio.h>
#include <sodium.h>
#include <libxml/relaxng.h>

#include "ffb-action-play.h"
#include "ffb-error.h"
#include "ffb-keyring.h"
#include "ffb-pile.h"
#include "ffb-seal.h"
#include "ffb-test-neutral.h"
#include "ffb-test-saved.h"
#include "ffb-xml.h"
#include "ffb-xml-action-view.h"
#include "ffb-xml-deck.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-seal.h"
#include "ffb-xml-seal-size.h"

#define REFEREE_PASS "umpire of Fredericksburg"
#define UNION_PASS "Vicksburg 1863"
#define CONFEDERATE_PASS "Chancellorsville"
/* One campaign seed for every campaign, so that the years deal alike. */
#define CAMPAIGN_SEED "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static const char *const passphrases[] = { REFEREE_PASS, UNION_PASS, CONFEDERATE_PASS };

/* What the Confederate does with his action cards, the one difference between campaigns. */
typedef enum { PICKS_FIRST, PICKS_SECOND, PASSES_WITH_THIRD } Confederate;

/* The action deck on, a year dealt, the Union's pick made and the Confederate's `choice`, the
 * passphrases set. */
static FfbCampaign *
year_under_way (Confederate choice)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(FfbActionCards) state = NULL;
  const GPtrArray *hand;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, CAMPAIGN_SEED, NULL));
  g_assert_true (ffb_action_play_turn_on (campaign, deck, NULL));
  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  state = ffb_action_play_state (campaign, NULL);
  g_assert_true (ffb_action_play_pick (campaign, FFB_SIDE_UNION,
                                       g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0),
                                       FALSE, NULL));
  hand = state->hand[FFB_SIDE_CONFEDERATE];
  g_assert_true (ffb_action_play_pick (campaign, FFB_SIDE_CONFEDERATE,
                                       g_ptr_array_index (hand, (guint) choice),
                                       choice == PASSES_WITH_THIRD, NULL));
  for (int r = 0; r < FFB_N_READERS; r++)
    g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, (FfbReader) r,
                                               passphrases[r], NULL));
  return campaign;
}

static FfbCampaign *
load (const char *xml, FfbReader reader, GError **error)
{
  return ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", reader,
                                         passphrases[reader], error);
}

/* The <sealed for="WHO"> element of the action deck's record in `xml`, whole, and where. */
static char *
action_part (const char *xml, const char *who, const char **start)
{
  g_autofree char *tag = g_strdup_printf ("<sealed for=\"%s\"", who);
  const char *cards = strstr (xml, "<action-cards "), *open, *close;

  g_assert_nonnull (cards);
  open = strstr (cards, tag);
  g_assert_nonnull (open);
  close = strstr (open, "</sealed>") + strlen ("</sealed>");
  *start = open;
  return g_strndup (open, close - open);
}

/* `xml` with the action deck's part of WHO replaced by `element` ("" takes it out). */
static char *
with_action_part (const char *xml, const char *who, const char *element)
{
  const char *at;
  g_autofree char *old = action_part (xml, who, &at);
  GString *text = g_string_new_len (xml, at - xml);

  g_string_append (text, element);
  g_string_append (text, at + strlen (old));
  return g_string_free (text, FALSE);
}

/* The text of the side's part of the action deck, opened with his key as the file holds it. */
static char *
open_action_part_text (FfbCampaign *player, const char *xml, FfbSide side)
{
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (xml, strlen (xml), "c.ffbridge", NULL);
  xmlNode *cards = ffb_xml_first_child (xmlDocGetRootElement (doc), "action-cards");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) part = ffb_xml_open_action_part (cards, side, player->keyring,
                                                     "c.ffbridge", &error);

  g_assert_no_error (error);
  return ffb_xml_doc_to_text (part);
}

/* generation="N" of a <sealed> element. */
static char *
generation_attribute (const char *element)
{
  const char *at = strstr (element, "generation=\"");

  g_assert_nonnull (at);
  return g_strndup (at, strchr (at + strlen ("generation=\""), '"') + 1 - at);
}

static void
assert_refused_naming (const char *xml, FfbReader reader, const char *what, const char *why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = load (xml, reader, &error);

  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  if (strstr (error->message, what) == NULL || strstr (error->message, why) == NULL)
    g_error ("“%s” does not say “%s” and “%s”", error->message, what, why);
  g_assert_nonnull (strstr (error->message, "c.ffbridge:"));
}

/* Issue 30, item 12: each player's passphrase opens his own view of the year, the same as the
 * referee's session makes for him (his hand and pick; the other's hand and pick hidden), and
 * not the other side's; his session deals, picks and reveals nothing, and writes the record
 * back as it came. */
static void
test_own_hand_for_his_passphrase (void)
{
  g_autoptr(FfbCampaign) campaign = year_under_way (PASSES_WITH_THIRD);
  g_autoptr(FfbActionCards) state = ffb_action_play_state (campaign, NULL);
  g_autofree char *xml = ffb_test_sealed_xml (campaign);

  /* Each side's part at the one public size (ffb-xml-seal-size.h): nonce, padded view, tag. */
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const char *at;
      g_autofree char *element = action_part (xml, ffb_side_to_string (side), &at);
      const char *start = strchr (element, '>') + 1;
      g_autofree char *blob = g_strndup (start, strcspn (start, "<"));
      g_autofree guint8 *bytes = NULL;
      gsize length = 0;

      bytes = g_base64_decode (blob, &length);
      g_assert_cmpuint (length, ==, ffb_xml_seal_action_view_size (NULL)
                                    + crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
                                    + crypto_aead_xchacha20poly1305_ietf_ABYTES);
    }
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      FfbSide other = ffb_side_other (side);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) player = load (xml, ffb_reader_for_side (side), &error);
      g_autoptr(FfbCardPlay) own = NULL, others = NULL;
      g_autoptr(FfbActionCards) referees = ffb_action_cards_view (state, side);
      g_autofree char *part = NULL, *written = NULL;
      const FfbActionCards *view;

      g_assert_no_error (error);
      g_assert_null (player->action_cards);
      own = ffb_xml_open_action_view (player, side, "c.ffbridge", &error);
      g_assert_no_error (error);
      g_assert_cmpint (own->view, ==, side);
      view = own->view_state;
      g_assert_true (ffb_action_cards_equal (view, referees));
      g_assert_cmpuint (view->hand[side]->len, ==, 6);
      g_assert_cmpstr (view->pick[side], ==, state->pick[side]);
      g_assert_cmpstr (view->pick[other], ==, FFB_CARD_HIDDEN);
      /* Nothing of the other hand in what he decrypts. */
      part = open_action_part_text (player, xml, side);
      for (guint i = 0; i < state->hand[other]->len; i++)
        {
          g_autofree char *word = g_strdup_printf (" %s", (char *) g_ptr_array_index
                                                            (state->hand[other], i));
          g_autofree char *quoted = g_strdup_printf ("\"%s", (char *) g_ptr_array_index
                                                              (state->hand[other], i));

          g_assert_null (strstr (part, word));
          g_assert_null (strstr (part, quoted));
        }
      others = ffb_xml_open_action_view (player, other, "c.ffbridge", &error);
      g_assert_null (others);
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_clear_error (&error);
      /* Read-only: the record is not his. */
      g_assert_false (ffb_action_play_reveal (player, &error));
      g_clear_error (&error);
      g_assert_false (ffb_action_play_deal_year (player, &error));
      g_clear_error (&error);
      g_assert_false (ffb_action_play_pick (player, side, g_ptr_array_index (view->hand[side], 1),
                                            FALSE, &error));
      g_clear_error (&error);
      written = ffb_test_sealed_xml (player);
      g_assert_cmpstr (strstr (written, "<action-cards "), ==, strstr (xml, "<action-cards "));
    }
}

/* What the Union player can obtain of the action deck from a saved file with his passphrase:
 * the file's and its backup's sizes, every sealed blob's length, his part decrypted and the
 * view it gives him. */
static char *
union_player_sees (FfbCampaign *campaign)
{
  g_autofree char *file = NULL, *kept = NULL, *lengths = NULL, *part = NULL;
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) player = NULL;
  g_autoptr(FfbCardPlay) own = NULL;
  const FfbActionCards *view;

  ffb_test_save_twice (campaign, NULL, &file, &kept);
  lengths = ffb_test_sealed_lengths (file);
  g_string_append_printf (seen, "file %zu, backup %zu\n%s\n", strlen (file), strlen (kept),
                          lengths);
  player = load (file, FFB_READER_UNION, &error);
  g_assert_no_error (error);
  part = open_action_part_text (player, file, FFB_SIDE_UNION);
  own = ffb_xml_open_action_view (player, FFB_SIDE_UNION, "c.ffbridge", &error);
  g_assert_no_error (error);
  view = own->view_state;
  g_string_append_printf (seen, "%s\npick %s, %u cards\n", part, view->pick[FFB_SIDE_UNION],
                          view->hand[FFB_SIDE_UNION]->len);
  return g_string_free (g_steal_pointer (&seen), FALSE);
}

/* "Secrets at rest", decision 1, for the action deck: three campaigns that differ only in the
 * Confederate's action card (one picked, another, or one to pass with) give the Union player
 * the same bytes, his own decrypted part among them. */
static void
test_union_sees_the_same (void)
{
  char *seen[3] = { NULL };

  for (guint n = 0; n < G_N_ELEMENTS (seen); n++)
    {
      g_autoptr(FfbCampaign) campaign = year_under_way ((Confederate) n);

      seen[n] = union_player_sees (campaign);
    }
  g_test_message ("%s", seen[0]);
  g_assert_nonnull (strstr (seen[0], "<player-view side=\"union\""));
  g_assert_cmpstr (seen[1], ==, seen[0]);
  g_assert_cmpstr (seen[2], ==, seen[0]);
  for (guint n = 0; n < G_N_ELEMENTS (seen); n++)
    g_free (seen[n]);
}

/* Saved (the backup), the Mississippi flag set, saved again (the file). */
static void
set_mississippi (FfbCampaign *campaign)
{
  g_assert_true (ffb_action_play_set_mississippi (campaign, TRUE, NULL));
}

static void
save_twice (char **file, char **backup)
{
  g_autoptr(FfbCampaign) campaign = year_under_way (PICKS_FIRST);

  ffb_test_save_twice (campaign, set_mississippi, file, backup);
}

/* "Secrets at rest", decision 2: the Union's part of the action deck copied in from the backup
 * (its generation too, or the file's written on it), swapped with the Confederate's, or taken
 * out, is refused naming it, by the referee's passphrase and, but for the last, which only the
 * referee's record can tell, by his own. */
static void
test_part_from_elsewhere (void)
{
  g_autofree char *file = NULL, *backup = NULL, *old = NULL, *confederate = NULL;
  g_autofree char *from_backup = NULL, *rewritten = NULL, *swapped = NULL, *taken = NULL;
  g_autofree char *file_generation = NULL, *old_generation = NULL, *current = NULL;
  const char *at, *what = "the union part of the action deck's record";
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) fine = NULL;
  GString *text;

  save_twice (&file, &backup);
  fine = load (file, FFB_READER_UNION, &error);
  g_assert_no_error (error);
  old = action_part (backup, "union", &at);
  from_backup = with_action_part (file, "union", old);
  g_assert_cmpstr (from_backup, !=, file);
  for (int r = 0; r < 2; r++)
    assert_refused_naming (from_backup, (FfbReader) r, what, "backup");

  /* The backup's part with the file's generation written on it: bound in its associated data. */
  current = action_part (file, "union", &at);
  file_generation = generation_attribute (current);
  old_generation = generation_attribute (old);
  g_assert_cmpstr (file_generation, !=, old_generation);
  text = g_string_new (old);
  g_string_replace (text, old_generation, file_generation, 1);
  rewritten = with_action_part (file, "union", text->str);
  g_string_free (text, TRUE);
  for (int r = 0; r < 2; r++)
    assert_refused_naming (rewritten, (FfbReader) r, what, "does not open");

  /* The Confederate's blob under the Union's name. */
  confederate = action_part (file, "confederate", &at);
  text = g_string_new (confederate);
  g_string_replace (text, "for=\"confederate\"", "for=\"union\"", 1);
  swapped = with_action_part (file, "union", text->str);
  g_string_free (text, TRUE);
  for (int r = 0; r < 2; r++)
    assert_refused_naming (swapped, (FfbReader) r, what, "does not open");

  taken = with_action_part (file, "union", "");
  assert_refused_naming (taken, FFB_READER_REFEREE, what, "taken out");
}

/* A file sealed before the sides' parts were written (tests/files/sealed/with-generations:
 * its record for the referee alone) opens as it is; its player reads no view until the
 * referee's next save writes his part, and then reads it. */
static void
test_file_before_side_parts (void)
{
  const char *files = g_getenv ("FFB_TEST_FILES");
  g_autofree char *path = g_build_filename (files != NULL ? files : "files", "sealed",
                                            "with-generations.ffbridge", NULL);
  g_autofree char *xml = NULL, *saved = NULL;
  g_autoptr(FfbCampaign) referee = NULL, player = NULL, later = NULL;
  g_autoptr(FfbCardPlay) none = NULL, own = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_nonnull (strstr (xml, "<action-cards "));
  /* <action-cards deck=".." sealed=".." generation=".."/>, no part in it. */
  g_assert_true (g_str_has_prefix (strchr (strstr (xml, "<action-cards "), '>') - 1, "/>"));
  player = ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", FFB_READER_UNION,
                                           UNION_PASS, &error);
  g_assert_no_error (error);
  none = ffb_xml_open_action_view (player, FFB_SIDE_UNION, "c.ffbridge", &error);
  g_assert_null (none);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "holds no part of the Union player's"));
  g_clear_error (&error);
  referee = load (xml, FFB_READER_REFEREE, &error);
  g_assert_no_error (error);
  saved = ffb_test_sealed_xml (referee);
  later = load (saved, FFB_READER_UNION, &error);
  g_assert_no_error (error);
  own = ffb_xml_open_action_view (later, FFB_SIDE_UNION, "c.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_nonnull (own);
}

/* The file form as written, the sides' parts of the action deck in it, follows
 * data/schema/campaign.rng. */
static void
test_sealed_file_follows_schema (void)
{
  const char *root = g_getenv ("FFB_SOURCE_ROOT");
  g_autoptr(FfbCampaign) campaign = year_under_way (PICKS_FIRST);
  g_autofree char *xml = ffb_test_sealed_xml (campaign);
  g_autofree char *path = NULL, *rng = NULL;
  gsize rng_length = 0;
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr valid;
  xmlDocPtr doc;

  if (root == NULL)
    {
      g_test_skip ("FFB_SOURCE_ROOT is not set");
      return;
    }
  path = g_build_filename (root, "data", "schema", "campaign.rng", NULL);
  g_assert_true (g_file_get_contents (path, &rng, &rng_length, NULL));
  parser = xmlRelaxNGNewMemParserCtxt (rng, (int) rng_length);
  schema = xmlRelaxNGParse (parser);
  doc = xmlReadMemory (xml, (int) strlen (xml), "c.ffbridge", NULL, XML_PARSE_NONET);
  g_assert_nonnull (schema);
  g_assert_nonnull (doc);
  g_assert_nonnull (strstr (strstr (xml, "<action-cards "), "<sealed for=\"confederate\""));
  valid = xmlRelaxNGNewValidCtxt (schema);
  g_assert_cmpint (xmlRelaxNGValidateDoc (valid, doc), ==, 0);
  xmlRelaxNGFreeValidCtxt (valid);
  xmlFreeDoc (doc);
  xmlRelaxNGFree (schema);
  xmlRelaxNGFreeParserCtxt (parser);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/seal/cards/C2/own-hand-for-his-passphrase",
                   test_own_hand_for_his_passphrase);
  g_test_add_func ("/seal/done-when/action-cards/union-sees-the-same",
                   test_union_sees_the_same);
  g_test_add_func ("/seal/place/action-cards/part-from-elsewhere", test_part_from_elsewhere);
  g_test_add_func ("/seal/place/action-cards/file-before-side-parts",
                   test_file_before_side_parts);
  g_test_add_func ("/seal/file/action-cards/follows-the-schema", test_sealed_file_follows_schema);
  return g_test_run ();
}
