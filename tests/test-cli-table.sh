#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-table.sh: `ffbridge-cli table` as a user meets it (RULES.md T): the tables listed
# with their modifiers and bands, a table rolled with the fair dice (the die re-derived here
# from the seed by the derivation ffb-dice.h states, each modifier named with its value, the
# total, the band), the commitment printed before the roll and the seed revealed after it, the
# same roll again from that seed, a referee's own file, and bad input refused (exit 2) in one
# sentence on stderr. TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"
own=$files/tables/good/own.xml
seed=000000000000000000000000000000000000000000000000000000000000002a

# The face of die `purpose` of stream `stream` from `seed`, no phrases, first occurrence, by
# ffb-dice.h's derivation 2, written out again here.
face () {
  python3 - "$1" "$2" "$3" "$4" <<'PY'
import hashlib, hmac, sys
seed, stream, purpose, sides = bytes.fromhex(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
key = hashlib.sha256(seed + b"\0" + b"" + b"\0" + b"").digest()
attempt = 0
while True:
    msg = "\0".join(["2", stream, "referee", purpose, "0", str(attempt)]).encode()
    v = int.from_bytes(hmac.new(key, msg, hashlib.sha256).digest()[:4], "big")
    if v < (2**32 // sides) * sides:
        print(v % sides + 1)
        break
    attempt += 1
PY
}

expect "cli/table/help exits 0" 0 "$cli" table --help
has "cli/table/help has --mod" "$work/out" "--mod=NAME[=VALUE]"
has "cli/table/help has --tables" "$work/out" "--tables=FILE"
"$cli" --help >"$work/out" 2>&1
has "cli/table/listed among the commands" "$work/out" "  table "

expect "cli/table/list" 0 "$cli" table
for id in militia attrition siege cavalry-retreat crt-strength activation; do
  has "cli/table/list/T/$id" "$work/out" "$id: "
done
has "cli/table/list/typed modifier" "$work/out" "  --mod leader-administrative=N: Leader's administrative value, -1 x N, N from -5 to 5"
has "cli/table/list/fixed modifier" "$work/out" "  --mod out-of-supply: Unit(s) out of supply +5"
has "cli/table/list/note" "$work/out" "  --mod odds-1-5: 1-5 or less +5 (x3 losses)"
has "cli/table/list/open band" "$work/out" "  12+: -80%"
has "cli/table/list/band open below" "$work/out" "  0 or less: Broken"

expect "cli/table/T/militia/roll" 0 "$cli" table militia --mod union-1863 --mod out-of-supply \
  --mod leader-administrative=2 --seed "$seed"
cp "$work/out" "$work/first"
commitment=$(python3 -c "import hashlib,sys; print(hashlib.sha256(bytes.fromhex(sys.argv[1])).hexdigest())" "$seed")
if head -1 "$work/first" | grep -qF "Militia: dice commitment (SHA-256 of the seed): $commitment"; then
  ok "cli/table/T/militia/commitment first"; else not_ok "cli/table/T/militia/commitment first"; fi
die=$(face "$seed" militia "T militia die 1" 6)
total=$((die + 1))
has "cli/table/T/militia/the fair die" "$work/first" "Dice (1d6): $die"
has "cli/table/T/militia/year named" "$work/first" "Union army in 1863: -2"
has "cli/table/T/militia/fixed modifier named" "$work/first" "Unit(s) out of supply: +5"
has "cli/table/T/militia/typed modifier named with its value" "$work/first" "Leader's administrative value (2): -2"
has "cli/table/T/militia/total" "$work/first" "Total: $total"
case $total in
  2|3) band="3 or less): 0" ;; 4|5) band="4 to 5): -10%" ;; 6) band="6): -20%" ;;
  7) band="7): -30%" ;;
esac
has "cli/table/T/militia/band" "$work/first" "Result ($band"
has "cli/table/T/militia/sentence" "$work/first" "Militia: 1d6 rolled $die, Union army in 1863 -2, Unit(s) out of supply +5, Leader's administrative value -2, total $total: "
has "cli/table/T/militia/seed revealed" "$work/first" "The seed, revealed: $seed"
expect "cli/table/T/militia/again" 0 "$cli" table militia --mod union-1863 --mod out-of-supply \
  --mod leader-administrative=2 --seed "$seed"
same "cli/table/T/militia/same seed, same roll" "$work/first" "$work/out"

