#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-cli-cards.sh: `ffbridge-cli cards` as a user meets it (RULES.md C1, issue 15): cards
# turned on for a battle, a turn dealt from the battle's seed (the same seed, the same deal),
# each side's hand for his eyes, picks sealed until the reveal, the First Player and why, a
# follow-up refused with the C1E reason, each unit named from the side's sheet making its
# actions with a card, counted per unit (C1G), and who then chooses the melee order (C1E), a pass (C1F), the sealed file opened by the referee's
# and a player's passphrase, and the exit codes (0 ok, 2 bad input, usage or a refused step)
# with one sentence on stderr. TAP output. Needs FFB_CLI, FFB_MAKE_SEALED and FFB_SOURCE_ROOT.
set -u
cli=${FFB_CLI:?}
make_sealed=${FFB_MAKE_SEALED:?}
demo=${FFB_SOURCE_ROOT:?}/data/samples/demo.ffbridge
. "$(dirname "$0")/tap.sh"
seed=000000000000000000000000000000000000000000000000000000000000002a
b="--battle pea-ridge"

# refused NAME SENTENCE COMMAND...: exit 2, one line on stderr holding SENTENCE.
refused () {
  what=$1; sentence=$2; shift 2
  expect "$what exits 2" 2 "$@"
  one_line "$what says one sentence" "$work/err"
  has "$what says why" "$work/err" "$sentence"
}
# The ids of a side's hand, as `hand SIDE` prints them.
hand_ids () { sed -n 's/^  \([^ ]*\) .*/\1/p' "$1"; }

expect "cli/cards/help exits 0" 0 "$cli" cards --help
has "cli/cards/help describes the command" "$work/out" "activation deck (C1)"
"$cli" --help >"$work/out" 2>&1
has "cli/cards/listed among the commands" "$work/out" "  cards     FILE [--battle ID] on DECK | deal"

# A battle under way: its seed drawn, its pre-battle rolls made.
cp "$demo" "$work/c.ffbridge"
"$cli" roll "$work/c.ffbridge" $b --seed "$seed" >/dev/null 2>&1
c=$work/c.ffbridge

refused "cli/cards/C1/not on" "cards are not on for the battle" "$cli" cards "$c" $b deal
refused "cli/cards/C1/no such deck" "is neither a built-in deck (haggerty, marian) nor a deck file" "$cli" cards "$c" $b on poker
refused "cli/cards/C1/a C2 deck is refused" "not an activation deck" "$cli" cards "$c" $b on marian
expect "cli/cards/C1/on" 0 "$cli" cards "$c" $b on haggerty
has "cli/cards/C1/on says the deck" "$work/out" "The Haggerty deck, 54 cards, hands of 6 (C1)"
expect "cli/cards/C1/state before the deal" 0 "$cli" cards "$c" $b state
has "cli/cards/C1/no turn yet" "$work/out" "no turn is dealt yet"

expect "cli/cards/C1D/deal" 0 "$cli" cards "$c" $b deal
has "cli/cards/C1D/hands of six" "$work/out" "Union: 6 cards in hand, has not picked yet."
has "cli/cards/C1D/draw pile" "$work/out" "Draw pile: 42 cards; discards: 0."
lacks "cli/cards/C1D/deal shows no card" "$work/out" " of "
has "cli/cards/C1D/deal writes the campaign" "$work/out" "The campaign is written to"

expect "cli/cards/C1/hand union" 0 "$cli" cards "$c" $b hand union
cp "$work/out" "$work/union-hand"
has "cli/cards/C1/hand counts" "$work/union-hand" "The Union player's hand, turn 1, round 1: 6 cards."
has "cli/cards/C1B/hand says what a card allows" "$work/union-hand" "action"
expect "cli/cards/C1/hand confederate" 0 "$cli" cards "$c" $b hand confederate
cp "$work/out" "$work/confederate-hand"
if [ "$(hand_ids "$work/union-hand" | wc -l)" -eq 6 ] && [ "$(hand_ids "$work/confederate-hand" | wc -l)" -eq 6 ]; then
  ok "cli/cards/C1D/six ids a hand"; else not_ok "cli/cards/C1D/six ids a hand"; fi

