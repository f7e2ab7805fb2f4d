// Lookups on a parsed record (see record.h).
#include "notation/record.h"

namespace umpire::notation {

QString Record::tag(std::string_view name) const
{
    for (const TagPair &t : tags) {
        if (text(t.name) == name)
            return t.value.isNull() ? QStringLiteral("") : t.value;  // present but empty: not null
    }
    return QString();
}

const Arg *Record::findArg(const MoveLine &m, std::string_view key) const
{
    for (const Arg &arg : argsOf(m)) {
        if (arg.key.length > 0 && text(arg.key) == key)
            return &arg;
    }
    return nullptr;
}

}  // namespace umpire::notation
