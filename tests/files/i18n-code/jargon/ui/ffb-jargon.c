/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A string that names a source article by its number: tools/i18n-check fails on it (test
 * i18n-catches-article-numbers), and on nothing else here. */
static const char *
library_title (void)
{
  return _("Seed 002: revised leaders");
}
