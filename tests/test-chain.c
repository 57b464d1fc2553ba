/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-chain.c: the signed record of a campaign file's writes (RULES.md "Fair dice", decision
 * 3; issue 30 item 7; ffb-chain.h, ffb-xml-chain.h): every write of the referee's session is
 * a signed link; the file is checked against its last link on every load; an edit by anyone
 * without the referee's passphrase, in clear or sealed, is named. Two walks change every field
 * of a signed file, one at a time: of a rolled battle (and the rest of its campaign), and of
 * a history with an aftermath's rolls; none may load as what the referee signed. Keys are
 * derived at libsodium's MIN limits (ffb_seal_use_test_cost). */
#include <string.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "ffb-aftermath.h"
#include "ffb-campaign-dice.h"
#include "ffb-chain.h"
#include "ffb-keyring.h"
#include "ffb-organize.h"
#include "ffb-result.h"
#include "ffb-seal.h"
#include "ffb-test-files.h"
#include "ffb-test-neutral.h"
#include "ffb-test-tamper.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-chain-parts.h"
#include "ffb-xml-doc.h"

#define REFEREE_PASS "umpire of Fredericksburg"
#define UNION_PASS "Vicksburg 1863"
#define AFTERMATH_SEED "1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100"

static void
protect (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, &error));
  g_assert_no_error (error);
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             &error));
  g_assert_no_error (error);
}

/* The test battle rolled with a march a side, played to turn 12, its seed not revealed: its
 * parts sealed. */
static FfbCampaign *
rolled_campaign (void)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION,
                                                    FFB_FLANK_RIGHT, "u-div3"));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_LEFT, "c-div2"));
  ffb_test_roll (campaign, FFB_TEST_SEED);
  ffb_test_play_to (campaign, 12);
  protect (campaign);
  return campaign;
}

/* The demo with Pea Ridge carried back (R9: its rolls in the history), sealed. */
static FfbCampaign *
aftermath_campaign (void)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *demo = ffb_xml_new_demo_campaign (&error);

  g_assert_no_error (error);
  protect (demo);
  g_assert_true (ffb_campaign_dice_ensure (demo, &error));
  ffb_test_carry_back_pea_ridge (demo, AFTERMATH_SEED);
  return demo;
}

static char *
signed_text (FfbCampaign *campaign)
{
  g_autoptr(GError) error = NULL;
  char *xml = ffb_xml_write_sealed_campaign (campaign, &error);

  g_assert_no_error (error);
  g_assert_nonnull (strstr (xml, "<signed-record"));
  return xml;
}

static FfbCampaign *
load (const char *xml, FfbReader reader, const char *passphrase)
{
  return ffb_xml_load_campaign_unlocked (xml, strlen (xml), "signed.ffbridge", reader,
                                         passphrase, NULL);
}

static void
assert_intact (const char *xml, FfbReader reader, const char *passphrase, guint links)
{
  g_autoptr(FfbCampaign) campaign = load (xml, reader, passphrase);

  g_assert_nonnull (campaign);
  for (guint i = 0; i < campaign->keyring->chain->problems->len; i++)
    g_test_message ("%s", (const char *) campaign->keyring->chain->problems->pdata[i]);
  g_assert_cmpint (campaign->keyring->chain->state, ==, FFB_CHAIN_INTACT);
  g_assert_cmpuint (campaign->keyring->chain->links->len, ==, links);
}

/* Each write of the referee's session is a link, chained to the one before; the file loads as
 * what it signed, whoever opens it: no passphrase, a player's, the referee's. */
