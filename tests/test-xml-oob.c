/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-xml-oob.c: a battle's stored OOB survives saving and loading, and a hand-edited or
 * hostile one is refused with the line, or flagged when it no longer fits the battle (R4A). */
#include <string.h>

#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

static char *
describe_tree (const FfbUnit *unit)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%s|%s|%s|%s|%d|%d|%d|%d|%d|%d|%s|%s;", unit->id, unit->name,
                          unit->leader_id ? unit->leader_id : "-",
                          unit->leader_name ? unit->leader_name : "-", unit->leader_stars,
                          unit->rating, unit->stands, unit->experience, unit->starts_worn,
                          unit->horse, unit->sp_group_id ? unit->sp_group_id : "-",
                          unit->weapons ? unit->weapons : "-");
  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      {
        g_autofree char *child = describe_tree (unit->children->pdata[i]);
        g_string_append (out, child);
      }
  return g_string_free (out, FALSE);
}

static FfbCampaign *
reload (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  FfbCampaign *again = ffb_xml_load_campaign (xml, strlen (xml), "again.ffbridge", &error);

  g_assert_no_error (error);
  return again;
}

static void
test_round_trip_demo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) demo = ffb_xml_new_demo_campaign (&error);
  g_autoptr(FfbCampaign) again = NULL;

  g_assert_no_error (error);
  for (guint b = 0; b < demo->battles->len; b++)
    for (int side = 0; side < FFB_N_SIDES; side++)
      g_assert_nonnull (ffb_battle_ensure_oob (demo, demo->battles->pdata[b], side, NULL));
  again = reload (demo);
  for (guint b = 0; b < demo->battles->len; b++)
    for (int side = 0; side < FFB_N_SIDES; side++)
      {
        FfbBattle *before = demo->battles->pdata[b], *after = again->battles->pdata[b];
        g_autofree char *a = describe_tree (before->oob[side]->army);
        g_autofree char *z = NULL;

        g_assert_nonnull (after->oob[side]);
        z = describe_tree (after->oob[side]->army);
        g_assert_cmpstr (a, ==, z);
        g_assert_cmpint (before->oob[side]->army_radius, ==, after->oob[side]->army_radius);
        g_assert_cmpint (before->oob[side]->rerolls, ==, after->oob[side]->rerolls);
        g_assert_cmpuint (before->oob[side]->findings->len, ==, after->oob[side]->findings->len);
      }
}

static void
count_noted (const FfbUnit *unit, guint *noted)
{
  *noted += unit->weapons != NULL;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    count_noted (unit->children->pdata[i], noted);
}

/* A stored OOB keeps each brigade's weapons note as it was organized: the sheet prints the
 * OOB the referee built, even after the group's note changes in the file by hand. */
static void
test_weapons_kept (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL;
  FfbSpGroup *group;
  FfbOob *oob;
  guint noted = 0;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  group = ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 2, "a");
  group->weapons = g_strdup ("Enfield rifles");
  ffb_battle_ensure_oob (campaign, ffb_test_battle (campaign), FFB_SIDE_UNION, NULL);
  g_clear_pointer (&group->weapons, g_free);

  again = reload (campaign);
  g_assert_null (ffb_campaign_find_sp_group (again, "g")->weapons);
  oob = ffb_test_battle (again)->oob[FFB_SIDE_UNION];
  count_noted (oob->army, &noted);
  g_assert_cmpuint (noted, ==, ffb_unit_count_kind (oob->army, FFB_UNIT_BRIGADE));
  g_assert_cmpstr (((FfbUnit *) ffb_oob_find_unit (oob, "union.d1")->children->pdata[0])->weapons,
                   ==, "Enfield rifles");
}

static void
test_rearranged_oob_kept (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oob;
  FfbUnit *from, *to, *brigade;

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 0, 0, FALSE);
  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "b", 1, 0, 0, FALSE);
  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 2, NULL);
  oob = ffb_battle_ensure_oob (campaign, battle, FFB_SIDE_UNION, NULL);
  from = ffb_oob_find_unit (oob, "union.d1");
  to = ffb_oob_find_unit (oob, "union.d2");
  brigade = from->children->pdata[0];
  ffb_unit_detach (brigade);
  ffb_unit_append (to, brigade);

  /* The referee's move is saved: after loading, division 2 still has four brigades. */
  again = reload (campaign);
  oob = ffb_test_battle (again)->oob[FFB_SIDE_UNION];
  g_assert_cmpint (ffb_unit_count_kind (ffb_oob_find_unit (oob, "union.d2"), FFB_UNIT_BRIGADE),
                   ==, 4);
  g_assert_cmpint (ffb_unit_count_stands (oob->army), ==, 40);
}

static void
test_stale_oob_flagged (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbOob *oob;
  gboolean flagged = FALSE;

  ffb_test_add_sps (campaign, FFB_SIDE_UNION, "g", FFB_EXPERIENCE_VETERAN, 3, NULL);
  ffb_battle_ensure_oob (campaign, battle, FFB_SIDE_UNION, NULL);
  /* The setup changes after organizing: one SP fewer is present. */
  g_array_index (battle->sides[FFB_SIDE_UNION].sps, FfbPresentSp, 0).count = 2;
  again = reload (campaign);
  oob = ffb_test_battle (again)->oob[FFB_SIDE_UNION];
  for (guint i = 0; i < oob->findings->len; i++)
    flagged |= g_str_equal (((FfbFinding *) oob->findings->pdata[i])->rule, "R4A");
  g_assert_true (flagged);
}