# The same seed deals the same hands: the deal follows from the seed, not from the file.
cp "$demo" "$work/again.ffbridge"
"$cli" roll "$work/again.ffbridge" $b --seed "$seed" >/dev/null 2>&1
"$cli" cards "$work/again.ffbridge" $b on haggerty >/dev/null 2>&1
"$cli" cards "$work/again.ffbridge" $b deal >/dev/null 2>&1
expect "cli/cards/C1D/the same seed again" 0 "$cli" cards "$work/again.ffbridge" $b hand union
if cmp -s "$work/out" "$work/union-hand"; then ok "cli/cards/C1D/the same seed, the same hand"; else not_ok "cli/cards/C1D/the same seed, the same hand"; fi
lacks "cli/cards/C1D/the deal is not in the file" "$c" "<hand"
for card in $(hand_ids "$work/confederate-hand"); do
  if grep -qE "[\" ]$card[\" ]" "$c"; then echo "# $card"; not_ok "cli/cards/C1D/no card of a hand in the file: $card"; else ok "cli/cards/C1D/no card of a hand in the file: $card"; fi
done

# With this seed the Union holds the King of Hearts and the 5 of Clubs, the Confederates the 8
# of Hearts and the 9 of Clubs: the King outranks the 8, the 5 does not outrank the King.
has "cli/cards/C1/the seed's Union hand" "$work/union-hand" "KH       King of Hearts"
has "cli/cards/C1/the seed's Confederate hand" "$work/confederate-hand" "8H       8 of Hearts"
refused "cli/cards/C1E/a card not in the hand" "is not in the Union player's hand" "$cli" cards "$c" $b pick union 8H
expect "cli/cards/C1E/pick union" 0 "$cli" cards "$c" $b pick union kh
lacks "cli/cards/C1E/a pick is not printed" "$work/out" "King"
refused "cli/cards/C1E/reveal waits for both" "the Confederate player has not picked a card or passed yet" "$cli" cards "$c" $b reveal
expect "cli/cards/C1E/state before the reveal" 0 "$cli" cards "$c" $b state
has "cli/cards/C1E/state says who picked" "$work/out" "Union: 6 cards in hand, has picked; his card stays sealed."
lacks "cli/cards/C1E/state shows no sealed card" "$work/out" "King"
expect "cli/cards/C1E/hand shows his own pick" 0 "$cli" cards "$c" $b hand union
has "cli/cards/C1E/his pick" "$work/out" "His pick, sealed until the reveal:"
expect "cli/cards/C1E/pick confederate" 0 "$cli" cards "$c" $b pick confederate 8H
expect "cli/cards/C1E/reveal" 0 "$cli" cards "$c" $b reveal
has "cli/cards/C1E/First Player and why" "$work/out" "C1E: the Union player's King of Hearts outranks the Confederate player's 8 of Hearts, so he is First Player."
has "cli/cards/C1C/what the revealed card allows" "$work/out" "KH       King of Hearts: 1 action (Move or Charge)."
refused "cli/cards/C1E/follow-up must outrank" "C1E: the 5 of Clubs does not outrank the King of Hearts, the First Player's previous card; each further card must." "$cli" cards "$c" $b play union 5C
refused "cli/cards/C1E/the First Player acts first" "the Confederate player waits" "$cli" cards "$c" $b play confederate 9C

