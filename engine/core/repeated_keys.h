// Finding a key written twice on one move line (`to=london to=wales`), for Ruleset::decode.
#pragma once

#include "notation/record.h"

#include <functional>
#include <string_view>

namespace umpire::core {

// A key given twice: where it first appeared, and the repeat.
struct RepeatedKey {
    const notation::Arg *first = nullptr;
    const notation::Arg *repeat = nullptr;
    explicit operator bool() const { return repeat != nullptr; }
};

// The first repeat (in line order) of a key that `mayRepeat(key)` does not allow; empty when
// there is none. Positional arguments have no key and never count. Linear in the number of
// arguments on average, so a hostile line of 100,000 distinct keys costs no more than reading
// it.
RepeatedKey findRepeatedKey(const notation::Record &record, const notation::MoveLine &line,
                            const std::function<bool(std::string_view)> &mayRepeat);

}  // namespace umpire::core
