#include "core/catalog.h"

#include <algorithm>

namespace umpire::core {

void Catalog::add(std::unique_ptr<Ruleset> ruleset)
{
    rulesets_.push_back(std::move(ruleset));
}

const Ruleset *Catalog::find(QStringView gameId) const
{
    for (const auto &r : rulesets_)
        if (r->info().id == gameId)
            return r.get();
    return nullptr;
}

QStringList Catalog::ids() const
{
    QStringList out;
    for (const auto &r : rulesets_)
        out << r->info().id;
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace umpire::core
