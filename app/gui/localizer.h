// Installs the translations of the user interface: Umpire's own (embedded, :/i18n), the rules
// engine's findings (embedded, :/i18n/umpire_engine_<lang>.qm) and Qt's (for the texts of
// standard dialogs), and makes QML re-read its strings. Findings are made in the language
// installed when their replay runs (engine/games/wotw/wotw_text.h): a record already open
// must be run again to follow a change.
#pragma once

#include <QLocale>
#include <QObject>
#include <QQmlEngine>
#include <QPointer>
#include <QString>
#include <QTranslator>

namespace umpire::gui {

class Localizer : public QObject {
    Q_OBJECT

public:
    explicit Localizer(QObject *parent = nullptr);

    // The language a setting means: "en" or "ru" as given; "system" (or anything else) picks
    // Russian when `system` is a Russian locale and English otherwise.
    static QString resolve(const QString &language, const QLocale &system = QLocale::system());

    // Switches the application to `language` ("en", "ru" or "system") and returns the one in
    // use ("en" or "ru"). English is the source language and needs no translation file.
    QString apply(const QString &language);
    QString current() const { return current_; }

    // The number and date formats of language `lang` ("en" or "ru"): the system's when the
    // system speaks that language (whatever the setting that chose it), else the language's.
    static QLocale formatsFor(const QString &lang, const QLocale &system = QLocale::system());

    // When set, apply() also retranslates every qsTr() binding of this engine.
    void setEngine(QQmlEngine *engine) { engine_ = engine; }

private:
    QTranslator app_;
    QTranslator findings_;
    QTranslator qt_;
    QTranslator qtQuick_;
    QString current_;
    QPointer<QQmlEngine> engine_;
};

}  // namespace umpire::gui