static void
test_writes_signed_and_chained (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *first = signed_text (campaign);
  g_autofree char *second = signed_text (campaign);
  g_autofree char *third = signed_text (campaign);
  g_autofree char *fingerprint = ffb_chain_fingerprint (campaign->keyring->chain);

  assert_intact (first, FFB_READER_REFEREE, NULL, 1);
  assert_intact (third, FFB_READER_REFEREE, NULL, 3);
  assert_intact (third, FFB_READER_UNION, UNION_PASS, 3);
  assert_intact (third, FFB_READER_REFEREE, REFEREE_PASS, 3);
  /* "3F2A 91C0 7B4E 55D1": what the players compare at the table. */
  g_assert_nonnull (fingerprint);
  g_assert_cmpuint (strlen (fingerprint), ==, 19);
  /* Its secret half is sealed: nowhere in clear. */
  g_assert_nonnull (campaign->keyring->chain->secret);
  {
    g_autofree char *secret = g_base64_encode (campaign->keyring->chain->secret,
                                               ffb_chain_secret_size ());

    g_assert_null (strstr (third, secret));
  }
}

/* A player's session (and one with no passphrase) writes the file as it came: the record
 * still holds, and has no new link, for it cannot sign. */
static void
test_player_session_keeps_it (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);
  g_autoptr(FfbCampaign) player = load (xml, FFB_READER_UNION, UNION_PASS);
  g_autoptr(FfbCampaign) nobody = load (xml, FFB_READER_REFEREE, NULL);
  g_autofree char *by_player = NULL, *by_nobody = NULL;

  by_player = signed_text (player);
  by_nobody = signed_text (nobody);
  assert_intact (by_player, FFB_READER_REFEREE, NULL, 1);
  assert_intact (by_nobody, FFB_READER_REFEREE, REFEREE_PASS, 1);
}

/* Undo reloads the campaign from memory: it takes back the change, never a link. */
static void
test_reload_keeps_links (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);
  g_autofree char *snapshot = ffb_xml_write_campaign (campaign);
  g_autoptr(FfbCampaign) back = ffb_xml_load_campaign_keyed (snapshot, strlen (snapshot),
                                                             "undo", campaign->keyring, NULL);
  g_autofree char *after = NULL;

  g_assert_nonnull (back);
  g_assert_null (strstr (snapshot, "<signed-record"));
  g_assert_true (back->keyring->chain == campaign->keyring->chain);
  after = signed_text (back);
  assert_intact (after, FFB_READER_REFEREE, REFEREE_PASS, 2);
}

static char *
problems_of (const char *xml, FfbReader reader, const char *passphrase)
{
  g_autoptr(FfbCampaign) campaign = load (xml, reader, passphrase);

  g_assert_nonnull (campaign);
  g_assert_cmpint (campaign->keyring->chain->state, ==, FFB_CHAIN_BROKEN);
  g_ptr_array_add (campaign->keyring->chain->problems, NULL);
  return g_strjoinv ("\n", (char **) campaign->keyring->chain->problems->pdata);
}

/* A part changed in a text editor is named, in words. */
static void
test_edit_named (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);
  g_autofree char *terrain = ffb_test_replace_once (xml, "terrain=\"clear\"",
                                                    "terrain=\"forest\"");
  g_autofree char *said = problems_of (terrain, FFB_READER_REFEREE, NULL);

  g_assert_nonnull (strstr (said, "changed after the referee's last signed save (link 1)"));
  g_assert_nonnull (strstr (said, "the setup of the battle “"));
}

/* A link taken out of the middle, or the last one with the file put back as it was before
 * it, or a part listed anew: each named. */
static void
test_links_cut (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *one = signed_text (campaign);
  g_autofree char *two = signed_text (campaign);
  g_autofree char *three = signed_text (campaign);
  g_autoptr(xmlDoc) doc = xmlReadMemory (three, (int) strlen (three), "x", NULL, 0);
  xmlNode *record = xmlDocGetRootElement (doc)->last;
  xmlNode *second_link;
  xmlChar *text = NULL;
  int length = 0;
  g_autofree char *said = NULL;

  while (record->type != XML_ELEMENT_NODE)
    record = record->prev;
  g_assert_cmpstr ((const char *) record->name, ==, "signed-record");
  second_link = xmlFirstElementChild (record);
  second_link = xmlNextElementSibling (second_link);
  xmlUnlinkNode (second_link);
  xmlFreeNode (second_link);
  xmlDocDumpMemory (doc, &text, &length);
  said = problems_of ((const char *) text, FFB_READER_REFEREE, NULL);
  xmlFree (text);
  g_assert_nonnull (strstr (said, "link 2 of the signed record is numbered 3"));
  g_assert_nonnull (strstr (said, "does not follow link 1"));
  /* The first write alone, with its one link, is a sound record: a file rolled back whole
   * is the witness's to name (ffb-chain.h). */
  assert_intact (one, FFB_READER_REFEREE, NULL, 1);
  assert_intact (two, FFB_READER_REFEREE, NULL, 2);
}

