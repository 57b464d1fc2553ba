/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-leaders.c: the leader library (RULES.md L2, L3): seed 002's revised list transcribed
 * (checked against the seed's own text, ../shared/seeds/002_*.txt, for every leader and every
 * value), the lookup by name, the rating mapping, a leader added to a campaign with all his
 * counters and promoted to the next (L1, R10E), a referee's own library, the file's round
 * trip, and a clear refusal naming what and where for every bad file in
 * tests/files/leaders/bad. */
#include <stdlib.h>
#include <string.h>
#include <glib.h>
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-leader-library.h"
#include "ffb-test-files.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-leaders.h"
#include "ffb-xml.h"

static FfbLeaderLibrary *
seed_library (void)
{
  g_autoptr(GError) error = NULL;
  FfbLeaderLibrary *library = ffb_leader_library_new_built_in ("seed-002", &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

static FfbLibraryLeader *
named (const FfbLeaderLibrary *library, const char *name)
{
  g_autoptr(GError) error = NULL;
  FfbLibraryLeader *leader = ffb_leader_library_lookup (library, name, FFB_LIBRARY_ANY_SIDE,
                                                        &error);

  g_assert_no_error (error);
  g_assert_cmpstr (leader->name, ==, name);
  return leader;
}

/* ---- The seed's own text ----------------------------------------------------------- */

/* One leader as the seed's flattened list gives him: his name, (CAV), and his numbers in
 * order, the Command values of his ranks then their Administrative values. */
typedef struct
{
  char *name;
  FfbSide side;
  gboolean cavalry;
  GArray *numbers;
} SeedLeader;

static void
seed_leader_free (gpointer data)
{
  SeedLeader *leader = data;

  g_free (leader->name);
  g_array_unref (leader->numbers);
  g_free (leader);
}

/* ../shared/seeds/002_*.txt beside the source tree, or NULL. */
static char *
find_seed (void)
{
  g_autofree char *dir_path = ffb_test_source_path ("../shared/seeds");
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "002_") && g_str_has_suffix (name, ".txt"))
      return g_build_filename (dir_path, name, NULL);
  return NULL;
}

static gboolean
is_number (const char *word)
{
  g_autoptr(GRegex) number = g_regex_new ("^-?[0-9]+$", 0, 0, NULL);

  return g_regex_match (number, word, 0, NULL);
}

/* Reads the list: after "Revised Leaders list", from the word UNION on; a word that is not a
 * number starts a new leader after numbers, or goes on the name before them ("AP Hill"). */
static GPtrArray *
parse_seed_list (const char *text)
{
  const char *list = strstr (text, "Revised Leaders list");
  g_auto(GStrv) words = NULL;
  GPtrArray *leaders = g_ptr_array_new_with_free_func (seed_leader_free);
  SeedLeader *leader = NULL;
  int side = -1;

  g_assert_nonnull (list);
  words = g_regex_split_simple ("\\s+", list, 0, 0);
  for (int i = 0; words[i] != NULL; i++)
    {
      if (g_str_equal (words[i], "UNION") || g_str_equal (words[i], "CONFEDERATE"))
        {
          side = g_str_equal (words[i], "UNION") ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
          leader = NULL;
        }
      else if (side < 0 || words[i][0] == '\0')
        continue;
      else if (is_number (words[i]))
        {
          int value = atoi (words[i]);

          g_assert_nonnull (leader);
          g_array_append_val (leader->numbers, value);
        }
      else if (g_str_equal (words[i], "(CAV)"))
        leader->cavalry = TRUE;
      else if (leader == NULL || leader->numbers->len > 0)
        {
          leader = g_new0 (SeedLeader, 1);
          leader->name = g_strdup (words[i]);
          leader->side = side;
          leader->numbers = g_array_new (FALSE, FALSE, sizeof (int));
          g_ptr_array_add (leaders, leader);
        }
      else
        {
          char *longer = g_strconcat (leader->name, " ", words[i], NULL);

          g_free (leader->name);
          leader->name = longer;
        }
    }
  return leaders;
}

static guint
count_side (const GPtrArray *leaders, gsize side_offset, FfbSide side)
{
  guint n = 0;

  for (guint i = 0; i < leaders->len; i++)
    n += G_STRUCT_MEMBER (FfbSide, g_ptr_array_index (leaders, i), side_offset) == side;
  return n;
}

