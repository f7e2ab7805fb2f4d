#include "linkhistory.h"

namespace umpire::gui {

namespace {

void pushBounded(QList<QVariantMap> &stack, const QVariantMap &place)
{
    stack.append(place);
    if (stack.size() > LinkHistory::maxPlaces)
        stack.removeFirst();
}

}  // namespace

void LinkHistory::follow(const QVariantMap &from)
{
    pushBounded(back_, from);
    forward_.clear();
    Q_EMIT changed();
}

QVariantMap LinkHistory::back(const QVariantMap &current)
{
    if (back_.isEmpty())
        return {};
    pushBounded(forward_, current);
    const QVariantMap place = back_.takeLast();
    Q_EMIT changed();
    return place;
}

QVariantMap LinkHistory::forward(const QVariantMap &current)
{
    if (forward_.isEmpty())
        return {};
    pushBounded(back_, current);
    const QVariantMap place = forward_.takeLast();
    Q_EMIT changed();
    return place;
}

}  // namespace umpire::gui
