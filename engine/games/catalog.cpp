// The games shipped with Umpire. Each game adds its ruleset here.
#include "core/catalog.h"

namespace umpire::core {

const Catalog &Catalog::builtin()
{
    static const Catalog catalog = [] {
        Catalog c;
        return c;
    }();
    return catalog;
}

}  // namespace umpire::core
