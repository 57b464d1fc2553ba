/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A plural made in English, by a suffix: a language with other plurals cannot translate it, so
 * tools/i18n-check fails on it (test i18n-catches-plural-by-suffix), and on nothing else here. */
static char *
turns_before (int turns)
{
  return g_strdup_printf (_("told %d turn%s before"), turns, turns == 1 ? "" : "s");
}