# C1G, C1E: actions per unit, on a copy of this round. The King of Hearts gives each unit it
# activates one action, a Charge included, during the Union's own plays: two brigades of his
# sheet charge, each counted once; the Union alone charged, so he chooses the order of the
# melees.
cp "$c" "$work/charge.ffbridge"
ch=$work/charge.ffbridge
expect "cli/cards/C1G/units lists the sheet's codes" 0 "$cli" cards "$ch" $b units union
has "cli/cards/C1G/a brigade by its code" "$work/out" "I/1/1      1st Brigade"
refused "cli/cards/C1E/a Charge in his own plays only" "C1E: the Confederate player's units act only with his own plays of the round" "$cli" cards "$ch" $b charge confederate 8H I/1/1
refused "cli/cards/C1G/a unit not on the sheet" "C1G: the Union player's sheet has no unit “IX/9/9”" "$cli" cards "$ch" $b charge union KH IX/9/9
refused "cli/cards/C1G/a name the sheet repeats" "C1G: 4 units of the Union player are named “1st Brigade”" "$cli" cards "$ch" $b charge union KH "1st Brigade"
expect "cli/cards/C1G/charge" 0 "$cli" cards "$ch" $b charge union KH I/1/1
has "cli/cards/C1G/the Charge counted" "$work/out" "I/1/1 1st Brigade: Charge with the King of Hearts (C1G): action 1 of the 1 the card gives each unit it activates; units that charged this round (C1E): 1."
refused "cli/cards/C1G/no more actions than the card's, per unit" "C1G: the King of Hearts gives each unit it activates 1 action, and I/1/1 1st Brigade has made it." "$cli" cards "$ch" $b act union KH I/1/1 move
refused "cli/cards/C1C/a kind the suit does not allow" "C1C: the King of Hearts allows no Fire" "$cli" cards "$ch" $b act union KH I/1/2 fire
refused "cli/cards/C1G/an action word" "the action must be move, charge, fire or rally" "$cli" cards "$ch" $b act union KH I/1/2 dance
expect "cli/cards/C1G/a second unit charges with the King" 0 "$cli" cards "$ch" $b charge union KH I/1/2
expect "cli/cards/C1G/a third moves" 0 "$cli" cards "$ch" $b act union kh i/1/3 Move
expect "cli/cards/C1E/state with Charges" 0 "$cli" cards "$ch" $b state
has "cli/cards/C1G/state names each unit's action" "$work/out" "  I/1/3 3rd Brigade: Move with the King of Hearts (action 1 of 1)"
has "cli/cards/C1E/state counts the units that charged" "$work/out" "  Charges this round (C1E): 2 units charged."
"$cli" cards "$ch" $b done union >/dev/null 2>&1
"$cli" cards "$ch" $b charge confederate 8H I/1/1 >/dev/null 2>&1
expect "cli/cards/C1E/round over after the Charges" 0 "$cli" cards "$ch" $b done confederate
has "cli/cards/C1E/who chooses the melee order" "$work/out" "Melees of round 1 (C1E): the Union player chooses their order: 2 Charges to 1."
has "cli/cards/C1G/the action in the record" "$ch" '<act side="union" card="KH" unit="union.c1.d1.b2" action="charge"/>'
expect "cli/cards/C1G/validates with actions" 0 "$cli" validate "$ch"
"$cli" reveal "$ch" $b -o "$ch" >/dev/null 2>&1
expect "cli/cards/C1G/verify replays the actions" 0 "$cli" verify "$ch" $b
sed 's/\(<act side="union" card="KH" unit="union.c1.d1.b2" action="charge"\/>\)/\1\1/' "$ch" >"$work/charged-twice.ffbridge"
expect "cli/cards/C1G/verify finds a unit's action the card did not give" 1 "$cli" verify "$work/charged-twice.ffbridge" $b
has "cli/cards/C1G/verify names the action" "$work/out" "does not follow at its choice 7 (act): C1G: the King of Hearts gives each unit it activates 1 action, and I/1/2 2nd Brigade has made it."
expect "cli/cards/C1E/first done" 0 "$cli" cards "$c" $b done union
has "cli/cards/C1E/the Second Player acts" "$work/out" "the Second Player acts"
refused "cli/cards/C1E/second must outrank both" "does not outrank both the 8 of Hearts" "$cli" cards "$c" $b play confederate 9C
expect "cli/cards/C1E/second done" 0 "$cli" cards "$c" $b done confederate
has "cli/cards/C1E/round 2" "$work/out" "Turn 1, round 2"
has "cli/cards/C1E/played cards discarded" "$work/out" "discards: 2."
lacks "cli/cards/C1E/no melee order without a Charge" "$work/out" "Melees"
expect "cli/cards/C1F/pass" 0 "$cli" cards "$c" $b pass confederate
refused "cli/cards/C1F/a passed player sits out" "C1F: the Confederate player has passed" "$cli" cards "$c" $b pick confederate 9C

