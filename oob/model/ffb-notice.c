/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-notice.c: a public notice as data (ffb-notice.h). */
#include "ffb-notice.h"

FfbNotice *
ffb_notice_new (int turn, const char *rule, const char *format, ...)
{
  FfbNotice *notice;
  va_list args;

  g_return_val_if_fail (rule != NULL && format != NULL, NULL);

  notice = g_new0 (FfbNotice, 1);
  notice->turn = turn;
  notice->rule = g_strdup (rule);
  va_start (args, format);
  notice->text = g_strdup_vprintf (format, args);
  va_end (args);
  return notice;
}

void
ffb_notice_free (FfbNotice *notice)
{
  if (notice == NULL)
    return;
  g_free (notice->rule);
  g_free (notice->text);
  g_free (notice);
}

FfbNotice *
ffb_notice_copy (const FfbNotice *notice)
{
  g_return_val_if_fail (notice != NULL, NULL);

  return ffb_notice_new (notice->turn, notice->rule, "%s", notice->text);
}

gboolean
ffb_notice_equal (const FfbNotice *a, const FfbNotice *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->turn == b->turn && g_strcmp0 (a->rule, b->rule) == 0
         && g_strcmp0 (a->text, b->text) == 0;
}
