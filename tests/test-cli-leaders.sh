#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-leaders.sh: `ffbridge-cli leaders` (RULES.md L2, L3): the built-in library of seed
# 002 listed, by side and by a name's start, with each counter's seed values and the ratings
# they map to; a referee's own library; a leader added to a campaign with all his counters,
# on the library's ranks or shifted; and every refusal in one sentence with exit status 2.
# TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"

# lines NAME FILE PATTERN COUNT: COUNT lines of FILE match the extended regex PATTERN.
lines () {
  got=$(grep -cE -- "$3" "$2")
  if [ "$got" -eq "$4" ]; then ok "$1"; else echo "# $got lines match “$3”, wanted $4"; not_ok "$1"; fi
}

expect "leaders/L2/help" 0 "$cli" leaders --help
has "leaders/L2/help names --add" "$work/out" "--add"

# L3: the whole list, 48 Union and 38 Confederate leaders, each with his counters.
expect "leaders/L3/list" 0 "$cli" leaders
has "leaders/L3/list counts" "$work/out" "Revised leaders (Chiavini's variant rules): 86 leaders of 86"
lines "leaders/L3/list has 48 Union leaders" "$work/out" '^[^ ].* \(Union' 48
lines "leaders/L3/list has 38 Confederate leaders" "$work/out" '^[^ ].* \(Confederate' 38
lines "leaders/L3/list has 11 cavalry leaders" "$work/out" '^[^ ].*, cavalry\)' 11
expect "leaders/L3/by side" 0 "$cli" leaders --side confederate
has "leaders/L3/by side counts" "$work/out" "38 leaders of 86"
lacks "leaders/L3/by side has no Union leader" "$work/out" "(Union"

# L2: a name's start, any case; each counter with the seed's values and the mapped ratings.
expect "leaders/L2/prefix" 0 "$cli" leaders sher
has "leaders/L2/prefix finds Sherman" "$work/out" "Sherman (Union): 4 counters from 1 star, the library's reading (L3)"
has "leaders/L2/prefix finds Sheridan" "$work/out" "Sheridan (Union, cavalry): 3 counters"
has "leaders/L3/Sherman's 4-star counter" "$work/out" \
  "  4 stars: Command 2, Administrative 2; tactical +2, initiative 1, army command +2"
expect "leaders/L3/Wheeler" 0 "$cli" leaders Wheeler
has "leaders/L3/Wheeler's Administrative value is not given" "$work/out" \
  "  1 star: Command 1, Administrative not given; tactical +1, initiative 3, army command +1"
expect "leaders/L2/no such leader" 2 "$cli" leaders Napoleon
one_line "leaders/L2/no such leader is one sentence" "$work/err"
has "leaders/L2/no such leader names the start" "$work/err" "no leader whose name starts with “Napoleon”"
expect "leaders/L2/unknown side" 2 "$cli" leaders --side prussia
has "leaders/L2/unknown side says which" "$work/err" "--side must be union or confederate, not “prussia”"

# L2: a referee's own library, and a bad one refused with file and line.
expect "leaders/L2/own library" 0 "$cli" leaders --library "$files/leaders/good/own.xml" --side union
has "leaders/L2/own library's start rank" "$work/out" "Buford (Union, cavalry): 2 counters from 2 stars, as the source says"
has "leaders/L2/own library's mapping" "$work/out" "  2 stars: Command 2, Administrative not given; tactical +2, initiative 1, army command +1"
expect "leaders/L2/bad library" 2 "$cli" leaders --library "$files/leaders/bad/unknown-rank.xml"
one_line "leaders/L2/bad library is one sentence" "$work/err"
has "leaders/L2/bad library names file and line" "$work/err" "unknown-rank.xml:19: start-rank=\"5\""

