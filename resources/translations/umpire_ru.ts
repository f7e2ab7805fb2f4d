<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Umpire</source>
        <translation>О программе Umpire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Replays recorded board games move by move, checks every move against the rules, and looks up cards and rules.</source>
        <translation>Воспроизводит записанные партии настольных игр ход за ходом, проверяет каждый ход по правилам и находит карты и правила.</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Annotate Move %1</source>
        <translation>Примечание к действию %1</translation>
    </message>
    <message>
        <source>A note on this move, kept in the record between braces. It does not change the verdict.</source>
        <translation>Примечание к действию хранится в записи в фигурных скобках и не меняет вердикт.</translation>
    </message>
    <message>
        <source>e.g. Blue argued the Fort was out of range</source>
        <translation>например: синие считали, что форт вне досягаемости</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Remove the Annotation</source>
        <translation>Убрать примечание</translation>
    </message>
</context>
<context>
    <name>AssumedBadge</name>
    <message>
        <source>Assumed value</source>
        <translation>Предполагаемое значение</translation>
    </message>
    <message>
        <source>A</source>
        <comment>short form of the &apos;assumed&apos; marker</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>предположение</translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>Предположение: %1</translation>
    </message>
    <message>
        <source>Assumed: %1 Click to read why it is assumed.</source>
        <translation>Допущение: %1 Нажмите, чтобы узнать, почему значение принято.</translation>
    </message>
</context>
<context>
    <name>AssumedReason</name>
    <message>
        <source>the project&apos;s own translation</source>
        <translation>собственный перевод проекта</translation>
    </message>
    <message>
        <source>the project&apos;s own translation: the Russian book does not name this card</source>
        <translation>собственный перевод проекта: русская книга не называет эту карту</translation>
    </message>
</context>
<context>
    <name>BoardPieces</name>
    <message>
        <source>Invasion Ship</source>
        <translation>Корабль вторжения</translation>
    </message>
</context>
<context>
    <name>BoardProvisionalFrame</name>
    <message>
        <source>Tried move — not in the record</source>
        <translation>Пробный ход — не в записи</translation>
    </message>
</context>
<context>
    <name>BoardSideKey</name>
    <message>
        <source>Colours of the sides: %1</source>
        <translation>Цвета сторон: %1</translation>
    </message>
</context>
<context>
    <name>BoardVerdictBanner</name>
    <message>
        <source>This move broke a rule: %1 [%2]</source>
        <translation>Этот ход нарушил правило: %1 [%2]</translation>
    </message>
    <message>
        <source>Opens the rule</source>
        <translation>Открывает правило</translation>
    </message>
    <message>
        <source>Open rule %1 on the Rules page</source>
        <translation>Открыть правило %1 на странице «Правила»</translation>
    </message>
    <message numerus="yes">
        <source>This move broke a rule (%n error(s))</source>
        <translation>
            <numerusform>Этот ход нарушил правило (%n ошибка)</numerusform>
            <numerusform>Этот ход нарушил правило (%n ошибки)</numerusform>
            <numerusform>Этот ход нарушил правило (%n ошибок)</numerusform>
        </translation>
    </message>
    <message>
        <source>This move broke a rule</source>
        <translation>Этот ход нарушил правило</translation>
    </message>
    <message>
        <source>This verdict rests on a value no rulebook prints: %1.</source>
        <translation>Этот вывод опирается на значение, которого нет в правилах: %1.</translation>
    </message>
</context>
<context>
    <name>CardDetailView</name>
    <message>
        <source>Card: %1</source>
        <translation>Карта: %1</translation>
    </message>
    <message>
        <source>Card details</source>
        <translation>Описание карты</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>English</source>
        <translation>По-английски</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>По-русски</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Признаки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Open rule %1 on the Rules page</source>
        <translation>Открыть правило %1 на странице «Правила»</translation>
    </message>
    <message>
        <source>Clarifications</source>
        <translation>Разъяснения</translation>
    </message>
    <message>
        <source>Sources and assumptions</source>
        <translation>Источники и предположения</translation>
    </message>
    <message>
        <source>Source: %1, %2</source>
        <translation>Источник: %1, %2</translation>
    </message>
</context>
<context>
    <name>CardField</name>
    <message>
        <source>Ability</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Асы</translation>
    </message>
    <message>
        <source>Next to an Alien building</source>
        <translation>Рядом с постройкой Инопланетян</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Другие названия</translation>
    </message>
    <message>
        <source>Alliance</source>
        <translation>Союз</translation>
    </message>
    <message>
        <source>AlWood</source>
        <translation>Алюдерево</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Боеприпасы</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Area length, cm</source>
        <translation>Длина поля, см</translation>
    </message>
    <message>
        <source>Area width, cm</source>
        <translation>Ширина поля, см</translation>
    </message>
    <message>
        <source>Armoured sides</source>
        <translation>Бронированные стороны</translation>
    </message>
    <message>
        <source>Ammunition to attack</source>
        <translation>Боеприпасы на атаку</translation>
    </message>
    <message>
        <source>Blocked by</source>
        <translation>Блокируется</translation>
    </message>
    <message>
        <source>Price in AlWood</source>
        <translation>Цена в алюдереве</translation>
    </message>
    <message>
        <source>Price in Ocean Crystals</source>
        <translation>Цена в океанских кристаллах</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation>Население</translation>
    </message>
    <message>
        <source>Composition</source>
        <translation>Состав</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержимое</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Counts as an objective</source>
        <translation>Считается целью</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message>
        <source>Immune to damage</source>
        <translation>Неуязвим для урона</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Debris</source>
        <translation>Обломки</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>Destroyed as</source>
        <translation>Уничтожается как</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Расстояние</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>Добор карт</translation>
    </message>
    <message>
        <source>Earthlings</source>
        <translation>Земляне</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>Emblem</source>
        <translation>Эмблема</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>Energy cost</source>
        <translation>Цена в энергии</translation>
    </message>
    <message>
        <source>Energy lost</source>
        <translation>Потеря энергии</translation>
    </message>
    <message>
        <source>Energy rating lost</source>
        <translation>Потеря уровня энергии</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Исключаются</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>Factories</source>
        <translation>Заводы</translation>
    </message>
    <message>
        <source>Fee in Ocean Crystals</source>
        <translation>Плата в океанских кристаллах</translation>
    </message>
    <message>
        <source>Firepower</source>
        <translation>Огневая мощь</translation>
    </message>
    <message>
        <source>Firing arc</source>
        <translation>Сектор обстрела</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Силы</translation>
    </message>
    <message>
        <source>Forests</source>
        <translation>Леса</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Спереди</translation>
    </message>
    <message>
        <source>Front left</source>
        <translation>Спереди слева</translation>
    </message>
    <message>
        <source>Front right</source>
        <translation>Спереди справа</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Поколение</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <source>Cards in the group</source>
        <translation>Карт в группе</translation>
    </message>
    <message>
        <source>Possible icons</source>
        <translation>Возможные значки</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Lakes</source>
        <translation>Озёра</translation>
    </message>
    <message>
        <source>Landing field</source>
        <translation>Посадочная площадка</translation>
    </message>
    <message>
        <source>Landing field length, cm</source>
        <translation>Длина посадочной площадки, см</translation>
    </message>
    <message>
        <source>Landing field width, cm</source>
        <translation>Ширина посадочной площадки, см</translation>
    </message>
    <message>
        <source>Large terrain templates</source>
        <translation>Большие шаблоны местности</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Вождь</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Буква</translation>
    </message>
    <message>
        <source>Maneuver deck</source>
        <translation>Колода манёвров</translation>
    </message>
    <message>
        <source>Maneuvers</source>
        <translation>Манёвры</translation>
    </message>
    <message>
        <source>Maneuvers when wounded</source>
        <translation>Манёвры раненого пилота</translation>
    </message>
    <message>
        <source>Martians</source>
        <translation>Марсиане</translation>
    </message>
    <message>
        <source>Fewest ships</source>
        <translation>Меньше всего кораблей</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Режимы</translation>
    </message>
    <message>
        <source>No building there</source>
        <translation>Без постройки</translation>
    </message>
    <message>
        <source>No Human pieces there</source>
        <translation>Без фигурок Людей</translation>
    </message>
    <message>
        <source>Not hostile</source>
        <translation>Не враждебный</translation>
    </message>
    <message>
        <source>Objective templates</source>
        <translation>Шаблоны целей</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Ocean Crystals</source>
        <translation>Океанские кристаллы</translation>
    </message>
    <message>
        <source>Offense</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Pack code</source>
        <translation>Код набора</translation>
    </message>
    <message>
        <source>Per clan</source>
        <translation>На клан</translation>
    </message>
    <message>
        <source>Per turn</source>
        <translation>За ход</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Игроков не больше</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Игроков не меньше</translation>
    </message>
    <message>
        <source>Projectors</source>
        <translation>Излучатели</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Дальность</translation>
    </message>
    <message>
        <source>Recharge</source>
        <translation>Перезарядка</translation>
    </message>
    <message>
        <source>Recovery counters</source>
        <translation>Фишки восстановления</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регион</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Подкрепление</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Требует</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>Прочность</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Size, cm</source>
        <translation>Размер, см</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <source>Skills per ace</source>
        <translation>Навыков на аса</translation>
    </message>
    <message>
        <source>Skills per pilot</source>
        <translation>Навыков на пилота</translation>
    </message>
    <message>
        <source>Smoke launchers</source>
        <translation>Дымовые гранатомёты</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>At the start, per clan</source>
        <translation>В начале, на клан</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Затем</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Титул</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Set off by</source>
        <translation>Срабатывает от</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Юнит</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Машины</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Wounds to eliminate</source>
        <translation>Ранений до выбывания</translation>
    </message>
    <message>
        <source>Yield</source>
        <translation>Доход</translation>
    </message>
    <message>
        <source>Part of</source>
        <translation>Входит в</translation>
    </message>
    <message>
        <source>Named in records as</source>
        <translation>Обозначения в записях</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Starting copies</source>
        <translation>Стартовых копий</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <source>cost %1</source>
        <translation>цена %1</translation>
    </message>
    <message>
        <source>Cost %1, assumed: no rulebook prints it</source>
        <translation>Цена %1 — предположение: в правилах её нет</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Цена %1</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Постройка</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Юнит</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Модификатор</translation>
    </message>
    <message>
        <source>Clan</source>
        <translation>Клан</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Корабль</translation>
    </message>
    <message>
        <source>Disaster</source>
        <translation>Бедствие</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Special damage</source>
        <translation>Особое повреждение</translation>
    </message>
    <message>
        <source>Tripod action</source>
        <translation>Действие треножника</translation>
    </message>
    <message>
        <source>Damage deck</source>
        <translation>Колода повреждений</translation>
    </message>
    <message>
        <source>Ace skill</source>
        <translation>Навык аса</translation>
    </message>
    <message>
        <source>Maneuver deck</source>
        <translation>Колода манёвров</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
