/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-draft.c: a battle's draft result (R9) in the campaign file: what the referee typed and
 * has not applied survives a save and a load; a file without one loads as before; a broken or
 * hostile draft is refused with the file and line, and nothing of the file is loaded; applying
 * the aftermath clears the draft, and undoing it brings the draft back. The refused files are
 * tests/files/bad/draft-*.ffbridge (their messages are checked by test-files.c). */
#include <string.h>
#include <glib/gstdio.h>

#include "ffb-aftermath.h"
#include "ffb-edit-draft.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-organize.h"
#include "ffb-result.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-draft.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-built-in.h"
#include "ffb-test-files.h"

#define SEED "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static char *
files_path (const char *kind, const char *name)
{
  const char *files = g_getenv ("FFB_TEST_FILES");

  return g_build_filename (files != NULL ? files : "files", kind, name, NULL);
}

/* A draft as a referee leaves one half typed: some losses, a battery, a leader's fate, a
 * march that never arrived, one side's CRT row, and the R9F pick. */
static FfbResult *
typed_draft (const char *battle_id)
{
  const FfbCrtResult row[FFB_CRT_ROW_RESULTS] = {
    { 1, 0, FALSE }, { 2, 1, FALSE }, { 3, 1, TRUE }, { 4, 1, FALSE }, { 5, 2, TRUE },
    { 6, 2, TRUE },
  };
  FfbResult *draft = ffb_result_new (battle_id);

  draft->sides[FFB_SIDE_UNION].victory_points = 14;
  draft->sides[FFB_SIDE_CONFEDERATE].field = FFB_RESULT_FIELD_DRIVEN_OFF;
  ffb_result_add_loss (draft, FFB_SIDE_UNION, "union.c1.d1.b1", 4);
  ffb_result_add_battery (draft, FFB_SIDE_CONFEDERATE, "confederate.c1.d1.a1");
  ffb_result_add_leader (draft, FFB_SIDE_CONFEDERATE, "mcculloch", FFB_FATE_KILLED, -1);
  ffb_result_add_leader (draft, FFB_SIDE_UNION, "sigel", FFB_FATE_UNHURT, 0);
  ffb_result_add_never_arrived (draft, FFB_SIDE_CONFEDERATE, "confederate.c2.d2", FALSE);
  ffb_result_set_crt_row (draft, FFB_SIDE_UNION, row);
  return draft;
}

static void
assert_typed (const FfbBattle *battle)
{
  const FfbResult *draft = battle->draft;
  const FfbResultSide *u, *c;

  g_assert_nonnull (draft);
  u = &draft->sides[FFB_SIDE_UNION];
  c = &draft->sides[FFB_SIDE_CONFEDERATE];
  g_assert_cmpstr (draft->battle_id, ==, battle->id);
  g_assert_cmpint (u->victory_points, ==, 14);
  g_assert_cmpint (c->field, ==, FFB_RESULT_FIELD_DRIVEN_OFF);
  g_assert_cmpuint (u->brigades->len, ==, 1);
  g_assert_cmpint (g_array_index (u->brigades, FfbResultBrigade, 0).stands_lost, ==, 4);
  g_assert_cmpstr (g_array_index (c->batteries, FfbResultUnit, 0).unit_id, ==,
                   "confederate.c1.d1.a1");
  g_assert_cmpint (g_array_index (c->leaders, FfbResultLeader, 0).fate, ==, FFB_FATE_KILLED);
  g_assert_false (g_array_index (c->leaders, FfbResultLeader, 0).appeared_given);
  g_assert_true (g_array_index (u->leaders, FfbResultLeader, 0).appeared_given);
  g_assert_false (g_array_index (u->leaders, FfbResultLeader, 0).appeared);
  g_assert_cmpuint (c->never_arrived->len, ==, 1);
  g_assert_true (u->has_crt_row);
  g_assert_false (c->has_crt_row);
  g_assert_true (u->crt[4].demoralizes);
  g_assert_cmpint (u->crt[4].sp_loss, ==, 2);
  g_assert_cmpstr (battle->draft_crack_group, ==, "us-sw-1");
  g_assert_false (battle->draft_no_crack);
}

