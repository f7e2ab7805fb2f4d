#include "localizer.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QQmlEngine>

Q_LOGGING_CATEGORY(lcLocalizer, "umpire.i18n")

namespace umpire::gui {

Localizer::Localizer(QObject *parent) : QObject(parent), current_(QStringLiteral("en")) {}

QString Localizer::resolve(const QString &language, const QLocale &system)
{
    if (language == QLatin1String("en") || language == QLatin1String("ru"))
        return language;
    return system.language() == QLocale::Russian ? QStringLiteral("ru") : QStringLiteral("en");
}

QString Localizer::apply(const QString &language)
{
    const QString lang = resolve(language);
    QCoreApplication::removeTranslator(&app_);
    QCoreApplication::removeTranslator(&findings_);
    QCoreApplication::removeTranslator(&qt_);

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
        // Qt's own strings (file dialog buttons, ...) come from the system's Qt; optional.
        if (qt_.load(QLocale(lang), QStringLiteral("qt"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt_);
    }
    // An explicit choice also sets number and date formats; "system" keeps the system's.
    QLocale::setDefault(language == lang ? QLocale(lang) : QLocale::system());
    current_ = lang;
    if (engine_)
        engine_->retranslate();
    return lang;
}

}  // namespace umpire::gui
