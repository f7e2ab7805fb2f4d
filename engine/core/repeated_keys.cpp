#include "core/repeated_keys.h"

#include <unordered_map>

namespace umpire::core {

namespace {

// Up to this many keyed arguments a pairwise scan is cheaper than a hash table, and every
// real move line is far below it.
constexpr std::size_t kPairwiseScanLimit = 16;

}  // namespace

RepeatedKey findRepeatedKey(const notation::Record &record, const notation::MoveLine &line,
                            const std::function<bool(std::string_view)> &mayRepeat)
{
    const auto args = record.argsOf(line);
    const auto keyed = [](const notation::Arg &a) { return a.key.length > 0; };
    if (args.size() <= kPairwiseScanLimit) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (!keyed(args[i]))
                continue;
            const std::string_view key = record.text(args[i].key);
            for (std::size_t j = 0; j < i; ++j) {
                if (keyed(args[j]) && record.text(args[j].key) == key && !mayRepeat(key))
                    return {&args[j], &args[i]};
            }
        }
        return {};
    }
    std::unordered_map<std::string_view, const notation::Arg *> seen;
    seen.reserve(args.size());
    for (const notation::Arg &a : args) {
        if (!keyed(a))
            continue;
        const std::string_view key = record.text(a.key);
        const auto [it, inserted] = seen.emplace(key, &a);
        if (!inserted && !mayRepeat(key))
            return {it->second, &a};
    }
    return {};
}

}  // namespace umpire::core
