#include "core/ruleset.h"

#include "core/repeated_keys.h"
#include "notation/excerpt.h"

#include <QCoreApplication>

namespace umpire::core {

int GameInfo::sideIndex(QStringView id) const
{
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i].id == id)
            return static_cast<int>(i);
    return -1;
}

bool Ruleset::keyMayRepeat(std::string_view, std::string_view) const
{
    return false;
}

std::unique_ptr<Move> Ruleset::decode(const notation::Record &record,
                                      const notation::MoveLine &line, Reporter &reporter) const
{
    const std::string_view verb = record.text(line.verb);
    const RepeatedKey repeated = findRepeatedKey(
            record, line, [&](std::string_view key) { return keyMayRepeat(verb, key); });
    if (repeated) {
        // Which value would win is the writer's guess, not ours: the line is not read at all.
        const std::string_view key = record.text(repeated.repeat->key);
        reporter.error(repeatedArgumentRule(),
                       QCoreApplication::translate(
                               "replay",
                               "The key \"%1=\" is given again (first at column %2); a move "
                               "gives each key once.")
                               .arg(notation::excerpt(key))
                               .arg(repeated.first->position.column),
                       repeated.repeat->position);
        return nullptr;
    }
    return decodeMove(record, line, reporter);
}

}  // namespace umpire::core
