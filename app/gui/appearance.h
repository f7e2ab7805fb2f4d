// Applies the colour theme the user chose: the system's palette, or a fixed light or dark one.
//
// Qt 6.4 cannot ask the platform for a dark scheme by itself (QStyleHints::colorScheme is
// 6.5), so "light" and "dark" install a complete palette of their own and "system" puts back
// the palette the platform gave at start-up. Fusion controls and Theme.qml (SystemPalette)
// both follow the application palette, so the whole window changes at once.
#pragma once

#include <QObject>
#include <QPalette>
#include <QString>

namespace umpire::gui {

class Appearance : public QObject {
    Q_OBJECT

public:
    // Remembers the current application palette as the system's.
    explicit Appearance(QObject *parent = nullptr);

    // "light", "dark", or anything else for the system's palette.
    void apply(const QString &theme);

    static QPalette lightPalette();
    static QPalette darkPalette();

private:
    QPalette system_;
};

}  // namespace umpire::gui
