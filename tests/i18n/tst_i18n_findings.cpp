// The messages of the rules engine in Russian (resources/translations/umpire_engine_ru.ts): the
// findings, the notation parser's syntax errors and the replay's "not checked" status.
//
// With the compiled translation installed, a replay reports in Russian and names sides, cards
// and regions by their Russian names; without it, in English exactly as before. Every message
// the engine's sources hold has a finished translation that keeps the message's placeholders:
// the test runs lupdate over the sources itself, so a new message nobody translated fails here.
#include "core/catalog.h"
#include "core/replay.h"
#include "games/wotw/wotw_text.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace umpire;

namespace {

core::Replay run(const QByteArray &text, const QString &name = QStringLiteral("test.ugr"))
{
    return core::Replay::run(notation::parse(text, name), core::Catalog::builtin());
}

core::Replay runFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return run(f.readAll(), path);
}

QStringList messages(const core::Replay &r)
{
    QStringList out;
    for (const core::Finding &f : r.findings())
        out << f.message;
    return out;
}

// The one finding citing `rule` (fails the test through an empty message when there is none).
QString messageOf(const core::Replay &r, const char *rule)
{
    QStringList found;
    for (const core::Finding &f : r.findings())
        if (f.ruleId == QLatin1String(rule))
            found << f.message;
    return found.size() == 1 ? found.constFirst() : QString();
}

bool cyrillic(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("[\\x{0400}-\\x{04FF}]"));
    return re.match(s).hasMatch();
}

// A placeholder left unfilled: %1..%99 or %n.
bool unfilled(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    return re.match(s).hasMatch();
}

// The placeholders of a message, sorted and unique: {"%1", "%2", "%n"}.
QStringList placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(0);
    out.sort();
    out.removeDuplicates();
    return out;
}

struct TsMessage {
    QString status;  // the translation's type attribute: "", "unfinished", "obsolete", ...
    QStringList forms;  // one translation, or the numerus forms
    bool numerus = false;
};

// Messages of a .ts file keyed by "context|source|comment".
QMap<QString, TsMessage> readTs(const QString &path)
{
    QMap<QString, TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context, source, comment;
    TsMessage m;
    bool inTranslation = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                source.clear();
                comment.clear();
                m = TsMessage{};
                m.numerus =
                        xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                m.status = xml.attributes().value(QLatin1String("type")).toString();
                if (m.numerus)
                    inTranslation = true;
                else
                    m.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform") && inTranslation) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("translation"))
                inTranslation = false;
            else if (xml.name() == QLatin1String("message"))
                out.insert(context + u'|' + source + u'|' + comment, m);
        }
    }
    if (xml.hasError())
        qWarning() << path << xml.errorString();
    return out;
}

QStringList errorMessages(const notation::Record &r)
{
    QStringList out;
    for (const notation::Diagnostic &d : r.errors)
        out << d.message;
    return out;
}

QList<notation::Position> errorPositions(const notation::Record &r)
{
    QList<notation::Position> out;
    for (const notation::Diagnostic &d : r.errors)
        out << d.position;
    return out;
}

// Counts the lookups of syntax-error messages (context "notation") while installed.
class CountingTranslator : public QTranslator {
public:
    mutable int lookups = 0;
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        if (qstrcmp(context, "notation") == 0)
            ++lookups;
        return QTranslator::translate(context, sourceText, disambiguation, n);
    }
    bool isEmpty() const override { return false; }
};

// A record with three findings whose English text is known: a short draw (a plural), a move out
// of turn (both side names) and a [Result] the record never reaches (a plural and a side name).
const QByteArray kSmall =
        "[Game \"wotw\"]\n"
        "[Result \"humans\"]\n"
        "1 aliens offer alien-factory tripod particle-generator frightening-sound regenerator\n"
        "1 aliens hand power-supply power-supply reap\n"
        "1 humans play relocate option=move-civilian from=west-country to=midlands\n";

}  // namespace

class TestI18nFindings : public QObject {
    Q_OBJECT

private:
    QTranslator russian_;

