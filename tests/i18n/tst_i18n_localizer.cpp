// The app's Localizer installs the rules engine's translation beside the interface's: a replay
// run after apply("ru") reports in Russian, one run after apply("en") in English again.
#include "localizer.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "games/wotw/wotw_text.h"
#include "notation/parser.h"

#include <QKeySequence>
#include <QTest>

using namespace umpire;
using umpire::gui::Localizer;

namespace {

// The Humans move in the Aliens' turn: one finding naming both sides.
QString outOfTurn()
{
    const core::Replay r = core::Replay::run(
            notation::parse(
                    "[Game \"wotw\"]\n"
                    "1 humans play relocate option=move-civilian from=west-country to=midlands\n",
                    QStringLiteral("test.ugr")),
            core::Catalog::builtin());
    for (const core::Finding &f : r.findings())
        if (f.ruleId == QLatin1String("wotw.turn.order"))
            return f.message;
    return {};
}

}  // namespace

class TestI18nLocalizer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void findingsFollowTheLanguage()
    {
        Localizer localizer;
        QCOMPARE(outOfTurn(), QStringLiteral("It is the Aliens' turn, not the Humans'."));

        QCOMPARE(localizer.apply(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(wotw::installedNames(), wotw::Names::Russian);
        QCOMPARE(outOfTurn(), QString::fromUtf8("Сейчас ходят Инопланетяне, а не Люди."));

        QCOMPARE(localizer.apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(wotw::installedNames(), wotw::Names::English);
        QCOMPARE(outOfTurn(), QStringLiteral("It is the Aliens' turn, not the Humans'."));
    }

    // Qt's own strings follow the language too: the Localizer installs Qt's Russian catalogue
    // (qt_ru.qm from the system's Qt translations, which scripts/bootstrap installs). Key names
    // are written as the keys are labelled: Qt's Russian catalogue keeps "Ctrl", "Shift" and
    // "Alt" (Russian keyboards print them so), and translates the keys named in words.
    void qtKeyNamesFollowTheLanguage()
    {
        Localizer localizer;
        const auto native = [](const QKeySequence &keys) { return keys.toString(QKeySequence::NativeText); };
        QCOMPARE(localizer.apply(QStringLiteral("ru")), QStringLiteral("ru"));
        QVERIFY2(native(QKeySequence(Qt::Key_Space)) == QString::fromUtf8("Пробел"),
                 "Qt's Russian catalogue is not loaded: install qt6-translations-l10n (scripts/bootstrap)");
        QCOMPARE(native(QKeySequence(Qt::ALT | Qt::Key_Left)), QString::fromUtf8("Alt+Влево"));
        QCOMPARE(native(QKeySequence(QStringLiteral("Ctrl+O"))), QStringLiteral("Ctrl+O"));
        QCOMPARE(localizer.apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(native(QKeySequence(Qt::Key_Space)), QStringLiteral("Space"));
        QCOMPARE(native(QKeySequence(Qt::ALT | Qt::Key_Left)), QStringLiteral("Alt+Left"));
    }

    // English has plural forms too: "1 finding", not "1 finding(s)", in the app and in the
    // engine's findings, and they give way to Russian and back on a language switch.
    void englishPluralForms()
    {
        Localizer localizer;
        const auto findings = [](int n) {
            return QCoreApplication::translate("MoveRow", "%n finding(s)", nullptr, n);
        };
        const auto regions = [](int n) {
            return QCoreApplication::translate("wotw", "%1 moves a miniature at most %n region(s).",
                                               nullptr, n);
        };
        QCOMPARE(localizer.apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(findings(1), QStringLiteral("1 finding"));
        QCOMPARE(findings(3), QStringLiteral("3 findings"));
        QCOMPARE(regions(1), QStringLiteral("%1 moves a miniature at most 1 region."));
        QCOMPARE(regions(2), QStringLiteral("%1 moves a miniature at most 2 regions."));
        localizer.apply(QStringLiteral("ru"));
        QVERIFY2(!findings(1).contains(QLatin1String("finding")), qPrintable(findings(1)));
        localizer.apply(QStringLiteral("en"));
        QCOMPARE(findings(1), QStringLiteral("1 finding"));
    }
};

QTEST_GUILESS_MAIN(TestI18nLocalizer)
#include "tst_i18n_localizer.moc"
