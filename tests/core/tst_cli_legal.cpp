// `umpire-cli legal` and `umpire-cli try`, run as the real program on the bundled samples of
// every game: a move that `legal` lists, tried with `try`, is clean; the same move broken is
// flagged with the rule it breaks; bad input gets a clear message and exit 2, never a hang.
#include "cli_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kSamples = QStringLiteral(SAMPLES_DIR);

QJsonObject json(const CliResult &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// Every move `legal --json` lists, as (filled line, chance fields).
QList<QJsonObject> movesOf(const QJsonObject &legal)
{
    QList<QJsonObject> out;
    for (const QJsonValue group : legal.value(QLatin1String("groups")).toArray())
        for (const QJsonValue move : group.toObject().value(QLatin1String("moves")).toArray())
            out << move.toObject();
    return out;
}

// The line with its `field` (from legal --json) set to `value`, the way a person would type
// it: the keyed value, an item of its comma list, or the index-th positional argument.
QString filled(const QString &line, const QJsonObject &field, const QString &value)
{
    const QString key = field.value(QLatin1String("key")).toString();
    const int index = field.value(QLatin1String("index")).toInt();
    QStringList words = line.split(u' ');
    if (key.isEmpty()) {
        // TURN SIDE VERB come first; positional arguments are the words without '='.
        int positional = 0;
        for (qsizetype i = 3; i < words.size(); ++i)
            if (!words[i].contains(u'=') && positional++ == index) {
                words[i] = value;
                return words.join(u' ');
            }
        return line;
    }
    for (QString &w : words)
        if (w.startsWith(key + u'=')) {
            if (index < 0) {
                w = key + u'=' + value;
            } else {
                QStringList items = w.mid(key.size() + 1).split(u',');
                if (index < items.size())
                    items[index] = value;
                w = key + u'=' + items.join(u',');
            }
        }
    return words.join(u' ');
}

}  // namespace

