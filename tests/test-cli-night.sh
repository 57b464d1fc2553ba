#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-night.sh: the game night played from the command line on the demo campaign (issue
# 12): flank-march orders for both sides (R5-R5B, R7C, R7D), the seed and the sealed rolls
# ("Fair dice"), the clock through arrivals, an encounter, nightfall and the next dawn (R7B,
# R8, R8A), the R7B(5a) pick of the larger march and an army leaving the field (R8B, R8C).
# Checks each command's output, that what a player reads holds nothing of the other side's,
# each refusal (its exit status, its one sentence, the file left as it was) and that every
# step writes the campaign.
# TAP output. Needs FFB_CLI and FFB_SOURCE_ROOT (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
demo=${FFB_SOURCE_ROOT:?}/data/samples/demo.ffbridge
. "$(dirname "$0")/tap.sh"

# refused NAME STATUS TEXT FILE COMMAND...: exit STATUS, one line on stderr with TEXT, FILE
# unchanged.
refused () {
  what=$1; status=$2; text=$3; file=$4; shift 4
  cp "$file" "$work/before"
  expect "$what: exit $status" "$status" "$@"
  has "$what: says why" "$work/err" "$text"
  same "$what: the campaign is left as it was" "$work/before" "$file"
}
# seed N: 64 hex digits.
seed () { printf '%064x' "$1"; }
# clock FILE BATTLE STEP [OPTION...]: one clock step, its output added to FILE.clock for the secrecy checks.
clock () { file=$1; battle=$2; shift 2; "$cli" clock "$file" --battle "$battle" "$@" >"$work/out" 2>"$work/err"; status=$?; cat "$work/out" >>"$file.clock"; return $status; }

cp "$demo" "$work/pea.ffbridge"
pea=$work/pea.ffbridge
: >"$pea.clock"

# Help and usage
expect "night/help lists the game-night commands" 0 "$cli" --help
for command in order roll clock pick; do
  has "night/help lists $command" "$work/out" "  $command "
done
expect "night/order help" 0 "$cli" order --help
has "night/order help describes it" "$work/out" "flank-march order"
refused "night/order without a side" 2 "--side union or --side confederate" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --flank left --leader carr --unit union.c2.d1
one_line "night/order without a side: one sentence" "$work/err"
refused "night/order on a flank that is none" 2 "--flank must be left or right" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank centre --leader carr --unit union.c2.d1
refused "night/order without a leader" 2 "--leader NAME (R5B)" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --unit union.c2.d1
refused "night/order of a battle that is none" 2 "no battle “bull-run”" "$pea" \
  "$cli" order "$pea" --battle bull-run --side union --flank left --leader carr --unit union.c2.d1
refused "night/clock without a step" 2 "next (turn), dawn (after nightfall), previous (turn), withdraw or driven-off" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge
refused "night/pick without a brigade" 2 "--unit CODE (R7B(5a))" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side union --flank left

# Orders the neutral party refuses, each by its rule (exit 1: rule findings)
refused "night/R5B/order led by the other side's leader" 1 "R5B: A flank march is led by a CW leader present in the Union force" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader mcculloch --unit union.c2.d1
refused "night/R5B/order of a unit that is none" 1 "R5B: The Union OOB has no unit “union.c9”" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader carr --unit union.c9
refused "night/R5A/order of the whole army" 1 "R5A: The whole army cannot flank march" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader curtis --unit union
refused "night/R7C/no flank march through a gap" 1 "R7C: No flank marches for either side on this ground" "$pea" \
  "$cli" order "$pea" --battle south-mountain --side union --flank left --leader hooker --unit union.c1
refused "night/R7D/no flank march for a Demoralized defender" 1 "R7D: The Confederate army defends Demoralized" "$pea" \
  "$cli" order "$pea" --battle fredericksburg --side confederate --flank right --leader hood --unit confederate.c2.d2
refused "night/R5/no march to call off" 2 "R5: the Union army has no left flank march to call off." "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --cancel

