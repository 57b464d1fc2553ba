#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-with-xvfb.sh: with-xvfb gives a test's status as a shell does (issue 29): a test ended
# by a signal (a failed g_assert aborts) is 128 + the signal's number with a line naming the
# signal, not the "exit status 250" that Python's exit made of a status of -6.
# TAP output.
set -u
. "$(dirname "$0")/../tap.sh"
with_xvfb="$(dirname "$0")/with-xvfb"
if ! command -v Xvfb >/dev/null 2>&1; then
  echo "1..0 # SKIP Xvfb is not installed (tools/install-deps)"
  exit 0
fi
ulimit -c 0 # the aborts below are on purpose: no core files

expect "an aborted command is 134 (128 + SIGABRT)" 134 "$with_xvfb" sh -c 'kill -ABRT $$'
has "the abort is named" "$work/err" "ended by SIGABRT (signal 6)"
expect "a crashed command is 139 (128 + SIGSEGV)" 139 "$with_xvfb" sh -c 'kill -SEGV $$'
has "the crash is named" "$work/err" "ended by SIGSEGV (signal 11)"
expect "an exit status comes through as it is" 3 "$with_xvfb" sh -c 'exit 3'
lacks "an exit names no signal" "$work/err" "ended by"
expect "a passing command is 0" 0 "$with_xvfb" sh -c 'test -n "$DISPLAY"'
tap_end
