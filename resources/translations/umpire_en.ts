<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Main</name>
    <message numerus="yes">
        <source>%1 · %2 · %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n move</numerusform>
            <numerusform>%1 · %2 · %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardVerdictBanner</name>
    <message numerus="yes">
        <source>This move broke a rule (%n error(s))</source>
        <translation>
            <numerusform>This move broke a rule (%n error)</numerusform>
            <numerusform>This move broke a rule (%n errors)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsView</name>
    <message numerus="yes">
        <source>%n results</source>
        <comment>cards and components found</comment>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First %n result(s)</source>
        <translation>
            <numerusform>First %n result</numerusform>
            <numerusform>First %n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartReadout</name>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CivilizationsBoard</name>
    <message numerus="yes">
        <source>%n gunboat(s)</source>
        <translation>
            <numerusform>%n gunboat</numerusform>
            <numerusform>%n gunboats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frigate(s)</source>
        <translation>
            <numerusform>%n frigate</numerusform>
            <numerusform>%n frigates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destroyer(s)</source>
        <translation>
            <numerusform>%n destroyer</numerusform>
            <numerusform>%n destroyers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Countdown: %n more round(s)</source>
        <translation>
            <numerusform>Countdown: %n more round</numerusform>
            <numerusform>Countdown: %n more rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveRow</name>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (and %n more)</numerusform>
            <numerusform>%1 (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message numerus="yes">
        <source>%n legal move(s) at this step</source>
        <translation>
            <numerusform>%n legal move at this step</numerusform>
            <numerusform>%n legal moves at this step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n legal move(s) shown</source>
        <translation>
            <numerusform>%1 of %n legal move shown</numerusform>
            <numerusform>%1 of %n legal moves shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message numerus="yes">
        <source>%n line(s) could not be read and are left out; the first is line %1, column %2.</source>
        <translation>
            <numerusform>%n line could not be read and is left out; it is line %1, column %2.</numerusform>
            <numerusform>%n lines could not be read and are left out; the first is line %1, column %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First %n rule(s)</source>
        <translation>
            <numerusform>First %n rule</numerusform>
            <numerusform>First %n rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpacewarsBoard</name>
    <message numerus="yes">
        <source>%n Debris token(s) in hex %1</source>
        <translation>
            <numerusform>%n Debris token in hex %1</numerusform>
            <numerusform>%n Debris tokens in hex %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpacewarsInspector</name>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WotwInspector</name>
    <message numerus="yes">
        <source>%n energy this turn</source>
        <translation>
            <numerusform>%n energy this turn</numerusform>
            <numerusform>%n energy this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) this turn</source>
        <translation>
            <numerusform>%n coin this turn</numerusform>
            <numerusform>%n coins this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s) this turn</source>
        <translation>
            <numerusform>%n resource this turn</numerusform>
            <numerusform>%n resources this turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>the moves of a record</comment>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <comment>the turns of a record</comment>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No verdict depends on a reading: the record was also checked under every other value of the game&apos;s readings (%n check(s)), and every verdict stays the same.</source>
        <translation>
            <numerusform>No verdict depends on a reading: the record was also checked under every other value of the game&apos;s readings (%n check), and every verdict stays the same.</numerusform>
            <numerusform>No verdict depends on a reading: the record was also checked under every other value of the game&apos;s readings (%n checks), and every verdict stays the same.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) would change under another reading. Pick a reading to check the record under it; the file is not changed.</source>
        <translation>
            <numerusform>%n verdict would change under another reading. Pick a reading to check the record under it; the file is not changed.</numerusform>
            <numerusform>%n verdicts would change under another reading. Pick a reading to check the record under it; the file is not changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WotwBoard</name>
    <message numerus="yes">
        <source>%n civilian(s)</source>
        <translation>
            <numerusform>%n civilian</numerusform>
            <numerusform>%n civilians</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WotwRegionLabel</name>
    <message numerus="yes">
        <source>%n civilian(s)</source>
        <translation>
            <numerusform>%n civilian</numerusform>
            <numerusform>%n civilians</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::boards::BoardHighlightModel</name>
    <message numerus="yes">
        <source>%n civilian(s) lost in %1</source>
        <translation>
            <numerusform>%n civilian lost in %1</numerusform>
            <numerusform>%n civilians lost in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TripodsConsole</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationBar</name>
    <message numerus="yes">
        <source>%n move(s)/s</source>
        <translation>
            <numerusform>%n move/s</numerusform>
            <numerusform>%n moves/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::games::StateTreeModel</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
</TS>