static FfbCampaign *
demo_with_draft (void)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *demo = ffb_xml_new_demo_campaign (&error);
  FfbBattle *battle = ffb_campaign_find_battle (demo, "pea-ridge");
  g_autoptr(FfbResult) draft = typed_draft ("pea-ridge");

  g_assert_no_error (error);
  ffb_battle_set_draft (battle, draft, "us-sw-1", FALSE);
  return demo;
}

/* Through the file: saved, loaded, and saved again to the same text. */
static void
test_save_load_round_trip (void)
{
  g_autoptr(FfbCampaign) demo = demo_with_draft ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-draft-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "demo.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = ffb_xml_write_campaign (demo);
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (first, "<draft-result crack-group=\"us-sw-1\">"));
  g_assert_true (ffb_xml_save_campaign_file (demo, path, &error));
  g_assert_no_error (error);
  again = ffb_xml_load_campaign_file (path, &error);
  g_assert_no_error (error);
  assert_typed (ffb_campaign_find_battle (again, "pea-ridge"));
  /* The other battles have none. */
  g_assert_null (ffb_campaign_find_battle (again, "fredericksburg")->draft);
  second = ffb_xml_write_campaign (again);
  g_assert_cmpstr (second, ==, first);
  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
}

/* R9F: "nobody" is kept too; clearing the draft clears the pick with it. */
static void
test_no_crack_and_clear (void)
{
  g_autoptr(FfbCampaign) demo = demo_with_draft ();
  FfbBattle *battle = ffb_campaign_find_battle (demo, "pea-ridge");
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *cleared = NULL;

  ffb_battle_set_draft (battle, battle->draft, NULL, TRUE);
  xml = ffb_xml_write_campaign (demo);
  again = ffb_xml_load_campaign (xml, strlen (xml), "nobody.ffbridge", NULL);
  g_assert_nonnull (again);
  g_assert_true (ffb_campaign_find_battle (again, "pea-ridge")->draft_no_crack);
  g_assert_null (ffb_campaign_find_battle (again, "pea-ridge")->draft_crack_group);

  ffb_battle_set_draft (battle, NULL, "us-sw-1", TRUE);
  g_assert_null (battle->draft);
  g_assert_null (battle->draft_crack_group);
  g_assert_false (battle->draft_no_crack);
  cleared = ffb_xml_write_campaign (demo);
  g_assert_null (strstr (cleared, "draft-result"));
}

/* A file written before drafts existed loads as before, with no draft, and saves without. */
static void
test_file_without_draft (void)
{
  g_autofree char *path = files_path ("good", "wilsons-creek.ffbridge");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_file (path, &error);
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  g_assert_null (ffb_campaign_find_battle (campaign, "wilsons-creek")->draft);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_null (strstr (xml, "draft-result"));
  g_assert_nonnull (strstr (xml, "format-version=\"3\""));
}

/* A draft may be incomplete or not yet right: it is kept as typed, not judged against the
 * battle (that is the preview's work, and the apply's). */
static void
test_draft_not_judged (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(FfbResult) draft = ffb_result_new ("pea-ridge");
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  FfbBattle *battle;

  ffb_result_add_loss (draft, FFB_SIDE_UNION, "union.c9.d9.b9", 99);   /* no such brigade */
  ffb_result_add_leader (draft, FFB_SIDE_UNION, "price", FFB_FATE_KILLED, 1); /* the enemy's */
  ffb_battle_set_draft (ffb_campaign_find_battle (demo, "pea-ridge"), draft, NULL, FALSE);
  xml = ffb_xml_write_campaign (demo);
  again = ffb_xml_load_campaign (xml, strlen (xml), "typed.ffbridge", &error);
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (again, "pea-ridge");
  g_assert_cmpint (ffb_result_side_stands_lost (&battle->draft->sides[FFB_SIDE_UNION]), ==, 99);
  g_assert_true (ffb_campaign_check (again, NULL));
}

