// Record files: every tests/civilizations/records/*.ugr with its sidecar .expected (see
// tests/support/record_checks.h), and the bundled samples in resources/samples. Each rule has
// a record that breaks it and one that keeps it (the records' names say which).
#include "record_checks.h"
#include "rule_coverage.h"

#include "notation/record.h"

#include <QDir>
#include <QTest>

using namespace umpire;
using namespace umpire::recordtest;

class TestCivilizationsRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every rule id the engine cites has a test that breaks it: a record's .expected line, the
    // broken sample's annotation, or a test here naming it (the mutation rows among them).
    void everyCitedRuleHasABreakingTest()
    {
        checkEveryCitedRuleIsBroken({QStringLiteral("civilizations"), QStringLiteral(CIV_ENGINE_DIR),
                                     {QStringLiteral(CIV_RECORDS_DIR)}, {QStringLiteral(CIV_TESTS_DIR)},
                                     QStringLiteral(UMPIRE_SAMPLES_DIR)},
                                    {});
    }

    void records_data()
    {
        QTest::addColumn<QString>("path");
        addRecordRows(QStringLiteral(CIV_RECORDS_DIR));
    }
    void records()
    {
        QFETCH(QString, path);
        checkRecordFile(path, QStringLiteral("civilizations"));
    }

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QStringLiteral(UMPIRE_SAMPLES_DIR));
        for (const QString &f :
             dir.entryList({QStringLiteral("civilizations-*.ugr")}, QDir::Files, QDir::Name))
            if (!f.contains(QLatin1String("broken")))
                QTest::newRow(qPrintable(f)) << f;
    }
    void samples()
    {
        QFETCH(QString, file);
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/") + file;
        const core::Replay r = check(readFile(path), path);
        QVERIFY2(r.findings().empty(), qPrintable(describe(r.findings())));
    }

    // The broken sample: exactly one finding per annotated break, at that line, with the rule
    // the annotation names ({... [rule-id]}).
    void brokenSample()
    {
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/civilizations-broken.ugr");
        const core::Replay r = check(readFile(path), path);
        const QStringList expected = annotatedBreaks(r.record(), QStringLiteral("civilizations"));
        QVERIFY(expected.size() >= 6);
        QCOMPARE(summary(r.findings()), expected);
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsRecords)
#include "tst_civilizations_records.moc"