/* The seed gives n ranks as 2n numbers; its text ends inside its last line, whose leader
 * (Wheeler) has his Command value alone. */
static void
compare_leader (const SeedLeader *seed, const FfbLibraryLeader *leader, gboolean last)
{
  guint n = seed->numbers->len;
  guint ranks = (n + 1) / 2;

  g_test_message ("%s", seed->name);
  g_assert_cmpstr (leader->name, ==, seed->name);
  g_assert_cmpint (leader->side, ==, seed->side);
  g_assert_cmpint (!leader->cavalry, ==, !seed->cavalry);
  g_assert_true (n % 2 == 0 || last);
  g_assert_cmpint (leader->n_counters, ==, ranks);
  for (guint i = 0; i < ranks; i++)
    {
      const FfbLibraryCounter *counter = &leader->counters[i];

      g_assert_cmpint (counter->command, ==, g_array_index (seed->numbers, int, i));
      g_assert_cmpint (counter->has_administrative, ==, ranks + i < n);
      if (ranks + i < n)
        g_assert_cmpint (counter->administrative, ==,
                         g_array_index (seed->numbers, int, ranks + i));
    }
}

/* L3: every leader of the seed's list, in its order, with every value; 48 Union and 38
 * Confederate leaders, 11 of them cavalry. */
static void
test_l3_seed_transcription (void)
{
  g_autofree char *path = find_seed ();
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) seed = NULL;
  g_autoptr(FfbLeaderLibrary) library = NULL;
  guint cavalry = 0;

  if (path == NULL)
    {
      g_test_skip ("seed 002 (../shared/seeds/002_*.txt beside the source tree) is not here");
      return;
    }
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  seed = parse_seed_list (text);
  library = seed_library ();
  g_assert_cmpuint (count_side (seed, G_STRUCT_OFFSET (SeedLeader, side), FFB_SIDE_UNION), ==,
                    48);
  g_assert_cmpuint (count_side (seed, G_STRUCT_OFFSET (SeedLeader, side),
                                FFB_SIDE_CONFEDERATE), ==, 38);
  g_assert_cmpuint (count_side (library->leaders, G_STRUCT_OFFSET (FfbLibraryLeader, side),
                                FFB_SIDE_UNION), ==, 48);
  g_assert_cmpuint (count_side (library->leaders, G_STRUCT_OFFSET (FfbLibraryLeader, side),
                                FFB_SIDE_CONFEDERATE), ==, 38);
  g_assert_cmpuint (library->leaders->len, ==, seed->len);
  for (guint i = 0; i < seed->len; i++)
    {
      compare_leader (g_ptr_array_index (seed, i), g_ptr_array_index (library->leaders, i),
                      i == seed->len - 1);
      cavalry += ((SeedLeader *) g_ptr_array_index (seed, i))->cavalry;
    }
  g_assert_cmpuint (cavalry, ==, 11);
}

/* The seed's parser itself reads names of several words, (CAV) and a leader of four ranks. */
static void
test_l3_seed_parser (void)
{
  g_autoptr(GPtrArray) seed = parse_seed_list ("x Revised Leaders list Leader Name 1s 2s UNION "
                                               "Sherman 0 1 2 2 1 1 1 2 CONFEDERATE AP Hill 3 1 "
                                               "1 2 Wheeler (CAV) 1");
  const SeedLeader *hill = g_ptr_array_index (seed, 1);

  g_assert_cmpuint (seed->len, ==, 3);
  g_assert_cmpuint (((SeedLeader *) g_ptr_array_index (seed, 0))->numbers->len, ==, 8);
  g_assert_cmpstr (hill->name, ==, "AP Hill");
  g_assert_cmpint (hill->side, ==, FFB_SIDE_CONFEDERATE);
  g_assert_cmpint (g_array_index (hill->numbers, int, 3), ==, 2);
  g_assert_true (((SeedLeader *) g_ptr_array_index (seed, 2))->cavalry);
}

/* L3's decision: every counter from 1 star, marked as the library's own reading. */
static void
test_l3_start_rank_reading (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();

  for (guint i = 0; i < library->leaders->len; i++)
    {
      const FfbLibraryLeader *leader = g_ptr_array_index (library->leaders, i);

      g_assert_cmpint (leader->start_rank, ==, 1);
      g_assert_true (leader->start_rank_read);
    }
}

