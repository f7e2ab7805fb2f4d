// The app's Localizer installs the rules engine's translation beside the interface's: a replay
// run after apply("ru") reports in Russian, one run after apply("en") in English again.
#include "localizer.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "games/wotw/wotw_text.h"
#include "notation/parser.h"

#include <QDate>
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

    // The Qt Quick file dialog's own labels, which Qt's Russian catalogue leaves in English,
    // come from our translation in the dialog's context.
    void fileDialogLabelsFollowTheLanguage()
    {
        Localizer localizer;
        const auto label = [](const char *text) { return QCoreApplication::translate("FileDialog", text); };
        localizer.apply(QStringLiteral("ru"));
        QCOMPARE(label("File name"), QString::fromUtf8("Имя файла"));
        QCOMPARE(label("Filter"), QString::fromUtf8("Фильтр"));
        localizer.apply(QStringLiteral("en"));
        QCOMPARE(label("File name"), QStringLiteral("File name"));
    }

    // Dates and numbers keep the system's formats whenever the language is the system's: a
    // switch to Russian and back to English shows the dates (in the file dialog, ...) as before.
    void formatsComeBackAfterASwitch()
    {
        const QLocale britain(QLocale::English, QLocale::UnitedKingdom);
        QCOMPARE(Localizer::formatsFor(QStringLiteral("en"), britain), britain);
        QCOMPARE(Localizer::formatsFor(QStringLiteral("ru"), britain), QLocale(QStringLiteral("ru")));
        const QLocale russia(QLocale::Russian, QLocale::Russia);
        QCOMPARE(Localizer::formatsFor(QStringLiteral("ru"), russia), russia);
        QCOMPARE(Localizer::formatsFor(QStringLiteral("en"), russia), QLocale(QStringLiteral("en")));

        const QDate day(2026, 12, 5);
        const auto shown = [&day] { return QLocale().toString(day, QLocale::ShortFormat); };
        Localizer localizer;
        QCOMPARE(localizer.apply(QStringLiteral("system")), Localizer::resolve(QStringLiteral("system")));
        const QString before = shown();
        const QString other = localizer.current() == QLatin1String("en") ? QStringLiteral("ru") : QStringLiteral("en");
        const QString back = localizer.current();
        localizer.apply(other);
        localizer.apply(back);
        QCOMPARE(shown(), before);
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
