#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli.sh: ffbridge-cli as a user meets it: exit codes (0 ok, 1 findings, 2 bad input or
# usage), one clear sentence on stderr, and no secret file ever read through a bad file.
# TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"

expect "cli/help exits 0" 0 "$cli" --help
has "cli/help lists convert" "$work/out" "convert"
expect "cli/version exits 0" 0 "$cli" --version
has "cli/version names the program" "$work/out" "ffbridge-cli "
expect "cli/convert help exits 0" 0 "$cli" convert --help
has "cli/convert help usage line names the program and command" "$work/out" "ffbridge-cli convert [OPTION"
lacks "cli/convert help says the command once" "$work/out" "convert [OPTION…] convert"
expect "cli/validate help exits 0" 0 "$cli" validate --help
has "cli/validate help describes the command" "$work/out" "Check a campaign file"
expect "cli/day help exits 0" 0 "$cli" day --help
has "cli/day help describes the command" "$work/out" "Dawn, dusk and the turns"
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
# Issue 13: with no --copy, convert prints the referee's copy, as its help says; to the
# referee, the neutral party, a rating not rolled yet is one to roll, never "sealed".
has "cli/convert/demo is the referee's copy" "$work/out" "Referee's copy"
has "cli/convert/demo: a rating not rolled is to roll" "$work/out" "to roll: the neutral party rolls it"
lacks "cli/convert/demo: nothing sealed to the referee" "$work/out" "sealed"
lacks "cli/convert/demo names no unit by its id" "$work/out" "union.c1"
"$cli" convert --copy referee >"$work/referee-copy"
if cmp -s "$work/out" "$work/referee-copy"; then ok "cli/convert/demo is --copy referee"; else not_ok "cli/convert/demo is --copy referee"; fi
expect "cli/convert/union copy" 0 "$cli" convert --copy union
has "cli/convert/to a player a rating not rolled is sealed" "$work/out" "sealed: not yet known"
expect "cli/convert/demo as xml" 0 "$cli" convert --format xml -o "$work/demo.xml"
expect "cli/convert/xml output is well-formed" 0 xmllint --noout "$work/demo.xml"
expect "cli/convert/unknown battle" 2 "$cli" convert --battle no-such-battle
has "cli/convert/unknown battle is named" "$work/err" "no-such-battle"
has "cli/convert/unknown battle lists the battles by name" "$work/err" \
  "its battles are “Pea Ridge”, “South Mountain (Turner's Gap)”, “Fredericksburg”."
one_line "cli/convert/unknown battle is one sentence" "$work/err"
# Issue 13: a person names a battle as the app shows it; the id still works for scripts.
expect "cli/convert/battle by its name" 0 "$cli" convert --battle "Fredericksburg"
has "cli/convert/battle by its name converts that one" "$work/out" "Fredericksburg"
lacks "cli/convert/battle by its name is not the first" "$work/out" "Pea Ridge"
expect "cli/convert/battle by its name, any case and spaces" 0 "$cli" convert \
  --battle "  south mountain (turner's gap) "
has "cli/convert/battle by its name, any case" "$work/out" "South Mountain (Turner's Gap)"
expect "cli/convert/battle by its id" 0 "$cli" convert --battle fredericksburg
has "cli/convert/battle by its id converts that one" "$work/out" "Fredericksburg"
expect "cli/convert/unknown format" 2 "$cli" convert --format pdfx
expect "cli/convert/unknown option" 2 "$cli" convert --frobnicate
expect "cli/convert/missing file" 2 "$cli" convert "$work/missing.ffbridge"
has "cli/convert/missing file is named" "$work/err" "missing.ffbridge"