# Issue 32, item 4: the odds in the engine's one wording, the app's too: never (0%), certain
# (100%) and between. McIntosh (initiative 3) attacking through the forest (-1) on a d4 is
# never swift; made initiative 4 in a scratch copy, he always plods.
cp "$demo" "$work/odds.ffbridge"
expect "night/issue-32/order of initiative 3 on the forest" 0 "$cli" order "$work/odds.ffbridge" --battle pea-ridge --side confederate --flank right --leader mcintosh --unit confederate.c2.d1
has "night/issue-32/odds say never and N in M" "$work/out" "R7B(1) odds: swift never, deliberate 1 in 4, plodding 3 in 4."
sed 's/id="mcintosh" name="James McIntosh" stars="1" initiative="3"/id="mcintosh" name="James McIntosh" stars="1" initiative="4"/' "$demo" >"$work/odds.ffbridge"
expect "night/issue-32/order of initiative 4 on the forest" 0 "$cli" order "$work/odds.ffbridge" --battle pea-ridge --side confederate --flank right --leader mcintosh --unit confederate.c2.d1
has "night/issue-32/odds say certain" "$work/out" "R7B(1) odds: swift never, deliberate never, plodding certain."

# Pea Ridge: both sides send a march round the same end of the field
expect "night/R5/union order" 0 "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader carr --unit union.c2.d1
has "night/R5/union order is given" "$work/out" "The Union left flank march is given, sealed until its notice (R7B)"
has "night/R7B(1)/union order shows its odds" "$work/out" "R7B(1) odds: swift"
has "night/R5B/union order names its leader" "$work/out" "Led by Eugene A. Carr, initiative 2"
has "night/R5/union order is written" "$work/out" "The campaign is written to $pea."
lacks "night/secrets/union order says nothing of the Confederates" "$work/out" "Confederate"
refused "night/R5A/a second march on the same flank" 1 "R5A: The Union army already has a flank march on its left." "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader sigel --unit union.c1
# Issue 13: the battle and the leader by their names, the unit by the code the copies print.
expect "night/R5/union order replaced" 0 "$cli" order "$pea" --battle "Pea Ridge" --side union --flank left --leader "franz sigel" --unit I --replace
has "night/R5/the replacement is given" "$work/out" "Led by Franz Sigel"
has "night/R5/the replacement names its unit and code" "$work/out" "Marching: I Corps (I)."
lacks "night/R5/the replacement shows no id" "$work/out" "union.c1"
expect "night/R5/union order called off" 0 "$cli" order "$pea" --battle pea-ridge --side union --flank left --cancel
has "night/R5/called off" "$work/out" "The Union left flank march is called off (R5)."
expect "night/R5/union order given again" 0 "$cli" order "$pea" --battle pea-ridge --side union --flank left --leader carr --unit union.c2.d1
cp "$pea" "$work/pea-before-confederate.ffbridge"
expect "night/R5/confederate order, written elsewhere with -o" 0 "$cli" order "$pea" --battle pea-ridge --side confederate --flank right --leader mcculloch --unit confederate.c2.d1 --unit confederate.c2.d3 -o "$work/pea-out.ffbridge"
same "night/R5/-o leaves FILE as it was" "$work/pea-before-confederate.ffbridge" "$pea"
has "night/R5/-o names OUT" "$work/out" "written to $work/pea-out.ffbridge"
lacks "night/secrets/confederate order says nothing of the Union march" "$work/out" "Carr"
mv "$work/pea-out.ffbridge" "$pea"
expect "night/R5/the campaign validates with both orders" 0 "$cli" validate "$pea"
cp "$pea" "$work/pea-ordered.ffbridge"

# R7B(5a): find a seed whose dice make the two marches meet off table, told during the day
# (whether and when they meet is the dice's; which is larger is not: 80 weighted stands
# against 20). The public notices say it.
found=
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24; do
  cp "$work/pea-ordered.ffbridge" "$pea"
  "$cli" roll "$pea" --battle pea-ridge --seed "$(seed "$i")" >/dev/null 2>&1 || continue
  "$cli" notices "$pea" --battle pea-ridge --turn 25 >"$work/notices" 2>/dev/null || continue
  met_turn=$(grep "met off table" "$work/notices" | sed -n 's/^  day 1, turn \([0-9]*\) .*/\1/p')
  # From turn 2, so that the turn before it is a turn too.
  if [ -n "$met_turn" ] && [ "$met_turn" -ge 2 ]; then found=$(seed "$i"); break; fi