# Usage: each a sentence, exit 2.
refused "cli/cards/usage/no step" "what to do" "$cli" cards "$c" $b
refused "cli/cards/usage/unknown step" "is not a step of card play" "$cli" cards "$c" $b shuffle
refused "cli/cards/usage/too few words" "takes a side and a card" "$cli" cards "$c" $b pick union
refused "cli/cards/usage/bad side" "the side must be union or confederate" "$cli" cards "$c" $b hand french
refused "cli/cards/usage/no battle" "no battle" "$cli" cards "$c" --battle nowhere state

# After the seed's reveal: the state is rebuilt from the revealed seed; nothing more is dealt.
cp "$c" "$work/revealed.ffbridge"
"$cli" reveal "$work/revealed.ffbridge" $b -o "$work/revealed.ffbridge" >/dev/null 2>&1
expect "cli/cards/C1/state after the reveal" 0 "$cli" cards "$work/revealed.ffbridge" $b state
has "cli/cards/C1/state after the reveal is the round" "$work/out" "Turn 1, round 2"
refused "cli/cards/C1/nothing played after the reveal" "its seed is revealed" "$cli" cards "$work/revealed.ffbridge" $b pick union KC
expect "cli/cards/C1/verify replays the card play from the revealed seed" 0 "$cli" verify "$work/revealed.ffbridge" $b
sed 's/<pass side="confederate"\/>/<pass side="confederate"\/><pass side="confederate"\/>/' "$work/revealed.ffbridge" >"$work/tampered.ffbridge"
expect "cli/cards/C1/verify finds a choice changed by hand" 1 "$cli" verify "$work/tampered.ffbridge" $b
has "cli/cards/C1/verify names the choice" "$work/out" "does not follow at its choice 8 (pass): C1F"

# Sealed: the referee's passphrase steps and reads it all; the Union's reads his hand and the
# public state only; without a passphrase the battle stays sealed.
printf 'the referee of Pea Ridge\n' >"$work/referee"
printf 'Sigel at Leetown\n' >"$work/union"
"$make_sealed" "$demo" "$work/s.ffbridge" --referee "$work/referee" --union "$work/union" --seed "$seed"
s=$work/s.ffbridge
expect "cli/cards/sealed/on" 0 "$cli" cards "$s" $b on haggerty --passphrase-file "$work/referee"
expect "cli/cards/sealed/deal" 0 "$cli" cards "$s" $b deal --passphrase-file "$work/referee"
expect "cli/cards/sealed/pick" 0 "$cli" cards "$s" $b pick union KH --passphrase-file - <"$work/referee"
has "cli/cards/sealed/the deck is public" "$s" '<cards deck="haggerty"/>'
lacks "cli/cards/sealed/no pick in clear" "$s" 'card="KH"'
lacks "cli/cards/sealed/no choice in clear" "$s" '<deal'
lacks "cli/cards/sealed/no pick in the backup" "$s~" 'card="KH"'
# (The loader says first what stays sealed, as for every command; the step's sentence follows.)
expect "cli/cards/sealed/no passphrase" 2 "$cli" cards "$s" $b state
has "cli/cards/sealed/no passphrase says why" "$work/err" "is sealed; give its referee's passphrase"
refused "cli/cards/sealed/writing needs the referee" "referee" "$cli" cards "$s" $b pass confederate --passphrase-file "$work/union"
expect "cli/cards/sealed/his own hand" 0 "$cli" cards "$s" $b hand union --passphrase-file "$work/union"
has "cli/cards/sealed/his hand" "$work/out" "KH       King of Hearts"
has "cli/cards/sealed/his pick" "$work/out" "His pick, sealed until the reveal:"
expect "cli/cards/sealed/not the other's hand" 2 "$cli" cards "$s" $b hand confederate --passphrase-file "$work/union"
has "cli/cards/sealed/not the other's hand says why" "$work/err" "is sealed; give its referee's passphrase"
expect "cli/cards/sealed/the public state" 0 "$cli" cards "$s" $b state --passphrase-file "$work/union"
has "cli/cards/sealed/the public state says who picked" "$work/out" "Union: 6 cards in hand, has picked"
expect "cli/cards/sealed/the referee reads any hand" 0 "$cli" cards "$s" $b hand confederate --passphrase-file "$work/referee"
has "cli/cards/sealed/the Confederate hand" "$work/out" "The Confederate player's hand, turn 1, round 1: 6 cards."