/* A small campaign whose battle carries `oob` (XML text) for the Union. */
static char *
campaign_with_oob (const char *oob)
{
  return g_strdup_printf (
    "<?xml version=\"1.0\"?>\n"
    "<campaign format-version=\"1\" name=\"t\" year=\"1862\" months=\"Mar-Apr\">\n"
    "  <rules ref=\"default\"/>\n"
    "  <side id=\"union\">\n"
    "    <leader id=\"a\" name=\"A\" stars=\"1\" initiative=\"2\" tactical=\"0\"/>\n"
    "    <sp-group id=\"g\" experience=\"green\" count=\"1\"/>\n"
    "  </side>\n"
    "  <side id=\"confederate\">\n"
    "    <leader id=\"c\" name=\"C\" stars=\"1\" initiative=\"2\" tactical=\"0\"/>\n"
    "  </side>\n"
    "  <battle id=\"b\" year=\"1862\" months=\"Mar-Apr\" terrain=\"clear\" attacker=\"union\">\n"
    "    <force side=\"union\"><leader ref=\"a\"/><sp group=\"g\" count=\"1\"/></force>\n"
    "    <force side=\"confederate\"/>\n"
    "%s\n"
    "  </battle>\n"
    "</campaign>\n", oob);
}

static void
assert_refused (gconstpointer data)
{
  const char *const *expect = data; /* { oob xml, words in the message } */
  g_autofree char *xml = campaign_with_oob (expect[0]);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml, strlen (xml), "t.ffbridge",
                                                           &error);

  g_assert_null (campaign);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "t.ffbridge:"));
  if (strstr (error->message, expect[1]) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expect[1]);
}

#define BRIGADE "<brigade id=\"x.b1\" name=\"B\" stands=\"20\" experience=\"green\" sp-group=\"g\"/>"

static const char *const bad_cases[][3] = {
  { "other-side-leader", "<oob side=\"union\"><army id=\"u\" name=\"U\" leader=\"c\"/></oob>",
    "not a Union leader" },
  { "unknown-leader", "<oob side=\"union\"><army id=\"u\" name=\"U\" leader=\"zz\"/></oob>",
    "“zz”" },
  { "duplicate-id", "<oob side=\"union\"><army id=\"u\" name=\"U\"><division id=\"d\" name=\"D\">"
    BRIGADE "</division><division id=\"d\" name=\"E\"/></army></oob>", "used twice" },
  { "unknown-group", "<oob side=\"union\"><army id=\"u\" name=\"U\"><division id=\"d\" name=\"D\">"
    "<brigade id=\"b\" name=\"B\" stands=\"20\" experience=\"green\" sp-group=\"nope\"/>"
    "</division></army></oob>", "“nope”" },
  { "no-stands", "<oob side=\"union\"><army id=\"u\" name=\"U\"><division id=\"d\" name=\"D\">"
    "<brigade id=\"b\" name=\"B\" stands=\"0\" experience=\"green\" sp-group=\"g\"/>"
    "</division></army></oob>", "stands" },
  { "bad-experience", "<oob side=\"union\"><army id=\"u\" name=\"U\"><division id=\"d\" name=\"D\">"
    "<brigade id=\"b\" name=\"B\" stands=\"20\" experience=\"elite\" sp-group=\"g\"/>"
    "</division></army></oob>", "green, veteran or crack" },
  { "corps-in-division", "<oob side=\"union\"><army id=\"u\" name=\"U\"><division id=\"d\" name=\"D\">"
    "<corps id=\"c\" name=\"C\"/></division></army></oob>", "format" },
  { "bad-side", "<oob side=\"prussia\"><army id=\"u\" name=\"U\"/></oob>", "union or confederate" },
  { "two-union-oobs", "<oob side=\"union\"><army id=\"u\" name=\"U\"/></oob>"
    "<oob side=\"union\"><army id=\"u\" name=\"U\"/></oob>", "two Union OOBs" },
  { "bad-rating", "<oob side=\"union\"><army id=\"u\" name=\"U\" leader=\"a\" rating=\"great\"/></oob>",
    "rating" },
  { "weapons-too-long", "<oob side=\"union\"><army id=\"u\" name=\"U\">"
    "<division id=\"d\" name=\"D\"><brigade id=\"b\" name=\"B\" stands=\"20\""
    " experience=\"green\" sp-group=\"g\" weapons=\"Springfield rifled muskets, some Enfields\"/>"
    "</division></army></oob>",
    "on <brigade> has 41 characters; a weapons note has at most 40." },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xml-oob/round-trip-demo", test_round_trip_demo);
  g_test_add_func ("/xml-oob/rearranged-oob-kept", test_rearranged_oob_kept);
  g_test_add_func ("/xml-oob/weapons-kept-as-organized", test_weapons_kept);
  g_test_add_func ("/xml-oob/R4A/stale-oob-flagged", test_stale_oob_flagged);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/xml-oob/bad/%s", bad_cases[i][0]);
      g_test_add_data_func (path, &bad_cases[i][1], assert_refused);
    }
  return g_test_run ();
}