/* ---- Mapping ----------------------------------------------------------------------- */

static void
assert_mapped (const FfbLeaderLibrary *library, const char *name, int rank, int tactical,
               int initiative, int army_command)
{
  const FfbLibraryLeader *leader = named (library, name);
  const FfbLibraryCounter *counter = &leader->counters[rank - leader->start_rank];

  g_test_message ("%s, %d stars", name, rank);
  g_assert_cmpint (ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_TACTICAL), ==,
                   tactical);
  g_assert_cmpint (ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_INITIATIVE), ==,
                   initiative);
  g_assert_cmpint (ffb_leader_library_map (library, counter, FFB_LIBRARY_RATING_ARMY_COMMAND),
                   ==, army_command);
}

/* L3's default mapping: tactical = Command held to -2..+2, army command = Command held to
 * -3..+3, initiative = 3 - Administrative held to 1..4, 3 without one. */
static void
test_l3_mapping_defaults (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();

  assert_mapped (library, "Lee", 1, 2, 1, 3);          /* Command 4, Adm 3 */
  assert_mapped (library, "Howard", 1, -2, 2, -3);     /* Command -3, Adm 1 */
  assert_mapped (library, "Fremont", 1, -2, 2, -2);    /* Command -2, Adm 1 */
  assert_mapped (library, "McClellan", 1, -1, 1, -1);  /* Command -1, Adm 3 */
  assert_mapped (library, "Sherman", 1, 0, 2, 0);      /* Command 0, Adm 1 */
  assert_mapped (library, "Sherman", 4, 2, 1, 2);      /* Command 2, Adm 2 */
  assert_mapped (library, "Grant", 3, 2, 1, 3);        /* Command 4, Adm 4 */
  assert_mapped (library, "Custer", 1, 1, 3, 1);       /* Command 1, Adm 0 */
  assert_mapped (library, "Wheeler", 1, 1, 3, 1);      /* Command 1, no Adm */
}

/* ---- Lookup ------------------------------------------------------------------------ */

static void
assert_found (const FfbLeaderLibrary *library, const char *prefix, int side, const char *names)
{
  g_autoptr(GPtrArray) found = ffb_leader_library_find (library, prefix, side);
  g_autoptr(GString) got = g_string_new (NULL);

  for (guint i = 0; i < found->len; i++)
    g_string_append_printf (got, "%s%s", i > 0 ? "," : "",
                            ((FfbLibraryLeader *) g_ptr_array_index (found, i))->name);
  g_assert_cmpstr (got->str, ==, names);
}

/* L2: a name's start, ignoring case, on one side or both. */
static void
test_l2_find_by_prefix (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();

  assert_found (library, "Sher", FFB_LIBRARY_ANY_SIDE, "Sheridan,Sherman");
  assert_found (library, "sherm", FFB_LIBRARY_ANY_SIDE, "Sherman");
  assert_found (library, "SHER", FFB_SIDE_CONFEDERATE, "");
  assert_found (library, "Mc", FFB_SIDE_UNION,
                "McClellan,McClernand,McCook,McDowell,McPherson");
  assert_found (library, "hill", FFB_LIBRARY_ANY_SIDE, "");
  assert_found (library, "s", FFB_SIDE_CONFEDERATE, "SD Lee,Stewart,Stuart");
}

/* L2: the whole name wins over a longer one it starts ("Smith", not a Smith-something), a
 * start that names one leader finds him, one that names several is refused with them. */
