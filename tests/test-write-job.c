/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-write-job.c: the campaign's sealed text made on a worker thread (ffb-xml-write-job.h,
 * issue 34): the copy it writes is the whole campaign, history and all, sharing nothing with
 * it; its seal takes a generation no write of the campaign's own takes; and the signed record
 * it extended becomes the campaign's unless the campaign's moved on meanwhile. */
#include <string.h>

#include "ffb-campaign-dice.h"
#include "ffb-history.h"
#include "ffb-keyring.h"
#include "ffb-tables.h"
#include "ffb-table-roll.h"
#include "ffb-test-files.h"
#include "ffb-xml.h"
#include "ffb-xml-tables.h"
#include "ffb-xml-write-job.h"

#define SEED_HEX "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
#define REFEREE_PASS "umpire of the worker"

/* A table roll with a typed and a ticked modifier, and the charge resolution unit by unit. */
static void
roll_tables (FfbCampaign *campaign)
{
  g_autoptr(FfbTables) tables = ffb_tables_new_all_built_in ();
  FfbTable *militia = ffb_tables_find (tables, "militia");
  FfbTable *charge = ffb_tables_find (tables, "charge");
  const FfbTableModifier *ticked[] = { ffb_table_find_modifier (militia, "leader-administrative"),
                                       ffb_table_find_modifier (militia, "out-of-supply") };
  int typed[] = { -1, 0 }, sides[] = { 0, 1 };
  gboolean has_typed[] = { TRUE, FALSE };
  GArray *applied[] = { ffb_table_apply (charge, NULL, NULL, NULL, 0, NULL),
                        ffb_table_apply (charge, NULL, NULL, NULL, 0, NULL) };
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (ffb_table_roll_in_campaign (campaign, militia,
                                                ffb_table_apply (militia, ticked, typed,
                                                                 has_typed, 2, NULL),
                                                NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (ffb_table_roll_compared_in_campaign (campaign, charge, sides, applied, 2,
                                                         NULL, NULL, &error));
  g_assert_no_error (error);
}

/* The id of the first block of a block battle's text. */
static char *
first_block (const char *battle)
{
  const char *block = strstr (battle, "<block ");
  const char *id = block != NULL ? strstr (block, " id=\"") : NULL;

  g_assert_nonnull (id);
  id += strlen (" id=\"");
  return g_strndup (id, strcspn (id, "\""));
}

/* A history of every kind the engine makes: an aftermath (R9), table rolls (T), a block battle
 * fought round by round with an owner's preferred blocks (C2F, C2G). */
static FfbCampaign *
campaign_with_history (void)
{
  g_autofree char *path = ffb_test_source_path ("tests/files/good/block-battle-under-way.ffbridge");
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = ffb_xml_load_campaign_file (path, &error);
  gboolean blocks = FALSE;

  g_assert_no_error (error);
  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED_HEX, &error)
                 || campaign->dice_seed != NULL);
  g_clear_error (&error);
  roll_tables (campaign);
  for (guint i = 0; i < ffb_history_get (campaign)->len; i++)
    {
      FfbChange *change = g_ptr_array_index (ffb_history_get (campaign), i);

      if (change->block_battle != NULL && change->block_battle->preferred->len == 0)
        g_ptr_array_add (change->block_battle->preferred,
                         first_block (change->block_battle->battle));
      blocks |= change->block_battle != NULL;
    }
  g_assert_true (blocks);
  return campaign;
}

static void
test_copy_whole_writes_the_same (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_history ();
  g_autoptr(FfbCampaign) demo = ffb_test_load_demo ();
  g_autoptr(FfbCampaign) copy = NULL, demo_copy = NULL;
  g_autofree char *xml = NULL, *copied = NULL, *demo_xml = NULL, *demo_copied = NULL;
  GPtrArray *history = ffb_history_get (campaign);
  gboolean kinds[FFB_N_CHANGE_KINDS] = { FALSE };

  ffb_test_carry_back_pea_ridge (demo, SEED_HEX);
  /* Fields the fixture leaves at their defaults, set so that a copy that drops them shows. */
  for (guint i = 0; i < history->len; i++)
    {
      FfbChange *change = g_ptr_array_index (history, i);

      if (change->table_roll != NULL)
        change->table_roll->stragglers = 3;
      if (change->block_battle != NULL)
        change->block_battle->round = 2;
    }
  /* Not the file layer's cache of a change's text, which writing the original made. */
  g_free (ffb_xml_write_campaign (campaign));
  copy = ffb_history_copy_campaign (campaign);
  demo_copy = ffb_history_copy_campaign (demo);
  for (guint i = 0; i < copy->history->len; i++)
    g_assert_null (((FfbChange *) g_ptr_array_index (copy->history, i))->written);
  xml = ffb_xml_write_campaign (campaign);
  copied = ffb_xml_write_campaign (copy);
  g_assert_cmpstr (copied, ==, xml);
  demo_xml = ffb_xml_write_campaign (demo);
  demo_copied = ffb_xml_write_campaign (demo_copy);
  g_assert_cmpstr (demo_copied, ==, demo_xml);
  g_assert_cmpstr (copy->dice_seed, ==, campaign->dice_seed);
  g_assert_true (copy->dice_seed != campaign->dice_seed);
  /* Nothing shared: the worker may read the copy while the original is edited and freed. */
  g_assert_cmpuint (ffb_history_get (copy)->len, ==, history->len);
  for (guint i = 0; i < history->len; i++)
    {
      FfbChange *a = g_ptr_array_index (history, i);
      FfbChange *b = g_ptr_array_index (ffb_history_get (copy), i);

      kinds[a->kind] = TRUE;
      g_assert_true (a != b && a->rolls != b->rolls && a->notes != b->notes);
      g_assert_true (a->before == NULL || a->before != b->before);
      g_assert_true (a->table_roll == NULL || a->table_roll != b->table_roll);
      g_assert_true (a->block_battle == NULL || a->block_battle != b->block_battle);
    }
  g_assert_true (kinds[FFB_CHANGE_TABLE_ROLL] && kinds[FFB_CHANGE_BLOCK_BATTLE]);
  g_assert_true (ffb_history_find_aftermath (demo_copy, "pea-ridge") != NULL);
}

