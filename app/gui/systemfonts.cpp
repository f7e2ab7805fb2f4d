#include "systemfonts.h"

#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>

namespace umpire::gui {

SystemFonts::SystemFonts(QObject *parent) : QObject(parent)
{
    qGuiApp->installEventFilter(this);
}

bool SystemFonts::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qGuiApp && event->type() == QEvent::ApplicationFontChange)
        Q_EMIT changed();
    return QObject::eventFilter(watched, event);
}

QFont SystemFonts::body() const
{
    return QGuiApplication::font();
}

QFont SystemFonts::fixed() const
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    // Match the body size so fixed-pitch text does not stand out as larger or smaller.
    if (body().pointSizeF() > 0)
        font.setPointSizeF(body().pointSizeF());
    return font;
}

}  // namespace umpire::gui