</context>
<context>
    <name>CardValue</name>
    <message>
        <source>Common</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Необычная</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Редкая</translation>
    </message>
    <message>
        <source>Extra rare</source>
        <translation>Очень редкая</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Асы</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Продвинутая</translation>
    </message>
    <message>
        <source>Affects the attacker</source>
        <translation>Действует на атакующего</translation>
    </message>
    <message>
        <source>Affects the docks</source>
        <translation>Действует на доки</translation>
    </message>
    <message>
        <source>All friendly units</source>
        <translation>Все свои юниты</translation>
    </message>
    <message>
        <source>Announced</source>
        <translation>Объявляется</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Basic rules</source>
        <translation>Базовые правила</translation>
    </message>
    <message>
        <source>Costs an action</source>
        <translation>Тратит действие</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Развёртывание</translation>
    </message>
    <message>
        <source>Destroys half the ships</source>
        <translation>Уничтожает половину кораблей</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добор</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Free action</source>
        <translation>Бесплатное действие</translation>
    </message>
    <message>
        <source>Interrupt</source>
        <translation>Прерывание</translation>
    </message>
    <message>
        <source>Interrupt only</source>
        <translation>Только прерывание</translation>
    </message>
    <message>
        <source>Introductory</source>
        <translation>Вводный</translation>
    </message>
    <message>
        <source>Kills half the clan members</source>
        <translation>Убивает половину членов клана</translation>
    </message>
    <message>
        <source>Ongoing</source>
        <translation>Длительный</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Необязательный</translation>
    </message>
    <message>
        <source>Optional rule</source>
        <translation>Дополнительное правило</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Набор</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Постоянный</translation>
    </message>
    <message>
        <source>Rockets</source>
        <translation>Ракеты</translation>
    </message>
    <message>
        <source>Role card</source>
        <translation>Карта роли</translation>
    </message>
    <message>
        <source>Rounded up</source>
        <translation>С округлением вверх</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Тайный</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Особая</translation>
    </message>
    <message>
        <source>Only standing still</source>
        <translation>Только стоя на месте</translation>
    </message>
    <message>
        <source>Starter set</source>
        <translation>Стартовый набор</translation>
    </message>
    <message>
        <source>Targets any unit</source>
        <translation>Цель — любой юнит</translation>
    </message>
    <message>
        <source>Targets an enemy unit</source>
        <translation>Цель — вражеский юнит</translation>
    </message>
    <message>
        <source>Targets a friendly unit</source>
        <translation>Цель — свой юнит</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Three turns</source>
        <translation>Три хода</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Until the end of the turn</source>
        <translation>До конца хода</translation>
    </message>
    <message>
        <source>With an attack</source>
        <translation>Вместе с атакой</translation>
    </message>
    <message>
        <source>With a deployment</source>
        <translation>Вместе с развёртыванием</translation>
    </message>
    <message>
        <source>With an enemy attack</source>
        <translation>При атаке противника</translation>
    </message>
    <message>
        <source>WW1 advanced rules</source>
        <translation>Продвинутые правила Первой мировой</translation>
    </message>
    <message>
        <source>an adjacent region</source>
        <translation>прилегающий регион</translation>
    </message>
    <message>
        <source>Airplane</source>
        <translation>Самолёт</translation>
    </message>
    <message>
        <source>Portsmouth (the anchor)</source>
        <translation>Портсмут (якорь)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <source>Army defense</source>
        <translation>Защита армии</translation>
    </message>
    <message>
        <source>Keeps UFOs out</source>
        <translation>Не пускает НЛО</translation>
    </message>
    <message>
        <source>Central Powers</source>
        <translation>Центральные державы</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монеты</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>an enemy land unit entering</source>
        <translation>вход вражеского наземного юнита</translation>
    </message>
    <message>
        <source>an enemy land unit in the region</source>
        <translation>вражеский наземный юнит в регионе</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>Entente</source>
        <translation>Антанта</translation>
    </message>
    <message>
        <source>first invasion</source>
        <translation>первое вторжение</translation>
    </message>
    <message>
        <source>second invasion</source>
        <translation>второе вторжение</translation>
    </message>
    <message>
        <source>front</source>
        <translation>спереди</translation>
    </message>
    <message>
        <source>front left</source>
        <translation>спереди слева</translation>
    </message>
    <message>
        <source>front right</source>
        <translation>спереди справа</translation>
    </message>
    <message>
        <source>side</source>
        <translation>сбоку</translation>
    </message>
    <message>
        <source>side and rear</source>
        <translation>сбоку и сзади</translation>
    </message>
    <message>
        <source>rear left</source>
        <translation>сзади слева</translation>
    </message>
    <message>
        <source>rear right</source>
        <translation>сзади справа</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>тяжёлый</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>large</source>
        <translation>большой</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>смешанный</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Доход</translation>
    </message>
    <message>
        <source>land</source>
        <translation>суша</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>море</translation>
    </message>
    <message>
        <source>the Invasion ship&apos;s region</source>
        <translation>регион Корабля вторжения</translation>
    </message>
    <message>
        <source>Navy</source>
        <translation>Флот</translation>
    </message>
    <message>
        <source>its own region</source>
        <translation>свой регион</translation>
    </message>
    <message>
        <source>the same region</source>
        <translation>тот же регион</translation>
    </message>
    <message>
        <source>removed from the game</source>
        <translation>удаляется из игры</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановка</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Ловушка</translation>
    </message>
    <message>
        <source>Tripod</source>
        <translation>Треножник</translation>
    </message>
    <message>
        <source>Tripod attack bonus</source>
        <translation>Бонус атаки Треножника</translation>
    </message>
    <message>
        <source>UFO</source>
        <translation>НЛО</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Юнит</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Лес</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Every card and component of every game, searchable in English and Russian.</source>
        <translation>Все карты и компоненты всех игр, поиск на английском и русском.</translation>
    </message>
</context>
<context>
    <name>CardsView</name>
    <message>
        <source>Search cards: reap, жатва, side:aliens cost&lt;=3</source>
        <translation>Поиск карт: жатва, reap, сторона:пришельцы цена&lt;=3</translation>
    </message>
    <message>
        <source>Search cards</source>
        <translation>Поиск карт</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Any side</source>
        <translation>Любая сторона</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Любой тип</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Cards found</source>
        <translation>Найденные карты</translation>
    </message>
    <message>
        <source>No cards found</source>
        <translation>Карты не найдены</translation>
    </message>
    <message>
        <source>Try fewer words, another spelling, or clear the filters.</source>
        <translation>Попробуйте меньше слов, другое написание или сбросьте фильтры.</translation>
    </message>
    <message>
        <source>No card selected</source>
        <translation>Карта не выбрана</translation>
    </message>
    <message>
        <source>Pick a card from the list to see its text, options, rules and where each value comes from.</source>
        <translation>Выберите карту в списке, чтобы увидеть её текст, варианты, правила и откуда взято каждое значение.</translation>
    </message>
    <message numerus="yes">
        <source>%n results</source>
        <comment>cards and components found</comment>
        <translation>
            <numerusform>%n результат</numerusform>
            <numerusform>%n результата</numerusform>
            <numerusform>%n результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>1 result</source>
        <translation>1 результат</translation>
    </message>
    <message numerus="yes">
        <source>First %n result(s)</source>
        <translation>
            <numerusform>Первый %n результат</numerusform>
            <numerusform>Первые %n результата</numerusform>
            <numerusform>Первые %n результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>Did you mean “%1”?</source>
        <translation>Может быть, вы имели в виду «%1»?</translation>
    </message>
</context>
<context>
    <name>ChanceFieldRow</name>
    <message>
        <source>as it fell…</source>
        <translation>как выпало…</translation>
    </message>
    <message>
        <source>%1: the value as it fell</source>
        <translation>%1: значение, как выпало</translation>
    </message>
    <message>
        <source>Roll d%1</source>
        <translation>Бросить d%1</translation>
    </message>
    <message>
        <source>Roll for me: throw a d%1 and write the face down</source>
        <translation>Бросить за меня: кинуть d%1 и записать выпавшее</translation>
    </message>
    <message>
        <source>Throws a fair die and writes the face down, as if typed</source>
        <translation>Честно бросает кубик и записывает выпавшее, как если бы его набрали</translation>
    </message>
</context>
<context>
    <name>ChartReadout</name>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Ход %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n замечание</numerusform>
            <numerusform>%n замечания</numerusform>
            <numerusform>%n замечаний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartSeries</name>
    <message>
        <source>Civilians left</source>
        <translation>Осталось мирных жителей</translation>
    </message>
    <message>
        <source>Alien damage</source>
        <translation>Урон инопланетянам</translation>
    </message>
    <message>
        <source>Kreios&apos;s islands</source>
        <translation>Острова Крейоса</translation>
    </message>
    <message>
        <source>Thora&apos;s islands</source>
        <translation>Острова Торы</translation>
    </message>
    <message>
        <source>Ajax&apos;s islands</source>
        <translation>Острова Аякса</translation>
    </message>
    <message>
        <source>Xanthe&apos;s islands</source>
        <translation>Острова Ксанфы</translation>
    </message>
    <message>
        <source>Pyrrhus&apos;s islands</source>
        <translation>Острова Пирра</translation>
    </message>
    <message>
        <source>Myles&apos;s islands</source>
        <translation>Острова Майлза</translation>
    </message>
    <message>
        <source>%1: damage</source>
        <translation>%1: урон</translation>
    </message>
    <message>
        <source>%1: resistance</source>
        <translation>%1: прочность</translation>
    </message>
    <message>
        <source>Earth ships in play</source>
        <translation>Корабли Земли в игре</translation>
    </message>
    <message>
        <source>Alien ships in play</source>
        <translation>Корабли пришельцев в игре</translation>
    </message>
</context>
<context>
    <name>CheckReport</name>
    <message>
        <source>1 error</source>
        <translation>1 ошибка</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 предупреждение</translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>1 note</source>
        <translation>1 заметка</translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n заметка</numerusform>
            <numerusform>%n заметки</numerusform>
            <numerusform>%n заметок</numerusform>
        </translation>
    </message>
    <message>
        <source>Check report:</source>
        <translation>Отчёт о проверке:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>(no [Game] tag)</source>
        <translation>(нет тега [Game])</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>проверена</translation>
    </message>
    <message>
        <source>not yet checked: </source>
        <translation>пока не проверяется: </translation>
    </message>
    <message>
        <source>Result (as checked)</source>
        <translation>Итог (по проверке)</translation>
    </message>
    <message>
        <source>the game did not end</source>
        <translation>партия не закончена</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победили</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Действий</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>Syntax errors</source>
        <translation>Синтаксические ошибки</translation>
    </message>
    <message>
        <source>These lines could not be read and were skipped.</source>
        <translation>Эти строки не удалось прочитать, они пропущены.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>The moves were not checked, so there are no findings.</source>
        <translation>Действия не проверялись, поэтому замечаний нет.</translation>
    </message>
    <message>
        <source>No findings: every move follows the rules.</source>
        <translation>Замечаний нет: все действия соответствуют правилам.</translation>
    </message>
    <message>
        <source>Findings by rule</source>
        <translation>Замечания по правилам</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>подготовка</translation>
    </message>
    <message>
        <source>(rests on an assumed value: %1)</source>
        <translation>(опирается на предполагаемое значение: %1)</translation>
    </message>
    <message>
        <source>Verdicts that depend on a reading</source>
        <translation>Вердикты, зависящие от прочтения</translation>
    </message>
    <message>
        <source>None: the record was also checked under every other value of each reading of the game, and no verdict changes.</source>
        <translation>Нет: запись проверена и при каждом другом значении каждого прочтения игры, и ни один вердикт не меняется.</translation>
    </message>
    <message>
        <source>no finding under %1; %2 under %3</source>
        <translation>замечания нет при %1; %2 при %3</translation>
    </message>
    <message>
        <source>%1 under %2; no finding under %3</source>
        <translation>%1 при %2; замечания нет при %3</translation>
    </message>
    <message>
        <source>Checked under</source>
        <translation>Проверено при прочтении</translation>
    </message>
    <message>
        <source>%1 (not the record&apos;s own readings)</source>
        <translation>%1 (не прочтения самой записи)</translation>
    </message>
    <message>
        <source>(rests on the reading %1 of an ambiguous rule)</source>
        <translation>(зависит от прочтения %1 неоднозначного правила)</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>turn %1 · %2 · move %3</source>
        <translation>ход %1 · %2 · действие %3</translation>
    </message>
