#include "appearance.h"

#include <QGuiApplication>

namespace umpire::gui {

namespace {

struct Colours {
    QColor window, windowText, base, alternateBase, text, button, buttonText, brightText;
    QColor light, midlight, mid, dark, shadow, highlight, highlightedText, link, linkVisited;
    QColor toolTipBase, toolTipText, placeholderText, disabledText;
};

QPalette makePalette(const Colours &c)
{
    QPalette p;
    const auto set = [&p](QPalette::ColorRole role, const QColor &colour) {
        p.setColor(QPalette::All, role, colour);
    };
    set(QPalette::Window, c.window);
    set(QPalette::WindowText, c.windowText);
    set(QPalette::Base, c.base);
    set(QPalette::AlternateBase, c.alternateBase);
    set(QPalette::Text, c.text);
    set(QPalette::Button, c.button);
    set(QPalette::ButtonText, c.buttonText);
    set(QPalette::BrightText, c.brightText);
    set(QPalette::Light, c.light);
    set(QPalette::Midlight, c.midlight);
    set(QPalette::Mid, c.mid);
    set(QPalette::Dark, c.dark);
    set(QPalette::Shadow, c.shadow);
    set(QPalette::Highlight, c.highlight);
    set(QPalette::HighlightedText, c.highlightedText);
    set(QPalette::Link, c.link);
    set(QPalette::LinkVisited, c.linkVisited);
    set(QPalette::ToolTipBase, c.toolTipBase);
    set(QPalette::ToolTipText, c.toolTipText);
    set(QPalette::PlaceholderText, c.placeholderText);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, c.disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, c.mid);
    return p;
}

}  // namespace

Appearance::Appearance(QObject *parent) : QObject(parent), system_(QGuiApplication::palette())
{
}

void Appearance::apply(const QString &theme)
{
    if (theme == QLatin1String("light"))
        QGuiApplication::setPalette(lightPalette());
    else if (theme == QLatin1String("dark"))
        QGuiApplication::setPalette(darkPalette());
    else
        QGuiApplication::setPalette(system_);
}

QPalette Appearance::lightPalette()
{
    // Qt's own light Fusion colours, with the app's blue as the accent.
    return makePalette({
            .window = QColor(0xef, 0xef, 0xef),
            .windowText = QColor(0x1a, 0x1a, 0x1a),
            .base = QColor(0xff, 0xff, 0xff),
            .alternateBase = QColor(0xf5, 0xf5, 0xf5),
            .text = QColor(0x1a, 0x1a, 0x1a),
            .button = QColor(0xef, 0xef, 0xef),
            .buttonText = QColor(0x1a, 0x1a, 0x1a),
            .brightText = QColor(0xff, 0xff, 0xff),
            .light = QColor(0xff, 0xff, 0xff),
            .midlight = QColor(0xca, 0xca, 0xca),
            .mid = QColor(0xb8, 0xb8, 0xb8),
            .dark = QColor(0x9f, 0x9f, 0x9f),
            .shadow = QColor(0x76, 0x76, 0x76),
            .highlight = QColor(0x2f, 0x6f, 0xb3),
            .highlightedText = QColor(0xff, 0xff, 0xff),
            .link = QColor(0x0b, 0x5c, 0xad),
            .linkVisited = QColor(0x6b, 0x3f, 0xa0),
            .toolTipBase = QColor(0xff, 0xff, 0xdc),
            .toolTipText = QColor(0x1a, 0x1a, 0x1a),
            .placeholderText = QColor(0x80, 0x80, 0x80),
            .disabledText = QColor(0x9a, 0x9a, 0x9a),
    });
}

QPalette Appearance::darkPalette()
{
    return makePalette({
            .window = QColor(0x2b, 0x2c, 0x2f),
            .windowText = QColor(0xe8, 0xe8, 0xe8),
            .base = QColor(0x1f, 0x20, 0x22),
            .alternateBase = QColor(0x27, 0x28, 0x2b),
            .text = QColor(0xe8, 0xe8, 0xe8),
            .button = QColor(0x35, 0x36, 0x3a),
            .buttonText = QColor(0xe8, 0xe8, 0xe8),
            .brightText = QColor(0xff, 0xff, 0xff),
            .light = QColor(0x4a, 0x4b, 0x50),
            .midlight = QColor(0x3e, 0x3f, 0x43),
            .mid = QColor(0x26, 0x27, 0x29),
            .dark = QColor(0x1b, 0x1c, 0x1e),
            .shadow = QColor(0x0d, 0x0d, 0x0e),
            .highlight = QColor(0x3d, 0x7f, 0xc9),
            .highlightedText = QColor(0xff, 0xff, 0xff),
            .link = QColor(0x79, 0xc0, 0xff),
            .linkVisited = QColor(0xbc, 0x9c, 0xff),
            .toolTipBase = QColor(0x3a, 0x3b, 0x3f),
            .toolTipText = QColor(0xe8, 0xe8, 0xe8),
            .placeholderText = QColor(0x8a, 0x8b, 0x8f),
            .disabledText = QColor(0x75, 0x76, 0x7a),
    });
}

}  // namespace umpire::gui
