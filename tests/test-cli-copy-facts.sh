#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-copy-facts.sh: every copy says the same facts (issue 31, R4, R11). `convert` writes
# a reader's copy as text, and as HTML with --format html; both are read back here and their
# facts compared: each finding by rule id (R4B-R4F, R9D...) with the unit it names, each
# army's command radius (R11A, R11D), each leader's stars and rating (R4B), the breastworks'
# inches and percentage (R7C). For the demo's battles and for a battle with findings, for the
# referee's copy and each player's, before the dice and after the pre-battle rolls. TAP output.
# Needs FFB_CLI and FFB_SOURCE_ROOT (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
root=${FFB_SOURCE_ROOT:?}
demo=$root/data/samples/demo.ffbridge
findings=$root/tests/files/findings/cross-keys.ffbridge
seed=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
. "$(dirname "$0")/tap.sh"

# The text copy's facts, one a line: "KIND|SIDE|VALUE", sorted.
text_facts () {
  awk '
    /^(UNION|CONFEDERATE) ORDER OF BATTLE/ { side = tolower($1); in_findings = 0; next }
    /^[A-Z]/ { side = "" }
    /^  Findings \(/ { in_findings = 1; next }
    in_findings && /^    [^ ]/ { sub(/^    /, ""); print side "|finding|" $0; next }
    { in_findings = 0 }
    side != "" && (/^  [A-Z][0-9A-Z]*  None:/ || /^  R7A\(2\) P leader/) { sub(/^  /, ""); print side "|finding|" $0; next }
    /army command radius [0-9]+"/ { print side "|line|" $0; next }
    /reastworks/ { print "all|breastworks|" $0; next }
    / - .* \([0-9]+ stars?, [^)]*\)(, General)?  \[/ { print side "|leader|" $0 }
  ' "$1" | sed -e 's/^\([^|]*|finding|\)\([^ ]*\)  */\1\2 /' \
               -e 's/^\([^|]*\)|line|.*army command radius \([0-9]*\)".*/\1|radius|\2/' \
               -e 's/^\([^|]*|leader|\).* - \(.*\) (\([0-9]*\) stars\{0,1\}, \([^)]*\))\(, General\)\{0,1\}  \[.*/\1\2 \3 \4/' |
    breastworks_numbers | sort
}

# The HTML copy's, the same way.
html_facts () {
  sed -e "s/&#39;/'/g" -e 's/&quot;/"/g' -e 's/&amp;/\&/g' "$1" | awk '
    /<h2>(Union|Confederate) order of battle/ { side = tolower(substr($1, 5)); next }
    /class="block findings"/ { in_findings = 1; next }
    in_findings && /<\/div>/ { in_findings = 0; next }
    in_findings && /<tr><th class="tag">/ { print side "|finding|" $0; next }
    /<p class="leader">/ && /Army command radius [0-9]+"/ { print side "|line|" $0 }
    /reastworks/ { print "all|breastworks|" $0; next }
    /<p class="leader">/ && /\([0-9]+ stars?\)/ { print side "|leader|" $0 }
  ' | sed -e 's/^\([^|]*|finding|\)<tr><th class="tag">\([^<]*\)<\/th><td>\(.*\)<\/td><\/tr>$/\1\2 \3/' \
          -e 's/^\([^|]*\)|line|.*Army command radius \([0-9]*\)".*/\1|radius|\2/' \
          -e 's/^\([^|]*|leader|\)<p class="leader">\(Army leader \)\{0,1\}\(.*\) (\([0-9]*\) stars\{0,1\}), .*rating \(to roll\|sealed\|[A-Z]\)[.,].*/\1\3 \4 \5/' |
    breastworks_numbers | sort
}

# R7C: the inches and the percentage of a breastworks line, the words aside.
breastworks_numbers () {
  while IFS= read -r line; do
    case $line in
      all\|breastworks\|*) echo "all|breastworks|$(echo "$line" | grep -o '[0-9][0-9]* inches\|[0-9][0-9]*%' | tr '\n' ' ')" ;;
      *) echo "$line" ;;
    esac
  done
}

