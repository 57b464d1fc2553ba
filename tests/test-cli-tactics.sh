#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-tactics.sh: `ffbridge-cli tactics` as a user meets it (RULES.md Q): a battle of the
# demo listed as Fire & Fury, switched to the quick brigade rules (a dry run first), organized
# and checked by them (convert, validate), switched back to what it was, and bad input refused
# (exit 2) in one sentence on stderr. TAP output. Needs FFB_CLI and FFB_SOURCE_ROOT (set by
# tests/meson.build).
set -u
cli=${FFB_CLI:?}
demo=${FFB_SOURCE_ROOT:?}/data/samples/demo.ffbridge
. "$(dirname "$0")/tap.sh"


cp "$demo" "$work/demo.ffbridge"
"$cli" --help >"$work/out" 2>&1
has "cli/tactics/listed among the commands" "$work/out" "  tactics "
expect "cli/tactics/help" 0 "$cli" tactics --help
has "cli/tactics/help has --battle" "$work/out" "--battle"

expect "cli/tactics/list" 0 "$cli" tactics "$work/demo.ffbridge" --battle pea-ridge
has "cli/tactics/list/battle-is-fire-and-fury" "$work/out" "“pea-ridge” is fought with Fire & Fury."
has "cli/tactics/list/fire-and-fury" "$work/out" "  fire-and-fury "
has "cli/tactics/list/quick-brigade" "$work/out" "  quick-brigade    Quick brigade rules (seed 003)"

expect "cli/tactics/Q1/dry-run" 0 "$cli" tactics "$work/demo.ffbridge" --battle pea-ridge quick-brigade
has "cli/tactics/Q1/dry-run-says" "$work/out" "would be fought with Quick brigade rules (seed 003): 6 stands and 1 gun per SP."
same "cli/tactics/Q1/dry-run-changes-nothing" "$demo" "$work/demo.ffbridge"

expect "cli/tactics/Q1/switch" 0 "$cli" tactics "$work/demo.ffbridge" --battle pea-ridge quick-brigade -o "$work/quick.ffbridge"
has "cli/tactics/Q1/switch-written" "$work/quick.ffbridge" 'tactics="quick-brigade"'
has "cli/tactics/Q1/switch-ratio-written" "$work/quick.ffbridge" 'stands-per-sp="6" batteries-per-sp="1" tactics="quick-brigade"'
expect "cli/tactics/Q1/listed-after" 0 "$cli" tactics "$work/quick.ffbridge" --battle pea-ridge
has "cli/tactics/Q1/listed-after-says" "$work/out" "is fought with Quick brigade rules (seed 003)."

# convert organizes the battle by its set: Generals' divisions of 3-stand brigades, no corps
# (exit 1: Sigel's finding, below).
expect "cli/tactics/Q1/convert" 1 "$cli" convert "$work/quick.ffbridge" --battle pea-ridge
has "cli/tactics/Q1/convert-division" "$work/out" "1st Division - Peter J. Osterhaus"
has "cli/tactics/Q1/convert-brigade-of-3" "$work/out" "1st Brigade              3 stands"
lacks "cli/tactics/Q1/convert-no-corps" "$work/out" " Corps"
# validate checks it by Q1: Sigel, whose SPs serve under Osterhaus and Asboth, leads nothing.
expect "cli/tactics/Q1/validate-findings" 1 "$cli" validate "$work/quick.ffbridge"
has "cli/tactics/Q1/validate-names-q1" "$work/out" "battle pea-ridge, Union: Q1 6th Division (Franz Sigel) has 0 brigades; a division has 2 to 4."
lacks "cli/tactics/Q1/validate-no-army-pick" "$work/out" "was picked to lead the army"

expect "cli/tactics/switch-back" 0 "$cli" tactics "$work/quick.ffbridge" --battle pea-ridge fire-and-fury -o "$work/back.ffbridge"
has "cli/tactics/switch-back-says" "$work/out" "is fought with Fire & Fury: 20 stands and 2 batteries per SP."
# The demo as this build writes it, its battle on FF all along: what the switch back gives.
expect "cli/tactics/same-set-changes-nothing" 0 "$cli" tactics "$work/demo.ffbridge" --battle pea-ridge fire-and-fury -o "$work/ff.ffbridge"
same "cli/tactics/switch-back-is-the-demo" "$work/ff.ffbridge" "$work/back.ffbridge"

bad () {
  case_name=$1; says=$2; shift 2
  expect "cli/tactics/bad/$case_name" 2 "$cli" tactics "$@"
  has "cli/tactics/bad/$case_name-says" "$work/err" "$says"
  one_line "cli/tactics/bad/$case_name-one-line" "$work/err"
}
bad unknown-set 'there is no built-in tactical rule set “chess” (there are quick-brigade, and fire-and-fury' "$work/demo.ffbridge" chess
bad two-sets 'name one tactical rule set, not 2' "$work/demo.ffbridge" quick-brigade fire-and-fury
bad unknown-battle 'nope' "$work/demo.ffbridge" --battle nope quick-brigade

tap_end
