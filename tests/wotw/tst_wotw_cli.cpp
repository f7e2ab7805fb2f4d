// umpire-cli on War of the Worlds: `simulate` is reproducible and prints records `check` finds
// clean, and `check` prints every annotated break of the broken sample with its line and rule.
#include <QDir>
#include <QFile>
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
                if (o.contains(expected) && o.contains(("[" + m.captured(1) + "]").toUtf8()))
                    found = true;
            QVERIFY2(found, qPrintable(QStringLiteral("line %1 [%2] not reported:\n%3")
                                           .arg(i + 1).arg(m.captured(1), QString::fromUtf8(r.out))));
        }
        QVERIFY(breaks >= 4);
        QVERIFY(r.out.contains(QStringLiteral("%1 errors").arg(breaks).toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestWotwCli)
#include "tst_wotw_cli.moc"