# compare NAME FILE [ARGS...]: the text copy and the HTML copy of FILE say the same facts, and
# the facts wanted (the rest of the arguments after --want, grep patterns) are among them.
compare () {
  name=$1 file=$2
  shift 2
  args=""
  while [ $# -gt 0 ] && [ "$1" != --want ]; do args="$args $1"; shift; done
  [ $# -gt 0 ] && shift
  # shellcheck disable=SC2086
  "$cli" convert "$file" $args >"$work/text" 2>"$work/err"
  text_status=$?
  # shellcheck disable=SC2086
  "$cli" convert "$file" $args --format html -o "$work/html" 2>"$work/err"
  html_status=$?
  if [ $text_status -eq $html_status ]; then ok "$name/same-exit-status"
  else echo "# text exits $text_status, HTML $html_status"; not_ok "$name/same-exit-status"; fi
  text_facts "$work/text" >"$work/text.facts"
  html_facts "$work/html" >"$work/html.facts"
  same "$name/same-facts" "$work/text.facts" "$work/html.facts"
  for want in "$@"; do
    if grep -q -- "$want" "$work/text.facts"; then ok "$name/has $want"
    else echo "# no “$want” among:"; sed 's/^/#   /' "$work/text.facts" | head -20
         not_ok "$name/has $want"; fi
  done
}

# lacks_fact NAME PATTERN: the last compared copy has no such fact (a player's, of the other
# side).
lacks_fact () {
  if grep -q -- "$2" "$work/text.facts"; then echo "# found “$2”"; not_ok "$1"; else ok "$1"; fi
}

# The demo: no findings, Van Dorn's 24" radius, each side's leaders, 25% breastworks.
for battle in pea-ridge south-mountain fredericksburg; do
  compare "cli/R4/demo-$battle-referee" "$demo" --battle $battle --want '|finding|R4 None'
done
compare "cli/R11/demo-radius" "$demo" --want '^confederate|radius|24$' \
  '^union|leader|Samuel R. Curtis 2 to roll$' '^all|breastworks|25 inches 25% $'
for copy in union confederate; do
  compare "cli/R4/demo-$copy" "$demo" --copy $copy --want "^$copy|finding|R4 None"
done
compare "cli/R4/demo-referee-rolled" "$demo" --seed $seed --want '^union|leader|Samuel R. Curtis 2 [AEP]$'

# A quick battle (Q1): its findings by Q1, its Generals' stars, no army radius.
"$cli" tactics "$demo" --battle pea-ridge quick-brigade -o "$work/quick.ffbridge" >/dev/null 2>&1
for copy in referee union confederate; do
  compare "cli/R4/quick-$copy" "$work/quick.ffbridge" --battle pea-ridge --copy $copy \
    --want '|leader|.* [0-9] '
done
compare "cli/R4/quick-referee-q1" "$work/quick.ffbridge" --battle pea-ridge \
  --want '^union|finding|Q1 ' '^confederate|finding|Q1 None' '^confederate|leader|Earl Van Dorn 3 A$'
lacks_fact "cli/R11/quick-no-army-radius" '|radius|'

# A battle with findings: exit 1, each listed by its rule id in the referee's copy, each
# player's own in his, never the other side's.
for copy in referee union confederate; do
  for dice in "" "--seed $seed"; do
    label=$copy${dice:+-rolled}
    # shellcheck disable=SC2086
    compare "cli/R4/findings-$label" "$findings" --copy $copy $dice --want '|finding|R'
  done
done
compare "cli/R4/findings-referee-all" "$findings" \
  --want '^union|finding|R9D I/2: Nathaniel P. Banks' '^confederate|finding|R4C I: ' \
         '^confederate|finding|R4E I: ' '^union|radius|12$' '^confederate|radius|48$' \
         '^confederate|leader|Robert E. Lee 4 E$' '^all|breastworks|5 inches 25% $'
expect "cli/R4/findings-exit-1" 1 "$cli" convert "$findings"
compare "cli/R4/findings-union" "$findings" --copy union \
  --want '^union|finding|R9D I/2' '^union|radius|12$' '^all|breastworks|25% $'
lacks_fact "cli/R4/findings-union-not-the-enemys" '^confederate|'
compare "cli/R4/findings-confederate" "$findings" --copy confederate \
  --want '^confederate|finding|R4C' '^confederate|finding|R4E' '^confederate|radius|48$' \
         '^all|breastworks|5 inches 25% $'
lacks_fact "cli/R4/findings-confederate-not-the-enemys" '^union|'

tap_end
