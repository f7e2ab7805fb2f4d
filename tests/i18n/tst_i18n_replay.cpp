// The Replay page's controller follows a language change: the open record is checked again
// (findings are written in the language installed when checking), and the view stays on the
// step it showed.
#include "findingsmodel.h"
#include "localizer.h"
#include "replaycontroller.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using umpire::gui::Localizer;
using umpire::models::FindingsModel;
using umpire::models::ReplayController;

namespace {

QStringList messages(const FindingsModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.data(model.index(row), FindingsModel::MessageRole).toString();
    return out;
}

bool waitFinished(ReplayController &controller)
{
    QSignalSpy finished(&controller, &ReplayController::finished);
    return finished.wait(20000) && finished.first().first().toBool();
}

}  // namespace

class TestI18nReplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void languageChangeChecksAgainKeepingTheStep()
    {
        Localizer localizer;
        localizer.apply(QStringLiteral("en"));
        ReplayController controller;
        controller.openPath(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/wotw-broken.ugr"));
        QVERIFY(waitFinished(controller));
        controller.nextFinding();
        controller.nextFinding();
        const int step = controller.step();
        QVERIFY(step > 0);
        const QStringList english = messages(*controller.findings());
        QVERIFY(!english.isEmpty());
        const QRegularExpression cyrillic(QStringLiteral("[\\x{0400}-\\x{04FF}]"));
        for (const QString &m : english)
            QVERIFY2(!m.contains(cyrillic), qPrintable(m));

        localizer.apply(QStringLiteral("ru"));
        controller.setRussian(true);
        QVERIFY(controller.busy());
        QVERIFY(waitFinished(controller));
        QCOMPARE(controller.step(), step);
        const QStringList russian = messages(*controller.findings());
        QCOMPARE(russian.size(), english.size());
        for (const QString &m : russian)
            QVERIFY2(m.contains(cyrillic), qPrintable(m));
        // The exported report speaks the interface language too (app/models is translated).
        const QString report = controller.reportMarkdown();
        QVERIFY2(report.startsWith(QString::fromUtf8("# Отчёт о проверке:")), qPrintable(report.left(80)));
        QVERIFY2(report.contains(QString::fromUtf8("6 ошибок, 0 предупреждений, 0 заметок")),
                 qPrintable(report.left(600)));
        // Each finding's severity and place in Russian, numbered as the app numbers moves.
        static const QRegularExpression russianItem(QString::fromUtf8(
                "\\n- `\\d+:\\d+` ошибка \\(ход \\d+ · [^·]+ · действие \\d+\\): "));
        QVERIFY2(report.contains(russianItem), qPrintable(report));
        QVERIFY2(!report.contains(QStringLiteral("` error (")), qPrintable(report));

        localizer.apply(QStringLiteral("en"));
        controller.setRussian(false);
        QVERIFY(waitFinished(controller));
        QCOMPARE(controller.step(), step);
        QCOMPARE(messages(*controller.findings()), english);
        QVERIFY(controller.reportMarkdown().contains(QStringLiteral("| Findings | 6 errors, 0 warnings, 0 notes")));
        static const QRegularExpression englishItem(
                QStringLiteral("\\n- `\\d+:\\d+` error \\(turn \\d+ · [^·]+ · move \\d+\\): "));
        QVERIFY(controller.reportMarkdown().contains(englishItem));
    }

    // A record of a game the checker does not know, with a syntax error, opened in the Russian
    // interface: the Syntax tab and the "not yet checked" banner speak Russian.
    void syntaxErrorsAndStatusInRussian()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("chess.ugr"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Game \"chess\"]\n1 white move \"e4\n1 black move e5\n");
        file.close();

        Localizer localizer;
        localizer.apply(QStringLiteral("ru"));
        ReplayController controller;
        controller.setRussian(true);
        controller.openPath(path);
        QVERIFY(waitFinished(controller));
        QVERIFY2(controller.statusMessage().startsWith(QString::fromUtf8(
                         "в теге [Game] указана неизвестная игра «chess»; известные игры: ")),
                 qPrintable(controller.statusMessage()));
        const QVariantList errors = controller.syntaxErrors();
        QCOMPARE(errors.size(), 1);
        const QVariantMap error = errors.first().toMap();
        QCOMPARE(error.value(QStringLiteral("line")).toInt(), 2);
        QCOMPARE(error.value(QStringLiteral("message")).toString(),
                 QString::fromUtf8(
                         "ожидается закрывающая кавычка текста, который начат в столбце 14"));

        // Switching back to English reads the record again: both follow.
        localizer.apply(QStringLiteral("en"));
        controller.setRussian(false);
        QVERIFY(waitFinished(controller));
        QVERIFY2(controller.statusMessage().startsWith(QStringLiteral("unknown game \"chess\"")),
                 qPrintable(controller.statusMessage()));
        QCOMPARE(controller.syntaxErrors().first().toMap().value(QStringLiteral("message")).toString(),
                 QStringLiteral("expected a closing quote for the string that starts at column 14"));
    }

    void unchangedLanguageDoesNotReload()
    {
        ReplayController controller;
        controller.openPath(QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/wotw-broken.ugr"));
        QVERIFY(waitFinished(controller));
        controller.setRussian(false);
        QVERIFY(!controller.busy());
    }
};

QTEST_GUILESS_MAIN(TestI18nReplay)
#include "tst_i18n_replay.moc"
