/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The two halves of a circle (circle-ask.c, circle-answer.c). */
#pragma once

int circle_ask (int n);
int circle_answer (int n);
