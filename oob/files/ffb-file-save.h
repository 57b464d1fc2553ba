/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-file-save.h: the one way ffbridge writes a file a referee keeps (a campaign, its backup,
 * the autosave, a player's copy): the owner's only (0600), written beside it under a name of
 * its own ("FILE.saving-XXXXXX"), flushed to disk, renamed over the old file, and the folder
 * flushed; a crash or a kill leaves the old file or the new one, never half of one.
 *
 * A kill between the write and the rename leaves the temp file, a whole copy: the next write
 * of the same file removes it, and so does ffb_file_remove_stale_temps, which opening a
 * campaign calls. Only our own pattern goes, and only when no save still holds it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The temp file's name for `path` is this suffix and six random letters or digits. */
#define FFB_FILE_TEMP_SUFFIX ".saving-"

gboolean ffb_file_save_private (const char *path, const char *contents, gsize length,
                                GError **error);

/* The same in two steps, for a save of more than one file that must change nothing on disk
 * unless every file could be written (a campaign and its backup): _begin writes and flushes
 * the temp file beside `path` (a device or a pipe keeps `contents`, which must then live until
 * the commit, to write it in place); _commit renames it into place and flushes the folder;
 * _abort removes it, leaving `path` as it was. Commit and abort each free the saving. */
typedef struct _FfbFileSaving FfbFileSaving;

FfbFileSaving *ffb_file_saving_begin (const char *path, const char *contents, gsize length,
                                      GError **error);
gboolean       ffb_file_saving_commit (FfbFileSaving *saving, GError **error);
void           ffb_file_saving_abort (FfbFileSaving *saving);
/* Removes the temp files a killed save of `path` left beside it: regular files of ours named
 * FILE.saving-XXXXXX that no save holds (a save in progress keeps a lock on its own). Returns
 * how many went; one that cannot be removed is left as it is. */
guint    ffb_file_remove_stale_temps (const char *path);

G_END_DECLS
