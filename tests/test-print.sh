#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-print.sh: printable sheets through ffbridge-cli as a referee makes them:
# `convert --format pdf|html --copy R --sheet S --paper P -o OUT`. The PDFs are read back with
# poppler (pdfinfo, pdftotext), the HTML with xmllint --html; the names a copy must (not) show
# come from the XML export, not from the code under test. TAP output. Needs FFB_CLI.
set -u
cli=${FFB_CLI:?}
. "$(dirname "$0")/tap.sh"

not_ok () { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$work/err" 2>/dev/null | head -5; }
check () { if [ "$2" -eq 0 ]; then ok "$1"; else not_ok "$1"; fi; }

for tool in pdfinfo pdftotext xmllint; do
  command -v $tool >/dev/null || { echo "Bail out! $tool is missing: run tools/install-deps"; exit 1; }
done

# Leader names per side, from the XML export of the same battle.
"$cli" convert --battle fredericksburg --format xml -o "$work/f.xml"
names () { xmllint --xpath "//oob[@side='$1']//@leader-name" "$work/f.xml" | sed 's/.*leader-name="\([^"]*\)".*/\1/'; }
names union >"$work/union.names"
names confederate >"$work/confederate.names"
check "print/demo has leaders on both sides" $(( $(wc -l <"$work/union.names") < 10 || $(wc -l <"$work/confederate.names") < 10 ))

# all_in NAME TEXT NAMES: every line of NAMES occurs in TEXT (white space collapsed).
all_in () {
  tr -s ' \n' '  ' <"$2" >"$work/flat"
  missing=0
  while IFS= read -r name; do grep -qF -- "$name" "$work/flat" || { echo "# missing “$name”"; missing=1; }; done <"$3"
  check "$1" $missing
}
none_in () {
  tr -s ' \n' '  ' <"$2" >"$work/flat"
  found=0
  while IFS= read -r name; do grep -qF -- "$name" "$work/flat" && { echo "# shows “$name”"; found=1; }; done <"$3"
  check "$1" $found
}

for paper in a4 letter; do
  expect "print/pdf/referee $paper" 0 "$cli" convert --battle fredericksburg --format pdf --paper $paper -o "$work/r-$paper.pdf"
  pdfinfo "$work/r-$paper.pdf" >"$work/info"
done
pdfinfo "$work/r-a4.pdf" >"$work/info"
has "print/pdf/a4 page size" "$work/info" "595.276 x 841.89 pts (A4)"
pdfinfo "$work/r-letter.pdf" >"$work/info"
has "print/pdf/letter page size" "$work/info" "612 x 792 pts (letter)"
pages=$(sed -n 's/^Pages: *//p' "$work/info")
check "print/pdf/fredericksburg fits in 4-8 pages ($pages)" $(( pages < 4 || pages > 8 ))
has "print/pdf/title in the metadata" "$work/info" "Fredericksburg: Referee's copy"
pdftotext "$work/r-a4.pdf" "$work/r.txt"
all_in "print/pdf/referee copy names every Union leader" "$work/r.txt" "$work/union.names"
all_in "print/pdf/referee copy names every Confederate leader" "$work/r.txt" "$work/confederate.names"

for side in union confederate; do
  other=$([ $side = union ] && echo confederate || echo union)
  expect "print/pdf/$side copy" 0 "$cli" convert --battle fredericksburg --format pdf --copy $side -o "$work/$side.pdf"
  pdftotext "$work/$side.pdf" "$work/$side.txt"
  all_in "print/pdf/$side copy names its leaders" "$work/$side.txt" "$work/$side.names"
  none_in "print/pdf/$side copy names none of the other side's leaders" "$work/$side.txt" "$work/$other.names"
  expect "print/pdf/$side deployment sheet" 0 "$cli" convert --battle fredericksburg --format pdf --copy $side --sheet deployment -o "$work/$side-d.pdf"
  pdfinfo "$work/$side-d.pdf" >"$work/info"
  has "print/pdf/$side deployment sheet is one page" "$work/info" "Pages:           1"
  pdftotext "$work/$side-d.pdf" "$work/$side-d.txt"
  has "print/pdf/R6/$side deployment sheet names its edge" "$work/$side-d.txt" "Your edge"
  none_in "print/pdf/$side deployment sheet names none of the other side's leaders" "$work/$side-d.txt" "$work/$other.names"
done

for copy in referee union confederate; do
  expect "print/html/$copy copy" 0 "$cli" convert --battle fredericksburg --format html --copy $copy -o "$work/$copy.html"
  xmllint --html --noout "$work/$copy.html" 2>"$work/err"
  check "print/html/$copy copy is well-formed (xmllint --html)" $(( $? != 0 || $(wc -c <"$work/err") > 0 ))
  has "print/html/$copy copy has a print stylesheet" "$work/$copy.html" "@media print"
done
xmllint --html --xpath "//td[@class='label']/text()" "$work/referee.html" 2>/dev/null | tr -s ' ' '\n' | sort >"$work/html.labels"
pdftotext -layout "$work/r-a4.pdf" - | sed -n 's#^ *[IVX]*/[0-9]*/[0-9]* .* \(-\{0,1\}[0-9]*\.[0-9]*\.[0-9]*\) .*#\1#p' | sort >"$work/pdf.labels"
check "print/html/same labels as the pdf ($(wc -l <"$work/pdf.labels") brigades)" $(( $(wc -l <"$work/pdf.labels") < 100 ))
cmp -s "$work/html.labels" "$work/pdf.labels"; check "print/html/labels match the pdf's" $?

# With the neutral party's rolls (--seed): each copy shows what its reader may see (R7).
seed=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
for copy in referee union confederate; do
  expect "print/R7/$copy copy with the dice" 0 "$cli" convert --battle fredericksburg --seed $seed --format pdf --copy $copy -o "$work/s-$copy.pdf"
  pdftotext "$work/s-$copy.pdf" "$work/s-$copy.txt"
  has "print/R7/$copy copy shows the dice commitment" "$work/s-$copy.txt" "Commitment (SHA-256 of the seed)"
done
has "print/R7/referee copy lists every sealed result" "$work/s-referee.txt" "Sealed results: every secret roll"
# Issue 13: a sealed result names a brigade by its path, unique in its army, never by its id.
has "print/R7/referee copy has the Union's rolls" "$work/s-referee.txt" \
  "1st Brigade, 1st Division, I Corps is Average: d100 rolled 36"
has "print/R7/referee copy has the Confederates' rolls" "$work/s-referee.txt" \
  "1st Brigade, 1st Division, I Corps is Excellent: d100 rolled 24"
lacks "print/R7/referee copy names no unit by its id" "$work/s-referee.txt" "union.c1"
has "print/R7/union copy lists its own sealed results" "$work/s-union.txt" \
  "1st Brigade, 1st Division, I Corps is Average: d100 rolled 36"
lacks "print/R7/union copy has none of the Confederates'" "$work/s-union.txt" "confederate."
lacks "print/R7/confederate copy has none of the Union's" "$work/s-confederate.txt" "union."
lacks "print/R7/player copies carry no roll counters" "$work/s-union.txt" "[roll "
lacks "print/R7/the seed stays sealed" "$work/s-referee.txt" "$seed"

"$cli" convert --battle fredericksburg --format pdf --copy union 2>"$work/err" | head -c 5 >"$work/head"
has "print/pdf/to a pipe" "$work/head" "%PDF-"
# A PDF is refused on a terminal (a pseudo-terminal stands in for one).
expect "print/pdf/refused on a terminal" 2 python3 -c '
import os, pty, subprocess, sys
master, slave = pty.openpty()
sys.exit(subprocess.call(sys.argv[1:], stdout=slave))' "$cli" convert --format pdf
has "print/pdf/refusal names -o" "$work/err" "give -o FILE"

expect "print/bad copy" 2 "$cli" convert --format pdf --copy umpire -o "$work/x.pdf"
has "print/bad copy is named" "$work/err" "umpire"
expect "print/bad paper" 2 "$cli" convert --format pdf --paper a5 -o "$work/x.pdf"
has "print/bad paper is named" "$work/err" "a5"
expect "print/bad sheet" 2 "$cli" convert --format html --sheet roster -o "$work/x.html"
expect "print/no deployment sheet for the referee" 2 "$cli" convert --format pdf --sheet deployment -o "$work/x.pdf"
has "print/no deployment sheet for the referee says why" "$work/err" "belongs to one side"
expect "print/paper needs a printable format" 2 "$cli" convert --paper letter
test ! -e "$work/x.pdf"; check "print/nothing written on a usage error" $?

tap_end
