#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-trust.sh: what issue 30 ("Trust II") found in the command line: the temp files a
# killed save left go at the next command that touches that campaign (item 11), and the
# smaller points of item 12.
# TAP output. Needs FFB_CLI, FFB_SOURCE_ROOT and FFB_TEST_FILES (set by tests/meson.build).
set -u
cli=${FFB_CLI:?}
demo=${FFB_SOURCE_ROOT:?}/data/samples/demo.ffbridge
files=${FFB_TEST_FILES:?}
. "$(dirname "$0")/tap.sh"

# gone / kept NAME FILE: FILE no longer exists, or still does.
gone () { if [ -e "$2" ] || [ -L "$2" ]; then echo "# still there: $2"; not_ok "$1"; else ok "$1"; fi; }
kept () { if [ -e "$2" ] || [ -L "$2" ]; then ok "$1"; else echo "# gone: $2"; not_ok "$1"; fi; }

# Item 11: leftovers of a killed save, made by hand with the save's own pattern, go at the
# next start that opens the campaign, even one that only reads it; nothing else does.
c=$work/c.ffbridge
cp "$demo" "$c"
echo "a whole copy" >"$c.saving-Ab3xYz"
: >"$c.saving-0Zz9aa"
echo "half a backup" >"$c~.saving-Q1w2E3"
for name in "$c.saving-abc" "$c.saving-Ab3xYz1" "$c.saving-" "$work/d.ffbridge.saving-Zz9Zz9" \
  "$c.Ab3xYz"; do
  echo "the user's" >"$name"
done
mkdir "$c.saving-Dir123"
ln -s "$work/d.ffbridge.saving-Zz9Zz9" "$c.saving-Lnk123"
if [ "$(id -u)" -eq 0 ] && id nobody >/dev/null 2>&1; then
  echo "someone else's" >"$c.saving-Oth3r1"
  chown nobody "$c.saving-Oth3r1"
fi
expect "trust/temps/validate opens the campaign" 0 "$cli" validate "$c"
gone "trust/temps/a stale temp of the campaign goes" "$c.saving-Ab3xYz"
gone "trust/temps/an empty one too" "$c.saving-0Zz9aa"
gone "trust/temps/so does its backup's" "$c~.saving-Q1w2E3"
for name in "$c.saving-abc" "$c.saving-Ab3xYz1" "$c.saving-" "$work/d.ffbridge.saving-Zz9Zz9" \
  "$c.Ab3xYz" "$c.saving-Dir123" "$c.saving-Lnk123"; do
  kept "trust/temps/$(basename "$name") is not ours and stays" "$name"
done
if [ -e "$c.saving-Oth3r1" ] || [ "$(id -u)" -ne 0 ]; then
  ok "trust/temps/another user's file stays"
else
  not_ok "trust/temps/another user's file stays"
fi
same "trust/temps/the campaign is left as it was" "$demo" "$c"

# The output of -o is touched too: its leftovers go although the command writes elsewhere
# than the file it read.
echo "a whole copy" >"$work/out.ffbridge.saving-Xy12Zw"
expect "trust/temps/order -o writes the output" 0 "$cli" order "$c" --battle pea-ridge \
  --side union --flank left --leader carr --unit union.c2.d1 -o "$work/out.ffbridge"
gone "trust/temps/the output's leftover goes" "$work/out.ffbridge.saving-Xy12Zw"

# Saves killed at random moments leave no temp file past the next start.
i=0
while [ $i -lt 30 ]; do
  "$cli" order "$c" --battle pea-ridge --side union --flank left --leader carr \
    --unit union.c2.d1 -o "$work/k.ffbridge" >/dev/null 2>&1 &
  kill -9 $! 2>/dev/null
  wait $! 2>/dev/null
  i=$((i + 1))
done
"$cli" order "$c" --battle pea-ridge --side union --flank left --leader carr \
  --unit union.c2.d1 -o "$work/k.ffbridge" >/dev/null 2>&1
expect "trust/temps/validate after 30 kills" 0 "$cli" validate "$work/k.ffbridge"
ls "$work" | grep -F "k.ffbridge" | grep -F ".saving-" >"$work/left"
if [ -s "$work/left" ]; then
  sed 's/^/# /' "$work/left"; not_ok "trust/temps/no leftover after the kills"
else
  ok "trust/temps/no leftover after the kills"
fi