done
if [ -n "$found" ]; then ok "night/R7B(5a)/a seed whose marches meet ($found)"; else not_ok "night/R7B(5a)/a seed whose marches meet"; found=$(seed 1); met_turn=2; fi

# The seed, the phrases and the pre-battle rolls ("Fair dice")
cp "$work/pea-ordered.ffbridge" "$pea"
refused "night/fair-dice/a phrase that is not one" 2 "phrase" "$pea" \
  "$cli" roll "$pea" --battle pea-ridge --seed "$found" --phrase-union "$(printf 'bad\001')"
expect "night/fair-dice/draw only" 0 "$cli" roll "$pea" --battle pea-ridge --seed "$found" --draw
has "night/fair-dice/draw prints the commitment" "$work/out" "dice commitment (SHA-256 of the seed), for both players: "
commitment=$(sed -n 's/.*for both players: \([0-9a-f]\{64\}\)$/\1/p' "$work/out")
has "night/fair-dice/draw says the players choose their phrases next" "$work/out" "the players may now choose their phrases"
refused "night/fair-dice/one seed a battle" 2 "already has its dice" "$pea" \
  "$cli" roll "$pea" --battle pea-ridge --seed "$(seed 99)"
refused "night/R8/no clock before the rolls" 2 "has not begun: the pre-battle rolls come first." "$pea" \
  "$cli" clock "$pea" --battle pea-ridge next
expect "night/fair-dice/roll" 0 "$cli" roll "$pea" --battle pea-ridge
has "night/fair-dice/roll keeps the seed drawn" "$work/out" "$commitment"
has "night/fair-dice/roll says the secrets are sealed" "$work/out" "rolled and sealed"
for secret in R7A R7B Excellent Average Poltroon swift deliberate plodding Carr McCulloch; do
  lacks "night/secrets/roll prints no $secret" "$work/out" "$secret"
done
expect "night/fair-dice/the Union copy" 0 "$cli" convert "$pea" --battle pea-ridge --copy union
has "night/fair-dice/his copy shows the same commitment" "$work/out" "$commitment"
refused "night/fair-dice/no second roll" 2 "The pre-battle rolls of “Pea Ridge” are already made." "$pea" \
  "$cli" roll "$pea" --battle pea-ridge
refused "night/fair-dice/no phrase after the rolls" 2 "phrase" "$pea" \
  "$cli" roll "$pea" --battle pea-ridge --phrase-confederate "too late"
refused "night/R5/no order after the rolls" 1 "R5: Flank marches are decided before the battle" "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank right --leader osterhaus --unit union.c1.d1
refused "night/R5/no calling off after the rolls" 2 "R5: the march can no longer be called off: the dice have rolled for it." "$pea" \
  "$cli" order "$pea" --battle pea-ridge --side union --flank left --cancel

# The clock to the encounter (R8, R7B(5a))
refused "night/R8/no turn before the first" 2 "there is no turn before it" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge previous
refused "night/R7B(5a)/no pick before the encounter is told" 2 "R7B(5a): there is nothing to pick for the Confederate right flank march now" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side confederate --flank right --unit confederate.c2.d1.b1
turn=0
while [ "$turn" -lt "$met_turn" ]; do
  clock "$pea" pea-ridge next || break
  turn=$((turn + 1))
done
has "night/R8/the clock says the day, turn and time" "$work/out" "Pea Ridge: now day 1, turn $met_turn ("
has "night/R7B(5a)/the clock tells the encounter" "$work/out" "R7B(5a) The two armies' flank marches met off table"
has "night/R7B(5a)/the encounter's notice is told this turn" "$work/out" "Told to both players this turn:"
expect "night/R8/previous turn" 0 "$cli" clock "$pea" --battle pea-ridge previous
has "night/R8/previous turn goes back one" "$work/out" "Pea Ridge: now day 1, turn $((met_turn - 1)) ("
clock "$pea" pea-ridge next
has "night/R8/and on again, the encounter told again" "$work/out" "met off table"

