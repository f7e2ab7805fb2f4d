// Back and forward after following a link (a finding to its rule, a card to a rule), as in a
// browser: Alt+Left / Alt+Right and the mouse's back and forward buttons. A place is a
// QVariantMap the window makes and restores ({page, step, rule, game, card}); this class only
// keeps the two stacks.
#pragma once

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace umpire::gui {

class LinkHistory : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool canGoBack READ canGoBack NOTIFY changed)
    Q_PROPERTY(bool canGoForward READ canGoForward NOTIFY changed)

public:
    // Old places beyond this are forgotten.
    static constexpr int maxPlaces = 100;

    explicit LinkHistory(QObject *parent = nullptr) : QObject(parent) {}

    bool canGoBack() const { return !back_.isEmpty(); }
    bool canGoForward() const { return !forward_.isEmpty(); }

    // A link is followed from `from`: it becomes the place to go back to, and the way
    // forward is forgotten.
    Q_INVOKABLE void follow(const QVariantMap &from);
    // The place to go back to, with `current` kept as the way forward; empty when none.
    Q_INVOKABLE QVariantMap back(const QVariantMap &current);
    // The place to go forward to, with `current` kept as the way back; empty when none.
    Q_INVOKABLE QVariantMap forward(const QVariantMap &current);

Q_SIGNALS:
    void changed();

private:
    QList<QVariantMap> back_;
    QList<QVariantMap> forward_;
};

}  // namespace umpire::gui
