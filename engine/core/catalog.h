// The game catalog: finds a ruleset by the record's [Game] tag.
#pragma once

#include "core/ruleset.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace umpire::core {

class Catalog {
public:
    // Every game shipped with Umpire (defined in engine/games/catalog.cpp).
    static const Catalog &builtin();

    void add(std::unique_ptr<Ruleset> ruleset);
    // The ruleset for a game id, or nullptr.
    const Ruleset *find(QStringView gameId) const;
    // The ids of all games, sorted.
    QStringList ids() const;
    const std::vector<std::unique_ptr<Ruleset>> &rulesets() const { return rulesets_; }

private:
    std::vector<std::unique_ptr<Ruleset>> rulesets_;
};

}  // namespace umpire::core