# C2 with --years: the campaign's action deck, dealt from the campaign's dice.
cp "$demo" "$work/y.ffbridge"
y=$work/y.ffbridge
refused "cli/cards/C2/not on" "the action deck is not on for this campaign" "$cli" cards "$y" --years state
refused "cli/cards/C2/not with a battle" "give --years or --battle, not both" "$cli" cards "$y" --years $b state
refused "cli/cards/C2/a C1 deck is refused" "is not an action deck" "$cli" cards "$y" --years on haggerty
expect "cli/cards/C2/on" 0 "$cli" cards "$y" --years on marian
has "cli/cards/C2/on says the deck" "$work/out" "The Marian action deck, 25 cards, 6 dealt to each a year (C2)."
expect "cli/cards/C2B/deal" 0 "$cli" cards "$y" --years deal
has "cli/cards/C2B/deal says the campaign dice" "$work/out" "Campaign dice: commitment "
has "cli/cards/C2B/year 1" "$work/out" "Year 1, turn 1: each player picks a card"
has "cli/cards/C2B/six each" "$work/out" "Confederate: 6 cards in hand."
lacks "cli/cards/C2B/the deal is not in the file" "$y" "supply-"
refused "cli/cards/C2B/a year is dealt once" "C2B" "$cli" cards "$y" --years deal
expect "cli/cards/C2/hand union" 0 "$cli" cards "$y" --years hand union
has "cli/cards/C2D/a hand says what each card gives" "$work/out" "The Union player's hand, year 1, turn 1: 6 cards."
union_card=$(hand_ids "$work/out" | head -1)
expect "cli/cards/C2/hand confederate" 0 "$cli" cards "$y" --years hand confederate
confederate_card=$(hand_ids "$work/out" | head -1)
expect "cli/cards/C2E/mississippi held" 0 "$cli" cards "$y" --years mississippi held
has "cli/cards/C2E/the flag is told" "$work/out" "C2E: the USA holds St. Louis, Memphis and Vicksburg."
refused "cli/cards/C2E/held or open" "mississippi takes held or open" "$cli" cards "$y" --years mississippi maybe
expect "cli/cards/C2C/pick" 0 "$cli" cards "$y" --years pick union "$union_card"
expect "cli/cards/C2C/pass with a card" 0 "$cli" cards "$y" --years pass confederate "$confederate_card"
expect "cli/cards/C2C/reveal" 0 "$cli" cards "$y" --years reveal
# The campaign's dice were drawn at the deal: whichever rule decides, its sentence names it.
if grep -qE '^C2C: .*Player 1' "$work/out"; then ok "cli/cards/C2C/Player 1 and why"; else not_ok "cli/cards/C2C/Player 1 and why"; fi
has "cli/cards/C2C/the pass is told" "$work/out" "he reveals and discards it and does nothing (C2C)."
expect "cli/cards/C2C/end of the turn" 0 "$cli" cards "$y" --years end
has "cli/cards/C2C/turn 2" "$work/out" "Year 1, turn 2"
refused "cli/cards/C2/usage" "takes a side and a card" "$cli" cards "$y" --years pass union

