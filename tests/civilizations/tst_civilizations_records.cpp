// Record files: every tests/civilizations/records/*.ugr with its sidecar .expected
// ("line:rule-id" per error or warning, in order; no file: the record checks clean), and the
// bundled samples in resources/samples. Each rule has a record that breaks it and one that
// keeps it (the records' names say which).
#include "core/catalog.h"
#include "core/replay.h"
#include "core/rule_ids.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace umpire;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList expectedOf(const QString &path)
{
    QStringList out;
    for (const QByteArray &l : readAll(path).split('\n')) {
        const QByteArray t = l.trimmed();
        if (!t.isEmpty() && !t.startsWith('#'))
            out << QString::fromUtf8(t);
    }
    return out;
}

QStringList summary(const core::Findings &findings)
{
    QStringList out;
    for (const core::Finding &f : findings)
        if (f.severity != core::Severity::Note)
            out << QStringLiteral("%1:%2").arg(f.position.line).arg(f.ruleId);
    return out;
}

QString describe(const core::Replay &r)
{
    QString s;
    for (const core::Finding &f : r.findings())
        s += QStringLiteral("\n  %1:%2 %3").arg(f.position.line).arg(f.ruleId, f.message);
    return s;
}

core::Replay check(const QByteArray &text, const QString &name)
{
    return core::Replay::run(notation::parse(text, name), core::Catalog::builtin());
}

}  // namespace

class TestCivilizationsRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(CIV_RECORDS_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void records()
    {
        QFETCH(QString, path);
        const core::Replay r = check(readAll(path), path);
        QCOMPARE(int(r.status()), int(core::Replay::Status::Checked));
        QVERIFY2(r.record().ok(), "syntax errors");
        QString expectedPath = path;
        expectedPath.replace(QRegularExpression(QStringLiteral("\\.ugr$")), QStringLiteral(".expected"));
        const QStringList expected = QFile::exists(expectedPath) ? expectedOf(expectedPath) : QStringList();
        const QStringList got = summary(r.findings());
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("expected %1, got %2;%3").arg(expected.join(u' '), got.join(u' '), describe(r))));
        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("civilizations"));
        for (const core::Finding &f : r.findings())
            QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
        // A record that breaks a rule is named for it: "<rule>-broken-*.ugr" has findings,
        // "<rule>-kept-*.ugr" none.
        const QString name = QFileInfo(path).fileName();
        if (name.contains(QLatin1String("-kept")))
            QVERIFY2(expected.isEmpty(), "a -kept record must check clean");
        if (name.contains(QLatin1String("-broken")))
            QVERIFY2(!expected.isEmpty(), "a -broken record must have findings");
    }

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QStringLiteral(UMPIRE_SAMPLES_DIR));
        for (const QString &f : dir.entryList({QStringLiteral("civilizations-*.ugr")}, QDir::Files, QDir::Name))
            if (!f.contains(QLatin1String("broken")))
                QTest::newRow(qPrintable(f)) << f;
    }
    void samples()
    {
        QFETCH(QString, file);
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/") + file;
        const core::Replay r = check(readAll(path), path);
        QVERIFY2(r.findings().empty(), qPrintable(describe(r)));
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsRecords)
#include "tst_civilizations_records.moc"
