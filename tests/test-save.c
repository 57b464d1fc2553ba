/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save.c: how a campaign reaches the disk (DESIGN.md, Files; RULES.md "Secrets at
 * rest"): the file, its `~` backup and every temp file are the owner's only (0600); the save
 * writes beside, flushes, renames and flushes the folder; a temp file left by a killed save is
 * removed by the next save or open, and nothing else is. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "ffb-error.h"
#include "ffb-file-save.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-test-files.h"

static void
write_file (const char *dir, const char *name, const char *text, int mode)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

static int
mode_of (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GStatBuf st;

  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

static gboolean
exists (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK);
}

/* The folder's entries, sorted, in one line. */
static char *
names_in (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, ffb_test_compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* "Secrets at rest": the file, its backup and the temp file are the owner's only, even with a
 * umask that lets others read, and a file that others could read before is not after. */
static void
test_owner_only (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  mode_t umask_before = umask (022);

  g_assert_true (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mode_of (dir, "c.ffbridge"), ==, 0600);

  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  campaign->year = 1863;
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mode_of (dir, "c.ffbridge"), ==, 0600);
  g_assert_cmpint (mode_of (dir, "c.ffbridge~"), ==, 0600);
  umask (umask_before);
  ffb_test_remove_temp_dir (dir);
}

/* A temp file a killed save left (here: made by hand, with the save's own pattern) goes at the
 * next save of that campaign, the backup's too; the save leaves no temp file of its own. */
static void
test_stale_temp_removed_by_save (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;

  write_file (dir, "c.ffbridge", "the old campaign", 0600);
  write_file (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Ab3xYz", "a whole copy", 0600);
  write_file (dir, "c.ffbridge~" FFB_FILE_TEMP_SUFFIX "Q1w2E3", "half a cop", 0644);
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_no_error (error);
  names = names_in (dir);
  g_assert_cmpstr (names, ==, "c.ffbridge c.ffbridge~");
  ffb_test_remove_temp_dir (dir);
}

/* Opening removes only our own pattern, of that campaign, in regular files of ours that no
 * save holds: a look-alike the user named, another campaign's temp, a folder, a link (and the
 * file it points to) and the temp of a save in progress all stay. */
static void
test_stale_temp_only_ours (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autofree char *target = g_build_filename (dir, "target", NULL);
  g_autofree char *link = g_build_filename (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Lnk123", NULL);
  g_autofree char *folder = g_build_filename (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Dir123",
                                              NULL);
  g_autofree char *held = g_build_filename (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Lck123", NULL);
  const char *kept[] = { "c.ffbridge.backup", "c.ffbridge" FFB_FILE_TEMP_SUFFIX "abc",
                         "c.ffbridge" FFB_FILE_TEMP_SUFFIX "abcdefg",
                         "c.ffbridge" FFB_FILE_TEMP_SUFFIX "ab.cde",
                         "d.ffbridge" FFB_FILE_TEMP_SUFFIX "Zz9Zz9", "c.ffbridge.Ab3xYz" };
  int fd;

  write_file (dir, "c.ffbridge", "the campaign", 0600);
  write_file (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Ab3xYz", "stale", 0600);
  write_file (dir, "c.ffbridge~" FFB_FILE_TEMP_SUFFIX "9zY8xW", "stale", 0600);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    write_file (dir, kept[i], "the user's", 0644);
  write_file (dir, "target", "pointed to", 0600);
  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  write_file (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Lck123", "being written", 0600);
  fd = open (held, O_RDONLY | O_CLOEXEC);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);

  ffb_xml_remove_stale_temps (path);
  g_assert_false (exists (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Ab3xYz"));
  g_assert_false (exists (dir, "c.ffbridge~" FFB_FILE_TEMP_SUFFIX "9zY8xW"));
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    g_assert_true (exists (dir, kept[i]));
  g_assert_true (exists (dir, "c.ffbridge"));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (exists (dir, "target"));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (exists (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Lck123"));
  close (fd);
  /* Once its save lets go, it is stale like any other. */
  g_assert_cmpuint (ffb_file_remove_stale_temps (path), ==, 1);
  g_assert_false (exists (dir, "c.ffbridge" FFB_FILE_TEMP_SUFFIX "Lck123"));
  ffb_test_remove_temp_dir (dir);
}

/* A pipe or a device (`-o /dev/stdout`) is written as it is, never replaced by a file. */
static void
test_pipe_written_in_place (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *fifo = g_build_filename (dir, "pipe", NULL);
  g_autoptr(GError) error = NULL;
  char read_back[8] = { 0 };
  GStatBuf st;
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  /* Held open for reading and writing, so that neither side waits for the other. */
  fd = open (fifo, O_RDWR | O_NONBLOCK | O_CLOEXEC);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (ffb_file_save_private (fifo, "sheet", 5, &error));
  g_assert_no_error (error);
  g_assert_cmpint (read (fd, read_back, sizeof read_back - 1), ==, 5);
  g_assert_cmpstr (read_back, ==, "sheet");
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  close (fd);
  ffb_test_remove_temp_dir (dir);
}

/* A failed write says which file, and leaves no temp file. */
static void
test_failure_named (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "missing", "c.ffbridge", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL;

  g_assert_false (ffb_file_save_private (path, "x", 1, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  names = names_in (dir);
  g_assert_cmpstr (names, ==, "");
  ffb_test_remove_temp_dir (dir);
}

static char *
contents_of (const char *dir, const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Issue 30, item 10: a save that fails for lack of space changes nothing on disk. The disk
 * fills here by a limit on the size of a file (RLIMIT_FSIZE, SIGXFSZ ignored: a write past it
 * fails with EFBIG), wide enough for a copy of the old file, too narrow for the new one: the
 * backup had already been replaced by the old file's copy, one generation lost. */
static void
test_failed_save_changes_nothing (void)
{
  g_autofree char *dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  g_autoptr(GError) error = NULL;
  g_autofree char *names = NULL, *file = NULL, *backup = NULL;
  const char *was = "the campaign as the referee left it";
  struct rlimit before, narrow;
  void (*on_xfsz) (int);

  write_file (dir, "c.ffbridge", was, 0600);
  write_file (dir, "c.ffbridge~", "the generation before", 0600);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &before), ==, 0);
  narrow = before;
  narrow.rlim_cur = strlen (was) + 100;
  on_xfsz = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &narrow), ==, 0);
  g_assert_false (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &before), ==, 0);
  signal (SIGXFSZ, on_xfsz);

  g_assert_error (error, FFB_ERROR, FFB_ERROR_IO);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));
  file = contents_of (dir, "c.ffbridge");
  backup = contents_of (dir, "c.ffbridge~");
  g_assert_cmpstr (file, ==, was);
  g_assert_cmpstr (backup, ==, "the generation before");
  names = names_in (dir);
  g_assert_cmpstr (names, ==, "c.ffbridge c.ffbridge~");
  /* With room again, the same save goes through, the old file becoming the backup. */
  g_clear_error (&error);
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, &error));
  g_assert_no_error (error);
  g_free (backup);
  backup = contents_of (dir, "c.ffbridge~");
  g_assert_cmpstr (backup, ==, was);
  ffb_test_remove_temp_dir (dir);
}

/* The order the disk sees, traced by strace in a child that saves twice: the backup's copy
 * and the new file both flushed beside before either is renamed into place (a save that
 * cannot write the new file leaves the old backup), then each renamed and followed by the
 * folder flushed. A
 * save that renamed before flushing, or never flushed the folder, could lose the campaign (or
 * its backup) to a crash. */
static void
save_twice_child (void)
{
  const char *dir = g_getenv ("FFB_SAVE_DIR");
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autofree char *mark = g_build_filename (dir, "ffb-save-mark", NULL);
  g_autoptr(FfbCampaign) campaign = ffb_test_load_demo ();
  int fd;

  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
  /* Only the second save has a backup to make: its events follow this open in the trace. */
  fd = g_open (mark, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  campaign->year = 1863;
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
}

typedef struct
{
  GRegex *open, *fsync, *rename;
  GHashTable *names; /* file descriptor -> the name of what it opened */
} Trace;

/* "fsync NAME" or "rename FROM TO" (names without their folder) for a line that flushes or
 * renames; NULL for any other line, after noting what an open opened. */
static char *
trace_event (Trace *trace, const char *line)
{
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *first = NULL, *second = NULL, *first_name = NULL, *second_name = NULL;

  if (g_regex_match (trace->open, line, 0, &match))
    {
      first = g_match_info_fetch (match, 1);
      g_hash_table_insert (trace->names, g_match_info_fetch (match, 2),
                           g_path_get_basename (first));
      return NULL;
    }
  g_clear_pointer (&match, g_match_info_unref);
  if (g_regex_match (trace->fsync, line, 0, &match))
    {
      first = g_match_info_fetch (match, 1);
      return g_strdup_printf ("fsync %s", (char *) g_hash_table_lookup (trace->names, first));
    }
  g_clear_pointer (&match, g_match_info_unref);
  if (!g_regex_match (trace->rename, line, 0, &match))
    return NULL;
  first = g_match_info_fetch (match, 1);
  second = g_match_info_fetch (match, 2);
  first_name = g_path_get_basename (first);
  second_name = g_path_get_basename (second);
  return g_strdup_printf ("rename %s %s", first_name, second_name);
}

/* The events after the child's mark, each followed by "; ". */
static char *
events_after_mark (const char *text)
{
  Trace trace = {
    g_regex_new ("open(?:at)?\\((?:AT_FDCWD, )?\"([^\"]*)\".* = (\\d+)$", 0, 0, NULL),
    g_regex_new ("f(?:data)?sync\\((\\d+)\\) += 0$", 0, 0, NULL),
    g_regex_new ("rename(?:at2?)?\\((?:AT_FDCWD, )?\"([^\"]*)\", (?:AT_FDCWD, )?\"([^\"]*)\"",
                 0, 0, NULL),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
  };
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *events = g_string_new (NULL);
  gboolean marked = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *event = NULL;

      if (strstr (lines[i], "ffb-save-mark") != NULL)
        marked = TRUE;
      else if ((event = trace_event (&trace, lines[i])) != NULL && marked)
        g_string_append_printf (events, "%s; ", event);
    }
  g_regex_unref (trace.open);
  g_regex_unref (trace.fsync);
  g_regex_unref (trace.rename);
  g_hash_table_unref (trace.names);
  return g_string_free (events, FALSE);
}

static char *
mask_temp_letters (const char *event)
{
  g_autoptr(GRegex) letters = g_regex_new (FFB_FILE_TEMP_SUFFIX "[A-Za-z0-9]{6}", 0, 0, NULL);

  return g_regex_replace_literal (letters, event, -1, 0, FFB_FILE_TEMP_SUFFIX "XXXXXX", 0,
                                  NULL);
}

static void
test_durable_order (void)
{
  g_autofree char *strace = g_find_program_in_path ("strace");
  g_autofree char *dir = NULL, *trace_path = NULL, *trace = NULL, *events = NULL;
  g_autofree char *seen = NULL, *folder = NULL, *want = NULL, *asan = NULL;
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = NULL;
  int status = -1;

  if (strace == NULL)
    {
      g_test_skip ("strace is not installed (tools/install-deps)");
      return;
    }
  dir = ffb_test_make_temp_dir ("ffb-save-XXXXXX");
  trace_path = g_build_filename (dir, "trace", NULL);
  env = g_environ_setenv (g_get_environ (), "FFB_SAVE_DIR", dir, TRUE);
  /* LeakSanitizer cannot stop a traced process to look for leaks: not in this child. */
  asan = g_strconcat (g_environ_getenv (env, "ASAN_OPTIONS") ?: "", ":detect_leaks=0", NULL);
  env = g_environ_setenv (env, "ASAN_OPTIONS", asan, TRUE);
  {
    const char *argv[] = { strace, "-f", "-qq", "-o", trace_path, "-e",
                           "trace=open,openat,fsync,fdatasync,rename,renameat,renameat2",
                           self, "-p", "/save/durable/child", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                                 NULL, NULL, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_true (g_file_get_contents (trace_path, &trace, NULL, &error));
  events = events_after_mark (trace);
  seen = mask_temp_letters (events);
  folder = g_path_get_basename (dir);
  want = g_strdup_printf ("fsync c.ffbridge~" FFB_FILE_TEMP_SUFFIX "XXXXXX; "
                          "fsync c.ffbridge" FFB_FILE_TEMP_SUFFIX "XXXXXX; "
                          "rename c.ffbridge~" FFB_FILE_TEMP_SUFFIX "XXXXXX c.ffbridge~; "
                          "fsync %s; "
                          "rename c.ffbridge" FFB_FILE_TEMP_SUFFIX "XXXXXX c.ffbridge; "
                          "fsync %s; ", folder, folder);
  g_assert_cmpstr (seen, ==, want);
  ffb_test_remove_temp_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save/secrets-at-rest/owner-only", test_owner_only);
  g_test_add_func ("/save/temp/stale-removed-by-save", test_stale_temp_removed_by_save);
  g_test_add_func ("/save/temp/only-ours-removed", test_stale_temp_only_ours);
  g_test_add_func ("/save/pipe-written-in-place", test_pipe_written_in_place);
  g_test_add_func ("/save/failure-named", test_failure_named);
  g_test_add_func ("/save/durable/order", test_durable_order);
  g_test_add_func ("/save/failed-save-changes-nothing", test_failed_save_changes_nothing);
  /* Run by /save/durable/order under strace, never on its own. */
  if (g_getenv ("FFB_SAVE_DIR") != NULL)
    g_test_add_func ("/save/durable/child", save_twice_child);
  return g_test_run ();
}