# Item 12: an OOB unit by its code on the copy, as --help and the manual page say, before the
# battle's OOB is stored (it was refused: "no unit II/2").
p=$work/p.ffbridge
cp "$demo" "$p"
expect "trust/order/--unit II/2, a code" 0 "$cli" order "$p" --battle pea-ridge --side union \
  --flank left --leader carr --unit II/2 -o "$work/by-code.ffbridge"
has "trust/order/II/2 marches" "$work/out" "Marching: 2nd Division, II Corps (II/2)."
expect "trust/order/the same by its id" 0 "$cli" order "$p" --battle pea-ridge --side union \
  --flank left --leader carr --unit union.c2.d2 -o "$work/by-id.ffbridge"
same "trust/order/the code gives the same order as the id" "$work/by-code.ffbridge" \
  "$work/by-id.ffbridge"
same "trust/order/the campaign read is left as it was" "$demo" "$p"

# Item 12: a raw control character in a name is named, with its line, not "Extra content at
# the end of the document".
sed 's/name="Wilson'"'"'s Creek" hex/name="Wilson\x01s Creek" hex/' \
  "$files/good/wilsons-creek.ffbridge" >"$work/raw.ffbridge"
expect "trust/raw-control/refused" 2 "$cli" validate "$work/raw.ffbridge"
one_line "trust/raw-control/in one sentence" "$work/err"
has "trust/raw-control/names the file, line, field and character" "$work/err" \
  "raw.ffbridge:20: the name attribute of <battle> holds a control character (U+0001)"
lacks "trust/raw-control/not libxml2's words" "$work/err" "Extra content"

# Item 12: a sealed campaign, the referee's and the Union's passphrases set, its battle rolled.
make_sealed=${FFB_MAKE_SEALED:?}
printf 'umpire at the table\n' >"$work/referee.pass"
printf 'wilson of the union\n' >"$work/union.pass"
printf 'price of the confederacy\n' >"$work/confederate.pass"
printf 'not a passphrase of it\n' >"$work/wrong.pass"
sealed=$work/sealed.ffbridge
"$make_sealed" "$files/good/wilsons-creek.ffbridge" "$sealed" --referee "$work/referee.pass" \
  --union "$work/union.pass" --confederate "$work/confederate.pass" \
  --seed 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f

# validate --passphrase-file with a player's passphrase reads his part, as HACKING.md says.
expect "trust/validate/with the Union's passphrase" 0 "$cli" validate "$sealed" \
  --passphrase-file "$work/union.pass"
has "trust/validate/a valid campaign" "$work/out" "a valid campaign"
has "trust/validate/says only his part is read" "$work/err" \
  "opened with the Union player's passphrase"
expect "trust/validate/from standard input too" 0 sh -c \
  "\"$cli\" validate \"$sealed\" --passphrase-file - < \"$work/union.pass\""
expect "trust/validate/a passphrase of nobody's is refused" 2 "$cli" validate "$sealed" \
  --passphrase-file "$work/wrong.pass"
one_line "trust/validate/in one sentence" "$work/err"

# verify without the passphrase says the battle is sealed, not that it never rolled.
expect "trust/verify/sealed without the passphrase" 2 "$cli" verify "$sealed"
has "trust/verify/says it is sealed" "$work/err" \
  "the battle “wilsons-creek” is sealed: its dice and their log are in the referee's part"
lacks "trust/verify/not that it never rolled" "$work/err" "never rolled"
expect "trust/verify/with the referee's passphrase it reads the dice" 2 "$cli" verify "$sealed" \
  --passphrase-file "$work/referee.pass"
has "trust/verify/whose seed is not revealed yet" "$work/err" "is not revealed yet"

# cards --years hand SIDE with that player's passphrase: his own part of the action deck's
# record opens, and prints his hand word for word as the referee's session prints it for him;
# the other side's passphrase is refused in one sentence with nothing of that hand; a player's
# passphrase deals, picks and reveals nothing.
years=$work/years.ffbridge
cp "$sealed" "$years"
expect "trust/c2/the action deck on" 0 "$cli" cards "$years" --years on marian \
  --passphrase-file "$work/referee.pass"
expect "trust/c2/a year dealt" 0 "$cli" cards "$years" --years deal \
  --passphrase-file "$work/referee.pass"
expect "trust/c2/his hand with the referee's passphrase" 0 "$cli" cards "$years" --years hand \
  union --passphrase-file "$work/referee.pass"
union_card=$(sed -n 's/^  \([^ ]*\) .*/\1/p' "$work/out" | head -1)
expect "trust/c2/the Union's pick" 0 "$cli" cards "$years" --years pick union "$union_card" \
  --passphrase-file "$work/referee.pass"