for file in "$files"/good/*.ffbridge; do
  [ -e "$file" ] || continue
  name=$(basename "$file")
  expect "cli/validate/good/$name" 0 "$cli" validate "$file"
done

expect "cli/validate/one battle" 0 "$cli" validate "$files/good/wilsons-creek.ffbridge"
has "cli/validate/one battle is singular" "$work/out" " 1 battle, "
expect "cli/validate/no battle" 0 "$cli" validate "$files/good/minimal.ffbridge"
has "cli/validate/no battle is plural" "$work/out" " 0 battles, "

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

# After the battle (R9) and promotions (R10B-E), on the demo's Pea Ridge.
sample=${FFB_SOURCE_ROOT:?}/data/samples/pea-ridge-result.xml
seed=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
expect "cli/aftermath/preview" 0 "$cli" aftermath --result "$sample"
has "cli/aftermath/R9A/preview converts stands" "$work/out" "R9A: the Union army lost 19 green and veteran stands at 20 a SP; with 3/10 SP (6 stands at 20 a SP) carried from earlier battles: 1 SP removed; 1/4 SP (5 stands at 20 a SP) carried as veteran."
# R9B counts this battle's stands only: the SP the carried remainder completes is removed, but
# the Union army lost 0 SP in this battle for R9B and R9C.
has "cli/aftermath/R9B/carried remainder is not this battle's loss" "$work/out" "R9C: the Union army held the field with 0 SP lost in this battle; 1 of the 3 CRT results with that loss demoralizes: a 1 in 3 chance"
has "cli/aftermath/R9C/preview says the chance" "$work/out" "a 1 in 3 chance"
# R9D, R9E: no march was rolled at the demo's Pea Ridge, so every leader appeared.
has "cli/aftermath/R9D/preview takes who appeared from the record" "$work/out" "every CW leader of the Confederate army appeared on the table"
has "cli/aftermath/R8C/preview withdrew" "$work/out" "R8C: the Confederate army withdrew"
lacks "cli/aftermath/preview rolls nothing" "$work/out" "army rolled"
expect "cli/aftermath/apply" 0 "$cli" aftermath --battle pea-ridge --result "$sample" --seed "$seed" -o "$work/after.ffbridge"
has "cli/aftermath/R9C/apply rolls with the fair dice" "$work/out" "R9C: the Union army rolled 2 on a d3, needing 1 or less: not Demoralized."
expect "cli/aftermath/applied campaign validates" 0 "$cli" validate "$work/after.ffbridge"
expect "cli/aftermath/twice is refused" 2 "$cli" aftermath "$work/after.ffbridge" --result "$sample" -o "$work/twice.ffbridge"
one_line "cli/aftermath/twice says one line" "$work/err"
has "cli/aftermath/twice says why" "$work/err" "already been carried back"
expect "cli/undo/shows the last change" 0 "$cli" undo "$work/after.ffbridge"
expect "cli/undo/undoes" 0 "$cli" undo "$work/after.ffbridge" -o "$work/undone.ffbridge"
expect "cli/undo/undone campaign validates" 0 "$cli" validate "$work/undone.ffbridge"
expect "cli/undo/nothing left" 2 "$cli" undo "$work/undone.ffbridge" -o "$work/nothing.ffbridge"
expect "cli/aftermath/again after undo" 0 "$cli" aftermath "$work/undone.ffbridge" --result "$sample" --seed "$seed" -o "$work/again.ffbridge"
has "cli/aftermath/same seed, same roll" "$work/out" "rolled 2 on a d3"
expect "cli/aftermath/no result is a usage error" 2 "$cli" aftermath
expect "cli/aftermath/unknown battle" 2 "$cli" aftermath --battle nowhere --result "$sample"
has "cli/aftermath/unknown battle is named" "$work/err" "nowhere"
has "cli/aftermath/unknown battle lists the battles" "$work/err" "its battles are “Pea Ridge”"
expect "cli/aftermath/battle by its name" 0 "$cli" aftermath --battle "Pea Ridge" --result "$sample"
has "cli/aftermath/battle by its name is told by its name" "$work/out" "Aftermath of “Pea Ridge”"
for file in "$files"/results/bad/*; do
  [ -e "$file" ] || continue
  name=$(basename "$file")
  rm -f "$work/bad.ffbridge"
  expect "cli/aftermath/bad/$name exits 2" 2 "$cli" aftermath --battle pea-ridge --result "$file" -o "$work/bad.ffbridge"
  one_line "cli/aftermath/bad/$name says one line" "$work/err"
  has "cli/aftermath/bad/$name names the file" "$work/err" "$file"
  lacks "cli/aftermath/bad/$name leaks no local file" "$work/err" "root:"
  if [ -e "$work/bad.ffbridge" ]; then not_ok "cli/aftermath/bad/$name writes nothing"; else ok "cli/aftermath/bad/$name writes nothing"; fi
done
# R10B: the demo campaign is at turn 10 (Nov-Feb 1862): a phase gone by is refused, preview
# or roll; the next turn's phase moves the campaign on to it.
expect "cli/R10B/promote a turn gone by is refused" 2 "$cli" promote "$work/after.ffbridge" --turn 7
has "cli/R10B/promote a turn gone by says why" "$work/err" "turn 7 (May-Jun 1862) is before the campaign's turn 10 (Nov-Feb 1862)"
expect "cli/R10B/promote a turn gone by writes nothing" 2 "$cli" promote "$work/after.ffbridge" --turn 7 --seed "$seed" -o "$work/past.ffbridge"
if [ -e "$work/past.ffbridge" ]; then not_ok "cli/R10B/promote a turn gone by wrote a file"; else ok "cli/R10B/promote a turn gone by wrote no file"; fi
expect "cli/R10B/promote preview" 0 "$cli" promote "$work/after.ffbridge" --turn 11
has "cli/R10B/promote preview gives chances" "$work/out" "in 6 chance"
expect "cli/R10B/promote rolls" 0 "$cli" promote "$work/after.ffbridge" --turn 11 --seed "$seed" -o "$work/promoted.ffbridge"
has "cli/R10C/promote says pool or track" "$work/out" "R10C: "
has "cli/R10B/promote moves the campaign on" "$work/out" "R10B: the campaign moves on to turn 11 (Mar-Apr 1863)"
has "cli/R10B/promoted campaign is at the new turn" "$work/promoted.ffbridge" 'year="1863" months="Mar-Apr"'
expect "cli/R10B/promoted campaign validates" 0 "$cli" validate "$work/promoted.ffbridge"
expect "cli/R10B/promote twice is refused" 2 "$cli" promote "$work/promoted.ffbridge" --turn 11 -o "$work/twice.ffbridge"
expect "cli/R10D/even initiative roll is refused" 2 "$cli" promote "$work/promoted.ffbridge" --draw union --initiative 4 -o "$work/drawn.ffbridge"
one_line "cli/R10D/refusal says one line" "$work/err"
has "cli/R10D/refusal names the rule" "$work/err" "R10D"
expect "cli/R10E/odd initiative roll draws" 0 "$cli" promote "$work/promoted.ffbridge" --draw union --initiative 3 --seed "$seed" -o "$work/drawn.ffbridge"
has "cli/R10E/a leader is promoted" "$work/out" "is promoted to"
expect "cli/promote/no turn is a usage error" 2 "$cli" promote "$work/after.ffbridge"

# Fair dice: without --seed the after-battle and campaign rolls come from the campaign's own
# committed seed, so that undo then the same command again rolls the same dice (issue 11).
# dice_lines FILE OUT: the roll and dice lines of a command's output.
dice_lines () { grep -E "rolled|is promoted|^Dice:|derived from the campaign seed" "$1" > "$2"; }
expect "cli/fair-dice/R9C/aftermath with the campaign's dice" 0 "$cli" aftermath --battle pea-ridge --result "$sample" -o "$work/own.ffbridge"
has "cli/fair-dice/R9C/preview says the seed comes before the roll" "$work/out" "Campaign dice: no seed yet; one is drawn and committed before the first roll."
has "cli/fair-dice/R9C/shows the campaign commitment" "$work/out" "Campaign dice: commitment "
has "cli/fair-dice/R9C/stream names the battle" "$work/out" "Dice: stream pea-ridge.aftermath, seed "
dice_lines "$work/out" "$work/own-dice.txt"
has "cli/fair-dice/R9C/the file keeps the campaign dice" "$work/own.ffbridge" "<campaign-dice commitment="
expect "cli/fair-dice/R9C/undo" 0 "$cli" undo "$work/own.ffbridge" -o "$work/own-undone.ffbridge"
has "cli/fair-dice/R9C/undo keeps the campaign dice" "$work/own-undone.ffbridge" "<campaign-dice commitment="
has "cli/fair-dice/R9C/undo says the dice stay" "$work/out" "The campaign dice stay (commitment "
expect "cli/fair-dice/R9C/aftermath again after undo" 0 "$cli" aftermath "$work/own-undone.ffbridge" --battle pea-ridge --result "$sample" -o "$work/own-again.ffbridge"
dice_lines "$work/out" "$work/own-again-dice.txt"
expect "cli/fair-dice/R9C/undo then again: same dice" 0 cmp "$work/own-dice.txt" "$work/own-again-dice.txt"
expect "cli/fair-dice/R10B/promote with the campaign's dice" 0 "$cli" promote "$work/own.ffbridge" --turn 10 -o "$work/own-promoted.ffbridge"
has "cli/fair-dice/R10B/stream names the turn" "$work/out" "Dice: stream promotions.turn-10, seed "
dice_lines "$work/out" "$work/promote-dice.txt"
expect "cli/fair-dice/R10B/undo" 0 "$cli" undo "$work/own-promoted.ffbridge" -o "$work/own-unpromoted.ffbridge"
expect "cli/fair-dice/R10B/promote again after undo" 0 "$cli" promote "$work/own-unpromoted.ffbridge" --turn 10 -o "$work/own-promoted-again.ffbridge"
dice_lines "$work/out" "$work/promote-again-dice.txt"
expect "cli/fair-dice/R10B-C/undo then again: same dice" 0 cmp "$work/promote-dice.txt" "$work/promote-again-dice.txt"
expect "cli/fair-dice/R10B-C/same outcome" 0 cmp "$work/own-promoted.ffbridge" "$work/own-promoted-again.ffbridge"
# A pool of several Union counters, so that the draw rolls.
sed 's/in-pool="false"/in-pool="true"/' "$work/own.ffbridge" > "$work/own-pool.ffbridge"
expect "cli/fair-dice/R10E/draw with the campaign's dice" 0 "$cli" promote "$work/own-pool.ffbridge" --draw union --initiative 3 -o "$work/own-drawn.ffbridge"
dice_lines "$work/out" "$work/draw-dice.txt"
has "cli/fair-dice/R10E/stream names the turn, side and draw" "$work/draw-dice.txt" "union-draw-1"
expect "cli/fair-dice/R10E/undo" 0 "$cli" undo "$work/own-drawn.ffbridge" -o "$work/own-undrawn.ffbridge"
expect "cli/fair-dice/R10E/draw again after undo" 0 "$cli" promote "$work/own-undrawn.ffbridge" --draw union --initiative 3 -o "$work/own-drawn-again.ffbridge"
dice_lines "$work/out" "$work/draw-again-dice.txt"
expect "cli/fair-dice/R10D-E/undo then again: same dice" 0 cmp "$work/draw-dice.txt" "$work/draw-again-dice.txt"
expect "cli/fair-dice/R10D-E/same outcome" 0 cmp "$work/own-drawn.ffbridge" "$work/own-drawn-again.ffbridge"
expect "cli/fair-dice/verify --history" 0 "$cli" verify "$work/own-promoted.ffbridge" --history
has "cli/fair-dice/verify --history checks the keys" "$work/out" "2 of those seeds come from the committed campaign seed"
# Issue 30 item 7: the phase is made again on the campaign it kept; a counter moved into the
# pool, the stream's last roll dropped, or a sentence rewritten is named.
has "cli/fair-dice/verify --history makes the phase again" "$work/out" "1 promotion change, made again on the campaign it kept"
# The campaign's first counter (its <promotions> come before its history), which the phase
# rolled, moved to the other place: the campaign dice are drawn afresh each run.
sed '0,/<promotion /{/<promotion /{s/in-pool="true"/in-pool="@"/;s/in-pool="false"/in-pool="true"/;s/in-pool="@"/in-pool="false"/}}' "$work/own-promoted.ffbridge" > "$work/history-pool.ffbridge"
expect "cli/fair-dice/issue-30/a counter moved into the pool" 1 "$cli" verify "$work/history-pool.ffbridge" --history
has "cli/fair-dice/issue-30/the counter is named" "$work/out" ", but the campaign after it has it "
sed '/purpose="R10B turn 10 mcintosh"/d' "$work/own-promoted.ffbridge" > "$work/history-dropped.ffbridge"
expect "cli/fair-dice/issue-30/the last roll dropped" 1 "$cli" verify "$work/history-dropped.ffbridge" --history
has "cli/fair-dice/issue-30/the dropped roll is named" "$work/out" "it rolls 11 dice, but it keeps 10"
sed '0,/: stays on the track\.\|: to the Promotion Pool\./{s/: stays on the track\./: @/;s/: to the Promotion Pool\./: stays on the track./;s/: @/: to the Promotion Pool./}' "$work/own-promoted.ffbridge" > "$work/history-note.ffbridge"
expect "cli/fair-dice/issue-30/a sentence rewritten" 1 "$cli" verify "$work/history-note.ffbridge" --history
has "cli/fair-dice/issue-30/the sentence is named" "$work/out" "is not what making it again says"
# The first face of the phase's log changed to another (1 to 2, any other to 1).
sed '/<dice stream="promotions.turn-10"/,/<\/dice>/{/<roll counter="0" /{s/raw="1"/raw="@"/;s/raw="[2-9]"/raw="1"/;s/raw="@"/raw="2"/}}' "$work/own-promoted.ffbridge" > "$work/history-raw.ffbridge"
expect "cli/fair-dice/verify --history changed face" 1 "$cli" verify "$work/history-raw.ffbridge" --history
has "cli/fair-dice/changed face names the change" "$work/out" "change 2 (promotion-phase, turn 10): The log's roll 0"
# A phase rolled with a seed of one's choosing, then passed off as the campaign's dice.
expect "cli/fair-dice/promote with a chosen seed" 0 "$cli" promote "$work/own.ffbridge" --turn 10 --seed "$seed" -o "$work/chosen.ffbridge"
commitment=$(sed -n 's/.*<campaign-dice commitment="\([0-9a-f]*\)".*/\1/p' "$work/own.ffbridge")
sed "s/\(<dice stream=\"promotions\" [^>]*\)>/\1 campaign-commitment=\"$commitment\">/" "$work/chosen.ffbridge" > "$work/forged.ffbridge"
expect "cli/fair-dice/verify --history forged source" 1 "$cli" verify "$work/forged.ffbridge" --history
has "cli/fair-dice/forged source is named" "$work/out" "not the one the committed campaign seed gives"
expect "cli/fair-dice/promote preview shows the commitment" 0 "$cli" promote "$work/own.ffbridge" --turn 10
has "cli/fair-dice/promote preview shows the commitment says it" "$work/out" "Campaign dice: commitment "

