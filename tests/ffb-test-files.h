/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-files.h: what the tests read and write on disk alike: the source tree's files, the
 * built-in rule set's XML, the demo campaign, and temporary folders. */
#pragma once

#include "ffb-campaign.h"
#include "ffb-error.h"

G_BEGIN_DECLS

/* `relative` in the source tree (FFB_SOURCE_ROOT, set by tests/meson.build; "." without). */
char        *ffb_test_source_path (const char *relative);
/* The built-in rule set's file (data/rules/default.xml) as it is embedded. */
char        *ffb_test_default_rules_xml (void);
/* `text` with `from`, which must occur exactly once, replaced by `to`. */
char        *ffb_test_replace_once (const char *text, const char *from, const char *to);
/* The same with `from`, which must occur exactly once, replaced by `to`. */
char        *ffb_test_default_rules_xml_with (const char *from, const char *to);
/* The built-in demo campaign; the test fails when it does not load. */
FfbCampaign *ffb_test_load_demo (void);
/* Pea Ridge carried back into the demo `demo` (R9: its rolls in the campaign's history):
 * both sides' OOBs made, the sample result (data/samples/pea-ridge-result.xml) applied with the
 * dice of `seed_hex`; the test fails when a step is refused. */
void         ffb_test_carry_back_pea_ridge (FfbCampaign *demo, const char *seed_hex);
/* A new folder from g_dir_make_tmp's `template` ("ffb-save-XXXXXX"). */
char        *ffb_test_make_temp_dir (const char *template);
/* Removes `dir` and all it holds, made writable first; a symbolic link is removed, never
 * followed. */
void         ffb_test_remove_temp_dir (const char *dir);
/* tests/files/`kind`/bad/`file` in the source tree. */
char        *ffb_test_bad_file_path (const char *kind, const char *file);
/* The line (from 1) of the first `needle` in `text`; fails when there is none. */
int          ffb_test_line_of (const char *text, const char *needle);
/* Fails unless `error`, the refusal of the file at `path`, has FFB_ERROR's `code`, is one line
 * holding `says`, and starts "path:LINE: " where LINE is the line of the first `line_holds` in
 * the file, or "path:" when `line_holds` is NULL (a refusal of the whole file). */
void         ffb_test_assert_refusal (const char *path, const GError *error, FfbError code,
                                      const char *says, const char *line_holds);
/* Fails unless the campaign `xml`, its first `from` made `to`, is refused on load with one
 * sentence holding `says` that starts "bad.ffbridge:" and the line. */
void         ffb_test_assert_edited_campaign_refused (const char *xml, const char *from,
                                                      const char *to, const char *says);
/* strcmp for g_ptr_array_sort of strings (it passes pointers to the elements). */
int          ffb_test_compare_names (gconstpointer a, gconstpointer b);

G_END_DECLS
