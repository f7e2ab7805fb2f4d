<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>chance</name>
    <message>
        <source>A d%1 shows 1 to %1; the record rolls %2 for %3.</source>
        <translation>На кубике d%1 выпадает от 1 до %1, а в записи для %3 выброшено %2.</translation>
    </message>
    <message>
        <source>%1 cannot be drawn from %2: no copy is left there.</source>
        <translation>%1 нельзя взять из %2: там не осталось ни одной копии.</translation>
    </message>
</context>
<context>
    <name>civilizations</name>
    <message>
        <source>the ship prices and ammunition (assumed)</source>
        <translation>цены кораблей и боеприпасы (допущение)</translation>
    </message>
    <message>
        <source>The line is numbered round %1, but it is round %2.</source>
        <translation>Строка помечена раундом %1, но идёт раунд %2.</translation>
    </message>
    <message>
        <source>%1 acts, but %2 must first choose the losses to the disaster.</source>
        <translation>Ходит %1, но сначала %2 должен выбрать потери от бедствия.</translation>
    </message>
    <message>
        <source>%1 acts, but it is %2&apos;s turn.</source>
        <translation>Ходит %1, но сейчас ход клана %2.</translation>
    </message>
    <message>
        <source>Ocean Crystals</source>
        <translation>океанских кристаллов</translation>
    </message>
    <message>
        <source>AlWood</source>
        <translation>алюдерева</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>боеприпасов</translation>
    </message>
    <message>
        <source>%1 needs %2k %3 for %4 but has only %5k.</source>
        <translation>%1: для действия «%4» нужно %2к %3, а есть только %5к.</translation>
    </message>
    <message>
        <source>%1 takes an action after redistributing ships; redistribution comes after the actions.</source>
        <translation>%1 совершает действие после перераспределения кораблей; перераспределение идёт после действий.</translation>
    </message>
    <message>
        <source>%1 takes a seventh action; the expert game allows six a turn.</source>
        <translation>%1 совершает седьмое действие; в экспертной игре их шесть за ход.</translation>
    </message>
    <message>
        <source>%1 takes a fourth action without controlling a continent or paying 5k Ocean Crystals for it; a turn has three actions.</source>
        <translation>%1 совершает четвёртое действие, не контролируя континент и не заплатив за него 5к океанских кристаллов; за ход положено три действия.</translation>
    </message>
    <message>
        <source>%1 takes a fifth action; a turn has at most four.</source>
        <translation>%1 совершает пятое действие; за ход их не больше четырёх.</translation>
    </message>
    <message>
        <source>%1 sails into the central continent in round %2; it opens in round %3.</source>
        <translation>%1 входит на центральный континент в раунде %2; он открывается в раунде %3.</translation>
    </message>
    <message>
        <source>%1 enters the central continent from %2, a continent it does not wholly control.</source>
        <translation>%1 входит на центральный континент с континента %2, который контролирует не полностью.</translation>
    </message>
    <message>
        <source>%1 attacks the Isle of Myth from %2; attacks on it come from an Advance Base island next to it.</source>
        <translation>%1 атакует остров Мифа с места «%2»; атаковать его можно только с передовой базы на соседнем острове.</translation>
    </message>
    <message>
        <source>The starting islands are set out before the first turn; %1 places pieces later.</source>
        <translation>Стартовые острова занимают до первого хода; %1 выставляет фишки позже.</translation>
    </message>
    <message>
        <source>%1 cannot start on %2: starting pieces go on free islands.</source>
        <translation>%1 не может начать на месте «%2»: стартовые фишки ставят на свободные острова.</translation>
    </message>
    <message>
        <source>%1 starts on %2; a clan starts on the Origin Island of its continent.</source>
        <translation>%1 начинает на острове «%2»; клан начинает на исходном острове своего континента.</translation>
    </message>
    <message>
        <source>%1 chooses the continent of %2, already chosen by %3.</source>
        <translation>%1 выбирает континент острова «%2», уже выбранный кланом %3.</translation>
    </message>
    <message>
        <source>%1 sets out pieces on %2; a clan starts on its Origin Island and at most two islands connected to it on the same continent.</source>
        <translation>%1 выставляет фишки на остров «%2»; клан начинает на исходном острове и не более чем на двух связанных с ним островах того же континента.</translation>
    </message>
    <message>
        <source>A production area of %1 already has a clan member.</source>
        <translation>Производственная зона острова «%1» уже занята членом клана.</translation>
    </message>
    <message>
        <source>%1 sets out pieces on %2 without a ship; an island is held only by ships.</source>
        <translation>%1 выставляет фишки на остров «%2» без корабля; остров удерживают только корабли.</translation>
    </message>
    <message>
        <source>The expert game gives no free gunboat.</source>
        <translation>В экспертной игре бесплатной канонерки нет.</translation>
    </message>
    <message>
        <source>The free gunboat comes from round 2 on.</source>
        <translation>Бесплатная канонерка выдаётся начиная со 2-го раунда.</translation>
    </message>
    <message>
        <source>%1 takes a second free gunboat this turn.</source>
        <translation>%1 берёт вторую бесплатную канонерку за ход.</translation>
    </message>
    <message>
        <source>The free gunboat is placed at the start of the turn, before any action.</source>
        <translation>Бесплатную канонерку ставят в начале хода, до всех действий.</translation>
    </message>
    <message>
        <source>%1 places a free gunboat on %2, an island it does not hold.</source>
        <translation>%1 ставит бесплатную канонерку на место «%2», которое ему не принадлежит.</translation>
    </message>
    <message>
        <source>The expert game gives no free clan member.</source>
        <translation>В экспертной игре бесплатного члена клана нет.</translation>
    </message>
    <message>
        <source>The free clan member comes from round 2 on.</source>
        <translation>Бесплатный член клана выдаётся начиная со 2-го раунда.</translation>
    </message>
    <message>
        <source>%1 takes a second free clan member this turn.</source>
        <translation>%1 берёт второго бесплатного члена клана за ход.</translation>
    </message>
    <message>
        <source>The free clan member is placed at the start of the turn, before any action.</source>
        <translation>Бесплатного члена клана ставят в начале хода, до всех действий.</translation>
    </message>
    <message>
        <source>%1 puts a clan member on %2; it goes on an empty production area of an island the clan holds.</source>
        <translation>%1 ставит члена клана на место «%2»; его ставят на свободную производственную зону острова, который удерживает клан.</translation>
    </message>
    <message>
        <source>a clan member</source>
        <translation>найма члена клана</translation>
    </message>
    <message>
        <source>%1 buys a ship for %2; a new ship goes on an island the clan holds, never straight to a dock.</source>
        <translation>%1 покупает корабль для места «%2»; новый корабль ставят на остров клана и никогда сразу в док.</translation>
    </message>
    <message>
        <source>Only Thora doubles a resource when collecting.</source>
        <translation>Удваивать ресурс при сборе может только Тора.</translation>
    </message>
    <message>
        <source>The expert game has no paid extra action.</source>
        <translation>В экспертной игре нет платного дополнительного действия.</translation>
    </message>
    <message>
        <source>%1 pays for a second extra action; one is allowed.</source>
        <translation>%1 платит за второе дополнительное действие; разрешено одно.</translation>
    </message>
    <message>
        <source>%1 pays for a fourth action while controlling a continent, which gives it anyway.</source>
        <translation>%1 платит за четвёртое действие, хотя контролирует континент и получает его бесплатно.</translation>
    </message>
    <message>
        <source>a fourth action</source>
        <translation>четвёртого действия</translation>
    </message>
    <message>
        <source>%1 sails into %2, held by %3; entering a place with enemy ships is an invasion.</source>
        <translation>%1 входит на место «%2», занятое кланом %3; войти туда, где стоят вражеские корабли, можно только вторжением.</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3, which are not neighbours; one move goes one step.</source>
        <translation>%1 перемещается с места «%2» на место «%3», а они не соседние; одно перемещение — один шаг.</translation>
    </message>
    <message>
        <source>%1 invades %2, where no enemy ship is; an invasion targets an occupied island or a dock with enemy ships.</source>
        <translation>%1 вторгается на место «%2», где нет вражеских кораблей; вторгаются на занятый остров или в док с вражескими кораблями.</translation>
    </message>
    <message>
        <source>%1 invades %3 from %2, which is not its neighbour.</source>
        <translation>%1 вторгается на место «%3» с места «%2», которое с ним не граничит.</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>атаки</translation>
    </message>
    <message>
        <source>Only Ajax&apos;s clan members retreat, and only from an island Ajax loses.</source>
        <translation>Отступать могут только члены клана Аякса и только с острова, который Аякс потерял.</translation>
    </message>
    <message>
        <source>%1 loses the battle and places no clan members.</source>
        <translation>%1 проигрывает бой и не ставит членов клана.</translation>
    </message>
    <message>
        <source>Ajax&apos;s clan members retreat only to a neighbouring island Ajax holds.</source>
        <translation>Члены клана Аякса отступают только на соседний остров, который удерживает Аякс.</translation>
    </message>
    <message>
        <source>Clan members are not placed at a dock.</source>
        <translation>В доке членов клана не ставят.</translation>
    </message>
    <message>
        <source>%1 redistributes ships between %2 and %3; redistribution is between islands the clan holds.</source>
        <translation>%1 перераспределяет корабли между местами «%2» и «%3»; перераспределяют только между своими островами.</translation>
    </message>
    <message>
        <source>The recovered gunboat joins one of Kreios&apos;s fleets, not %1.</source>
        <translation>Возвращённая канонерка присоединяется к одному из флотов Крейоса, а не к месту «%1».</translation>
    </message>
    <message>
        <source>A disaster card is revealed during a clan&apos;s turn.</source>
        <translation>Карту бедствия открывают во время хода клана.</translation>
    </message>
    <message>
        <source>%1 owes no losses to a disaster now.</source>
        <translation>Клан %1 сейчас не несёт потерь от бедствия.</translation>
    </message>
    <message>
        <source>%1 has no such ships or clan members at %2 on the stricken continent.</source>
        <translation>У клана %1 нет таких кораблей или членов клана на месте «%2» пострадавшего континента.</translation>
    </message>
    <message>
        <source>%1 ends its turn before setting out all its starting pieces.</source>
        <translation>%1 заканчивает ход, не выставив все стартовые фишки.</translation>
    </message>
    <message>
        <source>Before the first turn every clan sets out its starting pieces; %1 does something else.</source>
        <translation>До первого хода каждый клан выставляет стартовые фишки; %1 делает что-то другое.</translation>
    </message>
    <message>
        <source>%1 must first choose the losses to the disaster.</source>
        <translation>%1 должен сначала выбрать потери от бедствия.</translation>
    </message>
    <message>
        <source>The game is over; no move may follow.</source>
        <translation>Игра окончена; ходов больше быть не может.</translation>
    </message>
    <message>
        <source>%1 is not seated in this game ([Seats] tag).</source>
        <translation>Клан %1 не участвует в этой партии (тег [Seats]).</translation>
    </message>
    <message>
        <source>The Banker must be one of the seated clans, not &quot;%1&quot;.</source>
        <translation>Банкиром должен быть один из кланов партии, а не «%1».</translation>
    </message>
    <message>
        <source>A Banker bid is a whole number of thousands of Ocean Crystals paid by the Banker named in the [Banker] tag.</source>
        <translation>Ставка банкира — целое число тысяч океанских кристаллов, которые платит банкир из тега [Banker].</translation>
    </message>
    <message>
        <source>The Banker bids %1k Ocean Crystals but has only %2k.</source>
        <translation>Банкир ставит %1к океанских кристаллов, а у него только %2к.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes no argument &quot;%2&quot; (docs/notation.md lists each verb&apos;s keys).</source>
        <translation>У «%1» нет аргумента «%2» (ключи каждого глагола перечислены в docs/notation.md).</translation>
    </message>
    <message>
        <source>Unknown place &quot;%1&quot;: places are the islands and docks of board.json.</source>
        <translation>Неизвестное место «%1»: места — это острова и доки из board.json.</translation>
    </message>
    <message>
        <source>Unknown production area &quot;%1&quot;: the areas are factory, lake and forest.</source>
        <translation>Неизвестная производственная зона «%1»: зоны — factory, lake и forest.</translation>
    </message>
    <message>
        <source>Unknown ship &quot;%1&quot;: the ships are gunboat, frigate and destroyer.</source>
        <translation>Неизвестный корабль «%1»: корабли — gunboat, frigate и destroyer.</translation>
    </message>
    <message>
        <source>Unknown resource &quot;%1&quot;: the resources are crystals, alwood and ammunition.</source>
        <translation>Неизвестный ресурс «%1»: ресурсы — crystals, alwood и ammunition.</translation>
    </message>
    <message>
        <source>Unknown disaster &quot;%1&quot;: the disasters are tornado, earthquake and tsunami.</source>
        <translation>Неизвестное бедствие «%1»: бедствия — tornado, earthquake и tsunami.</translation>
    </message>
    <message>
        <source>The defence is &quot;fight&quot; or &quot;decline&quot;, not &quot;%1&quot;.</source>
        <translation>Защита — «fight» или «decline», а не «%1».</translation>
    </message>
    <message>
        <source>Clan members are listed by their areas, each once: factory, lake, forest; not &quot;%1&quot;.</source>
        <translation>Члены клана перечисляются по зонам, каждая один раз: factory, lake, forest; а не «%1».</translation>
    </message>
    <message>
        <source>A number of ships is a whole number from 0 to 99, not &quot;%1&quot;.</source>
        <translation>Число кораблей — целое от 0 до 99, а не «%1».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs %2 (docs/notation.md).</source>
        <translation>«%1» требует %2 (docs/notation.md).</translation>
    </message>
    <message>
        <source>%1 sets out more ships of the kind %2 than it has left to place (%3).</source>
        <translation>%1 выставляет больше кораблей типа «%2», чем у него осталось (%3).</translation>
    </message>
    <message>
        <source>gunboat</source>
        <translation>канонерка</translation>
    </message>
    <message>
        <source>frigate</source>
        <translation>фрегат</translation>
    </message>
    <message>
        <source>destroyer</source>
        <translation>эсминец</translation>
    </message>
    <message>
        <source>tornado</source>
        <translation>торнадо</translation>
    </message>
    <message>
        <source>earthquake</source>
        <translation>землетрясение</translation>
    </message>
    <message>
        <source>tsunami</source>
        <translation>цунами</translation>
    </message>
    <message>
        <source>%1 sets out %2 on %3</source>
        <translation>%1 выставляет %2 на острове «%3»</translation>
    </message>
    <message>
        <source>%1 places the free gunboat on %2</source>
        <translation>%1 ставит бесплатную канонерку на место «%2»</translation>
    </message>
    <message>
        <source>%1 places the free clan member on %2</source>
        <translation>%1 ставит бесплатного члена клана на остров «%2»</translation>
    </message>
    <message>
        <source>%1 hires a clan member on %2</source>
        <translation>%1 нанимает члена клана на острове «%2»</translation>
    </message>
    <message>
        <source>%1 buys a %2 on %3</source>
        <translation>%1 покупает: %2, на острове «%3»</translation>
    </message>
    <message>
        <source>%1 collects resources</source>
        <translation>%1 собирает ресурсы</translation>
    </message>
    <message>
        <source>%1 pays for a fourth action</source>
        <translation>%1 платит за четвёртое действие</translation>
    </message>
    <message>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 перемещает %2 с места «%3» на место «%4»</translation>
    </message>
    <message>
        <source>%1 invades %4 from %3 with %2; the defender declines</source>
        <translation>%1 вторгается на место «%4» с места «%3» силами: %2; защитник отказывается от боя</translation>
    </message>
    <message>
        <source>%1 invades %4 from %3 with %2</source>
        <translation>%1 вторгается на место «%4» с места «%3» силами: %2</translation>
    </message>
    <message>
        <source>%1 redistributes %2 from %3 to %4</source>
        <translation>%1 перераспределяет %2 с острова «%3» на остров «%4»</translation>
    </message>
    <message>
        <source>%1 recovers a lost gunboat at %2</source>
        <translation>%1 возвращает потерянную канонерку на место «%2»</translation>
    </message>
    <message>
        <source>%1 reveals a disaster card: %2 on the %3 continent</source>
        <translation>%1 открывает карту бедствия: %2 на континенте %3</translation>
    </message>
    <message>
        <source>%1 loses forces at %2</source>
        <translation>%1 теряет силы на месте «%2»</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 заканчивает ход</translation>
    </message>
    <message>
        <source>Player %1 moves %2, but this turn belongs to %3, its other clan; a player&apos;s two clans take turns.</source>
        <translation>Игрок %1 ходит кланом %2, но этот ход принадлежит его другому клану, %3; два клана игрока ходят по очереди.</translation>
    </message>
    <message>
        <source>Players running two clans each belong to the two-player variant ([Variant &quot;two-player&quot;]).</source>
        <translation>Игроки с двумя кланами бывают только в варианте для двух игроков ([Variant &quot;two-player&quot;]).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a seated clan that no other player runs.</source>
        <translation>«%1» — не участвующий в игре клан или клан, которым уже управляет другой игрок.</translation>
    </message>
    <message>
        <source>%1 and %2, both run by player %3, sit next to each other; the seats alternate the two players, so that each player&apos;s two clans take turns.</source>
        <translation>%1 и %2, оба у игрока %3, сидят подряд; места чередуют двух игроков, чтобы два клана каждого игрока ходили по очереди.</translation>
    </message>
    <message>
        <source>A bid is a seated clan and a whole number of thousands of Ocean Crystals (&quot;thora:3&quot;), not &quot;%1&quot;.</source>
        <translation>Ставка — это участвующий клан и целое число тысяч океанских кристаллов («thora:3»), а не «%1».</translation>
    </message>
    <message>
        <source>%1 bids %2k after a bid of %3k; each bid of the auction must be higher than the one before.</source>
        <translation>%1 ставит %2k после ставки %3k; каждая ставка аукциона должна быть выше предыдущей.</translation>
    </message>
    <message>
        <source>%1 bids %2k Ocean Crystals but has only %3k.</source>
        <translation>%1 ставит %2k океанских кристаллов, но имеет только %3k.</translation>
    </message>
    <message>
        <source>Only %1 bids; an auction is held only when two or more clans volunteer to be the Banker, and a single volunteer pays nothing.</source>
        <translation>Ставит только %1; аукцион проводится, лишь когда банкиром хотят стать два клана или больше, а единственный доброволец ничего не платит.</translation>
    </message>
    <message>
        <source>%1 made the highest bid, so %1 is the Banker, not %2.</source>
        <translation>Самую высокую ставку сделал %1, поэтому банкир — %1, а не %2.</translation>
    </message>
    <message>
        <source>The Banker paid its winning bid, %1k, not %2k.</source>
        <translation>Банкир заплатил свою выигравшую ставку, %1k, а не %2k.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 of its %3 clan members on the board and cannot place %n more.</source>
        <translation>
            <numerusform>У клана %1 на поле уже %2 из %3 членов клана, и выставить ещё %n нельзя.</numerusform>
            <numerusform>У клана %1 на поле уже %2 из %3 членов клана, и выставить ещё %n нельзя.</numerusform>
            <numerusform>У клана %1 на поле уже %2 из %3 членов клана, и выставить ещё %n нельзя.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already has all %n of its gunboat(s) on the board.</source>
        <translation>
            <numerusform>У клана %1 на поле уже вся %n канонерка.</numerusform>
            <numerusform>У клана %1 на поле уже все %n канонерки.</numerusform>
            <numerusform>У клана %1 на поле уже все %n канонерок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would have %n ship(s) at %2; a clan may keep at most seven in one place.</source>
        <translation>
            <numerusform>У клана %1 оказался бы %n корабль на месте «%2»; в одном месте у клана может быть не больше семи.</numerusform>
            <numerusform>У клана %1 оказалось бы %n корабля на месте «%2»; в одном месте у клана может быть не больше семи.</numerusform>
            <numerusform>У клана %1 оказалось бы %n кораблей на месте «%2»; в одном месте у клана может быть не больше семи.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no such ships at %2 (there: gunboats %3, frigates %4, destroyers %5).</source>
        <translation>У клана %1 нет таких кораблей на месте «%2» (там канонерок: %3, фрегатов: %4, эсминцев: %5).</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets out %n clan member(s), more than it has left to place (%2).</source>
        <translation>
            <numerusform>%1 выставляет %n члена клана — больше, чем осталось (%2).</numerusform>
            <numerusform>%1 выставляет %n члена клана — больше, чем осталось (%2).</numerusform>
            <numerusform>%1 выставляет %n членов клана — больше, чем осталось (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already has all %n of its ship(s) of the kind %2 on the board.</source>
        <translation>
            <numerusform>У клана %1 на поле уже весь %n корабль типа «%2».</numerusform>
            <numerusform>У клана %1 на поле уже все %n корабля типа «%2».</numerusform>
            <numerusform>У клана %1 на поле уже все %n кораблей типа «%2».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n ship(s) together; a fleet has at most five.</source>
        <translation>
            <numerusform>%1 перемещает %n корабль разом; во флоте не больше пяти кораблей.</numerusform>
            <numerusform>%1 перемещает %n корабля разом; во флоте не больше пяти кораблей.</numerusform>
            <numerusform>%1 перемещает %n кораблей разом; во флоте не больше пяти кораблей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks with %n ship(s); an attack uses one to five.</source>
        <translation>
            <numerusform>%1 атакует %n кораблём; в атаке участвует от одного до пяти.</numerusform>
            <numerusform>%1 атакует %n кораблями; в атаке участвует от одного до пяти.</numerusform>
            <numerusform>%1 атакует %n кораблями; в атаке участвует от одного до пяти.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 places %n clan member(s) on %2; the winner places half the defender&apos;s clan members there (%3), rounded down: %4.</source>
        <translation>
            <numerusform>%1 ставит %n члена клана на остров «%2»; победитель ставит половину членов клана защитника на нём (%3) с округлением вниз: %4.</numerusform>
            <numerusform>%1 ставит %n члена клана на остров «%2»; победитель ставит половину членов клана защитника на нём (%3) с округлением вниз: %4.</numerusform>
            <numerusform>%1 ставит %n членов клана на остров «%2»; победитель ставит половину членов клана защитника на нём (%3) с округлением вниз: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 recovers a lost gunboat; only Kreios has that ability.</source>
        <translation>%1 возвращает потерянную канонерку; такая способность есть только у Крейоса.</translation>
    </message>
    <message>
        <source>Kreios has already recovered his one gunboat of the game.</source>
        <translation>Крейос уже вернул свою единственную за игру канонерку.</translation>
    </message>
    <message>
        <source>Kreios has no lost gunboat to recover: he gets one back for each battle or disaster in which he lost gunboats, and has taken back all he was owed.</source>
        <translation>Крейосу нечего возвращать: он получает по одной канонерке за каждый бой или бедствие, в котором терял канонерки, и уже вернул все, что ему причиталось.</translation>
    </message>
    <message>
        <source>The central continent has no disaster cards: the eighteen cards are three for each of the six outer continents.</source>
        <translation>У центрального континента нет карт бедствий: восемнадцать карт — по три на каждый из шести внешних континентов.</translation>
    </message>
    <message>
        <source>All three disaster cards of the %1 continent have already been revealed.</source>
        <translation>Все три карты бедствий континента «%1» уже открыты.</translation>
    </message>
    <message>
        <source>All six %1 cards have already been revealed.</source>
        <translation>Все шесть карт «%1» уже открыты.</translation>
    </message>
    <message>
        <source>%1 removes more than the disaster takes (still owed: ships %2, clan members %3).</source>
        <translation>%1 убирает больше, чем забирает бедствие (осталось отдать кораблей: %2, членов клана: %3).</translation>
    </message>
    <message numerus="yes">
        <source>Each player of the two-player variant runs two clans; [Player%1] names %n clan(s).</source>
        <translation>
            <numerusform>В варианте для двух игроков у каждого игрока два клана; [Player%1] называет %n клан.</numerusform>
            <numerusform>В варианте для двух игроков у каждого игрока два клана; [Player%1] называет %n клана.</numerusform>
            <numerusform>В варианте для двух игроков у каждого игрока два клана; [Player%1] называет %n кланов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two-player variant seats four clans, two for each player in turns; the record seats %n clan(s).</source>
        <translation>
            <numerusform>В варианте для двух игроков участвуют четыре клана, по два у каждого игрока, по очереди; в записи %n клан.</numerusform>
            <numerusform>В варианте для двух игроков участвуют четыре клана, по два у каждого игрока, по очереди; в записи %n клана.</numerusform>
            <numerusform>В варианте для двух игроков участвуют четыре клана, по два у каждого игрока, по очереди; в записи %n кланов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thora names no resource to double: every yield of 1k she collects is doubled.</source>
        <translation>Тора не называет ресурс для удвоения: удваивается каждый собранный ею доход в 1k.</translation>
    </message>
    <message>
        <source>the kind of the disaster card revealed</source>
        <translation>вид открытой карты бедствия</translation>
    </message>
    <message>
        <source>the continent of the disaster card revealed</source>
        <translation>континент открытой карты бедствия</translation>
    </message>
    <message>
        <source>Unknown continent &quot;%1&quot;: no disaster card belongs to it.</source>
        <translation>Неизвестный континент «%1»: ни одна карта бедствия к нему не относится.</translation>
    </message>
</context>
<context>
    <name>notation</name>
    <message>
        <source>1 more error from here on is not reported</source>
        <translation>ещё 1 ошибка дальше по тексту не показана</translation>
    </message>
    <message numerus="yes">
        <source>%n more errors from here on are not reported</source>
        <translation>
            <numerusform>ещё %n ошибка дальше по тексту не показана</numerusform>
            <numerusform>ещё %n ошибки дальше по тексту не показаны</numerusform>
            <numerusform>ещё %n ошибок дальше по тексту не показано</numerusform>
        </translation>
    </message>
    <message>
        <source>an annotation must follow a move on the same line</source>
        <translation>аннотация должна стоять после действия в той же строке</translation>
    </message>
    <message>
        <source>a tag pair must come before the first move line</source>
        <translation>тег должен стоять до первой строки с действием</translation>
    </message>
    <message>
        <source>a tag name must start with a letter</source>
        <translation>имя тега должно начинаться с буквы</translation>
    </message>
    <message>
        <source>expected a tag name after &apos;[&apos;</source>
        <translation>после &apos;[&apos; ожидается имя тега</translation>
    </message>
    <message>
        <source>a tag name may contain only letters, digits, &apos;_&apos; and &apos;-&apos;</source>
        <translation>в имени тега допустимы только буквы, цифры, &apos;_&apos; и &apos;-&apos;</translation>
    </message>
    <message>
        <source>a tag value must be a quoted string, as in [Game &quot;wotw&quot;]</source>
        <translation>значение тега пишется в кавычках, например [Game &quot;wotw&quot;]</translation>
    </message>
    <message>
        <source>expected a quoted value after the tag name</source>
        <translation>после имени тега ожидается значение в кавычках</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the tag pair that starts at column %1</source>
        <translation>ожидается &apos;]&apos;, закрывающая тег, который начат в столбце %1</translation>
    </message>
    <message>
        <source>expected the end of the line after the tag pair</source>
        <translation>после тега ожидается конец строки</translation>
    </message>
    <message>
        <source>expected a turn number at the start of the move line</source>
        <translation>строка действия должна начинаться с номера хода</translation>
    </message>
    <message>
        <source>expected a turn number at the start of the move line, found %1</source>
        <translation>строка действия должна начинаться с номера хода, а начинается с %1</translation>
    </message>
    <message>
        <source>the turn number %1 is too large</source>
        <translation>номер хода %1 слишком велик</translation>
    </message>
    <message>
        <source>the turn number must be at least 1</source>
        <translation>номер хода должен быть не меньше 1</translation>
    </message>
    <message>
        <source>a move may have only one annotation</source>
        <translation>у действия может быть только одна аннотация</translation>
    </message>
    <message>
        <source>expected the end of the line after the annotation</source>
        <translation>после аннотации ожидается конец строки</translation>
    </message>
    <message>
        <source>expected a side after the turn number</source>
        <translation>после номера хода ожидается сторона</translation>
    </message>
    <message>
        <source>expected a verb after the side</source>
        <translation>после стороны ожидается глагол</translation>
    </message>
    <message>
        <source>the side must be a bare word, not a quoted string</source>
        <translation>сторона пишется словом без кавычек</translation>
    </message>
    <message>
        <source>the verb must be a bare word, not a quoted string</source>
        <translation>глагол пишется словом без кавычек</translation>
    </message>
    <message>
        <source>the side must be a word, not a number</source>
        <translation>сторона должна быть словом, а не числом</translation>
    </message>
    <message>
        <source>the verb must be a word, not a number</source>
        <translation>глагол должен быть словом, а не числом</translation>
    </message>
    <message>
        <source>expected a side after the turn number, not a key=value argument</source>
        <translation>после номера хода ожидается сторона, а не аргумент вида ключ=значение</translation>
    </message>
    <message>
        <source>expected a verb after the side, not a key=value argument</source>
        <translation>после стороны ожидается глагол, а не аргумент вида ключ=значение</translation>
    </message>
    <message>
        <source>the side must be a single word, not a list</source>
        <translation>сторона должна быть одним словом, а не списком</translation>
    </message>
    <message>
        <source>the verb must be a single word, not a list</source>
        <translation>глагол должен быть одним словом, а не списком</translation>
    </message>
    <message>
        <source>expected a key before &apos;=&apos;</source>
        <translation>перед &apos;=&apos; ожидается ключ</translation>
    </message>
    <message>
        <source>expected a value before &apos;,&apos;</source>
        <translation>перед &apos;,&apos; ожидается значение</translation>
    </message>
    <message>
        <source>a key must be a word, not a quoted string</source>
        <translation>ключ пишется словом без кавычек</translation>
    </message>
    <message>
        <source>a key must be a word, not a number</source>
        <translation>ключ должен быть словом, а не числом</translation>
    </message>
    <message>
        <source>expected a value after %1</source>
        <translation>после %1 ожидается значение</translation>
    </message>
    <message>
        <source>expected a list item right after the comma at column %1 (lists have no empty items and no spaces)</source>
        <translation>сразу после запятой в столбце %1 ожидается элемент списка (в списках не бывает пустых элементов и пробелов)</translation>
    </message>
    <message>
        <source>the integer %1 does not fit in 64 bits</source>
        <translation>целое число %1 не помещается в 64 бита</translation>
    </message>
    <message>
        <source>expected a closing quote for the string that starts at column %1</source>
        <translation>ожидается закрывающая кавычка текста, который начат в столбце %1</translation>
    </message>
    <message>
        <source>expected &apos;}&apos; to close the annotation that starts at column %1</source>
        <translation>ожидается &apos;}&apos;, закрывающая аннотацию, которая начата в столбце %1</translation>
    </message>
    <message>
        <source>an annotation cannot contain &apos;{&apos;; write \{ for a literal brace</source>
        <translation>в аннотации не может быть &apos;{&apos;; саму скобку пишите как \{</translation>
    </message>
    <message>
        <source>unknown escape sequence &apos;\%1&apos; in a string; write \\ for a backslash</source>
        <translation>неизвестная управляющая последовательность &apos;\%1&apos; в тексте в кавычках; обратную косую черту пишите как \\</translation>
    </message>
    <message>
        <source>unknown escape sequence &apos;\%1&apos; in an annotation; write \\ for a backslash</source>
        <translation>неизвестная управляющая последовательность &apos;\%1&apos; в аннотации; обратную косую черту пишите как \\</translation>
    </message>
    <message>
        <source>expected &apos;{&apos; after &apos;\u&apos;, as in \u{E9}</source>
        <translation>после &apos;\u&apos; ожидается &apos;{&apos;, например \u{E9}</translation>
    </message>
    <message>
        <source>expected 1 to 6 hex digits and &apos;}&apos; after &apos;\u{&apos;</source>
        <translation>после &apos;\u{&apos; ожидаются от 1 до 6 шестнадцатеричных цифр и &apos;}&apos;</translation>
    </message>
    <message>
        <source>the escape &apos;\u{%1}&apos; is not a Unicode scalar value</source>
        <translation>&apos;\u{%1}&apos; не обозначает символ Юникода (допустимы значения до 10FFFF, кроме D800–DFFF)</translation>
    </message>
    <message>
        <source>unexpected end of the line</source>
        <translation>неожиданный конец строки</translation>
    </message>
    <message>
        <source>a NUL byte is not allowed in a record</source>
        <translation>байт NUL в записи недопустим</translation>
    </message>
    <message>
        <source>the control character %1 is not allowed here; inside a string write it as an escape</source>
        <translation>управляющий символ %1 здесь недопустим; в тексте в кавычках записывайте его управляющей последовательностью</translation>
    </message>
    <message>
        <source>the byte 0x%1 is not valid UTF-8</source>
        <translation>байт 0x%1 недопустим в UTF-8</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (%2); ids are ASCII, so put other text in a quoted string</source>
        <translation>неожиданный символ &apos;%1&apos; (%2); идентификаторы пишутся латиницей (ASCII), другой текст заключайте в кавычки</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>неожиданный символ &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a space between the turn number and the quote</source>
        <translation>между номером хода и кавычкой нужен пробел</translation>
    </message>
    <message>
        <source>expected a space between the side and the quote</source>
        <translation>между стороной и кавычкой нужен пробел</translation>
    </message>
    <message>
        <source>expected a space between the verb and the quote</source>
        <translation>между глаголом и кавычкой нужен пробел</translation>
    </message>
    <message>
        <source>expected a space between the value and the quote</source>
        <translation>между значением и кавычкой нужен пробел</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the turn number</source>
        <translation>после номера хода не может стоять &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the side</source>
        <translation>после стороны не может стоять &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the verb</source>
        <translation>после глагола не может стоять &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; after the value</source>
        <translation>после значения не может стоять &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the path is a directory, not a record file</source>
        <translation>это папка, а не файл записи</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>файл не удаётся прочитать: %1</translation>
    </message>
    <message>
        <source>the path is not a regular file (a pipe, a device or a socket); a record is read only from a file</source>
        <translation>путь указывает не на обычный файл (канал, устройство или сокет); запись читается только из файла</translation>
    </message>
    <message>
        <source>the file is in %1, but a record must be UTF-8: save it as UTF-8 and open it again</source>
        <translation>файл записан в кодировке %1, а запись партии должна быть в UTF-8: сохраните файл в UTF-8 и откройте его снова</translation>
    </message>
    <message>
        <source>the file is larger than 128 MiB, the most a record may hold</source>
        <translation>файл больше 128 МиБ, а запись не может быть больше</translation>
    </message>
</context>
<context>
    <name>replay</name>
    <message>
        <source>no games are known</source>
        <translation>известных игр нет</translation>
    </message>
    <message>
        <source>known games: %1</source>
        <translation>известные игры: %1</translation>
    </message>
    <message>
        <source>the record has no [Game &quot;...&quot;] tag naming its game; %1</source>
        <translation>в записи нет тега [Game &quot;...&quot;] с названием игры; %1</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot; in the [Game] tag; %2</source>
        <translation>в теге [Game] указана неизвестная игра «%1»; %2</translation>
    </message>
    <message>
        <source>The key &quot;%1=&quot; is given again (first at column %2); a move gives each key once.</source>
        <translation>Ключ «%1=» указан повторно (впервые в столбце %2); в ходе каждый ключ указывается один раз.</translation>
    </message>
    <message>
        <source>the record names two games, &quot;%1&quot; at line %2 and &quot;%3&quot; at line %4; a record holds one game</source>
        <translation>в записи названы две игры: «%1» в строке %2 и «%3» в строке %4; запись содержит одну партию одной игры</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language code of this translation</comment>
        <translation>ru</translation>
    </message>
    <message>
        <source>The game ends here: %1 (&quot;%2&quot;), but the [Result] tag says &quot;%3&quot;.</source>
        <translation>Партия заканчивается здесь: %1 («%2»), а в теге [Result] указано «%3».</translation>
    </message>
    <message>
        <source>The game is already over (%1, at line %2); no move may follow.</source>
        <translation>Партия уже окончена (%1, строка %2); после этого ходить нельзя.</translation>
    </message>
    <message>
        <source>The record ends before the game does, but the [Result] tag says &quot;%1&quot;; use &quot;*&quot; for an unfinished game.</source>
        <translation>Запись кончается раньше партии, а в теге [Result] указан итог &quot;%1&quot;; для незаконченной партии пишите &quot;*&quot;.</translation>
    </message>
    <message>
        <source>Unknown side &quot;%1&quot;; the sides are %2.</source>
        <translation>Неизвестная сторона «%1»; стороны игры: %2.</translation>
    </message>
    <message>
        <source>Unknown verb &quot;%1&quot;; the verbs are %2.</source>
        <translation>Неизвестное действие «%1»; действия игры: %2.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot; in the [Game] tag (did you mean &quot;%2&quot;?); %3</source>
        <translation>в теге [Game] указана неизвестная игра «%1» (может быть, имелась в виду «%2»?); %3</translation>
    </message>
</context>
<context>
    <name>result</name>
    <message>
        <source>The [Result] tag &quot;%1&quot; has an empty place; write sides as &quot;a&gt;b=c&quot;, or &quot;*&quot; while unfinished.</source>
        <translation>В теге [Result] «%1» есть пустое место; пишите стороны как «a&gt;b=c», а для незаконченной партии — «*».</translation>
    </message>
    <message>
        <source>The [Result] tag names &quot;%1&quot;, which is not a side of this game (%2); &quot;*&quot; while unfinished.</source>
        <translation>Тег [Result] называет «%1», но такой стороны в игре нет (%2); для незаконченной партии пишите «*».</translation>
    </message>
    <message>
        <source>The [Result] tag names &quot;%1&quot; twice.</source>
        <translation>Тег [Result] называет «%1» дважды.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>итога ещё нет</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <source>a tie between %1</source>
        <translation>ничья: %1</translation>
    </message>
    <message>
        <source>%1: place %2</source>
        <translation>%1 — место %2</translation>
    </message>
</context>
<context>
    <name>spacewars</name>
    <message>
        <source>the board and its homeworlds</source>
        <translation>поле и родные планеты</translation>
    </message>
    <message>
        <source>The route of %1 starts at hex %2, but the ship will be at hex %3.</source>
        <translation>Маршрут %1 начинается в гексе %2, но корабль будет в гексе %3.</translation>
    </message>
    <message>
        <source>The route of %1 jumps from hex %2 to hex %3, which are not neighbours.</source>
        <translation>Маршрут %1 перескакивает из гекса %2 в гекс %3, а они не соседние.</translation>
    </message>
    <message>
        <source>%1 is ordered to fire at %2, which is not on the board.</source>
        <translation>%1 получает приказ стрелять по %2, которого нет на поле.</translation>
    </message>
    <message>
        <source>%1 is already cloaked.</source>
        <translation>%1 уже замаскирован.</translation>
    </message>
    <message>
        <source>%1 is not cloaked.</source>
        <translation>%1 не замаскирован.</translation>
    </message>
    <message>
        <source>%1 has no Debris to clean up in its hex.</source>
        <translation>В гексе %1 нет обломков для уборки.</translation>
    </message>
    <message>
        <source>This line belongs to the %1 phase, but the turn is in the %2 phase.</source>
        <translation>Эта строка относится к фазе %1, а ход сейчас в фазе %2.</translation>
    </message>
    <message>
        <source>the basic decks</source>
        <translation>базовые колоды</translation>
    </message>
    <message>
        <source>Earth&apos;s card is written before the Aliens&apos;.</source>
        <translation>Карту Земли записывают раньше карты пришельцев.</translation>
    </message>
    <message>
        <source>An empty pad of the Aliens is copied after Earth&apos;s pad.</source>
        <translation>Пустой блокнот пришельцев переписывают после блокнота Земли.</translation>
    </message>
    <message>
        <source>the initiative</source>
        <translation>инициативы</translation>
    </message>
    <message>
        <source>The order could not be carried out (%1), so the record gives no facts for it.</source>
        <translation>Приказ не мог быть выполнен (%1), поэтому запись не указывает для него фактов.</translation>
    </message>
    <message>
        <source>no ship, unit card or free hex</source>
        <translation>нет корабля, карты корабля или свободного гекса</translation>
    </message>
    <message>
        <source>A deployment names the ship token drawn from the reserves, as in token=bozeman.</source>
        <translation>Развёртывание называет жетон, взятый из резерва, например token=bozeman.</translation>
    </message>
    <message>
        <source>the ship is gone</source>
        <translation>корабля больше нет</translation>
    </message>
    <message>
        <source>%1 stops at hex %2; the record must say stop=%2.</source>
        <translation>%1 останавливается в гексе %2; запись должна указать stop=%2.</translation>
    </message>
    <message>
        <source>%1 follows its whole route to hex %2; it does not stop short.</source>
        <translation>%1 проходит весь маршрут до гекса %2 и не останавливается раньше.</translation>
    </message>
    <message>
        <source>out of range or no line of fire</source>
        <translation>вне дальности или нет линии огня</translation>
    </message>
    <message>
        <source>a cloaked ship cannot fire</source>
        <translation>замаскированный корабль не может стрелять</translation>
    </message>
    <message>
        <source>a ship is gone</source>
        <translation>одного из кораблей больше нет</translation>
    </message>
    <message>
        <source>the shot</source>
        <translation>выстрела</translation>
    </message>
    <message>
        <source>%1 rolls %2 against %3 (needs %4): a hit, not a miss.</source>
        <translation>%1 выбрасывает %2 по %3 (нужно %4): это попадание, а не промах.</translation>
    </message>
    <message>
        <source>%1 rolls %2 against %3 (needs %4): a miss, not a hit.</source>
        <translation>%1 выбрасывает %2 по %3 (нужно %4): это промах, а не попадание.</translation>
    </message>
    <message>
        <source>The game is over; no move may follow.</source>
        <translation>Игра окончена; ходов больше быть не может.</translation>
    </message>
    <message>
        <source>The line is numbered turn %1, but it is turn %2.</source>
        <translation>Строка помечена ходом %1, а сейчас ход %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Space Wars card.</source>
        <translation>«%1» — не карта «Космических войн».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex of the board (hexes are numbered 1 to %2).</source>
        <translation>«%1» — не гекс поля (гексы пронумерованы от 1 до %2).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of a ship token.</source>
        <translation>«%1» — не имя жетона корабля.</translation>
    </message>
    <message>
        <source>A die roll is a whole number, not &quot;%1&quot;.</source>
        <translation>Бросок кубика — целое число, а не «%1».</translation>
    </message>
    <message>
        <source>A route lists the hexes from the unit&apos;s hex on, two to %1 of them, as in route=12,13,14.</source>
        <translation>Маршрут перечисляет гексы начиная с гекса корабля, от двух до %1, например route=12,13,14.</translation>
    </message>
    <message>
        <source>The order names the unit it is for, as in &quot;move bozeman&quot;.</source>
        <translation>Приказ называет корабль, которому он отдан, например «move bozeman».</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Лишний аргумент «%1».</translation>
    </message>
    <message>
        <source>A shot&apos;s outcome is hit or miss.</source>
        <translation>Исход выстрела — hit или miss.</translation>
    </message>
    <message>
        <source>A %1 order takes no &quot;%2=&quot;.</source>
        <translation>Приказ %1 не принимает «%2=».</translation>
    </message>
    <message>
        <source>A deployment names its hex, as in &quot;deploy to=5&quot;.</source>
        <translation>Развёртывание называет гекс, например «deploy to=5».</translation>
    </message>
    <message>
        <source>A shot names its target, as in &quot;fire bozeman at=aaarg&quot;.</source>
        <translation>Выстрел называет цель, например «fire bozeman at=aaarg».</translation>
    </message>
    <message>
        <source>A move gives its whole route, as in &quot;move bozeman route=12,13,14&quot;.</source>
        <translation>Перемещение указывает весь маршрут, например «move bozeman route=12,13,14».</translation>
    </message>
    <message>
        <source>An opening hand lists its cards, as in &quot;hand earth-ship laser ...&quot;.</source>
        <translation>Стартовая рука перечисляет свои карты, например «hand earth-ship laser ...».</translation>
    </message>
    <message>
        <source>A draw names the one card drawn, or nothing when the deck is empty.</source>
        <translation>Взятие называет одну взятую карту или ничего, если колода пуста.</translation>
    </message>
    <message>
        <source>&quot;done&quot; takes no arguments.</source>
        <translation>«done» не принимает аргументов.</translation>
    </message>
    <message>
        <source>The initiative line gives the d8, as in &quot;initiative roll=3&quot;.</source>
        <translation>Строка инициативы указывает d8, например «initiative roll=3».</translation>
    </message>
    <message>
        <source>The game data could not be loaded: %1</source>
        <translation>Не удалось загрузить данные игры: %1</translation>
    </message>
    <message>
        <source>a ship deploys to hex %1</source>
        <translation>корабль разворачивается в гексе %1</translation>
    </message>
    <message>
        <source>%1 moves along %2</source>
        <translation>%1 летит по маршруту %2</translation>
    </message>
    <message>
        <source>(stops at %1)</source>
        <translation>(останавливается в %1)</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1 стреляет по %2</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>попадание</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>%1 cloaks</source>
        <translation>%1 включает маскировку</translation>
    </message>
    <message>
        <source>%1 uncloaks</source>
        <translation>%1 снимает маскировку</translation>
    </message>
    <message>
        <source>%1 cleans up Debris</source>
        <translation>%1 убирает обломки</translation>
    </message>
    <message>
        <source>the deck of %1</source>
        <translation>колода стороны «%1»</translation>
    </message>
    <message>
        <source>The pad of %1 is already closed with done.</source>
        <translation>Блокнот стороны «%1» уже закрыт словом done.</translation>
    </message>
    <message>
        <source>The record is copying the pad of %1; the orders of %2 follow its done.</source>
        <translation>Запись переписывает блокнот стороны «%1»; приказы стороны «%2» идут после его done.</translation>
    </message>
    <message>
        <source>%1 is not in the reserves of %2.</source>
        <translation>%1 нет в резерве стороны «%2».</translation>
    </message>
    <message>
        <source>The next order is one of %1, not of %2.</source>
        <translation>Следующий приказ — стороны «%1», а не «%2».</translation>
    </message>
    <message>
        <source>the ship does not belong to %1</source>
        <translation>корабль не принадлежит стороне «%1»</translation>
    </message>
    <message>
        <source>Hex %2 is not on the homeworld of %1, so its ships cannot deploy there.</source>
        <translation>Гекс %2 не на родной планете стороны «%1», разворачиваться там нельзя.</translation>
    </message>
    <message>
        <source>No unit card is left in the hand of %1 for another deployment.</source>
        <translation>В руке стороны «%1» не осталось карты корабля для ещё одного развёртывания.</translation>
    </message>
    <message>
        <source>An order of %1 names %2, a ship of the other side.</source>
        <translation>Приказ стороны «%1» называет %2 — корабль противника.</translation>
    </message>
    <message>
        <source>An order of %1 names %2, which is not on the board.</source>
        <translation>Приказ стороны «%1» называет %2, которого нет на поле.</translation>
    </message>
    <message>
        <source>The opening hand of %1 is already written.</source>
        <translation>Стартовая рука стороны «%1» уже записана.</translation>
    </message>
    <message>
        <source>The card of %1 for this turn is already drawn.</source>
        <translation>Карта стороны «%1» на этот ход уже взята.</translation>
    </message>
    <message>
        <source>A sixth order on the pad of %1; a pad holds at most five.</source>
        <translation>Шестой приказ в блокноте стороны «%1»; в блокноте их не больше пяти.</translation>
    </message>
    <message>
        <source>The initiative d8 shows %1: the initiative goes to %2, not %3.</source>
        <translation>На d8 инициативы выпало %1: инициатива у стороны «%2», а не «%3».</translation>
    </message>
    <message>
        <source>No written order of %1 is left to carry out this turn.</source>
        <translation>У стороны «%1» не осталось записанных приказов на этот ход.</translation>
    </message>
    <message>
        <source>The order carried out is not the next one on the pad of %1.</source>
        <translation>Выполняемый приказ — не следующий в блокноте стороны «%1».</translation>
    </message>
    <message>
        <source>%1 is not in the hand of %2 (or every copy is already on the pad).</source>
        <translation>Карты «%1» нет в руке стороны «%2» (или все её копии уже в блокноте).</translation>
    </message>
    <message>
        <source>%1 is announced with a shot (fire ... with=), not written as an order.</source>
        <translation>«%1» объявляют вместе с выстрелом (fire ... with=), а не пишут отдельным приказом.</translation>
    </message>
    <message>
        <source>a ship of its own side on the board</source>
        <translation>свой корабль на поле</translation>
    </message>
    <message>
        <source>an enemy ship on the board</source>
        <translation>вражеский корабль на поле</translation>
    </message>
    <message>
        <source>a ship on the board</source>
        <translation>корабль на поле</translation>
    </message>
    <message>
        <source>no ship</source>
        <translation>никакого корабля</translation>
    </message>
    <message>
        <source>its guns have failed this turn</source>
        <translation>его орудия в этот ход отказали</translation>
    </message>
    <message>
        <source>%1 is not a card announced with a shot.</source>
        <translation>«%1» не объявляют вместе с выстрелом.</translation>
    </message>
    <message>
        <source>%1 is not in the hand of %2.</source>
        <translation>Карты «%1» нет в руке стороны «%2».</translation>
    </message>
    <message>
        <source>no card or no fit target</source>
        <translation>нет карты или подходящей цели</translation>
    </message>
    <message>
        <source>%1 draws no cards.</source>
        <translation>«%1» не даёт карт.</translation>
    </message>
    <message>
        <source>A card order names the card, as in &quot;play minor-gun-improvement bozeman&quot;.</source>
        <translation>Приказ с картой называет карту, например «play minor-gun-improvement bozeman».</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 must name %2.</source>
        <translation>«%1» должна называть %2.</translation>
    </message>
    <message>
        <source>%1 can be recalled only from its own homeworld.</source>
        <translation>%1 можно отозвать только с родной планеты.</translation>
    </message>
    <message>
        <source>An order line names the kind of order: deploy, move, fire, cloak, uncloak, clean, play or recall.</source>
        <translation>Строка приказа называет его вид: deploy, move, fire, cloak, uncloak, clean, play или recall.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of order: deploy, move, fire, cloak, uncloak, clean, play or recall.</source>
        <translation>«%1» — не вид приказа: deploy, move, fire, cloak, uncloak, clean, play или recall.</translation>
    </message>
    <message>
        <source>%1 is recalled to the hand</source>
        <translation>%1 отозван в руку</translation>
    </message>
    <message>
        <source>Eliminate Minefield names a hex next to its ship, as in to=14.</source>
        <translation>«Обезвредить минное поле» называет гекс рядом со своим кораблём, например to=14.</translation>
    </message>
    <message>
        <source>%1 names no hex.</source>
        <translation>«%1» не называет гекс.</translation>
    </message>
    <message>
        <source>the ship was destroyed on the way</source>
        <translation>корабль уничтожен по пути</translation>
    </message>
    <message>
        <source>A move meets at most eight attacks of opportunity in a record line.</source>
        <translation>В одной строке перемещение встречает не больше восьми атак по возможности.</translation>
    </message>
    <message>
        <source>A card drawn for %1</source>
        <translation>Сторона «%1» берёт карту</translation>
    </message>
    <message>
        <source>No card left to draw for %1</source>
        <translation>Стороне «%1» больше нечего брать</translation>
    </message>
    <message>
        <source>Pad of %1 closed</source>
        <translation>Блокнот стороны «%1» закрыт</translation>
    </message>
    <message>
        <source>Initiative d8 %1: %2 first</source>
        <translation>Инициатива, d8 = %1: первой действует сторона «%2»</translation>
    </message>
    <message>
        <source>Written by %1: %2</source>
        <translation>Приказ стороны «%1»: %2</translation>
    </message>
    <message>
        <source>%1 rolls no die.</source>
        <translation>«%1» не требует броска кубика.</translation>
    </message>
    <message>
        <source>A Surprise Warp lands more than four hexes from the enemy homeworld; hex %1 is %2 from it.</source>
        <translation>Внезапный варп-прыжок выводит корабль дальше чем в четырёх гексах от вражеской планеты; гекс %1 находится от неё в %2.</translation>
    </message>
    <message>
        <source>%1 is on Orbital Blockade duty: it may neither move nor fire.</source>
        <translation>%1 несёт службу в орбитальной блокаде: он не может ни двигаться, ни стрелять.</translation>
    </message>
    <message>
        <source>%1 came in by Surprise Warp and may not move before turn %2.</source>
        <translation>%1 прибыл внезапным варп-прыжком и не может двигаться до хода %2.</translation>
    </message>
    <message>
        <source>%1 is written with its deployment (deploy ... with=), not as an order of its own.</source>
        <translation>%1 записывают вместе с развёртыванием (deploy ... with=), а не отдельным приказом.</translation>
    </message>
    <message>
        <source>%1 may only be played as an interrupt, not written as an order.</source>
        <translation>%1 разыгрывается только как прерывание, её не записывают приказом.</translation>
    </message>
    <message>
        <source>Leave cannot be played while the enemy holds an Orbital Blockade.</source>
        <translation>Увольнительную нельзя разыграть, пока противник держит орбитальную блокаду.</translation>
    </message>
    <message>
        <source>Charismatic Leader is written directly after the deployment it goes with.</source>
        <translation>Харизматичного лидера записывают сразу после развёртывания, к которому он относится.</translation>
    </message>
    <message>
        <source>An Orbital Blockade needs at least three ships within five hexes of the enemy homeworld; %1 has %2 there.</source>
        <translation>Для орбитальной блокады нужны хотя бы три корабля не дальше пяти гексов от вражеской планеты; у стороны %1 их там %2.</translation>
    </message>
    <message>
        <source>%1 already holds an Orbital Blockade.</source>
        <translation>%1 уже держит орбитальную блокаду.</translation>
    </message>
    <message>
        <source>The top card of the deck of %1 is %2, as Intercepted Orders left it, not %3.</source>
        <translation>Верхняя карта колоды стороны %1 — %2, как её положили «Перехваченные приказы», а не %3.</translation>
    </message>
    <message>
        <source>no Surprise Warp left in hand</source>
        <translation>в руке не осталось внезапного варп-прыжка</translation>
    </message>
    <message>
        <source>the ship is on blockade duty</source>
        <translation>корабль несёт службу в блокаде</translation>
    </message>
    <message>
        <source>%1 moved or fired in turn %2; a Really Nasty Gun needs three quiet turns before this one.</source>
        <translation>%1 двигался или стрелял на ходу %2; «Очень злой пушке» нужны три спокойных хода перед этим.</translation>
    </message>
    <message>
        <source>Only a Weapon Overload lets a shot name more targets (also=).</source>
        <translation>Называть дополнительные цели (also=) позволяет только «Перегрузка орудий».</translation>
    </message>
    <message>
        <source>the Misfire</source>
        <translation>сбитого прицела</translation>
    </message>
    <message>
        <source>%1 cannot fire at %2 (out of range, no line of fire or not on the board).</source>
        <translation>%1 не может стрелять по %2 (вне дальности, нет линии огня или цели нет на поле).</translation>
    </message>
    <message>
        <source>A shot gives its d8 and its outcome, as in roll=6 outcome=hit (one each for every ship attacked).</source>
        <translation>Выстрел указывает бросок d8 и исход, например roll=6 outcome=hit (по одному на каждый атакованный корабль).</translation>
    </message>
    <message>
        <source>The hand %1 shows is not the one the record lists (cards=).</source>
        <translation>Рука, которую показывает сторона %1, не совпадает с записанной (cards=).</translation>
    </message>
    <message>
        <source>%1 is not among the cards left in the deck of %2.</source>
        <translation>%1 нет среди карт, оставшихся в колоде стороны %2.</translation>
    </message>
    <message>
        <source>%1 cannot be played as an interrupt.</source>
        <translation>%1 нельзя разыграть как прерывание.</translation>
    </message>
    <message>
        <source>%1 changes the die of the line just before it; that line rolled none.</source>
        <translation>%1 меняет кубик предыдущей строки, а в ней кубик не бросали.</translation>
    </message>
    <message>
        <source>Repair Crew as an interrupt saves a ship of %1 that the line just before destroyed.</source>
        <translation>Ремонтная бригада как прерывание спасает корабль стороны %1, уничтоженный предыдущей строкой.</translation>
    </message>
    <message>
        <source>Belay That Order cancels the next order to be carried out; none is waiting.</source>
        <translation>«Отставить приказ» отменяет следующий выполняемый приказ, но ни один не ждёт выполнения.</translation>
    </message>
    <message>
        <source>Misfire is written on the line of the enemy shot it spoils, as misfire=7.</source>
        <translation>Сбитый прицел записывают в строке вражеского выстрела, который он портит, например misfire=7.</translation>
    </message>
    <message>
        <source>%1 as an interrupt names %2 and is played while orders are carried out.</source>
        <translation>%1 как прерывание называет %2 и разыгрывается во время выполнения приказов.</translation>
    </message>
    <message>
        <source>%1 holds no Orbital Blockade to release.</source>
        <translation>%1 не держит орбитальной блокады, которую можно снять.</translation>
    </message>
    <message>
        <source>An interrupt names its card, the ship it is played on when it has one, and for a die card roll=, as in &quot;interrupt lucky-break roll=8&quot;.</source>
        <translation>Прерывание называет свою карту, корабль, на который она играется (если он есть), а для карты кубика — roll=, например &quot;interrupt lucky-break roll=8&quot;.</translation>
    </message>
    <message>
        <source>%1 is a unit card: it is played with a deploy order.</source>
        <translation>%1 — карта корабля: её разыгрывают приказом deploy.</translation>
    </message>
    <message>
        <source>A shot is announced with at most four cards.</source>
        <translation>С выстрелом объявляют не больше четырёх карт.</translation>
    </message>
    <message>
        <source>A deployment is announced only with Surprise Warp.</source>
        <translation>С развёртыванием объявляют только внезапный варп-прыжок.</translation>
    </message>
    <message>
        <source>A Weapon Overload attacks at most four targets: also= names up to three more.</source>
        <translation>«Перегрузка орудий» атакует не больше четырёх целей: also= называет до трёх дополнительных.</translation>
    </message>
    <message>
        <source>A line lists at most sixteen cards.</source>
        <translation>Строка перечисляет не больше шестнадцати карт.</translation>
    </message>
    <message>
        <source>&quot;release&quot; takes no arguments.</source>
        <translation>&quot;release&quot; не принимает аргументов.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of this side&apos;s deck: write a card id, or id*count.</source>
        <translation>&quot;%1&quot; — не карта колоды этой стороны: пишите id карты или id*число.</translation>
    </message>
    <message>
        <source>A declared deck holds 60 cards; this one holds %1.</source>
        <translation>В объявленной колоде 60 карт, а в этой %1.</translation>
    </message>
    <message>
        <source>%1 releases its Orbital Blockade</source>
        <translation>%1 снимает свою орбитальную блокаду</translation>
    </message>
    <message>
        <source>Interrupt by %1: %2</source>
        <translation>Прерывание стороны %1: %2</translation>
    </message>
    <message>
        <source>Only a missed shot strikes another ship (stray=).</source>
        <translation>Другой корабль (stray=) поражает только промахнувшийся выстрел.</translation>
    </message>
    <message>
        <source>The missed shot strikes one of %1 in hex %2; the record names it with stray= and gives its d8.</source>
        <translation>Промахнувшийся выстрел поражает один из кораблей %1 в гексе %2; запись называет его в stray= и даёт его бросок d8.</translation>
    </message>
    <message>
        <source>The missed shot strikes no further ship, so the record names none with stray=.</source>
        <translation>Промахнувшийся выстрел больше никого не поражает, поэтому запись не называет кораблей в stray=.</translation>
    </message>
    <message>
        <source>A missed shot strikes at most two more ships: stray= names one or two.</source>
        <translation>Промахнувшийся выстрел поражает не больше двух кораблей: stray= называет один или два.</translation>
    </message>
    <message numerus="yes">
        <source>The opening hand of %1 has %n card(s); it is seven.</source>
        <translation>
            <numerusform>В стартовой руке стороны «%1» %n карта; их должно быть семь.</numerusform>
            <numerusform>В стартовой руке стороны «%1» %n карты; их должно быть семь.</numerusform>
            <numerusform>В стартовой руке стороны «%1» %n карт; их должно быть семь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing is drawn for %1, but the deck still holds %n card(s).</source>
        <translation>
            <numerusform>Сторона «%1» не берёт карту, хотя в колоде ещё %n карта.</numerusform>
            <numerusform>Сторона «%1» не берёт карту, хотя в колоде ещё %n карты.</numerusform>
            <numerusform>Сторона «%1» не берёт карту, хотя в колоде ещё %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>a Cease-Fire holds</source>
        <translation>действует прекращение огня</translation>
    </message>
    <message numerus="yes">
        <source>Intercepted Orders looks at %n card(s) here; the record lists %1.</source>
        <translation>
            <numerusform>«Перехваченные приказы» здесь показывают %n карту; в записи их %1.</numerusform>
            <numerusform>«Перехваченные приказы» здесь показывают %n карты; в записи их %1.</numerusform>
            <numerusform>«Перехваченные приказы» здесь показывают %n карт; в записи их %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n attack(s) were made, so the line gives too many d8s: %1.</source>
        <translation>
            <numerusform>Была сделана только %n атака, поэтому бросков d8 в строке слишком много: %1.</numerusform>
            <numerusform>Было сделано только %n атаки, поэтому бросков d8 в строке слишком много: %1.</numerusform>
            <numerusform>Было сделано только %n атак, поэтому бросков d8 в строке слишком много: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) here; the record lists %2.</source>
        <translation>
            <numerusform>«%1» здесь даёт %n карту; в записи их %2.</numerusform>
            <numerusform>«%1» здесь даёт %n карты; в записи их %2.</numerusform>
            <numerusform>«%1» здесь даёт %n карт; в записи их %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no shot was fired just before it</source>
        <translation>прямо перед ним не было выстрела</translation>
    </message>
    <message numerus="yes">
        <source>%1 meets %n attack(s) of opportunity on this move; the record gives one d8 (1 to 8) for each, as in opportunity=6,2, and the d8s it gives here: %2.</source>
        <translation>
            <numerusform>На этом перемещении %1 встречает %n атаку по возможности; запись даёт по одному броску d8 (от 1 до 8) на каждую, например opportunity=6,2, а здесь бросков: %2.</numerusform>
            <numerusform>На этом перемещении %1 встречает %n атаки по возможности; запись даёт по одному броску d8 (от 1 до 8) на каждую, например opportunity=6,2, а здесь бросков: %2.</numerusform>
            <numerusform>На этом перемещении %1 встречает %n атак по возможности; запись даёт по одному броску d8 (от 1 до 8) на каждую, например opportunity=6,2, а здесь бросков: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already moved or fired in this turn; a Really Nasty Gun needs the ship quiet in this turn too, as in the three before it.</source>
        <translation>%1 уже перемещался или стрелял в этом ходу; для «Очень злой пушки» корабль должен бездействовать и в этом ходу, как в трёх предыдущих.</translation>
    </message>
    <message>
        <source>%1 moves cloaked, and its route touches down on the planet at hex %2; a cloaked ship cannot land.</source>
        <translation>%1 движется под маскировкой, а его маршрут садится на планету в гексе %2; замаскированный корабль не может садиться.</translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement; cloaked, the ship may move %2 more this turn (its earlier cloaked moves spend %3).</source>
        <translation>
            <numerusform>Маршрут %1 стоит %n гекс движения; под маскировкой корабль может пройти в этом ходу ещё %2 (его прежние перемещения под маскировкой потратили %3).</numerusform>
            <numerusform>Маршрут %1 стоит %n гекса движения; под маскировкой корабль может пройти в этом ходу ещё %2 (его прежние перемещения под маскировкой потратили %3).</numerusform>
            <numerusform>Маршрут %1 стоит %n гексов движения; под маскировкой корабль может пройти в этом ходу ещё %2 (его прежние перемещения под маскировкой потратили %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement (Debris counts one extra, a minefield two); the ship may move %2.</source>
        <translation>
            <numerusform>Маршрут %1 стоит %n гекс движения (обломки — на один больше, минное поле — на два); корабль может пройти %2.</numerusform>
            <numerusform>Маршрут %1 стоит %n гекса движения (обломки — на один больше, минное поле — на два); корабль может пройти %2.</numerusform>
            <numerusform>Маршрут %1 стоит %n гексов движения (обломки — на один больше, минное поле — на два); корабль может пройти %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line gives at most %n d8(s).</source>
        <translation>
            <numerusform>Строка даёт не больше %n броска d8.</numerusform>
            <numerusform>Строка даёт не больше %n бросков d8.</numerusform>
            <numerusform>Строка даёт не больше %n бросков d8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line gives at most %n outcome(s).</source>
        <translation>
            <numerusform>Строка даёт не больше %n исхода.</numerusform>
            <numerusform>Строка даёт не больше %n исходов.</numerusform>
            <numerusform>Строка даёт не больше %n исходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 came into play in turn %2; a Really Nasty Gun needs the ship on the board, quiet, for the three turns before this one.</source>
        <translation>%1 вошёл в игру в ходу %2; для «Очень злой пушки» корабль должен простоять на поле, не двигаясь и не стреляя, три хода перед этим.</translation>
    </message>
    <message numerus="yes">
        <source>Opening hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Стартовая рука стороны «%1»: %n карта</numerusform>
            <numerusform>Стартовая рука стороны «%1»: %n карты</numerusform>
            <numerusform>Стартовая рука стороны «%1»: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>card %1 of the opening hand of %2</source>
        <translation>карта %1 стартовой руки стороны «%2»</translation>
    </message>
    <message>
        <source>the card %1 draws</source>
        <translation>карта, которую берёт сторона «%1»</translation>
    </message>
    <message>
        <source>the initiative d8</source>
        <translation>d8 инициативы</translation>
    </message>
    <message>
        <source>the new d8 of %1</source>
        <translation>новый бросок d8 карты «%1»</translation>
    </message>
    <message>
        <source>the ship token drawn from the reserves of %1</source>
        <translation>жетон корабля, взятый из резерва стороны «%1»</translation>
    </message>
    <message>
        <source>the d8 of attack of opportunity %1 on %2</source>
        <translation>d8 атаки по возможности %1 по кораблю %2</translation>
    </message>
    <message>
        <source>the ship the missed shot of %1 strikes next</source>
        <translation>корабль, в который летит промахнувшийся выстрел %1</translation>
    </message>
    <message>
        <source>the d8 for the shot at %1</source>
        <translation>d8 выстрела по кораблю %1</translation>
    </message>
    <message>
        <source>the d8 for the stray shot at %1</source>
        <translation>d8 промахнувшегося выстрела по кораблю %1</translation>
    </message>
    <message>
        <source>the d8 of %1</source>
        <translation>d8 карты «%1»</translation>
    </message>
    <message>
        <source>the d8 of attack %1 of %2</source>
        <translation>d8 атаки %1 карты «%2»</translation>
    </message>
    <message>
        <source>card %1 that %2 looks at</source>
        <translation>карта %1, открытая картой «%2»</translation>
    </message>
    <message>
        <source>card %1 drawn with %2</source>
        <translation>карта %1, взятая по карте «%2»</translation>
    </message>
    <message>
        <source>%1 is on Leave, so the next deployment of %2 brings it back, not %3.</source>
        <translation>%1 в увольнительной, поэтому следующее развёртывание стороны %2 возвращает его, а не %3.</translation>
    </message>
    <message>
        <source>Repair Crew undoes every Engine, Gun and Hull Damage of %1 at once; the record names none with cards=.</source>
        <translation>«Ремонтная бригада» снимает с %1 сразу все повреждения двигателя, орудий и корпуса; запись не называет карт через cards=.</translation>
    </message>
    <message>
        <source>Repair Crew undoes one Engine, Gun or Hull Damage that %1 of %2 carries; the record names that card with cards=, as in cards=gun-damage.</source>
        <translation>«Ремонтная бригада» снимает одно повреждение двигателя, орудий или корпуса, которое несёт %1 стороны %2; запись называет эту карту через cards=, например cards=gun-damage.</translation>
    </message>
    <message>
        <source>%1 costs no action: it is announced with the shot when the order is carried out, not written on the pad.</source>
        <translation>%1 не тратит действия: её объявляют вместе с выстрелом, когда приказ выполняется, а не записывают в блокнот.</translation>
    </message>
    <message>
        <source>The cards announced with this shot (%1) are not those its order was written with on the pad of %2 (%3).</source>
        <translation>Карты, объявленные с этим выстрелом (%1), не те, с которыми его приказ записан в блокноте стороны %2 (%3).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <source>The route of %1 costs %n hex(es) of movement; its speed is a budget for the whole turn, and its earlier moves this turn spend %2 of it, so %3 are left.</source>
        <translation>
            <numerusform>Маршрут %1 стоит %n гекс движения; его скорость — запас на весь ход, и прежние перемещения в этом ходу тратят из него %2, так что осталось %3.</numerusform>
            <numerusform>Маршрут %1 стоит %n гекса движения; его скорость — запас на весь ход, и прежние перемещения в этом ходу тратят из него %2, так что осталось %3.</numerusform>
            <numerusform>Маршрут %1 стоит %n гексов движения; его скорость — запас на весь ход, и прежние перемещения в этом ходу тратят из него %2, так что осталось %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>An Orbital Blockade needs at least one ship within five hexes of the enemy homeworld; %1 has none there.</source>
        <translation>Для орбитальной блокады нужен хотя бы один корабль не дальше пяти гексов от вражеской планеты; у стороны %1 там нет ни одного.</translation>
    </message>
    <message>
        <source>%1 as an interrupt is played while orders are carried out.</source>
        <translation>%1 как прерывание разыгрывают, пока выполняются приказы.</translation>
    </message>
    <message>
        <source>Charismatic Leader as an interrupt follows the deployment it goes with.</source>
        <translation>«Харизматичный лидер» как прерывание играют сразу после развёртывания, к которому он относится.</translation>
    </message>
    <message>
        <source>%1 as an interrupt gives only its ship and, for a die card, one d8 (roll=).</source>
        <translation>%1 как прерывание указывает только свой корабль и, для карты кубика, один к8 (roll=).</translation>
    </message>
</context>
<context>
    <name>tags</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot;; this game has: %2.</source>
        <translation>Неизвестный вариант «%1»; в этой игре есть: %2.</translation>
    </message>
    <message>
        <source>Unknown reading &quot;%1&quot;; write &quot;id=value&quot; with a value from the rules reference, for an id of: %2.</source>
        <translation>Неизвестное толкование «%1»; пишите «id=значение» со значением из справочника правил, где id — одно из: %2.</translation>
    </message>
    <message>
        <source>The [Seed] tag &quot;%1&quot; is not a whole number from 0 to 18446744073709551615.</source>
        <translation>Тег [Seed] «%1» — не целое число от 0 до 18446744073709551615.</translation>
    </message>
    <message>
        <source>The [Seats] tag names &quot;%1&quot;, which is not a side of this game (%2).</source>
        <translation>Тег [Seats] называет «%1», но такой стороны в игре нет (%2).</translation>
    </message>
    <message>
        <source>The [Seats] tag seats &quot;%1&quot; twice.</source>
        <translation>Тег [Seats] сажает «%1» дважды.</translation>
    </message>
    <message numerus="yes">
        <source>The [Seats] tag seats %n side(s); this game seats %1 to %2.</source>
        <translation>
            <numerusform>Тег [Seats] сажает за стол %n сторону; в этой игре их от %1 до %2.</numerusform>
            <numerusform>Тег [Seats] сажает за стол %n стороны; в этой игре их от %1 до %2.</numerusform>
            <numerusform>Тег [Seats] сажает за стол %n сторон; в этой игре их от %1 до %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trial</name>
    <message>
        <source>Only move lines can be tried; a tag belongs at the top of the record.</source>
        <translation>Проверить можно только строки ходов; теги пишутся в начале записи.</translation>
    </message>
    <message>
        <source>The game is already over (%1); no move may follow.</source>
        <translation>Партия уже окончена (%1); ходов после конца быть не может.</translation>
    </message>
</context>
<context>
    <name>tripods</name>
    <message>
        <source>%1 has already planned this turn.</source>
        <translation>%1 уже спланировал манёвры на этот ход.</translation>
    </message>
    <message>
        <source>%1 is a tripod; %2 is an airplane maneuver.</source>
        <translation>%1 — треножник, а %2 — манёвр самолёта.</translation>
    </message>
    <message>
        <source>%1 is an airplane; %2 is a tripod maneuver.</source>
        <translation>%1 — самолёт, а %2 — манёвр треножника.</translation>
    </message>
    <message>
        <source>The action card has no effect and %1 loses one energy.</source>
        <translation>Карта действия не действует, и %1 теряет одну единицу энергии.</translation>
    </message>
    <message>
        <source>%1 is an airplane: only tripods choose action cards.</source>
        <translation>%1 — самолёт: карты действий выбирают только треножники.</translation>
    </message>
    <message>
        <source>%1 has already chosen an action card in this phase.</source>
        <translation>%1 уже выбрал карту действия в этой фазе.</translation>
    </message>
    <message>
        <source>%1 chooses an action card after the maneuvers of phase %2 were revealed; actions are chosen first.</source>
        <translation>%1 выбирает карту действия после того, как открыты манёвры фазы %2; действия выбирают раньше.</translation>
    </message>
    <message>
        <source>A firing action names its projector or launcher: projector=SIDE.</source>
        <translation>Стреляющее действие называет проектор или пусковую установку: projector=СТОРОНА.</translation>
    </message>
    <message>
        <source>Black smoke is an optional rule: the record plays it only with [Variant &quot;black-smoke&quot;].</source>
        <translation>Чёрный дым — дополнительное правило: запись применяет его только с [Variant &quot;black-smoke&quot;].</translation>
    </message>
    <message>
        <source>%1 has no maneuver in phase %2 (it is toppled) and cannot choose an action card.</source>
        <translation>У %1 нет манёвра в фазе %2 (он опрокинут), и выбрать карту действия он не может.</translation>
    </message>
    <message>
        <source>%1 has no energy left: the firing action has no effect.</source>
        <translation>У %1 не осталось энергии: стреляющее действие не действует.</translation>
    </message>
    <message>
        <source>%1&apos;s maneuver of phase %2 has the stop icon: no action card may go with it.</source>
        <translation>На манёвре %1 в фазе %2 значок «стоп»: карту действия с ним выбрать нельзя.</translation>
    </message>
    <message>
        <source>%1 may change facing, destroy an objective or recharge only with a standing-still maneuver, not with %2.</source>
        <translation>%1 может развернуться, уничтожить цель или подзарядиться только со стоянием на месте, а не с манёвром %2.</translation>
    </message>
    <message>
        <source>%1&apos;s heat-ray is still cooling (a counter is in its heat-ray box).</source>
        <translation>Тепловой луч %1 ещё остывает (в ячейке теплового луча лежит фишка).</translation>
    </message>
    <message>
        <source>%1&apos;s pilot is wounded: a firing action cannot go with a movement maneuver.</source>
        <translation>Пилот %1 ранен: стреляющее действие нельзя сочетать с манёвром движения.</translation>
    </message>
    <message>
        <source>%1&apos;s black smoke generator is disabled.</source>
        <translation>Генератор чёрного дыма %1 выведен из строя.</translation>
    </message>
    <message>
        <source>%1&apos;s gyroscope is out of order this turn: it cannot change facing.</source>
        <translation>Гироскоп %1 неисправен в этом ходу: разворот невозможен.</translation>
    </message>
    <message>
        <source>%1 cannot turn to face its %2 side (its limit: %3).</source>
        <translation>%1 не может развернуться к стороне %2 (его предел: %3).</translation>
    </message>
    <message>
        <source>Objective %1 already shows red weed: it cannot recharge a tripod again; %2 recharges one energy.</source>
        <translation>Цель %1 уже покрыта красной травой: повторно подзарядить треножник она не может; %2 получает одну единицу энергии.</translation>
    </message>
    <message>
        <source>Objective %1 was destroyed before.</source>
        <translation>Цель %1 уже была уничтожена.</translation>
    </message>
    <message>
        <source>%1 must fly straight after its Immelmann turn, not %2.</source>
        <translation>После иммельмана %1 должен лететь прямо, а не выполнять %2.</translation>
    </message>
    <message>
        <source>%1&apos;s Immelmann turn does not follow a straight.</source>
        <translation>Перед иммельманом %1 нет прямого полёта.</translation>
    </message>
    <message>
        <source>%1&apos;s Immelmann turn is not followed by a planned straight.</source>
        <translation>После иммельмана %1 не запланирован прямой полёт.</translation>
    </message>
    <message>
        <source>It flies a straight instead and draws an A damage card.</source>
        <translation>Вместо этого он летит прямо и берёт карту повреждений A.</translation>
    </message>
    <message>
        <source>The A damage card %1 draws for the illegal maneuver is missing: write penalty=CARD.</source>
        <translation>Нет карты повреждений A, которую %1 берёт за недопустимый манёвр: запишите penalty=КАРТА.</translation>
    </message>
    <message>
        <source>%1&apos;s maneuver is legal: no penalty card is drawn.</source>
        <translation>Манёвр %1 допустим: штрафная карта не берётся.</translation>
    </message>
    <message>
        <source>%1 reveals its third movement card of the turn without a stationary or running maneuver: the tripod topples.</source>
        <translation>%1 открывает третью карту движения за ход без манёвра на месте или бега: треножник опрокидывается.</translation>
    </message>
    <message>
        <source>%1 reveals a card with the energy icon but has no energy to spend: the tripod topples.</source>
        <translation>%1 открывает карту со значком энергии, но тратить ему нечего: треножник опрокидывается.</translation>
    </message>
    <message>
        <source>A tripod moved back after an overlap cannot also leave the table.</source>
        <translation>Треножник, отодвинутый назад после наложения, не может одновременно покинуть стол.</translation>
    </message>
    <message>
        <source>%1 has already revealed its maneuver of phase %2.</source>
        <translation>%1 уже открыл свой манёвр фазы %2.</translation>
    </message>
    <message>
        <source>%1 has no maneuver for phase %2.</source>
        <translation>У %1 нет манёвра на фазу %2.</translation>
    </message>
    <message>
        <source>%1 planned %2 for phase %3, but the record reveals %4.</source>
        <translation>%1 запланировал %2 на фазу %3, а запись открывает %4.</translation>
    </message>
    <message>
        <source>Airplanes may overlap freely; overlap is written only for two tripods moved back.</source>
        <translation>Самолёты могут накладываться свободно; overlap пишут только для двух треножников, отодвинутых назад.</translation>
    </message>
    <message>
        <source>%1 has already fired or held in phase %2: a vehicle fires once per phase, at one target.</source>
        <translation>%1 уже стрелял или отказался от стрельбы в фазе %2: машина стреляет один раз за фазу и по одной цели.</translation>
    </message>
    <message>
        <source>%1 has already fired or held in this phase: a vehicle fires once per phase, at one target.</source>
        <translation>%1 уже стрелял или отказался от стрельбы в этой фазе: машина стреляет один раз за фазу и по одной цели.</translation>
    </message>
    <message>
        <source>%1 has no heat-ray action card in effect this phase and cannot fire.</source>
        <translation>У %1 в этой фазе нет действующей карты теплового луча, и стрелять он не может.</translation>
    </message>
    <message>
        <source>%1&apos;s pilot is wounded: he cannot fire in a phase with a steep maneuver or an Immelmann turn.</source>
        <translation>Пилот %1 ранен: он не может стрелять в фазе с крутым манёвром или иммельманом.</translation>
    </message>
    <message>
        <source>An airplane that does not fire writes hold, not miss.</source>
        <translation>Самолёт, который не стреляет, записывается как hold, а не miss.</translation>
    </message>
    <message>
        <source>No vehicle &quot;%1&quot; is in this game.</source>
        <translation>Машины «%1» в этой партии нет.</translation>
    </message>
    <message>
        <source>%1 fires at %2, a vehicle of its own side.</source>
        <translation>%1 стреляет по %2 — машине своей стороны.</translation>
    </message>
    <message>
        <source>%1 fires at %2, which is no longer in play.</source>
        <translation>%1 стреляет по %2, которой уже нет в игре.</translation>
    </message>
    <message>
        <source>The range of the shot is missing: range=short or range=long.</source>
        <translation>Не указана дальность выстрела: range=short или range=long.</translation>
    </message>
    <message>
        <source>A long-range heat-ray draws one card, not %1.</source>
        <translation>Тепловой луч на дальней дистанции берёт одну карту, а не %1.</translation>
    </message>
    <message>
        <source>short</source>
        <translation>ближней</translation>
    </message>
    <message>
        <source>long</source>
        <translation>дальней</translation>
    </message>
    <message>
        <source>A shot at a tripod says whether it crosses a protected side: across=protected or across=unprotected.</source>
        <translation>Выстрел по треножнику указывает, проходит ли он через защищённую сторону: across=protected или across=unprotected.</translation>
    </message>
    <message>
        <source>Only tripods have protected sides; across= is written for shots at tripods.</source>
        <translation>Защищённые стороны есть только у треножников; across= пишут для выстрелов по треножникам.</translation>
    </message>
    <message>
        <source>%1 has already fired or held in this phase.</source>
        <translation>%1 уже стрелял или отказался от стрельбы в этой фазе.</translation>
    </message>
    <message>
        <source>A tripod without a heat-ray action writes no firing line.</source>
        <translation>Треножник без действия «тепловой луч» не пишет строки стрельбы.</translation>
    </message>
    <message>
        <source>The battle is over; no line may follow.</source>
        <translation>Бой окончен; строк после этого быть не может.</translation>
    </message>
    <message>
        <source>The line is numbered turn %1, but it is turn %2.</source>
        <translation>Строка помечена ходом %1, но идёт ход %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the %2, not to the %3.</source>
        <translation>%1 принадлежит стороне «%2», а не «%3».</translation>
    </message>
    <message>
        <source>%1 was eliminated; it has no more lines.</source>
        <translation>%1 уничтожен; строк для него больше нет.</translation>
    </message>
    <message>
        <source>%1 left the playing area; it has no more lines.</source>
        <translation>%1 покинул игровое поле; строк для него больше нет.</translation>
    </message>
    <message>
        <source>%1&apos;s reverse mechanism is destroyed: it cannot plan a reverse.</source>
        <translation>Механизм заднего хода %1 разрушен: планировать задний ход он не может.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged: it must plan a stationary maneuver every turn.</source>
        <translation>Двигатель %1 повреждён: каждый ход он должен планировать манёвр на месте.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged twice: it plans only stationary maneuvers.</source>
        <translation>Двигатель %1 повреждён дважды: он планирует только манёвры на месте.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged: it must plan a stall every turn.</source>
        <translation>Двигатель %1 повреждён: каждый ход он должен планировать сваливание.</translation>
    </message>
    <message>
        <source>%1&apos;s rudder is jammed: it cannot plan a maneuver to the left this turn.</source>
        <translation>Руль %1 заклинило: в этом ходу он не может планировать манёвр влево.</translation>
    </message>
    <message>
        <source>%1&apos;s rudder is jammed: it cannot plan a maneuver to the right this turn.</source>
        <translation>Руль %1 заклинило: в этом ходу он не может планировать манёвр вправо.</translation>
    </message>
    <message>
        <source>%1 is on fire: it cannot plan a straight.</source>
        <translation>%1 горит: планировать прямой полёт он не может.</translation>
    </message>
    <message>
        <source>the resistance of %1</source>
        <translation>прочность %1</translation>
    </message>
    <message>
        <source>the firepower of %1</source>
        <translation>огневая мощь %1</translation>
    </message>
    <message>
        <source>the energy rating of %1</source>
        <translation>запас энергии %1</translation>
    </message>
    <message>
        <source>the recharge level of %1</source>
        <translation>уровень подзарядки %1</translation>
    </message>
    <message>
        <source>Unknown scenario &quot;%1&quot;; the scenarios are %2.</source>
        <translation>Неизвестный сценарий «%1»; сценарии: %2.</translation>
    </message>
    <message>
        <source>A [Vehicle] tag gives an id and a model, as in [Vehicle &quot;locust mk-i-locust&quot;]; &quot;%1&quot; is ignored.</source>
        <translation>Тег [Vehicle] задаёт идентификатор и модель, например [Vehicle &quot;locust mk-i-locust&quot;]; «%1» пропущен.</translation>
    </message>
    <message>
        <source>Unknown vehicle model &quot;%1&quot;; the models are the vehicles of cards.json (mk-i-locust, nieuport-16, ...).</source>
        <translation>Неизвестная модель машины «%1»; модели — это машины из cards.json (mk-i-locust, nieuport-16, ...).</translation>
    </message>
    <message>
        <source>The vehicle id &quot;%1&quot; is not a new lower-case id.</source>
        <translation>Идентификатор машины «%1» — не новый идентификатор строчными буквами.</translation>
    </message>
    <message>
        <source>The [Vehicle] tags must give both sides at least one vehicle: tripods for the Martians, airplanes for the Earthlings.</source>
        <translation>Теги [Vehicle] должны дать каждой стороне хотя бы одну машину: треножники марсианам, самолёты землянам.</translation>
    </message>
    <message>
        <source>A %1 line names its vehicle first, as in &quot;1 martians %1 locust&quot;.</source>
        <translation>Строка %1 сначала называет машину, например «1 martians %1 locust».</translation>
    </message>
    <message>
        <source>A plan lists maneuver cards only, not &quot;%1=&quot;.</source>
        <translation>План перечисляет только карты манёвров, без «%1=».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a maneuver card: tripods plan walk, run, still or reverse (icons +stop, +energy, +none), airplanes straight, left, right, steep-left, steep-right, stall or immelmann.</source>
        <translation>«%1» — не карта манёвра: треножники планируют walk, run, still или reverse (значки +stop, +energy, +none), самолёты — straight, left, right, steep-left, steep-right, stall или immelmann.</translation>
    </message>
    <message>
        <source>A plan has three maneuver cards at most.</source>
        <translation>В плане не больше трёх карт манёвров.</translation>
    </message>
    <message>
        <source>Unknown action card &quot;%1&quot;: the actions are change-facing, destroy-objective, heat-ray, recharge and black-smoke.</source>
        <translation>Неизвестная карта действия «%1»: действия — change-facing, destroy-objective, heat-ray, recharge и black-smoke.</translation>
    </message>
    <message>
        <source>facing= goes with change-facing, projector= with heat-ray and black-smoke.</source>
        <translation>facing= пишут с change-facing, projector= — с heat-ray и black-smoke.</translation>
    </message>
    <message>
        <source>An action line is &quot;action VEHICLE CARD&quot; with facing=SIDE, projector=SIDE or on=OBJECTIVE; &quot;%1&quot; does not fit.</source>
        <translation>Строка действия — «action МАШИНА КАРТА» с facing=СТОРОНА, projector=СТОРОНА или on=ЦЕЛЬ; «%1» сюда не подходит.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a damage card: write its points (or x for an explosion), then +e for each energy icon and +SYMBOL for a special damage, as in 2+e+topple.</source>
        <translation>«%1» — не карта повреждений: запишите её очки (или x для взрыва), затем +e за каждый значок энергии и +СИМВОЛ для особого повреждения, например 2+e+topple.</translation>
    </message>
    <message>
        <source>hold takes only the vehicle.</source>
        <translation>hold принимает только машину.</translation>
    </message>
    <message>
        <source>The %1 line of %2 is incomplete: see the tripods section of the notation.</source>
        <translation>Строка %1 машины %2 неполна: см. раздел tripods описания нотации.</translation>
    </message>
    <message>
        <source>%1 plans %2</source>
        <translation>%1 планирует %2</translation>
    </message>
    <message>
        <source>%1 chooses the action %2</source>
        <translation>%1 выбирает действие %2</translation>
    </message>
    <message>
        <source>%1 reveals %2</source>
        <translation>%1 открывает %2</translation>
    </message>
    <message>
        <source>%1 fires and reaches nothing</source>
        <translation>%1 стреляет и никого не достаёт</translation>
    </message>
    <message>
        <source>%1 fires at %2: %3</source>
        <translation>%1 стреляет по %2: %3</translation>
    </message>
    <message>
        <source>%1 holds its fire</source>
        <translation>%1 не стреляет</translation>
    </message>
    <message>
        <source>The battle ended before this line; no line may follow.</source>
        <translation>Бой окончился до этой строки; строк после этого быть не может.</translation>
    </message>
    <message>
        <source>%1 did not plan its maneuvers for turn %2.</source>
        <translation>%1 не спланировал манёвры на ход %2.</translation>
    </message>
    <message>
        <source>%1 did not reveal its maneuver of phase %2.</source>
        <translation>%1 не открыл свой манёвр фазы %2.</translation>
    </message>
    <message>
        <source>%1 neither fired nor held in phase %2.</source>
        <translation>%1 в фазе %2 не выстрелил и не отказался от стрельбы.</translation>
    </message>
    <message>
        <source>damage deck %1</source>
        <translation>колода повреждений %1</translation>
    </message>
    <message>
        <source>the composition of damage deck %1</source>
        <translation>состав колоды повреждений %1</translation>
    </message>
    <message>
        <source>%1 plans an Immelmann turn without a straight right before and right after it.</source>
        <translation>%1 планирует иммельман без прямого полёта непосредственно до и после него.</translation>
    </message>
    <message>
        <source>%1 plans no stationary or running maneuver this turn: its third movement card will topple it.</source>
        <translation>%1 не планирует в этом ходу ни манёвра на месте, ни бега: третья карта движения его опрокинет.</translation>
    </message>
    <message>
        <source>%1&apos;s guns are jammed: it writes no firing line.</source>
        <translation>Пулемёты %1 заклинило: строку стрельбы он не пишет.</translation>
    </message>
    <message>
        <source>A photograph is a fact of the Bring Proof scenario only.</source>
        <translation>Фотография — факт только сценария «Доставить доказательства».</translation>
    </message>
    <message>
        <source>%1 takes the photograph with a stall begun near the tripod, not with %2.</source>
        <translation>%1 делает снимок сваливанием, начатым рядом с треножником, а не манёвром %2.</translation>
    </message>
    <message>
        <source>A short-range heat-ray reveals one card and draws a second only when the first is a 0: this shot draws %1, not %2.</source>
        <translation>Тепловой луч на ближней дистанции открывает одну карту и берёт вторую, только если первая — 0: этот выстрел берёт %1, а не %2.</translation>
    </message>
    <message>
        <source>%1 is on fire: the A damage card it draws before its first maneuver of the turn is missing (burn %1 card=CARD).</source>
        <translation>%1 горит: нет карты повреждений A, которую он берёт перед первым манёвром хода (burn %1 card=КАРТА).</translation>
    </message>
    <message>
        <source>%1 is not on fire.</source>
        <translation>%1 не горит.</translation>
    </message>
    <message>
        <source>%1 draws its fire card once a turn, before its first maneuver.</source>
        <translation>%1 берёт карту за пожар один раз за ход, перед первым манёвром.</translation>
    </message>
    <message>
        <source>A burn line is &quot;burn VEHICLE card=DAMAGE-CARD&quot;; &quot;%1&quot; does not fit.</source>
        <translation>Строка пожара — «burn МАШИНА card=КАРТА-ПОВРЕЖДЕНИЙ»; «%1» сюда не подходит.</translation>
    </message>
    <message>
        <source>%1 burns: %2</source>
        <translation>%1 горит: %2</translation>
    </message>
    <message>
        <source>In a scenario a destroyed objective is named: on=OBJECTIVE.</source>
        <translation>В сценарии уничтоженную цель называют: on=ЦЕЛЬ.</translation>
    </message>
    <message>
        <source>Objective %1 was destroyed and removed: it cannot recharge a tripod; %2 recharges one energy.</source>
        <translation>Цель %1 уничтожена и убрана со стола: подзарядить треножник она не может; %2 получает одну единицу энергии.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged and its plan has no stall: its last card is illegal.</source>
        <translation>Двигатель %1 повреждён, а в плане нет сваливания: последняя карта хода недопустима.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged twice: the movement card it reveals is illegal and the tripod topples.</source>
        <translation>Двигатель %1 повреждён дважды: открытая карта движения недопустима, и треножник опрокидывается.</translation>
    </message>
    <message>
        <source>%1&apos;s engine is damaged and its plan has no stationary card: its last card topples it.</source>
        <translation>Двигатель %1 повреждён, а в плане нет манёвра на месте: последняя карта хода его опрокидывает.</translation>
    </message>
    <message>
        <source>home and enemy say across which side a vehicle left the table: they go with out.</source>
        <translation>home и enemy говорят, через какую сторону машина покинула стол: их пишут вместе с out.</translation>
    </message>
    <message>
        <source>A vehicle leaves the table across one side: home or enemy, not both.</source>
        <translation>Машина покидает стол через одну сторону: home или enemy, но не обе.</translation>
    </message>
    <message>
        <source>smoke= is the Z card drawn for a black smoke cloud: it goes with cloud=TRIPOD.</source>
        <translation>smoke= — карта Z, взятая за облако чёрного дыма: её пишут вместе с cloud=ТРЕНОЖНИК.</translation>
    </message>
    <message>
        <source>%1 has no black smoke cloud on the table for %2 to run into.</source>
        <translation>У %1 на столе нет облака чёрного дыма, в которое мог бы попасть %2.</translation>
    </message>
    <message>
        <source>Black smoke does not harm tripods: %1 draws no card.</source>
        <translation>Чёрный дым не вредит треножникам: %1 карту не берёт.</translation>
    </message>
    <message>
        <source>%1 ran into a black smoke cloud: the Z damage card it draws is missing (smoke=CARD).</source>
        <translation>%1 попал в облако чёрного дыма: нет карты повреждений Z, которую он берёт (smoke=КАРТА).</translation>
    </message>
    <message>
        <source>check= is the A card of a terrain check: it goes with onto= or in-trench.</source>
        <translation>check= — карта A проверки местности: её пишут вместе с onto= или in-trench.</translation>
    </message>
    <message>
        <source>Terrain is an optional rule: the record plays it only with [Variant &quot;terrain&quot;] (or in Tripods Across the Piave).</source>
        <translation>Местность — дополнительное правило: запись применяет его только с [Variant &quot;terrain&quot;] (или в сценарии «Треножники за Пьяве»).</translation>
    </message>
    <message>
        <source>Terrain hinders only tripods; %1 is an airplane.</source>
        <translation>Местность мешает только треножникам; %1 — самолёт.</translation>
    </message>
    <message>
        <source>Tripods Across the Piave places no woods.</source>
        <translation>В сценарии «Треножники за Пьяве» леса не выставляют.</translation>
    </message>
    <message>
        <source>Only a tripod that moves meets terrain; %1 did not move in this phase.</source>
        <translation>Местность встречает только движущийся треножник; %1 в этой фазе не двигался.</translation>
    </message>
    <message>
        <source>%1 draws an A card for %2: write check=CARD.</source>
        <translation>%1 берёт карту A (%2): запишите check=КАРТА.</translation>
    </message>
    <message>
        <source>%1 draws a 0 for %2 and topples.</source>
        <translation>%1 вытягивает 0 (%2) и опрокидывается.</translation>
    </message>
    <message>
        <source>moving out of a trench</source>
        <translation>выход из траншеи</translation>
    </message>
    <message>
        <source>%1 runs onto %2 and topples.</source>
        <translation>%1 выбегает на %2 и опрокидывается.</translation>
    </message>
    <message>
        <source>%1 moves onto %2 and topples.</source>
        <translation>%1 заходит на %2 и опрокидывается.</translation>
    </message>
    <message>
        <source>Moving onto %1 draws no card: check= does not belong here.</source>
        <translation>Заход на %1 не требует карты: check= здесь не нужен.</translation>
    </message>
    <message>
        <source>entangled and free say how an anchor&apos;s hook ended, two movement steps after it: %1 has none due.</source>
        <translation>entangled и free говорят, чем кончился бросок якоря, через два шага движения после него: у %1 такой проверки нет.</translation>
    </message>
    <message>
        <source>%1&apos;s anchor hooked a tripod two phases ago: write entangled or free.</source>
        <translation>Якорь %1 зацепил треножник две фазы назад: запишите entangled или free.</translation>
    </message>
    <message>
        <source>%1 is entangled and falls with six recovery counters.</source>
        <translation>%1 опутан и падает с шестью фишками восстановления.</translation>
    </message>
    <message>
        <source>%1 chose black smoke: it launches a cloud (fire %1 cloud).</source>
        <translation>%1 выбрал чёрный дым: он выпускает облако (fire %1 cloud).</translation>
    </message>
    <message>
        <source>%1 has no black smoke action card in effect this phase: it launches no cloud.</source>
        <translation>У %1 в этой фазе нет действующей карты чёрного дыма: облако он не выпускает.</translation>
    </message>
    <message>
        <source>%1 carries no rockets.</source>
        <translation>У %1 нет ракет.</translation>
    </message>
    <message>
        <source>%1 launches rockets only after a straight or a stall, not after %2; they are wasted.</source>
        <translation>%1 пускает ракеты только после прямого полёта или сваливания, а не после %2; ракеты потрачены впустую.</translation>
    </message>
    <message>
        <source>%1 has no anchor and chain to throw.</source>
        <translation>У %1 нет якоря с цепью для броска.</translation>
    </message>
    <message>
        <source>The anchor hooks tripods only.</source>
        <translation>Якорь цепляет только треножники.</translation>
    </message>
    <message>
        <source>%1 has no rockets striking in this phase.</source>
        <translation>У %1 в этой фазе нет ракет, которые могли бы попасть.</translation>
    </message>
    <message>
        <source>%1 flew %2 after the launch, not a straight or a stall.</source>
        <translation>После пуска %1 выполнил %2, а не прямой полёт или сваливание.</translation>
    </message>
    <message>
        <source>%1 drew a damage card with a symbol while its rockets flew.</source>
        <translation>Пока летели ракеты, %1 взял карту повреждений с символом.</translation>
    </message>
    <message>
        <source>%1 is not a vehicle in play that the rockets could hit.</source>
        <translation>%1 — не машина в игре, в которую могли бы попасть ракеты.</translation>
    </message>
    <message>
        <source>The rockets miss.</source>
        <translation>Ракеты промахиваются.</translation>
    </message>
    <message>
        <source>The target takes one D card per rocket: %1, not %2.</source>
        <translation>Цель берёт по карте D за каждую ракету: %1, а не %2.</translation>
    </message>
    <message>
        <source>%1 blocks the line of sight and takes the rockets instead of %2.</source>
        <translation>%1 закрывает линию видимости и получает ракеты вместо %2.</translation>
    </message>
    <message>
        <source>A rocket strike on a tripod says whether it crosses a protected side: across=protected or across=unprotected.</source>
        <translation>Попадание ракет в треножник указывает, проходит ли оно через защищённую сторону: across=protected или across=unprotected.</translation>
    </message>
    <message>
        <source>%1&apos;s pilot is no ace: it has no skills.</source>
        <translation>Пилот %1 — не ас: навыков у него нет.</translation>
    </message>
    <message>
        <source>%1&apos;s pilot has the skills %2, not %3.</source>
        <translation>У пилота %1 навыки %2, а не %3.</translation>
    </message>
    <message>
        <source>%1&apos;s skill %2 is usable again only from the phase after its last recovery counter went.</source>
        <translation>Навык %2 машины %1 снова доступен только с фазы после той, в которой ушла его последняя фишка восстановления.</translation>
    </message>
    <message>
        <source>%1 chose a firing action and must fire, even with no target (fire %1 miss, or fire %1 cloud).</source>
        <translation>%1 выбрал стреляющее действие и обязан стрелять, даже без цели (fire %1 miss или fire %1 cloud).</translation>
    </message>
    <message>
        <source>%1 waits in reserve: it enters at the start of the turn after the first airplane is destroyed or gone.</source>
        <translation>%1 ждёт в резерве: он вступает в игру в начале хода после того, как первый самолёт уничтожен или покинул стол.</translation>
    </message>
    <message>
        <source>%1&apos;s pilot has the skill %2 twice; an ace takes each skill once.</source>
        <translation>У пилота %1 навык %2 дважды; ас берёт каждый навык один раз.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a skill id.</source>
        <translation>«%1» — не идентификатор навыка.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the [Vehicle] tag of %2 is not one of resistance=N, firepower=A..Z, energy=N, recharge=N (tripods), rockets, cannon, anchor, reserve, skills=A,B (airplanes), at=X,Y,H, pilot=name.</source>
        <translation>«%1» в теге [Vehicle] машины %2 — не из списка resistance=N, firepower=A..Z, energy=N, recharge=N (треножники), rockets, cannon, anchor, reserve, skills=A,B (самолёты), at=X,Y,H, pilot=имя.</translation>
    </message>
    <message>
        <source>%1&apos;s pilot has ace skills, but aces play only with [Variant &quot;aces&quot;] or in a scenario that names them.</source>
        <translation>У пилота %1 есть навыки аса, но асы играют только с [Variant &quot;aces&quot;] или в сценарии, который их называет.</translation>
    </message>
    <message>
        <source>A shot that reached nothing (miss), or a cloud launched, has no range and draws no cards.</source>
        <translation>У выстрела, который никого не достал (miss), и у выпущенного облака нет дальности и карт.</translation>
    </message>
    <message>
        <source>Rockets are launched (rockets=N) and the anchor thrown (anchor card=CARD) without range or cards; their damage comes later.</source>
        <translation>Ракеты пускают (rockets=N) и якорь бросают (anchor card=КАРТА) без дальности и карт; их урон приходит позже.</translation>
    </message>
    <message>
        <source>Rockets have no range: a strike states only its cards.</source>
        <translation>У ракет нет дальности: попадание указывает только карты.</translation>
    </message>
    <message>
        <source>%1&apos;s rockets miss</source>
        <translation>Ракеты %1 промахиваются</translation>
    </message>
    <message>
        <source>%1&apos;s rockets strike %2</source>
        <translation>Ракеты %1 попадают в %2</translation>
    </message>
    <message>
        <source>%1 uses the skill %2</source>
        <translation>%1 использует навык %2</translation>
    </message>
    <message>
        <source>%1 launches a black smoke cloud</source>
        <translation>%1 выпускает облако чёрного дыма</translation>
    </message>
    <message>
        <source>%1 launches rockets at %2</source>
        <translation>%1 пускает ракеты в %2</translation>
    </message>
    <message>
        <source>%1 throws its anchor at %2</source>
        <translation>%1 бросает якорь в %2</translation>
    </message>
    <message>
        <source>The scenario %1 has no Second Invasion variant.</source>
        <translation>У сценария %1 нет варианта «Второе вторжение».</translation>
    </message>
    <message>
        <source>The scenario %1 fields %2 for the Martians; the record&apos;s tripods are %3.</source>
        <translation>Сценарий %1 выставляет за марсиан %2; треножники записи: %3.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Only A Spark of Hope brings in a reserve airplane; %1 is marked reserve.</source>
        <translation>Резервный самолёт бывает только в «Искре надежды»; %1 помечен как резерв.</translation>
    </message>
    <message>
        <source>A Spark of Hope keeps a second Nieuport 16 in reserve: mark its [Vehicle] tag reserve.</source>
        <translation>В «Искре надежды» второй «Ньюпор 16» стоит в резерве: пометьте его тег [Vehicle] словом reserve.</translation>
    </message>
    <message>
        <source>%1 (%2) is not one of the airplanes the scenario %3 allows.</source>
        <translation>%1 (%2) — не из самолётов, которые допускает сценарий %3.</translation>
    </message>
    <message>
        <source>In %1 every airplane carries rockets; %2 has none (rockets in its [Vehicle] tag).</source>
        <translation>В сценарии %1 у каждого самолёта есть ракеты; у %2 их нет (rockets в его теге [Vehicle]).</translation>
    </message>
    <message>
        <source>In Bring Proof the Nieuport 16 carries no rockets.</source>
        <translation>В «Доставить доказательства» у «Ньюпора 16» нет ракет.</translation>
    </message>
    <message>
        <source>In A Spark of Hope the first pilot has the skill itchy-trigger-finger, and only it.</source>
        <translation>В «Искре надежды» у первого пилота навык itchy-trigger-finger, и только он.</translation>
    </message>
    <message>
        <source>In A Spark of Hope the second pilot has the skill sniper, and only it.</source>
        <translation>В «Искре надежды» у второго пилота навык sniper, и только он.</translation>
    </message>
    <message>
        <source>In First Contact each Central Powers pilot has one skill; %1 has %2.</source>
        <translation>В «Первом контакте» у каждого пилота Центральных держав один навык; у %1 навыков: %2.</translation>
    </message>
    <message>
        <source>In First Contact only Central Powers pilots are given a skill; %1 is an Entente airplane.</source>
        <translation>В «Первом контакте» навык получают только пилоты Центральных держав; %1 — самолёт Антанты.</translation>
    </message>
    <message>
        <source>With A-firing airplanes every pilot in The Hunters and the Hunted has one skill; %1 has %2.</source>
        <translation>С самолётами огневой мощи A в «Охотниках и добыче» у каждого пилота один навык; у %1 навыков: %2.</translation>
    </message>
    <message>
        <source>The Fokker D.VII and Sopwith Snipe pilots of The Hunters and the Hunted have no skill; %1 has some.</source>
        <translation>У пилотов «Фоккеров D.VII» и «Сопвич Снайпов» в «Охотниках и добыче» навыков нет; у %1 они есть.</translation>
    </message>
    <message>
        <source>In %1 one pilot, and only one, is an ace with two different skills.</source>
        <translation>В сценарии %1 один пилот, и только один, — ас с двумя разными навыками.</translation>
    </message>
    <message>
        <source>The scenario %1 gives %2&apos;s pilot no skill.</source>
        <translation>Сценарий %1 не даёт пилоту %2 навыков.</translation>
    </message>
    <message>
        <source>The tripod was photographed and the airplane flew off across the Earthlings&apos; side: the Earthlings win.</source>
        <translation>Треножник сфотографирован, и самолёт улетел через сторону землян: земляне побеждают.</translation>
    </message>
    <message>
        <source>Every tripod is destroyed: the Earthlings win.</source>
        <translation>Все треножники уничтожены: земляне побеждают.</translation>
    </message>
    <message>
        <source>Every airplane is destroyed: the Martians win.</source>
        <translation>Все самолёты уничтожены: марсиане побеждают.</translation>
    </message>
    <message>
        <source>The victory is decisive: the winner keeps every tripod, or enough airplanes, in play.</source>
        <translation>Победа решительная: у победителя в игре все треножники или достаточно самолётов.</translation>
    </message>
    <message>
        <source>The victory is marginal: the winner lost too many vehicles for a decisive one.</source>
        <translation>Победа минимальная: победитель потерял слишком много машин для решительной.</translation>
    </message>
    <message>
        <source>%1&apos;s rockets strike or miss in phase %2: the rocket line is missing.</source>
        <translation>Ракеты %1 попадают или промахиваются в фазе %2: нет строки rocket.</translation>
    </message>
    <message>
        <source>%1 chose a firing action in phase %2 but did not fire; firing is mandatory once chosen.</source>
        <translation>%1 выбрал стреляющее действие в фазе %2, но не выстрелил; выбранная стрельба обязательна.</translation>
    </message>
    <message>
        <source>moving onto %1</source>
        <translation>заход на %1</translation>
    </message>
    <message>
        <source>%1 is reloading its cannon: it cannot fly an Immelmann turn.</source>
        <translation>%1 перезаряжает пушку: иммельман выполнить нельзя.</translation>
    </message>
    <message>
        <source>%1 is reloading its cannon: its machine guns cannot fire.</source>
        <translation>%1 перезаряжает пушку: пулемёты стрелять не могут.</translation>
    </message>
    <message>
        <source>%1 carries no cannon.</source>
        <translation>У %1 нет пушки.</translation>
    </message>
    <message>
        <source>%1&apos;s cannon is still reloading: it was not loaded when this phase began.</source>
        <translation>Пушка %1 ещё перезаряжается: к началу этой фазы она не была заряжена.</translation>
    </message>
    <message>
        <source>An aimed cannon shot reveals one C card and draws a second only on a 0: this shot draws %1, not %2.</source>
        <translation>Прицельный выстрел из пушки открывает одну карту C и берёт вторую, только если первая — 0: этот выстрел берёт %1, а не %2.</translation>
    </message>
    <message>
        <source>A cannon hit draws a single C card, not %1.</source>
        <translation>Попадание из пушки — одна карта C, а не %1.</translation>
    </message>
    <message>
        <source>The cannon has no short or long range: a cannon shot states its cards only.</source>
        <translation>У пушки нет ближней и дальней дистанции: выстрел из пушки указывает только карты.</translation>
    </message>
    <message>
        <source>%1 fires its cannon at %2</source>
        <translation>%1 стреляет из пушки по %2</translation>
    </message>
    <message>
        <source>Each card kept from a shot at a tripod in a crater has at most one alternative: %1 discarded for %2 kept.</source>
        <translation>У каждой карты, оставленной от выстрела по треножнику в воронке, не больше одной альтернативы: сброшено %1 при %2 оставленных.</translation>
    </message>
    <message>
        <source>A 0 drawn against a tripod in a crater brings no second card.</source>
        <translation>Вытянутый против треножника в воронке 0 не даёт второй карты.</translation>
    </message>
    <message>
        <source>%1&apos;s maneuver relies on a skill that is still recovering.</source>
        <translation>Манёвр %1 опирается на навык, который ещё восстанавливается.</translation>
    </message>
    <message>
        <source>A maneuver skill is written in the movement step, before %1&apos;s move line.</source>
        <translation>Навык манёвра записывают в шаге движения, до строки манёвра %1.</translation>
    </message>
    <message>
        <source>%1&apos;s skill %2 is still recovering: the maneuver that uses it is illegal; it flies a straight and draws an A damage card.</source>
        <translation>Навык %2 машины %1 ещё восстанавливается: манёвр с ним недопустим; самолёт летит прямо и берёт карту повреждений A.</translation>
    </message>
    <message>
        <source>A skill line is &quot;skill VEHICLE SKILL [maneuver] recovery=N&quot;; &quot;%1&quot; does not fit.</source>
        <translation>Строка навыка — «skill МАШИНА НАВЫК [maneuver] recovery=N»; «%1» сюда не подходит.</translation>
    </message>
    <message>
        <source>%1 ends at %2, outside the %3 cm playing area, but the line does not say it left (out).</source>
        <translation>%1 заканчивает манёвр в точке %2, вне игрового поля %3 см, но строка не говорит, что машина ушла (out).</translation>
    </message>
    <message>
        <source>%1 left the playing area (out), but it ends at %2, inside the %3 cm table.</source>
        <translation>%1 покинула игровое поле (out), но заканчивает манёвр в точке %2, внутри стола %3 см.</translation>
    </message>
    <message>
        <source>[Table &quot;%1&quot;] is not the playing area&apos;s width and depth in whole centimetres, as in [Table &quot;90x90&quot;]; the book&apos;s 90 × 90 cm is used.</source>
        <translation>[Table &quot;%1&quot;] — не ширина и глубина игрового поля в целых сантиметрах, как в [Table &quot;90x90&quot;]; берётся книжное поле 90 × 90 см.</translation>
    </message>
    <message>
        <source>%1 is set up at %2, outside the %3 cm playing area.</source>
        <translation>%1 расставлена в точке %2, вне игрового поля %3 см.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a position: write at=X,Y,H, the centre of the base in whole centimetres (%2 to %3) and the heading in degrees (0 to 359).</source>
        <translation>«%1» — не положение: пишите at=X,Y,H — центр подставки в целых сантиметрах (от %2 до %3) и направление в градусах (от 0 до 359).</translation>
    </message>
    <message>
        <source>A move line is &quot;move VEHICLE CARD&quot;, then out, home, enemy, overlap, photo, in-trench, entangled, free, penalty=, cloud=, smoke=, onto=, check= or at=; &quot;%1&quot; does not fit.</source>
        <translation>Строка манёвра — «move МАШИНА КАРТА», затем out, home, enemy, overlap, photo, in-trench, entangled, free, penalty=, cloud=, smoke=, onto=, check= или at=; «%1» сюда не подходит.</translation>
    </message>
    <message>
        <source>%1 has no black smoke cloud on the table to take back.</source>
        <translation>У %1 нет на столе облака чёрного дыма, которое можно забрать.</translation>
    </message>
    <message>
        <source>Both of %1&apos;s black smoke templates are on the table: a new launch takes one of them back first (fire %1 cloud replace).</source>
        <translation>Оба шаблона чёрного дыма %1 на столе: новый пуск сначала забирает один из них (fire %1 cloud replace).</translation>
    </message>
    <message>
        <source>%1 draws its fire card just before its own first maneuver of the turn; it reveals none in phase %2.</source>
        <translation>%1 тянет карту пожара прямо перед своим первым манёвром хода, а в фазе %2 он манёвра не открывает.</translation>
    </message>
    <message>
        <source>%1 draws its fire card in phase 1, when the turn&apos;s first maneuvers are revealed, even with no maneuver of its own to reveal.</source>
        <translation>%1 тянет карту пожара в фазе 1, когда открывают первые манёвры хода, даже если ему самому открывать нечего.</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <source>%1 controls no vehicle; each player controls at least one.</source>
        <translation>У игрока %1 нет ни одной машины; каждый игрок управляет хотя бы одной.</translation>
    </message>
    <message>
        <source>%1&apos;s vehicle %2 is not one of the record&apos;s vehicles.</source>
        <translation>Машины %2 игрока %1 нет среди машин записи.</translation>
    </message>
    <message>
        <source>%1 is controlled by %2 and also by %3; a vehicle has one player.</source>
        <translation>Машиной %1 управляет %2 и ещё %3; у машины один игрок.</translation>
    </message>
    <message>
        <source>%1 controls both tripods and airplanes; a player belongs to one team.</source>
        <translation>Игрок %1 управляет и треножниками, и самолётами; игрок входит в одну команду.</translation>
    </message>
    <message>
        <source>No [Player] tag controls %1; with player tags every vehicle has a player.</source>
        <translation>Ни один тег [Player] не даёт машину %1 игроку; при тегах игроков у каждой машины есть игрок.</translation>
    </message>
    <message>
        <source>A battle needs at least two players; the record names %1.</source>
        <translation>Для боя нужны хотя бы два игрока; в записи их названо: %1.</translation>
    </message>
    <message>
        <source>The scenario %1 is for %2 players; the record names %3.</source>
        <translation>Сценарий %1 рассчитан на число игроков %2; в записи их названо: %3.</translation>
    </message>
    <message>
        <source>The scenario %1 is for %2 to %3 players; the record names %4.</source>
        <translation>Сценарий %1 рассчитан на число игроков от %2 до %3; в записи их названо: %4.</translation>
    </message>
    <message>
        <source>%1 Martian and %2 Earthling players: the teams are split as evenly as the vehicles allow.</source>
        <translation>Игроков за марсиан: %1, за землян: %2; команды делят так ровно, как позволяют машины.</translation>
    </message>
    <message>
        <source>One Martian player controls %1 vehicles and another %2: a team shares its vehicles out as evenly as possible.</source>
        <translation>У одного игрока за марсиан машин: %1, у другого: %2; команда делит свои машины как можно ровнее.</translation>
    </message>
    <message>
        <source>One Earthling player controls %1 vehicles and another %2: a team shares its vehicles out as evenly as possible.</source>
        <translation>У одного игрока за землян машин: %1, у другого: %2; команда делит свои машины как можно ровнее.</translation>
    </message>
    <message>
        <source>A fire line is &quot;fire VEHICLE TARGET range=short/long [across=protected/unprotected] cards=...&quot;, &quot;fire VEHICLE miss&quot;, &quot;fire VEHICLE cloud [replace]&quot;, &quot;fire VEHICLE TARGET rockets=N&quot;, &quot;fire VEHICLE TARGET anchor card=CARD&quot; or &quot;fire VEHICLE TARGET cannon cards=...&quot;; &quot;%1&quot; does not fit.</source>
        <translation>Строка стрельбы — «fire МАШИНА ЦЕЛЬ range=short/long [across=protected/unprotected] cards=...», «fire МАШИНА miss», «fire МАШИНА cloud [replace]», «fire МАШИНА ЦЕЛЬ rockets=N», «fire МАШИНА ЦЕЛЬ anchor card=КАРТА» или «fire МАШИНА ЦЕЛЬ cannon cards=...»; «%1» сюда не подходит.</translation>
    </message>
    <message>
        <source>%1 takes back one of its black smoke clouds and launches a new one</source>
        <translation>%1 забирает одно из своих облаков чёрного дыма и выпускает новое</translation>
    </message>
    <message>
        <source>The scenario %1 arms no airplane with rockets; %2 carries some.</source>
        <translation>Сценарий %1 не даёт ракет ни одному самолёту, а у %2 они есть.</translation>
    </message>
    <message>
        <source>The Hunters and the Hunted fields Fokker D.VIIs and Sopwith Snipes, or, in its variant, A-firing airplanes only; the record mixes the two.</source>
        <translation>«Охотники и добыча» выставляют Fokker D.VII и Sopwith Snipe либо, в варианте, только самолёты со стрельбой A; запись смешивает одно с другим.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s cannon shot pushed its last planned card into this turn: it plans %n maneuver(s), not %2.</source>
        <translation>
            <numerusform>Выстрел из пушки %1 перенёс в этот ход последнюю запланированную карту: он планирует %n манёвр, а не %2.</numerusform>
            <numerusform>Выстрел из пушки %1 перенёс в этот ход последнюю запланированную карту: он планирует %n манёвра, а не %2.</numerusform>
            <numerusform>Выстрел из пушки %1 перенёс в этот ход последнюю запланированную карту: он планирует %n манёвров, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is toppled: it plans %n maneuver(s), for the last phases of the turn, not %2.</source>
        <translation>
            <numerusform>%1 опрокинут: он планирует %n манёвр на последние фазы хода, а не %2.</numerusform>
            <numerusform>%1 опрокинут: он планирует %n манёвра на последние фазы хода, а не %2.</numerusform>
            <numerusform>%1 опрокинут: он планирует %n манёвров на последние фазы хода, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plans %n maneuver(s); every vehicle plans three.</source>
        <translation>
            <numerusform>%1 планирует %n манёвр; каждая машина планирует три.</numerusform>
            <numerusform>%1 планирует %n манёвра; каждая машина планирует три.</numerusform>
            <numerusform>%1 планирует %n манёвров; каждая машина планирует три.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s black smoke launchers are recharging (%n counter(s) in the black smoke box).</source>
        <translation>
            <numerusform>Дымомёты %1 перезаряжаются (в ячейке чёрного дыма %n фишка).</numerusform>
            <numerusform>Дымомёты %1 перезаряжаются (в ячейке чёрного дыма %n фишки).</numerusform>
            <numerusform>Дымомёты %1 перезаряжаются (в ячейке чёрного дыма %n фишек).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario places %n objective template(s) (%1); %2 would be one more.</source>
        <translation>
            <numerusform>Сценарий выставляет %n шаблон цели (%1); %2 был бы лишним.</numerusform>
            <numerusform>Сценарий выставляет %n шаблона целей (%1); %2 был бы лишним.</numerusform>
            <numerusform>Сценарий выставляет %n шаблонов целей (%1); %2 был бы лишним.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 flies the %2 right after the %3; two steep maneuvers may not follow each other.</source>
        <translation>%1 выполняет манёвр «%2» сразу после манёвра «%3»; два крутых манёвра подряд запрещены.</translation>
    </message>
    <message>
        <source>%1&apos;s guns were jammed in phase %2: it could not fire.</source>
        <translation>Пулемёты %1 в фазе %2 были заклинены: стрелять он не мог.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s guns are jammed (%n counter(s) left): it cannot fire.</source>
        <translation>
            <numerusform>Пулемёты %1 заклинило (осталась %n фишка): стрелять он не может.</numerusform>
            <numerusform>Пулемёты %1 заклинило (осталось %n фишки): стрелять он не может.</numerusform>
            <numerusform>Пулемёты %1 заклинило (осталось %n фишек): стрелять он не может.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At %1 range the target draws %n damage card(s), not %2.</source>
        <translation>
            <numerusform>На %1 дистанции цель берёт %n карту повреждений, а не %2.</numerusform>
            <numerusform>На %1 дистанции цель берёт %n карты повреждений, а не %2.</numerusform>
            <numerusform>На %1 дистанции цель берёт %n карт повреждений, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n rocket counter(s) left, not %2.</source>
        <translation>
            <numerusform>У %1 осталась %n фишка ракет, а не %2.</numerusform>
            <numerusform>У %1 осталось %n фишки ракет, а не %2.</numerusform>
            <numerusform>У %1 осталось %n фишек ракет, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s skill %2 still has %n recovery counter(s): it cannot be used yet.</source>
        <translation>
            <numerusform>На навыке %2 машины %1 ещё лежит %n фишка восстановления: использовать его пока нельзя.</numerusform>
            <numerusform>На навыке %2 машины %1 ещё лежат %n фишки восстановления: использовать его пока нельзя.</numerusform>
            <numerusform>На навыке %2 машины %1 ещё лежат %n фишек восстановления: использовать его пока нельзя.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plans the %2 right after the %3; two steep maneuvers may not follow each other.</source>
        <translation>%1 планирует манёвр «%2» сразу после манёвра «%3»; два крутых манёвра подряд запрещены.</translation>
    </message>
    <message numerus="yes">
        <source>%1 plans %n card(s) with the energy icon but has %2 energy: a card it cannot pay for will topple it.</source>
        <translation>
            <numerusform>%1 планирует %n карту со значком энергии, а энергии у него %2; карта, за которую нечем заплатить, его опрокинет.</numerusform>
            <numerusform>%1 планирует %n карты со значком энергии, а энергии у него %2; карта, за которую нечем заплатить, его опрокинет.</numerusform>
            <numerusform>%1 планирует %n карт со значком энергии, а энергии у него %2; карта, за которую нечем заплатить, его опрокинет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario %1 fields %n airplane(s) for the Earthlings at the start, not %2.</source>
        <translation>
            <numerusform>Сценарий %1 выставляет за землян в начале %n самолёт, а не %2.</numerusform>
            <numerusform>Сценарий %1 выставляет за землян в начале %n самолёта, а не %2.</numerusform>
            <numerusform>Сценарий %1 выставляет за землян в начале %n самолётов, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Martians destroyed %n objective template(s) and a tripod left across the Earthlings&apos; side: the Martians win.</source>
        <translation>
            <numerusform>Марсиане уничтожили %n шаблон цели, и треножник ушёл через сторону землян: марсиане побеждают.</numerusform>
            <numerusform>Марсиане уничтожили %n шаблона целей, и треножник ушёл через сторону землян: марсиане побеждают.</numerusform>
            <numerusform>Марсиане уничтожили %n шаблонов целей, и треножник ушёл через сторону землян: марсиане побеждают.</numerusform>
        </translation>
    </message>
    <message>
        <source>The action card has no effect; %1 loses only the energy it paid for it.</source>
        <translation>Карта действия не действует; %1 теряет только энергию, уплаченную за неё.</translation>
    </message>
    <message>
        <source>%1 flew an Immelmann turn in this phase: its cannon may not fire right after it.</source>
        <translation>%1 выполнил в этой фазе иммельман: сразу после него пушка стрелять не может.</translation>
    </message>
    <message>
        <source>%1&apos;s heat-ray is still cooling (a counter is in its heat-ray box): it cannot be chosen, and nothing is spent.</source>
        <translation>Тепловой луч %1 ещё остывает (в ячейке теплового луча лежит жетон): его нельзя выбрать, и ничего не тратится.</translation>
    </message>
    <message>
        <source>Objective %1 shows red weed: it no longer counts as an objective to destroy.</source>
        <translation>Цель %1 покрыта красной травой: она больше не считается целью для уничтожения.</translation>
    </message>
    <message>
        <source>%1&apos;s rockets strike in this phase: its machine guns cannot fire in it.</source>
        <translation>Ракеты %1 попадают в этой фазе: его пулемёты в ней стрелять не могут.</translation>
    </message>
    <message>
        <source>In First Contact every pilot has one skill; %1 has %2.</source>
        <translation>В «Первом контакте» у каждого пилота один навык; у %1 навыков: %2.</translation>
    </message>
    <message>
        <source>%1 plans no stationary or running maneuver this turn, even with fewer than three cards.</source>
        <translation>%1 не планирует в этом ходу ни манёвра на месте, ни бега, хотя и планирует меньше трёх карт.</translation>
    </message>
    <message>
        <source>%1 is toppled: without a standing-still maneuver it may not change facing, destroy an objective or recharge.</source>
        <translation>%1 опрокинут: без манёвра «на месте» он не может развернуться, уничтожить цель или подзарядиться.</translation>
    </message>
    <message>
        <source>%1&apos;s rudder is jammed: its %2 is an illegal maneuver.</source>
        <translation>Руль %1 заклинило: манёвр «%2» недопустим.</translation>
    </message>
    <message>
        <source>%1 is on fire: its planned straight is an illegal maneuver.</source>
        <translation>%1 горит: запланированный прямой полёт — недопустимый манёвр.</translation>
    </message>
    <message>
        <source>%1&apos;s reverse mechanism is destroyed: its reverse is an illegal maneuver and the tripod topples.</source>
        <translation>Механизм заднего хода %1 разрушен: задний ход — недопустимый манёвр, и треножник опрокидывается.</translation>
    </message>
    <message>
        <source>the A card %1 draws for the fire on board</source>
        <translation>карта A, которую %1 берёт за пожар на борту</translation>
    </message>
    <message>
        <source>the A card %1 draws for its illegal maneuver</source>
        <translation>карта A, которую %1 берёт за недопустимый манёвр</translation>
    </message>
    <message>
        <source>the Z card %1 draws in %2&apos;s black smoke</source>
        <translation>карта Z, которую %1 берёт в чёрном дыму %2</translation>
    </message>
    <message>
        <source>the A card %1 draws for the terrain it moved onto</source>
        <translation>карта A, которую %1 берёт за местность, на которую вышел</translation>
    </message>
    <message>
        <source>the A card that decides whether %1&apos;s anchor hooks %2</source>
        <translation>карта A, решающая, зацепит ли якорь %1 треножник %2</translation>
    </message>
    <message>
        <source>damage card %1 of %2&apos;s shot at %3 (deck %4)</source>
        <translation>карта повреждений %1 выстрела %2 по %3 (колода %4)</translation>
    </message>
    <message>
        <source>the card %2&apos;s shot at %3 discarded for damage card %1 (deck %4, crater)</source>
        <translation>карта, сброшенная при выстреле %2 по %3 вместо карты повреждений %1 (колода %4, воронка)</translation>
    </message>
    <message>
        <source>The action card has no effect: %1 loses the energy it paid for it and has none left to lose.</source>
        <translation>Карта действия не действует: %1 теряет уплаченную за неё энергию, а больше терять нечего.</translation>
    </message>
    <message>
        <source>The action card has no effect: %1 loses the energy it paid for it and one more, two in all.</source>
        <translation>Карта действия не действует: %1 теряет уплаченную за неё энергию и ещё одну, всего две.</translation>
    </message>
    <message>
        <source>No vehicle &quot;%1&quot; is in this game; did you mean %2?</source>
        <translation>Машины «%1» в этой партии нет; может быть, имелось в виду %2?</translation>
    </message>
    <message>
        <source>%1 left the playing area</source>
        <translation>%1 покинул игровое поле</translation>
    </message>
    <message>
        <source>%1 left across the Earthlings&apos; side (with out)</source>
        <translation>%1 вышел через сторону землян (вместе с out)</translation>
    </message>
    <message>
        <source>%1 left across its own side (with out)</source>
        <translation>%1 вышел через свою сторону (вместе с out)</translation>
    </message>
    <message>
        <source>%1 overlapped another tripod and was moved back</source>
        <translation>%1 наложился на другой треножник и отодвинут назад</translation>
    </message>
    <message>
        <source>%1 began its stall within half a ruler of a tripod (the photograph)</source>
        <translation>%1 начал срыв в пределах половины линейки от треножника (фотография)</translation>
    </message>
    <message>
        <source>whether the tripod %1 hooked is still beside it within a ruler</source>
        <translation>остаётся ли зацепленный %1 треножник рядом, в пределах линейки</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>см</translation>
    </message>
    <message>
        <source>where %1 ends: along the Earthlings&apos; side</source>
        <translation>где %1 заканчивает движение: вдоль стороны землян</translation>
    </message>
    <message>
        <source>where %1 ends: towards the Martians&apos; side</source>
        <translation>где %1 заканчивает движение: к стороне марсиан</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>%1&apos;s heading, clockwise from facing the Martians&apos; side</source>
        <translation>курс %1 по часовой стрелке от направления на сторону марсиан</translation>
    </message>
    <message>
        <source>the range of %1&apos;s shot at %2</source>
        <translation>дистанция выстрела %1 по %2</translation>
    </message>
    <message>
        <source>whether %1&apos;s shot reached %2 across a protected side</source>
        <translation>попал ли выстрел %1 в %2 через защищённую сторону</translation>
    </message>
</context>
<context>
    <name>wotw</name>
    <message>
        <source>tripod</source>
        <comment>miniature type</comment>
        <translation>треножник</translation>
    </message>
    <message>
        <source>ufo</source>
        <comment>miniature type</comment>
        <translation>НЛО</translation>
    </message>
    <message>
        <source>army</source>
        <comment>miniature type</comment>
        <translation>армия</translation>
    </message>
    <message>
        <source>navy</source>
        <comment>miniature type</comment>
        <translation>флот</translation>
    </message>
    <message>
        <source>The game is over (%1 won); no move may follow.</source>
        <translation>Партия окончена (победили %1): после этого ходов быть не может.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn, not the %2&apos;.</source>
        <translation>Сейчас ходят %1, а не %2.</translation>
    </message>
    <message>
        <source>This is turn %1, not turn %2.</source>
        <translation>Сейчас идёт ход %1, а не ход %2.</translation>
    </message>
    <message>
        <source>The %1&apos; hand was not recorded (a `hand` line) before this move.</source>
        <translation>Перед этим ходом не записано, какие карты взяли в руку %1 (строка `hand`).</translation>
    </message>
    <message numerus="yes">
        <source>The offer row has %n empty place(s): record the revealed cards (an `offer` line) before buying or swapping.</source>
        <translation>
            <numerusform>В Ряду предложений %n пустое место: прежде чем приобретать или заменять карты, запишите открытые карты (строка `offer`).</numerusform>
            <numerusform>В Ряду предложений %n пустых места: прежде чем приобретать или заменять карты, запишите открытые карты (строка `offer`).</numerusform>
            <numerusform>В Ряду предложений %n пустых мест: прежде чем приобретать или заменять карты, запишите открытые карты (строка `offer`).</numerusform>
        </translation>
    </message>
    <message>
        <source>No draw is due for the %1 now: cards are drawn at setup and at the end of the side&apos;s turn.</source>
        <translation>Сейчас %1 не добирают карты: карты берут в руку при подготовке к игре и в конце своего хода.</translation>
    </message>
    <message>
        <source>No offer-row place of the %1 is empty: cards are revealed at setup and after a purchase or swap.</source>
        <translation>%1 не могут открывать карты: в их Ряду предложений нет пустых мест, а карты открывают при подготовке к игре и после приобретения или замены карты.</translation>
    </message>
    <message>
        <source>These cards belong to turn %1, not turn %2.</source>
        <translation>Эти карты относятся к ходу %1, а не к ходу %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were drawn; the rule draws %1 (five, or all that the supply deck and discard pile hold).</source>
        <translation>
            <numerusform>Взята %n карта, а по правилу берут %1 (пять или все, что есть в колоде добора и стопке сброса).</numerusform>
            <numerusform>Взяты %n карты, а по правилу берут %1 (пять или все, что есть в колоде добора и стопке сброса).</numerusform>
            <numerusform>Взято %n карт, а по правилу берут %1 (пять или все, что есть в колоде добора и стопке сброса).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 are in neither the supply deck nor the reshuffled discard pile.</source>
        <translation>%1: этих карт нет ни в колоде добора, ни в перемешанной стопке сброса.</translation>
    </message>
    <message>
        <source>%1 is in neither the supply deck nor the reshuffled discard pile.</source>
        <translation>%1: этой карты нет ни в колоде добора, ни в перемешанной стопке сброса.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were revealed but only %1 offer-row place(s) are empty.</source>
        <translation>
            <numerusform>Открыта %n карта, а пустых мест в Ряду предложений: %1.</numerusform>
            <numerusform>Открыты %n карты, а пустых мест в Ряду предложений: %1.</numerusform>
            <numerusform>Открыто %n карт, а пустых мест в Ряду предложений: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in the offer deck, so it cannot be revealed.</source>
        <translation>Карты %1 нет в колоде предложений, поэтому открыть её нельзя.</translation>
    </message>
    <message>
        <source>The top of the offer deck is %1 (a card swapped to the bottom earlier), not %2.</source>
        <translation>Верхняя карта колоды предложений — %1 (её раньше заменили и убрали под низ колоды), а не %2.</translation>
    </message>
    <message>
        <source>The offer deck is empty: nothing can be revealed.</source>
        <translation>Колода предложений пуста: открывать нечего.</translation>
    </message>
    <message>
        <source>%1 is still in hand and could be played: every card is played if able.</source>
        <translation>Карта %1 осталась в руке, хотя её можно было разыграть: игрок разыгрывает все карты, какие может.</translation>
    </message>
    <message>
        <source>%1 is not in the %2&apos; hand.</source>
        <translation>Карты %1 нет в руке у стороны «%2».</translation>
    </message>
    <message>
        <source>%1 has no action to play.</source>
        <translation>У карты %1 нет действия, которое можно разыграть.</translation>
    </message>
    <message>
        <source>Name the %1 that acts (unit=%2-1).</source>
        <translation>Укажите, какая фигурка (%1) действует (unit=%2-1).</translation>
    </message>
    <message>
        <source>%1 cannot act with %2: it moves a %3.</source>
        <translation>%1 не может действовать фигуркой %2: эта карта управляет фигуркой типа «%3».</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>Фигурки %1 нет на поле.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves up to %n civilian token(s): give as many from= as to= regions.</source>
        <translation>
            <numerusform>%1 перемещает не больше %n маркера населения: укажите столько же регионов from=, сколько to=.</numerusform>
            <numerusform>%1 перемещает не больше %n маркеров населения: укажите столько же регионов from=, сколько to=.</numerusform>
            <numerusform>%1 перемещает не больше %n маркеров населения: укажите столько же регионов from=, сколько to=.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no civilian token in %1 to move.</source>
        <translation>В регионе %1 нет маркера населения, который можно переместить.</translation>
    </message>
    <message>
        <source>%1 moves two different tokens; the token that just entered %2 cannot move again.</source>
        <translation>%1 перемещает два разных маркера: маркер, который только что пришёл в регион %2, не может переместиться ещё раз.</translation>
    </message>
    <message>
        <source>Civilians move only to land regions; %1 is at sea.</source>
        <translation>Население перемещается только в сухопутные регионы, а %1 — морской регион.</translation>
    </message>
    <message>
        <source>%1 and %2 do not share a border.</source>
        <translation>Регионы %1 и %2 не прилегают друг к другу.</translation>
    </message>
    <message>
        <source>Nerve Agent holds %1: no civilian may leave it this turn.</source>
        <translation>В регионе %1 действует «Нервно-паралитический газ»: в этот ход население не может его покинуть.</translation>
    </message>
    <message>
        <source>Frightening Sound keeps civilians out of %1 this turn.</source>
        <translation>В регионе %1 действует «Пугающий звук»: в этот ход население не может туда войти.</translation>
    </message>
    <message>
        <source>Name the attacked region (region=...).</source>
        <translation>Укажите атакуемый регион (region=...).</translation>
    </message>
    <message>
        <source>Guerillas attack from a region with civilians; %1 has none.</source>
        <translation>«Ополченцы» атакуют из региона с населением, а в регионе %1 населения нет.</translation>
    </message>
    <message>
        <source>Every civilian token in %1 has already attacked this turn (once per token per turn).</source>
        <translation>Все маркеры населения в регионе %1 уже атаковали в этот ход (каждый маркер атакует не больше раза за ход).</translation>
    </message>
    <message>
        <source>Name the destination (to=...).</source>
        <translation>Укажите, куда идёт фигурка (to=...).</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves a miniature at most %n region(s).</source>
        <translation>
            <numerusform>%1 перемещает фигурку не дальше чем на %n регион.</numerusform>
            <numerusform>%1 перемещает фигурку не дальше чем на %n региона.</numerusform>
            <numerusform>%1 перемещает фигурку не дальше чем на %n регионов.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already received a %2 card this turn.</source>
        <translation>Фигурка %1 уже получила в этот ход карту %2.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: it moves on land only.</source>
        <translation>Фигурка %1 не может войти в регион %2: она ходит только по суше.</translation>
    </message>
    <message>
        <source>%1 cannot enter %2: it moves at sea only.</source>
        <translation>Фигурка %1 не может войти в регион %2: она ходит только по морю.</translation>
    </message>
    <message>
        <source>%1 is blocked in %2: each enemy land miniature there holds one of ours.</source>
        <translation>Фигурка %1 заблокирована в регионе %2: каждая сухопутная фигурка противника там удерживает одну фигурку ходящей стороны.</translation>
    </message>
    <message>
        <source>Nerve Agent holds %1: no Human unit may leave it this turn.</source>
        <translation>В регионе %1 действует «Нервно-паралитический газ»: в этот ход юниты Людей не могут его покинуть.</translation>
    </message>
    <message>
        <source>Frightening Sound keeps Human units out of %1 this turn.</source>
        <translation>В регионе %1 действует «Пугающий звук»: в этот ход юниты Людей не могут туда войти.</translation>
    </message>
    <message>
        <source>Barrage Balloons keep UFOs out of %1.</source>
        <translation>«Аэростаты заграждения» не пускают НЛО в регион %1.</translation>
    </message>
    <message>
        <source>Name the coastal region the Navy attacks (region=...).</source>
        <translation>Укажите прибрежный регион, который атакует флот (region=...).</translation>
    </message>
    <message>
        <source>%1 in %2 can attack only a land region on its coast; %3 is not.</source>
        <translation>Фигурка %1 в регионе %2 может атаковать только сухопутный регион на его берегу, а регион %3 не подходит.</translation>
    </message>
    <message>
        <source>%1 attacks the region it stands in (%2), not %3.</source>
        <translation>Фигурка %1 атакует регион, в котором стоит (%2), а не %3.</translation>
    </message>
    <message>
        <source>There is nothing of the Humans in %1 to attack.</source>
        <translation>В регионе %1 нечего атаковать: у Людей там ничего нет.</translation>
    </message>
    <message>
        <source>Name the region (region=...).</source>
        <translation>Укажите регион (region=...).</translation>
    </message>
    <message>
        <source>Reap needs a Tripod in %1.</source>
        <translation>Для «Жатвы» в регионе %1 должен стоять треножник.</translation>
    </message>
    <message>
        <source>There is no civilian token in %1.</source>
        <translation>В регионе %1 нет маркеров населения.</translation>
    </message>
    <message>
        <source>The civilians in %1 are protected; Reap destroys only unprotected ones.</source>
        <translation>Население в регионе %1 защищено, а «Жатва» уничтожает только незащищённое население.</translation>
    </message>
    <message>
        <source>%1 works on land regions only.</source>
        <translation>%1 действует только в сухопутных регионах.</translation>
    </message>
    <message>
        <source>%1 needs a Tripod next to %2.</source>
        <translation>Для карты %1 нужен треножник в регионе, прилегающем к региону %2.</translation>
    </message>
    <message>
        <source>%1 needs a Tripod in %2.</source>
        <translation>Для карты %1 нужен треножник в регионе %2.</translation>
    </message>
    <message>
        <source>Infrasound moves an Army out of %1: name it (unit=army-N to=...).</source>
        <translation>«Инфразвук» выталкивает армию из региона %1: укажите её (unit=army-N to=...).</translation>
    </message>
    <message>
        <source>Infrasound moves one Army that stands in %1 to one region.</source>
        <translation>«Инфразвук» перемещает одну армию из региона %1 в один регион.</translation>
    </message>
    <message>
        <source>Infrasound moves the Army to a non-hostile land region next to %1; %2 is not.</source>
        <translation>«Инфразвук» перемещает армию в невраждебный сухопутный регион, прилегающий к региону %1, а регион %2 не подходит.</translation>
    </message>
    <message>
        <source>%1 needs a UFO in %2.</source>
        <translation>Для карты %1 нужно НЛО в регионе %2.</translation>
    </message>
    <message>
        <source>Alien Abduction needs a UFO in %1.</source>
        <translation>Для «Похищения» в регионе %1 должно быть НЛО.</translation>
    </message>
    <message>
        <source>All %1 %2 miniatures are on the board; there is none to place.</source>
        <translation>Все фигурки типа «%2» (%1 шт.) уже на поле: выставлять нечего.</translation>
    </message>
    <message>
        <source>A %1 miniature on the board can still take this card, so it must act instead of placing a new one.</source>
        <translation>Фигурка типа «%1» на поле ещё может получить эту карту, поэтому карта должна выполнить действие, а не выставить новую фигурку.</translation>
    </message>
    <message>
        <source>Name where the Army is placed (region=...).</source>
        <translation>Укажите, где выставить армию (region=...).</translation>
    </message>
    <message>
        <source>An Army is placed in a non-hostile land region with civilians; %1 is not one.</source>
        <translation>Армию выставляют в невраждебный сухопутный регион с населением, а регион %1 не подходит.</translation>
    </message>
    <message>
        <source>A Navy is placed only in %1 (the anchor), and only while it is not hostile.</source>
        <translation>Флот выставляют только в регион %1 (с якорем) и только пока этот регион не враждебный.</translation>
    </message>
    <message>
        <source>Alien miniatures are placed only in %1, the invasion ship&apos;s region.</source>
        <translation>Фигурки Инопланетян выставляют только в регион %1, где стоит корабль вторжения.</translation>
    </message>
    <message>
        <source>%1 can be played, so it may not be discarded: every card is played if able.</source>
        <translation>Карту %1 можно разыграть, поэтому сбрасывать её нельзя: игрок разыгрывает все карты, какие может.</translation>
    </message>
    <message>
        <source>%1 is not in the %2&apos; offer row.</source>
        <translation>Карты %1 нет в Ряду предложений стороны «%2».</translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 but only %n energy are left this turn.</source>
        <translation>
            <numerusform>%1 стоит %2, а энергии в этом ходу осталось только %n.</numerusform>
            <numerusform>%1 стоит %2, а энергии в этом ходу осталось только %n.</numerusform>
            <numerusform>%1 стоит %2, а энергии в этом ходу осталось только %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 but only %n coins are left this turn.</source>
        <translation>
            <numerusform>%1 стоит %2, а в этом ходу осталась только %n монета.</numerusform>
            <numerusform>%1 стоит %2, а в этом ходу остались только %n монеты.</numerusform>
            <numerusform>%1 стоит %2, а в этом ходу осталось только %n монет.</numerusform>
        </translation>
    </message>
    <message>
        <source>A building is placed at once: name its region (region=...).</source>
        <translation>Постройку выставляют сразу: укажите её регион (region=...).</translation>
    </message>
    <message>
        <source>A bought Army is placed at once: name its region (region=...).</source>
        <translation>Приобретённую армию выставляют сразу: укажите её регион (region=...).</translation>
    </message>
    <message>
        <source>A Navy is placed only in %1 (the anchor).</source>
        <translation>Флот выставляют только в регион %1 (с якорем).</translation>
    </message>
    <message>
        <source>Buildings stand on land regions; %1 is at sea.</source>
        <translation>Постройки стоят только в сухопутных регионах, а %1 — морской регион.</translation>
    </message>
    <message>
        <source>%1 already holds a building (one per land region, Barrage Balloons excepted).</source>
        <translation>В регионе %1 уже есть постройка (в сухопутном регионе может быть только одна, «Аэростаты заграждения» не в счёт).</translation>
    </message>
    <message>
        <source>Human buildings go where civilians are and no Alien unit or building is; %1 is not such a region.</source>
        <translation>Постройки Людей выставляют туда, где есть население и нет юнитов и построек Инопланетян; регион %1 не подходит.</translation>
    </message>
    <message>
        <source>Alien buildings go next to another Alien building, where no civilian, Human unit or building is; %1 is not such a region.</source>
        <translation>Постройки Инопланетян выставляют рядом с другой их постройкой, туда, где нет населения, юнитов и построек Людей; регион %1 не подходит.</translation>
    </message>
    <message>
        <source>The offer deck is empty, so there is no card to swap in.</source>
        <translation>Колода предложений пуста, и заменить карту нечем.</translation>
    </message>
    <message>
        <source>The offer row may be swapped once per turn; this is the second swap.</source>
        <translation>Карту в Ряду предложений можно заменить только раз за ход, а это уже вторая замена.</translation>
    </message>
    <message>
        <source>%1 has no ability the %2 use by choice (income buildings work by themselves).</source>
        <translation>У карты %1 нет свойства, которым %2 пользуются по своему выбору (постройки, приносящие ресурсы, действуют сами).</translation>
    </message>
    <message>
        <source>No Regenerator stands on the board.</source>
        <translation>На поле нет «Регенератора».</translation>
    </message>
    <message>
        <source>Each Regenerator is used once per turn.</source>
        <translation>Каждый «Регенератор» можно использовать только раз за ход.</translation>
    </message>
    <message numerus="yes">
        <source>The Regenerator costs %1 energy; only %n are left.</source>
        <translation>
            <numerusform>«Регенератор» стоит %1 энергии, а осталось только %n.</numerusform>
            <numerusform>«Регенератор» стоит %1 энергии, а осталось только %n.</numerusform>
            <numerusform>«Регенератор» стоит %1 энергии, а осталось только %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name which %1 acts (at=...).</source>
        <translation>Укажите, какая постройка %1 действует (at=...).</translation>
    </message>
    <message>
        <source>No %1 stands in %2.</source>
        <translation>В регионе %2 нет постройки %1.</translation>
    </message>
    <message>
        <source>The %1 in %2 has already attacked this turn.</source>
        <translation>Постройка %1 в регионе %2 уже атаковала в этот ход.</translation>
    </message>
    <message>
        <source>Poisonous Fog covers %1: its buildings cannot attack this turn.</source>
        <translation>Регион %1 накрыт «Ядовитым дымом»: постройки в нём в этот ход не атакуют.</translation>
    </message>
    <message>
        <source>A Fort strikes only its own region.</source>
        <translation>«Форт» наносит урон только в своём регионе.</translation>
    </message>
    <message>
        <source>A Fort deals damage only while a Tripod stands in its region (%1).</source>
        <translation>«Форт» наносит урон, только пока в его регионе (%1) стоит треножник.</translation>
    </message>
    <message>
        <source>Heavy Artillery in %1 strikes an adjacent region; %2 is not adjacent.</source>
        <translation>«Тяжёлая артиллерия» в регионе %1 бьёт по прилегающему региону, а %2 к нему не прилегает.</translation>
    </message>
    <message>
        <source>Heavy Artillery strikes its own region (2 damage) only while a Tripod stands there.</source>
        <translation>«Тяжёлая артиллерия» бьёт по своему региону (2 урона), только пока там стоит треножник.</translation>
    </message>
    <message>
        <source>Humans can never attack a UFO, and %1 holds no Tripod or Alien building.</source>
        <translation>Люди никогда не атакуют НЛО, а в регионе %1 нет ни треножника, ни постройки Инопланетян.</translation>
    </message>
    <message>
        <source>Damage to the Aliens needs a Tripod or an Alien building in %1.</source>
        <translation>Чтобы нанести урон Инопланетянам, в регионе %1 должен быть треножник или их постройка.</translation>
    </message>
    <message>
        <source>The strike on %1 dealt %2 damage, short of the building&apos;s Defense %3: a defended region may be attacked only with enough damage to destroy the building at once.</source>
        <translation>Удар по региону %1 нанёс урон %2, меньше Защиты постройки (%3): регион с защитным сооружением атакуют, только если единовременного урона хватит, чтобы сразу уничтожить постройку.</translation>
    </message>
    <message>
        <source>Unknown side &quot;%1&quot;; the sides are aliens and humans.</source>
        <translation>Неизвестная сторона «%1»; стороны называются aliens и humans.</translation>
    </message>
    <message>
        <source>Unknown verb &quot;%1&quot;; wotw knows hand, offer, play, discard, buy, swap, ability and end.</source>
        <translation>Неизвестный глагол «%1»; в wotw есть hand, offer, play, discard, buy, swap, ability и end.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation>Неизвестная карта «%1».</translation>
    </message>
    <message>
        <source>%1 is not a card of the %2.</source>
        <translation>%1 — не карта стороны %2.</translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;.</source>
        <translation>Неизвестный регион «%1».</translation>
    </message>
    <message>
        <source>At most two regions may be listed here.</source>
        <translation>Здесь можно перечислить не больше двух регионов.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n cards may be listed on one line.</source>
        <translation>
            <numerusform>В одной строке можно перечислить не больше %n карты.</numerusform>
            <numerusform>В одной строке можно перечислить не больше %n карт.</numerusform>
            <numerusform>В одной строке можно перечислить не больше %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unexpected value &quot;%1&quot;.</source>
        <translation>Лишнее значение «%1».</translation>
    </message>
    <message>
        <source>Unknown miniature &quot;%1&quot;; miniatures are tripod-1..3, ufo-1..2, army-1..3 and navy-1..2.</source>
        <translation>Неизвестная фигурка «%1»; фигурки: tripod-1..3, ufo-1..2, army-1..3 и navy-1..2.</translation>
    </message>
    <message>
        <source>`%1` needs a card.</source>
        <translation>Для `%1` нужна карта.</translation>
    </message>
    <message>
        <source>`%1` lists the cards (e.g. `%1 reap,reap,power-supply`).</source>
        <translation>После `%1` перечисляют карты (например, `%1 reap,reap,power-supply`).</translation>
    </message>
    <message>
        <source>%1 has several options: choose one with option=.</source>
        <translation>У карты %1 несколько действий: выберите одно через option=.</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;; its options are %3.</source>
        <translation>У карты %1 нет действия «%2»; её действия: %3.</translation>
    </message>
    <message>
        <source>option= belongs to `play`.</source>
        <translation>option= пишут только в строке `play`.</translation>
    </message>
    <message>
        <source>The game data could not be loaded: %1</source>
        <translation>Не удалось загрузить данные игры: %1</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language code of this translation</comment>
        <translation>ru</translation>
    </message>
    <message>
        <source>Guerillas already attacked from %1 this turn (one per region per turn in this reading).</source>
        <translation>«Ополченцы» уже атаковали из региона %1 в этот ход (при этом прочтении — не больше раза за ход на регион).</translation>
    </message>
    <message>
        <source>No %1 stands on the board (and the line names no region with at=).</source>
        <translation>На поле нет постройки %1 (и в строке не указан её регион через at=).</translation>
    </message>
    <message>
        <source>The %1&apos; offer deck is empty: the empty place in their offer row stays empty, and no card can be revealed.</source>
        <translation>Колода предложений стороны «%1» пуста: пустое место в их Ряду предложений так и остаётся пустым, открыть нечего.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were revealed but only %1 card(s) were left in the offer deck.</source>
        <translation>
            <numerusform>Открыта %n карта, а в колоде предложений оставалось карт: %1.</numerusform>
            <numerusform>Открыты %n карты, а в колоде предложений оставалось карт: %1.</numerusform>
            <numerusform>Открыто %n карт, а в колоде предложений оставалось карт: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record names %1 as destroyed (destroys=), but this play&apos;s damage does not remove it.</source>
        <translation>Запись называет фигурку %1 уничтоженной (destroys=), но урон этого розыгрыша её не уничтожает.</translation>
    </message>
    <message>
        <source>tokens= names one kind per moved token: as many as the from= regions.</source>
        <translation>В tokens= указывают вид каждого перемещаемого маркера: столько же значений, сколько регионов в from=.</translation>
    </message>
    <message>
        <source>No civilian token in %1 has dealt damage this turn, so the moved token cannot be a spent one.</source>
        <translation>Ни один маркер населения в регионе %1 в этот ход не наносил урон, поэтому перемещаемый маркер не может быть уже атаковавшим.</translation>
    </message>
    <message>
        <source>Every civilian token in %1 has dealt damage this turn, so the moved token cannot be a fresh one.</source>
        <translation>Все маркеры населения в регионе %1 в этот ход уже наносили урон, поэтому перемещаемый маркер не может быть ещё не атаковавшим.</translation>
    </message>
    <message>
        <source>destroys= lists at most three miniatures.</source>
        <translation>В destroys= можно перечислить не больше трёх фигурок.</translation>
    </message>
    <message>
        <source>tokens= lists at most two tokens, one per from= region.</source>
        <translation>В tokens= можно перечислить не больше двух маркеров, по одному на регион в from=.</translation>
    </message>
    <message>
        <source>tokens= says spent or fresh for each moved token; &quot;%1&quot; is neither.</source>
        <translation>В tokens= для каждого перемещаемого маркера пишут spent или fresh, а «%1» — ни то ни другое.</translation>
    </message>
    <message>
        <source>Unknown argument &quot;%1=&quot;; wotw uses option, unit, region, at, from, to, destroys and tokens.</source>
        <translation>Неизвестный аргумент «%1=»; в wotw есть option, unit, region, at, from, to, destroys и tokens.</translation>
    </message>
    <message>
        <source>destroys= and tokens= belong to `play`.</source>
        <translation>destroys= и tokens= пишут только в строке `play`.</translation>
    </message>
    <message>
        <source>tokens= belongs to a move of Civilians tokens (from= ... to=).</source>
        <translation>tokens= пишут только при перемещении маркеров населения (from= ... to=).</translation>
    </message>
    <message>
        <source>draw %1</source>
        <translation>берут в руку: %1</translation>
    </message>
    <message>
        <source>reveal %1</source>
        <translation>открывают: %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>играют карту «%1»</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>сбрасывают карту «%1»</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>покупают карту «%1»</translation>
    </message>
    <message>
        <source>swap %1</source>
        <translation>заменяют карту «%1»</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>используют карту «%1»</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>завершают ход</translation>
    </message>
    <message>
        <source>: place a miniature</source>
        <translation>: выставить фигурку</translation>
    </message>
    <message>
        <source>, in %1</source>
        <translation>, регион %1</translation>
    </message>
    <message>
        <source>, from %1</source>
        <translation>, из региона %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <source> (a spent token)</source>
        <translation> (атаковавший маркер)</translation>
    </message>
    <message>
        <source> (a fresh token)</source>
        <translation> (не атаковавший маркер)</translation>
    </message>
    <message>
        <source>the cost of %1</source>
        <translation>стоимость %1</translation>
    </message>
    <message>
        <source>the number of %1 cards</source>
        <translation>число карт %1</translation>
    </message>
    <message>
        <source>the borders of the map</source>
        <translation>границы регионов на карте</translation>
    </message>
    <message>
        <source>deal damage</source>
        <translation>нанести урон</translation>
    </message>
    <message>
        <source>destroy a Civilians token</source>
        <translation>уничтожить маркер населения</translation>
    </message>
    <message>
        <source>gain 1 Coin</source>
        <translation>получить 1 монету</translation>
    </message>
    <message>
        <source>move</source>
        <translation>перемещение</translation>
    </message>
    <message>
        <source>move an Army</source>
        <translation>переместить Армию</translation>
    </message>
    <message>
        <source>move a Civilians token</source>
        <translation>переместить маркер населения</translation>
    </message>
    <message>
        <source>move Civilians tokens</source>
        <translation>переместить маркеры населения</translation>
    </message>
    <message>
        <source>move a Tripod</source>
        <translation>переместить Треножник</translation>
    </message>
    <message>
        <source>move a UFO</source>
        <translation>переместить НЛО</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>действие %1</translation>
    </message>
    <message>
        <source>Tripod %1</source>
        <translation>Треножник %1</translation>
    </message>
    <message>
        <source>UFO %1</source>
        <translation>НЛО %1</translation>
    </message>
    <message>
        <source>Army %1</source>
        <translation>Армия %1</translation>
    </message>
    <message>
        <source>Navy %1</source>
        <translation>Флот %1</translation>
    </message>
    <message>
        <source>, destroying %1</source>
        <translation>, уничтожая %1</translation>
    </message>
    <message numerus="yes">
        <source>The supply deck still held %n card(s) (%1), which had to be drawn before the discard pile was reshuffled; the draw takes %2 instead.</source>
        <translation>
            <numerusform>В колоде добора ещё оставалась %n карта (%1), и её нужно было взять до перемешивания стопки сброса; вместо неё взято: %2.</numerusform>
            <numerusform>В колоде добора ещё оставалось %n карты (%1), и их нужно было взять до перемешивания стопки сброса; вместо них взято: %2.</numerusform>
            <numerusform>В колоде добора ещё оставалось %n карт (%1), и их нужно было взять до перемешивания стопки сброса; вместо них взято: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The turn began with %n %1 card(s) in hand, not more than the %2 miniatures on the board (%3), so this card must act instead of placing a new one.</source>
        <translation>
            <numerusform>В начале хода на руке была %n карта %1, не больше, чем фигурок типа «%2» на поле (%3), поэтому карта должна выполнить действие, а не выставить новую фигурку.</numerusform>
            <numerusform>В начале хода на руке было %n карты %1, не больше, чем фигурок типа «%2» на поле (%3), поэтому карта должна выполнить действие, а не выставить новую фигурку.</numerusform>
            <numerusform>В начале хода на руке было %n карт %1, не больше, чем фигурок типа «%2» на поле (%3), поэтому карта должна выполнить действие, а не выставить новую фигурку.</numerusform>
        </translation>
    </message>
    <message>
        <source>In this reading %1 may be bought only while a miniature of its type is off the board; all are in play.</source>
        <translation>В этом прочтении карту %1 можно купить, только пока хотя бы одна фигурка её типа не на поле; все уже в игре.</translation>
    </message>
    <message>
        <source>In this reading %1 may be bought only while its miniature can be placed; no region can take it now.</source>
        <translation>В этом прочтении карту %1 можно купить, только пока её фигурку есть куда выставить; сейчас подходящего региона нет.</translation>
    </message>
    <message>
        <source>In this reading a Fort deals damage only while a Tripod stands in a region with Heavy Artillery, and none does.</source>
        <translation>В этом прочтении Форт наносит урон, только пока Треножник стоит в регионе с Тяжёлой артиллерией, а такого нет.</translation>
    </message>
    <message>
        <source>The %1&apos; turn has no `end` line before their draw; the turn is taken as ended here.</source>
        <translation>%1 не закончили ход строкой `end` перед добором; ход считается законченным здесь.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn, not the %2&apos;; the %1&apos; turn is taken as ended here.</source>
        <translation>Сейчас ходят %1, а не %2; их ход считается законченным здесь.</translation>
    </message>
    <message>
        <source>In this reading Nerve Agent holds every Human unit in %1 from the moment it is placed, so Infrasound cannot move the Army out.</source>
        <translation>В этом прочтении «Нервно-паралитический газ» удерживает все юниты Людей в регионе %1 с момента выкладки, так что «Инфразвук» не может вывести оттуда Армию.</translation>
    </message>
    <message>
        <source>In this reading Frightening Sound keeps Human units out of %1 from the moment it is placed, so Infrasound cannot move the Army there.</source>
        <translation>В этом прочтении «Пугающий звук» не пускает юниты Людей в регион %1 с момента выкладки, так что «Инфразвук» не может переместить туда Армию.</translation>
    </message>
    <message>
        <source>card %1 drawn into the %2&apos; hand</source>
        <translation>карта %1, взятая в руку стороны «%2»</translation>
    </message>
    <message>
        <source>card %1 revealed into the %2&apos; offer row</source>
        <translation>карта %1, открытая в Ряд предложений стороны «%2»</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;; did you mean %2?</source>
        <translation>Неизвестная карта «%1»; может быть, имелась в виду %2?</translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;; did you mean %2?</source>
        <translation>Неизвестный регион «%1»; может быть, имелся в виду %2?</translation>
    </message>
    <message>
        <source>gain %1 Energy</source>
        <translation>получить %1 ед. энергии</translation>
    </message>
    <message>
        <source>gain %1 Coins</source>
        <translation>получить монет: %1</translation>
    </message>
    <message>
        <source>deal %1 damage</source>
        <translation>нанести %1 ед. урона</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>перемещается %1</translation>
    </message>
    <message>
        <source>, then to %1</source>
        <translation> → %1</translation>
    </message>
</context>
</TS>
