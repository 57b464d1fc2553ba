/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-median.h: the one way the benchmarks sort their times and take the median, so that
 * every figure of tests/bench/README.md is the same statistic. */
#pragma once

#include <glib.h>

/* For g_array_sort and qsort over doubles. */
static inline int
bench_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Sorts `times` (doubles) and gives its middle one. */
static inline double
bench_median (GArray *times)
{
  g_array_sort (times, bench_compare_doubles);
  return g_array_index (times, double, times->len / 2);
}