expect "trust/c2/his hand and pick, the referee's session" 0 "$cli" cards "$years" --years \
  hand union --passphrase-file "$work/referee.pass"
cp "$work/out" "$work/referee-hand"
has "trust/c2/the referee's session shows it" "$work/referee-hand" \
  "The Union player's hand, year 1"
expect "trust/c2/the Union's hand with his passphrase" 0 "$cli" cards "$years" --years hand \
  union --passphrase-file "$work/union.pass"
same "trust/c2/word for word as the referee's session prints it" "$work/referee-hand" \
  "$work/out"
has "trust/c2/his pick with it" "$work/out" "His pick, sealed until the reveal:"
expect "trust/c2/the Union's hand from standard input too" 0 sh -c \
  "\"$cli\" cards \"$years\" --years hand union --passphrase-file - < \"$work/union.pass\""
same "trust/c2/the same from standard input" "$work/referee-hand" "$work/out"
cp "$years" "$work/years-before"
expect "trust/c2/the Confederate's passphrase for the Union's hand" 2 "$cli" cards "$years" \
  --years hand union --passphrase-file "$work/confederate.pass"
has "trust/c2/says whose it opens" "$work/err" \
  "the Confederate player's passphrase opens his own hand, not the Union player's."
if [ "$(grep -c 'cards:' "$work/err")" -eq 1 ]; then ok "trust/c2/in one sentence"; \
  else not_ok "trust/c2/in one sentence"; fi
for card in $(sed -n 's/^  \([^ ]*\) .*/\1/p' "$work/referee-hand" | sort -u); do
  lacks "trust/c2/nothing of the Union's hand: $card" "$work/err" "$card"
done
expect "trust/c2/the Confederate's own hand" 0 "$cli" cards "$years" --years hand \
  confederate --passphrase-file "$work/confederate.pass"
has "trust/c2/shows his" "$work/out" "The Confederate player's hand, year 1, turn 1: 6 cards."
for step in "pick union $union_card" "deal" "reveal" "state"; do
  # shellcheck disable=SC2086
  expect "trust/c2/the Union's passphrase does not $step" 2 "$cli" cards "$years" --years \
    $step --passphrase-file "$work/union.pass"
done
same "trust/c2/a player's passphrase changes nothing" "$work/years-before" "$years"

# passphrase: sets the referee's and a side's from a file or standard input, never from an
# argument; a side's needs the referee's.
pp=$work/pp.ffbridge
cp "$files/good/wilsons-creek.ffbridge" "$pp"
printf 'wilson of the union\n' >"$work/union.pass"
printf 'price of the confederacy\n' >"$work/confederate.pass"
printf 'short\n' >"$work/short.pass"
printf 'a new referee at the table\n' >"$work/new-referee.pass"
cp "$pp" "$work/before"
expect "trust/passphrase/whose, or a usage error" 2 "$cli" passphrase "$pp"
has "trust/passphrase/says to give one" "$work/err" "give either --referee NEW or --side SIDE NEW"
expect "trust/passphrase/a side's without its file" 2 "$cli" passphrase "$pp" --side union
one_line "trust/passphrase/in one sentence" "$work/err"
expect "trust/passphrase/a side that is none" 2 "$cli" passphrase "$pp" --side blue \
  "$work/union.pass"
has "trust/passphrase/names it" "$work/err" "not “blue”"
expect "trust/passphrase/a side's before the referee's is refused" 2 "$cli" passphrase "$pp" \
  --side union "$work/union.pass"
has "trust/passphrase/says to set the referee's first" "$work/err" "set his first"
same "trust/passphrase/the file is left as it was" "$work/before" "$pp"
expect "trust/passphrase/too short a passphrase is refused" 2 "$cli" passphrase "$pp" \
  --referee "$work/short.pass"
has "trust/passphrase/says why" "$work/err" "at least 8 characters"
same "trust/passphrase/the file is still as it was" "$work/before" "$pp"
expect "trust/passphrase/no passphrase as an argument" 2 "$cli" passphrase "$pp" \
  --passphrase "umpire at the table"
expect "trust/passphrase/the referee's, from a file" 0 "$cli" passphrase "$pp" \
  --referee "$work/referee.pass"
has "trust/passphrase/says it is set" "$work/out" "The referee's passphrase is set"
has "trust/passphrase/the campaign is sealed" "$pp" 'format-version="3"'
expect "trust/passphrase/validate without it" 0 "$cli" validate "$pp"
has "trust/passphrase/its secrets are sealed" "$work/err" "are sealed and were left out"
expect "trust/passphrase/validate with it" 0 "$cli" validate "$pp" \
  --passphrase-file "$work/referee.pass"