/* Text from code that no file can hold is made safe, so the campaign still saves and loads. */
static void
test_unsafe_text_saves (void)
{
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(FfbResult) draft = ffb_result_new ("some other battle\x01");
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  ffb_result_add_battery (draft, FFB_SIDE_UNION, "union\x02\xff.a1");
  ffb_battle_set_draft (ffb_campaign_find_battle (demo, "pea-ridge"), draft, NULL, FALSE);
  xml = ffb_xml_write_campaign (demo);
  again = ffb_xml_load_campaign (xml, strlen (xml), "unsafe.ffbridge", &error);
  g_assert_no_error (error);
  /* Written as the battle's own draft, whatever id it was made with. */
  g_assert_cmpstr (ffb_campaign_find_battle (again, "pea-ridge")->draft->battle_id, ==,
                   "pea-ridge");
}

/* A broken draft names the file and the line of what is wrong, and nothing is loaded. */
static void
test_broken_names_line (void)
{
  g_autofree char *path = files_path ("bad", "draft-negative-loss.ffbridge");
  g_autofree char *prefix = g_strconcat (path, ":36: lost=\"-3\" on <brigade>", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_file (path, &error);

  g_assert_null (campaign);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, prefix));
}

/* Each hostile draft, put into a good campaign's text, is refused; the campaign it came from
 * is untouched and still saves to the same text. */
static void
test_hostile_leaves_campaign (void)
{
  static const char *const drafts[] = {
    "<draft-result><battle-result format-version=\"1\" battle=\"pea-ridge\"><side id=\"union\" "
    "victory-points=\"1\"><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
    "href=\"/etc/passwd\"/></side><side id=\"confederate\" victory-points=\"1\"/>"
    "</battle-result></draft-result>",
    "<draft-result><battle-result xmlns=\"http://example.org/\" format-version=\"1\" "
    "battle=\"pea-ridge\"/></draft-result>",
    "<draft-result><battle-result format-version=\"1\" battle=\"pea-ridge\"><side "
    "id=\"union\" victory-points=\"99999999999\"/><side id=\"confederate\" "
    "victory-points=\"0\"/></battle-result></draft-result>",
    "<draft-result no-crack=\"perhaps\"><battle-result format-version=\"1\" "
    "battle=\"pea-ridge\"><side id=\"union\" victory-points=\"0\"/><side id=\"confederate\" "
    "victory-points=\"0\"/></battle-result></draft-result>",
    "<draft-result/>",
  };
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (NULL);
  g_autofree char *good = ffb_xml_write_campaign (demo);
  g_autofree char *after = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
    {
      g_autoptr(GString) xml = g_string_new (good);
      g_autoptr(GError) error = NULL;
      const char *end = strstr (xml->str, "</battle>");

      g_string_insert (xml, end - xml->str, drafts[i]);
      g_assert_null (ffb_xml_load_campaign (xml->str, xml->len, "hostile.ffbridge", &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, "hostile.ffbridge:"));
      g_assert_null (strchr (error->message, '\n'));
    }
  after = ffb_xml_write_campaign (demo);
  g_assert_cmpstr (after, ==, good);
}

/* R9: applying the aftermath clears the draft in the same change; undoing it (from the
 * campaign's own history, as after saving and opening again) brings the draft back. */