    void installRussian() { QVERIFY(QCoreApplication::installTranslator(&russian_)); }
    void removeRussian() { QCoreApplication::removeTranslator(&russian_); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(russian_.load(QStringLiteral(UMPIRE_ENGINE_QM)), UMPIRE_ENGINE_QM);
    }
    void cleanup() { removeRussian(); }

    void englishWithoutTranslator()
    {
        QCOMPARE(wotw::installedNames(), wotw::Names::English);
        const core::Replay r = run(kSmall);
        QCOMPARE(messageOf(r, "wotw.setup.hand"),
                 QStringLiteral(
                         "3 card(s) were drawn; the rule draws 5 (five, or all that the supply "
                         "deck and discard pile hold)."));
        QCOMPARE(messageOf(r, "wotw.turn.order"),
                 QStringLiteral("It is the Aliens' turn, not the Humans'."));
        QCOMPARE(messageOf(r, "wotw.record.tags"),
                 QStringLiteral("The record ends before the game does, but the [Result] tag "
                                "says \"humans\"; use \"*\" for an unfinished game."));
    }

    void russianWithTranslator()
    {
        installRussian();
        QCOMPARE(wotw::installedNames(), wotw::Names::Russian);
        const core::Replay r = run(kSmall);
        QCOMPARE(messageOf(r, "wotw.setup.hand"),
                 QString::fromUtf8(
                         "Взяты 3 карты, а по правилу берут 5 (пять или все, что есть в колоде "
                         "добора и стопке сброса)."));
        QCOMPARE(messageOf(r, "wotw.turn.order"),
                 QString::fromUtf8("Сейчас ходят Инопланетяне, а не Люди."));
        QCOMPARE(messageOf(r, "wotw.record.tags"),
                 QString::fromUtf8("Запись кончается раньше партии, а в теге [Result] указан "
                                   "итог \"humans\"; для незаконченной партии пишите \"*\"."));
    }