# L2: add to a campaign with all his counters, through the editor.
cp "$files/good/minimal.ffbridge" "$work/c.ffbridge"
expect "leaders/L2/add" 0 "$cli" leaders --add sherm --to "$work/c.ffbridge" -o "$work/added.ffbridge"
has "leaders/L2/add says so" "$work/out" "Added Sherman (Union) as “sherman” with 4 counters, 1 star in play."
has "leaders/L2/add writes the counter in play" "$work/added.ffbridge" \
  'name="Sherman" stars="1" initiative="2" tactical="0" army-command="0"'
has "leaders/L1/add writes the 4-star counter" "$work/added.ffbridge" \
  'stars="4" initiative="1" tactical="2" army-command="2"'
expect "leaders/L2/added campaign validates" 0 "$cli" validate "$work/added.ffbridge"
expect "leaders/L2/add twice is refused" 2 "$cli" leaders --add Sherman --to "$work/added.ffbridge"
one_line "leaders/L2/add twice is one sentence" "$work/err"
has "leaders/L2/add twice says why" "$work/err" "The Union side already has a leader named Sherman."
expect "leaders/L2/add an ambiguous start is refused" 2 "$cli" leaders --add Sher --to "$work/added.ffbridge"
has "leaders/L2/add an ambiguous start names both" "$work/err" "Sheridan (Union), Sherman (Union)"
expect "leaders/L2/add cavalry" 0 "$cli" leaders --add stuart --side confederate --to "$work/added.ffbridge"
has "leaders/L2/add cavalry writes cavalry" "$work/added.ffbridge" 'name="Stuart" stars="1" initiative="2" tactical="2" army-command="2" cavalry="true"'

# L3: the referee puts the counters on other ranks, within 1-4 stars.
expect "leaders/L3/shifted" 0 "$cli" leaders --add Grant --start-rank 2 --to "$work/added.ffbridge"
has "leaders/L3/shifted says the rank in play" "$work/out" "with 3 counters, 2 stars in play."
expect "leaders/L3/shifted too far is refused" 2 "$cli" leaders --add Thomas --start-rank 3 --to "$work/added.ffbridge"
has "leaders/L3/shifted too far says why" "$work/err" "Thomas's 3 counters cannot start at 3 stars"

# L3: a campaign's own mapping, taken from a library file, maps the leaders added to it.
sed '0,/<band from="0" to="0" gives="0"\/>/s//<band from="0" to="0" gives="1"\/>/' \
  "$FFB_SOURCE_ROOT/data/leaders/seed-002.xml" > "$work/own-mapping.xml"
expect "leaders/L3/ratings-to" 0 "$cli" leaders --library "$work/own-mapping.xml" \
  --ratings-to "$work/c.ffbridge" -o "$work/mapped.ffbridge"
has "leaders/L3/ratings-to says so" "$work/out" "The campaign maps the leaders added to it as"
has "leaders/L3/ratings-to writes the mapping" "$work/mapped.ffbridge" "<leader-ratings>"
expect "leaders/L3/mapped campaign validates" 0 "$cli" validate "$work/mapped.ffbridge"
expect "leaders/L3/add by the campaign's mapping" 0 "$cli" leaders --add sherm --to "$work/mapped.ffbridge"
has "leaders/L3/add by the campaign's mapping maps Command 0 to 1" "$work/mapped.ffbridge" \
  'name="Sherman" stars="1" initiative="2" tactical="1" army-command="0"'
expect "leaders/L3/ratings-to goes alone" 2 "$cli" leaders --ratings-to "$work/c.ffbridge" --add Lee
one_line "leaders/L3/ratings-to goes alone in one sentence" "$work/err"

expect "leaders/L2/add needs --to" 2 "$cli" leaders --add Lee
has "leaders/L2/add needs --to says so" "$work/err" "--to CAMPAIGN"
expect "leaders/L2/--to needs --add" 2 "$cli" leaders --to "$work/added.ffbridge"
expect "leaders/L2/missing campaign" 2 "$cli" leaders --add Lee --to "$work/missing.ffbridge"
one_line "leaders/L2/missing campaign is one sentence" "$work/err"

tap_end
