// The one way a compendium view (models and detail objects) switches to another Compendium:
// it stops listening to the old one and follows the new one's language changes.
#pragma once

#include "compendium.h"

#include <QObject>
#include <QPointer>

namespace umpire::compendium {

// Points `current` at `next` for `owner`, calling `onLanguageChanged` (a member function or a
// functor) whenever `next` changes language. Returns false, changing nothing, when `next`
// is already `current`; the caller then emits its own change signal and reloads.
template <typename Owner, typename Slot>
bool followCompendium(QPointer<Compendium> &current, Compendium *next, Owner *owner,
                      Slot onLanguageChanged)
{
    if (next == current)
        return false;
    if (current)
        QObject::disconnect(current, nullptr, owner, nullptr);
    current = next;
    if (current)
        QObject::connect(current, &Compendium::languageChanged, owner, onLanguageChanged);
    return true;
}

}  // namespace umpire::compendium
