// The games shipped with Umpire. Each game adds its ruleset here.
#include "core/catalog.h"
#include "games/spacewars/spacewars_ruleset.h"
#include "games/civilizations/civ_ruleset.h"
#include "games/tripods/tripods_ruleset.h"
#include "games/wotw/wotw_ruleset.h"

namespace umpire::core {

const Catalog &Catalog::builtin()
{
    static const Catalog catalog = [] {
        Catalog c;
        c.add(std::make_unique<wotw::Ruleset>());
        c.add(std::make_unique<spacewars::Ruleset>());
        c.add(std::make_unique<civilizations::Ruleset>());
        c.add(std::make_unique<tripods::Ruleset>());
        return c;
    }();
    return catalog;
}

}  // namespace umpire::core
