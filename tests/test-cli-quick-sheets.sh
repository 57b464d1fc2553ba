#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-quick-sheets.sh: the sheets of a battle fought with the quick brigade rules (RULES.md
# Q2) as a referee makes them: `ffbridge-cli tactics` switches a demo battle, then
# `convert --sheet oob --format pdf|html --copy R --paper P`. The PDFs are read back with
# pdftotext, the HTML with xmllint --html; the figures wanted come from the set's file and the
# names a copy must not show from the XML export, not from the code under test. TAP output.
# Needs FFB_CLI and FFB_SOURCE_ROOT (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
root=${FFB_SOURCE_ROOT:?}
set_file=$root/data/tactics/quick-brigade.xml
. "$(dirname "$0")/tap.sh"

not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$work/err" 2>/dev/null | head -5; }
check () { if [ "$2" -eq 0 ]; then ok "$1"; else not_ok "$1"; fi; }
# has/lacks NAME FILE TEXT, white space collapsed in both.
flat () { tr -s ' \n' '  ' <"$1"; }
has () { if flat "$2" | grep -qF -- "$3"; then ok "$1"; else echo "# no “$3”"; not_ok "$1"; fi; }
lacks () { if flat "$2" | grep -qF -- "$3"; then echo "# found “$3”"; not_ok "$1"; else ok "$1"; fi; }
# The value of attribute $1 of the set's element $2.
set_value () { xmllint --xpath "string(//$2/@$1)" "$set_file"; }

for tool in pdftotext xmllint; do
  command -v $tool >/dev/null || { echo "Bail out! $tool is missing: run tools/install-deps"; exit 1; }
done

expect "cli/Q2/switch-pea-ridge" 0 "$cli" tactics "$root/data/samples/demo.ffbridge" \
  --battle pea-ridge quick-brigade -o "$work/quick.ffbridge"

# Each copy on each paper, PDF and HTML. Exit 1 for the referee's and the Union's: the Union's
# Q1 finding (Sigel leads no brigade), printed on the sheet; the sheet is written all the same.
# The Confederate's exits 0: his copy's status tells him nothing of the other side's (R7).
for copy in referee union confederate; do
  status=1
  [ $copy = confederate ] && status=0
  for paper in a4 letter; do
    expect "cli/Q2/$copy-$paper-pdf" $status "$cli" convert "$work/quick.ffbridge" \
      --battle pea-ridge --sheet oob --copy $copy --paper $paper -f pdf -o "$work/$copy-$paper.pdf"
    pdftotext -layout "$work/$copy-$paper.pdf" "$work/$copy-$paper.txt"
  done
  expect "cli/Q2/$copy-html" $status "$cli" convert "$work/quick.ffbridge" --battle pea-ridge \
    --sheet oob --copy $copy -f html -o "$work/$copy.html"
  xmllint --html --noout "$work/$copy.html" 2>"$work/err"
  check "cli/Q2/$copy-html-well-formed" $(( $? != 0 || $(wc -c <"$work/err") > 0 ))
done

# The heading and legend read the set's numbers.
stands=$(set_value stands-per-sp ratio)
guns=$(set_value guns-per-sp ratio)
gun_hits=$(set_value gun-hits hits)
gun_shaken=$(set_value gun-shaken-hits hits)
for paper in a4 letter; do
  has "cli/Q2/$paper-ratio-in-stands-and-guns" "$work/referee-$paper.txt" "$stands stands and $guns gun"
  has "cli/Q2/$paper-gun-shaken-at-its-hit" "$work/referee-$paper.txt" "(hit $gun_shaken) makes it Shaken, the last (hit $gun_hits)"
  has "cli/Q2/$paper-shaken-column" "$work/referee-$paper.txt" "Shaken at"
  has "cli/Q2/$paper-fresh-column" "$work/referee-$paper.txt" "Fresh"
  lacks "cli/Q2/$paper-no-ff-label" "$work/referee-$paper.txt" "S.W.X"
done

# Every figure of the set's reference block is on every copy (&quot; is a quote in the text).
xmllint --xpath "//figure" "$set_file" | sed 's/<figure/\n<figure/g' |
  sed -n 's/.*label="\([^"]*\)" text="\([^"]*\)".*/\1: \2/p' | sed 's/&quot;/"/g' >"$work/figures"
check "cli/Q2/every-figure-of-the-set-read" \
  $(( $(wc -l <"$work/figures") != $(xmllint --xpath "count(//figure)" "$set_file") ))
for copy in referee union confederate; do
  missing=0
  while IFS= read -r figure; do
    flat "$work/$copy-a4.txt" | grep -qF -- "$figure" || { echo "# $copy lacks “$figure”"; missing=1; }
  done <"$work/figures"
  check "cli/Q2/$copy-has-every-reference-figure" $missing
done

# The Shaken box is lettered in the HTML as in the PDF: a brigade of 3 stands, Shaken at 1,
# its 2nd box (the seed's set: more than half lost).
has "cli/Q2/html-shaken-box-lettered" "$work/union.html" '<td>&nbsp;</td><td class="spent">S</td><td>&nbsp;</td>'

# A player's copy holds nothing of the other side: its leaders, from the XML export.
"$cli" convert "$work/quick.ffbridge" --battle pea-ridge --format xml -o "$work/q.xml" 2>/dev/null
names () { xmllint --xpath "//oob[@side='$1']//@leader-name" "$work/q.xml" | sed 's/.*leader-name="\([^"]*\)".*/\1/'; }
names union >"$work/union.names"
names confederate >"$work/confederate.names"
check "cli/Q2/both-sides-have-leaders" $(( $(wc -l <"$work/union.names") < 3 || $(wc -l <"$work/confederate.names") < 3 ))
for pair in union:confederate confederate:union; do
  own=${pair%%:*}
  other=${pair##*:}
  leaked=0
  while IFS= read -r name; do
    for file in "$work/$own-a4.txt" "$work/$own-letter.txt" "$work/$own.html"; do
      flat "$file" | grep -qF -- "$name" && { echo "# $file shows “$name”"; leaked=1; }
    done
  done <"$work/$other.names"
  check "cli/Q2/$own-copy-has-no-$other-leader" $leaked
done
lacks "cli/Q2/union-copy-no-confederate-oob" "$work/union-a4.txt" "Confederate order of battle"
lacks "cli/Q2/confederate-copy-no-union-oob" "$work/confederate-a4.txt" "Union order of battle"

# The deployment sheet counts a quick battle's guns, not FF's batteries (exit 1: the finding).
expect "cli/Q2/deployment-sheet" 1 "$cli" convert "$work/quick.ffbridge" --battle pea-ridge \
  --sheet deployment --copy union -f pdf -o "$work/deploy.pdf"
pdftotext -layout "$work/deploy.pdf" "$work/deploy.txt"
has "cli/Q2/deployment-counts-guns" "$work/deploy.txt" "1st Division: 2 bde., 1 gun"
lacks "cli/Q2/deployment-no-batteries" "$work/deploy.txt" "bty."

# An FF battle's sheet is as it was: no Q2 column.
expect "cli/Q2/ff-battle-pdf" 0 "$cli" convert "$root/data/samples/demo.ffbridge" --battle fredericksburg \
  --sheet oob -f pdf -o "$work/ff.pdf"
pdftotext "$work/ff.pdf" "$work/ff.txt"
lacks "cli/Q2/ff-battle-no-shaken-column" "$work/ff.txt" "Shaken at"
has "cli/Q2/ff-battle-keeps-its-labels" "$work/ff.txt" "S.W.X"

tap_end
