#!/bin/sh
# test-cli.sh: ffbridge-cli as a user meets it: exit codes (0 ok, 1 findings, 2 bad input or
# usage), one clear sentence on stderr, and no secret file ever read through a bad file.
# TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0
failed=0

ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$work/err" "$work/out" 2>/dev/null | head -20; }

# expect NAME STATUS COMMAND...: runs COMMAND, checks its exit status.
expect () {
  what=$1; want=$2; shift 2
  "$@" >"$work/out" 2>"$work/err"
  got=$?
  if [ "$got" -eq "$want" ]; then ok "$what"; else echo "# exit $got, wanted $want"; not_ok "$what"; fi
}

# has NAME FILE TEXT: FILE contains TEXT.
has () { if grep -qF -- "$3" "$2"; then ok "$1"; else echo "# no “$3”"; not_ok "$1"; fi; }
# lacks NAME FILE TEXT: FILE does not contain TEXT.
lacks () { if grep -qF -- "$3" "$2"; then echo "# found “$3”"; not_ok "$1"; else ok "$1"; fi; }
# one_line NAME FILE: FILE holds exactly one line.
one_line () { if [ "$(wc -l < "$2")" -eq 1 ]; then ok "$1"; else not_ok "$1"; fi; }

expect "cli/help exits 0" 0 "$cli" --help
has "cli/help lists convert" "$work/out" "convert"
expect "cli/no command is a usage error" 2 "$cli"
expect "cli/unknown command is a usage error" 2 "$cli" frobnicate
has "cli/unknown command names itself" "$work/err" "frobnicate"

expect "cli/R8/day Jul-Aug" 0 "$cli" day Jul-Aug
has "cli/R8/day Jul-Aug dawn dusk turns" "$work/out" "dawn 0500, dusk 1930, 30 turns"
has "cli/R8/day Jul-Aug last turn at dusk" "$work/out" "turn 30  1930"
expect "cli/R8/day Nov-Feb" 0 "$cli" day Nov-Feb
has "cli/R8/day Nov-Feb 21 turns" "$work/out" "dawn 0700, dusk 1700, 21 turns"
expect "cli/R8/day of an unknown month pair" 2 "$cli" day Dec-Jan
one_line "cli/R8/day error is one line" "$work/err"

expect "cli/convert/demo" 0 "$cli" convert
has "cli/convert/demo has the Union OOB" "$work/out" "UNION ORDER OF BATTLE"
has "cli/convert/demo has the Confederate OOB" "$work/out" "CONFEDERATE ORDER OF BATTLE"
expect "cli/convert/demo as xml" 0 "$cli" convert --format xml -o "$work/demo.xml"
expect "cli/convert/xml output is well-formed" 0 xmllint --noout "$work/demo.xml"
expect "cli/convert/unknown battle" 2 "$cli" convert --battle no-such-battle
has "cli/convert/unknown battle is named" "$work/err" "no-such-battle"
expect "cli/convert/unknown format" 2 "$cli" convert --format pdfx
expect "cli/convert/unknown option" 2 "$cli" convert --frobnicate
expect "cli/convert/missing file" 2 "$cli" convert "$work/missing.ffbridge"
has "cli/convert/missing file is named" "$work/err" "missing.ffbridge"

for file in "$files"/good/*.ffbridge; do
  [ -e "$file" ] || continue
  name=$(basename "$file")
  expect "cli/validate/good/$name" 0 "$cli" validate "$file"
done

for file in "$files"/findings/*.ffbridge; do
  [ -e "$file" ] || continue
  name=$(basename "$file")
  expect "cli/validate/findings/$name exits 1" 1 "$cli" validate "$file"
  has "cli/validate/findings/$name names a rule" "$work/out" " R4"
done

for file in "$files"/bad/*; do
  [ -e "$file" ] || continue
  name=$(basename "$file")
  expect "cli/validate/bad/$name exits 2" 2 "$cli" validate "$file"
  one_line "cli/validate/bad/$name says one line" "$work/err"
  has "cli/validate/bad/$name names the file" "$work/err" "$file"
  lacks "cli/validate/bad/$name leaks no local file" "$work/err" "root:"
  expect "cli/convert/bad/$name exits 2" 2 "$cli" convert "$file"
  lacks "cli/convert/bad/$name prints no OOB" "$work/out" "ORDER OF BATTLE"
done

echo "1..$n"
[ "$failed" -eq 0 ]