static void
test_apply_clears_undo_restores_r9 (void)
{
  g_autoptr(FfbCampaign) demo = demo_with_draft ();
  g_autofree char *path = ffb_test_source_path ("data/samples/pea-ridge-result.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbResult) result = ffb_result_load_file (path, &error);
  g_autoptr(FfbAftermath) aftermath = NULL;
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex ("pea-ridge.aftermath", SEED, NULL);
  FfbBattle *battle = ffb_campaign_find_battle (demo, "pea-ridge");

  g_assert_no_error (error);
  for (int s = 0; s < FFB_N_SIDES; s++)
    g_assert_nonnull (ffb_battle_ensure_oob (demo, battle, s, NULL));
  aftermath = ffb_aftermath_new (demo, "pea-ridge", result, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_aftermath_apply (aftermath, demo, dice, &error));
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (demo, "pea-ridge");
  g_assert_true (battle->fought);
  g_assert_null (battle->draft);
  g_assert_null (battle->draft_crack_group);

  g_assert_true (ffb_xml_undo_last_change (demo, NULL, &error));
  g_assert_no_error (error);
  battle = ffb_campaign_find_battle (demo, "pea-ridge");
  g_assert_false (battle->fought);
  assert_typed (battle);
}

/* Issue 11: a reader's check that set no GError crashed its caller. A <draft-result> given
 * without its result (the campaign schema never lets one through) is refused in a sentence. */
static void
test_reader_without_result (void)
{
  const char *xml = "<draft-result no-crack=\"true\"/>";
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = ffb_xml_doc_parse (xml, strlen (xml), "d.xml", &error);
  FfbBattle *battle = ffb_battle_new ("b", 10, 1);

  g_assert_no_error (error);
  g_assert_false (ffb_xml_read_draft (xmlDocGetRootElement (doc), battle, "d.xml", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_SCHEMA);
  g_assert_cmpstr (error->message, ==, "d.xml:1: <draft-result> must hold a <battle-result>.");
  g_assert_null (battle->draft);
  ffb_battle_free (battle);
}

/* The one way the app keeps what the referee types (ffb-edit-draft.h). */
static void
test_edit_draft_kept (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbResult) typed = ffb_result_new (battle->id);
  g_autoptr(GError) error = NULL;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  typed->sides[FFB_SIDE_UNION].victory_points = 3;
  g_assert_true (ffb_battle_edit_draft (battle, typed, "veterans", FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (battle->draft == typed);
  g_assert_cmpstr (battle->draft_crack_group, ==, "veterans");
  g_assert_true (ffb_battle_edit_draft (battle, typed, NULL, TRUE, &error));
  g_assert_null (battle->draft_crack_group);
  g_assert_true (battle->draft_no_crack);
  g_assert_true (ffb_battle_edit_draft (battle, NULL, NULL, FALSE, &error));
  g_assert_null (battle->draft);
}

static void
assert_draft_refused (FfbBattle *battle, FfbResult *typed, const char *crack, GQuark domain,
                      int code)
{
  g_autoptr(GError) error = NULL;
  FfbResult *before = battle->draft;

  g_assert_false (ffb_battle_edit_draft (battle, typed, crack, FALSE, &error));
  g_assert_error (error, domain, code);
  g_assert_true (battle->draft == before);
}

static void
test_edit_draft_refused_r9_r9f (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbResult) typed = ffb_result_new (battle->id);
  g_autoptr(FfbResult) other = ffb_result_new ("another-battle");

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "veterans", FFB_EXPERIENCE_VETERAN, 2, NULL);
  /* R9F: a group that did not fight there is no pick. */
  assert_draft_refused (battle, typed, "nobody-here", FFB_ERROR, FFB_ERROR_INVALID);
  assert_draft_refused (battle, other, NULL, FFB_ERROR, FFB_ERROR_INVALID);
  /* R9: a fought battle's result is its record. */
  battle->fought = TRUE;
  assert_draft_refused (battle, typed, NULL, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_null (battle->draft);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/draft/save-load-round-trip", test_save_load_round_trip);
  g_test_add_func ("/draft/edit/kept-R9F", test_edit_draft_kept);
  g_test_add_func ("/draft/edit/refused-R9-R9F", test_edit_draft_refused_r9_r9f);
  g_test_add_func ("/draft/R9F/no-crack-and-clear", test_no_crack_and_clear);
  g_test_add_func ("/draft/file-without-draft", test_file_without_draft);
  g_test_add_func ("/draft/incomplete-not-judged", test_draft_not_judged);
  g_test_add_func ("/draft/unsafe-text-saves", test_unsafe_text_saves);
  g_test_add_func ("/draft/refuse/broken-names-line", test_broken_names_line);
  g_test_add_func ("/draft/refuse/hostile-leaves-campaign", test_hostile_leaves_campaign);
  g_test_add_func ("/draft/refuse/reader-without-result", test_reader_without_result);
  g_test_add_func ("/draft/R9/apply-clears-undo-restores", test_apply_clears_undo_restores_r9);
  return g_test_run ();
}