# C2E's exceptions: turn 2, the Confederate card played (an Action card's Build, or a Supply
# card's steps, lose a step while the river is held): both values shown after the reveal, then
# said west of the river it keeps its full value; the saying is in the record.
expect "cli/cards/C2E/hand for turn 2" 0 "$cli" cards "$y" --years hand union
union_card=$(hand_ids "$work/out" | head -1)
expect "cli/cards/C2E/hand confederate for turn 2" 0 "$cli" cards "$y" --years hand confederate
confederate_card=$(hand_ids "$work/out" | head -1)
"$cli" cards "$y" --years pick union "$union_card" >/dev/null 2>&1
"$cli" cards "$y" --years pick confederate "$confederate_card" >/dev/null 2>&1
refused "cli/cards/C2E/where after the reveal" "C2E: the Confederate player says where his card is used once it is revealed" "$cli" cards "$y" --years where confederate west
expect "cli/cards/C2E/reveal shows both values" 0 "$cli" cards "$y" --years reveal
has "cli/cards/C2E/east of the river" "$work/out" "C2E: the USA holds the river. East of the Mississippi the "
has "cli/cards/C2E/west of it or in Georgia" "$work/out" " West of it or in Georgia: "
refused "cli/cards/C2E/the Union's card keeps its value" "C2E: the Union player's" "$cli" cards "$y" --years where union west
refused "cli/cards/C2E/a place" "where takes a side and east, west or georgia" "$cli" cards "$y" --years where confederate north
expect "cli/cards/C2E/where west" 0 "$cli" cards "$y" --years where confederate west
has "cli/cards/C2E/full value west of the river" "$work/out" "C2E: used west of the Mississippi, the "
has "cli/cards/C2E/and what it would give east" "$work/out" " East of the Mississippi it would give "
has "cli/cards/C2E/the saying in the record" "$y" '<use-where side="confederate" place="west"/>'
refused "cli/cards/C2E/said once a turn" "C2E: the Confederate player has said where his" "$cli" cards "$y" --years where confederate georgia

# Sealed: the record goes with the campaign seed to the referee; without his key it stays shut.
"$make_sealed" "$demo" "$work/ys.ffbridge" --referee "$work/referee" --union "$work/union"
ys=$work/ys.ffbridge
expect "cli/cards/C2/sealed/on" 0 "$cli" cards "$ys" --years on marian --passphrase-file "$work/referee"
expect "cli/cards/C2/sealed/deal" 0 "$cli" cards "$ys" --years deal --passphrase-file "$work/referee"
expect "cli/cards/C2/sealed/hand" 0 "$cli" cards "$ys" --years hand union --passphrase-file "$work/referee"
union_card=$(hand_ids "$work/out" | head -1)
expect "cli/cards/C2/sealed/pick" 0 "$cli" cards "$ys" --years pick union "$union_card" --passphrase-file "$work/referee"
has "cli/cards/C2/sealed/the record is sealed" "$ys" '<action-cards deck="marian" sealed="'
lacks "cli/cards/C2/sealed/no pick in clear" "$ys" "card=\"$union_card\""
lacks "cli/cards/C2/sealed/no deal in clear" "$ys" "<deal"
expect "cli/cards/C2/sealed/without the referee's key" 2 "$cli" cards "$ys" --years state
has "cli/cards/C2/sealed/says why" "$work/err" "the action deck's record is sealed for the referee"
refused "cli/cards/C2/sealed/not with a player's" "not the referee's passphrase" "$cli" cards "$ys" --years state --passphrase-file "$work/union"

# A deck file of the table's own (issue 15: "a table can add its own deck file"): the campaign
# keeps it with the play, and opens, deals and says its name once the file is gone.
sed 's/id="haggerty" name="The Haggerty deck"/id="thursday" name="The Thursday deck"/' \
  "${FFB_SOURCE_ROOT:?}/data/decks/haggerty.xml" > "$work/thursday.xml"
cp "$demo" "$work/own.ffbridge"
"$cli" roll "$work/own.ffbridge" $b --seed "$seed" >/dev/null 2>&1
expect "cli/cards/own deck/on from its file" 0 "$cli" cards "$work/own.ffbridge" $b on "$work/thursday.xml"
has "cli/cards/own deck/says its name" "$work/out" "The Thursday deck, 54 cards"
has "cli/cards/own deck/kept in the campaign" "$work/own.ffbridge" '<deck format-version="1" id="thursday"'
rm "$work/thursday.xml"
expect "cli/cards/own deck/deals without its file" 0 "$cli" cards "$work/own.ffbridge" $b deal
expect "cli/cards/own deck/validates" 0 "$cli" validate "$work/own.ffbridge"
printf '<deck format-version="1" id="x"/>\n' > "$work/broken.xml"
refused "cli/cards/own deck/broken file named" "broken.xml:1" "$cli" cards "$work/own.ffbridge" $b on "$work/broken.xml"

tap_end