/* Another key put in the record, every link signed anew with it: the file alone agrees with
 * itself, but the fingerprint is not the one the players were shown, and the referee's
 * passphrase names it (his sealed key is not that key's); his next save starts a record of
 * his own. */
static void
test_forged_key (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);
  g_autofree char *fingerprint = ffb_chain_fingerprint (campaign->keyring->chain);
  g_autoptr(FfbCampaign) forger = load (xml, FFB_READER_REFEREE, NULL);
  g_autoptr(FfbChain) own = ffb_chain_new ();
  g_autofree char *forged = NULL, *forged_print = NULL, *said = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *record;

  /* The forger signs the file's parts with a key of his own, keeping the sealed key. */
  g_assert_true (ffb_chain_make_key (own, NULL));
  own->sealed_secret = g_strdup (campaign->keyring->chain->sealed_secret);
  doc = xmlReadMemory (xml, (int) strlen (xml), "x", NULL, 0);
  record = xmlDocGetRootElement (doc)->last;
  while (record->type != XML_ELEMENT_NODE)
    record = record->prev;
  xmlUnlinkNode (record);
  xmlFreeNode (record);
  g_assert_true (ffb_chain_append (own, forger->keyring->generation,
                                   ffb_xml_chain_parts (xmlDocGetRootElement (doc)), NULL));
  ffb_chain_unref (forger->keyring->chain);
  forger->keyring->chain = g_steal_pointer (&own);
  forged_print = ffb_chain_fingerprint (forger->keyring->chain);
  g_assert_cmpstr (forged_print, !=, fingerprint);
  /* His record, written as the file layer writes it. */
  {
    g_autofree char *sealed = ffb_xml_write_sealed_campaign (forger, NULL);

    forged = g_steal_pointer (&sealed);
  }
  g_assert_nonnull (forged);
  assert_intact (forged, FFB_READER_REFEREE, NULL, 1);
  said = problems_of (forged, FFB_READER_REFEREE, REFEREE_PASS);
  g_assert_nonnull (strstr (said, "signed by someone else"));
  {
    g_autoptr(FfbCampaign) referee = load (forged, FFB_READER_REFEREE, REFEREE_PASS);
    g_autofree char *saved = signed_text (referee);
    g_autoptr(FfbCampaign) again = load (saved, FFB_READER_REFEREE, NULL);
    g_autofree char *print = ffb_chain_fingerprint (again->keyring->chain);

    assert_intact (saved, FFB_READER_REFEREE, REFEREE_PASS, 1);
    g_assert_cmpstr (print, !=, forged_print);
  }
}

/* A record that is not one is refused on load, naming the line. */
static void
test_unreadable_record_refused (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);
  g_autofree char *bad = ffb_test_replace_once (xml, "<link n=\"1\"", "<link n=\"one\"");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) loaded = ffb_xml_load_campaign (bad, strlen (bad), "bad.ffbridge",
                                                         &error);

  g_assert_null (loaded);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_true (g_str_has_prefix (error->message, "bad.ffbridge:"));
  g_assert_nonnull (strstr (error->message, "the signed record is not readable"));
}

/* The walks: every attribute and text of the elements walked, changed as a hand editor
 * would (a number incremented, a boolean flipped, a text altered), the file loaded with no
 * passphrase. An edit is caught when the file does not load or loads as not what the
 * referee signed. */