# The neutral party (issue 3): copies for one reader, verify, notices.
seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
neutral="$files/good/neutral-pea-ridge.ffbridge"
expect "cli/R7/convert union copy" 0 "$cli" convert --seed "$seed" --copy union -o "$work/union.txt"
has "cli/R7/union copy is his" "$work/union.txt" "Union player's copy"
has "cli/R7/union copy has his OOB" "$work/union.txt" "UNION ORDER OF BATTLE"
has "cli/R7/union copy has his sealed results" "$work/union.txt" "R7A(3)"
has "cli/R7/union copy shows the commitment" "$work/union.txt" "Dice commitment (SHA-256 of the seed): 630dcd29"
lacks "cli/R7/union copy has no Confederate OOB" "$work/union.txt" "CONFEDERATE ORDER OF BATTLE"
lacks "cli/R7/union copy names no Confederate leader" "$work/union.txt" "Sterling Price"
lacks "cli/R7/union copy has no Confederate unit" "$work/union.txt" "confederate.c"
lacks "cli/R7/union copy has no dice log" "$work/union.txt" "DICE LOG"
expect "cli/R7/convert confederate copy" 0 "$cli" convert --seed "$seed" --copy confederate -o "$work/confederate.txt"
lacks "cli/R7/confederate copy names no Union leader" "$work/confederate.txt" "Samuel R. Curtis"
lacks "cli/R7/confederate copy has no Union unit" "$work/confederate.txt" "union.c"
# R7B(2)-(4), R8A: a sealed result says the day and the day's turn, never a bare battle turn.
expect "cli/R7B/played referee copy" 0 "$cli" convert "$neutral" --battle pea-ridge --copy referee -o "$work/played.txt"
has "cli/R7B/sealed march says the day of its notice" "$work/played.txt" "it enters on day 1, turn 14 (1230), told on day 1, turn 13 (1200)."
lacks "cli/R7B/sealed march never says a bare turn" "$work/played.txt" "told on turn"
has "cli/R7B/the dice log says the day of a reveal" "$work/played.txt" "reveal day 1 turn 13"
expect "cli/R7/convert referee copy" 0 "$cli" convert --seed "$seed" --copy referee -o "$work/referee.txt"
has "cli/R7/referee copy has the log" "$work/referee.txt" "DICE LOG"
has "cli/R7/referee copy has both OOBs" "$work/referee.txt" "CONFEDERATE ORDER OF BATTLE"
expect "cli/R7/convert union copy again" 0 "$cli" convert --seed "$seed" --copy union -o "$work/union-again.txt"
expect "cli/R7/--seed makes a run reproducible" 0 cmp "$work/union.txt" "$work/union-again.txt"
expect "cli/R7/bad seed" 2 "$cli" convert --seed 00ff --copy union
one_line "cli/R7/bad seed says one line" "$work/err"
has "cli/R7/bad seed says why" "$work/err" "64 hexadecimal digits"
expect "cli/R7/unknown reader" 2 "$cli" convert --seed "$seed" --copy spectator
has "cli/R7/unknown reader is named" "$work/err" "spectator"
expect "cli/R7/seed for a battle rolled before" 2 "$cli" convert "$neutral" --battle pea-ridge --seed "$seed" --copy union
has "cli/R7/rolled before says so" "$work/err" "was rolled before"
expect "cli/R7/copy of a stored battle" 0 "$cli" convert "$neutral" --battle pea-ridge --copy union -o "$work/stored.txt"
has "cli/R7/stored copy shows the revealed seed" "$work/stored.txt" "Seed, revealed:"
lacks "cli/R7/stored copy keeps the Confederate march secret" "$work/stored.txt" "McIntosh"