class TestCliLegal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void legalMovesTryClean_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<int>("step");
        QTest::newRow("wotw") << "wotw-aliens-win.ugr" << 30;
        QTest::newRow("spacewars") << "spacewars-earth-lands.ugr" << 20;
        QTest::newRow("civilizations") << "civilizations-three-clans.ugr" << 25;
        QTest::newRow("tripods") << "tripods-bring-proof.ugr" << 8;
    }
    void legalMovesTryClean()
    {
        QFETCH(QString, sample);
        QFETCH(int, step);
        const QString path = kSamples + u'/' + sample;
        const CliResult legal = runCli({"legal", path, "--step", QString::number(step), "--json"});
        QCOMPARE(legal.exitCode, 0);
        const QJsonObject doc = json(legal);
        QCOMPARE(doc.value("step").toInt(), step);
        QVERIFY(!doc.value("terminal").toBool());
        const QList<QJsonObject> moves = movesOf(doc);
        QVERIFY(!moves.isEmpty());
        QCOMPARE(doc.value("count").toInt(), moves.size());
        // The first move of every group, and every move that has chance fields: clean.
        QStringList tried;
        for (const QJsonValue group : doc.value("groups").toArray())
            tried << group.toObject().value("moves").toArray().first().toObject().value("line").toString();
        for (const QJsonObject &m : moves)
            if (!m.value("chance").toArray().isEmpty() && tried.size() < 12)
                tried << m.value("line").toString();
        for (const QString &line : tried) {
            const CliResult r = runCli({"try", path, "--step", QString::number(step), line});
            QVERIFY2(r.exitCode == 0, qPrintable(line + u'\n' + r.out + r.err));
            QVERIFY2(r.out.contains(QLatin1String("1 line tried, 0 errors")), qPrintable(r.out));
        }
        // The file is never written.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
    }

    void brokenChanceIsFlagged_data() { legalMovesTryClean_data(); }
    void brokenChanceIsFlagged()
    {
        // A chance value outside those `legal` offers is flagged with the field's own rule,
        // in the JSON and in the text (`try:1:C: error: … [rule]`).
        QFETCH(QString, sample);
        QFETCH(int, step);
        const QString path = kSamples + u'/' + sample;
        int broken = 0;
        // Look for a move with a chance field at this step or the ones after it: a die shown
        // past its last face, or a card another field offers here but this one does not.
        for (int at = step; at < step + 40 && broken == 0; ++at) {
            const CliResult legal = runCli({"legal", path, "--step", QString::number(at), "--json"});
            if (legal.exitCode != 0)
                break;
            const QList<QJsonObject> moves = movesOf(json(legal));
            // Every card any field offers here: one this field does not offer is outside it.
            QSet<QString> cards;
            for (const QJsonObject &m : moves)
                for (const QJsonValue f : m.value("chance").toArray())
                    if (f.toObject().value("kind").toString() == u"card")
                        for (const QJsonValue v : f.toObject().value("values").toArray())
                            cards << v.toString();
            for (const QJsonObject &m : moves) {
                for (const QJsonValue f : m.value("chance").toArray()) {
                    const QJsonObject field = f.toObject();
                    if (field.value("unknown").toBool())
                        continue;
                    const QJsonArray values = field.value("values").toArray();
                    QString outside;
                    if (field.value("kind").toString() == u"die") {
                        // The face past the last offered: a written outcome may leave 5..8.
                        outside = QString::number(values.last().toString().toInt() + 1);
                    } else {
                        for (const QString &card : std::as_const(cards))
                            if (!values.contains(card) && (outside.isEmpty() || card < outside))
                                outside = card;
                    }
                    if (outside.isEmpty())
                        continue;
                    const QString line = filled(m.value("line").toString(), field, outside);
                    const CliResult r = runCli({"try", path, "--step", QString::number(at), "--json", line});
                    QVERIFY2(r.exitCode == 1, qPrintable(line + u'\n' + r.out + r.err));
                    const QString rule = field.value("rule").toString();
                    bool cited = false;
                    for (const QJsonValue x : json(r).value("findings").toArray())
                        cited = cited || (x.toObject().value("rule").toString() == rule &&
                                          x.toObject().value("line").toInt() == 1);
                    QVERIFY2(cited, qPrintable(line + u' ' + rule + u'\n' + r.out));
                    const CliResult text = runCli({"try", path, "--step", QString::number(at), line});
                    QVERIFY2(text.out.contains(QLatin1String("try:1:")) &&
                                     text.out.contains(u'[' + rule),
                             qPrintable(text.out));
                    ++broken;
                    break;
                }
                if (broken)
                    break;
            }
        }
        QVERIFY2(broken > 0, "no move with a chance field was found to break");
    }

    void wrongSideIsFlagged_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("sides");
        QTest::newRow("wotw") << "wotw-aliens-win.ugr" << 30 << "wotw.turn.order" << "aliens,humans";
        QTest::newRow("civilizations") << "civilizations-three-clans.ugr" << 25
                                       << "civilizations.turn.order" << "kreios,thora,ajax";
    }
    void wrongSideIsFlagged()
    {
        // A legal move given to a side whose turn it is not breaks the order of play.
        QFETCH(QString, sample);
        QFETCH(int, step);
        QFETCH(QString, rule);
        QFETCH(QString, sides);
        const QString path = kSamples + u'/' + sample;
        const QJsonObject doc = json(runCli({"legal", path, "--step", QString::number(step), "--json"}));
        const QString toAct = doc.value("toAct").toString();
        QVERIFY(!toAct.isEmpty());
        QString other;
        for (const QString &side : sides.split(u','))
            if (other.isEmpty() && side != toAct)
                other = side;
        QVERIFY2(!other.isEmpty(), qPrintable(toAct));
        const QString line = QStringLiteral("%1 %2 end").arg(doc.value("turn").toInt()).arg(other);
        const CliResult r = runCli({"try", path, "--step", QString::number(step), "--json", line});
        QCOMPARE(r.exitCode, 1);
        QStringList rules;
        for (const QJsonValue x : json(r).value("findings").toArray())
            rules << x.toObject().value("rule").toString();
        QVERIFY2(rules.contains(rule), qPrintable(line + u' ' + rules.join(u',')));
    }

    void textListsGroupsAndWords()
    {
        const QString path = kSamples + QStringLiteral("/wotw-aliens-win.ugr");
        const CliResult r = runCli({"legal", path, "--step", "30"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(path + QStringLiteral(", after step 30 of ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\n(aliens|humans) [a-z-]+ \\(\\d+\\)\\n"))),
                 qPrintable(r.out));
        const CliResult ru = runCli({"legal", path, "--step", "30", "--lang", "ru"});
        QCOMPARE(ru.exitCode, 0);
        QVERIFY2(ru.out.contains(QRegularExpression(QStringLiteral("[А-Яа-я]"))), qPrintable(ru.out));
        // The end of a finished game: nothing is legal.
        const CliResult end = runCli({"legal", path});
        QCOMPARE(end.exitCode, 0);
        QVERIFY2(end.out.contains(QLatin1String("the game is over")) &&
                         end.out.contains(QLatin1String("no move is legal")),
                 qPrintable(end.out));
        QVERIFY(json(runCli({"legal", path, "--json"})).value("terminal").toBool());
    }

    void aShotOffersBothOutcomes()
    {
        // "fire bozeman at aaarg, d8 = ?": the miss and the hit, each with the faces that
        // give it, not only the outcome the generator happened to pick.
        const QString path = kSamples + QStringLiteral("/spacewars-earth-lands.ugr");
        const CliResult r = runCli({"legal", path, "--step", "33"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("3 earth fire bozeman at=aaarg roll=1..3 outcome=miss")) &&
                         r.out.contains(QLatin1String("3 earth fire bozeman at=aaarg roll=4..8 outcome=hit")),
                 qPrintable(r.out));
        QCOMPARE(runCli({"try", path, "--step", "33", "3 earth fire bozeman at=aaarg roll=6 outcome=hit"}).exitCode, 0);
        const CliResult wrong = runCli({"try", path, "--step", "33", "3 earth fire bozeman at=aaarg roll=2 outcome=hit"});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.out.contains(QLatin1String("[spacewars.combat.formula")), qPrintable(wrong.out));
    }

    void tryAfterTheEndIsRefused()
    {
        const QString path = kSamples + QStringLiteral("/wotw-aliens-win.ugr");
        const CliResult r = runCli({"try", path, "99 aliens end"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QLatin1String("The game is already over")), qPrintable(r.out));
    }

    void badInput()
    {
        const QString path = kSamples + QStringLiteral("/wotw-broken.ugr");
        // A step past the end, a negative step, a malformed one: exit 2 with the reason.
        for (const QString &step : {QStringLiteral("100000"), QStringLiteral("-1"), QStringLiteral("x")}) {
            for (const char *command : {"legal", "try"}) {
                QStringList args{QLatin1String(command), path, QStringLiteral("--step=") + step};
                if (qstrcmp(command, "try") == 0)
                    args << QStringLiteral("1 aliens end");
                const CliResult r = runCli(args);
                QCOMPARE(r.exitCode, 2);
                QVERIFY2(r.err.contains(QLatin1String("step")), qPrintable(r.err));
            }
        }
        // A record with errors before the step still answers, from the state as played.
        QCOMPARE(runCli({"legal", path, "--step", "10"}).exitCode, 0);
        // A line that does not parse: its error at its column, exit 2.
        const CliResult syntax = runCli({"try", path, "--step", "3", "1 aliens play \"open"});
        QCOMPARE(syntax.exitCode, 2);
        QVERIFY2(syntax.out.contains(QRegularExpression(QStringLiteral("try:1:\\d+: error: .*\\[syntax\\]"))),
                 qPrintable(syntax.out));
        // A tag among the tried lines is refused, not applied.
        const CliResult tag = runCli({"try", path, "[Game \"spacewars\"]"});
        QCOMPARE(tag.exitCode, 2);
        QVERIFY2(tag.out.contains(QRegularExpression(QStringLiteral("try:1:1: error: .*tag.*\\[syntax\\]"))),
                 qPrintable(tag.out));
        // At step 0, before any move line, a tag would be read as one: it is refused too.
        const CliResult early = runCli({"try", path, "--step", "0", "[Game \"spacewars\"]"});
        QCOMPARE(early.exitCode, 2);
        QVERIFY2(early.out.contains(QLatin1String("Only move lines can be tried")), qPrintable(early.out));
        // A line of another game: flagged, never a crash.
        const CliResult other = runCli({"try", path, "--step", "3", "1 earth order move bozeman route=5,14"});
        QCOMPARE(other.exitCode, 1);
        // An unknown language, a missing file.
        QCOMPARE(runCli({"legal", path, "--lang", "de"}).exitCode, 2);
        QCOMPARE(runCli({"legal", path + QStringLiteral(".missing")}).exitCode, 2);
        QCOMPARE(runCli({"try", path}).exitCode, 2);
    }

    void hugeInputStaysQuick()
    {
        // 10,000 lines, and one line of a megabyte: answered in moments (the process test's
        // timeout is the guard; no timing is asserted).
        const QString path = kSamples + QStringLiteral("/wotw-broken.ugr");
        QStringList args{QStringLiteral("try"), path, QStringLiteral("--step"), QStringLiteral("3"),
                         QStringLiteral("--json")};
        for (int i = 0; i < 10000; ++i)
            args << QStringLiteral("1 aliens end");
        const CliResult many = runCli(args, 20000);
        QVERIFY2(many.exitCode == 1, qPrintable(many.err));
        QCOMPARE(json(many).value("lines").toInt(), 10000);
        // A megabyte is past what the system allows one argument: such a line comes from a
        // file (--from). Its message quotes it cut short.
        QTemporaryDir dir;
        QFile lines(dir.filePath(QStringLiteral("lines.txt")));
        QVERIFY(lines.open(QIODevice::WriteOnly));
        lines.write("1 aliens play " + QByteArray(1 << 20, 'x') + "\n1 aliens end\n");
        lines.close();
        const CliResult big = runCli({"try", path, "--step", "3", "--from", lines.fileName()}, 20000);
        QVERIFY2(big.exitCode == 1, qPrintable(big.err));
        QVERIFY2(big.out.size() < 4000, "a megabyte of record text was echoed");
        QVERIFY2(big.out.contains(QLatin1String("2 lines tried")), qPrintable(big.out.left(400)));
        QCOMPARE(runCli({"try", path, "--from", dir.filePath(QStringLiteral("missing"))}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliLegal)
#include "tst_cli_legal.moc"
