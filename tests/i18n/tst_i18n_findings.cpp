// The findings of the rules engine in Russian (resources/translations/umpire_engine_ru.ts).
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
                 QStringLiteral(
                         "The record ends with no winner yet (damage 0 of 30, 30 civilian token(s) "
                         "left), but the [Result] tag names the Humans; use \"*\" for an "
                         "unfinished game."));
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
                 QString::fromUtf8(
                         "Запись заканчивается, а победителя ещё нет (урон 0 из 30, на поле "
                         "осталось 30 маркеров населения), но в теге [Result] победителями "
                         "названы Люди; для незаконченной партии пишите \"*\"."));
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

    // lupdate over the engine's sources, compared with the committed .ts: nothing untranslated,
    // nothing stale, and every translation keeps the placeholders of its source.
    void everyMessageTranslated()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString fresh = tmp.filePath(QStringLiteral("fresh_ru.ts"));
        const QDir wotwDir(QStringLiteral(UMPIRE_ENGINE_DIR "/games/wotw"));
        QStringList args{QStringLiteral("-I"), QStringLiteral(UMPIRE_ENGINE_DIR),
                         QStringLiteral("-silent"), QStringLiteral("-locations"),
                         QStringLiteral("none")};
        for (const QString &f :
             wotwDir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files))
            args << wotwDir.filePath(f);
        args << QStringLiteral("-ts") << fresh;
        QProcess lupdate;
        lupdate.start(QStringLiteral(UMPIRE_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(60000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        const QMap<QString, TsMessage> wanted = readTs(fresh);
        const QMap<QString, TsMessage> have = readTs(QStringLiteral(UMPIRE_ENGINE_TS));
        QVERIFY(wanted.size() >= 100);
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
