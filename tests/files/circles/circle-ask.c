/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Two files that use each other (circle-ask.c, circle-answer.c): the circle tools/object-cycles
 * must see (the `circles-caught` test), built as a library of their own and never linked. */
#include "circle.h"

int
circle_ask (int n)
{
  return n <= 0 ? 0 : circle_answer (n - 1) + 1;
}
