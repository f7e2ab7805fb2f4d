#include "core/ruleset.h"

namespace umpire::core {

int GameInfo::sideIndex(QStringView id) const
{
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i].id == id)
            return static_cast<int>(i);
    return -1;
}

}  // namespace umpire::core
