#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-quick-words.sh: a quick battle speaks its rules everywhere (RULES.md Q4). Two demo
# battles switched to the quick brigade rules (`ffbridge-cli tactics`), Fredericksburg with its
# Demoralized defender and Lee's 4 stars, and Wilson's Creek as its file gives it, are written
# in every output `convert` makes: the text copy and the HTML and PDF sheets of the referee and
# of each player (before the dice and after the pre-battle rolls), the deployment sheets and the
# XML export. None may hold a Fire & Fury word: an S.W.X label, "battery", Worn or Spent, an R4
# or R11 rule id, FF's ranks and command radius, "No army leader present". Each says what the
# quick rules track instead: a brigade's stands, Shaken count, Fresh and experience, a gun's
# hits, the General at the head of his division. TAP output.
# Needs FFB_CLI and FFB_SOURCE_ROOT (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
root=${FFB_SOURCE_ROOT:?}
seed=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
. "$(dirname "$0")/tap.sh"

for tool in pdftotext xmllint; do
  command -v $tool >/dev/null || { echo "Bail out! $tool is missing: run tools/install-deps"; exit 1; }
done

# The FF words, as extended regular expressions.
ff_words='(^|[^0-9.])(-|[0-9]+)\.[0-9]+\.[0-9]+([^0-9.]|$)|S\.W\.X|[Bb]atter(y|ies)|\<Worn\>|\<Spent\>|(^|[^A-Za-z0-9])R4[A-G]?([^A-Za-z0-9]|$)|R11|[Nn]o army leader|[Cc]orps leader|[Dd]ivision leader|command radius'

# speaks_quick NAME FILE: FILE holds no FF word.
speaks_quick () {
  if grep -nE -- "$ff_words" "$2" >"$work/found"; then
    echo "# FF words in $1:"; head -5 "$work/found" | sed 's/^/#   /'; not_ok "$1/no-ff-word"
  else ok "$1/no-ff-word"; fi
}

# count_lines NAME FILE PATTERN WANT: FILE has WANT lines matching PATTERN (a basic regex).
count_lines () {
  got=$(grep -c -- "$3" "$2")
  if [ "$got" -eq "$4" ]; then ok "$1"; else echo "# $got lines of “$3”, wanted $4"; not_ok "$1"; fi
}

expect "cli/Q4/switch-fredericksburg" 0 "$cli" tactics "$root/data/samples/demo.ffbridge" \
  --battle fredericksburg quick-brigade -o "$work/quick.ffbridge"
expect "cli/Q4/wilsons-creek-is-quick" 0 "$cli" tactics "$root/tests/files/good/quick-wilsons-creek.ffbridge"

for battle in fredericksburg wilsons-creek; do
  file=$work/quick.ffbridge
  [ $battle = wilsons-creek ] && file=$root/tests/files/good/quick-wilsons-creek.ffbridge
  "$cli" convert "$file" --battle $battle --format xml -o "$work/$battle.xml" 2>"$work/err"
  speaks_quick "cli/Q4/$battle-xml" "$work/$battle.xml"
  for copy in referee union confederate; do
    for dice in "" "--seed $seed"; do
      name=$battle-$copy${dice:+-rolled}
      # shellcheck disable=SC2086
      "$cli" convert "$file" --battle $battle --copy $copy $dice >"$work/$name.txt" 2>"$work/err"
      speaks_quick "cli/Q4/$name-text" "$work/$name.txt"
    done
    for format in html pdf; do
      for sheet in oob deployment; do
        [ $sheet = deployment ] && [ $copy = referee ] && continue
        name=$battle-$copy-$sheet
        "$cli" convert "$file" --battle $battle --copy $copy --sheet $sheet -f $format \
          -o "$work/$name.$format" 2>"$work/err"
        if [ $format = pdf ]; then pdftotext -layout "$work/$name.pdf" "$work/$name.read"
        else sed -e 's/<[^>]*>/ /g' -e "s/&#39;/'/g" -e 's/&quot;/"/g' "$work/$name.html" >"$work/$name.read"; fi
        speaks_quick "cli/Q4/$name-$format" "$work/$name.read"
      done
    done
  done

  # What the quick rules track, in the text copy and the XML: one line, or element, for each
  # brigade with its Shaken count and Fresh, and for each gun with its hits.
  brigades=$(xmllint --xpath 'count(//brigade)' "$work/$battle.xml")
  guns=$(xmllint --xpath 'count(//gun)' "$work/$battle.xml")
  check_count () { if [ "$2" -eq "$3" ] && [ "$3" -gt 0 ]; then ok "$1"; else echo "# $2, wanted $3"; not_ok "$1"; fi; }
  check_count "cli/Q4/$battle-xml-shaken-fresh" \
    "$(xmllint --xpath 'count(//brigade[@shaken-at and @fresh="true"])' "$work/$battle.xml")" "$brigades"
  check_count "cli/Q4/$battle-xml-gun-hits" \
    "$(xmllint --xpath 'count(//gun[@hits="4" and @shaken-at-hits="3"])' "$work/$battle.xml")" "$guns"
  count_lines "cli/Q4/$battle-text-brigades" "$work/$battle-referee.txt" \
    ' stands\{0,1\}  *\(Elite\|Veteran\|Green\) .* Shaken at [0-9]  Fresh ' "$brigades"
  count_lines "cli/Q4/$battle-text-guns" "$work/$battle-referee.txt" \
    ' gun  *removed at 4 hits, Shaken at hit 3  Fresh ' "$guns"
