#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-print-deck.sh: a card deck's quick reference and a player's hand sheet through
# ffbridge-cli as a referee makes them (issue 15, point 5): `print --deck-reference DECK` and
# `print --hand-sheet SIDE --deck DECK --seed HEX`. The PDFs are read back with poppler
# (pdfinfo, pdftotext -enc UTF-8), the HTML with xmllint --html. TAP output. Needs FFB_CLI and
# FFB_SOURCE_ROOT.
set -u
cli=${FFB_CLI:?}
decks=${FFB_SOURCE_ROOT:?}/tests/files/decks
. "$(dirname "$0")/tap.sh"
seed=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
other_seed=ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f

not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$work/err" 2>/dev/null | head -5; }
check () { if [ "$2" -eq 0 ]; then ok "$1"; else not_ok "$1"; fi; }
# text PDF TXT: the PDF as a person reads it, each line's runs of spaces made one.
text () { pdftotext -layout -enc UTF-8 "$1" - | tr -s ' ' >"$2"; }

for tool in pdfinfo pdftotext xmllint; do
  command -v $tool >/dev/null || { echo "Bail out! $tool is missing: run tools/install-deps"; exit 1; }
done

# ---- The quick reference, one page on A4 and on Letter, for each deck.
for deck in haggerty marian "$decks/good/simon-20.xml"; do
  name=$(basename "$deck" .xml)
  for paper in a4 letter; do
    expect "reference/$name/$paper" 0 "$cli" print --deck-reference "$deck" --paper $paper -o "$work/$name-$paper.pdf"
    pdfinfo "$work/$name-$paper.pdf" >"$work/info"
    has "reference/$name/$paper is one page" "$work/info" "Pages:           1"
  done
done
pdfinfo "$work/haggerty-a4.pdf" >"$work/info"
has "reference/a4 page size" "$work/info" "595.276 x 841.89 pts (A4)"
pdfinfo "$work/marian-letter.pdf" >"$work/info"
has "reference/letter page size" "$work/info" "612 x 792 pts (letter)"

text "$work/haggerty-a4.pdf" "$work/h.txt"
for rule in C1A C1B C1C C1D C1E C1F; do
  has "reference/haggerty names $rule" "$work/h.txt" "$rule "
done
has "reference/haggerty: suits by sign and name" "$work/h.txt" "by suit: ♥ Hearts > ♣ Clubs > ♦ Diamonds > ♠ Spades."
has "reference/haggerty: spades" "$work/h.txt" "C1B C1C 10, 9, 8, 7, 6, 5, 4 of ♠ Spades: 2 actions (Fire or Rally)."
has "reference/haggerty: jokers" "$work/h.txt" "C1B C1C Joker (2 cards): 3 actions (Move, Charge, Fire or Rally)."
text "$work/marian-letter.pdf" "$work/m.txt"
for rule in C2B C2C C2D C2E; do
  has "reference/marian names $rule" "$work/m.txt" "$rule "
done
has "reference/marian: supply first" "$work/m.txt" "C2C By kind, highest first: Supply, then Action."
has "reference/marian: ties to the USA" "$work/m.txt" "the USA's card is higher."
text "$work/simon-20-a4.pdf" "$work/s.txt"
has "reference/a table's own deck" "$work/s.txt" "Twenty-card activation deck – Quick reference"
has "reference/a table's own deck: its cards" "$work/s.txt" "C1B C1C Priority 17: 2 actions (Fire or Rally)."

expect "reference/html" 0 "$cli" print --deck-reference marian --format html --paper letter -o "$work/m.html"
xmllint --html --noout "$work/m.html" 2>"$work/err"; check "reference/html parses" $?
has "reference/html is for Letter" "$work/m.html" "size: letter"
has "reference/html: C2E" "$work/m.html" "<th class=\"tag\">C2E</th>"
"$cli" print --deck-reference haggerty 2>"$work/err" | head -c 5 >"$work/head"
has "reference/pdf to a pipe" "$work/head" "%PDF-"

# ---- A hand each from one deal: six cards, a row each, none of the other's.
rows () { grep -E '^C1B C1C ' "$1" | sed 's/^C1B C1C //; s/ – .*//' >"$2"; }
for side in union confederate; do
  expect "hand/$side" 0 "$cli" print --hand-sheet $side --deck haggerty --seed $seed -o "$work/$side.pdf"
  text "$work/$side.pdf" "$work/$side.txt"
  rows "$work/$side.txt" "$work/$side.cards"
  check "hand/$side holds six cards" $(( $(wc -l <"$work/$side.cards") != 6 ))
