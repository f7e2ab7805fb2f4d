// The system's fonts for QML: the general UI font and the fixed-pitch one.
//
// QML has no typed access to either in Qt 6.4 (Qt.application.font is untyped and unknown to
// qmllint), so Theme.qml reads them here.
#pragma once

#include <QFont>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace umpire::gui {

class SystemFonts : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // The application font (the system's UI font unless the user changed it).
    Q_PROPERTY(QFont body READ body NOTIFY changed)
    // The system's fixed-pitch font, for record lines and rule ids.
    Q_PROPERTY(QFont fixed READ fixed NOTIFY changed)

public:
    explicit SystemFonts(QObject *parent = nullptr);

    QFont body() const;
    QFont fixed() const;

Q_SIGNALS:
    // The application font changed (the system's font settings, or setFont()).
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

}  // namespace umpire::gui
