/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-text.h: the checks every name the referee types goes through (ffb-edit-text.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A name as kept: `text` trimmed of outer spaces (never NULL; "" for NULL). */
char       *ffb_edit_trimmed (const char *text);
/* TRUE when valid UTF-8 `text` holds no control character (tab, line break...) nor a line
 * or paragraph separator: one line, as the file's loader wants every value. */
gboolean    ffb_edit_is_one_line (const char *text);
/* What a typed name names: each has its own sentences, whole for translation. */
typedef enum
{
  FFB_NAMED_SP_GROUP,
  FFB_NAMED_BATTLE,
  FFB_NAMED_LEADER,
  FFB_NAMED_CAMPAIGN,
  FFB_NAMED_UNIT,
} FfbNamed;

/* What is wrong with a name as the referee typed it, as one translated sentence that starts
 * with what it names ("A leader needs a name."), or NULL when it may be kept: not empty once
 * trimmed of spaces and invisible characters, at most FFB_MAX_NAME characters, one line without
 * control characters and no bidirectional control (ffb_text_name_problem: the file's loader
 * refuses the same, ffb-xml-limits.c). */
const char *ffb_edit_name_problem (const char *name, FfbNamed named);

G_END_DECLS