# The R7B(5a) pick of the larger march's owner
"$cli" convert "$pea" --battle pea-ridge --copy confederate >"$work/confederate-copy"
first=$(sed -n 's/.*Arriving: \([^ ]*\) .*/\1/p' "$work/confederate-copy")
if [ -n "$first" ]; then ok "night/R7B(5a)/his copy proposes what arrives"; else not_ok "night/R7B(5a)/his copy proposes what arrives"; first=confederate.c2.d1.b1; fi
refused "night/R7B(5a)/the smaller march has nothing to pick" 2 "R7B(5a): there is nothing to pick for the Union left flank march now" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side union --flank left --unit union.c2.d1.b1
refused "night/R7B(5a)/no more than the surplus" 2 "R7B(5a)" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side confederate --flank right \
  --unit confederate.c2.d1.b1 --unit confederate.c2.d1.b2 --unit confederate.c2.d1.b3 \
  --unit confederate.c2.d1.b4 --unit confederate.c2.d1.b5 --unit confederate.c2.d3.b1 \
  --unit confederate.c2.d3.b2 --unit confederate.c2.d3.b3
refused "night/R7B(5a)/only brigades of the march" 2 "R7B(5a)" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side confederate --flank right --unit confederate.c1.d1.b1
expect "night/R7B(5a)/the pick" 0 "$cli" pick "$pea" --battle pea-ridge --side confederate --flank right --unit "$first"
has "night/R7B(5a)/the pick is kept" "$work/out" "The pick is kept: of the Confederate right flank march these brigades arrive (R7B(5a)):"
has "night/R7B(5a)/the pick names the brigade" "$work/out" "($first)"
"$cli" convert "$pea" --battle pea-ridge --copy confederate >"$work/confederate-copy"
has "night/R7B(5a)/his copy holds the pick" "$work/confederate-copy" "Arriving: $first ("
has "night/R7B(5a)/his copy holds the pick open" "$work/confederate-copy" ") (its owner may change this"
# Issue 13: the copy and the pick name a brigade by its code, which --unit takes.
case $first in
  */*) ok "night/R7B(5a)/the copy proposes by code" ;;
  *) not_ok "night/R7B(5a)/the copy proposes by code" ;;
esac
"$cli" convert "$pea" --battle pea-ridge --copy union >"$work/union-copy"
lacks "night/secrets/the Union copy holds nothing of the pick" "$work/union-copy" "$first"
lacks "night/secrets/the Union copy holds nothing of the Confederate march" "$work/union-copy" "McCulloch"

# On to nightfall and the next dawn (R8, R8A)
steps=0
while ! grep -q "Confederate flank march enters" "$work/out" && [ "$steps" -lt 40 ]; do
  clock "$pea" pea-ridge next || break
  steps=$((steps + 1))
done
has "night/R7B/the march enters" "$work/out" "The Confederate flank march enters"
refused "night/R7B(5a)/no pick once the march has entered" 2 "R7B(5a): there is nothing to pick for the Confederate right flank march now" "$pea" \
  "$cli" pick "$pea" --battle pea-ridge --side confederate --flank right --unit "$first"
steps=0
while ! grep -q "night falls on day 1" "$work/out" && [ "$steps" -lt 40 ]; do
  clock "$pea" pea-ridge next || break
  steps=$((steps + 1))
done
has "night/R8A/nightfall" "$work/out" "Pea Ridge: night falls on day 1 (R8A); \`clock dawn\` starts day 2. The checklist:"
has "night/R8B/the checklist asks about withdrawing" "$work/out" "R8B Ask each army that held until nightfall"
refused "night/R8A/no next turn at night" 2 "It is night after day 1: the battle goes on at the next dawn (R8A)" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge next
expect "night/R8A/dawn" 0 "$cli" clock "$pea" --battle pea-ridge dawn
has "night/R8A/day 2 begins" "$work/out" "Pea Ridge: now day 2, turn 1 (0600)."
has "night/R8A/the dawn is told" "$work/out" "R8A Day 2 begins at dawn"
cat "$work/out" >>"$pea.clock"
refused "night/R8A/no dawn in the day" 2 "Day 2 is not over" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge dawn
expect "night/R8A/previous turn back into the night" 0 "$cli" clock "$pea" --battle pea-ridge previous
has "night/R8A/back at nightfall" "$work/out" "night falls on day 1"
refused "night/R8B/nobody is driven off at night" 2 "Nobody is driven off at night" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge driven-off --side confederate
refused "night/R8C/withdraw says whose army" 2 "--side union or --side confederate" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge withdraw
refused "night/R8/--side goes with leaving only" 2 "--side goes with withdraw or driven-off only" "$pea" \
  "$cli" clock "$pea" --battle pea-ridge next --side union
clock "$pea" pea-ridge withdraw --side confederate
has "night/R8B/the Confederates withdraw overnight" "$work/out" "Pea Ridge: the battle is over (R8C): the Confederate army withdrew unmolested overnight (R8B)."
refused "night/R8C/no turn after the end" 2 "The battle is over: the Confederate army withdrew." "$pea" \
  "$cli" clock "$pea" --battle pea-ridge next
for secret in Excellent Poltroon swift deliberate plodding Carr McCulloch "$first"; do
  lacks "night/secrets/the clock tells nobody $secret" "$pea.clock" "$secret"
done
expect "night/the played campaign validates" 0 "$cli" validate "$pea"
# Fair dice: after the battle the seed is revealed and anyone checks every roll of the night.
expect "night/fair-dice/verify refused before the reveal" 2 "$cli" verify "$pea" --battle pea-ridge
expect "night/fair-dice/reveal the played battle" 0 "$cli" reveal "$pea" --battle pea-ridge -o "$pea"
expect "night/fair-dice/every roll of the night verifies" 0 "$cli" verify "$pea" --battle pea-ridge
cp "$pea" "$work/forged.ffbridge"
sed -i '0,/ raw="\([0-9]*\)"/s// raw="1000"/' "$work/forged.ffbridge"
expect "night/fair-dice/a forged face is caught" 1 "$cli" verify "$work/forged.ffbridge" --battle pea-ridge
# Issue 30 items 3 and 6: the ground changed in the file after the roll (Forest -> Clear) is
# named by verify and by validate, from the setup digest the roll kept.
sed 's/<battle id="pea-ridge"\([^>]*\) terrain="forest"/<battle id="pea-ridge"\1 terrain="clear"/' "$pea" > "$work/cleared.ffbridge"
expect "night/fair-dice/the ground was forest" 1 cmp -s "$pea" "$work/cleared.ffbridge"
expect "night/fair-dice/ground changed after the roll: verify" 1 "$cli" verify "$work/cleared.ffbridge" --battle pea-ridge
has "night/fair-dice/verify names the setup" "$work/out" "setup is not the one its rolls were made on"
expect "night/fair-dice/ground changed after the roll: validate" 1 "$cli" validate "$work/cleared.ffbridge"
has "night/fair-dice/validate names the setup" "$work/out" "battle pea-ridge: Fair dice: The battle's setup is not"

# Fredericksburg: a Union march only, rolled without a seed given, through its first turns
fred=$work/fred.ffbridge
cp "$demo" "$fred"
expect "night/R5/Fredericksburg union order" 0 "$cli" order "$fred" --battle fredericksburg --side union --flank right --leader reynolds --unit union.c4
has "night/R7C/the attacker's die carries the ground" "$work/out" "the arrival die -2 for the ground (R7C)"
expect "night/fair-dice/Fredericksburg rolled with the system's seed" 0 "$cli" roll "$fred" --battle fredericksburg --phrase-union blue --phrase-confederate gray
has "night/fair-dice/a commitment of 64 hex digits" "$work/out" "for both players: "
refused "night/R8C/no army leaves before the first turn" 2 "no army has a field to leave yet (R8C)" "$fred" \
  "$cli" clock "$fred" --battle fredericksburg withdraw --side union
expect "night/R8/Fredericksburg turn 1" 0 "$cli" clock "$fred" --battle fredericksburg next
has "night/R8/Fredericksburg starts at 0700" "$work/out" "Fredericksburg: now day 1, turn 1 (0700)."
refused "night/R8/Pea Ridge of this file has not begun" 2 "The battle has not begun" "$fred" \
  "$cli" clock "$fred" --battle pea-ridge next
expect "night/R8C/Fredericksburg: the Confederates are driven off" 0 "$cli" clock "$fred" --battle fredericksburg driven-off --side confederate
has "night/R8C/the battle is over" "$work/out" "Fredericksburg: the battle is over (R8C): the Confederate army was driven off the table."
has "night/R8C/both players are told" "$work/out" "R8C"

tap_end
