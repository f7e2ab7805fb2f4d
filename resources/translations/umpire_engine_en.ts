<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>civilizations</name>
    <message numerus="yes">
        <source>%1 has %2 of its %3 clan members on the board and cannot place %n more.</source>
        <translation>
            <numerusform>%1 has %2 of its %3 clan members on the board and cannot place %n more.</numerusform>
            <numerusform>%1 has %2 of its %3 clan members on the board and cannot place %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already has all %n of its gunboat(s) on the board.</source>
        <translation>
            <numerusform>%1 already has all %n of its gunboat on the board.</numerusform>
            <numerusform>%1 already has all %n of its gunboats on the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would have %n ship(s) at %2; a clan may keep at most seven in one place.</source>
        <translation>
            <numerusform>%1 would have %n ship at %2; a clan may keep at most seven in one place.</numerusform>
            <numerusform>%1 would have %n ships at %2; a clan may keep at most seven in one place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets out %n clan member(s), more than it has left to place (%2).</source>
        <translation>
            <numerusform>%1 sets out %n clan member, more than it has left to place (%2).</numerusform>
            <numerusform>%1 sets out %n clan members, more than it has left to place (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already has all %n of its ship(s) of the kind %2 on the board.</source>
        <translation>
            <numerusform>%1 already has all %n of its ship of the kind %2 on the board.</numerusform>
            <numerusform>%1 already has all %n of its ships of the kind %2 on the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n ship(s) together; a fleet has at most five.</source>
        <translation>
            <numerusform>%1 moves %n ship together; a fleet has at most five.</numerusform>
            <numerusform>%1 moves %n ships together; a fleet has at most five.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks with %n ship(s); an attack uses one to five.</source>
        <translation>
            <numerusform>%1 attacks with %n ship; an attack uses one to five.</numerusform>
            <numerusform>%1 attacks with %n ships; an attack uses one to five.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places %n clan member(s) on %2; the winner places half the defender&apos;s clan members there (%3), rounded down: %4.</source>
        <translation>
            <numerusform>%1 places %n clan member on %2; the winner places half the defender&apos;s clan members there (%3), rounded down: %4.</numerusform>
            <numerusform>%1 places %n clan members on %2; the winner places half the defender&apos;s clan members there (%3), rounded down: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player of the two-player variant runs two clans; [Player%1] names %n clan(s).</source>
        <translation>
            <numerusform>Each player of the two-player variant runs two clans; [Player%1] names %n clan.</numerusform>
            <numerusform>Each player of the two-player variant runs two clans; [Player%1] names %n clans.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two-player variant seats four clans, two for each player in turns; the record seats %n clan(s).</source>
        <translation>
            <numerusform>The two-player variant seats four clans, two for each player in turns; the record seats %n clan.</numerusform>
            <numerusform>The two-player variant seats four clans, two for each player in turns; the record seats %n clans.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notation</name>
    <message numerus="yes">
        <source>%n more errors from here on are not reported</source>
        <translation>
            <numerusform>%n more error from here on is not reported</numerusform>
            <numerusform>%n more errors from here on are not reported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>spacewars</name>
    <message numerus="yes">
        <source>Opening hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Opening hand of %1: %n card</numerusform>
            <numerusform>Opening hand of %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening hand of %1 has %n card(s); it is seven.</source>
        <translation>
            <numerusform>The opening hand of %1 has %n card; it is seven.</numerusform>
            <numerusform>The opening hand of %1 has %n cards; it is seven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing is drawn for %1, but the deck still holds %n card(s).</source>
        <translation>
            <numerusform>Nothing is drawn for %1, but the deck still holds %n card.</numerusform>
            <numerusform>Nothing is drawn for %1, but the deck still holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Intercepted Orders looks at %n card(s) here; the record lists %1.</source>
        <translation>
            <numerusform>Intercepted Orders looks at %n card here; the record lists %1.</numerusform>
            <numerusform>Intercepted Orders looks at %n cards here; the record lists %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n attack(s) were made, so the line gives too many d8s: %1.</source>
        <translation>
            <numerusform>Only %n attack was made, so the line gives too many d8s: %1.</numerusform>
            <numerusform>Only %n attacks were made, so the line gives too many d8s: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) here; the record lists %2.</source>
        <translation>
            <numerusform>%1 draws %n card here; the record lists %2.</numerusform>
            <numerusform>%1 draws %n cards here; the record lists %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets %n attack(s) of opportunity on this move; the record gives one d8 (1 to 8) for each, as in opportunity=6,2, and the d8s it gives here: %2.</source>
        <translation>
            <numerusform>%1 meets %n attack of opportunity on this move; the record gives one d8 (1 to 8) for each, as in opportunity=6,2, and the d8s it gives here: %2.</numerusform>
            <numerusform>%1 meets %n attacks of opportunity on this move; the record gives one d8 (1 to 8) for each, as in opportunity=6,2, and the d8s it gives here: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement; cloaked, the ship may move %2 more this turn (its earlier cloaked moves spend %3).</source>
        <translation>
            <numerusform>The route of %1 costs %n hex of movement; cloaked, the ship may move %2 more this turn (its earlier cloaked moves spend %3).</numerusform>
            <numerusform>The route of %1 costs %n hexes of movement; cloaked, the ship may move %2 more this turn (its earlier cloaked moves spend %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement; its speed is a budget for the whole turn, and its earlier moves this turn spend %2 of it, so %3 are left.</source>
        <translation>
            <numerusform>The route of %1 costs %n hex of movement; its speed is a budget for the whole turn, and its earlier moves this turn spend %2 of it, so %3 are left.</numerusform>
            <numerusform>The route of %1 costs %n hexes of movement; its speed is a budget for the whole turn, and its earlier moves this turn spend %2 of it, so %3 are left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement (Debris counts one extra, a minefield two); the ship may move %2.</source>
        <translation>
            <numerusform>The route of %1 costs %n hex of movement (Debris counts one extra, a minefield two); the ship may move %2.</numerusform>
            <numerusform>The route of %1 costs %n hexes of movement (Debris counts one extra, a minefield two); the ship may move %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line gives at most %n d8(s).</source>
        <translation>
            <numerusform>A line gives at most %n d8.</numerusform>
            <numerusform>A line gives at most %n d8s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line gives at most %n outcome(s).</source>
        <translation>
            <numerusform>A line gives at most %n outcome.</numerusform>
            <numerusform>A line gives at most %n outcomes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tags</name>
    <message numerus="yes">
        <source>The [Seats] tag seats %n side(s); this game seats %1 to %2.</source>
        <translation>
            <numerusform>The [Seats] tag seats %n side; this game seats %1 to %2.</numerusform>
            <numerusform>The [Seats] tag seats %n sides; this game seats %1 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tripods</name>
    <message numerus="yes">
        <source>%1&apos;s cannon shot pushed its last planned card into this turn: it plans %n maneuver(s), not %2.</source>
        <translation>
            <numerusform>%1&apos;s cannon shot pushed its last planned card into this turn: it plans %n maneuver, not %2.</numerusform>
            <numerusform>%1&apos;s cannon shot pushed its last planned card into this turn: it plans %n maneuvers, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is toppled: it plans %n maneuver(s), for the last phases of the turn, not %2.</source>
        <translation>
            <numerusform>%1 is toppled: it plans %n maneuver, for the last phases of the turn, not %2.</numerusform>
            <numerusform>%1 is toppled: it plans %n maneuvers, for the last phases of the turn, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plans %n maneuver(s); every vehicle plans three.</source>
        <translation>
            <numerusform>%1 plans %n maneuver; every vehicle plans three.</numerusform>
            <numerusform>%1 plans %n maneuvers; every vehicle plans three.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s black smoke launchers are recharging (%n counter(s) in the black smoke box).</source>
        <translation>
            <numerusform>%1&apos;s black smoke launchers are recharging (%n counter in the black smoke box).</numerusform>
            <numerusform>%1&apos;s black smoke launchers are recharging (%n counters in the black smoke box).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario places %n objective template(s) (%1); %2 would be one more.</source>
        <translation>
            <numerusform>The scenario places %n objective template (%1); %2 would be one more.</numerusform>
            <numerusform>The scenario places %n objective templates (%1); %2 would be one more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s guns are jammed (%n counter(s) left): it cannot fire.</source>
        <translation>
            <numerusform>%1&apos;s guns are jammed (%n counter left): it cannot fire.</numerusform>
            <numerusform>%1&apos;s guns are jammed (%n counters left): it cannot fire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At %1 range the target draws %n damage card(s), not %2.</source>
        <translation>
            <numerusform>At %1 range the target draws %n damage card, not %2.</numerusform>
            <numerusform>At %1 range the target draws %n damage cards, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n rocket counter(s) left, not %2.</source>
        <translation>
            <numerusform>%1 has %n rocket counter left, not %2.</numerusform>
            <numerusform>%1 has %n rocket counters left, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s skill %2 still has %n recovery counter(s): it cannot be used yet.</source>
        <translation>
            <numerusform>%1&apos;s skill %2 still has %n recovery counter: it cannot be used yet.</numerusform>
            <numerusform>%1&apos;s skill %2 still has %n recovery counters: it cannot be used yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plans %n card(s) with the energy icon but has %2 energy: a card it cannot pay for will topple it.</source>
        <translation>
            <numerusform>%1 plans %n card with the energy icon but has %2 energy: a card it cannot pay for will topple it.</numerusform>
            <numerusform>%1 plans %n cards with the energy icon but has %2 energy: a card it cannot pay for will topple it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario %1 fields %n airplane(s) for the Earthlings at the start, not %2.</source>
        <translation>
            <numerusform>The scenario %1 fields %n airplane for the Earthlings at the start, not %2.</numerusform>
            <numerusform>The scenario %1 fields %n airplanes for the Earthlings at the start, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Martians destroyed %n objective template(s) and a tripod left across the Earthlings&apos; side: the Martians win.</source>
        <translation>
            <numerusform>The Martians destroyed %n objective template and a tripod left across the Earthlings&apos; side: the Martians win.</numerusform>
            <numerusform>The Martians destroyed %n objective templates and a tripod left across the Earthlings&apos; side: the Martians win.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wotw</name>
    <message numerus="yes">
        <source>The offer row has %n empty place(s): record the revealed cards (an `offer` line) before buying or swapping.</source>
        <translation>
            <numerusform>The offer row has %n empty place: record the revealed card (an `offer` line) before buying or swapping.</numerusform>
            <numerusform>The offer row has %n empty places: record the revealed cards (an `offer` line) before buying or swapping.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were drawn; the rule draws %1 (five, or all that the supply deck and discard pile hold).</source>
        <translation>
            <numerusform>%n card was drawn; the rule draws %1 (five, or all that the supply deck and discard pile hold).</numerusform>
            <numerusform>%n cards were drawn; the rule draws %1 (five, or all that the supply deck and discard pile hold).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were revealed but only %1 offer-row place(s) are empty.</source>
        <translation>
            <numerusform>%n card was revealed but only %1 offer-row place(s) are empty.</numerusform>
            <numerusform>%n cards were revealed but only %1 offer-row place(s) are empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves up to %n civilian token(s): give as many from= as to= regions.</source>
        <translation>
            <numerusform>%1 moves up to %n civilian token: give as many from= as to= regions.</numerusform>
            <numerusform>%1 moves up to %n civilian tokens: give as many from= as to= regions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves a miniature at most %n region(s).</source>
        <translation>
            <numerusform>%1 moves a miniature at most %n region.</numerusform>
            <numerusform>%1 moves a miniature at most %n regions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 but only %n energy are left this turn.</source>
        <translation>
            <numerusform>%1 costs %2 but only %n energy is left this turn.</numerusform>
            <numerusform>%1 costs %2 but only %n energy are left this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 but only %n coins are left this turn.</source>
        <translation>
            <numerusform>%1 costs %2 but only %n coin is left this turn.</numerusform>
            <numerusform>%1 costs %2 but only %n coins are left this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Regenerator costs %1 energy; only %n are left.</source>
        <translation>
            <numerusform>The Regenerator costs %1 energy; only %n is left.</numerusform>
            <numerusform>The Regenerator costs %1 energy; only %n are left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n cards may be listed on one line.</source>
        <translation>
            <numerusform>At most %n card may be listed on one line.</numerusform>
            <numerusform>At most %n cards may be listed on one line.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were revealed but only %1 card(s) were left in the offer deck.</source>
        <translation>
            <numerusform>%n card was revealed but only %1 card(s) were left in the offer deck.</numerusform>
            <numerusform>%n cards were revealed but only %1 card(s) were left in the offer deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply deck still held %n card(s) (%1), which had to be drawn before the discard pile was reshuffled; the draw takes %2 instead.</source>
        <translation>
            <numerusform>The supply deck still held %n card (%1), which had to be drawn before the discard pile was reshuffled; the draw takes %2 instead.</numerusform>
            <numerusform>The supply deck still held %n cards (%1), which had to be drawn before the discard pile was reshuffled; the draw takes %2 instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turn began with %n %1 card(s) in hand, not more than the %2 miniatures on the board (%3), so this card must act instead of placing a new one.</source>
        <translation>
            <numerusform>The turn began with %n %1 card in hand, not more than the %2 miniatures on the board (%3), so this card must act instead of placing a new one.</numerusform>
            <numerusform>The turn began with %n %1 cards in hand, not more than the %2 miniatures on the board (%3), so this card must act instead of placing a new one.</numerusform>
        </translation>
    </message>
</context>
</TS>
