/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-error.h: the engine's error domain. Every failure the engine reports is a
 * GError in FFB_ERROR with a sentence a referee understands. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_ERROR (ffb_error_quark ())

typedef enum
{
  FFB_ERROR_IO,        /* a file could not be read or written */
  FFB_ERROR_PARSE,     /* not well-formed XML, or not XML at all */
  FFB_ERROR_SCHEMA,    /* well-formed but not what the RelaxNG schema allows */
  FFB_ERROR_VERSION,   /* a format version this build does not read */
  FFB_ERROR_MEANING,   /* valid by the schema but meaningless (unknown id, duplicates...) */
  FFB_ERROR_NOT_FOUND, /* a battle, leader or side named by the caller does not exist */
  FFB_ERROR_INVALID,   /* a value given by the caller is out of range */
  FFB_ERROR_IN_USE,    /* what the caller would remove or cut is still named by a battle */
} FfbError;

GQuark ffb_error_quark (void);

/* For the meaning checks of data read from a file (a leader library, its rating bands, a
 * file of tables): sets `error` to FFB_ERROR_MEANING with the sentence, puts `at`, the line
 * the item at fault came from (0: unknown), in `line` (may be NULL), and returns FALSE. */
gboolean ffb_fail_at (GError **error, int *line, int at, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

/* For a refusal of what the caller asked: sets `error` to FFB_ERROR_INVALID with the sentence
 * and returns FALSE, so that a check refuses in one line: `return ffb_refuse (error, ...);`. */
gboolean ffb_refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
