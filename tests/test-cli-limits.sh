#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-limits.sh: a campaign at every limit of oob/model/ffb-limits.h at once (written by
# tests/bench/make-limits-campaign, the file the size-limit bench times) loads in
# `ffbridge-cli validate`, and the same with 100 elements too many is refused (exit 2) in one
# sentence naming the file. It keeps the limits, the schema and the bench's generator agreeing:
# the generator once read a header from where the engine no longer keeps it, and nothing ran
# it. TAP output. Needs FFB_CLI and FFB_SOURCE_ROOT (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
make=${FFB_SOURCE_ROOT:?}/tests/bench/make-limits-campaign
elements=$(sed -n 's/^#define FFB_LIMIT_ELEMENTS \([0-9]*\).*/\1/p' \
  "$FFB_SOURCE_ROOT/oob/model/ffb-limits.h")
. "$(dirname "$0")/tap.sh"

expect "the generator writes a campaign at the limits" 0 "$make" "$work/at-limits.ffbridge"
expect "a campaign at every limit at once loads" 0 "$cli" validate "$work/at-limits.ffbridge"
has "it is a valid campaign" "$work/out" "a valid campaign"

expect "the generator writes one 100 elements beyond them" 0 \
  "$make" "$work/over.ffbridge" 1 100
expect "a campaign beyond the limits is refused" 2 "$cli" validate "$work/over.ffbridge"
one_line "in one sentence" "$work/err"
has "naming the file" "$work/err" "$work/over.ffbridge:"
has "and the limit" "$work/err" "more than $elements elements"

tap_end