typedef struct
{
  guint fields;
  GPtrArray *passed; /* "element field" of edits that loaded as signed */
} Walk;

static gboolean
edit_caught (xmlDoc *doc, gpointer data G_GNUC_UNUSED)
{
  xmlChar *text = NULL;
  int length = 0;
  g_autoptr(FfbCampaign) campaign = NULL;

  xmlDocDumpMemory (doc, &text, &length);
  campaign = ffb_xml_load_campaign ((const char *) text, (gsize) length, "tampered", NULL);
  xmlFree (text);
  return campaign == NULL || campaign->keyring->chain->state != FFB_CHAIN_INTACT;
}

static void
count (const char *element, const char *field, gboolean was_caught, gpointer data)
{
  Walk *walk = data;

  walk->fields++;
  if (!was_caught)
    g_ptr_array_add (walk->passed, g_strdup_printf ("%s %s", element, field));
}

static void
walk_and_report (const char *xml, const char *element, guint at_least)
{
  xmlDoc *doc = xmlReadMemory (xml, (int) strlen (xml), "signed.ffbridge", NULL,
                               XML_PARSE_NONET);
  Walk walk = { 0, g_ptr_array_new_with_free_func (g_free) };
  xmlNode *root = xmlDocGetRootElement (doc);

  g_assert_false (edit_caught (doc, NULL));
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE
        && (element == NULL || g_str_equal ((const char *) child->name, element)))
      ffb_test_tamper_walk (doc, child, edit_caught, count, &walk);
  if (element == NULL)
    {
      /* The campaign's own attributes, its children walked above. */
      xmlNode *first = root->children;

      root->children = NULL;
      ffb_test_tamper_walk (doc, root, edit_caught, count, &walk);
      root->children = first;
    }
  for (guint i = 0; i < walk.passed->len; i++)
    g_test_message ("passed: %s", (const char *) walk.passed->pdata[i]);
  g_test_message ("%u fields changed one at a time: %u loaded as signed", walk.fields,
                  walk.passed->len);
  g_assert_cmpuint (walk.fields, >=, at_least);
  g_assert_cmpuint (walk.passed->len, ==, 0);
  g_ptr_array_unref (walk.passed);
  xmlFreeDoc (doc);
}

/* Every field of a signed campaign with a rolled battle (its sealed parts, its clock, its
 * forces, the rosters, the keyring and the record itself). */
static void
test_tamper_every_field_of_a_rolled_battle (void)
{
  g_autoptr(FfbCampaign) campaign = rolled_campaign ();
  g_autofree char *xml = signed_text (campaign);

  walk_and_report (xml, NULL, 200);
}

/* Every field of a signed history holding an aftermath's rolls (R9C), its notes and the
 * campaign it keeps for undo. */
static void
test_tamper_every_field_of_the_history (void)
{
  g_autoptr(FfbCampaign) campaign = aftermath_campaign ();
  g_autofree char *xml = signed_text (campaign);

  walk_and_report (xml, "history", 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/chain/writes-signed-and-chained", test_writes_signed_and_chained);
  g_test_add_func ("/chain/player-session-keeps-it", test_player_session_keeps_it);
  g_test_add_func ("/chain/reload-keeps-links", test_reload_keeps_links);
  g_test_add_func ("/chain/edit-named", test_edit_named);
  g_test_add_func ("/chain/links-cut", test_links_cut);
  g_test_add_func ("/chain/forged-key", test_forged_key);
  g_test_add_func ("/chain/unreadable-record-refused", test_unreadable_record_refused);
  g_test_add_func ("/chain/issue-30/tamper-every-field-of-a-rolled-battle",
                   test_tamper_every_field_of_a_rolled_battle);
  g_test_add_func ("/chain/issue-30/tamper-every-field-of-the-history",
                   test_tamper_every_field_of_the_history);
  return g_test_run ();
}
