#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-blocks.sh: `ffbridge-cli blocks` as a user meets it (RULES.md C2F): the log of a
# block battle fought with the fair dice, the commitment printed before the dice and the seed
# revealed after, the same battle fought again die for die from that seed, the owner's choices
# at ties, a battle kept in a campaign and fought round by round (C2G: each round's orders
# before it, the owner's choice at a tie after its dice, --state, a fought round final), and the
# exit codes of the other commands (0 ok, 2 bad input or usage) with one sentence on stderr. TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"
smithville=$files/blocks/good/smithville.xml
vicksburg=$files/blocks/good/vicksburg-fortress.xml
seed=000000000000000000000000000000000000000000000000000000000000002a

expect "cli/blocks/help exits 0" 0 "$cli" blocks --help
has "cli/blocks/help describes the command" "$work/out" "fight it round by round (C2G)"
has "cli/blocks/C2G/help has --round" "$work/out" "--round=CAMPAIGN"
has "cli/blocks/C2G/help has --state" "$work/out" "--state=CAMPAIGN"
has "cli/blocks/help has --choose" "$work/out" "--choose"
"$cli" --help >"$work/out" 2>&1
has "cli/blocks/listed among the commands" "$work/out" "  blocks    FILE [--seed HEX] [--choose ID...] | FILE --to CAMPAIGN [-o OUT]"
has "cli/blocks/C2G/round listed" "$work/out" "| --round CAMPAIGN [--retreat ID...] [--choose ID] [-o OUT]"

expect "cli/blocks/C2F/smithville" 0 "$cli" blocks "$smithville" --seed "$seed"
cp "$work/out" "$work/first"
commitment=$(python3 -c "import hashlib,sys; print(hashlib.sha256(bytes.fromhex(sys.argv[1])).hexdigest())" "$seed")
has "cli/blocks/C2F/commitment of the seed given, first" "$work/first" \
  "Smithville, Arkansas (1862): dice commitment (SHA-256 of the seed): $commitment"
if head -1 "$work/first" | grep -qF "$commitment"; then ok "cli/blocks/C2F/commitment before any die"; else not_ok "cli/blocks/C2F/commitment before any die"; fi
has "cli/blocks/C2F/rounds" "$work/first" "C2F: round 1."
has "cli/blocks/C2F/reserve sits out round 1" "$work/first" "Union cavalry is a battle reserve: it neither fires nor takes hits in round 1."
has "cli/blocks/C2F/every die" "$work/first" "C2F: Van Dorn's artillery, die 1: "
has "cli/blocks/C2F/retreat order" "$work/first" "Union artillery retreats instead of firing."
has "cli/blocks/C2F/the end" "$work/first" "C2F: the battle ends"
has "cli/blocks/C2F/seed revealed" "$work/first" "The seed, revealed: $seed"
has "cli/blocks/C2F/default at ties stated" "$work/first" "went to the first of the tied blocks in the file"
# The first tie of this seed is between the two Union infantry blocks; Curtis's is the first.
first_tie=$(grep -m1 "owner's choice" "$work/first")
case $first_tie in *"Curtis's infantry"*) ok "cli/blocks/C2F/first of equals by default" ;; *) echo "# $first_tie"; not_ok "cli/blocks/C2F/first of equals by default" ;; esac

expect "cli/blocks/C2F/same seed, same battle" 0 "$cli" blocks "$smithville" --seed "$seed"
same "cli/blocks/C2F/same seed, same log" "$work/first" "$work/out"

expect "cli/blocks/C2F/owner chooses" 0 "$cli" blocks "$smithville" --seed "$seed" --choose usa-inf-2
first_tie=$(grep -m1 "owner's choice" "$work/out")
case $first_tie in *"Sigel's infantry"*) ok "cli/blocks/C2F/owner's choice takes the step" ;; *) echo "# $first_tie"; not_ok "cli/blocks/C2F/owner's choice takes the step" ;; esac