done

# Lee's 4 stars make him no army leader under the quick rules: the General heads his division,
# and the army line says that each General does.
has "cli/Q4/lee-heads-his-division-text" "$work/fredericksburg-referee.txt" \
  "2nd Division - Robert E. Lee (4 stars, E), General"
has "cli/Q4/army-of-generals-text" "$work/fredericksburg-referee.txt" \
  "Confederate army - each General heads his own division"
has "cli/Q4/lee-heads-his-division-pdf" "$work/fredericksburg-confederate-oob.read" \
  "Robert E. Lee (4 stars), General, rating E."
has "cli/Q4/army-of-generals-pdf" "$work/fredericksburg-confederate-oob.read" \
  "Each General heads his own division (Q1)."
# R7D holds in what it forbids; the quick sheet's column heads are its own.
has "cli/Q4/demoralized-text" "$work/fredericksburg-referee.txt" \
  "R7D The Confederate army starts Demoralized: it may not flank march."
lacks "cli/Q4/no-shaken-at-e" "$work/fredericksburg-union-oob.read" "Shaken at E "
has "cli/Q4/ratio-in-guns-text" "$work/fredericksburg-union.txt" "6 stands and 1 gun per SP"
has "cli/Q4/findings-by-q1" "$work/fredericksburg-union.txt" \
  "Q1  None: the order of battle meets the Quick brigade rules (seed 003)."

# A quick battle's flank marches (R5, R5B): counted in guns, and a General left behind is
# replaced by a generated General, never R4D's leader.
quick=$work/marches.ffbridge
"$cli" tactics "$root/data/samples/demo.ffbridge" --battle pea-ridge quick-brigade -o "$quick" >/dev/null 2>&1
expect "cli/Q4/order-march" 0 "$cli" order "$quick" --battle pea-ridge --side confederate \
  --flank left --leader mcintosh --unit confederate.d5
speaks_quick "cli/Q4/order-output" "$work/out"
has "cli/Q4/order-counts-guns" "$work/out" "6 stands (cavalry among them), 1 gun."
expect "cli/Q4/order-march-leaving" 0 "$cli" order "$quick" --battle pea-ridge \
  --side confederate --flank right --leader mcculloch --unit confederate.d4
for copy in referee confederate; do
  "$cli" convert "$quick" --battle pea-ridge --copy $copy --seed $seed >"$work/m-$copy.txt" 2>"$work/err"
  speaks_quick "cli/Q4/marches-$copy-text" "$work/m-$copy.txt"
  has "cli/Q4/marches-$copy-text-general" "$work/m-$copy.txt" \
    "R5B: Ben McCulloch leaves 2nd Division with the march; a generated General takes it."
  has "cli/Q4/marches-$copy-text-guns" "$work/m-$copy.txt" "(12 counting cavalry double), 1 gun;"
  "$cli" convert "$quick" --battle pea-ridge --copy $copy --seed $seed -f pdf -o "$work/m-$copy.pdf" 2>"$work/err"
  pdftotext "$work/m-$copy.pdf" - | tr -s ' \n' '  ' >"$work/m-$copy.read"
  speaks_quick "cli/Q4/marches-$copy-pdf" "$work/m-$copy.read"
  has "cli/Q4/marches-$copy-pdf-general" "$work/m-$copy.read" "a generated General takes it."
done

# An FF battle keeps its words.
"$cli" convert "$root/data/samples/demo.ffbridge" --battle fredericksburg >"$work/ff.txt"
has "cli/Q4/ff-keeps-its-labels" "$work/ff.txt" " -.6.3 "
has "cli/Q4/ff-keeps-r7d-worn" "$work/ff.txt" "all its brigades start Worn (-.S.X)."
"$cli" convert "$root/data/samples/demo.ffbridge" --battle fredericksburg -f xml >"$work/ff.xml"
has "cli/Q4/ff-xml-batteries" "$work/ff.xml" "<battery "

tap_end
