/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ffb-error.h"

G_DEFINE_QUARK (ffb-error-quark, ffb_error)

gboolean
ffb_fail_at (GError **error, int *line, int at, const char *format, ...)
{
  va_list args;

  if (line != NULL)
    *line = at;
  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (FFB_ERROR, FFB_ERROR_MEANING, format, args));
  va_end (args);
  return FALSE;
}

gboolean
ffb_refuse (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (FFB_ERROR, FFB_ERROR_INVALID, format, args));
  va_end (args);
  return FALSE;
}