</context>
<context>
    <name>CivilizationsBoard</name>
    <message>
        <source>War of Civilizations board</source>
        <translation>Поле «Войны цивилизаций»</translation>
    </message>
    <message>
        <source>Isle of Myth: %1</source>
        <translation>Остров Мифа: %1</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>фабрика</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>озеро</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>лес</translation>
    </message>
    <message numerus="yes">
        <source>%n gunboat(s)</source>
        <translation>
            <numerusform>%n канонерка</numerusform>
            <numerusform>%n канонерки</numerusform>
            <numerusform>%n канонерок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frigate(s)</source>
        <translation>
            <numerusform>%n фрегат</numerusform>
            <numerusform>%n фрегата</numerusform>
            <numerusform>%n фрегатов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destroyer(s)</source>
        <translation>
            <numerusform>%n эсминец</numerusform>
            <numerusform>%n эсминца</numerusform>
            <numerusform>%n эсминцев</numerusform>
        </translation>
    </message>
    <message>
        <source>no ships</source>
        <translation>нет кораблей</translation>
    </message>
    <message>
        <source>Dock</source>
        <translation>Док</translation>
    </message>
    <message>
        <source>Isle of Myth</source>
        <translation>Остров Мифа</translation>
    </message>
    <message>
        <source>Origin Island</source>
        <translation>Исходный остров</translation>
    </message>
    <message>
        <source>Lesser Atoll</source>
        <translation>Малый атолл</translation>
    </message>
    <message>
        <source>Greater Atoll</source>
        <translation>Большой атолл</translation>
    </message>
    <message>
        <source>Apex Island</source>
        <translation>Вершинный остров</translation>
    </message>
    <message>
        <source>Isle of Myth, the central continent</source>
        <translation>Остров Мифа, центральный континент</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Nobody holds it</source>
        <translation>Никем не занят</translation>
    </message>
    <message>
        <source>Held by %1: %2</source>
        <translation>Занят кланом %1: %2</translation>
    </message>
    <message>
        <source>Clan members at work: %1</source>
        <translation>Члены клана за работой: %1</translation>
    </message>
    <message>
        <source>No clan members at work</source>
        <translation>Членов клана за работой нет</translation>
    </message>
    <message>
        <source>%1 has the Isle of Myth token</source>
        <translation>Жетон острова Мифа у клана %1</translation>
    </message>
    <message>
        <source>Attacked this step</source>
        <translation>Атакован на этом шаге</translation>
    </message>
    <message>
        <source>The attack set out from here</source>
        <translation>Атака началась отсюда</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>%1 sets out its pieces</source>
        <translation>%1 расставляет фишки</translation>
    </message>
    <message>
        <source>%1 chooses its losses</source>
        <translation>%1 выбирает потери</translation>
    </message>
    <message>
        <source>The centre opens in round %1</source>
        <translation>Центр откроется в раунде %1</translation>
    </message>
    <message>
        <source>The centre is open</source>
        <translation>Центр открыт</translation>
    </message>
    <message>
        <source>Isle of Myth: nobody</source>
        <translation>Остров Мифа: ничей</translation>
    </message>
    <message>
        <source>Disasters revealed: %1 of 18</source>
        <translation>Открыто бедствий: %1 из 18</translation>
    </message>
    <message>
        <source>Round %1: %2, %3</source>
        <translation>Раунд %1: %2, %3</translation>
    </message>
    <message>
        <source>%1 attacks with %2: power %3</source>
        <translation>%1 атакует: %2, сила %3</translation>
    </message>
    <message>
        <source>%1 defends with %2: power %3</source>
        <translation>%1 защищается: %2, сила %3</translation>
    </message>
    <message>
        <source>Number: ships of the clan there</source>
        <translation>Число: корабли клана</translation>
    </message>
    <message>
        <source>Dots: clan members at work</source>
        <translation>Точки: члены клана за работой</translation>
    </message>
    <message>
        <source>Hover a place for what is on it</source>
        <translation>Наведите на место, чтобы узнать, что там</translation>
    </message>
    <message>
        <source>Battle: %1 does not defend</source>
        <translation>Бой: %1 не защищается</translation>
    </message>
    <message>
        <source>Battle: a tie, %1 wins</source>
        <translation>Бой: ничья, побеждает %1</translation>
    </message>
    <message>
        <source>Battle: %1 wins</source>
        <translation>Бой: побеждает %1</translation>
    </message>
    <message>
        <source>%1 loses %2; no ammunition is spent</source>
        <translation>%1 теряет %2; боеприпасы не тратятся</translation>
    </message>
    <message numerus="yes">
        <source>Countdown: %n more round(s)</source>
        <translation>
            <numerusform>Отсчёт: ещё %n раунд</numerusform>
            <numerusform>Отсчёт: ещё %n раунда</numerusform>
            <numerusform>Отсчёт: ещё %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown: this is the last round</source>
        <translation>Отсчёт: последний раунд</translation>
    </message>
    <message>
        <source>%1 to act, actions %2/%3</source>
        <translation>Ходит %1, действия %2/%3</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
    <message>
        <source>The game ended in round %1</source>
        <translation>Игра окончилась в раунде %1</translation>
    </message>
</context>
<context>
    <name>ClarificationBox</name>
    <message>
        <source>Adopted reading %1: %2</source>
        <translation>Принятое прочтение %1: %2</translation>
    </message>
    <message>
        <source>Reading %1: %2</source>
        <translation>Прочтение %1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adopted:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Принято:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Почему:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Record tag: %1</source>
        <translation>Тег записи: %1</translation>
    </message>
</context>
<context>
    <name>CloseButtonBox</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Replays recorded board games move by move, checks every move against the rules, and looks up cards and rules.</source>
        <translation>Воспроизводит записанные партии настольных игр ход за ходом, проверяет каждый ход по правилам и находит карты и правила.</translation>
    </message>
    <message>
        <source>A game record (.ugr) to open.</source>
        <translation>Запись партии (.ugr), которую нужно открыть.</translation>
    </message>
    <message>
        <source>Render one frame of the window offscreen, save it as the image OUT (PNG) and exit.</source>
        <translation>Отрисовать один кадр окна без экрана, сохранить его в изображение OUT (PNG) и выйти.</translation>
    </message>
    <message>
        <source>Show the page PAGE: replay, cards or rules.</source>
        <translation>Показать страницу PAGE: replay (партия), cards (карты) или rules (правила).</translation>
    </message>
    <message>
        <source>Show the replay at step N (0 is the set-up position).</source>
        <translation>Показать партию на шаге N (0 — начальная расстановка).</translation>
    </message>
    <message>
        <source>Search the cards for Q.</source>
        <translation>Искать карты по запросу Q.</translation>
    </message>
    <message>
        <source>Use the language LANG (en, ru or system) this time.</source>
        <translation>Использовать в этот раз язык LANG (en, ru или system).</translation>
    </message>
    <message>
        <source>Only one file can be opened at a time, but %1 were given.</source>
        <translation>Открыть можно только один файл, а указано %1.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>Для --screenshot нужно имя файла.</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use replay, cards or rules.</source>
        <translation>Неизвестная страница «%1»: используйте replay, cards или rules.</translation>
    </message>
    <message>
        <source>--step needs a whole number of 0 or more, not &quot;%1&quot;.</source>
        <translation>Для --step нужно целое число не меньше 0, а не «%1».</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, ru or system.</source>
        <translation>Неизвестный язык «%1»: используйте en, ru или system.</translation>
    </message>
    <message>
        <source>Try &quot;umpire --help&quot; for the options.</source>
        <translation>Список параметров: «umpire --help».</translation>
    </message>
    <message>
        <source>The user interface could not be loaded.</source>
        <translation>Не удалось загрузить интерфейс.</translation>
    </message>
    <message>
        <source>Show the replay&apos;s tab TAB: findings, state, chart, summary, moves or syntax.</source>
        <translation>Показать вкладку разбора TAB: findings (замечания), state (состояние), chart (график), summary (сводка), moves (действия) или syntax (синтаксис).</translation>
    </message>
    <message>
        <source>Unknown tab &quot;%1&quot;: use findings, state, chart, summary, moves or syntax.</source>
        <translation>Неизвестная вкладка «%1»: укажите findings, state, chart, summary, moves или syntax.</translation>
    </message>
    <message>
        <source>Try the record line LINE at the step, in the Moves tab.</source>
        <translation>Проверить строку записи LINE на этом шаге, на вкладке «Действия».</translation>
    </message>
    <message>
        <source>Narrow the Moves tab to the moves that name ID, as a click on the board does.</source>
        <translation>Оставить на вкладке «Действия» только действия, в которых есть ID, как при щелчке по полю.</translation>
    </message>
</context>
<context>
    <name>ComponentKind</name>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Miniature</source>
        <translation>Фигурка</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Маркер</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
</context>
<context>
    <name>FactFieldRow</name>
    <message>
        <source>%1: as measured</source>
        <translation>%1: как измерено</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <translation>%1, в %2</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Имя файла</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
</context>
<context>
    <name>FilterBox</name>
    <message>
        <source>“%1”</source>
        <comment>a filter value typed in the search that names no choice</comment>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>FindingRow</name>
    <message>
        <source>Open rule %1</source>
        <translation>Открыть правило %1</translation>
    </message>
    <message>
        <source>Open this rule on the Rules page</source>
        <translation>Открыть это правило на странице «Правила»</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>This verdict rests on a value no rulebook prints: %1.</source>
        <translation>Этот вывод опирается на значение, которого нет в правилах: %1.</translation>
    </message>
    <message>
        <source>%1, %2: %3 [%4]</source>
        <translation>%1, %2: %3 [%4]</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <source>No findings</source>
        <translation>Нарушений нет</translation>
    </message>
    <message>
        <source>This move only</source>
        <translation>Только это действие</translation>
    </message>
    <message>
        <source>Show only the findings of this move</source>
        <translation>Показывать только замечания к этому действию</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>This record is not checked, so it has no findings.</source>
        <translation>Эта запись не проверяется, поэтому замечаний нет.</translation>
    </message>
    <message>
        <source>No findings on this move.</source>
        <translation>К этому действию замечаний нет.</translation>
    </message>
    <message>
        <source>Every move follows the rules.</source>
        <translation>Все действия соответствуют правилам.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n заметка</numerusform>
            <numerusform>%n заметки</numerusform>
            <numerusform>%n заметок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChart</name>
    <message>
        <source>Chart of the game</source>
        <translation>График партии</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>No chart for this record: it is not checked, or its game has no counters to chart.</source>
        <translation>Для этой записи графика нет: она не проверяется или в её игре нечего отображать.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>LegalMoveRow</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chance decides %1: %2</source>
        <translation>Решает случай — %1: %2</translation>
    </message>
    <message>
        <source>(the pile is not known)</source>
        <translation>(состав колоды неизвестен)</translation>
    </message>