static FfbCampaign *
protected_demo (void)
{
  FfbCampaign *campaign = ffb_test_load_demo ();

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  return campaign;
}

/* The generation="N" of the text's <keyring>. */
static guint64
generation_of (const char *xml)
{
  const char *keyring = strstr (xml, "<keyring ");
  const char *at = keyring != NULL ? strstr (keyring, "generation=\"") : NULL;

  g_assert_nonnull (at);
  return g_ascii_strtoull (at + strlen ("generation=\""), NULL, 10);
}

static FfbChainLink *
last_link (FfbCampaign *campaign)
{
  GPtrArray *links = campaign->keyring->chain->links;

  g_assert_cmpuint (links->len, >, 0);
  return g_ptr_array_index (links, links->len - 1);
}

/* Sealed on the worker and read back with the referee's passphrase; the record's new link is
 * the campaign's, and the campaign's next write follows it. */
static void
test_job_extends_the_record (void)
{
  g_autoptr(FfbCampaign) campaign = protected_demo ();
  g_autoptr(FfbCampaign) read = NULL;
  g_autoptr(FfbXmlWriteJob) job = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *next = NULL;
  guint64 reserved;
  guint links = campaign->keyring->chain->links->len;
  const char *text;

  job = ffb_xml_write_job_new (campaign);
  reserved = campaign->keyring->generation;
  g_assert_true (ffb_xml_write_job_run (job, &error));
  g_assert_no_error (error);
  text = ffb_xml_write_job_text (job);
  g_assert_cmpuint (generation_of (text), ==, reserved);
  read = ffb_xml_load_campaign_unlocked (text, strlen (text), "autosave", FFB_READER_REFEREE,
                                         REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read->name, ==, campaign->name);
  g_assert_cmpuint (campaign->keyring->chain->links->len, ==, links);
  ffb_xml_write_job_release (job);
  ffb_xml_write_job_finish (job, campaign);
  g_assert_cmpuint (campaign->keyring->chain->links->len, ==, links + 1);
  g_assert_cmpuint (last_link (campaign)->generation, ==, reserved);
  next = ffb_xml_write_sealed_campaign (campaign, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (generation_of (next), >, reserved);
  g_assert_cmpuint (last_link (campaign)->n, ==, links + 2);
}

/* A write of the campaign's own while the job runs (a save) seals at a later generation than
 * the job's; the job's link, on another branch of the record, then stays in its text alone. */
static void
test_job_beside_a_save (void)
{
  g_autoptr(FfbCampaign) campaign = protected_demo ();
  g_autoptr(FfbXmlWriteJob) job = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  guint64 reserved;
  guint links;

  g_free (ffb_xml_write_sealed_campaign (campaign, &error));
  g_assert_no_error (error);
  links = campaign->keyring->chain->links->len;
  job = ffb_xml_write_job_new (campaign);
  reserved = campaign->keyring->generation;
  saved = ffb_xml_write_sealed_campaign (campaign, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (generation_of (saved), >, reserved);
  g_assert_true (ffb_xml_write_job_run (job, &error));
  g_assert_cmpuint (generation_of (ffb_xml_write_job_text (job)), ==, reserved);
  ffb_xml_write_job_finish (job, campaign);
  g_assert_cmpuint (campaign->keyring->chain->links->len, ==, links + 1);
  g_assert_cmpuint (last_link (campaign)->generation, ==, generation_of (saved));
}

/* What the worker reads is its own: the campaign it was made of is edited, its history grown
 * past the undo depth (which frees the older changes' "before") and then freed, all while
 * the job runs; the text is the campaign as it stood. Under the sanitizers a read of what the
 * main thread freed fails the test. */
static gpointer
run_job (gpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_xml_write_job_run (data, &error));
  g_assert_no_error (error);
  return NULL;
}

static void
test_job_owns_what_it_reads (void)
{
  FfbCampaign *campaign = campaign_with_history ();
  g_autoptr(FfbCampaign) read = NULL;
  g_autoptr(FfbXmlWriteJob) job = NULL;
  g_autoptr(GError) error = NULL;
  GThread *thread;
  int year = campaign->year;
  const char *text;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  job = ffb_xml_write_job_new (campaign);
  thread = g_thread_new ("write-job", run_job, job);
  for (int i = 0; i < 2 * FFB_HISTORY_UNDO_DEPTH; i++)
    {
      FfbChange *change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, i + 1);

      campaign->year = FFB_FIRST_YEAR + i % 5;
      ffb_history_push (campaign, change);
    }
  ffb_campaign_unref (campaign);
  g_thread_join (thread);
  text = ffb_xml_write_job_text (job);
  read = ffb_xml_load_campaign_unlocked (text, strlen (text), "autosave", FFB_READER_REFEREE,
                                         REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->year, ==, year);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/write-job/copy-whole/writes-the-same", test_copy_whole_writes_the_same);
  g_test_add_func ("/write-job/extends-the-record", test_job_extends_the_record);
  g_test_add_func ("/write-job/beside-a-save", test_job_beside_a_save);
  g_test_add_func ("/write-job/owns-what-it-reads", test_job_owns_what_it_reads);
  return g_test_run ();
}
