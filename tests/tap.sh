# SPDX-License-Identifier: GPL-3.0-or-later
# tap.sh: what every shell test of tests/ shares, sourced at its top: a scratch folder `$work`
# (removed on exit), TAP output ("ok 3 - what"), and the checks below. A test ends with
# `tap_end`. A failed check prints, as TAP comments, what the command last wrote to
# $work/err and $work/out.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
failed=0

ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$work/err" "$work/out" 2>/dev/null | head -20; }

# expect NAME STATUS COMMAND...: runs COMMAND (its output to $work/out and $work/err), checks
# its exit status.
expect () {
  what=$1; want=$2; shift 2
  "$@" >"$work/out" 2>"$work/err"
  got=$?
  if [ "$got" -eq "$want" ]; then ok "$what"; else echo "# exit $got, wanted $want"; not_ok "$what"; fi
}

# has / lacks NAME FILE TEXT: FILE holds TEXT, or does not.
has () { if grep -qF -- "$3" "$2"; then ok "$1"; else echo "# no “$3”"; not_ok "$1"; fi; }
lacks () { if grep -qF -- "$3" "$2"; then echo "# found “$3”"; not_ok "$1"; else ok "$1"; fi; }
# one_line NAME FILE: FILE is one line (a refusal is one sentence).
one_line () { if [ "$(wc -l < "$2")" -eq 1 ]; then ok "$1"; else not_ok "$1"; fi; }
# same NAME FILE1 FILE2: the two are byte for byte the same.
same () { if cmp -s "$2" "$3"; then ok "$1"; else diff "$2" "$3" | head -10 | sed 's/^/# /'; not_ok "$1"; fi; }

# The plan line, last as TAP allows, and the exit status: 0 when every check passed.
tap_end () { echo "1..$n"; [ "$failed" -eq 0 ]; }
