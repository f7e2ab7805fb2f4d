// The real umpire-cli executable: --version, --help, games, usage errors, check on a
// record with syntax errors, and the compendium commands on the shipped compendium.
#include "cli_process.h"
#include "core/catalog.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using Result = CliResult;

class TestCliProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void version()
    {
        const Result r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("umpire-cli " UMPIRE_VERSION "\n"));
    }

    void help()
    {
        const Result r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Usage:"), qPrintable(r.out));
        QVERIFY(r.out.contains("--version"));
        QVERIFY(r.out.contains(QRegularExpression("\n  check +Check game records")));
        QVERIFY(r.out.contains(QRegularExpression("\n  games +List the games")));
    }

    void usageErrors()
    {
        Result r = runCli({});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("Usage:"));

        r = runCli({QStringLiteral("frobnicate")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown command 'frobnicate'"), qPrintable(r.err));

        r = runCli({QStringLiteral("check"), QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bogus"), qPrintable(r.err));

        r = runCli({QStringLiteral("check")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no files"));
    }

    void commandHelp()
    {
        const Result r = runCli({QStringLiteral("check"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("umpire-cli check"), qPrintable(r.out));
        QVERIFY(r.out.contains("--json"));
        QVERIFY(r.out.contains("FILE..."));
    }

    // `search reap --db FILE` and `search Reap --limit 5` took the options for query words and
    // answered "0 cards": options stand anywhere; only a query starting with '-' needs `--`.
    void searchOptionsAnywhere()
    {
        const QString db = QFileInfo(QStringLiteral(UMPIRE_CLI))
                                   .dir()
                                   .filePath(QStringLiteral("compendium.sqlite"));
        const Result plain = runCli({QStringLiteral("search"), QStringLiteral("reap")});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(plain.out.endsWith(QStringLiteral("\n1 card\n")), qPrintable(plain.out));
        for (const QStringList &args :
             {QStringList{"search", "reap", "--db", db}, QStringList{"search", "--db", db, "reap"},
              QStringList{"search", "reap", "--db=" + db},
              QStringList{"search", "Reap", "--limit", "5"}}) {
            const Result r = runCli(args);
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, plain.out);
        }
        // A limit after the query cuts the list.
        const Result limited = runCli({"search", "tripod", "--limit", "2"});
        QCOMPARE(limited.exitCode, 0);
        QVERIFY2(limited.out.endsWith(QStringLiteral("\n2 cards (more not shown; use --limit)\n")),
                 qPrintable(limited.out));
        // A negated field inside the query is a query word, an option after it still counts.
        const Result json = runCli({"search", "game:wotw", "-type:unit", "--json", "--limit", "3"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value("query").toString(), QStringLiteral("game:wotw -type:unit"));
        QCOMPARE(o.value("cards").toArray().size(), 3);
        // The rules search reads its line the same way.
        const Result rules = runCli({"rules", "reap", "--limit", "1"});
        QCOMPARE(rules.exitCode, 0);
        QVERIFY2(rules.out.endsWith(QStringLiteral("\n1 rule (more not shown; use --limit)\n")),
                 qPrintable(rules.out));
    }

    void searchQueryStartingWithDash()
    {
        const Result bare = runCli({"search", "-type:unit", "game:wotw"});
        QCOMPARE(bare.exitCode, 2);
        QVERIFY(bare.out.isEmpty());
        QVERIFY2(bare.err.contains(QStringLiteral("unknown option '-type:unit'; put '--' before")),
                 qPrintable(bare.err));
        const Result dashed = runCli({"search", "--limit", "500", "--", "-type:unit", "game:wotw"});
        QCOMPARE(dashed.exitCode, 0);
        const Result same = runCli({"search", "game:wotw", "-type:unit", "--limit", "500"});
        QCOMPARE(same.exitCode, 0);
        QVERIFY2(same.out.contains(QStringLiteral("wotw/reap ")), qPrintable(same.out));
        QCOMPARE(dashed.out, same.out);
        const Result missing = runCli({"search", "reap", "--db"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("--db needs a value")),
                 qPrintable(missing.err));
    }

    void games()
    {
        const Result r = runCli({QStringLiteral("games")});
        QCOMPARE(r.exitCode, 0);
        const QStringList ids = umpire::core::Catalog::builtin().ids();
        if (ids.isEmpty()) {
            QCOMPARE(r.out, QStringLiteral("No games are built in.\n"));
            return;
        }
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), ids.size());
        for (int i = 0; i < ids.size(); ++i) {
            const auto &info = umpire::core::Catalog::builtin().find(ids[i])->info();
            QVERIFY2(lines[i].startsWith(ids[i] + u' '), qPrintable(lines[i]));
            QVERIFY2(lines[i].contains(info.nameEn), qPrintable(lines[i]));
            for (const auto &side : info.sides)
                QVERIFY2(lines[i].contains(side.id), qPrintable(lines[i]));
        }
    }

    void checkWithSyntaxErrors()
    {
        // The shipped catalog does not know the tiny game, which is one more error; the
        // syntax errors must all be there, with their positions.
        const QString path = QStringLiteral(FIXTURES_DIR "/syntax.ugr");
        const Result r = runCli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.contains(QRegularExpression(
                     "^" + QRegularExpression::escape(path) + ":3:1: error: .* \\[syntax\\]$",
                     QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(
                     "^" + QRegularExpression::escape(path) + ":5:\\d+: error: .* \\[syntax\\]$",
                     QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(
                     "^" + QRegularExpression::escape(path) + ":1:1: error: unknown game \"tiny\"",
                     QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.endsWith(path + ": 3 moves, 3 errors, 0 warnings (not checked: unknown "
                                       "game \"tiny\")\n"),
                 qPrintable(r.out));
    }

    void checkJson()
    {
        const QString path = QStringLiteral(FIXTURES_DIR "/syntax.ugr");
        const Result r = runCli({QStringLiteral("check"), QStringLiteral("--json"), path});
        QCOMPARE(r.exitCode, 2);
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
        QVERIFY2(doc.isObject(), qPrintable(r.out));
        QCOMPARE(doc.object().value("file").toString(), path);
        QCOMPARE(doc.object().value("syntaxErrors").toArray().size(), 2);
    }

    // A clarification's readings are lines of its body: `rule` prints each once (it used to
    // print the body and then every reading, the adopted line and the record tag again).
    void ruleShowsClarificationOnce()
    {
        const Result r = runCli({QStringLiteral("rule"), QStringLiteral("wotw.clarifications.place-instead")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("§")), qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral("the player holds more unit")), 1);  // the Russian reading
        QCOMPARE(r.out.count(QStringLiteral("no miniature of its type")), 1);    // the English reading
        QCOMPARE(r.out.count(QStringLiteral("Adopted:")), 1);
        QCOMPARE(r.out.count(QStringLiteral("[Reading \"place-instead=russian\"]")), 1);
        // --json still gives the parsed readings.
        const Result j = runCli({QStringLiteral("rule"), QStringLiteral("--json"),
                                 QStringLiteral("wotw.clarifications.place-instead")});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject clarification = QJsonDocument::fromJson(j.out.toUtf8()).object()
                                                  .value(QLatin1String("clarification")).toObject();
        QCOMPARE(clarification.value(QLatin1String("readings")).toArray().size(), 2);
    }

    // Components of game.json are found by card search, with their kind.
    void searchFindsComponents()
    {
        const Result r = runCli({QStringLiteral("search"), QStringLiteral("game:wotw"), QStringLiteral("tripod"),
                                 QStringLiteral("miniature")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("^wotw/tripod +Tripod miniature .*— component · miniature · aliens · 3 in the box$"),
                                                   QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliProcess)
#include "tst_cli_process.moc"
