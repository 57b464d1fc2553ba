/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-limits.h: how much the players' server takes from one client (issue 33): the size
 * of a request's headers and body, and a rate per client address, so that a device on the
 * table's network cannot flood the referee's laptop. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A request's headers, all of them, and its body: a sealed request is a few hundred bytes. */
#define FFB_SERVE_MAX_HEADERS 8192
#define FFB_SERVE_MAX_BODY 16384
/* The event streams one device may hold open at once (a page open in a few tabs). */
#define FFB_SERVE_MAX_STREAMS 4
/* The default rate bound: a burst of this many requests, then this many a second. */
#define FFB_SERVE_RATE_BURST 40
#define FFB_SERVE_RATE_PER_SECOND 20

typedef struct _FfbServeRate FfbServeRate;

FfbServeRate *ffb_serve_rate_new (guint burst, guint per_second);
void          ffb_serve_rate_free (FfbServeRate *rate);
/* Whether one more request from `client` (its address) is allowed at `now` (monotonic
 * microseconds); takes it from the client's allowance if so. The clients remembered are
 * bounded: those whose allowance is full again are forgotten first. */
gboolean      ffb_serve_rate_allow (FfbServeRate *rate, const char *client, gint64 now);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbServeRate, ffb_serve_rate_free)

G_END_DECLS