</context>
<context>
    <name>LoadingBar</name>
    <message>
        <source>Opening %1</source>
        <translation>Открывается %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Ход загрузки</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancel opening the record</source>
        <translation>Отменить открытие записи</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Replay</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>%1 — Umpire</source>
        <translation>%1 — Umpire</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Open Game Record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <source>Game records (*.ugr)</source>
        <translation>Записи партий (*.ugr)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message>
        <source>Replay: previous or next move</source>
        <translation>Разбор: предыдущее или следующее действие</translation>
    </message>
    <message>
        <source>Replay: set-up or last position</source>
        <translation>Разбор: начальная или последняя позиция</translation>
    </message>
    <message>
        <source>Replay: previous or next turn</source>
        <translation>Разбор: предыдущий или следующий ход</translation>
    </message>
    <message>
        <source>Replay: next or previous finding (also Ctrl+↓, Ctrl+↑)</source>
        <translation>Разбор: следующее или предыдущее замечание (также Ctrl+↓, Ctrl+↑)</translation>
    </message>
    <message>
        <source>Replay: play or pause</source>
        <translation>Разбор: воспроизвести или пауза</translation>
    </message>
    <message>
        <source>Show the Replay page</source>
        <translation>Показать страницу «Разбор»</translation>
    </message>
    <message>
        <source>Show the Cards page</source>
        <translation>Показать страницу «Карты»</translation>
    </message>
    <message>
        <source>Show the Rules page</source>
        <translation>Показать страницу «Правила»</translation>
    </message>
    <message>
        <source>Next or previous page</source>
        <translation>Следующая или предыдущая страница</translation>
    </message>
    <message>
        <source>Move between pages in the side bar</source>
        <translation>Переход между страницами на боковой панели</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>This list of shortcuts</source>
        <translation>Этот список сочетаний клавиш</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Games</source>
        <translation>&amp;Очистить список недавних</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Сочетания &amp;клавиш</translation>
    </message>
    <message>
        <source>&amp;About Umpire</source>
        <translation>&amp;О программе Umpire</translation>
    </message>
    <message>
        <source>Drop the game record to open it</source>
        <translation>Отпустите запись партии, чтобы открыть её</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Пере&amp;читать</translation>
    </message>
    <message>
        <source>Read the open record again (after editing it)</source>
        <translation>Перечитать открытую партию (после правки файла)</translation>
    </message>
    <message>
        <source>Drop a game record onto the window, or name it on the command line, to open it.</source>
        <translation>Чтобы открыть партию, перетащите файл в окно или укажите его в командной строке.</translation>
    </message>
    <message>
        <source>Back or forward after following a link</source>
        <translation>Назад или вперёд после перехода по ссылке</translation>
    </message>
    <message>
        <source>Replay: the legal moves at this step, and a move to try</source>
        <translation>Разбор: возможные действия на этом шаге и проверка своего действия</translation>
    </message>
    <message>
        <source>Try a move: list the legal lines that match what is typed, then take the one picked</source>
        <translation>Проверка действия: показать подходящие к набранному возможные строки и подставить выбранную</translation>
    </message>
    <message>
        <source>Record a new game</source>
        <translation>Записать новую партию</translation>
    </message>
    <message>
        <source>Save the record, or save it under another name</source>
        <translation>Сохранить запись или сохранить её под другим именем</translation>
    </message>
    <message>
        <source>Undo or redo a change to the record</source>
        <translation>Отменить или вернуть изменение записи</translation>
    </message>
    <message>
        <source>Moves tab: add the move tried to the record</source>
        <translation>Вкладка «Действия»: добавить проверенное действие в запись</translation>
    </message>
    <message>
        <source>Delete the move shown from the record</source>
        <translation>Удалить показанное действие из записи</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>&amp;Продолжить отсюда</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Вернуть: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <source>&amp;Add a Move…</source>
        <translation>&amp;Добавить действие…</translation>
    </message>
    <message>
        <source>&amp;Replace This Move…</source>
        <translation>&amp;Заменить это действие…</translation>
    </message>
    <message>
        <source>&amp;Insert a Move Before This One…</source>
        <translation>Вст&amp;авить действие перед этим…</translation>
    </message>
    <message>
        <source>A&amp;nnotate This Move…</source>
        <translation>Пр&amp;имечание к действию…</translation>
    </message>
    <message>
        <source>&amp;Delete This Move</source>
        <translation>&amp;Удалить это действие</translation>
    </message>
    <message>
        <source>Save Game Record</source>
        <translation>Сохранить запись партии</translation>
    </message>
    <message>
        <source>Save Changes?</source>
        <translation>Сохранить изменения?</translation>
    </message>
    <message>
        <source>The new game has moves that are not saved in any file yet. Save them before going on?</source>
        <translation>В новой партии есть действия, ещё не сохранённые в файл. Сохранить их, прежде чем продолжить?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>В %1 есть несохранённые изменения. Сохранить их, прежде чем продолжить?</translation>
    </message>
    <message>
        <source>Recover Unsaved Games?</source>
        <translation>Восстановить несохранённые партии?</translation>
    </message>
    <message>
        <source>Umpire closed without saving these records. Open one to carry on where it stopped, or discard it.</source>
        <translation>Umpire закрылся, не сохранив эти записи. Откройте запись, чтобы продолжить с того места, где она прервалась, или удалите её.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n move(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n действие</numerusform>
            <numerusform>%1 · %2 · %n действия</numerusform>
            <numerusform>%1 · %2 · %n действий</numerusform>
        </translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Скрыть сообщение</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Add a Move After This</source>
        <translation>Добавить действие после этого</translation>
    </message>
    <message>
        <source>Replace This Move…</source>
        <translation>Заменить это действие…</translation>
    </message>
    <message>
        <source>Insert a Move Before This…</source>
        <translation>Вставить действие перед этим…</translation>
    </message>
    <message>
        <source>Annotate This Move…</source>
        <translation>Примечание к действию…</translation>
    </message>
    <message>
        <source>Delete This Move</source>
        <translation>Удалить это действие</translation>
    </message>
</context>
<context>
    <name>MoveRow</name>
    <message>
        <source>Turn %1, %2, move %3: %4</source>
        <translation>Ход %1, %2, действие %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n замечание</numerusform>
            <numerusform>%n замечания</numerusform>
            <numerusform>%n замечаний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (и ещё %n)</numerusform>
            <numerusform>%1 (и ещё %n)</numerusform>
            <numerusform>%1 (и ещё %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>This verdict rests on a value no rulebook prints: %1.</source>
        <translation>Этот вывод опирается на значение, которого нет в правилах: %1.</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Filter the moves</source>
        <translation>Отобрать действия</translation>
    </message>
    <message>
        <source>Filter the legal moves by their words or record line</source>
        <translation>Отобрать возможные действия по описанию или строке записи</translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s) at this step</source>
        <translation>
            <numerusform>%n возможное действие на этом шаге</numerusform>
            <numerusform>%n возможных действия на этом шаге</numerusform>
            <numerusform>%n возможных действий на этом шаге</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n legal move(s) shown</source>
        <translation>
            <numerusform>Показано %1 из %n возможного действия</numerusform>
            <numerusform>Показано %1 из %n возможных действий</numerusform>
            <numerusform>Показано %1 из %n возможных действий</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal moves</source>
        <translation>Возможные действия</translation>
    </message>
    <message>
        <source>This record is not checked, so no move can be listed.</source>
        <translation>Запись не проверена, поэтому возможные действия не перечислить.</translation>
    </message>
    <message>
        <source>The game is over at this step (%1): no move may follow.</source>
        <translation>На этом шаге игра окончена (%1): больше действий быть не может.</translation>
    </message>
    <message>
        <source>The game is over at this step: no move may follow.</source>
        <translation>На этом шаге игра окончена: больше действий быть не может.</translation>
    </message>
    <message>
        <source>No legal move matches the filter.</source>
        <translation>Ни одно возможное действие не подходит под отбор.</translation>
    </message>
    <message>
        <source>No move is legal at this step.</source>
        <translation>На этом шаге нет возможных действий.</translation>
    </message>
    <message>
        <source>Try a move</source>
        <translation>Проверить действие</translation>
    </message>
    <message>
        <source>A record line: turn, side, verb and its arguments</source>
        <translation>Номер хода, сторона, действие, параметры</translation>
    </message>
    <message>
        <source>Try a move: type a record line to see its verdict</source>
        <translation>Проверить действие: наберите строку записи, чтобы увидеть вердикт</translation>
    </message>
    <message>
        <source>Type a record line, or pick a move above, to see what the checker would say. Nothing is added to the record.</source>
        <translation>Наберите строку записи или выберите действие выше — здесь появится вердикт проверки. В запись ничего не добавляется.</translation>
    </message>
    <message>
        <source>Clean: this move breaks no rule at this step.</source>
        <translation>Чисто: на этом шаге такое действие не нарушает правил.</translation>
    </message>
    <message>
        <source>Verdict of the tried move</source>
        <translation>Вердикт проверяемого действия</translation>
    </message>
    <message>
        <source>Only the moves that name %1, picked on the board</source>
        <translation>Только действия, в которых есть %1 (выбрано на поле)</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать все</translation>
    </message>
    <message>
        <source>As the dice and cards fell:</source>
        <translation>Как легли кубики и карты:</translation>
    </message>
    <message>
        <source>Enter every value above, as it fell, to add the move.</source>
        <translation>Чтобы добавить действие, введите каждое значение выше так, как оно выпало.</translation>
    </message>
    <message>
        <source>Replaces move %1; the moves after it are checked again.</source>
        <translation>Заменяет действие %1; действия после него проверяются заново.</translation>
    </message>
    <message>
        <source>Inserted after this step; the moves after it are checked again.</source>
        <translation>Вставляется после этого шага; действия после него проверяются заново.</translation>
    </message>
    <message>
        <source>Added at the end of the record (Ctrl+Enter).</source>
        <translation>Добавляется в конец записи (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>Replace Move</source>
        <translation>Заменить действие</translation>
    </message>
    <message>
        <source>Replace as Played</source>
        <translation>Заменить как сыграно</translation>
    </message>
    <message>
        <source>Add to Record</source>
        <translation>Добавить в запись</translation>
    </message>
    <message>
        <source>Add as Played</source>
        <translation>Добавить как сыграно</translation>
    </message>
    <message>
        <source>%1: the move breaks a rule and is recorded as played, flagged</source>
        <translation>%1: действие нарушает правило и записывается как сыграно, с отметкой</translation>
    </message>
    <message>
        <source>The record says what happened at the table: the move is kept and flagged with its findings.</source>
        <translation>Запись говорит, что было за столом: действие сохраняется и отмечается замечаниями.</translation>
    </message>
    <message>
        <source>As measured on the table:</source>
        <translation>Как измерено на столе:</translation>
    </message>
</context>
<context>
    <name>NavigationBar</name>
    <message>
        <source>Replay controls</source>
        <translation>Управление разбором</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущее действие</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующее действие</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Последняя позиция</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>Previous finding</source>
        <translation>Предыдущее замечание судьи</translation>
    </message>
    <message>
        <source>Next finding</source>
        <translation>Следующее замечание судьи</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Скорость автопросмотра</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <comment>a fractional speed</comment>
        <translation>%1 действия/с</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)/s</source>
        <translation>
            <numerusform>%n действие/с</numerusform>
            <numerusform>%n действия/с</numerusform>
            <numerusform>%n действий/с</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationRail</name>
    <message>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Сочетание клавиш: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (место %2)</translation>
    </message>
    <message>
        <source>Tags written:</source>
        <translation>Записываемые теги:</translation>
    </message>
    <message>
        <source>Tags written</source>
        <translation>Записываемые теги</translation>
    </message>
</context>
<context>
    <name>NotCheckedBanner</name>
    <message>
        <source>Not yet checked</source>
        <translation>Пока не проверяется</translation>
    </message>
    <message>
        <source>Umpire has no rules or board for “%1” yet, so its moves are not checked.</source>
        <translation>Для игры «%1» в Umpire пока нет правил и поля, поэтому её действия не проверяются.</translation>
    </message>
    <message>
        <source>This record has no [Game] tag, so Umpire cannot tell which rules to check it against.</source>
        <translation>В записи нет тега [Game], поэтому Umpire не знает, по каким правилам её проверять.</translation>
    </message>
    <message>
        <source>The move list still works: step through the moves as written.</source>
        <translation>Список действий работает: их можно просматривать в том виде, как они записаны.</translation>
    </message>
    <message>
        <source>Umpire knows the rules of “%1”, but cannot check this record against them as it stands.</source>
        <translation>Правила «%1» Umpire знает, но проверить по ним эту запись в нынешнем виде не может.</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>Файл пуст</translation>
    </message>
    <message>
        <source>Error: the file holds no tags and no moves. A record starts with a [Game] tag naming its game, then one move per line.</source>
        <translation>Ошибка: в файле нет ни тегов, ни действий. Запись начинается с тега [Game], называющего игру, а затем идут действия, по одному в строке.</translation>
    </message>
</context>
<context>
    <name>OptionItem</name>
    <message>
        <source>Removes the card from the game</source>
        <translation>Карта выходит из игры</translation>
    </message>
</context>
<context>
    <name>ReadingBadge</name>
    <message>
        <source>Rests on a reading</source>
        <translation>Зависит от прочтения</translation>
    </message>
    <message>
        <source>reading</source>
        <comment>marker of a finding that rests on a reading of an ambiguous rule</comment>
        <translation>прочтение</translation>
    </message>
    <message>
        <source>%1 Click to read the clarification.</source>
        <translation>%1 Нажмите, чтобы прочитать разъяснение.</translation>
    </message>
</context>
<context>
    <name>RecentFilesList</name>
    <message>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
</context>
<context>
    <name>RecordDocument</name>
    <message>
        <source>Could not save %1: %2.</source>
        <translation>Не удалось сохранить %1: %2.</translation>
    </message>
    <message>
        <source>Could not write the recovery journal %1: %2.</source>
        <translation>Не удалось записать журнал восстановления %1: %2.</translation>
    </message>
</context>
<context>
    <name>RegionBoard</name>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2) at %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Step through a recorded game and see every move checked against the rules.</source>
        <translation>Просматривайте записанную партию ход за ходом: каждый ход проверяется по правилам.</translation>
    </message>
    <message>
        <source>Open Game…</source>
        <translation>Открыть партию…</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Партия не открыта</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language code of this translation</comment>
        <translation>ru</translation>
    </message>
    <message>
        <source>Open a game record (.ugr) with Ctrl+O, or drop one onto this window, to replay it move by move. Or record a game at the table with File &gt; New Game (Ctrl+N).</source>
        <translation>Откройте запись партии (.ugr) через Ctrl+O или перетащите её в это окно, чтобы просмотреть ход за ходом. Или записывайте партию прямо за столом: Файл &gt; Новая партия (Ctrl+N).</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Новая партия…</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Replay of %1</source>
        <translation>Разбор: %1</translation>
    </message>
    <message>
        <source>Unknown game</source>
        <translation>Неизвестная игра</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>Нарушений нет</translation>
    </message>
    <message>
        <source>Findings: %1. Go to the next finding</source>
        <translation>Замечания: %1. Перейти к следующему</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>Экспорт отчёта…</translation>
    </message>
    <message>
        <source>Export the check report as Markdown</source>
        <translation>Сохранить отчёт о проверке в Markdown</translation>
    </message>
    <message>
        <source>Open Game…</source>
        <translation>Открыть партию…</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Открыть запись партии</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) could not be read and are left out; the first is line %1, column %2.</source>
        <translation>
            <numerusform>%n строку не удалось прочитать, она пропущена; строка %1, столбец %2.</numerusform>
            <numerusform>%n строки не удалось прочитать, они пропущены; первая — строка %1, столбец %2.</numerusform>
            <numerusform>%n строк не удалось прочитать, они пропущены; первая — строка %1, столбец %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Errors</source>
        <translation>Показать ошибки</translation>
    </message>
    <message>
        <source>No board view for %1 yet</source>
        <translation>Для игры «%1» пока нет поля</translation>
    </message>
    <message>
        <source>The moves are checked; see the findings and the state on the right.</source>
        <translation>Действия проверены: замечания и состояние игры — справа.</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Замечания (%1)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Syntax (%1)</source>
        <translation>Синтаксис (%1)</translation>
    </message>
    <message>
        <source>Export Check Report</source>
        <translation>Экспорт отчёта о проверке</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · move %3: %4</source>
        <translation>Ход %1 · %2 · действие %3: %4</translation>
    </message>
    <message>
        <source>The file dialog could not be shown, so the report was not saved.</source>
        <translation>Не удалось показать окно выбора файла, поэтому отчёт не сохранён.</translation>
    </message>
    <message>
        <source>The report was saved as %1.</source>
        <translation>Отчёт сохранён в файл %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n заметка</numerusform>
            <numerusform>%n заметки</numerusform>
            <numerusform>%n заметок</numerusform>
        </translation>
    </message>
    <message>
        <source>Checked under %1 (not the record&apos;s reading); the file is not changed.</source>
        <translation>Проверено при прочтении %1 (не прочтение записи); файл не изменён.</translation>
    </message>
    <message>
        <source>Checked under %1 (not the record&apos;s readings); the file is not changed.</source>
        <translation>Проверено при прочтениях %1 (не прочтения записи); файл не изменён.</translation>
    </message>
    <message>
        <source>Back to the Record&apos;s Readings</source>
        <translation>Вернуть прочтения записи</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>The legal moves at this step, and the verdict of a move you try (Ctrl+M)</source>
        <translation>Возможные действия на этом шаге и вердикт действия, которое вы проверяете (Ctrl+M)</translation>
    </message>
    <message>
        <source>New game (not saved yet)</source>
        <translation>Новая партия (ещё не сохранена)</translation>
    </message>
