/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-notice.h: one public notice of a battle (RULES.md R7B(2)-(5), R8A-R8C), as data: the
 * turn it is told, its rule and its sentence. A player's view keeps the notices told so far
 * (FfbNeutral.told); game night works them out (night/ffb-notices.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int turn;   /* the battle turn it is told */
  char *rule; /* "R7B(2)", "R8A"... */
  char *text; /* one sentence */
} FfbNotice;

FfbNotice *ffb_notice_new (int turn, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (3, 4);
void       ffb_notice_free (FfbNotice *notice);
FfbNotice *ffb_notice_copy (const FfbNotice *notice);
/* The same turn, rule and sentence. */
gboolean   ffb_notice_equal (const FfbNotice *a, const FfbNotice *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbNotice, ffb_notice_free)

G_END_DECLS