done
has "hand/union is the Union's" "$work/union.txt" "Union player's hand"
has "hand/the deal's commitment is named" "$work/union.txt" "dealt with the dice of commitment"
# A card named on both sheets is a card dealt to both: only a joker may be (two copies).
grep -vx 'Joker' "$work/union.cards" | grep -Fxf - "$work/confederate.cards" >"$work/both"
check "hand/no card on both sheets" $(( $(wc -l <"$work/both") != 0 ))
tr -s ' \n' '  ' <"$work/confederate.txt" >"$work/flat"
found=0
while IFS= read -r card; do
  [ "$card" = Joker ] && continue
  grep -qF -- "${card#* }" "$work/flat" && { echo "# the Confederate sheet shows “$card”"; found=1; }
done <"$work/union.cards"
check "hand/the Union's cards are nowhere on the Confederate's sheet" $found
expect "hand/the same seed deals the same hand" 0 "$cli" print --hand-sheet union --deck haggerty --seed $seed -o "$work/again.pdf"
text "$work/again.pdf" "$work/again.txt"; rows "$work/again.txt" "$work/again.cards"
cmp -s "$work/union.cards" "$work/again.cards"; check "hand/the same cards again" $?
"$cli" print --hand-sheet union --deck haggerty --seed $other_seed -o "$work/other.pdf"
text "$work/other.pdf" "$work/other.txt"; rows "$work/other.txt" "$work/other.cards"
cmp -s "$work/union.cards" "$work/other.cards"; check "hand/another seed, another hand" $(( $? == 0 ))
expect "hand/marian html" 0 "$cli" print --hand-sheet confederate --deck marian --seed $seed --format html -o "$work/c.html"
has "hand/marian: a year's deal" "$work/c.html" "Year 1"
check "hand/marian: a box a card" $(( $(grep -o '&#x2610;' "$work/c.html" | wc -l) != 6 ))

# ---- Bad input: one sentence, exit 2, nothing written.
expect "bad/nothing asked" 2 "$cli" print -o "$work/x.pdf"
has "bad/nothing asked says what to give" "$work/err" "--deck-reference DECK or --hand-sheet SIDE"
expect "bad/both asked" 2 "$cli" print --deck-reference haggerty --hand-sheet union -o "$work/x.pdf"
expect "bad/hand without a seed" 2 "$cli" print --hand-sheet union --deck haggerty -o "$work/x.pdf"
has "bad/hand without a seed says why" "$work/err" "one deal"
expect "bad/seed with a reference" 2 "$cli" print --deck-reference haggerty --seed $seed -o "$work/x.pdf"
expect "bad/side" 2 "$cli" print --hand-sheet umpire --deck haggerty --seed $seed -o "$work/x.pdf"
has "bad/side is named" "$work/err" "umpire"
expect "bad/seed" 2 "$cli" print --hand-sheet union --deck haggerty --seed 12 -o "$work/x.pdf"
expect "bad/unknown deck" 2 "$cli" print --deck-reference tarot -o "$work/x.pdf"
has "bad/unknown deck is named" "$work/err" "tarot"
expect "bad/deck file" 2 "$cli" print --deck-reference "$decks/bad/allows-nothing.xml" -o "$work/x.pdf"
has "bad/deck file is named" "$work/err" "allows-nothing.xml"
expect "bad/format" 2 "$cli" print --deck-reference haggerty --format text -o "$work/x.pdf"
has "bad/format is named" "$work/err" "“text”"
expect "bad/paper" 2 "$cli" print --deck-reference haggerty --paper a5 -o "$work/x.pdf"
expect "bad/a file argument" 2 "$cli" print --deck-reference haggerty haggerty.xml -o "$work/x.pdf"
expect "bad/pdf refused on a terminal" 2 python3 -c '
import os, pty, subprocess, sys
master, slave = pty.openpty()
sys.exit(subprocess.call(sys.argv[1:], stdout=slave))' "$cli" print --deck-reference haggerty
has "bad/pdf refusal names -o" "$work/err" "give -o FILE"
expect "bad/convert makes no deck sheet" 2 "$cli" convert --format pdf --sheet hand -o "$work/x.pdf"
has "bad/convert names its sheets" "$work/err" "must be oob or deployment"
test ! -e "$work/x.pdf"; check "bad/nothing written on bad input" $?

tap_end
