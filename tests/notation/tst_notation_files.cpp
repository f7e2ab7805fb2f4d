// Record files: every *.ugr of the source tree round-trips through the canonical form, the
// deliberately broken fixtures under tests/notation/bad/ give exactly the errors listed in
// their .errors files, and parseFile() explains files it cannot read.
#include "notation/parser.h"
#include "record_equal.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace umpire::notation;

namespace {

const QString kSourceDir = QStringLiteral(UMPIRE_SOURCE_DIR);
const QString kBadDir = kSourceDir + QStringLiteral("/tests/notation/bad");

// Deliberately broken records that other suites keep beside their own fixtures (paths relative
// to the source tree). They must keep their syntax errors; what parses of them must still
// round-trip. Any other .ugr file with a syntax error fails this suite: broken syntax
// fixtures belong in tests/notation/bad/ with a .errors file.
// A record kept broken on purpose by another suite (the CLI's or the Replay page's syntax-error
// fixtures) says so in a comment line of its own, so the glob below knows to expect errors.
constexpr QByteArrayView kBrokenMarker = "; umpire-test: syntax errors expected";

bool markedBroken(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.readAll().contains(kBrokenMarker);
}

QStringList filesUnder(const QString &dir, const QStringList &filters)
{
    QStringList files;
    QDirIterator it(dir, filters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    return files;
}

QString errorsText(const Record &r)
{
    QStringList lines;
    for (const Diagnostic &d : r.errors)
        lines.append(formatDiagnostic(r, d));
    return lines.join(QLatin1Char('\n'));
}

// Checks the canonical-form identities on one error-free record.
void checkRoundTrip(const Record &r, const QString &name)
{
    const QByteArray printed = print(r);
    const Record again = parse(printed, name + QStringLiteral(" (printed)"));
    QVERIFY2(again.ok(),
        qPrintable(name + QStringLiteral(": the printed form has errors:\n") + errorsText(again)));
    const QString difference = testing::describeRecordDifference(r, again);
    QVERIFY2(difference.isEmpty(), qPrintable(name + QStringLiteral(": ") + difference));
    QCOMPARE(print(again), printed);
}

}  // namespace

class TestNotationFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyRecordRoundTrips_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("broken");
        QStringList files
            = filesUnder(kSourceDir + QStringLiteral("/resources"), {QStringLiteral("*.ugr")});
        files += filesUnder(kSourceDir + QStringLiteral("/tests"), {QStringLiteral("*.ugr")});
        int count = 0;
        for (const QString &f : std::as_const(files)) {
            if (f.startsWith(kBadDir + QLatin1Char('/')))
                continue;  // deliberately broken: checked by badFixtures()
            const QString relative = QDir(kSourceDir).relativeFilePath(f);
            QTest::newRow(qPrintable(relative)) << f << markedBroken(f);
            ++count;
        }
        // The fixtures of this suite alone are more than this: the glob cannot silently miss.
        QVERIFY2(count >= 4, "too few .ugr files found; is UMPIRE_SOURCE_DIR right?");
    }

    void everyRecordRoundTrips()
    {
        QFETCH(QString, path);
        QFETCH(bool, broken);
        Record r = parseFile(path);
        if (broken) {
            QVERIFY2(!r.ok(), "listed as deliberately broken but parses cleanly");
            r.errors.clear();
        }
        QVERIFY2(r.ok(), qPrintable(errorsText(r)));
        // An empty file is a fixture of its own (the Replay page's "The file is empty").
        QVERIFY(!r.moves.empty() || !r.tags.empty() || QFileInfo(path).size() == 0);
        checkRoundTrip(r, path);
    }

    void fuzzSeedsRoundTripOrFailCleanly()
    {
        const QStringList seeds
            = filesUnder(kSourceDir + QStringLiteral("/tests/fuzz/corpus"), {QStringLiteral("*")});
        QVERIFY(seeds.size() >= 5);
        for (const QString &seed : seeds) {
            const Record r = parseFile(seed);
            for (const Diagnostic &d : r.errors)
                QVERIFY(d.position.line >= 1 && d.position.column >= 1);
            if (r.ok())
                checkRoundTrip(r, seed);
        }
    }

    void badFixtures_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = filesUnder(kBadDir, {QStringLiteral("*.ugr")});
        QVERIFY(files.size() >= 3);
        for (const QString &f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

    void badFixtures()
    {
        // NAME.errors lists the expected diagnostics, one "line:col: message" per line.
        QFETCH(QString, path);
        QFile expectedFile(path.chopped(4) + QStringLiteral(".errors"));
        QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedFile.fileName()));
        const QString expected = QString::fromUtf8(expectedFile.readAll()).trimmed();

        const Record r = parseFile(path);
        QStringList actual;
        for (const Diagnostic &d : r.errors)
            actual.append(QStringLiteral("%1:%2: %3")
                              .arg(d.position.line)
                              .arg(d.position.column)
                              .arg(d.message));
        QCOMPARE(actual.join(QLatin1Char('\n')), expected);

        // What did parse is still a record that round-trips.
        Record good = r;
        good.errors.clear();
        checkRoundTrip(good, path);
    }

    void badRecoveryFixtureKeepsGoodLines()
    {
        const Record r = parseFile(kBadDir + QStringLiteral("/recovery.ugr"));
        QCOMPARE(r.errors.size(), 3u);
        QCOMPARE(r.tags.size(), 1u);
        QCOMPARE(r.moves.size(), 3u);
        QCOMPARE(printMove(r, r.moves.back()), QByteArray("3 black resign"));
    }

    void parseFileProblems()
    {
        const Record missing = parseFile(kSourceDir + QStringLiteral("/no/such/file.ugr"));
        QCOMPARE(missing.errors.size(), 1u);
        QCOMPARE(missing.errors[0].position, Position {});
        QCOMPARE(missing.errors[0].message, QStringLiteral("the file does not exist"));
        QVERIFY(formatDiagnostic(missing, missing.errors[0])
                    .endsWith(QStringLiteral("file.ugr: error: the file does not exist")));

        const Record dir = parseFile(kSourceDir + QStringLiteral("/tests/notation"));
        QCOMPARE(dir.errors.size(), 1u);
        QCOMPARE(
            dir.errors[0].message, QStringLiteral("the path is a directory, not a record file"));

        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString locked = tmp.filePath(QStringLiteral("locked.ugr"));
        QFile f(locked);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1 a b\n");
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::WriteOwner));
        if (QFile(locked).open(QIODevice::ReadOnly))
            QSKIP("running with permissions that read any file (root)");
        const Record unreadable = parseFile(locked);
        QCOMPARE(unreadable.errors.size(), 1u);
        QVERIFY(
            unreadable.errors[0].message.startsWith(QStringLiteral("the file cannot be read: ")));
    }

    // A FIFO blocked the CLI and the app forever and /dev/zero ended in an uncaught exception:
    // only regular files are read, and the answer comes at once.
    void parseFileRefusesWhatIsNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null");
        QTest::newRow("fifo") << QStringLiteral("fifo");
    }
    void parseFileRefusesWhatIsNotAFile()
    {
#ifndef Q_OS_UNIX
        QSKIP("FIFOs and /dev are Unix things");
#else
        QFETCH(QString, path);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        if (path == QLatin1String("fifo")) {
            path = tmp.filePath(QStringLiteral("record.ugr"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        QVERIFY(QFileInfo::exists(path));
        // Run on a thread so a blocked read fails the test instead of hanging it: after the
        // timeout a writer opens the FIFO, which releases the reader.
        std::future<Record> future =
                std::async(std::launch::async, [path] { return parseFile(path); });
        const bool finished = future.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
        if (!finished) {
            QFile writer(path);
            writer.open(QIODevice::WriteOnly);
        }
        const Record r = future.get();
        QVERIFY2(finished, "parseFile blocked");
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].position, Position{});
        QCOMPARE(r.errors[0].message,
                 QStringLiteral("the path is not a regular file (a pipe, a device or a socket); "
                                "a record is read only from a file"));
        QVERIFY(r.source.isEmpty());
#endif
    }

    void parseFileRefusesMoreThan128MiB()
    {
        // A sparse file: one byte over the limit costs no disk space, and nothing of it is read.
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("huge.ugr"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (!f.resize((qint64(128) << 20) + 1))
            QSKIP("the file system has no sparse files");
        f.close();
        const Record r = parseFile(path);
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].message,
                 QStringLiteral("the file is larger than 128 MiB, the most a record may hold"));
        QVERIFY(r.source.isEmpty());
    }

    void parseFileKeepsTheName()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("x.ugr"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\xEF\xBB\xBF[Game \"x\"]\r\n1 a b \"c\r\n");
        f.close();
        const Record r = parseFile(path);
        QCOMPARE(r.fileName, path);
        QCOMPARE(r.tag("Game"), QStringLiteral("x"));
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(formatDiagnostic(r, r.errors[0]),
            path
                + QStringLiteral(
                    ":2:9: error: expected a closing quote for the string that starts at column 7"));
    }
};

QTEST_APPLESS_MAIN(TestNotationFiles)
#include "tst_notation_files.moc"
