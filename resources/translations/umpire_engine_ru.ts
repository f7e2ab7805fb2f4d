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
        <source>the file is larger than 2 GiB, the most a record may hold</source>
        <translation>файл больше 2 ГиБ, а запись не может быть больше</translation>
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
        <source>%1 is toppled with %2 recovery counters: it plans %3 maneuvers, for the last phases of the turn, not %4.</source>
        <translation>%1 опрокинут, у него фишек восстановления: %2; он планирует %3 манёвра на последние фазы хода, а не %4.</translation>
    </message>
    <message>
        <source>%1 plans %2 maneuvers; every vehicle plans three.</source>
        <translation>%1 планирует манёвров: %2; каждая машина планирует три.</translation>
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
        <source>%1 flies the steep %2 right after the steep %3; two steep maneuvers may not follow each other.</source>
        <translation>%1 выполняет крутой манёвр %2 сразу после крутого манёвра %3; два крутых манёвра подряд запрещены.</translation>
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
        <source>%1&apos;s guns are jammed (%2 counters left): it cannot fire.</source>
        <translation>Пулемёты %1 заклинило (осталось фишек: %2): стрелять он не может.</translation>
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
        <source>At %1 range the target draws %2 damage cards, not %3.</source>
        <translation>На %1 дистанции цель берёт карт повреждений: %2, а не %3.</translation>
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
        <source>%1 chose the heat-ray and must fire, even with no target (fire %1 miss).</source>
        <translation>%1 выбрал тепловой луч и должен стрелять, даже без цели (fire %1 miss).</translation>
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
        <source>No vehicle &quot;%1&quot; is in this game; the vehicles are %2.</source>
        <translation>Машины «%1» в этой партии нет; машины в партии: %2.</translation>
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
        <source>&quot;%1&quot; in the [Vehicle] tag of %2 is not one of resistance=N, firepower=A..Z, energy=N, recharge=N (tripods), pilot=name.</source>
        <translation>«%1» в теге [Vehicle] машины %2 — не одно из resistance=N, firepower=A..Z, energy=N, recharge=N (треножники), pilot=имя.</translation>
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
        <source>A fire line is &quot;fire VEHICLE TARGET range=short/long [across=protected/unprotected] cards=...&quot; or &quot;fire VEHICLE miss&quot;; &quot;%1&quot; does not fit.</source>
        <translation>Строка стрельбы — «fire МАШИНА ЦЕЛЬ range=short/long [across=protected/unprotected] cards=...» или «fire МАШИНА miss»; «%1» сюда не подходит.</translation>
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
        <source>A heat-ray that reached nothing (miss) has no range and draws no cards.</source>
        <translation>Тепловой луч, который никого не достал (miss), не имеет дальности и не берёт карт.</translation>
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
        <source>%1 chose the heat-ray in phase %2 but did not fire; firing is mandatory once chosen.</source>
        <translation>%1 выбрал тепловой луч в фазе %2, но не выстрелил; выбранный луч обязан стрелять.</translation>
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
        <source>%1 plans the steep %2 right after the steep %3; two steep maneuvers may not follow each other.</source>
        <translation>%1 планирует крутой манёвр %2 сразу после крутого манёвра %3; два крутых манёвра подряд запрещены.</translation>
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
        <source>%1 plans %2 cards with the energy icon but has %3 energy: a card it cannot pay for will topple it.</source>
        <translation>%1 планирует карт со значком энергии: %2, а энергии у него %3; карта, за которую нечем заплатить, его опрокинет.</translation>
    </message>
    <message>
        <source>%1&apos;s guns are jammed: it writes no firing line.</source>
        <translation>Пулемёты %1 заклинило: строку стрельбы он не пишет.</translation>
    </message>
    <message>
        <source>home says across which side a vehicle left the table: it goes with out.</source>
        <translation>home говорит, через какую сторону машина покинула стол: он пишется вместе с out.</translation>
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
        <source>A move line is &quot;move VEHICLE CARD&quot;, then out, home, overlap, photo or penalty=DAMAGE-CARD; &quot;%1&quot; does not fit.</source>
        <translation>Строка движения — «move МАШИНА КАРТА», затем out, home, overlap, photo или penalty=КАРТА-ПОВРЕЖДЕНИЙ; «%1» сюда не подходит.</translation>
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
        <source>%1 are not in the supply deck, which still holds cards, so the discard pile cannot be reshuffled yet.</source>
        <translation>%1: этих карт нет в колоде добора, но в ней ещё остались карты, так что стопку сброса пока перемешивать нельзя.</translation>
    </message>
    <message>
        <source>%1 is not in the supply deck, which still holds cards, so the discard pile cannot be reshuffled yet.</source>
        <translation>%1: этой карты нет в колоде добора, но в ней ещё остались карты, так что стопку сброса пока перемешивать нельзя.</translation>
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
        <translation>играют «%1»</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>сбрасывают «%1»</translation>
    </message>
    <message>
        <source>buy %1</source>
        <translation>покупают «%1»</translation>
    </message>
    <message>
        <source>swap %1</source>
        <translation>заменяют «%1»</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>используют «%1»</translation>
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
        <translation>, из %1</translation>
    </message>
    <message>
        <source> to %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <source>, destroying %1-%2</source>
        <translation>, уничтожая %1-%2</translation>
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
</context>
</TS>