static void
test_l2_lookup (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (ffb_leader_library_lookup (library, "sherm", FFB_LIBRARY_ANY_SIDE,
                                              NULL)->name, ==, "Sherman");
  g_assert_cmpstr (ffb_leader_library_lookup (library, "lee", FFB_LIBRARY_ANY_SIDE,
                                              NULL)->name, ==, "Lee");
  g_assert_cmpstr (ffb_leader_library_lookup (library, "Jackson", FFB_SIDE_CONFEDERATE,
                                              NULL)->name, ==, "Jackson");
  g_assert_null (ffb_leader_library_lookup (library, "Sher", FFB_LIBRARY_ANY_SIDE, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "“Sher” names 2 leaders of the library (Sheridan "
                   "(Union), Sherman (Union)); type more of the name.");
  g_clear_error (&error);
  g_assert_null (ffb_leader_library_lookup (library, "Napoleon", FFB_LIBRARY_ANY_SIDE, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "no leader whose name starts with “Napoleon”"));
}

/* ---- Into a campaign --------------------------------------------------------------- */

static void
assert_counter (const FfbLeader *leader, int stars, int initiative, int tactical,
                int army_command)
{
  FfbLeaderCounter counter;

  g_assert_true (ffb_leader_get_counter (leader, stars, &counter));
  g_assert_cmpint (counter.initiative, ==, initiative);
  g_assert_cmpint (counter.tactical, ==, tactical);
  g_assert_cmpint (counter.army_command, ==, army_command);
}

/* L2, L1: Sherman joins with his four counters, the 1-star one in play; twice is refused. */
static void
test_l2_add_to_campaign (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autoptr(GError) error = NULL;
  FfbLeader *sherman = ffb_edit_new_library_leader (campaign, library,
                                                    named (library, "Sherman"), 0, &error);
  FfbLeader *stuart;

  g_assert_no_error (error);
  g_assert_cmpstr (sherman->name, ==, "Sherman");
  g_assert_cmpint (sherman->side, ==, FFB_SIDE_UNION);
  g_assert_cmpint (sherman->stars, ==, 1);
  g_assert_false (sherman->cavalry);
  g_assert_cmpuint (sherman->other_counters->len, ==, 3);
  assert_counter (sherman, 1, 2, 0, 0);
  assert_counter (sherman, 2, 2, 1, 1);
  assert_counter (sherman, 3, 2, 2, 2);
  assert_counter (sherman, 4, 1, 2, 2);
  g_assert_true (ffb_campaign_find_leader (campaign, sherman->id) == sherman);
  g_assert_true (ffb_campaign_check (campaign, NULL));

  g_assert_null (ffb_edit_new_library_leader (campaign, library, ffb_leader_library_lookup (library, "sherman", FFB_SIDE_UNION, NULL), 0,
                                              &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IN_USE);
  g_assert_cmpstr (error->message, ==, "The Union side already has a leader named Sherman.");
  g_clear_error (&error);

  stuart = ffb_edit_new_library_leader (campaign, library, named (library, "Stuart"), 0, &error);
  g_assert_no_error (error);
  g_assert_true (stuart->cavalry);
  g_assert_cmpint (stuart->side, ==, FFB_SIDE_CONFEDERATE);
}

/* A campaign's own mapping: the library's, with a tactical rating one less for every Command
 * value above -2 (a group that finds seed 002's generals too able on the table). */
static FfbRatingMap *
harsher_mapping (const FfbLeaderLibrary *library)
{
  FfbRatingMap *maps = g_memdup2 (library->maps, sizeof library->maps);
  FfbRatingMap *tactical = &maps[FFB_LIBRARY_RATING_TACTICAL];

  for (int i = 0; i < tactical->n_bands; i++)
    tactical->bands[i].rating = MAX (tactical->bands[i].rating - 1, -2);
  return maps;
}

/* L3: the campaign's own mapping maps the leaders added to it; the library's numbers stay the
 * seed's, and without it the library maps. */
static void
test_l3_campaign_mapping (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autoptr(FfbCampaign) other = ffb_xml_new_empty_campaign ();
  g_autofree FfbRatingMap *harsher = harsher_mapping (library);
  g_autoptr(GError) error = NULL;
  FfbLeader *sherman;

  g_assert_true (ffb_edit_set_leader_ratings (campaign, harsher, &error));
  g_assert_no_error (error);
  sherman = ffb_edit_new_library_leader (campaign, library, named (library, "Sherman"), 0,
                                         &error);
  g_assert_no_error (error);
  /* Command 0 1 2 2: tactical -1 0 1 1; initiative and army command as the library's. */
  assert_counter (sherman, 1, 2, -1, 0);
  assert_counter (sherman, 2, 2, 0, 1);
  assert_counter (sherman, 3, 2, 1, 2);
  assert_counter (sherman, 4, 1, 1, 2);
  sherman = ffb_edit_new_library_leader (other, library, named (library, "Sherman"), 0, NULL);
  assert_counter (sherman, 1, 2, 0, 0);
  assert_counter (sherman, 4, 1, 2, 2);

  /* Cleared, the library maps again; his ratings in the campaign stay as they were. */
  g_assert_true (ffb_edit_set_leader_ratings (campaign, NULL, NULL));
  g_assert_null (campaign->leader_ratings);
  assert_counter (ffb_campaign_find_leader (campaign, "sherman"), 1, 2, -1, 0);
}

/* A mapping that leaves a value out is refused, the campaign's kept. */
static void
test_l3_campaign_mapping_refused (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autofree FfbRatingMap *harsher = harsher_mapping (library);
  g_autofree FfbRatingMap *gap = harsher_mapping (library);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_edit_set_leader_ratings (campaign, harsher, NULL));
  gap[FFB_LIBRARY_RATING_INITIATIVE].n_bands--;
  g_assert_false (ffb_edit_set_leader_ratings (campaign, gap, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "the initiative rating's bands leave out the value"));
  g_assert_true (ffb_rating_maps_equal (campaign->leader_ratings, harsher));
}

/* The campaign file keeps it (<leader-ratings>), and reads it back equal; a bad one is refused
 * with the file, the line of the rating and one sentence. */
static void
test_l3_campaign_mapping_file (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autofree FfbRatingMap *harsher = harsher_mapping (library);
  g_autofree char *xml = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(FfbCampaign) again = NULL;
  g_autoptr(FfbCampaign) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;

  g_assert_true (ffb_edit_set_leader_ratings (campaign, harsher, NULL));
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, "<leader-ratings>"));
  again = ffb_xml_load_campaign (xml, strlen (xml), "c.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_nonnull (again->leader_ratings);
  g_assert_true (ffb_rating_maps_equal (again->leader_ratings, harsher));

  /* The initiative's first band given twice over: the value -5 twice. */
  bad = ffb_test_replace_once (xml, "<rating name=\"initiative\" from=\"administrative\" "
                               "if-missing=\"3\">",
                               "<rating name=\"initiative\" from=\"administrative\" "
                               "if-missing=\"3\"><band from=\"-5\" to=\"-5\" gives=\"4\"/>");
  refused = ffb_xml_load_campaign (bad, strlen (bad), "c.ffbridge", &error);
  g_assert_null (refused);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  where = g_strdup_printf ("c.ffbridge:%d: ",
                           ffb_test_line_of (bad, "<rating name=\"initiative\""));
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, "the initiative rating's bands give the value -5 "
                                            "twice"));
  g_assert_null (strchr (error->message, '\n'));
}