</context>
<context>
    <name>RuleDetailView</name>
    <message>
        <source>Rule %1 %2</source>
        <translation>Правило %1 %2</translation>
    </message>
    <message>
        <source>Rule details</source>
        <translation>Текст правила</translation>
    </message>
    <message>
        <source>Rule id %1</source>
        <translation>Идентификатор правила %1</translation>
    </message>
    <message>
        <source>Translated into Russian by the Umpire project: this game has no Russian rulebook.</source>
        <translation>Русский текст — перевод проекта Umpire: русского издания правил у этой игры нет.</translation>
    </message>
    <message>
        <source>In this section</source>
        <translation>В этом разделе</translation>
    </message>
    <message>
        <source>Cards citing this rule</source>
        <translation>Карты, ссылающиеся на правило</translation>
    </message>
    <message>
        <source>Open %1 on the Cards page</source>
        <translation>Открыть «%1» на странице «Карты»</translation>
    </message>
    <message>
        <source>Clarifications</source>
        <translation>Разъяснения</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Источники: %1</translation>
    </message>
    <message>
        <source>This rule has no Russian text yet; it is shown in English.</source>
        <translation>Русского текста этого правила пока нет; оно показано по-английски.</translation>
    </message>
</context>
<context>
    <name>RuleTreeRow</name>
    <message>
        <source>expanded</source>
        <translation>развёрнуто</translation>
    </message>
    <message>
        <source>collapsed</source>
        <translation>свёрнуто</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rules of each game, with the exact rule every finding cites.</source>
        <translation>Правила каждой игры — и точное правило, на которое ссылается каждое замечание.</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>There is no rule “%1”.</source>
        <translation>Правила «%1» нет.</translation>
    </message>
    <message>
        <source>Search the rules: defense, жители, section:4</source>
        <translation>Поиск по правилам: защита, defense, раздел:4</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Поиск по правилам</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules by section</source>
        <translation>Правила по разделам</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Найденные правила</translation>
    </message>
    <message>
        <source>No rules found</source>
        <translation>Правила не найдены</translation>
    </message>
    <message>
        <source>Try fewer words or another spelling, or choose all games.</source>
        <translation>Попробуйте меньше слов, другое написание или выберите все игры.</translation>
    </message>
    <message>
        <source>No rule selected</source>
        <translation>Правило не выбрано</translation>
    </message>
    <message>
        <source>Pick a rule from the tree, or search. A finding in the replay opens the rule it cites.</source>
        <translation>Выберите правило в дереве или найдите его. Замечание в разборе партии открывает правило, на которое оно ссылается.</translation>
    </message>
    <message>
        <source>1 rule</source>
        <translation>1 правило</translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n правило</numerusform>
            <numerusform>%n правила</numerusform>
            <numerusform>%n правил</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First %n rule(s)</source>
        <translation>
            <numerusform>Первое %n правило</numerusform>
            <numerusform>Первые %n правила</numerusform>
            <numerusform>Первые %n правил</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Replace the File?</source>
        <translation>Заменить файл?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 уже существует. Заменить его?</translation>
    </message>
</context>
<context>
    <name>SearchField</name>
    <message>
        <source>Clear the search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>Очистить (Esc)</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Позиция %1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системная</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Тема:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>The system theme uses your desktop&apos;s colours.</source>
        <translation>Системная тема использует цвета вашего рабочего стола.</translation>
    </message>
</context>
<context>
    <name>SeverityMark</name>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>SourceBooks</name>
    <message>
        <source>War of the Worlds: The New Wave, English rulebook</source>
        <translation>War of the Worlds: The New Wave, английские правила</translation>
    </message>
    <message>
        <source>Война миров: Новая угроза, Russian rulebook</source>
        <translation>Война миров: Новая угроза, русские правила</translation>
    </message>
    <message>
        <source>War of Civilizations, rulebook</source>
        <translation>War of Civilizations, правила (англ.)</translation>
    </message>
    <message>
        <source>Wings of Glory — Tripods &amp; Triplanes, rulebook</source>
        <translation>Wings of Glory — Tripods &amp; Triplanes, правила (англ.)</translation>
    </message>
    <message>
        <source>Space Wars, the designer&apos;s draft</source>
        <translation>Space Wars, черновик автора (англ.)</translation>
    </message>
</context>
<context>
    <name>SpacewarsBoard</name>
    <message>
        <source>Space Wars board</source>
        <translation>Поле «Космических войн»</translation>
    </message>
    <message numerus="yes">
        <source>%n Debris token(s) in hex %1</source>
        <translation>
            <numerusform>%n жетон обломков в гексе %1</numerusform>
            <numerusform>%n жетона обломков в гексе %1</numerusform>
            <numerusform>%n жетонов обломков в гексе %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Minefield in hex %1</source>
        <translation>Минное поле в гексе %1</translation>
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
        <source>Earth&apos;s homeworld</source>
        <translation>Родная планета Земли</translation>
    </message>
    <message>
        <source>The Aliens&apos; homeworld</source>
        <translation>Родная планета пришельцев</translation>
    </message>
</context>
<context>
    <name>SpacewarsInspector</name>
    <message>
        <source>State inspector</source>
        <translation>Состояние игры</translation>
    </message>
    <message>
        <source>This record is not checked, so there is no game state to inspect.</source>
        <translation>Эта запись не проверяется, поэтому состояния игры нет.</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Ход %1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>осталась %n карта</numerusform>
            <numerusform>осталось %n карты</numerusform>
            <numerusform>осталось %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Lasting effects</source>
        <translation>Длительные эффекты</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Turn %1 · game over: %2</source>
        <translation>Ход %1 · игра окончена: %2</translation>
    </message>
</context>
<context>
    <name>SpacewarsOrderRow</name>
    <message>
        <source>void</source>
        <translation>впустую</translation>
    </message>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>next</source>
        <translation>следующий</translation>
    </message>
    <message>
        <source>done</source>
        <translation>выполнен</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонён</translation>
    </message>
</context>
<context>
    <name>SpacewarsTurnPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>%1 orders</source>
        <translation>Приказы: %1</translation>
    </message>
    <message>
        <source>No orders written</source>
        <translation>Приказов нет</translation>
    </message>
    <message>
        <source>This record is not checked, so there are no orders to show.</source>
        <translation>Эта запись не проверяется, поэтому приказов нет.</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
</context>
<context>
    <name>StateInspector</name>
    <message>
        <source>State inspector</source>
        <translation>Состояние игры</translation>
    </message>
    <message>
        <source>This record is not checked, so there is no game state to inspect.</source>
        <translation>Эта запись не проверяется, поэтому состояния игры нет.</translation>
    </message>
    <message>
        <source>This state has no keys to show.</source>
        <translation>В этом состоянии нет ключей для показа.</translation>
    </message>
    <message>
        <source>Turn %1, %2 to move</source>
        <translation>Ход %1, ходят %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Turn %1, every side acts</source>
        <translation>Ход %1, действуют все стороны</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
</context>
<context>
    <name>StateTreeRow</name>
    <message>
        <source>changed by this step</source>
        <translation>изменено этим ходом</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Summary</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>(no [Game] tag)</source>
        <translation>(нет тега [Game])</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>%1 (as recorded, not checked)</source>
        <translation>%1 (по записи, не проверено)</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Не проверено</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>The game did not end</source>
        <translation>Игра не закончена</translation>
    </message>
    <message>
        <source>%1 — the record says &quot;%2&quot;</source>
        <translation>%1 — в записи указано «%2»</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>Syntax errors</source>
        <translation>Синтаксические ошибки</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>Экспорт отчёта…</translation>
    </message>
    <message>
        <source>Export the check report as Markdown</source>
        <translation>Сохранить отчёт о проверке в Markdown</translation>
    </message>
    <message>
        <source>Findings by rule</source>
        <translation>Замечания по правилам</translation>
    </message>
    <message>
        <source>Open rule %1</source>
        <translation>Открыть правило %1</translation>
    </message>
    <message>
        <source>Open this rule on the Rules page</source>
        <translation>Открыть это правило на странице «Правила»</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n замечание</numerusform>
            <numerusform>%n замечания</numerusform>
            <numerusform>%n замечаний</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to the first finding of rule %1, at move %2</source>
        <translation>Перейти к первому нарушению правила %1, действие %2</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation>Перейти к действию %1</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Прочтение</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно случайности</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Комментатор</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места за столом</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Машина</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Earth&apos;s deck</source>
        <translation>Колода Земли</translation>
    </message>
    <message>
        <source>Aliens&apos; deck</source>
        <translation>Колода пришельцев</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Banker&apos;s auction</source>
        <translation>Торги за банкира</translation>
    </message>
    <message>
        <source>Table (cm)</source>
        <translation>Стол (см)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n заметка</numerusform>
            <numerusform>%n заметки</numerusform>
            <numerusform>%n заметок</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdicts that depend on a reading</source>
        <translation>Вердикты, зависящие от прочтения</translation>
    </message>
    <message>
        <source>This game has no recorded readings of an ambiguous rule, so no verdict depends on one.</source>
        <translation>У этой игры нет записанных прочтений неоднозначных правил, поэтому ни один вердикт от них не зависит.</translation>
    </message>
    <message>
        <source>The record has no findings, and it is too long to check again under every other reading while it opens; &quot;umpire-cli check --all-readings&quot; does that.</source>
        <translation>В записи нет замечаний, а для повторной проверки при всех других прочтениях во время открытия она слишком длинна; это делает «umpire-cli check --all-readings».</translation>
    </message>
    <message numerus="yes">
        <source>No verdict depends on a reading: the record was also checked under every other value of the game&apos;s readings (%n check(s)), and every verdict stays the same.</source>
        <translation>
            <numerusform>Ни один вердикт не зависит от прочтения: запись проверена и при каждом другом значении прочтений игры (%n проверка), и все вердикты остались прежними.</numerusform>
            <numerusform>Ни один вердикт не зависит от прочтения: запись проверена и при каждом другом значении прочтений игры (%n проверки), и все вердикты остались прежними.</numerusform>
            <numerusform>Ни один вердикт не зависит от прочтения: запись проверена и при каждом другом значении прочтений игры (%n проверок), и все вердикты остались прежними.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) would change under another reading. Pick a reading to check the record under it; the file is not changed.</source>
        <translation>
            <numerusform>%n вердикт изменится при другом прочтении. Выберите прочтение, чтобы проверить запись при нём; файл не изменится.</numerusform>
            <numerusform>%n вердикта изменятся при другом прочтении. Выберите прочтение, чтобы проверить запись при нём; файл не изменится.</numerusform>
            <numerusform>%n вердиктов изменятся при другом прочтении. Выберите прочтение, чтобы проверить запись при нём; файл не изменится.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check under %1</source>
        <translation>Проверить при %1</translation>
    </message>
    <message>
        <source>Check the record under the reading %1, without changing the file</source>
        <translation>Проверить запись при прочтении %1, не меняя файла</translation>
    </message>
    <message>
        <source>Check the record again under this reading; the file is not changed</source>
        <translation>Проверить запись заново при этом прочтении; файл не изменится</translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation>К строке</translation>
    </message>
    <message>
        <source>Clarification</source>
        <translation>Разъяснение</translation>
    </message>
    <message>
        <source>Open the clarification %1</source>
        <translation>Открыть разъяснение %1</translation>
    </message>
    <message>
        <source>Open the clarification of this reading on the Rules page</source>
        <translation>Открыть разъяснение этого прочтения на странице «Правила»</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>moves in turns</comment>
        <translation>%1 за %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <comment>the moves of a record</comment>
        <translation>
            <numerusform>%n действие</numerusform>
            <numerusform>%n действия</numerusform>
            <numerusform>%n действий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <comment>the turns of a record</comment>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyntaxErrorsPanel</name>
    <message>
        <source>The record has no syntax errors.</source>
        <translation>Синтаксических ошибок в записи нет.</translation>
    </message>
    <message>
        <source>These lines could not be read and are left out; the other moves are replayed.</source>
        <translation>Эти строки не удалось прочитать, они пропущены; остальные действия воспроизводятся.</translation>
    </message>
    <message>
        <source>Syntax errors</source>
        <translation>Синтаксические ошибки</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