# R5-R5B, R7C, R7D hold for every stored order (issue 12, point 7): a march stored before the
# ground became a swamp, or before the defender was marked Demoralized, is a finding of
# `validate` (exit 1) and on the owner's copy, never printed as if it could go.
sed 's/terrain="forest"/terrain="swamp"/' "$neutral" > "$work/swamp.ffbridge"
expect "cli/R7C/stored swamp march: validate exits 1" 1 "$cli" validate "$work/swamp.ffbridge"
has "cli/R7C/stored swamp march: validate names the rule" "$work/out" "Union: R7C The right flank march may not go"
expect "cli/R7C/stored swamp march: union copy" 0 "$cli" convert "$work/swamp.ffbridge" --battle pea-ridge --copy union -o "$work/swamp-union.txt"
has "cli/R7C/stored swamp march: union copy says it may not go" "$work/swamp-union.txt" "Finding R7C: it may not go"
sed '0,/<force side="union" demoralized="false">/s//<force side="union" demoralized="true">/' "$neutral" > "$work/demoralized.ffbridge"
expect "cli/R7D/stored march of a Demoralized defender: validate exits 1" 1 "$cli" validate "$work/demoralized.ffbridge"
has "cli/R7D/stored march of a Demoralized defender: validate names the rule" "$work/out" "Union: R7D The right flank march may not go"