cp "$pp" "$work/before"
expect "trust/passphrase/a side's without the referee's is refused" 2 "$cli" passphrase "$pp" \
  --side union "$work/union.pass"
has "trust/passphrase/says it needs the referee's" "$work/err" \
  "setting a side's passphrase needs the referee's"
expect "trust/passphrase/a side's with a wrong referee's is refused" 2 "$cli" passphrase "$pp" \
  --side union "$work/union.pass" --passphrase-file "$work/wrong.pass"
same "trust/passphrase/the file is left as it was again" "$work/before" "$pp"
expect "trust/passphrase/not both from standard input" 2 sh -c \
  "\"$cli\" passphrase \"$pp\" --side union - --passphrase-file - < \"$work/union.pass\""
has "trust/passphrase/says only one" "$work/err" "only one passphrase can come from standard input"
expect "trust/passphrase/the Union's from standard input, with the referee's" 0 sh -c \
  "\"$cli\" passphrase \"$pp\" --side union - --passphrase-file \"$work/referee.pass\" \
   < \"$work/union.pass\""
has "trust/passphrase/says his is set" "$work/out" "The Union player's passphrase is set"
expect "trust/passphrase/his passphrase opens his part" 0 "$cli" validate "$pp" \
  --passphrase-file "$work/union.pass"
has "trust/passphrase/his part only" "$work/err" "opened with the Union player's passphrase"
expect "trust/passphrase/the Confederate's to another file" 0 "$cli" passphrase "$pp" \
  --side confederate "$work/confederate.pass" --passphrase-file "$work/referee.pass" \
  -o "$work/pp2.ffbridge"
expect "trust/passphrase/which his passphrase opens" 0 "$cli" convert "$work/pp2.ffbridge" \
  --copy confederate --passphrase-file "$work/confederate.pass"
expect "trust/passphrase/changing the referee's needs the current one" 2 "$cli" passphrase \
  "$pp" --referee "$work/new-referee.pass"
has "trust/passphrase/says so" "$work/err" "needs the current one"
expect "trust/passphrase/the referee's changed" 0 "$cli" passphrase "$pp" \
  --referee "$work/new-referee.pass" --passphrase-file "$work/referee.pass"
expect "trust/passphrase/the old one no longer opens it" 2 "$cli" validate "$pp" \
  --passphrase-file "$work/referee.pass"
expect "trust/passphrase/the new one does" 0 "$cli" validate "$pp" \
  --passphrase-file "$work/new-referee.pass"
expect "trust/passphrase/and the Union's still opens his part" 0 "$cli" validate "$pp" \
  --passphrase-file "$work/union.pass"
lacks "trust/passphrase/no passphrase is in the file" "$pp" "wilson of the union"

# Item 7 (RULES.md "Fair dice", decision 3): every write of the referee's session is a signed
# link; verify says so, shows the key's fingerprint as the copies do, and names a part changed
# in a text editor by anyone without his passphrase.
expect "trust/record/verify a signed file" 0 "$cli" verify "$pp" --history
has "trust/record/says it is what the referee signed" "$work/out" \
  "signed record: the file is what the referee's key"
key=$(sed -n 's/.*referee.s key \([0-9A-F]\{4\} [0-9A-F]\{4\} [0-9A-F]\{4\} [0-9A-F]\{4\}\).*/\1/p' \
  "$work/out")
expect "trust/record/the seed drawn" 0 "$cli" roll "$pp" --draw \
  --passphrase-file "$work/new-referee.pass" -o "$work/drawn.ffbridge"
has "trust/record/the key shown with the commitment" "$work/out" \
  "signed with the referee's key ${key:-none}"
expect "trust/record/his copy" 0 "$cli" convert "$work/drawn.ffbridge" --copy union \
  --passphrase-file "$work/union.pass"
has "trust/record/shows the same key beside the commitment" "$work/out" \
  "signed with the referee's key ${key:-none}"
sed '0,/ name="/s// name="Forged /' "$pp" >"$work/forged.ffbridge"
expect "trust/record/an edit in a text editor" 1 "$cli" verify "$work/forged.ffbridge" --history
has "trust/record/is named" "$work/out" \
  "changed after the referee's last signed save (link"
has "trust/record/with the part changed" "$work/out" "the campaign's own line"
expect "trust/record/validate names it too" 1 "$cli" validate "$work/forged.ffbridge"
has "trust/record/as a finding" "$work/out" "changed after the referee's last signed save"

tap_end
