// umpire-cli on War of the Worlds: `simulate` is reproducible and prints records `check` finds
// clean, `check` prints every annotated break of the broken sample with its line and rule, and
// `show` prints the state after a step as text and as the JSON of docs/cli-show.md.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exit = -1;
    QByteArray out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(UMPIRE_CLI), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

}  // namespace

class TestWotwCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void simulateIsReproducibleAndClean()
    {
        const Run a = cli({"simulate", "--game", "wotw", "--seed", "11", "--games", "3"});
        const Run b = cli({"simulate", "--game", "wotw", "--seed", "11", "--games", "3"});
        QCOMPARE(a.exit, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(a.out.count("[Game \"wotw\"]"), 3);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(cli({"simulate", "--seed", "11", "--games", "3", "--output-dir", dir.path()}).exit, 0);
        QStringList files;
        for (const QString &f : QDir(dir.path()).entryList({"*.ugr"}, QDir::Files, QDir::Name))
            files << dir.filePath(f);
        QCOMPARE(files.size(), 3);
        const Run c = cli(QStringList{"check"} + files);
        QVERIFY2(c.exit == 0, c.out.constData());
        QCOMPARE(cli({"simulate", "--game", "nosuchgame"}).exit, 2);
        QCOMPARE(cli({"simulate", "--seed", "x"}).exit, 2);
    }

    void checkPrintsEveryBreak()
    {
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/wotw-broken.ugr");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        const Run r = cli({"check", path});
        QCOMPARE(r.exit, 1);
        static const QRegularExpression rule(QStringLiteral("\\[(wotw\\.[a-z0-9.\\-]+)\\]\\}"));
        int breaks = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const auto m = rule.match(QString::fromUtf8(lines[i]));
            if (!m.hasMatch())
                continue;
            ++breaks;
            const QByteArray expected = QStringLiteral("wotw-broken.ugr:%1:").arg(i + 1).toUtf8();
            bool found = false;
            for (const QByteArray &o : r.out.split('\n'))
                if (o.contains(expected) && (o.contains(("[" + m.captured(1) + "]").toUtf8()) ||
                                             o.contains(("[" + m.captured(1) + ";").toUtf8())))
                    found = true;
            QVERIFY2(found, qPrintable(QStringLiteral("line %1 [%2] not reported:\n%3")
                                           .arg(i + 1).arg(m.captured(1), QString::fromUtf8(r.out))));
        }
        QVERIFY(breaks >= 4);
        QVERIFY(r.out.contains(QStringLiteral("%1 errors").arg(breaks).toUtf8()));
        // A verdict resting on a reconstructed value says so after its rule id, and in JSON.
        const QString brokenText = QString::fromUtf8(lines.join('\n'));
        QVERIFY(brokenText.contains(QLatin1String("[wotw.offer.pay]")));
        QVERIFY2(r.out.contains("[wotw.offer.pay; rests on an assumed value: the cost of Tripod]"), r.out.constData());
        const Run json = cli({"check", "--json", path});
        QVERIFY2(json.out.contains("\"assumed\":\"the cost of Tripod\""), json.out.constData());
    }

    // English plural forms in the CLI too: "1 card was drawn", not "1 card(s) were drawn".
    void findingsUseEnglishPluralForms()
    {
        QTemporaryDir dir;
        const QString one = dir.filePath(QStringLiteral("one.ugr"));
        const QString two = dir.filePath(QStringLiteral("two.ugr"));
        for (const auto &[path, line] : {std::pair{one, QByteArray("1 aliens hand reap\n")},
                                         std::pair{two, QByteArray("1 aliens hand reap reap\n")}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Game \"wotw\"]\n\n" + line);
        }
        const Run r1 = cli({"check", one});
        QVERIFY2(r1.out.contains("1 card was drawn; "), r1.out.constData());
        const Run r2 = cli({"check", two});
        QVERIFY2(r2.out.contains("2 cards were drawn; "), r2.out.constData());
        QVERIFY(!r2.out.contains("(s)"));
    }

    void showPrintsTheStateAfterAStep()
    {
        const QString broken = QStringLiteral(UMPIRE_SAMPLES_DIR "/wotw-broken.ugr");
        // Step 7 is the second swap of turn 1 (line 14): its finding, the row owing a card.
        Run r = cli({"show", broken, "--step", "7", "--json"});
        QCOMPARE(r.exit, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value("game").toString(), QStringLiteral("wotw"));
        QCOMPARE(o.value("step").toInt(), 7);
        QCOMPARE(o.value("steps").toInt(), 57);
        QCOMPARE(o.value("move").toObject().value("line").toInt(), 14);
        QVERIFY(o.value("move").toObject().value("text").toString().startsWith("1 aliens swap regenerator"));
        QCOMPARE(o.value("move").toObject().value("description").toString(), QStringLiteral("Aliens swap Regenerator"));
        QCOMPARE(o.value("findings").toArray().size(), 1);
        QCOMPARE(o.value("findings").toArray().at(0).toObject().value("rule").toString(), QStringLiteral("wotw.offer.swap"));
        const QJsonObject state = o.value("state").toObject();
        QCOMPARE(state.value("turn").toInt(), 1);
        QCOMPARE(state.value("side").toString(), QStringLiteral("aliens"));
        const QJsonObject aliens = state.value("decks").toObject().value("aliens").toObject();
        QCOMPARE(aliens.value("swapped").toBool(), true);
        QCOMPARE(aliens.value("revealsDue").toInt(), 1);
        QCOMPARE(aliens.value("offer").toArray().size(), 4);
        QCOMPARE(aliens.value("hand").toArray().size(), 5);
        // The same step as text: the move, its finding, the board and the cards.
        r = cli({"show", broken, "--step", "7"});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.out.contains("step 7 of 57, line 14: 1 aliens swap regenerator"), r.out.constData());
        QVERIFY(r.out.contains("14:1: error: "));
        QVERIFY(r.out.contains("[wotw.offer.swap]"));
        QVERIFY(r.out.contains("Turn 1, the Aliens to move."));
        QVERIFY(QString::fromUtf8(r.out).contains(QRegularExpression("\n  argyll +invasion ship; tripod-1, ufo-1\n")));
        QVERIFY(QString::fromUtf8(r.out).contains(QRegularExpression("\n  hand +relocate x3, guerillas x2\n")));
        QVERIFY(r.out.contains("the record owes 1 revealed offer card"));

        // Without --step: the end of the record; step 0: the set-up, no move.
        r = cli({"show", "--json", QStringLiteral(UMPIRE_SAMPLES_DIR "/wotw-humans-win.ugr")});
        QCOMPARE(r.exit, 0);
        const QJsonObject end = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(end.value("step").toInt(), end.value("steps").toInt());
        QCOMPARE(end.value("state").toObject().value("winner").toString(), QStringLiteral("humans"));
        QVERIFY(cli({"show", broken}).out.contains("step 57 of 57"));
        const QJsonObject setup = QJsonDocument::fromJson(cli({"show", broken, "--step", "0", "--json"}).out).object();
        QVERIFY(setup.value("move").isNull());
        QCOMPARE(setup.value("state").toObject().value("decks").toObject().value("aliens").toObject()
                         .value("revealsDue").toInt(), 5);

        // A token's spent mark shows where it went (tests/wotw/records).
        r = cli({"show", QStringLiteral(WOTW_RECORDS_DIR "/guerillas-spent-token-moves.ugr"), "--step", "16", "--json"});
        QCOMPARE(r.exit, 0);
        const QJsonArray regions = QJsonDocument::fromJson(r.out).object().value("state").toObject().value("regions").toArray();
        bool seen = false;
        for (const QJsonValue &v : regions) {
            if (v.toObject().value("id").toString() != QLatin1String("argyll"))
                continue;
            seen = true;
            QCOMPARE(v.toObject().value("civilians").toInt(), 1);
            QCOMPARE(v.toObject().value("spentCivilians").toArray(), (QJsonArray{1, 1}));
        }
        QVERIFY(seen);

        // Bad input: clear messages, exit 2, nothing on stdout.
        r = cli({"show", broken, "--step", "58"});
        QCOMPARE(r.exit, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("no step 58") && r.err.contains("0 to 57"), r.err.constData());
        r = cli({"show", broken, "--step", "-1"});
        QCOMPARE(r.exit, 2);
        QVERIFY(r.err.contains("--step"));
        r = cli({"show", "/nonexistent/record.ugr"});
        QCOMPARE(r.exit, 2);
        QVERIFY(r.err.contains("cannot be read"));
        QCOMPARE(cli({"show"}).exit, 2);
        QTemporaryDir dir;
        QFile unknown(dir.filePath("unknown.ugr"));
        QVERIFY(unknown.open(QIODevice::WriteOnly));
        unknown.write("[Game \"chess\"]\n\n1 white move e4\n");
        unknown.close();
        r = cli({"show", unknown.fileName()});
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains("chess"), r.err.constData());
        QVERIFY(cli({"--help"}).out.contains("\n  show "));
        // Syntax errors: named file:line:col on stderr, their lines skipped, the state shown.
        QFile syntax(dir.filePath("syntax.ugr"));
        QVERIFY(syntax.open(QIODevice::WriteOnly));
        syntax.write("[Game \"wotw\"]\n\n1 aliens offer tripod ufo plasma-synthesis alien-factory scorching-beam\n"
                     "aliens end\n");
        syntax.close();
        r = cli({"show", syntax.fileName(), "--json"});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.err.contains("syntax.ugr:4:1: error: "), r.err.constData());
        const QJsonObject shown = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(shown.value("steps").toInt(), 1);
        QCOMPARE(shown.value("syntaxErrors").toArray().size(), 1);
        QCOMPARE(shown.value("syntaxErrors").toArray().at(0).toObject().value("line").toInt(), 4);
    }
};

QTEST_GUILESS_MAIN(TestWotwCli)
#include "tst_wotw_cli.moc"