# A drawn seed, rolled again from its reveal, gives the same die.
expect "cli/table/T/activation/drawn seed" 0 "$cli" table activation --mod shaken
drawn=$(sed -n 's/^The seed, revealed: //p' "$work/out")
grep '^Dice' "$work/out" > "$work/drawn-die"
expect "cli/table/T/activation/rolled again" 0 "$cli" table Activation --mod Shaken --seed "$drawn"
grep '^Dice' "$work/out" > "$work/again-die"
same "cli/table/T/activation/same die from the revealed seed" "$work/drawn-die" "$work/again-die"

for id in militia attrition siege cavalry-retreat crt-strength activation; do
  expect "cli/table/T/$id/rolls" 0 "$cli" table "$id" --seed "$seed"
  has "cli/table/T/$id/fair die" "$work/out" "Dice (1d6): $(face "$seed" "$id" "T $id die 1" 6)"
done
expect "cli/table/T/crt-strength/note" 0 "$cli" table crt-strength --mod odds-6-1 --seed "$seed"
has "cli/table/T/crt-strength/note shown" "$work/out" "  x3 losses"

# T: the charge resolution decides. Both sides rolled at once, one die a unit with its own
# modifiers (each die worked out here from the seed, independently of the app), the sums
# compared: the lower side retreats, one less than half the other's routs with its ½d6
# stragglers rolled, equal sums both stand.
refused_charge () {
  expect "cli/table/T/charge/$1" 2 "$cli" table charge $2 --seed "$seed"
  has "cli/table/T/charge/$1 says why" "$work/err" "$3"
}
refused_charge "both sides" "--unit first" "is rolled for both sides at once (T): give --unit first and --unit second"
refused_charge "a side" "--unit third --unit second" "a unit is of the first side (Charging side) or the second (Charged side)"
refused_charge "no --mod" "--mod elite-veteran --unit first --unit second" "takes each unit's modifiers with its --unit"
refused_charge "its modifiers" "--unit first:bribe --unit second" 'the table charge has no modifier "bribe"'
expect "cli/table/T/activation/no --unit" 2 "$cli" table activation --unit first --seed "$seed"
for s in "$seed" 00000000000000000000000000000000000000000000000000000000000000aa \
         00000000000000000000000000000000000000000000000000000000000000bb \
         00000000000000000000000000000000000000000000000000000000000000cc; do
  expect "cli/table/T/charge/rolls both sides $s" 0 "$cli" table charge \
    --unit first:hits-inflicted=2 --unit second:shaken-or-poor --unit second --seed "$s"
  a=$(face "$s" charge "T charge unit 1 die 1" 6)
  b=$(face "$s" charge "T charge unit 2 die 1" 6)
  c=$(face "$s" charge "T charge unit 3 die 1" 6)
  first=$((a + 2)); second=$((b - 1 + c))
  has "cli/table/T/charge/unit 1 $s" "$work/out" "Unit 1 (Charging side): dice $a, total $first"
  has "cli/table/T/charge/unit 2 $s" "$work/out" "Unit 2 (Charged side): dice $b, total $((b - 1))"
  has "cli/table/T/charge/sums $s" "$work/out" "Charging side: $first; Charged side: $second"
  if [ "$first" -eq "$second" ]; then
    has "cli/table/T/charge/both stand $s" "$work/out" ". Equal totals: both sides stand."
  else
    if [ "$first" -lt "$second" ]; then low=$first; high=$second; loser="Charging side"
    else low=$second; high=$first; loser="Charged side"; fi
    if [ $((low * 2)) -lt "$high" ]; then
      d=$(face "$s" charge "T charge stragglers" 6)
      has "cli/table/T/charge/rout $s" "$work/out" "$loser: less than half the other's total, routs a full move in disorder and loses 1/2 d6 stragglers. Stragglers (½d6, rolled): $(((d + 1) / 2))."
    else
      has "cli/table/T/charge/retreat $s" "$work/out" "$loser: retreats a half move in disorder."
      lacks "cli/table/T/charge/no stragglers $s" "$work/out" "Stragglers"
    fi
  fi
