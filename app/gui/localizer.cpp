#include "localizer.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QQmlEngine>

Q_LOGGING_CATEGORY(lcLocalizer, "umpire.i18n")

namespace umpire::gui {

namespace {

// Texts of Qt Quick's own file dialog that Qt's Russian translation (qtdeclarative_ru.qm of
// Qt 6.4) leaves in English. Listed here so lupdate puts them, in the dialog's context, into
// our translation, which the dialog then finds like any other.
[[maybe_unused]] constexpr const char *kQtQuickDialogTexts[] = {
    QT_TRANSLATE_NOOP("FileDialog", "File name"),
    QT_TRANSLATE_NOOP("FileDialog", "Filter"),
};

}  // namespace

Localizer::Localizer(QObject *parent) : QObject(parent), current_(QStringLiteral("en")) {}

QString Localizer::resolve(const QString &language, const QLocale &system)
{
    if (language == QLatin1String("en") || language == QLatin1String("ru"))
        return language;
    return system.language() == QLocale::Russian ? QStringLiteral("ru") : QStringLiteral("en");
}

QLocale Localizer::formatsFor(const QString &lang, const QLocale &system)
{
    // The system's formats whenever it speaks the language chosen, so that choosing it
    // explicitly, or switching away and back, changes no date or number format.
    return resolve(QStringLiteral("system"), system) == lang ? system : QLocale(lang);
}

QString Localizer::apply(const QString &language)
{
    const QString lang = resolve(language);
    QCoreApplication::removeTranslator(&app_);
    QCoreApplication::removeTranslator(&findings_);
    QCoreApplication::removeTranslator(&qt_);
    QCoreApplication::removeTranslator(&qtQuick_);

    if (lang == QLatin1String("en")) {
        // English is the source language; its files hold only the plural forms of %n
        // messages ("1 finding", "2 findings").
        if (app_.load(QStringLiteral(":/i18n/umpire_en.qm")))
            QCoreApplication::installTranslator(&app_);
        else
            qCWarning(lcLocalizer) << "missing embedded English plural forms";
        if (findings_.load(QStringLiteral(":/i18n/umpire_engine_en.qm")))
            QCoreApplication::installTranslator(&findings_);
        else
            qCWarning(lcLocalizer) << "missing embedded English plural forms of the engine";
    } else {
        // Our own strings are embedded by qt_add_translations; a failure is a build bug.
        if (app_.load(QStringLiteral(":/i18n/umpire_%1.qm").arg(lang)))
            QCoreApplication::installTranslator(&app_);
        else
            qCWarning(lcLocalizer) << "missing embedded translation for" << lang;
        // The rules engine's findings (the sentences of the Replay page); embedded likewise.
        if (findings_.load(QStringLiteral(":/i18n/umpire_engine_%1.qm").arg(lang)))
            QCoreApplication::installTranslator(&findings_);
        else
            qCWarning(lcLocalizer) << "missing embedded engine translation for" << lang;
        // Qt's own strings come from the system's Qt (Debian: qt6-translations-l10n); optional.
        // qt_<lang>.qm holds Qt Base's (key names, ...); Qt Quick's are in
        // qtdeclarative_<lang>.qm, which qt_<lang>.qm does not include.
        const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (qt_.load(QLocale(lang), QStringLiteral("qt"), QStringLiteral("_"), qtFolder))
            QCoreApplication::installTranslator(&qt_);
        if (qtQuick_.load(QLocale(lang), QStringLiteral("qtdeclarative"), QStringLiteral("_"), qtFolder))
            QCoreApplication::installTranslator(&qtQuick_);
    }
    QLocale::setDefault(formatsFor(lang));
    current_ = lang;
    if (engine_)
        engine_->retranslate();
    return lang;
}

}  // namespace umpire::gui
