// libFuzzer target for one game's ruleset, built once per game as fuzz_ruleset_<game>
// (UMPIRE_FUZZ_GAME, see CMakeLists.txt). Each input goes through checkRulesetInput
// (ruleset_check.h): parse, replay, finish, rebuilt states and their legal moves; a broken
// promise aborts with a message, like a crash. See docs/notation.md, "Fuzzing".
#include "ruleset_check.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString problem = fuzzing::checkRulesetInput(
            QStringLiteral(UMPIRE_FUZZ_GAME),
            QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_ruleset_%s: %s\n", UMPIRE_FUZZ_GAME, qPrintable(problem));
        std::abort();
    }
    return 0;
}
