// The opening rule of DESIGN.md, tested the way SQLite tests itself: missing, garbage,
// truncated, scribbled, outdated and foreign files, not only the happy path.
#include "database/builder.h"
#include "database/connection.h"
#include "database/opener.h"
#include "database/search.h"

#include <QDirIterator>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace umpire::database;

namespace {

const QString kGames = QStringLiteral(UMPIRE_DB_FIXTURES "/games");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// Closes and unregisters the connection an OpenedCompendium holds.
struct Closer {
    OpenedCompendium &o;
    ~Closer()
    {
        o.database = QSqlDatabase();
        if (!o.connectionName.isEmpty())
            QSqlDatabase::removeDatabase(o.connectionName);
    }
};

int cardCount(const OpenedCompendium &o)
{
    // The fixture's 11 cards (its components are search results too, but not counted here).
    return int(Compendium(o.database).searchCards(QStringLiteral("-type:component"), 1000).hits.size());
}

}  // namespace

class TestOpener : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString good_;  // a correct compendium built from the fixtures

private Q_SLOTS:
    // The app and umpire-cli rebuilt into two different folders (each its own application
    // name), and the docs named a third: now one folder, whoever asks.
    void oneUserDataDirForEveryProgram()
    {
        const QString expected =
                QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                QStringLiteral("/umpire");
        QCOMPARE(CompendiumOpener::defaultUserDataDir(), expected);
        const QString app = QCoreApplication::applicationName();
        const QString organization = QCoreApplication::organizationName();
        QCoreApplication::setApplicationName(QStringLiteral("umpire-cli"));
        QCOMPARE(CompendiumOpener::defaultUserDataDir(), expected);
        QCoreApplication::setOrganizationName(QStringLiteral("Umpire"));
        QCoreApplication::setApplicationName(QStringLiteral("umpire"));
        QCOMPARE(CompendiumOpener::defaultUserDataDir(), expected);
        QCoreApplication::setApplicationName(app);
        QCoreApplication::setOrganizationName(organization);
    }

    void initTestCase()
    {
        good_ = dir_.filePath(QStringLiteral("good.sqlite"));
        QVERIFY(buildCompendium(kGames, good_).ok);
    }

    void shippedFileIsUsedReadOnly()
    {
        QTemporaryDir user;
        OpenedCompendium o = CompendiumOpener(kGames).open(good_, user.path());
        Closer closer{o};
        QVERIFY2(o.ok(), qPrintable(o.error));
        QCOMPARE(o.path, good_);
        QVERIFY(o.notice.isEmpty());
        QCOMPARE(cardCount(o), 11);
        QSqlQuery q(o.database);
        QVERIFY(!q.exec(QStringLiteral("DELETE FROM cards")));  // read-only
        QVERIFY(!QFile::exists(user.filePath(QStringLiteral("compendium.sqlite"))));
    }

    void damagedFilesAreRebuilt_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("problem");
        QTest::newRow("missing") << "missing" << "is missing";
        QTest::newRow("empty file") << "empty" << "is not an Umpire compendium";
        QTest::newRow("garbage") << "garbage" << "is not a valid database";
        QTest::newRow("truncated") << "truncated" << "";
        QTest::newRow("scribbled page") << "scribbled" << "";
        QTest::newRow("old schema") << "old-schema" << "schema version 0";
        QTest::newRow("another sqlite file") << "foreign" << "is not an Umpire compendium";
        QTest::newRow("a directory") << "directory" << "is not a readable file";
    }
    void damagedFilesAreRebuilt()
    {
        QFETCH(QString, damage);
        QFETCH(QString, problem);
        QTemporaryDir work;
        const QString shipped = work.filePath(QStringLiteral("compendium.sqlite"));
        const QByteArray good = bytesOf(good_);
        if (damage == QLatin1String("empty")) {
            writeBytes(shipped, QByteArray());
        } else if (damage == QLatin1String("garbage")) {
            writeBytes(shipped, QByteArray(64 * 1024, 'x'));
        } else if (damage == QLatin1String("truncated")) {
            writeBytes(shipped, good.left(good.size() / 2));
        } else if (damage == QLatin1String("scribbled")) {
            QByteArray b = good;
            // Overwrite the headers of b-tree pages 2 to 5 (page size 4096).
            for (int page = 1; page <= 4; ++page)
                for (int i = 0; i < 16; ++i)
                    b[page * 4096 + i] = char(0xA5);
            writeBytes(shipped, b);
        } else if (damage == QLatin1String("old-schema")) {
            writeBytes(shipped, good);
            ScopedConnection c(shipped, ScopedConnection::Mode::ReadWriteCreate);
            QSqlQuery(c.database()).exec(QStringLiteral("PRAGMA user_version = 0"));
        } else if (damage == QLatin1String("foreign")) {
            ScopedConnection c(shipped, ScopedConnection::Mode::ReadWriteCreate);
            QSqlQuery(c.database()).exec(QStringLiteral("CREATE TABLE notes (x)"));
        } else if (damage == QLatin1String("directory")) {
            QVERIFY(QDir().mkpath(shipped));
        }
        const QByteArray before = QFileInfo(shipped).isFile() ? bytesOf(shipped) : QByteArray();

        const QString userDir = work.filePath(QStringLiteral("user/data"));
        OpenedCompendium o = CompendiumOpener(kGames).open(shipped, userDir);
        Closer closer{o};
        QVERIFY2(o.ok(), qPrintable(o.error));
        QCOMPARE(o.path, userDir + QStringLiteral("/compendium.sqlite"));
        QVERIFY2(o.notice.contains(problem), qPrintable(o.notice));
        QVERIFY(o.notice.contains(QLatin1String("rebuilt it from the built-in game data")));
        QCOMPARE(cardCount(o), 11);
        // The shipped file is never touched.
        if (QFileInfo(shipped).isFile())
            QCOMPARE(bytesOf(shipped), before);
    }

    void rebuiltCopyIsReusedUntilTheDataChanges()
    {
        QTemporaryDir work;
        const QString games = work.filePath(QStringLiteral("games"));
        for (QDirIterator it(kGames, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
            const QString f = it.next();
            const QString to = QDir(games).filePath(QDir(kGames).relativeFilePath(f));
            QDir().mkpath(QFileInfo(to).absolutePath());
            QVERIFY(QFile::copy(f, to));
        }
        const QString missing = work.filePath(QStringLiteral("nothing.sqlite"));
        const QString userDir = work.filePath(QStringLiteral("user"));
        {
            OpenedCompendium o = CompendiumOpener(games).open(missing, userDir);
            Closer closer{o};
            QVERIFY(o.notice.contains(QLatin1String("rebuilt it")));
        }
        {
            OpenedCompendium o = CompendiumOpener(games).open(missing, userDir);
            Closer closer{o};
            QVERIFY2(o.notice.contains(QLatin1String("using the copy rebuilt")), qPrintable(o.notice));
        }
        // New data (an app update): the old rebuild is stale and is rebuilt.
        QFile cards(QDir(games).filePath(QStringLiteral("spacewars/cards.json")));
        QVERIFY(cards.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(cards.readAll());
        cards.close();
        text.replace(QStringLiteral("\"id\": \"mutiny\""), QStringLiteral("\"id\": \"mutiny-2\""));
        writeBytes(cards.fileName(), text.toUtf8());
        OpenedCompendium o = CompendiumOpener(games).open(missing, userDir);
        Closer closer{o};
        QVERIFY2(o.notice.contains(QLatin1String("rebuilt it")), qPrintable(o.notice));
        QCOMPARE(Compendium(o.database).findCards(QStringLiteral("mutiny-2")).size(), size_t(1));
    }

    void failedRebuildIsAnError()
    {
        QTemporaryDir work;
        OpenedCompendium o = CompendiumOpener(work.filePath(QStringLiteral("no-games")))
                                 .open(work.filePath(QStringLiteral("missing.sqlite")), work.filePath(QStringLiteral("user")));
        Closer closer{o};
        QVERIFY(!o.ok());
        QVERIFY2(o.error.contains(QLatin1String("the games folder does not exist")), qPrintable(o.error));
    }

    void problemWithNamesTheProblem()
    {
        QCOMPARE(CompendiumOpener::problemWith(good_), QString());
        QString fingerprint;
        QVERIFY(CompendiumOpener::problemWith(good_, &fingerprint).isEmpty());
        QCOMPARE(fingerprint, QString::fromLatin1(dataFingerprint(kGames).toHex()));
        QCOMPARE(CompendiumOpener::problemWith(dir_.filePath(QStringLiteral("none"))), QStringLiteral("is missing"));
    }
};

QTEST_GUILESS_MAIN(TestOpener)
#include "tst_opener.moc"