</context>
<context>
    <name>TimelineSlider</name>
    <message>
        <source>Timeline</source>
        <translation>Шкала партии</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
</context>
<context>
    <name>TrialVerdictRow</name>
    <message>
        <source>Column %1: %2</source>
        <translation>Позиция %1: %2</translation>
    </message>
    <message>
        <source>(rests on a value no rulebook prints: %1)</source>
        <translation>(опирается на значение, которого нет в правилах: %1)</translation>
    </message>
    <message>
        <source>Open rule %1</source>
        <translation>Открыть правило %1</translation>
    </message>
    <message>
        <source>Open this rule on the Rules page</source>
        <translation>Открыть это правило на странице «Правила»</translation>
    </message>
</context>
<context>
    <name>TripodsBoard</name>
    <message>
        <source>Vehicle consoles</source>
        <translation>Планшеты машин</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Objectives destroyed:</source>
        <translation>Уничтожены цели:</translation>
    </message>
    <message>
        <source>Recharged from (now red weed):</source>
        <translation>Подзарядка от целей (теперь красная трава):</translation>
    </message>
</context>
<context>
    <name>TripodsConsole</name>
    <message>
        <source>Action card: %1</source>
        <translation>Карта действия: %1</translation>
    </message>
    <message>
        <source>No action card</source>
        <translation>Карты действия нет</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Урон</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at +1</source>
        <translation>%1 на «+1»</translation>
    </message>
    <message>
        <source>Damage %1 of %2</source>
        <translation>Урон %1 из %2</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <source>Energy %1 of %2</source>
        <translation>Энергия %1 из %2</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Последний</translation>
    </message>
    <message>
        <source>Last maneuver performed: %1</source>
        <translation>Последний выполненный манёвр: %1</translation>
    </message>
    <message>
        <source>No maneuver performed yet</source>
        <translation>Манёвров ещё не было</translation>
    </message>
</context>
<context>
    <name>TripodsField</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Martians&apos; side</source>
        <translation>Сторона марсиан</translation>
    </message>
    <message>
        <source>Earthlings&apos; side</source>
        <translation>Сторона землян</translation>
    </message>
</context>
<context>
    <name>WotwBoard</name>
    <message>
        <source>War of the Worlds board</source>
        <translation>Поле «Войны миров»</translation>
    </message>
    <message>
        <source>Land region</source>
        <translation>Сухопутный регион</translation>
    </message>
    <message>
        <source>Sea region</source>
        <translation>Морской регион</translation>
    </message>
    <message>
        <source>Alien landing region</source>
        <translation>Регион высадки инопланетян</translation>
    </message>
    <message>
        <source>Anchor: the Navy is placed here</source>
        <translation>Якорь: сюда выставляется Флот</translation>
    </message>
    <message numerus="yes">
        <source>%n civilian(s)</source>
        <translation>
            <numerusform>%n житель</numerusform>
            <numerusform>%n жителя</numerusform>
            <numerusform>%n жителей</numerusform>
        </translation>
    </message>
    <message>
        <source>Building: %1 (Defense %2)</source>
        <translation>Постройка: %1 (защита %2)</translation>
    </message>
    <message>
        <source>Building: %1</source>
        <translation>Постройка: %1</translation>
    </message>
    <message>
        <source>Influence: %1</source>
        <translation>Воздействие: %1</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Войска: %1</translation>
    </message>
    <message>
        <source>Changed by this step</source>
        <translation>Изменено этим ходом</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
</context>
<context>
    <name>WotwCardsPanel</name>
    <message>
        <source>Cards of %1</source>
        <translation>Карты: %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Offer row</source>
        <translation>Ряд предложений</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>WotwDamageTrack</name>
    <message>
        <source>Alien damage %1 of %2</source>
        <translation>Повреждения инопланетян: %1 из %2</translation>
    </message>
    <message>
        <source>Alien damage %1/%2</source>
        <translation>Повреждения инопланетян %1/%2</translation>
    </message>
</context>
<context>
    <name>WotwInspector</name>
    <message>
        <source>State inspector</source>
        <translation>Состояние игры</translation>
    </message>
    <message>
        <source>This record is not checked, so there is no game state to inspect.</source>
        <translation>Эта запись не проверяется, поэтому состояния игры нет.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>%1, %2 to move</source>
        <translation>%1, ходят %2</translation>
    </message>
    <message>
        <source>Alien damage</source>
        <translation>Повреждения инопланетян</translation>
    </message>
    <message>
        <source>Civilians left</source>
        <translation>Осталось мирных жителей</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message numerus="yes">
        <source>%n energy this turn</source>
        <translation>
            <numerusform>%n энергия в этом ходу</numerusform>
            <numerusform>%n энергии в этом ходу</numerusform>
            <numerusform>%n энергии в этом ходу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) this turn</source>
        <translation>
            <numerusform>%n монета в этом ходу</numerusform>
            <numerusform>%n монеты в этом ходу</numerusform>
            <numerusform>%n монет в этом ходу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s) this turn</source>
        <translation>
            <numerusform>%n ресурс в этом ходу</numerusform>
            <numerusform>%n ресурса в этом ходу</numerusform>
            <numerusform>%n ресурсов в этом ходу</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Offer row</source>
        <translation>Ряд предложения</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Offer deck</source>
        <translation>Колода предложения</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Убраны из игры</translation>
    </message>
    <message>
        <source>%1: %2 cards</source>
        <translation>%1: карт — %2</translation>
    </message>
    <message>
        <source>Buildings in play</source>
        <translation>Постройки в игре</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Miniatures on the board</source>
        <translation>Миниатюры на поле</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Игра окончена: %1</translation>
    </message>
</context>
<context>
    <name>WotwRegionLabel</name>
    <message numerus="yes">
        <source>%n civilian(s)</source>
        <translation>
            <numerusform>%n житель</numerusform>
            <numerusform>%n жителя</numerusform>
            <numerusform>%n жителей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WotwUnit</name>
    <message>
        <source>T</source>
        <comment>the letter of a Tripod miniature on the board</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>U</source>
        <comment>the letter of a UFO miniature on the board</comment>
        <translation>Н</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the letter of an Army miniature on the board</comment>
        <translation>А</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the letter of a Navy miniature on the board</comment>
        <translation>Ф</translation>
    </message>
</context>
<context>
    <name>umpire::boards::BoardHighlightModel</name>
    <message>
        <source>Civilians</source>
        <translation>Жители</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1: из региона %2 в регион %3</translation>
    </message>
    <message>
        <source>%1 was attacked</source>
        <translation>%1: атака</translation>
    </message>
    <message>
        <source>%1 attacked %2</source>
        <translation>%1 атакует регион %2</translation>
    </message>
    <message>
        <source>%1 attacked %2 from %3</source>
        <translation>%1 атакует регион %2 из региона %3</translation>
    </message>
    <message numerus="yes">
        <source>%n civilian(s) lost in %1</source>
        <translation>
            <numerusform>%1: потерян %n житель</numerusform>
            <numerusform>%1: потеряно %n жителя</numerusform>
            <numerusform>%1: потеряно %n жителей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2 took %3 damage</source>
        <translation>%1 (%2) получает урон %3</translation>
    </message>
    <message>
        <source>%1 in %2 took damage</source>
        <translation>%1 (%2) получает урон</translation>
    </message>
    <message>
        <source>%1 removed from %2</source>
        <translation>%1: убрано из региона %2</translation>
    </message>
    <message>
        <source>%1 placed in %2</source>
        <translation>%1: выставлено в регион %2</translation>
    </message>
</context>
<context>
    <name>umpire::compendium::CardDetail</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <source>Starting copies</source>
        <translation>Стартовых копий</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Редкость</translation>
    </message>
    <message>
        <source>In the box</source>
        <translation>В коробке</translation>
    </message>
    <message>
        <source>English</source>
        <translation>английский</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>русский</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>действие %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>umpire::compendium::Compendium</name>
    <message>
        <source>The compendium could not be opened.</source>
        <translation>Не удалось открыть справочник.</translation>
    </message>
</context>
<context>
    <name>umpire::games::SpacewarsView</name>
    <message>
        <source>%1 (%2) in hex %3: offense %4, defense %5, speed %6, range %7</source>
        <translation>%1 (%2) в гексе %3: атака %4, защита %5, скорость %6, дальность %7</translation>
    </message>
    <message>
        <source>cloaked</source>
        <translation>замаскирован</translation>
    </message>
    <message>
        <source>tokens %1</source>
        <translation>жетоны %1</translation>
    </message>
    <message>
        <source>Deploy %1 to hex %2</source>
        <translation>Ввести %1 в гекс %2</translation>
    </message>
    <message>
        <source>Deploy a ship to hex %1</source>
        <translation>Ввести корабль в гекс %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Движение %1: %2</translation>
    </message>
    <message>
        <source>%1 fires at %2</source>
        <translation>%1 стреляет по %2</translation>
    </message>
    <message>
        <source>Cloak %1</source>
        <translation>Маскировка %1</translation>
    </message>
    <message>
        <source>Uncloak %1</source>
        <translation>Снять маскировку: %1</translation>
    </message>
    <message>
        <source>%1 clears Debris</source>
        <translation>%1 убирает обломки</translation>
    </message>
    <message>
        <source>Play %1 on %2</source>
        <translation>Сыграть «%1» на %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сыграть «%1»</translation>
    </message>
    <message>
        <source>Recall %1 to hand</source>
        <translation>Вернуть %1 в руку</translation>
    </message>
    <message>
        <source>offense %1</source>
        <translation>атака %1</translation>
    </message>
    <message>
        <source>defense %1</source>
        <translation>защита %1</translation>
    </message>
    <message>
        <source>speed %1</source>
        <translation>скорость %1</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>дальность %1</translation>
    </message>
    <message>
        <source>targets %1 closer</source>
        <translation>цель ближе на %1</translation>
    </message>
    <message>
        <source>Redesigns for the rest of the game: %1</source>
        <translation>Переработки до конца игры: %1</translation>
    </message>
    <message>
        <source>Every ship this turn: %1</source>
        <translation>Все корабли в этот ход: %1</translation>
    </message>
    <message>
        <source>Cease-Fire: no ship fires until the end of turn %1</source>
        <translation>Прекращение огня: никто не стреляет до конца хода %1</translation>
    </message>
    <message>
        <source>%1 carries tokens: %2</source>
        <translation>Жетоны на %1: %2</translation>
    </message>
    <message>
        <source>%1 this turn: %2</source>
        <translation>%1 в этот ход: %2</translation>
    </message>
    <message>
        <source>%1 cannot fire this turn</source>
        <translation>%1 не может стрелять в этот ход</translation>
    </message>
    <message>
        <source>%1 cannot move this turn</source>
        <translation>%1 не может двигаться в этот ход</translation>
    </message>
    <message>
        <source>Debris in hexes %1: +1 defense and −1 offense per token to a ship there</source>
        <translation>Обломки в гексах %1: кораблю там +1 к защите и −1 к атаке за каждый жетон</translation>
    </message>
    <message>
        <source>Minefields in hexes %1: entering one costs two more hexes of movement</source>
        <translation>Минные поля в гексах %1: вход в такой гекс стоит ещё два гекса движения</translation>
    </message>
    <message>
        <source>Opening hands</source>
        <translation>Начальные руки</translation>
    </message>
    <message>
        <source>Drawing cards</source>
        <translation>Добор карт</translation>
    </message>
    <message>
        <source>Writing orders</source>
        <translation>Запись приказов</translation>
    </message>
    <message>
        <source>Rolling for initiative</source>
        <translation>Бросок на инициативу</translation>
    </message>
    <message>
        <source>Carrying out orders</source>
        <translation>Выполнение приказов</translation>
    </message>
    <message>
        <source>Initiative not rolled yet</source>
        <translation>Инициатива ещё не брошена</translation>
    </message>
    <message>
        <source>Initiative: d8 %1, %2 first</source>
        <translation>Инициатива: к8 = %1, первыми ходят: %2</translation>
    </message>
    <message>
        <source>range %1 · needs %2</source>
        <translation>дальность %1 · нужно %2</translation>
    </message>
    <message>
        <source>d8 %1</source>
        <translation>к8: %1</translation>
    </message>
    <message>
        <source>%1 cannot fire at %2: the order is void</source>
        <translation>%1 не может стрелять по %2: приказ не выполняется</translation>
    </message>
    <message>
        <source>no roll recorded</source>
        <translation>бросок не записан</translation>
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
        <source>%1 fires at %2: range %3, needs %4 or more on the d8; rolled %5, %6</source>
        <translation>%1 стреляет по %2: дальность %3, нужно %4 или больше на к8; выпало %5, %6</translation>
    </message>
