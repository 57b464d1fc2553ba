/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.h: what every fuzz target checks beyond "no crash": a loader that refuses a
 * file says so in one GError of the project's domain, one line, naming the file; a loader
 * that accepts one gives back what saves and loads again. A broken promise aborts, so that
 * libFuzzer (or the replay driver) reports the input. */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <glib.h>
#include "ffb-campaign.h"

#define FUZZ_SOURCE "fuzz-input"

/* Calls fuzz_init: the same for every target (defined in fuzz-common.c). */
int  LLVMFuzzerInitialize (int *argc, char ***argv);
int  LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Criticals and warnings abort: a g_return_if_fail reached from a file is a bug. */
void fuzz_init (void);
/* Aborts unless `error` is a one-line FFB_ERROR that starts with `source`. */
void fuzz_check_refusal (const GError *error, const char *source);
/* Aborts unless the campaign, which loaded, saves and loads again; `what` names the input in
 * the message ("a campaign", "a draft"). */
void fuzz_check_saves_again (FfbCampaign *campaign, const char *what);
