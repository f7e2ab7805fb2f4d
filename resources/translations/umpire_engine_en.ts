<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</context>
</TS>