</context>
<context>
    <name>umpire::games::StateTreeModel</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n элемент</numerusform>
            <numerusform>%n элемента</numerusform>
            <numerusform>%n элементов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>umpire::games::TripodsConsoleModel</name>
    <message>
        <source>Bring Proof</source>
        <translation>Доставить доказательства</translation>
    </message>
    <message>
        <source>Shoot the airplane down before it gets home.</source>
        <translation>Сбить самолёт, пока он не вернулся домой.</translation>
    </message>
    <message>
        <source>Photograph the tripod from a stall, then fly off across the Earthling edge.</source>
        <translation>Сфотографировать треножник на сваливании и улететь за край стола землян.</translation>
    </message>
    <message>
        <source>A Spark of Hope</source>
        <translation>Искра надежды</translation>
    </message>
    <message>
        <source>Destroy three objectives, then walk off across the Earthling edge; or shoot both airplanes down.</source>
        <translation>Уничтожить три цели и уйти за край стола землян или сбить оба самолёта.</translation>
    </message>
    <message>
        <source>Destroy the tripod.</source>
        <translation>Уничтожить треножник.</translation>
    </message>
    <message>
        <source>First Contact</source>
        <translation>Первый контакт</translation>
    </message>
    <message>
        <source>Destroy all three objectives, then walk off across the Earthling edge; or shoot both airplanes down.</source>
        <translation>Уничтожить все три цели и уйти за край стола землян или сбить оба самолёта.</translation>
    </message>
    <message>
        <source>The Hunters and the Hunted</source>
        <translation>Охотники и добыча</translation>
    </message>
    <message>
        <source>Shoot all three airplanes down (decisive if both tripods are still standing).</source>
        <translation>Сбить все три самолёта (решительная победа, если оба треножника ещё в строю).</translation>
    </message>
    <message>
        <source>Destroy both tripods (decisive with at least two airplanes left).</source>
        <translation>Уничтожить оба треножника (решительная победа, если осталось не меньше двух самолётов).</translation>
    </message>
    <message>
        <source>Tripods Across the Piave</source>
        <translation>Треножники за Пьяве</translation>
    </message>
    <message>
        <source>Destroy every objective and terrain template, then bring a tripod off across the Earthling edge; or shoot every airplane down.</source>
        <translation>Уничтожить все цели и шаблоны местности, затем вывести треножник за край стола землян или сбить все самолёты.</translation>
    </message>
    <message>
        <source>Destroy every tripod.</source>
        <translation>Уничтожить все треножники.</translation>
    </message>
    <message>
        <source>Into the Eagles&apos; Nest</source>
        <translation>В орлином гнезде</translation>
    </message>
    <message>
        <source>Shoot every airplane down (decisive if both tripods are still standing).</source>
        <translation>Сбить все самолёты (решительная победа, если оба треножника ещё в строю).</translation>
    </message>
    <message>
        <source>Destroy both tripods (decisive with at least three airplanes left).</source>
        <translation>Уничтожить оба треножника (решительная победа, если осталось не меньше трёх самолётов).</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Бег</translation>
    </message>
    <message>
        <source>Stand still</source>
        <translation>Стоять на месте</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Задний ход</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Прямо</translation>
    </message>
    <message>
        <source>Left turn</source>
        <translation>Поворот налево</translation>
    </message>
    <message>
        <source>Right turn</source>
        <translation>Поворот направо</translation>
    </message>
    <message>
        <source>Steep left</source>
        <translation>Крутой налево</translation>
    </message>
    <message>
        <source>Steep right</source>
        <translation>Крутой направо</translation>
    </message>
    <message>
        <source>Stall</source>
        <translation>Сваливание</translation>
    </message>
    <message>
        <source>Immelmann</source>
        <translation>Иммельман</translation>
    </message>
    <message>
        <source>Change facing</source>
        <translation>Разворот</translation>
    </message>
    <message>
        <source>Destroy objective</source>
        <translation>Уничтожить цель</translation>
    </message>
    <message>
        <source>Heat-ray</source>
        <translation>Тепловой луч</translation>
    </message>
    <message>
        <source>Recharge</source>
        <translation>Подзарядка</translation>
    </message>
    <message>
        <source>Black smoke</source>
        <translation>Чёрный дым</translation>
    </message>
    <message>
        <source>Toppled</source>
        <translation>Опрокинут</translation>
    </message>
    <message>
        <source>Heat-ray cooling</source>
        <translation>Луч остывает</translation>
    </message>
    <message>
        <source>Black smoke recharging</source>
        <translation>Дымомёт перезаряжается</translation>
    </message>
    <message>
        <source>Jammed guns</source>
        <translation>Пулемёты заклинило</translation>
    </message>
    <message>
        <source>Smoke trail</source>
        <translation>Дымный след</translation>
    </message>
    <message>
        <source>On fire</source>
        <translation>Пожар</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Пилот ранен</translation>
    </message>
    <message>
        <source>Engine damage</source>
        <translation>Двигатель повреждён</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Крутой манёвр</translation>
    </message>
    <message>
        <source>Photograph taken</source>
        <translation>Снимок сделан</translation>
    </message>
    <message>
        <source>Maneuvers planned, face down</source>
        <translation>Манёвры запланированы рубашкой вверх</translation>
    </message>
    <message>
        <source>Action card: %1</source>
        <translation>Карта действия: %1</translation>
    </message>
    <message>
        <source>Held fire</source>
        <translation>Не стрелял</translation>
    </message>
    <message>
        <source>On fire: drew %1</source>
        <translation>Горит: взята карта %1</translation>
    </message>
    <message>
        <source>Hit: drew %1 (counted when the firing step ends)</source>
        <translation>Попадание: взяты карты %1 (учитываются в конце этапа стрельбы)</translation>
    </message>
    <message>
        <source>Fired the heat-ray: it reached nothing</source>
        <translation>Выстрел тепловым лучом: луч никого не достал</translation>
    </message>
    <message>
        <source>Fired at %1 at short range</source>
        <translation>Выстрел: цель %1, близкая дистанция</translation>
    </message>
    <message>
        <source>Fired at %1 at long range</source>
        <translation>Выстрел: цель %1, дальняя дистанция</translation>
    </message>
    <message>
        <source>Fired at %1</source>
        <translation>Выстрел: цель %1</translation>
    </message>
    <message>
        <source>Revealed: %1</source>
        <translation>Открыта карта: %1</translation>
    </message>
    <message>
        <source>left the table</source>
        <translation>покинул стол</translation>
    </message>
    <message>
        <source>across its own edge</source>
        <translation>через свой край</translation>
    </message>
    <message>
        <source>overlapped a tripod and was moved back</source>
        <translation>наложился на треножник и отодвинут назад</translation>
    </message>
    <message>
        <source>took the photograph</source>
        <translation>сделал снимок</translation>
    </message>
    <message>
        <source>flew a straight instead and drew %1</source>
        <translation>вместо этого летел прямо и взял карту %1</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>%1 (%2, pilot %3), %4</source>
        <translation>%1 (%2, пилот %3), %4</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Уничтожен</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Покинул стол</translation>
    </message>
    <message>
        <source>damage %1 of %2</source>
        <translation>урон %1 из %2</translation>
    </message>
    <message>
        <source>energy %1 of %2</source>
        <translation>энергия %1 из %2</translation>
    </message>
    <message>
        <source>maneuver %1: %2</source>
        <translation>манёвр %1: %2</translation>
    </message>
    <message>
        <source>maneuver %1: face down</source>
        <translation>манёвр %1: рубашкой вверх</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>стоп</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>энергия</translation>
    </message>
    <message>
        <source>Maneuver %1: no card</source>
        <translation>Манёвр %1: карты нет</translation>
    </message>
    <message>
        <source>Maneuver %1: %2</source>
        <translation>Манёвр %1: %2</translation>
    </message>
    <message>
        <source>Maneuver %1: face down</source>
        <translation>Манёвр %1: рубашкой вверх</translation>
    </message>
    <message>
        <source>Turn %1 · game over: %2 win</source>
        <translation>Ход %1 · игра окончена, победа: %2</translation>
    </message>
    <message>
        <source>Turn %1 · planning</source>
        <translation>Ход %1 · планирование</translation>
    </message>
    <message>
        <source>movement step</source>
        <translation>этап движения</translation>
    </message>
    <message>
        <source>firing step</source>
        <translation>этап стрельбы</translation>
    </message>
    <message>
        <source>Turn %1 · phase %2 of 3 · %3</source>
        <translation>Ход %1 · фаза %2 из 3 · %3</translation>
    </message>
    <message>
        <source>Simple battle</source>
        <translation>Простой бой</translation>
    </message>
    <message>
        <source>Keep vehicles on the table until the other side has none left.</source>
        <translation>Сохранить машины на столе, пока у противника не останется ни одной.</translation>
    </message>
    <message>
        <source>Rockets</source>
        <translation>Ракеты</translation>
    </message>
    <message>
        <source>Cannon reloading</source>
        <translation>Пушка перезаряжается</translation>
    </message>
    <message>
        <source>Smoke clouds</source>
        <translation>Облака дыма</translation>
    </message>
    <message>
        <source>Anchor and chain</source>
        <translation>Якорь с цепью</translation>
    </message>
    <message>
        <source>Ace skills</source>
        <translation>Навыки аса</translation>
    </message>
    <message>
        <source>Turn %1 · game over: %2 win, decisive victory</source>
        <translation>Ход %1 · игра окончена, решительная победа: %2</translation>
    </message>
    <message>
        <source>Turn %1 · game over: %2 win, marginal victory</source>
        <translation>Ход %1 · игра окончена, частичная победа: %2</translation>
    </message>
    <message>
        <source>The record names %1 vehicles; only the first %2 are shown here. The checker checks them all.</source>
        <translation>Машин в записи: %1; здесь показаны только первые %2. Проверяются все.</translation>
    </message>
</context>
<context>
    <name>umpire::games::TripodsFieldModel</name>
    <message>
        <source>Table %1 × %2 cm</source>
        <translation>Стол %1 × %2 см</translation>
    </message>
    <message>
        <source>%1: wreck at %2, %3 cm</source>
        <translation>%1: обломки в точке %2, %3 см</translation>
    </message>
    <message>
        <source>%1 at %2, %3 cm, heading %4°</source>
        <translation>%1 в точке %2, %3 см, курс %4°</translation>
    </message>
    <message>
        <source>%1 left the table at %2, %3 cm</source>
        <translation>%1 покинула стол в точке %2, %3 см</translation>
    </message>