/* L3: the referee puts a leader's counters on other ranks; they must stay within 1-4 stars. */
static void
test_l3_shift_ranks (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  g_autoptr(GError) error = NULL;
  FfbLeader *grant;

  g_assert_null (ffb_edit_new_library_leader (campaign, library, named (library, "Grant"), 3,
                                              &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Grant's 3 counters cannot start at 3 stars: CW's ranks "
                   "are 1 to 4 stars.");
  g_assert_cmpuint (campaign->leaders->len, ==, 0);
  g_clear_error (&error);

  grant = ffb_edit_new_library_leader (campaign, library, named (library, "Grant"), 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (grant->stars, ==, 2);
  assert_counter (grant, 2, 1, 2, 2);
  assert_counter (grant, 3, 1, 2, 3);
  assert_counter (grant, 4, 1, 2, 3);
  g_assert_false (ffb_leader_get_counter (grant, 1, &(FfbLeaderCounter) { 0 }));
}

/* R10E, L1: promoted, a library leader takes his next counter's mapped ratings. */
static void
test_r10e_promote_library_leader (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_empty_campaign ();
  FfbLeader *jackson = ffb_edit_new_library_leader (campaign, library,
                                                    named (library, "Jackson"), 0, NULL);

  /* Jackson: Command 2, 4, 3; Administrative 1, 2, 2. */
  g_assert_cmpint (jackson->tactical, ==, 2);
  g_assert_cmpint (jackson->army_command, ==, 2);
  g_assert_cmpint (jackson->initiative, ==, 2);
  g_assert_true (ffb_leader_promote (jackson));
  g_assert_cmpint (jackson->stars, ==, 2);
  g_assert_cmpint (jackson->army_command, ==, 3);
  g_assert_cmpint (jackson->initiative, ==, 1);
  g_assert_true (ffb_leader_promote (jackson));
  g_assert_cmpint (jackson->army_command, ==, 3);
  g_assert_false (ffb_leader_promote (jackson)); /* no 4-star counter */
  g_assert_cmpint (jackson->stars, ==, 4);
}

/* ---- Files ------------------------------------------------------------------------- */

static FfbLeaderLibrary *
load_test_library (const char *relative)
{
  g_autofree char *name = g_build_filename ("tests", "files", "leaders", relative, NULL);
  g_autofree char *path = ffb_test_source_path (name);
  g_autoptr(GError) error = NULL;
  FfbLeaderLibrary *library = ffb_leader_library_load_file (path, &error);

  g_assert_no_error (error);
  return library;
}

/* L2: the built-in library is the source tree's file, writes and loads back equal; a changed
 * copy is not equal. */
static void
test_l2_file_round_trip (void)
{
  g_autoptr(FfbLeaderLibrary) library = seed_library ();
  g_autofree char *path = ffb_test_source_path ("data/leaders/seed-002.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbLeaderLibrary) from_file = ffb_leader_library_load_file (path, &error);
  g_autofree char *xml = ffb_leader_library_to_xml (library);
  g_autoptr(FfbLeaderLibrary) again = ffb_leader_library_load_xml (xml, strlen (xml), "written",
                                                                   &error);

  g_assert_no_error (error);
  g_assert_true (ffb_leader_library_equal (library, from_file));
  g_assert_true (ffb_leader_library_equal (library, again));
  named (again, "Wheeler")->counters[0].has_administrative = TRUE;
  g_assert_false (ffb_leader_library_equal (library, again));
}

/* L2: a referee's own library: his own mapping, a start rank his source states. */
static void
test_l2_own_library (void)
{
  g_autoptr(FfbLeaderLibrary) library = load_test_library ("good/own.xml");
  const FfbLibraryLeader *buford = ffb_leader_library_lookup (library, "buford", FFB_SIDE_UNION,
                                                              NULL);
  g_autofree char *xml = ffb_leader_library_to_xml (library);
  g_autoptr(FfbLeaderLibrary) again = ffb_leader_library_load_xml (xml, strlen (xml), "written",
                                                                   NULL);

  g_assert_cmpstr (library->name, ==, "A referee's own");
  g_assert_cmpint (buford->start_rank, ==, 2);
  g_assert_false (buford->start_rank_read);
  g_assert_true (buford->cavalry);
  /* His mapping reads initiative from Command: 2 - Command, held to 1..4. */
  g_assert_cmpint (ffb_leader_library_map (library, &buford->counters[0],
                                           FFB_LIBRARY_RATING_INITIATIVE), ==, 1);
  g_assert_cmpint (ffb_leader_library_map (library, &buford->counters[1],
                                           FFB_LIBRARY_RATING_INITIATIVE), ==, 2);
  g_assert_true (ffb_leader_library_equal (library, again));
  /* One name on both sides: the side says which. */
  g_assert_null (ffb_leader_library_lookup (library, "Buford", FFB_LIBRARY_ANY_SIDE, NULL));
  g_assert_cmpint (ffb_leader_library_lookup (library, "Buford", FFB_SIDE_CONFEDERATE,
                                              NULL)->side, ==, FFB_SIDE_CONFEDERATE);
}

static void
test_l2_not_built_in (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ffb_leader_library_new_built_in ("seed-999", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "\"seed-999\""));
}

/* Each bad file: its error's code, a part of its sentence, and the text of the line it must
 * name (NULL: a whole-file refusal, named by the file alone). */
typedef struct
{
  const char *file;
  FfbError code;
  const char *says;
  const char *line_holds;
} BadLibrary;

static const BadLibrary bad_libraries[] = {
  { "not-a-library.xml", FFB_ERROR_SCHEMA, "is not a leader library: its root element is "
    "<deck>", "<deck" },
  { "version-2.xml", FFB_ERROR_VERSION, "format version \"2\"", "<leader-library" },
  { "unknown-rank.xml", FFB_ERROR_MEANING, "start-rank=\"5\" on <leader> must be a whole "
    "number from 1 to 4", "start-rank=\"5\"" },
  { "too-many-ranks.xml", FFB_ERROR_MEANING, "Blunt's 3 counters from 3 stars reach 5 stars, "
    "a rank CW does not have", "name=\"Blunt\"" },
  { "five-counters.xml", FFB_ERROR_MEANING, "Banks has more than 4 counters", "command=\"5\"" },
  { "value-out-of-range.xml", FFB_ERROR_MEANING, "command=\"7\" on <counter> must be a whole "
    "number from -5 to 5", "command=\"7\"" },
  { "duplicate-name.xml", FFB_ERROR_MEANING, "names the Union leader “banks” twice",
    "name=\"banks\"" },
  { "missing-side.xml", FFB_ERROR_SCHEMA, "", "name=\"Blunt\"" },
  { "unknown-side.xml", FFB_ERROR_MEANING, "side=\"british\" on <leader>", "british" },
  { "unknown-reading.xml", FFB_ERROR_MEANING, "start-rank-from=\"guess\" on <leader>",
    "guess" },
  { "no-counter.xml", FFB_ERROR_SCHEMA, "", NULL },
  { "no-administrative.xml", FFB_ERROR_MEANING, "Wheeler's 1-star counter has no "
    "Administrative value, and the initiative rating", "name=\"Wheeler\"" },
  { "band-gap.xml", FFB_ERROR_MEANING, "the tactical rating's bands leave out the value 1",
    "name=\"tactical\"" },
  { "band-overlap.xml", FFB_ERROR_MEANING, "the army-command rating's bands give the value 1 "
    "twice", "name=\"army-command\"" },
  { "rating-out-of-range.xml", FFB_ERROR_MEANING, "gives=\"3\" on <band> must be a whole number "
    "from -2 to 2", "gives=\"3\"" },
  { "rating-missing.xml", FFB_ERROR_MEANING, "does not say how to map the army-command rating",
    "<ratings" },
  { "rating-twice.xml", FFB_ERROR_MEANING, "maps the tactical rating twice",
    "<rating name=\"tactical\" from=\"administrative\"" },
  { "unknown-rating.xml", FFB_ERROR_MEANING, "name=\"charisma\" on <rating>", "charisma" },
  { "name-too-long.xml", FFB_ERROR_MEANING, "characters; it may have at most 80",
    "Banks Banks" },
  { "doctype.xml", FFB_ERROR_PARSE, "declares a DTD", NULL },
  { "not-well-formed.xml", FFB_ERROR_PARSE, "not a well-formed XML file", NULL },
};

static void
test_bad_file (gconstpointer data)
{
  const BadLibrary *bad = data;
  g_autofree char *path = ffb_test_bad_file_path ("leaders", bad->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbLeaderLibrary) library = ffb_leader_library_load_file (path, &error);

  g_assert_null (library);
  ffb_test_assert_refusal (path, error, bad->code, bad->says, bad->line_holds);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/leaders/L3/seed-002/transcription", test_l3_seed_transcription);
  g_test_add_func ("/leaders/L3/seed-002/parser", test_l3_seed_parser);
  g_test_add_func ("/leaders/L3/seed-002/start-rank-is-a-reading", test_l3_start_rank_reading);
  g_test_add_func ("/leaders/L3/mapping-defaults", test_l3_mapping_defaults);
  g_test_add_func ("/leaders/L2/find-by-prefix", test_l2_find_by_prefix);
  g_test_add_func ("/leaders/L2/lookup", test_l2_lookup);
  g_test_add_func ("/leaders/L2/add-to-campaign", test_l2_add_to_campaign);
  g_test_add_func ("/leaders/L3/shift-ranks", test_l3_shift_ranks);
  g_test_add_func ("/leaders/L3/campaign-mapping/maps-new-leaders", test_l3_campaign_mapping);
  g_test_add_func ("/leaders/L3/campaign-mapping/refused", test_l3_campaign_mapping_refused);
  g_test_add_func ("/leaders/L3/campaign-mapping/file", test_l3_campaign_mapping_file);
  g_test_add_func ("/leaders/L1/R10E/promote-library-leader", test_r10e_promote_library_leader);
  g_test_add_func ("/leaders/L2/file/round-trip", test_l2_file_round_trip);
  g_test_add_func ("/leaders/L2/file/own-library", test_l2_own_library);
  g_test_add_func ("/leaders/L2/file/not-built-in", test_l2_not_built_in);
  for (guint i = 0; i < G_N_ELEMENTS (bad_libraries); i++)
    {
      g_autofree char *path = g_strdup_printf ("/leaders/L2/file/bad/%s",
                                               bad_libraries[i].file);

      g_test_add_data_func (path, &bad_libraries[i], test_bad_file);
    }
  return g_test_run ();
}