expect "cli/fair-dice/verify clean" 0 "$cli" verify "$neutral" --battle pea-ridge
has "cli/fair-dice/verify clean says so" "$work/out" "the seed matches the commitment, all 37 rolls come out of it (derivation 1)"
sed '/<roll counter="3" /s/result="[0-9]*"/result="101"/' "$neutral" > "$work/changed.ffbridge"
expect "cli/fair-dice/verify changed result" 1 "$cli" verify "$work/changed.ffbridge" --battle pea-ridge
has "cli/fair-dice/changed result names the roll" "$work/out" "roll 3 (R7A(3) brigade"
sed '/<roll counter="5" /d' "$neutral" > "$work/removed.ffbridge"
expect "cli/fair-dice/verify removed roll" 1 "$cli" verify "$work/removed.ffbridge" --battle pea-ridge
has "cli/fair-dice/removed roll is named" "$work/out" "Roll 5 is missing from the log"
sed '/<roll counter="7" /{h;d};/<roll counter="8" /G' "$neutral" > "$work/reordered.ffbridge"
expect "cli/fair-dice/verify reordered roll" 1 "$cli" verify "$work/reordered.ffbridge" --battle pea-ridge
has "cli/fair-dice/reordered roll is named" "$work/out" "Roll 7 (R7A"
has "cli/fair-dice/reordered says reordered" "$work/out" "comes after roll 8"
sed 's/seed="0\{63\}1"/seed="0000000000000000000000000000000000000000000000000000000000000002"/' "$neutral" > "$work/reseeded.ffbridge"
expect "cli/fair-dice/verify changed seed" 1 "$cli" verify "$work/reseeded.ffbridge" --battle pea-ridge
has "cli/fair-dice/changed seed fails the commitment" "$work/out" "does not match the commitment"
sed 's/revealed="true"/revealed="false"/' "$neutral" > "$work/sealed.ffbridge"
expect "cli/fair-dice/verify before the reveal" 2 "$cli" verify "$work/sealed.ffbridge" --battle pea-ridge
one_line "cli/fair-dice/before the reveal says one line" "$work/err"
has "cli/fair-dice/before the reveal says why" "$work/err" "not revealed yet"
expect "cli/fair-dice/verify derivation 2" 0 "$cli" verify "$files/good/neutral-pea-ridge-derivation-2.ffbridge" --battle pea-ridge
has "cli/fair-dice/verify derivation 2 says so" "$work/out" "all 39 rolls come out of it (derivation 2)"
for file in "$files"/tampered/*.ffbridge; do
  name=$(basename "$file")
  expect "cli/fair-dice/tampered/$name exits 1" 1 "$cli" verify "$file" --battle pea-ridge
  has "cli/fair-dice/tampered/$name names a roll" "$work/out" "roll"
done
expect "cli/fair-dice/verify a battle never rolled" 2 "$cli" verify "$neutral" --battle fredericksburg
has "cli/fair-dice/never rolled says so" "$work/err" "never rolled"

# Fair dice: the battle's seed is revealed when its aftermath is applied, so verify needs no
# extra step; `reveal` does it by hand, only for a battle under way, written atomically.
# The demo result, less the losses of the units whose marches never arrived in this battle's
# record (Davis's division, McIntosh's cavalry) and of a brigade this file's stored OOB, older
# than the demo's, does not hold.
grep -v -e 'ref="union.c1.d2.b1"' -e 'ref="union.c1.d2.a1"' -e 'ref="union.c2.d2.b4"' \
  -e 'ref="confederate.c2.d2.b1"' "$sample" > "$work/neutral-result.xml"
expect "cli/fair-dice/aftermath of a sealed battle" 0 "$cli" aftermath "$work/sealed.ffbridge" --battle pea-ridge --result "$work/neutral-result.xml" --seed "$seed" -o "$work/fought.ffbridge"
has "cli/fair-dice/aftermath says the seed is revealed" "$work/out" "Fair dice: the seed of the battle's dice is revealed"
expect "cli/fair-dice/verify after the aftermath, no extra step" 0 "$cli" verify "$work/fought.ffbridge" --battle pea-ridge
expect "cli/reveal/preview changes nothing" 0 "$cli" reveal "$work/sealed.ffbridge" --battle pea-ridge
has "cli/reveal/preview says so" "$work/out" "nothing is changed"
expect "cli/reveal/by hand" 0 "$cli" reveal "$work/sealed.ffbridge" --battle pea-ridge -o "$work/revealed.ffbridge"
has "cli/reveal/prints the seed" "$work/out" "is revealed: 0000000000000000000000000000000000000000000000000000000000000001"
expect "cli/reveal/then verify" 0 "$cli" verify "$work/revealed.ffbridge" --battle pea-ridge
expect "cli/reveal/again is refused" 2 "$cli" reveal "$work/revealed.ffbridge" --battle pea-ridge -o "$work/twice.ffbridge"
one_line "cli/reveal/again says one line" "$work/err"
has "cli/reveal/again says why" "$work/err" "revealed already"
expect "cli/reveal/battle not under way is refused" 2 "$cli" reveal "$neutral" --battle fredericksburg -o "$work/early.ffbridge"
one_line "cli/reveal/not under way says one line" "$work/err"
has "cli/reveal/not under way says why" "$work/err" "is not under way"
if [ -e "$work/early.ffbridge" ]; then not_ok "cli/reveal/refused writes nothing"; else ok "cli/reveal/refused writes nothing"; fi
expect "cli/reveal/no battle is a usage error" 2 "$cli" reveal "$neutral"
expect "cli/reveal/unknown battle" 2 "$cli" reveal "$neutral" --battle no-such-battle
expect "cli/reveal/missing file" 2 "$cli" reveal "$work/missing.ffbridge" --battle pea-ridge
expect "cli/fair-dice/verify unknown battle" 2 "$cli" verify "$neutral" --battle no-such-battle
expect "cli/fair-dice/verify missing file" 2 "$cli" verify "$work/missing.ffbridge"

expect "cli/R7B/notices up to turn 7" 0 "$cli" notices "$neutral" --battle pea-ridge --turn 7
lacks "cli/R7B/nothing of the marches before the first notice" "$work/out" "flank march"
expect "cli/R7B/notices up to turn 13" 0 "$cli" notices "$neutral" --battle pea-ridge --turn 13
has "cli/R7B(5a)/encounter told on turn 8" "$work/out" "day 1, turn 8 (0930)  R7B(5a) The two armies' flank marches met off table"
has "cli/R7B(4)/plodding march told on turn 13" "$work/out" "day 1, turn 13 (1200)  R7B(4) A Confederate flank march will enter"
lacks "cli/R7B/no leader named in notices" "$work/out" "McIntosh"
expect "cli/R8B/notices up to nightfall" 0 "$cli" notices "$neutral" --battle pea-ridge --turn 25
has "cli/R8B/withdrawal told" "$work/out" "withdraws unmolested overnight"
expect "cli/R8A/notices of a battle not rolled" 0 "$cli" notices "$neutral" --battle fredericksburg --turn 22
has "cli/R8A/next day told" "$work/out" "Day 2 begins at dawn (0700)"
expect "cli/R7B/notices without --turn" 2 "$cli" notices "$neutral" --battle pea-ridge
one_line "cli/R7B/notices without --turn says one line" "$work/err"
expect "cli/R7B/notices with a negative turn" 2 "$cli" notices "$neutral" --turn -1

# Secrets at rest: every file the CLI writes is the owner's only (0600), whatever the umask,
# and a temp file a killed save left beside a campaign goes when the campaign is next saved
# (the app also removes it when it opens the campaign; a CLI command that only reads leaves
# the folder as it is).
# mode_is NAME FILE MODE: FILE's permission bits are MODE (octal, as stat prints them).
mode_is () { got=$(stat -c %a "$2"); if [ "$got" = "$3" ]; then ok "$1"; else echo "# mode $got"; not_ok "$1"; fi; }
(
  umask 022
  "$cli" convert --seed "$seed" --copy union -o "$work/private-copy.txt"
  "$cli" convert --format pdf -o "$work/private.pdf"
  "$cli" undo "$work/after.ffbridge" -o "$work/private.ffbridge"
  "$cli" undo "$work/after.ffbridge" -o "$work/private.ffbridge"
) >"$work/out" 2>"$work/err"
mode_is "cli/secrets-at-rest/a player's copy is 0600" "$work/private-copy.txt" 600
mode_is "cli/secrets-at-rest/a printed sheet is 0600" "$work/private.pdf" 600
mode_is "cli/secrets-at-rest/a saved campaign is 0600" "$work/private.ffbridge" 600
mode_is "cli/secrets-at-rest/its backup is 0600" "$work/private.ffbridge~" 600
cp "$work/after.ffbridge" "$work/killed.ffbridge"
cp "$work/after.ffbridge" "$work/killed.ffbridge.saving-Kx7q2Z"
cp "$work/after.ffbridge" "$work/killed.ffbridge.backup"
expect "cli/save/save after a killed save" 0 "$cli" undo "$work/killed.ffbridge" -o "$work/killed.ffbridge"
if [ ! -e "$work/killed.ffbridge.saving-Kx7q2Z" ] && [ -e "$work/killed.ffbridge.backup" ]; then
  ok "cli/save/the killed save's temp file is gone, a look-alike of the user's is kept"
else
  not_ok "cli/save/the killed save's temp file is gone, a look-alike of the user's is kept"
fi
# Secrets at rest (issue 11): the passphrase comes from a file or stdin, never the command line.
make_sealed=${FFB_MAKE_SEALED:?}
seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
printf 'umpire at the table\n' > "$work/referee.pass"
printf 'wilson of the union\n' > "$work/union.pass"
"$make_sealed" "$files/good/wilsons-creek.ffbridge" "$work/sealed-wc.ffbridge" \
  --referee "$work/referee.pass" --union "$work/union.pass" --seed "$seed"
sealed="$work/sealed-wc.ffbridge"
lacks "cli/secrets-at-rest/the file holds no seed" "$sealed" "$seed"
lacks "cli/secrets-at-rest/the file holds no stored OOB" "$sealed" "confederate.d1"
expect "cli/secrets-at-rest/validate without the passphrase" 0 "$cli" validate "$sealed"
has "cli/secrets-at-rest/says what is sealed" "$work/err" "are sealed and were left out"
lacks "cli/secrets-at-rest/a protected campaign" "$work/out" "not protected"
expect "cli/secrets-at-rest/validate with the passphrase file" 0 "$cli" validate "$sealed" \
  --passphrase-file "$work/referee.pass"
lacks "cli/secrets-at-rest/nothing left sealed" "$work/err" "sealed"
printf 'not the umpire at all' > "$work/wrong.pass"
expect "cli/secrets-at-rest/a wrong passphrase on stdin" 2 sh -c \
  "\"$cli\" validate \"$sealed\" --passphrase-file - < \"$work/wrong.pass\""
one_line "cli/secrets-at-rest/a wrong passphrase says one line" "$work/err"
has "cli/secrets-at-rest/a wrong passphrase says so" "$work/err" "not the referee's passphrase"
expect "cli/secrets-at-rest/no passphrase on the command line" 2 "$cli" validate "$sealed" \
  --passphrase "umpire at the table"
expect "cli/secrets-at-rest/the Union's copy with his passphrase" 0 "$cli" convert "$sealed" \
  --copy union --passphrase-file "$work/union.pass"
has "cli/secrets-at-rest/his copy has his OOB" "$work/out" "1st Division - Nathaniel Lyon"
lacks "cli/secrets-at-rest/his copy has nothing of the other side" "$work/out" \
  "CONFEDERATE ORDER OF BATTLE"
# Issue 13: a copy names units by name and code, never by the file's ids.
lacks "cli/secrets-at-rest/his copy shows no unit id" "$work/out" "union.d1"
# R7A: his ratings are in his own part, without the seed, which stays the referee's.
has "cli/secrets-at-rest/R7A/his passphrase shows his rolled ratings" "$work/out" "d100 rolled"
has "cli/secrets-at-rest/R7A/his passphrase shows his sealed results" "$work/out" "SEALED RESULTS THIS COPY MAY SHOW"
lacks "cli/secrets-at-rest/his copy has no seed" "$work/out" "$seed"
has "cli/secrets-at-rest/says his own part only is read" "$work/err" "opened with the Union player's passphrase"
expect "cli/secrets-at-rest/the Union's copy without a passphrase" 0 "$cli" convert "$sealed" --copy union
lacks "cli/secrets-at-rest/R7A/without it no rating" "$work/out" "d100 rolled"
# reveal opens a sealed campaign with --passphrase-file as every command does: without it the
# battle's dice stay sealed and there is nothing to reveal.
expect "cli/secrets-at-rest/reveal without the passphrase" 2 "$cli" reveal "$sealed" \
  --battle wilsons-creek
expect "cli/secrets-at-rest/reveal with the passphrase file" 0 "$cli" reveal "$sealed" \
  --battle wilsons-creek --passphrase-file "$work/referee.pass"
has "cli/secrets-at-rest/reveal reads the sealed dice" "$work/out" "would be revealed"
expect "cli/secrets-at-rest/reveal and write" 0 "$cli" reveal "$sealed" --battle wilsons-creek \
  --passphrase-file "$work/referee.pass" -o "$work/revealed-wc.ffbridge"
has "cli/secrets-at-rest/reveal says the seed" "$work/out" "$seed"
lacks "cli/secrets-at-rest/the revealed file keeps its secrets sealed" \
  "$work/revealed-wc.ffbridge" "confederate.d1"
expect "cli/secrets-at-rest/verify the revealed battle" 0 "$cli" verify \
  "$work/revealed-wc.ffbridge" --battle wilsons-creek --passphrase-file "$work/referee.pass"
expect "cli/secrets-at-rest/an unprotected campaign" 0 "$cli" validate "$files/good/wilsons-creek.ffbridge"
has "cli/secrets-at-rest/says its secrets are not protected" "$work/out" \
  "its secrets are not protected"

tap_end
