#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-blocks.sh: `ffbridge-cli blocks` as a user meets it (RULES.md C2F): the log of a
# block battle fought with the fair dice, the commitment printed before the dice and the seed
# revealed after, the same battle fought again die for die from that seed, the owner's choices
# at ties, and the exit codes of the other commands (0 ok, 2 bad input or usage) with one
# sentence on stderr. TAP output. Needs FFB_CLI and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"
smithville=$files/blocks/good/smithville.xml
vicksburg=$files/blocks/good/vicksburg-fortress.xml
seed=000000000000000000000000000000000000000000000000000000000000002a

expect "cli/blocks/help exits 0" 0 "$cli" blocks --help
has "cli/blocks/help describes the command" "$work/out" "Fight a block battle"
has "cli/blocks/help has --choose" "$work/out" "--choose"
"$cli" --help >"$work/out" 2>&1
has "cli/blocks/listed among the commands" "$work/out" "  blocks    FILE [--seed HEX] [--choose ID...]"

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

# --to CAMPAIGN: fought on the campaign's own dice, kept in its history, verified from it.
cp "$FFB_SOURCE_ROOT/data/samples/demo.ffbridge" "$work/c.ffbridge"
expect "cli/blocks/to/fights into the campaign" 0 "$cli" blocks "$smithville" --to "$work/c.ffbridge" --prefer usa-inf-2
has "cli/blocks/to/prints the log" "$work/out" "C2F: round 1."
has "cli/blocks/to/kept in the history" "$work/c.ffbridge" "<blocks "
expect "cli/blocks/to/verify --history" 0 "$cli" verify "$work/c.ffbridge" --history
has "cli/blocks/to/verify fights it again" "$work/out" "1 block battle, fought again from its record"
# Issue 30 item 2, "Fair dice": a player's choice stands once made. Smithville's owners ordered a
# retreat and preferred a block: undo stops before their decisions, says so, and writes nothing.
cp "$work/c.ffbridge" "$work/fought.ffbridge"
expect "cli/blocks/to/undo's preview says it stops" 2 "$cli" undo "$work/c.ffbridge"
has "cli/blocks/to/undo's preview says why" "$work/err" "Undo stops here"
expect "cli/blocks/to/undo stops before the owners' decisions" 2 "$cli" undo "$work/c.ffbridge" -o "$work/undone.ffbridge"
has "cli/blocks/to/undo says why" "$work/err" "Undo stops here: the owners' decisions in the block battle"
one_line "cli/blocks/to/undo refusal is one sentence" "$work/err"
same "cli/blocks/to/undo refused changes nothing" "$work/c.ffbridge" "$work/fought.ffbridge"
if [ -e "$work/undone.ffbridge" ]; then not_ok "cli/blocks/to/undo refused writes no file"
else ok "cli/blocks/to/undo refused writes no file"; fi
# A block battle its owners decided nothing in is the referee's to take back.
cp "$FFB_SOURCE_ROOT/data/samples/demo.ffbridge" "$work/plain.ffbridge"
expect "cli/blocks/to/fights one without decisions" 0 "$cli" blocks "$vicksburg" --to "$work/plain.ffbridge"
expect "cli/blocks/to/undo" 0 "$cli" undo "$work/plain.ffbridge" -o "$work/plain.ffbridge"
lacks "cli/blocks/to/undone" "$work/plain.ffbridge" "<blocks "
expect "cli/blocks/to/prefer not a block" 2 "$cli" blocks "$smithville" --to "$work/c.ffbridge" --prefer nobody
one_line "cli/blocks/to/prefer not a block is one sentence" "$work/err"
expect "cli/blocks/prefer without --to" 2 "$cli" blocks "$smithville" --prefer usa-inf-2
has "cli/blocks/prefer without --to says why" "$work/err" "go with --to"
expect "cli/blocks/to with --seed" 2 "$cli" blocks "$smithville" --to "$work/c.ffbridge" --seed "$seed"
has "cli/blocks/to with --seed says why" "$work/err" "campaign's own dice"

tap_end
