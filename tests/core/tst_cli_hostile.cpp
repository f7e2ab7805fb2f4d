// umpire-cli against hostile input, as a process: whatever a record or a path holds, the tool
// answers with a bounded, clear report and exit status 0, 1 or 2 — no crash, no hang.
#include "cli_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace {

// Writes `bytes` to `path`; fails the process on error (a broken test machine).
void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

}  // namespace

class TestCliHostile : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(dir.isValid()); }

    // A 1 MB argument was quoted whole: 50 MB of output on one line.
    void longValueGivesShortReport()
    {
        const QString path = dir.filePath(QStringLiteral("long.ugr"));
        writeFile(path,
                  "[Game \"wotw\"]\n1 aliens play tripod option=move unit=tripod-1 to=" +
                          QByteArray(1 << 20, 'x') + "\n[Game \"" + QByteArray(1 << 20, 'y') +
                          "\"]\n");
        const CliResult text = runCli({QStringLiteral("check"), path});
        QCOMPARE(text.exitCode, 2);  // the tag after the move is a syntax error
        QVERIFY2(text.out.size() < 2000, qPrintable(text.out.left(2000)));
        QVERIFY2(text.out.contains(QStringLiteral("xxx…")), qPrintable(text.out));

        const QString unknownGame = dir.filePath(QStringLiteral("game.ugr"));
        writeFile(unknownGame, "[Game \"" + QByteArray(1 << 20, 'g') + "\"]\n1 aliens end\n");
        for (const bool json : {false, true}) {
            QStringList args{QStringLiteral("check"), unknownGame};
            if (json)
                args.insert(1, QStringLiteral("--json"));
            const CliResult r = runCli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.out.size() < 2000, qPrintable(r.out.left(2000)));
            QVERIFY2(r.out.contains(QStringLiteral("ggg…")), qPrintable(r.out));
            if (json)
                QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).isObject());
        }
    }

    // umpire-cli rebuilt a broken compendium into ~/.local/share/umpire-cli, the app into
    // ~/.local/share/Umpire/umpire, and docs/database.md named ~/.local/share/umpire: now all
    // three agree on the last.
    void brokenCompendiumIsRebuiltInTheSharedFolder()
    {
        // A copy of umpire-cli finds the broken compendium.sqlite beside it.
        const QString bin = dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        const QString cli = bin + QStringLiteral("/umpire-cli");
        QVERIFY(QFile::copy(QStringLiteral(UMPIRE_CLI), cli));
        writeFile(bin + QStringLiteral("/compendium.sqlite"), "not a database");
        const QString data = dir.filePath(QStringLiteral("data"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        const CliResult r =
                runCli({QStringLiteral("search"), QStringLiteral("reap")}, 60000, env, cli);
        QCOMPARE(r.exitCode, 0);
        const QString rebuilt = data + QStringLiteral("/umpire/compendium.sqlite");
        QVERIFY2(QFileInfo::exists(rebuilt), qPrintable(r.err));
        QVERIFY2(r.err.contains(rebuilt), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wotw/reap")), qPrintable(r.out));
    }

    // A UTF-16 file gave 433 "NUL byte" errors instead of saying what it is.
    void utf16FileIsOneSentence()
    {
        const QString path = dir.filePath(QStringLiteral("utf16.ugr"));
        const QString text = QStringLiteral("[Game \"wotw\"]\r\n1 aliens end\r\n").repeated(40);
        writeFile(
                path,
                QByteArray("\xFF\xFE") +
                        QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2));
        const CliResult r = runCli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out,
                 path +
                         QStringLiteral(": cannot be read: the file is in UTF-16 (little-endian), "
                                        "but a record must be UTF-8: save it as UTF-8 and open "
                                        "it again\n"));
    }

    // A second [Game] tag naming another game was ignored: the record was checked as the first.
    void twoGamesAreNotChecked()
    {
        const QString path = dir.filePath(QStringLiteral("two-games.ugr"));
        writeFile(path, "[Game \"wotw\"]\n[Game \"spacewars\"]\n");
        const CliResult r = runCli({QStringLiteral("check"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.startsWith(path +
                                  QStringLiteral(":2:1: error: the record names two games, "
                                                 "\"wotw\" at line 1 and \"spacewars\" at "
                                                 "line 2; a record holds one game [game]\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.endsWith(QStringLiteral("(not checked: two different [Game] tags)\n")),
                 qPrintable(r.out));
        const CliResult json = runCli({QStringLiteral("check"), QStringLiteral("--json"), path});
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value("status").toString(),
                 QStringLiteral("conflicting-game-tags"));
    }

    // A FIFO blocked the CLI forever; /dev/zero ended in an uncaught exception (exit 134).
    void whatIsNotAFileIsRefused()
    {
#ifndef Q_OS_UNIX
        QSKIP("FIFOs and /dev are Unix things");
#else
        const QString fifo = dir.filePath(QStringLiteral("fifo.ugr"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString clean = dir.filePath(QStringLiteral("clean.ugr"));
        writeFile(clean, "[Game \"wotw\"]\n");
        const QStringList paths{fifo, QStringLiteral("/dev/zero"), dir.path()};
        const CliResult r =
                runCli(QStringList{QStringLiteral("check")} + paths + QStringList{clean}, 10000);
        QCOMPARE(r.exitCode, 2);
        for (const QString &path : paths)
            QVERIFY2(r.out.contains(path + QStringLiteral(": cannot be read: the path is ")),
                     qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral(
                         "fifo.ugr: cannot be read: the path is not a regular file")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral(
                         "/dev/zero: cannot be read: the path is not a regular file")),
                 qPrintable(r.out));
        // The other files are still checked.
        QVERIFY2(r.out.contains(clean + QStringLiteral(": 0 moves, 0 errors")), qPrintable(r.out));
#endif
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