done
# A Broken activation's ½d6 straggler hits are rolled too.
broken=
for s in 0000000000000000000000000000000000000000000000000000000000000001 \
         0000000000000000000000000000000000000000000000000000000000000002 \
         0000000000000000000000000000000000000000000000000000000000000003 \
         0000000000000000000000000000000000000000000000000000000000000004 \
         0000000000000000000000000000000000000000000000000000000000000005 \
         0000000000000000000000000000000000000000000000000000000000000006 \
         0000000000000000000000000000000000000000000000000000000000000007 \
         0000000000000000000000000000000000000000000000000000000000000008; do
  "$cli" table activation --mod shaken --mod disordered --seed "$s" >"$work/out" 2>&1
  if [ "$(face "$s" activation "T activation die 1" 6)" -le 2 ]; then
    broken=$s
    d=$(face "$s" activation "T activation stragglers" 6)
    has "cli/table/T/activation/broken stragglers rolled $s" "$work/out" "Stragglers (½d6, rolled): $(((d + 1) / 2))"
  else
    lacks "cli/table/T/activation/no stragglers $s" "$work/out" "Stragglers"
  fi
done
if [ -n "$broken" ]; then ok "cli/table/T/activation/a Broken roll seen"; else not_ok "cli/table/T/activation/a Broken roll seen"; fi

expect "cli/table/own/list" 0 "$cli" table --tables "$own"
has "cli/table/own/listed" "$work/out" "straggling: Straggling, 2d6 (our club)"
expect "cli/table/own/roll" 0 "$cli" table --tables "$own" straggling --mod snow --seed "$seed"
has "cli/table/own/two dice" "$work/out" "Dice (2d6): $(face "$seed" straggling "T straggling die 1" 6) + $(face "$seed" straggling "T straggling die 2" 6)"

# --to CAMPAIGN: the campaign's own dice, the roll kept in its history; undone and made again,
# the same die; the next roll of that table in that turn is roll 2.
cp "$files/good/minimal.ffbridge" "$work/c.ffbridge"
expect "cli/table/history/roll kept" 0 "$cli" table militia --mod out-of-supply --to "$work/c.ffbridge" -o "$work/rolled.ffbridge"
cp "$work/out" "$work/kept"
grep '^Dice (' "$work/kept" > "$work/kept-die"
has "cli/table/history/campaign dice" "$work/kept" "Campaign dice: "
has "cli/table/history/stream" "$work/kept" "Dice: stream tables.turn-"
has "cli/table/history/roll 1" "$work/kept" "militia-1, seed "
expect "cli/table/history/verified" 0 "$cli" verify "$work/rolled.ffbridge" --history
has "cli/table/history/from the committed seed" "$work/out" "1 of those seeds comes from the committed campaign seed"
expect "cli/table/history/undo shows it" 0 "$cli" undo "$work/rolled.ffbridge"
has "cli/table/history/undo names the roll" "$work/out" "The last change: table-roll, turn "
has "cli/table/history/undo says the sentence" "$work/out" "T: Militia: 1d6 rolled "
expect "cli/table/history/undone" 0 "$cli" undo "$work/rolled.ffbridge" -o "$work/undone.ffbridge"
expect "cli/table/history/made again" 0 "$cli" table militia --mod out-of-supply --to "$work/undone.ffbridge"
grep '^Dice (' "$work/out" > "$work/again-die"
same "cli/table/history/undo gives the same die" "$work/kept-die" "$work/again-die"
expect "cli/table/history/roll 2" 0 "$cli" table militia --to "$work/undone.ffbridge"
has "cli/table/history/roll 2 has its own stream" "$work/out" "militia-2, seed "

# verify --history works each table roll out again from its table (T): its modifiers, total
# and result; a file whose result, modifier or sentence was edited fails (exit 1), naming the
# change. A referee's own table is found with --tables.
expect "cli/table/verify/checked" 0 "$cli" verify "$work/rolled.ffbridge" --history
has "cli/table/verify/against its table" "$work/out" "; 1 table roll gives its modifiers, total and result as its table does"
edited () {
  case_name=cli/table/verify/edited/$1; says=$2; script=$3
  sed "$script" "$work/rolled.ffbridge" > "$work/edited.ffbridge"
  if cmp -s "$work/rolled.ffbridge" "$work/edited.ffbridge"; then
    echo "# the edit changed nothing"; not_ok "$case_name"
  else
    expect "$case_name" 1 "$cli" verify "$work/edited.ffbridge" --history
    has "$case_name: names the change" "$work/out" "history: The change 1 (table-roll, turn "
    has "$case_name: says what" "$work/out" "$says"
  fi
}
edited result 'its result is kept as "edited", but the table militia gives' \
  's/\(<table-roll [^>]*result="\)[^"]*"/\1edited"/'
