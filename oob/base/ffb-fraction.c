/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-fraction.c: exact fractions of an SP (R9A). */
#include "ffb-fraction.h"

#include <string.h>

static gint64
gcd (gint64 a, gint64 b)
{
  while (b != 0)
    {
      gint64 t = a % b;

      a = b;
      b = t;
    }
  return a;
}

FfbFraction
ffb_fraction_make (gint64 num, gint64 den)
{
  gint64 d;

  g_return_val_if_fail (num >= 0 && den >= 1, FFB_FRACTION_ZERO);
  if (num == 0)
    return FFB_FRACTION_ZERO;
  d = gcd (num, den);
  return (FfbFraction) { num / d, den / d };
}

FfbFraction
ffb_fraction_of_stands (int stands, int ratio)
{
  return ffb_fraction_make (MAX (stands, 0), MAX (ratio, 1));
}

gboolean
ffb_fraction_add (FfbFraction a, FfbFraction b, FfbFraction *out)
{
  /* Over the least common multiple: with both denominators within the limit, nothing below
   * can pass 2^63 (numerators are at most a few thousand SPs over the denominator). */
  guint64 lcm = (guint64) (a.den / gcd (a.den, b.den)) * (guint64) b.den;
  guint64 x, y, num;
  FfbFraction sum;

  if (!g_uint64_checked_mul (&x, (guint64) a.num, lcm / (guint64) a.den)
      || !g_uint64_checked_mul (&y, (guint64) b.num, lcm / (guint64) b.den)
      || !g_uint64_checked_add (&num, x, y) || num > G_MAXINT64 || lcm > G_MAXINT64)
    return FALSE;
  sum = ffb_fraction_make ((gint64) num, (gint64) lcm);
  if (sum.den > FFB_FRACTION_MAX_DENOMINATOR)
    return FALSE;
  *out = sum;
  return TRUE;
}

FfbFraction
ffb_fraction_minus_whole (FfbFraction a, gint64 whole)
{
  g_return_val_if_fail (whole >= 0 && whole <= ffb_fraction_floor (a), a);
  return ffb_fraction_make (a.num - whole * a.den, a.den);
}

gint64
ffb_fraction_floor (FfbFraction f)
{
  return f.num / f.den;
}

gint64
ffb_fraction_round (FfbFraction f)
{
  return (2 * f.num + f.den) / (2 * f.den);
}

gboolean
ffb_fraction_is_zero (FfbFraction f)
{
  return f.num == 0;
}

gboolean
ffb_fraction_equal (FfbFraction a, FfbFraction b)
{
  return a.num == b.num && a.den == b.den;
}

gboolean
ffb_fraction_to_stands (FfbFraction f, int ratio, int *stands)
{
  if (ratio < 1 || (f.num * ratio) % f.den != 0)
    return FALSE;
  *stands = (int) (f.num * ratio / f.den);
  return TRUE;
}

char *
ffb_fraction_to_string (FfbFraction f)
{
  if (f.den == 1)
    return g_strdup_printf ("%" G_GINT64_FORMAT, f.num);
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, f.num, f.den);
}

/* Digits only, no sign, no space, at most 18 of them. */
static gboolean
parse_count (const char *start, const char *end, gint64 *out)
{
  gint64 value = 0;

  if (end == start || end - start > 18)
    return FALSE;
  for (const char *p = start; p < end; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      value = value * 10 + (*p - '0');
    }
  *out = value;
  return TRUE;
}

gboolean
ffb_fraction_parse (const char *text, gint64 max_whole, FfbFraction *out)
{
  const char *slash, *end;
  gint64 num, den = 1;

  if (text == NULL)
    return FALSE;
  end = text + strlen (text);
  slash = strchr (text, '/');
  if (!parse_count (text, slash != NULL ? slash : end, &num)
      || (slash != NULL && !parse_count (slash + 1, end, &den))
      || den < 1 || den > FFB_FRACTION_MAX_DENOMINATOR || num / den > max_whole
      || (num / den == max_whole && num % den != 0))
    return FALSE;
  *out = ffb_fraction_make (num, den);
  return TRUE;
}
