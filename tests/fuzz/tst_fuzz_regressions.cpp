// The fuzz targets' inputs, replayed in the normal build on every ctest run: each game's seed
// corpus (tests/fuzz/corpus-<game>/) and every input that ever broke a ruleset
// (tests/fuzz/regressions/<game>/, one file per finding, added when it was fixed). Each goes
// through the same checks as the fuzzer (ruleset_check.h), so a reproducer stays fixed.
#include "core/catalog.h"
#include "ruleset_check.h"

#include <QDir>
#include <QFile>
#include <QTest>

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void inputsKeepEveryPromise_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("path");
        int regressions = 0;
        for (const QString &game : umpire::core::Catalog::builtin().ids()) {
            for (const char *folder : {"corpus-", "regressions/"}) {
                const QDir dir(QStringLiteral(FUZZ_DIR "/") + QLatin1String(folder) + game);
                for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
                    QTest::addRow("%s/%s", qPrintable(game), qPrintable(name))
                            << game << dir.filePath(name);
                    regressions += *folder == 'r';
                }
            }
        }
        QVERIFY(regressions > 0);
    }
    void inputsKeepEveryPromise()
    {
        QFETCH(QString, game);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString problem = fuzzing::checkRulesetInput(game, file.readAll());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