edited modifier 'its modifier "out-of-supply" is kept as +4, but the table militia gives it +5.' \
  's/<modifier id="out-of-supply" value="5"/<modifier id="out-of-supply" value="4"/'
edited added-modifier 'the table militia has no modifier "bribe".' \
  's/<modifier id="out-of-supply" value="5"\/>/&<modifier id="bribe" value="6"\/>/'
edited total 'its total is kept as 99, but its dice' \
  's/\(<table-roll [^>]*total="\)[^"]*"/\199"/'
edited sentence 'the sentence it keeps does not name the modifier "Unit(s) out of supply" with its value +5.' \
  's/Unit(s) out of supply +5/Unit(s) out of supply +2/'
cp "$files/good/minimal.ffbridge" "$work/own.ffbridge"
expect "cli/table/verify/own rolled" 0 "$cli" table --tables "$own" straggling --mod snow --to "$work/own.ffbridge"
expect "cli/table/verify/own without its file" 1 "$cli" verify "$work/own.ffbridge" --history
has "cli/table/verify/own without its file says so" "$work/out" 'its table "straggling" is not one of the tables checked against'
expect "cli/table/verify/own with --tables" 0 "$cli" verify "$work/own.ffbridge" --history --tables "$own"
has "cli/table/verify/own checked" "$work/out" "; 1 table roll gives its modifiers, total and result as its table does"
cp "$files/good/minimal.ffbridge" "$work/charge.ffbridge"
expect "cli/table/T/charge/kept" 0 "$cli" table charge --unit first:elite-veteran --unit second --to "$work/charge.ffbridge"
has "cli/table/T/charge/kept unit by unit" "$work/charge.ffbridge" '<unit side="first" total="'
expect "cli/table/T/charge/verified" 0 "$cli" verify "$work/charge.ffbridge" --history
has "cli/table/T/charge/verified against its table" "$work/out" "; 1 table roll gives its modifiers, total and result as its table does"
sed 's/\(<unit side="first" total="\)\([0-9]*\)"/\19\2"/' "$work/charge.ffbridge" > "$work/charge-edited.ffbridge"
expect "cli/table/T/charge/an edited unit" 1 "$cli" verify "$work/charge-edited.ffbridge" --history
has "cli/table/T/charge/an edited unit named" "$work/out" "its unit 1's total is kept as 9"
expect "cli/table/verify/--tables needs --history" 2 "$cli" verify "$work/own.ffbridge" --tables "$own"
has "cli/table/verify/--tables needs --history says so" "$work/err" "give --history too"

# Bad input: exit 2, one sentence naming what is wrong.
bad () {
  case_name=cli/table/bad/$1; says=$2; shift 2
  expect "$case_name" 2 "$cli" table "$@"
  one_line "$case_name: one line" "$work/err"
  has "$case_name: says why" "$work/err" "$says"
}
bad unknown-table 'there is no table "nope" (there are: militia, attrition,' nope
bad unknown-modifier 'the table militia has no modifier "rain" (it has: leader-administrative,' militia --mod rain
bad twice 'is ticked twice' militia --mod out-of-supply --mod out-of-supply
bad one-of-a-group 'exclude each other (both are army-year)' militia --mod union-1861 --mod union-1862
bad out-of-range 'takes a value from -5 to 5, not 9' militia --mod leader-administrative=9
bad needs-a-value 'needs a value from -5 to 5' militia --mod leader-administrative
bad fixed-with-value 'is worth +5 and takes no typed value' militia --mod out-of-supply=5
bad not-a-number '"two" is not a whole number' militia --mod leader-administrative=two
bad mod-without-table 'need a table' --mod out-of-supply
bad two-names 'one table' militia siege
bad seed 'hex' militia --seed 12
bad to-without-table 'need a table' --to "$work/c.ffbridge"
bad output-without-to 'there is none' militia -o "$work/x.ffbridge"
bad to-a-missing-file 'missing.ffbridge' militia --to "$work/missing.ffbridge"
bad file "$files/tables/bad/band-gap.xml:7: the table militia's band from 6 leaves a gap" \
  --tables "$files/tables/bad/band-gap.xml"

tap_end
