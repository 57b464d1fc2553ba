/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-tamper.h: the walks that change every field of a file in turn, as a hand editor
 * would (a number incremented, a boolean flipped, a text altered), and ask whether the edit
 * was caught (issue 30: tests/test-verify-setup.c, tests/test-chain.c). */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* `value` as a hand editor would change it. */
char *ffb_test_altered (const char *value);

/* Whether the document, one field of it changed, was caught; `data` as given to the walk. */
typedef gboolean (*FfbTestCaught) (xmlDoc *doc, gpointer data);
/* Told of each field changed: its element, its attribute ("#text" for a text) and whether the
 * edit was caught. */
typedef void (*FfbTestCounted) (const char *element, const char *field, gboolean caught,
                                gpointer data);

/* Changes each attribute and each text that is not blank of `node` and the elements below
 * it, one at a time, asks `caught` and tells `count`; each is put back before the next. */
void  ffb_test_tamper_walk (xmlDoc *doc, xmlNode *node, FfbTestCaught caught,
                            FfbTestCounted count, gpointer data);

G_END_DECLS
