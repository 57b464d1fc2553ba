/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize-names.c: unit names in the style of the period's orders of battle. */
#include "ffb-organize-names.h"

char *
ffb_ordinal_name (int number, const char *noun)
{
  const char *suffix = "th";
  int tens = number % 100;

  if (tens < 11 || tens > 13)
    {
      switch (number % 10)
        {
        case 1: suffix = "st"; break;
        case 2: suffix = "nd"; break;
        case 3: suffix = "rd"; break;
        default: break;
        }
    }
  return g_strdup_printf ("%d%s %s", number, suffix, noun);
}

/* Union corps were numbered in Roman numerals; we number both sides' corps so. */
char *
ffb_corps_name (int number)
{
  static const struct { int value; const char *letters; } numerals[] = {
    { 1000, "M" }, { 900, "CM" }, { 500, "D" }, { 400, "CD" }, { 100, "C" }, { 90, "XC" },
    { 50, "L" }, { 40, "XL" }, { 10, "X" }, { 9, "IX" }, { 5, "V" }, { 4, "IV" }, { 1, "I" },
  };
  GString *name = g_string_new (NULL);

  if (number < 1 || number > 3999)
    {
      g_string_printf (name, "Corps %d", number);
      return g_string_free (name, FALSE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (numerals); i++)
    while (number >= numerals[i].value)
      {
        g_string_append (name, numerals[i].letters);
        number -= numerals[i].value;
      }
  g_string_append (name, " Corps");
  return g_string_free (name, FALSE);
}