expect "cli/blocks/C2F/choice not among the tied" 2 "$cli" blocks "$smithville" --seed "$seed" --choose csa-cav
one_line "cli/blocks/C2F/choice not among the tied is one sentence" "$work/err"
has "cli/blocks/C2F/choice not among the tied names them" "$work/err" "--choose csa-cav is not among the blocks tied for the strongest at tie 1 in round 1 (usa-inf-1, usa-inf-2)."
lacks "cli/blocks/C2F/no log after a bad choice" "$work/out" "C2F: round 1."

# A drawn seed: revealed at the end, it fights the same battle again, die for die.
expect "cli/blocks/C2F/drawn seed" 0 "$cli" blocks "$vicksburg"
cp "$work/out" "$work/drawn"
drawn=$(sed -n 's/^The seed, revealed: \([0-9a-f]*\)$/\1/p' "$work/drawn")
if [ ${#drawn} -eq 64 ]; then ok "cli/blocks/C2F/drawn seed revealed"; else not_ok "cli/blocks/C2F/drawn seed revealed"; fi
expect "cli/blocks/C2F/dice-verify-after-reveal" 0 "$cli" blocks "$vicksburg" --seed "$drawn"
same "cli/blocks/C2F/dice-verify-after-reveal, die for die" "$work/drawn" "$work/out"

expect "cli/blocks/C2F/fortress" 0 "$cli" blocks "$vicksburg" --seed "$seed"
has "cli/blocks/C2F/fortress pairs its hits" "$work/out" "the second hit on the Fortress takes a step"

expect "cli/blocks/no file" 2 "$cli" blocks
one_line "cli/blocks/no file is one sentence" "$work/err"
expect "cli/blocks/two files" 2 "$cli" blocks "$smithville" "$vicksburg"
expect "cli/blocks/bad seed" 2 "$cli" blocks "$smithville" --seed 12
has "cli/blocks/bad seed says why" "$work/err" "64 hexadecimal digits"
expect "cli/blocks/missing file" 2 "$cli" blocks "$work/no-such.xml"
one_line "cli/blocks/missing file is one sentence" "$work/err"
for bad in "$files"/blocks/bad/*.xml; do
  name=$(basename "$bad")
  expect "cli/blocks/bad/$name" 2 "$cli" blocks "$bad"
  one_line "cli/blocks/bad/$name is one sentence" "$work/err"
  has "cli/blocks/bad/$name names the file" "$work/err" "$bad:"
  lacks "cli/blocks/bad/$name fights nothing" "$work/out" "C2F: round"
done
expect "cli/blocks/a campaign is not a block battle" 2 "$cli" blocks "$FFB_SOURCE_ROOT/data/samples/demo.ffbridge"
has "cli/blocks/a campaign is not a block battle, says so" "$work/err" "is not a block battle"

# C2G: kept in a campaign (its dice seed fixed here, so that the rounds are the same each run)
# and fought round by round, each round final.
ford=$files/blocks/good/ford.xml
campaign_seed=33112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
campaign_commitment=$(python3 -c "import hashlib,sys; print(hashlib.sha256(bytes.fromhex(sys.argv[1])).hexdigest())" "$campaign_seed")
sed "s|</campaign>|  <campaign-dice commitment=\"$campaign_commitment\" seed=\"$campaign_seed\"/>\n</campaign>|" \
  "$FFB_SOURCE_ROOT/data/samples/demo.ffbridge" >"$work/c.ffbridge"
expect "cli/blocks/C2G/kept in the campaign" 0 "$cli" blocks "$ford" --to "$work/c.ffbridge"
has "cli/blocks/C2G/kept says so" "$work/out" "C2G: Battle at the ford is under way in the campaign, block battle 1 of turn"
has "cli/blocks/C2G/kept in the file" "$work/c.ffbridge" "<block-battle-under-way turn="
lacks "cli/blocks/C2G/kept rolls no die" "$work/out" "C2F: round 1."
expect "cli/blocks/C2G/state before round 1" 0 "$cli" blocks --state "$work/c.ffbridge"
has "cli/blocks/C2G/state says the rounds" "$work/out" "0 of 3 rounds fought."
has "cli/blocks/C2G/state lists the blocks" "$work/out" "  Missouri State Guard (d2), Defender, B2: 4 of 4 steps"
expect "cli/blocks/C2G/a second battle is refused" 2 "$cli" blocks "$ford" --to "$work/c.ffbridge"
one_line "cli/blocks/C2G/a second battle is one sentence" "$work/err"
has "cli/blocks/C2G/a second battle says why" "$work/err" "a block battle is under way in the campaign already"
expect "cli/blocks/C2G/advance orders refused" 2 "$cli" blocks "$smithville" --to "$work/other.ffbridge"

# Round 1: the battery's die falls on equals; the round waits for their owner.
expect "cli/blocks/C2G/round 1 begins" 0 "$cli" blocks --round "$work/c.ffbridge"
has "cli/blocks/C2G/commitment before the dice" "$work/out" "Campaign dice: commitment $campaign_commitment"
has "cli/blocks/C2G/the die is seen" "$work/out" "C2F: Parrott battery, die 1: "
has "cli/blocks/C2G/the tie waits" "$work/out" "C2G: the hit of Parrott battery falls on equally strong blocks, 3rd Louisiana and Missouri State Guard (4 steps each): their owner chooses which takes the step."
has "cli/blocks/C2G/how to choose" "$work/out" "--choose ID (d1, d2)."
lacks "cli/blocks/C2G/no change yet" "$work/out" "Dice: stream"
expect "cli/blocks/C2G/state shows the tie" 0 "$cli" blocks --state "$work/c.ffbridge"
has "cli/blocks/C2G/state shows the die" "$work/out" "C2F: Parrott battery, die 1: "
has "cli/blocks/C2G/state shows the tie waiting" "$work/out" "their owner chooses which takes the step."
expect "cli/blocks/C2G/orders of a round begun stand" 2 "$cli" blocks --round "$work/c.ffbridge" --retreat a2
one_line "cli/blocks/C2G/orders stand is one sentence" "$work/err"
has "cli/blocks/C2G/orders stand says why" "$work/err" "C2G: round 1 has begun, and its orders stand as they were given before its first die."
expect "cli/blocks/C2G/a choice not among the tied" 2 "$cli" blocks --round "$work/c.ffbridge" --choose a2
one_line "cli/blocks/C2G/a choice not among the tied is one sentence" "$work/err"
has "cli/blocks/C2G/a choice not among the tied names them" "$work/err" "not among the blocks tied for the strongest in round 1 (3rd Louisiana, Missouri State Guard)."
expect "cli/blocks/C2G/two choices at once" 2 "$cli" blocks --round "$work/c.ffbridge" --choose d1 --choose d2
expect "cli/blocks/C2G/the owner chooses after the dice" 0 "$cli" blocks --round "$work/c.ffbridge" --choose d2
has "cli/blocks/C2G/the choice takes the step" "$work/out" "the hit takes a step from Missouri State Guard, the owner's choice among the strongest (3 steps left)."

# Every further tie of the battle goes to the first block named, until the round is fought.
fight_out () {
  while grep -q "^Give the owner's choice" "$work/out"; do
    pick=$(sed -n "s/^Give the owner's choice: .* --choose ID (\([^,)]*\).*/\1/p" "$work/out")
    "$cli" blocks --round "$work/c.ffbridge" --choose "$pick" >"$work/out" 2>"$work/err" || return 1
  done
}
fight_out
has "cli/blocks/C2G/round 1 fought" "$work/out" "Dice: stream blocks.turn-"
has "cli/blocks/C2G/round 1 on its own stream" "$work/out" ".battle-1.round-1, seed "
has "cli/blocks/C2G/round 1 final" "$work/out" "the round is final: undo never takes it back."
expect "cli/blocks/C2G/undo of a fought round" 2 "$cli" undo "$work/c.ffbridge" -o "$work/undone.ffbridge"
one_line "cli/blocks/C2G/undo of a fought round is one sentence" "$work/err"
has "cli/blocks/C2G/undo of a fought round says why" "$work/err" "C2G: the last change is a round of a block battle, and a round once fought is final: undo never takes back its dice or its choices."

# Round 2: the owner of 1st Iowa, having seen round 1, orders it to retreat.
expect "cli/blocks/C2G/state after round 1" 0 "$cli" blocks --state "$work/c.ffbridge"
has "cli/blocks/C2G/state after round 1 says so" "$work/out" "1 of 3 rounds fought."
expect "cli/blocks/C2G/round 2 with a retreat" 0 "$cli" blocks --round "$work/c.ffbridge" --retreat a2
fight_out
has "cli/blocks/C2G/the order is followed" "$work/out" "C2F: 1st Iowa retreats instead of firing."
expect "cli/blocks/C2G/an order for a block gone" 2 "$cli" blocks --round "$work/c.ffbridge" --retreat a2
one_line "cli/blocks/C2G/an order for a block gone is one sentence" "$work/err"
has "cli/blocks/C2G/an order for a block gone says why" "$work/err" "\"1st Iowa\" is no longer in the battle"
expect "cli/blocks/C2G/round 3" 0 "$cli" blocks --round "$work/c.ffbridge"
fight_out
has "cli/blocks/C2G/the battle ends" "$work/out" "C2F: the battle ends after round 3 with the attacker's retreat"
expect "cli/blocks/C2G/no battle under way after the end" 0 "$cli" blocks --state "$work/c.ffbridge"
has "cli/blocks/C2G/no battle under way says so" "$work/out" "C2G: no block battle is under way in"
expect "cli/blocks/C2G/verify --history" 0 "$cli" verify "$work/c.ffbridge" --history
has "cli/blocks/C2G/verify fights the rounds again" "$work/out" "3 rounds of block battles, fought again from their records with their orders and choices, roll their dice and end as kept (C2G)"
# A round whose battle before it was edited (a step taken) is named: fought again it does not
# come out as kept, and the round after it does not begin where it ended.
python3 - "$work/c.ffbridge" "$work/edited.ffbridge" <<'EOF2'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
at = text.index('round="2">')
end = text.index("</block-battle>", at)
part = re.sub(r'steps="([2-9])"', lambda m: 'steps="%d"' % (int(m.group(1)) - 1),
              text[at:end], count=1)
open(sys.argv[2], "w", encoding="utf-8").write(text[:at] + part + text[end:])
EOF2
expect "cli/blocks/C2G/verify names an edited round" 1 "$cli" verify "$work/edited.ffbridge" --history
has "cli/blocks/C2G/verify names the edited round" "$work/out" "The change 2 (block-battle, turn "
has "cli/blocks/C2G/verify names the round after it" "$work/out" "C2G: round 3 of the block battle does not begin where round 2 ended"
expect "cli/blocks/C2G/round with none under way" 2 "$cli" blocks --round "$work/c.ffbridge"
has "cli/blocks/C2G/round with none under way says why" "$work/err" "C2G: no block battle is under way in the campaign"

expect "cli/blocks/retreat without a campaign" 2 "$cli" blocks "$smithville" --retreat usa-art
has "cli/blocks/retreat without a campaign says why" "$work/err" "go with a campaign"
expect "cli/blocks/to with --seed" 2 "$cli" blocks "$smithville" --to "$work/c.ffbridge" --seed "$seed"
has "cli/blocks/to with --seed says why" "$work/err" "campaign's own dice"
# C2G at a table of phones: a battle that says which player attacks; --state says so, and
# --round refuses orders that differ from those an owner gave from his phone.
sed 's|name="Battle at the ford">|name="Battle at the ford" attacker-player="union">|' "$ford" >"$work/phones.xml"
sed "s|</campaign>|  <campaign-dice commitment=\"$campaign_commitment\" seed=\"$campaign_seed\"/>\n</campaign>|" \
  "$FFB_SOURCE_ROOT/data/samples/demo.ffbridge" >"$work/p.ffbridge"
expect "cli/blocks/C2G/phones: kept" 0 "$cli" blocks "$work/phones.xml" --to "$work/p.ffbridge"
has "cli/blocks/C2G/phones: kept with its attacker" "$work/p.ffbridge" 'attacker-player="union"'
expect "cli/blocks/C2G/phones: state" 0 "$cli" blocks --state "$work/p.ffbridge"
has "cli/blocks/C2G/phones: state names the attacking player" "$work/out" "The Union player's blocks attack; each owner may give his orders from his phone."
expect "cli/blocks/round with a file" 2 "$cli" blocks "$ford" --round "$work/c.ffbridge"
one_line "cli/blocks/round with a file is one sentence" "$work/err"

tap_end
