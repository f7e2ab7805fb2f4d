// umpire-cli check, called in-process with the tiny game's catalog: diagnostics, summaries,
// exit statuses, JSON output, and the order of output when files are checked in parallel.
#include "check.h"
#include "tinygame/tiny.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace umpire;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(FIXTURES_DIR "/") + QLatin1String(name);
}

struct Run {
    int status = -1;
    QString out;
    QString err;
};

Run check(const QStringList &files, bool json = false, bool allReadings = false)
{
    static const auto catalog = tiny::makeCatalog();
    Run run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    cli::CheckOptions options;
    options.json = json;
    options.allReadings = allReadings;
    run.status = cli::checkFiles(files, *catalog, options, out, err);
    out.flush();
    err.flush();
    return run;
}

QStringList lines(const QString &text)
{
    QStringList l = text.split(u'\n');
    if (!l.isEmpty() && l.back().isEmpty())
        l.removeLast();
    return l;
}

}  // namespace

class TestCliCheck : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanRecord()
    {
        const QString path = fixture("clean.ugr");
        const Run r = check({path});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, path + ": 13 moves, 0 errors, 0 warnings\n");
        QVERIFY(r.err.isEmpty());
    }

    void brokenRuleGivesExactDiagnostics()
    {
        const QString p = fixture("broken.ugr");
        const Run r = check({p});
        QCOMPARE(r.status, 1);
        QCOMPARE(lines(r.out),
                 (QStringList{
                     p + ":2:1: warning: The [Variant \"fast\"] tag changes nothing in the tiny game; "
                         "the race is played as usual. [tiny.setup]",
                     p + ":4:1: error: Red adds 4; the amount must be 1, 2 or 3. [tiny.add.amount; "
                         "rests on the reading amount=three]",
                     p + ":6:1: error: Blue ends the turn without adding; a side adds before it "
                         "ends its turn. [tiny.end]",
                     p + ":7:1: error: Blue moved, but it is Red's turn. [tiny.turns.order]",
                     p + ":14:1: error: The game is already over (Red won, at line 13); no move may follow. "
                         "[tiny.victory]",
                     p + ": 11 moves, 4 errors, 1 warning",
                 }));
    }

    void syntaxErrorsGiveEveryErrorAndPosition()
    {
        const QString p = fixture("syntax.ugr");
        const Run r = check({p});
        QCOMPARE(r.status, 2);
        const QStringList out = lines(r.out);
        QCOMPARE(out.size(), 3);
        QVERIFY2(out[0].startsWith(p + ":3:1: error: ") && out[0].endsWith(" [syntax]"),
                 qPrintable(out[0]));
        QVERIFY2(out[1].startsWith(p + ":5:25: error: ")
                     && out[1].endsWith(" [syntax]"),
                 qPrintable(out[1]));
        // The lines that parsed were still checked: three clean moves.
        QCOMPARE(out[2], p + ": 3 moves, 2 errors, 0 warnings");
    }

    void missingOrUnknownGame()
    {
        const QString none = fixture("no-game.ugr");
        Run r = check({none});
        QCOMPARE(r.status, 2);
        QStringList out = lines(r.out);
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[0].startsWith(none + ":1:1: error: ") && out[0].contains("known games: tiny")
                     && out[0].endsWith(" [game]"),
                 qPrintable(out[0]));
        QCOMPARE(out[1], none + ": 1 move, 1 error, 0 warnings (not checked: no [Game] tag)");

        const QString chess = fixture("unknown-game.ugr");
        r = check({chess});
        QCOMPARE(r.status, 2);
        out = lines(r.out);
        QCOMPARE(out.size(), 2);
        QVERIFY2(out[0].startsWith(chess + ":2:1: error: ") && out[0].contains("\"chess\"")
                     && out[0].contains("known games: tiny"),
                 qPrintable(out[0]));
        QCOMPARE(out[1],
                 chess + ": 1 move, 1 error, 0 warnings (not checked: unknown game \"chess\")");
    }

    void unreadableFiles()
    {
        const QString missing = fixture("no-such-file.ugr");
        Run r = check({missing});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.out.startsWith(missing + ": cannot be read: "), qPrintable(r.out));
        QCOMPARE(lines(r.out).size(), 1);

        const QString dir = QStringLiteral(FIXTURES_DIR);
        r = check({dir});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.out.startsWith(dir + ": cannot be read: "), qPrintable(r.out));
    }

    void worstStatusWinsAndOrderIsKept()
    {
        QCOMPARE(check({fixture("clean.ugr"), fixture("broken.ugr")}).status, 1);
        QCOMPARE(check({fixture("broken.ugr"), fixture("no-such-file.ugr"),
                        fixture("clean.ugr")})
                     .status,
                 2);

        // Many files at once: the output is each file's own report, in the order given.
        const char *names[] = {"clean.ugr", "broken.ugr", "syntax.ugr", "no-such-file.ugr",
                               "unknown-game.ugr"};
        QStringList files;
        QString expected;
        for (int i = 0; i < 40; ++i) {
            const QString f = fixture(names[(i * 3) % 5]);
            files << f;
            expected += check({f}).out;
        }
        const Run all = check(files);
        QCOMPARE(all.status, 2);
        QCOMPARE(all.out, expected);
    }

    void noFiles()
    {
        const Run r = check({});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("no files"));
    }

    void json()
    {
        const QStringList files{fixture("broken.ugr"), fixture("syntax.ugr"),
                                fixture("no-such-file.ugr"), fixture("clean.ugr"),
                                fixture("unknown-game.ugr")};
        const Run r = check(files, true);
        QCOMPARE(r.status, 2);
        const QStringList out = lines(r.out);
        QCOMPARE(out.size(), files.size());
        QList<QJsonObject> objects;
        for (const auto &line : out) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(line));
            QVERIFY(doc.isObject());
            objects << doc.object();
        }
        for (int i = 0; i < files.size(); ++i)
            QCOMPARE(objects[i].value("file").toString(), files[i]);

        const QJsonObject broken = objects[0];
        QCOMPARE(broken.value("status").toString(), "checked");
        QCOMPARE(broken.value("game").toString(), "tiny");
        QCOMPARE(broken.value("moves").toInt(), 11);
        QCOMPARE(broken.value("result").toString(), "red");
        QCOMPARE(broken.value("errors").toInt(), 4);
        QCOMPARE(broken.value("warnings").toInt(), 1);
        QCOMPARE(broken.value("exitCode").toInt(), 1);
        QCOMPARE(broken.value("syntaxErrors").toArray().size(), 0);
        const QJsonArray findings = broken.value("findings").toArray();
        QCOMPARE(findings.size(), 5);
        const QJsonObject order = findings[3].toObject();
        QCOMPARE(order.value("severity").toString(), "error");
        QCOMPARE(order.value("rule").toString(), "tiny.turns.order");
        QCOMPARE(order.value("message").toString(), "Blue moved, but it is Red's turn.");
        QCOMPARE(order.value("line").toInt(), 7);
        QCOMPARE(order.value("column").toInt(), 1);
        QCOMPARE(order.value("step").toInt(), 4);
        QCOMPARE(findings[0].toObject().value("message").toString(),
                 "The [Variant \"fast\"] tag changes nothing in the tiny game; the race is "
                 "played as usual.");
        QCOMPARE(findings[0].toObject().value("severity").toString(), "warning");
        QCOMPARE(findings[0].toObject().value("step").toInt(), 0);

        const QJsonObject syntax = objects[1];
        QCOMPARE(syntax.value("exitCode").toInt(), 2);
        const QJsonArray errors = syntax.value("syntaxErrors").toArray();
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors[0].toObject().value("line").toInt(), 3);
        QCOMPARE(errors[1].toObject().value("line").toInt(), 5);
        QVERIFY(!errors[1].toObject().value("message").toString().isEmpty());
        QVERIFY(syntax.value("result").isNull());

        const QJsonObject missing = objects[2];
        QCOMPARE(missing.value("status").toString(), "unreadable");
        QVERIFY(!missing.value("message").toString().isEmpty());
        QCOMPARE(missing.value("exitCode").toInt(), 2);

        QCOMPARE(objects[3].value("exitCode").toInt(), 0);
        QCOMPARE(objects[3].value("findings").toArray().size(), 0);

        const QJsonObject chess = objects[4];
        QCOMPARE(chess.value("status").toString(), "unknown-game");
        QCOMPARE(chess.value("game").toString(), "chess");
        QVERIFY(chess.value("message").toString().contains("known games: tiny"));
    }

    void allReadingsListsEveryVerdictThatChanges()
    {
        // broken.ugr's "add 4" is an error under the adopted amount=three only; every other
        // finding stands under amount=four too.
        const QString p = fixture("broken.ugr");
        const Run r = check({p}, false, true);
        QCOMPARE(r.status, 1);
        const QStringList out = lines(r.out);
        QCOMPARE(out.mid(out.size() - 2),
                 (QStringList{
                     p + ":4:1: reading: an error under amount=three (adopted), no such finding "
                         "under amount=four: Red adds 4; the amount must be 1, 2 or 3. "
                         "[tiny.add.amount]",
                     p + ": 1 verdict depends on a reading (1 check under other readings)",
                 }));

        // Under the record's own reading the same line is clean; the adopted one flags it.
        const QString four = fixture("reading-four.ugr");
        const Run f = check({four}, false, true);
        QCOMPARE(f.status, 0);
        QCOMPARE(lines(f.out),
                 (QStringList{
                     four + ": 4 moves, 0 errors, 0 warnings",
                     four + ":5:1: reading: no such finding under amount=four, an error under "
                            "amount=three (adopted): Red adds 4; the amount must be 1, 2 or 3. "
                            "[tiny.add.amount]",
                     four + ": 1 verdict depends on a reading (1 check under other readings)",
                 }));

        // Two adds of 4 under amount=four: the adopted reading flags both; the second is
        // counted after the first, not listed (its game may have gone another way from there).
        const QString twice = fixture("reading-four-twice.ugr");
        const QStringList t = lines(check({twice}, false, true).out);
        QCOMPARE(t.mid(1),
                 (QStringList{
                     twice + ":5:1: reading: no such finding under amount=four, an error under "
                             "amount=three (adopted): Red adds 4; the amount must be 1, 2 or 3. "
                             "[tiny.add.amount]",
                     twice + ": under amount=three (adopted), 1 more verdict changes on later "
                             "lines, after its finding at line 5, from which its game may go "
                             "another way (listed with --json)",
                     twice + ": 1 verdict depends on a reading (1 check under other readings)",
                 }));
        const QJsonArray all = QJsonDocument::fromJson(check({twice}, true, true).out.toUtf8())
                                       .object()
                                       .value("readingChanges")
                                       .toArray();
        QCOMPARE(all.size(), 2);
        QVERIFY(!all[0].toObject().contains("followsEarlier"));
        QCOMPARE(all[1].toObject().value("followsEarlier").toBool(), true);
        QCOMPARE(all[1].toObject().value("line").toInt(), 9);

        const QString clean = fixture("clean.ugr");
        QCOMPARE(lines(check({clean}, false, true).out).last(),
                 clean + ": no verdict depends on a reading (1 check under other readings)");
        // Without the option a clean record costs no comparison and prints no such line.
        QCOMPARE(lines(check({clean}).out).size(), 1);
    }

    void jsonNamesTheReadings()
    {
        const Run r = check({fixture("broken.ugr")}, true, true);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray findings = o.value("findings").toArray();
        QCOMPARE(findings.size(), 5);
        const QJsonArray readings = findings[1].toObject().value("readings").toArray();
        QCOMPARE(readings.size(), 1);
        QCOMPARE(readings[0].toObject().value("id").toString(), "amount");
        QCOMPARE(readings[0].toObject().value("value").toString(), "three");
        QCOMPARE(readings[0].toObject().value("rule").toString(), "tiny.clarifications.amount");
        // A finding every reading gives has no readings key.
        QVERIFY(!findings[2].toObject().contains("readings"));
        QCOMPARE(o.value("readingChecks").toInt(), 1);
        const QJsonArray changes = o.value("readingChanges").toArray();
        QCOMPARE(changes.size(), 1);
        const QJsonObject change = changes[0].toObject();
        QCOMPARE(change.value("reading").toString(), "amount");
        QCOMPARE(change.value("current").toString(), "three");
        QCOMPARE(change.value("other").toString(), "four");
        QCOMPARE(change.value("under").toString(), "current");
        QCOMPARE(change.value("rule").toString(), "tiny.add.amount");
        QCOMPARE(change.value("line").toInt(), 4);
        // Without --all-readings the keys are absent for a clean record.
        const Run clean = check({fixture("clean.ugr")}, true);
        QVERIFY(!QJsonDocument::fromJson(clean.out.toUtf8()).object().contains("readingChanges"));
    }

    void jsonEscapes()
    {
        // Quotes, backslashes, control characters and non-ASCII survive the JSON writer.
        const QString odd = QStringLiteral("/no/such/dir/\"q\" \\ \t\u0001 карта.ugr");
        const Run r = check({odd}, true);
        QCOMPARE(r.status, 2);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
        QCOMPARE(doc.object().value("file").toString(), odd);
        QVERIFY(doc.object().value("game").isNull());
        QCOMPARE(doc.object().value("moves").toInt(), 0);
    }

    void largeRecord()
    {
        // 100 000 moves after a finished game: every one flagged, in one pass.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile clean(fixture("clean.ugr"));
        QVERIFY(clean.open(QIODevice::ReadOnly));
        QByteArray text = clean.readAll();
        text.reserve(text.size() + 100000 * 13);
        for (int i = 0; i < 100000; ++i)
            text += "5 blue add 1\n";
        const QString path = dir.filePath(QStringLiteral("big.ugr"));
        QFile big(path);
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(text);
        big.close();
        const Run r = check({path});
        QCOMPARE(r.status, 1);
        const QStringList out = lines(r.out);
        QCOMPARE(out.size(), 100001);
        QCOMPARE(out.back(), path + ": 100013 moves, 100000 errors, 0 warnings");
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