    // The language belongs to the run, not to a game's state: the same record run in English
    // and in Russian gives equal states at every step, and only the findings' words differ.
    // Every game, on its samples.
    void languageIsTheRunsNotTheStates()
    {
        installRussian();
        const QDir samples(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples"));
        int games = 0;
        for (const QFileInfo &file : samples.entryInfoList({QStringLiteral("*broken*.ugr")})) {
            QFile f(file.absoluteFilePath());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const notation::Record record = notation::parse(f.readAll(), file.fileName());
            core::Replay::Options english, russian;
            english.language = core::Language::English;
            russian.language = core::Language::Russian;
            const core::Replay en = core::Replay::run(record, core::Catalog::builtin(), english);
            const core::Replay ru = core::Replay::run(record, core::Catalog::builtin(), russian);
            QVERIFY2(!en.findings().empty(), qPrintable(file.fileName()));
            QCOMPARE(en.findings().size(), ru.findings().size());
            for (int step = 0; step <= en.stepCount(); ++step)
                QCOMPARE(en.stateAt(step)->toString(), ru.stateAt(step)->toString());
            bool namesDiffer = false;
            for (std::size_t i = 0; i < en.findings().size(); ++i) {
                QCOMPARE(en.findings()[i].ruleId, ru.findings()[i].ruleId);
                namesDiffer |= en.findings()[i].message != ru.findings()[i].message;
            }
            QVERIFY2(namesDiffer, qPrintable(file.fileName()));  // some finding names a thing
            ++games;
        }
        QVERIFY(games >= 3);
    }

    // A move in words (the move list): the phrases follow the installed translation when the
    // Russian text is asked for, and English stays English whatever is installed.
    void movesDescribedInBothLanguages()
    {
        const core::Replay r = runFile(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/wotw-humans-win.ugr"));
        QVERIFY(r.ruleset());
        const auto describe = [&r](int step, bool russian) {
            const core::Move *m = r.moveAt(step);
            return m ? r.ruleset()->describe(*m, russian) : QString();
        };
        struct Case {
            int step;
            const char *english;
            const char *russian;
        };
        const Case cases[] = {
            {1, "Aliens reveal Scorching Beam, Tripod, Frightening Sound, Poisonous Fog, Frightening Sound",
             "Инопланетяне открывают: Испепеляющий луч, Треножник, Пугающий звук, Ядовитый дым, Пугающий звук"},
            {2, "Aliens draw Reap, Power Supply, Power Supply, Reap, Reap",
             "Инопланетяне берут в руку: Жатва, Энергоснабжение, Энергоснабжение, Жатва, Жатва"},
            // A card is named after the word "card" in Russian, which takes the case: the title
            // stays as printed, in the nominative.
            {5, "Aliens swap Scorching Beam", "Инопланетяне заменяют карту «Испепеляющий луч»"},
            // The option's effect comes from the card: Reap gains 2 Energy, whatever its id says.
            {7, "Aliens play Reap: gain 2 Energy", "Инопланетяне играют карту «Жатва»: получить 2 ед. энергии"},
            {8, "Aliens buy Frightening Sound", "Инопланетяне покупают карту «Пугающий звук»"},
            // The miniature moved is named once, in the option's phrase.
            {10, "Aliens play Reap: move Tripod 1 to Grampian",
             "Инопланетяне играют карту «Жатва»: перемещается Треножник 1 → Грампиан"},
            {16, "Aliens end the turn", "Инопланетяне завершают ход"},
            {18, "Humans play Relocate: move a Civilians token, from Northumbria to Cumbria",
             "Люди играют карту «Перемещение населения»: переместить маркер населения, из региона Нортумбрия → Камбрия"},
            {42, "Humans play Guerillas: deal 1 damage, in Strathclyde",
             "Люди играют карту «Ополченцы»: нанести 1 ед. урона, регион Стратклайд"},
            // Two regions: through the first to the second.
            {334, "Humans play Redeploy: move Army 1 to Wales, then to West Country",
             "Люди играют карту «Передислокация»: перемещается Армия 1 → Уэльс → Западная Англия"},
            {351, "Humans play Army: place a miniature, in West Country",
             "Люди играют карту «Армия»: выставить фигурку, регион Западная Англия"},
        };
        for (const Case &c : cases)
            QCOMPARE(describe(c.step, false), QString::fromUtf8(c.english));
        installRussian();
        for (const Case &c : cases) {
            QCOMPARE(describe(c.step, true), QString::fromUtf8(c.russian));
            QCOMPARE(describe(c.step, false), QString::fromUtf8(c.english));
        }
    }

    // The sample of broken rules: the same findings at the same places, only the words differ;
    // and once the translator is gone the next run is English again, word for word.
    void brokenSample()
    {
        const QString path = QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/wotw-broken.ugr");
        const core::Replay en = runFile(path);
        QVERIFY(en.findings().size() >= 5);
        for (const QString &m : messages(en))
            QVERIFY2(!cyrillic(m) && !unfilled(m), qPrintable(m));

        installRussian();
        const core::Replay ru = runFile(path);
        QCOMPARE(ru.findings().size(), en.findings().size());
        for (std::size_t i = 0; i < ru.findings().size(); ++i) {
            const core::Finding &a = en.findings()[i], &b = ru.findings()[i];
            QCOMPARE(b.ruleId, a.ruleId);
            QCOMPARE(b.position.line, a.position.line);
            QCOMPARE(b.step, a.step);
            QVERIFY2(cyrillic(b.message) && !unfilled(b.message), qPrintable(b.message));
            QVERIFY2(b.message != a.message, qPrintable(b.message));
        }
        // Card and region names are the Russian ones of cards.json and board.json.
        QCOMPARE(messageOf(ru, "wotw.turn.play-all"),
                 QString::fromUtf8(
                         "Карта «Энергоснабжение» осталась в руке, хотя её можно было разыграть: "
                         "игрок разыгрывает все карты, какие может."));
        QVERIFY2(messageOf(ru, "wotw.attack.alien-target").contains(QString::fromUtf8("Лондон")),
                 qPrintable(messageOf(ru, "wotw.attack.alien-target")));
        QVERIFY(!messageOf(ru, "wotw.attack.alien-target").contains(QLatin1String("London")));

        removeRussian();
        QCOMPARE(messages(runFile(path)), messages(en));
    }

    // Every record the wotw suites and the samples hold: every wotw finding in Russian, filled.
    void everyRecordInRussian()
    {
        QStringList files;
        for (const char *dir :
             {"/tests/wotw/records", "/tests/wotw/examples", "/resources/samples"}) {
            const QDir d(QStringLiteral(UMPIRE_SOURCE_DIR) + QLatin1String(dir));
            for (const QString &f : d.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name))
                files << d.filePath(f);
        }
        QVERIFY(files.size() >= 20);
        installRussian();
        int checked = 0;
        for (const QString &path : files) {
            const core::Replay r = runFile(path);
            for (const core::Finding &f : r.findings()) {
                if (!f.ruleId.startsWith(QLatin1String("wotw.")))
                    continue;
                QVERIFY2(cyrillic(f.message) && !unfilled(f.message),
                         qPrintable(QStringLiteral("%1: %2").arg(path, f.message)));
                ++checked;
            }
        }
        QVERIFY(checked >= 20);
    }

    // Syntax errors: the same errors at the same places, in Russian with the translator, and in
    // English word for word once it is gone.
    void syntaxErrorsInRussian()
    {
        const QByteArray text = "[Game \"wotw\"]\n"
                                "1 aliens play \"reap\n"
                                "2 aliens 3\n"
                                "three aliens end\n"
                                "4 humans\"end\"\n";
        const notation::Record en = notation::parse(text);
        QCOMPARE(errorMessages(en),
                 QStringList({QStringLiteral("expected a closing quote for the string that starts "
                                             "at column 15"),
                              QStringLiteral("the verb must be a word, not a number"),
                              QStringLiteral("expected a turn number at the start of the move "
                                             "line, found 'three'"),
                              QStringLiteral("expected a space between the side and the quote")}));

        installRussian();
        const notation::Record ru = notation::parse(text);
        QCOMPARE(errorMessages(ru),
                 QStringList({QString::fromUtf8("ожидается закрывающая кавычка текста, который "
                                                "начат в столбце 15"),
                              QString::fromUtf8("глагол должен быть словом, а не числом"),
                              QString::fromUtf8("строка действия должна начинаться с номера хода, "
                                                "а начинается с 'three'"),
                              QString::fromUtf8("между стороной и кавычкой нужен пробел")}));
        QCOMPARE(errorPositions(ru), errorPositions(en));
        QCOMPARE(notation::parseFile(QStringLiteral(UMPIRE_SOURCE_DIR "/no-such-record.ugr"))
                         .errors.front()
                         .message,
                 QString::fromUtf8("такого файла нет"));

        removeRussian();
        QCOMPARE(errorMessages(notation::parse(text)), errorMessages(en));
        QCOMPARE(notation::parseFile(QStringLiteral(UMPIRE_SOURCE_DIR "/no-such-record.ugr"))
                         .errors.front()
                         .message,
                 QStringLiteral("the file does not exist"));
    }

    // Every error of the notation suite's broken fixtures: in Russian, filled, at the same place.
    void everySyntaxErrorInRussian()
    {
        const QDir dir(QStringLiteral(UMPIRE_SOURCE_DIR "/tests/notation/bad"));
        const QStringList files = dir.entryList({QStringLiteral("*.ugr")}, QDir::Files);
        QVERIFY(files.size() >= 4);
        int checked = 0;
        for (const QString &f : files) {
            const notation::Record en = notation::parseFile(dir.filePath(f));
            installRussian();
            const notation::Record ru = notation::parseFile(dir.filePath(f));
            removeRussian();
            QCOMPARE(errorPositions(ru), errorPositions(en));
            for (std::size_t i = 0; i < ru.errors.size(); ++i) {
                const QString &a = en.errors[i].message, &b = ru.errors[i].message;
                // (English may quote a Cyrillic character it did not expect.)
                QVERIFY2(!unfilled(a), qPrintable(a));
                QVERIFY2(cyrillic(b) && !unfilled(b) && b != a,
                         qPrintable(f + QStringLiteral(": ") + b));
                ++checked;
            }
        }
        QVERIFY(checked >= 30);
    }

    // Past the error cap one diagnostic counts the rest, with the plural Russian needs.
    void errorCapCountInRussian()
    {
        const auto summary = [](int extra) {
            const notation::Record r = notation::parse(QByteArray("x\n").repeated(1000 + extra));
            return r.errors.size() == 1001 ? r.errors.back().message : QString();
        };
        QCOMPARE(summary(1), QStringLiteral("1 more error from here on is not reported"));
        QCOMPARE(summary(5), QStringLiteral("5 more errors from here on are not reported"));
        installRussian();
        QCOMPARE(summary(1), QString::fromUtf8("ещё 1 ошибка дальше по тексту не показана"));
        QCOMPARE(summary(3), QString::fromUtf8("ещё 3 ошибки дальше по тексту не показаны"));
        QCOMPARE(summary(5), QString::fromUtf8("ещё 5 ошибок дальше по тексту не показано"));
        QCOMPARE(summary(21), QString::fromUtf8("ещё 21 ошибка дальше по тексту не показана"));
    }

    // The parser is hot: only a reported error looks its message up, never a good line, and
    // errors past the cap are only counted.
    void cleanLinesLookNothingUp()
    {
        CountingTranslator counter;
        QVERIFY(QCoreApplication::installTranslator(&counter));
        QByteArray clean = "[Game \"wotw\"]\n";
        for (int i = 1; i <= 500; ++i)
            clean += QByteArray::number(i) +
                    " aliens play reap option=move-tripod x=1,2,\"s\" {ok}\n";
        const notation::Record good = notation::parse(clean);
        QVERIFY(good.ok());
        QCOMPARE(good.moves.size(), std::size_t(500));
        QCOMPARE(counter.lookups, 0);

        const notation::Record bad = notation::parse(QByteArray("x\n").repeated(1500));
        QCOMPARE(bad.errors.size(), std::size_t(1001));
        QCOMPARE(counter.lookups, 1001);  // 1000 errors and the count of the rest
        QCoreApplication::removeTranslator(&counter);
    }

    // The status of a record the checker cannot check, shown on the "not yet checked" banner.
    void notCheckedStatusInRussian()
    {
        const QByteArray unknown = "[Game \"chess\"]\n1 white move e2 e4\n";
        const QByteArray untagged = "1 white move e2 e4\n";
        const QString ids = core::Catalog::builtin().ids().join(QStringLiteral(", "));
        QVERIFY(!ids.isEmpty());
        const core::Catalog none;
        const auto status = [](const QByteArray &text, const core::Catalog &catalog) {
            return core::Replay::run(notation::parse(text), catalog).statusMessage();
        };
        QCOMPARE(status(unknown, core::Catalog::builtin()),
                 QStringLiteral("unknown game \"chess\" in the [Game] tag; known games: ") + ids);
        QCOMPARE(status(untagged, core::Catalog::builtin()),
                 QStringLiteral("the record has no [Game \"...\"] tag naming its game; known "
                                "games: ") +
                         ids);
        QCOMPARE(status(unknown, none),
                 QStringLiteral("unknown game \"chess\" in the [Game] tag; no games are known"));

        installRussian();
        QCOMPARE(status(unknown, core::Catalog::builtin()),
                 QString::fromUtf8("в теге [Game] указана неизвестная игра «chess»; известные "
                                   "игры: ") +
                         ids);
        QCOMPARE(status(untagged, core::Catalog::builtin()),
                 QString::fromUtf8("в записи нет тега [Game \"...\"] с названием игры; "
                                   "известные игры: ") +
                         ids);
        QCOMPARE(status(unknown, none),
                 QString::fromUtf8("в теге [Game] указана неизвестная игра «chess»; известных "
                                   "игр нет"));
    }

    // English plural forms: every %n message of the Russian files has both English forms, each
    // with its %n and without the "(s)" the source writes after the counted word.
    void englishPluralsCoverEveryPluralMessage_data()
    {
        QTest::addColumn<QString>("russian");
        QTest::addColumn<QString>("english");
        const QString dir = QStringLiteral(UMPIRE_SOURCE_DIR "/resources/translations/");
        QTest::newRow("app") << dir + QStringLiteral("umpire_ru.ts") << dir + QStringLiteral("umpire_en.ts");
        QTest::newRow("engine") << dir + QStringLiteral("umpire_engine_ru.ts")
                                << dir + QStringLiteral("umpire_engine_en.ts");
    }
    void englishPluralsCoverEveryPluralMessage()
    {
        QFETCH(QString, russian);
        QFETCH(QString, english);
        const QMap<QString, TsMessage> ru = readTs(russian);
        const QMap<QString, TsMessage> en = readTs(english);
        int plurals = 0;
        static const QRegularExpression countedS(QStringLiteral("%n [A-Za-z -]*\\(s\\)"));
        for (auto it = ru.cbegin(); it != ru.cend(); ++it) {
            if (!it->numerus)
                continue;
            ++plurals;
            QVERIFY2(en.contains(it.key()), qPrintable(QStringLiteral("no English plural forms: ") + it.key()));
            const TsMessage &m = en[it.key()];
            QCOMPARE(m.forms.size(), 2);
            for (const QString &form : m.forms) {
                QVERIFY2(form.contains(QLatin1String("%n")), qPrintable(form));
                QVERIFY2(!countedS.match(form).hasMatch(), qPrintable(form));
            }
        }
        QVERIFY(plurals >= 10);
        for (auto it = en.cbegin(); it != en.cend(); ++it)
            QVERIFY2(ru.contains(it.key()) && ru[it.key()].numerus,
                     qPrintable(QStringLiteral("stale English plural: ") + it.key()));
    }

    // lupdate over the engine's sources, compared with the committed .ts: nothing untranslated,
    // nothing stale, and every translation keeps the placeholders of its source.
    void everyMessageTranslated()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString fresh = tmp.filePath(QStringLiteral("fresh_ru.ts"));
        QStringList args{QStringLiteral("-I"), QStringLiteral(UMPIRE_ENGINE_DIR),
                         QStringLiteral("-silent"), QStringLiteral("-locations"),
                         QStringLiteral("none")};
        // The folders umpire_engine_lupdate reads (qml/CMakeLists.txt): every registered game.
        const QStringList folders = QStringLiteral(UMPIRE_ENGINE_TS_FOLDERS).split(QLatin1Char(','));
        QVERIFY(folders.contains(QStringLiteral("games/wotw")));
        for (const QString &folder : folders) {
            const QDir dir(QStringLiteral(UMPIRE_ENGINE_DIR) + QLatin1Char('/') + folder);
            for (const QString &f :
                 dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files))
                args << dir.filePath(f);
        }
        args << QStringLiteral("-ts") << fresh;
        QProcess lupdate;
        lupdate.start(QStringLiteral(UMPIRE_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(60000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        const QMap<QString, TsMessage> wanted = readTs(fresh);
        const QMap<QString, TsMessage> have = readTs(QStringLiteral(UMPIRE_ENGINE_TS));
        QVERIFY(wanted.size() >= 100);
        // The parser's syntax errors and the replay's status are among them.
        QVERIFY(wanted.contains(QStringLiteral("notation|the turn number must be at least 1|")));
        QVERIFY(wanted.contains(QStringLiteral("replay|known games: %1|")));
        for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
            const QString &key = it.key();
            QVERIFY2(have.contains(key),
                     qPrintable(QStringLiteral("not in umpire_engine_ru.ts: ") + key));
            const TsMessage &m = have[key];
            QVERIFY2(m.status.isEmpty(), qPrintable(m.status + QStringLiteral(": ") + key));
            QCOMPARE(m.numerus, it->numerus);
            QCOMPARE(m.forms.size(), m.numerus ? 3 : 1);  // Russian has three plural forms
            const QString source = key.section(u'|', 1, 1);
            for (const QString &form : m.forms) {
                QVERIFY2(!form.isEmpty(), qPrintable(key));
                QVERIFY2(placeholders(form) == placeholders(source),
                         qPrintable(QStringLiteral("%1 => %2").arg(source, form)));
            }
        }
        for (auto it = have.cbegin(); it != have.cend(); ++it)
            QVERIFY2(wanted.contains(it.key()), qPrintable(QStringLiteral("stale: ") + it.key()));
    }
};

QTEST_GUILESS_MAIN(TestI18nFindings)
#include "tst_i18n_findings.moc"