</context>
<context>
    <name>umpire::gui::AppController</name>
    <message>
        <source>No file name was given.</source>
        <translation>Имя файла не указано.</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file.</source>
        <translation>Не удалось открыть %1: такого файла нет.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a game record.</source>
        <translation>Не удалось открыть %1: это папка, а не запись партии.</translation>
    </message>
    <message>
        <source>Cannot open %1: permission denied.</source>
        <translation>Не удалось открыть %1: нет доступа.</translation>
    </message>
    <message>
        <source>Cannot open %1: only local files can be opened.</source>
        <translation>Не удалось открыть %1: открываются только локальные файлы.</translation>
    </message>
</context>
<context>
    <name>umpire::gui::FileDialogs</name>
    <message>
        <source>The file dialog cannot be shown: the Qt module %1 is not installed (on Debian and Ubuntu it is the package %2).</source>
        <translation>Окно выбора файла недоступно: не установлен модуль Qt %1 (в Debian и Ubuntu это пакет %2).</translation>
    </message>
</context>
<context>
    <name>umpire::gui::FrameGrabber</name>
    <message>
        <source>No frame was rendered within %1 seconds; %2 was not written.</source>
        <translation>За %1 с не отрисовано ни одного кадра; файл %2 не записан.</translation>
    </message>
    <message>
        <source>There is no window to take a picture of.</source>
        <translation>Нет окна, которое можно снять.</translation>
    </message>
    <message>
        <source>The window could not be captured; %1 was not written.</source>
        <translation>Не удалось снять окно; файл %1 не записан.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
</context>
<context>
    <name>umpire::models::FindingsModel</name>
    <message>
        <source>Tags · line %1</source>
        <translation>Теги · строка %1</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · move %3 · line %4</source>
        <translation>Ход %1 · %2 · действие %3 · строка %4</translation>
    </message>
    <message>
        <source>%1 (the adopted reading); under %2 it would not be given</source>
        <translation>%1 (принятое прочтение); при %2 его бы не было</translation>
    </message>
    <message>
        <source>%1 (not the adopted reading); under %2 it would not be given</source>
        <translation>%1 (не принятое прочтение); при %2 его бы не было</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>This verdict rests on a reading of an ambiguous rule: %1.</source>
        <translation>Этот вердикт зависит от прочтения неоднозначного правила: %1.</translation>
    </message>
</context>
<context>
    <name>umpire::models::LegalMovesModel</name>
    <message>
        <source>%1 won</source>
        <translation>Победа: %1</translation>
    </message>
</context>
<context>
    <name>umpire::models::MoveListModel</name>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Turn %1 · %2 · move %3 · line %4</source>
        <translation>Ход %1 · %2 · действие %3 · строка %4</translation>
    </message>
</context>
<context>
    <name>umpire::models::NewGameForm</name>
    <message>
        <source>None: a simple battle</source>
        <translation>Нет: простое сражение</translation>
    </message>
    <message>
        <source>Bring Proof</source>
        <translation>Доставить доказательства</translation>
    </message>
    <message>
        <source>A Spark of Hope</source>
        <translation>Искра надежды</translation>
    </message>
    <message>
        <source>First Contact</source>
        <translation>Первый контакт</translation>
    </message>
    <message>
        <source>The Hunters and the Hunted</source>
        <translation>Охотники и добыча</translation>
    </message>
    <message>
        <source>Tripods Across the Piave</source>
        <translation>Треножники за Пьяве</translation>
    </message>
    <message>
        <source>Into the Eagles&apos; Nest</source>
        <translation>В орлином гнезде</translation>
    </message>
    <message>
        <source>%1&apos;s deck</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>The 60 cards %1 built its deck from: card ids separated by spaces, each followed by a star and the number of copies when there are several. Leave it empty to play the basic deck.</source>
        <translation>60 карт, из которых сторона «%1» собрала колоду: обозначения карт через пробел, после каждой — звёздочка и число копий, если их несколько. Оставьте пустым, чтобы играть базовой колодой.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>One line per player: the name, a colon and the vehicles the player commands. Leave it empty when each side is one player.</source>
        <translation>По строке на игрока: имя, двоеточие и машины, которыми он командует. Оставьте пустым, если за каждую сторону играет один игрок.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>The playing area in whole centimetres, width by depth, when the record will say where the vehicles stand. Leave it empty for 90 by 90.</source>
        <translation>Игровая площадь в целых сантиметрах, ширина на глубину, если запись будет указывать, где стоят машины. Оставьте пустым для 90 на 90.</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Машины</translation>
    </message>
    <message>
        <source>One line per vehicle: the id the moves will call it by, its model, then what it carries and who pilots it. Leave it empty for the starter set: one MK. I tripod against one Nieuport 16.</source>
        <translation>По строке на машину: обозначение, под которым она будет в ходах, её модель, затем её вооружение и пилот. Оставьте пустым для стартового набора: один треножник МК I против одного «Ньюпора 16».</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Two-player variant only: the name of player %1, a colon and the two clans the player runs.</source>
        <translation>Только в варианте для двух игроков: имя игрока %1, двоеточие и два клана, которыми он управляет.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Банкир</translation>
    </message>
    <message>
        <source>The clan that won the Banker&apos;s role, if any clan took it.</source>
        <translation>Клан, получивший роль Банкира, если её кто-то взял.</translation>
    </message>
    <message>
        <source>No Banker</source>
        <translation>Без Банкира</translation>
    </message>
    <message>
        <source>Bids for the Banker</source>
        <translation>Ставки на Банкира</translation>
    </message>
    <message>
        <source>Every bid of the auction for the Banker, in the order they were made: the clan, a colon and the bid in thousands.</source>
        <translation>Все ставки аукциона за роль Банкира в том порядке, в каком их делали: клан, двоеточие и ставка в тысячах.</translation>
    </message>
    <message>
        <source>Winning bid</source>
        <translation>Выигравшая ставка</translation>
    </message>
    <message>
        <source>When the bids were not written down: what the Banker paid, in thousands.</source>
        <translation>Если ставки не записывали: сколько заплатил Банкир, в тысячах.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>What the game was played for, or where: a tournament, a club evening. Leave it empty if it does not matter.</source>
        <translation>Повод или место игры: турнир, клубный вечер. Оставьте пустым, если это неважно.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>The day of the game, written year-month-day.</source>
        <translation>День игры в виде год-месяц-день.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>The book&apos;s scenario played: it decides the forces and who wins. Its vehicles go in Vehicles below.</source>
        <translation>Сценарий из книги правил: он определяет силы сторон и условия победы. Его машины указываются ниже, в поле «Машины».</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>The optional rules in play. Tick none for the game as the rulebook sets it out.</source>
        <translation>Дополнительные правила, которые действуют в партии. Не отмечайте ничего, чтобы играть по основным правилам.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места за столом</translation>
    </message>
    <message>
        <source>The sides at the table, in the order they take their turns: %1 to %2 of them.</source>
        <translation>Стороны за столом в порядке их ходов: от %1 до %2.</translation>
    </message>
    <message>
        <source>Who plays %1. Leave it empty to leave the name out.</source>
        <translation>Кто играет за сторону «%1». Оставьте пустым, чтобы не указывать имя.</translation>
    </message>
    <message>
        <source>A rule the rulebook leaves open to more than one reading; the check follows the one picked. The first is the one Umpire adopts: pick another only when the players agreed on it.</source>
        <translation>Правило, которое книга позволяет понимать по-разному; проверка следует выбранному толкованию. Первое — принятое в программе: выбирайте другое, только если игроки о нём договорились.</translation>
    </message>
    <message>
        <source>%1 (adopted)</source>
        <translation>%1 (принято)</translation>
    </message>
    <message>
        <source>These tags set up a game in which no move is legal.</source>
        <translation>С этими тегами в партии нет ни одного допустимого хода.</translation>
    </message>
</context>
<context>
    <name>umpire::models::ReadingChangesModel</name>
    <message>
        <source>%1 (adopted)</source>
        <translation>%1 (принято)</translation>
    </message>
    <message>
        <source>an error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>допустимо</translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>no warning</source>
        <translation>без предупреждения</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>no note</source>
        <translation>без заметки</translation>
    </message>
    <message>
        <source>Line %1: %2 under %3; %4 under %5</source>
        <translation>Строка %1: %2 при %3; %4 при %5</translation>
    </message>
</context>
<context>
    <name>umpire::models::RecordDocument</name>
    <message>
        <source>Add move</source>
        <translation>Добавить действие</translation>
    </message>
    <message>
        <source>Insert move</source>
        <translation>Вставить действие</translation>
    </message>
    <message>
        <source>Replace move</source>
        <translation>Заменить действие</translation>
    </message>
    <message>
        <source>Delete move</source>
        <translation>Удалить действие</translation>
    </message>
    <message>
        <source>Edit annotation</source>
        <translation>Изменить комментарий</translation>
    </message>
    <message>
        <source>Remove annotation</source>
        <translation>Удалить комментарий</translation>
    </message>
    <message>
        <source>Edit tag</source>
        <translation>Изменить тег</translation>
    </message>
    <message>
        <source>Add tag</source>
        <translation>Добавить тег</translation>
    </message>
    <message>
        <source>Remove tag</source>
        <translation>Удалить тег</translation>
    </message>
    <message>
        <source>The record has no file name yet; save it under a name first.</source>
        <translation>У записи ещё нет имени файла; сначала сохраните её под именем.</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened or saved; save the record under another name so that neither version is lost.</source>
        <translation>Файл %1 изменился на диске после открытия или сохранения; сохраните запись под другим именем, чтобы не потерять ни одну из версий.</translation>
    </message>
</context>
<context>
    <name>umpire::models::RecordEditor</name>
    <message>
        <source>No record is open: open one, or start a new game with File &gt; New Game.</source>
        <translation>Запись не открыта: откройте запись или начните новую партию через Файл &gt; Новая партия.</translation>
    </message>
    <message>
        <source>The record is being checked; edit it once the check is done.</source>
        <translation>Запись проверяется; правьте её, когда проверка закончится.</translation>
    </message>
    <message>
        <source>“%1” is not one record move line (turn, side, verb and its arguments), so it was not added.</source>
        <translation>«%1» — не одна строка действия записи (ход, сторона, действие и параметры), поэтому она не добавлена.</translation>
    </message>
    <message>
        <source>A new record starts from tag lines only, such as [Game &quot;wotw&quot;].</source>
        <translation>Новая запись начинается только со строк тегов, например [Game &quot;wotw&quot;].</translation>
    </message>
    <message>
        <source>There is no move %1 to delete.</source>
        <translation>Действия %1 нет, удалять нечего.</translation>
    </message>
    <message>
        <source>There is no move %1 to annotate.</source>
        <translation>Действия %1 нет, примечание не к чему добавить.</translation>
    </message>
    <message>
        <source>The record has no file name yet; save it under a name first.</source>
        <translation>У записи ещё нет имени файла; сначала сохраните её под каким-нибудь именем.</translation>
    </message>
    <message>
        <source>%1: only local files can be written</source>
        <translation>%1: записывать можно только локальные файлы</translation>
    </message>
    <message>
        <source>No file name was given to save the record under.</source>
        <translation>Не указано имя файла для сохранения записи.</translation>
    </message>
    <message>
        <source>%1 is not a recovery journal Umpire can read.</source>
        <translation>%1 — не журнал восстановления, который может прочитать Umpire.</translation>
    </message>
</context>
<context>
    <name>umpire::models::ReplayController</name>
    <message>
        <source>%1: error: only local files can be opened</source>
        <translation>%1: ошибка: открыть можно только локальные файлы</translation>
    </message>
    <message>
        <source>no file was given to open</source>
        <translation>не указан файл для открытия</translation>
    </message>
    <message>
        <source>%1: only local files can be written</source>
        <translation>%1: записать можно только локальный файл</translation>
    </message>
    <message>
        <source>no record is open, so there is no report to export</source>
        <translation>партия не открыта, поэтому экспортировать нечего</translation>
    </message>
    <message>
        <source>no file was given for the report</source>
        <translation>не указан файл для отчёта</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: не удалось записать отчёт: %2</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Победа: %1</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>без победителя</translation>
    </message>
</context>
</TS>
